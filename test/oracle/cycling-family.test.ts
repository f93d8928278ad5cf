/**
 * 702.29 the cycling family beyond "Cycling {cost}" (test/oracle/cycling.test.ts): typecycling (702.29e–f),
 * real cards of the 2020 pool, compiled from their Oracle text and played through the engine.
 */
import { Game } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import { renderCard } from '../../src/oracle/render/card';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolCard, poolTrace } from './pool';

function rendered(name: string): string[] {
  const result = compileCard(poolCard(name));
  if (result.status !== 'compiled') throw new Error(result.reason);
  return renderCard(result.definition).abilities;
}

describeWithSharedData('702.29e–f: typecycling', [POOL_FILE], () => {
  it('702.29e: "Basic landcycling {1}{B}" is "{1}{B}, Discard this card: search your library for a basic land card, put it into your hand", from a hand', () => {
    expect(compiledPoolCard('Absorb Vis').abilities).toEqual([
      { kind: 'activated', name: 'basic landcycling', zone: 'hand', cost: { mana: '{1}{B}', discardSelf: true }, targets: [], effects: [{ do: 'search-library', filter: { types: ['Land'], supertypes: ['Basic'] }, max: 1, to: 'hand' }], text: 'Basic landcycling {1}{B}' },
    ]);
  });

  it('702.29e: cycling Absorb Vis finds a basic land card, puts it into the hand, and shuffles the library (701.24a)', () => {
    const t = poolTrace(['Absorb Vis'], ['Alice has Swamp, Swamp', 'Alice hand: Absorb Vis', 'Alice library: Grizzly Bears, Plains, Hill Giant', 'Alice cycles Absorb Vis', 'resolve all']);
    expect(t.events.some((e) => e.kind === 'cost' && /discarding Absorb Vis/.test(e.text))).toBe(true);
    expect(t.events.some((e) => /Alice shuffles their library/.test(e.text))).toBe(true);
    expect(t.final.players[0]).toMatchObject({ hand: ['Plains'], graveyard: ['Absorb Vis'], library: 2 });
  });

  it('702.29e: "Islandcycling {2}, swampcycling {2}" is two abilities, each finding a card of its own land type', () => {
    const zombies = compiledPoolCard('Jhessian Zombies');
    expect(zombies.abilities?.map((a) => a.kind === 'activated' && a.name)).toEqual(['islandcycling', 'swampcycling']);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island'], hand: ['Jhessian Zombies'], library: ['Island', 'Swamp'] }, { name: 'Bob' }], cards: [zombies] });
    g.do({ type: 'activate', player: 'Alice', source: 'Jhessian Zombies', from: 'hand', ability: 'swampcycling' });
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Swamp'], graveyard: ['Jhessian Zombies'] });
  });

  it('702.29e: the type may be a creature type: Wizardcycling finds a Wizard card, and nothing else', () => {
    const t = poolTrace(['Vedalken Aethermage'], ['Alice has 3 Islands', 'Alice hand: Vedalken Aethermage', 'Alice library: Grizzly Bears, Prodigal Sorcerer', 'Alice cycles Vedalken Aethermage', 'resolve all']);
    expect(t.final.players[0]).toMatchObject({ hand: ['Prodigal Sorcerer'], graveyard: ['Vedalken Aethermage'] });
  });

  it('702.29e: the round trip says each typecycling by its type, never "Cycling"', () => {
    expect(rendered('Jhessian Zombies')).toEqual(['Fear', 'Islandcycling {2}', 'Swampcycling {2}']);
    expect(rendered('Ash Barrens')).toEqual(['{T}: Add {C}.', 'Basic landcycling {1}']);
  });
});

/** 702.29 Cycling, compiled from a real card of the 2020 pool and played from a hand, by engine actions and by a scenario. */
import { Game, type CardDefinitionInput, type EngineEvent } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import { simulate } from '../../src/scenario/simulate';
import { FIXTURE_DATA } from '../scenario/fixture-data';

function compiled(card: Parameters<typeof compileCard>[0]): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}

const angel = compiled({ name: 'Angel of the God-Pharaoh', manaCost: '{4}{W}{W}', typeLine: 'Creature — Angel', power: '4', toughness: '4', oracleText: 'Flying\nCycling {2} ({2}, Discard this card: Draw a card.)' });
const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;

describe('702.29: cycling', () => {
  it('reads "Cycling {2}" as "{2}, Discard this card: Draw a card", an ability that works from a hand', () => {
    expect(angel.abilities).toEqual([{ kind: 'activated', name: 'cycling', zone: 'hand', cost: { mana: '{2}', discardSelf: true }, targets: [], effects: [{ do: 'draw', amount: 1, who: 'you' }], text: 'Cycling {2}' }]);
  });

  it('702.29a: cycling — paying its cost and discarding the card from the hand draws a card; the ability resolves after the card is gone', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains'], hand: ['Angel of the God-Pharaoh'], library: ['Grizzly Bears'] }, { name: 'Bob' }], cards: [angel] });
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Angel of the God-Pharaoh', from: 'hand' });
    expect(refusal(events)).toBeUndefined();
    expect(events.some((e) => e.kind === 'cost' && /discarding Angel of the God-Pharaoh/.test(e.text))).toBe(true);
    expect(g.snapshot().players[0]).toMatchObject({ hand: [], graveyard: ['Angel of the God-Pharaoh'] });
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Grizzly Bears'], graveyard: ['Angel of the God-Pharaoh'] });
  });

  it('702.29a: cycling works only from a hand: a permanent with cycling can\'t cycle, and it needs its cost paid', () => {
    const onBattlefield = new Game({ players: [{ name: 'Alice', battlefield: ['Angel of the God-Pharaoh', 'Plains', 'Plains'] }, { name: 'Bob' }], cards: [angel] });
    expect(refusal(onBattlefield.do({ type: 'activate', player: 'Alice', source: 'Angel of the God-Pharaoh' }))).toMatch(/has no activated ability/);
    const broke = new Game({ players: [{ name: 'Alice', battlefield: ['Plains'], hand: ['Angel of the God-Pharaoh'] }, { name: 'Bob' }], cards: [angel] });
    expect(refusal(broke.do({ type: 'activate', player: 'Alice', source: 'Angel of the God-Pharaoh', from: 'hand' }))).toMatch(/can't pay/);
    expect(broke.snapshot().players[0]!.hand).toEqual(['Angel of the God-Pharaoh']);
  });

  it('a scenario says "Alice cycles Angel of the God-Pharaoh"', () => {
    const text = `define: ${JSON.stringify(angel)}\nAlice has Plains, Plains\nAlice hand: Angel of the God-Pharaoh\nAlice library: Grizzly Bears\nAlice cycles Angel of the God-Pharaoh\nresolve all`;
    const result = simulate(text, { dataDir: FIXTURE_DATA });
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.events.some((e) => /cost/.test(e.kind) && /discarding Angel of the God-Pharaoh/.test(e.text))).toBe(true);
    expect(result.trace.events.some((e) => /Grizzly Bears moves from Alice's library to Alice's hand \(drawn\)/.test(e.text))).toBe(true);
    expect(result.trace.final.players[0]).toMatchObject({ hand: ['Grizzly Bears'], graveyard: ['Angel of the God-Pharaoh'] });
  });
});

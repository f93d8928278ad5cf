/**
 * Amounts of cards drawn and counted: "draw cards equal to …" (121.2: as many cards as the amount),
 * "the greatest power among creatures you control" and "the highest mana value among artifacts you
 * control" (of the permanents named as the effect happens; none, 0). Real cards of the 2020 pool,
 * each compiled from its Oracle text and played.
 */
import type { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame, poolTrace } from './pool';

const handSize = (g: Game, name: string) => g.snapshot().players.find((p) => p.name === name)?.hand.length;
const library = Array.from({ length: 8 }, () => 'Island');

describeWithSharedData('amounts of cards drawn and counted (2020 pool)', [POOL_FILE], () => {
  it("121.2, 608.2h: Life's Legacy draws cards equal to the sacrificed creature's power, as it last existed", () => {
    expect(compiledPoolCard("Life's Legacy").spell?.effects).toMatchObject([{ do: 'draw', amount: { powerOf: 'sacrificed' } }]);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Hill Giant'], hand: ["Life's Legacy"], library }, { name: 'Bob' }] }, ["Life's Legacy"]);
    g.do({ type: 'cast', player: 'Alice', card: "Life's Legacy", choices: { sacrifice: 'Hill Giant' } } as never);
    g.resolveStack();
    expect(handSize(g, 'Alice')).toBe(3);
  });

  it('121.2, 202.3: One with the Machine draws cards equal to the highest mana value among artifacts its caster controls', () => {
    expect(compiledPoolCard('One with the Machine').spell?.effects).toMatchObject([{ do: 'draw', amount: { greatest: 'mana value', among: { types: ['Artifact'], controller: 'you' } } }]);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Island', 'Sol Ring', 'Juggernaut'], hand: ['One with the Machine'], library }, { name: 'Bob', battlefield: ['Darksteel Colossus'] }] }, ['One with the Machine', 'Juggernaut', 'Darksteel Colossus']);
    g.do({ type: 'cast', player: 'Alice', card: 'One with the Machine' });
    g.resolveStack();
    // Juggernaut's 4, not Sol Ring's 1 nor Bob's Darksteel Colossus's 11.
    expect(handSize(g, 'Alice')).toBe(4);
  });

  it('608.2h: Fungal Sprouting creates X Saprolings, X the greatest power among creatures you control; with none, none', () => {
    const sprout = (battlefield: string[]) => {
      const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest', ...battlefield], hand: ['Fungal Sprouting'] }, { name: 'Bob', battlefield: ['Craw Wurm'] }] }, ['Fungal Sprouting', 'Craw Wurm']);
      g.do({ type: 'cast', player: 'Alice', card: 'Fungal Sprouting' });
      g.resolveStack();
      return g.snapshot().battlefield.filter((p) => p.name.includes('Saproling')).length;
    };
    expect(sprout(['Hill Giant', 'Grizzly Bears'])).toBe(3);
    expect(sprout([])).toBe(0);
  });
});

describeWithSharedData('"enters with X counters, where X is …" (2020 pool)', [POOL_FILE], () => {
  const counters = (t: ReturnType<typeof poolTrace>, name: string) => t.final.battlefield.find((p) => p.label === name)?.counters;

  it('614.1c: Drakestown Forgotten enters with X +1/+1 counters, X the creature cards in all graveyards, counted as it enters', () => {
    expect(compiledPoolCard('Drakestown Forgotten').entersWithCounters).toEqual({ counter: '+1/+1', amount: { count: { types: ['Creature'], zone: 'graveyard' } } });
    const t = poolTrace(['Drakestown Forgotten'], ['Alice has 5 Swamp', 'Alice hand: Drakestown Forgotten', 'Alice graveyard: Grizzly Bears, Lightning Bolt', 'Bob graveyard: Hill Giant, Serra Angel', 'Alice casts Drakestown Forgotten', 'resolve all']);
    expect(counters(t, 'Drakestown Forgotten')).toEqual({ '+1/+1': 3 });
  });

  it('614.1c: Custodi Soulbinders counts the other creatures on the battlefield, every player\'s, itself not among them', () => {
    const t = poolTrace(['Custodi Soulbinders'], ['Alice has 4 Plains, Grizzly Bears', 'Bob has Hill Giant, Serra Angel', 'Alice hand: Custodi Soulbinders', 'Alice casts Custodi Soulbinders', 'resolve all']);
    expect(counters(t, 'Custodi Soulbinders')).toEqual({ '+1/+1': 3 });
  });
});

describeWithSharedData('"target … with mana value X" (2020 pool)', [POOL_FILE], () => {
  const onBattlefield = (g: Game, label: string) => g.snapshot().battlefield.some((p) => p.label === label);
  const disembowel = (x: number, target: string) => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Disembowel'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Hill Giant'] }] }, ['Disembowel']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Disembowel', x, targets: [target] } as never);
    g.resolveStack();
    return { g, events };
  };

  it('107.3, 601.2b–c: Disembowel destroys target creature with mana value X, the X announced before the target is chosen', () => {
    expect(compiledPoolCard('Disembowel').spell?.targets).toMatchObject([{ kind: 'creature', manaValueX: true }]);
    expect(onBattlefield(disembowel(2, 'Grizzly Bears').g, 'Grizzly Bears')).toBe(false);
    // Hill Giant's mana value is 4, not 2: not a legal target.
    const { g, events } = disembowel(2, 'Hill Giant');
    expect(events.some((e) => e.kind === 'illegal-action' && /mana value 4 isn't X \(2\)/.test(e.text))).toBe(true);
    expect(onBattlefield(g, 'Hill Giant')).toBe(true);
  });
});

describeWithSharedData('"remove all … counters" (2020 pool)', [POOL_FILE], () => {
  it('122.1: Anthroplasm removes all its +1/+1 counters, however many, then gets X', () => {
    expect(compiledPoolCard('Anthroplasm').abilities?.[0]).toMatchObject({ effects: [{ do: 'remove-counters', counter: '+1/+1', amount: 'all', on: 'self' }, { do: 'counters', amount: 'X' }] });
    const g = poolGame({ players: [{ name: 'Alice', battlefield: [{ card: 'Anthroplasm', counters: { '+1/+1': 5 } }, 'Island'] }, { name: 'Bob' }] }, ['Anthroplasm']);
    g.do({ type: 'activate', player: 'Alice', source: 'Anthroplasm', x: 1 } as never);
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.name === 'Anthroplasm')?.counters).toEqual({ '+1/+1': 1 });
  });
});

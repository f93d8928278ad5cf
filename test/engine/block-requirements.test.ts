/** 509.1c: blocking requirements ("blocks each combat if able", "must be blocked if able") are obeyed when blockers are declared. */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Spirespine's "~ blocks each combat if able". */
const EAGER: CardDefinitionInput = { name: 'Eager Blocker', manaCost: '{G}', types: ['Creature'], power: 1, toughness: 4, abilities: [{ kind: 'static', rules: { blocksEachCombat: true }, text: 'Eager Blocker blocks each combat if able.' }] };
/** Like Loathsome Catoblepas's "must be blocked this turn if able", always on. */
const LURE: CardDefinitionInput = { name: 'Lure Beast', manaCost: '{G}', types: ['Creature'], power: 3, toughness: 3, abilities: [{ kind: 'static', rules: { mustBeBlocked: true }, text: 'Lure Beast must be blocked if able.' }] };

function combat(alice: string[], bob: (string | { card: string; tapped: boolean })[], bobBlocks?: Record<string, string>) {
  const g = new Game({ players: [{ name: 'Alice', battlefield: alice }, { name: 'Bob', battlefield: bob }], step: 'beginning-of-combat', cards: [EAGER, LURE] });
  g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: Object.fromEntries(alice.map((a) => [a, 'Bob'])) });
  if (bobBlocks) g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: bobBlocks });
  const events = [...g.do({ type: 'pass', player: 'Alice' }), ...g.do({ type: 'pass', player: 'Bob' }), ...g.do({ type: 'pass', player: 'Alice' }), ...g.do({ type: 'pass', player: 'Bob' })];
  return events.filter((e) => e.kind === 'declare' && /Bob (blocks|declares)/.test(e.text)).map((e) => e.text);
}

describe('509.1c: blocking requirements', () => {
  it('a creature that blocks each combat if able blocks although no blockers were named', () => {
    expect(combat(['Grizzly Bears'], ['Eager Blocker'])).toEqual(['Bob blocks: Grizzly Bears by Eager Blocker']);
  });
  it('a tapped one can\'t, so it doesn\'t (the requirement yields to the restriction)', () => {
    expect(combat(['Grizzly Bears'], [{ card: 'Eager Blocker', tapped: true }])).toEqual(['Bob declares no blockers (none can meet the requirements)']);
  });
  it('an attacker that must be blocked if able is blocked by a creature able to block it', () => {
    expect(combat(['Lure Beast'], ['Savannah Lions'])).toEqual(['Bob blocks: Lure Beast by Savannah Lions']);
  });
  it('a declaration that already meets the requirement is kept; a flier can\'t be forced onto a creature that can\'t block it', () => {
    expect(combat(['Lure Beast', 'Grizzly Bears'], ['Savannah Lions', 'Hill Giant'], { 'Hill Giant': 'Lure Beast' })).toEqual(['Bob blocks: Lure Beast by Hill Giant']);
    expect(combat(['Serra Angel'], ['Eager Blocker'])).toEqual(['Bob declares no blockers (none can meet the requirements)']);
  });
});

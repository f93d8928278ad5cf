/** 120.1, 608.2b: a spell can make another object deal damage ("target creature you control deals damage equal to its power to another target creature"). */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Fall of the Hammer. */
const HAMMER: CardDefinitionInput = {
  name: 'Hammer Test',
  manaCost: '{R}',
  types: ['Instant'],
  spell: { targets: [{ kind: 'creature', controller: 'you' }, { kind: 'creature', another: true }], effects: [{ do: 'damage', amount: { powerOf: 'target' }, to: { target: 1 }, from: 'target' }] },
};

describe('damage dealt by another object', () => {
  it('the creature is the source: lifelink gains its controller life, and the spell deals nothing itself', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Hill Giant', 'Mountain'], hand: ['Hammer Test'] }, { name: 'Bob', battlefield: ['Serra Angel'] }], cards: [HAMMER] });
    g.do({ type: 'cast', player: 'Alice', card: 'Hammer Test', targets: ['Hill Giant', 'Serra Angel'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'damage' && /^Hill Giant deals 3 damage to Serra Angel/.test(e.text))).toBe(true);
  });
  it('608.2b: if the creature that would deal the damage is an illegal target, no damage is dealt', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Hill Giant', 'Mountain', 'Swamp', 'Swamp', 'Swamp'], hand: ['Hammer Test', 'Murder'] }, { name: 'Bob', battlefield: ['Serra Angel'] }], cards: [HAMMER] });
    g.do({ type: 'cast', player: 'Alice', card: 'Hammer Test', targets: ['Hill Giant', 'Serra Angel'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Murder', targets: ['Hill Giant'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'damage')).toBe(false);
  });
});

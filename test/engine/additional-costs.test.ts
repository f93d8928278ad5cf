/** 601.2f, 601.2h: "As an additional cost to cast this spell, sacrifice a creature"; "the sacrificed creature" by last known information (608.2h). */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Tormented Thoughts. */
const THOUGHTS: CardDefinitionInput = {
  name: 'Thoughts Test',
  manaCost: '{B}',
  types: ['Sorcery'],
  additionalCost: { sacrifice: 'creature' },
  spell: { targets: [{ kind: 'player' }], effects: [{ do: 'discard', amount: { powerOf: 'sacrificed' }, who: 'target' }] },
};

describe('an additional cost: sacrifice a creature', () => {
  it('the creature is sacrificed as the spell is cast; the discard uses its power as it last existed', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Hill Giant', 'Swamp'], hand: ['Thoughts Test'] }, { name: 'Bob', hand: ['Island', 'Island', 'Island', 'Island'] }], cards: [THOUGHTS] });
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Thoughts Test', targets: ['Bob'] });
    expect(cast.some((e) => e.kind === 'cost' && /sacrificing Hill Giant/.test(e.text))).toBe(true);
    g.resolveStack();
    expect(g.snapshot().players[1]!.hand).toHaveLength(1);
  });
  it('with no creature to sacrifice, it can\'t be cast', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swamp'], hand: ['Thoughts Test'] }, { name: 'Bob' }], cards: [THOUGHTS] });
    expect(g.do({ type: 'cast', player: 'Alice', card: 'Thoughts Test', targets: ['Bob'] }).some((e) => e.kind === 'illegal-action')).toBe(true);
    expect(g.snapshot().players[0]!.hand).toEqual(['Thoughts Test']);
  });
});

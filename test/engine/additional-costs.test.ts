/** 601.2f, 601.2h, 118.3: "As an additional cost to cast this spell, sacrifice a creature"; "the sacrificed creature" by last known information (608.2h); "Exile ~" as a cost. */
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

/** Like Nyx Weaver: "{1}, Exile ~: Return target card from your graveyard to your hand." */
const WEAVER: CardDefinitionInput = {
  name: 'Weaver Test',
  manaCost: '{G}',
  types: ['Creature'],
  power: 2,
  toughness: 3,
  abilities: [{ kind: 'activated', cost: { mana: '{1}', exileSelf: true }, targets: [{ kind: 'card-in-graveyard', controller: 'you' }], effects: [{ do: 'return-to-hand', what: 'target' }], text: '{1}, Exile Weaver Test: Return target card from your graveyard to your hand.' }],
};

describe('118.3: "Exile ~" as a cost', () => {
  it('the permanent is exiled as the ability is activated; the ability still resolves', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Weaver Test', 'Forest'], graveyard: ['Hill Giant'] }, { name: 'Bob' }], cards: [WEAVER] });
    const activated = g.do({ type: 'activate', player: 'Alice', source: 'Weaver Test', targets: ['Hill Giant'] });
    expect(activated.some((e) => e.kind === 'cost' && /exiling Weaver Test/.test(e.text))).toBe(true);
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Hill Giant'], exile: ['Weaver Test'] });
  });
});

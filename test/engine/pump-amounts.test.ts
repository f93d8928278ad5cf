/** 608.2h: "+X/+X where X is …" is counted once, as the effect begins; counts of cards in a graveyard. Putting a permanent on its owner's library. */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Graverobber Spider: "+X/+X until end of turn, where X is the number of creature cards in your graveyard." */
const SPIDER: CardDefinitionInput = {
  name: 'Graveyard Counter',
  manaCost: '{B}',
  types: ['Creature'],
  power: 2,
  toughness: 4,
  abilities: [{ kind: 'activated', cost: { mana: '{B}' }, effects: [{ do: 'pump', power: { amount: { count: { types: ['Creature'], zone: 'graveyard', controller: 'you' } } }, toughness: { amount: { count: { types: ['Creature'], zone: 'graveyard', controller: 'you' } } }, on: 'self' }], text: '{B}: +X/+X' }],
};
/** "Target creature gets -X/-X until end of turn, where X is the number of cards in your hand." */
const END: CardDefinitionInput = { name: 'Hand Shrink', manaCost: '{B}', types: ['Instant'], spell: { targets: [{ kind: 'creature' }], effects: [{ do: 'pump', power: { amount: { cardsInHand: 'you' }, negate: true }, toughness: { amount: { cardsInHand: 'you' }, negate: true }, on: 'target' }] } };
const GRIPTIDE: CardDefinitionInput = { name: 'Top Tide', manaCost: '{U}', types: ['Instant'], spell: { targets: [{ kind: 'creature' }], effects: [{ do: 'put-on-library', what: 'target', where: 'top' }] } };

describe('a pump by an amount', () => {
  it('+X/+X counts creature cards in its controller\'s graveyard only', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Graveyard Counter', 'Swamp'], graveyard: ['Grizzly Bears', 'Hill Giant', 'Swamp'] }, { name: 'Bob', graveyard: ['Savannah Lions'] }], cards: [SPIDER] });
    g.do({ type: 'activate', player: 'Alice', source: 'Graveyard Counter', ability: 0 });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.label === 'Graveyard Counter')).toMatchObject({ power: 4, toughness: 6 });
  });
  it('-X/-X is fixed as it resolves: cards drawn later don\'t change it', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swamp'], hand: ['Hand Shrink', 'Island', 'Island'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [END] });
    g.do({ type: 'cast', player: 'Alice', card: 'Hand Shrink', targets: ['Hill Giant'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.label === 'Hill Giant')).toMatchObject({ power: 1, toughness: 1 });
  });
});

describe('put a creature on top of its owner\'s library', () => {
  it('it is the top card of its owner\'s library', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island'], hand: ['Top Tide'] }, { name: 'Bob', battlefield: ['Hill Giant'], library: ['Forest', 'Forest'] }], cards: [GRIPTIDE] });
    g.do({ type: 'cast', player: 'Alice', card: 'Top Tide', targets: ['Hill Giant'] });
    g.resolveStack();
    expect(g.state.players[1]!.library.map((id) => g.state.objects[id]!.card)).toEqual(['Hill Giant', 'Forest', 'Forest']);
  });
});

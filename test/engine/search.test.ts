/** 701.23 Search, 701.24 Shuffle: a library is searched for cards matching a description, then shuffled. */
import { Game, type CardDefinitionInput } from '../../src/engine';

const FETCH: CardDefinitionInput = {
  name: 'Fetch Test',
  types: ['Land'],
  abilities: [{ kind: 'activated', cost: { tap: true, payLife: 1, sacrificeSelf: true }, effects: [{ do: 'search-library', filter: { subtypes: ['Plains', 'Island'] }, max: 1, to: 'battlefield' }], text: '{T}, Pay 1 life, Sacrifice Fetch Test: Search your library for a Plains or Island card, put it onto the battlefield, then shuffle.' }],
};
const HART: CardDefinitionInput = {
  name: 'Hart Test',
  manaCost: '{3}',
  types: ['Artifact'],
  abilities: [{ kind: 'activated', cost: { mana: '{3}', sacrificeSelf: true }, effects: [{ do: 'search-library', filter: { types: ['Land'], supertypes: ['Basic'] }, max: 2, to: 'battlefield', tapped: true }], text: '{3}, Sacrifice Hart Test: Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.' }],
};

const lib = (g: Game, player = 0) => g.state.players[player]!.library.map((id) => g.state.objects[id]!.card);

describe('701.23: searching a library', () => {
  it('a fetch land finds the first Plains or Island (the default), puts it onto the battlefield, and the library is shuffled', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Fetch Test'], library: ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp'] }, { name: 'Bob' }], cards: [FETCH] });
    g.do({ type: 'activate', player: 'Alice', source: 'Fetch Test' });
    const events = g.resolveStack();
    expect(events.some((e) => e.rules.includes('701.24a'))).toBe(true);
    expect(g.snapshot().battlefield.map((p) => p.name)).toEqual(['Island']);
    expect(g.snapshot().players[0]!.life).toBe(19);
    expect(lib(g).sort()).toEqual(['Forest', 'Mountain', 'Plains', 'Swamp']);
  });
  it('the player may name the cards found ("search"); "up to two" puts two onto the battlefield tapped', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Hart Test', 'Sol Ring', 'Plains'], library: ['Forest', 'Island', 'Mountain', 'Grizzly Bears'] }, { name: 'Bob' }], cards: [HART] });
    g.do({ type: 'choose', player: 'Alice', key: 'search', value: ['Mountain', 'Forest'] });
    g.do({ type: 'activate', player: 'Alice', source: 'Hart Test' });
    g.resolveStack();
    const lands = g.snapshot().battlefield.filter((p) => p.name === 'Mountain' || p.name === 'Forest');
    expect(lands.map((p) => [p.name, p.tapped])).toEqual([['Mountain', true], ['Forest', true]]);
  });
  it('701.23b: with nothing matching, it finds nothing; the library is still shuffled, the same way each time the game is played', () => {
    const play = () => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Fetch Test'], library: ['Forest', 'Mountain', 'Swamp', 'Grizzly Bears', 'Hill Giant'] }, { name: 'Bob' }], cards: [FETCH] });
      g.do({ type: 'activate', player: 'Alice', source: 'Fetch Test' });
      return { events: g.resolveStack(), library: lib(g) };
    };
    const first = play();
    expect(first.events.some((e) => /finds nothing/.test(e.text))).toBe(true);
    expect(first.library).toHaveLength(5);
    expect(play().library).toEqual(first.library);
  });
});

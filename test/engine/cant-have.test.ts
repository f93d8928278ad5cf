/** 613.1f (layer 6): "lose flying and can't have or gain flying" holds against later effects that would give flying. */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Archetype of Imagination's second ability. */
const ARCHETYPE: CardDefinitionInput = {
  name: 'Grounding Archetype',
  manaCost: '{U}',
  types: ['Enchantment'],
  abilities: [{ kind: 'static', affects: { types: ['Creature'], controller: 'opponent' }, modify: { loseKeywords: ['flying'], cantHaveKeywords: ['flying'] }, text: "Creatures your opponents control lose flying and can't have or gain flying." }],
};
const WINGS: CardDefinitionInput = { name: 'Give Wings', manaCost: '{U}', types: ['Instant'], spell: { targets: [{ kind: 'creature' }], effects: [{ do: 'grant', keywords: ['flying'], on: 'target' }] } };

describe("can't have or gain a keyword", () => {
  it('an opponent\'s flier loses flying; the archetype\'s controller\'s creatures keep theirs', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grounding Archetype', 'Serra Angel'] }, { name: 'Bob', battlefield: ['Serra Angel'] }], cards: [ARCHETYPE] });
    const board = g.snapshot().battlefield;
    expect(board.find((p) => p.label === "Bob's Serra Angel")!.keywords).toEqual(['vigilance']);
    expect(board.find((p) => p.label === "Alice's Serra Angel")!.keywords).toEqual(['flying', 'vigilance']);
  });
  it('a later "gains flying" (a newer timestamp) still doesn\'t give it flying', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grounding Archetype'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Island'], hand: ['Give Wings'] }], activePlayer: 'Bob', cards: [ARCHETYPE, WINGS] });
    g.do({ type: 'cast', player: 'Bob', card: 'Give Wings', targets: ['Grizzly Bears'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.label === 'Grizzly Bears')!.keywords).toEqual([]);
  });
});

/**
 * Issue 22's constructs on real cards of the 2020 pool, each compiled from its Oracle text and played:
 * the kindred type line, permanents with untap rules of their own, damage as an event.
 */
import { Game, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, toUpkeep } from './pool';

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const life = (g: Game, player: string) => g.snapshot().players.find((p) => p.name === player)?.life;
const handSize = (g: Game, player: string) => g.state.players.find((p) => p.name === player)!.hand.length;

function game(setup: GameSetup, names: string[]): Game {
  return new Game({ ...setup, cards: [...names.map(compiledPoolCard), ...(setup.cards ?? [])] });
}

describeWithSharedData('permanents with rules of their own, damage as an event (2020 pool)', [POOL_FILE], () => {
  it('308: kindred — a "Tribal Instant — Faerie" is a kindred instant (its older name read), and a kindred Faerie is a Faerie you control', () => {
    expect(compiledPoolCard('Peppersmoke')).toMatchObject({ types: ['Kindred', 'Instant'], subtypes: ['Faerie'] });
    // Peppersmoke: "Target creature gets -1/-1 until end of turn. If you control a Faerie, draw a card."
    const play = (battlefield: string[]) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp', ...battlefield], hand: ['Peppersmoke'], library: ['Island', 'Island'] }, { name: 'Bob', battlefield: ['Savannah Lions'] }] }, ['Peppersmoke', 'Bitterblossom']);
      g.do({ type: 'cast', player: 'Alice', card: 'Peppersmoke', targets: ['Savannah Lions'] });
      g.resolveStack();
      return g;
    };
    const alone = play([]);
    expect(permanent(alone, 'Savannah Lions')).toBeUndefined();
    expect(handSize(alone, 'Alice')).toBe(0);
    // Bitterblossom is a "Tribal Enchantment — Faerie" (308.3: its subtypes are creature types).
    expect(handSize(play(['Bitterblossom']), 'Alice')).toBe(1);
  });

  it('502.3: "~ doesn\'t untap during your untap step" — Basalt Monolith stays tapped through its controller\'s untap step, and its own ability untaps it', () => {
    const tappedIslands = Array.from({ length: 3 }, () => ({ card: 'Island', tapped: true }));
    const g = game({ players: [{ name: 'Alice', battlefield: [{ card: 'Basalt Monolith', tapped: true }, ...tappedIslands], library: ['Plains', 'Plains'] }, { name: 'Bob', library: ['Plains', 'Plains'] }] }, ['Basalt Monolith']);
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    expect(g.snapshot().battlefield.map((p) => [p.name, p.tapped])).toEqual([['Basalt Monolith', true], ...Array(3).fill(['Island', false])]);
    g.do({ type: 'activate', player: 'Alice', source: 'Basalt Monolith', ability: 2 });
    g.resolveStack();
    expect(permanent(g, 'Basalt Monolith')?.tapped).toBe(false);
  });

  it('120.2: "deals N damage to each creature and each player" — Dakmor Plague damages every creature and every player at once; Inner Struggle\'s creature deals damage to itself', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Hill Giant'], hand: ['Dakmor Plague'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Serra Angel'] }] }, ['Dakmor Plague']);
    g.do({ type: 'cast', player: 'Alice', card: 'Dakmor Plague' });
    g.resolveStack();
    expect([permanent(g, 'Hill Giant'), permanent(g, 'Grizzly Bears')]).toEqual([undefined, undefined]);
    expect(permanent(g, 'Serra Angel')?.damage).toBe(3);
    expect([life(g, 'Alice'), life(g, 'Bob')]).toEqual([17, 17]);

    const struggle = game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Inner Struggle'] }, { name: 'Bob', battlefield: ['Serra Angel'] }] }, ['Inner Struggle']);
    struggle.do({ type: 'cast', player: 'Alice', card: 'Inner Struggle', targets: ['Serra Angel'] });
    const text = struggle.resolveStack().map((e) => e.text).join('\n');
    expect(text).toMatch(/Serra Angel deals 4 damage to Serra Angel/);
    expect(permanent(struggle, 'Serra Angel')).toBeUndefined();
  });
});

/**
 * Libraries, hands and graveyards on real cards of the 2020 pool: discards at random as costs (701.9b), …
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolGame, poolTrace } from './pool';

const player = (t: Trace, name: string) => t.final.players.find((p) => p.name === name)!;
const libraryOf = (g: ReturnType<typeof poolGame>, i: number) => g.state.players[i]!.library.map((id) => g.state.objects[id]!.card);
const texts = (t: Trace) => t.events.map((e) => e.text);

describeWithSharedData('libraries, hands and graveyards (2020 pool)', [POOL_FILE], () => {
  it('701.9b: Mage il-Vec — "{T}, Discard a card at random": no one chooses the card discarded', () => {
    const t = poolTrace(['Mage il-Vec'], ['Alice has Mage il-Vec', 'Alice hand: Forest, Island, Swamp', 'Alice activates Mage il-Vec targeting Bob', 'resolve']);
    expect(player(t, 'Alice').hand).toHaveLength(2);
    expect(player(t, 'Alice').graveyard).toHaveLength(1);
    expect(player(t, 'Bob').life).toBe(19);
    expect(texts(t).some((x) => /discards \w+ at random/.test(x))).toBe(true);
  });

  it('701.9b, 118.3: Mage il-Vec — with no card in hand the cost can\'t be paid', () => {
    const t = poolTrace(['Mage il-Vec'], ['Alice has Mage il-Vec', 'Alice activates Mage il-Vec targeting Bob']);
    expect(player(t, 'Bob').life).toBe(20);
  });

  it('701.9b, 118.12: Pillaging Horde — "sacrifice it unless you discard a card at random"', () => {
    const kept = poolTrace(['Pillaging Horde'], ['Alice has 4 Mountain', 'Alice hand: Pillaging Horde, Forest', 'Alice casts Pillaging Horde', 'resolve all']);
    expect(player(kept, 'Alice').graveyard).toEqual(['Forest']);
    expect(kept.final.battlefield.map((p) => p.name)).toContain('Pillaging Horde');
    const lost = poolTrace(['Pillaging Horde'], ['Alice has 4 Mountain', 'Alice hand: Pillaging Horde', 'Alice casts Pillaging Horde', 'resolve all']);
    expect(player(lost, 'Alice').graveyard).toEqual(['Pillaging Horde']);
  });

  it('701.24b: Sylvan Tutor — the creature card found goes on top of the shuffled library', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest'], hand: ['Sylvan Tutor'], library: ['Forest', 'Island', 'Grizzly Bears', 'Plains', 'Swamp'] }, { name: 'Bob' }] }, ['Sylvan Tutor']);
    g.do({ type: 'cast', player: 'Alice', card: 'Sylvan Tutor' });
    g.resolveStack();
    expect(libraryOf(g, 0)[0]).toBe('Grizzly Bears');
    expect(libraryOf(g, 0)).toHaveLength(5);
  });

  it('701.24b: Goblin Recruiter — any number of Goblin cards found go on top, in the order named', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Goblin Recruiter'], library: ['Goblin Hero', 'Forest', 'Swab Goblin', 'Island', 'Goblin Bully'] }, { name: 'Bob' }] }, ['Goblin Recruiter', 'Goblin Hero', 'Swab Goblin', 'Goblin Bully']);
    g.do({ type: 'choose', player: 'Alice', key: 'search', value: ['Goblin Bully', 'Goblin Hero'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Goblin Recruiter' });
    g.resolveStack();
    g.resolveStack();
    expect(libraryOf(g, 0).slice(0, 2)).toEqual(['Goblin Bully', 'Goblin Hero']);
    expect(libraryOf(g, 0)).toHaveLength(5);
  });

  it('701.20e, 107.3: Shrine of Piercing Vision — "look at the top X cards of your library, where X is the number of charge counters on ~"', () => {
    const t = poolTrace(['Shrine of Piercing Vision'], ['Alice has Shrine of Piercing Vision (3 charge counters)', 'Alice library: Forest, Island, Grizzly Bears, Plains', 'Alice activates Shrine of Piercing Vision taking Grizzly Bears', 'resolve']);
    expect(player(t, 'Alice').hand).toEqual(['Grizzly Bears']);
    expect(player(t, 'Alice').library).toBe(3);
    expect(texts(t).some((x) => /looks at the top 3 cards of their library: Forest, Island, Grizzly Bears/.test(x))).toBe(true);
  });

  it('701.20e: Elvish Rejuvenator — a land card from among the top five onto the battlefield tapped, the rest on the bottom', () => {
    const t = poolTrace(['Elvish Rejuvenator'], ['Alice has 3 Forest', 'Alice hand: Elvish Rejuvenator', 'Alice library: Grizzly Bears, Island, Shock, Plains, Swamp, Mountain', 'Alice casts Elvish Rejuvenator', 'resolve all']);
    expect(t.final.battlefield.find((p) => p.name === 'Island')).toMatchObject({ tapped: true });
    expect(player(t, 'Alice').library).toBe(5);
  });

  it('701.20a: Silhana Wayfinder — the creature or land card revealed goes on top, the rest on the bottom in a random order', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest'], hand: ['Silhana Wayfinder'], library: ['Shock', 'Lightning Bolt', 'Grizzly Bears', 'Giant Growth', 'Forest'] }, { name: 'Bob' }] }, ['Silhana Wayfinder']);
    g.do({ type: 'cast', player: 'Alice', card: 'Silhana Wayfinder' });
    g.resolveStack();
    g.resolveStack();
    expect(libraryOf(g, 0)[0]).toBe('Grizzly Bears');
    expect(libraryOf(g, 0)[1]).toBe('Forest');
    expect(libraryOf(g, 0).slice(2).sort()).toEqual(['Giant Growth', 'Lightning Bolt', 'Shock']);
  });

  it('701.20a, 701.9a: Inquisition of Kozilek — "you choose a nonland card from it with converted mana cost 3 or less"', () => {
    const t = poolTrace(['Inquisition of Kozilek', 'Craw Wurm'], ['Alice has Swamp', 'Alice hand: Inquisition of Kozilek', 'Bob hand: Forest, Craw Wurm, Shock', 'Alice casts Inquisition of Kozilek targeting Bob', 'resolve']);
    expect(player(t, 'Bob').hand).toEqual(['Forest', 'Craw Wurm']);
    expect(player(t, 'Bob').graveyard).toEqual(['Shock']);
  });

  it('701.20a: Thought-Knot Seer — the nonland card chosen from the revealed hand is exiled, not discarded', () => {
    const t = poolTrace(['Thought-Knot Seer', 'Sol Ring'], ['Alice has 2 Swamp, Sol Ring', 'Alice hand: Thought-Knot Seer', 'Bob hand: Forest, Shock', 'Alice casts Thought-Knot Seer', 'resolve all']);
    expect(player(t, 'Bob').hand).toEqual(['Forest']);
    expect(player(t, 'Bob').graveyard).toEqual([]);
    expect(player(t, 'Bob').exile).toEqual(['Shock']);
  });

  it('701.9a: Amnesia — the player reveals their hand and discards every nonland card, no one choosing', () => {
    const t = poolTrace(['Amnesia'], ['Alice has 6 Island', 'Alice hand: Amnesia', 'Bob hand: Forest, Shock, Grizzly Bears, Plains', 'Alice casts Amnesia targeting Bob', 'resolve']);
    expect(player(t, 'Bob').hand).toEqual(['Forest', 'Plains']);
    expect(player(t, 'Bob').graveyard).toEqual(expect.arrayContaining(['Shock', 'Grizzly Bears']));
  });

  it('701.9b: Rag Man — a creature card of the revealed hand discarded at random', () => {
    const t = poolTrace(['Rag Man'], ['Alice has Rag Man, 3 Swamp', 'Bob hand: Forest, Shock, Grizzly Bears', 'Alice activates Rag Man targeting Bob', 'resolve']);
    expect(player(t, 'Bob').graveyard).toEqual(['Grizzly Bears']);
    expect(texts(t).some((x) => /Bob discards Grizzly Bears at random/.test(x))).toBe(true);
  });
});

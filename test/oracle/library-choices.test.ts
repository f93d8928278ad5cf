/**
 * Libraries, hands and choices on real cards of the 2020 pool: surveil (701.25), …
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace } from './pool';

const player = (t: Trace, name: string) => t.final.players.find((p) => p.name === name)!;
const texts = (t: Trace) => t.events.map((e) => e.text);

describeWithSharedData('701.25: surveil (2020 pool)', [POOL_FILE], () => {
  const watcher = ['Alice has 5 Island', 'Alice hand: Watcher in the Mist', 'Alice library: Forest, Swamp, Mountain'];

  it('701.25a: Watcher in the Mist surveils 2 — the cards named go into the graveyard, the rest back on top', () => {
    const t = poolTrace(['Watcher in the Mist'], [...watcher, 'Alice casts Watcher in the Mist taking Forest', 'resolve all']);
    expect(texts(t)).toContainEqual('Alice surveils 2: looks at the top 2 cards of their library: Forest, Swamp');
    expect(player(t, 'Alice').graveyard).toEqual(['Forest']);
    expect(texts(t)).toContainEqual(expect.stringMatching(/^Alice puts Swamp back on top of their library/));
  });

  it('701.25a: by default no card goes into the graveyard; the order of those kept is chosen (401.4)', () => {
    const t = poolTrace(['Watcher in the Mist'], [...watcher, 'Alice casts Watcher in the Mist ordering Swamp, Forest', 'resolve all']);
    expect(player(t, 'Alice').graveyard).toEqual([]);
    expect(texts(t)).toContainEqual('Alice puts Swamp, Forest back on top of their library, in the order chosen, first listed on top');
  });

  it('701.25d: "Whenever you surveil" (Dimir Spybug) triggers after the surveil, also when no card went to the graveyard', () => {
    const t = poolTrace(['Watcher in the Mist', 'Dimir Spybug'], [...watcher, 'Alice has Dimir Spybug', 'Alice casts Watcher in the Mist', 'resolve all']);
    expect(t.final.battlefield.find((p) => p.name === 'Dimir Spybug')?.counters).toEqual({ '+1/+1': 1 });
  });
});

describeWithSharedData('614.12: "As ~ enters, you may reveal a … card from your hand. If you don\'t, ~ enters tapped" (2020 pool)', [POOL_FILE], () => {
  const palace = (t: Trace) => t.final.battlefield.find((p) => p.name === 'Gilt-Leaf Palace')!;

  it('614.12, 701.20a: Gilt-Leaf Palace enters untapped when an Elf card of the hand is revealed (by default, when one is there)', () => {
    const t = poolTrace(['Gilt-Leaf Palace'], ['Alice hand: Gilt-Leaf Palace, Llanowar Elves', 'Alice plays Gilt-Leaf Palace']);
    expect(texts(t)).toContainEqual(expect.stringMatching(/^Alice reveals Llanowar Elves from their hand as Gilt-Leaf Palace enters/));
    expect(palace(t).tapped).toBe(false);
    expect(player(t, 'Alice').hand).toEqual(['Llanowar Elves']);
  });

  it('614.1c: with no Elf card in hand, or choosing not to reveal one, it enters tapped', () => {
    const none = poolTrace(['Gilt-Leaf Palace'], ['Alice hand: Gilt-Leaf Palace, Forest', 'Alice plays Gilt-Leaf Palace']);
    expect(palace(none).tapped).toBe(true);
    expect(texts(none)).toContainEqual('Gilt-Leaf Palace enters tapped: Alice has no Elf card in their hand to reveal');
    const declined = poolTrace(['Gilt-Leaf Palace'], ['Alice hand: Gilt-Leaf Palace, Llanowar Elves', 'Alice chooses no', 'Alice plays Gilt-Leaf Palace']);
    expect(palace(declined).tapped).toBe(true);
  });
});

describeWithSharedData('kinship: "you may look at the top card … If it shares a creature type with ~, you may reveal it. If you do, …" (2020 pool)', [POOL_FILE], () => {
  const upkeep = (top: string, more: string[] = []) => poolTrace(['Winnower Patrol'], ['Alice has Winnower Patrol', 'Bob has Forest', `Alice library: ${top}, Forest`, 'next turn', 'next turn', ...more, 'resolve all']);
  const patrol = (t: Trace) => t.final.battlefield.find((p) => p.name === 'Winnower Patrol')!;

  it('701.20a, 205.3m: Winnower Patrol (Elf Warrior) reveals Llanowar Elves (an Elf) and gets its +1/+1 counter', () => {
    const t = upkeep('Llanowar Elves');
    expect(texts(t)).toContainEqual('Alice reveals Llanowar Elves (it shares the creature type Elf with Winnower Patrol)');
    expect(patrol(t).counters).toEqual({ '+1/+1': 1 });
  });

  it('608.2c: a top card that shares no creature type is not revealed, and nothing happens', () => {
    const t = upkeep('Grizzly Bears');
    expect(texts(t)).toContainEqual('Grizzly Bears shares no creature type with Winnower Patrol, so it can\'t be revealed and what "if you do" says doesn\'t happen');
    expect(patrol(t).counters).toEqual({});
  });

  it('603.5: declining to reveal (the second "you may") keeps the counter off', () => {
    const t = upkeep('Llanowar Elves', ['Alice chooses yes', 'Alice chooses no']);
    expect(patrol(t).counters).toEqual({});
  });
});

describeWithSharedData('701.23a: a search for one card of each of several qualities (2020 pool)', [POOL_FILE], () => {
  const lines = ['Alice has 4 Plains, Island, Swamp, Mountain, Forest', 'Alice hand: Conflux', 'Alice library: Lightning Helix, Lightning Bolt, Serra Angel, Counterspell, Duress, Llanowar Elves, Forest'];

  it('701.23a, 701.24a: Conflux finds a white, a blue, a black, a red and a green card, each card once, then its caster shuffles', () => {
    const t = poolTrace(['Conflux', 'Lightning Helix', 'Duress'], [...lines, 'Alice casts Conflux', 'resolve all']);
    // Lightning Helix is the white card found first, so the red one is Lightning Bolt.
    expect(player(t, 'Alice').hand.sort()).toEqual(['Counterspell', 'Duress', 'Lightning Bolt', 'Lightning Helix', 'Llanowar Elves']);
    expect(texts(t)).toContainEqual(expect.stringMatching(/^Alice shuffles their library \(2 cards/));
  });

  it('701.23a: the cards named are found for the qualities they fit', () => {
    const t = poolTrace(['Conflux', 'Lightning Helix', 'Duress'], [...lines, 'Alice casts Conflux searching for Serra Angel, Lightning Helix', 'resolve all']);
    expect(player(t, 'Alice').hand.sort()).toEqual(['Counterspell', 'Duress', 'Lightning Helix', 'Llanowar Elves', 'Serra Angel']);
  });
});

describeWithSharedData('701.20a: "target opponent reveals a card at random from their hand" (2020 pool)', [POOL_FILE], () => {
  it("701.20a: Planeswalker's Favor — the target creature gets +X/+X, X the revealed card's mana value", () => {
    const t = poolTrace(["Planeswalker's Favor"], ["Alice has Planeswalker's Favor, Grizzly Bears, 4 Forest", 'Bob hand: Serra Angel', "Alice activates Planeswalker's Favor targeting Bob, Grizzly Bears", 'resolve all']);
    expect(texts(t)).toContainEqual('Bob reveals Serra Angel at random from their hand (pseudo-random, replaying the same)');
    expect(t.final.battlefield.find((p) => p.name === 'Grizzly Bears')).toMatchObject({ power: 7, toughness: 7 });
    expect(player(t, 'Bob').hand).toEqual(['Serra Angel']);
  });

  it('701.20a: Ignite Memories deals damage equal to that card\'s mana value; an empty hand reveals nothing, and the damage is 0', () => {
    const t = poolTrace(['Ignite Memories'], ['Alice has 5 Mountain', 'Alice hand: Ignite Memories', 'Bob hand: Serra Angel', 'Alice casts Ignite Memories targeting Bob', 'resolve all']);
    expect(player(t, 'Bob').life).toBe(15);
    const none = poolTrace(['Ignite Memories'], ['Alice has 5 Mountain', 'Alice hand: Ignite Memories', 'Bob has Forest', 'Alice casts Ignite Memories targeting Bob', 'resolve all']);
    expect(texts(none)).toContainEqual('Bob has no card in hand to reveal');
    expect(player(none, 'Bob').life).toBe(20);
  });
});

describeWithSharedData('701.9a, 701.24a: "discards all the cards in their hand, then draws that many cards" (2020 pool)', [POOL_FILE], () => {
  it('701.9a: Dark Deal — each player discards their hand at once, then draws that many cards minus one', () => {
    const t = poolTrace(['Dark Deal'], ['Alice has 3 Swamp', 'Alice hand: Dark Deal, Forest, Island', 'Alice library: Plains, Mountain, Swamp', 'Bob hand: Grizzly Bears, Serra Angel, Lightning Bolt', 'Bob library: Forest, Island, Plains', 'Alice casts Dark Deal', 'resolve all']);
    // Alice had two cards left after casting it (one drawn), Bob three (two drawn).
    expect(player(t, 'Alice').hand).toHaveLength(1);
    expect(player(t, 'Alice').graveyard).toHaveLength(3);
    expect(player(t, 'Bob').hand).toHaveLength(2);
    expect(player(t, 'Bob').graveyard.sort()).toEqual(['Grizzly Bears', 'Lightning Bolt', 'Serra Angel']);
  });

  it('701.24a: Winds of Change — each player shuffles their hand into their library, then draws as many cards', () => {
    const t = poolTrace(['Winds of Change'], ['Alice has Mountain', 'Alice hand: Winds of Change, Forest', 'Alice library: Plains', 'Bob hand: Grizzly Bears, Serra Angel', 'Bob library: Island', 'Alice casts Winds of Change', 'resolve all']);
    expect(player(t, 'Alice').hand).toHaveLength(1);
    expect(player(t, 'Bob').hand).toHaveLength(2);
    expect(texts(t)).toContainEqual(expect.stringMatching(/^Bob shuffles their library \(3 cards/));
  });
});

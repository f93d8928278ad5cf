/**
 * 701.24 on real cards of the 2020 pool: "shuffle ~ into its owner's library", "its owner shuffles it into
 * their library", "target player shuffles their graveyard into their library" — the objects go into their
 * owners' libraries (400.3), and each of those libraries is shuffled, even with nothing shuffled in (701.24c–d).
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const zone = (t: Trace, player: string, which: 'graveyard' | 'hand') => t.final.players.find((p) => p.name === player)![which];
const librarySize = (t: Trace, player: string) => t.final.players.find((p) => p.name === player)!.library;

describeWithSharedData('701.24: shuffling into a library (2020 pool)', [POOL_FILE], () => {
  it("701.24a, 608.2n: Black Sun's Zenith resolves, then is shuffled into its owner's library — not put into the graveyard", () => {
    const t = poolTrace(["Black Sun's Zenith"], ['Alice has 3 Swamp', 'Bob has Grizzly Bears', "Alice hand: Black Sun's Zenith", 'Alice library: Island, Forest', "Alice casts Black Sun's Zenith with X=1", 'resolve all']);
    expect(zone(t, 'Alice', 'graveyard')).toEqual([]);
    expect(texts(t)).toContainEqual("Black Sun's Zenith moves from the stack to Alice's library (shuffled into its owner's library)");
    expect(librarySize(t, 'Alice')).toBe(3);
    expect(texts(t)).toContainEqual(expect.stringMatching(/^Alice shuffles their library \(3 cards/));
  });

  it("701.24a: Deglamer on Bob's Glorious Anthem puts it into Bob's library (its owner's), and Bob shuffles", () => {
    const t = poolTrace(['Deglamer'], ['Alice has 2 Forest', 'Bob has Glorious Anthem', 'Alice hand: Deglamer', 'Bob library: Swamp', 'Alice casts Deglamer targeting Glorious Anthem', 'resolve all']);
    expect(texts(t)).toContainEqual("Glorious Anthem moves from the battlefield to Bob's library (shuffled into its owner's library)");
    expect(t.final.battlefield.map((p) => p.name)).not.toContain('Glorious Anthem');
    expect(texts(t)).toContainEqual(expect.stringMatching(/^Bob shuffles their library \(2 cards/));
  });

  it('701.24a: Reminisce — target player shuffles their graveyard into their library; the caster\'s graveyard stays', () => {
    const t = poolTrace(['Reminisce'], ['Alice has 3 Island', 'Alice hand: Reminisce', 'Alice graveyard: Lightning Bolt', 'Bob graveyard: Shock, Giant Growth', 'Bob library: Swamp', 'Alice casts Reminisce targeting Bob', 'resolve all']);
    expect(zone(t, 'Bob', 'graveyard')).toEqual([]);
    expect(librarySize(t, 'Bob')).toBe(3);
    expect(zone(t, 'Alice', 'graveyard')).toEqual(['Lightning Bolt', 'Reminisce']);
  });

  it('701.24c: Alabaster Dragon dies and is shuffled into its owner\'s library from the graveyard', () => {
    const t = poolTrace(['Alabaster Dragon'], ['Alice has Alabaster Dragon (4 damage)', 'Bob has Mountain', 'Bob hand: Shock', 'Alice library: Plains', 'Bob casts Shock targeting Alabaster Dragon', 'resolve all']);
    expect(zone(t, 'Alice', 'graveyard')).toEqual([]);
    expect(texts(t)).toContainEqual("Alabaster Dragon moves from Alice's graveyard to Alice's library (shuffled into its owner's library)");
    expect(librarySize(t, 'Alice')).toBe(2);
  });

  it("701.24d: Piper's Melody with no target cards still shuffles its caster's library", () => {
    const t = poolTrace(["Piper's Melody"], ['Alice has Forest', "Alice hand: Piper's Melody", 'Alice library: Plains, Island', "Alice casts Piper's Melody", 'resolve all']);
    expect(texts(t)).toContainEqual(expect.stringMatching(/^Alice shuffles their library \(2 cards/));
  });
});

describeWithSharedData('701.23a: "search your library and/or graveyard for a card named …" (2020 pool)', [POOL_FILE], () => {
  // The card searched for, by its name only (its own abilities don't compile yet): a stand-in with that name.
  const chandra = `define: ${JSON.stringify({ name: 'Chandra, Bold Pyromancer', manaCost: '{4}{R}{R}', types: ['Planeswalker'], supertypes: ['Legendary'], subtypes: ['Chandra'], loyalty: 5 })}`;
  const outburst = ['Alice has 5 Mountain', "Alice hand: Chandra's Outburst", "Alice casts Chandra's Outburst targeting Bob"];

  it("Chandra's Outburst finds Chandra, Bold Pyromancer in the library by default, and the library is shuffled", () => {
    const t = poolTrace(["Chandra's Outburst"], [chandra, 'Alice library: Mountain, Chandra, Bold Pyromancer', 'Alice graveyard: Chandra, Bold Pyromancer', ...outburst, 'resolve all']);
    expect(texts(t)).toContainEqual(expect.stringMatching(/^Alice searches their library and graveyard and finds Chandra, Bold Pyromancer #2 \(the first one in library order, then graveyard order; none was named\)/));
    // The library's copy (#2, set up after the graveyard's) goes to the hand; the graveyard's stays.
    expect(zone(t, 'Alice', 'hand')).toEqual(['Chandra, Bold Pyromancer #2']);
    expect(zone(t, 'Alice', 'graveyard')).toContain('Chandra, Bold Pyromancer');
    expect(texts(t)).toContainEqual(expect.stringMatching(/^Alice shuffles their library/));
  });

  it('the card found in the graveyard: only the graveyard was searched, and the library is not shuffled ("if you search your library this way")', () => {
    const t = poolTrace(["Chandra's Outburst"], [chandra, 'Alice library: Mountain, Island', 'Alice graveyard: Chandra, Bold Pyromancer', ...outburst.slice(0, 2), `${outburst[2]} searching for Chandra, Bold Pyromancer`, 'resolve all']);
    expect(texts(t)).toContainEqual('Alice searches only their graveyard and finds Chandra, Bold Pyromancer');
    expect(zone(t, 'Alice', 'hand')).toEqual(['Chandra, Bold Pyromancer']);
    expect(texts(t).some((text) => /shuffles their library/.test(text))).toBe(false);
  });

  it('201.2: a card of another name is not found', () => {
    const t = poolTrace(["Chandra's Outburst"], ['Alice library: Mountain', 'Alice graveyard: Shock', ...outburst, 'resolve all']);
    expect(texts(t)).toContainEqual('Alice searches their library and graveyard and finds nothing (701.23b)');
  });
});

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

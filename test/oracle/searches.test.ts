/**
 * 701.23 searching a library, the templates beyond "search your library for a card, put it …, then shuffle":
 * two destinations (Cultivate), a count taken as the spell resolves ("up to X …, where X is …", Boundless
 * Realms), "any number of" (Selective Memory), another player's library and exile ("Search target player's
 * library … and exile them. Then that player shuffles their library.", Denying Wind) — real cards of the 2020 pool.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

describeWithSharedData('701.23: searches of the 2020 pool', [POOL_FILE], () => {
  it('701.23a: Cultivate puts the first card found onto the battlefield tapped and the other into the hand, then shuffles (701.24a)', () => {
    expect(compiledPoolCard('Cultivate').spell?.effects).toEqual([{ do: 'search-library', filter: { types: ['Land'], supertypes: ['Basic'] }, max: 2, to: 'battlefield', tapped: true, restTo: 'hand' }]);
    const t = poolTrace(['Cultivate'], ['Alice has 3 Forests', 'Alice hand: Cultivate', 'Alice library: Grizzly Bears, Plains, Island', 'Alice casts Cultivate searching for Island, Plains', 'resolve all']);
    expect(t.final.battlefield.find((p) => p.name === 'Island')).toMatchObject({ controller: 'Alice', tapped: true });
    expect(t.final.players[0]).toMatchObject({ hand: ['Plains'] });
    expect(t.events.some((e) => /Alice shuffles their library/.test(e.text))).toBe(true);
  });

  it('701.24a: Peregrination\'s shuffle in a sentence of its own, "Shuffle your library, then scry 1.", follows the search', () => {
    expect(compiledPoolCard('Peregrination').spell?.effects).toEqual([{ do: 'search-library', filter: { types: ['Land'], supertypes: ['Basic'] }, max: 2, to: 'battlefield', tapped: true, restTo: 'hand' }, { do: 'scry', amount: 1 }]);
  });

  it('701.23a: Boundless Realms counts "up to X, where X is the number of lands you control" as it resolves', () => {
    const t = poolTrace(['Boundless Realms'], ['Alice has 7 Forests', 'Alice hand: Boundless Realms', 'Alice library: Plains, Island, Swamp, Mountain, Forest, Forest, Forest, Forest, Forest, Grizzly Bears', 'Alice casts Boundless Realms', 'resolve all']);
    expect(t.events.some((e) => /finds Plains, Island, Swamp, Mountain, Forest #8, Forest #9, Forest #10 \(the first 7 in library order/.test(e.text))).toBe(true);
    expect(t.final.battlefield.filter((p) => p.controller === 'Alice' && p.types.includes('Land'))).toHaveLength(14);
    expect(t.final.battlefield.find((p) => p.name === 'Mountain')).toMatchObject({ tapped: true });
  });

  it('701.23a: Selective Memory exiles any number of nonland cards — by default every one', () => {
    const t = poolTrace(['Selective Memory'], ['Alice has 4 Islands', 'Alice hand: Selective Memory', 'Alice library: Grizzly Bears, Forest, Hill Giant', 'Alice casts Selective Memory', 'resolve all']);
    expect(t.final.players[0]).toMatchObject({ library: 1 });
    expect(t.final.players[0]!.exile).toEqual(expect.arrayContaining(['Grizzly Bears', 'Hill Giant']));
  });

  it("701.23a, 701.24a: Denying Wind searches Bob's library, exiles up to seven of its cards, and Bob shuffles it", () => {
    expect(compiledPoolCard('Denying Wind').spell).toMatchObject({ targets: [{ kind: 'player' }], effects: [{ do: 'search-library', filter: {}, max: 7, to: 'exile', whose: 'target' }] });
    const t = poolTrace(['Denying Wind'], ['Alice has 9 Islands', 'Alice hand: Denying Wind', 'Bob library: Grizzly Bears, Forest, Hill Giant', 'Alice casts Denying Wind targeting Bob searching for Hill Giant', 'resolve all']);
    expect(t.events.some((e) => /Alice searches Bob's library and finds Hill Giant/.test(e.text))).toBe(true);
    expect(t.events.some((e) => /Bob shuffles their library/.test(e.text))).toBe(true);
    expect(t.final.players[1]).toMatchObject({ exile: ['Hill Giant'] });
  });
});

/**
 * 701.30 on real cards of the 2020 pool: "Clash with an opponent. If you win, …" — each clashing player
 * reveals the top card of their library, then in APNAP order leaves it on top or puts it on the bottom; the
 * controller wins with the higher mana value (701.30d).
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const player = (t: Trace, name: string) => t.final.players.find((p) => p.name === name)!;

describeWithSharedData('701.30: clash (2020 pool)', [POOL_FILE], () => {
  it('701.30a, 701.30d: Research the Deep — Alice reveals the higher mana value, wins, and the spell returns to her hand', () => {
    const t = poolTrace(['Research the Deep'], ['Alice has 2 Island', 'Alice hand: Research the Deep', 'Alice library: Shock, Serra Angel', 'Bob library: Grizzly Bears', 'Alice casts Research the Deep', 'resolve all']);
    expect(texts(t)).toContainEqual('Alice reveals the top card of their library: Serra Angel (mana value 5)');
    expect(texts(t)).toContainEqual('Bob reveals the top card of their library: Grizzly Bears (mana value 2)');
    expect(texts(t)).toContainEqual('Alice wins the clash');
    expect(player(t, 'Alice').hand).toEqual(['Shock', 'Research the Deep']);
    expect(player(t, 'Alice').graveyard).toEqual([]);
  });

  it('701.30d: a tie is no win — the spell goes to the graveyard (608.2n)', () => {
    const t = poolTrace(['Research the Deep'], ['Alice has 2 Island', 'Alice hand: Research the Deep', 'Alice library: Shock, Grizzly Bears', 'Bob library: Grizzly Bears', 'Alice casts Research the Deep', 'resolve all']);
    expect(texts(t)).toContainEqual("Alice doesn't win the clash");
    expect(player(t, 'Alice').graveyard).toEqual(['Research the Deep']);
  });

  it('701.30a, 101.4: each player chooses where their revealed card goes — Bob puts his on the bottom, Alice keeps hers on top by default', () => {
    const t = poolTrace(['Research the Deep'], ['Alice has 2 Island', 'Alice hand: Research the Deep', 'Alice library: Shock, Serra Angel, Forest', 'Bob library: Grizzly Bears, Mountain', 'Bob chooses bottom', 'Alice casts Research the Deep', 'resolve all']);
    expect(texts(t)).toContainEqual('Alice leaves Serra Angel on top of their library (the default)');
    expect(texts(t)).toContainEqual('Bob puts Grizzly Bears on the bottom of their library');
    expect(player(t, 'Bob').library).toBe(2);
  });

  it('701.30d: an opponent with an empty library reveals nothing, and the controller wins with any card', () => {
    const t = poolTrace(["Paperfin Rascal"], ['Alice has 3 Island', 'Alice hand: Paperfin Rascal', 'Alice library: Forest', 'Bob library:', 'Alice casts Paperfin Rascal', 'resolve all']);
    expect(texts(t)).toContainEqual('Bob reveals nothing: their library is empty');
    expect(texts(t)).toContainEqual('Alice wins the clash');
    expect(t.final.battlefield.find((p) => p.name === 'Paperfin Rascal')?.counters).toEqual({ '+1/+1': 1 });
  });

  it("701.30: Broken Ambitions — the countered spell's controller mills four when Alice wins", () => {
    const t = poolTrace(['Broken Ambitions'], ['Bob has Mountain', 'Bob hand: Shock', 'Alice has 3 Island', 'Alice hand: Broken Ambitions', 'Alice library: Serra Angel', 'Bob library: Forest, Island, Swamp, Plains, Mountain', 'Bob casts Shock targeting Alice', 'Alice casts Broken Ambitions targeting Shock with X=1', 'resolve all']);
    expect(texts(t)).toContainEqual('Alice wins the clash');
    expect(player(t, 'Bob').graveyard).toEqual(expect.arrayContaining(['Shock', 'Forest', "Bob's Island", 'Swamp', 'Plains']));
  });
});

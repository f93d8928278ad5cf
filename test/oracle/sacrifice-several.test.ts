/**
 * 701.21a: "Each player sacrifices two creatures", "Target player sacrifices two creatures", "Each player
 * sacrifices X lands": each player chooses (`Bob sacrifices …`, else the first ones), all at once (101.4).
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace as trace } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const names = (t: Trace, player: number) => t.final.battlefield.filter((p) => p.controller === t.final.players[player]!.name).map((p) => p.label);

describeWithSharedData('sacrificing several permanents (2020 pool)', [POOL_FILE], () => {
  it('701.21a: Barter in Blood — each player sacrifices two creatures: Bob the two he names, Alice the first two (stated)', () => {
    expect(compiledPoolCard('Barter in Blood').spell?.effects).toEqual([{ do: 'sacrifice', who: 'each-player', kind: 'creature', amount: 2 }]);
    const t = trace(['Barter in Blood'], ['Alice has 4 Swamp, Grizzly Bears, Hill Giant, Savannah Lions', 'Alice hand: Barter in Blood', 'Bob has Grizzly Bears, Hill Giant, Serra Angel', 'Bob sacrifices Grizzly Bears, Hill Giant', 'Alice casts Barter in Blood', 'resolve all']);
    expect(names(t, 1)).toEqual(['Serra Angel']);
    expect(names(t, 0).filter((name) => !name.startsWith('Swamp'))).toEqual(['Savannah Lions']);
    expect(texts(t).join('\n')).toMatch(/Alice chooses Alice's Grizzly Bears, Alice's Hill Giant to sacrifice \(the first creatures they control; none was named\)/);
  });

  it('701.21a, 609.3: a player with fewer sacrifices what they have', () => {
    const t = trace(['Barter in Blood'], ['Alice has 4 Swamp', 'Alice hand: Barter in Blood', 'Bob has Grizzly Bears', 'Alice casts Barter in Blood', 'resolve all']);
    expect(names(t, 1)).toEqual([]);
    expect(texts(t).join('\n')).toMatch(/Alice controls no creature to sacrifice/);
  });

  it('107.3: Tectonic Break — "each player sacrifices X lands" with X=2', () => {
    const t = trace(['Tectonic Break'], ['Alice has 5 Mountain', 'Alice hand: Tectonic Break', 'Bob has 3 Island', 'Alice casts Tectonic Break with X=2', 'resolve all']);
    expect(names(t, 1)).toEqual(['Island #3']);
    expect(names(t, 0)).toHaveLength(3);
  });
});

/**
 * 701.9a on real cards of the 2020 pool: "discard your hand", "each player discards their hand, then draws
 * seven cards" — every card in the hand, no choice; one player's two actions in a row, the subject said once.
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace } from './pool';

const player = (t: Trace, name: string) => t.final.players.find((p) => p.name === name)!;

describeWithSharedData('701.9a: discarding a whole hand (2020 pool)', [POOL_FILE], () => {
  it('701.9a: One with Nothing — its caster discards every card in their hand', () => {
    const t = poolTrace(['One with Nothing'], ['Alice has Swamp', 'Alice hand: One with Nothing, Shock, Forest, Grizzly Bears', 'Bob hand: Island', 'Alice casts One with Nothing', 'resolve all']);
    expect(player(t, 'Alice').hand).toEqual([]);
    expect(player(t, 'Alice').graveyard).toEqual(expect.arrayContaining(['Shock', 'Forest', 'Grizzly Bears', 'One with Nothing']));
    expect(player(t, 'Bob').hand).toEqual(['Island']);
  });

  it('701.9a, 121.2: Dangerous Wager — discard the hand, then draw two', () => {
    const t = poolTrace(['Dangerous Wager'], ['Alice has 2 Mountain', 'Alice hand: Dangerous Wager, Shock', 'Alice library: Forest, Island, Plains', 'Alice casts Dangerous Wager', 'resolve all']);
    expect(player(t, 'Alice').hand).toEqual(['Forest', 'Island']);
    expect(player(t, 'Alice').graveyard).toEqual(['Shock', 'Dangerous Wager']);
  });

  it('701.9a, 121.2: Wheel of Fortune — each player discards their hand, then each draws seven', () => {
    const seven = 'Forest, Forest, Forest, Forest, Forest, Forest, Forest';
    const t = poolTrace(['Wheel of Fortune'], ['Alice has 3 Mountain', 'Alice hand: Wheel of Fortune, Shock', 'Bob hand: Island, Swamp', `Alice library: ${seven}`, `Bob library: ${seven}`, 'Alice casts Wheel of Fortune', 'resolve all']);
    expect(player(t, 'Alice').hand).toHaveLength(7);
    expect(player(t, 'Bob').hand).toHaveLength(7);
    expect(player(t, 'Bob').graveyard).toEqual(['Island', 'Swamp']);
  });

  it('701.24a, 121.2: Timetwister — each player shuffles their hand and graveyard into their library, then draws seven', () => {
    const t = poolTrace(['Timetwister'], ['Alice has 3 Island', 'Alice hand: Timetwister, Shock', 'Alice graveyard: Lightning Bolt', 'Alice library: Forest, Forest, Forest, Forest, Forest, Forest', 'Bob hand: Swamp', 'Bob graveyard: Plains', 'Bob library: Mountain, Mountain, Mountain, Mountain, Mountain', 'Alice casts Timetwister', 'resolve all']);
    expect(player(t, 'Alice').hand).toHaveLength(7);
    expect(player(t, 'Alice').library).toBe(1);
    expect(player(t, 'Alice').graveyard).toEqual(['Timetwister']);
    expect(player(t, 'Bob').hand).toHaveLength(7);
    expect(player(t, 'Bob').library).toBe(0);
  });
});

/**
 * 401.4 on real cards of the 2020 pool: "put target card from your graveyard on top of your library" (a card of
 * your graveyard is yours, 404.1) and "put two target lands on top of their owners' libraries".
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace } from './pool';

const player = (t: Trace, name: string) => t.final.players.find((p) => p.name === name)!;

describeWithSharedData('401.4: cards put on top of a library (2020 pool)', [POOL_FILE], () => {
  it('401.4: Reclaim puts the target card from its caster\'s graveyard on top of their library — the next card drawn', () => {
    const t = poolTrace(['Reclaim'], ['Alice has Forest', 'Alice hand: Reclaim', 'Alice graveyard: Serra Angel', 'Alice library: Island', 'Alice casts Reclaim targeting Serra Angel', 'resolve all', 'next turn', 'next turn', 'go to main']);
    expect(player(t, 'Alice').graveyard).toEqual(['Reclaim']);
    expect(player(t, 'Alice').hand).toEqual(['Serra Angel']);
  });

  it("401.4: Plow Under puts each target land on top of its owner's library", () => {
    const t = poolTrace(['Plow Under'], ['Alice has 5 Forest', 'Alice hand: Plow Under', 'Bob has Island, Swamp', 'Bob library: Mountain', 'Alice casts Plow Under targeting Island, Swamp', 'resolve all']);
    expect(t.final.battlefield.filter((p) => p.controller === 'Bob')).toEqual([]);
    expect(player(t, 'Bob').library).toBe(3);
  });

  it('603.5: Portent — "you may have that player shuffle their library" among its effects: by default yes; `chooses no` keeps the order', () => {
    const lines = ['Alice has Island', 'Alice hand: Portent', 'Bob library: Forest, Island, Swamp, Mountain'];
    const yes = poolTrace(['Portent'], [...lines, 'Alice casts Portent targeting Bob', 'resolve all']);
    expect(yes.events.map((e) => e.text)).toContainEqual(expect.stringMatching(/^Bob shuffles their library \(4 cards/));
    const no = poolTrace(['Portent'], [...lines, 'Alice casts Portent targeting Bob', 'Alice chooses no', 'resolve all']);
    expect(no.events.map((e) => e.text).some((text) => /shuffles their library/.test(text))).toBe(false);
  });
});

/**
 * Leylines of the 2020 pool (issue 21): "If ~ is in your opening hand, you may begin the game with it on the
 * battlefield" (103.6a). A scenario's game begins after the opening hands: the card is set up on the
 * battlefield (it began the game there) or in a hand, where the trace says it is too late for it.
 */
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace as trace } from './pool';

describeWithSharedData('103.6a: beginning the game with a card on the battlefield (2020 pool)', [POOL_FILE], () => {
  it('103.6a: Leyline of Lifeforce in a hand as the scenario begins: a note says its opening-hand action is over', () => {
    const t = trace(['Leyline of Lifeforce'], ['Alice hand: Leyline of Lifeforce', 'next step']);
    expect(t.events.find((e) => e.kind === 'note' && e.rules.includes('103.6a'))?.text).toBe('Leyline of Lifeforce is in a hand, but the game began before this scenario: its opening-hand action (103.6a) is over. To begin the game with it on the battlefield, set it up there');
  });

  it("103.6a: Leyline of Lifeforce set up on the battlefield (as if it began the game there): Counterspell can't counter Grizzly Bears", () => {
    const t = trace(['Leyline of Lifeforce', 'Grizzly Bears'], ['Alice has Leyline of Lifeforce, Forest, Forest', 'Bob has Island, Island', 'Alice hand: Grizzly Bears', 'Bob hand: Counterspell', 'Alice casts Grizzly Bears', 'Bob casts Counterspell targeting Grizzly Bears', 'resolve all']);
    expect(t.events.some((e) => e.kind === 'note' && e.rules.includes('103.6a'))).toBe(false);
    expect(t.final.battlefield.find((p) => p.label === 'Grizzly Bears')).toBeDefined();
  });
});

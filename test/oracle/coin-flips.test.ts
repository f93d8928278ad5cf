/**
 * Coin flips on real cards of the 2020 pool (issue 21): "Flip a coin. If you win the flip, … If you lose the
 * flip, …" (705.2), in activated and triggered abilities. A scenario states the result with `winning the flip` /
 * `losing the flip` on the cast or activation, or `Alice loses the flip` ahead of a trigger; unstated, the
 * player wins, and the trace says so.
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace as trace, simulatePool } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const permanent = (t: Trace, label: string) => t.final.battlefield.find((p) => p.label === label);
const life = (t: Trace, name: string) => t.final.players.find((p) => p.name === name)?.life;

describeWithSharedData('705.2: flipping a coin (2020 pool)', [POOL_FILE], () => {
  it('705.2: Goblin Bangchuckers, the flip unstated, wins (the default, stated) and deals 2 damage to its target', () => {
    const t = trace(['Goblin Bangchuckers'], ['Alice has Goblin Bangchuckers', 'Alice activates Goblin Bangchuckers targeting Bob', 'resolve']);
    expect(texts(t)).toContainEqual('Alice flips a coin and wins the flip (the default: no result was stated)');
    expect(life(t, 'Bob')).toBe(18);
    expect(permanent(t, 'Goblin Bangchuckers')).toBeDefined();
  });

  it('705.2: Goblin Bangchuckers activated losing the flip deals 2 damage to itself instead, and dies (704.5g)', () => {
    const t = trace(['Goblin Bangchuckers'], ['Alice has Goblin Bangchuckers', 'Alice activates Goblin Bangchuckers targeting Bob losing the flip', 'resolve']);
    expect(texts(t)).toContainEqual('Alice flips a coin and loses the flip');
    expect(life(t, 'Bob')).toBe(20);
    expect(permanent(t, 'Goblin Bangchuckers')).toBeUndefined();
  });

  it('705.2: Bottle of Suleiman, sacrificed: winning the flip creates a 5/5 flying Djinn, losing it deals 5 damage to Alice', () => {
    const won = trace(['Bottle of Suleiman'], ['Alice has Bottle of Suleiman, Mountain', 'Alice activates Bottle of Suleiman winning the flip', 'resolve']);
    expect(permanent(won, 'Djinn token')).toMatchObject({ power: 5, toughness: 5, keywords: ['flying'] });
    expect(life(won, 'Alice')).toBe(20);
    const lost = trace(['Bottle of Suleiman'], ['Alice has Bottle of Suleiman, Mountain', 'Alice activates Bottle of Suleiman losing the flip', 'resolve']);
    expect(permanent(lost, 'Djinn token')).toBeUndefined();
    expect(life(lost, 'Alice')).toBe(15);
  });

  it("705.2: Wild Wurm's enters trigger, 'Alice loses the flip' said ahead, returns it to her hand", () => {
    const t = trace(['Wild Wurm'], ['Alice has 4 Mountain', 'Alice hand: Wild Wurm', 'Alice loses the flip', 'Alice casts Wild Wurm', 'resolve all']);
    expect(texts(t)).toContainEqual('Alice flips a coin and loses the flip');
    expect(permanent(t, 'Wild Wurm')).toBeUndefined();
    expect(t.final.players.find((p) => p.name === 'Alice')?.hand).toContain('Wild Wurm');
  });

  it('705.2, 603.5: Goblin Bomb\'s "you may flip a coin": flipped and won, a fuse counter is put on it; declined, no coin is flipped and neither result happens', () => {
    const won = trace(['Goblin Bomb'], ['Alice has Goblin Bomb (2 fuse counters)', 'turn: Alice, upkeep', 'choose yes', 'resolve']);
    expect(permanent(won, 'Goblin Bomb')?.counters).toMatchObject({ fuse: 3 });
    const declined = trace(['Goblin Bomb'], ['Alice has Goblin Bomb (2 fuse counters)', 'turn: Alice, upkeep', 'choose no', 'resolve']);
    expect(texts(declined).some((text) => /flips a coin/.test(text))).toBe(false);
    expect(permanent(declined, 'Goblin Bomb')?.counters).toMatchObject({ fuse: 2 });
    const lost = trace(['Goblin Bomb'], ['Alice has Goblin Bomb (2 fuse counters)', 'turn: Alice, upkeep', 'choose yes', 'Alice loses the flip', 'resolve']);
    expect(permanent(lost, 'Goblin Bomb')?.counters).toMatchObject({ fuse: 1 });
  });

  it("705.2: a flip's result is 'wins the flip' or 'loses the flip'; anything else is refused at the line", () => {
    const result = simulatePool(['Wild Wurm'], ['Alice hand: Wild Wurm', 'Alice loses the coin toss']);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/Alice loses the flip/);
  });
});

/**
 * Pacts of the 2020 pool (issue 21): "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose
 * the game." — a delayed trigger (603.7) at its caster's next upkeep, a payment (118.12; `Alice doesn't pay`,
 * else paid when able, stated), and losing the game by an effect (104.3e).
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace as trace } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const cast = ['Alice has 3 Swamp', 'Bob has Grizzly Bears', 'Alice hand: Slaughter Pact', 'Alice casts Slaughter Pact targeting Grizzly Bears', 'resolve'];

describeWithSharedData('603.7, 104.3e: pacts (2020 pool)', [POOL_FILE], () => {
  it("603.7: Slaughter Pact's delayed trigger waits for Alice's next upkeep, not Bob's, and she pays {2}{B} (the default: pay when able)", () => {
    const bobs = trace(['Slaughter Pact', 'Grizzly Bears'], [...cast, 'next turn', 'resolve all']);
    expect(texts(bobs).some((text) => /delayed triggered ability triggers/.test(text))).toBe(false);
    const t = trace(['Slaughter Pact', 'Grizzly Bears'], [...cast, 'next turn', 'next turn', 'resolve']);
    expect(t.final.battlefield.find((p) => p.label === 'Grizzly Bears')).toBeUndefined();
    expect(texts(t)).toContainEqual('Alice pays {2}{B} (the default: pay when able)');
    expect(t.final.players.find((p) => p.name === 'Alice')?.lost).toBe(false);
    expect(t.final.over).toBeUndefined();
  });

  it("104.3e: 'Alice doesn't pay' at that upkeep: she loses the game, and Bob wins (104.2a)", () => {
    const t = trace(['Slaughter Pact', 'Grizzly Bears'], [...cast, 'next turn', 'next turn', "Alice doesn't pay", 'resolve']);
    expect(texts(t)).toContainEqual('Alice loses the game');
    expect(texts(t)).toContainEqual('Bob wins the game');
    expect(t.final.over?.winners).toEqual(['Bob']);
  });
});

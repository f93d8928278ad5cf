/**
 * 500.7 and 614.10 on real cards of the 2020 pool: extra turns ("take an extra turn after this one"), skipped
 * turns and draw steps ("you skip your next turn", "target player skips their next draw step", "Skip your draw
 * step"), and 205.4e's restriction on casting a legendary sorcery.
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace, simulatePool } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const player = (t: Trace, name: string) => t.final.players.find((p) => p.name === name)!;
const karn = ["Karn's Temporal Sundering"];
const sundering = ['Alice has 6 Island', 'Alice has Isamaru, Hound of Konda', "Alice hand: Karn's Temporal Sundering", 'Bob has Grizzly Bears'];

describeWithSharedData('500.7, 614.10: extra and skipped turns (2020 pool)', [POOL_FILE], () => {
  it("500.7: Karn's Temporal Sundering — Alice takes an extra turn right after this one, then Bob's turn comes", () => {
    const t = poolTrace(karn, [...sundering, "Alice casts Karn's Temporal Sundering targeting Alice, Bob's Grizzly Bears", 'resolve all', 'next turn']);
    expect(texts(t)).toContainEqual('Alice will take an extra turn after this one');
    expect(t.final.turn).toBe(2);
    expect(t.final.activePlayer).toBe('Alice');
    expect(player(t, 'Bob').hand).toEqual(['Grizzly Bears']);
    const after = poolTrace(karn, [...sundering, "Alice casts Karn's Temporal Sundering targeting Alice, Bob's Grizzly Bears", 'resolve all', 'next turn', 'next turn']);
    expect(after.final.activePlayer).toBe('Bob');
  });

  it("500.7: an extra turn given to another player during Alice's turn comes next; then the turn order resumes after Alice's", () => {
    const t = poolTrace(karn, [...sundering, 'Carol life: 20', "Alice casts Karn's Temporal Sundering targeting Carol, Bob's Grizzly Bears", 'resolve all', 'next turn', 'next turn']);
    expect(texts(t)).toContainEqual("Turn 2: Carol's turn begins");
    expect(texts(t)).toContainEqual("Turn 3: Bob's turn begins");
  });

  it('205.4e: a legendary sorcery can be cast only by a player who controls a legendary creature or planeswalker', () => {
    const result = simulatePool(karn, ['Alice has 6 Island', "Alice hand: Karn's Temporal Sundering", "Alice casts Karn's Temporal Sundering targeting Alice"]);
    expect(result.ok ? texts(result.trace).join('\n') : result.message).toMatch(/legendary sorcery: it can be cast only by a player who controls a legendary creature or planeswalker/);
  });

  it("614.10: Meditate — Alice draws four and skips her next turn: Bob's turns follow each other", () => {
    const t = poolTrace(['Meditate'], ['Alice has 3 Island', 'Alice hand: Meditate', 'Alice library: Forest, Forest, Forest, Forest', 'Bob library: Swamp, Swamp', 'Alice casts Meditate', 'resolve all', 'next turn', 'next turn']);
    expect(player(t, 'Alice').hand).toHaveLength(4);
    expect(texts(t)).toContainEqual('Alice skips their turn (an effect said they skip their next turn)');
    expect(t.final.turn).toBe(3);
    expect(t.final.activePlayer).toBe('Bob');
  });

  it('614.10a: Eater of Days — two turns skipped, one by one', () => {
    const t = poolTrace(['Eater of Days'], ['Alice has 4 Island', 'Bob life: 20', 'Alice hand: Eater of Days', 'Alice casts Eater of Days', 'resolve all', 'next turn', 'next turn', 'next turn']);
    expect(texts(t).filter((text) => text.startsWith('Alice skips their turn'))).toHaveLength(2);
    expect(t.final.activePlayer).toBe('Bob');
  });

  it('614.10: Fatigue — Bob skips his next draw step and draws nothing for the turn', () => {
    const t = poolTrace(['Fatigue'], ['Alice has 2 Island', 'Alice hand: Fatigue', 'Bob library: Swamp, Swamp', 'Alice casts Fatigue targeting Bob', 'resolve all', 'next turn', 'go to main']);
    expect(texts(t)).toContainEqual('Bob skips their draw step (an effect said they skip their next one)');
    expect(player(t, 'Bob').hand).toEqual([]);
  });

  it("614.10: Yawgmoth's Bargain — its controller skips every draw step", () => {
    const t = poolTrace(["Yawgmoth's Bargain"], ["Alice has Yawgmoth's Bargain", 'Alice library: Swamp, Swamp', 'Bob library: Island', 'next turn', 'go to main', 'next turn', 'go to main']);
    expect(texts(t)).toContainEqual("Alice skips their draw step (Yawgmoth's Bargain says so)");
    expect(player(t, 'Alice').hand).toEqual([]);
    expect(player(t, 'Bob').hand).toEqual(['Island']);
  });
});

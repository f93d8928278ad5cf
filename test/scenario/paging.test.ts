/**
 * Turning a trace's pages never plays the scenario again (the trace cache), a replay after the
 * cache forgot it spends from the asker's allowance, and the pool's queue is bounded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simulate } from '../../commands/simulate';
import { decodeCustomId, type CommandContext } from '../../src/reply/command';
import type { Reply } from '../../src/reply/reply';
import { SCENARIO_LIMITS } from '../../src/scenario/limits';
import { closeSimulationPool, SimulationPool } from '../../src/scenario/pool';
import { useSharedState } from '../../src/state';
import { MemoryState } from '../../src/state/memory-state';
import { FIXTURE_DATA } from './fixture-data';

const LONG = fs.readFileSync(path.join(FIXTURE_DATA, 'scenarios', 'many-bolts.txt'), 'utf8');
const BOLT = 'Alice has Mountain\nAlice casts Lightning Bolt targeting Bob';

afterAll(() => closeSimulationPool());

function messageOf(reply: Reply): { content: string; embeds: { fields?: { name: string; value: string }[] }[] } {
  return { content: '', embeds: [{ fields: reply.pages[reply.page ?? 0]!.fields }] };
}

function press(reply: Reply, page: number, ctx: CommandContext): Promise<Reply> {
  return simulate.component!({ args: decodeCustomId(`${reply.pageKey}:${page}`).args, message: messageOf(reply) }, ctx);
}

describe('paging a trace', () => {
  let runs: jest.SpyInstance;
  beforeEach(() => {
    useSharedState(new MemoryState());
    runs = jest.spyOn(SimulationPool.prototype, 'play');
  });
  afterEach(() => runs.mockRestore());

  it('300 presses on Next and Previous play the scenario once, typed or preset (the same text: one run serves both)', async () => {
    const ctx = { dataDir: FIXTURE_DATA, userId: 'pager' };
    for (const reply of [await simulate.execute({ scenario: LONG }, ctx), await simulate.execute({ preset: 'many-bolts' }, ctx)]) {
      expect(reply.pages.length).toBeGreaterThan(2);
      for (let i = 0; i < 150; i++) {
        const page = await press(reply, i % reply.pages.length, ctx);
        expect(page.pages[page.page!]!.code).toBe(reply.pages[i % reply.pages.length]!.code);
      }
    }
    expect(runs).toHaveBeenCalledTimes(1);
  });

  it('a press after the cache forgot the trace replays it only within the asker’s allowance', async () => {
    let allowance = 1;
    const ctx = { dataDir: FIXTURE_DATA, userId: 'forgotten', takeRun: async () => (allowance-- > 0 ? 0 : 7000) };
    const reply = await simulate.execute({ scenario: LONG }, ctx);
    useSharedState(new MemoryState());
    const wait = await press(reply, 1, ctx);
    expect(wait.pages[0]).toMatchObject({ title: 'One moment', text: expect.stringContaining('You can simulate again in 7 seconds.') });
    expect(wait.shareable).toBe(false);
    expect(runs).toHaveBeenCalledTimes(1);
  });

  it('a scenario refused as it is read (a typo) gives its run back: the fixed scenario need not wait', async () => {
    const spent: string[] = [];
    const ctx = { dataDir: FIXTURE_DATA, userId: 'typo', takeRun: async () => (spent.push('run'), 0), giveBackRun: async () => void spent.push('given back') };
    await simulate.execute({ scenario: 'Alice casts Lightning Bolt targetting Bob' }, ctx);
    expect(spent).toEqual(['run', 'given back']);
    await simulate.execute({ scenario: BOLT }, ctx);
    expect(spent).toEqual(['run', 'given back', 'run']);
  });

  it('the same scenario run again within 10 minutes comes from the cache, spending nothing', async () => {
    const spent: string[] = [];
    const ctx = { dataDir: FIXTURE_DATA, userId: 'again', takeRun: async () => (spent.push('run'), 0) };
    await simulate.execute({ scenario: BOLT }, ctx);
    await simulate.execute({ scenario: BOLT }, ctx);
    expect(spent).toEqual(['run']);
    expect(runs).toHaveBeenCalledTimes(1);
  });
});

describe('the queue is bounded, per user and overall', () => {
  const pool = new SimulationPool({ size: 1, maxQueued: 3, maxQueuedPerUser: 2, limits: { ...SCENARIO_LIMITS, deadlineMs: 1000 } });
  afterAll(() => pool.close());

  it('turns away a third job of one user and a fourth job in all, saying when to try again, then takes jobs again', async () => {
    const options = { dataDir: FIXTURE_DATA };
    const first = [pool.run(BOLT, options, 'alice'), pool.run(BOLT, options, 'alice')];
    expect(await pool.run(BOLT, options, 'alice')).toEqual({ ok: false, kind: 'busy', retryAfterMs: 2000, message: 'your earlier simulations are still running: try again in 2 seconds' });
    first.push(pool.run(BOLT, options, 'bob'));
    expect(await pool.run(BOLT, options, 'carol')).toEqual({ ok: false, kind: 'busy', retryAfterMs: 3000, message: 'Heartwood is busy with other simulations: try again in 3 seconds' });
    for (const result of await Promise.all(first)) expect(result.ok).toBe(true);
    expect((await pool.run(BOLT, options, 'carol')).ok).toBe(true);
  });

  it('/simulate answers "busy" as a short warning', async () => {
    const { simulationReply } = await import('../../src/scenario/reply');
    const reply = simulationReply({ ok: false, kind: 'busy', retryAfterMs: 3000, message: 'Heartwood is busy with other simulations: try again in 3 seconds' }, { text: BOLT }, FIXTURE_DATA);
    expect(reply).toMatchObject({ tone: 'warning', ephemeral: true, shareable: false, pages: [{ title: 'Busy', text: 'Heartwood is busy with other simulations: try again in 3 seconds.' }] });
  });
});

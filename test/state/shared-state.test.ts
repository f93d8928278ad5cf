/**
 * The two shared states are twins: the same tests, run on MemoryState (this process) and on
 * RedisState (a real redis-server), give the same answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { CachedRun, TraceLimits } from '../../src/scenario/trace-cache';
import { MemoryState } from '../../src/state/memory-state';
import { RedisState } from '../../src/state/redis-state';
import type { SharedState } from '../../src/state/shared-state';
import { describeWithRedis, startRedisServer, type RedisServer } from '../redis-server';

const LIMITS: TraceLimits = { entries: 3, chars: 3 * 4000, lifetimeMs: 600 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cached run whose size (traceSize) is about `chars`. */
function runOf(title: string, chars = 300): CachedRun {
  const events = [{ text: 'x'.repeat(Math.max(0, Math.floor(chars / 3) - 120)), rules: ['601.2'] }];
  return { result: { ok: true, trace: { title, events } } as unknown as CachedRun['result'], replies: {} };
}

function twinTests(state: () => SharedState): void {
  describe('the /simulate cooldown', () => {
    it('makes a user wait the rest of the cooldown after a run, and only that user', async () => {
      expect(await state().takeRun('alice', 1000, 10_000)).toBe(0);
      expect(await state().takeRun('alice', 4000, 10_000)).toBe(7000);
      expect(await state().takeRun('bob', 4000, 10_000)).toBe(0);
      expect(await state().takeRun('alice', 11_000, 10_000)).toBe(0);
      expect(await state().takeRun('alice', 12_000, 10_000)).toBe(9000);
    });

    it('a run given back (a scenario refused as it was read) costs nothing; a later run stays spent', async () => {
      expect(await state().takeRun('dana', 0, 10_000)).toBe(0);
      await state().giveBackRun('dana', 0);
      expect(await state().takeRun('dana', 1000, 10_000)).toBe(0);
      await state().giveBackRun('dana', 0);
      expect(await state().takeRun('dana', 2000, 10_000)).toBe(9000);
    });

    it('a refused run does not restart the wait', async () => {
      expect(await state().takeRun('carol', 0, 10_000)).toBe(0);
      expect(await state().takeRun('carol', 9000, 10_000)).toBe(1000);
      expect(await state().takeRun('carol', 10_000, 10_000)).toBe(0);
    });

    it('with a cooldown of 0 never makes anyone wait', async () => {
      expect(await state().takeRun('dave', 0, 0)).toBe(0);
      expect(await state().takeRun('dave', 0, 0)).toBe(0);
    });
  });

  describe('simulations waiting or running, per user', () => {
    it('admits up to the maximum, says how many are in, and admits again once one is released (once)', async () => {
      const first = await state().admitJob('alice', 2);
      const second = await state().admitJob('alice', 2);
      expect([first.admitted, second.admitted]).toEqual([true, true]);
      expect(await state().admitJob('alice', 2)).toEqual({ admitted: false, count: 2 });
      expect((await state().admitJob('bob', 2)).admitted).toBe(true);
      if (!first.admitted) throw new Error('not admitted');
      await first.release();
      await first.release();
      expect((await state().admitJob('alice', 2)).admitted).toBe(true);
      expect(await state().admitJob('alice', 2)).toEqual({ admitted: false, count: 2 });
    });
  });

  describe('the trace cache', () => {
    it('gives back what was kept, and nothing for an unknown key', async () => {
      const run = runOf('bolt');
      run.replies.typed = { pages: [{ title: 'Bolt', code: 'Alice casts Lightning Bolt' }], pageKey: 'simulate:page:' };
      await state().setTrace('k1', run);
      expect(await state().getTrace('k1')).toEqual(run);
      expect(await state().getTrace('nothing')).toBeUndefined();
    });

    it('forgets a run after its lifetime, even when it was kept again with more replies meanwhile', async () => {
      await state().setTrace('k2', runOf('lifetime'));
      await sleep(LIMITS.lifetimeMs / 2);
      await state().setTrace('k2', { ...runOf('lifetime'), replies: { typed: { pages: [{ title: 'again' }] } } });
      expect((await state().getTrace('k2'))?.replies.typed?.pages[0]?.title).toBe('again');
      await sleep(LIMITS.lifetimeMs / 2 + 150);
      expect(await state().getTrace('k2')).toBeUndefined();
    });

    it('keeps at most its number of entries, forgetting the least recently used', async () => {
      for (const key of ['a', 'b', 'c']) await state().setTrace(key, runOf(key));
      await state().getTrace('a');
      await state().setTrace('d', runOf('d'));
      const kept = await Promise.all(['a', 'b', 'c', 'd'].map(async (key) => (await state().getTrace(key)) !== undefined));
      expect(kept).toEqual([true, false, true, true]);
    });

    it('keeps at most its size in all, forgetting the least recently used', async () => {
      await state().setTrace('small', runOf('small', 3000));
      await state().setTrace('big', runOf('big', 6000));
      await state().getTrace('small');
      await state().setTrace('bigger', runOf('bigger', 6000));
      const kept = await Promise.all(['small', 'big', 'bigger'].map(async (key) => (await state().getTrace(key)) !== undefined));
      expect(kept).toEqual([true, false, true]);
    });
  });

  describe('the refresh lock', () => {
    let folder: string;
    beforeAll(() => (folder = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-lock-'))));
    afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

    it('is held by one at a time, and free again once released', async () => {
      const release = await state().lockRefresh(folder, () => undefined);
      expect(release).toBeDefined();
      expect(await state().lockRefresh(folder, () => undefined)).toBeUndefined();
      await release!();
      const again = await state().lockRefresh(folder, () => undefined);
      expect(again).toBeDefined();
      await again!();
    });
  });
}

describe('MemoryState (this process)', () => {
  let state: MemoryState;
  beforeEach(() => (state = new MemoryState(LIMITS)));
  twinTests(() => state);
});

describeWithRedis('RedisState (a real redis-server)', () => {
  let server: RedisServer;
  let redis: Redis;
  let state: RedisState;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = new Redis(server.url);
  });
  beforeEach(async () => {
    await redis.flushdb();
    state = new RedisState(redis, LIMITS);
  });
  afterAll(async () => {
    await redis?.quit();
    await server?.stop();
  });
  twinTests(() => state);

  it('shares everything between two connections (two processes)', async () => {
    const other = new RedisState(new Redis(server.url), LIMITS);
    try {
      expect(await state.takeRun('erin', 1000, 10_000)).toBe(0);
      expect(await other.takeRun('erin', 2000, 10_000)).toBe(9000);
      await state.admitJob('erin', 1);
      expect(await other.admitJob('erin', 1)).toEqual({ admitted: false, count: 1 });
      await state.setTrace('shared', runOf('shared'));
      expect((await other.getTrace('shared'))?.result).toEqual(runOf('shared').result);
      expect(await other.lockRefresh('/data', () => undefined)).toBeDefined();
      expect(await state.lockRefresh('/data', () => undefined)).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

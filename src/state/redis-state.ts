/**
 * The shared state in Redis, for every process pointed at the same server (REDIS_URL): the twin
 * of MemoryState (./memory-state), each method one Lua script so that a check and its update are
 * one atomic step whichever process sends them. Lifetimes count in Redis's clock; the cooldown
 * compares the interactions' own times, as MemoryState does.
 *
 * Keys (one Redis database per bot; a single server, not Redis Cluster: the trace cache's
 * eviction touches keys a script is not given):
 *   heartwood:cooldown:<user>        the time of the user's last run
 *   heartwood:jobs:<user>            sorted set: the user's simulations, scored by when they are forgotten
 *   heartwood:trace:<key>            a cached run (JSON); heartwood:traces (sorted set: last use)
 *                                    and heartwood:trace-sizes (hash) bound them as the LRU cache does
 *   heartwood:lock:refresh:<folder>  the refresh lock's holder
 */
import { randomUUID } from 'node:crypto';
import type { Redis, Result } from 'ioredis';
import { TRACE_LIMITS, traceSize, type CachedRun, type TraceLimits } from '../scenario/trace-cache';
import { LOCK_STALE_MS, type JobAdmission, type Release, type SharedState } from './shared-state';

/**
 * A simulation's place is forgotten this long after it was taken, should its process die before
 * freeing it: a job waits behind at most 16 others, each stopped at its deadline.
 */
export const JOB_LIFETIME_MS = 60_000;
/** A cooldown is kept this much longer than it lasts, for clocks a little apart. */
const COOLDOWN_MARGIN_MS = 10_000;
const PREFIX = 'heartwood:';

const NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;
/**
 * A trace's last use, for the LRU order: now, or just after the newest use when that is not earlier
 * (uses within one millisecond keep their order instead of tying).
 */
const LAST_USE = `local function lastUse(index)
  local newest = redis.call('ZRANGE', index, -1, -1, 'WITHSCORES')[2]
  if newest and tonumber(newest) >= now then return tonumber(newest) + 1 end
  return now
end`;

const SCRIPTS = {
  /** KEYS: cooldown. ARGV: at, cooldown, margin. → the wait, or 0 (and the run recorded). */
  heartwoodTakeRun: `
    local last = redis.call('GET', KEYS[1])
    local at, cooldown = tonumber(ARGV[1]), tonumber(ARGV[2])
    if last then
      local wait = tonumber(last) + cooldown - at
      if wait > 0 then return wait end
    end
    if cooldown > 0 then redis.call('SET', KEYS[1], ARGV[1], 'PX', cooldown + tonumber(ARGV[3])) end
    return 0`,
  /** KEYS: jobs. ARGV: max, job id, lifetime. → -1 (admitted), else the user's count. */
  heartwoodAdmitJob: `
    ${NOW}
    redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
    local count = redis.call('ZCARD', KEYS[1])
    if count >= tonumber(ARGV[1]) then return count end
    redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[2])
    redis.call('PEXPIRE', KEYS[1], ARGV[3])
    return -1`,
  /** KEYS: trace, index. → the run's JSON, its last use noted. */
  heartwoodGetTrace: `
    ${NOW}
    ${LAST_USE}
    local value = redis.call('GET', KEYS[1])
    if value then redis.call('ZADD', KEYS[2], 'XX', lastUse(KEYS[2]), KEYS[1]) end
    return value`,
  /**
   * KEYS: trace, index, sizes. ARGV: JSON, size, lifetime, max entries, max size. Keeps the run
   * (until its own end when it was kept already), forgets runs unused for a lifetime (expired),
   * then the least recently used while over the bounds.
   */
  heartwoodSetTrace: `
    ${NOW}
    ${LAST_USE}
    local lifetime = tonumber(ARGV[3])
    local ttl = redis.call('PTTL', KEYS[1])
    if ttl <= 0 then ttl = lifetime end
    redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
    redis.call('ZADD', KEYS[2], lastUse(KEYS[2]), KEYS[1])
    redis.call('HSET', KEYS[3], KEYS[1], ARGV[2])
    local function forget(key)
      redis.call('DEL', key)
      redis.call('ZREM', KEYS[2], key)
      redis.call('HDEL', KEYS[3], key)
    end
    for _, key in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now - lifetime)) do forget(key) end
    local total = 0
    for _, size in ipairs(redis.call('HVALS', KEYS[3])) do total = total + tonumber(size) end
    while redis.call('ZCARD', KEYS[2]) > tonumber(ARGV[4]) or total > tonumber(ARGV[5]) do
      local oldest = redis.call('ZRANGE', KEYS[2], 0, 0)[1]
      total = total - tonumber(redis.call('HGET', KEYS[3], oldest) or '0')
      forget(oldest)
    end
    return 1`,
  /** KEYS: lock. ARGV: holder, stale. → 1 when still held by the holder (and renewed). */
  heartwoodRenewLock: `
    if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return 1`,
  /** KEYS: a lock, or a cooldown. ARGV: its holder (or the time of the run). Deletes it when it is still theirs. */
  heartwoodReleaseLock: `
    if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
    return 1`,
};

declare module 'ioredis' {
  interface RedisCommander<Context> {
    heartwoodTakeRun(key: string, at: number, cooldownMs: number, marginMs: number): Result<number, Context>;
    heartwoodAdmitJob(key: string, max: number, job: string, lifetimeMs: number): Result<number, Context>;
    heartwoodGetTrace(key: string, index: string): Result<string | null, Context>;
    heartwoodSetTrace(key: string, index: string, sizes: string, json: string, size: number, lifetimeMs: number, entries: number, chars: number): Result<number, Context>;
    heartwoodRenewLock(key: string, holder: string, staleMs: number): Result<number, Context>;
    heartwoodReleaseLock(key: string, holder: string): Result<number, Context>;
  }
}

const NUMBER_OF_KEYS: Record<keyof typeof SCRIPTS, number> = {
  heartwoodTakeRun: 1,
  heartwoodAdmitJob: 1,
  heartwoodGetTrace: 2,
  heartwoodSetTrace: 3,
  heartwoodRenewLock: 1,
  heartwoodReleaseLock: 1,
};

export class RedisState implements SharedState {
  /**
   * `unsure`: given what undoes a change Redis may yet make or keep (a place taken by a call that
   * timed out, which a hung Redis runs when it resumes; a place whose freeing failed), to run once
   * Redis answers again.
   */
  constructor(
    private readonly redis: Redis,
    private readonly limits: TraceLimits = TRACE_LIMITS,
    private readonly unsure: (undo: () => Promise<unknown>) => void = () => {},
  ) {
    for (const [name, lua] of Object.entries(SCRIPTS)) redis.defineCommand(name, { lua, numberOfKeys: NUMBER_OF_KEYS[name as keyof typeof SCRIPTS] });
  }

  takeRun(user: string, at: number, cooldownMs: number): Promise<number> {
    return this.redis.heartwoodTakeRun(`${PREFIX}cooldown:${user}`, at, cooldownMs, COOLDOWN_MARGIN_MS);
  }

  async giveBackRun(user: string, at: number): Promise<void> {
    await this.redis.heartwoodReleaseLock(`${PREFIX}cooldown:${user}`, String(at));
  }

  async admitJob(user: string, max: number): Promise<JobAdmission> {
    const key = `${PREFIX}jobs:${user}`;
    const job = randomUUID();
    const free = () => this.redis.zrem(key, job);
    let count: number;
    try {
      count = await this.redis.heartwoodAdmitJob(key, max, job, JOB_LIFETIME_MS);
    } catch (error) {
      this.unsure(free);
      throw error;
    }
    if (count >= 0) return { admitted: false, count };
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await free().catch((error: Error) => {
        this.unsure(free);
        throw error;
      });
    };
    return { admitted: true, release };
  }

  async getTrace(key: string): Promise<CachedRun | undefined> {
    const json = await this.redis.heartwoodGetTrace(`${PREFIX}trace:${key}`, `${PREFIX}traces`);
    return json === null ? undefined : (JSON.parse(json) as CachedRun);
  }

  async setTrace(key: string, run: CachedRun): Promise<void> {
    const size = traceSize(run);
    // As the LRU cache does: a run bigger than the whole cache is not kept.
    if (size > this.limits.chars) return;
    const { lifetimeMs, entries, chars } = this.limits;
    await this.redis.heartwoodSetTrace(`${PREFIX}trace:${key}`, `${PREFIX}traces`, `${PREFIX}trace-sizes`, JSON.stringify(run), size, lifetimeMs, entries, chars);
  }

  /** A key set if absent, naming its holder, renewed every half of LOCK_STALE_MS: it expires when the holder dies. */
  async lockRefresh(folder: string, onLost: (error: Error) => void): Promise<Release | undefined> {
    const key = `${PREFIX}lock:refresh:${folder}`;
    const holder = randomUUID();
    if ((await this.redis.set(key, holder, 'PX', LOCK_STALE_MS, 'NX')) !== 'OK') return undefined;
    const lost = (error: Error) => {
      clearInterval(renewal);
      onLost(error);
    };
    const renewal = setInterval(() => {
      this.redis.heartwoodRenewLock(key, holder, LOCK_STALE_MS).then(
        (held) => {
          if (!held) lost(new Error('the refresh lock in Redis expired and another process took it'));
        },
        (error: Error) => lost(error),
      );
    }, LOCK_STALE_MS / 2).unref();
    return async () => {
      clearInterval(renewal);
      await this.redis.heartwoodReleaseLock(key, holder);
    };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

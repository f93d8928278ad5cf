/**
 * Shared state in Redis that degrades to this process's memory while Redis cannot be reached:
 * each call goes to Redis when the connection is ready, else (or when Redis fails it) to a
 * MemoryState of this process, so limits are kept per process (never dropped) and the bot never
 * fails for Redis. What this process grants through Redis (a run, a place in the queue) it also
 * notes in its own memory, so that an outage forgets none of it. After a failure, calls go to
 * this process's memory at once until Redis answers again (a reconnection, or a ping every
 * second when the connection stayed up but Redis hung): a hung Redis costs one call one timeout,
 * not every call. Changes Redis may yet make or keep from calls that failed (a place taken by a
 * call that timed out) are undone once it answers. The first failure of an outage is logged as a
 * warning, the return as info; meanwhile ioredis reconnects, waiting longer each time.
 */
import { Redis } from 'ioredis';
import type { CachedRun } from '../scenario/trace-cache';
import { MemoryState } from './memory-state';
import { RedisState } from './redis-state';
import type { JobAdmission, Release, SharedState } from './shared-state';

/** Waits between reconnection attempts: doubling from the first to the last. */
export const REDIS_RETRY_FIRST_MS = 250;
export const REDIS_RETRY_MAX_MS = 10_000;
/** A command Redis has not answered by then has failed (and the call goes to this process's memory). */
const COMMAND_TIMEOUT_MS = 1000;
/** While Redis is degraded with the connection up (hung), how often a ping asks whether it answers again. */
const PROBE_EVERY_MS = 1000;
/** How long start-up waits for Redis before going on without it. */
const CONNECT_WAIT_MS = 5000;

export interface StateLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** host:port (and the database) of a Redis URL, without its credentials, for the log. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
}

export class FallbackState implements SharedState {
  private readonly shared: RedisState;
  private readonly local = new MemoryState();
  private degraded = false;
  private probe?: NodeJS.Timeout;
  /** What undoes changes Redis may yet make or keep from failed calls, run once it answers. */
  private undos: (() => Promise<unknown>)[] = [];

  constructor(
    private readonly redis: Redis,
    private readonly address: string,
    private readonly logger: StateLogger,
  ) {
    this.shared = new RedisState(redis, undefined, (undo) => this.undos.push(undo));
    redis.on('error', (error: Error) => this.degrade(error));
    redis.on('ready', () => this.recover());
  }

  /** Whether calls go to Redis now. */
  get usingRedis(): boolean {
    return this.redis.status === 'ready' && !this.degraded;
  }

  /** A run granted through Redis is noted here too; one this process granted within the cooldown (in an outage) is refused, whatever Redis says. */
  async takeRun(user: string, at: number, cooldownMs: number): Promise<number> {
    const { result: wait, inRedis } = await this.either((state) => state.takeRun(user, at, cooldownMs));
    if (!inRedis || wait > 0) return wait;
    const ownWait = await this.local.takeRun(user, at, cooldownMs);
    if (ownWait > 0) await this.shared.giveBackRun(user, at).catch(() => {});
    return ownWait;
  }

  async giveBackRun(user: string, at: number): Promise<void> {
    await this.local.giveBackRun(user, at);
    if (this.usingRedis) await this.shared.giveBackRun(user, at).catch((error: Error) => this.degrade(error));
  }

  /** A place granted through Redis is counted here too, so that an outage keeps this process's own count. */
  async admitJob(user: string, max: number): Promise<JobAdmission> {
    const { result: admission, inRedis } = await this.either((state) => state.admitJob(user, max));
    if (!admission.admitted || !inRedis) return admission;
    const own = await this.local.admitJob(user, max);
    if (!own.admitted) {
      await admission.release().catch(() => {});
      return own;
    }
    // A place Redis cannot free now is freed once it answers (./redis-state), else forgotten after JOB_LIFETIME_MS.
    return { admitted: true, release: () => Promise.all([own.release(), admission.release().catch(() => {})]).then(() => {}) };
  }

  async getTrace(key: string): Promise<CachedRun | undefined> {
    return (await this.either((state) => state.getTrace(key))).result;
  }

  async setTrace(key: string, run: CachedRun): Promise<void> {
    await this.either((state) => state.setTrace(key, run));
  }

  async lockRefresh(folder: string, onLost: (error: Error) => void): Promise<Release | undefined> {
    return (await this.either((state) => state.lockRefresh(folder, onLost))).result;
  }

  async close(): Promise<void> {
    clearInterval(this.probe);
    await this.shared.close();
  }

  /** Redis while it answers, else this process's memory; and which answered. */
  private async either<T>(call: (state: SharedState) => Promise<T>): Promise<{ result: T; inRedis: boolean }> {
    if (this.usingRedis) {
      try {
        return { result: await call(this.shared), inRedis: true };
      } catch (error) {
        this.degrade(error as Error);
      }
    } else if (this.redis.status !== 'ready') {
      this.degrade(new Error(`the connection is ${this.redis.status}`));
    }
    return { result: await call(this.local), inRedis: false };
  }

  /** Logs the first failure of an outage; while the connection stays up, pings until Redis answers. */
  degrade(error: Error): void {
    if (this.degraded) return;
    this.degraded = true;
    this.probe = setInterval(() => {
      if (this.redis.status === 'ready') this.redis.ping().then(() => this.recover(), () => {});
    }, PROBE_EVERY_MS).unref();
    this.logger.warn(
      { redis: this.address, err: { message: error.message } },
      `Redis at ${this.address} cannot be reached (${error.message.split('\n')[0]}): until it is back, this process keeps its own /simulate limits, trace cache and refresh lock`,
    );
  }

  private recover(): void {
    if (!this.degraded) return;
    this.degraded = false;
    clearInterval(this.probe);
    for (const undo of this.undos.splice(0)) undo().catch(() => {});
    this.logger.info({ redis: this.address }, `Redis at ${this.address} is reachable again: the /simulate limits, the trace cache and the refresh lock are shared again`);
  }
}

/**
 * Connects to the Redis at `url` (redis:// or rediss://) and waits for it a few seconds: the
 * shared state, which uses this process's memory until Redis answers.
 */
export async function connectSharedState(url: string, logger: StateLogger): Promise<FallbackState> {
  const redis = new Redis(url, {
    // A call fails at once while Redis is away (and goes to this process's memory), never waits in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Closing a connection to a Redis that is gone need not wait (ioredis waits 2 s by default).
    disconnectTimeout: 200,
    retryStrategy: (attempt) => Math.min(REDIS_RETRY_FIRST_MS * 2 ** (attempt - 1), REDIS_RETRY_MAX_MS),
  });
  const address = redisAddress(url);
  const state = new FallbackState(redis, address, logger);
  // Ready, or not: a refused connection need not be waited for.
  const ready = await new Promise<boolean>((resolve) => {
    const settle = (isReady: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady).off('error', onError);
      resolve(isReady);
    };
    const onReady = () => settle(true);
    const onError = () => settle(false);
    const timer = setTimeout(onError, CONNECT_WAIT_MS);
    redis.once('ready', onReady).once('error', onError);
  });
  if (ready) logger.info({ redis: address }, `shared state in Redis at ${address}`);
  else state.degrade(new Error(`no answer within ${CONNECT_WAIT_MS / 1000} s`));
  return state;
}

/**
 * Shared state in Redis that degrades to this process's memory while Redis cannot be reached:
 * each call goes to Redis when the connection is ready, else (or when Redis fails it) to a
 * MemoryState of this process, so limits are kept per process (never dropped) and the bot never
 * fails for Redis. The first failure of an outage is logged as a warning, the return as info;
 * meanwhile ioredis reconnects, waiting longer each time.
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

  constructor(
    private readonly redis: Redis,
    private readonly address: string,
    private readonly logger: StateLogger,
  ) {
    this.shared = new RedisState(redis);
    redis.on('error', (error: Error) => this.degrade(error));
    redis.on('ready', () => this.recover());
  }

  /** Whether calls go to Redis now. */
  get usingRedis(): boolean {
    return this.redis.status === 'ready' && !this.degraded;
  }

  takeRun(user: string, at: number, cooldownMs: number): Promise<number> {
    return this.either((state) => state.takeRun(user, at, cooldownMs));
  }

  giveBackRun(user: string, at: number): Promise<void> {
    return this.either((state) => state.giveBackRun(user, at));
  }

  async admitJob(user: string, max: number): Promise<JobAdmission> {
    const admission = await this.either((state) => state.admitJob(user, max));
    if (!admission.admitted) return admission;
    // A place Redis cannot free now is forgotten after JOB_LIFETIME_MS (./redis-state).
    return { admitted: true, release: () => admission.release().catch(() => {}) };
  }

  getTrace(key: string): Promise<CachedRun | undefined> {
    return this.either((state) => state.getTrace(key));
  }

  setTrace(key: string, run: CachedRun): Promise<void> {
    return this.either((state) => state.setTrace(key, run));
  }

  lockRefresh(folder: string, onLost: (error: Error) => void): Promise<Release | undefined> {
    return this.either((state) => state.lockRefresh(folder, onLost));
  }

  async close(): Promise<void> {
    await this.shared.close();
  }

  private async either<T>(call: (state: SharedState) => Promise<T>): Promise<T> {
    if (this.redis.status === 'ready') {
      try {
        const result = await call(this.shared);
        this.recover();
        return result;
      } catch (error) {
        this.degrade(error as Error);
      }
    } else {
      this.degrade(new Error(`the connection is ${this.redis.status}`));
    }
    return call(this.local);
  }

  /** Logs the first failure of an outage. */
  degrade(error: Error): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(
      { redis: this.address, err: { message: error.message } },
      `Redis at ${this.address} cannot be reached (${error.message.split('\n')[0]}): until it is back, this process keeps its own /simulate limits, trace cache and refresh lock`,
    );
  }

  private recover(): void {
    if (!this.degraded) return;
    this.degraded = false;
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

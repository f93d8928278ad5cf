/**
 * The state the bot's processes share: the /simulate cooldown, each user's simulations waiting or
 * running, the trace cache for paging, and the data folder's refresh lock. Two twins implement it
 * with the same behaviour: MemoryState (./memory-state, this process alone: the default) and
 * RedisState (./redis-state, every process pointed at one Redis, with REDIS_URL). FallbackState
 * (./fallback-state) uses Redis while it answers and this process's memory while it does not.
 */
import type { CachedRun } from '../scenario/trace-cache';

/** A counted simulation: free its place once it has its result. */
export type JobAdmission = { admitted: true; release: () => Promise<void> } | { admitted: false; count: number };

/** Ends a lock's hold. */
export type Release = () => Promise<void>;

export interface SharedState {
  /**
   * Spends a run of `user` at `at` (ms since 1970, from the interaction's snowflake) unless their
   * last run was less than `cooldownMs` before: 0 when it may start (and the wait begins), else
   * the milliseconds still to wait.
   */
  takeRun(user: string, at: number, cooldownMs: number): Promise<number>;
  /** Gives back the run `user` took at `at` (a scenario refused before it ran costs nothing); a later run stays spent. */
  giveBackRun(user: string, at: number): Promise<void>;
  /** Counts one more simulation of `user` unless `max` of theirs are waiting or running (then: how many are). */
  admitJob(user: string, max: number): Promise<JobAdmission>;
  getTrace(key: string): Promise<CachedRun | undefined>;
  /** Keeps a run (again, with more replies): a new one for the trace lifetime, one already kept until its own end. */
  setTrace(key: string, run: CachedRun): Promise<void>;
  /**
   * The refresh lock of a data folder, taken over when its holder has not renewed it for a
   * minute (it died); undefined when another process holds it. `onLost`: the hold was taken over
   * or could not be renewed.
   */
  lockRefresh(folder: string, onLost: (error: Error) => void): Promise<Release | undefined>;
  close(): Promise<void>;
}

/** A lock not renewed for this long belongs to a process that died: it is taken over. */
export const LOCK_STALE_MS = 60_000;

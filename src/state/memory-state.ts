/**
 * The shared state kept by this process alone (the default, and what Heartwood falls back to while
 * Redis is down): maps in memory, an LRU cache for traces, and a lock folder in the data folder
 * (which the processes of one machine share). RedisState (./redis-state) is its twin across
 * processes: the same methods, the same answers.
 */
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { TRACE_LIMITS, traceSize, type CachedRun, type TraceLimits } from '../scenario/trace-cache';
import { LOCK_STALE_MS, type JobAdmission, type Release, type SharedState } from './shared-state';

export class MemoryState implements SharedState {
  /** When each user's last run started (ms), while it still counts. */
  private readonly lastRun = new Map<string, number>();
  /** Simulations waiting or running, by user. */
  private readonly jobs = new Map<string, number>();
  private readonly traces: LRUCache<string, CachedRun>;

  constructor(limits: TraceLimits = TRACE_LIMITS) {
    this.traces = new LRUCache({ max: limits.entries, maxSize: limits.chars, sizeCalculation: traceSize, ttl: limits.lifetimeMs });
  }

  async takeRun(user: string, at: number, cooldownMs: number): Promise<number> {
    const last = this.lastRun.get(user);
    const wait = last === undefined ? 0 : Math.max(0, last + cooldownMs - at);
    if (wait > 0 || cooldownMs <= 0) return wait;
    this.lastRun.set(user, at);
    for (const [other, time] of this.lastRun) if (time + cooldownMs <= at) this.lastRun.delete(other);
    return 0;
  }

  async giveBackRun(user: string, at: number): Promise<void> {
    if (this.lastRun.get(user) === at) this.lastRun.delete(user);
  }

  async admitJob(user: string, max: number): Promise<JobAdmission> {
    const count = this.jobs.get(user) ?? 0;
    if (count >= max) return { admitted: false, count };
    this.jobs.set(user, count + 1);
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      const left = (this.jobs.get(user) ?? 1) - 1;
      if (left > 0) this.jobs.set(user, left);
      else this.jobs.delete(user);
    };
    return { admitted: true, release };
  }

  async getTrace(key: string): Promise<CachedRun | undefined> {
    return this.traces.get(key);
  }

  async setTrace(key: string, run: CachedRun): Promise<void> {
    this.traces.set(key, run, { noUpdateTTL: true });
  }

  /** proper-lockfile: a folder made atomically (mkdir) beside the data, renewed while held. */
  async lockRefresh(folder: string, onLost: (error: Error) => void): Promise<Release | undefined> {
    try {
      const lockfile = require('proper-lockfile') as typeof import('proper-lockfile');
      return await lockfile.lock(folder, { lockfilePath: path.join(folder, 'refresh.lock'), stale: LOCK_STALE_MS, retries: 0, realpath: false, onCompromised: onLost });
    } catch (error) {
      if ((error as { code?: string }).code === 'ELOCKED') return undefined;
      throw error;
    }
  }

  async close(): Promise<void> {}
}

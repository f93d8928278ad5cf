/**
 * What the trace cache keeps: results of recent simulations, by a hash of the scenario, with the
 * replies made of them, so that turning a trace's pages (or running the same scenario again) never
 * plays or renders it again. Bounded in entries and in size, and each kept only as long as the
 * buttons that page it work (10 minutes). Where it is kept is the shared state's business
 * (src/state): this process's memory, or Redis shared by every process.
 */
import { createHash } from 'node:crypto';
import type { Reply } from '../reply/reply';
import type { SimulationResult } from './simulate';

export interface TraceLimits {
  entries: number;
  /** Characters in all, counted by traceSize(). */
  chars: number;
  lifetimeMs: number;
}

export const TRACE_LIMITS: TraceLimits = { entries: 500, chars: 64_000_000, lifetimeMs: 10 * 60 * 1000 };

export interface CachedRun {
  result: SimulationResult;
  /** The replies made of it, by where the scenario came from (a preset, or typed): the same for every page. */
  replies: Record<string, Reply>;
}

/** A run's size: three times its result's JSON (its replies hold its text again); a 200-step trace is about 240,000. */
export function traceSize(run: CachedRun): number {
  return Math.max(1, 3 * JSON.stringify(run.result).length);
}

/** The key of a scenario's trace: its text and the data folders its cards come from. */
export function traceKey(dataDirs: string[], text: string): string {
  const hash = createHash('sha256');
  for (const dir of dataDirs) hash.update(dir).update('\0');
  return hash.update(text).digest('base64url');
}

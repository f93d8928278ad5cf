/**
 * Results of recent simulations, by a hash of the scenario, with the replies made of them, so
 * that turning a trace's pages (or running the same scenario again) never plays or renders it
 * again. Bounded in entries and in size, and each kept only as long as the buttons that page it
 * work (10 minutes).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Reply } from '../reply/reply';
import type { SimulationResult } from './simulate';

const MAX_TRACES = 500;
/** Characters in all, counted as three times a result's JSON (its replies hold its text again): a 200-step trace is about 240,000. */
const MAX_SIZE = 64_000_000;
const LIFETIME_MS = 10 * 60 * 1000;

export interface CachedRun {
  result: SimulationResult;
  /** The replies made of it, by where the scenario came from (a preset, or typed): the same for every page. */
  replies: Map<string, Reply>;
}

export const traceCache = new LRUCache<string, CachedRun>({
  max: MAX_TRACES,
  maxSize: MAX_SIZE,
  sizeCalculation: (run) => Math.max(1, 3 * JSON.stringify(run.result).length),
  ttl: LIFETIME_MS,
});

/** The key of a scenario's trace: its text and the data folders its cards come from. */
export function traceKey(dataDirs: string[], text: string): string {
  const hash = createHash('sha256');
  for (const dir of dataDirs) hash.update(dir).update('\0');
  return hash.update(text).digest('base64url');
}

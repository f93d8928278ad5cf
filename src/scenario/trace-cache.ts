/**
 * Results of recent simulations, by a hash of the scenario, so that turning a trace's pages (or
 * running the same scenario again) never plays it again. Bounded in entries and in size, and
 * each kept only as long as the buttons that page it work (10 minutes).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SimulationResult } from './simulate';

const MAX_TRACES = 500;
/** Characters of JSON in all (a 200-step trace is about 100,000). */
const MAX_SIZE = 32_000_000;
const LIFETIME_MS = 10 * 60 * 1000;

export const traceCache = new LRUCache<string, SimulationResult>({
  max: MAX_TRACES,
  maxSize: MAX_SIZE,
  sizeCalculation: (result) => Math.max(1, JSON.stringify(result).length),
  ttl: LIFETIME_MS,
});

/** The cache key of a scenario played on a rules-data directory. */
export function traceKey(dataDir: string, text: string): string {
  return createHash('sha256').update(dataDir).update('\0').update(text).digest('base64url');
}

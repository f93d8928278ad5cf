/**
 * What the background refresh remembers between runs and between shards, in the data folder
 * (refresh.json): when it last checked, the rules file and tournament documents it last saw, and its failures for the backoff.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../util/atomic';

const stateSchema = z.object({
  /** When the last check ended (ms since the epoch), whether it succeeded or not. */
  checkedAt: z.number().optional(),
  /** Failed checks in a row (0 after a success). */
  failures: z.number().int().min(0).default(0),
  /** The earliest time for the next check after a failure. */
  retryAt: z.number().optional(),
  /** The Comprehensive Rules .txt the rules page linked to at the last check. */
  rulesUrl: z.string().optional(),
  /** The MTR, IPG and JAR PDFs the rules documents page linked to at the last check. */
  tournamentUrls: z.object({ mtr: z.string(), ipg: z.string(), jar: z.string() }).partial().optional(),
  lastError: z.string().optional(),
});

export type RefreshState = z.infer<typeof stateSchema>;

export function refreshStatePath(userDataDir: string): string {
  return path.join(userDataDir, 'refresh.json');
}

/** The saved state; a missing or unreadable file is a fresh start (it only holds timings). */
export function readRefreshState(userDataDir: string): RefreshState {
  try {
    return stateSchema.parse(JSON.parse(fs.readFileSync(refreshStatePath(userDataDir), 'utf8')));
  } catch {
    return { failures: 0 };
  }
}

export function writeRefreshState(userDataDir: string, state: RefreshState): void {
  writeFileAtomic(refreshStatePath(userDataDir), JSON.stringify(state, null, 1) + '\n');
}

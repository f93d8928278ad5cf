/**
 * Keeping the data current while the bot runs (HEARTWOOD_REFRESH, 24h by default in Discord): in
 * the background, check the Wizards rules page for a new Comprehensive Rules file, the rules
 * documents page for new MTR, IPG and JAR PDFs and, when the card data was downloaded with
 * `ingest --cards scryfall|mtgjson`, that source for newer data; download, validate and swap
 * atomically (the commands pick the new files up at their next lookup), then log one line. Each
 * source is checked even when another fails; a failure keeps that source's old data and the next
 * check comes sooner, with a backoff. A lock makes several shards sharing the data folder download once: the others find
 * the check done (refresh.json) and the new files in the shared folder. The lock is the shared
 * state's (src/state): a lock folder in the data folder, or a key in Redis.
 */
import fs from 'node:fs';
import { loadCardLibrary } from '../cards/library';
import { loadRules } from '../rules';
import { sharedState } from '../state';
import type { DataSources, UserDataSources } from '../util/paths';
import { readRefreshState, writeRefreshState, type RefreshState } from './refresh-state';
import type { SourcesRequest, SourcesResult } from './refresh-sources';
import { runDataWorker } from './worker';

export const DEFAULT_REFRESH = '24h';
const MINIMUM_INTERVAL_MS = 60_000;
/** The first retry after a failed check; each failure in a row doubles it, up to the interval. */
const DEFAULT_RETRY_MS = 5 * 60_000;
/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The heap ceiling of a check's worker (./worker): Scryfall's oracle cards take about 300 MB. */
const WORKER_MEMORY_MB = 1024;

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `24h`, `30m`, `7d` → milliseconds; `off` → undefined. Throws a message naming the variable. */
export function parseRefreshInterval(value: string | undefined): number | undefined {
  const text = (value ?? DEFAULT_REFRESH).trim().toLowerCase();
  if (text === 'off') return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*([smhd])$/.exec(text);
  const ms = match ? Number(match[1]) * UNITS[match[2]!]! : NaN;
  if (!(ms >= MINIMUM_INTERVAL_MS)) throw new Error(`HEARTWOOD_REFRESH must be "off" or a time such as 24h, 30m or 7d (at least 1m), not "${value}"`);
  return ms;
}

export interface RefreshLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export interface RefreshOptions {
  sources: UserDataSources;
  intervalMs: number;
  logger: RefreshLogger;
  retryMs?: number;
  /** The Wizards rules page (default: $HEARTWOOD_RULES_PAGE_URL, else magic.wizards.com/en/rules). */
  rulesPageUrl?: string;
  /** The Wizards rules documents page (default: $HEARTWOOD_TOURNAMENT_PAGE_URL, else wpn.wizards.com/en/rules-documents). */
  tournamentPageUrl?: string;
  /** The heap ceiling of the check's worker thread, in MB (default WORKER_MEMORY_MB). */
  memoryMb?: number;
}

export type RefreshOutcome =
  /** Another process (a shard) is refreshing the same folder right now. */
  | { status: 'busy'; nextInMs: number }
  /** Checked recently (here or by another shard), or waiting after a failure. */
  | { status: 'skipped'; nextInMs: number }
  | { status: 'done'; summary: string; nextInMs: number }
  | { status: 'failed'; error: string; nextInMs: number };

/** One check, if it is due: under the folder's lock, with the state saved for the next one (and for other shards). */
export async function refreshOnce(options: RefreshOptions): Promise<RefreshOutcome> {
  const folder = options.sources.userDataDir;
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  fs.mkdirSync(folder, { recursive: true });
  const release = await sharedState().lockRefresh(folder, (error) =>
    options.logger.warn({ err: error }, 'refresh: the refresh lock was taken over or could not be renewed; this check goes on'),
  );
  if (!release) return { status: 'busy', nextInMs: retryMs };
  try {
    const state = readRefreshState(folder);
    const due = state.failures > 0 ? (state.retryAt ?? 0) : (state.checkedAt ?? 0) + options.intervalMs;
    if (Date.now() < due) return { status: 'skipped', nextInMs: due - Date.now() };
    return await check(options, state, retryMs);
  } finally {
    await release().catch(() => {});
  }
}

async function check(options: RefreshOptions, state: RefreshState, retryMs: number): Promise<RefreshOutcome> {
  const folder = options.sources.userDataDir;
  const request = { sources: options.sources, rulesPageUrl: options.rulesPageUrl, tournamentPageUrl: options.tournamentPageUrl, seen: state };
  const { done, failed, seen } = await checkSourcesInWorker(request, options.memoryMb ?? WORKER_MEMORY_MB);
  if (done.length) warm(options.sources);
  const kept = { checkedAt: Date.now(), rulesUrl: seen.rulesUrl, tournamentUrls: seen.tournamentUrls };
  if (!failed.length) {
    writeRefreshState(folder, { ...kept, failures: 0 });
    return { status: 'done', summary: `refresh: ${done.join('; ')}`, nextInMs: options.intervalMs };
  }
  const failures = state.failures + 1;
  const delay = Math.min(options.intervalMs, retryMs * 2 ** (failures - 1));
  const message = failed.join('; ');
  writeRefreshState(folder, { ...kept, failures, retryAt: Date.now() + delay, lastError: message });
  return { status: 'failed', error: message, nextInMs: delay };
}

/**
 * The check runs in the data worker (./worker): whatever a download holds, parsing it can neither
 * crash the bot's process nor hold its thread (the bot keeps answering), and a worker that dies is
 * one failed check.
 */
function checkSourcesInWorker(request: SourcesRequest, memoryMb: number): Promise<SourcesResult> {
  return runDataWorker({ kind: 'refresh', request }, memoryMb).catch((error: Error) => ({ done: [], failed: [`the refresh stopped: ${error.message}`], seen: request.seen }));
}

/**
 * Starts loading the new rules and cards now, so that no lookup waits for them: in the bot, in the
 * background while it answers from the old ones (../util/file-cache reloadInBackground).
 */
function warm(sources: DataSources): void {
  try {
    loadRules(sources);
    loadCardLibrary(sources);
  } catch {
    // A lookup will say what is wrong.
  }
}

export interface RefreshHandle {
  stop(): void;
  /** The check in progress, if any (tests wait for it). */
  running(): Promise<RefreshOutcome | undefined>;
}

/** Checks at once, then again when due, until stopped. The timers never keep the process alive. */
export function startRefresh(options: RefreshOptions): RefreshHandle {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<RefreshOutcome | undefined> = Promise.resolve(undefined);
  const run = () => {
    current = refreshOnce(options).catch((error: unknown): RefreshOutcome => ({ status: 'failed', error: (error as Error).message, nextInMs: options.retryMs ?? DEFAULT_RETRY_MS }));
    void current.then((outcome) => {
      report(options.logger, outcome!);
      if (!stopped) timer = setTimeout(run, Math.min(outcome!.nextInMs, MAX_TIMER_MS)).unref();
    });
  };
  run();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    running: () => current,
  };
}

function report(logger: RefreshLogger, outcome: RefreshOutcome): void {
  const next = `${Math.round(outcome.nextInMs / 60_000)} min`;
  if (outcome.status === 'done') logger.info({ nextCheck: next }, outcome.summary);
  else if (outcome.status === 'failed') logger.warn({ error: outcome.error, retryIn: next }, `refresh failed, the current data stays: ${outcome.error.split('\n')[0]}`);
  else logger.debug({ nextCheck: next }, outcome.status === 'busy' ? 'refresh: another process is checking the data folder' : 'refresh: checked recently');
}

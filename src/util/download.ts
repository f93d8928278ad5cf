import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import cliProgress from 'cli-progress';

/** Every request says who asks (Scryfall's API refuses requests without a User-Agent and an Accept header). */
const REQUEST_HEADERS = { 'User-Agent': 'Heartwood/0.1 (a Discord bot for Magic: The Gathering rules)', Accept: 'application/json;q=0.9,*/*;q=0.8' };

/** True for an http(s) URL, false for a file path. */
export function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

export interface DownloadTimeouts {
  /** Until the server answers (its status and headers). */
  connectMs: number;
  /** The longest silence while the body arrives. */
  idleMs: number;
  /** The whole download: a server dripping a byte now and then is never silent for idleMs. */
  totalMs: number;
}

/**
 * A stalled or dripping server ends a download with a clear error instead of hanging (Node's own
 * limit is 5 minutes of silence). 30 minutes is Scryfall's 160 MB oracle cards at 90 KB/s.
 */
export const DOWNLOAD_TIMEOUTS: DownloadTimeouts = { connectMs: 15_000, idleMs: 30_000, totalMs: 30 * 60_000 };

/** A web page read for a link (the Wizards rules pages, Scryfall's bulk-data list: under 1 MB). */
export const MAX_PAGE_BYTES = 4 << 20;

/** The prefix of download folders: `heartwood-download-<pid>-XXXXXX`, so that a sweep can tell whose they are. */
export const DOWNLOAD_FOLDER_PREFIX = 'heartwood-download-';

/**
 * GETs a URL and hands the response to `consume`, which calls `alive()` whenever data arrives.
 * No answer within connectMs, or no data for idleMs, aborts with an error naming the URL.
 */
async function get<T>(url: string, timeouts: DownloadTimeouts, consume: (response: Response, alive: () => void) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let reason = `no answer within ${seconds(timeouts.connectMs)} (connect timeout)`;
  let timer = setTimeout(() => controller.abort(), timeouts.connectMs);
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), timeouts.idleMs);
  };
  const deadline = setTimeout(() => {
    reason = `the download took longer than ${seconds(timeouts.totalMs)}, the time a download may take (total timeout)`;
    controller.abort();
  }, timeouts.totalMs);
  try {
    const response = await fetch(url, { redirect: 'follow', headers: REQUEST_HEADERS, signal: controller.signal });
    if (!controller.signal.aborted) reason = `the download stalled: no data for ${seconds(timeouts.idleMs)} (idle timeout)`;
    alive();
    if (!response.ok || !response.body) throw new Error(`GET ${url} answered ${response.status} ${response.statusText}`);
    return await consume(response, alive);
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`GET ${url}: ${reason}`);
    // fetch's own error only says "fetch failed": the reason (ECONNREFUSED, ENOTFOUND…) is its cause.
    const cause = (error as { cause?: Error }).cause;
    if ((error as Error).message === 'fetch failed' && cause) throw new Error(`GET ${url} failed: ${cause.message}`);
    // undici's word for a body cut short: the server closed the connection before it was all sent.
    if ((error as Error).message === 'terminated') throw new Error(`GET ${url}: the server closed the connection before the download ended${cause ? ` (${cause.message})` : ''}`);
    throw error;
  } finally {
    clearTimeout(timer);
    clearTimeout(deadline);
  }
}

function seconds(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function tooLarge(url: string, maxBytes: number, what: string): Error {
  return new Error(`GET ${url}: the download is over ${(maxBytes / (1 << 20)).toLocaleString('en-US', { maximumSignificantDigits: 3 })} MB, more than ${what} may have; refusing`);
}

/**
 * Streams a URL to a file, showing a progress bar on stderr when it is a terminal.
 * Throws a clear error on a bad status or a stalled server. The caller owns (and removes) the file.
 */
async function downloadToFile(url: string, file: string, label: string, timeouts: DownloadTimeouts, maxBytes: number): Promise<void> {
  await get(url, timeouts, async (response, alive) => {
    const total = Number(response.headers.get('content-length') ?? 0);
    const bar = process.stderr.isTTY
      ? new cliProgress.SingleBar(
          { format: `${label} [{bar}] {percentage}% {value}/{total} bytes`, stream: process.stderr },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
    bar?.start(total || 1, 0);
    let received = 0;
    const progress = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        alive();
        received += chunk.length;
        if (received > maxBytes) return done(tooLarge(url, maxBytes, 'this file'));
        bar?.update(total ? received : 0);
        done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(response.body as never), progress, fs.createWriteStream(file));
    } finally {
      bar?.stop();
    }
  });
}

/** Downloads a URL to a temporary file (with a progress bar; at most `maxBytes`), hands the file to `use`, then removes it. */
export async function withDownloadedFile<T>(url: string, label: string, use: (file: string) => T | Promise<T>, timeouts = DOWNLOAD_TIMEOUTS, maxBytes = Infinity): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${DOWNLOAD_FOLDER_PREFIX}${process.pid}-`));
  try {
    const file = path.join(dir, 'download');
    await downloadToFile(url, file, label, timeouts, maxBytes);
    return await use(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Downloads a URL as text (small pages such as the Wizards rules page), at most `maxBytes`. */
export async function fetchText(url: string, timeouts = DOWNLOAD_TIMEOUTS, maxBytes = MAX_PAGE_BYTES): Promise<string> {
  return get(url, timeouts, async (response, alive) => {
    const chunks: Buffer[] = [];
    let received = 0;
    for await (const chunk of Readable.fromWeb(response.body as never)) {
      alive();
      received += (chunk as Buffer).length;
      if (received > maxBytes) throw tooLarge(url, maxBytes, 'a page');
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  });
}

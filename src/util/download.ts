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
}

/** A stalled server ends a download with a clear error instead of hanging (Node's own limit is 5 minutes). */
export const DOWNLOAD_TIMEOUTS: DownloadTimeouts = { connectMs: 15_000, idleMs: 30_000 };

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
  try {
    const response = await fetch(url, { redirect: 'follow', headers: REQUEST_HEADERS, signal: controller.signal });
    reason = `the download stalled: no data for ${seconds(timeouts.idleMs)} (idle timeout)`;
    alive();
    if (!response.ok || !response.body) throw new Error(`GET ${url} answered ${response.status} ${response.statusText}`);
    return await consume(response, alive);
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`GET ${url}: ${reason}`);
    // fetch's own error only says "fetch failed": the reason (ECONNREFUSED, ENOTFOUND…) is its cause.
    const cause = (error as { cause?: Error }).cause;
    if ((error as Error).message === 'fetch failed' && cause) throw new Error(`GET ${url} failed: ${cause.message}`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
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
        if (received > maxBytes) return done(new Error(`GET ${url}: the download is over ${(maxBytes / (1 << 20)).toLocaleString('en-US', { maximumSignificantDigits: 3 })} MB, more than this file may have; refusing`));
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

/** Downloads a URL as text (small pages such as the Wizards rules page). */
export async function fetchText(url: string, timeouts = DOWNLOAD_TIMEOUTS): Promise<string> {
  return get(url, timeouts, async (response, alive) => {
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.fromWeb(response.body as never)) {
      alive();
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  });
}

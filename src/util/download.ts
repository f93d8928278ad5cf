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

/**
 * Streams a URL to a file, showing a progress bar on stderr when it is a terminal.
 * Throws a clear error on a bad status. The caller owns (and removes) the file.
 */
async function downloadToFile(url: string, file: string, label = 'download'): Promise<void> {
  const response = await fetch(url, { redirect: 'follow', headers: REQUEST_HEADERS });
  if (!response.ok || !response.body) {
    throw new Error(`${label}: GET ${url} answered ${response.status} ${response.statusText}`);
  }
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
      received += chunk.length;
      bar?.update(total ? received : 0);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(response.body as never), progress, fs.createWriteStream(file));
  } finally {
    bar?.stop();
  }
}

/** Downloads a URL to a temporary file (with a progress bar), hands the file to `use`, then removes it. */
export async function withDownloadedFile<T>(url: string, label: string, use: (file: string) => T | Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-download-'));
  try {
    const file = path.join(dir, 'download');
    await downloadToFile(url, file, label);
    return await use(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Downloads a URL as text (small pages such as the Wizards rules page). */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'follow', headers: REQUEST_HEADERS });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status} ${response.statusText}`);
  return response.text();
}

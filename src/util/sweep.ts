/**
 * Removes what killed processes left behind: download and ingest folders (`heartwood-download-<pid>-…`,
 * `heartwood-ingest-<pid>-…` in the temporary folder) and the temporary files of atomic writes
 * (`<file>.tmp-<pid>-<time>` in the data folder), each only when the process that made it is gone, so that a running ingest's
 * files are never touched. Run at start-up and after a failed ingest.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHELF_FOLDER_PREFIX } from '../cards/shelf';
import { DOWNLOAD_FOLDER_PREFIX } from './download';

const TEMP_FOLDER_PREFIXES = [DOWNLOAD_FOLDER_PREFIX, SHELF_FOLDER_PREFIX];
/** writeFileAtomic's temporary files (./atomic.ts): `<file>.tmp-<pid>-<time in base 36>`. */
const ATOMIC_TEMP = /\.tmp-(\d+)-[0-9a-z]+$/;
/** Download folders from before they carried their process id are removed after this long. */
const UNOWNED_AFTER_MS = 60 * 60 * 1000;

/** Removes stale files and folders; returns their paths. Never throws: a sweep is housekeeping. */
export function sweepStaleFiles(dataDir: string, tempDir = os.tmpdir()): string[] {
  const removed: string[] = [];
  const remove = (file: string) => {
    try {
      fs.rmSync(file, { recursive: true, force: true });
      removed.push(file);
    } catch {
      // in use or not ours: left for the next sweep
    }
  };
  for (const name of list(tempDir)) {
    const prefix = TEMP_FOLDER_PREFIXES.find((known) => name.startsWith(known));
    if (!prefix) continue;
    const owner = /^(\d+)-/.exec(name.slice(prefix.length))?.[1];
    const file = path.join(tempDir, name);
    if (owner ? !isRunning(Number(owner)) : olderThan(file, UNOWNED_AFTER_MS)) remove(file);
  }
  for (const dir of [dataDir, ...list(dataDir).map((name) => path.join(dataDir, name)).filter(isFolder)]) {
    for (const name of list(dir)) {
      const owner = ATOMIC_TEMP.exec(name)?.[1];
      if (owner && !isRunning(Number(owner))) remove(path.join(dir, name));
    }
  }
  return removed;
}

function list(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

function isFolder(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}

function olderThan(file: string, ms: number): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs > ms;
  } catch {
    return false;
  }
}

/** Whether a process with this id exists (signal 0 only checks; EPERM means it exists but is not ours). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { slices } from './stamp';

/**
 * Writes a file so that readers see either the old content or the new, never a mix:
 * write a temporary file beside it, flush it to disk, then rename it over the target.
 * On any failure the temporary file is removed and the old file is untouched. Data given in
 * parts (a card store's lines) is written part by part, never joined in memory.
 */
export function writeFileAtomic(file: string, data: string | Buffer | Iterable<string | Buffer>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}-${Date.now().toString(36)}`;
  try {
    const fd = fs.openSync(temp, 'w');
    try {
      if (typeof data === 'string' || Buffer.isBuffer(data)) fs.writeFileSync(fd, data);
      else for (const part of data) writeAll(fd, part);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

function writeAll(fd: number, part: string | Buffer): void {
  if (typeof part === 'string') {
    for (const slice of slices(part)) fs.writeSync(fd, slice);
    return;
  }
  for (let written = 0; written < part.length; ) written += fs.writeSync(fd, part, written);
}

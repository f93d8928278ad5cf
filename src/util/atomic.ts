import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a file so that readers see either the old content or the new, never a mix:
 * write a temporary file beside it, flush it to disk, then rename it over the target.
 * On any failure the temporary file is removed and the old file is untouched.
 */
export function writeFileAtomic(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}-${Date.now().toString(36)}`;
  try {
    const fd = fs.openSync(temp, 'w');
    try {
      fs.writeFileSync(fd, data);
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

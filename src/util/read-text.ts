/**
 * Reads a data file's text a chunk at a time. A big file read into one Buffer makes the C
 * library's allocator raise its thresholds when that Buffer is freed (glibc's dynamic mmap
 * threshold), after which it keeps freed memory instead of returning it to the system: reading
 * the 5 MB index of a 35,000-card store in one piece left the idle bot 40 MB larger.
 */
import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/** Below glibc's initial mmap threshold (128 KiB), so reading never moves it. */
export const CHUNK_BYTES = 64 * 1024;

/** `length` bytes (fewer at the end of the file) from `position` of an open file, as UTF-8 text. */
export function readTextAt(fd: number, position: number, length: number): string {
  const buffer = Buffer.allocUnsafe(Math.min(length, CHUNK_BYTES));
  const decoder = new StringDecoder('utf8');
  const parts: string[] = [];
  for (let done = 0; done < length; ) {
    const read = fs.readSync(fd, buffer, 0, Math.min(buffer.length, length - done), position + done);
    if (read === 0) break;
    parts.push(decoder.write(buffer.subarray(0, read)));
    done += read;
  }
  parts.push(decoder.end());
  return parts.join('');
}

/** A whole file as UTF-8 text, read a chunk at a time. */
export function readTextFile(file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    return readTextAt(fd, 0, fs.fstatSync(fd).size);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The stamp on the first line of the data files Heartwood writes for itself (a rules version, the
 * card store): what the file is, and a checksum (SHA-1) of what follows. A file whose stamp
 * matches was written whole by this format of Heartwood, so it is read without validating every
 * record again; any other (an older Heartwood's, edited by hand, damaged) is validated in full.
 *
 *     {"stamp":"heartwood-corpus/1","checksum":"<40 hex digits>",
 *     …the rest of the file…
 */
import { createHash } from 'node:crypto';
import { CHUNK_BYTES } from './read-text';

const STAMP_LINE = /^\{"stamp":"([^"]+)","checksum":"([0-9a-f]{40})",$/;

/** Hashed a slice at a time: hashing a whole string copies it into one native buffer (see ./read-text). */
export function checksum(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) for (const slice of slices(part)) hash.update(slice);
  return hash.digest('hex');
}

/** A string in slices of at most CHUNK_BYTES of UTF-8, for native calls that would copy it whole (hashing, writing). */
export function* slices(text: string): Generator<string> {
  // A UTF-16 unit is at most 3 UTF-8 bytes, so each slice stays under one chunk; a slice never ends between the two halves of a surrogate pair.
  const step = Math.floor(CHUNK_BYTES / 3);
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + step, text.length);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end++;
    yield text.slice(start, end);
    start = end;
  }
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The stamp line for `rest` (which continues the JSON object the stamp line opens), then `rest`. */
export function stamped(kind: string, rest: string): string {
  return stampLine(kind, rest) + rest;
}

/** The stamp line (with its newline) for what follows it, given in parts (never joined). */
export function stampLine(kind: string, ...rest: string[]): string {
  return `{"stamp":"${kind}","checksum":"${checksum(...rest)}",\n`;
}

/** Whether `text` starts with a stamp of `kind` whose checksum matches what follows it (up to `end`, when given). */
export function stampHolds(text: string, kind: string, end = text.length): boolean {
  const newline = text.indexOf('\n');
  const match = STAMP_LINE.exec(text.slice(0, Math.max(0, newline)));
  return match !== null && match[1] === kind && match[2] === checksum(text.slice(newline + 1, end));
}

/** Drops the stamp's own fields from a parsed stamped object. */
export function withoutStamp<T extends object>(parsed: T & { stamp?: unknown; checksum?: unknown }): T {
  delete parsed.stamp;
  delete parsed.checksum;
  return parsed;
}

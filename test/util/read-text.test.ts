import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHUNK_BYTES, readTextAt, readTextFile } from '../../src/util/read-text';
import { checksum } from '../../src/util/stamp';

const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-read-text-'));

/** Text whose multi-byte characters straddle every chunk boundary: 'é' (2 bytes), '€' (3), '🜂' (4, a surrogate pair). */
function straddlingText(): string {
  const parts: string[] = [];
  let bytes = 0;
  for (const char of ['é', '€', '🜂', 'é', '€', '🜂']) {
    const filler = 'a'.repeat(CHUNK_BYTES - (bytes % CHUNK_BYTES) - 1);
    parts.push(filler, char);
    bytes += Buffer.byteLength(filler + char);
  }
  return parts.join('');
}

describe('reading data files a chunk at a time', () => {
  it('decodes characters split across chunks exactly as a whole read does', () => {
    const text = straddlingText();
    const file = path.join(folder(), 'text.json');
    fs.writeFileSync(file, text);
    expect(readTextFile(file)).toBe(fs.readFileSync(file, 'utf8'));
  });

  it('reads a range from an offset, and stops at the end of the file', () => {
    const file = path.join(folder(), 'range.txt');
    fs.writeFileSync(file, `head\n${'x'.repeat(3 * CHUNK_BYTES)}€tail`);
    const fd = fs.openSync(file, 'r');
    try {
      const whole = fs.readFileSync(file);
      expect(readTextAt(fd, 5, 2 * CHUNK_BYTES + 7)).toBe(whole.subarray(5, 5 + 2 * CHUNK_BYTES + 7).toString('utf8'));
      expect(readTextAt(fd, whole.length - 7, 1000)).toBe('€tail');
    } finally {
      fs.closeSync(fd);
    }
  });
});

describe('checksums hashed a slice at a time', () => {
  it('equal the hash of the whole text, surrogate pairs at slice ends included', () => {
    const step = Math.floor(CHUNK_BYTES / 3);
    // A pair starting on the last unit of the first slice, then more pairs and plain text.
    const text = `${'b'.repeat(step - 1)}🜂${'c'.repeat(step)}🜃🜄${straddlingText()}`;
    expect(checksum(text)).toBe(createHash('sha1').update(text).digest('hex'));
    expect(checksum('')).toBe(createHash('sha1').update('').digest('hex'));
  });
});

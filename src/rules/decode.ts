/**
 * Turns the bytes of a Comprehensive Rules file into lines of text, whatever Wizards saved it as:
 * UTF-8 with or without BOM, UTF-16 BE/LE with BOM, or Windows-1252 (curly quotes as 0x91–0x94);
 * lines end in CRLF, bare CR or LF, sometimes mixed in one file.
 */

export type RulesEncoding = 'utf-8' | 'utf-16be' | 'utf-16le' | 'windows-1252';

/** Sniffs the encoding: a BOM decides; without one, UTF-8 if the bytes are valid UTF-8, else Windows-1252. */
export function sniffEncoding(bytes: Uint8Array): { encoding: RulesEncoding; bomLength: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bomLength: 0 };
  } catch {
    return { encoding: 'windows-1252', bomLength: 0 };
  }
}

export function decodeRulesText(bytes: Uint8Array): { text: string; encoding: RulesEncoding } {
  const { encoding, bomLength } = sniffEncoding(bytes);
  const body = bytes.subarray(bomLength);
  const text = encoding === 'windows-1252' ? decodeWindows1252(body) : new TextDecoder(encoding, { ignoreBOM: true }).decode(body);
  return { text, encoding };
}

/** Windows-1252's characters at 0x80–0x9F (Node 20's TextDecoder reads them as Latin-1 control codes). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

/** Splits on CRLF, bare CR or LF (a CRLF is one break, not two). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

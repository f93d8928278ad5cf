import fc from 'fast-check';
import { decodeRulesText, sniffEncoding, splitLines } from '../../src/rules/decode';

const TEXT = 'Rule 601.2h “Partial payments” aren’t allowed — 601.2a–d.';

function utf16(text: string, endian: 'be' | 'le'): Buffer {
  const le = Buffer.from(text, 'utf16le');
  if (endian === 'le') return Buffer.concat([Buffer.from([0xff, 0xfe]), le]);
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) [be[i], be[i + 1]] = [le[i + 1]!, le[i]!];
  return Buffer.concat([Buffer.from([0xfe, 0xff]), be]);
}

describe('decoding a Comprehensive Rules file', () => {
  it('reads UTF-8 with a BOM and drops the BOM', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')]);
    expect(decodeRulesText(bytes)).toEqual({ text: TEXT, encoding: 'utf-8' });
  });

  it('reads UTF-16 big-endian with a BOM (the 2022-11-18 file)', () => {
    expect(decodeRulesText(utf16(TEXT, 'be'))).toEqual({ text: TEXT, encoding: 'utf-16be' });
  });

  it('reads UTF-16 little-endian with a BOM', () => {
    expect(decodeRulesText(utf16(TEXT, 'le'))).toEqual({ text: TEXT, encoding: 'utf-16le' });
  });

  it('reads UTF-8 without a BOM when the bytes are valid UTF-8', () => {
    expect(sniffEncoding(Buffer.from(TEXT, 'utf8'))).toEqual({ encoding: 'utf-8', bomLength: 0 });
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8 (curly quotes as 0x93/0x94, the 2022-10-07 file)', () => {
    const bytes = Buffer.from([0x93, ...Buffer.from('Hexproof', 'latin1'), 0x94, 0x20, 0x92, 0x97]);
    expect(decodeRulesText(bytes)).toEqual({ text: '“Hexproof” ’—', encoding: 'windows-1252' });
  });
});

describe('splitting lines', () => {
  it('treats CRLF as one break and bare CR and LF as breaks, mixed in one file', () => {
    expect(splitLines('a\r\nb\rc\nd\r\n\re')).toEqual(['a', 'b', 'c', 'd', '', 'e']);
  });

  it('gives back the lines whatever terminators join them (property)', () => {
    const line = fc.string({ maxLength: 20 }).filter((s) => !/[\r\n]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.tuple(line, fc.constantFrom('\r\n', '\r', '\n')), { minLength: 1, maxLength: 30 }), (pairs) => {
        // An empty line ended by CR, then one ended by LF, is a CRLF: a different file.
        fc.pre(!pairs.some(([, end], i) => end === '\r' && pairs[i + 1]?.[0] === '' && pairs[i + 1]?.[1].startsWith('\n')));
        const text = pairs.map(([l, end]) => l + end).join('');
        expect(splitLines(text)).toEqual([...pairs.map(([l]) => l), '']);
      }),
    );
  });
});

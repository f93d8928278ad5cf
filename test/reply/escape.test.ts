import fc from 'fast-check';
import { escapeUserText, unescapeMarkdown } from '../../src/reply/escape';

const BIDI = ['\u202e', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c', '\u202a', '\u202b', '\u202c'];
const MARKUP = ['*', '_', '~', '|', '`', '[', ']', '(', ')', '<', '>', '@', '#', '-', '+', '.', ':', '/', '\\', '!', '&'];
/** Text made mostly of what Discord formats, so that random strings hit every rule. */
const hostile = fc.string({ unit: fc.constantFrom(...MARKUP, ...BIDI, 'a', 'h', 't', 'p', 's', '1', '9', ' ', '\t', '\n', 'é', 'everyone', 'here', 'https://', '```', '||', '-#'), maxLength: 60 });
const anyText = fc.oneof(hostile, fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));
const withoutBidi = (text: string) => BIDI.reduce((out, control) => out.split(control).join(''), text);

/** Reads escaped markdown as Discord does (a backslash escapes the next character) and lists what would still format. */
function liveMarkup(escaped: string): string[] {
  const live: string[] = [];
  for (let i = 0; i < escaped.length; i++) {
    const char = escaped[i]!;
    if (char === '\\' && i + 1 < escaped.length && !/[0-9A-Za-z\s]/.test(escaped[i + 1]!)) i++;
    else if ('*_~|`[<@'.includes(char)) live.push(char);
    else if (char === ':' && escaped.startsWith('//', i + 1)) live.push('://');
  }
  for (const line of escaped.split('\n')) if (/^[ \t]*(#{1,3}|-#|>{1,3}|[-+*]|\d+\.)(\s|$)/.test(line)) live.push(`line ${JSON.stringify(line)}`);
  return live;
}

describe('escapeUserText: what a user typed, echoed inert', () => {
  it('shows exactly what was typed (Discord removes the escapes), without direction controls', () => {
    fc.assert(fc.property(anyText, (text) => unescapeMarkdown(escapeUserText(text)) === withoutBidi(text)), { numRuns: 3000 });
  });

  it('leaves nothing Discord would format: no emphasis, spoiler, code, masked or bare link, mention, heading, quote or list', () => {
    fc.assert(fc.property(anyText, (text) => expect(liveMarkup(escapeUserText(text))).toEqual([])), { numRuns: 3000 });
  });

  it('drops every direction control, in markdown and plain text alike', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const out of [escapeUserText(text), escapeUserText(text, 'plain')]) expect(BIDI.some((control) => out.includes(control))).toBe(false);
        expect(escapeUserText(text, 'plain')).toBe(withoutBidi(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('at most doubles the length', () => {
    fc.assert(fc.property(anyText, (text) => escapeUserText(text).length <= 2 * text.length), { numRuns: 2000 });
  });

  it.each([
    ['[Free Nitro](https://evil.example/phish) @everyone', '\\[Free Nitro\\](https\\://evil.example/phish) \\@everyone'],
    ['||spoiler|| **bold** `code` ~~gone~~ __under__', '\\|\\|spoiler\\|\\| \\*\\*bold\\*\\* \\`code\\` \\~\\~gone\\~\\~ \\_\\_under\\_\\_'],
    ['<@123456789012345678> <#1> <@&2> <t:0>', '\\<\\@123456789012345678> \\<#1> \\<\\@&2> \\<t:0>'],
    ['# big\n> quoted\n-# small\n1. listed', '\\# big\n\\> quoted\n\\-# small\n1\\. listed'],
    ['abc\u202Edcba', 'abcdcba'],
    ['hexproof 601.2h', 'hexproof 601.2h'],
    ['601.9', '601.9'],
  ])('%j → %j', (typed, escaped) => {
    expect(escapeUserText(typed)).toBe(escaped);
  });
});

/**
 * What a user typed, echoed in a reply, made inert: shown as typed, never as Discord formatting.
 * Every reply that repeats a query, a term, a name or a scenario passes it through escapeUserText.
 */

/** Right-to-left and other direction overrides (they could make an echo read backwards or hide text). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Markdown anywhere: emphasis, underline, strike, spoilers, code, masked links, mentions (`<@…>`, `@everyone`), and the escape itself. */
const INLINE_MARKUP = /[\\*_~|`[\]<@]/g;
/** Markdown at a line's start, before a space: headings and subtext (`# `, `-# `), quotes (`> `, `>>> `), list items (`- `, `+ `, `1. `). */
const LINE_MARKUP = /^([ \t]*)(#{1,3}|-#|>{1,3}|-|\+|\d+\.)(?=\s|$)/gm;
/** A link's scheme separator: `https\://` is not turned into a link. */
const LINK = /:\/\//g;

/**
 * `where`: 'markdown' for text Discord formats (descriptions, titles, field values), escaped with
 * backslashes, which Discord shows as the plain character; 'plain' for text it never formats
 * (footers, labels, code blocks), where only the direction controls are dropped.
 */
export function escapeUserText(text: string, where: 'markdown' | 'plain' = 'markdown'): string {
  const visible = text.replace(BIDI_CONTROLS, '');
  if (where === 'plain') return visible;
  return visible
    .replace(INLINE_MARKUP, '\\$&')
    .replace(LINE_MARKUP, (_match, indent: string, marker: string) => `${indent}${marker.replace(/[#>\-+.]/, '\\$&')}`)
    .replace(LINK, '\\://');
}

/** The text Discord shows for escaped markdown: each backslash-escaped character as itself (the console's view). */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([^0-9A-Za-z\s])/g, '$1');
}

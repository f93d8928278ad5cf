/**
 * Rule numbers as people type them: `601.2h`, `601.2` (the rule with its subrules), `601.2.` (the
 * rule alone), `601` (the section), `6` (a chapter), ranges `601.2a-d` / `601.2a–601.2d`.
 * Tolerant of spaces, case and missing or extra dots: `601 2 H`, `601..2h`, `rule 601.2h.`.
 */

export interface IdQuery {
  /** The first (or only) id. */
  id: string;
  /** The last id of a range (`601.2d`). */
  end?: string;
  /** `601.2.`: the rule without its subrules. */
  alone: boolean;
}

const SINGLE = /^(\d{3})(?:\.(\d+)([a-z])?)?$|^(\d)$/;

export function parseIdQuery(query: string): IdQuery | undefined {
  const text = query
    .trim()
    .toLowerCase()
    .replace(/^(?:cr|rules?)\b\s*/, '');
  const [first, last, ...more] = text.split(/\s*[–—-]\s*|\s+to\s+/);
  if (more.length || first === undefined) return undefined;
  const id = normalize(first);
  const alone = /\.\s*$/.test(first) && id.includes('.');
  if (!SINGLE.test(id)) return undefined;
  if (last === undefined) return { id, alone };
  // The end of a range: a letter (`601.2a-d`) or a whole id.
  const end = /^[a-z]$/.test(last.trim()) && /[a-z]$/.test(id) ? id.slice(0, -1) + last.trim() : normalize(last);
  return SINGLE.test(end) ? { id, end, alone: false } : undefined;
}

/** `601 2 H.` → `601.2h`: spaces and repeated dots become one dot, no dot before the letter or at the end. */
function normalize(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/(\d)\.([a-z])$/, '$1$2')
    .replace(/\.$/, '');
}

/**
 * Cross-references in rule and glossary text: `see rule 603.3`, `rule 117, “Timing and Priority”`,
 * lists (`rules 702.16a, 702.16b, and 702.16c`) and ranges (`rules 601.2a–d`, `601.2a–601.2h`).
 */
import { compareRuleIds } from './model';

/** A dotted id anywhere, or a bare section number right after "rule(s)" or inside a list of references. */
const REF = /\b(\d{3}(?:\.\d+[a-z]?)?)(?:\s?[–-]\s?(\d{3}\.\d+[a-z]?|[a-z]\b))?/g;
const LIST_GLUE = /^(?:,\s*|,?\s+(?:and|or)\s+)$/;

export interface RefContext {
  /** Ids in document order. */
  order: string[];
  /** Position of each id in `order`. */
  position: Map<string, number>;
}

export function refContext(ids: string[]): RefContext {
  return { order: ids, position: new Map(ids.map((id, i) => [id, i])) };
}

/** The existing rule ids a text refers to, ranges expanded, in order of first mention. */
export function extractRuleRefs(text: string, context: RefContext): string[] {
  const found: string[] = [];
  let lastEnd = -1;
  for (const match of text.matchAll(REF)) {
    const [whole, start, end] = match;
    const at = match.index!;
    const dotted = start!.includes('.');
    const before = text.slice(Math.max(0, at - 8), at);
    const inList = lastEnd >= 0 && LIST_GLUE.test(text.slice(lastEnd, at));
    if (!dotted && !/\brules?\s$/i.test(before) && !inList) continue;
    lastEnd = at + whole.length;
    for (const id of end ? expandRange(start!, end, context) : [start!]) {
      if (context.position.has(id) && !found.includes(id)) found.push(id);
    }
  }
  return found;
}

/**
 * `601.2a`–`d` or `601.2a`–`601.2d`: every existing id of the same kind between the two, inclusive.
 * In a partial corpus (a test's) the ends themselves may be missing: `601.2f–h` still finds 601.2g.
 */
export function expandRange(start: string, end: string, context: RefContext): string[] {
  const last = /^[a-z]$/.test(end) ? start.replace(/[a-z]$/, '') + end : end;
  const depth = (id: string) => (/[a-z]$/.test(id) ? 2 : id.includes('.') ? 1 : 0);
  const from = context.position.get(start);
  const to = context.position.get(last);
  if (from !== undefined && to !== undefined) return to < from ? [start] : context.order.slice(from, to + 1).filter((id) => depth(id) === depth(start));
  if (compareRuleIds(start, last) > 0) return [start];
  return context.order.filter((id) => depth(id) === depth(start) && compareRuleIds(id, start) >= 0 && compareRuleIds(id, last) <= 0);
}

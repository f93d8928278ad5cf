/**
 * Whether a word search's best hit answers the question or only comes closest ("is Lightning Bolt a
 * good card", "[Free Nitro](…) @everyone"). Measured on the relevance set and on questions the rules
 * can't answer (test/fixtures/rules/out-of-reach.json; test/search/strength.test.ts): a weak match
 * is a low score for the query's weight (a scale the same on a miniature CR as on the full one), a
 * word read only through a correction two letters away (`modern` → `modes`) or of a short word, or
 * half the words unknown to the rules.
 */
import type { WordSearch } from './index';

/** Below this share of the query's own weight, the best score is no answer (BM25 scaled by the share matched; src/search/index.ts). */
const WEAK_RELATIVE_SCORE = 0.5;

export function weakMatch(found: WordSearch): boolean {
  const [top] = found.hits;
  if (!top) return true;
  if ((top.relative ?? 1) < WEAK_RELATIVE_SCORE) return true;
  // A word of four letters "corrected" is most often another English word (`good` → `goad`, `help` → `held`).
  if (found.corrections.some(({ from, to }) => from.length <= 4 || editDistance(from, to) >= 2)) return true;
  return found.unread.length > 0 && found.unread.length * 2 >= found.searched;
}

/** Letters inserted, deleted, changed or swapped side by side to turn one word into the other (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

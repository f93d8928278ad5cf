/**
 * Candidates for fuzzy matching, picked by shared letter pairs: the strings that share the most
 * pairs with a word. fuse.js then ranks only these few, never a whole list.
 */
import { pushTo } from './collections';

export class LetterPairIndex {
  private readonly byPair = new Map<string, number[]>();
  private readonly shared: Int32Array;

  constructor(strings: string[]) {
    strings.forEach((text, i) => {
      for (const pair of new Set(letterPairs(text))) pushTo(this.byPair, pair, i);
    });
    this.shared = new Int32Array(strings.length);
  }

  /** The indexes of at most `limit` strings sharing the most pairs with `word` (ties: list order), among those `keep` accepts. */
  closest(word: string, limit: number, keep: (index: number) => boolean = () => true): number[] {
    const touched: number[] = [];
    for (const pair of new Set(letterPairs(word))) {
      for (const i of this.byPair.get(pair) ?? []) {
        if (this.shared[i] === 0) touched.push(i);
        this.shared[i]!++;
      }
    }
    const close = touched.filter(keep);
    close.sort((a, b) => this.shared[b]! - this.shared[a]! || a - b);
    for (const i of touched) this.shared[i] = 0;
    return close.slice(0, limit);
  }
}

/** `^hexproof$` in pairs: ^h he ex … of f$ (the ends count, so first and last letters weigh). */
export function letterPairs(word: string): string[] {
  const padded = `^${word}$`;
  const pairs: string[] = [];
  for (let i = 0; i < padded.length - 1; i++) pairs.push(padded.slice(i, i + 2));
  return pairs;
}

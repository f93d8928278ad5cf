/**
 * Typo correction against the rules' vocabulary. Letter pairs pick a few dozen candidates (words
 * sharing the most pairs with the typed word, within one letter of its length); fuse.js then
 * ranks those few. Among near-equal candidates the word more rules use wins (`flyng` → flying,
 * not the card name Fling). Answers are remembered, up to a bound.
 */
import Fuse from 'fuse.js';
import { pushTo } from './collections';

const CANDIDATES = 40;
const THRESHOLD = 0.34;
/** Candidates scoring within this of the best count as equally close. */
const NEAR = 0.1;
const REMEMBERED = 10_000;

export function buildTypoCorrector(vocabulary: string[], usage: (word: string) => number): (word: string) => string | undefined {
  const wordsByPair = new Map<string, number[]>();
  vocabulary.forEach((word, i) => {
    for (const pair of new Set(letterPairs(word))) pushTo(wordsByPair, pair, i);
  });
  const shared = new Int32Array(vocabulary.length);
  const remembered = new Map<string, string | undefined>();

  const candidates = (word: string): string[] => {
    const touched: number[] = [];
    for (const pair of new Set(letterPairs(word))) {
      for (const i of wordsByPair.get(pair) ?? []) {
        if (shared[i] === 0) touched.push(i);
        shared[i]!++;
      }
    }
    const close = touched.filter((i) => Math.abs(vocabulary[i]!.length - word.length) <= 1);
    close.sort((a, b) => shared[b]! - shared[a]! || a - b);
    for (const i of touched) shared[i] = 0;
    return close.slice(0, CANDIDATES).map((i) => vocabulary[i]!);
  };

  return (word) => {
    if (!remembered.has(word)) {
      if (remembered.size >= REMEMBERED) remembered.clear();
      const hits = new Fuse(candidates(word), { includeScore: true, threshold: THRESHOLD }).search(word, { limit: 5 });
      const best = hits[0]?.score ?? 1;
      const near = hits.filter((hit) => hit.score! <= best + NEAR).map((hit) => hit.item);
      remembered.set(word, near.sort((a, b) => usage(b) - usage(a))[0]);
    }
    return remembered.get(word);
  };
}

/** `^hexproof$` in pairs: ^h he ex … of f$ (the ends count, so first and last letters weigh). */
function letterPairs(word: string): string[] {
  const padded = `^${word}$`;
  const pairs: string[] = [];
  for (let i = 0; i < padded.length - 1; i++) pairs.push(padded.slice(i, i + 2));
  return pairs;
}

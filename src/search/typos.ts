/**
 * Typo correction against the rules' vocabulary. Letter pairs pick a few dozen candidates (words
 * sharing the most pairs with the typed word, within one letter of its length); fuse.js then
 * ranks those few. Among near-equal candidates the word more rules use wins (`flyng` → flying,
 * not the card name Fling). Answers are remembered, up to a bound.
 */
import Fuse from 'fuse.js';
import { LetterPairIndex } from './pairs';

const CANDIDATES = 40;
const THRESHOLD = 0.34;
/** Candidates scoring within this of the best count as equally close. */
const NEAR = 0.1;
const REMEMBERED = 10_000;

export function buildTypoCorrector(vocabulary: string[], usage: (word: string) => number): (word: string) => string | undefined {
  const pairs = new LetterPairIndex(vocabulary);
  const remembered = new Map<string, string | undefined>();

  const candidates = (word: string): string[] =>
    pairs.closest(word, CANDIDATES, (i) => Math.abs(vocabulary[i]!.length - word.length) <= 1).map((i) => vocabulary[i]!);

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

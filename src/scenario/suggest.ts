/** "Did you mean …?" for short words: the closest candidate by edit distance, if close enough. */

export function suggest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * True when `typed` is a slip of `keyword` rather than another word: not the keyword itself, and
 * within one edit in four letters ('targetting', 'hnad'), so that "Choking" is no slip of "choosing".
 */
export function isSlipOf(typed: string, keyword: string): boolean {
  const distance = editDistance(typed.toLowerCase(), keyword.toLowerCase());
  return distance > 0 && distance <= Math.max(1, Math.floor(keyword.length / 4));
}

/** Edit distance: insert, delete, substitute and swap two neighbours ('hnad'), each 1. */
function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j]!, before[j - 2]! + 1);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

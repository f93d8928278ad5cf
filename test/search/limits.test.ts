import Fuse from 'fuse.js';
import { defineReply, ruleReply } from '../../src/rules/present';
import { SEARCH_LIMITS } from '../../src/search/limits';
import { miniRules } from '../rules/helpers';

const rules = miniRules();

/** Distinct made-up words no rule uses, each long enough to be typo-corrected. */
function unknownWords(count: number, seed = 'q'): string {
  return Array.from({ length: count }, (_, i) => `${seed}${i.toString(36)}zzy`).join(' ');
}

/** What fuse.js was asked while `run` ran: each pattern, and how many items it searched. */
function fuseCalls(run: () => void): { pattern: string; items: number }[] {
  const spy = jest.spyOn(Fuse.prototype, 'search');
  try {
    run();
    return spy.mock.calls.map((call, i) => ({ pattern: String(call[0]), items: (spy.mock.contexts[i] as unknown as { _docs: unknown[] })._docs.length }));
  } finally {
    spy.mockRestore();
  }
}

describe('queries are cut before any search', () => {
  it('looks at the first 200 characters of a query only', () => {
    const padding = 'x '.repeat(SEARCH_LIMITS.queryChars / 2);
    expect(rules.index.words('hexproof').hits.length).toBeGreaterThan(0);
    expect(rules.index.words(padding + 'hexproof').hits).toEqual([]);
    expect(rules.search(padding + 'hexproof')).toEqual([]);
    expect(rules.index.glossaryEntry(padding + 'hexproof')).toBeUndefined();
  });

  it('typo correction sees at most 5 unknown words of a 6,000-character /rule query', () => {
    const query = unknownWords(700).slice(0, 6000);
    const calls = fuseCalls(() => ruleReply(rules, { query, examples: false }));
    // One fuse.js search a corrected word, and one for the glossary terms "no match" suggests.
    expect(calls.length).toBeLessThanOrEqual(SEARCH_LIMITS.correctedWords + 1);
  });

  it('the fuzzy glossary match of a 6,000-character /define compares 32 characters against a few dozen names', () => {
    const term = unknownWords(700, 'w').slice(0, 6000);
    const calls = fuseCalls(() => defineReply(rules, term));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.pattern.length).toBeLessThanOrEqual(SEARCH_LIMITS.fuzzyTermChars);
      expect(call.items).toBeLessThanOrEqual(60);
    }
  });

  it('still corrects the typos of an ordinary question', () => {
    expect(rules.index.words('hexprof trampel').corrections.map((c) => c.to)).toEqual(['hexproof', 'trample']);
    expect(rules.define('hexprof')).toMatchObject({ entry: { term: 'Hexproof' }, closestTo: 'Hexproof' });
  });
});

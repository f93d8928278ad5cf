/** A word search tells an answer from the closest rules (src/search/strength.ts), measured on the full CR. */
import fs from 'node:fs';
import path from 'node:path';
import { ruleReply, defineReply } from '../../src/rules/present';
import type { RelevanceQuery } from '../../src/search/relevance';
import { editDistance, weakMatch } from '../../src/search/strength';
import { renderReplyText } from '../../src/reply/text';
import { describeWithSharedData } from '../shared-data';
import { fullRules } from '../rules/helpers';

const fixtures = path.join(__dirname, '..', 'fixtures', 'rules');
const relevance = JSON.parse(fs.readFileSync(path.join(fixtures, 'relevance.json'), 'utf8')) as { queries: RelevanceQuery[] };
const outOfReach = JSON.parse(fs.readFileSync(path.join(fixtures, 'out-of-reach.json'), 'utf8')) as { tuned: string[]; heldOut: string[] };

test('edit distance counts insertions, deletions, changes and side-by-side swaps', () => {
  expect(editDistance('hexprof', 'hexproof')).toBe(1);
  expect(editDistance('modern', 'modes')).toBe(2);
  expect(editDistance('fylng', 'flyng')).toBe(1);
  expect(editDistance('good', 'good')).toBe(0);
});

describeWithSharedData('strong and weak matches on the full Comprehensive Rules', ['MagicCompRules.txt'], () => {
  const rules = fullRules();
  const weak = (query: string) => weakMatch(rules.index.words(query, 5));

  test('the questions of the relevance set are answered, at most one in twenty called weak', () => {
    const called = relevance.queries.filter(({ query }) => weak(query)).map(({ query }) => query);
    expect(called.length / relevance.queries.length).toBeLessThanOrEqual(0.05);
  });

  test.each([['tuned'], ['heldOut']] as const)('questions the rules cannot answer (%s) are called weak, nine in ten at least', (set) => {
    const queries = outOfReach[set];
    const strong = queries.filter((query) => !weak(query));
    expect(strong.length / queries.length).toBeLessThanOrEqual(0.1);
  });

  test('a typo fixed one letter away in a long word is still an answer (hexprof → hexproof)', () => {
    expect(weak('hexprof')).toBe(false);
    expect(weak('deathtuch')).toBe(false);
  });

  test('/rule with a weak match says no rule matches it well, lists the closest, and offers no Post publicly', () => {
    const reply = ruleReply(rules, { query: 'is lightning bolt a good card', examples: false });
    expect(renderReplyText(reply)).toContain('No rule matches “is lightning bolt a good card” well (searched for: “good” → “goad”); the closest are:');
    expect(reply.shareable).toBe(false);
  });

  test('/define of spam answers that the glossary has no such entry, never with "the rule that matches best"', () => {
    const text = renderReplyText(defineReply(rules, '[Free Nitro](https://discord.gift/x) @everyone'));
    expect(text).toContain('The glossary of the Comprehensive Rules has no entry');
    expect(text).not.toContain('the rule that matches best');
  });
});

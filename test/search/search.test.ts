import fs from 'node:fs';
import path from 'node:path';
import { applyAliases } from '../../src/search/aliases';
import { scoreRelevance, type RelevanceQuery } from '../../src/search/relevance';
import { stem, terms } from '../../src/search/text';
import { describeWithSharedData } from '../shared-data';
import { fullRules, miniRules } from '../rules/helpers';

const relevance = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'rules', 'relevance.json'), 'utf8')) as {
  guard: { top1: number; top3: number; mrr: number };
  queries: RelevanceQuery[];
};

describe('words', () => {
  it('stems plurals and verb forms so they meet (abilities/ability, tapped/tapping/taps)', () => {
    expect(stem('abilities')).toBe(stem('ability'));
    expect(new Set(['tapped', 'tapping', 'taps', 'tap'].map(stem)).size).toBe(1);
    expect(stem('exiled')).toBe(stem('exile'));
  });

  it('drops stop words and folds accents', () => {
    expect(terms('Do mana abilities use the Stack?')).toEqual(['mana', 'ability', 'use', 'stack']);
    expect(terms('Fähigkeit')).toEqual(['fahigkeit']);
  });

  it('maps German rules vocabulary and slang onto CR words', () => {
    expect(applyAliases('Spielstein im Friedhof').text).toBe('token im graveyard');
    expect(applyAliases('fluchsicher').text).toBe('hexproof');
    expect(applyAliases('Fähigkeit auf dem Stapel').text).toBe('ability auf dem stack');
    expect(applyAliases('Kampfschaden').text).toBe('combat damage');
    expect(applyAliases('etb trigger').text).toBe('enters the battlefield trigger');
  });
});

describe('exact lookups (miniature CR)', () => {
  const rules = miniRules();

  it('finds 601.2h, 601.2, 601, a chapter, and tolerates case, spaces and dots', () => {
    for (const [query, id] of [['601.2h', '601.2h'], ['601.2', '601.2'], ['601', '601'], ['6', '6'], ['601 2 H', '601.2h'], ['601.2H.', '601.2h']]) {
      expect(rules.index.exact(query!)?.ids).toEqual([id]);
    }
  });

  it('601.2. is the rule alone, 601.2 the rule with its subrules', () => {
    expect(rules.index.exact('601.2.')?.query.alone).toBe(true);
    expect(rules.index.exact('601.2')?.query.alone).toBe(false);
  });

  it('expands a range of subrules (601.2a-d)', () => {
    expect(rules.index.exact('601.2a-d')?.ids).toEqual(['601.2a', '601.2b', '601.2c', '601.2d']);
  });

  it('a number that does not exist is no exact match', () => {
    expect(rules.index.exact('601.9')).toBeUndefined();
  });

  it('search ranks an exact id first', () => {
    expect(rules.search('702.11', 1)).toEqual([{ id: '702.11', score: 1000 }]);
  });
});

describe('autocomplete (miniature CR)', () => {
  const rules = miniRules();

  it('completes a number prefix in rule order', () => {
    expect(rules.autocomplete('601.2').map((c) => c.value)).toEqual(['601.2', '601.2a', '601.2b', '601.2c', '601.2d', '601.2e', '601.2f', '601.2g', '601.2h', '601.2i']);
  });

  it('completes a keyword title from its first letters', () => {
    expect(rules.autocomplete('hexp')[0]).toEqual({ name: '702.11 Hexproof', value: '702.11' });
  });

  it('labels are the number and the start of the text, at most 100 characters', () => {
    const choices = rules.autocomplete('6');
    expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) {
      expect(choice.name.length).toBeLessThanOrEqual(100);
      expect(choice.name.startsWith(choice.value + ' ')).toBe(true);
    }
  });

  it('glossary terms complete for /define', () => {
    expect(rules.index.completeTerm('summ')).toEqual([{ name: 'Summoning Sickness Rule', value: 'Summoning Sickness Rule' }]);
    expect(rules.index.completeTerm('nonactive').map((c) => c.name)).toEqual(['Active Player, Nonactive Player Order']);
  });
});

describe('glossary lookups (miniature CR)', () => {
  const rules = miniRules();

  it('finds an entry by any alias, case aside', () => {
    expect(rules.define('nonactive player order').entry?.term).toBe('Active Player, Nonactive Player Order');
    expect(rules.define('HEXPROOF').entry?.term).toBe('Hexproof');
  });

  it('answers a near miss with the closest entry, saying so', () => {
    expect(rules.define('hexprof')).toMatchObject({ entry: { term: 'Hexproof' }, closestTo: 'Hexproof' });
  });

  it('suggests nothing it cannot back up for gibberish', () => {
    expect(rules.define('qqqqqq')).toEqual({ suggestions: [] });
  });
});

describeWithSharedData('searching the full Comprehensive Rules (January 16, 2026)', ['MagicCompRules.txt'], () => {
  const rules = fullRules();
  const top = (query: string) => rules.search(query, 3).map((hit) => hit.id);

  it('"do mana abilities use the stack" → 605.3b (activated mana abilities don’t use the stack)', () => {
    expect(top('do mana abilities use the stack')[0]).toBe('605.3b');
  });

  it('"hexprof" (a typo) → 702.11 Hexproof', () => {
    expect(top('hexprof')[0]).toBe('702.11');
    expect(rules.index.words('hexprof').corrections).toEqual([{ from: 'hexprof', to: 'hexproof' }]);
  });

  it('"summoning sickness" → 302.6 (through the glossary’s "Summoning Sickness Rule")', () => {
    expect(top('summoning sickness')[0]).toBe('302.6');
  });

  it('"what happens to a token in the graveyard" → 111.7 or 704.5d', () => {
    expect(['111.7', '704.5d']).toContain(top('what happens to a token in the graveyard')[0]);
  });

  it('German: "Spielstein im Friedhof" → 111.7 or 704.5d, "fluchsicher" → 702.11', () => {
    expect(['111.7', '704.5d']).toContain(top('Spielstein im Friedhof')[0]);
    expect(top('fluchsicher')[0]).toBe('702.11');
  });

  it('autocomplete gives at most 25 choices with labels of at most 100 characters', () => {
    for (const prefix of ['', '1', '601', '7', 'mana', 'tok', 'do mana abilities use the st', 'x']) {
      const choices = rules.autocomplete(prefix);
      expect(choices.length).toBeLessThanOrEqual(25);
      for (const choice of choices) {
        expect(choice.name.length).toBeLessThanOrEqual(100);
        expect(choice.value.length).toBeLessThanOrEqual(100);
      }
    }
    expect(rules.autocomplete('1')).toHaveLength(25);
  });

  it(`keeps the relevance set (${relevance.queries.length} queries) at or above top-1 ${relevance.guard.top1}, top-3 ${relevance.guard.top3}, MRR ${relevance.guard.mrr}`, () => {
    expect(relevance.queries.length).toBeGreaterThanOrEqual(40);
    const score = scoreRelevance(relevance.queries, rules.search);
    expect(score.top1).toBeGreaterThanOrEqual(relevance.guard.top1);
    expect(score.top3).toBeGreaterThanOrEqual(relevance.guard.top3);
    expect(score.mrr).toBeGreaterThanOrEqual(relevance.guard.mrr);
  });
});

/**
 * The five real Comprehensive Rules files in ../shared/data (2021 to 2026), each with its own
 * encoding and line endings. Expected counts are those of ../shared/data/SOURCES.md: "numbered
 * rules" counts every `NNN.N.` and `NNN.Na` line (rules and subrules, not the 3-digit headings).
 */
import fs from 'node:fs';
import { decodeRulesText } from '../../src/rules/decode';
import type { CorpusData } from '../../src/rules/model';
import { parseRulesFile } from '../../src/rules/parse';
import { completenessProblems } from '../../src/rules/store';
import { describeWithSharedData, sharedDataPath } from '../shared-data';

const FILES = [
  { file: 'MagicCompRules.txt', date: 'January 16, 2026', encoding: 'utf-8', sections: 146, rules: 3114, examples: 276, glossary: 725 },
  { file: 'MagicCompRules-OLD-2025-11-14.txt', date: 'November 14, 2025', encoding: 'utf-8', sections: 146, rules: 3109, examples: 276, glossary: 725 },
  { file: 'MagicCompRules-OLD-2022-11-18.txt', date: 'November 18, 2022', encoding: 'utf-16be', sections: 141, rules: 2791, examples: 271, glossary: 647 },
  { file: 'MagicCompRules-OLD-2022-10-07.txt', date: 'October 7, 2022', encoding: 'windows-1252', sections: 140, rules: 2760, examples: 270, glossary: 642 },
  // 612 glossary blocks, one of which holds two entries ("Adventurer Card" and "Affinity").
  { file: 'MagicCompRules-OLD-2021-11-15.txt', date: 'November 19, 2021', encoding: 'utf-8', sections: 137, rules: 2617, examples: 265, glossary: 613 },
];

describeWithSharedData('the five real Comprehensive Rules files', FILES.map((f) => f.file), () => {
  const parsed = new Map<string, CorpusData>();
  const corpus = (file: string) => {
    if (!parsed.has(file)) parsed.set(file, parseRulesFile(fs.readFileSync(sharedDataPath(file)), file));
    return parsed.get(file)!;
  };
  const find = (file: string, id: string) => corpus(file).rules.find((r) => r.id === id);

  describe.each(FILES)('$file', (expected) => {
    it(`is decoded as ${expected.encoding}, with no replacement characters or stray control codes`, () => {
      const { text, encoding } = decodeRulesText(fs.readFileSync(sharedDataPath(expected.file)));
      expect(encoding).toBe(expected.encoding);
      expect(text).not.toMatch(/[\uFFFD\u0080-\u009F]/);
    });

    it(`is effective ${expected.date}`, () => {
      expect(corpus(expected.file).effectiveDate).toBe(expected.date);
    });

    it(`has 9 chapters, ${expected.sections} sections, ${expected.rules} numbered rules, ${expected.examples} examples and ${expected.glossary} glossary entries`, () => {
      const data = corpus(expected.file);
      const count = (...kinds: string[]) => data.rules.filter((r) => kinds.includes(r.kind)).length;
      expect(count('chapter')).toBe(9);
      expect(count('section')).toBe(expected.sections);
      expect(count('rule', 'subrule')).toBe(expected.rules);
      expect(data.rules.reduce((sum, r) => sum + r.examples.length, 0)).toBe(expected.examples);
      expect(data.glossary).toHaveLength(expected.glossary);
      expect(completenessProblems(data)).toEqual([]);
    });

    it('reads curly quotes and the glossary up to the credits', () => {
      expect(find(expected.file, '702.11b')?.text).toBe('“Hexproof” on a permanent means “This permanent can’t be the target of spells or abilities your opponents control.”');
      const glossary = corpus(expected.file).glossary;
      expect(glossary[0]!.term).toBe('Abandon');
      expect(glossary[glossary.length - 1]!.term).toBe('Zone-Change Triggers');
    });
  });

  it('605.3b: mana abilities don’t use the stack (2026)', () => {
    expect(find('MagicCompRules.txt', '605.3b')?.text).toBe(
      'An activated mana ability doesn’t go on the stack, so it can’t be targeted, countered, or otherwise responded to. Rather, it resolves immediately after it is activated. (See rule 405.6c.)',
    );
    expect(find('MagicCompRules.txt', '605.3b')?.cites).toEqual(['405.6c']);
  });

  it('606.5 (no dot after the number) and 119.1d. (a stray dot) read cleanly', () => {
    expect(find('MagicCompRules.txt', '606.5')?.text).toMatch(/^If the total cost to activate a loyalty ability contains multiple costs/);
    expect(find('MagicCompRules.txt', '606.5')?.examples).toHaveLength(1);
    expect(find('MagicCompRules.txt', '119.1d')?.text).toMatch(/^In a two-player Brawl game, each player’s starting life total is 25\./);
  });

  it('901.4.All (no space) and 702.124h. (a stray dot) in the 2022-10-07 file', () => {
    expect(find('MagicCompRules-OLD-2022-10-07.txt', '901.4')?.text).toMatch(/^All plane and phenomenon cards remain in the command zone/);
    expect(find('MagicCompRules-OLD-2022-10-07.txt', '702.124h')?.text).toMatch(/^“Choose a Background” is a variant of the partner ability/);
  });

  it('the continuation paragraphs after 205.4c and 509.1b belong to those rules', () => {
    expect(find('MagicCompRules.txt', '205.4c')?.text).toMatch(/basic land type\.\nCards printed in sets prior to the Eighth Edition core set/);
    expect(find('MagicCompRules.txt', '509.1b')?.text).toMatch(/\nA restriction may be created by an evasion ability/);
  });

  it('"Adventurer Card" and "Affinity" are two glossary entries in the 2021-11-15 file', () => {
    const glossary = corpus('MagicCompRules-OLD-2021-11-15.txt').glossary;
    const at = glossary.findIndex((g) => g.term === 'Adventurer Card');
    expect(glossary[at]!.rules).toEqual(['716']);
    expect(glossary[at + 1]).toMatchObject({ term: 'Affinity', rules: ['702.41'] });
  });

  it('"Play" has five numbered senses and points to 116, 305 and 601', () => {
    const play = corpus('MagicCompRules.txt').glossary.find((g) => g.term === 'Play')!;
    expect(play.senses).toHaveLength(5);
    expect(play.rules).toEqual(['116', '305', '601']);
  });

  it('601.2 cites the ranges 601.2a–d and 601.2f–h, expanded, and 733', () => {
    expect(find('MagicCompRules.txt', '601.2')?.cites).toEqual(['601.2a', '601.2b', '601.2c', '601.2d', '601.2f', '601.2g', '601.2h', '601.3', '732']);
  });
});

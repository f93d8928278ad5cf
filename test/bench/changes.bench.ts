/**
 * What changed between two CR versions (src/rules/changes.ts), on the real files: 2025-11-14 →
 * 2026-01-16 (bundled) and 2021-11-15 → 2026-01-16 (../shared/data), against what a user would
 * run instead, a line diff of the two text files with jsdiff (diffLines), measured in the same run.
 */
import fs from 'node:fs';
import { diffLines } from 'diff';
import { compareCorpora } from '../../src/rules/changes';
import { changesPages } from '../../src/rules/changes-reply';
import { decodeRulesText } from '../../src/rules/decode';
import { CORPUS_FORMAT, type CorpusData, type RuleRecord } from '../../src/rules/model';
import { parseRulesFile } from '../../src/rules/parse';
import { corpusPath, readCorpus, versionsDir } from '../../src/rules/store';
import { resolveDataDir } from '../../src/util/paths';
import { sharedDataPath } from '../shared-data';
import { measure, report, requireFile } from './measure';

export default async function changesBench(): Promise<void> {
  const dataDir = resolveDataDir();
  const [older, current] = [readCorpus(`${versionsDir(dataDir)}/2025-11-14.json`), readCorpus(corpusPath(dataDir))];
  const compared = await measure([0], () => changesPages(compareCorpora(older, current), undefined), 20);
  const files = ['MagicCompRules-OLD-2025-11-14.txt', 'MagicCompRules-OLD-2021-11-15.txt', 'MagicCompRules.txt'].map((file) => sharedDataPath(file));
  for (const file of files) requireFile(file, 'the official Comprehensive Rules files of ../shared/data (the baselines and 2021 → 2026)');
  const text = (file: string) => decodeRulesText(fs.readFileSync(file)).text;
  const [text2025, text2021, text2026] = files.map(text);
  const lineDiff = await measure([0], () => diffLines(text2025!, text2026!), 5);
  report('2025-11-14 → 2026-01-16, compared and paged', compared, { p95: 1000 }, lineDiff);
  const oldest = parseRulesFile(fs.readFileSync(files[1]!), 'MagicCompRules-OLD-2021-11-15.txt');
  const acrossYears = await measure([0], () => changesPages(compareCorpora(oldest, current), undefined), 10);
  const acrossYearsLines = await measure([0], () => diffLines(text2021!, text2026!), 3);
  report('2021-11-15 → 2026-01-16, compared and paged', acrossYears, { p95: 2000 }, acrossYearsLines);
  // A hostile or broken file: 40,000 rules under one section, every one changed and renumbered
  // (comparing each with every sibling took 19 s; src/rules/changes.ts NEARBY).
  const [wide, widened] = rulesUnderOneSection(40_000);
  report('40,000 rules under one section, all changed', await measure([0], () => compareCorpora(wide, widened), 1), { p95: 10_000 });
}

/** Two versions of section 702 with `count` rules of words of their own; the second inserts a rule first and adds a word to each. */
function rulesUnderOneSection(count: number): [CorpusData, CorpusData] {
  const record = (id: string, text: string): RuleRecord => ({ id, kind: 'rule', text, examples: [], cites: [] });
  const version = (effectiveDate: string, rules: RuleRecord[]): CorpusData => ({
    format: CORPUS_FORMAT,
    effectiveDate,
    source: 'bench',
    rules: [{ id: '702', kind: 'section', title: 'Keyword Abilities', text: '', examples: [], cites: [] }, ...rules],
    glossary: [],
  });
  const words = (n: number) => `w${n}a w${n}b w${n}c w${n}d w${n}e`;
  return [
    version('June 1, 2030', Array.from({ length: count }, (_, n) => record(`702.${n + 1}`, words(n)))),
    version('July 1, 2030', [record('702.1', 'An inserted rule.'), ...Array.from({ length: count }, (_, n) => record(`702.${n + 2}`, `${words(n)} now`))]),
  ];
}

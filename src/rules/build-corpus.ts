/**
 * `npm run build:corpus -- <CR .txt> [<older CR .txt> …]` makes the bundled rules from official
 * Comprehensive Rules files: the newest becomes rules-data/corpus.json (what `npm start` answers
 * from), each older one rules-data/rules/<date>.json (for /changes and "changed in the … update"),
 * each with what changed since the one before it; and stamps the hand-written unofficial rules
 * (rules-data/unofficial-rules.json) once they are checked.
 * Without arguments it reads the January 16, 2026 and November 14, 2025 files of ../shared/data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveDataDir, PROJECT_ROOT } from '../util/paths';
import { changeMarks } from './changes';
import { readRulesFile } from './ingest';
import { corpusPath, versionsDir, writeCorpusFile } from './store';
import { stampUnofficialRules, unofficialRulesPath } from './unofficial';
import { isoDate, versionFileName } from './versions';

const DEFAULT_FILES = ['MagicCompRules.txt', 'MagicCompRules-OLD-2025-11-14.txt'].map((file) => path.resolve(PROJECT_ROOT, '..', 'shared', 'data', file));

export function buildCorpus(files: string[], dataDir = resolveDataDir()): string[] {
  stampUnofficialRules(unofficialRulesPath(dataDir));
  const parsed = files.map((file) => readRulesFile(file, fs.readFileSync(file)));
  parsed.sort((a, b) => (isoDate(b.effectiveDate)! < isoDate(a.effectiveDate)! ? -1 : 1));
  return parsed.map((data, i) => {
    const previous = parsed[i + 1];
    if (previous) data.changes = changeMarks(previous, data, isoDate(previous.effectiveDate)!);
    const file = i === 0 ? corpusPath(dataDir) : path.join(versionsDir(dataDir), versionFileName(data));
    writeCorpusFile(file, data);
    const rules = data.rules.filter((rule) => rule.kind === 'rule' || rule.kind === 'subrule').length;
    return `Comprehensive Rules of ${data.effectiveDate}: ${rules} rules, ${data.glossary.length} glossary entries → ${path.relative(PROJECT_ROOT, file)}`;
  });
}

if (require.main === module) {
  try {
    const args = process.argv.slice(2);
    for (const line of buildCorpus(args.length ? args : DEFAULT_FILES)) console.log(line);
  } catch (error) {
    process.stderr.write(`build:corpus: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}

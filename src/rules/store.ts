/**
 * Corpus files: the bundled rules-data/corpus.json and every kept version (`rules/<date>.json` in
 * rules-data/ and in the user data folder). Reading, checking that a parsed corpus is complete,
 * and writing atomically so that a failed or partial ingest leaves the old one untouched.
 *
 * A corpus file Heartwood wrote carries a stamp and checksum (../util/stamp) and is read as it is;
 * any other file is validated in full (./corpus-schema), with an error naming the first bad field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../util/atomic';
import { readTextFile } from '../util/read-text';
import { stamped, stampHolds, withoutStamp } from '../util/stamp';
import type { CorpusData } from './model';

/** What the stamp of a corpus file says it is. */
const CORPUS_STAMP = 'heartwood-corpus/1';

const CORPUS_FILE = 'corpus.json';
const VERSIONS_DIR = 'rules';

export function corpusPath(dataDir: string): string {
  return path.join(dataDir, CORPUS_FILE);
}

/** Where the kept versions of the Comprehensive Rules are, one `<YYYY-MM-DD>.json` each. */
export function versionsDir(dir: string): string {
  return path.join(dir, VERSIONS_DIR);
}

export class CorpusError extends Error {}

/** Reads a corpus file: as it is when its stamp holds, else validated; the error names the file and the first bad field. */
export function readCorpus(file: string): CorpusData {
  let text: string;
  let raw: unknown;
  try {
    text = readTextFile(file);
    raw = JSON.parse(text);
  } catch (error) {
    throw new CorpusError(`cannot read the rules corpus ${file}: ${(error as Error).message}. Run \`heartwood ingest --cr latest\` to build one.`);
  }
  if (stampHolds(text, CORPUS_STAMP)) return withoutStamp(raw as CorpusData);
  // Loaded only here: most reads never need zod.
  const { validateCorpus } = require('./corpus-schema') as typeof import('./corpus-schema');
  return validateCorpus(raw, file);
}

/** The effective date a corpus file states (`January 16, 2026`), read from its head alone when Heartwood wrote it. */
export function corpusEffectiveDate(file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(1024);
    const text = head.subarray(0, fs.readSync(fd, head, 0, head.length, 0)).toString('utf8');
    const stated = text.startsWith(`{"stamp":"${CORPUS_STAMP}"`) ? /\n\{?"effectiveDate":("(?:[^"\\]|\\.)*")/.exec(text)?.[1] : undefined;
    if (stated) return JSON.parse(stated) as string;
  } finally {
    fs.closeSync(fd);
  }
  return readCorpus(file).effectiveDate;
}

/**
 * What makes a parsed Comprehensive Rules file complete enough to replace the corpus:
 * all nine chapters, each with rules (section 600 has none of its own), a glossary. Returns the problems found.
 */
export function completenessProblems(data: CorpusData): string[] {
  const problems: string[] = [];
  const chapters = new Set(data.rules.filter((r) => r.kind === 'chapter').map((r) => r.id));
  const missing = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].filter((c) => !chapters.has(c));
  if (missing.length) problems.push(`chapters missing: ${missing.join(', ')}`);
  const chaptersWithRules = new Set(data.rules.filter((r) => r.kind === 'rule').map((r) => r.id[0]));
  const empty = [...chapters].filter((c) => !chaptersWithRules.has(c));
  if (empty.length) problems.push(`chapters with no rules: ${empty.join(', ')}`);
  if (data.glossary.length === 0) problems.push('the glossary is empty');
  return problems;
}

/** Writes a corpus file atomically (readers see the old file or the new one, never a mix). */
export function writeCorpusFile(file: string, data: CorpusData): string {
  writeFileAtomic(file, serializeCorpus(data));
  return file;
}

/** Stamped; one rule and one glossary entry a line: compact, yet a diff between two versions reads well. */
function serializeCorpus(data: CorpusData): string {
  const list = (items: unknown[]) => items.map((item) => JSON.stringify(item)).join(',\n');
  const head = JSON.stringify({ effectiveDate: data.effectiveDate, format: data.format, source: data.source }).slice(1, -1);
  const changes = data.changes ? `"changes":${JSON.stringify(data.changes)},\n` : '';
  return stamped(CORPUS_STAMP, `${head},\n${changes}"rules":[\n${list(data.rules)}\n],\n"glossary":[\n${list(data.glossary)}\n]}\n`);
}

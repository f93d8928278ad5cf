/**
 * Corpus files: the bundled rules-data/corpus.json and every kept version (`rules/<date>.json` in
 * rules-data/ and in the user data folder). Reading (validated), checking that a parsed corpus is
 * complete, and writing atomically so that a failed or partial ingest leaves the old one untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../util/atomic';
import { CORPUS_FORMAT, type CorpusData } from './model';

const CORPUS_FILE = 'corpus.json';
const VERSIONS_DIR = 'rules';

export function corpusPath(dataDir: string): string {
  return path.join(dataDir, CORPUS_FILE);
}

/** Where the kept versions of the Comprehensive Rules are, one `<YYYY-MM-DD>.json` each. */
export function versionsDir(dir: string): string {
  return path.join(dir, VERSIONS_DIR);
}

export const ruleSchema = z.object({
  id: z.string().regex(/^\d(\d\d(\.\d+[a-z]?)?)?$/),
  kind: z.enum(['chapter', 'section', 'rule', 'subrule']),
  title: z.string().optional(),
  text: z.string(),
  examples: z.array(z.string()),
  cites: z.array(z.string()),
  unofficial: z.literal(true).optional(),
});

const corpusSchema = z.object({
  format: z.literal(CORPUS_FORMAT),
  effectiveDate: z.string().min(1),
  source: z.string(),
  rules: z.array(ruleSchema).min(1),
  glossary: z.array(
    z.object({
      term: z.string().min(1),
      aliases: z.array(z.string()),
      senses: z.array(z.string()).min(1),
      notes: z.array(z.string()),
      rules: z.array(z.string()),
    }),
  ),
});

export class CorpusError extends Error {}

/** Reads and validates a corpus file; the error names the file and the first bad field. */
export function readCorpus(file: string): CorpusData {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CorpusError(`cannot read the rules corpus ${file}: ${(error as Error).message}. Run \`heartwood ingest --cr latest\` to build one.`);
  }
  const parsed = corpusSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CorpusError(`the rules corpus ${file} is invalid at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data as CorpusData;
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

/** One rule and one glossary entry a line: compact, yet a diff between two versions reads well. */
function serializeCorpus(data: CorpusData): string {
  const list = (items: unknown[]) => items.map((item) => JSON.stringify(item)).join(',\n');
  const head = JSON.stringify({ format: data.format, effectiveDate: data.effectiveDate, source: data.source }).slice(0, -1);
  return `${head},\n"rules":[\n${list(data.rules)}\n],\n"glossary":[\n${list(data.glossary)}\n]}\n`;
}

/**
 * rules-data/corpus.json: reading (validated), checking that a parsed corpus is complete, and
 * replacing it atomically so that a failed or partial ingest leaves the old corpus untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../util/atomic';
import { CORPUS_FORMAT, type CorpusData } from './model';

const CORPUS_FILE = 'corpus.json';

export function corpusPath(dataDir: string): string {
  return path.join(dataDir, CORPUS_FILE);
}

const ruleSchema = z.object({
  id: z.string().regex(/^\d(\d\d(\.\d+[a-z]?)?)?$/),
  kind: z.enum(['chapter', 'section', 'rule', 'subrule']),
  title: z.string().optional(),
  text: z.string(),
  examples: z.array(z.string()),
  cites: z.array(z.string()),
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

/** Writes the corpus atomically (readers see the old file or the new one, never a mix). */
export function writeCorpus(dataDir: string, data: CorpusData): string {
  const file = corpusPath(dataDir);
  writeFileAtomic(file, JSON.stringify(data, null, 1) + '\n');
  return file;
}

/**
 * The shape of a corpus file, checked with zod when a file is not one Heartwood wrote and stamped
 * (an older Heartwood's, edited by hand, damaged), and of the unofficial rules once they were
 * edited. Loaded only then (./store, ./unofficial).
 */
import { z } from 'zod';
import { CORPUS_FORMAT, type CorpusData, type RuleRecord } from './model';
import { CorpusError } from './store';

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
  changes: z
    .object({
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      rules: z.array(z.object({ id: z.string(), kind: z.enum(['added', 'changed', 'renumbered']), from: z.string().optional() })),
    })
    .optional(),
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

/** The unofficial rules `raw` holds (rules-data/unofficial-rules.json), or a CorpusError naming the field. */
export function validateUnofficialRules(raw: unknown, file: string): RuleRecord[] {
  const parsed = z.object({ rules: z.array(ruleSchema) }).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CorpusError(`${file} is invalid at ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data.rules;
}

/** The corpus `raw` holds, or a CorpusError naming the file and the first bad field. */
export function validateCorpus(raw: unknown, file: string): CorpusData {
  const parsed = corpusSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CorpusError(`the rules corpus ${file} is invalid at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data as CorpusData;
}

/**
 * Rules Heartwood adds that are not part of the official Comprehensive Rules, kept apart in
 * rules-data/unofficial-rules.json and laid over whichever CR version is loaded (so that they
 * stay available after a newer CR is ingested). Each is flagged `unofficial`, and its title says
 * so wherever it is shown: an answer, a citation, an autocomplete choice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ruleSchema } from './corpus-schema';
import { compareRuleIds, type CorpusData, type RuleRecord } from './model';
import { extractRuleRefs, refContext } from './refs';
import { CorpusError } from './store';

const UNOFFICIAL_FILE = 'unofficial-rules.json';

/** How every unofficial rule's title ends. */
export const UNOFFICIAL_MARK = 'not part of the official Comprehensive Rules';

const fileSchema = z.object({ rules: z.array(ruleSchema) });

export function unofficialRulesPath(dataDir: string): string {
  return path.join(dataDir, UNOFFICIAL_FILE);
}

/** The unofficial rules of a data directory (none when it has no such file), flagged and marked. */
export function readUnofficialRules(file: string): RuleRecord[] {
  if (!fs.existsSync(file)) return [];
  const parsed = fileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CorpusError(`${file} is invalid at ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data.rules.map((rule) => ({ ...rule, title: `${rule.title ?? 'Heartwood rule'} — ${UNOFFICIAL_MARK}`, unofficial: true as const }));
}

/** The corpus with the unofficial rules whose number it does not use, each in its place in rule order. */
export function withUnofficialRules(data: CorpusData, extra: RuleRecord[]): CorpusData {
  const taken = new Set(data.rules.map((rule) => rule.id));
  const rules = [...data.rules];
  for (const rule of extra) {
    if (taken.has(rule.id)) continue;
    const at = rules.findIndex((other) => compareRuleIds(other.id, rule.id) > 0);
    rules.splice(at < 0 ? rules.length : at, 0, rule);
  }
  const context = refContext(rules.map((rule) => rule.id));
  return { ...data, rules: rules.map((rule) => (rule.unofficial ? { ...rule, cites: extractRuleRefs(rule.text, context).filter((id) => id !== rule.id) } : rule)) };
}

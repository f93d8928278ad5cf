/**
 * Rules Heartwood adds that are not part of the official Comprehensive Rules, kept apart in
 * rules-data/unofficial-rules.json and laid over whichever CR version is loaded (so that they
 * stay available after a newer CR is ingested). Each is flagged `unofficial`, and its title says
 * so wherever it is shown: an answer, a citation, an autocomplete choice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../util/atomic';
import { stamped, stampHolds } from '../util/stamp';
import { compareRuleIds, type CorpusData, type RuleRecord } from './model';
import { extractRuleRefs, refContext } from './refs';

const UNOFFICIAL_FILE = 'unofficial-rules.json';
/**
 * The file is written by hand, then stamped by `npm run build:corpus` (../util/stamp): read as it
 * is while the stamp holds, validated once it was edited since.
 */
const UNOFFICIAL_STAMP = 'heartwood-unofficial-rules/1';

/** How every unofficial rule's title ends. */
export const UNOFFICIAL_MARK = 'not part of the official Comprehensive Rules';

export function unofficialRulesPath(dataDir: string): string {
  return path.join(dataDir, UNOFFICIAL_FILE);
}

/** The unofficial rules of a data directory (none when it has no such file), flagged and marked. */
export function readUnofficialRules(file: string): RuleRecord[] {
  if (!fs.existsSync(file)) return [];
  return checkedUnofficialRules(file).map((rule) => ({ ...rule, title: `${rule.title ?? 'Heartwood rule'} — ${UNOFFICIAL_MARK}`, unofficial: true as const }));
}

/** The rules of the file as written: as they are while its stamp holds, else validated (the error names the field). */
function checkedUnofficialRules(file: string): RuleRecord[] {
  const text = fs.readFileSync(file, 'utf8');
  const raw = JSON.parse(text) as { rules: RuleRecord[] };
  if (stampHolds(text, UNOFFICIAL_STAMP)) return raw.rules;
  const { validateUnofficialRules } = require('./corpus-schema') as typeof import('./corpus-schema');
  return validateUnofficialRules(raw, file);
}

/** Validates the hand-written file and stamps it, as it is (`npm run build:corpus`). */
export function stampUnofficialRules(file: string): void {
  const rules = checkedUnofficialRules(file);
  writeFileAtomic(file, stamped(UNOFFICIAL_STAMP, JSON.stringify({ rules }, null, 1).slice(2) + '\n'));
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

/**
 * The text of a cited rule, from the rules service (rules-data/corpus.json, built by
 * `heartwood ingest --cr`). Engine citations are numbered as in the January 2026 CR; a moved
 * section ("Handling Illegal Actions") is found by its title in whichever CR is loaded.
 */
import fs from 'node:fs';
import { resolveCitation } from '../engine';
import { loadRules, type Rules, type RuleEntry } from '../rules';
import { corpusPath } from '../rules/store';

/** The rules of a data directory, or undefined when no corpus has been ingested there. */
export function rulesOf(dataDir: string): Rules | undefined {
  return fs.existsSync(corpusPath(dataDir)) ? loadRules(dataDir) : undefined;
}

/** The rule an engine citation stands for in these rules, if they have it. */
export function citedRule(rules: Rules, citation: string): RuleEntry | undefined {
  const byTitle = (title: string) => rules.corpus.rules.find((rule) => rule.kind === 'section' && rule.title === title)?.id;
  return rules.get(resolveCitation(citation, byTitle));
}

/** A rule's words: its title (if any) and text. */
export function ruleWords(rule: RuleEntry): string {
  return [rule.title, rule.text].filter(Boolean).join('\n');
}

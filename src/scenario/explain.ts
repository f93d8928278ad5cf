/**
 * The text of a cited rule, from the rules corpus of a rules-data directory (rules-data/corpus.json,
 * built by `heartwood ingest --cr`). Engine citations are numbered as in the January 2026 CR; a
 * moved section ("Handling Illegal Actions") is found by its title in whichever CR is loaded.
 */
import fs from 'node:fs';
import { resolveCitation } from '../engine';
import type { Corpus, RuleEntry } from '../rules/model';
import { linkCorpus } from '../rules/model';
import { corpusPath, readCorpus } from '../rules/store';

const corpora = new Map<string, Corpus | undefined>();

/** The corpus of a rules-data directory, or undefined when none has been ingested. */
export function corpusOf(dataDir: string): Corpus | undefined {
  if (!corpora.has(dataDir)) {
    const file = corpusPath(dataDir);
    corpora.set(dataDir, fs.existsSync(file) ? linkCorpus(readCorpus(file)) : undefined);
  }
  return corpora.get(dataDir);
}

/** The rule an engine citation stands for in this corpus, if the corpus has it. */
export function citedRule(corpus: Corpus, citation: string): RuleEntry | undefined {
  const byTitle = (title: string) => corpus.rules.find((rule) => rule.kind === 'section' && rule.title === title)?.id;
  return corpus.get(resolveCitation(citation, byTitle));
}

/** A rule's words: its title (if any) and text. */
export function ruleWords(rule: RuleEntry): string {
  return [rule.title, rule.text].filter(Boolean).join('\n');
}

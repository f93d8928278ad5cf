/**
 * The rules service other parts of Heartwood call: the rules as loaded.
 *
 *     const rules = loadRules(ctx);        // { dataDir, userDataDir? }: bundled, with the user folder over it
 *     rules.get('601.2h')?.text;  rules.search('hexproof', 5);  rules.define('hexproof');
 *
 * The newest kept version of the Comprehensive Rules (./versions) with Heartwood's unofficial rules
 * laid over it (./unofficial), indexed once; built again when a file changes (an ingest, a refresh).
 */
import { cachedByFiles } from '../util/file-cache';
import type { Steps } from '../util/lazy';
import type { DataSources } from '../util/paths';
import { inEffect } from '../util/in-effect';
import { buildRuleSearch, type Choice, type RuleSearch, type SearchHit } from '../search';
import { applyAliases } from '../search/aliases';
import { linkCorpus, type ChangeMark, type Corpus, type CorpusData, type GlossaryRecord, type RuleEntry } from './model';
import { changeMarks, compareCorpora, type CorpusChanges } from './changes';
import { CorpusError, corpusPath, readCorpus, versionsDir } from './store';
import { readUnofficialRules, unofficialRulesPath, withUnofficialRules } from './unofficial';
import { readCorpusCached, rulesVersions, type RulesVersion } from './versions';

export type { Corpus, CorpusData, GlossaryRecord, RuleEntry } from './model';

export interface Definition {
  /** The entry found, or undefined. */
  entry?: GlossaryRecord;
  /** The CR words a slang or German term was read as (`Stapel` → `stack`, `cmc` → `mana value`). */
  readAs?: string;
  /** The name it was found under when not typed exactly (`hexprof` → `Hexproof`). */
  closestTo?: string;
  /** The closest glossary names, for "did you mean". */
  suggestions: string[];
}

/** The rules the latest update added, changed or renumbered, by number, and that update's date (`January 16, 2026`). */
export interface LatestUpdate {
  date: string;
  byId: Map<string, ChangeMark>;
}

export interface Rules {
  corpus: Corpus;
  /** Which kept version this is, and the one before it (absent for rules built from data in memory). */
  version?: RulesVersion;
  previousVersion?: RulesVersion;
  /** What changed since the version before it, when one is kept (computed on first use). */
  latestChanges?(): CorpusChanges;
  /** The same, rule by rule: as the corpus file keeps it when it was written after that version, else computed. */
  latestUpdate?(): LatestUpdate;
  /** As printed in the CR: `January 16, 2026`. */
  effectiveDate: string;
  get(id: string): RuleEntry | undefined;
  /** Ranked matches: exact ids first, else words. */
  search(query: string, limit?: number): SearchHit[];
  autocomplete(prefix: string): Choice[];
  define(term: string): Definition;
  /** The underlying search, for the details (/rule uses exact matches, corrections). */
  index: RuleSearch;
  /** Builds every search index ahead of first use (the bot does, before it answers), a step at a time (../util/lazy). */
  warm(): Steps;
}

/** A fuzzy glossary match this close (fuse.js score, 0 = exact) answers /define directly. */
const CONFIDENT_TERM_MATCH = 0.2;

export function rulesFromData(data: CorpusData): Rules {
  const corpus = linkCorpus(data);
  const index = buildRuleSearch(corpus);
  return {
    corpus,
    effectiveDate: corpus.effectiveDate,
    get: corpus.get,
    search: index.search,
    autocomplete: index.autocomplete,
    define(term) {
      const entry = index.glossaryEntry(term);
      if (entry) return { entry, suggestions: [] };
      // Slang and German, read as the CR says it (as /rule does).
      const { text, replaced } = applyAliases(term);
      const readAs = replaced.length ? text : undefined;
      const translated = readAs === undefined ? undefined : index.glossaryEntry(readAs);
      if (translated) return { entry: translated, readAs, suggestions: [] };
      const closest = index.closestTerms(readAs ?? term);
      const best = closest[0];
      if (best && best.score <= CONFIDENT_TERM_MATCH) return { entry: best.entry, closestTo: best.term, ...(readAs ? { readAs } : {}), suggestions: [] };
      return { ...(readAs ? { readAs } : {}), suggestions: closest.map((c) => c.term) };
    },
    index,
    warm: index.warm,
  };
}

const cachedRules = cachedByFiles(([file, unofficial, previous]) => {
  const data = readCorpus(file!);
  const rules = rulesFromData(withUnofficialRules(data, readUnofficialRules(unofficial!)));
  const stored = data.changes;
  if (!previous) return rules;
  let changes: CorpusChanges | undefined;
  let update: LatestUpdate | undefined;
  rules.latestChanges = () => (changes ??= compareCorpora(readCorpusCached(previous), readCorpusCached(file!)));
  rules.latestUpdate = () => {
    const from = rules.previousVersion!.date;
    const marks = stored?.from === from ? stored : changeMarks(readCorpusCached(previous), readCorpusCached(file!), from);
    return (update ??= { date: rules.effectiveDate, byId: new Map(marks.rules.map((mark) => [mark.id, mark])) });
  };
  return rules;
}, { warm: (rules) => rules.warm() });

/**
 * The rules as loaded: the newest version among the bundled data (a directory, or `dataDir`) and
 * the user data folder over it, with the unofficial rules of the bundled data. Built once, and
 * again when one of those files changes.
 */
export function loadRules(where: string | DataSources): Rules {
  const sources = typeof where === 'string' ? { dataDir: where } : where;
  const versions = inEffect(rulesVersions(sources));
  const current = versions.at(-1);
  if (!current) {
    const places = [corpusPath(sources.dataDir), ...(sources.userDataDir ? [versionsDir(sources.userDataDir)] : [])];
    throw new CorpusError(`there is no rules corpus in ${places.join(' or ')}. Run \`heartwood ingest --cr latest\` to get one.`);
  }
  const previous = versions.at(-2);
  const rules = cachedRules([current.file, unofficialRulesPath(sources.dataDir), previous?.file ?? '']);
  // The same for the same files, so setting them on the cached rules is safe.
  rules.version = current;
  rules.previousVersion = previous;
  return rules;
}

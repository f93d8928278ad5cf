/**
 * The rules service other parts of Heartwood call:
 *
 *     const rules = loadRules(ctx.dataDir);
 *     rules.get('601.2h')?.text;  rules.search('hexproof', 5);  rules.define('hexproof');
 *
 * Loaded from rules-data/corpus.json and indexed once per data directory; reloaded when the file
 * changes (after `heartwood ingest --cr`).
 */
import { cachedByFile } from '../util/file-cache';
import { buildRuleSearch, type Choice, type RuleSearch, type SearchHit } from '../search';
import { linkCorpus, type Corpus, type CorpusData, type GlossaryRecord, type RuleEntry } from './model';
import { corpusPath, readCorpus } from './store';

export type { Corpus, CorpusData, GlossaryRecord, RuleEntry } from './model';

export interface Definition {
  /** The entry found, or undefined. */
  entry?: GlossaryRecord;
  /** The name it was found under when not typed exactly (`hexprof` → `Hexproof`). */
  closestTo?: string;
  /** The closest glossary names, for "did you mean". */
  suggestions: string[];
}

export interface Rules {
  corpus: Corpus;
  /** As printed in the CR: `January 16, 2026`. */
  effectiveDate: string;
  get(id: string): RuleEntry | undefined;
  /** Ranked matches: exact ids first, else words. */
  search(query: string, limit?: number): SearchHit[];
  autocomplete(prefix: string): Choice[];
  define(term: string): Definition;
  /** The underlying search, for the details (/rule uses exact matches, corrections). */
  index: RuleSearch;
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
      const closest = index.closestTerms(term);
      const best = closest[0];
      if (best && best.score <= CONFIDENT_TERM_MATCH) return { entry: best.entry, closestTo: best.term, suggestions: [] };
      return { suggestions: closest.map((c) => c.term) };
    },
    index,
  };
}

const cachedRules = cachedByFile(
  (file) => rulesFromData(readCorpus(file)),
  (file) => {
    readCorpus(file); // throws a clear CorpusError naming the missing file
    throw new Error(`no corpus at ${file}`);
  },
);

/** The rules of a data directory, built once and rebuilt when corpus.json changes. */
export function loadRules(dataDir: string): Rules {
  return cachedRules(corpusPath(dataDir));
}

/**
 * The tournament documents as loaded, each searchable as /rule searches the Comprehensive Rules
 * (../search: BM25 over section text, titles lifted, typos corrected): by number (`3.10`,
 * `appendix b`), by an IPG infraction's name or the abbreviation judges use (`GRV`, `D/DLP`), or
 * by words.
 */
import { buildRuleSearch, type Choice, type RuleSearch } from '../search';
import type { Corpus, RuleEntry } from '../rules/model';
import { phrase } from '../search/text';
import { cachedByFiles } from '../util/file-cache';
import type { DataSources } from '../util/paths';
import type { TournamentDocData, TournamentKind, TournamentSection } from './model';
import { readTournamentDoc } from './store';
import { tournamentInUse } from './versions';

export interface TournamentDoc {
  data: TournamentDocData;
  get(id: string): TournamentSection | undefined;
  /** A section by its number, or (the IPG) an infraction's name or abbreviation. */
  exact(query: string): TournamentSection | undefined;
  /** Whether the query is a section number (`3.10`, `appendix b`), found or not. */
  isNumber(query: string): boolean;
  /** Ranked sections for words, best first. */
  words(query: string, limit?: number): { sections: TournamentSection[]; corrections: { from: string; to: string }[] };
  autocomplete(prefix: string): Choice[];
}

/**
 * The abbreviations judges write for the IPG's infractions and classes (not in the document
 * itself), by the title they stand for. D/DLP and DDLP are the older joint "Deck/Decklist Problem".
 */
export const IPG_ABBREVIATIONS: Record<string, string> = {
  gpe: 'Game Play Errors',
  mt: 'Missed Trigger',
  lec: 'Looking at Extra Cards',
  hce: 'Hidden Card Error',
  mpe: 'Mulligan Procedure Error',
  grv: 'Game Rule Violation',
  ftmgs: 'Failure to Maintain Game State',
  te: 'Tournament Errors',
  oa: 'Outside Assistance',
  sp: 'Slow Play',
  dlp: 'Decklist Problem',
  ddlp: 'Decklist Problem',
  'd/dlp': 'Decklist Problem',
  dp: 'Deck Problem',
  lpv: 'Limited Procedure Violation',
  cpv: 'Communication Policy Violation',
  mc: 'Marked Cards',
  is: 'Insufficient Shuffling',
  usc: 'Unsporting Conduct',
  'usc minor': 'Minor',
  'usc major': 'Major',
  idw: 'Improperly Determining a Winner',
};

/**
 * Names the IPG gave infractions before it renamed or merged them, which judges and players still
 * use: "Drawing Extra Cards" and "Failure to Reveal" became Hidden Card Error; "Improper Drawing at
 * Start of Game" became Mulligan Procedure Error.
 */
export const IPG_FORMER_NAMES: Record<string, string> = {
  'drawing extra cards': 'Hidden Card Error',
  'failure to reveal': 'Hidden Card Error',
  'improper drawing at start of game': 'Mulligan Procedure Error',
};

const NUMBER = /^(?:(?:mtr|ipg|jar|section|§)\s*)?(\d+(?:\.\d+)?)\.?$/i;
const APPENDIX = /^(?:appendix|app\.?)\s*([a-f])$/i;

export function tournamentDocFromData(data: TournamentDocData): TournamentDoc {
  const byId = new Map(data.sections.map((section) => [section.id, section]));
  const entries: RuleEntry[] = data.sections.map((section, i) => ({
    id: section.id,
    // Every section is a document of the search; its parent's title lends it context.
    kind: 'rule',
    title: section.title,
    text: section.parts.flatMap((part) => part.paragraphs).join('\n'),
    examples: [],
    cites: [],
    unofficial: undefined,
    parent: section.parent,
    children: data.sections.filter((s) => s.parent === section.id).map((s) => s.id),
    previous: data.sections[i - 1]?.id,
    next: data.sections[i + 1]?.id,
  }));
  const entryById = new Map(entries.map((entry) => [entry.id, entry]));
  const corpus: Corpus = { effectiveDate: data.effectiveDate, source: data.source, rules: entries, glossary: [], get: (id) => entryById.get(id) };
  let search: RuleSearch | undefined;
  const index = () => (search ??= buildRuleSearch(corpus));
  const byTitle = new Map(data.sections.map((section) => [phrase(section.title), section]));
  const exact = (query: string): TournamentSection | undefined => {
    const typed = query.trim();
    const number = NUMBER.exec(typed)?.[1] ?? APPENDIX.exec(typed)?.[1]?.toUpperCase();
    if (number) return byId.get(number);
    const folded = phrase(typed.replace(/[—–-]/g, ' '));
    const key = typed.toLowerCase().replace(/[\s-]+/g, ' ');
    const alias = data.kind === 'ipg' ? (IPG_ABBREVIATIONS[key] ?? IPG_FORMER_NAMES[folded]) : undefined;
    if (alias) return byTitle.get(phrase(alias));
    return byTitle.get(folded) ?? data.sections.find((section) => section.category && phrase(`${section.category} ${section.title}`) === folded);
  };
  return {
    data,
    get: (id) => byId.get(id),
    exact,
    isNumber: (query) => NUMBER.test(query.trim()) || APPENDIX.test(query.trim()),
    words(query, limit = 10) {
      const found = index().words(query, limit);
      return { sections: found.hits.map((hit) => byId.get(hit.id)!), corrections: found.corrections };
    },
    autocomplete(prefix) {
      const typed = prefix.trim();
      const named = typed ? exact(typed) : undefined;
      const choices = index().autocomplete(typed);
      if (!named) return choices;
      return [{ name: choices.find((c) => c.value === named.id)?.name ?? `${named.id} ${named.title}`, value: named.id }, ...choices.filter((c) => c.value !== named.id)].slice(0, 25);
    },
  };
}

const caches = new Map<TournamentKind, (files: string[]) => TournamentDoc>();

/** The newest kept version of this document (./versions), read again when the file changes. */
export function loadTournamentDoc(where: DataSources, kind: TournamentKind): TournamentDoc {
  let cached = caches.get(kind);
  if (!cached) caches.set(kind, (cached = cachedByFiles(([file]) => tournamentDocFromData(readTournamentDoc(file!, kind)))));
  return cached([tournamentInUse(where, kind)]);
}

/**
 * The card store as loaded, which the commands ask: the bundled cards (rules-data/card-store.json)
 * with the cards ingested into the user data folder merged over them, their rulings, and name
 * indexes over every English name, face name and foreign name. Loaded once, and again when one of
 * the two store files changes (an ingest, a refresh).
 *
 *     const cards = loadCardLibrary(ctx);      // { dataDir, userDataDir? }
 *     cards.lookup('hoplite');                 // { status: 'found', match: { card: Favored Hoplite, … } }
 */
import fs from 'node:fs';
import { distance } from 'fastest-levenshtein';
import { cachedByFiles } from '../util/file-cache';
import type { DataSources } from '../util/paths';
import type { Card, CardStore, Ruling } from './model';
import { compactName, NameIndex, type MatchKind, type NameHit } from './names';
import { readCardStore, rulingCount, storePath } from './store';

export interface CardMatch {
  card: Card;
  /** The name that matched: English, a face's, or a foreign one. */
  name: string;
  /** The language of a foreign name that matched ("German"); absent for English names. */
  language?: string;
  kind: MatchKind;
}

export type CardLookup =
  | { status: 'found'; match: CardMatch }
  | { status: 'ambiguous'; matches: CardMatch[] }
  /** No card has that name; `closest` are the nearest names, if any. */
  | { status: 'none'; closest: CardMatch[] };

interface NameRef {
  card: number;
  language?: string;
}

/**
 * The order in which names are tried: English names exactly, foreign names exactly, English names
 * by prefix and by a later word, foreign names by prefix, then typo correction over English names.
 * So an English query never lands on a translation (`hoplite` is Favored Hoplite, not its French
 * name), and a foreign name shows only when the query was in that language.
 */
const STEPS: readonly { foreign: boolean; tiers: MatchKind[] }[] = [
  { foreign: false, tiers: ['exact'] },
  { foreign: true, tiers: ['exact'] },
  { foreign: false, tiers: ['prefix', 'word'] },
  { foreign: true, tiers: ['prefix'] },
  { foreign: false, tiers: ['fuzzy'] },
];
/** How many closest names a "no such card" answer offers. */
const CLOSEST = 5;
/**
 * A typo correction is taken as the card meant only when it is this close (edits over length):
 * `artisn of froms` (3 edits in 14 letters) is Artisan of Forms, but `Lightning Helix` (5 in 14)
 * is another card, missing from the data, not a misspelt Lightning Bolt.
 */
const TYPO_RATIO = 0.25;

export class CardLibrary {
  private readonly byId = new Map<string, number>();
  private readonly english: NameIndex<NameRef>;
  private readonly foreign: NameIndex<NameRef>;

  /** `ingestedCards`: how many of the cards came from the user data folder (0: the bundled cards alone). */
  constructor(
    private readonly store: CardStore,
    readonly ingestedCards = 0,
  ) {
    store.cards.forEach((card, index) => this.byId.set(card.id, index));
    const names = [...namesOf(store.cards)];
    const options = { valueKey: (ref: NameRef) => ref.card };
    this.english = new NameIndex(
      names.filter((entry) => !entry.value.language),
      options,
    );
    this.foreign = new NameIndex(
      names.filter((entry) => entry.value.language),
      { ...options, loose: () => false },
    );
  }

  get size(): number {
    return this.store.cards.length;
  }

  /** Every card, in store order. */
  cards(): readonly Card[] {
    return this.store.cards;
  }

  get rulingCount(): number {
    return rulingCount(this.store);
  }

  get(id: string): Card | undefined {
    const index = this.byId.get(id);
    return index === undefined ? undefined : this.store.cards[index];
  }

  /** Rulings in published order. */
  rulingsOf(card: Card): Ruling[] {
    return this.store.rulings[card.id] ?? [];
  }

  /** A typed name (or a card id, as autocomplete sends for very long names) → the card. */
  lookup(query: string): CardLookup {
    const byId = this.get(query.trim());
    if (byId) return { status: 'found', match: { card: byId, name: byId.name, kind: 'exact' } };
    for (const step of STEPS) {
      const result = (step.foreign ? this.foreign : this.english).lookup(query, 25, step.tiers);
      if (result.status === 'found' && result.hit.kind === 'fuzzy' && !isTypo(query, result.hit.name)) return { status: 'none', closest: [this.match(result.hit)] };
      if (result.status === 'found') return { status: 'found', match: this.match(result.hit) };
      if (result.status !== 'ambiguous') continue;
      const matches = result.hits.map((hit) => this.match(hit));
      if (result.kind === 'fuzzy') return { status: 'none', closest: matches.slice(0, CLOSEST) };
      // A legend is known by the part of its name before the comma: `Thassa` is Thassa, God of the Sea.
      const short = matches.filter((match) => compactName(match.name.split(',')[0]!) === compactName(query));
      if (short.length === 1) return { status: 'found', match: short[0]! };
      return { status: 'ambiguous', matches: short.length ? short : matches };
    }
    return { status: 'none', closest: [] };
  }

  /** Autocomplete suggestions, one per card: English names, then foreign ones, else typo corrections. */
  suggest(query: string, limit = 25): CardMatch[] {
    const hits = [...this.english.autocomplete(query, limit, false), ...this.foreign.autocomplete(query, limit, false)];
    const seen = new Set<number>();
    const unique = hits.filter((hit) => !seen.has(hit.value.card) && Boolean(seen.add(hit.value.card)));
    const chosen = unique.length ? unique : this.english.autocomplete(query, limit);
    return chosen.slice(0, limit).map((hit) => this.match(hit));
  }

  private match(hit: NameHit<NameRef>): CardMatch {
    const match: CardMatch = { card: this.store.cards[hit.value.card]!, name: hit.name, kind: hit.kind };
    if (hit.value.language) match.language = hit.value.language;
    return match;
  }
}

/** A near miss is a typo only when it is this close to the name (edits over length, TYPO_RATIO). */
export function isTypo(query: string, name: string): boolean {
  const [typed, known] = [compactName(query), compactName(name)];
  return distance(typed, known) <= TYPO_RATIO * Math.max(typed.length, known.length);
}

/** Every name that finds a card: its own, each face's, and each foreign one. */
function* namesOf(cards: Card[]): Generator<{ name: string; value: NameRef }> {
  for (let card = 0; card < cards.length; card++) {
    const { name, faces, foreignNames } = cards[card]!;
    yield { name, value: { card } };
    for (const face of faces ?? []) if (face.name !== name) yield { name: face.name, value: { card } };
    for (const foreign of foreignNames ?? []) yield { name: foreign.name, value: { card, language: foreign.language } };
  }
}

/**
 * The bundled store with an ingested one over it: every ingested card, and each bundled card that
 * no ingested card replaces (same oracle id or same name), so the engine's cards never disappear.
 * A card's rulings are those of both stores, each once, in published order.
 */
export function layerStores(bundled: CardStore, ingested: CardStore): CardStore {
  const ids = new Set(ingested.cards.map((card) => card.id));
  const names = new Set(ingested.cards.map((card) => compactName(card.name)));
  const kept = bundled.cards.filter((card) => !ids.has(card.id) && !names.has(compactName(card.name)));
  const cards = [...ingested.cards, ...kept].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
  const rulings: Record<string, Ruling[]> = {};
  for (const card of cards) {
    const both = [...(ingested.rulings[card.id] ?? []), ...(bundled.rulings[card.id] ?? [])];
    const seen = new Set<string>();
    const once = both.filter((ruling) => {
      const key = `${ruling.date}|${ruling.text.replace(/\s+/g, ' ').trim()}`;
      return !seen.has(key) && Boolean(seen.add(key));
    });
    // Sorting is stable: rulings of one date keep their published order.
    if (once.length) rulings[card.id] = once.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }
  return { ...ingested, sources: [...bundled.sources, ...ingested.sources], cards, rulings };
}

const cachedLibrary = cachedByFiles(([bundledFile, ingestedFile]) => {
  const read = (file?: string) => (file && fs.existsSync(file) ? readCardStore(file) : undefined);
  const bundled = read(bundledFile);
  const ingested = read(ingestedFile);
  if (bundled && ingested) return new CardLibrary(layerStores(bundled, ingested), ingested.cards.length);
  if (bundled) return new CardLibrary(bundled);
  if (ingested) return new CardLibrary(ingested, ingested.cards.length);
  throw new Error(`There is no card data (no ${[bundledFile, ingestedFile].filter(Boolean).join(' or ')}). Run \`heartwood ingest --cards scryfall\` to get it.`);
});

/** The card store as loaded: the bundled cards, with those of the user data folder merged over them. */
export function loadCardLibrary(where: string | DataSources): CardLibrary {
  const sources = typeof where === 'string' ? { dataDir: where } : where;
  return cachedLibrary([storePath(sources.dataDir), ...(sources.userDataDir ? [storePath(sources.userDataDir)] : [])]);
}

/** How a name matched, for --json. */
function matchJson(match: CardMatch): { id: string; name: string; matchedName: string; language?: string; match: MatchKind } {
  return { id: match.card.id, name: match.card.name, matchedName: match.name, ...(match.language ? { language: match.language } : {}), match: match.kind };
}

/** The --json answer to a typed card name: the match plus `details` when found, the candidates, none (with the closest), or the error. */
export function lookupJson(where: DataSources, query: string, details: (match: CardMatch, library: CardLibrary) => object): unknown {
  let library: CardLibrary;
  try {
    library = loadCardLibrary(where);
  } catch (error) {
    return { query, status: 'error', error: (error as Error).message };
  }
  const result = library.lookup(query);
  if (result.status === 'found') return { query, status: 'found', ...matchJson(result.match), ...details(result.match, library) };
  if (result.status === 'ambiguous') return { query, status: 'ambiguous', candidates: result.matches.map(matchJson) };
  return { query, status: 'none', closest: result.closest.map(matchJson) };
}

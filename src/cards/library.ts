/**
 * The card library the commands ask: the stored cards, their rulings, and a name index over
 * every English name, face name and foreign name. Loaded once per data directory and reloaded
 * when the store file changes (after `heartwood ingest`).
 */
import path from 'node:path';
import { cachedByFile } from '../util/file-cache';
import type { Card, CardStore, Ruling } from './model';
import { NameIndex, type MatchKind } from './names';
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
  | { status: 'none' };

interface NameRef {
  card: number;
  language?: string;
}

export class CardLibrary {
  private readonly byId = new Map<string, number>();
  private readonly names: NameIndex<NameRef>;

  constructor(private readonly store: CardStore) {
    store.cards.forEach((card, index) => this.byId.set(card.id, index));
    this.names = new NameIndex(namesOf(store.cards), { valueKey: (ref) => ref.card, loose: (entry) => !entry.value.language });
  }

  get size(): number {
    return this.store.cards.length;
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
    const result = this.names.lookup(query);
    if (result.status === 'found') return { status: 'found', match: this.match(result.hit) };
    if (result.status === 'ambiguous') {
      const matches = result.hits.map((hit) => this.match(hit));
      // A card's English name beats another card's identical foreign name.
      const english = matches.filter((match) => !match.language);
      if (result.kind === 'exact' && english.length === 1) return { status: 'found', match: english[0]! };
      return { status: 'ambiguous', matches };
    }
    return { status: 'none' };
  }

  /** Autocomplete suggestions, one per card. */
  suggest(query: string, limit = 25): CardMatch[] {
    return this.names.autocomplete(query, limit).map((hit) => this.match(hit));
  }

  private match(hit: { name: string; value: NameRef; kind: MatchKind }): CardMatch {
    const match: CardMatch = { card: this.store.cards[hit.value.card]!, name: hit.name, kind: hit.kind };
    if (hit.value.language) match.language = hit.value.language;
    return match;
  }
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

/** How a name matched, for --json. */
function matchJson(match: CardMatch): { id: string; name: string; matchedName: string; language?: string; match: MatchKind } {
  return { id: match.card.id, name: match.card.name, matchedName: match.name, ...(match.language ? { language: match.language } : {}), match: match.kind };
}

/** The --json answer to a typed card name: the match plus `details` when found, the candidates, none, or the error. */
export function lookupJson(dataDir: string, query: string, details: (match: CardMatch, library: CardLibrary) => object): unknown {
  let library: CardLibrary;
  try {
    library = loadCardLibrary(dataDir);
  } catch (error) {
    return { query, status: 'error', error: (error as Error).message };
  }
  const result = library.lookup(query);
  if (result.status === 'found') return { query, status: 'found', ...matchJson(result.match), ...details(result.match, library) };
  if (result.status === 'ambiguous') return { query, status: 'ambiguous', candidates: result.matches.map(matchJson) };
  return { query, status: 'none' };
}

const cachedLibrary = cachedByFile(
  (file) => new CardLibrary(readCardStore(file)),
  (file) => {
    throw new Error(`There is no card data in ${path.dirname(file)} (no ${file}). Run \`heartwood ingest --cards <file or URL>\` to add it.`);
  },
);

/** The library of a data directory, loaded on first use and again whenever its store changes. */
export function loadCardLibrary(dataDir: string): CardLibrary {
  return cachedLibrary(storePath(dataDir));
}

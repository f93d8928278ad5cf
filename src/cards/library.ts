/**
 * The card store as loaded, which the commands ask: the bundled cards (rules-data/card-store.json)
 * with the cards ingested into the user data folder merged over them, their rulings, and name
 * indexes over every English name, face name and foreign name. Loaded once, and again when one of
 * the two store files changes (an ingest, a refresh). Only the stores' indexes are held in memory:
 * a card's text and rulings are read from its store file when the card is shown (./store).
 *
 *     const cards = loadCardLibrary(ctx);      // { dataDir, userDataDir? }
 *     cards.lookup('hoplite');                 // { status: 'found', match: { card: Favored Hoplite, … } }
 */
import fs from 'node:fs';
import { distance } from 'fastest-levenshtein';
import { cachedByFiles } from '../util/file-cache';
import type { Steps } from '../util/lazy';
import type { DataSources } from '../util/paths';
import type { Card, CardStore, Ruling } from './model';
import { compactName, entriesNamed, mergePrebuilt, NameIndex, type MatchKind, type NameHit } from './names';
import { mergeRulings } from './rulings';
import { CardStoreError, memoryView, openCardStore, storePath, type CardRecord, type EnglishNames, type StoreView } from './store';

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
  private readonly first: StoreView;
  private readonly second?: StoreView;
  /** The second store's cards that the first does not replace, in order, and their library numbers. */
  private readonly kept: number[] = [];
  private readonly numberInSecond = new Map<number, number>();
  private readonly english: NameIndex<NameRef>;
  private readonly foreign: NameIndex<NameRef>;
  private rulingTotal?: number;

  /**
   * A library over one store, or over a store of ingested cards and the bundled store: every
   * ingested card (numbered first), and each bundled card no ingested card replaces (same id or
   * same name). `ingestedCards`: how many of the cards came from the user data folder (0: the
   * bundled cards alone).
   */
  constructor(
    stores: StoreView | CardStore | [ingested: StoreView, bundled: StoreView],
    readonly ingestedCards = 0,
    /** Why the ingested store could not be opened (the library then holds the bundled cards alone). */
    readonly ingestedDamage?: string,
  ) {
    const [first, second] = Array.isArray(stores) ? stores : ['header' in stores ? stores : memoryView(stores)];
    this.first = first!;
    this.second = second;
    if (second) {
      const replaced = (position: number) => findId(this.first, second.index.ids[position]!) !== undefined || ownNameIn(this.first, mainName(second, position));
      this.kept = second.index.ids.map((_, position) => position).filter((position) => !replaced(position));
      this.kept.forEach((position, k) => this.numberInSecond.set(position, this.first.index.ids.length + k));
    }
    this.english = this.names('english');
    this.foreign = this.names('foreign');
  }

  /**
   * The English or the foreign name index: the first store's prebuilt one, with the names of the
   * second store's kept cards merged in. Translations match exactly and by prefix only.
   */
  private names(which: 'english' | 'foreign'): NameIndex<NameRef> {
    const ownNames = this.first.index[which];
    const languageOf = (store: StoreView, entry: number) => (which === 'foreign' ? { language: store.index.languages[store.index.foreign.languages[entry]!]! } : {});
    const options = { valueKey: (ref: NameRef) => ref.card, loose: () => which === 'english' };
    if (!this.second) return NameIndex.fromPrebuilt(ownNames, (entry) => ({ card: ownNames.cards[entry]!, ...languageOf(this.first, entry) }), options);
    const otherNames = this.second.index[which];
    const { merged, fromSecond } = mergePrebuilt(ownNames, otherNames, (entry) => this.numberInSecond.has(otherNames.cards[entry]!));
    const second = this.second;
    const valueAt = (entry: number): NameRef => {
      if (entry < ownNames.names.length) return { card: ownNames.cards[entry]!, ...languageOf(this.first, entry) };
      const at = fromSecond[entry - ownNames.names.length]!;
      return { card: this.numberInSecond.get(otherNames.cards[at]!)!, ...languageOf(second, at) };
    };
    return NameIndex.fromPrebuilt(merged, valueAt, options);
  }

  get size(): number {
    return this.first.index.ids.length + this.kept.length;
  }

  /** Every card, in library order (each read from its store). */
  cards(): Card[] {
    return Array.from({ length: this.size }, (_, card) => this.record(card).card);
  }

  /** Every ruling of every card, each once (counted on first use). */
  get rulingCount(): number {
    this.rulingTotal ??= Array.from({ length: this.size }, (_, card) => this.rulingsAt(card).length).reduce((sum, count) => sum + count, 0);
    return this.rulingTotal;
  }

  get(id: string): Card | undefined {
    const card = this.numberOfId(id);
    return card === undefined ? undefined : this.record(card).card;
  }

  /** Rulings in published order: those of both stores when both have the card (by id), each once. */
  rulingsOf(card: Card): Ruling[] {
    const number = this.numberOfId(card.id);
    return number === undefined ? [] : this.rulingsAt(number);
  }

  /** Builds the name indexes made on first use (later words, trigrams) ahead of it, a step at a time (../util/lazy). */
  *warm(): Steps {
    yield* this.english.warm();
    yield* this.foreign.warm();
  }

  /** A typed name (or a card id, as autocomplete sends for very long names) → the card. */
  lookup(query: string): CardLookup {
    const byId = this.numberOfId(query.trim());
    if (byId !== undefined) return { status: 'found', match: this.match({ card: byId }, this.record(byId).card.name, 'exact') };
    for (const step of STEPS) {
      const result = (step.foreign ? this.foreign : this.english).lookup(query, 25, step.tiers);
      if (result.status === 'found' && result.hit.kind === 'fuzzy' && !isTypo(query, result.hit.name)) return { status: 'none', closest: [this.hitMatch(result.hit)] };
      if (result.status === 'found') return { status: 'found', match: this.hitMatch(result.hit) };
      if (result.status !== 'ambiguous') continue;
      const matches = result.hits.map((hit) => this.hitMatch(hit));
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
    return chosen.slice(0, limit).map((hit) => this.hitMatch(hit));
  }

  private hitMatch(hit: NameHit<NameRef>): CardMatch {
    return this.match(hit.value, hit.name, hit.kind);
  }

  /** A match whose card is read from its store when first asked for. */
  private match(ref: NameRef, name: string, kind: MatchKind): CardMatch {
    const read = () => this.record(ref.card).card;
    let card: Card | undefined;
    return {
      get card() {
        card ??= read();
        return card;
      },
      name,
      kind,
      ...(ref.language ? { language: ref.language } : {}),
    };
  }

  /**
   * A card's line (the card and its rulings) in its store. An ingested card whose line is damaged
   * is read from the bundled store when that has the card too (by id or own name), with a warning.
   */
  private record(card: number): CardRecord {
    const own = this.first.index.ids.length;
    if (card >= own) return this.second!.record(this.kept[card - own]!);
    try {
      return this.first.record(card);
    } catch (error) {
      if (!(error instanceof CardStoreError)) throw error;
      const name = mainName(this.first, card);
      const twin = this.second && (findId(this.second, this.first.index.ids[card]!) ?? ownNamed(this.second, name));
      reportDamage(`${error.message} Until then, ${name} is ${twin === undefined ? 'not shown' : 'answered from the bundled cards'}.`);
      if (twin === undefined) throw error;
      return this.second!.record(twin);
    }
  }

  /** A card's rulings, with those the bundled store has for the same card when it is an ingested one. */
  private rulingsAt(card: number): Ruling[] {
    const { card: found, rulings } = this.record(card);
    const twin = card < this.first.index.ids.length && this.second ? findId(this.second, found.id) : undefined;
    return twin === undefined ? rulings : mergeRulings(rulings, this.second!.record(twin).rulings);
  }

  private numberOfId(id: string): number | undefined {
    const own = findId(this.first, id);
    if (own !== undefined || !this.second) return own;
    const other = findId(this.second, id);
    return other === undefined ? undefined : this.numberInSecond.get(other);
  }
}

/** A store's card with this id, by binary search over its ids in order. */
function findId(store: StoreView, id: string): number | undefined {
  const { ids, idOrder } = store.index;
  let low = 0;
  let high = idOrder.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ids[idOrder[middle]!]! < id) low = middle + 1;
    else high = middle;
  }
  const position = idOrder[low];
  return position !== undefined && ids[position] === id ? position : undefined;
}

/** Whether a name of the index is its card's own name (listed first) rather than a face's. */
function isOwnName(names: EnglishNames, entry: number): boolean {
  return entry === 0 || names.cards[entry - 1] !== names.cards[entry];
}

/** A card's own name. */
function mainName(store: StoreView, position: number): string {
  const { english } = store.index;
  return english.names[english.cards.indexOf(position)]!;
}

/** The card of the store that has this name as its own (not a face's) name, case and punctuation aside. */
function ownNamed(store: StoreView, name: string): number | undefined {
  const entry = entriesNamed(store.index.english, name).find((found) => isOwnName(store.index.english, found));
  return entry === undefined ? undefined : store.index.english.cards[entry];
}

function ownNameIn(store: StoreView, name: string): boolean {
  return ownNamed(store, name) !== undefined;
}

/** A near miss is a typo only when it is this close to the name (edits over length, TYPO_RATIO). */
export function isTypo(query: string, name: string): boolean {
  const [typed, known] = [compactName(query), compactName(name)];
  return distance(typed, known) <= TYPO_RATIO * Math.max(typed.length, known.length);
}

/** Where warnings about a damaged card store go: stderr, or the bot's log (onCardStoreDamage). Each is given once. */
let damageReport: (message: string) => void = (message) => process.stderr.write(`warning: ${message}\n`);
const reported = new Set<string>();

/** Sends the warnings about damaged card stores to `report` (the bot's log) instead of stderr. */
export function onCardStoreDamage(report: (message: string) => void): void {
  damageReport = report;
}

function reportDamage(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  damageReport(message);
}

/**
 * The bundled store and the ingested one load independently: a damaged ingested store leaves the
 * bundled cards answering, with one warning naming the file, the damage and how to rebuild it. In
 * the bot's background reload, an ingested store that was read whole before and is damaged now is a
 * failed change: the cards in use stay (the reload logs why), rather than the bundled cards alone.
 */
const cachedLibrary = cachedByFiles<CardLibrary>(([bundledFile, ingestedFile], inUse) => {
  const open = (file?: string) => (file && fs.existsSync(file) ? openCardStore(file) : undefined);
  const bundled = open(bundledFile);
  let ingested: StoreView | undefined;
  let damage: string | undefined;
  try {
    ingested = open(ingestedFile);
  } catch (error) {
    if (!bundled || !(error instanceof CardStoreError) || (inUse && inUse.ingestedCards > 0)) throw error;
    damage = error.message;
    reportDamage(`${damage} Until then, Heartwood answers from the bundled cards alone.`);
  }
  if (bundled && ingested) return new CardLibrary([ingested, bundled], ingested.index.ids.length);
  if (bundled) return new CardLibrary(bundled, 0, damage);
  if (ingested) return new CardLibrary(ingested, ingested.index.ids.length);
  throw new Error(`There is no card data (no ${[bundledFile, ingestedFile].filter(Boolean).join(' or ')}). Run \`heartwood ingest --cards scryfall\` to get it.`);
}, { warm: (library) => library.warm() });

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

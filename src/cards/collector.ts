/**
 * Gathers cards and rulings from many records into one store: one card per id (oracle id),
 * printings and set files merged, rulings joined by id and shared by every record of that card.
 */
import type { Card, CardFace, ForeignName, Ruling } from './model';
import { compactName } from './names';
import { CardShelf } from './shelf';
import type { StoreContents } from './store';
import { legalitiesOf, type MtgjsonPart } from './formats';
import { combineRulings, rulingKey } from './rulings';

/** Where a card's characteristics came from: Scryfall's oracle data wins over MTGJSON's, and both over an earlier ingest's. */
type Origin = 'scryfall' | 'mtgjson' | 'kept';

/** A record that gave the oracle id of a card already gathered under another name: left out, and said. */
export interface IdConflict {
  id: string;
  kept: string;
  dropped: string;
  file: string;
}

/** What one ingested file did to the store: cards new to it, and cards it had that the file gave again. */
export interface FileEffect {
  added: number;
  replaced: number;
}

/** What a card gathered so far is, in memory: the card itself is on the shelf. */
interface Gathered {
  name: string;
  origin: Origin;
  /** Names, sets and files later records added to the card on the shelf (joined when it is read). */
  added?: Pick<Card, 'foreignNames' | 'sets' | 'files'>;
}

/**
 * Gathers cards into a shelf on disk (./shelf), keeping in memory only each card's name, origin and
 * what later printings add to it, so that ingesting a file of any number of cards takes memory by
 * its number of cards, not their text. Close it when done.
 */
export class CardCollector {
  private readonly shelf = new CardShelf();
  private readonly gathered = new Map<string, Gathered>();
  /** The faces of MTGJSON multi-face cards by side letter, sorted when the store is made. */
  private readonly sides = new Map<string, Map<string, CardFace>>();
  /** Each card's rulings by their normalised text (rulingKey). */
  private readonly rulings = new Map<string, Map<string, Ruling>>();
  /** The ids the store had before this ingest, and which of them a file of this ingest gave again. */
  private readonly earlier = new Set<string>();
  private readonly given = new Set<string>();
  readonly effects = new Map<string, FileEffect>();
  readonly conflicts: IdConflict[] = [];

  get cardCount(): number {
    return this.gathered.size;
  }

  /** A card of the store as it was, with its rulings: kept unless a file of this ingest gives it again. */
  keep(card: Card, rulings: Ruling[] = []): void {
    this.place(card, 'kept');
    this.earlier.add(card.id);
    for (const ruling of rulings) this.addRuling(card.id, ruling);
  }

  /** A card from Scryfall oracle data. A second printing of the same card only adds its names. */
  addScryfall(card: Card, file: string): void {
    const existing = this.gathered.get(card.id);
    if (this.conflicting(existing, card.id, card.name, file)) return;
    this.countGiven(card.id, file);
    if (existing?.origin === 'scryfall') {
      addPrinting(this.added(existing), card.foreignNames ?? [], card.sets ?? [], file);
      return;
    }
    if (existing) {
      const earlier = this.card(card.id)!;
      addPrinting(card, earlier.foreignNames ?? [], earlier.sets ?? [], ...(earlier.files ?? []));
      this.sides.delete(card.id);
    }
    addFile(card, file);
    this.place(card, 'scryfall');
  }

  /** An MTGJSON card or face: adds the card if it is new (or replaces an earlier ingest's), and always its foreign names and rulings. */
  addMtgjson(part: MtgjsonPart, file: string): void {
    const existing = this.gathered.get(part.id);
    if (this.conflicting(existing, part.id, part.name, file)) return;
    this.countGiven(part.id, file);
    if (!existing || existing.origin === 'kept') {
      const fresh: Card = { id: part.id, layout: part.layout, ...(part.side === undefined ? part.face : { name: part.name }), ...legalitiesOf(part.legalities, file) };
      const earlier = existing && this.card(part.id)!;
      if (earlier) addPrinting(fresh, earlier.foreignNames ?? [], earlier.sets ?? [], ...(earlier.files ?? []));
      addPrinting(fresh, part.foreignNames, part.sets, file);
      this.place(fresh, 'mtgjson');
    } else {
      addPrinting(this.added(existing), part.foreignNames, part.sets, file);
    }
    if (part.side !== undefined && this.gathered.get(part.id)!.origin === 'mtgjson') {
      const faces = this.sides.get(part.id) ?? new Map<string, CardFace>();
      if (!faces.has(part.side)) faces.set(part.side, part.face);
      this.sides.set(part.id, faces);
    }
    for (const ruling of part.rulings) this.addRuling(part.id, ruling, file);
  }

  /** A card known elsewhere (an engine definition): added unless a card of that name was ingested. */
  addUnlessNamed(card: Card): void {
    for (const known of this.gathered.values()) if (known.name === card.name) return;
    this.place(card, 'kept');
  }

  /** A ruling is kept once per card even when several printings or files repeat it (./rulings). */
  addRuling(id: string, ruling: Ruling, file?: string): void {
    const list = this.rulings.get(id) ?? new Map<string, Ruling>();
    const key = rulingKey(ruling.text);
    const given = file ? { ...ruling, files: [file] } : ruling;
    const known = list.get(key);
    list.set(key, known ? combineRulings(known, given) : given);
    this.rulings.set(id, list);
  }

  /** A card as gathered so far: the one on the shelf with what later printings added, and its faces. */
  private card(id: string): Card | undefined {
    const gathered = this.gathered.get(id);
    const card = gathered && this.shelf.get(id);
    if (!card) return undefined;
    const added = gathered!.added;
    if (added) addPrinting(card, added.foreignNames ?? [], added.sets ?? [], ...(added.files ?? []));
    const faces = this.sides.get(id);
    if (faces) card.faces = [...faces].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, face]) => face);
    return card;
  }

  private place(card: Card, origin: Origin): void {
    this.shelf.put(card);
    this.gathered.set(card.id, { name: card.name, origin });
  }

  private added(gathered: Gathered): NonNullable<Gathered['added']> {
    return (gathered.added ??= {});
  }

  /**
   * Whether a record gives the oracle id of a card this ingest gathered under another name (every
   * printing of one card has its name): then it is a different card with a wrong id, left out and
   * counted, never merged into the first.
   */
  private conflicting(existing: Gathered | undefined, id: string, name: string, file: string): boolean {
    if (!existing || existing.origin === 'kept' || existing.name === name) return false;
    this.conflicts.push({ id, kept: existing.name, dropped: name, file });
    return true;
  }

  /** Counts a card a file gives: new to the store, or one the store had (replaced once, by the first file of this ingest to give it). */
  private countGiven(id: string, file: string): void {
    if (this.given.has(id)) return;
    this.given.add(id);
    const effect = this.effects.get(file) ?? { added: 0, replaced: 0 };
    if (this.earlier.has(id)) effect.replaced++;
    else effect.added++;
    this.effects.set(file, effect);
  }

  /** The cards of the earlier store that no file of this ingest gave again. */
  *kept(): Generator<Card> {
    for (const id of this.earlier) if (!this.given.has(id)) yield this.card(id)!;
  }

  /**
   * How many of `others` (the bundled cards) no gathered card replaces: one replaces a card of its
   * id, or of its own name case and punctuation aside, as ./library merges the two stores.
   */
  unreplaced(others: Iterable<Pick<Card, 'id' | 'name'>>): number {
    const names = new Set([...this.gathered.values()].map((gathered) => compactName(gathered.name)));
    let count = 0;
    for (const other of others) if (!this.gathered.has(other.id) && !names.has(compactName(other.name))) count++;
    return count;
  }

  /** How many rulings name no gathered card (they are left out of the store). */
  unmatchedRulings(): number {
    let count = 0;
    for (const [id, list] of this.rulings) if (!this.gathered.has(id)) count += list.size;
    return count;
  }

  /** What the store is written from: the cards by name (then id), one at a time, with their rulings in published order. */
  contents(sources: string[]): StoreContents {
    const ids = [...this.gathered.keys()];
    const names = ids.map((id) => this.gathered.get(id)!.name);
    const order = ids.map((_, position) => position).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : ids[a]! < ids[b]! ? -1 : 1));
    return {
      sources,
      cards: this.cardsOf(order.map((position) => ids[position]!)),
      // Sorting is stable, so rulings of one date stay in the order they were published.
      rulingsOf: (id) => [...(this.rulings.get(id)?.values() ?? [])].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    };
  }

  private *cardsOf(ids: string[]): Generator<Card> {
    for (const id of ids) yield this.card(id)!;
  }

  /** Removes the shelf's temporary file. */
  close(): void {
    this.shelf.close();
  }
}

/** Adds a printing's foreign names, sets and files to what a card has, each once. */
function addPrinting(card: Pick<Card, 'foreignNames' | 'sets' | 'files'>, names: ForeignName[], sets: string[], ...files: string[]): void {
  addForeignNames(card, names);
  addSets(card, sets);
  for (const file of files) addFile(card, file);
}

function addFile(card: Pick<Card, 'files'>, file: string): void {
  const files = card.files ?? [];
  if (!files.includes(file)) files.push(file);
  card.files = files;
}

function addSets(card: Pick<Card, 'sets'>, sets: string[]): void {
  const known = card.sets ?? [];
  for (const set of sets) if (!known.includes(set)) known.push(set);
  if (known.length) card.sets = known;
}

export function addForeignNames(card: Pick<Card, 'foreignNames'>, names: ForeignName[]): void {
  if (names.length === 0) return;
  const list = card.foreignNames ?? [];
  for (const name of names) {
    if (!list.some((known) => known.language === name.language && known.name === name.name)) list.push(name);
  }
  card.foreignNames = list;
}

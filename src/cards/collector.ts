/**
 * Gathers cards and rulings from many records into one store: one card per id (oracle id),
 * printings and set files merged, rulings joined by id and shared by every record of that card.
 */
import type { Card, CardFace, CardStore, ForeignName, Ruling } from './model';
import { STORE_FORMAT } from './model';
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

export class CardCollector {
  private readonly cards = new Map<string, Card>();
  private readonly origins = new Map<string, Origin>();
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
    return this.cards.size;
  }

  /** A card of the store as it was, with its rulings: kept unless a file of this ingest gives it again. */
  keep(card: Card, rulings: Ruling[] = []): void {
    this.cards.set(card.id, card);
    this.origins.set(card.id, 'kept');
    this.earlier.add(card.id);
    for (const ruling of rulings) this.addRuling(card.id, ruling);
  }

  /** A card from Scryfall oracle data. A second printing of the same card only adds its names. */
  addScryfall(card: Card, file: string): void {
    const existing = this.cards.get(card.id);
    if (this.conflicting(existing, card.id, card.name, file)) return;
    this.countGiven(card.id, file);
    if (existing && this.origins.get(card.id) === 'scryfall') {
      addForeignNames(existing, card.foreignNames ?? []);
      addSets(existing, card.sets ?? []);
      addFile(existing, file);
      return;
    }
    if (existing) {
      addForeignNames(card, existing.foreignNames ?? []);
      addSets(card, existing.sets ?? []);
      for (const earlier of existing.files ?? []) addFile(card, earlier);
      this.sides.delete(card.id);
    }
    addFile(card, file);
    this.cards.set(card.id, card);
    this.origins.set(card.id, 'scryfall');
  }

  /** An MTGJSON card or face: adds the card if it is new (or replaces an earlier ingest's), and always its foreign names and rulings. */
  addMtgjson(part: MtgjsonPart, file: string): void {
    let card = this.cards.get(part.id);
    if (this.conflicting(card, part.id, part.name, file)) return;
    this.countGiven(part.id, file);
    if (!card || this.origins.get(part.id) === 'kept') {
      const fresh: Card = { id: part.id, layout: part.layout, ...(part.side === undefined ? part.face : { name: part.name }), ...legalitiesOf(part.legalities, file) };
      if (card) {
        addForeignNames(fresh, card.foreignNames ?? []);
        addSets(fresh, card.sets ?? []);
        for (const earlier of card.files ?? []) addFile(fresh, earlier);
      }
      card = fresh;
      this.cards.set(part.id, card);
      this.origins.set(part.id, 'mtgjson');
    }
    if (part.side !== undefined && this.origins.get(part.id) === 'mtgjson') {
      const faces = this.sides.get(part.id) ?? new Map<string, CardFace>();
      if (!faces.has(part.side)) faces.set(part.side, part.face);
      this.sides.set(part.id, faces);
    }
    addForeignNames(card, part.foreignNames);
    addSets(card, part.sets);
    addFile(card, file);
    for (const ruling of part.rulings) this.addRuling(part.id, ruling, file);
  }

  /** A card known elsewhere (an engine definition): added unless a card of that name was ingested. */
  addUnlessNamed(card: Card): void {
    for (const known of this.cards.values()) if (known.name === card.name) return;
    this.cards.set(card.id, card);
    this.origins.set(card.id, 'kept');
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

  /**
   * Whether a record gives the oracle id of a card this ingest gathered under another name (every
   * printing of one card has its name): then it is a different card with a wrong id, left out and
   * counted, never merged into the first.
   */
  private conflicting(existing: Card | undefined, id: string, name: string, file: string): boolean {
    if (!existing || this.origins.get(id) === 'kept' || existing.name === name) return false;
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
  kept(): Card[] {
    return [...this.earlier].filter((id) => !this.given.has(id)).map((id) => this.cards.get(id)!);
  }

  /** The store, with rulings in published order, and how many rulings named no known card. */
  finish(sources: string[]): { store: CardStore; unmatchedRulings: number } {
    for (const [id, faces] of this.sides) {
      const card = this.cards.get(id)!;
      card.faces = [...faces].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, face]) => face);
    }
    const rulings: Record<string, Ruling[]> = {};
    let unmatchedRulings = 0;
    for (const [id, list] of this.rulings) {
      if (!this.cards.has(id)) {
        unmatchedRulings += list.size;
        continue;
      }
      // Sorting is stable, so rulings of one date stay in the order they were published.
      rulings[id] = [...list.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    }
    const cards = [...this.cards.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
    return { store: { format: STORE_FORMAT, sources, cards, rulings }, unmatchedRulings };
  }
}

function addFile(card: Card, file: string): void {
  const files = card.files ?? [];
  if (!files.includes(file)) files.push(file);
  card.files = files;
}

function addSets(card: Card, sets: string[]): void {
  const known = card.sets ?? [];
  for (const set of sets) if (!known.includes(set)) known.push(set);
  if (known.length) card.sets = known;
}

export function addForeignNames(card: Card, names: ForeignName[]): void {
  if (names.length === 0) return;
  const list = card.foreignNames ?? [];
  for (const name of names) {
    if (!list.some((known) => known.language === name.language && known.name === name.name)) list.push(name);
  }
  card.foreignNames = list;
}

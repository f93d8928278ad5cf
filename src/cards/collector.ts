/**
 * Gathers cards and rulings from many records into one store: one card per id (oracle id),
 * printings and set files merged, rulings joined by id and shared by every record of that card.
 */
import type { Card, CardFace, CardStore, ForeignName, Ruling } from './model';
import { STORE_FORMAT } from './model';
import type { MtgjsonPart } from './formats';

/** Where a card's characteristics came from: Scryfall's oracle data wins over MTGJSON's. */
type Origin = 'scryfall' | 'mtgjson' | 'kept';

export class CardCollector {
  private readonly cards = new Map<string, Card>();
  private readonly origins = new Map<string, Origin>();
  /** The faces of MTGJSON multi-face cards by side letter, sorted when the store is made. */
  private readonly sides = new Map<string, Map<string, CardFace>>();
  private readonly rulings = new Map<string, Map<string, Ruling>>();

  get cardCount(): number {
    return this.cards.size;
  }

  /** A card from a previous store, kept when only rulings are ingested. */
  keep(card: Card): void {
    this.cards.set(card.id, card);
    this.origins.set(card.id, 'kept');
  }

  /** A card from Scryfall oracle data. A second printing of the same card only adds its names. */
  addScryfall(card: Card): void {
    const existing = this.cards.get(card.id);
    if (existing && this.origins.get(card.id) === 'scryfall') {
      addForeignNames(existing, card.foreignNames ?? []);
      addSets(existing, card.sets ?? []);
      return;
    }
    if (existing) {
      addForeignNames(card, existing.foreignNames ?? []);
      addSets(card, existing.sets ?? []);
      this.sides.delete(card.id);
    }
    this.cards.set(card.id, card);
    this.origins.set(card.id, 'scryfall');
  }

  /** An MTGJSON card or face: adds the card if it is new, and always its foreign names and rulings. */
  addMtgjson(part: MtgjsonPart): void {
    let card = this.cards.get(part.id);
    if (!card) {
      card = part.side === undefined ? { id: part.id, layout: part.layout, ...part.face } : { id: part.id, layout: part.layout, name: part.name };
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
    for (const ruling of part.rulings) this.addRuling(part.id, ruling);
  }

  /** A card known elsewhere (an engine definition): added unless a card of that name was ingested. */
  addUnlessNamed(card: Card): void {
    for (const known of this.cards.values()) if (known.name === card.name) return;
    this.cards.set(card.id, card);
    this.origins.set(card.id, 'kept');
  }

  /** Rulings are kept once per card even when several printings or files repeat them. */
  addRuling(id: string, ruling: Ruling): void {
    const list = this.rulings.get(id) ?? new Map<string, Ruling>();
    const key = `${ruling.date}|${ruling.text.replace(/\s+/g, ' ').trim()}`;
    if (!list.has(key)) list.set(key, ruling);
    this.rulings.set(id, list);
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

function addSets(card: Card, sets: string[]): void {
  const known = card.sets ?? [];
  for (const set of sets) if (!known.includes(set)) known.push(set);
  if (known.length) card.sets = known;
}

function addForeignNames(card: Card, names: ForeignName[]): void {
  if (names.length === 0) return;
  const list = card.foreignNames ?? [];
  for (const name of names) {
    if (!list.some((known) => known.language === name.language && known.name === name.name)) list.push(name);
  }
  card.foreignNames = list;
}

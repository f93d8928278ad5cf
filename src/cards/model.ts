/** The card data Heartwood keeps: one card per oracle identity, its faces, its names abroad, its rulings. */

/** The printed characteristics of one face (or of a single-faced card). */
export interface CardFace {
  name: string;
  manaCost?: string;
  typeLine?: string;
  oracleText?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
}

export interface ForeignName {
  /** English name of the language, as MTGJSON spells it: "German", "Spanish", "Japanese". */
  language: string;
  name: string;
}

export interface Card extends CardFace {
  /** The Scryfall oracle id, or "name-<hash>" for a card known without one. */
  id: string;
  layout: string;
  /** Each face of a multi-face card (split, transform, modal_dfc, adventure, flip …), in order. */
  faces?: CardFace[];
  foreignNames?: ForeignName[];
  /** Codes of the sets it was ingested from ("THS"), upper case. */
  sets?: string[];
}

export interface Ruling {
  /** YYYY-MM-DD */
  date: string;
  /** "wotc", "scryfall", or "mtgjson" for MTGJSON rulings (which carry no source). */
  source: string;
  text: string;
}

export const STORE_FORMAT = 'heartwood-cards/1';

/** The stored card data: rules-data/card-store.json. */
export interface CardStore {
  format: typeof STORE_FORMAT;
  /** What it was made from (file names), for `heartwood ingest` summaries and debugging. */
  sources: string[];
  cards: Card[];
  /** Rulings by card id, in published order. */
  rulings: Record<string, Ruling[]>;
}

export const STORE_FILE = 'card-store.json';

const SOURCE_LABELS: Record<string, string> = { wotc: 'WotC', scryfall: 'Scryfall', mtgjson: 'MTGJSON' };

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

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
  /** The colors of its color indicator (204.1), as mana letters ("U"), when it has one. */
  colorIndicator?: string[];
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
  /**
   * The data it came from carries color indicators (a full Scryfall card object), so a face without one has
   * none; unset, a face without a mana cost may have one the data lost (the 2020 pool's back faces).
   */
  colorIndicatorsKnown?: true;
  foreignNames?: ForeignName[];
  /** Codes of the sets it was ingested from ("THS"), upper case. */
  sets?: string[];
  /** An image of the card (Scryfall `image_uris.normal`, or its front face's), when the data has one. */
  image?: string;
  /** The card's page on Scryfall. */
  url?: string;
  /** The ingested files (names, or URLs) that gave this card, oldest first: `heartwood data --remove` drops a file's cards. */
  files?: string[];
  /** Its legality in each format the card data names (a format it doesn't name: not legal), and the file that said so. */
  legalities?: Legalities;
}

/** A card's status in one format, in Scryfall's words (MTGJSON's "Legal", "Banned", "Restricted" read alike). */
export type Legality = 'legal' | 'not_legal' | 'banned' | 'restricted';

export interface Legalities {
  formats: Record<string, Legality>;
  /** The ingested file they come from: banned lists change, and the data is as old as its file. */
  file: string;
}

export interface Ruling {
  /** YYYY-MM-DD */
  date: string;
  /** "wotc", "scryfall", or "mtgjson" for MTGJSON rulings (which carry no source). */
  source: string;
  text: string;
  /** The ingested files that gave this ruling (the same text from several files is one ruling). */
  files?: string[];
}

export const STORE_FORMAT = 'heartwood-cards/2';

/** The stored card data: rules-data/card-store.json. */
export interface CardStore {
  format: typeof STORE_FORMAT;
  /** What it was made from (file names), for `heartwood ingest` summaries and debugging. */
  sources: string[];
  /** The online source it was downloaded from (`ingest --cards scryfall|mtgjson`), which a refresh checks for newer data. */
  remote?: RemoteCardSource;
  cards: Card[];
  /** Rulings by card id, in published order. */
  rulings: Record<string, Ruling[]>;
}

export interface RemoteCardSource {
  kind: 'scryfall' | 'mtgjson';
  /** What the source says its data's version is (Scryfall's updated_at, MTGJSON's Meta.json version). */
  version: string;
}

export const STORE_FILE = 'card-store.json';

const SOURCE_LABELS: Record<string, string> = { wotc: 'WotC', scryfall: 'Scryfall', mtgjson: 'MTGJSON' };

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

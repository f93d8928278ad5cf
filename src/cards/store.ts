/**
 * The card store file (rules-data/card-store.json, <data folder>/card-store.json). Its first three
 * lines are what a lookup needs, loaded at once; then one card a line, with its rulings, read only
 * when that card is shown:
 *
 *     {"stamp":"heartwood-cards/2","checksum":"…",                 the stamp (../util/stamp) of lines 2–3
 *     "format":"heartwood-cards/2","sources":[…],"cards":N,"rulings":M,"indexLength":L,
 *     "index":{"ids":[…],"offsets":[…],"lineChecksums":[…],"english":{…},…}}
 *     {"card":{…},"rulings":[…]}                                   one card a line, at its offset
 *
 * The index holds each card's id, where its line starts and its line's checksum (so that the
 * stamp covers every byte: a line changed by hand is refused as it is read), and the name indexes
 * prebuilt (./names), so that loading 35,000 cards builds nothing and keeps no card text or ruling
 * in memory. The whole file is written atomically: a reader holding it open keeps reading the old
 * one. A store of the first format (one JSON document) is still read, whole.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../util/atomic';
import { readTextAt } from '../util/read-text';
import { stampHolds, stampLine } from '../util/stamp';
import { STORE_FILE, STORE_FORMAT, type Card, type CardStore, type RemoteCardSource, type Ruling } from './model';
import { NameIndex, type PrebuiltNames } from './names';

const FIRST_FORMAT = 'heartwood-cards/1';
/** How much of the file is read to find the header before the index. */
const HEAD_BYTES = 64 * 1024;

/** What the store says about itself (line 2). */
export interface StoreHeader {
  format: typeof STORE_FORMAT;
  sources: string[];
  remote?: RemoteCardSource;
  cards: number;
  rulings: number;
  /** How many cards each ingested file (of `sources`) gives. */
  cardsBySource?: Record<string, number>;
}

/** The English names of a store's cards (each card's own name first, then its faces'), each standing for its card. */
export interface EnglishNames extends PrebuiltNames {
  cards: number[];
}

/** Foreign names: the card and the language (a position in StoreIndex.languages) of each. */
export interface ForeignNames extends EnglishNames {
  languages: number[];
}

export interface StoreIndex {
  ids: string[];
  /** Where each card's line starts, from the first card line; one more for the end. */
  offsets: number[];
  /**
   * Each card line's checksum (lineChecksum), checked as the line is read, so that the stamp over
   * the index covers every stored byte. Absent in stores written before it: their lines are read unchecked.
   */
  lineChecksums?: string[];
  /** Card positions in order of their ids, for lookups by id. */
  idOrder: number[];
  english: EnglishNames;
  foreign: ForeignNames;
  languages: string[];
}

export interface CardRecord {
  card: Card;
  rulings: Ruling[];
}

/** A card store as the library reads it: header and index at once, each card when asked. */
export interface StoreView {
  file?: string;
  header: StoreHeader;
  index: StoreIndex;
  record(card: number): CardRecord;
}

export function storePath(dataDir: string): string {
  return path.join(dataDir, STORE_FILE);
}

/** How to make a damaged store anew: ingest its files again from scratch, or forget them. */
export const REBUILD_HINT = 'Run `heartwood ingest --replace --cards <file or scryfall>` to rebuild it, or `heartwood data --reset` to drop it';

export class CardStoreError extends Error {}

function storeError(file: string, problem: string): CardStoreError {
  return new CardStoreError(`${file}: ${problem}. ${REBUILD_HINT}.`);
}

/** Closes the file of a view nothing uses any more. */
const openFiles = new FinalizationRegistry<number>((fd) => fs.close(fd, () => {}));

/** Opens a store: its header and index are read now (checked against the stamp), each card's line when asked. */
export function openCardStore(file: string): StoreView {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    throw storeError(file, `cannot read the card store (${(error as Error).message})`);
  }
  let view: StoreView;
  try {
    view = readStoreIndex(file, fd);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  if (view.file) openFiles.register(view, fd);
  else fs.closeSync(fd);
  return view;
}

function readStoreIndex(file: string, fd: number): StoreView {
  const head = readTextAt(fd, 0, HEAD_BYTES);
  if (head === '') throw storeError(file, 'the card store is empty');
  if (!head.startsWith('{"stamp":')) return memoryView(parseFirstFormat(file, head + readTextAt(fd, HEAD_BYTES, fs.fstatSync(fd).size)));
  const lines = head.split('\n', 2);
  if (lines.length < 2) throw storeError(file, 'the card store is damaged (no header)');
  const headerLength = Buffer.byteLength(`${lines[0]}\n${lines[1]}\n`);
  let header: StoreHeader & { indexLength: number };
  try {
    header = JSON.parse(`{${lines[1]!.slice(0, -1)}}`) as StoreHeader & { indexLength: number };
  } catch {
    throw storeError(file, 'the card store is damaged (its header is not JSON)');
  }
  if (header.format !== STORE_FORMAT) throw storeError(file, `not a card store this Heartwood reads (format "${String(header.format)}", expected "${STORE_FORMAT}")`);
  const indexLine = readTextAt(fd, headerLength, header.indexLength);
  const text = `${lines[0]}\n${lines[1]}\n${indexLine}`;
  if (!stampHolds(text, STORE_FORMAT)) throw storeError(file, 'the card store is damaged or was changed by hand (its checksum does not match)');
  const { index } = JSON.parse(text) as { index: StoreIndex };
  const recordsStart = headerLength + header.indexLength + 1;
  const view: StoreView = {
    file,
    header: { format: header.format, sources: header.sources, ...(header.remote ? { remote: header.remote } : {}), cards: header.cards, rulings: header.rulings, ...(header.cardsBySource ? { cardsBySource: header.cardsBySource } : {}) },
    index,
    record(card) {
      const [from, to] = [index.offsets[card]!, index.offsets[card + 1]!];
      const line = readTextAt(fd, recordsStart + from, to - from);
      if (index.lineChecksums && index.lineChecksums[card] !== lineChecksum(line)) {
        throw storeError(file, `the line of card ${index.ids[card]} is damaged or was changed by hand (its checksum does not match)`);
      }
      let record: unknown;
      try {
        record = JSON.parse(line);
      } catch (error) {
        throw storeError(file, `the line of card ${index.ids[card]} cannot be read (${(error as Error).message})`);
      }
      const problem = recordProblem(record, index.ids[card]!);
      if (problem) throw storeError(file, `the line of card ${index.ids[card]} is damaged (${problem})`);
      return record as CardRecord;
    },
  };
  return view;
}

/** What is wrong with a card line read from a store (its card must be the one the index names there), or undefined. */
function recordProblem(record: unknown, id: string): string | undefined {
  if (!isObject(record)) return `not an object but ${JSON.stringify(record)?.slice(0, 40)}`;
  if (!Array.isArray(record.rulings)) return 'its rulings are not a list';
  const problem = cardProblem(record.card);
  if (problem) return problem;
  const card = record.card as Card;
  return card.id === id ? undefined : `it holds card ${JSON.stringify(card.id)}`;
}

/** What is wrong with a stored card (its id, name, faces and foreign names are what the indexes read), or undefined. */
function cardProblem(card: unknown): string | undefined {
  if (!isObject(card)) return `the card is ${JSON.stringify(card)?.slice(0, 40)}, not an object`;
  if (typeof card.id !== 'string') return 'the card has no id';
  if (typeof card.name !== 'string') return `card ${card.id} has no name`;
  if (card.faces !== undefined && !(Array.isArray(card.faces) && card.faces.every((face) => isObject(face) && typeof face.name === 'string'))) return `card ${card.id} has a face without a name`;
  const foreign = card.foreignNames;
  if (foreign !== undefined && !(Array.isArray(foreign) && foreign.every((name) => isObject(name) && typeof name.name === 'string' && typeof name.language === 'string'))) {
    return `card ${card.id} has a foreign name without its name or language`;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseFirstFormat(file: string, text: string): CardStore {
  let parsed: Omit<Partial<CardStore>, 'format'> & { format?: string };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch (error) {
    throw storeError(file, `cannot read the card store (${(error as Error).message})`);
  }
  if (!isObject(parsed) || parsed.format !== FIRST_FORMAT || !Array.isArray(parsed.cards) || !isObject(parsed.rulings)) {
    throw storeError(file, `not a Heartwood card store (format "${String(parsed?.format)}", expected "${STORE_FORMAT}")`);
  }
  for (const [position, card] of parsed.cards.entries()) {
    const problem = cardProblem(card);
    if (problem) throw storeError(file, `card ${position + 1} is damaged (${problem})`);
  }
  return { ...parsed, format: STORE_FORMAT } as CardStore;
}

/** A store held in memory (a store of the first format, or one made in a test) as a view. */
export function memoryView(store: CardStore): StoreView {
  return {
    header: { format: STORE_FORMAT, sources: store.sources, ...(store.remote ? { remote: store.remote } : {}), cards: store.cards.length, rulings: rulingCount(store) },
    index: buildStoreIndex(store.cards),
    record: (card) => ({ card: store.cards[card]!, rulings: store.rulings[store.cards[card]!.id] ?? [] }),
  };
}

/** The header alone (line 2): what `heartwood data` and the refresh need. */
export function readStoreHeader(file: string): StoreHeader {
  return openCardStore(file).header;
}

/** The whole store, every card and ruling in memory (ingest --rulings keeps the cards; tests). */
export function readCardStore(file: string): CardStore {
  const view = openCardStore(file);
  const cards: Card[] = [];
  const rulings: Record<string, Ruling[]> = {};
  for (let card = 0; card < view.index.ids.length; card++) {
    const record = view.record(card);
    cards.push(record.card);
    if (record.rulings.length) rulings[record.card.id] = record.rulings;
  }
  return { format: STORE_FORMAT, sources: view.header.sources, ...(view.header.remote ? { remote: view.header.remote } : {}), cards, rulings };
}

/** How many rulings the store holds, over all its cards. */
export function rulingCount(store: CardStore): number {
  return Object.values(store.rulings).reduce((sum, list) => sum + list.length, 0);
}

/**
 * Builds the index of a store's cards a card at a time: ids and names, their name indexes (English
 * names and face names matched loosely, foreign names exactly and by prefix), and where each card's
 * line starts when given its line (a store in memory has no lines, so no offsets).
 */
class StoreIndexBuilder {
  private readonly ids: string[] = [];
  private readonly offsets = [0];
  private readonly lineChecksums: string[] = [];
  private readonly languages: string[] = [];
  private readonly english = { names: [] as string[], cards: [] as number[] };
  private readonly foreign = { names: [] as string[], cards: [] as number[], languages: [] as number[] };

  add(card: Card, line?: string): void {
    const position = this.ids.length;
    this.ids.push(card.id);
    if (line !== undefined) {
      this.offsets.push(this.offsets[this.offsets.length - 1]! + Buffer.byteLength(line));
      this.lineChecksums.push(lineChecksum(line));
    }
    this.english.names.push(card.name);
    this.english.cards.push(position);
    for (const face of card.faces ?? []) {
      if (face.name === card.name) continue;
      this.english.names.push(face.name);
      this.english.cards.push(position);
    }
    for (const name of card.foreignNames ?? []) {
      if (!this.languages.includes(name.language)) this.languages.push(name.language);
      this.foreign.names.push(name.name);
      this.foreign.cards.push(position);
      this.foreign.languages.push(this.languages.indexOf(name.language));
    }
  }

  build(): StoreIndex {
    const prebuilt = (names: string[], loose: boolean) => new NameIndex(names.map((name) => ({ name, value: name })), { loose: () => loose }).prebuilt();
    const ids = this.ids;
    return {
      ids,
      offsets: this.offsets,
      lineChecksums: this.lineChecksums,
      idOrder: ids.map((_, position) => position).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0)),
      english: { ...prebuilt(this.english.names, true), cards: this.english.cards },
      foreign: { ...prebuilt(this.foreign.names, false), cards: this.foreign.cards, languages: this.foreign.languages },
      languages: this.languages,
    };
  }
}

function buildStoreIndex(cards: Card[]): StoreIndex {
  const builder = new StoreIndexBuilder();
  for (const card of cards) builder.add(card);
  return builder.build();
}

/** A card line's checksum: 16 hex digits of its SHA-1 (enough to tell a changed line, in 16 bytes a card). */
function lineChecksum(line: string): string {
  return createHash('sha1').update(line).digest('hex').slice(0, 16);
}

/** What a store is written from: its cards (read once, in store order) and each card's rulings. */
export interface StoreContents {
  sources: string[];
  remote?: RemoteCardSource;
  cards: Iterable<Card>;
  rulingsOf(id: string): Ruling[];
}

/** Replaces the stored card data at once: readers see the old store or the new one. */
export function writeCardStore(dataDir: string, store: CardStore): string {
  return writeStoreContents(dataDir, { ...store, rulingsOf: (id) => store.rulings[id] ?? [] }).file;
}

/**
 * Writes a store from cards given one at a time, never all in memory: each card's line goes to a
 * temporary file as the index is built, then the store is written atomically, its header and index
 * first and the lines copied after them.
 */
export function writeStoreContents(dataDir: string, contents: StoreContents): { file: string; cards: number; rulings: number } {
  const file = storePath(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  // Named as writeFileAtomic's temporary files, so that a sweep (../util/sweep) removes one a killed ingest left.
  const linesFile = `${file}.lines.tmp-${process.pid}-${Date.now().toString(36)}`;
  let cards = 0;
  let rulings = 0;
  try {
    const builder = new StoreIndexBuilder();
    const cardsBySource: Record<string, number> = {};
    const lines = fs.openSync(linesFile, 'w+');
    try {
      for (const card of contents.cards) {
        const cardRulings = contents.rulingsOf(card.id);
        const line = JSON.stringify({ card, rulings: cardRulings }) + '\n';
        fs.writeSync(lines, line);
        builder.add(card, line);
        cards++;
        rulings += cardRulings.length;
        for (const source of card.files ?? []) cardsBySource[source] = (cardsBySource[source] ?? 0) + 1;
      }
      const indexLine = `"index":${JSON.stringify(builder.build())}}`;
      const header = { format: STORE_FORMAT, sources: contents.sources, ...(contents.remote ? { remote: contents.remote } : {}), cards, rulings, ...(Object.keys(cardsBySource).length ? { cardsBySource } : {}) };
      const headerLine = `${JSON.stringify({ ...header, indexLength: Buffer.byteLength(indexLine) }).slice(1, -1)},`;
      const head = [`${headerLine}\n`, indexLine, '\n'];
      writeFileAtomic(file, withHead([stampLine(STORE_FORMAT, ...head.slice(0, 2)), ...head], chunksOf(lines)));
    } finally {
      fs.closeSync(lines);
    }
  } finally {
    fs.rmSync(linesFile, { force: true });
  }
  return { file, cards, rulings };
}

function* withHead(head: string[], rest: Iterable<Buffer>): Generator<string | Buffer> {
  yield* head;
  yield* rest;
}

/** A file's bytes from its start, a megabyte at a time (each chunk written before the next is read). */
function* chunksOf(fd: number): Generator<Buffer> {
  const buffer = Buffer.alloc(2 ** 20);
  for (let at = 0; ; ) {
    const read = fs.readSync(fd, buffer, 0, buffer.length, at);
    if (read === 0) return;
    yield buffer.subarray(0, read);
    at += read;
  }
}

/**
 * `heartwood ingest --cards … --rulings …`: streams Scryfall bulk files (oracle cards, rulings) and
 * MTGJSON files (set files, AtomicCards.json) into the card store. Each record is validated; bad
 * ones are skipped and counted. What is ingested adds to what was ingested before: a card or ruling
 * that comes again replaces the earlier one (the newest file wins), and `replace` starts afresh.
 * The store is written atomically, and only when something valid was read.
 */
import fs from 'node:fs';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { DOWNLOAD_TIMEOUTS, isUrl, withDownloadedFile } from '../util/download';
import { maxCardFileBytes } from './limits';
import { addForeignNames, CardCollector, type FileEffect, type IdConflict } from './collector';
import {
  cardsFromScryfall,
  describeIssue,
  mtgjsonCardSchema,
  partFromMtgjson,
  rulingFromScryfall,
  scryfallCardSchema,
  scryfallRulingSchema,
} from './formats';
import { streamJsonRecords, type JsonPath } from './json-records';
import type { Card, CardStore, RemoteCardSource } from './model';

export type CardExtras = Pick<Card, 'foreignNames' | 'legalities'>;
import { openCardStore, readCardStore, storePath, writeCardStore, writeStoreContents, type StoreView } from './store';

export interface IngestOptions {
  /** Card files or URLs: Scryfall oracle cards, MTGJSON set files or AtomicCards.json(.gz). */
  cards?: string[];
  /** Ruling files or URLs (Scryfall rulings). */
  rulings?: string[];
  /** Start afresh: the store holds only these files (with rulings alone: the stored cards, with only these rulings). */
  replace?: boolean;
  /** Where the card store is written (the user data folder; rules-data/ for `npm run cards:bundle`). */
  dataDir: string;
  /** The online source the files came from, kept in the store for refreshes. */
  remote?: RemoteCardSource;
  /** A last check before the new store replaces the old one, given how many cards this ingest's files gave: throws to keep the old one. */
  check?: (given: number) => void;
  /** What other data says of cards by English name, added to the cards of this ingest that have that name (the bundle's German names and legalities). */
  extras?: Map<string, CardExtras>;
  /** Cards known elsewhere (the engine's definitions), added when no ingested card has their name. */
  also?: Card[];
  /** The store the ingested one is read beside (the bundled cards): the summary counts its cards no ingested card replaces. */
  beside?: StoreView;
  /** Show a progress bar (on stderr, only when it is a terminal). */
  progress?: boolean;
}

export interface FileSummary {
  source: string;
  /** What the file turned out to hold, e.g. "Scryfall cards", "MTGJSON set file". */
  kinds: string[];
  records: number;
  cards: number;
  rulings: number;
  skipped: number;
  /** The first few skipped records and why (at most MAX_PROBLEMS). */
  problems: string[];
}

export interface IngestSummary {
  files: FileSummary[];
  /** Cards each file added to the store or replaced in it, by the file's name as stored. */
  effects: Map<string, FileEffect>;
  /** Cards the store had that no file gave again, by the earlier files that gave them. */
  kept: Map<string, number>;
  cards: number;
  rulings: number;
  unmatchedRulings: number;
  /** The cards of `beside` no ingested card replaces (with `cards`: how many Heartwood knows). */
  besideKept?: number;
  /** Records left out for giving the oracle id of another card (the first few, and how many). */
  conflicts: { first: IdConflict[]; count: number };
  store: string;
}

const MAX_PROBLEMS = 10;

export async function ingestCardData(options: IngestOptions): Promise<IngestSummary> {
  const cards = options.cards ?? [];
  const rulings = options.rulings ?? [];
  if (cards.length + rulings.length === 0) throw new Error('ingest: give --cards <file or URL> and/or --rulings <file or URL>');
  const file = storePath(options.dataDir);
  // Starting afresh reads nothing of the earlier store: so a damaged one is rebuilt.
  const earlier = !(options.replace && cards.length) && fs.existsSync(file) ? openCardStore(file) : undefined;
  if (cards.length === 0 && !earlier) throw new Error(`ingest --rulings: there is no card store at ${file} yet; ingest --cards first`);
  const collector = new CardCollector();
  try {
    return await collect(options, collector, earlier);
  } finally {
    collector.close();
  }
}

async function collect(options: IngestOptions, collector: CardCollector, earlier: StoreView | undefined): Promise<IngestSummary> {
  const cards = options.cards ?? [];
  const rulings = options.rulings ?? [];
  if (earlier && (!options.replace || cards.length === 0)) {
    for (let position = 0; position < earlier.index.ids.length; position++) {
      const record = earlier.record(position);
      collector.keep(record.card, options.replace ? [] : record.rulings);
    }
  }
  const names = [...cards, ...rulings].map(storedName);
  const files: FileSummary[] = [];
  for (const source of [...cards, ...rulings]) {
    files.push(await withLocalFile(source, (local) => ingestFile(source, local, collector, options.progress ?? true)));
  }
  for (const card of options.also ?? []) collector.addUnlessNamed(card);
  if (cards.length && collector.effects.size === 0) {
    throw new Error(`ingest: no valid card in ${cards.join(', ')}; the stored card data was left unchanged.\n${formatSummary(files)}`);
  }
  const kept = new Map<string, number>();
  for (const card of collector.kept()) {
    const from = card.files?.join(', ') ?? 'an earlier ingest';
    kept.set(from, (kept.get(from) ?? 0) + 1);
  }
  options.check?.([...collector.effects.values()].reduce((sum, effect) => sum + effect.added + effect.replaced, 0));
  // The store's sources: the earlier ones still giving a card or ruling, then this ingest's files.
  const sources = [...(earlier && !(options.replace && cards.length) ? earlier.header.sources.filter((name) => !names.includes(name)) : []), ...names];
  const contents = collector.contents(sources);
  const remote = options.remote ?? (options.replace ? undefined : earlier?.header.remote);
  const written = writeStoreContents(options.dataDir, { ...contents, ...(remote ? { remote } : {}), cards: withExtras(contents.cards, options.extras) });
  const conflicts = { first: collector.conflicts.slice(0, MAX_PROBLEMS), count: collector.conflicts.length };
  const besideKept = options.beside && collector.unreplaced(cardsOf(options.beside));
  return { files, effects: collector.effects, kept, cards: written.cards, rulings: written.rulings, unmatchedRulings: collector.unmatchedRulings(), ...(besideKept === undefined ? {} : { besideKept }), conflicts, store: written.file };
}

function* cardsOf(view: StoreView): Generator<Card> {
  for (let position = 0; position < view.index.ids.length; position++) yield view.record(position).card;
}

/** The cards with what other data says of them by English name (the bundle's German names and legalities). */
function* withExtras(cards: Iterable<Card>, extras: Map<string, CardExtras> | undefined): Generator<Card> {
  for (const card of cards) {
    const extra = extras?.get(card.name);
    addForeignNames(card, extra?.foreignNames ?? []);
    if (extra?.legalities && !card.legalities) card.legalities = extra.legalities;
    yield card;
  }
}

/** How a file is named in the store: its file name, or its URL. */
export function storedName(source: string): string {
  return isUrl(source) ? source : path.basename(source);
}

/** Runs `use` on a local copy: the file itself, or a URL downloaded to a temporary file first. */
async function withLocalFile<T>(source: string, use: (file: string) => Promise<T>): Promise<T> {
  if (!isUrl(source)) {
    if (!fs.existsSync(source)) throw new Error(`ingest: no such file: ${source}`);
    return use(source);
  }
  return withDownloadedFile(source, path.basename(new URL(source).pathname) || 'download', use, DOWNLOAD_TIMEOUTS, maxCardFileBytes());
}

type Tag = 'scryfall' | 'mtgjson';

async function ingestFile(source: string, file: string, collector: CardCollector, progress: boolean): Promise<FileSummary> {
  const summary: FileSummary = { source, kinds: [], records: 0, cards: 0, rulings: 0, skipped: 0, problems: [] };
  const name = storedName(source);
  const kinds = new Set<string>();
  let mtgjsonFile: 'set file' | 'AtomicCards' | undefined;
  const skip = (what: string) => {
    summary.skipped++;
    if (summary.problems.length < MAX_PROBLEMS) summary.problems.push(what);
  };

  // Where the records are: a Scryfall array ([…] or a list object's data), MTGJSON data.cards (set
  // file) or data.<name> (AtomicCards: every value under data is an array of faces).
  const select = (at: JsonPath, token: string): Tag | undefined => {
    if (at.length === 1 && typeof at[0] === 'number') return 'scryfall';
    if (at[0] !== 'data') return undefined;
    if (at.length === 2) {
      if (typeof at[1] === 'number') return 'scryfall';
      mtgjsonFile ??= token === 'startArray' ? 'AtomicCards' : 'set file';
      return undefined;
    }
    if (at.length === 3 && typeof at[2] === 'number' && (mtgjsonFile === 'AtomicCards' || at[1] === 'cards')) return 'mtgjson';
    return undefined;
  };

  const onRecord = (tag: Tag, value: unknown) => {
    summary.records++;
    const label = `record ${summary.records}${recordName(value)}`;
    if (tag === 'mtgjson') {
      const parsed = mtgjsonCardSchema.safeParse(value);
      if (!parsed.success) return skip(`${label}: ${describeIssue(parsed.error)}`);
      const part = detached(partFromMtgjson(parsed.data));
      collector.addMtgjson(part, name);
      kinds.add(`MTGJSON ${mtgjsonFile}`);
      summary.cards++;
      summary.rulings += part.rulings.length;
      return;
    }
    const object = isObject(value) ? value.object : undefined;
    if (object === 'ruling') {
      const parsed = scryfallRulingSchema.safeParse(value);
      if (!parsed.success) return skip(`${label}: ${describeIssue(parsed.error)}`);
      const { id, ruling } = detached(rulingFromScryfall(parsed.data));
      collector.addRuling(id, ruling, name);
      kinds.add('Scryfall rulings');
      summary.rulings++;
      return;
    }
    if (object !== undefined && object !== 'card') return skip(`${label}: object is ${JSON.stringify(object)}, expected "card" or "ruling"`);
    const parsed = scryfallCardSchema.safeParse(value);
    if (!parsed.success) return skip(`${label}: ${describeIssue(parsed.error)}`);
    for (const card of detached(cardsFromScryfall(parsed.data, name))) collector.addScryfall(card, name);
    kinds.add('Scryfall cards');
    summary.cards++;
  };

  const bar = progress && process.stderr.isTTY ? new cliProgress.SingleBar({ format: `${path.basename(source)} [{bar}] {percentage}% {records} records`, stream: process.stderr }, cliProgress.Presets.shades_classic) : undefined;
  bar?.start(fs.statSync(file).size || 1, 0, { records: 0 });
  try {
    await streamJsonRecords(file, { select, onRecord, onBytes: (bytes) => bar?.update(bytes, { records: summary.records }), name: source });
  } finally {
    bar?.update({ records: summary.records });
    bar?.stop();
  }
  if (summary.records === 0) {
    throw new Error(`${source}: found no card or ruling records (expected a Scryfall JSON array, or an MTGJSON file with data); the stored card data was left unchanged`);
  }
  summary.kinds = [...kinds];
  return summary;
}

/**
 * A copy with strings of its own. Strings cut from the parser's text buffers can keep those whole
 * buffers alive (V8 sliced strings): kept for every card, that would hold the whole file in memory.
 */
function detached<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** ` ("Artisan of Forms")` when the record has a name, to find it in the file. */
function recordName(value: unknown): string {
  return isObject(value) && typeof value.name === 'string' ? ` (${JSON.stringify(value.name.slice(0, 80))})` : '';
}

/** The summary `heartwood ingest` prints. */
export function formatSummary(files: FileSummary[], totals?: Omit<IngestSummary, 'files'>): string {
  const lines: string[] = [];
  for (const file of files) {
    lines.push(
      `${file.source} (${file.kinds.join(', ') || 'nothing usable'}): ${file.records} records: ${file.cards} cards or faces, ${file.rulings} rulings, ${file.skipped} skipped`,
    );
    for (const problem of file.problems) lines.push(`  skipped ${problem}`);
    if (file.skipped > file.problems.length) lines.push(`  … and ${file.skipped - file.problems.length} more skipped`);
  }
  if (totals) {
    const parts = [...totals.effects].map(([name, effect]) => `${effect.added} added${effect.replaced ? `, ${effect.replaced} replaced` : ''} from ${name}`);
    for (const [from, count] of totals.kept) parts.push(`${count} kept from ${from}`);
    if (parts.length) lines.push(`Cards: ${parts.join('; ')}.`);
    lines.push(`Stored ${totals.cards} cards and ${totals.rulings} rulings in ${totals.store}.`);
    if (totals.unmatchedRulings) lines.push(`${totals.unmatchedRulings} rulings named an oracle id with no card and were left out.`);
    if (totals.conflicts.count) {
      lines.push(`${totals.conflicts.count} records gave the oracle id of another card under another name and were left out (one id is one card):`);
      for (const { id, kept, dropped, file } of totals.conflicts.first) lines.push(`  ${JSON.stringify(dropped)} in ${file}: oracle id ${id} is ${JSON.stringify(kept)}'s`);
      if (totals.conflicts.count > totals.conflicts.first.length) lines.push(`  … and ${totals.conflicts.count - totals.conflicts.first.length} more`);
    }
  }
  return lines.join('\n');
}

/** What `heartwood data --remove <file>` did. */
export interface Removal {
  file: string;
  cards: number;
  rulings: number;
  /** Cards that other files gave too: kept, no longer naming the file. */
  shared: number;
  /** Cards left in the store (0: the store was removed). */
  left: number;
}

/**
 * Drops one ingested file from the card store: the cards and rulings only it gave go, those other
 * files gave too stay. The file is named as `heartwood data` lists it (its name, or its URL).
 */
export function removeIngestedFile(dataDir: string, file: string): Removal {
  const at = storePath(dataDir);
  if (!fs.existsSync(at)) throw new Error(`--remove ${file}: no cards were ingested in ${dataDir}`);
  const store = readCardStore(at);
  const name = store.sources.find((source) => source === file || source === storedName(file));
  if (!name) throw new Error(`--remove ${file}: no ingested file of that name; the ingested files are ${store.sources.join(', ') || 'none'}`);
  const without = (files: string[] | undefined) => files?.filter((other) => other !== name);
  const removal: Removal = { file: name, cards: 0, rulings: 0, shared: 0, left: 0 };
  const cards: Card[] = [];
  const rulings: CardStore['rulings'] = {};
  for (const card of store.cards) {
    const files = without(card.files);
    if (files && files.length === 0) {
      removal.cards++;
      removal.rulings += store.rulings[card.id]?.length ?? 0;
      continue;
    }
    if (files && files.length < card.files!.length) removal.shared++;
    cards.push(files ? { ...card, files } : card);
    const kept = (store.rulings[card.id] ?? []).flatMap((ruling) => {
      const from = without(ruling.files);
      if (from && from.length === 0) return [];
      return [from ? { ...ruling, files: from } : ruling];
    });
    removal.rulings += (store.rulings[card.id]?.length ?? 0) - kept.length;
    if (kept.length) rulings[card.id] = kept;
  }
  removal.left = cards.length;
  if (cards.length === 0) fs.rmSync(at);
  else writeCardStore(dataDir, { ...store, sources: store.sources.filter((source) => source !== name), cards, rulings });
  return removal;
}

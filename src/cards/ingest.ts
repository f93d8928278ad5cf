/**
 * `heartwood ingest --cards … --rulings …`: streams Scryfall bulk files (oracle cards, rulings) and
 * MTGJSON files (set files, AtomicCards.json) into the card store. Each record is validated; bad
 * ones are skipped and counted. The store is replaced atomically, and only when something valid
 * was read.
 */
import fs from 'node:fs';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { isUrl, withDownloadedFile } from '../util/download';
import { CardCollector } from './collector';
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
import { readCardStore, rulingCount, storePath, writeCardStore } from './store';

export interface IngestOptions {
  /** Card files or URLs: Scryfall oracle cards, MTGJSON set files or AtomicCards.json(.gz). They replace the stored cards. */
  cards?: string[];
  /** Ruling files or URLs (Scryfall rulings). Given alone, they replace the rulings of the stored cards. */
  rulings?: string[];
  /** Where the card store is written (the user data folder; rules-data/ for `npm run cards:bundle`). */
  dataDir: string;
  /** The online source the files came from, kept in the store for refreshes. */
  remote?: RemoteCardSource;
  /** A last check of the new store before it replaces the old one: throws to keep the old one. */
  check?: (store: CardStore) => void;
  /** Cards known elsewhere (the engine's definitions), added when no ingested card has their name. */
  also?: Card[];
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
  cards: number;
  rulings: number;
  unmatchedRulings: number;
  store: string;
}

const MAX_PROBLEMS = 10;

export async function ingestCardData(options: IngestOptions): Promise<IngestSummary> {
  const cards = options.cards ?? [];
  const rulings = options.rulings ?? [];
  if (cards.length + rulings.length === 0) throw new Error('ingest: give --cards <file or URL> and/or --rulings <file or URL>');
  const collector = new CardCollector();
  if (cards.length === 0) {
    const file = storePath(options.dataDir);
    if (!fs.existsSync(file)) throw new Error(`ingest --rulings: there is no card store at ${file} yet; ingest --cards first`);
    for (const card of readCardStore(file).cards) collector.keep(card);
  }
  const files: FileSummary[] = [];
  for (const source of [...cards, ...rulings]) {
    files.push(await withLocalFile(source, (file) => ingestFile(source, file, collector, options.progress ?? true)));
  }
  for (const card of options.also ?? []) collector.addUnlessNamed(card);
  if (cards.length && collector.cardCount === 0) {
    throw new Error(`ingest: no valid card in ${cards.join(', ')}; the stored card data was left unchanged.\n${formatSummary(files)}`);
  }
  const { store, unmatchedRulings } = collector.finish([...cards, ...rulings].map((source) => (isUrl(source) ? source : path.basename(source))));
  if (options.remote) store.remote = options.remote;
  options.check?.(store);
  const written = writeCardStore(options.dataDir, store);
  return { files, cards: store.cards.length, rulings: rulingCount(store), unmatchedRulings, store: written };
}

/** Runs `use` on a local copy: the file itself, or a URL downloaded to a temporary file first. */
async function withLocalFile<T>(source: string, use: (file: string) => Promise<T>): Promise<T> {
  if (!isUrl(source)) {
    if (!fs.existsSync(source)) throw new Error(`ingest: no such file: ${source}`);
    return use(source);
  }
  return withDownloadedFile(source, path.basename(new URL(source).pathname) || 'download', use);
}

type Tag = 'scryfall' | 'mtgjson';

async function ingestFile(source: string, file: string, collector: CardCollector, progress: boolean): Promise<FileSummary> {
  const summary: FileSummary = { source, kinds: [], records: 0, cards: 0, rulings: 0, skipped: 0, problems: [] };
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
      collector.addMtgjson(part);
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
      collector.addRuling(id, ruling);
      kinds.add('Scryfall rulings');
      summary.rulings++;
      return;
    }
    if (object !== undefined && object !== 'card') return skip(`${label}: object is ${JSON.stringify(object)}, expected "card" or "ruling"`);
    const parsed = scryfallCardSchema.safeParse(value);
    if (!parsed.success) return skip(`${label}: ${describeIssue(parsed.error)}`);
    for (const card of detached(cardsFromScryfall(parsed.data))) collector.addScryfall(card);
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
    lines.push(`Stored ${totals.cards} cards and ${totals.rulings} rulings in ${totals.store}.`);
    if (totals.unmatchedRulings) lines.push(`${totals.unmatchedRulings} rulings named an oracle id with no card and were left out.`);
  }
  return lines.join('\n');
}

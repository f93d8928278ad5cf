/**
 * The coverage report: how many cards compile, and why the others don't, grouped and counted with
 * the most common first, so that the next grammar rule or engine feature to add is obvious.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ingestCardData } from '../cards/ingest';
import type { Card } from '../cards/model';
import { readCardStore, storePath } from '../cards/store';
import type { CardLibrary } from '../engine/cards/library';
import type { DataSources } from '../util/paths';
import { compileCard, type CompilableCard, type NotCompiled } from './compile';
import { formatShapes, shapeReport, shortened, type Shape } from './shapes';

export interface CoverageGroup {
  kind: NotCompiled['kind'];
  /** The normalised sentence ("~" for the card's name) or the construct the engine lacks. */
  group: string;
  count: number;
  /** The first few cards in this group, with their own sentence. */
  examples: { name: string; sentence: string }[];
}

export interface CoverageReport {
  cards: number;
  compiled: number;
  unsupported: Record<NotCompiled['kind'], number>;
  groups: CoverageGroup[];
  /** Engine constructs that alone stop a card (its text read, nothing else missing): how many cards each would compile. */
  unlocks: { construct: string; cards: number }[];
  /** The unreadable sentences grouped by template (shapes.ts), most cards unblocked first. */
  shapes: Shape[];
}

const EXAMPLES = 3;

/** What compiling a run of cards gives coverage(): how many compiled, and each refusal in card order. */
export interface Tally {
  compiled: number;
  refused: NotCompiled[];
}

export function tally(cards: CompilableCard[], library?: CardLibrary): Tally {
  const refused: NotCompiled[] = [];
  let compiled = 0;
  for (const card of cards) {
    const result = compileCard(card, library);
    if (result.status === 'compiled') compiled++;
    else refused.push(result);
  }
  return { compiled, refused };
}

export function coverage(cards: CompilableCard[], library?: CardLibrary): CoverageReport {
  return reportOf(cards.length, tally(cards, library));
}

/**
 * coverage() on every core: the cards split in runs, each compiled by a worker thread
 * (./coverage-worker-main.ts) with the engine's own card library, the tallies joined in card order,
 * so that the report is the one coverage() gives. A few cards are compiled here: starting a worker
 * costs more than they do.
 */
export async function coverageInParallel(cards: CompilableCard[], threads = os.availableParallelism()): Promise<CoverageReport> {
  const runs = Math.min(threads, Math.floor(cards.length / CARDS_PER_WORKER_AT_LEAST));
  if (runs < 2) return coverage(cards);
  const size = Math.ceil(cards.length / runs);
  const tallies = await Promise.all(Array.from({ length: runs }, (_, run) => tallyInWorker(cards.slice(run * size, (run + 1) * size))));
  return reportOf(cards.length, { compiled: tallies.reduce((sum, one) => sum + one.compiled, 0), refused: tallies.flatMap((one) => one.refused) });
}

/** Below this many cards a worker's start (reading the grammar again) costs more than it saves. */
const CARDS_PER_WORKER_AT_LEAST = 500;
/** The same file name in src/oracle (tsx's hook, then the TypeScript entry) and in the dist/ bundle. */
const WORKER_FILE = path.join(__dirname, 'coverage-worker.js');
/** Compiling allocates many short-lived objects: a young generation this size collects them less often (measured: about a sixth less CPU a pass). */
const WORKER_YOUNG_GENERATION_MB = 64;

function tallyInWorker(cards: CompilableCard[]): Promise<Tally> {
  const faces = cards.map(({ name, manaCost, typeLine, oracleText, power, toughness, loyalty, defense, layout, faces }) => ({ name, manaCost, typeLine, oracleText, power, toughness, loyalty, defense, layout, faces }));
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: faces, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
    worker.once('message', (result: Tally) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a coverage worker stopped (exit code ${code}) before it answered`)));
  });
}

function reportOf(cards: number, { compiled, refused }: Tally): CoverageReport {
  const unsupported: CoverageReport['unsupported'] = { grammar: 0, engine: 0, card: 0 };
  const groups = new Map<string, CoverageGroup>();
  const unlocks = new Map<string, number>();
  for (const result of refused) {
    unsupported[result.kind]++;
    if (result.needs?.length === 1) unlocks.set(result.needs[0]!, (unlocks.get(result.needs[0]!) ?? 0) + 1);
    const key = `${result.kind}\u0000${result.group}`;
    const group = groups.get(key) ?? { kind: result.kind, group: result.group, count: 0, examples: [] };
    group.count++;
    if (group.examples.length < EXAMPLES) group.examples.push({ name: result.name, sentence: result.sentence });
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => b.count - a.count || a.group.localeCompare(b.group));
  const byCards = [...unlocks].map(([construct, count]) => ({ construct, cards: count })).sort((a, b) => b.cards - a.cards || a.construct.localeCompare(b.construct));
  return { cards, compiled, unsupported, groups: sorted, unlocks: byCards, shapes: shapeReport(refused) };
}

const KIND_WORDS: Record<NotCompiled['kind'], string> = {
  grammar: "can't read",
  engine: "the engine can't yet",
  card: "the engine can't yet",
};

/**
 * The report as text: the figure, then each group with its count and an example card; with
 * `shapes`, the unreadable sentences by template instead.
 */
export function formatCoverage(report: CoverageReport, limit = 40, shapes = false): string {
  const percent = report.cards ? ((100 * report.compiled) / report.cards).toFixed(1) : '0.0';
  const lines = [
    `${report.compiled} of ${report.cards} cards compile (${percent}%).`,
    `Unsupported: ${report.unsupported.grammar} with a sentence the grammar can't read, ${report.unsupported.engine} with a construct the engine can't run yet, ${report.unsupported.card} of a kind of card the engine can't play.`,
  ];
  if (shapes) return [...lines, '', formatShapes(report.shapes, limit)].join('\n');
  if (report.groups.length) lines.push('', 'Most common reasons (count, reason, e.g. a card):');
  for (const group of report.groups.slice(0, limit)) {
    const example = group.examples[0]!;
    const what = shortened(group.kind === 'grammar' ? `"${group.group}"` : group.group);
    lines.push(`${String(group.count).padStart(5)}  ${KIND_WORDS[group.kind]} ${what}  (e.g. ${example.name})`);
  }
  if (report.groups.length > limit) lines.push(`  … and ${report.groups.length - limit} more reasons (--limit, or --json for all)`);
  if (report.unlocks.length && limit > 0) {
    lines.push('', 'Engine features that alone stop cards whose text is read (cards each would compile):');
    for (const unlock of report.unlocks.slice(0, limit)) lines.push(`${String(unlock.cards).padStart(5)}  ${unlock.construct}`);
  }
  return lines.join('\n');
}

/** The cards of the card store in `dataDir`, or of the given card files (read as `heartwood ingest` reads them). */
export async function coverageCards(options: DataSources & { files?: string[]; set?: string }): Promise<Card[]> {
  let cards: Card[];
  if (options.files?.length) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-coverage-'));
    try {
      await ingestCardData({ cards: options.files, dataDir: dir, progress: false });
      cards = readCardStore(storePath(dir)).cards;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } else {
    // The bundled store, with the ingested one layered over it (a card ingested again replaces it).
    const files = [options.dataDir, options.userDataDir].filter((dir): dir is string => dir !== undefined).map(storePath).filter((file) => fs.existsSync(file));
    if (files.length === 0) throw new Error(`there is no card store at ${storePath(options.dataDir)}; run \`heartwood ingest --cards …\` first, or give --file`);
    const byName = new Map<string, Card>();
    for (const file of files) for (const card of readCardStore(file).cards) byName.set(card.name, card);
    cards = [...byName.values()];
  }
  if (!options.set) return cards;
  const set = options.set.toUpperCase();
  const inSet = cards.filter((card) => card.sets?.includes(set));
  if (inSet.length === 0) {
    const known = [...new Set(cards.flatMap((card) => card.sets ?? []))].sort();
    throw new Error(`--set ${options.set}: no card of set ${set} (${known.length ? `sets here: ${known.join(', ')}` : 'these cards record no set; ingest them again to record their sets'})`);
  }
  return inSet;
}

/**
 * `npm run bench -- cards`:
 * - card-name lookup and autocomplete over 35,000 names (real Theros-block names plus generated
 *   ones), p95 target < 2 ms; baselines in the same run: a naive fuse.js search over all names, and
 *   MiniSearch and flexsearch configured as their documentation suggests;
 * - ingest of a ~140 MB Scryfall oracle-cards file, made by repeating the real sample records with
 *   new names and ids, target < 30 s and peak memory < 600 MB, in a child process; baseline:
 *   reading the whole file and JSON.parse in a child process;
 * - start-up with 35,000 cards and 70,000 rulings (load the store, answer one lookup and one
 *   autocomplete) in a fresh process, target < 1.5 s; then again with 5 foreign names a card
 *   (as after ingesting MTGJSON foreignData), for information.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import FlexSearch from 'flexsearch';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import { NameIndex } from '../../src/cards/names';
import { runSteps } from '../../src/util/lazy';
import { sharedDataPath } from '../shared-data';
import { cardNames, fakeUuid, generator, LANGUAGES, writeLargeStore } from './large-store';
import { measure, report, reportValue, requireFile } from './measure';

const INGEST_BYTES = 140 * 1024 * 1024;

/** What people type: whole names, the first letters, names with a typo. */
function queries(names: string[]) {
  const random = generator(11);
  const sample = Array.from({ length: 400 }, () => names[Math.floor(random() * names.length)]!);
  const typo = (name: string) => {
    const at = 1 + Math.floor(random() * (name.length - 2));
    return name.slice(0, at) + name.slice(at + 1);
  };
  return {
    exact: sample,
    prefixes: sample.map((name) => name.slice(0, 2 + Math.floor(random() * (name.length - 1)))),
    typos: sample.map(typo),
  };
}

async function nameBench(): Promise<void> {
  const names = cardNames();
  const buildStart = performance.now();
  const index = NameIndex.of(names);
  runSteps(index.warm());
  reportValue(`name index build (${names.length} names)`, performance.now() - buildStart, 'ms');
  const fuse = new Fuse(names, { includeScore: true, threshold: 0.4, ignoreLocation: true });
  const naive = (query: string) => fuse.search(query, { limit: 25 });
  // What a user would pick instead, configured as their documentation suggests: MiniSearch with
  // fuzzy and prefix search, flexsearch's forward tokenizer and LatinBalance encoder.
  const mini = new MiniSearch({ fields: ['name'], searchOptions: { fuzzy: 0.2, prefix: true } });
  mini.addAll(names.map((name, id) => ({ id, name })));
  const flex = new FlexSearch.Index({ tokenize: 'forward', encoder: FlexSearch.Charset.LatinBalance });
  names.forEach((name, id) => flex.add(id, name));
  const baselines = [
    ['MiniSearch', (query: string) => mini.search(query).slice(0, 25)],
    ['flexsearch', (query: string) => flex.search(query, { limit: 25, suggest: true })],
  ] as const;
  const { exact, prefixes, typos } = queries(names);
  const compare = async (name: string, inputs: string[], ours: (query: string) => unknown) => {
    const timing = await measure(inputs, ours);
    report(name, timing, { p95: 2 }, await measure(inputs.slice(0, 100), naive, 100));
    for (const [library, search] of baselines) report(`  … against ${library}`, timing, undefined, await measure(inputs, search));
  };
  await compare('lookup, exact name', exact, (q) => index.lookup(q));
  await compare('lookup, typo (fuzzy)', typos, (q) => index.lookup(q));
  await compare('autocomplete, partly typed name (keystrokes)', prefixes, (q) => index.autocomplete(q));
  report('autocomplete, typo', await measure(typos, (q) => index.autocomplete(q)), { p95: 2 });
  // On a shared machine, wall-clock tails include waiting for a core; CPU time is the work itself.
  reportValue('lookup, typo: CPU time p95', cpuTimeP95(typos, (q) => index.lookup(q)), 'ms', { below: 2 });
  reportValue('autocomplete, typo: CPU time p95', cpuTimeP95(typos, (q) => index.autocomplete(q)), 'ms', { below: 2 });
}

function cpuTimeP95(inputs: string[], fn: (input: string) => unknown): number {
  const times = inputs.map((input) => {
    const before = process.cpuUsage();
    fn(input);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  });
  return times.sort((a, b) => a - b)[Math.floor(times.length * 0.95)]!;
}

/** Repeats the real Scryfall sample records, each with a new name and oracle id, up to `bytes`. */
function writeOracleCardsFile(file: string, bytes: number): number {
  const sample = JSON.parse(fs.readFileSync(sharedDataPath('scryfall-cards-sample.json'), 'utf8')) as Record<string, unknown>[];
  const fd = fs.openSync(file, 'w');
  let written = fs.writeSync(fd, '[\n');
  let count = 0;
  while (written < bytes) {
    const record = structuredClone(sample[count % sample.length]!);
    const id = fakeUuid(count);
    record.name = `${String(record.name)} ${count}`;
    record.id = fakeUuid(count + 1e9);
    if (record.oracle_id) record.oracle_id = id;
    for (const face of (record.card_faces as Record<string, unknown>[] | undefined) ?? []) if (face.oracle_id) face.oracle_id = id;
    written += fs.writeSync(fd, (count ? ',\n' : '') + JSON.stringify(record));
    count++;
  }
  fs.writeSync(fd, '\n]\n');
  fs.closeSync(fd);
  return count;
}

interface ChildResult {
  ms: number;
  maxRssMb: number;
  detail: unknown;
}

function child(...args: string[]): ChildResult & { wallMs: number } {
  const start = performance.now();
  const result = spawnSync(process.execPath, ['--require', 'tsx/cjs', path.join(__dirname, 'cards-child.ts'), ...args], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const wallMs = performance.now() - start;
  if (result.status !== 0) throw new Error(`cards-child ${args[0]} failed: ${result.stderr}`);
  return { ...(JSON.parse(result.stdout) as ChildResult), wallMs };
}

async function ingestBench(dir: string): Promise<void> {
  const file = path.join(dir, 'oracle-cards.json');
  const records = writeOracleCardsFile(file, INGEST_BYTES);
  const megabytes = fs.statSync(file).size / 1024 / 1024;
  console.log(`  generated ${megabytes.toFixed(0)} MB oracle-cards file: ${records} records`);
  const ingest = child('ingest', file, path.join(dir, 'data'));
  reportValue('ingest: time', ingest.ms / 1000, 's', { below: 30 });
  reportValue('ingest: peak memory (RSS)', ingest.maxRssMb, 'MB', { below: 600 });
  console.log(`    ${JSON.stringify(ingest.detail)}`);
  const naive = child('json-parse', file);
  reportValue('baseline, readFile + JSON.parse: time', naive.ms / 1000, 's');
  reportValue('baseline, readFile + JSON.parse: peak RSS', naive.maxRssMb, 'MB');
}

async function startupBench(dir: string, languages: number): Promise<void> {
  const dataDir = path.join(dir, `large-${languages}`);
  writeLargeStore(dataDir, languages);
  const runs = [1, 2, 3].map(() => child('startup', dataDir));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
  const label = languages ? `start-up, ${languages} foreign names a card` : 'start-up';
  console.log(`    ${JSON.stringify(runs[0]!.detail)}; store ${(fs.statSync(path.join(dataDir, 'card-store.json')).size / 1024 / 1024).toFixed(1)} MB`);
  reportValue(`${label}: load + first answers (median of 3)`, median(runs.map((run) => run.ms)), 'ms', languages ? undefined : { below: 1500 });
  reportValue(`${label}: whole process incl. node + tsx`, median(runs.map((run) => run.wallMs)), 'ms');
  reportValue(`${label}: peak memory (RSS)`, median(runs.map((run) => run.maxRssMb)), 'MB');
}

export default async function cardsBench(): Promise<void> {
  await nameBench();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cards-bench-'));
  try {
    await startupBench(dir, 0);
    await startupBench(dir, LANGUAGES.length);
    requireFile(sharedDataPath('scryfall-cards-sample.json'), 'the Scryfall sample (../shared/data), whose records the ingest bench repeats');
    await ingestBench(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

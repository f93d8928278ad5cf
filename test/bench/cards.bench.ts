/**
 * `npm run bench -- cards`:
 * - card-name lookup and autocomplete over 35,000 names (real Theros-block names plus generated
 *   ones), p95 target < 2 ms; baseline in the same run: a naive fuse.js search over all names;
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
import Fuse from 'fuse.js';
import { NameIndex } from '../../src/cards/names';
import { STORE_FORMAT, type Card, type CardStore, type Ruling } from '../../src/cards/model';
import { writeCardStore } from '../../src/cards/store';
import { sharedDataPath } from '../shared-data';
import { measure, report, reportValue } from './measure';

const NAME_COUNT = 35_000;
const INGEST_BYTES = 140 * 1024 * 1024;
const RULING_COUNT = 70_000;

/** A small deterministic generator (no Math.random): the same names every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const ADJECTIVES = 'Ancient Blazing Crimson Dread Elder Feral Gilded Hallowed Iron Jade Keen Lunar Molten Noble Obsidian Pale Quiet Radiant Savage Thorned Umbral Vast Wild Young Zealous Ashen Briny Cursed Dusk Ember Frost Grim Hollow Ivory Jagged Kindled Lost Mystic Night Onyx Primal Rune Storm Tidal Verdant Woven Sunlit Shadow Bitter Golden'.split(' ');
const NOUNS = 'Hoplite Crusader Artisan Oracle Phoenix Hydra Sphinx Minotaur Satyr Nymph Titan Harpy Gorgon Centaur Cyclops Siren Warden Herald Seer Reaver Drake Wurm Golem Sentinel Shaman Knight Rogue Monk Witch Vampire Angel Demon Dragon Elemental Spirit Giant Goblin Elf Merfolk Zombie Horror Beast Wolf Serpent Kraken Leviathan Griffin Pegasus Chimera Colossus'.split(' ');
const PLACES = 'Akros Meletis Setessa Nyx Theros Iroas Leina Tower Olantin Phoberos Skophos Agoraion Kruphix Mogis Ephara Karametra Heliod Thassa Erebos Purphoros Nylea Keranos Pharika Athreos Xenagos Kythios Oreskos Tethmos Dakra Lagonna Pheres Ordeal Bident Hours Sorrows Dreams Fury Ruin Ages Tides'.split(' ');

/** 35,000 distinct names: the real ones of the Scryfall sample and Theros block first, then generated ones. */
function cardNames(): string[] {
  const names = new Set<string>(realNames());
  const random = generator(7);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const patterns = [
    () => `${pick(ADJECTIVES)} ${pick(NOUNS)}`,
    () => `${pick(NOUNS)} of ${pick(PLACES)}`,
    () => `${pick(ADJECTIVES)} ${pick(NOUNS)} of ${pick(PLACES)}`,
    () => `${pick(PLACES)}'s ${pick(ADJECTIVES)} ${pick(NOUNS)}`,
    () => `${pick(PLACES)}, ${pick(ADJECTIVES)} ${pick(NOUNS)}`,
  ];
  while (names.size < NAME_COUNT) names.add(pick(patterns)());
  return [...names];
}

function realNames(): string[] {
  const names: string[] = ['Opt', 'Nix', 'Phoenix', 'Fling', 'Akki Boneflinger'];
  for (const set of ['THS', 'BNG', 'JOU']) {
    const file = sharedDataPath('mtgjson-v5.2.0', `${set}.json`);
    if (!fs.existsSync(file)) continue;
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { data: { cards: { name: string }[] } };
    names.push(...data.data.cards.map((card) => card.name));
  }
  return names;
}

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
  index.autocomplete('warm up the word and trigram indexes');
  reportValue(`name index build (${names.length} names)`, performance.now() - buildStart, 'ms');
  const fuse = new Fuse(names, { includeScore: true, threshold: 0.4, ignoreLocation: true });
  const naive = (query: string) => fuse.search(query, { limit: 25 });
  const { exact, prefixes, typos } = queries(names);
  const baseline = await measure(exact.slice(0, 100), naive, 100);
  report('lookup, exact name', await measure(exact, (q) => index.lookup(q)), { p95: 2 }, baseline);
  report('lookup, typo (fuzzy)', await measure(typos, (q) => index.lookup(q)), { p95: 2 }, await measure(typos.slice(0, 100), naive, 100));
  report('autocomplete, partly typed name (keystrokes)', await measure(prefixes, (q) => index.autocomplete(q)), { p95: 2 }, await measure(prefixes.slice(0, 100), naive, 100));
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

function fakeUuid(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex.slice(-12)}`;
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

const LANGUAGES = ['German', 'French', 'Japanese', 'Russian', 'Chinese Simplified'];

/** A store of 35,000 cards (the names above, sample-like text) and 70,000 rulings; `languages` foreign names per card. */
function writeLargeStore(dataDir: string, languages: number): void {
  const names = cardNames();
  const cards: Card[] = names.map((name, i) => ({
    id: fakeUuid(i),
    layout: 'normal',
    name,
    manaCost: '{2}{W}',
    typeLine: 'Creature — Human Soldier',
    oracleText: `Heroic — Whenever you cast a spell that targets ${name}, put a +1/+1 counter on each creature you control.`,
    power: '2',
    toughness: '2',
    ...(languages ? { foreignNames: LANGUAGES.slice(0, languages).map((language, l) => ({ language, name: `${l % 2 ? 'Ébène' : '忌まわしき'} ${name} ${l}` })) } : {}),
  }));
  const rulings: Record<string, Ruling[]> = {};
  for (let r = 0; r < RULING_COUNT; r++) {
    const card = cards[r % cards.length]!;
    (rulings[card.id] ??= []).push({ date: '2013-09-15', source: 'wotc', text: `Ruling ${r}: heroic abilities will trigger only once per spell, even if that spell targets ${card.name} multiple times.` });
  }
  const store: CardStore = { format: STORE_FORMAT, sources: ['bench'], cards, rulings };
  writeCardStore(dataDir, store);
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
    if (fs.existsSync(sharedDataPath('scryfall-cards-sample.json'))) await ingestBench(dir);
    else console.log(`  ingest bench skipped: ${sharedDataPath('scryfall-cards-sample.json')} is absent`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The versions of the Comprehensive Rules Heartwood keeps: the bundled one (rules-data/corpus.json),
 * older bundled ones (rules-data/rules/<date>.json) and every version ingested into the user data
 * folder (<folder>/rules/<date>.json). The newest is the one the commands answer from; the others
 * are there for /changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cachedByFile } from '../util/file-cache';
import type { DataSources } from '../util/paths';
import type { CorpusData } from './model';
import { CorpusError, corpusEffectiveDate, corpusPath, readCorpus, versionsDir } from './store';

export interface RulesVersion {
  /** The effective date as an ISO date: 2026-01-16. */
  date: string;
  file: string;
  /** Shipped with Heartwood, or ingested into the user data folder. */
  origin: 'bundled' | 'ingested';
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** `January 16, 2026` → `2026-01-16`; undefined for anything else. */
export function isoDate(effectiveDate: string): string | undefined {
  const match = /^([a-z]+)\s+(\d{1,2}),?\s+(\d{4})$/i.exec(effectiveDate.trim());
  const month = match ? MONTHS.indexOf(match[1]!.toLowerCase()) : -1;
  if (!match || month < 0) return undefined;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** `2026-01-16` → `January 16, 2026`. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = MONTHS[month! - 1]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${day}, ${year}`;
}

/** The file name of a version: its ISO date (a corpus whose date cannot be read is refused). */
export function versionFileName(data: CorpusData): string {
  const date = isoDate(data.effectiveDate);
  if (!date) throw new CorpusError(`the effective date "${data.effectiveDate}" is not a date such as "January 16, 2026"`);
  return `${date}.json`;
}

const noCorpus = (file: string): never => {
  throw new CorpusError(`there is no rules corpus at ${file}`);
};

/** A corpus file, read once, and again when it changes. */
export const readCorpusCached = cachedByFile(readCorpus, noCorpus);

/** The effective date a corpus file states, read once (from its head alone), and again when it changes. */
const effectiveDateCached = cachedByFile(corpusEffectiveDate, noCorpus);

const VERSION_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;

function versionsIn(dir: string, origin: RulesVersion['origin']): RulesVersion[] {
  let names: string[];
  try {
    names = fs.readdirSync(versionsDir(dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const date = VERSION_FILE.exec(name)?.[1];
    return date ? [{ date, file: path.join(versionsDir(dir), name), origin }] : [];
  });
}

/**
 * Every kept version, oldest first, one per date: on a tie the bundled one is kept (the same rules,
 * parsed by the Heartwood that ships them).
 */
export function rulesVersions(where: DataSources): RulesVersion[] {
  const byDate = new Map<string, RulesVersion>();
  const add = (version: RulesVersion) => {
    if (!byDate.has(version.date) || version.origin === 'bundled') byDate.set(version.date, version);
  };
  if (where.userDataDir) versionsIn(where.userDataDir, 'ingested').forEach(add);
  versionsIn(where.dataDir, 'bundled').forEach(add);
  const bundled = corpusPath(where.dataDir);
  if (fs.existsSync(bundled)) {
    const date = isoDate(effectiveDateCached(bundled));
    if (date) add({ date, file: bundled, origin: 'bundled' });
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The version a date names (`2025-11-14` or `November 14, 2025`), or undefined. */
export function findVersion<V extends { date: string }>(versions: V[], date: string): V | undefined {
  const iso = VERSION_FILE.exec(`${date.trim()}.json`)?.[1] ?? isoDate(date);
  return versions.find((version) => version.date === iso);
}

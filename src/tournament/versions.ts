/**
 * The versions of each tournament document Heartwood keeps: the bundled one
 * (rules-data/tournament/<kind>.json) and every version ingested into the user data folder
 * (<folder>/tournament/<kind>/<date>.json). The newest is the one /mtr, /ipg and /jar answer
 * from; the others are there for /changes. Like the Comprehensive Rules' (../rules/versions).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isoDate } from '../rules/versions';
import { cachedByFile } from '../util/file-cache';
import type { DataSources } from '../util/paths';
import { versionInUse } from '../util/in-effect';
import type { TournamentDocData, TournamentKind } from './model';
import { readTournamentDoc, tournamentPath, TournamentDocError } from './store';

export interface TournamentVersion {
  /** The effective date as an ISO date: 2024-09-23. */
  date: string;
  file: string;
  origin: 'bundled' | 'ingested';
}

/** Where the ingested versions of every tournament document are: <folder>/tournament. */
export function ingestedTournamentDir(userDataDir: string): string {
  return path.join(userDataDir, 'tournament');
}

export function tournamentVersionsDir(userDataDir: string, kind: TournamentKind): string {
  return path.join(ingestedTournamentDir(userDataDir), kind);
}

/** The file name of a version: its ISO date (a document whose date can't be read is refused). */
export function tournamentVersionFile(data: TournamentDocData): string {
  const date = isoDate(data.effectiveDate);
  if (!date) throw new TournamentDocError(`the effective date "${data.effectiveDate}" is not a date such as "September 23, 2024"`);
  return `${date}.json`;
}

const VERSION_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;

/** Each document file, read once, and again when it changes. */
const readers = new Map<TournamentKind, (file: string) => TournamentDocData>();
function read(kind: TournamentKind, file: string): TournamentDocData {
  let reader = readers.get(kind);
  if (!reader) readers.set(kind, (reader = cachedByFile((name) => readTournamentDoc(name, kind), missing)));
  return reader(file);
}

function missing(file: string): never {
  throw new TournamentDocError(`there is no tournament document at ${file}. Run \`npm run build:tournament\` to make the bundled ones.`);
}

/** Every kept version of a document, oldest first, one per date: on a tie the bundled one. */
export function tournamentVersions(where: DataSources, kind: TournamentKind): TournamentVersion[] {
  const byDate = new Map<string, TournamentVersion>();
  if (where.userDataDir) {
    const dir = tournamentVersionsDir(where.userDataDir, kind);
    const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    for (const name of names) {
      const date = VERSION_FILE.exec(name)?.[1];
      if (date) byDate.set(date, { date, file: path.join(dir, name), origin: 'ingested' });
    }
  }
  const bundled = tournamentPath(where.dataDir, kind);
  if (fs.existsSync(bundled)) {
    const date = isoDate(read(kind, bundled).effectiveDate);
    if (date) byDate.set(date, { date, file: bundled, origin: 'bundled' });
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The document a version holds. */
export function readTournamentVersion(version: TournamentVersion, kind: TournamentKind): TournamentDocData {
  return read(kind, version.file);
}

/** The file the commands answer from: the newest kept version, else the bundled path (whose absence is then reported). */
export function tournamentInUse(where: DataSources, kind: TournamentKind): string {
  return versionInUse(tournamentVersions(where, kind))?.file ?? tournamentPath(where.dataDir, kind);
}

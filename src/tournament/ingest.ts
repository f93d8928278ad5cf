/**
 * Ingesting a tournament document — the official PDF, or a pdftohtml render of it — from a file or
 * an http(s) URL: read, check, then keep it as a version in the user data folder
 * (<folder>/tournament/<kind>/<date>.json), written atomically. On any failure nothing changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOWNLOAD_TIMEOUTS, isUrl, withDownloadedFile } from '../util/download';
import type { UserDataSources } from '../util/paths';
import { versionInUse } from '../util/in-effect';
import { DOCUMENT_NAMES, type TournamentKind } from './model';
import { readTournamentFile } from './read';
import { writeTournamentDoc } from './store';
import { tournamentVersionFile, tournamentVersions, tournamentVersionsDir, type TournamentVersion } from './versions';

/** The official PDFs are under 2 MB; a file past this is not one of them. */
export const MAX_TOURNAMENT_BYTES = 32 * 1024 * 1024;

export interface TournamentIngestReport {
  kind: TournamentKind;
  effectiveDate: string;
  sections: number;
  file: string;
  /** The version /mtr, /ipg or /jar now answers from (this one, unless a newer one is kept). */
  inUse: TournamentVersion;
}

export async function ingestTournamentDoc(kind: TournamentKind, source: string, target: UserDataSources): Promise<TournamentIngestReport> {
  const name = DOCUMENT_NAMES[kind];
  const refuse = (why: string): never => {
    throw new Error(`${source} is not a usable ${name}: ${why}. Nothing was changed.`);
  };
  const readFile = async (file: string) => {
    const size = fs.statSync(file).size;
    if (size > MAX_TOURNAMENT_BYTES) refuse(`it is ${(size / 1024 / 1024).toFixed(0)} MB, and the official document is under 2 MB`);
    try {
      return await readTournamentFile(kind, file, isUrl(source) ? source : path.basename(source));
    } catch (error) {
      return refuse((error as Error).message.replace(`${file}: `, ''));
    }
  };
  if (!isUrl(source) && !fs.existsSync(source)) refuse('there is no such file');
  const data = isUrl(source) ? await withDownloadedFile(source, name, readFile, DOWNLOAD_TIMEOUTS, MAX_TOURNAMENT_BYTES) : await readFile(source);
  let fileName: string;
  try {
    fileName = tournamentVersionFile(data);
  } catch (error) {
    return refuse((error as Error).message);
  }
  const file = path.join(tournamentVersionsDir(target.userDataDir, kind), fileName);
  writeTournamentDoc(file, data);
  return { kind, effectiveDate: data.effectiveDate, sections: data.sections.length, file, inUse: versionInUse(tournamentVersions(target, kind))! };
}

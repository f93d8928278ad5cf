/** rules-data/tournament/<kind>.json: the bundled tournament documents, written by ./build. */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../util/atomic';
import { TOURNAMENT_FORMAT, type TournamentDocData, type TournamentKind } from './model';

export function tournamentPath(dataDir: string, kind: TournamentKind): string {
  return path.join(dataDir, 'tournament', `${kind}.json`);
}

export class TournamentDocError extends Error {}

export function readTournamentDoc(file: string, kind: TournamentKind): TournamentDocData {
  let data: TournamentDocData;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8')) as TournamentDocData;
  } catch (error) {
    throw new TournamentDocError(`cannot read ${file}: ${(error as Error).message}. Run \`npm run build:tournament\` to make it.`);
  }
  if (data.format !== TOURNAMENT_FORMAT || data.kind !== kind || !Array.isArray(data.sections)) {
    throw new TournamentDocError(`${file} is not a ${kind} file of format ${TOURNAMENT_FORMAT}. Run \`npm run build:tournament\` to make it again.`);
  }
  return data;
}

export function writeTournamentDoc(file: string, data: TournamentDocData): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomic(file, `${JSON.stringify(data)}\n`);
}

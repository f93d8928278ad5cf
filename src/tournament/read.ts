/** A tournament document from a file: an official PDF (`.pdf`) or a pdftohtml render of one (`.html`). */
import fs from 'node:fs';
import path from 'node:path';
import { textLines } from './layout';
import type { TournamentDocData, TournamentKind } from './model';
import { parseTournamentDoc } from './parse';
import { pdfRuns } from './pdf';
import { renderRuns } from './render';

/** `source` names where it came from in the document kept (default: the file's name). */
export async function readTournamentFile(kind: TournamentKind, file: string, source = path.basename(file)): Promise<TournamentDocData> {
  const bytes = fs.readFileSync(file);
  const isPdf = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
  try {
    const runs = isPdf ? await pdfRuns(new Uint8Array(bytes)) : renderRuns(bytes.toString('utf8'));
    return parseTournamentDoc(kind, textLines(runs), source);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message.replace(`${path.basename(file)}: `, '')}`);
  }
}

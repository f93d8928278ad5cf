/**
 * `npm run build:tournament -- [--mtr <file>] [--ipg <file>] [--jar <file>] [--into <dir>]` makes
 * the bundled tournament documents, rules-data/tournament/{mtr,ipg,jar}.json (or <dir>/tournament/),
 * from the official PDFs or pdftohtml renders of them. Without files it reads the renders in
 * ../shared/data/tournament.
 */
import path from 'node:path';
import { PROJECT_ROOT, resolveDataDir } from '../util/paths';
import { DOCUMENT_NAMES, TOURNAMENT_KINDS, type TournamentKind } from './model';
import { readTournamentFile } from './read';
import { tournamentPath, writeTournamentDoc } from './store';

const DEFAULT_DIR = path.resolve(PROJECT_ROOT, '..', 'shared', 'data', 'tournament');

export async function buildTournamentDocs(files: Partial<Record<TournamentKind, string>>, dataDir = resolveDataDir()): Promise<string[]> {
  const out: string[] = [];
  for (const kind of TOURNAMENT_KINDS) {
    const file = files[kind];
    if (!file) continue;
    const data = await readTournamentFile(kind, file);
    const target = tournamentPath(dataDir, kind);
    writeTournamentDoc(target, data);
    out.push(`${DOCUMENT_NAMES[kind]} effective ${data.effectiveDate}: ${data.sections.length} sections → ${path.relative(PROJECT_ROOT, target)}`);
  }
  return out;
}

function parseArgs(args: string[]): { files: Partial<Record<TournamentKind, string>>; into?: string } {
  const files: Partial<Record<TournamentKind, string>> = {};
  let into: string | undefined;
  for (let i = 0; i < args.length; i += 2) {
    const option = args[i]!.replace(/^--/, '');
    const value = args[i + 1];
    if (!value || (option !== 'into' && !TOURNAMENT_KINDS.includes(option as TournamentKind))) throw new Error(`expected --mtr, --ipg, --jar or --into followed by a path, got "${args[i]}"`);
    if (option === 'into') into = path.resolve(value);
    else files[option as TournamentKind] = path.resolve(value);
  }
  if (!Object.keys(files).length) for (const kind of TOURNAMENT_KINDS) files[kind] = path.join(DEFAULT_DIR, `${kind}.html`);
  return { files, into };
}

if (require.main === module) {
  const run = async () => {
    const { files, into } = parseArgs(process.argv.slice(2));
    for (const line of await buildTournamentDocs(files, resolveDataDir(into))) console.log(line);
  };
  run().catch((error: Error) => {
    process.stderr.write(`build:tournament: ${error.message}\n`);
    process.exitCode = 1;
  });
}

/**
 * `npm run build:tournament -- [--mtr <file>] [--ipg <file>] [--jar <file>]` makes the bundled
 * tournament documents, rules-data/tournament/{mtr,ipg,jar}.json, from the official PDFs or
 * pdftohtml renders of them. Without arguments it reads the renders in ../shared/data/tournament.
 */
import path from 'node:path';
import { PROJECT_ROOT, resolveDataDir } from '../util/paths';
import { DOCUMENT_NAMES, type TournamentKind } from './model';
import { readTournamentFile } from './read';
import { tournamentPath, writeTournamentDoc } from './store';

const KINDS: TournamentKind[] = ['mtr', 'ipg', 'jar'];
const DEFAULT_DIR = path.resolve(PROJECT_ROOT, '..', 'shared', 'data', 'tournament');

export async function buildTournamentDocs(files: Partial<Record<TournamentKind, string>>, dataDir = resolveDataDir()): Promise<string[]> {
  const out: string[] = [];
  for (const kind of KINDS) {
    const file = files[kind];
    if (!file) continue;
    const data = await readTournamentFile(kind, file);
    const target = tournamentPath(dataDir, kind);
    writeTournamentDoc(target, data);
    out.push(`${DOCUMENT_NAMES[kind]} effective ${data.effectiveDate}: ${data.sections.length} sections → ${path.relative(PROJECT_ROOT, target)}`);
  }
  return out;
}

function parseArgs(args: string[]): Partial<Record<TournamentKind, string>> {
  if (!args.length) return Object.fromEntries(KINDS.map((kind) => [kind, path.join(DEFAULT_DIR, `${kind}.html`)]));
  const files: Partial<Record<TournamentKind, string>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const kind = args[i]?.replace(/^--/, '') as TournamentKind;
    if (!KINDS.includes(kind) || !args[i + 1]) throw new Error(`expected --mtr, --ipg or --jar followed by a file, got "${args[i]}"`);
    files[kind] = path.resolve(args[i + 1]!);
  }
  return files;
}

if (require.main === module) {
  const run = async () => {
    const dataDir = process.env.HEARTWOOD_BUNDLED_DATA ? path.resolve(process.env.HEARTWOOD_BUNDLED_DATA) : resolveDataDir();
    for (const line of await buildTournamentDocs(parseArgs(process.argv.slice(2)), dataDir)) console.log(line);
  };
  run().catch((error: Error) => {
    process.stderr.write(`build:tournament: ${error.message}\n`);
    process.exitCode = 1;
  });
}

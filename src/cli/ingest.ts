/**
 * `heartwood ingest`: adds data from official sources to the user data folder, layered over the
 * bundled data: the Comprehensive Rules (`--cr`), the tournament documents (`--mtr`, `--ipg`, `--jar`), and cards and rulings (`--cards`, `--rulings`;
 * `--cards scryfall` or `--cards mtgjson` downloads every card; they add to those ingested before,
 * `--replace` starts afresh). Each validates before it writes,
 * atomically; nothing inside the project changes.
 */
import { Command } from 'commander';
import { formatSummary } from '../cards/ingest';
import { expandRemoteSources } from '../cards/remote';
import { ingestRules } from '../rules/ingest';
import type { UserDataSources } from '../util/paths';
import { isoDate, longDate } from '../rules/versions';
import { sweepStaleFiles } from '../util/sweep';
import { ingestTournamentDoc } from '../tournament/ingest';
import { DOCUMENT_NAMES, TOURNAMENT_KINDS, type TournamentKind } from '../tournament/model';
import { CeilingError, runDataWorker } from '../data/worker';
import { reportFailure } from './failure';

/** The heap ceiling of a card ingest (234,000 generated cards need about 160 MB of it; a file may give 500,000, ../cards/limits). */
const INGEST_MEMORY_MB = 512;

export function ingestCommand(target: () => UserDataSources): Command {
  return new Command('ingest')
    .description('add rules or card data to the data folder (validated, atomic: a failure keeps the old data)')
    .option('--cr <source>', 'Comprehensive Rules .txt: a file, an http(s) URL, or "latest" (found on $HEARTWOOD_RULES_PAGE_URL)')
    .option('--cards <sources...>', '"scryfall" or "mtgjson" (every card, downloaded), or card files or URLs: Scryfall oracle cards, MTGJSON set files or AtomicCards.json(.gz)')
    .option('--rulings <sources...>', 'Scryfall rulings files or URLs')
    .option('--mtr <source>', 'Magic Tournament Rules: the official PDF or a pdftohtml render of it, a file, an http(s) URL, or "latest" (found on $HEARTWOOD_TOURNAMENT_PAGE_URL)')
    .option('--ipg <source>', 'Infraction Procedure Guide, the same way')
    .option('--jar <source>', 'Judging at Regular REL, the same way')
    .option('--replace', 'start afresh: forget the cards (or, with --rulings alone, the rulings) ingested before')
    .action(async (options: { cr?: string; cards?: string[]; rulings?: string[]; replace?: boolean } & Partial<Record<TournamentKind, string>>) => {
      try {
        const documents = TOURNAMENT_KINDS.filter((kind) => options[kind]);
        if (!options.cr && !options.cards && !options.rulings && !documents.length) {
          throw new Error('nothing to do: give --cr <file | URL | latest>, --cards <scryfall | mtgjson | file | URL …>, --rulings <file | URL …> or --mtr, --ipg, --jar <file | URL | latest>');
        }
        if (options.cr) await ingestCr(options.cr, target());
        for (const kind of documents) await ingestDocument(kind, options[kind]!, target());
        if (options.cards || options.rulings) await ingestCards(options.cards ?? [], options.rulings ?? [], options.replace ?? false, target());
      } catch (error) {
        sweepStaleFiles(target().userDataDir); // what earlier, killed ingests left
        reportFailure('ingest', error);
      }
    });
}

async function ingestCr(source: string, target: UserDataSources): Promise<void> {
  const report = await ingestRules(source, target, { log: (message) => process.stderr.write(message + '\n') });
  const inUse = answeredFrom(report, {
    now: 'Heartwood now answers from these rules.',
    same: 'Heartwood ships these same rules and keeps answering from its own copy.',
    until: (date) => `They take effect on ${report.effectiveDate}: until then Heartwood answers from the Comprehensive Rules of ${date}`,
    newer: (date) => `Kept for /changes: Heartwood answers from the newer Comprehensive Rules of ${date}`,
  });
  process.stdout.write(
    `Comprehensive Rules effective ${report.effectiveDate}: ${report.sections} sections, ${report.rules} rules, ` +
      `${report.examples} examples, ${report.glossary} glossary entries → ${report.file}\n${inUse}\n`,
  );
}

async function ingestDocument(kind: TournamentKind, source: string, target: UserDataSources): Promise<void> {
  const report = await ingestTournamentDoc(kind, source, target);
  const inUse = answeredFrom(report, {
    now: `/${kind} now answers from it.`,
    same: 'Heartwood ships this same version and keeps answering from its own copy.',
    until: (date) => `It takes effect on ${report.effectiveDate}: until then /${kind} answers from the version of ${date}`,
    newer: (date) => `Kept for /changes: /${kind} answers from the newer version of ${date}`,
  });
  process.stdout.write(`${DOCUMENT_NAMES[kind]} effective ${report.effectiveDate}: ${report.sections} sections → ${report.file}\n${inUse}\n`);
}

/** Which version answers after an ingest: the one ingested, the same one shipped, the current one until the new one's date, or a newer one. */
function answeredFrom(
  report: { file: string; effectiveDate: string; inUse: { file: string; date: string; origin: string } },
  say: { now: string; same: string; until: (date: string) => string; newer: (date: string) => string },
): string {
  const { inUse } = report;
  const date = isoDate(report.effectiveDate)!;
  if (inUse.file === report.file) return say.now;
  if (inUse.date === date) return say.same;
  const other = `${longDate(inUse.date)} (${inUse.origin}).`;
  return inUse.date < date ? say.until(other) : say.newer(other);
}

async function ingestCards(cards: string[], rulings: string[], replace: boolean, target: UserDataSources): Promise<void> {
  const sources = await expandRemoteSources(cards, rulings);
  // In the data worker, whose heap ceiling keeps a large file's garbage collected as it goes.
  const terminal = process.stderr.isTTY ? { columns: process.stderr.columns } : undefined;
  const summary = await runDataWorker({ kind: 'ingest', options: { ...sources, replace }, sources: target, ...(terminal ? { terminal } : {}) }, INGEST_MEMORY_MB).catch((error: Error) => {
    throw error instanceof CeilingError ? new Error(`ingest: ${error.message}; the stored card data was left unchanged`) : error;
  });
  process.stdout.write(`${formatSummary(summary.files, summary)}\nWith the bundled cards, Heartwood now knows ${summary.cards + (summary.besideKept ?? 0)} cards.\n`);
}

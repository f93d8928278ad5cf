/**
 * `heartwood ingest`: replaces data in rules-data/ from official sources: the Comprehensive Rules
 * (`--cr`), and cards and rulings (`--cards`, `--rulings`). Each validates before it writes, atomically.
 */
import { Command } from 'commander';
import { formatSummary, ingestCardData } from '../cards/ingest';
import { ingestRules } from '../rules/ingest';

export function ingestCommand(dataDir: () => string): Command {
  return new Command('ingest')
    .description('replace rules-data from official sources (validated, atomic: a failure keeps the old data)')
    .option('--cr <source>', 'Comprehensive Rules .txt: a file, an http(s) URL, or "latest" (found on $HEARTWOOD_RULES_PAGE_URL)')
    .option('--cards <sources...>', 'card files or URLs: Scryfall oracle cards, MTGJSON set files or AtomicCards.json (replace the stored cards)')
    .option('--rulings <sources...>', 'Scryfall rulings files or URLs (alone: replace the rulings of the stored cards)')
    .action(async (options: { cr?: string; cards?: string[]; rulings?: string[] }) => {
      try {
        if (!options.cr && !options.cards && !options.rulings) throw new Error('nothing to do: give --cr <file | URL | latest>, --cards <file | URL …> or --rulings <file | URL …>');
        if (options.cr) await ingestCr(options.cr, dataDir());
        if (options.cards || options.rulings) await ingestCards(options.cards, options.rulings, dataDir());
      } catch (error) {
        process.stderr.write(`heartwood ingest: ${(error as Error).message}\n`);
        process.exitCode = 1;
      }
    });
}

async function ingestCr(source: string, dataDir: string): Promise<void> {
  const report = await ingestRules(source, dataDir, { log: (message) => process.stderr.write(message + '\n') });
  process.stdout.write(
    `Comprehensive Rules effective ${report.effectiveDate}: ${report.sections} sections, ${report.rules} rules, ` +
      `${report.examples} examples, ${report.glossary} glossary entries → ${report.file}\n`,
  );
}

async function ingestCards(cards: string[] | undefined, rulings: string[] | undefined, dataDir: string): Promise<void> {
  const summary = await ingestCardData({ cards, rulings, dataDir });
  process.stdout.write(formatSummary(summary.files, summary) + '\n');
}

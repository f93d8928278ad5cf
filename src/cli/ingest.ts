/**
 * `heartwood ingest`: replaces data in rules-data/ from official sources. One option and one
 * function per kind of data (`--cr` here); each validates before it writes, atomically.
 */
import { Command } from 'commander';
import { ingestRules } from '../rules/ingest';

export function ingestCommand(dataDir: () => string): Command {
  return new Command('ingest')
    .description('replace rules-data from official sources (validated, atomic: a failure keeps the old data)')
    .option('--cr <source>', 'Comprehensive Rules .txt: a file, an http(s) URL, or "latest" (found on $HEARTWOOD_RULES_PAGE_URL)')
    .action(async (options: { cr?: string }) => {
      try {
        if (!options.cr) throw new Error('nothing to do: give --cr <file | URL | latest>');
        await ingestCr(options.cr, dataDir());
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

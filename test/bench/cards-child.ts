/**
 * Run by cards.bench.ts in a fresh process, so that its peak memory and start-up are its own:
 *   ingest <file> <dataDir>      stream-ingest a card file (what `heartwood ingest --cards` does)
 *   json-parse <file>            the naive baseline: read the whole text and JSON.parse it
 *   startup <dataDir>            load the card store, then answer one lookup and one autocomplete
 * Prints one JSON line: { ms, maxRssMb, detail }.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ingestCardData } from '../../src/cards/ingest';
import { loadCardLibrary } from '../../src/cards/library';

async function main(): Promise<void> {
  const [mode, a, b] = process.argv.slice(2);
  const start = performance.now();
  let detail: unknown;
  if (mode === 'ingest') {
    const summary = await ingestCardData({ cards: [a!], dataDir: b!, progress: false });
    detail = { cards: summary.cards, skipped: summary.files[0]!.skipped };
  } else if (mode === 'json-parse') {
    detail = { records: (JSON.parse(fs.readFileSync(a!, 'utf8')) as unknown[]).length };
  } else if (mode === 'startup') {
    const library = loadCardLibrary(a!);
    const found = library.lookup('Artisan of Forms').status;
    const suggestions = library.suggest('artisn of').length;
    detail = { cards: library.size, rulings: library.rulingCount, found, suggestions };
  } else {
    throw new Error(`cards-child: unknown mode ${mode}`);
  }
  const ms = performance.now() - start;
  process.stdout.write(JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024, detail }) + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exitCode = 1;
});

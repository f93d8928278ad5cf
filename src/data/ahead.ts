/**
 * The connected bot's data, loaded ahead of use: the rules and the card store, with every index
 * built, before the bot connects; then, whenever a file behind them changes (a refresh here or by
 * another shard, an ingest), loaded again in the background while the lookups go on answering
 * from the data they had (../util/file-cache). No lookup ever loads or indexes data, so the first
 * answers after start-up or a refresh come as fast as any other.
 */
import { loadCardLibrary } from '../cards/library';
import { loadRules } from '../rules';
import { reloadInBackground } from '../util/file-cache';
import { runInTurns } from '../util/lazy';
import type { DataSources } from '../util/paths';

export interface AheadLogger {
  warn(details: object, message: string): void;
}

export async function loadDataAhead(sources: DataSources, logger: AheadLogger): Promise<void> {
  reloadInBackground((error) => logger.warn({ err: error }, 'changed data could not be loaded; the data loaded before stays in use'));
  // The rules of the bundled data alone too, which /simulate's replies cite (the same ones unless a newer CR was ingested).
  const loads = [() => loadRules(sources).warm(), () => loadCardLibrary(sources).warm(), () => loadRules(sources.dataDir).warm()];
  for (const warm of loads) {
    try {
      await runInTurns(warm());
    } catch {
      // No data of this kind: the start-up summary and the commands say so.
    }
  }
}

/** `heartwood data`: what is loaded from where; `--remove <file>` drops one ingested file; `--reset` goes back to the bundled data. */
import { Command } from 'commander';
import { removeIngestedFile } from '../cards/ingest';
import { dataReport, loadedSummary, resetUserData } from '../data/summary';
import type { UserDataSources } from '../util/paths';
import { counted } from '../util/plural';
import { reportFailure } from './failure';

export function dataCommand(target: () => UserDataSources): Command {
  return new Command('data')
    .description('show which rules and cards are loaded, from where (--reset: forget the ingested data)')
    .option('--remove <file>', 'drop the cards and rulings one ingested file gave (as `heartwood data` lists it)')
    .option('--reset', 'remove the ingested rules and cards from the data folder, back to the bundled data')
    .action((options: { reset?: boolean; remove?: string }) => {
      const sources = target();
      if (options.remove !== undefined) {
        try {
          const removal = removeIngestedFile(sources.userDataDir, options.remove);
          const shared = removal.shared ? `; ${counted(removal.shared, 'card')} other files gave too stay` : '';
          process.stdout.write(`Removed ${removal.file}: ${counted(removal.cards, 'card')} and ${counted(removal.rulings, 'ruling')}${shared}.\nNow loaded: ${loadedSummary(sources)}.\n`);
        } catch (error) {
          reportFailure('data', error);
        }
        return;
      }
      if (!options.reset) {
        process.stdout.write(dataReport(sources) + '\n');
        return;
      }
      try {
        const removed = resetUserData(sources.userDataDir);
        const what = removed.length ? `Removed ${removed.join(', ')} from ${sources.userDataDir}.` : `Nothing was ingested in ${sources.userDataDir}.`;
        process.stdout.write(`${what}\nNow loaded: ${loadedSummary(sources)} (the bundled data).\n`);
      } catch (error) {
        reportFailure('data --reset', error);
      }
    });
}

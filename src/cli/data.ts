/** `heartwood data`: what is loaded from where; `--reset` goes back to the bundled data. */
import { Command } from 'commander';
import { dataReport, loadedSummary, resetUserData } from '../data/summary';
import type { UserDataSources } from '../util/paths';

export function dataCommand(target: () => UserDataSources): Command {
  return new Command('data')
    .description('show which rules and cards are loaded, from where (--reset: forget the ingested data)')
    .option('--reset', 'remove the ingested rules and cards from the data folder, back to the bundled data')
    .action((options: { reset?: boolean }) => {
      const sources = target();
      if (!options.reset) {
        process.stdout.write(dataReport(sources) + '\n');
        return;
      }
      const removed = resetUserData(sources.userDataDir);
      const what = removed.length ? `Removed ${removed.join(', ')} from ${sources.userDataDir}.` : `Nothing was ingested in ${sources.userDataDir}.`;
      process.stdout.write(`${what}\nNow loaded: ${loadedSummary(sources)} (the bundled data).\n`);
    });
}

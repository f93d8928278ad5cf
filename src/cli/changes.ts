/**
 * `heartwood changes [--from <date|file>] [--to <date|file>] [--json]`: what changed in the
 * Comprehensive Rules, between kept versions (by date) or CR files; the latest update by default.
 */
import type { Command } from 'commander';
import type { CommandContext } from '../reply/command';
import { renderReplyText } from '../reply/text';
import { changesBetween, changesPages } from '../rules/changes-reply';
import type { CorpusChanges } from '../rules/changes';

export function addChangesCommand(program: Command, context: () => CommandContext): void {
  program
    .command('changes')
    .description('what changed in the Comprehensive Rules between two versions (kept versions by date, or CR .txt files)')
    .option('--from <date|file>', 'the older version: a date such as 2025-11-14, or a CR .txt file (default: the version before --to)')
    .option('--to <date|file>', 'the newer version (default: the rules in use)')
    .option('--json', 'machine-readable output')
    .action((flags: { from?: string; to?: string; json?: boolean }) => {
      try {
        const changes = changesBetween(context(), flags.from, flags.to);
        process.stdout.write((flags.json ? JSON.stringify(changesJson(changes)) : renderReplyText(changesPages(changes, undefined))) + '\n');
      } catch (error) {
        process.stderr.write(`heartwood changes: ${(error as Error).message}\n`);
        process.exitCode = 1;
      }
    });
}

/** Every change with its kind and numbers (renumbered and moved rules with their old number). */
function changesJson(changes: CorpusChanges): unknown {
  return {
    from: changes.from,
    to: changes.to,
    moved: changes.moved,
    sections: changes.sections.map((change) => ({ kind: change.kind, id: change.id })),
    rules: changes.rules.map((change) => ({ kind: change.kind, id: change.id, ...('from' in change && change.from ? { from: change.from } : {}) })),
    glossary: changes.glossary.map((change) => ({ kind: change.kind, term: change.term })),
  };
}

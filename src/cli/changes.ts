/**
 * `heartwood changes [--from <date|file>] [--to <date|file>] [--document <cr|mtr|ipg|jar>] [--json]`:
 * what changed in the Comprehensive Rules, between kept versions (by date) or CR files, or in a
 * tournament document between its kept versions; the latest update by default.
 */
import type { Command } from 'commander';
import type { CommandContext } from '../reply/command';
import { renderReplyText } from '../reply/text';
import { changesBetween, changesPages } from '../rules/changes-reply';
import type { CorpusChanges } from '../rules/changes';
import { documentChanges, documentChangesReply } from '../tournament/changes';
import { TOURNAMENT_KINDS, type TournamentKind } from '../tournament/model';
import { reportFailure } from './failure';

export function addChangesCommand(program: Command, context: () => CommandContext): void {
  program
    .command('changes')
    .description('what changed in the Comprehensive Rules between two versions (kept versions by date, or CR .txt files)')
    .option('--from <date|file>', 'the older version: a date such as 2025-11-14, or a CR .txt file (default: the version before --to)')
    .option('--to <date|file>', 'the newer version (default: the rules in use)')
    .option('--document <cr|mtr|ipg|jar>', 'the Comprehensive Rules (default) or a tournament document, its versions by date')
    .option('--json', 'machine-readable output')
    .action((flags: { from?: string; to?: string; document?: string; json?: boolean }) => {
      try {
        const document = flags.document?.toLowerCase();
        if (document && document !== 'cr' && !TOURNAMENT_KINDS.includes(document as TournamentKind)) throw new Error(`--document is cr, mtr, ipg or jar, not "${flags.document}"`);
        if (document && document !== 'cr') return writeDocumentChanges(context(), document as TournamentKind, flags);
        const changes = changesBetween(context(), flags.from, flags.to);
        process.stdout.write((flags.json ? JSON.stringify(changesJson(changes)) : renderReplyText(changesPages(changes, undefined))) + '\n');
      } catch (error) {
        reportFailure('changes', error);
      }
    });
}

function writeDocumentChanges(where: CommandContext, kind: TournamentKind, flags: { from?: string; to?: string; json?: boolean }): void {
  const changes = documentChanges(where, kind, flags.from, flags.to);
  if (!flags.json) return void process.stdout.write(renderReplyText(documentChangesReply(where, kind, flags)) + '\n');
  const sections = changes.sections.map((change) => ({ kind: change.kind, id: (change.kind === 'removed' ? change.before : change.after).id, title: (change.kind === 'removed' ? change.before : change.after).title }));
  process.stdout.write(JSON.stringify({ document: kind, from: changes.from, to: changes.to, sections }) + '\n');
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

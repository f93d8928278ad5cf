/** /changes from:<date> to:<date> [document]: what changed in the Comprehensive Rules, or a tournament document, between two kept versions (the latest update by default). */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { changesReply, ruleChangeReply } from '../src/rules/changes-reply';
import { withRules } from '../src/rules/present';
import { longDate, rulesVersions } from '../src/rules/versions';
import type { CommandModule } from '../src/reply/command';
import { errorReply } from '../src/reply/reply';
import { matchChoices } from '../src/reply/choices';
import { documentChangesReply } from '../src/tournament/changes';
import { DOCUMENT_NAMES, TOURNAMENT_KINDS } from '../src/tournament/model';

const text = (value: unknown) => (value === undefined ? undefined : String(value));

export const changes: CommandModule = {
  definition: {
    name: 'changes',
    description: 'What changed in the Comprehensive Rules, MTR, IPG or JAR between two versions (latest by default)',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'from', description: 'The older version, a date such as 2025-11-14', autocomplete: true, max_length: 40 },
      { type: ApplicationCommandOptionType.String, name: 'to', description: 'The newer version, a date such as 2026-01-16', autocomplete: true, max_length: 40 },
      {
        type: ApplicationCommandOptionType.String,
        name: 'document',
        description: 'Which document: the Comprehensive Rules (default), or the MTR, IPG or JAR',
        max_length: 3,
        choices: [{ name: 'Comprehensive Rules', value: 'cr' }, ...TOURNAMENT_KINDS.map((kind) => ({ name: DOCUMENT_NAMES[kind], value: kind }))],
      },
    ],
  },
  async execute(options, ctx) {
    const view = { from: text(options.from), to: text(options.to) };
    const document = TOURNAMENT_KINDS.find((kind) => kind === text(options.document)?.toLowerCase());
    return document ? documentChangesReply(ctx, document, view) : changesReply(ctx, view);
  },
  /** The kept versions of the Comprehensive Rules, newest first (a tournament document's dates are typed). */
  async autocomplete(_option, value, ctx) {
    return matchChoices(
      rulesVersions(ctx)
        .reverse()
        .map((version) => ({ name: `${longDate(version.date)} (${version.origin})`, value: version.date })),
      value,
    );
  },
  /**
   * `changes:p:<from>:<to>:<page>` pages; `changes:d:<document>:<from>:<to>:<page>` pages a tournament
   * document's; `changes:r:<rule>` is /rule's "What changed" button (the latest update).
   */
  async component(input, ctx) {
    const [action, ...args] = input.args;
    if (action === 'p') return changesReply(ctx, { from: args[0] || undefined, to: args[1] || undefined, page: Number(args[2]) || 0 });
    const document = TOURNAMENT_KINDS.find((kind) => kind === args[0]);
    if (action === 'd' && document) return documentChangesReply(ctx, document, { from: args[1] || undefined, to: args[2] || undefined, page: Number(args[3]) || 0 });
    if (action === 'r' && args[0]) {
      const id = args[0];
      return withRules(ctx, (rules) => {
        const latest = rules.latestChanges?.();
        if (!latest) return errorReply('No earlier version', 'Only one version of the Comprehensive Rules is kept, so there is nothing to compare.');
        return ruleChangeReply(latest.rules.find((change) => change.id === id && change.kind !== 'removed'), id, latest.to);
      });
    }
    return errorReply('Unknown button', `This /changes button (${input.args.join(':')}) is not one Heartwood knows.`);
  },
};

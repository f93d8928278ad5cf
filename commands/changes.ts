/** /changes from:<date> to:<date>: what changed in the Comprehensive Rules between two kept versions (the latest update by default). */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { changesReply, ruleChangeReply } from '../src/rules/changes-reply';
import { withRules } from '../src/rules/present';
import { longDate, rulesVersions } from '../src/rules/versions';
import type { CommandModule } from '../src/reply/command';
import { errorReply } from '../src/reply/reply';
import { matchChoices } from '../src/reply/choices';

const text = (value: unknown) => (value === undefined ? undefined : String(value));

export const changes: CommandModule = {
  definition: {
    name: 'changes',
    description: 'What changed in the Comprehensive Rules between two versions (the latest update by default)',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'from', description: 'The older version, a date such as 2025-11-14', autocomplete: true, max_length: 40 },
      { type: ApplicationCommandOptionType.String, name: 'to', description: 'The newer version, a date such as 2026-01-16', autocomplete: true, max_length: 40 },
    ],
  },
  async execute(options, ctx) {
    return changesReply(ctx, { from: text(options.from), to: text(options.to) });
  },
  /** The kept versions, newest first. */
  async autocomplete(_option, value, ctx) {
    return matchChoices(
      rulesVersions(ctx)
        .reverse()
        .map((version) => ({ name: `${longDate(version.date)} (${version.origin})`, value: version.date })),
      value,
    );
  },
  /** `changes:p:<from>:<to>:<page>` pages; `changes:r:<rule>` is /rule's "What changed" button (the latest update). */
  async component(input, ctx) {
    const [action, ...args] = input.args;
    if (action === 'p') return changesReply(ctx, { from: args[0] || undefined, to: args[1] || undefined, page: Number(args[2]) || 0 });
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

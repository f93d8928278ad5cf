/** /rule query:<number or words> examples:<bool>: a rule of the Comprehensive Rules, with its neighbours. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { loadRules } from '../src/rules';
import { ruleMatches, ruleReply, withRules } from '../src/rules/present';
import type { CommandModule } from '../src/reply/command';
import { SEARCH_LIMITS } from '../src/search/limits';
import { errorReply } from '../src/reply/reply';

export const rule: CommandModule = {
  definition: {
    name: 'rule',
    description: 'Look up a Comprehensive Rules rule by number (601.2h, 702.11, 601.2a-d) or in words',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'query', description: 'A rule number or words: 601.2h, hexproof, do mana abilities use the stack', required: true, autocomplete: true, max_length: SEARCH_LIMITS.queryChars },
      { type: ApplicationCommandOptionType.Boolean, name: 'examples', description: 'Show the rules’ examples too' },
    ],
  },
  async execute(options, ctx) {
    return withRules(ctx, (rules) => ruleReply(rules, { query: String(options.query ?? ''), examples: options.examples === true, where: ctx }));
  },
  async autocomplete(_option, value, ctx) {
    return loadRules(ctx).autocomplete(value);
  },
  /** Buttons and paging: `rule:q:<query>:<examples 0|1>[:<page>]`. */
  async component(input, ctx) {
    const [action, query, examples, page] = input.args;
    if (action !== 'q' || !query) return errorReply('Unknown button', `This /rule button (${input.args.join(':')}) is not one Heartwood knows.`);
    return withRules(ctx, (rules) => ruleReply(rules, { query, examples: examples === '1', page: Number(page ?? 0) || 0, where: ctx }));
  },
  async json(options, ctx) {
    return ruleMatches(loadRules(ctx), String(options.query ?? ''));
  },
};

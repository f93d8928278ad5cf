/** /define term:<text>: the Comprehensive Rules glossary entry, with the rules it points to. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { loadRules } from '../src/rules';
import { defineReply, withRules } from '../src/rules/present';
import type { CommandModule } from '../src/reply/command';
import { SEARCH_LIMITS } from '../src/search/limits';

export const define: CommandModule = {
  definition: {
    name: 'define',
    description: 'A term from the Comprehensive Rules glossary (hexproof, mana value, active player)',
    options: [{ type: ApplicationCommandOptionType.String, name: 'term', description: 'The term: hexproof, sacrifice, APNAP', required: true, autocomplete: true, max_length: SEARCH_LIMITS.queryChars }],
  },
  async execute(options, ctx) {
    return withRules(ctx, (rules) => defineReply(rules, String(options.term ?? ''), ctx));
  },
  async autocomplete(_option, value, ctx) {
    return loadRules(ctx).index.completeTerm(value);
  },
  async json(options, ctx) {
    const term = String(options.term ?? '');
    const definition = loadRules(ctx).define(term);
    return { term, entry: definition.entry ?? null, readAs: definition.readAs ?? null, closestTo: definition.closestTo ?? null, suggestions: definition.suggestions };
  },
};

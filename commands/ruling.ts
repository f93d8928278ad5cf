/** /ruling name:<autocomplete> about:<words> — a card's official rulings, dated, in published order, paginated. */
import { ApplicationCommandOptionType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { cardChoices } from '../src/cards/choices';
import { lookupJson } from '../src/cards/library';
import { ABOUT_MAX, aboutWords, lookupReply, rulingsReply, selectRulings } from '../src/cards/present';
import { encodeCustomId, type CommandContext, type CommandModule } from '../src/reply/command';
import { errorReply, type Reply } from '../src/reply/reply';

const definition: RESTPostAPIChatInputApplicationCommandsJSONBody = {
  name: 'ruling',
  description: "A card's official rulings, with date and source",
  options: [
    { type: ApplicationCommandOptionType.String, name: 'name', description: 'Card name (English or another language)', required: true, autocomplete: true, max_length: 150 },
    { type: ApplicationCommandOptionType.String, name: 'about', description: 'Only rulings that mention these words', max_length: ABOUT_MAX },
  ],
};

/** The rulings of the card a name (or card id) finds, at a page; or the cards to pick from. */
async function answer(name: string, about: string | undefined, ctx: CommandContext, page = 0): Promise<Reply> {
  const pick = encodeCustomId('ruling', 'pick', aboutWords(about));
  return lookupReply(ctx, name, pick, (match, library) => rulingsReply(match, selectRulings(match.card, library, about), page));
}

export const ruling: CommandModule = {
  definition,
  execute: (options, ctx) => answer(String(options.name ?? ''), options.about === undefined ? undefined : String(options.about), ctx),
  autocomplete: async (option, value, ctx) => (option === 'name' ? cardChoices(value, ctx) : []),
  /** ruling:p:<card id>:<about>:<page> (paging, and /card's Rulings button); ruling:pick:<about> (menu of cards). */
  async component(input, ctx) {
    const [kind, ...args] = input.args;
    if (kind === 'p' && args.length === 3) return answer(args[0]!, args[1], ctx, Number(args[2]) || 0);
    if (kind === 'pick' && input.values?.[0]) return answer(input.values[0], args[0], ctx);
    return errorReply('Unknown button', 'This button does not belong to /ruling.');
  },
  json: async (options, ctx) =>
    lookupJson(ctx, String(options.name ?? ''), (match, library) => {
      const view = selectRulings(match.card, library, options.about === undefined ? undefined : String(options.about));
      return { about: view.about || undefined, total: view.total, rulings: view.rulings };
    }),
};

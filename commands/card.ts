/** /card name:<autocomplete> — a card's cost, type, text and stats, each face of a multi-face card. */
import { ApplicationCommandOptionType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { lookupJson } from '../src/cards/library';
import { cardReply, lookupReply } from '../src/cards/present';
import { encodeCustomId, type CommandModule } from '../src/reply/command';
import { errorReply } from '../src/reply/reply';
import { cardChoices } from '../src/cards/choices';

const definition: RESTPostAPIChatInputApplicationCommandsJSONBody = {
  name: 'card',
  description: 'Show a card: mana cost, type line, oracle text, power/toughness or loyalty, every face',
  options: [
    { type: ApplicationCommandOptionType.String, name: 'name', description: 'Card name (English or another language)', required: true, autocomplete: true, max_length: 150 },
  ],
};

export const card: CommandModule = {
  definition,
  async execute(options, ctx) {
    const name = String(options.name ?? '');
    return lookupReply(ctx, name, encodeCustomId('card', 'pick'), (match, library) => cardReply(match, library, name));
  },
  autocomplete: async (_option, value, ctx) => cardChoices(value, ctx),
  async component(input, ctx) {
    const id = input.values?.[0];
    if (input.args[0] !== 'pick' || !id) return errorReply('Unknown button', 'This menu does not belong to /card.');
    return card.execute({ name: id }, ctx);
  },
  json: async (options, ctx) =>
    lookupJson(ctx, String(options.name ?? ''), (match, library) => ({ card: { ...match.card, rulings: library.rulingsOf(match.card).length } })),
};

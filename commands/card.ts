/** /card name:<autocomplete> — a card's cost, type, text and stats, each face of a multi-face card, and whether /simulate plays it. */
import { ApplicationCommandOptionType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { lookupJson } from '../src/cards/library';
import { cardReply, lookupReply, readingJson, readingReply } from '../src/cards/present';
import { howHeartwoodReads } from '../src/oracle/render/reading';
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
    return lookupReply(ctx, name, encodeCustomId('card', 'pick'), (match, library) => cardReply(match, library, name, howHeartwoodReads(match.card, ctx.dataDir)));
  },
  autocomplete: async (_option, value, ctx) => cardChoices(value, ctx),
  /** card:pick (the menu of an ambiguous name), card:read:<card id> (its "How Heartwood reads it" button). */
  async component(input, ctx) {
    const [kind, id = input.values?.[0]] = input.args;
    if (kind === 'read' && id) return lookupReply(ctx, id, encodeCustomId('card', 'pick'), (match) => readingReply(match, howHeartwoodReads(match.card, ctx.dataDir)));
    if (kind !== 'pick' || !id) return errorReply('Unknown button', 'This menu does not belong to /card.');
    return card.execute({ name: id }, ctx);
  },
  json: async (options, ctx) =>
    lookupJson(ctx, String(options.name ?? ''), (match, library) => ({ card: { ...match.card, rulings: library.rulingsOf(match.card).length }, ...readingJson(howHeartwoodReads(match.card, ctx.dataDir)) })),
};

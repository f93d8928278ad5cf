/** /legal name:<autocomplete> format:<autocomplete> — a card's legality in a format, or in every format the card data names. */
import { ApplicationCommandOptionType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { cardChoices } from '../src/cards/choices';
import { findFormat, formatName, knownFormats, legalityJson, legalityReply } from '../src/cards/legality';
import { loadCardLibrary, lookupJson } from '../src/cards/library';
import { lookupReply } from '../src/cards/present';
import { encodeCustomId, type CommandContext, type CommandModule, type Options } from '../src/reply/command';
import { errorReply, LIMITS, type Reply } from '../src/reply/reply';
import { escapeUserText } from '../src/reply/escape';

const definition: RESTPostAPIChatInputApplicationCommandsJSONBody = {
  name: 'legal',
  description: 'Is a card legal in a format? Standard, Pioneer, Modern, Legacy, Vintage, Commander, Pauper …',
  options: [
    { type: ApplicationCommandOptionType.String, name: 'name', description: 'Card name (English or another language)', required: true, autocomplete: true, max_length: 150 },
    { type: ApplicationCommandOptionType.String, name: 'format', description: 'The format (empty: every format)', autocomplete: true, max_length: 40 },
  ],
};

/**
 * The card and format asked for. A format may end the name ("Lightning Bolt modern", as the
 * command line and a hurried user write it) when the whole is no card's exact name.
 */
function request(options: Options, ctx: CommandContext): { name: string; format?: string } {
  const name = String(options.name ?? '').trim();
  if (options.format !== undefined) return { name, format: String(options.format) };
  const words = name.split(/\s+/);
  for (const tail of [2, 1]) {
    if (words.length <= tail) continue;
    const format = findFormat(words.slice(-tail).join(' '), undefined, true);
    if (!format) continue;
    try {
      const library = loadCardLibrary(ctx);
      const whole = library.lookup(name);
      if (whole.status === 'found' && whole.match.kind === 'exact') return { name };
      return { name: words.slice(0, -tail).join(' '), format };
    } catch {
      return { name };
    }
  }
  return { name };
}

function unknownFormat(format: string): Reply {
  return errorReply('No such format', `No format is named “${escapeUserText(format)}”. Formats: ${knownFormats().map(formatName).join(', ')}.`);
}

async function answer(options: Options, ctx: CommandContext): Promise<Reply> {
  const asked = request(options, ctx);
  const format = asked.format === undefined ? undefined : findFormat(asked.format);
  if (asked.format !== undefined && !format) return unknownFormat(asked.format);
  return lookupReply(ctx, asked.name, encodeCustomId('legal', 'pick', format ?? ''), (match) => legalityReply(match, format));
}

export const legal: CommandModule = {
  definition,
  execute: answer,
  async autocomplete(option, value, ctx) {
    if (option === 'name') return cardChoices(value, ctx);
    const typed = value.trim().toLowerCase();
    return knownFormats()
      .filter((format) => !typed || format.startsWith(typed.replace(/\s+/g, '')) || formatName(format).toLowerCase().includes(typed))
      .slice(0, LIMITS.autocompleteChoices)
      .map((format) => ({ name: formatName(format), value: format }));
  },
  /** legal:pick:<format> (the menu of an ambiguous name); legal:q:<name>:<format> (/rule's "Ask /legal" button). */
  async component(input, ctx) {
    const [kind, first, second] = input.args;
    const id = input.values?.[0];
    if (kind === 'q' && first && second) return answer({ name: first, format: second }, ctx);
    if (kind !== 'pick' || !id) return errorReply('Unknown button', 'This menu does not belong to /legal.');
    return answer(first ? { name: id, format: first } : { name: id }, ctx);
  },
  async json(options, ctx) {
    const asked = request(options, ctx);
    const format = asked.format === undefined ? undefined : findFormat(asked.format);
    if (asked.format !== undefined && !format) return { query: asked.name, status: 'error', error: `no format is named "${asked.format}"` };
    return lookupJson(ctx, asked.name, (match) => legalityJson(match.card, format));
  },
};

/**
 * Inline card references: `[[Card Name]]` in a message answers with the card, as card bots do.
 * Off by default (HEARTWOOD_INLINE_CARDS=1): reading messages needs the privileged Message
 * Content intent. At most three cards a message; the reply never pings, not even its author.
 */
import type { Message } from 'discord.js';
import { compactName } from '../cards/names';
import { cardReply, lookupReply } from '../cards/present';
import { encodeCustomId } from '../reply/command';
import type { Reply } from '../reply/reply';
import type { DataSources } from '../util/paths';
import type { Logger } from './logger';
import { renderMessage } from './render';
import { howHeartwoodReads } from '../oracle/render/reading';

const REFERENCE = /\[\[([^[\]\n]{1,150})\]\]/g;
export const MAX_INLINE_CARDS = 3;

/** The card names a message refers to, each once (case and spacing aside), at most MAX_INLINE_CARDS. */
export function cardReferences(content: string): string[] {
  const seen = new Set<string>();
  const names = [...content.matchAll(REFERENCE)].map((match) => match[1]!.trim()).filter((name) => compactName(name) && !seen.has(compactName(name)) && Boolean(seen.add(compactName(name))));
  return names.slice(0, MAX_INLINE_CARDS);
}

/** One page per referenced card (or what /card says when a name finds none or several), or undefined when there are none. */
export function inlineCardsReply(content: string, where: DataSources): Reply | undefined {
  const names = cardReferences(content);
  if (names.length === 0) return undefined;
  const pages = names.map((name) => lookupReply(where, name, encodeCustomId('card', 'pick'), (match, library) => cardReply(match, library, name, howHeartwoodReads(match.card, where.dataDir))).pages[0]!);
  return { pages, ephemeral: false };
}

export async function answerInlineCards(message: Message, where: DataSources, logger: Logger): Promise<void> {
  if (message.author.bot) return;
  try {
    const reply = inlineCardsReply(message.content, where);
    if (!reply) return;
    const { components: _menus, ...rendered } = renderMessage(reply);
    await message.reply({ ...rendered, allowedMentions: { parse: [], repliedUser: false } });
  } catch (error) {
    logger.error({ err: error, message: message.id }, 'could not answer the card references of a message');
  }
}

/**
 * Cards and rulings as Replies (plain data): the card's face(s), its rulings paginated, and the
 * list to pick from when a name is ambiguous. Every text taken from card data is kept within
 * Discord's limits and cannot ping anyone.
 */
import { encodeCustomId } from '../reply/command';
import { escapeUserText } from '../reply/escape';
import { LIMITS, errorReply, packBlocks, pageWithin, splitText, truncate, type Reply, type ReplyField, type ReplyPage } from '../reply/reply';
import { loadCardLibrary, type CardLibrary, type CardMatch } from './library';
import { counted } from '../util/plural';
import { sourceLabel, type Card, type CardFace, type Ruling } from './model';
import { normalizeName } from './names';
import type { DataSources } from '../util/paths';
import { simulateLine, type Reading } from '../oracle/render/reading';
import { legalityLine } from './legality';

/** Room left on a page for rulings: the description limit, minus title and footer in the 6000 total. */
const RULINGS_PER_PAGE_TEXT = 3500;
/** The longest `about` filter kept in a button's customId (100 characters in all). */
export const ABOUT_MAX = 40;
/** Real cards have two faces (meld pairs three); more would crowd the embed. */
const MAX_FACES = 10;

const LAYOUT_NAMES: Record<string, string> = {
  split: 'Split card',
  flip: 'Flip card',
  transform: 'Transforming double-faced card',
  modal_dfc: 'Modal double-faced card',
  adventure: 'Adventurer card',
  meld: 'Meld card',
  aftermath: 'Split card with aftermath',
  double_faced_token: 'Double-faced token',
  reversible_card: 'Reversible card',
  prototype: 'Prototype card',
};

/** Card text can hold "@everyone" or "<@123>": a zero-width space keeps them from pinging. */
export function noPings(text: string): string {
  return text.replace(/@(everyone|here)/gi, '@\u200b$1').replace(/<@/g, '<@\u200b');
}

/** The customId prefix of the rulings pages of one card (the renderer adds `:<page>`). */
function rulingsPageKey(card: Card, about: string): string {
  return encodeCustomId('ruling', 'p', card.id, about);
}

/** `about` as kept in customIds and matched against rulings: normalised words, at most ABOUT_MAX characters. */
export function aboutWords(about: string | undefined): string {
  return normalizeName(about ?? '').slice(0, ABOUT_MAX).trim();
}

/** Title line of a match: the English name, plus the searched name in its language. */
export function matchTitle(match: CardMatch, prefix = ''): string {
  const foreign = match.language ? ` — ${match.language}: ${match.name}` : '';
  return truncate(noPings(`${prefix}${match.card.name}${foreign}`), LIMITS.embedTitle);
}

function statsLine(face: CardFace): string | undefined {
  if (face.power !== undefined || face.toughness !== undefined) return `Power/toughness: ${face.power ?? '—'}/${face.toughness ?? '—'}`;
  if (face.loyalty !== undefined) return `Loyalty: ${face.loyalty}`;
  if (face.defense !== undefined) return `Defense: ${face.defense}`;
  return undefined;
}

/**
 * Mana cost and type line, oracle text, then P/T, loyalty or defense. Ingested card data is text
 * from outside like a user's: shown as written, never as Discord formatting (a masked link in an
 * Oracle text stays words).
 */
function faceText(face: CardFace): string {
  const head = [face.manaCost, face.typeLine].filter(Boolean).join(' · ');
  return noPings(escapeUserText([head, face.oracleText, statsLine(face)].filter((part) => part).join('\n\n')));
}

/** The card's Scryfall page: as the data gives it, else found by its oracle id. */
function scryfallPage(card: Card): string | undefined {
  if (card.url) return card.url;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(card.id) ? `https://scryfall.com/search?q=oracleid%3A${card.id}` : undefined;
}

/** The customId of a card's "How Heartwood reads it" button. */
export function readingKey(card: Card): string {
  return encodeCustomId('card', 'read', card.id);
}

/** A card as /card shows it, with whether /simulate plays it (and how Heartwood reads it, behind a button). */
export function cardReply(match: CardMatch, library: CardLibrary, query: string, reading: Reading): Reply {
  const { card } = match;
  const page: ReplyPage = { title: matchTitle(match) };
  const url = scryfallPage(card);
  if (url) page.url = url;
  if (card.image) page.image = card.image;
  const notes: string[] = [];
  const simulated = `${noPings(truncate(`*${simulateLine(reading)}*`, 300))}\n${legalityLine(card)}`;
  if (match.kind === 'fuzzy') notes.push(noPings(truncate(`*No card is named “${escapeUserText(query)}”; this is the closest name.*`, 200)));
  if (card.faces?.length) {
    notes.unshift(LAYOUT_NAMES[card.layout] ?? `${card.layout} card`);
    page.fields = card.faces.slice(0, MAX_FACES).map(
      (face): ReplyField => ({
        name: truncate(noPings(face.manaCost ? `${face.name}  ${face.manaCost}` : face.name), LIMITS.fieldName),
        value: truncate(faceText({ ...face, manaCost: undefined }) || '—', LIMITS.fieldValue),
      }),
    );
    page.text = [...notes, simulated].join('\n');
  } else {
    page.text = `${truncate([...notes, faceText(card)].join('\n\n'), LIMITS.embedDescription - 400)}\n\n${simulated}`;
  }
  const rulings = library.rulingsOf(card).length;
  page.footer = rulings ? noPings(`${counted(rulings, 'ruling')} — /ruling ${truncate(card.name, 120)}`) : 'No rulings in the card data';
  const reply: Reply = { pages: [fitEmbed(page)], tone: 'info' };
  const buttons = [
    ...(rulings ? [{ label: `Rulings (${rulings})`, customId: `${rulingsPageKey(card, '')}:0`, style: 'secondary' as const }] : []),
    ...(reading.plays ? [{ label: 'How Heartwood reads it', customId: readingKey(card), style: 'secondary' as const }] : []),
  ];
  if (buttons.length) reply.buttons = buttons;
  return reply;
}

/**
 * How Heartwood reads a card: each ability as the engine will play it, read back to words, or why
 * /simulate can't play it yet; `withOracleText` puts the card's own text first (heartwood cards explain).
 */
export function readingReply(match: CardMatch, reading: Reading, withOracleText = false): Reply {
  const { card } = match;
  const page: ReplyPage = { title: matchTitle(match, 'How Heartwood reads ') };
  const printed = card.faces?.length ? card.faces.map((face) => `${face.name}: ${faceText(face)}`).join('\n\n') : faceText(card);
  const oracle = withOracleText ? [`**Oracle text**\n${printed}`] : [];
  if (!reading.plays) {
    page.text = truncate(noPings([...oracle, `**Not in /simulate yet:** ${reading.reason}`].join('\n\n')), LIMITS.embedDescription);
    return { pages: [fitEmbed(page)], tone: 'warning' };
  }
  const { characteristics, abilities, notes } = reading.rendered;
  const read = [characteristics, ...abilities, ...notes].join('\n');
  page.text = truncate(noPings([...oracle, `**Plays in /simulate**, as Heartwood reads it:\n${read}`].join('\n\n')), LIMITS.embedDescription);
  page.footer = reading.from === 'engine' ? "Heartwood's own definition of the card (rules-data/cards)" : 'Compiled from its Oracle text';
  return { pages: [fitEmbed(page)], tone: 'info' };
}

/** The --json form of a reading. */
export function readingJson(reading: Reading): object {
  if (!reading.plays) return { simulate: { plays: false, kind: reading.kind, reason: reading.reason } };
  return { simulate: { plays: true, from: reading.from, ...reading.rendered } };
}

export interface RulingsView {
  card: Card;
  /** All rulings of the card, and those that mention every word of `about`. */
  total: number;
  rulings: Ruling[];
  about: string;
}

export function selectRulings(card: Card, library: CardLibrary, about: string | undefined): RulingsView {
  const words = aboutWords(about).split(' ').filter(Boolean);
  const all = library.rulingsOf(card);
  const rulings = words.length ? all.filter((ruling) => words.every((word) => normalizeName(ruling.text).includes(word))) : all;
  return { card, total: all.length, rulings, about: words.join(' ') };
}

export function rulingsReply(match: CardMatch, view: RulingsView, page = 0): Reply {
  const title = matchTitle(match, 'Rulings: ');
  if (view.total === 0) return { pages: [{ title, text: 'There are no rulings on this card in the card data.' }], tone: 'info' };
  if (view.rulings.length === 0) {
    return { pages: [{ title, text: `None of the ${counted(view.total, 'ruling')} mentions “${view.about}”.` }], tone: 'info', shareable: false };
  }
  const blocks = view.rulings.flatMap((ruling) => splitText(`**${ruling.date}** · ${sourceLabel(ruling.source)}\n${noPings(escapeUserText(ruling.text))}`, RULINGS_PER_PAGE_TEXT));
  const texts = packBlocks(blocks, () => RULINGS_PER_PAGE_TEXT);
  const count = view.about
    ? `${view.rulings.length} of ${counted(view.total, 'ruling')} ${view.rulings.length === 1 ? 'mentions' : 'mention'} “${view.about}”`
    : counted(view.total, 'ruling');
  const pages = texts.map((text) => fitEmbed({ title, text, footer: count }));
  const reply: Reply = { pages, tone: 'info', page: pageWithin(page, pages.length) };
  if (pages.length > 1) reply.pageKey = rulingsPageKey(view.card, view.about);
  return reply;
}

/** Several cards match: say which, and offer them in a menu whose choice calls `command`'s component. */
export function ambiguousReply(query: string, matches: CardMatch[], customId: string): Reply {
  const shown = matches.slice(0, LIMITS.selectOptions);
  const list = shown.map((match) => `• ${match.language ? `${match.name} (${match.language}: ${match.card.name})` : match.name}`).join('\n');
  return {
    pages: [
      fitEmbed({
        title: truncate(noPings(`${matches.length >= LIMITS.selectOptions ? 'Many' : matches.length} cards match “${escapeUserText(query)}”`), LIMITS.embedTitle),
        text: truncate(noPings(`${list}\n\nPick one below, or type more of the name.`), LIMITS.embedDescription),
      }),
    ],
    tone: 'warning',
    select: {
      customId,
      placeholder: 'Which card?',
      options: shown.map((match) => ({
        label: truncate(noPings(match.name), LIMITS.selectLabel),
        value: match.card.id,
        description: truncate(noPings(match.language ? `${match.language}: ${match.card.name}` : (match.card.typeLine ?? match.card.faces?.[0]?.typeLine ?? match.card.layout)), LIMITS.selectDescription),
      })),
    },
  };
}

/**
 * The answer to a typed card name (or card id): `found`'s reply for one card, a menu of the
 * candidates whose choice goes to `pickCustomId`, "no such card", or why the card data is unavailable.
 */
export function lookupReply(where: DataSources, query: string, pickCustomId: string, found: (match: CardMatch, library: CardLibrary) => Reply): Reply {
  try {
    const library = loadCardLibrary(where);
    const result = library.lookup(query);
    if (result.status === 'found') return found(result.match, library);
    if (result.status === 'ambiguous') return ambiguousReply(query, result.matches, pickCustomId);
    return noCardReply(query, result.closest, library, pickCustomId);
  } catch (error) {
    return errorReply('Card data unavailable', (error as Error).message);
  }
}

/** No card has the name: say so, with the closest names to pick from, and how to get every card when only the bundled ones are loaded. */
function noCardReply(query: string, closest: CardMatch[], library: CardLibrary, pickCustomId: string): Reply {
  const among = `No card is named “${escapeUserText(query)}” among the ${library.size} cards in the card data.`;
  const more = library.ingestedCards === 0 ? '\n\nOnly the cards bundled with Heartwood are loaded: `npx heartwood ingest --cards scryfall` adds every card, `--cards mtgjson` every card with its names in other languages.' : '';
  if (closest.length === 0) return errorReply('No such card', noPings(truncate(`${among} No name is close to it.${more}`, LIMITS.embedDescription)));
  const reply = ambiguousReply(query, closest, pickCustomId);
  reply.pages[0] = fitEmbed({
    title: truncate(noPings(`No card named “${escapeUserText(query)}”`), LIMITS.embedTitle),
    text: truncate(noPings(`${among} The closest names:\n${closest.map((match) => `• ${match.card.name}`).join('\n')}${more}`), LIMITS.embedDescription),
  });
  reply.shareable = false;
  return reply;
}

/** Shortens the description, then the longest field values, while the embed passes Discord's 6000 in all. */
export function fitEmbed(page: ReplyPage): ReplyPage {
  const size = () => (page.title?.length ?? 0) + (page.text?.length ?? 0) + (page.footer?.length ?? 0) + (page.fields ?? []).reduce((sum, f) => sum + f.name.length + f.value.length, 0);
  let over = size() - LIMITS.embedTotal;
  if (over > 0 && page.text) page.text = truncate(page.text, Math.max(1, page.text.length - over));
  for (over = size() - LIMITS.embedTotal; over > 0 && page.fields?.length; over = size() - LIMITS.embedTotal) {
    const longest = page.fields.reduce((a, b) => (b.value.length > a.value.length ? b : a));
    if (longest.value.length <= 1) break;
    longest.value = truncate(longest.value, Math.max(1, longest.value.length - over));
  }
  return page;
}

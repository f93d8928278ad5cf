/**
 * Format legality as the card data gives it (Scryfall's and MTGJSON's `legalities`): a card's
 * status in a format, the format a user names ("modern", "EDH", "Duel Commander"), and the line
 * /card shows. A format the data doesn't name is one the card isn't legal in; a card whose data
 * carries no legalities at all is said to have none, never guessed.
 */
import { LIMITS, truncate, type Reply } from '../reply/reply';
import type { CardMatch } from './library';
import type { Card, Legality } from './model';
import { normalizeName } from './names';
import { fitEmbed, matchTitle, noPings } from './present';

/** The formats /card shows, in the order players list them. */
export const MAIN_FORMATS = ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'commander', 'pauper'] as const;

/** How players write each format the card data names (Scryfall's keys; MTGJSON's are the same). */
const FORMAT_NAMES: Record<string, string> = {
  standard: 'Standard',
  pioneer: 'Pioneer',
  modern: 'Modern',
  legacy: 'Legacy',
  vintage: 'Vintage',
  commander: 'Commander',
  pauper: 'Pauper',
  future: 'Future Standard',
  historic: 'Historic',
  timeless: 'Timeless',
  gladiator: 'Gladiator',
  explorer: 'Explorer',
  alchemy: 'Alchemy',
  brawl: 'Brawl',
  standardbrawl: 'Standard Brawl',
  historicbrawl: 'Historic Brawl',
  penny: 'Penny Dreadful',
  oathbreaker: 'Oathbreaker',
  paupercommander: 'Pauper Commander',
  duel: 'Duel Commander',
  oldschool: 'Old School',
  premodern: 'Premodern',
  predh: 'PreDH',
};

/** Other names players use for a format. */
const ALIASES: Record<string, string> = { edh: 'commander', pdh: 'paupercommander', t2: 'standard', type2: 'standard', t1: 'vintage', type1: 'vintage' };

const STATUS_WORDS: Record<Legality, string> = { legal: 'Legal', banned: 'Banned', restricted: 'Restricted', not_legal: 'Not legal' };

/** What each status means for a deck, for the answer to one format. */
const STATUS_MEANING: Record<Legality, string> = {
  legal: 'a deck of this format may include it',
  banned: "a deck of this format can't include it",
  restricted: 'a deck of this format may include only one copy of it',
  not_legal: "a deck of this format can't include it (it isn't on the format's card pool)",
};

export function formatName(format: string): string {
  return FORMAT_NAMES[format] ?? format;
}

export function statusWord(status: Legality): string {
  return STATUS_WORDS[status];
}

export function statusMeaning(status: Legality): string {
  return STATUS_MEANING[status];
}

/** Every format a user may ask about: those Heartwood names, and any other the card data names. */
export function knownFormats(card?: Card): string[] {
  return [...new Set([...Object.keys(FORMAT_NAMES), ...Object.keys(card?.legalities?.formats ?? {})])];
}

/** The format a user's words name ("Modern", "edh", "duel commander", "mod" unless `whole`), or undefined. */
export function findFormat(words: string, card?: Card, whole = false): string | undefined {
  const key = normalizeName(words.replace(/^\s*the\s+/i, '').replace(/\s+formats?\s*$/i, '')).replace(/[\s-]+/g, '');
  if (!key) return undefined;
  const formats = knownFormats(card);
  const byName = formats.find((format) => format === key || normalizeName(formatName(format)).replace(/\s+/g, '') === key);
  if (byName) return byName;
  if (ALIASES[key]) return ALIASES[key];
  if (whole) return undefined;
  const prefixed = formats.filter((format) => format.startsWith(key) || normalizeName(formatName(format)).startsWith(key));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/** A card's status in a format, or undefined when its data carries no legalities. */
export function legalityIn(card: Card, format: string): Legality | undefined {
  if (!card.legalities) return undefined;
  return card.legalities.formats[format] ?? 'not_legal';
}

/** The formats of `formats` grouped by the card's status in each, in the order of STATUS_WORDS. */
export function byStatus(card: Card, formats: readonly string[]): [Legality, string[]][] {
  const groups = new Map<Legality, string[]>();
  for (const format of formats) {
    const status = legalityIn(card, format);
    if (status) groups.set(status, [...(groups.get(status) ?? []), format]);
  }
  return (Object.keys(STATUS_WORDS) as Legality[]).filter((status) => groups.has(status)).map((status) => [status, groups.get(status)!]);
}

/** /card's legality line: "Legal: Modern, Legacy … · Not legal: Standard …", or that the data has none. */
export function legalityLine(card: Card): string {
  if (!card.legalities) return 'No format legality in the card data';
  return byStatus(card, MAIN_FORMATS)
    .map(([status, formats]) => `${statusWord(status)}: ${formats.map(formatName).join(', ')}`)
    .join(' · ');
}

/** Formats in the order an answer lists them: the main ones, then the others the data names, alphabetically. */
function listedFormats(card: Card): string[] {
  const others = Object.keys(card.legalities?.formats ?? {}).filter((format) => !(MAIN_FORMATS as readonly string[]).includes(format));
  return [...MAIN_FORMATS, ...others.sort()];
}

/** Banned and restricted lists change: the answer names the file its data comes from. */
function sourceFooter(card: Card): string {
  return `From ${card.legalities!.file} · banned lists change: ingest newer card data for today's`;
}

/** /legal's answer: the card's status in one format with what it means, or in every format the data names. */
export function legalityReply(match: CardMatch, format: string | undefined): Reply {
  const { card } = match;
  if (!card.legalities) {
    const from = card.files?.length ? ` (its data comes from ${card.files.join(', ')})` : ' (a card bundled with Heartwood, whose data has none)';
    return {
      pages: [fitEmbed({ title: matchTitle(match, 'Legality: '), text: noPings(truncate(`The card data has no format legality for ${card.name}${from}. \`heartwood ingest --cards scryfall\` (or \`--cards mtgjson\`) brings every card's.`, LIMITS.embedDescription)) })],
      tone: 'warning',
      shareable: false,
    };
  }
  if (format) {
    const status = legalityIn(card, format)!;
    return {
      pages: [fitEmbed({ title: matchTitle(match, `${formatName(format)}: `), text: noPings(`**${statusWord(status)}** in ${formatName(format)}: ${statusMeaning(status)}.`), footer: sourceFooter(card) })],
      tone: status === 'legal' ? 'success' : status === 'restricted' ? 'warning' : 'error',
    };
  }
  const fields = byStatus(card, listedFormats(card)).map(([status, formats]) => ({ name: statusWord(status), value: truncate(formats.map(formatName).join(', '), LIMITS.fieldValue) }));
  return { pages: [fitEmbed({ title: matchTitle(match, 'Legality: '), fields, footer: sourceFooter(card) })], tone: 'info' };
}

/** The --json form: every format the data names, or the one asked for. */
export function legalityJson(card: Card, format: string | undefined): object {
  if (!card.legalities) return { legalities: null };
  if (format) return { format, legality: legalityIn(card, format), from: card.legalities.file };
  return { legalities: Object.fromEntries(listedFormats(card).map((name) => [name, legalityIn(card, name)])), from: card.legalities.file };
}

/**
 * A card written as a player would type it, for `define:` — one line or several:
 *
 *     define: Zap Bolt {1}{R} Instant — Zap Bolt deals 2 damage to any target. Draw a card.
 *     define: Wall of Tests {1}{W} Creature — Wall 0/4 — Defender
 *     define: Wall of Tests {1}{W} Creature — Wall — Defender. 0/4
 *     define:
 *       Zap Bolt {1}{R}
 *       Instant
 *       Zap Bolt deals 2 damage to any target.
 *       Draw a card.
 *
 * The several-line form is name and cost, type line, text lines, and a last line of power/toughness
 * (or "Loyalty: 3") when it has one. The card is then compiled like any card of the card store.
 */
import type { CompilableCard } from '../oracle/compile';

const SUPERTYPE = '(?:Legendary|Basic|Snow|World)';
const CARD_TYPE = '(?:Artifact|Battle|Creature|Enchantment|Instant|Kindred|Land|Planeswalker|Sorcery|Tribal)';
/** Supertypes and card types. */
const TYPES = new RegExp(`^((?:${SUPERTYPE}\\s+)*${CARD_TYPE}(?:\\s+${CARD_TYPE})*)`);
/** A whole type line: types, then optionally " — " and capitalised subtypes. */
const TYPE_LINE = new RegExp(`${TYPES.source}(?:\\s*[—-]\\s*[A-Z][\\w'’-]*(?:\\s+[A-Z][\\w'’-]*)*)?$`);
/** On one line, subtypes follow the types only when power/toughness, another dash or the end comes next ("Instant — Zap Bolt deals …" has none). */
const SUBTYPES = /^\s*[—-]\s*([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)(?=\s*(?:\d+\s*\/|\*\s*\/|[—-]|$))/;
const MANA_COST = /^((?:\{[^}]+\})+)/;
const POWER_TOUGHNESS = /^(\*|\d+)\s*\/\s*(\*|\d+)$/;
const LOYALTY = /^loyalty:?\s*(\d+)$/i;

/** Whether a `define:` text is a card in plain words rather than YAML or JSON (which start with `name:`, `-`, `{` or `[`). */
export function isPlainCard(source: string): boolean {
  return !/^\s*(name\s*:|-\s|\{|\[)/i.test(source);
}

/** Reads a plain card, or says what is missing. */
export function readPlainCard(source: string): CompilableCard | { problem: string } {
  const lines = source.split(/\r\n|\r|\n/).map((line) => line.trim()).filter(Boolean);
  return lines.length > 1 ? readLines(lines) : readOneLine(lines[0] ?? '');
}

function nameAndCost(text: string): { name: string; manaCost?: string; rest: string } | undefined {
  // The type line ends the part before the first dash; without a mana cost (a land), the name runs up to its types.
  const head = text.split(/\s[—-]\s/)[0]!;
  const typesAt = typeLineStart(head);
  const brace = text.indexOf('{');
  if (brace > 0 && (typesAt === undefined || brace < typesAt)) {
    const cost = MANA_COST.exec(text.slice(brace));
    if (cost) return { name: text.slice(0, brace).trim(), manaCost: cost[1]!, rest: text.slice(brace + cost[1]!.length).trim() };
  }
  return typesAt === undefined ? undefined : { name: text.slice(0, typesAt).trim(), rest: text.slice(typesAt).trim() };
}

/** Where the type words at the end of `head` begin: the last type word and the distinct type words before it ("Test Land Land": the second). */
function typeLineStart(head: string): number | undefined {
  const words = [...head.matchAll(/\S+/g)].filter((w) => !/^\d+\/\d+$/.test(w[0]));
  const isType = (word: string) => new RegExp(`^(${SUPERTYPE}|${CARD_TYPE})$`).test(word);
  let start: number | undefined;
  const taken = new Set<string>();
  for (let i = words.length - 1; i > 0 && isType(words[i]![0]) && !taken.has(words[i]![0]); i--) {
    taken.add(words[i]![0]);
    start = words[i]!.index;
  }
  return start;
}

function readOneLine(line: string): CompilableCard | { problem: string } {
  const head = nameAndCost(line);
  if (!head?.name) return { problem: 'expected a card such as "Zap Bolt {1}{R} Instant — Zap Bolt deals 2 damage to any target."' };
  const types = TYPES.exec(head.rest);
  if (!types) return { problem: `expected a type line (such as "Instant" or "Creature — Bear 2/2") after "${head.name}${head.manaCost ? ` ${head.manaCost}` : ''}"` };
  let rest = head.rest.slice(types[0].length);
  const subtypes = SUBTYPES.exec(rest);
  if (subtypes) rest = rest.slice(subtypes[0].length);
  let stats = /^\s*(\*|\d+)\s*\/\s*(\*|\d+)/.exec(rest);
  if (stats) rest = rest.slice(stats[0].length);
  rest = rest.trim().replace(/^[—-]\s*/, '');
  // Power/toughness may also come last, as on the several-line form ("— Deathtouch, trample. 5/5").
  const trailing = stats ? null : /\s+(\*|\d+)\s*\/\s*(\*|\d+)$/.exec(rest);
  if (trailing) [stats, rest] = [trailing, rest.slice(0, trailing.index)];
  return card(head.name, head.manaCost, subtypes ? `${types[1]} — ${subtypes[1]}` : types[1]!, rest, stats ? [stats[1]!, stats[2]!] : undefined);
}

function readLines(lines: string[]): CompilableCard | { problem: string } {
  const head = nameAndCost(lines[0]!) ?? { name: lines[0]!, rest: '' };
  const typeLine = head.rest || lines[1]!;
  if (!TYPE_LINE.test(typeLine)) return { problem: `expected a type line on the second line (such as "Instant" or "Creature — Bear"), got "${typeLine}"` };
  const text = lines.slice(head.rest ? 1 : 2);
  const last = text[text.length - 1] ?? '';
  const stats = POWER_TOUGHNESS.exec(last);
  const loyalty = LOYALTY.exec(last);
  if (stats || loyalty) text.pop();
  const result = card(head.name, head.manaCost, typeLine.replace(/\s+-\s+/, ' — '), text.join('\n'), stats ? [stats[1]!, stats[2]!] : undefined);
  return loyalty ? { ...result, loyalty: loyalty[1]! } : result;
}

function card(name: string, manaCost: string | undefined, typeLine: string, oracleText: string, stats: [string, string] | undefined): CompilableCard {
  return { name, typeLine, oracleText, ...(manaCost ? { manaCost } : {}), ...(stats ? { power: stats[0], toughness: stats[1] } : {}), layout: 'normal' };
}

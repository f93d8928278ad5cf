/**
 * The shape report: the sentences the grammar can't read, grouped by template. A sentence's shape
 * puts placeholders where cards of one template differ — other names, numbers, colours, card
 * types, subtypes, mana symbols and counter kinds — so that "bushido 1" and "bushido 2", or
 * "search your library for a Forest card" and "… for a Plains card", are one line: one grammar
 * rule to write, with every card it would unblock counted.
 */
import type { NotCompiled } from './compile';

export interface Shape {
  shape: string;
  /** Cards whose only unreadable sentences have this shape: a rule for it alone gets them past the grammar. */
  alone: number;
  /** Cards with at least one unreadable sentence of this shape. */
  all: number;
  /** The first few cards, with their own sentence. */
  examples: { name: string; sentence: string }[];
}

const EXAMPLES = 3;

const CARD_TYPE = /\b(?:artifact|creature|enchantment|instant|land|planeswalker|sorcery|battle|tribal|kindred)(s|es)?\b/g;
const COLOR = /\b(?:white|blue|black|red|green|colorless)\b/g;
const NUMBER = /\b(?:\d+|X|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\b/g;

/**
 * The template of a normalised sentence (as `NotCompiled.group` holds it; "~" is the card's own
 * name). Placeholders are put in as private-use marks first and spelled out last, so that one
 * substitution never reads another's placeholder as a name or a number.
 */
export function shapeOf(sentence: string): string {
  const placeholders: string[] = [];
  const mark = (placeholder: string): string => String.fromCharCode(0xe000 + (placeholders.push(placeholder) - 1));
  const mana = mark('{M}');
  const counter = mark('P/T');
  const kind = mark('KIND');
  const change = mark('±N/±N');
  const size = mark('N/N');
  const name = mark('Name');
  const type = mark('TYPE');
  const color = mark('COLOR');
  const number = mark('N');
  const shaped = sentence
    .replace(/(?:\{[^}]+\})+/g, mana)
    .replace(/[+-]?(?:\d+|X)\/[+-]?(?:\d+|X)(?= counter)/g, counter)
    .replace(/\b[a-z]+(?= counters?\b)/g, kind)
    .replace(/[+-](?:\d+|X)\/[+-](?:\d+|X)/g, change)
    .replace(/\b(?:\d+|X)\/(?:\d+|X)\b/g, size)
    // A run of capitalised words inside a sentence is a subtype or another card's name (normalise.ts lowers the first letter).
    .replace(/\b(?!X\b)[A-Z][\w'-]*(?:,? [A-Z][\w'-]*)*/g, name)
    .replace(CARD_TYPE, `${type}$1`)
    .replace(COLOR, color)
    .replace(NUMBER, number);
  return shaped.replace(/[\ue000-\uefff]/g, (placeholder) => placeholders[placeholder.charCodeAt(0) - 0xe000]!);
}

/** Groups every unreadable sentence of the refused cards by shape, most cards unblocked alone first. */
export function shapeReport(refused: NotCompiled[]): Shape[] {
  const shapes = new Map<string, Shape>();
  for (const card of refused) {
    if (card.kind !== 'grammar') continue;
    const sentences = card.unreadable ?? [{ sentence: card.sentence, group: card.group }];
    const own = new Map<string, string>();
    for (const { sentence, group } of sentences) {
      const shape = shapeOf(group);
      if (!own.has(shape)) own.set(shape, sentence);
    }
    for (const [shape, sentence] of own) {
      const entry = shapes.get(shape) ?? { shape, alone: 0, all: 0, examples: [] };
      entry.all++;
      if (own.size === 1) entry.alone++;
      if (entry.examples.length < EXAMPLES) entry.examples.push({ name: card.name, sentence });
      shapes.set(shape, entry);
    }
  }
  return [...shapes.values()].sort((a, b) => b.alone - a.alone || b.all - a.all || a.shape.localeCompare(b.shape));
}

/** A reason or sentence as one line of a report: a long one is cut (--json has it whole). */
export function shortened(text: string, most = 200): string {
  return text.length > most ? `${text.slice(0, most - 1)}…` : text;
}

/** The shape report as text, `limit` shapes. */
export function formatShapes(shapes: Shape[], limit: number): string {
  const lines = [`${shapes.length} shapes of sentences the grammar can't read (cards it alone blocks, cards it blocks in all, the shape, e.g. a card):`];
  for (const shape of shapes.slice(0, limit)) {
    const example = shape.examples[0]!;
    lines.push(`${String(shape.alone).padStart(5)} ${String(shape.all).padStart(5)}  ${shortened(shape.shape)}  (e.g. ${example.name}: "${shortened(example.sentence)}")`);
  }
  if (shapes.length > limit) lines.push(`  … and ${shapes.length - limit} more shapes (--limit, or --json for all)`);
  return lines.join('\n');
}

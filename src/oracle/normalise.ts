/**
 * Normalising Oracle text before it is parsed: reminder text dropped (207.2), the card's own name
 * and "this creature" / "this spell" … made a self token "~", ability words kept as labels only
 * (207.2c), the Unicode minus and dashes made plain, each sentence's first letter lower case. Every normalised
 * character remembers where it came from, so that a failure points at the card's own sentence.
 */

import { singularSubtype } from './grammar/subtypes';

/** A normalised string with, for each of its characters, the index of the original character. */
export class MappedText {
  constructor(
    readonly text: string,
    readonly origin: number[],
    readonly original: string,
  ) {}

  static of(original: string): MappedText {
    return new MappedText(original, Array.from({ length: original.length }, (_, i) => i), original);
  }

  /** Replaces every match; the replacement's characters map to the start of the match. */
  replace(pattern: RegExp, replacement: string | ((match: RegExpExecArray, text: string) => string)): MappedText {
    // Most patterns match nothing in most cards: the same text, without copying its map.
    if (this.text.search(pattern) === -1) return this;
    let text = '';
    const origin: number[] = [];
    let last = 0;
    for (const match of this.text.matchAll(pattern)) {
      const at = match.index;
      text += this.text.slice(last, at);
      origin.push(...this.origin.slice(last, at));
      const by = typeof replacement === 'string' ? replacement : replacement(match as RegExpExecArray, this.text);
      text += by;
      // Same length (a case change): character for character; otherwise all at the match's start.
      const sameLength = by.length === match[0].length;
      for (let i = 0; i < by.length; i++) origin.push(this.origin[sameLength ? at + i : at] ?? this.original.length);
      last = at + match[0].length;
    }
    text += this.text.slice(last);
    origin.push(...this.origin.slice(last));
    return new MappedText(text, origin, this.original);
  }

  /** This text, a separator, then another text of the same original. */
  concat(separator: string, other: MappedText): MappedText {
    const at = this.origin.length ? this.origin[this.origin.length - 1]! : 0;
    return new MappedText(this.text + separator + other.text, [...this.origin, ...[...separator].map(() => at), ...other.origin], this.original);
  }

  /** Part of the normalised text, still mapped to the same original. */
  slice(start: number, end = this.text.length): MappedText {
    return new MappedText(this.text.slice(start, end), this.origin.slice(start, end), this.original);
  }

  trim(): MappedText {
    const start = this.text.length - this.text.trimStart().length;
    return this.slice(start, this.text.trimEnd().length);
  }

  /** Index in the original text of a normalised index (the end maps past the last character). */
  originalIndex(index: number): number {
    if (index >= this.text.length) return this.text.length ? (this.origin[this.text.length - 1] ?? 0) + 1 : 0;
    return this.origin[index] ?? 0;
  }

  /** The original text that normalised characters start…end came from. */
  originalText(start = 0, end = this.text.length): string {
    if (end <= start) return '';
    return this.original.slice(this.originalIndex(start), this.originalIndex(end - 1) + 1).trim();
  }
}

/** The ability words of 207.2c: labels with no rules meaning. */
const ABILITY_WORDS = [
  'adamant', 'addendum', 'alliance', 'battalion', 'bloodrush', 'celebration', 'channel', 'chroma', 'cohort', 'constellation',
  'converge', "council's dilemma", 'coven', 'delirium', 'descend 4', 'descend 8', 'domain', 'eerie', 'eminence', 'enrage',
  'fateful hour', 'fathomless descent', 'ferocious', 'flurry', 'formidable', 'grandeur', 'hellbent', 'heroic', 'imprint',
  'inspired', 'join forces', 'kinship', 'landfall', 'lieutenant', 'magecraft', 'metalcraft', 'morbid', 'pack tactics',
  'paradox', 'parley', 'radiance', 'raid', 'rally', 'renew', 'revolt', 'secret council', 'spell mastery', 'strive',
  'survival', 'sweep', 'tempting offer', 'threshold', 'undergrowth', 'valiant', 'vivid', 'void', 'will of the council',
];

/** One ability of a card: a line of its Oracle text, or a modal line with its "•" modes. */
export interface AbilityText {
  /** The normalised text that the grammar reads. */
  text: MappedText;
  /** The ability word before it ("Heroic"), a label only (207.2c). */
  label?: string;
  /** A Saga's chapter symbols before it ("I, II —", 714.2a–c): the chapter numbers. */
  chapters?: number[];
  /** The whole line, with its ability word: what the card prints. */
  printed: MappedText;
}

const SUBTYPE_BEFORE_TYPE = /^[A-Z][a-z]+ (spells|creatures|cards|permanents)\b/;
/** A plural subtype standing for the objects it names, before who controls them: "Zombies you control", "Servos and Thopters you control". */
const SUBTYPES_CONTROLLED = /^([A-Z][a-z]+)(?: and [A-Z][a-z]+)? (?:you control|your opponents control|an opponent controls)\b/;
/** Words that start sentences before a plural type and are not subtypes ("non…" words neither: "Nonwhite creatures"). */
const COMMON_WORDS = new Set(['target', 'each', 'all', 'other', 'another', 'any', 'up', 'this', 'that', 'those', 'your', 'their', 'enchanted', 'equipped', 'attacking', 'blocking', 'tapped', 'untapped', 'legendary', 'basic', 'snow', 'white', 'blue', 'black', 'red', 'green', 'colorless', 'multicolored', 'monocolored', 'artifact', 'enchantment', 'land', 'creature', 'planeswalker', 'instant', 'sorcery', 'permanent', 'kindred', 'tribal', 'token', 'historic', 'modified', 'monstrous', 'two', 'three', 'four', 'five',
  // Verbs that start an instruction: "Draw cards equal to …", "Exile cards from the top …".
  'draw', 'discard', 'exile', 'return', 'destroy', 'sacrifice', 'reveal', 'put', 'tap', 'untap']);
const isCommonWord = (word: string): boolean => COMMON_WORDS.has(word) || word.startsWith('non');

/** Words that name the object the ability is printed on (the "self" referent). */
const SELF_PHRASES = /\bthis (creature|spell|permanent|artifact|enchantment|card|land|token|aura|equipment)\b/g;

/**
 * Older Oracle wordings that say what today's wording says, read as today's: "converted mana cost" is
 * mana value (202.3, renamed in 2021); putting the top cards of one's own library into one's
 * graveyard is milling them (701.17a, keyword action since 2020).
 */
const OLDER_WORDINGS: [RegExp, string | ((match: RegExpExecArray) => string)][] = [
  [/\bconverted mana cost(s?)\b/g, (match) => `mana value${match[1]}`],
  [/\bhis or her\b/g, 'their'],
  [/\b(puts?) the top (card|[a-zX]+ cards) of (their|your) library into (their|your) graveyard\b/g, (match) => {
    const [, verb = '', count = '', library = '', graveyard = ''] = match;
    if (library !== graveyard) return match[0];
    return `${verb === 'puts' ? 'mills' : 'mill'} ${count === 'card' ? 'a card' : count}`;
  }],
];

/** The card's name and, for a legendary one, its short name before the comma ("Athreos"). */
function selfNames(name: string): string[] {
  const names = [name];
  const short = name.split(',')[0]!.trim();
  if (short !== name && short.length > 2) names.push(short);
  return names;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits a card's Oracle text into its abilities, each normalised. */
export function abilityTexts(oracleText: string, cardName: string): AbilityText[] {
  let text = MappedText.of(oracleText)
    .replace(/\r\n?/g, '\n')
    // 207.2: reminder text (in parentheses) is not rules text.
    .replace(/ ?\([^()]*\)/g, '')
    // 714.2a: a chapter symbol printed with a hyphen ("I, II - Create …") is the dash of the others.
    .replace(/^([IV]+(?:, [IV]+)*) - /gm, (match) => `${match[1]} — `)
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    // A quoted ability's period closes the sentence around it too: `has "…: draw a card."` → `has "…: draw a card".`
    .replace(/\."/g, '".');
  for (const name of selfNames(cardName)) text = text.replace(new RegExp(`(?<![\\w'])${escapeRegExp(name)}(?![\\w])`, 'g'), '~');
  text = text
    // A sentence's first word is lower case; a capital letter elsewhere starts a subtype or a name.
    // (but not a subtype's before a plural type: "Aura spells you cast …").
    .replace(/(^|\n|[.:•—"] ?)([A-WYZ])([a-z]*)/g, (match, whole) => {
      const [, before = '', letter = '', rest = ''] = match;
      const sentence = whole.slice(match.index + before.length);
      const subtype = (SUBTYPE_BEFORE_TYPE.test(sentence) && !isCommonWord(letter.toLowerCase() + rest))
        || (SUBTYPES_CONTROLLED.test(sentence) && singularSubtype(letter + rest) !== undefined);
      return before + (subtype ? letter : letter.toLowerCase()) + rest;
    })
    // Costs after the first are capitalised too: "{T}, Sacrifice ~".
    .replace(/, (Sacrifice|Tap|Untap|Discard|Pay|Exile|Remove|Return|Exert)\b/g, (match) => match[0].toLowerCase())
    .replace(SELF_PHRASES, '~')
    // Runs of spaces and tabs become one space (a single space, most of them, is left as it is).
    .replace(/[ \t]*\t[ \t]*| {2,}/g, ' ');
  for (const [older, today] of OLDER_WORDINGS) text = text.replace(older, today);
  // Each ability is a line; 700.2: the modes of a modal ability are the "•" lines after it.
  const ranges: [number, number][] = [];
  let start = 0;
  for (let i = 0; i <= text.text.length; i++) {
    if (i < text.text.length && text.text[i] !== '\n') continue;
    const line = text.text.slice(start, i).trim();
    if (line.startsWith('•') && ranges.length) ranges[ranges.length - 1]![1] = i;
    else if (line) ranges.push([start, i]);
    start = i + 1;
  }
  const lines = ranges.map(([from, to]) => text.slice(from, to).trim());
  return lines.map(withLabel);
}

/** 714.2a: the chapter symbols' Roman numerals (the first letter of a line is made lower case above). */
const CHAPTER_NUMERALS = ['i', 'ii', 'iii', 'iv', 'v', 'vi'];
const CHAPTERS = /^([ivIV]+(?:, [ivIV]+)*) [—-] /;

function withLabel(line: MappedText): AbilityText {
  const chapters = CHAPTERS.exec(line.text);
  const numbers = chapters?.[1]!.split(', ').map((numeral) => CHAPTER_NUMERALS.indexOf(numeral.toLowerCase()) + 1);
  if (chapters && numbers!.every((n) => n > 0)) return { text: line.slice(chapters[0].length), chapters: numbers!, printed: line };
  const match = /^([a-z' 0-9]+) — /.exec(line.text);
  if (match && ABILITY_WORDS.includes(match[1]!)) {
    return { text: line.slice(match[0].length), label: match[1]![0]!.toUpperCase() + match[1]!.slice(1), printed: line };
  }
  return { text: line, printed: line };
}

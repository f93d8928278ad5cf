/**
 * The Oracle compiler: a card as the card store holds it (name, mana cost, type line, power and
 * toughness, Oracle text) → a definition in the engine's card format, validated by the engine.
 * All or nothing: a card compiles completely, or it is unsupported with the exact sentence the
 * grammar could not read, or the construct the engine can't run yet.
 */
import type { Card, CardFace } from '../cards/model';
import { defaultCardLibrary, validateCard, CardDefinitionError, type CardLibrary } from '../engine/cards/library';
import { CARD_TYPES, type CardDefinition, type CardDefinitionInput, type Color } from '../engine/cards/schema';
import { isManaAbility } from '../engine/mana';
import type { Ability, CardAst } from './ast';
import { lowerCard, Unsupported, type Characteristics } from './lower';
import { UnreadableQuote } from './lower/base';
import { abilityTexts, type MappedText } from './normalise';
import { parseAbility } from './parse';

export interface Compiled {
  status: 'compiled';
  name: string;
  definition: CardDefinition;
  ast: CardAst;
}

export interface NotCompiled {
  status: 'unsupported';
  name: string;
  /**
   * "grammar": a sentence the grammar can't read; "engine": a construct the engine can't run yet;
   * "card": a kind of card the engine can't play (several faces, a type it doesn't know).
   */
  kind: 'grammar' | 'engine' | 'card';
  /** The whole reason, for people: `can't read "…"` or `the engine can't yet … ("…")`. */
  reason: string;
  /** The card's own sentence (or ability) that stops it, as printed without reminder text. */
  sentence: string;
  /** What groups like failures in the coverage report: the sentence normalised ("~" for the name), or the construct. */
  group: string;
  /** For "engine": every construct the card needs (one per ability that stops), the first being `group`. */
  needs?: string[];
  /** For "grammar": every sentence the grammar can't read, the first being `sentence` (normalised in `group`). */
  unreadable?: { sentence: string; group: string }[];
}

export type CompileResult = Compiled | NotCompiled;

/** A card to compile: a face of the card store's model (and its layout when it has one). */
export type CompilableCard = CardFace & Pick<Card, 'colorIndicatorsKnown'> & { layout?: string; faces?: CardFace[] };

const ENGINE_TYPES: readonly string[] = CARD_TYPES;
const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'];

/** Far above any printed card's Oracle text (the longest are under 1,000 characters): past it the text is not a card's. */
export const MAX_ORACLE_TEXT = 4000;

/**
 * Scryfall's layouts of cards with one face whose text says all they are: a Saga (714), a leveler
 * (711), a Class (716) and the others are read as any card is, the grammar or the engine naming
 * what it can't yet do.
 */
const ONE_FACE_LAYOUTS = ['normal', 'saga', 'leveler', 'class', 'case', 'mutate', 'prototype'];

export function compileCard(card: CompilableCard, library: CardLibrary = defaultCardLibrary()): CompileResult {
  const length = card.oracleText?.length ?? 0;
  if (length > MAX_ORACLE_TEXT) {
    const reason = `its Oracle text is ${length.toLocaleString('en-US')} characters long; no printed card's is over ${MAX_ORACLE_TEXT.toLocaleString('en-US')}`;
    return { status: 'unsupported', name: card.name, kind: 'card', reason, sentence: '', group: `read an Oracle text over ${MAX_ORACLE_TEXT} characters (no card's)` };
  }
  const unsupported = (kind: NotCompiled['kind'], reason: string, sentence: string, group: string): NotCompiled => ({ status: 'unsupported', name: card.name, kind, reason, sentence, group });
  if (card.layout === 'split' && card.faces?.length === 2) return compileSplit(card, card.faces, library);
  if (card.layout === 'flip' && card.faces?.length === 2) return compileFlip(card, card.faces as [CardFace, CardFace], library);
  if (card.layout === 'transform' && card.faces?.length === 2) return compileTransform(card, card.faces as [CardFace, CardFace], library);
  if (card.layout === 'adventure' && card.faces?.length === 2) return compileAdventure(card, card.faces as [CardFace, CardFace], library);
  if (card.faces?.length || (card.layout && !ONE_FACE_LAYOUTS.includes(card.layout))) {
    const construct = card.faces?.length ? `play ${card.layout ?? 'multi-face'} cards (several faces)` : `play ${card.layout} cards`;
    return unsupported('card', `the engine can't yet ${construct}`, card.typeLine ?? '', construct);
  }
  let characteristics: Characteristics;
  try {
    characteristics = readCharacteristics(card);
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    return unsupported('card', error.message, card.typeLine ?? '', error.construct);
  }

  // Checked before the text is read: the grammar reads only the mana symbols the engine pays.
  const unpayable = unpayableMana(`${card.manaCost ?? ''} ${card.oracleText ?? ''}`);
  if (unpayable) return unsupported('engine', `the engine can't yet pay ${unpayable}`, unpayable, `pay ${unpayable.replace(/ \{.*$/, '')}`);

  const read = readCard(card, characteristics.types.includes('Instant') || characteristics.types.includes('Sorcery'));
  if ('status' in read) return read;
  const { ast } = read;
  const { abilities } = ast;

  let lowered: ReturnType<typeof lowerCard>;
  try {
    lowered = lowerCard(characteristics, abilities, card.oracleText ?? '');
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    const sentence = error.sentence ?? '';
    if (error instanceof UnreadableQuote) {
      const unreadable = error.quotes.map((quote) => ({ sentence: quote.sentence ?? '', group: quote.quote }));
      return { ...unsupported('grammar', `can't read the quoted ability "${error.quote}" ("${sentence}")`, sentence, error.quote), unreadable };
    }
    return { ...unsupported('engine', `${error.message}${sentence ? ` ("${sentence}")` : ''}`, sentence, error.construct), needs: error.all.length ? error.all : [error.construct] };
  }
  for (const token of lowered.tokens) {
    if (!library.find(token)?.token) return unsupported('engine', `the engine can't yet create ${token} tokens (111.10)`, '', `create ${token} tokens (111.10)`);
  }
  if (lowered.definition.overload) {
    // 702.96b: overloaded, its text has "each" for every "target"; only a text that then reads as a spell with no targets is played.
    const each = compileCard({ ...card, oracleText: (card.oracleText ?? '').replace(OVERLOAD_LINE, '').replace(/\btarget\b/g, 'each').replace(/\bTarget\b/g, 'Each').trim() }, library);
    const spell = each.status === 'compiled' ? each.definition.spell : undefined;
    if (!spell || spell.targets?.length || spell.modes) return unsupported('engine', `the engine can't yet overload this spell: its text with "each" for "target" doesn't read as a spell without targets${each.status === 'unsupported' ? ` (${each.reason})` : ''}`, card.oracleText ?? '', 'overload a spell whose targets don\'t map cleanly to "each" (702.96b)');
    lowered.definition.overloadSpell = spell;
  }
  let definition: CardDefinition;
  try {
    definition = validateCard(lowered.definition, `compiled card ${card.name}`);
  } catch (error) {
    // The engine's format can't hold what was read: refused with the format's own words, never a crash.
    if (!(error instanceof CardDefinitionError)) throw error;
    return unsupported('engine', `the engine's card format can't hold this card yet: ${error.message}`, '', 'hold this card in its card format');
  }
  const phyrexian = phyrexianElsewhere(definition);
  if (phyrexian) return unsupported('engine', `the engine can't yet pay Phyrexian mana ${phyrexian} but in a card's mana cost or an activated ability's cost`, phyrexian, "pay Phyrexian mana but in a card's mana cost or an activated ability's cost");
  return { status: 'compiled', name: card.name, definition, ast };
}

/**
 * 107.4f: the engine lets a player pay Phyrexian mana with life only in the card's mana cost and in the cost
 * of an activated ability that isn't a mana ability; the first symbol anywhere else (display texts aside).
 */
function phyrexianElsewhere(definition: CardDefinition): string | undefined {
  const { manaCost: _manaCost, abilities, ...rest } = definition;
  const payable = abilities.map((ability) => (ability.kind === 'activated' && !isManaAbility(ability) ? { ...ability, cost: { ...ability.cost, mana: undefined } } : ability));
  const json = JSON.stringify({ ...rest, abilities: payable }, (key, value: unknown) => (key === 'text' ? undefined : value));
  return /\{[WUBRG]\/P\}/.exec(json)?.[0];
}

/** "Overload {cost}" and its reminder text (702.96a). */
const OVERLOAD_LINE = /^Overload [^\n]*$/m;

/** Fuse (702.102a), printed across both halves: Oracle text repeats it in each. */
const FUSE_LINE = /^Fuse(?: \([^()]*\))?$/m;

/**
 * A split card (709): each half compiled as a card of its own, then the card of both — their combined
 * mana cost, colors and types (709.4) — which compiles only if both halves do, each an instant or a
 * sorcery with a spell and nothing else but aftermath and an additional cost (709.5's permanent halves and other abilities aren't modelled).
 */
function compileSplit(card: CompilableCard, faces: CardFace[], library: CardLibrary): CompileResult {
  const fuse = faces.some((face) => FUSE_LINE.test(face.oracleText ?? ''));
  const halves: CardDefinition[] = [];
  const abilities: Ability[] = [];
  for (const face of faces) {
    const result = compileFace(card, { ...face, oracleText: (face.oracleText ?? '').replace(FUSE_LINE, '').trim() }, library);
    if ('status' in result) return result;
    const { name: _name, manaCost: _manaCost, types, subtypes: _subtypes, supertypes: _supertypes, spell, text: _text, ...rest } = result.definition;
    // 702.127a: aftermath is the one keyword a half may have, kept on the half (its spell's permission to be cast);
    // 601.2b, 601.2f: an additional cost to cast a half is paid as that half is cast (a fused spell's would be lost).
    const { keywords, additionalCost, ...others } = rest;
    const other = [...Object.entries(others), ...(keywords.some((keyword) => keyword !== 'aftermath') ? [['keywords', keywords]] : []), ...(fuse ? [['additionalCost', additionalCost]] : [])].filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0));
    const construct = 'play a split card whose half is a permanent or has abilities other than its spell (709.4c, 709.5)';
    if (!spell || types.some((type) => type !== 'Instant' && type !== 'Sorcery') || other.length) return { status: 'unsupported', name: card.name, kind: 'engine', reason: `the engine can't yet ${construct} ("${face.name}")`, sentence: face.oracleText ?? '', group: construct, needs: [construct] };
    if (fuse && spell.modes) return { status: 'unsupported', name: card.name, kind: 'engine', reason: `the engine can't yet fuse a split card with a modal half ("${face.name}")`, sentence: face.oracleText ?? '', group: 'fuse a split card with a modal half (702.102)', needs: ['fuse a split card with a modal half (702.102)'] };
    halves.push(result.definition);
    abilities.push(...result.abilities);
  }
  const [left, right] = halves as [CardDefinition, CardDefinition];
  const union = <T>(values: T[][]): T[] => [...new Set(values.flat())];
  const definition = {
    name: card.name,
    // 709.4b: the combined mana cost; its colors and mana value follow from it.
    manaCost: `${left.manaCost ?? ''}${right.manaCost ?? ''}`,
    types: union(halves.map((half) => half.types)),
    subtypes: union(halves.map((half) => half.subtypes)),
    supertypes: union(halves.map((half) => half.supertypes)),
    halves: [left, right] as [CardDefinition, CardDefinition],
    ...(fuse ? { fuse } : {}),
    text: faces.map((face) => `${face.name}: ${face.oracleText ?? ''}`).join('\n'),
  };
  return validated(card, definition, abilities);
}

/** A face of a multi-face card compiled as a card of its own; refused with the face's own reason, named. */
function compileFace(card: CompilableCard, face: CardFace, library: CardLibrary): { definition: CardDefinition; abilities: Ability[] } | NotCompiled {
  const result = compileCard(face, library);
  if (result.status === 'unsupported') return { ...result, name: card.name, reason: `${face.name}: ${result.reason}` };
  return { definition: result.definition, abilities: result.ast.abilities };
}

/** The card of several faces, validated by the engine, or refused with the format's own words. */
function validated(card: CompilableCard, definition: CardDefinitionInput, abilities: Ability[]): CompileResult {
  try {
    return { status: 'compiled', name: card.name, definition: validateCard(definition, `compiled card ${card.name}`), ast: { name: card.name, abilities } };
  } catch (error) {
    if (!(error instanceof CardDefinitionError)) throw error;
    return { status: 'unsupported', name: card.name, kind: 'engine', reason: `the engine's card format can't hold this card yet: ${error.message}`, sentence: '', group: 'hold this card in its card format' };
  }
}

/**
 * A flip card (710): its top half is the card (710.1a), its bottom half the flipped characteristics
 * (710.1b) — each compiled as a card of its own, the flipped half with the card's mana cost (710.1c:
 * its color and mana cost don't change; Scryfall gives the flipped half none, the 2020 pool the card's).
 */
function compileFlip(card: CompilableCard, [top, bottom]: [CardFace, CardFace], library: CardLibrary): CompileResult {
  const front = compileFace(card, top, library);
  if ('status' in front) return front;
  const flipped = compileFace(card, { ...bottom, manaCost: top.manaCost }, library);
  if ('status' in flipped) return flipped;
  const { manaCost: _manaCost, colors: _colors, ...half } = flipped.definition;
  return validated(card, { ...front.definition, flip: half }, [...front.abilities, ...flipped.abilities]);
}

/**
 * A nonmodal double-faced card (712.2): its front face is the card, its back face up once it transforms
 * (701.27a) — each compiled as a card of its own. A back face without a mana cost has the colors of its
 * color indicator (202.2e, 204); card data that doesn't carry color indicators can't say which it has.
 */
function compileTransform(card: CompilableCard, [frontFace, backFace]: [CardFace, CardFace], library: CardLibrary): CompileResult {
  const front = compileFace(card, frontFace, library);
  if ('status' in front) return front;
  const colors = backFace.manaCost ? undefined : (backFace.colorIndicator ?? (card.colorIndicatorsKnown ? [] : undefined));
  if (!backFace.manaCost && !colors) {
    const construct = "tell a back face's colors: the card data carries no color indicators, so a back face without one may be colored or colorless (202.2e, 204)";
    return { status: 'unsupported', name: card.name, kind: 'card', reason: `${backFace.name}: the engine can't yet ${construct}`, sentence: backFace.typeLine ?? '', group: construct };
  }
  const back = compileFace(card, backFace, library);
  if ('status' in back) return back;
  return validated(card, { ...front.definition, back: { ...back.definition, ...(colors ? { colors: colors as Color[] } : {}) } }, [...front.abilities, ...back.abilities]);
}

/** An adventurer card (715): the creature is the card, its Adventure (715.2) an instant or sorcery face of its own, each compiled as a card of its own. */
function compileAdventure(card: CompilableCard, [creatureFace, adventureFace]: [CardFace, CardFace], library: CardLibrary): CompileResult {
  const creature = compileFace(card, creatureFace, library);
  if ('status' in creature) return creature;
  const adventure = compileFace(card, adventureFace, library);
  if ('status' in adventure) return adventure;
  return validated(card, { ...creature.definition, adventure: adventure.definition }, [...creature.abilities, ...adventure.abilities]);
}

/** Mana symbols the engine can't pay (107.4): hybrid Phyrexian, monocolored hybrid, half and infinite mana. */
const UNPAYABLE_MANA: [RegExp, string][] = [
  [/\{[WUBRG]\/[WUBRG]\/P\}/, 'hybrid Phyrexian mana'],
  [/\{2\/[WUBRG]\}/, 'monocolored hybrid mana'],
  [/\{(?:H[WUBRG]|½|∞|\d+\.\d+)\}/, 'half or infinite mana'],
];

/** The first symbol of `text` the engine can't pay, named ("Phyrexian mana {B/P}"). */
function unpayableMana(text: string): string | undefined {
  for (const [symbol, kind] of UNPAYABLE_MANA) {
    const found = symbol.exec(text);
    if (found) return `${kind} ${found[0]}`;
  }
  return undefined;
}

/**
 * Reads a card's Oracle text into its tree: each ability parsed, pronouns resolved; or the first
 * sentence that can't be read. An instant's or sorcery's effect written in several paragraphs
 * (Revitalize) is one spell ability.
 */
export function readCard(card: CompilableCard, isSpell: boolean): { ast: CardAst } | NotCompiled {
  const abilities: Ability[] = [];
  const unreadable: { sentence: string; group: string; reason: string }[] = [];
  let previous: { text: MappedText; printed: MappedText; at: number } | undefined;
  // 711.2: a leveler's "LEVEL N-M" line, its power/toughness line, then the abilities it has at that level.
  let striation: Extract<Ability, { kind: 'level' }> | undefined;
  let sizeDue = false;
  for (const ability of abilityTexts(card.oracleText ?? '', card.name)) {
    const { label } = ability;
    let { text, printed: line } = ability;
    const header = STRIATION.exec(line.originalText());
    if (header) {
      striation = { kind: 'level', from: Number(header[1]), ...(header[2] ? { to: Number(header[2]) } : {}), power: 0, toughness: 0, abilities: [], text: line.originalText() };
      abilities.push(striation);
      sizeDue = true;
      continue;
    }
    if (striation && sizeDue) {
      sizeDue = false;
      const size = /^(\d+)\/(\d+)$/.exec(line.originalText());
      if (size) {
        [striation.power, striation.toughness] = [Number(size[1]), Number(size[2])];
        striation.text += `\n${line.originalText()}`;
        continue;
      }
      unreadable.push(sizeless(striation.text));
    }
    let parsed = parseAbility(text.text);
    // 207.2c: an ability word has no rules meaning; a spell's paragraph after one ("Spell mastery — If …, … instead") goes on its instructions, read with them.
    // Only a paragraph of one sentence: in "If …, tap all attacking creatures. Those creatures don't untap …" the second sentence is the "if"'s too.
    const joined = isSpell && previous && label && !/[.]\s+\S/.test(text.text.trim()) ? parseAbility(previous.text.concat(' ', text).text) : undefined;
    if (joined && 'ability' in joined && joined.ability.kind === 'spell') parsed = joined;
    if (isSpell && previous && (!label || parsed === joined) && 'ability' in parsed && parsed.ability.kind === 'spell') {
      text = previous.text.concat(' ', text);
      line = previous.printed.concat(' ', line);
      parsed = parseAbility(text.text);
      abilities.splice(previous.at, 1);
    }
    previous = 'ability' in parsed && parsed.ability.kind === 'spell' && !label ? { text, printed: line, at: abilities.length } : undefined;
    const printed = line.originalText();
    if ('failure' in parsed) {
      const { sentence, pattern } = sentenceAt(text, parsed.failure.at);
      unreadable.push({ sentence, group: pattern, reason: `can't read "${sentence}"` });
    } else if ('problem' in parsed) unreadable.push({ sentence: printed, group: `${parsed.problem}: ${text.text}`, reason: `can't read "${printed}": ${parsed.problem}` });
    else if (ability.chapters) {
      if (parsed.ability.kind === 'spell') abilities.push({ kind: 'chapter', chapters: ability.chapters, block: (parsed.ability as Extract<Ability, { kind: 'spell' }>).block, text: printed });
      else unreadable.push({ sentence: printed, group: `a chapter ability that isn't instructions: ${text.text}`, reason: `can't read "${printed}" as a chapter ability's effect (714.2b)` });
    } else (striation?.abilities ?? abilities).push({ ...parsed.ability, text: printed, ...(label ? { label } : {}) } as Ability);
  }
  if (sizeDue) unreadable.push(sizeless(striation!.text));
  const [first] = unreadable;
  if (!first) return { ast: { name: card.name, abilities } };
  // Every ability is read, so that the coverage report sees every sentence that stops the card.
  return { status: 'unsupported', name: card.name, kind: 'grammar', reason: first.reason, sentence: first.sentence, group: first.group, unreadable: unreadable.map(({ sentence, group }) => ({ sentence, group })) };
}

/** A leveler's striation header (711.2): "LEVEL 1-3", "LEVEL 4+". */
const STRIATION = /^LEVEL (\d+)(?:-(\d+)|\+)$/;

const sizeless = (header: string) => ({ sentence: header, group: "a leveler's striation without its power/toughness", reason: `can't read "${header}" without the power/toughness under it (711.2)` });

/** The card's types, subtypes, supertypes and numbers from its type line (205). */
function readCharacteristics(card: CompilableCard): Characteristics {
  const [left = '', right = ''] = (card.typeLine ?? '').split(/\s+[—-]\s+/);
  // 308: "Tribal" is the kindred card type's older name (the Glossary's "Tribal (Obsolete)").
  const words = left.split(/\s+/).filter(Boolean).map((word) => (word === 'Tribal' ? 'Kindred' : word));
  const unknown = words.filter((word) => !ENGINE_TYPES.includes(word) && !SUPERTYPES.includes(word));
  if (unknown.length) throw new Unsupported(`play ${unknown.join(' ')} cards`);
  const types = words.filter((word) => ENGINE_TYPES.includes(word));
  if (types.length === 0) throw new Unsupported(`play a card with no card type ("${card.typeLine ?? ''}")`);
  const starred: ('power' | 'toughness')[] = [];
  const number = (value: string | undefined, what: string): number => {
    if (value === undefined || value === '') throw new Unsupported(`play a card whose printed ${what} the card data lacks`);
    // 208.2a: "*" is what a characteristic-defining ability says (lowering checks that one does), else 0.
    if (value === '*' && (what === 'power' || what === 'toughness')) {
      starred.push(what);
      return 0;
    }
    if (!/^-?\d+$/.test(value)) throw new Unsupported(`play a creature whose ${what} is "${value}" (a characteristic-defining ability)`);
    return Number(value);
  };
  const subtypes = right.split(/\s+/).filter(Boolean);
  return {
    name: card.name,
    ...(card.manaCost ? { manaCost: card.manaCost } : {}),
    types,
    subtypes,
    supertypes: words.filter((word) => SUPERTYPES.includes(word)),
    // 301.7a: a Vehicle has its printed power and toughness, which it uses once it becomes a creature (301.7b).
    ...(types.includes('Creature') || subtypes.includes('Vehicle') ? { power: number(card.power, 'power'), toughness: number(card.toughness, 'toughness') } : {}),
    ...(types.includes('Planeswalker') ? { loyalty: number(card.loyalty, 'loyalty') } : {}),
    ...(starred.length ? { starred } : {}),
  };
}

/** The sentence around a position of an ability's normalised text: as printed, and normalised. */
function sentenceAt(text: MappedText, at: number): { sentence: string; pattern: string } {
  const normal = text.text;
  const position = Math.min(at, Math.max(0, normal.length - 1));
  let start = position;
  while (start > 0 && !/[.\n•]/.test(normal[start - 1]!)) start--;
  // A sentence ends at a period outside quotes.
  let end = position;
  while (end < normal.length && !(normal[end] === '.' && !insideQuotes(normal, end)) && normal[end] !== '\n') end++;
  if (end < normal.length && normal[end] === '.') end++;
  while (start < end && /[\s•]/.test(normal[start]!)) start++;
  const pattern = normal.slice(start, end).trim();
  return { sentence: text.originalText(start, end).replace(/\s*\([^()]*\)/g, ''), pattern };
}

function insideQuotes(text: string, at: number): boolean {
  return (text.slice(0, at).match(/"/g)?.length ?? 0) % 2 === 1;
}

/**
 * What names in a scenario can mean: cards (the engine's own definitions and the scenario's, then
 * every card of the card store, compiled from its Oracle text), players, and objects in the game.
 * Forgiving about case, punctuation and typos, strict about meaning: an exact name is that card,
 * never another; a typo is corrected only when it is clearly one card, and the trace says so; an
 * ambiguous or unknown name, or a real card Heartwood can't play yet, is an error at its line and
 * column saying why.
 */
import { isTypo, type CardMatch } from '../cards/library';
import type { CardNames } from './store-lookup';
import { distance } from 'fastest-levenshtein';
import { NameIndex, compactName, type NameHit } from '../cards/names';
import { cardDefinitionSchema, type CardDefinition, type CardLibrary, type GameState } from '../engine';
import { compileCard, type CompileResult } from '../oracle/compile';
import { ScenarioError, type Phrase } from './syntax';
import { EXAMPLE, isTokenDescription, readTokenDescription } from './token-description';

export interface Resolved<T> {
  value: T;
  /** Set when the text was not an exact name: "'lightning blot' read as Lightning Bolt". */
  correction?: string;
}

const TOKEN_SUFFIX = /\s+token$/i;
const MISSING_HINT = "If it is a real card, the card data here doesn't have it: `npx heartwood ingest --cards scryfall` gets every card";
/** A scenario takes a near miss for a card only within two edits: "Serra Avenger" is another card, not a misspelt Serra Angel. */
const MAX_SLIP = 2;

function isSlip(typed: string, name: string): boolean {
  return isTypo(typed, name) && distance(compactName(typed), compactName(name)) <= MAX_SLIP;
}
/** Compiled cards kept between scenarios (by card id); past this many the cache starts over. */
const COMPILED_CACHE_SIZE = 5000;

/** The names of an engine card library (its definitions and their tokens), indexed once per library. */
const poolIndexes = new WeakMap<CardLibrary, NameIndex<string>>();

function poolIndexOf(library: CardLibrary): NameIndex<string> {
  let index = poolIndexes.get(library);
  if (!index) {
    // A split card is found by either half's name too (709.4a), a flip, double-faced or adventurer card by its other face's (710.5, 712.19, 715.5).
    index = new NameIndex(library.all().flatMap((card) => [{ name: card.name, value: card.name }, ...[...(card.halves ?? []), ...[card.flip ?? card.back ?? card.adventure ?? []].flat()].map((face) => ({ name: face.name, value: card.name })), ...(card.token ? [{ name: `${card.name} token`, value: card.name }] : [])]));
    poolIndexes.set(library, index);
  }
  return index;
}

const compiledCards = new Map<string, CompileResult>();

/** A card compiled once; keyed by its printed words too, so a refreshed card store with new Oracle text compiles it again. */
function compiled(card: CardMatch['card'], library: CardLibrary): CompileResult {
  const key = [card.id, card.manaCost, card.typeLine, card.oracleText, card.power, card.toughness, card.loyalty].join('\u0000');
  let result = compiledCards.get(key);
  if (!result) {
    if (compiledCards.size >= COMPILED_CACHE_SIZE) compiledCards.clear();
    result = compileCard(card, library);
    compiledCards.set(key, result);
  }
  return result;
}

/**
 * The card names of one scenario: the engine's pool (with the scenario's `define:` cards) first, then
 * the card store. Cards of the store that the pool doesn't define are compiled as they are named and
 * kept for this scenario (`definitions`).
 */
export class CardVocabulary {
  private readonly index: NameIndex<string>;
  private readonly added = new Map<string, CardDefinition>();

  constructor(
    private readonly library: CardLibrary,
    private readonly store?: CardNames,
  ) {
    this.index = poolIndexOf(library);
  }

  /** The cards of the card store this scenario named, compiled. */
  definitions(): CardDefinition[] {
    return [...this.added.values()];
  }

  /** The definition of a card this scenario named (from the pool, or compiled from the card store). */
  definition(name: string): CardDefinition | undefined {
    return this.library.find(name) ?? this.added.get(name);
  }

  /** 702.127a: the phrase names a split card's half with aftermath, which is cast from its owner's graveyard. */
  namesAftermathHalf(phrase: Phrase): boolean {
    const halves = this.definition(this.card(phrase).value.name)?.halves;
    return Boolean(halves?.some((half) => half.keywords.includes('aftermath') && compactName(half.name) === compactName(phrase.text)));
  }

  /** A card: its definition name, and whether the phrase asked for a token. */
  card(phrase: Phrase): Resolved<{ name: string; token: boolean }> {
    if (isTokenDescription(phrase.text)) return this.describedToken(phrase);
    const pool = this.index.lookup(phrase.text, 25, ['exact']);
    if (pool.status === 'found') return this.named(pool.hit.value, phrase);
    const inStore = this.store?.lookup(phrase.text);
    if (inStore?.status === 'found' && inStore.match.kind === 'fuzzy' && !isSlip(phrase.text, inStore.match.name)) {
      throw ScenarioError.at(phrase, `unknown card '${phrase.text}'`, `did you mean ${inStore.match.name}? ${MISSING_HINT}`);
    }
    if (inStore?.status === 'found') {
      const { card, kind, name } = inStore.match;
      const value = this.fromStore(card, phrase);
      return kind === 'exact' ? value : { ...value, correction: `'${phrase.text}' read as ${name}` };
    }
    if (inStore?.status === 'ambiguous') {
      throw ScenarioError.at(phrase, `'${phrase.text}' is ambiguous`, `it could be ${orList(inStore.matches.slice(0, 4).map((m) => m.card.name))}: write the full name`);
    }
    const near = this.index.lookup(phrase.text);
    if (near.status === 'found' && (near.hit.kind !== 'fuzzy' || isSlip(phrase.text, near.hit.name))) return { ...this.named(near.hit.value, phrase), correction: `'${phrase.text}' read as ${near.hit.name}` };
    const closest = [...(inStore?.status === 'none' ? inStore.closest.map((m) => m.card.name) : []), ...(near.status !== 'none' ? (near.status === 'found' ? [near.hit.name] : near.hits.map((h) => h.name)) : [])];
    const hint = closest.length ? `did you mean ${orList([...new Set(closest)].slice(0, 4))}? ` : '';
    if (TOKEN_SUFFIX.test(phrase.text)) throw ScenarioError.at(phrase, `no card here defines the token '${phrase.text}'`, `${hint}describe it as the card that makes it does: '${EXAMPLE}'`);
    throw ScenarioError.at(phrase, `unknown card '${phrase.text}'`, `${listHint(phrase.text)}${hint}${MISSING_HINT}`);
  }

  /**
   * A token described in the setup (111.4), kept for this scenario under its name; a card of that
   * name with other characteristics (a predefined token, another description) is an error.
   */
  private describedToken(phrase: Phrase): Resolved<{ name: string; token: boolean }> {
    const token = cardDefinitionSchema.parse(readTokenDescription(phrase));
    const existing = this.definition(token.name);
    const same = (card: CardDefinition) => JSON.stringify([card.power, card.toughness, card.colors, card.types, card.subtypes, card.keywords, card.abilities.length]);
    if (existing && same(existing) !== same(token)) {
      throw ScenarioError.at(phrase, `${token.name} is already a ${existing.token ? 'token' : 'card'} with other characteristics: ${existing.text || existing.name}`, `set up that one as '${token.name}${existing.token ? ' token' : ''}', or give this token other creature types`);
    }
    if (!existing) this.added.set(token.name, token);
    return { value: { name: token.name, token: true } };
  }

  private named(name: string, phrase: Phrase): Resolved<{ name: string; token: boolean }> {
    return { value: { name, token: Boolean(this.library.find(name)?.token ?? this.added.get(name)?.token) || TOKEN_SUFFIX.test(phrase.text) } };
  }

  /** A card of the store: the engine's own definition when it has one, else the card compiled from its Oracle text. */
  private fromStore(card: CardMatch['card'], phrase: Phrase): Resolved<{ name: string; token: boolean }> {
    if (this.library.find(card.name)) return this.named(this.library.find(card.name)!.name, phrase);
    const result = compiled(card, this.library);
    if (result.status === 'unsupported') {
      throw ScenarioError.at(phrase, `Heartwood can't play ${card.name} yet: ${result.reason}`, 'define it inline with define: (in plain words or the card format) to play it as you read it');
    }
    this.added.set(result.definition.name, result.definition);
    return this.named(result.definition.name, phrase);
  }

  /** True when the text is a card's exact name (a label's "#2", an owner's "Bob's " and an ability's "'s trigger" aside). */
  isExactName(text: string): boolean {
    const name = text.replace(/\s*#\d+$/, '');
    const owned = /^\S+['’]s\s+(.+)$/.exec(name);
    const ability = /^(.+?)(?:['’]s)?\s+(?:trigger|triggered ability|ability|activated ability)$/i.exec(name);
    return [name, owned?.[1], ability?.[1]].some((candidate) => candidate !== undefined && this.isExactCardName(candidate));
  }

  private isExactCardName(name: string): boolean {
    if (this.index.search(name, 1).kind === 'exact') return true;
    const inStore = this.store?.lookup(name);
    return inStore?.status === 'found' && inStore.match.kind === 'exact';
  }

  /** Items split at commas that together spell a name with a comma ("Isamaru, Hound of Konda") are joined again. */
  joinCommaNames(items: Phrase[]): Phrase[] {
    const joined: Phrase[] = [];
    for (const item of items) {
      const last = joined[joined.length - 1];
      const both = last && `${last.text}, ${item.text}`;
      if (both && this.isExactName(both)) joined[joined.length - 1] = { ...last, text: both };
      else joined.push(item);
    }
    return joined;
  }
}

/** An object in the game, by its label ("Grizzly Bears #2") or card name, optionally "Bob's …". */
export type SearchZone = 'battlefield' | 'stack' | 'hand' | 'graveyard';

export function findObject(state: GameState, phrase: Phrase, zones: SearchZone[], role: string, only?: (id: number) => boolean): Resolved<number> {
  let controller: number | undefined;
  let name = phrase;
  const possessive = /^(\S+?)['’]s\s+/.exec(phrase.text);
  const owner = possessive ? state.players.findIndex((p) => p.name.toLowerCase() === possessive[1]!.toLowerCase()) : -1;
  if (possessive && owner >= 0) {
    controller = owner;
    name = { ...phrase, text: phrase.text.slice(possessive[0].length), column: phrase.column + possessive[0].length };
  }
  const ids = zones.flatMap((zone) => idsIn(state, zone, controller)).filter((id) => !only || only(id));
  if (ids.length === 0) {
    const where = controller === undefined ? '' : ` controlled by ${state.players[controller]!.name}`;
    throw ScenarioError.at(phrase, `there is no ${role}${where} here`, elsewhere(state, name.text, zones) ?? `expected ${describeZones(zones)}`);
  }
  const labels = ids.map((id) => ({ name: state.objects[id]!.label, value: id }));
  const index = new NameIndex([...labels, ...ids.map((id) => ({ name: state.objects[id]!.card, value: id })), ...ids.flatMap((id) => faceUp(state, id))]);
  try {
    return pick(index, name, role, (hits) => hits.every((hit) => state.objects[hit.value]!.card === state.objects[hits[0]!.value]!.card));
  } catch (error) {
    const moved = error instanceof ScenarioError ? elsewhere(state, name.text, zones) : undefined;
    throw moved ? ScenarioError.at(phrase, error instanceof ScenarioError ? error.problem : '', moved) : error;
  }
}

/** A flipped permanent by its flipped half's name (710.2), a transformed one by its back face's (712.8e). */
function faceUp(state: GameState, id: number): { name: string; value: number }[] {
  const obj = state.objects[id]!;
  const card = state.cards[obj.card];
  const face = obj.flipped ? card?.flip : obj.transformed ? card?.back : undefined;
  return face ? [{ name: face.name, value: id }] : [];
}

/** Where an object of that name is, when it isn't where the line looks ("Savannah Lions is in Bob's graveyard"): it may have left earlier. */
function elsewhere(state: GameState, name: string, zones: SearchZone[]): string | undefined {
  const wanted = name.trim().toLowerCase();
  const found = Object.values(state.objects).find((o) => (o.label.toLowerCase() === wanted || o.card.toLowerCase() === wanted) && !(zones as string[]).includes(o.zone));
  if (!found) return undefined;
  const place = found.zone === 'battlefield' ? 'is on the battlefield' : found.zone === 'stack' ? 'is on the stack' : `is in ${state.players[found.owner]!.name}'s ${found.zone}`;
  return `${found.label} ${place} by this line, not ${describeZones(zones)}`;
}

function idsIn(state: GameState, zone: SearchZone, controller: number | undefined): number[] {
  const ids =
    zone === 'battlefield'
      ? state.battlefield
      : zone === 'stack'
        ? state.stack.filter((item) => item.kind === 'spell').map((item) => item.source.id).reverse()
        : state.players.flatMap((player) => player[zone]);
  return ids.filter((id) => controller === undefined || state.objects[id]!.controller === controller);
}

const ZONE_WORDS: Record<SearchZone, string> = { battlefield: 'a permanent on the battlefield', stack: 'a spell on the stack', hand: 'a card in hand', graveyard: 'a card in a graveyard' };

function describeZones(zones: SearchZone[]): string {
  return zones.map((zone) => ZONE_WORDS[zone]).join(' or ');
}

/**
 * Picks one value for a phrase. Several hits are still one answer when `sameThing` says so
 * (two Mountains: the first is as good as the other).
 */
function pick<T>(index: NameIndex<T>, phrase: Phrase, role: string, sameThing?: (hits: NameHit<T>[]) => boolean): Resolved<T> {
  const found = index.lookup(phrase.text);
  if (found.status === 'found') return withCorrection(found.hit, phrase);
  if (found.status === 'ambiguous') {
    if (found.kind !== 'fuzzy' && sameThing?.(found.hits)) return withCorrection(found.hits[0]!, phrase);
    const names = found.hits.slice(0, 4).map((hit) => hit.name);
    const hint = found.kind === 'fuzzy' ? `did you mean ${orList(names)}?` : `it could be ${orList(names)}: write the full name`;
    throw ScenarioError.at(phrase, found.kind === 'fuzzy' ? `unknown ${role} '${phrase.text}'` : `'${phrase.text}' is ambiguous`, hint);
  }
  const near = index.autocomplete(phrase.text, 1)[0];
  const tokenHint = TOKEN_SUFFIX.test(phrase.text) ? `no such token is in the game by this line: set one up ('Alice has ${EXAMPLE}') or make one first` : 'check the spelling';
  throw ScenarioError.at(phrase, `unknown ${role} '${phrase.text}'`, near ? `did you mean ${near.name}?` : tokenHint);
}

function withCorrection<T>(hit: NameHit<T>, phrase: Phrase): Resolved<T> {
  return hit.kind === 'exact' ? { value: hit.value } : { value: hit.value, correction: `'${phrase.text}' read as ${hit.name}` };
}

export function orList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Words that look like several cards or statements run together: how to write them apart. */
function listHint(text: string): string {
  if (/[.!?]\s+\S/.test(text)) return 'end each statement with a new line or ";" (not "."). ';
  if (/\s+and\s+/i.test(text)) return "separate cards with commas ('Grizzly Bears, Mountain'). ";
  return '';
}

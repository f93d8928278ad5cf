/**
 * What names in a scenario can mean: cards of the pool (and inline definitions), players, and
 * objects in the game. Forgiving about case, punctuation and typos (the card-name index: exact,
 * then prefix, then word, then fuzzy), strict about meaning: an ambiguous or unknown name is an
 * error at its line and column, and every correction is reported so the trace can state it.
 */
import { NameIndex, type NameHit } from '../cards/names';
import type { CardLibrary, GameState } from '../engine';
import { ScenarioError, type Phrase } from './syntax';

export interface Resolved<T> {
  value: T;
  /** Set when the text was not an exact name: "'lightning blot' read as Lightning Bolt". */
  correction?: string;
}

const TOKEN_SUFFIX = /\s+token$/i;

export class CardVocabulary {
  private readonly index: NameIndex<string>;

  constructor(private readonly library: CardLibrary) {
    const entries = library.all().flatMap((card) => {
      const names = [{ name: card.name, value: card.name }];
      if (card.token) names.push({ name: `${card.name} token`, value: card.name });
      return names;
    });
    this.index = new NameIndex(entries);
  }

  /** A card of the pool: its definition name, and whether the phrase asked for a token. */
  card(phrase: Phrase): Resolved<{ name: string; token: boolean }> {
    const found = pick(this.index, phrase, 'card');
    const token = Boolean(this.library.find(found.value)?.token) || TOKEN_SUFFIX.test(phrase.text);
    return { ...found, value: { name: found.value, token } };
  }

  /** True when the text is a card's exact name (a label's "#2" aside). */
  isExactName(text: string): boolean {
    return this.index.search(text.replace(/\s*#\d+$/, ''), 1).kind === 'exact';
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

  /** True when the text names a card of the pool, exactly, by a prefix or as a near miss (a typo). */
  resemblesCard(text: string): boolean {
    return this.index.lookup(text).status !== 'none';
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
    throw ScenarioError.at(phrase, `there is no ${role}${where} here`, `expected ${describeZones(zones)}`);
  }
  const labels = ids.map((id) => ({ name: state.objects[id]!.label, value: id }));
  const index = new NameIndex([...labels, ...ids.map((id) => ({ name: state.objects[id]!.card, value: id }))]);
  return pick(index, name, role, (hits) => hits.every((hit) => state.objects[hit.value]!.card === state.objects[hits[0]!.value]!.card));
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
  throw ScenarioError.at(phrase, `unknown ${role} '${phrase.text}'`, near ? `did you mean ${near.name}?` : `check the spelling`);
}

function withCorrection<T>(hit: NameHit<T>, phrase: Phrase): Resolved<T> {
  return hit.kind === 'exact' ? { value: hit.value } : { value: hit.value, correction: `'${phrase.text}' read as ${hit.name}` };
}

export function orList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * Effects of the engine's card format as Oracle sentences: "~ deals 3 damage to any target.",
 * "Target creature gets +2/+2 until end of turn.", "Draw a card." Each kind of effect has its
 * words here; a kind the engine learns fails type-checking until it has them.
 */
import type { Amount, CardDefinition, Effect, Filter, PtChange, TokenDefinition } from '../../engine/cards/schema';
import { COLOR_WORDS } from '../../engine/cards/schema';
import { costPhrase, several } from './costs';
import { animation, changesPhrases, durationWords, isBasicLandType, rulesPhrases } from './changes';
import { allPhrase, conditionClause, controlledBy, equalTo, filterNoun, forEachOf, isSharedX, measure, objectNoun, quantity, severalTargets, unsaid, who, type Scope } from './objects';
import { allSaid, capitalise, counted, list, manaSymbols, numberWord, ptChanges, sentence, withArticle } from './words';

/** An effect in words: who does it (none: the imperative, said to the player), and its verb phrase in the base form. */
export interface Clause {
  subject?: string;
  /** The verb phrase in the base form ("deal 3 damage to any target"), or several joined by "and" ("get +1/+1", "have flying"). */
  base: string | string[];
  /** The subject is plural ("creatures you control get"): the verb keeps its base form. */
  plural?: boolean;
}

/** The clause as said: "Draw a card", "you gain 3 life", "~ deals 3 damage to any target". */
export function said(clause: Clause): string {
  const verbs = typeof clause.base === 'string' ? [clause.base] : clause.base;
  if (clause.subject === undefined) return list(verbs, 'and');
  if (clause.subject === 'you' || clause.plural) return `${clause.subject} ${list(verbs, 'and')}`;
  return `${clause.subject} ${list(verbs.map(thirdPerson), 'and')}`;
}

/** The clause's verb phrases in the base form, joined. */
function verbsOf(clause: Clause): string {
  return list(typeof clause.base === 'string' ? [clause.base] : clause.base, 'and');
}

/** "you may draw a card", "you may have ~ deal 3 damage to any target" (603.5). */
export function mayClause(clause: Clause): string {
  const verbs = list(typeof clause.base === 'string' ? [clause.base] : clause.base, 'and');
  if (clause.subject === undefined || clause.subject === 'you') return `you may ${verbs}`;
  return `you may have ${clause.subject} ${verbs}`;
}

const IRREGULAR_VERBS: Record<string, string> = { have: 'has', are: 'is', "aren't": "isn't", do: 'does', "don't": "doesn't", can: 'can', "can't": "can't", may: 'may', must: 'must' };

/** The verb phrase with its first word in the third person singular: "deal" → "deals", "have" → "has". */
function thirdPerson(base: string): string {
  const [verb = '', ...rest] = base.split(' ');
  const conjugated = IRREGULAR_VERBS[verb] ?? (/(?:s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`);
  return [conjugated, ...rest].join(' ');
}

/**
 * Effects as sentences, each with its "where X is …" at the end; effects Oracle text says in one
 * clause are joined. `first` says the first clause otherwise ("you may …"); `continued`: the first
 * sentence goes on from a trigger ("When ~ enters, draw a card.") and keeps its first letter.
 */
export function effectSentences(effects: Effect[], scope: Scope, options: { first?: (clause: Clause) => string; continued?: boolean } = {}): string {
  const { first, continued = false } = options;
  const grouped = groups(inOracleOrder(effects));
  const shared = grouped.map((group) => sharedAmount(group));
  return grouped
    .map((group, i) => {
      const amount = shared[i];
      // "Target player loses X life and you gain X life, where X is …": X in each, its meaning once, at the end.
      const run = amount !== undefined && (shared[i - 1] === amount || shared[i + 1] === amount);
      scope.sharedX = run ? amount : undefined;
      if (i > 0) scope.lastAllEarlier = true;
      const clause = (continued && i === 0 && conditionAfter(group, scope)) || groupClause(group, scope);
      if (run && shared[i + 1] !== amount) scope.whereX = equalTo(JSON.parse(amount) as Exclude<Amount, number | 'X'>, scope);
      const text = finish(i === 0 && first ? first(clause) : said(clause), scope, !(continued && i === 0));
      scope.sharedX = undefined;
      return text;
    })
    .join(' ');
}

/**
 * 603.4: "When X, if Y, Z" is an intervening "if"; right after a trigger, a condition checked as the
 * effect resolves (608.2c) is said after it: "When ~ enters, draw a card if you control …".
 */
function conditionAfter(group: Effect[], scope: Scope): Clause | undefined {
  const [effect] = group;
  if (group.length !== 1 || effect?.do !== 'if' || effect.otherwise) return undefined;
  return { base: `${joined(effect.effects, scope)} if ${conditionClause(effect.condition, scope)}` };
}

/**
 * Effects in the order Oracle text says them: the compiler puts "They can't be regenerated" before
 * the destruction it applies to (701.19c); the text says it after.
 */
function inOracleOrder(effects: Effect[]): Effect[] {
  const ordered = [...effects];
  for (let i = 0; i + 1 < ordered.length; i++) {
    const [rule, destroy] = [ordered[i]!, ordered[i + 1]!];
    if (rule.do === 'modify' && rule.rules?.cantBeRegenerated && destroy.do === 'destroy' && JSON.stringify(rule.on) === JSON.stringify(destroy.what)) {
      ordered.splice(i, 2, destroy, rule);
      i++;
    }
  }
  return ordered;
}

/** The amount (as JSON) of effects that count something as they resolve ("the number of creatures you control"), if any. */
function sharedAmount(group: Effect[]): string | undefined {
  const [effect] = group;
  if (group.length !== 1 || !effect || !('amount' in effect)) return undefined;
  const { amount } = effect;
  return typeof amount === 'object' && !('eventAmount' in amount) ? JSON.stringify(amount) : undefined;
}

/** Changes to one object said together ("gets +3/+3 and gains first strike until end of turn"). */
const CHANGES: Effect['do'][] = ['pump', 'grant', 'modify'];
/** Actions on several objects said with one verb ("destroy target creature and target land"). */
const ONE_VERB: Effect['do'][] = ['destroy', 'exile', 'tap', 'untap'];

function sameObject(a: Effect, b: Effect): boolean {
  const on = (effect: Effect) => ('on' in effect ? JSON.stringify(effect.on) : undefined);
  // A rules change ("can't block this turn") is a sentence of its own.
  const changes = (effect: Effect) => CHANGES.includes(effect.do) && !(effect.do === 'modify' && effect.rules);
  return changes(a) && changes(b) && on(a) === on(b);
}

/** "~ deals 4 damage to target creature and 2 damage to its controller": one source, several amounts ("2 damage to each opponent and each creature …" for one). */
function sameSource(a: Effect, b: Effect): boolean {
  return a.do === 'damage' && b.do === 'damage' && !a.divided && !b.divided && JSON.stringify(a.from) === JSON.stringify(b.from);
}

/** "~ gets +2/+0 until end of turn and deals 1 damage to you": a change to the source, then damage it deals. */
function thenDeals(a: Effect, b: Effect): boolean {
  return sameObject(a, a) && 'on' in a && a.on === 'self' && b.do === 'damage' && !b.divided && b.from === undefined;
}

/** "Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and …": counters of one kind on several targets. */
function countersOnTargets(a: Effect, b: Effect): boolean {
  const onTarget = (effect: Effect) => effect.do === 'counters' && (effect.on === 'target' || (typeof effect.on === 'object' && 'target' in effect.on));
  return onTarget(a) && onTarget(b) && a.do === 'counters' && b.do === 'counters' && a.counter === b.counter;
}

function sameVerb(a: Effect, b: Effect): boolean {
  const rest = (effect: Effect) => JSON.stringify({ ...effect, what: undefined });
  return a.do === b.do && ONE_VERB.includes(a.do) && rest(a) === rest(b);
}

/** Consecutive effects said as one clause: changes to the same object (and the damage it then deals), or one action on two objects. */
function groups(effects: Effect[]): Effect[][] {
  const out: Effect[][] = [];
  for (const effect of effects) {
    const last = out[out.length - 1];
    const previous = last?.[last.length - 1];
    if (last && previous && (sameObject(previous, effect) || thenDeals(previous, effect) || sameVerb(previous, effect) || sameSource(previous, effect) || countersOnTargets(previous, effect))) last.push(effect);
    else out.push([effect]);
  }
  return out;
}

const UNTIL_END_OF_TURN = ' until end of turn';

function groupClause(group: Effect[], scope: Scope): Clause {
  const [head, ...more] = group.map((effect) => effectClause(effect, scope));
  if (!more.length) return head!;
  const verbs = (clause: Clause) => (typeof clause.base === 'string' ? [clause.base] : clause.base);
  if (sameVerb(group[0]!, group[1]!) || sameSource(group[0]!, group[1]!) || countersOnTargets(group[0]!, group[1]!)) {
    // "Destroy target creature and target land. They can't be regenerated."
    const regeneration = / ?\. (?:It|They) can't be regenerated$/;
    const after = regeneration.test(verbs(head!)[0]!) ? ". They can't be regenerated" : '';
    const objects = [head!, ...more].map((clause) => verbs(clause)[0]!.replace(/^\S+ /, '').replace(regeneration, ''));
    const amounts = group.map((effect) => ('amount' in effect ? JSON.stringify(effect.amount) : ''));
    // One amount for them all: "2 damage to each opponent and each creature they control".
    const shared = group[0]!.do === 'damage' && amounts.every((amount) => amount === amounts[0]);
    const said = shared ? [objects[0]!, ...objects.slice(1).map((object) => object.replace(/^.*? to /, ''))] : objects;
    return { ...head!, base: `${verbs(head!)[0]!.split(' ')[0]} ${list(said, 'and')}${after}` };
  }
  // One duration for them all, at the end, when every change lasts as long (until end of turn, or while the source remains tapped).
  const all = [head!, ...more].flatMap(verbs);
  const lasting = [UNTIL_END_OF_TURN, durationWords('source-tapped', scope.self)].find((words) => all.every((verb) => verb.endsWith(words)));
  const base = lasting ? all.map((verb, i) => (i < all.length - 1 ? verb.slice(0, -lasting.length) : verb)) : all;
  return { ...head!, base };
}

/** A sentence from a clause, with the "where X is …" the clause owes; `capital`: its first letter capitalised. */
export function finish(text: string, scope: Scope, capital = true): string {
  const where = scope.whereX;
  scope.whereX = undefined;
  const whole = where ? `${text}, where X is ${where}` : text;
  return capital ? sentence(whole) : `${whole}.`;
}

/** Inner effects joined in one sentence ("draw a card and you lose 1 life"), for "if", "unless" and "you may pay". */
function joined(effects: Effect[], scope: Scope): string {
  return groups(effects).map((group) => said(groupClause(group, scope))).join(' and ');
}

type LookAtTop = Extract<Effect, { do: 'look-at-top' }>;

/**
 * "Look at the top four cards of your library. You may reveal a creature card from among them and put it into
 * your hand. Put the rest on the bottom of your library in any order."
 */
function lookAtTopWords(effect: LookAtTop, scope: Scope): string {
  const counted = typeof effect.amount === 'number' || effect.amount === 'X' || isSharedX(effect.amount, scope);
  const top = effect.amount === 1 ? 'the top card' : `the top ${counted ? quantity(effect.amount, 'card', scope) : 'X cards'}`;
  const library = effect.whose === 'you' ? 'your library' : `${who(effect.whose, scope, 'possessive')} library`;
  // "Look at the top X cards of your library, where X is the number of charge counters on ~."
  const whereX = counted ? '' : `, where X is ${equalTo(effect.amount as Exclude<typeof effect.amount, number | 'X'>, scope)}`;
  const look = `${effect.reveal ? 'reveal' : 'look at'} ${top} of ${library}${whereX}`;
  const { take } = effect;
  if (!take) return effect.amount === 1 ? look : `${look}, then put ${restWords(effect.rest, 'them')}`;
  // "Put one of them into your hand and the other on the bottom of your library": two cards, one taken.
  const rest = restWords(effect.rest, effect.amount === 2 && take.count === 1 && !take.upTo ? 'the other' : 'the rest');
  const may = take.reveal || (take.upTo && take.count === 1 && take.filter !== undefined);
  return `${look}. ${capitalise(takeWords(take))}${may ? `. Put ${rest}` : ` and ${rest}`}`;
}

/** "you may reveal a creature card from among them and put it into your hand", "put one of them into your hand". */
function takeWords(take: NonNullable<LookAtTop['take']>): string {
  const into = take.to === 'hand' ? 'into your hand' : take.to === 'graveyard' ? 'into your graveyard' : take.to === 'top' ? 'on top of your library' : `onto the battlefield${take.tapped ? ' tapped' : ''}`;
  const noun = (number: 'one' | 'all') => (take.filter ? filterNoun({ ...take.filter, zone: 'library' }, { number, place: false }) : number === 'one' ? 'card' : 'cards');
  if (take.count === 'any') return `put any number of them ${into}`;
  if (take.count === 'all') return `put all ${noun('all')} revealed this way ${into}`;
  if (!take.filter) return `put ${numberWord(take.count)} of them ${into}`;
  const cards = take.count === 1 ? counted(1, noun('one')) : `${take.upTo ? 'up to ' : ''}${numberWord(take.count)} ${noun('all')}`;
  if (take.reveal) return `you may reveal ${cards} from among them and put ${take.count === 1 ? 'it' : 'them'} ${into}`;
  return `${take.upTo && take.count === 1 ? 'you may ' : ''}put ${cards} from among them ${into}`;
}

/** Where the cards not taken go: "them back in any order", "the rest on the bottom of your library in a random order". */
function restWords(rest: LookAtTop['rest'], cards: 'them' | 'the rest' | 'the other'): string {
  switch (rest) {
    case 'top':
      return cards === 'them' ? 'them back in any order' : `${cards} back on top of your library in any order`;
    case 'bottom':
      return `${cards} on the bottom of your library${cards === 'the other' ? '' : ' in any order'}`;
    case 'bottom-random':
      return `${cards} on the bottom of your library in a random order`;
    case 'graveyard':
      return `${cards} into your graveyard`;
  }
}

/**
 * The fields of each kind of effect, each said by its words ("display": a text copied from the card,
 * never said). A field the card format gains fails type-checking here until its words say it.
 */
const FIELDS: { [K in Effect['do']]: Record<Exclude<keyof Extract<Effect, { do: K }>, 'do'>, 'said' | 'display'> } = {
  damage: { amount: 'said', to: 'said', from: 'said', divided: 'said', unpreventable: 'said' },
  'damage-cant-be-prevented': {},
  fight: { what: 'said' },
  'block-if-able': { on: 'said', blocking: 'said', until: 'said' },
  'cant-block-attacker': { on: 'said', attacker: 'said' },
  'lose-life': { amount: 'said', who: 'said' },
  'gain-life': { amount: 'said', who: 'said' },
  'player-counters': { counter: 'said', amount: 'said', who: 'said' },
  destroy: { what: 'said', noRegeneration: 'said' },
  regenerate: { what: 'said' },
  monstrosity: { amount: 'said' },
  renown: { amount: 'said' },
  fabricate: { amount: 'said' },
  adapt: { amount: 'said' },
  bolster: { amount: 'said' },
  explore: { what: 'said' },
  'move-counters': { counter: 'said', amount: 'said', from: 'said', to: 'said' },
  'search-library': { filter: 'said', max: 'said', to: 'said', tapped: 'said', restTo: 'said', whose: 'said', alsoGraveyard: 'said', manaValueAtMost: 'said', others: 'said' },
  'put-on-library': { what: 'said', where: 'said' },
  'shuffle-into-library': { what: 'said', yourLibrary: 'said' },
  'shuffle-zones-into-library': { who: 'said', zones: 'said' },
  'look-at-hand': { whose: 'said' },
  'put-from-hand': { filter: 'said', max: 'said', upTo: 'said', tapped: 'said' },
  'look-at-top': { amount: 'said', whose: 'said', reveal: 'said', take: 'said', rest: 'said' },
  sacrifice: { who: 'said', kind: 'said', amount: 'said' },
  'sacrifice-object': { what: 'said' },
  flip: { what: 'said' },
  transform: { what: 'said' },
  exile: { what: 'said', until: 'said', withCounters: 'said' },
  'exile-and-return': { what: 'said', owner: 'said' },
  'return-to-hand': { what: 'said' },
  'return-chosen': { who: 'said', filter: 'said', amount: 'said' },
  'return-to-battlefield': { what: 'said', owner: 'said', tapped: 'said', withCounter: 'said' },
  counters: { counter: 'said', amount: 'said', on: 'said' },
  'remove-counters': { counter: 'said', amount: 'said', on: 'said' },
  'another-of-each-counter': { on: 'said' },
  unearth: {},
  'cast-as-it-resolves': { keyword: 'said' },
  cascade: { manaValue: 'said' },
  draw: { amount: 'said', who: 'said' },
  discard: { amount: 'said', who: 'said', random: 'said' },
  'discard-hand': { who: 'said' },
  mill: { amount: 'said', who: 'said' },
  manifest: { who: 'said' },
  'exile-top': { amount: 'said', who: 'said' },
  'create-token': { token: 'said', count: 'said', for: 'said', tapped: 'said' },
  'create-token-copy': { of: 'said', except: 'said' },
  populate: {},
  pump: { power: 'said', toughness: 'said', on: 'said' },
  grant: { keywords: 'said', on: 'said' },
  modify: { on: 'said', until: 'said', changes: 'said', rules: 'said' },
  'gain-control': { what: 'said', until: 'said' },
  'grant-protection-from-chosen-color': { on: 'said', chosen: 'said' },
  choose: { choice: 'said' },
  'prevent-all-damage': { on: 'said', dealt: 'said', combat: 'said' },
  'prevent-combat-damage': {},
  'prevent-damage': { amount: 'said', on: 'said' },
  'redirect-damage': { amount: 'said', on: 'said', to: 'said' },
  'exile-if-dies': { what: 'said' },
  'prevent-next-from-source': { source: 'said', to: 'said', all: 'said', gainLife: 'said' },
  'replace-next-draw': { effects: 'said' },
  counter: { what: 'said', unlessPays: 'said', exile: 'said' },
  scry: { amount: 'said' },
  surveil: { amount: 'said' },
  'reveal-at-random': { who: 'said' },
  'new-hand': { who: 'said', by: 'said', plus: 'said' },
  clash: {},
  'flip-coin': {},
  'extra-turn': { who: 'said' },
  'become-monarch': { who: 'said' },
  'lose-game': { who: 'said' },
  skip: { who: 'said', next: 'said', count: 'said' },
  'copy-spell': { what: 'said', times: 'said' },
  'become-copy': { of: 'said', exceptThisAbility: 'said' },
  'change-targets': { what: 'said', must: 'said' },
  tap: { what: 'said' },
  untap: { what: 'said' },
  'tap-or-untap': { what: 'said' },
  attach: { to: 'said' },
  'add-mana': { mana: 'said', amount: 'said', who: 'said' },
  'reveal-hand-discard-chosen': { who: 'said', filter: 'said', exile: 'said', pick: 'said' },
  'delayed-trigger': { at: 'said', effects: 'said', text: 'display' },
  'unless-pay': { cost: 'said', payer: 'said', times: 'said', effects: 'said' },
  'for-each-player': { players: 'said', effects: 'said' },
  'may-pay': { cost: 'said', payer: 'said', effects: 'said' },
  'may-do': { who: 'said', effects: 'said', then: 'said' },
  'reveal-top-sharing-type': { effects: 'said' },
  if: { condition: 'said', effects: 'said', otherwise: 'said' },
};

export function effectClause(effect: Effect, scope: Scope): Clause {
  const fields: Record<string, string> = FIELDS[effect.do];
  const unsaid = Object.keys(effect).filter((key) => key !== 'do' && !(key in fields));
  if (unsaid.length) throw new Error(`the renderer doesn't say ${effect.do}'s ${unsaid.join(', ')}`);
  switch (effect.do) {
    case 'damage': {
      // Several sources: "each of them deals damage equal to its power to ~" (each one, 608.2).
      // "Each creature you control deals damage equal to its power to …" of all the objects of a filter.
      const several = effect.from && isPlural(effect.from, scope) ? (typeof effect.from === 'object' && 'all' in effect.from ? who(effect.from, scope, 'subject') : `each of ${who(effect.from, scope, 'pronoun')}`) : undefined;
      const clause = several ? damageClause(effect, several, { ...scope, itIs: effect.from }) : damageClause(effect, who(effect.from ?? 'self', scope, 'subject'), scope);
      // 615.12: "The damage can't be prevented."
      return effect.unpreventable ? { ...clause, base: `${clause.base}. The damage can't be prevented` } : clause;
    }
    case 'damage-cant-be-prevented':
      return { base: "damage can't be prevented this turn" };
    case 'fight':
      return { subject: who(effect.what[0], scope, 'subject'), base: `fight ${who(effect.what[1], scope)}` };
    case 'block-if-able':
      return { subject: who(effect.on, scope, 'subject'), base: `block ${who(effect.blocking, scope)} ${effect.until === 'end-of-combat' ? 'this combat' : 'this turn'} if able` };
    case 'cant-block-attacker':
      return { ...objectsSubject(effect.on, scope, false), base: `can't block ${who(effect.attacker, scope)} this turn` };
    case 'lose-life':
      return { subject: who(effect.who, scope, 'subject'), base: `lose ${measure(effect.amount, 'life', scope)}` };
    case 'gain-life':
      return { subject: who(effect.who, scope, 'subject'), base: `gain ${measure(effect.amount, 'life', scope)}` };
    // "You get {E}{E}" (107.14); "target player gets a poison counter".
    case 'player-counters': {
      const { amount } = effect;
      const counters = effect.counter === 'energy' && typeof amount === 'number' ? '{E}'.repeat(amount) : quantity(amount, `${effect.counter} counter`, scope);
      return { subject: who(effect.who, scope, 'subject'), base: `get ${counters}` };
    }
    case 'destroy': {
      scope.movedHow = { verb: 'destroyed', from: 'battlefield' };
      const what = who(effect.what, scope, 'object', 'all');
      const plural = isPlural(effect.what, scope);
      return { base: `destroy ${what}${effect.noRegeneration ? `. ${plural ? 'They' : 'It'} can't be regenerated` : ''}` };
    }
    case 'regenerate':
      return { base: `regenerate ${who(effect.what, scope, 'object', 'all')}` };
    case 'monstrosity':
      return { base: `monstrosity ${number(effect.amount, scope)}` };
    case 'renown':
      return { base: `put ${number(effect.amount, scope)} +1/+1 counters on ${who('self', scope)} and it becomes renowned` };
    case 'fabricate':
      return { base: `fabricate ${number(effect.amount, scope)}` };
    case 'adapt':
      return { base: `adapt ${number(effect.amount, scope)}` };
    case 'bolster':
      return { base: `bolster ${number(effect.amount, scope)}` };
    case 'explore':
      return { subject: who(effect.what, scope, 'subject'), base: 'explore' };
    case 'move-counters':
      return { base: `move ${quantity(effect.amount, `${effect.counter} counter`, scope)} from ${who(effect.from, scope)} onto ${who(effect.to, scope)}` };
    case 'search-library': {
      const one = effect.max === 1;
      // "a green creature card with mana value X or less" (107.3a).
      const bound = effect.manaValueAtMost === undefined ? '' : ` with mana value ${typeof effect.manaValueAtMost === 'object' ? `X or less, where X is ${equalTo(effect.manaValueAtMost, scope)},` : `${effect.manaValueAtMost} or less`}`;
      const noun = `${filterNoun({ ...effect.filter, zone: 'library' }, { number: one ? 'one' : 'all', place: false })}${bound}`;
      // "up to X basic land cards, where X is the number of lands you control," said where the count is (the sentence goes on).
      const count = effect.max === 'any' ? 'any number of' : typeof effect.max === 'number' ? `up to ${numberWord(effect.max)}` : effect.max === 'X' ? 'up to X' : `up to X ${noun}, where X is ${equalTo(effect.max, scope)},`;
      const found = one ? counted(1, noun) : typeof effect.max === 'object' ? count : `${count} ${noun}`;
      const them = one ? 'it' : 'them';
      const library = effect.whose ? `${who(effect.whose, scope, 'possessive')} library` : 'your library';
      if (effect.to === 'top') return { base: `search ${library} for ${found}, then shuffle and put ${one ? 'that card' : 'them'} on top` };
      // "Search your library for a white card, a blue card, …, and a green card. Reveal those cards and put them into your hand. Then shuffle."
      if (effect.others) return { base: `search ${library} for ${list([effect.filter, ...effect.others].map((quality) => counted(1, filterNoun({ ...quality, zone: 'library' }, { number: 'one', place: false }))), 'and')}. Reveal those cards and put them into your hand. Then shuffle` };
      const place = (to: typeof effect.to) => (to === 'hand' ? 'into your hand' : to === 'graveyard' ? 'into your graveyard' : `onto the battlefield${effect.tapped ? ' tapped' : ''}`);
      if (effect.alsoGraveyard) return { base: `search your library and/or graveyard for ${found}, put ${them} ${place(effect.to)}. If you search your library this way, shuffle it` };
      const shuffled = effect.whose ? `${who(effect.whose, scope, 'subject')} shuffles their library` : 'shuffle';
      // "… and exile them. Then that player shuffles their library."; "… and put one onto the battlefield tapped and the other into your hand".
      if (effect.to === 'exile') return { base: `search ${library} for ${found} and exile ${them}. Then ${shuffled}` };
      const put = effect.restTo ? ` and put one ${place(effect.to)} and the other ${place(effect.restTo)}` : `${found.endsWith(',') ? '' : ','} put ${them} ${place(effect.to)}`;
      return { base: `search ${library} for ${found}${put}, then ${shuffled}` };
    }
    case 'look-at-top':
      return { base: lookAtTopWords(effect, scope) };
    case 'put-from-hand': {
      const one = effect.max === 1;
      const noun = filterNoun({ ...effect.filter, zone: 'hand', controller: 'you' }, { number: one ? 'one' : 'all', from: true });
      const count = one && !effect.upTo ? withArticle(noun) : `${effect.max === 'any' ? 'any number of' : `${effect.upTo ? 'up to ' : ''}${numberWord(effect.max)}`} ${noun}`;
      return { base: `put ${count} onto the battlefield${effect.tapped ? ' tapped' : ''}` };
    }
    case 'look-at-hand':
      return { base: `look at ${effect.whose === 'you' ? 'your' : who(effect.whose, scope, 'possessive')} hand` };
    case 'reveal-hand-discard-chosen': {
      if (effect.pick === 'all') return { subject: who(effect.who, scope, 'subject'), base: `reveal their hand and ${effect.who === 'you' ? 'discard' : 'discards'} all ${filterNoun({ ...effect.filter, zone: 'hand' }, { number: 'all', place: false })}` };
      if (effect.pick === 'random') return { subject: who(effect.who, scope, 'subject'), base: `reveal their hand and ${effect.who === 'you' ? 'discard' : 'discards'} ${counted(1, filterNoun({ ...effect.filter, zone: 'hand' }, { number: 'one', place: false }))} at random` };
      const card = counted(1, filterNoun({ ...effect.filter, zone: 'hand' }, { number: 'one', place: false }));
      return { subject: who(effect.who, scope, 'subject'), base: `reveal their hand. You choose ${card} from it${effect.exile ? ' and exile that card' : '. That player discards that card'}` };
    }
    case 'put-on-library': {
      const plural = isPlural(effect.what, scope);
      // "Put target card from your graveyard on top of your library": a card of your graveyard is yours (404.1).
      const spec = effect.what === 'target' ? scope.targets[0] : typeof effect.what === 'object' && 'target' in effect.what ? scope.targets[effect.what.target] : undefined;
      const yours = spec?.kind === 'card-in-graveyard' && spec.controller === 'you';
      const library = yours ? 'your library' : plural ? "their owners' libraries" : "its owner's library";
      // 401.4: several cards of one library, in the order chosen.
      const order = yours && effect.where === 'bottom' && (spec.count?.max ?? 1) !== 1 ? ' in any order' : '';
      return { base: `put ${who(effect.what, scope, 'object', 'all')} ${effect.where === 'top' ? 'on top of' : 'on the bottom of'} ${library}${order}` };
    }
    case 'shuffle-into-library': {
      const library = effect.yourLibrary ? 'your library' : isPlural(effect.what, scope) ? "their owners' libraries" : "its owner's library";
      return { base: `shuffle ${who(effect.what, scope, 'object', 'all')} into ${library}` };
    }
    case 'shuffle-zones-into-library': {
      const your = effect.who === 'you' ? 'your' : 'their';
      const zones = effect.zones.length ? `${your} ${effect.zones.join(' and ')} into ${your} library` : `${your} library`;
      return { ...subjectOf(effect.who, scope), base: `shuffle ${zones}` };
    }
    case 'sacrifice': {
      if (effect.amount !== undefined) {
        const kind = typeof effect.kind === 'string' ? effect.kind : filterNoun({ ...effect.kind, other: undefined }, 'one');
        return { ...subjectOf(effect.who, scope), base: `sacrifice ${quantity(effect.amount, kind, scope)}` };
      }
      const kind = typeof effect.kind === 'string' ? counted(1, effect.kind) : counted(1, filterNoun({ ...effect.kind, other: undefined }, 'one')).replace(/^an? /, effect.kind.other ? 'another ' : '$&');
      return { ...subjectOf(effect.who, scope), base: `sacrifice ${kind}` };
    }
    case 'sacrifice-object':
      return { base: `sacrifice ${who(effect.what, scope)}` };
    case 'flip':
    case 'transform':
      return { base: `${effect.do} ${who(effect.what, scope)}` };
    case 'exile':
      scope.moved = `${objectNoun(effect.what, scope)} exiled`;
      scope.movedHow = { verb: 'exiled', from: typeof effect.what === 'object' && 'all' in effect.what ? effect.what.all.zone : undefined };
      return { base: `exile ${who(effect.what, scope, 'object', 'all')}${effect.until === 'source-leaves' ? ` until ${scope.self} leaves the battlefield` : ''}${effect.withCounters ? ` with ${numberWord(effect.withCounters.amount)} ${effect.withCounters.counter} counter${effect.withCounters.amount === 1 ? '' : 's'} on it` : ''}` };
    case 'exile-and-return':
      return { base: `exile ${who(effect.what, scope)}, then return that card to the battlefield under ${effect.owner ? "its owner's" : 'your'} control` };
    case 'return-to-hand': {
      // "Return all creatures to their owners' hands except for Krakens, …".
      const [what, except = ''] = who(effect.what, scope, 'object', 'all').split(/(?= except for )/);
      return { base: `return ${what} to ${handOf(effect.what, scope)}${except}` };
    }
    case 'return-chosen':
      return { ...subjectOf(effect.who, scope), base: `return ${several(effect.amount, effect.filter)} to ${effect.amount === 1 ? "its owner's hand" : "their owner's hand"}` };
    case 'return-to-battlefield': {
      const counter = effect.withCounter ? ` with ${quantity(1, `${effect.withCounter} counter`, scope)} on it` : '';
      const tapped = effect.tapped ? ' tapped' : '';
      if (effect.owner) return { base: `return ${who(effect.what, scope, 'object', 'all')} to the battlefield${tapped} under its owner's control${counter}` };
      return fromYourGraveyard(effect.what, scope)
        ? { base: `return ${who(effect.what, scope, 'object', 'all')} to the battlefield${tapped}${counter}` }
        : { base: `put ${who(effect.what, scope, 'object', 'all')} onto the battlefield${tapped} under your control${counter}` };
    }
    case 'counters': {
      // "Put a +1/+1 counter on target creature for each Elf you control", "… on ~ equal to …": the count after the object.
      const on = `${isPlural(effect.on, scope) && !(typeof effect.on === 'object' && 'all' in effect.on) ? 'each of ' : ''}${who(effect.on, scope)}`;
      const counters = quantity(effect.amount, `${effect.counter} counter`, scope);
      const count = / (?:for each|equal to) .*$/.exec(counters)?.[0] ?? '';
      return { base: `put ${counters.slice(0, counters.length - count.length)} on ${on}${count}` };
    }
    case 'remove-counters':
      return { base: `remove ${effect.amount === 'all' ? `all ${effect.counter} counters` : quantity(effect.amount, `${effect.counter} counter`, scope)} from ${who(effect.on, scope)}` };
    case 'unearth':
      return { base: `return ${scope.self} from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else` };
    case 'cast-as-it-resolves':
      return { base: effect.keyword === 'madness' ? `its owner may cast ${scope.self} by paying its madness cost rather than paying its mana cost. If that player doesn't, they put ${scope.self} into their graveyard` : `you may cast ${scope.self} by paying its miracle cost rather than its mana cost` };
    case 'cascade':
      return { base: `exile cards from the top of your library until you exile a nonland card whose mana value is less than ${effect.manaValue}. You may cast that card without paying its mana cost. Then put all cards exiled this way that weren't cast on the bottom of your library in a random order` };
    case 'another-of-each-counter':
      return { base: `for each kind of counter on ${who(effect.on, scope)}, put another counter of that kind on it` };
    case 'draw':
      return { ...subjectOf(effect.who, scope), base: `draw ${quantity(effect.amount, 'card', scope)}` };
    case 'discard':
      return { ...subjectOf(effect.who, scope), base: `discard ${quantity(effect.amount, 'card', scope)}${effect.random ? ' at random' : ''}` };
    case 'discard-hand':
      return { ...subjectOf(effect.who, scope), base: `discard ${effect.who === 'you' ? 'your' : 'their'} hand` };
    case 'mill':
      return { ...subjectOf(effect.who, scope), base: `mill ${quantity(effect.amount, 'card', scope)}` };
    case 'manifest':
      return { ...subjectOf(effect.who, scope), base: `manifest the top card of ${effect.who === 'you' ? 'your' : 'their'} library` };
    case 'exile-top':
      return { ...subjectOf(effect.who, scope), base: `exile the top ${effect.amount === 1 ? 'card' : quantity(effect.amount, 'card', scope)} of ${effect.who === 'you' ? 'your' : 'their'} library` };
    case 'create-token': {
      const subject = subjectOf(effect.for, scope);
      // "For each creature exiled this way, its controller creates …": once per object moved.
      const forEach = effect.for === 'moved-controllers' ? `for each ${scope.moved ?? 'object moved'} this way, ` : '';
      scope.createdSeveral = effect.count !== 1;
      return { ...subject, subject: `${forEach}${subject.subject ?? ''}`.trim() || undefined, base: `create ${tokens(effect.token, effect.count, effect.tapped, scope)}` };
    }
    case 'create-token-copy':
      // 707.9b exceptions are said only by the keywords that make them (embalm, eternalize: the card's line).
      if (effect.except) throw new Error('no words yet for a token copy with exceptions outside embalm and eternalize');
      return { base: `create a token that's a copy of ${who(effect.of, scope)}` };
    case 'populate':
      return { base: 'populate' };
    case 'pump':
      return { ...objectsSubject(effect.on, scope), base: `get ${ptChanges(ptChange(effect.power, scope), ptChange(effect.toughness, scope))} until end of turn` };
    case 'grant':
      return { ...objectsSubject(effect.on, scope), base: `gain ${list(effect.keywords, 'and')} until end of turn` };
    case 'modify': {
      const { on, until, changes, rules } = effect;
      if (Object.keys(changes).length === 1 && changes.switchPowerToughness && !rules) return { base: `switch ${who(on, scope, 'possessive')} power and toughness${durationWords(until, scope.self)}` };
      const animated = animation(changes, scope.granted);
      // 205.1b: a land made a creature keeps its types: "It's still a land."; another object, "in addition to its other types" (an artifact creature says so itself).
      const still = animated?.keeps === 'everything' && isLand(on, scope);
      const inAddition = animated?.keeps === 'everything' && !still && !changes.addTypes!.includes('Artifact') ? ' in addition to its other types' : '';
      const changed = [...(animated ? [`${animated.phrase}${inAddition}`] : []), ...changesPhrases(animated?.rest ?? changes, scope.granted, 'effect', isPlural(on, scope), scope.self)];
      const subject = objectsSubject(on, scope, changed.length > 0);
      const plural = Boolean(subject.plural);
      const duration = durationWords(until, scope.self);
      const lasting = changed.map((phrase, i) => (i === changed.length - 1 ? `${phrase}${duration}` : phrase));
      const { cantActivate, mayNotUntap, mayExertAsAttacks, mayAssignAsThoughUnblocked, ...effectRules } = rules ?? {};
      // Only static abilities stop activations today (Arrest), let a player leave a permanent tapped, exert it or have it assign damage as though unblocked; an effect that did would need its words here.
      if (cantActivate || mayNotUntap || mayExertAsAttacks || mayAssignAsThoughUnblocked) throw new Error('no words yet for a resolving effect that stops activated abilities or untapping');
      const phrases = [...lasting, ...(rules ? rulesPhrases(effectRules, plural, until, scope.self) : [])];
      return { ...subject, base: still ? [...phrases.slice(0, -1), `${phrases.at(-1)}. It's still a land`] : phrases };
    }
    case 'gain-control':
      return { base: `gain control of ${who(effect.what, scope, 'object', 'all')}${durationWords(effect.until, scope.self)}` };
    case 'grant-protection-from-chosen-color':
      return { ...objectsSubject(effect.on, scope), base: `gain protection from ${effect.chosen ? 'the chosen color' : 'the color of your choice'} until end of turn` };
    case 'choose':
      // 608.2d: the choice is made as it resolves; the effects after it say "the chosen …".
      return { base: effect.choice === 'color' ? 'choose a color' : 'choose a creature type' };
    case 'prevent-all-damage': {
      const { on, dealt = 'to', combat } = effect;
      const words = dealt === 'to' ? 'dealt to' : dealt === 'by' ? 'dealt by' : 'dealt to and dealt by';
      return { base: `prevent all ${combat ? 'combat ' : ''}damage that would be ${words} ${typeof on === 'object' && 'all' in on ? allPhrase(on.all) : who(on, scope)} this turn` };
    }
    case 'prevent-combat-damage':
      return { base: 'prevent all combat damage that would be dealt this turn' };
    case 'prevent-next-from-source':
      if (effect.all) return { base: `prevent all damage ${chosenSourcePhrase(effect.source)} would deal this turn` };
      return { base: `the next time ${chosenSourcePhrase(effect.source)} would deal damage${effect.to ? ` to ${who(effect.to, scope)}` : ''} this turn, prevent that damage${effect.gainLife ? '. You gain life equal to the damage prevented this way' : ''}` };
    // 614.11: "The next time you would draw a card this turn, you gain 5 life instead."
    case 'replace-next-draw':
      return { base: `the next time you would draw a card this turn, ${joined(effect.effects, scope)} instead` };
    case 'exile-if-dies':
      return { base: `if ${effect.what ? who(effect.what, scope) : 'a creature'} would die this turn, exile it instead` };
    case 'redirect-damage':
      return { base: `the next ${number(effect.amount, scope)} damage that would be dealt to ${who(effect.on, scope)} this turn is dealt to ${who(effect.to, scope)} instead` };
    case 'prevent-damage':
      // "prevent the next X damage …, where X is the number of Clerics on the battlefield": a count is X.
      return { base: `prevent the next ${typeof effect.amount === 'object' && 'eventAmount' in effect.amount ? measure(effect.amount, 'damage', scope) : `${number(effect.amount, scope)} damage`} that would be dealt to ${who(effect.on, scope)} this turn` };
    case 'counter': {
      const what = who(effect.what, scope);
      const exiled = effect.exile ? ". If that spell is countered this way, exile it instead of putting it into its owner's graveyard" : '';
      return { base: `counter ${what}${effect.unlessPays === undefined ? '' : ` unless its controller pays {${number(effect.unlessPays, scope)}}`}${exiled}` };
    }
    case 'scry':
      return { base: `scry ${number(effect.amount, scope)}` };
    case 'surveil':
      return { base: `surveil ${number(effect.amount, scope)}` };
    case 'new-hand': {
      const you = effect.who === 'you';
      const [their, s] = you ? ['your', ''] : ['their', 's'];
      const by = effect.by === 'discard' ? `discard${s} all the cards in ${their} hand` : `shuffle${s} the cards from ${their} hand into ${their} library`;
      const plus = effect.plus ? ` ${effect.plus > 0 ? 'plus' : 'minus'} ${numberWord(Math.abs(effect.plus))}` : '';
      return { base: `${you ? '' : `${who(effect.who, scope, 'subject')} `}${by}, then draw${s} that many cards${plus}` };
    }
    case 'reveal-at-random':
      return { subject: who(effect.who, scope, 'subject'), base: 'reveal a card at random from their hand' };
    case 'clash':
      return { base: 'clash with an opponent' };
    case 'flip-coin':
      return { base: 'flip a coin' };
    case 'lose-game':
      return { subject: who(effect.who, scope, 'subject'), base: 'lose the game' };
    case 'become-monarch':
      return { subject: who(effect.who, scope, 'subject'), base: 'become the monarch' };
    case 'extra-turn':
      return { ...subjectOf(effect.who, scope), base: 'take an extra turn after this one' };
    case 'skip': {
      const whose = effect.who === 'you' ? 'your' : 'their';
      const what = effect.next === 'turn' ? 'turn' : 'draw step';
      // "You skip your next turn": the subject said, unlike an instruction to "you".
      return { subject: effect.who === 'you' ? 'you' : who(effect.who, scope, 'subject'), base: `skip ${whose} next ${effect.count === 1 ? what : `${numberWord(effect.count)} ${what}s`}` };
    }
    case 'copy-spell':
      if (effect.times !== undefined) return { base: `copy ${who(effect.what, scope)} ${effect.times} time${effect.times === 1 ? '' : 's'}. You may choose new targets for the copies` };
      return { base: `copy ${who(effect.what, scope)}. You may choose new targets for the copy` };
    case 'become-copy':
      return { subject: scope.self, base: `become a copy of ${who(effect.of, scope)}${effect.exceptThisAbility ? ', except it has this ability' : ''}` };
    case 'change-targets':
      if (effect.must) return { base: `change the target of ${who(effect.what, scope)}` };
      return { subject: 'you', base: `may choose new targets for ${who(effect.what, scope)}` };
    case 'tap':
      return { base: `tap ${who(effect.what, scope, 'object', 'all')}` };
    case 'untap':
      return { base: `untap ${who(effect.what, scope, 'object', 'all')}` };
    case 'tap-or-untap':
      return { base: `tap or untap ${who(effect.what, scope, 'object', 'all')}` };
    case 'attach':
      return { base: `attach ${scope.self} to ${who(effect.to, scope)}` };
    case 'add-mana':
      return manaClause(effect, scope);
    case 'unless-pay': {
      // "unless you pay {1}{U}", "unless its controller pays {2}", "that player loses 2 life unless they pay {2}" (the player just named),
      // "… {1} for each card in your hand" (702.24a: "for each age counter on ~").
      const effects = joined(effect.effects, scope);
      const named = effect.payer === undefined ? 'you' : who(effect.payer, scope, 'subject');
      const payer = effects.startsWith(`${named} `) && named !== 'you' ? 'they' : named;
      const paid = costPhrase(effect.cost, scope, payer === 'you' || payer === 'they' ? 'clause' : 'third-person');
      const unless = `unless ${payer} ${paid}${effect.times === undefined ? '' : ` ${forEachOf(effect.times, scope)}`}`;
      // Oracle text says "unless …" first when it stands before several effects ("unless you sacrifice an Island, sacrifice ~ and it deals 6 damage to you").
      return { base: effect.effects.length > 1 ? `${unless}, ${effects}` : `${effects} ${unless}` };
    }
    case 'for-each-player':
      // 608.2c: "each opponent sacrifices a permanent unless they pay {3}".
      return { base: joined(effect.effects, { ...scope, eachOne: { who: effect.players === 'each-opponent' ? 'opponent' : 'player', named: false } }) };
    case 'may-pay': {
      // "that player may pay {2}. If they do, they draw a card" (603.5: the player named chooses).
      const payer = effect.payer === undefined ? 'you' : who(effect.payer, scope, 'subject');
      return { subject: payer, plural: true, base: `may ${costPhrase(effect.cost, scope, 'clause')}. If ${payer === 'you' ? 'you' : 'they'} do, ${joined(effect.effects, scope)}` };
    }
    case 'may-do':
      // 603.5: "Target opponent may draw a card": the player named chooses, and does it.
      if (effect.who) return { subject: who(effect.who, scope, 'subject'), plural: true, base: `may ${list(effect.effects.map((inner) => verbsOf(effectClause(inner, scope))), 'and')}` };
      // 608.2c: "You may discard a card. If you do, draw a card."
      return { base: `${groups(effect.effects).map((group, i) => (i === 0 ? mayClause(groupClause(group, scope)) : said(groupClause(group, scope)))).join(' and ')}${effect.then ? `. If you do, ${joined(effect.then, scope)}` : ''}` };
    case 'reveal-top-sharing-type':
      return { subject: 'you', base: `may look at the top card of your library. If it shares a creature type with ${scope.self}, you may reveal it. If you do, ${joined(effect.effects, scope)}` };
    case 'delayed-trigger': {
      // 603.7: "Draw a card at the beginning of the next turn's upkeep.", "Return it … at the beginning of the next end step."
      const when = { 'next-end-step': ' at the beginning of the next end step', 'next-turn-upkeep': " at the beginning of the next turn's upkeep", 'end-of-combat': ' at end of combat', 'your-next-upkeep': ' at the beginning of your next upkeep' }[effect.at];
      if (effect.effects.length > 1) return { base: `${joined(effect.effects, scope)}${when}` };
      // A pact's "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game." (118.12).
      const [only] = effect.effects;
      if (only?.do === 'unless-pay' && (only.payer ?? 'you') === 'you') return { base: `${when.trim()}, ${costPhrase(only.cost, scope, 'clause')}. If you don't, ${joined(only.effects, scope)}` };
      const clause = effectClause(effect.effects[0]!, scope);
      const verbs = typeof clause.base === 'string' ? [clause.base] : clause.base;
      return { ...clause, base: [...verbs.slice(0, -1), `${verbs[verbs.length - 1]}${when}`] };
    }
    case 'if': {
      // "X. If …, Y instead." (608.2c): the otherwise part is what the card says first.
      const otherwise = effect.otherwise ? `${joined(effect.otherwise, scope)}. ` : '';
      const condition = conditionClause(effect.condition, scope);
      return { base: `${otherwise}${otherwise ? 'If' : 'if'} ${condition}, ${joined(effect.effects, scope)}${otherwise ? ' instead' : ''}` };
    }
  }
}

/** "~ deals 3 damage to any target", "… to each of two targets", "… divided as you choose among …". */
function damageClause(effect: Extract<Effect, { do: 'damage' }>, source: string, scope: Scope): Clause {
  if (effect.divided) return { subject: source, base: `deal ${number(effect.amount, scope)} damage divided as you choose among ${who(effect.to, scope)}` };
  const each = isPlural(effect.to, scope) && !(typeof effect.to === 'object' && 'all' in effect.to) ? 'each of ' : '';
  // "Target creature deals damage to itself equal to its power."; "~ deals 2 damage to itself" (no `from`: the source is ~).
  const itself = JSON.stringify(effect.from ?? 'self') === JSON.stringify(effect.to);
  // "deals damage to each player equal to the number of lands they control": the player is named before "they" (608.2c).
  // "deals damage to target player equal to the number of creatures that player controls": the same.
  const countsTheirs = typeof effect.amount === 'object' && 'count' in effect.amount && JSON.stringify(effect.amount.controlledBy) === JSON.stringify(effect.to);
  if ((scope.eachOne || countsTheirs) && typeof effect.amount === 'object' && !('eventAmount' in effect.amount) && !isSharedX(effect.amount, scope)) {
    const to = who(effect.to, scope);
    return { subject: source, base: `deal damage to ${to} equal to ${equalTo(effect.amount, scope)}` };
  }
  const amount = measure(effect.amount, 'damage', scope);
  return { subject: source, base: `deal ${amount} to ${itself ? 'itself' : `${each}${who(effect.to, scope)}`}` };
}

/** The subject of a player's action: none when it is you (the imperative), else the player ("each opponent"). */
function subjectOf(player: Parameters<typeof who>[0], scope: Scope): Pick<Clause, 'subject' | 'plural'> {
  return player === 'you' ? {} : { subject: who(player, scope, 'subject') };
}

/**
 * The subject of a change to objects: "target creature", "creatures you control" (plural); several
 * targets "each" get or gain ("up to two target creatures each get +1/+1"), but "can't block".
 */
function objectsSubject(on: Parameters<typeof who>[0], scope: Scope, each = true): Pick<Clause, 'subject' | 'plural'> {
  if (typeof on === 'object' && 'all' in on) {
    const key = JSON.stringify(on);
    const again = scope.lastAll === key;
    scope.lastAll = key;
    scope.lastAllEarlier = false;
    return { subject: again ? 'they' : `${allPhrase(on.all)}${controlledBy(on, scope)}`, plural: true };
  }
  const subject = who(on, scope, 'subject');
  if (!isPlural(on, scope)) return { subject };
  return { subject: subject === 'they' || !each ? subject : `${subject} each`, plural: true };
}

/** Whether a referent means several objects: all of a filter, or a target naming several. */
/** Whether the object is a land as the ability names it: the card itself, or a target by its filter ("target land", "target Forest"). */
function isLand(on: Parameters<typeof who>[0], scope: Scope): boolean {
  if (on === 'self') return scope.card.types.includes('Land');
  // "Enchanted Forest becomes …": what an Aura with enchant land, or enchant Forest, is attached to (303.4a).
  if (on === 'attached' && scope.card.enchant === 'land') return true;
  const index = on === 'target' ? 0 : typeof on === 'object' && 'target' in on ? on.target : undefined;
  const filter = on === 'attached' ? scope.card.enchantFilter : index === undefined ? undefined : scope.targets[index]?.filter;
  return Boolean(filter?.types?.includes('Land') || (filter?.subtypes?.length && filter.subtypes.every(isBasicLandType)));
}

function isPlural(value: Parameters<typeof who>[0], scope: Scope): boolean {
  if (typeof value === 'object' && 'all' in value) return true;
  if (value === 'created') return scope.createdSeveral === true;
  const index = value === 'target' ? 0 : typeof value === 'object' ? value.target : undefined;
  const spec = index === undefined ? undefined : scope.targets[index];
  return spec !== undefined && severalTargets(spec);
}

/** Whether a referent is a card in your own graveyard (its hand is "your hand"; it returns "to the battlefield"). */
function fromYourGraveyard(value: Parameters<typeof who>[0], scope: Scope, whose: 'you' | 'opponent' = 'you'): boolean {
  if (value === 'self-in-graveyard') return whose === 'you';
  if (typeof value === 'object' && 'all' in value) return value.all.zone === 'graveyard' && value.all.controller === whose;
  const index = value === 'target' ? 0 : typeof value === 'object' ? value.target : undefined;
  const spec = index === undefined ? undefined : scope.targets[index];
  return spec?.kind === 'card-in-graveyard' && spec.controller === whose;
}

function handOf(value: Parameters<typeof who>[0], scope: Scope): string {
  if (fromYourGraveyard(value, scope)) return 'your hand';
  // "When a spell or ability an opponent controls causes you to discard ~, return it to your hand": the card came from your hand.
  if (value === 'it' && scope.event === 'discards') return 'your hand';
  // "… from an opponent's graveyard to their hand": that opponent's, the cards' owner.
  if (fromYourGraveyard(value, scope, 'opponent')) return 'their hand';
  return isPlural(value, scope) ? "their owners' hands" : "its owner's hand";
}

/** A number or X as written in "scry 2", "monstrosity X", "{3}"; any other amount is X, with "where X is …" owed. */
function number(amount: Amount, scope: Scope): string {
  if (typeof amount === 'number' || amount === 'X') return String(amount);
  if (isSharedX(amount, scope)) return 'X';
  scope.whereX = equalTo(amount, scope);
  return 'X';
}

/** A number, or "+X" (X owed), "-X". */
function ptChange(change: PtChange, scope: Scope): number | string {
  if (typeof change === 'number') return change;
  if (typeof change.amount !== 'number' && change.amount !== 'X' && !isSharedX(change.amount, scope)) scope.whereX = equalTo(change.amount, scope);
  const value = typeof change.amount === 'number' ? String(change.amount) : 'X';
  return `${change.negate ? '-' : '+'}${value}`;
}

/** "a Treasure token", "two tapped 1/1 white Soldier creature tokens with flying", "a number of … tokens with flying equal to …". */
function tokens(token: string | TokenDefinition, count: Amount, tapped: boolean | undefined, scope: Scope): string {
  const { one, all } = tokenNouns(typeof token === 'string' ? (described(scope.token(token)) ?? token) : token, scope.granted);
  const adjective = tapped ? 'tapped ' : '';
  return quantity(count, `${adjective}${one}`, scope, `${adjective}${all}`);
}

/** A token the engine defines by name, as its description when it has no abilities but keywords (a Spirit, a Soldier; not a Treasure). */
function described(definition: CardDefinition | undefined): TokenDefinition | undefined {
  if (!definition?.token || definition.abilities.length || definition.spell) return undefined;
  const { name, colors = [], types, subtypes, supertypes, power, toughness, keywords, text } = definition;
  return { name, colors, types, subtypes, supertypes, power, toughness, keywords, text };
}

function tokenNouns(token: string | TokenDefinition, granted: Scope['granted']): { one: string; all: string } {
  if (typeof token === 'string') return { one: `${token} token`, all: `${token} tokens` };
  const { name, colors, types, subtypes, supertypes, power, toughness, keywords, grantedAbilities = [], text: _text, ...unsaid } = token;
  allSaid(unsaid, 'a token');
  const pt = power !== undefined || toughness !== undefined ? `${power ?? 0}/${toughness ?? 0} ` : '';
  const color = colors.length ? list(colors.map((c) => COLOR_WORDS[c]), 'and') : 'colorless';
  const kinds = [...supertypes.map((s) => s.toLowerCase()), color, ...subtypes, ...types.map((t) => t.toLowerCase())].join(' ');
  const named = name === subtypes.join(' ') ? '' : ` named ${name}`;
  // "with flying named Butterfly" (2020's order), 'named Llanowar Elves with "{T}: Add {G}."'.
  const withKeywords = keywords.length ? ` with ${list(keywords, 'and')}` : '';
  const quoted = grantedAbilities.map((index) => `"${granted(index)}"`);
  const withQuoted = quoted.length ? ` ${keywords.length ? 'and' : 'with'} ${list(quoted, 'and')}` : '';
  const described = `${withKeywords}${named}${withQuoted}`;
  return { one: `${pt}${kinds} token${described}`, all: `${pt}${kinds} tokens${described}` };
}

/** "Add {G}{G}", "Add {R} or {G}", "Add one mana of any color"; "that player adds {G}" (106.3: who adds it, default the ability's controller). */
function manaClause(effect: Extract<Effect, { do: 'add-mana' }>, scope: Scope): Clause {
  const { mana, amount: howMany } = effect;
  const { subject } = effect.who === undefined ? { subject: undefined } : subjectOf(effect.who, scope);
  // 106.3: "Add X mana in any combination of {W} and/or {U}", "… of colors".
  if (typeof mana === 'object' && 'anyCombinationOf' in mana) {
    const types = mana.anyCombinationOf.length === 5 && !mana.anyCombinationOf.includes('C') ? 'colors' : mana.anyCombinationOf.map((type) => `{${type}}`).join(' and/or ');
    const many = typeof howMany === 'number' ? numberWord(howMany) : howMany !== 'X' ? number(howMany, scope) : scope.countersRemoved ? unsaidAmount(howMany) : 'X';
    return { subject, base: `add ${many} mana in any combination of ${types}` };
  }
  // 107.1: "Add {B} for each Swamp you control", "… for each storage counter removed this way" (the cost's X).
  if (typeof howMany !== 'number') {
    if (typeof mana !== 'string') return unsaidAmount(howMany);
    const each = howMany === 'X' ? (scope.countersRemoved ? `for each ${scope.countersRemoved} counter removed this way` : unsaidAmount(howMany)) : forEachOf(howMany, scope);
    // "Add an amount of {B} equal to the sacrificed artifact's mana value" (an amount that is no count of things).
    if (each.startsWith('a number of times')) return { subject, base: `add an amount of {${mana}} ${each.replace(/^a number of times /, '')}` };
    return { subject, base: `add {${mana}} ${each}` };
  }
  const amount = howMany;
  const ofAny = (what: string) => `${numberWord(amount)} mana of ${what}`;
  if (mana === 'any-color') return { subject, base: `add ${ofAny(amount === 1 ? 'any color' : 'any one color')}` };
  if (mana === 'chosen-color') return { subject, base: `add ${ofAny('the chosen color')}` };
  if (mana === 'same-as-produced') return { subject, base: `add ${numberWord(amount)} mana of any type that land produced` };
  if (typeof mana === 'string') return { subject, base: `add ${manaSymbols(mana, amount)}` };
  if (Array.isArray(mana)) return { subject, base: `add ${list(mana.map((type) => manaSymbols(type, amount)))}` };
  if ('each' in mana) return { subject, base: `add ${Array.from({ length: amount }, () => mana.each.map((type) => `{${type}}`).join('')).join('')}` };
  if ('combinations' in mana) return { subject, base: `add ${list(mana.combinations.map((one) => one.map((type) => `{${type}}`).join('')))}` };
  if (!('couldProduce' in mana)) return unsaid(mana, 'a kind of mana');
  const lands = mana.couldProduce === 'lands-you-control' ? 'a land you control' : 'a land an opponent controls';
  return { subject, base: `add ${ofAny(`any ${mana.colorsOnly ? 'color' : 'type'} that ${lands} could produce`)}` };
}

/** An amount of mana the renderer doesn't say (an error, so that a misreading shows). */
function unsaidAmount(amount: unknown): never {
  throw new Error(`the renderer doesn't say an amount of mana ${JSON.stringify(amount)}`);
}

/** Mode and sentence helpers shared with abilities: "Choose one —", then a "•" line per mode. */
export function chooseWords(count: { min: number; max: number } | undefined): string {
  if (!count || (count.min === 1 && count.max === 1)) return 'Choose one —';
  if (count.min === 1 && count.max === 2) return 'Choose one or both —';
  if (count.min === count.max) return `Choose ${numberWord(count.min)} —`;
  return `Choose ${count.min === 1 ? 'one or more' : `${numberWord(count.min)} or more`} —`;
}

/** 609.7a: "a blue source of your choice", "an artifact source of your choice", "a creature of your choice with shadow", "a source of your choice of the chosen color". */
function chosenSourcePhrase(filter: Filter): string {
  const types = (filter.types ?? []).map((type) => type.toLowerCase());
  if (filter.keywords) return `${withArticle(types.join(' '))} of your choice with ${filter.keywords.join(' and ')}`;
  const words = [list((filter.colors ?? []).map((color) => COLOR_WORDS[color]), 'or'), ...types, 'source'].filter(Boolean);
  return `${withArticle(words.join(' '))} of your choice${filter.chosenColor ? ' of the chosen color' : ''}`;
}

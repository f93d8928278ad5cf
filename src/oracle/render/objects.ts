/**
 * Noun phrases of the engine's card format in Oracle words: filters ("another nonblack creature you
 * control"), targets ("up to two target creatures"), referents ("it", "its controller"), amounts and
 * conditions. Every field of a filter is said; none is taken from the definition's display texts.
 */
import { COLOR_WORDS, type Amount, type CardDefinition, type Comparison, type Condition, type Cost, type Filter, type TargetSpec, type Who } from '../../engine/cards/schema';
import { allSaid, counted, list, numberWord, pluralOf, withArticle } from './words';

/** Where a phrase is said: the card, the ability's targets and which of them were named already, its trigger. */
export interface Scope {
  card: CardDefinition;
  /** How the object the ability is on calls itself: the card's name, or "this creature" in a quoted ability. */
  self: string;
  targets: TargetSpec[];
  /** Targets named once already: later mentions are pronouns ("it", "that player"). */
  named: Set<number>;
  /** The triggered ability's event, for what "it" and "that player" are. */
  event?: string;
  /** The counter a "remove any number of (all) … counters" cost removed: its X is "for each … counter removed this way". */
  countersRemoved?: string;
  /** The cost that sacrificed something, for "the sacrificed creature". */
  sacrificed?: Cost['sacrifice'];
  /** "where X is …" owed at the end of the sentence being written. */
  whereX?: string;
  /** An amount two sentences share, said "X" in both ("Draw X cards. You lose X life, where X is …"): its JSON. */
  sharedX?: string;
  /** How the effect before moved what "this way" counts ("exiled", "destroyed"), and from where. */
  movedHow?: { verb: string; from: Filter['zone'] };
  /** What an earlier effect moved, for "for each creature exiled this way". */
  moved?: string;
  /** The tokens an earlier effect created are several: "exile them" (603.7c), "they gain deathtouch". */
  createdSeveral?: boolean;
  /** The last "all …" named ("Untap all creatures with power 4 or greater"): the next mention of it is "they". */
  lastAll?: string;
  /** `lastAll` was named in an earlier sentence: as what is dealt damage ("each …"), Oracle text names it again ("All creatures lose indestructible until end of turn. ~ deals 5 damage to each creature …"). */
  lastAllEarlier?: boolean;
  /** Inside "for each player" (608.2c): the one player it is done for is "each player" (or opponent) once, then "they". */
  eachOne?: { who: 'player' | 'opponent'; named: boolean };
  /** A referent said "it" in this sentence (the object a static ability is about, in its own condition). */
  itIs?: Who;
  /**
   * The ability names no object but the card: once named, the card is "it" ("{1}: ~ gets +1/+1. Tap
   * it.", "Whenever ~ attacks, it gets +2/+0"), as Oracle text says. Where another object could be
   * meant, the card is named every time, so that a pronoun read wrong shows.
   */
  onlySelf?: boolean;
  /** The zone an activated ability works from, if not the battlefield: "Exile ~ from your graveyard" (113.6m). */
  abilityZone?: 'hand' | 'graveyard';
  /** The card was named already in this ability (a trigger on it names it first). */
  selfNamed?: boolean;
  /** A token the engine defines by name (111.10), to describe a plain creature token ("a 1/1 white Spirit creature token with flying"). */
  token: (name: string) => CardDefinition | undefined;
  /** A quoted ability the card grants, by its index in `grantedAbilities`, in words. */
  granted: (index: number) => string;
}

const TYPE_WORDS: Record<string, string> = { Artifact: 'artifact', Battle: 'battle', Creature: 'creature', Enchantment: 'enchantment', Instant: 'instant', Kindred: 'kindred', Land: 'land', Planeswalker: 'planeswalker', Sorcery: 'sorcery' };
const SUPERTYPE_WORDS: Record<string, string> = { Basic: 'basic', Legendary: 'legendary', Snow: 'snow', World: 'world' };
const typeWord = (type: string): string => TYPE_WORDS[type] ?? type.toLowerCase();
const colorWord = (color: string): string => COLOR_WORDS[color as keyof typeof COLOR_WORDS];

/** How many of a filter a phrase means: one ("a creature"), or all ("creatures"). */
export type Number = 'one' | 'all';

export interface NounOptions {
  number: Number;
  /** How several types join in the plural: "artifacts and enchantments", "artifacts and/or enchantments" (targets), "Vampires or Zombies". */
  join?: 'and' | 'and/or' | 'or';
  /** A card in a zone is "from your graveyard" (a target, a card moved) rather than "in your graveyard". */
  from?: boolean;
  /** false: the zone left unsaid ("basic land card", searched for in a library). */
  place?: boolean;
}

/**
 * A filter as a noun phrase without its determiner ("nonblack creature you control with flying"),
 * singular or plural; `other` is left to the determiner ("another", "other").
 */
export function filterNoun(filter: Filter, options: Number | NounOptions): string {
  const { number, join = 'and', from = false, place = true } = typeof options === 'string' ? { number: options } : options;
  if (filter.anyOf) return alternativeNouns(filter, { number, join, from, place }).join(` ${number === 'all' ? join : 'or'} `);
  const {
    types, allTypes, notTypes, subtypes: anySubtypes, allSubtypes, notSubtypes, supertypes, notSupertypes, colors, notColors, colorless, multicolored, historic,
    controller, owner, other: _other, token, tapped, faceDown, attacking, blocking, inCombat, enchanted, attachedToSource, attachedTo, monstrous, withCounter, dealtDamageBySource, dealtDamageThisTurn, blockingSource, inCombatWithSource,
    power, toughness, manaValue, keywords, notKeywords, zone, name, chosenColor, chosenType, singleTarget, anyOf: _anyOf,
    ...unsaid
  } = filter;
  allSaid(unsaid, 'a filter');
  // "Eldrazi Scions": subtypes it has all of, side by side, one word of the list.
  const subtypes = allSubtypes ? [...(anySubtypes ?? []), allSubtypes.join(' ')] : anySubtypes;
  const plural = number === 'all';
  const adjectives: string[] = [];
  if (faceDown !== undefined) adjectives.push(faceDown ? 'face-down' : 'face-up');
  if (tapped !== undefined) adjectives.push(tapped ? 'tapped' : 'untapped');
  if (attacking) adjectives.push('attacking');
  if (blocking) adjectives.push('blocking');
  if (inCombat) adjectives.push('attacking or blocking');
  if (enchanted) adjectives.push('enchanted');
  if (attachedToSource) adjectives.push('attached');
  if (monstrous) adjectives.push('monstrous');
  const nonWords: string[] = [];
  for (const type of notTypes ?? []) nonWords.push(`non${typeWord(type)}`);
  // "all creatures except for Krakens, Leviathans, Octopuses, and Serpents"; "non-Human creature".
  const exceptFor = plural && (notSubtypes?.length ?? 0) > 1;
  if (!exceptFor) for (const subtype of notSubtypes ?? []) nonWords.push(`non-${subtype}`);
  for (const supertype of notSupertypes ?? []) nonWords.push(`non${SUPERTYPE_WORDS[supertype]}`);
  for (const color of notColors ?? []) nonWords.push(`non${colorWord(color)}`);
  if (token === false) nonWords.push('nontoken');
  // "nonartifact, nonblack creature": several "non-" words, with commas.
  if (nonWords.length) adjectives.push(nonWords.join(', '));
  if (colors?.length) adjectives.push(list(colors.map(colorWord)));
  if (colorless) adjectives.push('colorless');
  if (multicolored) adjectives.push('multicolored');
  if (historic) adjectives.push('historic');
  for (const supertype of supertypes ?? []) adjectives.push(SUPERTYPE_WORDS[supertype]!);
  for (const type of allTypes ?? []) adjectives.push(typeWord(type));

  // Off the battlefield, types are adjectives of "card" or "spell": "instant and sorcery cards".
  const offBattlefield = zone !== undefined && zone !== 'battlefield';
  const kind = zone === 'stack' ? 'spell' : offBattlefield ? 'card' : 'permanent';
  const kindNoun = plural ? pluralOf(kind) : kind;
  const joined = (words: string[]) => (plural ? list(words, join) : list(words));
  // "Bird and/or Cleric permanent cards" (targets); otherwise any of the subtypes is "or".
  const subtypeWords = (words: string[]) => list(words, plural && join === 'and/or' ? 'and/or' : 'or');
  let head: string;
  if (types?.length) {
    // 110.4a: "permanent card" is a card of any permanent type.
    const words = isEveryPermanentType(types) ? ['permanent'] : types.map(typeWord);
    head = offBattlefield ? `${joined(words)} ${kindNoun}` : joined(plural ? words.map((word) => pluralOf(word)) : words);
    if (subtypes?.length) head = `${subtypeWords(subtypes)} ${head}`;
  } else if (subtypes?.length) {
    head = offBattlefield ? `${subtypeWords(subtypes)} ${kindNoun}` : joined(plural ? subtypes.map((subtype) => pluralOf(subtype)) : subtypes);
  } else {
    head = kindNoun;
  }
  // "creature tokens": the types are adjectives of "token".
  if (token) head = types?.length || subtypes?.length ? `${plural ? [subtypes?.length ? list(subtypes) : '', types?.length ? list(types.map(typeWord)) : ''].filter(Boolean).join(' ') : head} ${plural ? 'tokens' : 'token'}` : plural ? 'tokens' : 'token';

  const after: string[] = [];
  // "creature with flying you control", "creature you control with power 4 or greater", "creature card with mana value 2 or less from your graveyard".
  if (keywords?.length) after.push(`with ${list(keywords, 'and')}`);
  if (notKeywords?.length) after.push(`without ${list(notKeywords, 'and')}`);
  if (!offBattlefield) after.push(controllerWords(controller, plural));
  if (owner) after.push(owner === 'you' ? 'you own' : plural ? 'your opponents own' : 'an opponent owns');
  if (attachedTo === 'source') after.push('attached to it');
  const compared = ([stat, comparison]: readonly [string, Comparison | undefined]) => comparison && after.push(`with ${stat} ${comparisonWords(comparison)}`);
  ([['power', power], ['toughness', toughness], ['mana value', manaValue]] as const).forEach(compared);
  // "a card named Undead Servant in your graveyard": the name before the zone.
  if (name) after.push(`named ${name}`);
  if (offBattlefield && place) after.push(zonePhrase(zone, controller, from ? 'from' : 'in', plural));
  if (exceptFor) after.push(`except for ${list(notSubtypes!.map((subtype) => pluralOf(subtype)), 'and')}`);
  if (withCounter) after.push(`with ${withArticle(`${withCounter} counter`)} on ${plural ? 'them' : 'it'}`);
  // The source is the card the ability is on; a trigger's subject names it (render/card.ts).
  if (dealtDamageBySource) after.push('dealt damage by it this turn');
  if (dealtDamageThisTurn) after.push('that was dealt damage this turn');
  if (blockingSource) after.push('blocking it');
  if (inCombatWithSource) after.push('blocking or blocked by it');
  // 614.12a, 608.2d: "creatures of the chosen color", "creatures that aren't the chosen type".
  if (singleTarget) after.push('with a single target');
  if (chosenColor) after.push('of the chosen color');
  if (chosenType !== undefined) after.push(chosenType ? 'of the chosen type' : `that ${plural ? "aren't" : "isn't"} the chosen type`);
  return [...adjectives, head, ...after.filter(Boolean)].join(' ');
}

/**
 * "basic land card", "Gate card": each alternative of a filter, the last with what the whole filter says
 * after its noun ("blue spells and red spells you control", "… card in your graveyard").
 */
function alternativeNouns(filter: Filter, options: Required<NounOptions>): string[] {
  const { anyOf = [], ...whole } = filter;
  // "target creature or Aura spell": one spell's card type before the last alternative goes without "spell".
  const zoneOf = (part: Filter) => (whole.zone === 'stack' && options.number === 'one' && part.types ? undefined : whole.zone);
  return anyOf.map((part, i) => (i === anyOf.length - 1 ? filterNoun({ ...whole, ...part }, options) : filterNoun({ ...part, zone: zoneOf(part) }, { ...options, place: false })));
}

/** Who controls the permanents: "you control", "you don't control" (an opponent, in a game without teammates). */
function controllerWords(controller: Filter['controller'], plural: boolean): string {
  if (controller === 'you') return 'you control';
  if (controller === 'enchanted') return 'enchanted player controls';
  if (controller === 'opponent') return plural ? 'your opponents control' : "you don't control";
  return '';
}

const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
const isEveryPermanentType = (types: string[]): boolean => types.length === PERMANENT_TYPES.length && PERMANENT_TYPES.every((type) => types.includes(type));

/** "in your graveyard", "from a graveyard", "in all graveyards", "in exile"; a spell "you control" (or nothing). */
export function zonePhrase(zone: Filter['zone'], controller: Filter['controller'], preposition: 'in' | 'from', plural = false): string {
  if (zone === 'stack') return controller === 'you' ? 'you control' : controller === 'opponent' ? 'an opponent controls' : '';
  if (zone === 'exile') return `${preposition} exile`;
  const place = zone ?? 'battlefield';
  if (!controller) return preposition === 'in' ? `in all ${place}s` : plural ? `from all ${place}s` : `from a ${place}`;
  return `${preposition} ${controller === 'you' ? 'your' : "an opponent's"} ${place}`;
}

function comparisonWords(comparison: Comparison): string {
  const { atLeast, atMost } = comparison;
  if (atLeast !== undefined && atLeast === atMost) return String(atLeast);
  if (atLeast !== undefined && atMost !== undefined) return `${atLeast} to ${atMost}`;
  return atLeast !== undefined ? `${atLeast} or greater` : `${atMost} or less`;
}

/** "a creature", "another Zombie": one object of a filter. */
export function aPhrase(filter: Filter): string {
  // "a basic land card or a Gate card".
  if (filter.anyOf) return alternativeNouns({ ...filter, other: undefined }, { number: 'one', join: 'or', from: false, place: true }).map((noun, i) => (i === 0 && filter.other ? `another ${noun}` : withArticle(noun))).join(' or ');
  const noun = filterNoun(filter, 'one');
  return filter.other ? `another ${noun}` : withArticle(noun);
}

/** "each creature", "each other creature". */
export function eachPhrase(filter: Filter): string {
  return `each ${filter.other ? 'other ' : ''}${filterNoun(filter, 'one')}`;
}

/** "creatures you control", "other Zombies": every object of a filter ("Vampires or Zombies" with `join` "or"). */
export function allPhrase(filter: Filter, join: NounOptions['join'] = 'and', from = false): string {
  return `${filter.other ? 'other ' : ''}${filterNoun(filter, { number: 'all', join, from })}`;
}

/** The type a target kind names, as a filter's types: "target creature" is a creature. */
const KIND_TYPES: Partial<Record<TargetSpec['kind'], Filter['types']>> = {
  creature: ['Creature'],
  artifact: ['Artifact'],
  planeswalker: ['Planeswalker'],
  'creature-or-planeswalker': ['Creature', 'Planeswalker'],
};

/** Kinds that aren't objects of a filter: players, abilities, and the old "creature or player". */
const KIND_NOUNS: Partial<Record<TargetSpec['kind'], [one: string, all: string]>> = {
  player: ['player', 'players'],
  opponent: ['opponent', 'opponents'],
  'player-or-planeswalker': ['player or planeswalker', 'players and/or planeswalkers'],
  'opponent-or-planeswalker': ['opponent or planeswalker', 'opponents and/or planeswalkers'],
  'creature-or-player': ['creature or player', 'creatures and/or players'],
  ability: ['activated or triggered ability', 'activated and/or triggered abilities'],
  'activated-ability': ['activated ability', 'activated abilities'],
  'triggered-ability': ['triggered ability', 'triggered abilities'],
};

/** Whether a target names several objects ("up to two target creatures"). */
export function severalTargets(spec: TargetSpec): boolean {
  return spec.count !== undefined && spec.count.max !== 1;
}

/** A target as written where it is first named: "target creature you don't control", "up to two target creatures", "any target". */
export function targetPhrase(spec: TargetSpec): string {
  const { kind, controller, filter = {}, another, count, powerLessThanSource, singleGraveyard, manaValueX, text: _text, ...unsaid } = spec;
  allSaid(unsaid, 'a target');
  const plural = severalTargets(spec);
  // "another target creature", "up to two other target creatures".
  const other = another || filter.other ? (plural ? 'other' : 'another') : '';
  const determiner = plural ? [count ? countWords(count) : '', other].filter(Boolean).join(' ') : [other, count ? countWords(count) : ''].filter(Boolean).join(' ');
  const lead = determiner ? `${determiner} ` : '';
  if (kind === 'any') return count ? `${lead}${plural ? 'targets' : 'target'}` : another ? 'any other target' : 'any target';
  const nouns = KIND_NOUNS[kind];
  if (nouns) return `${lead}target ${nouns[plural ? 1 : 0]}${manaValueX ? ' with mana value X' : ''}`;
  const zone = kind === 'card-in-graveyard' ? 'graveyard' : kind === 'spell' ? 'stack' : filter.zone;
  const types = filter.types ?? KIND_TYPES[kind];
  const named = filterNoun({ ...filter, other: undefined, types, zone, controller }, { number: plural ? 'all' : 'one', join: 'and/or', from: true, place: !singleGraveyard });
  // "target creature card with mana value X from your graveyard" (107.3).
  const noun = !manaValueX ? named : named.includes(' from ') ? named.replace(' from ', ' with mana value X from ') : `${named} with mana value X`;
  const graveyard = singleGraveyard ? (controller === 'opponent' ? " from an opponent's graveyard" : ' from a single graveyard') : '';
  return `${lead}target ${noun}${graveyard}${powerLessThanSource ? ' with lesser power' : ''}`;
}

function countWords(count: NonNullable<TargetSpec['count']>): string {
  const { min, max } = count;
  if (max === 'any') return 'any number of';
  if (max === 'X') return 'X';
  if (min === max) return numberWord(max);
  if (min === 0) return `up to ${numberWord(max)}`;
  // "one or two", "one, two, or three".
  return list(Array.from({ length: max - min + 1 }, (_, i) => numberWord(min + i)));
}

/** The kind of object a referent is, as a singular noun ("creature"), for "each creature exiled this way". */
export function objectNoun(value: Who, scope: Scope): string {
  if (typeof value === 'object' && 'all' in value) return filterNoun({ types: value.all.types, subtypes: value.all.subtypes }, 'one');
  const index = value === 'target' ? 0 : typeof value === 'object' ? value.target : undefined;
  const spec = index === undefined ? undefined : scope.targets[index];
  const types = spec?.filter?.types ?? (spec ? KIND_TYPES[spec.kind] : undefined);
  return filterNoun({ types, subtypes: spec?.filter?.subtypes }, 'one');
}

/** A target the first time it is named, a pronoun afterwards. */
function target(index: number, scope: Scope, role: Role): string {
  const spec = scope.targets[index];
  if (!spec) throw new Error(`${scope.card.name}: an effect names target ${index + 1} of ${scope.targets.length}`);
  if (scope.named.has(index) || role === 'pronoun') {
    const player = spec.kind === 'player' || spec.kind === 'opponent';
    const plural = severalTargets(spec);
    if (role === 'possessive') return plural ? 'their' : player ? "that player's" : 'its';
    if (plural) return role === 'subject' ? 'they' : 'them';
    return player ? 'that player' : 'it';
  }
  scope.named.add(index);
  const phrase = targetPhrase(spec);
  return role === 'possessive' ? `${phrase}'s` : phrase;
}

/** Where a referent stands: a sentence's subject, an object, a possessive ("its"), or a pronoun only. */
export type Role = 'subject' | 'object' | 'possessive' | 'pronoun';

/** Who or what an effect acts on, in words. `each` says {all: filter} ("each creature", or "all creatures" for `all`). */
export function who(value: Who, scope: Scope, role: Role = 'object', each: 'each' | 'all' = 'each'): string {
  const possessive = role === 'possessive';
  if (scope.itIs !== undefined && JSON.stringify(scope.itIs) === JSON.stringify(value)) return possessive ? 'its' : 'it';
  if (typeof value === 'object') {
    if ('target' in value) return target(value.target, scope, role);
    const key = JSON.stringify(value);
    if (scope.lastAll === key && !(scope.lastAllEarlier && role === 'object' && each === 'each')) return possessive ? 'their' : role === 'subject' ? 'they' : 'them';
    scope.lastAll = key;
    scope.lastAllEarlier = false;
    const phrase = graveyardOf(value, scope) ?? sameNameAs(value, scope, each) ?? `${each === 'each' ? eachPhrase(value.all) : `all ${allPhrase(value.all, 'and', value.all.zone !== undefined && value.all.zone !== 'battlefield')}`}${controlledBy(value, scope)}`;
    return possessive ? `${phrase}'s` : phrase;
  }
  switch (value) {
    case 'self': {
      const again = scope.onlySelf && scope.selfNamed;
      scope.selfNamed = true;
      if (again) return possessive ? 'its' : 'it';
      return possessive ? `${scope.self}'s` : scope.self;
    }
    case 'you':
      return possessive ? 'your' : 'you';
    case 'target':
      return target(0, scope, role);
    case 'each-opponent':
      return possessive ? "each opponent's" : 'each opponent';
    case 'each-player':
      return possessive ? "each player's" : 'each player';
    case 'target-controller':
      return `${target(0, scope, 'possessive')} controller${possessive ? "'s" : ''}`;
    case 'target-owner':
      return `${target(0, scope, 'possessive')} owner${possessive ? "'s" : ''}`;
    case 'it':
      if (scope.event === 'cast') return possessive ? "that spell's" : 'that spell';
      return possessive ? 'its' : 'it';
    case 'it-controller':
      return `${scope.event === 'cast' ? "that spell's" : 'its'} controller${possessive ? "'s" : ''}`;
    case 'that-player':
      if (scope.eachOne?.named) return possessive ? 'their' : role === 'subject' ? 'they' : 'them';
      if (scope.eachOne) {
        scope.eachOne.named = true;
        return possessive ? `each ${scope.eachOne.who}'s` : `each ${scope.eachOne.who}`;
      }
      return possessive ? "that player's" : 'that player';
    case 'attached': {
      // "enchanted permanent" of an Aura with enchant permanent (303.4a); an Equipment's is a creature.
      const noun = attachedNoun(scope.card);
      return `${attachedWord(scope.card)} ${possessive ? `${noun}'s` : noun}`;
    }
    case 'defending-player':
      return possessive ? "defending player's" : 'defending player';
    case 'counterpart':
      return possessive ? "that creature's" : 'that creature';
    case 'counterpart-controller':
      return `that creature's controller${possessive ? "'s" : ''}`;
    case 'sacrificed':
      return `the sacrificed ${sacrificedNoun(scope.sacrificed)}${possessive ? "'s" : ''}`;
    case 'moved-controllers':
      return possessive ? "its controller's" : 'its controller';
    case 'damaged-this-way':
      return `a creature dealt damage this way${possessive ? "'s" : ''}`;
    case 'revealed':
      return `the revealed card${possessive ? "'s" : ''}`;
    case 'self-in-graveyard':
      return `${scope.self}${possessive ? "'s" : ''} from your graveyard`;
    case 'created':
      if (scope.createdSeveral) return possessive ? 'their' : role === 'subject' ? 'they' : 'them';
      return possessive ? 'its' : 'it';
  }
}

/** "all other creatures with the same name as that creature" (201.2). */
function sameNameAs(value: Extract<Who, { all: unknown }>, scope: Scope, each: 'each' | 'all'): string | undefined {
  const named = value.otherWithNameOf;
  if (!named) return undefined;
  // A target named before is "that artifact", by the noun of the objects compared with it.
  const index = named === 'target' ? 0 : typeof named === 'object' ? named.target : undefined;
  const that = index !== undefined && scope.named.has(index) ? `that ${filterNoun({ ...value.all, controller: undefined }, 'one')}` : who(named, scope);
  return `${each} other ${filterNoun(value.all, each === 'each' ? 'one' : 'all')} with the same name as ${that}`;
}

/** "all creature cards from target player's graveyard": the cards of one player's graveyard (a card's controller there is its owner). */
function graveyardOf(value: Extract<Who, { all: unknown }>, scope: Scope): string | undefined {
  if (value.all.zone !== 'graveyard' || !value.controlledBy) return undefined;
  return `all ${filterNoun(value.all, { number: 'all', place: false })} from ${who(value.controlledBy, scope, 'possessive')} graveyard`;
}

/** " target player controls", " that player or that planeswalker's controller controls": whose objects `{all}` names, if it says. */
export function controlledBy(value: Extract<Who, { all: unknown }>, scope: Scope): string {
  if (!value.controlledBy) return '';
  const index = value.controlledBy === 'target' ? 0 : typeof value.controlledBy === 'object' ? value.controlledBy.target : undefined;
  const kind = index === undefined ? undefined : scope.targets[index]?.kind;
  if (index !== undefined && scope.named.has(index) && (kind === 'player-or-planeswalker' || kind === 'opponent-or-planeswalker')) return " that player or that planeswalker's controller controls";
  const player = who(value.controlledBy, scope, 'subject');
  return ` ${player} ${player === 'you' || player === 'they' ? 'control' : 'controls'}`;
}

/** "enchanted" for an Aura (and a bestow card), "equipped" for an Equipment. */
export function attachedWord(card: CardDefinition): string {
  return card.subtypes.includes('Equipment') ? 'equipped' : 'enchanted';
}

/**
 * What "enchanted …" calls the permanent an Aura is attached to (303.4a): its enchant word ("enchanted land"), the one
 * subtype or type it names ("Enchant Forest": "enchanted Forest"; "Enchant green creature": "enchanted creature"), else
 * "permanent" ("Enchant artifact or creature"); an Equipment's is a creature.
 */
export function attachedNoun(card: CardDefinition): string {
  const { enchant = 'creature', enchantFilter: filter } = card;
  if (!filter || filter.anyOf) return filter ? 'permanent' : enchant.replace('-you-control', '');
  if (filter.subtypes?.length === 1 && !filter.types) return filter.subtypes[0]!;
  if (filter.types) return filter.types.length === 1 ? filterNoun({ types: filter.types }, 'one') : 'permanent';
  return enchant;
}

/** "the sacrificed creature" (a Goblin creature, another creature), "the sacrificed Goblin". */
function sacrificedNoun(cost: Cost['sacrifice']): string {
  if (cost === undefined) return 'permanent';
  if (typeof cost === 'string') return cost;
  return filterNoun(cost.types ? { types: cost.types } : { subtypes: cost.subtypes }, 'one');
}

/** What an amount that isn't a number is equal to: "its power", "the number of creatures you control". */
export function equalTo(amount: Exclude<Amount, number | 'X'>, scope: Scope): string {
  if ('countersOnSelf' in amount) return `the number of ${amount.countersOnSelf} counters on ${scope.self}`;
  if ('powerOf' in amount) return `${who(amount.powerOf, scope, 'possessive')} power`;
  if ('toughnessOf' in amount) return `${who(amount.toughnessOf, scope, 'possessive')} toughness`;
  if ('manaValueOf' in amount) return `${who(amount.manaValueOf, scope, 'possessive')} mana value`;
  if ('count' in amount) return `${amount.times ? `${times(amount.times)} ` : ''}the number of ${allPhrase(amount.count)}${whose(amount, scope)}`;
  if ('greatest' in amount) return `the ${amount.greatest === 'mana value' ? 'highest' : 'greatest'} ${amount.greatest} among ${allPhrase(amount.among)}${amount.controlledBy ? controlledBy({ all: amount.among, controlledBy: amount.controlledBy }, scope) : ''}`;
  if ('basicLandTypes' in amount) return `the number of basic land types among ${allPhrase(amount.basicLandTypes)}${landTypesWhose(amount, scope)}`;
  if ('cardsInHand' in amount) return `the number of cards in ${amount.cardsInHand === 'you' ? 'your' : 'their'} hand`;
  if ('devotion' in amount) return `your devotion to ${list(amount.devotion.map(colorWord), 'and')}`;
  if ('lifeLostThisWay' in amount) return 'the life lost this way';
  if ('eventAmount' in amount) return 'that much';
  if ('timesKicked' in amount) return `the number of times ${kickedWord(scope)} was kicked`;
  if ('devoured' in amount) return 'the number of creatures it devoured';
  if ('creaturesDiedThisTurn' in amount) return 'the number of creatures that died this turn';
  if ('movedThisWay' in amount) return `${amount.times ? `${times(amount.times)} ` : ''}the number of ${movedWay(amount.movedThisWay, 'all', scope)}`;
  if ('offset' in amount) return `${amount.offset} ${amount.minus ? 'minus' : 'plus'} ${equalTo(amount.of, scope)}`;
  return unsaid(amount, 'an amount');
}

/** What "was kicked" is said of: a spell by its name ("this spell"), a permanent's abilities "it". */
function kickedWord(scope: Scope): string {
  return scope.card.types.includes('Instant') || scope.card.types.includes('Sorcery') ? scope.self : 'it';
}

function times(n: number): string {
  return n === 2 ? 'twice' : `${numberWord(n)} times`;
}

/**
 * A quantity of a countable thing: "a card", "two cards", "X cards", "a card for each creature you
 * control", "that many cards", "a number of cards equal to …".
 */
export function quantity(amount: Amount, singular: string, scope: Scope, plural = pluralOf(singular)): string {
  if (typeof amount === 'number' || amount === 'X') return counted(amount, singular, plural);
  if (isSharedX(amount, scope)) return `X ${plural}`;
  if ('eventAmount' in amount) return `that many ${plural}`;
  if ('count' in amount) return `${counted(amount.times ?? 1, singular, plural)} for each ${forEach(amount.count)}${whose(amount, scope)}`;
  if ('countersOnSelf' in amount) return `${counted(1, singular, plural)} for each ${amount.countersOnSelf} counter on ${scope.self}`;
  if ('basicLandTypes' in amount) return `${counted(1, singular, plural)} for each basic land type among ${allPhrase(amount.basicLandTypes)}${landTypesWhose(amount, scope)}`;
  if ('timesKicked' in amount) return `${counted(1, singular, plural)} for each time ${kickedWord(scope)} was kicked`;
  if ('devoured' in amount) return `${counted(1, singular, plural)} for each creature it devoured`;
  if ('creaturesDiedThisTurn' in amount) return `${counted(1, singular, plural)} for each creature that died this turn`;
  if ('movedThisWay' in amount) return `${counted(amount.times ?? 1, singular, plural)} for each ${movedWay(amount.movedThisWay, 'one', scope)}`;
  return `a number of ${plural} equal to ${equalTo(amount, scope)}`;
}

/** An uncountable quantity ("3 damage", "X life", "damage equal to its power", "1 life for each …"). */
export function measure(amount: Amount, noun: 'damage' | 'life', scope: Scope): string {
  // 602.2b: the X of a cost that removed any number of (all) counters is the number removed.
  if (amount === 'X' && scope.countersRemoved) return `${noun} equal to the number of ${scope.countersRemoved} counters removed this way`;
  if (typeof amount === 'number' || amount === 'X') return `${amount} ${noun}`;
  if (isSharedX(amount, scope)) return `X ${noun}`;
  if ('eventAmount' in amount) return `that much ${noun}`;
  if ('count' in amount && noun === 'life') return `${amount.times ?? 1} life for each ${forEach(amount.count)}${whose(amount, scope)}`;
  if ('movedThisWay' in amount && noun === 'life') return `${amount.times ?? 1} life for each ${movedWay(amount.movedThisWay, 'one', scope)}`;
  if ('basicLandTypes' in amount && noun === 'life') return `1 life for each basic land type among ${allPhrase(amount.basicLandTypes)}${landTypesWhose(amount, scope)}`;
  return `${noun} equal to ${equalTo(amount, scope)}`;
}

/** Whether an amount is the X two sentences share. */
export function isSharedX(amount: Amount, scope: Scope): boolean {
  return scope.sharedX !== undefined && scope.sharedX === JSON.stringify(amount);
}

/** A kind of amount, condition or mana the card format gained and the renderer doesn't say yet: a type error, and an error if it comes anyway. */
export function unsaid(value: never, what: string): never {
  throw new Error(`the renderer doesn't say ${what} ${JSON.stringify(value)}`);
}

/** How many times a cost is paid: "for each age counter on ~" (702.24a), "for each card in your hand". */
export function forEachOf(amount: Amount, scope: Scope): string {
  if (typeof amount === 'number' || amount === 'X') return `${amount} times`;
  if ('countersOnSelf' in amount) return `for each ${amount.countersOnSelf} counter on ${scope.self}`;
  if ('count' in amount && !amount.times) return `for each ${forEach(amount.count)}${whose(amount, scope)}`;
  if ('basicLandTypes' in amount) return `for each basic land type among ${allPhrase(amount.basicLandTypes)}${landTypesWhose(amount, scope)}`;
  return `a number of times equal to ${equalTo(amount, scope)}`;
}

/** Whose objects a count counts, if it says: " target player controls", " they control". */
function whose(amount: Extract<Amount, { count: unknown }>, scope: Scope): string {
  return amount.controlledBy ? controlledBy({ all: amount.count, controlledBy: amount.controlledBy }, scope) : '';
}

/** Whose lands a domain count reads, if it says: " they control" (305.6). */
function landTypesWhose(amount: Extract<Amount, { basicLandTypes: unknown }>, scope: Scope): string {
  return amount.controlledBy ? controlledBy({ all: amount.basicLandTypes, controlledBy: amount.controlledBy }, scope) : '';
}

/** "card exiled this way", "creatures destroyed this way": what the effect before moved, and how. */
function movedWay(filter: Filter, number: 'one' | 'all', scope: Scope): string {
  const { verb, from } = scope.movedHow ?? { verb: 'moved', from: undefined };
  return `${filterNoun({ ...filter, zone: from }, { number, place: false })} ${verb} this way`;
}

/** What "for each" counts: "creature you control", "other creature". */
function forEach(filter: Filter): string {
  return `${filter.other ? 'other ' : ''}${filterNoun(filter, 'one')}`;
}

/** The parts of a turn (500.1, 506.1) a condition names, after "during" or "it's". */
export const PERIOD_WORDS: Record<Extract<Condition, { during: unknown }>['during'], string> = {
  upkeep: 'an upkeep',
  combat: 'combat',
  'end-of-combat': 'the end of combat step',
  'before-attackers': 'before attackers are declared',
  'before-combat-damage': 'before the combat damage step',
  'combat-before-blockers': 'combat before blockers are declared',
  'combat-after-blockers': 'combat after blockers are declared',
  'declare-attackers': 'the declare attackers step',
  'declare-blockers': 'the declare blockers step',
  'end-step': 'the end step',
  'after-upkeep': 'after the upkeep step',
};

/** A condition as a clause: "it's your turn", "you control an enchantment", "it isn't an enchantment". */
export function conditionClause(condition: Condition, scope: Scope): string {
  if (typeof condition === 'object' && 'not' in condition) return positiveCondition(condition.not, scope, true);
  return positiveCondition(condition, scope, false);
}

function positiveCondition(condition: Exclude<Condition, { not: unknown }>, scope: Scope, negated: boolean): string {
  if (typeof condition === 'string') {
    switch (condition) {
      case 'your-turn':
        return negated ? "it's not your turn" : "it's your turn";
      case 'not-your-turn':
        return negated ? "it's your turn" : "it's not your turn";
      case 'tribute-not-paid':
        return negated ? 'tribute was paid' : "tribute wasn't paid";
      case 'on-battlefield':
        return `${scope.self} ${negated ? "isn't" : 'is'} on the battlefield`;
      case 'came-under-control-since-last-upkeep':
        return `${scope.self} ${negated ? "didn't come" : 'came'} under your control since the beginning of your last upkeep`;
      case 'monstrous':
        return isClause('self', { monstrous: true }, scope, negated);
      case 'renowned':
        return `${who('self', scope, 'subject')} ${negated ? "isn't" : 'is'} renowned`;
      case 'kicked':
        return `${scope.self} ${negated ? "wasn't" : 'was'} kicked`;
      case 'dashed':
        return `${scope.self}'s dash cost ${negated ? "wasn't" : 'was'} paid`;
      case 'evoked':
        return `its evoke cost ${negated ? "wasn't" : 'was'} paid`;
      case 'madness-paid':
        return `its madness cost ${negated ? "wasn't" : 'was'} paid`;
      case 'cast-from-hand':
        return `you ${negated ? "didn't cast" : 'cast'} it from your hand`;
      case 'cast-during-main-phase':
        return `you ${negated ? "didn't cast" : 'cast'} ${scope.self} during your main phase`;
      case 'won-clash':
        return negated ? "you don't win" : 'you win';
      case 'won-flip':
        return negated ? 'you lose the flip' : 'you win the flip';
      case 'you-are-monarch':
        return negated ? "you're not the monarch" : "you're the monarch";
      case 'citys-blessing':
        return `you ${negated ? "don't have" : 'have'} the city's blessing`;
      case 'opponent-is-monarch':
        return negated ? 'no opponent is the monarch' : 'an opponent is the monarch';
      case 'lost-flip':
        return negated ? 'you win the flip' : 'you lose the flip';
      case 'no-cards-in-hand':
        return `you have ${negated ? 'one or more cards' : 'no cards'} in hand`;
      case 'greater-power-or-toughness':
        return `that creature ${negated ? "doesn't have" : 'has'} greater power or toughness than ${scope.self}`;
      case 'creature-died-this-turn':
        return negated ? 'no creatures died this turn' : 'a creature died this turn';
      case 'permanent-left-this-turn':
        return `${negated ? 'no permanent' : 'a permanent'} you controlled left the battlefield this turn`;
      case 'attacked-this-turn':
        return negated ? "you didn't attack with a creature this turn" : 'you attacked this turn';
      case 'attacked-this-step':
        return negated ? "you haven't been attacked this step" : "you've been attacked this step";
    }
  }
  // Not every one of them holds: one of them doesn't.
  if ('all' in condition) return list(condition.all.map((part) => (!negated ? conditionClause(part, scope) : typeof part === 'object' && 'not' in part ? positiveCondition(part.not, scope, false) : positiveCondition(part, scope, true))), negated ? 'or' : 'and');
  if ('devotion' in condition) return `your devotion to ${list(condition.devotion.map(colorWord), 'and')} is ${negated ? `${numberWord(condition.lessThan)} or greater` : `less than ${numberWord(condition.lessThan)}`}`;
  if ('cardsInYourGraveyard' in condition && condition.filter) return `there ${negated ? "aren't" : 'are'} ${numberWord(condition.cardsInYourGraveyard)} or more ${filterNoun({ ...condition.filter, zone: 'graveyard' }, { number: 'all', join: 'and/or', from: false, place: false })} in your graveyard`;
  if ('cardsInYourGraveyard' in condition) return `${numberWord(condition.cardsInYourGraveyard)} or more cards ${negated ? "aren't" : 'are'} in your graveyard`;
  if ('player' in condition) return playerCountClause(condition, negated);
  if ('youControl' in condition) {
    if (condition.atMost === 0) return `you control ${negated ? aPhrase(condition.youControl) : `no ${allPhrase(condition.youControl)}`}`;
    const objects = condition.atMost !== undefined ? `${numberWord(condition.atMost)} or fewer ${allPhrase(condition.youControl)}` : condition.atLeast ? `${numberWord(condition.atLeast)} or more ${allPhrase(condition.youControl)}` : aPhrase(condition.youControl);
    return `you ${negated ? "don't control" : 'control'} ${objects}`;
  }
  if ('youCastThisTurn' in condition) return `you${negated ? " haven't" : "'ve"} cast ${aPhrase({ ...condition.youCastThisTurn, zone: 'stack' })} this turn`;
  if ('opponentCastThisTurn' in condition) return `${negated ? 'no opponent' : 'an opponent'} cast ${aPhrase({ ...condition.opponentCastThisTurn, zone: 'stack' })} this turn`;
  if ('lostLifeThisTurn' in condition) return `${condition.lostLifeThisTurn === 'you' ? 'you' : negated ? 'no opponent' : 'an opponent'} ${negated && condition.lostLifeThisTurn === 'you' ? "didn't lose" : 'lost'} life this turn`;
  if ('spellsCastLastTurn' in condition) return spellsCastLastTurnClause(condition, negated);
  if ('opponentCastSpells' in condition) return `${negated ? 'no opponent' : 'an opponent'} cast ${numberWord(condition.opponentCastSpells)} or more spells this turn`;
  if ('onBattlefield' in condition) {
    const { controller, attacking, ...anyone } = condition.onBattlefield;
    if (attacking && controller === undefined) return `${negated ? `no ${filterNoun(anyone, 'one')}` : aPhrase(anyone)} is attacking`;
    if (controller === 'opponent') return `${negated ? 'no opponent controls' : 'an opponent controls'} ${aPhrase(anyone)}`;
    // 506.2: the player the creature is attacking.
    if (controller === 'defending') return `defending player controls ${negated ? `no ${allPhrase(anyone)}` : aPhrase(anyone)}`;
    return negated ? `no ${filterNoun(condition.onBattlefield, 'all')} are on the battlefield` : `any player controls ${aPhrase(condition.onBattlefield)}`;
  }
  if ('counters' in condition) {
    const on = who(condition.on, scope, 'subject');
    // "if there are no depletion counters on ~".
    if (negated && condition.on === 'self' && condition.atLeast === 1 && condition.atMost === undefined) return `there are no ${condition.counters} counters on ${on}`;
    const counters = condition.atLeast === 1 ? `a ${condition.counters} counter` : `${numberWord(condition.atLeast)} or more ${condition.counters} counters`;
    return `${on} ${negated ? "doesn't have" : 'has'} ${counters} on it`;
  }
  if ('is' in condition) return isClause(condition.is, condition.filter, scope, negated);
  if ('during' in condition) return `it's ${negated ? 'not ' : ''}${PERIOD_WORDS[condition.during]}`;
  return unsaid(condition, 'a condition');
}

/** "you have 5 or less life", "an opponent has more life than you", "there are four or more card types among cards in your graveyard". */
/** "no spells were cast last turn", "a player cast two or more spells last turn". */
function spellsCastLastTurnClause(condition: Extract<Condition, { spellsCastLastTurn: unknown }>, negated: boolean): string {
  const spells = condition.atMost !== undefined ? (condition.atMost === 0 ? 'no spells' : `${numberWord(condition.atMost)} or fewer spells`) : `${numberWord(condition.atLeast ?? 1)} or more spells`;
  if (condition.spellsCastLastTurn === 'a-player') return `${negated ? 'no player' : 'a player'} cast ${spells} last turn`;
  if (condition.atMost === 0) return negated ? 'a spell was cast last turn' : 'no spells were cast last turn';
  return `${negated ? 'not ' : ''}${spells} were cast last turn`;
}

function playerCountClause(condition: Extract<Condition, { player: unknown }>, negated: boolean): string {
  const { has } = condition;
  if (has === 'card-types-in-graveyard') return `there ${negated ? "aren't" : 'are'} ${numberWord(condition.atLeast ?? 0)} or more card types among cards in your graveyard`;
  const you = condition.player === 'you';
  const that = condition.player === 'that-player';
  const subject = you ? (negated ? "you don't" : 'you') : that ? (negated ? "that player doesn't" : 'that player') : negated ? 'no opponent' : 'an opponent';
  const verb = typeof has === 'object' ? (you || (that && negated) ? 'control' : 'controls') : you || (that && negated) ? 'have' : 'has';
  if (typeof has === 'object' && 'totalPower' in has) return `${allPhrase(has.totalPower)} you control ${negated ? "don't have" : 'have'} total power ${condition.atLeast ?? 0} or greater`;
  const things = has === 'life' ? 'life' : has === 'cards-in-hand' ? 'cards in hand' : allPhrase(has.controls);
  if (condition.moreThan) return `${subject} ${verb} more ${things} than ${condition.moreThan === 'you' ? 'you' : 'each opponent'}`;
  const n = condition.atMost ?? condition.atLeast ?? 0;
  const bound = condition.atMost === undefined ? 'more' : has === 'life' ? 'less' : 'fewer';
  return `${subject} ${verb} ${has === 'life' ? String(n) : numberWord(n)} or ${bound} ${things}`;
}

/** "it's a Cyclops", "~ is enchanted", "it isn't an enchantment". */
function isClause(value: Who, filter: Filter, scope: Scope, negated: boolean): string {
  const subject = who(value, scope, 'subject');
  const plural = subject === 'they' || (typeof value === 'object' && 'all' in value);
  const verb = subject === 'it' ? (negated ? "isn't" : "'s") : plural ? (negated ? " aren't" : ' are') : negated ? " isn't" : ' is';
  const { enchanted, tapped, attacking, blocking, monstrous, ...rest } = filter;
  const states = [enchanted && 'enchanted', tapped === true && 'tapped', tapped === false && 'untapped', attacking && 'attacking', blocking && 'blocking', monstrous && 'monstrous'].filter((state): state is string => Boolean(state));
  // "as long as enchanted creature is blue": a color alone, no kind of object (105.2).
  const colorOnly = Object.keys(rest).length === 1 && rest.colors?.length ? list(rest.colors.map(colorWord), 'or') : undefined;
  const what = colorOnly ? [colorOnly, ...states].join(' and ') : Object.keys(rest).length ? [aPhrase(rest), ...states].join(' and ') : list(states, 'and');
  return subject === 'it' ? `it${verb === "'s" ? "'s" : ` ${verb}`} ${what}` : `${subject}${verb} ${what}`;
}

/** Noun phrases (nouns.ohm): players, "~", pronouns resolved through the scope, target slots (115) and object filters. */
import type * as ohm from 'ohm-js';
import type { Comparison, ObjectFilter, Pronoun, Ref, TargetSlot } from '../ast';
import { ast, opt, list, present, ReadingProblem, type N } from './nodes';
import { nounsOf, scope } from './scope';
import { subtypeNamed } from './subtypes';
import { COLOR_OF, numberOf } from './words';

export const nounActions: ohm.ActionDict<unknown> = {
  Noun_target(target) {
    return ast(target);
  },
  Noun_selfController(_) {
    return scope.mention({ ref: 'controller', of: { ref: 'self' } }, 'player');
  },
  Noun_self(_) {
    return scope.mention({ ref: 'self' }, 'object');
  },
  Noun_you(_) {
    return { ref: 'you' };
  },
  Noun_defendingPlayer(_) {
    return scope.mention({ ref: 'defending-player' }, 'player');
  },
  // "each opponent sacrifices a permanent unless they pay {3}": "they" is each one of them in turn.
  Noun_eachOpponent(_) {
    scope.mention({ ref: 'one-of-each', who: 'opponent' }, 'player');
    return { ref: 'each-player', who: 'opponent' };
  },
  Noun_eachPlayer(_) {
    scope.mention({ ref: 'one-of-each', who: 'player' }, 'player');
    return { ref: 'each-player', who: 'player' };
  },
  Noun_enchantedController(_) {
    return scope.mention({ ref: 'controller', of: { ref: 'enchanted' } }, 'player');
  },
  Noun_enchanted(_enchanted, _what) {
    return scope.mention({ ref: 'enchanted' }, 'object');
  },
  Noun_equipped(_) {
    return scope.mention({ ref: 'equipped' }, 'object');
  },
  Noun_pronounOf(pronoun, whose) {
    const of = whose.sourceString.includes('owner') ? 'owner' : 'controller';
    return scope.mention(scope.resolve({ ...ast<Pronoun>(pronoun), of }), 'player');
  },
  Noun_pronounController(word, _controller) {
    return scope.mention(scope.resolve({ ref: 'pronoun', word: word.sourceString, wants: 'object', of: 'controller' }), 'player');
  },
  Noun_pronounOwner(word, _owner) {
    return scope.mention(scope.resolve({ ref: 'pronoun', word: word.sourceString, wants: 'object', of: 'owner' }), 'player');
  },
  Noun_pronoun(pronoun) {
    return scope.resolve(ast<Pronoun>(pronoun), true);
  },
  Noun_allGraveyards(_) {
    return scope.mention({ ref: 'each', filter: { types: ['card'], card: true, zone: { zone: 'graveyard', owner: 'any' } } }, 'object');
  },
  // "exile target player's graveyard": every card in it (404.1).
  Noun_targetGraveyard(_target, player, _graveyard) {
    return scope.mention({ ref: 'each', filter: { types: ['card'], card: true, zone: { zone: 'graveyard', owner: 'any' }, controlledBy: targetPlayer(player.sourceString) } }, 'object');
  },
  Noun_eachOfThem(_eachOf, pronoun) {
    return scope.resolve(ast<Pronoun>(pronoun));
  },
  Noun_eachOfTargets(_eachOf, target) {
    return ast(target);
  },
  Noun_each(_each, filter) {
    return eachOf(ast(filter));
  },
  Noun_all(_all, filter) {
    return eachOf(ast(filter));
  },
  Noun_plural(filter) {
    // "return another creature you control": one object, chosen as the effect resolves — not all of them.
    if (/^(another|an?|one)\s/.test(filter.sourceString)) throw new ReadingProblem(`"${filter.sourceString}" names one object chosen as the effect resolves, which the engine can't yet choose`);
    return eachOf(ast(filter));
  },
  Pronoun(word) {
    const text = word.sourceString;
    const wants = text === 'that player' ? 'player' : text === 'they' || text === 'them' ? 'either' : 'object';
    return { ref: 'pronoun', word: text, wants };
  },
  TargetPhrase_anyOther(_) {
    return targetRef({ index: scope.targets.length, kind: 'any', count: { min: 1, max: 1 }, another: true, text: this.sourceString });
  },
  TargetPhrase_anotherAny(_) {
    return targetRef({ index: scope.targets.length, kind: 'any', count: { min: 1, max: 1 }, another: true, text: this.sourceString });
  },
  TargetPhrase_nth(_nth, _target, noun) {
    const what = opt<Pick<TargetSlot, 'kind' | 'filter' | 'opponent'>>(noun) ?? { kind: 'any' };
    return targetRef({ index: scope.targets.length, ...what, count: { min: 1, max: 1 }, another: true, text: this.sourceString });
  },
  TargetPhrase_any(_) {
    return targetRef({ index: scope.targets.length, kind: 'any', count: { min: 1, max: 1 }, text: this.sourceString });
  },
  TargetPhrase_eachOfAny(_eachOf, count, _targets) {
    return targetRef({ index: scope.targets.length, kind: 'any', count: ast(count), text: this.sourceString });
  },
  // "one or two targets", "any number of targets" (Forked Bolt, Boulderfall).
  TargetPhrase_countedAny(count, _targets) {
    return targetRef({ index: scope.targets.length, kind: 'any', count: ast(count), text: this.sourceString });
  },
  TargetPhrase_target(count, another, _target, noun) {
    const howMany = opt<TargetSlot['count']>(count) ?? { min: 1, max: 1 };
    const what = ast<Pick<TargetSlot, 'kind' | 'filter' | 'opponent'>>(noun);
    return targetRef({ index: scope.targets.length, ...what, count: howMany, ...(present(another) ? { another: true } : {}), text: this.sourceString });
  },
  TargetCount_upTo(_upTo, n) {
    return { min: 0, max: numberOf(n.sourceString) };
  },
  TargetCount_anyNumber: (_) => ({ min: 0, max: 'any' }),
  TargetCount_x: (_) => ({ min: 0, max: 'X' }),
  // "one or two", "one, two, or three".
  TargetCount_range(first, _commas, _middle, _lastComma, _or, last) {
    return { min: numberOf(first.sourceString), max: numberOf(last.sourceString) };
  },
  TargetCount_exactly(n) {
    const count = numberOf(n.sourceString);
    return { min: count, max: count };
  },
  TargetNoun_playerOrPlaneswalker: (_) => ({ kind: 'object-or-player', filter: { types: ['planeswalker'] } }),
  TargetNoun_opponentOrPlaneswalker: (_) => ({ kind: 'object-or-player', filter: { types: ['planeswalker'] }, opponent: true }),
  TargetNoun_creatureOrPlayer: (_) => ({ kind: 'object-or-player', filter: { types: ['creature'] } }),
  TargetNoun_opponent: (_) => ({ kind: 'player', opponent: true }),
  TargetNoun_player: (_) => ({ kind: 'player' }),
  TargetNoun_object(filter) {
    return { kind: 'object', filter: ast(filter) };
  },
  ObjectDesc(alternatives, suffixes) {
    const filter = mergeFilters(list<ObjectFilter>(alternatives));
    for (const suffix of suffixes.children) Object.assign(filter, mergeSuffix(filter, ast<Partial<ObjectFilter>>(suffix)));
    return filter;
  },
  TypedWords(words, types) {
    const filter = ast<ObjectFilter>(types);
    for (const word of words.children) {
      const part = ast<Partial<ObjectFilter>>(word);
      for (const [key, value] of Object.entries(part)) {
        const existing = (filter as unknown as Record<string, unknown>)[key];
        (filter as unknown as Record<string, unknown>)[key] = Array.isArray(existing) && Array.isArray(value) ? [...existing, ...value] : value;
      }
    }
    return filter;
  },
  ObjectWord_another: (_) => ({ other: true }),
  ObjectWord_other: (_) => ({ other: true }),
  ObjectWord_non(_non, _dash, what, _comma, _nextNon) {
    const word = what.sourceString;
    return { not: [COLOR_OF[word] ?? (/^[A-Z]/.test(word) ? subtypeNamed(word) : singular(word))] };
  },
  // "a green or white creature": of either color (105.2).
  // "a white, blue, black, or red spell": of any of them.
  ObjectWord_colorOr(first, _commas, rest, _comma, _or, last) {
    return { colors: [first, ...rest.children, last].map((color) => COLOR_OF[color.sourceString]!) };
  },
  ObjectWord_color(color) {
    return { colors: [COLOR_OF[color.sourceString]!] };
  },
  ObjectWord_multicolored: (_) => ({ multicolored: true }),
  ObjectWord_colorless: (_) => ({ colorless: true }),
  ObjectWord_historic: (_) => ({ historic: true }),
  ObjectWord_attackingOrBlocking: (_) => ({ status: ['attacking-or-blocking'] }),
  ObjectWord_status(word) {
    const status = word.sourceString;
    return status === 'legendary' || status === 'basic' || status === 'snow' ? { supertypes: [status] } : { status: [status] };
  },
  TypeWords_typed(subtypes, types) {
    const words = subtypes.children.map((s) => subtypeNamed(s.sourceString));
    const typeWords = types.children.map((t) => singular(t.sourceString));
    const kinds = typeWords.filter((word) => !OBJECT_WORDS.includes(word));
    const nonToken = typeWords.filter((word) => word !== 'token');
    // "tokens you control" are permanents that are tokens (111.1).
    // 110.4a: a "permanent card" is a card of a permanent type, not any card.
    const permanentCard = !kinds.length && typeWords.includes('permanent') && typeWords.includes('card');
    const filter: ObjectFilter = { types: permanentCard ? [...PERMANENT_TYPES] : kinds.length ? [kinds[kinds.length - 1]!] : nonToken.length ? nonToken.slice(-1) : ['permanent'] };
    if (permanentCard) filter.card = true;
    if (typeWords.includes('token')) filter.token = true;
    if (kinds.length > 1) filter.alsoTypes = kinds.slice(0, -1);
    if (kinds.length && typeWords.includes('spell')) filter.spell = true;
    if (kinds.length && typeWords.includes('card')) filter.card = true;
    Object.assign(filter, subtypeFilter(words));
    return filter;
  },
  TypeWords_subtypes(subtypes) {
    return { types: [], ...subtypeFilter(subtypes.children.map((s) => subtypeNamed(s.sourceString))) };
  },
  ObjectSuffix_youControl: (_) => ({ controller: 'you' }),
  ObjectSuffix_youDontControl: (_) => ({ controller: 'not-you' }),
  ObjectSuffix_opponentControls: (_) => ({ controller: 'opponent' }),
  /** 303.4a: the player this Aura is attached to. */
  ObjectSuffix_enchantedPlayerControls: (_) => ({ controller: 'enchanted' }),
  // "each creature target player controls": a target of its own (115.1), its objects those that player controls as the effect happens.
  ObjectSuffix_targetPlayerControls(_target, player, _controls) {
    return { controlledBy: targetPlayer(player.sourceString) };
  },
  // "all creature cards from target player's graveyard" (404.1): a target player, the cards in their graveyard (a card's controller there is its owner).
  ObjectSuffix_targetGraveyard(_from, player, _graveyard) {
    return { zone: { zone: 'graveyard', owner: 'any' }, controlledBy: targetPlayer(player.sourceString) };
  },
  // "target player or planeswalker and each creature that player or that planeswalker's controller controls".
  ObjectSuffix_playerOrControllerControls(_that, _that2, _controls) {
    const named = scope.resolve({ ref: 'pronoun', word: 'that player', wants: 'player' });
    const slot = named.ref === 'target' ? scope.targets[named.index] : undefined;
    if (slot?.kind !== 'object-or-player' || slot.filter?.types.join() !== 'planeswalker') throw new ReadingProblem('"that player or that planeswalker\'s controller" of anything but a target player or planeswalker');
    return { controlledBy: named };
  },
  ObjectSuffix_thatPlayerControls(words) {
    const named = scope.resolve({ ref: 'pronoun', word: words.sourceString.startsWith('that') ? 'that player' : 'they', wants: 'player' });
    // A target that may be a permanent is no "that player" ("any target": a creature's controller would be "its controller").
    if (named.ref === 'target' && scope.targets[named.index]?.kind !== 'player') throw new ReadingProblem(`"${words.sourceString}" of a target that may be a permanent`);
    return { controlledBy: named };
  },
  ObjectSuffix_youOwn: (_) => ({ owner: 'you' }),
  ObjectSuffix_sameNameAs: (_with, noun) => ({ sameNameAs: ast<Ref>(noun) }),
  ObjectSuffix_singleTarget: (_) => ({ singleTarget: true }),
  ObjectSuffix_namedSelf: (_) => ({ namedSelf: true }),
  /** "a creature other than ~": another one (the same filter as "another creature"). */
  ObjectSuffix_otherThanSelf: (_) => ({ other: true }),
  ObjectSuffix_named: (_named, name) => ({ named: name.sourceString }),
  ObjectSuffix_statAtLeast(_with, stat, n, _greater) {
    return { with: [{ stat: stat.sourceString, op: '>=', value: Number(n.sourceString) } as Comparison] };
  },
  ObjectSuffix_statAtMost(_with, stat, n, _less) {
    return { with: [{ stat: stat.sourceString, op: '<=', value: Number(n.sourceString) } as Comparison] };
  },
  // "a creature card with mana value X or less" (Chord of Calling): X as the spell resolves (107.3a).
  ObjectSuffix_statAtMostX(_with, stat, _x) {
    return { atMostX: stat.sourceString as Comparison['stat'] };
  },
  // "destroy target creature with mana value X" (107.3: the X chosen as it was cast or activated).
  ObjectSuffix_statX: (_with, stat, _x) => ({ equalsX: stat.sourceString as Comparison['stat'] }),
  // "~ gets +2/+0 for each Equipment attached to it" (301.5, 303.4): "it" must be the card itself.
  ObjectSuffix_attachedToIt(_attached) {
    const it = scope.resolve({ ref: 'pronoun', word: 'it', wants: 'object' });
    if (it.ref !== 'self') throw new ReadingProblem('objects "attached to it" where "it" is not the card itself');
    return { attachedToSelf: true };
  },
  ObjectSuffix_withCounter(_with, kind, _counter, _onIt) {
    return { withCounter: kind.sourceString };
  },
  ObjectSuffix_dealtDamageBySelf: (_) => ({ dealtDamageBySelf: true }),
  ObjectSuffix_inCombatWithSelf: (_) => ({ inCombatWithSelf: true }),
  /** "each creature blocking it": "it" must be the card itself (509.1), the only attacker the engine finds its blockers of here. */
  ObjectSuffix_blockingSelf(_blocking, what) {
    const ref = what.sourceString === '~' ? { ref: 'self' } : scope.resolve({ ref: 'pronoun', word: what.sourceString, wants: 'object' });
    if (ref.ref !== 'self') throw new ReadingProblem('"blocking it" of an object other than the card itself');
    return { blockingSelf: true };
  },
  ObjectSuffix_dealtDamageThisTurn: (_that, _dealt) => ({ dealtDamageThisTurn: true }),
  ObjectSuffix_yourGraveyard: (_in, _graveyard) => ({ zone: { zone: 'graveyard', owner: 'you' } }),
  ObjectSuffix_aGraveyard: (_in, _graveyard) => ({ zone: { zone: 'graveyard', owner: 'any' } }),
  ObjectSuffix_singleGraveyard: (_) => ({ zone: { zone: 'graveyard', owner: 'any' }, singleGraveyard: true }),
  // "two target cards from an opponent's graveyard": one opponent's.
  ObjectSuffix_opponentGraveyard: (_) => ({ zone: { zone: 'graveyard', owner: 'opponent' }, singleGraveyard: true }),
  ObjectSuffix_allGraveyards: (_in, _graveyards) => ({ zone: { zone: 'graveyard', owner: 'any' } }),
  ObjectSuffix_yourHand: (_) => ({ zone: { zone: 'hand', owner: 'you' } }),
  ObjectSuffix_chosenColor: (_) => ({ chosenColor: true }),
  ObjectSuffix_chosenType: (_) => ({ chosenType: true }),
  ObjectSuffix_notChosenType: (_that, _are, _chosen) => ({ chosenType: false }),
  ObjectSuffix_colorOr(_thats, a, _or, b) {
    return { colors: [COLOR_OF[a.sourceString]!, COLOR_OF[b.sourceString]!] };
  },
};

/** One subtype, or several side by side: an object of all of them ("Eldrazi Scions", "Elf Warrior card"), not of any one. */
function subtypeFilter(words: string[]): Partial<ObjectFilter> {
  if (!words.length) return {};
  return words.length > 1 ? { allSubtypes: words } : { subtypes: words };
}

const SINGULAR: Record<string, string> = { sorceries: 'sorcery', instants: 'instant' };

function singular(word: string): string {
  return SINGULAR[word] ?? word.replace(/s$/, '');
}

/** Words that say what an object is rather than its card type ("creature card", "Aura spell"). */
const OBJECT_WORDS = ['card', 'spell', 'permanent', 'token'];
/** 110.4a: the card types of permanents. */
const PERMANENT_TYPES = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];

/**
 * Merges alternatives ("artifact or enchantment", "instant or sorcery spell"): plain types become
 * one list; "spell" or "card" at the end applies to every alternative.
 */
function mergeFilters(parts: ObjectFilter[]): ObjectFilter {
  if (parts.length === 1) return parts[0]!;
  const flags: Partial<ObjectFilter> = {};
  const last = parts[parts.length - 1]!;
  // "creature or Aura spell": a spell of either kind.
  if (parts.some((part) => part.spell) || (last.types.length === 1 && last.types[0] === 'spell')) flags.spell = true;
  if (parts.some((part) => part.card)) flags.card = true;
  // The words before a list of subtypes are every alternative's: "basic Forest or Plains card", "attacking Wolf or Werewolf", "other Treefolk and Forests".
  const [first, ...others] = parts;
  const { types: _types, subtypes: _subtypes, ...leading } = first!;
  const distributes = first!.types.length === 0 && first!.subtypes && others.every((part) => part.subtypes && Object.keys(part).every((key) => key === 'types' || key === 'subtypes' || key === 'card'));
  const alternatives = distributes ? [{ types: first!.types, subtypes: first!.subtypes }, ...others] : parts;
  // The type words after the last alternative are every subtype's before it ("Bird and/or Cleric permanent cards"), when they follow a subtype too.
  const words = alternatives.map(({ spell: _spell, card: _card, ...rest }) => ({ ...(distributes ? leading : {}), ...(isSubtypesOnly(rest) && last.subtypes ? { ...rest, types: last.types } : rest) }));
  const sameButSubtypes = words.every((part) => JSON.stringify({ ...part, subtypes: [] }) === JSON.stringify({ ...words[0]!, subtypes: [] }));
  if (sameButSubtypes && words.every((part) => part.subtypes)) return { ...words[0]!, subtypes: words.flatMap((part) => part.subtypes!), ...flags };
  const plain = words.every((part) => Object.keys(part).every((key) => key === 'types'));
  if (plain) return { types: [...new Set(words.flatMap((part) => part.types))], ...flags };
  // "untapped artifacts, creatures, and lands": a status said before the first of plain card types is every one's.
  const [head, ...rest] = words;
  const statusOnly = head!.types.length > 0 && Object.keys(head!).every((key) => key === 'types' || key === 'status');
  if (statusOnly && rest.every((part) => part.types.length > 0 && Object.keys(part).every((key) => key === 'types'))) return { ...head!, types: [...new Set(words.flatMap((part) => part.types))], ...flags };
  return { types: [], anyOf: words, ...flags };
}

function isSubtypesOnly(filter: ObjectFilter): boolean {
  return filter.types.length === 0 && Object.keys(filter).every((key) => key === 'types' || key === 'subtypes');
}

function mergeSuffix(filter: ObjectFilter, suffix: Partial<ObjectFilter>): Partial<ObjectFilter> {
  if (suffix.with && filter.with) return { with: [...filter.with, ...suffix.with] };
  return suffix;
}

export function targetRef(slot: TargetSlot): Ref {
  scope.targets.push(slot);
  // 115.4: "any target" is a creature, player, planeswalker or battle.
  const nouns = slot.kind === 'any' ? ['creature', 'planeswalker', 'battle', 'permanent'] : nounsOf(slot.filter);
  return scope.mention({ ref: 'target', index: slot.index }, slot.kind === 'player' ? 'player' : slot.kind === 'object' ? 'object' : 'either', nouns);
}

/** "each creature you control", "all lands": every object of the filter, mentioned for "them", "those creatures". */
function eachOf(filter: ObjectFilter): Ref {
  return scope.mention({ ref: 'each', filter }, 'object', nounsOf(filter));
}

/** "a creature", "two other creatures": the filter, with "another" as "other". */
export function countFilter(count: N, filter: N): ObjectFilter {
  const read = ast<ObjectFilter>(filter);
  return count.sourceString === 'another' ? { ...read, other: true } : read;
}

/** "a creature", "another Wizard": where the words name one object, a number other than one would be lost ("if you control three Wizards"). */
export function oneFilter(count: N, filter: N): ObjectFilter {
  if (!['a', 'an', 'one', 'another'].includes(count.sourceString)) throw new ReadingProblem(`can't count "${count.sourceString}" objects here, only one`);
  return countFilter(count, filter);
}

/** "target player", "target opponent" in an object description: a target of its own (115.1). */
function targetPlayer(word: string): Ref {
  return targetRef({ index: scope.targets.length, kind: 'player', count: { min: 1, max: 1 }, ...(word === 'opponent' ? { opponent: true } : {}), text: `target ${word}` });
}

/** Keyword abilities (702) and Auras' enchant (303.4) in the engine's words. */
import { EMBALM_EXCEPTIONS, ETERNALIZE_EXCEPTIONS, isKnownKeyword, type CardDefinitionInput, type CardType, type CopyExceptions, type Cost as EngineCost } from '../../engine/cards/schema';
import { manaValue } from '../../engine/filters';
import type { Keyword, ObjectFilter } from '../ast';
import { cannot, type EngineAbility, type EngineBaseEffect, type EngineEffect, type TriggeredAbility } from './base';
import { lowerCosts } from './costs';
import { lowerFilter, simpleKind } from './nouns';

export function lowerKeyword(keyword: { keyword: string; from?: string; cost?: string; n?: number }): string {
  const word = keyword.keyword === 'protection' ? `protection from ${keyword.from}` : keyword.keyword;
  if (keyword.cost === undefined && keyword.n === undefined && isKnownKeyword(word)) return word;
  // "Bushido 2" (702.45): the engine's keyword with its number.
  if (keyword.cost === undefined && keyword.n !== undefined && isKnownKeyword(`${word} ${keyword.n}`)) return `${word} ${keyword.n}`;
  return cannot(keyword.keyword === 'protection' ? `give protection from ${keyword.from}` : `run the keyword ${keyword.keyword}`);
}

/**
 * A keyword ability as the engine's keywords: 702.16g, "protection from [quality A] and from [quality B]"
 * is two protection abilities; every other keyword is one.
 */
export function lowerKeywords(keyword: { keyword: string; from?: string; cost?: string; n?: number }): string[] {
  const from = keyword.keyword === 'protection' ? keyword.from : /^protection from (.+)$/.exec(keyword.keyword)?.[1];
  const qualities = from?.split(' and from ') ?? [];
  if (qualities.length < 2) return [lowerKeyword(keyword)];
  return qualities.map((quality) => lowerKeyword({ keyword: 'protection', from: quality }));
}

/** 702.6a: "Equip [cost]" is "[cost]: Attach this Equipment to target creature you control. Activate only as a sorcery." */
function equip(cost: string, text: string): EngineAbility {
  return { kind: 'activated', name: 'equip', cost: { mana: cost }, timing: 'sorcery', targets: [{ kind: 'creature', controller: 'you', text: 'target creature you control' }], effects: [{ do: 'attach', to: 'target' }], text };
}

/** 702.29a: "Cycling [cost]" is "[Cost], Discard this card: Draw a card", an ability that works only from a hand. */
function cycling(cost: string, text: string): EngineAbility {
  return { kind: 'activated', name: 'cycling', zone: 'hand', cost: { mana: cost, discardSelf: true }, targets: [], effects: [{ do: 'draw', amount: 1, who: 'you' }], text };
}

/**
 * 702.29e: "[Type]cycling [cost]" is "[Cost], Discard this card: Search your library for a [type] card, reveal it,
 * and put it into your hand. Then shuffle your library." (702.29f: a cycling ability, named "islandcycling").
 */
function typecycling(finds: string, cost: string, text: string): EngineAbility {
  const filter = finds === 'basic land' ? { types: ['Land' as const], supertypes: ['Basic' as const] } : { subtypes: [finds] };
  return { kind: 'activated', name: `${finds.toLowerCase()}cycling`, zone: 'hand', cost: { mana: cost, discardSelf: true }, targets: [], effects: [{ do: 'search-library', filter, max: 1, to: 'hand' }], text };
}

/**
 * 702.53a: "Transmute [cost]" is "[Cost], Discard this card: Search your library for a card with the same mana value
 * as the discarded card, reveal that card, and put it into your hand. Then shuffle your library. Activate only as a
 * sorcery." The discarded card is this one: its mana value is its printed mana cost's (202.3).
 */
function transmute(cost: string, text: string, manaValue: number): EngineAbility {
  const filter = { manaValue: { atLeast: manaValue, atMost: manaValue } };
  return { kind: 'activated', name: 'transmute', zone: 'hand', timing: 'sorcery', cost: { mana: cost, discardSelf: true }, targets: [], effects: [{ do: 'search-library', filter, max: 1, to: 'hand' }], text };
}

/** 702.84a: "Unearth [cost]" is "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. … Activate only as a sorcery.", from a graveyard. */
function unearth(cost: string, text: string): EngineAbility {
  return { kind: 'activated', name: 'unearth', zone: 'graveyard', cost: { mana: cost }, timing: 'sorcery', targets: [], effects: [{ do: 'unearth' }], text };
}

/**
 * 702.128a: "Embalm [cost]" is "[Cost], Exile this card from your graveyard: Create a token that's a copy of this card,
 * except it's white, it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery.";
 * 702.129a: eternalize is the same with a black 4/4 Zombie.
 */
function embalmLike(name: 'embalm' | 'eternalize', except: CopyExceptions): (cost: string, text: string) => EngineAbility {
  return (cost, text) => ({ kind: 'activated', name, zone: 'graveyard', cost: { mana: cost, exileSelf: true }, timing: 'sorcery', targets: [], effects: [{ do: 'create-token-copy', of: 'self', except }], text });
}

/** What a keyword's triggered ability is made of: "At the beginning of your upkeep, …" with the effects, and an intervening "if". */
function atYourUpkeep(effects: EngineEffect[], text: string, condition?: TriggeredAbility['condition']): TriggeredAbility {
  return { kind: 'triggered', when: 'beginning-of-step', step: 'upkeep', whose: 'you', ...(condition ? { condition } : {}), targets: [], effects, text };
}

const SACRIFICE_IT: EngineBaseEffect = { do: 'sacrifice-object', what: 'self' };

/** 702.30a: "Echo [cost]": "At the beginning of your upkeep, if this permanent came under your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]." */
function echo(cost: EngineCost, text: string): TriggeredAbility {
  return atYourUpkeep([{ do: 'unless-pay', cost, effects: [SACRIFICE_IT] }], text, 'came-under-control-since-last-upkeep');
}

/**
 * 702.24a: "Cumulative upkeep [cost]": "At the beginning of your upkeep, if this permanent is on the
 * battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter on it.
 * If you don't, sacrifice it." (118.12a: the same as "sacrifice it unless you pay [cost] for each …").
 */
function cumulativeUpkeep(cost: EngineCost, text: string): TriggeredAbility {
  if (Object.keys(cost).some((part) => !['mana', 'payLife', 'discard'].includes(part))) return cannot('pay a cumulative upkeep cost other than mana, life or discards');
  const age: EngineEffect = { do: 'counters', counter: 'age', amount: 1, on: 'self' };
  return atYourUpkeep([age, { do: 'unless-pay', cost, times: { countersOnSelf: 'age' }, effects: [SACRIFICE_IT] }], text, 'on-battlefield');
}

/** 702.32a: fading's second ability: "At the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent." */
function fading(text: string): TriggeredAbility {
  return atYourUpkeep([{ do: 'if', condition: { counters: 'fade', on: 'self', atLeast: 1 }, effects: [{ do: 'remove-counters', counter: 'fade', amount: 1, on: 'self' }], otherwise: [SACRIFICE_IT] }], text);
}

/**
 * 702.63a–b: vanishing's triggered abilities: "At the beginning of your upkeep, if this permanent has a
 * time counter on it, remove a time counter from it" and "When the last time counter is removed from
 * this permanent, sacrifice it."
 */
function vanishing(text: string): TriggeredAbility[] {
  const removeOne = atYourUpkeep([{ do: 'remove-counters', counter: 'time', amount: 1, on: 'self' }], text, { counters: 'time', on: 'self', atLeast: 1 });
  return [removeOne, { kind: 'triggered', when: 'last-counter-removed', counter: 'time', targets: [], effects: [SACRIFICE_IT], text }];
}

/**
 * The triggered abilities a keyword stands for at the beginning of your upkeep (echo, cumulative upkeep,
 * fading, vanishing), if it is one of them; the counters of fading and vanishing N are the card's (`entersWithCounters`).
 */
export function upkeepKeyword(keyword: Keyword, text: string): TriggeredAbility[] | undefined {
  const cost = keyword.costs ? lowerCosts(keyword.costs) : keyword.cost !== undefined ? { mana: keyword.cost } : undefined;
  if (keyword.keyword === 'echo' && cost) return [echo(cost, text)];
  if (keyword.keyword === 'cumulative upkeep' && cost) return [cumulativeUpkeep(cost, text)];
  if (keyword.keyword === 'fading' && keyword.n !== undefined) return [fading(text)];
  if (keyword.keyword === 'vanishing') return vanishing(text);
  return undefined;
}

/** 702.74a: evoke's triggered ability, "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." */
export function evokeSacrifice(text: string): TriggeredAbility {
  return { kind: 'triggered', when: 'enters', condition: 'evoked', targets: [], effects: [SACRIFICE_IT], text };
}

/** 702.109a: dash's static ability, "As long as this permanent's dash cost was paid, it has haste." */
export function dashHaste(text: string): EngineAbility {
  return { kind: 'static', affects: 'self', modify: { addKeywords: ['haste'] }, condition: 'dashed', text };
}

/**
 * Keywords that stand for a triggered ability the rule words in full, "When this permanent is put into a
 * graveyard from the battlefield, …" (a creature's: "When this creature dies"), "Whenever this creature deals
 * combat damage to a player, …": those words, read by the grammar as a line of the card (Lowering.wordedKeyword).
 */
export const WORDED_KEYWORDS: Record<string, (n: number | undefined) => string> = {
  // 702.46a
  soulshift: (n) => `When this creature dies, you may return target Spirit card with mana value ${n} or less from your graveyard to your hand.`,
  // 702.135a
  afterlife: (n) => `When this creature dies, create ${n} 1/1 white and black Spirit creature tokens with flying.`,
  // 702.115a
  ingest: () => 'Whenever this creature deals combat damage to a player, that player exiles the top card of their library.',
};

/** The counters "Fading N" (702.32a) and "Vanishing N" (702.63a) say the permanent enters with. */
export const KEYWORD_COUNTERS: Record<string, string> = { fading: 'fade', vanishing: 'time' };

/**
 * 702.122a: "Crew N" is "Tap any number of other untapped creatures you control with total power N or
 * greater: This permanent becomes an artifact creature until end of turn." (301.7b: with its printed power and toughness).
 */
function crew(n: number, text: string): EngineAbility {
  const cost = { tapUntapped: { filter: { types: ['Creature' as const], other: true }, totalPower: n } };
  return { kind: 'activated', name: 'crew', cost, targets: [], effects: [{ do: 'modify', on: 'self', until: 'end-of-turn', changes: { addTypes: ['Artifact', 'Creature'] } }], text };
}

/** 702.107a: "Outlast [cost]" is "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery." */
function outlast(cost: string, text: string): EngineAbility {
  return { kind: 'activated', name: 'outlast', cost: { mana: cost, tap: true }, timing: 'sorcery', targets: [], effects: [{ do: 'counters', counter: '+1/+1', amount: 1, on: 'self' }], text };
}

/** 702.87a: "Level up [cost]" is "[Cost]: Put a level counter on this permanent. Activate only as a sorcery." */
function levelUp(cost: string, text: string): EngineAbility {
  return { kind: 'activated', name: 'level up', cost: { mana: cost }, timing: 'sorcery', targets: [], effects: [{ do: 'counters', counter: 'level', amount: 1, on: 'self' }], text };
}

/**
 * 702.97a: "Scavenge [cost]" is "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal
 * to the power of the card you exiled on target creature. Activate only as a sorcery." — the exiled card's power as
 * it last existed in the graveyard (608.2h).
 */
function scavenge(cost: string, text: string): EngineAbility {
  const counters: EngineBaseEffect = { do: 'counters', counter: '+1/+1', amount: { powerOf: 'self' }, on: 'target' };
  return { kind: 'activated', name: 'scavenge', zone: 'graveyard', cost: { mana: cost, exileSelf: true }, timing: 'sorcery', targets: [{ kind: 'creature', text: 'target creature' }], effects: [counters], text };
}

/** 702.77a: "Reinforce N—[cost]" is "[Cost], Discard this card: Put N +1/+1 counters on target creature." */
function reinforce(n: number, cost: string, text: string): EngineAbility {
  return { kind: 'activated', name: 'reinforce', zone: 'hand', cost: { mana: cost, discardSelf: true }, targets: [{ kind: 'creature', text: 'target creature' }], effects: [{ do: 'counters', counter: '+1/+1', amount: n, on: 'target' }], text };
}

/** Keyword abilities with a cost that are activated abilities, as the rule defining each words them. */
const ACTIVATED_KEYWORDS = new Map<string, (cost: string, text: string) => EngineAbility>([
  ['equip', equip],
  ['cycling', cycling],
  ['unearth', unearth],
  ['embalm', embalmLike('embalm', EMBALM_EXCEPTIONS)],
  ['eternalize', embalmLike('eternalize', ETERNALIZE_EXCEPTIONS)],
  ['outlast', outlast],
  ['level up', levelUp],
  ['scavenge', scavenge],
]);

/** The activated ability a keyword with a cost stands for (equip, cycling), if it is one. */
export function activatedKeyword(keyword: Keyword, text: string, card: { manaCost?: string }): EngineAbility | undefined {
  if (keyword.keyword === 'crew' && keyword.n !== undefined) return crew(keyword.n, text);
  if (keyword.keyword === 'reinforce' && keyword.n !== undefined && keyword.cost !== undefined) return reinforce(keyword.n, keyword.cost, text);
  if (keyword.keyword === 'typecycling' && keyword.finds && keyword.cost !== undefined) return typecycling(keyword.finds, keyword.cost, text);
  if (keyword.keyword === 'transmute' && keyword.cost !== undefined) return transmute(keyword.cost, text, manaValue({ manaCost: card.manaCost }));
  const ability = ACTIVATED_KEYWORDS.get(keyword.keyword);
  return ability && keyword.cost !== undefined ? ability(keyword.cost, text) : undefined;
}

/** "Morph {2}{W}", "Megamorph {1}{G}", "Morph—Pay 5 life." (702.37a–b): the cost that turns it face up (702.37e). */
export function lowerMorph(keyword: Keyword): NonNullable<CardDefinitionInput['morph']> {
  const cost = keyword.costs ? lowerCosts(keyword.costs) : { mana: keyword.cost! };
  // 702.37f: X in a morph cost is chosen as the special action is taken, and other abilities may refer to it.
  if (cost.mana?.includes('X')) cannot('turn a permanent face up for a morph cost with X (702.37f)');
  return { cost, ...(keyword.keyword === 'megamorph' ? { megamorph: true } : {}) };
}

/** 303.4a: what an Aura may enchant — a kind of permanent ("Enchant creature"), narrowed by a filter ("Enchant green creature", "Enchant Forest"). */
export function lowerEnchant(filter: ObjectFilter): Pick<CardDefinitionInput, 'enchant' | 'enchantFilter'> {
  const kind = simpleKind(filter);
  if (kind === 'creature' && filter.controller === 'you') return { enchant: 'creature-you-control' };
  if ((kind === 'creature' || kind === 'permanent' || kind === 'artifact' || kind === 'land') && !filter.controller) return { enchant: kind };
  const { types, ...rest } = lowerFilter(filter);
  const single = types?.length === 1 ? ENCHANT_KINDS[types[0]!] : undefined;
  return single ? { enchant: single, enchantFilter: rest } : { enchant: 'permanent', enchantFilter: { ...(types ? { types } : {}), ...rest } };
}

const ENCHANT_KINDS: Partial<Record<CardType, 'creature' | 'artifact' | 'land'>> = { Creature: 'creature', Artifact: 'artifact', Land: 'land' };

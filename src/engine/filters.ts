/**
 * Object filters ("nonblack creature", "artifact or enchantment you control", "another creature with
 * power 4 or greater"): whether an object, seen with given characteristics, matches, from the point of
 * view of a player (you/opponent) and a source ("another", "other").
 */
import { COLOR_WORDS, type CardDefinition, type Comparison, type Filter } from './cards/schema';
import { current, isSameObject } from './context';
import type { Characteristics, Chosen, GameObject, GameState } from './types';

/** Who is asking: the controller of the ability ("you") and the object it is on ("another"). */
export interface Viewpoint {
  controller: number;
  sourceId?: number;
  /** The source as the asker saw it (a trigger that looks back in time, 603.10a), else found by `sourceId`. */
  source?: GameObject;
  /** What the resolving spell or ability chose (608.2d); else "the chosen color" is what the source chose as it entered (614.12a). */
  chosen?: Chosen;
}

/** The parts of characteristics a filter reads (the layer computation passes its work in progress). */
export type Seen = Pick<Characteristics, 'types' | 'subtypes' | 'supertypes' | 'colors' | 'power' | 'toughness' | 'keywords' | 'definition'>;

function within(value: number | undefined, comparison: Comparison | undefined): boolean {
  if (!comparison) return true;
  if (value === undefined) return false;
  return (comparison.atLeast === undefined || value >= comparison.atLeast) && (comparison.atMost === undefined || value <= comparison.atMost);
}

function anyOf<T>(have: readonly T[], wanted: readonly T[] | undefined): boolean {
  return !wanted || wanted.some((w) => have.includes(w));
}

/** Whether keyword `k` is an instance of `keyword`: itself, or a "hexproof from [quality]" of hexproof (702.11e). */
export function isKeywordOf(k: string, keyword: string): boolean {
  return k === keyword || (keyword === 'hexproof' && k.startsWith('hexproof from '));
}

function noneOf<T>(have: readonly T[], unwanted: readonly T[] | undefined): boolean {
  return !unwanted || !unwanted.some((u) => have.includes(u));
}

/** 202.3: the mana value is the total of the mana cost's symbols (X is 0 outside the stack, 107.3b). */
export function manaValue(definition: Pick<CardDefinition, 'manaCost' | 'frontManaCost'>, x = 0): number {
  let total = 0;
  // 202.3b: a back face up has the mana value of its front face's mana cost.
  for (const [, symbol] of (definition.manaCost ?? definition.frontManaCost ?? '').matchAll(/\{([^}]+)\}/g)) {
    if (symbol === 'X') total += x;
    else if (/^\d+$/.test(symbol!)) total += Number(symbol);
    else total += 1;
  }
  return total;
}

export function isAttacking(state: GameState, obj: GameObject): boolean {
  return Boolean(state.combat?.attackers.some((a) => a.ref.id === obj.id && a.ref.zoneChangeCount === obj.zoneChangeCount));
}

export function isBlocking(state: GameState, obj: GameObject): boolean {
  return Boolean(state.combat?.blockers.some((b) => b.ref.id === obj.id && b.ref.zoneChangeCount === obj.zoneChangeCount));
}

/** Whether an Aura is attached to it (by its definition or bestowed, never its characteristics: filters run while layers are computed). */
function isEnchanted(state: GameState, obj: GameObject): boolean {
  return state.battlefield.some((id) => {
    const other = state.objects[id]!;
    return Boolean(other.attachedTo && isSameObject(other.attachedTo, obj) && (other.bestowed || state.cards[other.card]?.enchant));
  });
}

/** "enchanted creature", "equipped creature": what the source Aura or Equipment is attached to (303.4b, 301.5). */
function isAttachedToSource(state: GameState, obj: GameObject, viewpoint: Viewpoint): boolean {
  const source = viewpoint.source ?? (viewpoint.sourceId !== undefined ? state.objects[viewpoint.sourceId] : undefined);
  return Boolean(source?.attachedTo && isSameObject(source.attachedTo, obj));
}

/** Whether `obj` (an Aura, an Equipment) is attached to the source itself ("for each Equipment attached to it"). */
function isAttachedToIt(state: GameState, obj: GameObject, viewpoint: Viewpoint): boolean {
  const source = viewpoint.source ?? (viewpoint.sourceId !== undefined ? state.objects[viewpoint.sourceId] : undefined);
  return Boolean(source && obj.attachedTo && isSameObject(obj.attachedTo, source));
}

/** 506.2: the player the attacking creature `id` attacks, or the controller of the planeswalker it attacks; none when it isn't attacking. */
function defendingPlayerOf(state: GameState, id: number | undefined): number | undefined {
  const attacker = state.combat?.attackers.find((a) => a.ref.id === id);
  if (!attacker) return undefined;
  return 'player' in attacker.defender ? attacker.defender.player : current(state, attacker.defender.object)?.controller;
}

/** Whether `obj`, with characteristics `seen`, is what `filter` describes from `viewpoint`. */
export function matchesFilter(state: GameState, filter: Filter, obj: GameObject, seen: Seen, viewpoint: Viewpoint): boolean {
  if ((filter.zone ?? 'battlefield') !== obj.zone) return false;
  if (filter.name !== undefined && seen.definition.name !== filter.name) return false;
  if (filter.singleTarget && state.stack.find((item) => item.kind === 'spell' && item.source.id === obj.id)?.targets.length !== 1) return false;
  if (!anyOf(seen.types, filter.types) || !noneOf(seen.types, filter.notTypes)) return false;
  if (filter.allTypes && !filter.allTypes.every((t) => seen.types.includes(t))) return false;
  if (!anyOf(seen.subtypes, filter.subtypes) || !noneOf(seen.subtypes, filter.notSubtypes)) return false;
  if (filter.allSubtypes && !filter.allSubtypes.every((s) => seen.subtypes.includes(s))) return false;
  if (!anyOf(seen.supertypes, filter.supertypes) || !noneOf(seen.supertypes, filter.notSupertypes)) return false;
  if (!anyOf(seen.colors, filter.colors) || !noneOf(seen.colors, filter.notColors)) return false;
  if (filter.colorless !== undefined && (seen.colors.length === 0) !== filter.colorless) return false;
  if (filter.multicolored !== undefined && (seen.colors.length >= 2) !== filter.multicolored) return false;
  // 700.6: historic — an artifact, a legendary one, or a Saga.
  if (filter.historic && !(seen.types.includes('Artifact') || seen.supertypes.includes('Legendary') || seen.subtypes.includes('Saga'))) return false;
  if (filter.controller === 'you' && obj.controller !== viewpoint.controller) return false;
  if (filter.controller === 'opponent' && obj.controller === viewpoint.controller) return false;
  if (filter.controller === 'defending' && obj.controller !== defendingPlayerOf(state, viewpoint.sourceId)) return false;
  if (filter.controller === 'enchanted' && (viewpoint.sourceId === undefined || obj.controller !== state.objects[viewpoint.sourceId]?.attachedToPlayer)) return false;
  if (filter.owner !== undefined && (obj.owner === viewpoint.controller) !== (filter.owner === 'you')) return false;
  if (filter.other && obj.id === viewpoint.sourceId) return false;
  if (filter.token !== undefined && obj.isToken !== filter.token) return false;
  if (filter.tapped !== undefined && obj.tapped !== filter.tapped) return false;
  if (filter.faceDown !== undefined && Boolean(obj.faceDown) !== filter.faceDown) return false;
  if (filter.attacking !== undefined && isAttacking(state, obj) !== filter.attacking) return false;
  if (filter.blocking !== undefined && isBlocking(state, obj) !== filter.blocking) return false;
  if (filter.inCombat !== undefined && (isAttacking(state, obj) || isBlocking(state, obj)) !== filter.inCombat) return false;
  if (filter.enchanted !== undefined && isEnchanted(state, obj) !== filter.enchanted) return false;
  if (filter.attachedToSource !== undefined && isAttachedToSource(state, obj, viewpoint) !== filter.attachedToSource) return false;
  if (filter.attachedTo === 'source' && !isAttachedToIt(state, obj, viewpoint)) return false;
  if (filter.monstrous !== undefined && Boolean(obj.monstrous) !== filter.monstrous) return false;
  if (filter.withCounter !== undefined && !((obj.counters[filter.withCounter] ?? 0) > 0)) return false;
  if (filter.dealtDamageBySource && !dealtDamageBySource(state, obj, viewpoint)) return false;
  if (filter.blockingSource && !blocks(state, obj, viewpoint, false)) return false;
  if (filter.inCombatWithSource && !blocks(state, obj, viewpoint, true)) return false;
  if (filter.dealtDamageThisTurn && obj.damagedBy?.turn !== state.turn) return false;
  if (!within(seen.power, filter.power) || !within(seen.toughness, filter.toughness)) return false;
  if (filter.manaValue && !within(manaValue(seen.definition), filter.manaValue)) return false;
  if (filter.keywords && !filter.keywords.every((wanted) => seen.keywords.some((k) => isKeywordOf(k, wanted)))) return false;
  if (filter.notKeywords?.some((unwanted) => seen.keywords.some((k) => isKeywordOf(k, unwanted)))) return false;
  if (filter.chosenColor || filter.chosenType !== undefined) {
    const chosen = chosenFor(state, viewpoint);
    // Nothing chosen: no object is "of the chosen color", and none is "of the chosen type".
    if (filter.chosenColor && !(chosen.color && seen.colors.includes(chosen.color))) return false;
    if (filter.chosenType !== undefined && Boolean(chosen.creatureType && seen.subtypes.includes(chosen.creatureType)) !== filter.chosenType) return false;
  }
  // "a basic land card or a Gate card": one of the alternatives holds as well, in the filter's zone.
  if (filter.anyOf && !filter.anyOf.some((part) => matchesFilter(state, { ...part, ...(filter.zone ? { zone: filter.zone } : {}) }, obj, seen, viewpoint))) return false;
  return true;
}

/** "The chosen color", "the chosen type": what the resolving spell or ability chose (608.2d), else what its source chose as it entered (614.12a). */
export function chosenFor(state: GameState, viewpoint: Viewpoint): Chosen {
  if (viewpoint.chosen) return viewpoint.chosen;
  const source = viewpoint.source ?? (viewpoint.sourceId !== undefined ? state.objects[viewpoint.sourceId] : undefined);
  return { ...(source?.chosenColor ? { color: source.chosenColor } : {}), ...(source?.chosenType ? { creatureType: source.chosenType } : {}) };
}

/** 120.3: whether the viewpoint's source, as the object it is now (400.7), dealt `obj` damage this turn. */
function dealtDamageBySource(state: GameState, obj: GameObject, viewpoint: Viewpoint): boolean {
  const source = viewpoint.source ?? (viewpoint.sourceId !== undefined ? state.objects[viewpoint.sourceId] : undefined);
  return Boolean(source && obj.damagedBy?.turn === state.turn && obj.damagedBy.sources.some((ref) => isSameObject(ref, source)));
}

/** 509.1: whether `obj` blocks the viewpoint's source, as the object it is now (400.7); `either`: or is blocked by it. */
function blocks(state: GameState, obj: GameObject, viewpoint: Viewpoint, either: boolean): boolean {
  const source = viewpoint.source ?? (viewpoint.sourceId !== undefined ? state.objects[viewpoint.sourceId] : undefined);
  if (!source || !state.combat) return false;
  return state.combat.blockers.some((b) => (isSameObject(b.ref, obj) && isSameObject(b.blocking, source)) || (either && isSameObject(b.ref, source) && isSameObject(b.blocking, obj)));
}

/** "nonblack creature you control with power 4 or greater": the filter in words, for the trace. */
export function describeFilter(filter: Filter, noun = 'permanent'): string {
  if (filter.anyOf) {
    const { anyOf, ...rest } = filter;
    const common = describeFilter(rest, '');
    return `${anyOf.map((part) => describeFilter(part, noun)).join(' or ')}${common ? ` (${common})` : ''}`;
  }
  const words: string[] = [];
  if (filter.other) words.push('another');
  if (filter.tapped !== undefined) words.push(filter.tapped ? 'tapped' : 'untapped');
  if (filter.faceDown !== undefined) words.push(filter.faceDown ? 'face-down' : 'face-up');
  if (filter.monstrous) words.push('monstrous');
  if (filter.enchanted) words.push('enchanted');
  if (filter.attachedToSource) words.push('enchanted or equipped');
  if (filter.attachedTo === 'source') words.push('attached to it');
  if (filter.token === false) words.push('nontoken');
  if (filter.notColors) words.push(...filter.notColors.map((c) => `non${COLOR_WORDS[c]}`));
  if (filter.colors) words.push(filter.colors.map((c) => COLOR_WORDS[c]).join(' or '));
  if (filter.colorless) words.push('colorless');
  if (filter.multicolored) words.push('multicolored');
  if (filter.historic) words.push('historic');
  if (filter.notTypes) words.push(...filter.notTypes.map((t) => `non${t.toLowerCase()}`));
  if (filter.subtypes) words.push(filter.subtypes.join(' or '));
  if (filter.allSubtypes) words.push(filter.allSubtypes.join(' '));
  if (filter.allTypes) words.push(filter.allTypes.map((t) => t.toLowerCase()).join(' '));
  words.push(filter.types ? filter.types.map((t) => t.toLowerCase()).join(' or ') : noun);
  if (filter.token) words.push('token');
  if (filter.controller) words.push(filter.controller === 'you' ? 'you control' : filter.controller === 'defending' ? 'defending player controls' : filter.controller === 'enchanted' ? 'enchanted player controls' : 'an opponent controls');
  if (filter.keywords) words.push(`with ${filter.keywords.join(' and ')}`);
  if (filter.notKeywords) words.push(`without ${filter.notKeywords.join(' or ')}`);
  if (filter.power) words.push(comparisonWords('power', filter.power));
  if (filter.toughness) words.push(comparisonWords('toughness', filter.toughness));
  if (filter.manaValue) words.push(comparisonWords('mana value', filter.manaValue));
  if (filter.attacking) words.push('that is attacking');
  if (filter.blocking) words.push('that is blocking');
  if (filter.inCombat) words.push('that is attacking or blocking');
  if (filter.withCounter) words.push(`with a ${filter.withCounter} counter on it`);
  if (filter.dealtDamageBySource) words.push('dealt damage by it this turn');
  if (filter.blockingSource) words.push('blocking it');
  if (filter.inCombatWithSource) words.push('blocking or blocked by it');
  if (filter.dealtDamageThisTurn) words.push('that was dealt damage this turn');
  return words.filter(Boolean).join(' ');
}

function comparisonWords(what: string, c: Comparison): string {
  if (c.atLeast !== undefined && c.atMost !== undefined) return c.atLeast === c.atMost ? `with ${what} ${c.atLeast}` : `with ${what} ${c.atLeast} to ${c.atMost}`;
  return c.atLeast !== undefined ? `with ${what} ${c.atLeast} or greater` : `with ${what} ${c.atMost} or less`;
}

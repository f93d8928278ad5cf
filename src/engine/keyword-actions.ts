/**
 * Keyword actions (701) that need more than a line of effects.ts: regenerate (701.19) and what else replaces a destruction (umbra armor, 702.89), monstrosity
 * (701.37), bolster (701.39), exert (701.43), explore (701.44), adapt (701.46), putting a permanent
 * on top of or at the bottom of its owner's library, and flipping a coin (705).
 */
import { characteristics, hasKeyword, touch, watchers } from './characteristics';
import { takeChoice } from './choices';
import { type Ctx, addCounters, battlefieldObjects, emit, isSameObject, playerName, refOf } from './context';
import { topOfLibrary } from './library';
import { applyInOrder, type ReplacementCandidate } from './replacement';
import { selectObject } from './targets';
import { fireTriggers, tapPermanents } from './triggers';
import type { ContinuousEffect, GameObject, GameState, StackItem } from './types';
import { moveAll, removeFromCombat } from './zones';

/**
 * What replaces a permanent's destruction (616.1: its controller chooses the order, choice "replacement"; the first
 * that applies ends the event): a regeneration shield (701.19a: its damage is removed, its controller taps it, and it
 * leaves combat; "can't be regenerated", 701.19c, leaves the shields unused) or an attached Aura's umbra armor
 * (702.89a). Returns whether the destruction was replaced.
 */
export function destructionReplaced(ctx: Ctx, obj: GameObject, noRegeneration = false): boolean {
  const { state } = ctx;
  const shield = regenerationShield(state, obj);
  const regenerates = shield !== undefined && !noRegeneration && !characteristics(state, obj).rules.cantBeRegenerated;
  if (shield && !regenerates) emit(ctx, 'effect', ['701.19c'], `${obj.label} can't be regenerated: ${shield.source}'s regeneration shield doesn't apply`, { objects: [obj.label] });
  let replaced = false;
  const candidates = (): ReplacementCandidate[] => {
    if (replaced) return [];
    const regeneration: ReplacementCandidate[] = regenerates ? [{ key: 'regeneration', label: shield.source, name: `${shield.source}'s regeneration shield`, timestamp: shield.timestamp, apply: () => regenerate(ctx, obj, shield) }] : [];
    const armors = umbraArmors(state, obj).map((aura): ReplacementCandidate => ({ key: `umbra armor ${aura.id}`, label: aura.label, name: `${aura.label}'s umbra armor`, timestamp: aura.timestamp, apply: () => umbraArmor(ctx, obj, aura) }));
    return [...regeneration, ...armors];
  };
  applyInOrder(ctx, obj.controller, `the destruction of ${obj.label}`, () => candidates().map((c) => ({ ...c, apply: () => ((replaced = true), c.apply()) })));
  return replaced;
}

/** What would replace the permanent's destruction (destructionReplaced), in words for the state-based actions' report; none: undefined. */
export function destructionReplacements(state: GameState, obj: GameObject): string | undefined {
  const shield = regenerationShield(state, obj) !== undefined && !characteristics(state, obj).rules.cantBeRegenerated ? ['it has a regeneration shield'] : [];
  const armors = umbraArmors(state, obj).map((aura) => `${aura.label} has umbra armor`);
  return [...shield, ...armors].join(' and ') || undefined;
}

function regenerate(ctx: Ctx, obj: GameObject, shield: ContinuousEffect): void {
  const { state } = ctx;
  shield.regenerate! -= 1;
  obj.damage = 0;
  tapPermanents(ctx, [obj]);
  delete obj.deathtouched;
  removeFromCombat(ctx, obj);
  touch(state);
  emit(ctx, 'replacement', ['701.19a', '614.8'], `${obj.label} regenerates (${shield.source}): instead of being destroyed, its damage is removed, ${playerName(state, obj.controller)} taps it, and it is removed from combat`, { objects: [obj.label] });
}

/** The Auras attached to the permanent that have umbra armor (702.89a), "totem armor" on older cards (702.89b). */
function umbraArmors(state: GameState, obj: GameObject): GameObject[] {
  return battlefieldObjects(state).filter((aura) => aura.attachedTo !== undefined && isSameObject(aura.attachedTo, obj) && characteristics(state, aura).keywords.some((k) => k === 'umbra armor' || k === 'totem armor'));
}

/** 702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura." */
function umbraArmor(ctx: Ctx, obj: GameObject, aura: GameObject): void {
  const { state } = ctx;
  obj.damage = 0;
  delete obj.deathtouched;
  touch(state);
  emit(ctx, 'replacement', ['702.89a', '614.1a'], `${aura.label}'s umbra armor: instead of ${obj.label} being destroyed, all damage marked on it is removed and ${aura.label} is destroyed`, { objects: [obj.label, aura.label] });
  // 701.8a: the Aura is destroyed, unless it is indestructible (702.12b) or that too is replaced.
  if (hasKeyword(state, aura, 'indestructible')) emit(ctx, 'effect', ['702.12b'], `${aura.label} is indestructible: it isn't destroyed`, { objects: [aura.label] });
  else if (!destructionReplaced(ctx, aura)) moveAll(ctx, [{ obj: aura, to: 'graveyard', why: 'destroyed', rule: '701.8a' }]);
}

/** A regeneration shield on the permanent not yet used this turn (701.19a). */
export function regenerationShield(state: GameState, obj: GameObject): ContinuousEffect | undefined {
  return state.effects.find((e) => (e.regenerate ?? 0) > 0 && e.affected.some((ref) => isSameObject(ref, obj)));
}

/** 701.21a: the permanents are sacrificed (moved to their owners' graveyards at once); "when you sacrifice ~" looks back (603.10a). */
export function sacrifice(ctx: Ctx, objects: GameObject[], why: string): void {
  if (objects.length === 0) return;
  const lookBack = watchers(ctx.state, 'sacrificed');
  const seen = objects.map((obj) => characteristics(ctx.state, obj));
  // 701.21a: its controller sacrifices it ("Whenever a player sacrifices a creature": that player).
  const sacrificers = objects.map((obj) => obj.controller);
  moveAll(ctx, objects.map((obj) => ({ obj, to: 'graveyard' as const, why, rule: '701.21a' })));
  objects.forEach((obj, i) => fireTriggers(ctx, 'sacrificed', { object: obj, seen: seen[i]!, player: sacrificers[i]!, cause: `${obj.label} was sacrificed` }, lookBack));
}

/** 701.37a: "Monstrosity N": if the permanent isn't monstrous, N +1/+1 counters are put on it and it becomes monstrous. */
export function monstrosity(ctx: Ctx, obj: GameObject | undefined, amount: number): void {
  if (!obj || obj.zone !== 'battlefield') return;
  if (obj.monstrous) {
    emit(ctx, 'effect', ['701.37a'], `${obj.label} is already monstrous: monstrosity does nothing`, { objects: [obj.label] });
    return;
  }
  addCounters(ctx.state, obj, '+1/+1', amount);
  obj.monstrous = true;
  emit(ctx, 'effect', ['701.37a', '701.37b'], `${obj.label} gets ${amount} +1/+1 counter${amount === 1 ? '' : 's'} and becomes monstrous`, { objects: [obj.label] });
  fireTriggers(ctx, 'becomes-monstrous', { object: obj, seen: characteristics(ctx.state, obj), amount, cause: `${obj.label} became monstrous` });
}

/** 701.46a: "Adapt N": "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it." */
export function adapt(ctx: Ctx, obj: GameObject | undefined, amount: number): void {
  if (!obj || obj.zone !== 'battlefield') return;
  if ((obj.counters['+1/+1'] ?? 0) > 0) {
    emit(ctx, 'effect', ['701.46a'], `${obj.label} has a +1/+1 counter on it: adapt does nothing`, { objects: [obj.label] });
    return;
  }
  addCounters(ctx.state, obj, '+1/+1', amount);
  emit(ctx, 'effect', ['701.46a'], `${obj.label} adapts: it gets ${amount} +1/+1 counter${amount === 1 ? '' : 's'}`, { objects: [obj.label] });
}

/**
 * 701.39a: "Bolster N": the player chooses a creature they control with the least toughness (the choice "bolster"
 * among the tied, default the first of them on the battlefield) and puts N +1/+1 counters on it.
 */
export function bolster(ctx: Ctx, player: number, amount: number, forLabel: string): void {
  const { state } = ctx;
  const who = playerName(state, player);
  const creatures = battlefieldObjects(state).filter((obj) => obj.controller === player && characteristics(state, obj).types.includes('Creature'));
  const least = Math.min(...creatures.map((obj) => characteristics(state, obj).toughness ?? 0));
  const tied = creatures.filter((obj) => (characteristics(state, obj).toughness ?? 0) === least);
  if (!tied.length) {
    emit(ctx, 'effect', ['701.39a'], `${who} controls no creature: bolster ${amount} does nothing`, { players: [who] });
    return;
  }
  const planned = takeChoice(state, player, 'bolster', forLabel);
  const named = typeof planned === 'string' ? selectObject(tied, planned) : undefined;
  const chosen = named ?? tied[0]!;
  addCounters(state, chosen, '+1/+1', amount);
  const how = named ? '' : tied.length > 1 ? ` (the first of those tied with the least toughness, ${least}${planned === undefined ? '; none was named' : `; "${String(planned)}" isn't one of them`})` : ` (the least toughness, ${least})`;
  emit(ctx, 'effect', ['701.39a'], `${who} bolsters ${amount}: ${amount} +1/+1 counter${amount === 1 ? '' : 's'} on ${chosen.label}${how}`, { players: [who], objects: [chosen.label] });
}

/**
 * 701.44a: the permanent explores: its controller reveals the top card of their library; a land card goes into
 * their hand; otherwise a +1/+1 counter goes on the permanent (if it's still on the battlefield) and they may put
 * the card into their graveyard (the choice "may": yes for the graveyard, default no, the card stays on top).
 * 701.44c: a permanent that left the battlefield explores by its last known information (its controller then).
 */
export function explore(ctx: Ctx, obj: GameObject, forLabel: string): void {
  const { state } = ctx;
  const player = obj.controller;
  const who = playerName(state, player);
  const [card] = topOfLibrary(ctx, player, 1);
  if (!card) {
    emit(ctx, 'effect', ['701.44a', '701.44b'], `${obj.label} explores: ${who}'s library is empty, nothing is revealed`, { players: [who], objects: [obj.label] });
  } else if (characteristics(state, card).types.includes('Land')) {
    emit(ctx, 'effect', ['701.44a'], `${obj.label} explores: ${who} reveals ${card.label}, a land card, and puts it into their hand`, { players: [who], objects: [obj.label] });
    moveAll(ctx, [{ obj: card, to: 'hand', why: 'explored: a land card revealed', rule: '701.44a' }]);
  } else {
    const onBattlefield = obj.zone === 'battlefield' && obj.known === undefined;
    if (onBattlefield) addCounters(state, obj, '+1/+1', 1);
    emit(ctx, 'effect', ['701.44a'], `${obj.label} explores: ${who} reveals ${card.label}, not a land card${onBattlefield ? `; a +1/+1 counter is put on ${obj.label}` : ` (${obj.label} left the battlefield: no counter)`}`, { players: [who], objects: [obj.label] });
    const planned = takeChoice(state, player, 'may', forLabel);
    if (planned === true || planned === 'yes') moveAll(ctx, [{ obj: card, to: 'graveyard', why: 'explored: put into the graveyard', rule: '701.44a' }]);
    else emit(ctx, 'choice', ['701.44a'], `${who} leaves ${card.label} on top of their library${planned === undefined ? ' (the default; `choose yes` puts it into the graveyard)' : ''}`, { players: [who] });
  }
  fireTriggers(ctx, 'explores', { object: obj, seen: characteristics(state, obj), cause: `${obj.label} explored` });
}

/** 702.112a: renown's effect: N +1/+1 counters on the creature, and it becomes renowned (its "if it isn't renowned" is checked as it resolves, 603.4). */
export function renown(ctx: Ctx, obj: GameObject | undefined, amount: number): void {
  if (!obj || obj.zone !== 'battlefield') return;
  addCounters(ctx.state, obj, '+1/+1', amount);
  obj.renowned = true;
  emit(ctx, 'effect', ['702.112a', '702.112b'], `${obj.label} gets ${amount} +1/+1 counter${amount === 1 ? '' : 's'} and becomes renowned`, { objects: [obj.label] });
}

/**
 * 701.43a: `player` exerts the permanent: it won't untap during their next untap step (701.43b: exerted
 * twice, both effects end in that step). "Whenever you exert …" and "When you do" trigger.
 */
export function exert(ctx: Ctx, obj: GameObject, player: number, rules: string[]): void {
  const { state } = ctx;
  if (obj.zone !== 'battlefield') return; // 701.43c
  state.effects.push({ timestamp: state.nextTimestamp++, affected: [refOf(obj)], source: obj.label, controller: player, rules: { doesntUntap: true }, until: 'next-untap-step', untapStepOf: player });
  touch(state);
  const who = playerName(state, player);
  emit(ctx, 'effect', ['701.43a', ...rules], `${who} exerts ${obj.label}: it doesn't untap during ${who}'s next untap step`, { players: [who], objects: [obj.label] });
  fireTriggers(ctx, 'exerted', { object: obj, seen: characteristics(state, obj), cause: `${who} exerted ${obj.label}` });
}

/** "Put … on top of / on the bottom of its owner's library" (a library lists its top card first). */
export function putOnLibrary(ctx: Ctx, objects: GameObject[], where: 'top' | 'bottom'): void {
  if (objects.length === 0) return;
  const moved = moveAll(ctx, objects.map((obj) => ({ obj, to: 'library' as const, why: `put on the ${where} of its owner's library`, rule: '401.4' })));
  if (where === 'bottom') return;
  for (const obj of moved.filter((o) => o.zone === 'library').reverse()) {
    const library = ctx.state.players[obj.owner]!.library;
    library.splice(library.indexOf(obj.id), 1);
    library.unshift(obj.id);
  }
}

/**
 * 705.2: "flip a coin": the controller flips, calls, and wins or loses the flip. Deterministic here: the
 * result is the player's choice "flip" (win or lose, said ahead of time), by default a win, as the trace says.
 */
export function flipCoin(ctx: Ctx, item: StackItem): void {
  const planned = takeChoice(ctx.state, item.controller, 'flip', item.sourceLabel);
  item.wonFlip = planned !== 'lose';
  emit(ctx, 'effect', ['705.2'], `${playerName(ctx.state, item.controller)} flips a coin and ${item.wonFlip ? 'wins' : 'loses'} the flip${planned === undefined ? ' (the default: no result was stated)' : ''}`, { players: [playerName(ctx.state, item.controller)] });
}

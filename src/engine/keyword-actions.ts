/**
 * Keyword actions (701) that need more than a line of effects.ts: regenerate (701.19), monstrosity
 * (701.37), exert (701.43), and putting a permanent on top of or at the bottom of its owner's library.
 */
import { characteristics, touch, watchers } from './characteristics';
import { type Ctx, addCounters, emit, isSameObject, playerName, refOf } from './context';
import { fireTriggers } from './triggers';
import type { ContinuousEffect, GameObject, GameState } from './types';
import { moveAll, removeFromCombat } from './zones';

/**
 * 701.19a: the next time a regenerated permanent would be destroyed this turn, instead its damage is
 * removed, its controller taps it, and it leaves combat. Returns whether a shield replaced the
 * destruction; "can't be regenerated" (701.19c) leaves the shields unused.
 */
export function regeneratedInstead(ctx: Ctx, obj: GameObject, noRegeneration = false): boolean {
  const { state } = ctx;
  const shield = regenerationShield(state, obj);
  if (!shield) return false;
  if (noRegeneration || characteristics(state, obj).rules.cantBeRegenerated) {
    emit(ctx, 'effect', ['701.19c'], `${obj.label} can't be regenerated: ${shield.source}'s regeneration shield doesn't apply`, { objects: [obj.label] });
    return false;
  }
  shield.regenerate! -= 1;
  obj.damage = 0;
  obj.tapped = true;
  delete obj.deathtouched;
  removeFromCombat(ctx, obj);
  touch(state);
  emit(ctx, 'replacement', ['701.19a', '614.8'], `${obj.label} regenerates (${shield.source}): instead of being destroyed, its damage is removed, ${playerName(state, obj.controller)} taps it, and it is removed from combat`, { objects: [obj.label] });
  return true;
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
  moveAll(ctx, objects.map((obj) => ({ obj, to: 'graveyard' as const, why, rule: '701.21a' })));
  objects.forEach((obj, i) => fireTriggers(ctx, 'sacrificed', { object: obj, seen: seen[i]!, cause: `${obj.label} was sacrificed` }, lookBack));
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

/**
 * Copy effects (707): an object becomes, or enters as, a copy of another. Only copiable values are
 * copied (707.2): the other object's definition as modified by its own copy effects (including their
 * exceptions, 707.9b) — never counters, damage, token status or other effects. Becoming a copy is
 * neither entering nor leaving the battlefield; the effect lasts until another copy effect overrides it.
 */
import type { Ability, CardDefinition } from './cards/schema';
import { characteristics, copiableValues, isCreature, touch } from './characteristics';
import { type Ctx, battlefieldObjects, emit, playerName } from './context';
import { takeChoice } from './choices';
import { selectObject } from './targets';
import type { GameObject } from './types';

function applyCopy(ctx: Ctx, obj: GameObject, original: GameObject, extraAbility: Ability | undefined, rules: string[], how: string): void {
  // 202.3b: a copy of a back face has mana value 0 (no front face's mana cost to count).
  const { frontManaCost: _front, ...copied } = copiableValues(ctx.state, original);
  const values: CardDefinition = extraAbility ? { ...copied, abilities: [...copied.abilities, extraAbility] } : copied;
  obj.copyEffects.push({ values, of: original.label, timestamp: ctx.state.nextTimestamp++ });
  touch(ctx.state);
  const except = extraAbility ? `, except it has "${extraAbility.text}"` : '';
  emit(ctx, 'effect', rules, `${obj.label} ${how} a copy of ${original.label} (${values.name}, ${values.power ?? '-'}/${values.toughness ?? '-'}: copiable values only, not counters or other effects)${except}`, { objects: [obj.label, original.label] });
}

/** "becomes a copy of target creature, except it has this ability" (Artisan of Forms): no zone change. */
export function becomeCopy(ctx: Ctx, obj: GameObject, original: GameObject, keptAbility: Ability | undefined): void {
  applyCopy(ctx, obj, original, keptAbility, ['707.2', ...(keptAbility ? ['707.9b'] : []), '613.2a'], 'becomes');
}

/** "You may have this enter as a copy of any creature on the battlefield" (Clone): choice "copy", default the first other creature. */
export function enterAsCopy(ctx: Ctx, obj: GameObject): void {
  if (!characteristics(ctx.state, obj).definition.entersAsCopyOfCreature) return;
  const { state } = ctx;
  const creatures = battlefieldObjects(state).filter((o) => o.id !== obj.id && isCreature(state, o));
  const choice = takeChoice(state, obj.controller, 'copy', obj.label);
  const who = playerName(state, obj.controller);
  if (choice === false || choice === 'none') {
    emit(ctx, 'choice', ['707.2', '614.1c'], `${who} chooses not to have ${obj.label} enter as a copy`, { players: [who] });
    return;
  }
  const original = typeof choice === 'string' ? selectObject(creatures, choice) : creatures[0];
  if (!original) {
    emit(ctx, 'choice', ['707.2', '614.1c'], `${obj.label} enters as itself: ${typeof choice === 'string' ? `there is no creature "${choice}"` : 'there is no other creature'} to copy`, { objects: [obj.label] });
    return;
  }
  if (choice === undefined) emit(ctx, 'choice', ['707.2'], `${who} has ${obj.label} enter as a copy of ${original.label} (the first creature on the battlefield; none was chosen)`, { players: [who] });
  applyCopy(ctx, obj, original, undefined, ['707.2', '614.1c'], 'enters as');
}

/**
 * Copy effects (707): an object becomes, or enters as, a copy of another. Only copiable values are
 * copied (707.2): the other object's definition as modified by its own copy effects (including their
 * exceptions, 707.9b) — never counters, damage, token status or other effects. Becoming a copy is
 * neither entering nor leaving the battlefield; the effect lasts until another copy effect overrides it.
 */
import { COLOR_WORDS, type Ability, type CardDefinition, type CopyExceptions } from './cards/schema';
import { characteristics, copiableValues, touch } from './characteristics';
import { type Ctx, battlefieldObjects, emit, playerName } from './context';
import { takeChoice } from './choices';
import { describeFilter, matchesFilter } from './filters';
import { selectObject } from './targets';
import type { GameObject, GameState } from './types';

/** 707.9b: copiable values as the copy effect's exceptions change them; the final values are the copy's copiable values. */
export function withExceptions(values: CardDefinition, except: CopyExceptions | undefined): CardDefinition {
  if (!except) return values;
  const { manaCost: _manaCost, ...withoutCost } = values;
  return {
    ...(except.noManaCost ? withoutCost : values),
    ...(except.colors ? { colors: except.colors } : {}),
    ...(except.power !== undefined ? { power: except.power, toughness: except.toughness } : {}),
    ...(except.addSubtypes ? { subtypes: [...values.subtypes, ...except.addSubtypes.filter((subtype) => !values.subtypes.includes(subtype))] } : {}),
  };
}

/** The words of 707.9b exceptions, as embalm and eternalize say them (702.128a, 702.129a). */
export function exceptionWords(except: CopyExceptions): string {
  const parts = [
    ...(except.colors ? [`it's ${except.colors.map((color) => COLOR_WORDS[color]).join(' and ')}`] : []),
    ...(except.power !== undefined ? [`it's ${except.power}/${except.toughness}`] : []),
    ...(except.noManaCost ? ['it has no mana cost'] : []),
    ...(except.addSubtypes ? [`it's a ${except.addSubtypes.join(' ')} in addition to its other types`] : []),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}` : parts[0]!;
}

/** What a copy of the object gets (707.2), with the exceptions (707.9b); 202.3b: a copy of a back face has mana value 0 (no front face's mana cost to count). */
export function copiedValues(state: GameState, original: GameObject, except: CopyExceptions | undefined): CardDefinition {
  const { frontManaCost: _front, ...copied } = copiableValues(state, original);
  return withExceptions(copied, except);
}

function applyCopy(ctx: Ctx, obj: GameObject, original: GameObject, extraAbility: Ability | undefined, rules: string[], how: string, except?: CopyExceptions): void {
  const copied = copiedValues(ctx.state, original, except);
  const values: CardDefinition = extraAbility ? { ...copied, abilities: [...copied.abilities, extraAbility] } : copied;
  obj.copyEffects.push({ values, of: original.label, timestamp: ctx.state.nextTimestamp++ });
  touch(ctx.state);
  const exceptions = [...(extraAbility ? [`it has "${extraAbility.text}"`] : []), ...(except ? [exceptionWords(except)] : [])];
  const saysExcept = exceptions.length ? `, except ${exceptions.join(' and ')}` : '';
  emit(ctx, 'effect', rules, `${obj.label} ${how} a copy of ${original.label} (${values.name}, ${values.power ?? '-'}/${values.toughness ?? '-'}: copiable values only, not counters or other effects)${saysExcept}`, { objects: [obj.label, original.label] });
}

/** "becomes a copy of target creature, except it has this ability" (Artisan of Forms): no zone change. */
export function becomeCopy(ctx: Ctx, obj: GameObject, original: GameObject, keptAbility: Ability | undefined): void {
  applyCopy(ctx, obj, original, keptAbility, ['707.2', ...(keptAbility ? ['707.9b'] : []), '613.2a'], 'becomes');
}

/**
 * "You may have this enter as a copy of any creature on the battlefield" (Clone; "any enchantment", Copy Enchantment):
 * choice "copy", default the first other permanent it may copy; "except it's still 7/7" (707.9b).
 */
export function enterAsCopy(ctx: Ctx, obj: GameObject): void {
  const entersAs = characteristics(ctx.state, obj).definition.entersAsCopy;
  if (!entersAs) return;
  const { state } = ctx;
  const viewpoint = { controller: obj.controller, sourceId: obj.id };
  const creatures = battlefieldObjects(state).filter((o) => o.id !== obj.id && matchesFilter(state, entersAs.of, o, characteristics(state, o), viewpoint));
  const noun = describeFilter(entersAs.of, 'permanent');
  const choice = takeChoice(state, obj.controller, 'copy', obj.label);
  const who = playerName(state, obj.controller);
  if (choice === false || choice === 'none') {
    emit(ctx, 'choice', ['707.2', '614.1c'], `${who} chooses not to have ${obj.label} enter as a copy`, { players: [who] });
    return;
  }
  const original = typeof choice === 'string' ? selectObject(creatures, choice) : creatures[0];
  if (!original) {
    emit(ctx, 'choice', ['707.2', '614.1c'], `${obj.label} enters as itself: ${typeof choice === 'string' ? `there is no ${noun} "${choice}"` : `there is no other ${noun}`} to copy`, { objects: [obj.label] });
    return;
  }
  if (choice === undefined) emit(ctx, 'choice', ['707.2'], `${who} has ${obj.label} enter as a copy of ${original.label} (the first ${noun} on the battlefield; none was chosen)`, { players: [who] });
  applyCopy(ctx, obj, original, undefined, ['707.2', '614.1c', ...(entersAs.except ? ['707.9b'] : [])], 'enters as', entersAs.except);
}

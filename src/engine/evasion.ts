/**
 * Evasion abilities that restrict which creatures may block an attacker (509.1b): intimidate (702.13),
 * landwalk (702.14), shadow (702.28), horsemanship (702.31), fear (702.36), "can't be blocked by …" and
 * "can block only …".
 */
import { characteristics } from './characteristics';
import { battlefieldObjects, isSameObject } from './context';
import { describeFilter, matchesFilter } from './filters';
import type { GameObject, GameState } from './types';

const LANDWALK = /^(plains|island|swamp|mountain|forest)walk$/;

/** Why `blocker` can't block `attacker` because of the attacker's evasion, or undefined. */
export function evasionProblem(state: GameState, attacker: GameObject, blocker: GameObject, defending: number): string | undefined {
  const attacking = characteristics(state, attacker);
  const blocking = characteristics(state, blocker);
  // 702.13b: only artifact creatures and/or creatures that share a color with it.
  if (attacking.keywords.includes('intimidate') && !blocking.types.includes('Artifact') && !blocking.colors.some((c) => attacking.colors.includes(c))) {
    return `${attacker.label} has intimidate: only artifact creatures and creatures that share a color with it can block it (702.13b)`;
  }
  // 702.36b: only artifact creatures and/or black creatures.
  if (attacking.keywords.includes('fear') && !blocking.types.includes('Artifact') && !blocking.colors.includes('B')) {
    return `${attacker.label} has fear: only artifact creatures and black creatures can block it (702.36b)`;
  }
  // 702.28b: shadow blocks and is blocked only by shadow.
  if (attacking.keywords.includes('shadow') && !blocking.keywords.includes('shadow')) {
    return `${attacker.label} has shadow: only creatures with shadow can block it (702.28b)`;
  }
  if (blocking.keywords.includes('shadow') && !attacking.keywords.includes('shadow')) {
    return `${blocker.label} has shadow: it can block only creatures with shadow (702.28b)`;
  }
  // 702.118b: skulk: not by creatures with greater power.
  if (attacking.keywords.includes('skulk') && (blocking.power ?? 0) > (attacking.power ?? 0)) {
    return `${attacker.label} has skulk: creatures with greater power can't block it (702.118b)`;
  }
  // 702.31b: only creatures with horsemanship.
  if (attacking.keywords.includes('horsemanship') && !blocking.keywords.includes('horsemanship')) {
    return `${attacker.label} has horsemanship: only creatures with horsemanship can block it (702.31b)`;
  }
  // 702.14c: unblockable as long as the defending player controls a land of that type.
  for (const keyword of attacking.keywords) {
    const type = LANDWALK.exec(keyword)?.[1];
    if (!type) continue;
    const subtype = type[0]!.toUpperCase() + type.slice(1);
    if (battlefieldObjects(state).some((o) => o.controller === defending && characteristics(state, o).types.includes('Land') && characteristics(state, o).subtypes.includes(subtype))) {
      return `${attacker.label} has ${keyword} and the defending player controls a ${subtype} (702.14c)`;
    }
  }
  // 509.1b: "can't be blocked by …", "can block only …".
  // 509.1b: "target creature can't block ~ this turn".
  const barred = state.effects.some((e) => e.cantBlockAttacker && isSameObject(e.cantBlockAttacker, attacker) && e.affected.some((ref) => isSameObject(ref, blocker)));
  if (barred) return `an effect says ${blocker.label} can't block ${attacker.label} this turn (509.1b)`;
  const unblockableBy = attacking.rules.cantBeBlockedBy;
  if (unblockableBy && matchesFilter(state, unblockableBy, blocker, blocking, { controller: attacker.controller, sourceId: attacker.id })) {
    return `${attacker.label} can't be blocked by a ${describeFilter(unblockableBy, 'creature')}, and ${blocker.label} is one (509.1b)`;
  }
  const blocksOnly = blocking.rules.canBlockOnly;
  if (blocksOnly && !matchesFilter(state, blocksOnly, attacker, attacking, { controller: blocker.controller, sourceId: blocker.id })) {
    return `${blocker.label} can block only a ${describeFilter(blocksOnly, 'creature')}, and ${attacker.label} isn't one (509.1b)`;
  }
  const cantBlock = blocking.rules.cantBlockThose;
  if (cantBlock && matchesFilter(state, cantBlock, attacker, attacking, { controller: blocker.controller, sourceId: blocker.id })) {
    return `${blocker.label} can't block a ${describeFilter(cantBlock, 'creature')}, and ${attacker.label} is one (509.1b)`;
  }
  return undefined;
}

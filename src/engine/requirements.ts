/**
 * Blocking requirements (509.1c): a creature that "blocks each combat if able", an attacker that
 * "must be blocked if able", and one that "all creatures able to block it" must block. The defending player's declaration is completed with the blocks these
 * require, as long as each is possible (509.1c: the most requirements obeyed without breaking a
 * restriction); each added block is said in the trace.
 */
import { characteristics } from './characteristics';
import { battlefieldObjects, current, isSameObject } from './context';
import { matchesFilter } from './filters';
import type { Attacker, GameObject, GameState } from './types';

export interface Block {
  blocker: GameObject;
  attacker: Attacker;
}

/** 509.1a: how many attackers a creature may block: one, plus what "can block an additional creature" adds; "any number" is unbounded. */
export function blockCapacity(state: GameState, blocker: GameObject): number {
  const more = characteristics(state, blocker).rules.blocksAdditional;
  return more === 'any' ? Infinity : 1 + (more ?? 0);
}

/** "one creature", "three creatures", "any number of creatures". */
export function capacityWords(capacity: number): string {
  return capacity === Infinity ? 'any number of creatures' : capacity === 1 ? 'one creature' : `${capacity} creatures`;
}

/** Whether any requirement could apply to this defending player's creatures or the attackers they face. */
export function hasBlockRequirements(state: GameState, defending: number, attackers: Attacker[]): boolean {
  const mustBlock = battlefieldObjects(state).some((o) => o.controller === defending && (characteristics(state, o).rules.blocksEachCombat || demandedAttackers(state, attackers, o).length > 0));
  return mustBlock || attackers.some((a) => {
    const obj = current(state, a.ref);
    return obj !== undefined && Boolean(characteristics(state, obj).rules.mustBeBlocked || characteristics(state, obj).rules.blockedByAllAble);
  });
}

/** The attackers that every creature `blocker` of the filter their ability names must block if able ("All creatures able to block ~ do so"). */
export function luringAttackers(state: GameState, attackers: Attacker[], blocker: GameObject): Attacker[] {
  return attackers.filter((attacker) => {
    const obj = current(state, attacker.ref);
    const lure = obj && characteristics(state, obj).rules.blockedByAllAble;
    return Boolean(lure) && matchesFilter(state, { ...lure!, zone: 'battlefield' }, blocker, characteristics(state, blocker), { controller: obj!.controller, sourceId: obj!.id, source: obj! });
  });
}

/** The attackers effects say `blocker` blocks if able ("target creature blocks ~ this turn if able", 509.1c). */
export function demandedAttackers(state: GameState, attackers: Attacker[], blocker: GameObject): Attacker[] {
  const demanded = state.effects.flatMap((e) => (e.mustBlock && e.affected.some((ref) => isSameObject(ref, blocker)) ? [e.mustBlock] : []));
  return attackers.filter((a) => demanded.some((ref) => ref.id === a.ref.id && ref.zoneChangeCount === a.ref.zoneChangeCount));
}

/** The blocks the requirements add to `declared` (first an attacker that must be blocked, then creatures that must block), each with its reason. */
export function requiredBlocks(state: GameState, defending: number, attackers: Attacker[], declared: Block[], canBlock: (blocker: GameObject, attacker: Attacker) => boolean): (Block & { why: string })[] {
  const added: (Block & { why: string })[] = [];
  const blocks = (o: GameObject) => [...declared, ...added].filter((b) => b.blocker === o);
  const free = () => battlefieldObjects(state).filter((o) => o.controller === defending && blocks(o).length === 0);
  // 509.1a: a creature already blocking may still block another attacker if an effect lets it.
  const spare = () => battlefieldObjects(state).filter((o) => o.controller === defending && blocks(o).length > 0 && blocks(o).length < blockCapacity(state, o));
  // 509.1c: no requirement is obeyed by breaking a restriction, such as "can't be blocked by more than one creature" (509.1b).
  const allowed = (blocker: GameObject, attacker: Attacker) => {
    const most = characteristics(state, current(state, attacker.ref)!).rules.maxBlockers;
    return canBlock(blocker, attacker) && !blocks(blocker).some((b) => b.attacker === attacker) && (!most || [...declared, ...added].filter((b) => b.attacker === attacker).length < most);
  };
  for (const attacker of attackers) {
    const obj = current(state, attacker.ref);
    if (!obj || !characteristics(state, obj).rules.mustBeBlocked || [...declared, ...added].some((b) => b.attacker === attacker)) continue;
    const blocker = [...free(), ...spare()].find((o) => allowed(o, attacker));
    if (blocker) added.push({ blocker, attacker, why: `${attacker.label} must be blocked if able` });
  }
  // 509.1c: a creature an effect says blocks an attacker if able blocks it.
  for (const blocker of [...free(), ...spare()]) {
    for (const attacker of demandedAttackers(state, attackers, blocker)) {
      if (blocks(blocker).length >= blockCapacity(state, blocker) || !allowed(blocker, attacker)) continue;
      added.push({ blocker, attacker, why: `${blocker.label} blocks ${attacker.label} if able` });
    }
  }
  // 509.1c: each creature able to block a luring attacker blocks it (as many such attackers as it may block, the first ones first).
  for (const blocker of [...free(), ...spare()]) {
    for (const attacker of luringAttackers(state, attackers, blocker)) {
      if (blocks(blocker).length >= blockCapacity(state, blocker) || !allowed(blocker, attacker)) continue;
      added.push({ blocker, attacker, why: `all creatures able to block ${attacker.label} do so` });
    }
  }
  for (const blocker of free().filter((o) => characteristics(state, o).rules.blocksEachCombat)) {
    const attacker = attackers.find((a) => current(state, a.ref) && allowed(blocker, a));
    if (attacker) added.push({ blocker, attacker, why: `${blocker.label} blocks each combat if able` });
  }
  return added;
}

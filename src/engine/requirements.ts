/**
 * Blocking requirements (509.1c): a creature that "blocks each combat if able" and an attacker that
 * "must be blocked if able". The defending player's declaration is completed with the blocks these
 * require, as long as each is possible (509.1c: the most requirements obeyed without breaking a
 * restriction); each added block is said in the trace.
 */
import { characteristics } from './characteristics';
import { battlefieldObjects, current } from './context';
import type { Attacker, GameObject, GameState } from './types';

export interface Block {
  blocker: GameObject;
  attacker: Attacker;
}

/** Whether any requirement could apply to this defending player's creatures or the attackers they face. */
export function hasBlockRequirements(state: GameState, defending: number, attackers: Attacker[]): boolean {
  const mustBlock = battlefieldObjects(state).some((o) => o.controller === defending && characteristics(state, o).rules.blocksEachCombat);
  return mustBlock || attackers.some((a) => {
    const obj = current(state, a.ref);
    return obj !== undefined && characteristics(state, obj).rules.mustBeBlocked;
  });
}

/** The blocks the requirements add to `declared` (first an attacker that must be blocked, then creatures that must block), each with its reason. */
export function requiredBlocks(state: GameState, defending: number, attackers: Attacker[], declared: Block[], canBlock: (blocker: GameObject, attacker: Attacker) => boolean): (Block & { why: string })[] {
  const added: (Block & { why: string })[] = [];
  const blocking = (o: GameObject) => [...declared, ...added].some((b) => b.blocker === o);
  const free = () => battlefieldObjects(state).filter((o) => o.controller === defending && !blocking(o));
  // 509.1c: no requirement is obeyed by breaking a restriction, such as "can't be blocked by more than one creature" (509.1b).
  const allowed = (blocker: GameObject, attacker: Attacker) => {
    const most = characteristics(state, current(state, attacker.ref)!).rules.maxBlockers;
    return canBlock(blocker, attacker) && (!most || [...declared, ...added].filter((b) => b.attacker === attacker).length < most);
  };
  for (const attacker of attackers) {
    const obj = current(state, attacker.ref);
    if (!obj || !characteristics(state, obj).rules.mustBeBlocked || [...declared, ...added].some((b) => b.attacker === attacker)) continue;
    const blocker = free().find((o) => allowed(o, attacker));
    if (blocker) added.push({ blocker, attacker, why: `${attacker.label} must be blocked if able` });
  }
  for (const blocker of free().filter((o) => characteristics(state, o).rules.blocksEachCombat)) {
    const attacker = attackers.find((a) => current(state, a.ref) && allowed(blocker, a));
    if (attacker) added.push({ blocker, attacker, why: `${blocker.label} blocks each combat if able` });
  }
  return added;
}

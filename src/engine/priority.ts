/**
 * Priority (117): before a player receives it, state-based actions are performed until none apply,
 * then waiting triggered abilities are put on the stack, and the check repeats (117.5).
 */
import { type Ctx, emit, playerName } from './context';
import { checkStateBasedActions } from './sba';
import { fireChapterTriggers, fireStateTriggers, putTriggersOnStack } from './triggers';
import type { GameState } from './types';

/** How often the before-priority routine may loop before it reports a runaway game. */
const BEFORE_PRIORITY_CAP = 200;

export function livingPlayers(state: GameState): number[] {
  return state.players.flatMap((p, i) => (p.lost ? [] : [i]));
}

export function nextLiving(state: GameState, player: number): number {
  const count = state.players.length;
  for (let offset = 1; offset <= count; offset++) {
    const next = (player + offset) % count;
    if (!state.players[next]!.lost) return next;
  }
  return player;
}

/** 117.5: state-based actions until none apply, then triggers onto the stack; then `player` receives priority. */
export function givePriority(ctx: Ctx, player: number, rule: string): void {
  const { state } = ctx;
  state.priority = null;
  for (let round = 0; ; round++) {
    if (round >= BEFORE_PRIORITY_CAP) {
      emit(ctx, 'step-limit', ['704.3', '117.5'], `Stopped: state-based actions and triggers kept happening ${BEFORE_PRIORITY_CAP} times in a row`);
      state.over = { winners: [], reason: 'runaway loop of state-based actions and triggers' };
      return;
    }
    // Before the Saga rule (714.4) looks at them: chapters reached since the last look have triggered.
    fireChapterTriggers(ctx);
    const performed = checkStateBasedActions(ctx);
    if (state.over) return;
    if (performed) continue;
    fireStateTriggers(ctx);
    if (state.pendingTriggers.length === 0) break;
    putTriggersOnStack(ctx);
  }
  const receiver = state.players[player]!.lost ? nextLiving(state, player) : player;
  state.priority = receiver;
  emit(ctx, 'priority', [rule, '117.5'], `${playerName(state, receiver)} receives priority`, { players: [playerName(state, receiver)], detail: true });
}

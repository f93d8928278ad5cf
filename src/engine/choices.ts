/** Choices answered ahead of time with the "choose" action, consumed the first time they are needed. */
import type { Choices, GameState } from './types';

/** Takes (and removes) the player's planned answer for `key` (and, if given, for that object label). */
export function takeChoice(state: GameState, player: number, key: string, forLabel?: string): Choices[string] | undefined {
  const at = state.plannedChoices.findIndex(
    (c) => c.player === player && c.key === key && (c.for === undefined || (forLabel !== undefined && c.for.toLowerCase() === forLabel.toLowerCase())),
  );
  if (at < 0) return undefined;
  const [planned] = state.plannedChoices.splice(at, 1);
  return planned!.value;
}

/** Choices answered ahead of time with the "choose" action, consumed the first time they are needed. */
import type { ChoiceValue, GameState, PlannedChoice } from './types';

function matches(planned: PlannedChoice, player: number, key: string, forLabel: string | undefined): boolean {
  return planned.player === player && planned.key === key && (planned.for === undefined || (forLabel !== undefined && planned.for.toLowerCase() === forLabel.toLowerCase()));
}

/** Takes (and removes) the player's planned choice for `key` (and, if given, for that object label). */
export function takePlanned(state: GameState, player: number, key: string, forLabel?: string): PlannedChoice | undefined {
  const at = state.plannedChoices.findIndex((c) => matches(c, player, key, forLabel));
  return at < 0 ? undefined : state.plannedChoices.splice(at, 1)[0];
}

/** Takes (and removes) the player's planned answer for `key` (and, if given, for that object label). */
export function takeChoice(state: GameState, player: number, key: string, forLabel?: string): ChoiceValue | undefined {
  return takePlanned(state, player, key, forLabel)?.value;
}

/** Takes every planned answer of the player for `key` (several "blockers" lines add up). */
export function takeAllPlanned(state: GameState, player: number, key: string): PlannedChoice[] {
  const taken = state.plannedChoices.filter((c) => matches(c, player, key, undefined));
  state.plannedChoices = state.plannedChoices.filter((c) => !taken.includes(c));
  return taken;
}

/** The steps of a turn in order (500.1), and their names as the trace says them. Imports nothing of the engine: the trace's renderer needs only these. */
import type { Step } from './types';

export const STEPS: Step[] = ['untap', 'upkeep', 'draw', 'precombat-main', 'beginning-of-combat', 'declare-attackers', 'declare-blockers', 'first-strike-damage', 'combat-damage', 'end-of-combat', 'postcombat-main', 'end', 'cleanup'];

/** The combat steps a combat has only once attackers are declared (508.8). */
export const STEPS_AFTER_ATTACKS: Step[] = ['declare-blockers', 'first-strike-damage', 'combat-damage'];

export function stepName(step: Step): string {
  if (step === 'first-strike-damage') return 'first-strike combat damage step';
  if (step === 'precombat-main' || step === 'postcombat-main') return `${step.replace('-', ' ')} phase`;
  return `${step.replace(/-/g, ' ')} step`;
}

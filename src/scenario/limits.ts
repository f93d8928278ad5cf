/**
 * The limits of one simulation, the same in Discord, the console and the command line (which may
 * raise them: `heartwood simulate --max-chars … --max-lines … --deadline … --memory …`). The size
 * limits are checked before a scenario is read; the deadline and the memory ceiling are enforced
 * around the run by the worker pool (./pool.ts). docs/limits.md lists every limit.
 */

export interface ScenarioLimits {
  /** Characters of a scenario: 1000 by default, so that a typed one fits the reply's field (1024) its pages are replayed from. */
  chars: number;
  /** Lines of a scenario. */
  lines: number;
  /** Milliseconds one run may take in its worker. */
  deadlineMs: number;
  /** Megabytes of JavaScript heap a simulation worker may use (its whole resident memory stays under 256 MB). */
  memoryMb: number;
}

/**
 * The deadline leaves room for a loaded machine: the longest preset (a 200-action loop) takes
 * 50–100 ms on a quiet one and up to 300 ms with other work beside it.
 */
export const SCENARIO_LIMITS: Readonly<ScenarioLimits> = { chars: 1000, lines: 100, deadlineMs: 1000, memoryMb: 128 };

/** Characters of a preset's name (the /simulate preset option's max_length). */
export const PRESET_NAME_MAX = 100;

/** A scenario over a size limit, as a scenario error (line, column, message), or nothing when it fits. */
export function sizeProblem(text: string, limits: ScenarioLimits = SCENARIO_LIMITS): { line: number; column: number; message: string } | undefined {
  if (text.length > limits.chars) {
    return { line: 1, column: 1, message: `line 1, column 1: the scenario has ${text.length} characters; at most ${limits.chars} are played (the scenario size limit) — shorten it` };
  }
  const lines = text.split(/\r\n|\r|\n/).length;
  if (lines > limits.lines) {
    return { line: limits.lines + 1, column: 1, message: `line ${limits.lines + 1}, column 1: the scenario has ${lines} lines; at most ${limits.lines} are played (the line limit) — shorten it` };
  }
  return undefined;
}

/**
 * Hostile scenarios, whatever their text, never take a simulation past its deadline or its
 * memory ceiling: each is refused, stopped, or played, and the process's resident memory grows by
 * less than 256 MB. Measured in a process of its own (hostile-child.ts) through the same worker
 * pool /simulate and `heartwood simulate` use.
 */
import fc from 'fast-check';
import { SCENARIO_LIMITS } from '../../src/scenario/limits';
import { ATTACKS, MEMORY_BOMB, RAISED, runHostile, type Outcome } from './hostile';

const CEILING_MB = 256;
/** Time beyond the deadline a result may take to come back: the worker's replacement and a loaded machine. */
const SLACK_MS = 5000;

const fragments = [...ATTACKS.slice(0, 5).map((a) => a.split('\n')[0]!), 'Alice casts Hostile Card', 'Alice has 20 Grizzly Bears', 'resolve all', 'pass', 'Alice casts Blaze targeting Bob with X=99', 'Alice has 20 Mountain'];
/** Random mixes of the attacks' lines, within the size limits. */
const mixes = fc.sample(fc.array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 6 }).map((lines) => lines.join('\n')), { numRuns: 12, seed: 13 });

function expectBounded(outcomes: Outcome[], scenarios: string[], deadlineMs: number): void {
  expect(outcomes).toHaveLength(scenarios.length);
  outcomes.forEach((outcome, i) => {
    const label = `${scenarios[i]!.slice(0, 60)}… → ${JSON.stringify(outcome)}`;
    expect([label, ['trace', 'error', 'time-limit'].includes(outcome.kind)]).toEqual([label, true]);
    expect([label, outcome.ms <= deadlineMs + SLACK_MS]).toEqual([label, true]);
    expect([label, outcome.growthMb < CEILING_MB]).toEqual([label, true]);
  });
}

describe('hostile scenarios stay within the deadline and the memory ceiling', () => {
  it('the attacks and random mixes of them, under the limits /simulate uses', async () => {
    const scenarios = [...ATTACKS, ...mixes];
    const outcomes = await runHostile(scenarios);
    expectBounded(outcomes, scenarios, SCENARIO_LIMITS.deadlineMs);
    // The trillion-card draw is stopped by the deadline or by one of the engine's own caps, saying which.
    const draw = outcomes[0]!;
    if (draw.kind === 'time-limit') expect(draw.message).toMatch(new RegExp(`^stopped after ${SCENARIO_LIMITS.deadlineMs} ms, the deadline of one simulation`));
    else expect(draw.stopped).toMatch(/^Stopped: /);
    // 100,000 lines are refused before any work.
    expect(outcomes[6]).toMatchObject({ kind: 'error', message: expect.stringMatching(/the scenario has 1900000 characters; at most 1000 are played \(the scenario size limit\)/) });
  }, 240_000);

  it('with the size limits and the deadline raised (as the command line may), the memory ceiling stops 400,000 setup lines', async () => {
    const scenarios = [MEMORY_BOMB];
    const outcomes = await runHostile(scenarios, RAISED);
    expectBounded(outcomes, scenarios, RAISED.deadlineMs);
    expect(outcomes[0]).toMatchObject({ kind: 'time-limit', message: expect.stringMatching(/needed more than 128 MB of memory, the ceiling of one simulation/) });
  }, 240_000);
});

/**
 * Hostile scenarios, whatever their text, never take a simulation past its deadline or its
 * memory ceiling: each is refused, stopped, or played, and the process's resident memory grows by
 * less than 256 MB. Measured in a process of its own (hostile-child.ts) through the same worker
 * pool /simulate and `heartwood simulate` use.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { SCENARIO_LIMITS, type ScenarioLimits } from '../../src/scenario/limits';
import { PROJECT_ROOT } from '../../src/util/paths';

const CEILING_MB = 256;
/** Time beyond the deadline a result may take to come back: the worker's replacement and a loaded machine. */
const SLACK_MS = 5000;

interface Outcome {
  kind: string;
  message?: string;
  stopped?: string;
  ms: number;
  growthMb: number;
}

function define(effect: string, name = 'Hostile Card'): string {
  return `define: {name: ${name}, manaCost: "{0}", types: [Sorcery], text: "Hostile.", spell: {effects: [${effect}]}}`;
}

/** The attacks: absurd amounts, huge boards, endless loops, oversized texts. */
const ATTACKS: string[] = [
  `${define('{do: draw, amount: 1000000000000, who: you}')}\nAlice casts Hostile Card`,
  `${define('{do: create-token, token: Treasure, count: 1000000000}')}\nAlice casts Hostile Card`,
  `${define('{do: counters, amount: 1000000000000000, on: you}')}\nAlice has Grizzly Bears\nAlice casts Hostile Card`,
  `${define('{do: damage, amount: 9007199254740991, to: you}')}\nAlice casts Hostile Card`,
  `${define('{do: scry, amount: 1000000000}')}\nAlice casts Hostile Card`,
  'Alice has 20 Mountain\n'.repeat(5) + 'Alice casts Blaze targeting Bob with X=99',
  'Alice has Mountain\n'.repeat(100_000),
  'Alice has ' + 'Grizzly Bears, '.repeat(60) + 'Mountain',
  '# ' + 'x'.repeat(995),
];

const fragments = [...ATTACKS.slice(0, 5).map((a) => a.split('\n')[0]!), 'Alice casts Hostile Card', 'Alice has 20 Grizzly Bears', 'resolve all', 'pass', 'Alice casts Blaze targeting Bob with X=99', 'Alice has 20 Mountain'];
/** Random mixes of the attacks' lines, within the size limits. */
const mixes = fc.sample(fc.array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 6 }).map((lines) => lines.join('\n')), { numRuns: 12, seed: 13 });

function runChild(scenarios: string[], limits: Partial<ScenarioLimits> = {}): Promise<Outcome[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-hostile-'));
  const list = path.join(dir, 'scenarios.json');
  fs.writeFileSync(list, JSON.stringify(scenarios));
  const child = path.join(__dirname, 'hostile-child.ts');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--require', 'tsx/cjs', child, list, JSON.stringify(limits)], { cwd: PROJECT_ROOT, timeout: 240_000, maxBuffer: 10_000_000 }, (error, stdout, stderr) => {
      fs.rmSync(dir, { recursive: true, force: true });
      if (error) return reject(new Error(`${error.message}\n${stderr}`));
      resolve(stdout.trim().split('\n').map((line) => JSON.parse(line) as Outcome));
    });
  });
}

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
    const outcomes = await runChild(scenarios);
    expectBounded(outcomes, scenarios, SCENARIO_LIMITS.deadlineMs);
    // The trillion-card draw is stopped at the deadline, and says which limit stopped it.
    expect(outcomes[0]).toMatchObject({ kind: 'time-limit', message: expect.stringMatching(/^stopped after 200 ms, the deadline of one simulation/) });
    // 100,000 lines are refused before any work.
    expect(outcomes[6]).toMatchObject({ kind: 'error', message: expect.stringMatching(/the scenario has 1900000 characters; at most 1000 are played \(the scenario size limit\)/) });
  }, 240_000);

  it('with the deadline raised (as the command line may), the memory ceiling stops the draw', async () => {
    const scenarios = [ATTACKS[0]!];
    const outcomes = await runChild(scenarios, { deadlineMs: 120_000 });
    expectBounded(outcomes, scenarios, 120_000);
    expect(outcomes[0]).toMatchObject({ kind: 'time-limit', message: expect.stringMatching(/needed more than 128 MB of memory, the ceiling of one simulation/) });
  }, 240_000);
});

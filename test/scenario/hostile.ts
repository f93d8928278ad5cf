/** Hostile scenarios, and a runner that plays them in a process of its own (hostile-child.ts): shared by hostile.test.ts and the abuse bench. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScenarioLimits } from '../../src/scenario/limits';
import { PROJECT_ROOT } from '../../src/util/paths';

export interface Outcome {
  kind: string;
  message?: string;
  stopped?: string;
  /** From run() to its result. */
  ms: number;
  /** How far the process's resident memory grew above what it was before the scenario. */
  growthMb: number;
}

export function define(effect: string, name = 'Hostile Card'): string {
  return `define: {name: ${name}, manaCost: "{0}", types: [Sorcery], text: "Hostile.", spell: {effects: [${effect}]}}`;
}

/** The attacks: absurd amounts, huge boards, endless loops, oversized texts. */
export const ATTACKS: string[] = [
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

/** 400,000 setup lines: refused by the size limits; let in by raised ones (RAISED), they need more memory than a worker has. */
export const MEMORY_BOMB_LINE = 'Alice has Mountain\n';
export const MEMORY_BOMB_LINES = 400_000;
export const MEMORY_BOMB = MEMORY_BOMB_LINE.repeat(MEMORY_BOMB_LINES);
export const RAISED = { chars: 100_000_000, lines: 100_000_000, deadlineMs: 120_000 };

/** Plays the scenarios one after another through a pool with these limits, in a process of its own. */
export function runHostile(scenarios: string[], limits: Partial<ScenarioLimits> = {}): Promise<Outcome[]> {
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


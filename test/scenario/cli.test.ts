import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths';
import { FIXTURE_DATA } from './fixture-data';

const BIN = path.join(PROJECT_ROOT, 'bin', 'heartwood.js');

/** Runs `heartwood --bundled-data <fixtures> simulate …` as a user would, with optional stdin. */
function heartwood(args: string[], stdin = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, '--bundled-data', FIXTURE_DATA, 'simulate', ...args], { timeout: 20000, env: process.env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
    child.stdin!.end(stdin);
  });
}

describe('heartwood simulate (the command line)', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-scenario-')), 'hexproof.txt');
  fs.writeFileSync(file, 'Alice has Mountain\nBob has Slippery Bogle\nAlice casts Lightning Bolt targeting Slippery Bogle\n');

  it('plays a scenario file and prints the trace and the final board', async () => {
    const { code, stdout } = await heartwood([file]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/\[601\.2c, 702\.11b\] Slippery Bogle can't be the target/);
    expect(stdout).toMatch(/Final board/);
  });

  it('reads stdin with -, and prints JSON with --json', async () => {
    const { code, stdout } = await heartwood(['-', '--json'], 'Alice has Mountain\nAlice casts Lightning Bolt targeting Bob');
    expect(code).toBe(0);
    const trace = JSON.parse(stdout) as { events: { step: number }[]; final: { players: { life: number }[] } };
    expect(trace.events[0]!.step).toBe(1);
    expect(trace.final.players.map((p) => p.life)).toEqual([20, 17]);
  });

  it('runs a preset by name, and fails with the line and column of an error', async () => {
    expect((await heartwood(['--preset', 'many-bolts'])).stdout).toMatch(/Bob: 11 life/);
    const bad = await heartwood(['-'], 'Alice has Mountain\nAlice cats Lightning Bolt');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe("heartwood simulate: stdin: line 2, column 7: unknown verb 'cats' — did you mean 'casts'?\n");
  });
});

describe('heartwood simulate plays cards ingested into the data folder', () => {
  it('compiles an ingested card from its Oracle text when the scenario names it', async () => {
    const before = await heartwood(['-'], 'Alice has Mountain, Plains\nAlice casts Lightning Helix targeting Bob');
    expect(before.code).toBe(1);
    expect(before.stderr).toMatch(/Lightning Helix/);
    const cards = path.join(PROJECT_ROOT, 'test', 'fixtures', 'cards', 'real-cards.json');
    const ingest = await new Promise<number>((resolve) => {
      execFile(process.execPath, [BIN, '--bundled-data', FIXTURE_DATA, 'ingest', '--cards', cards], { timeout: 20000, env: process.env }, (error) => resolve(error ? 1 : 0));
    });
    expect(ingest).toBe(0);
    const after = await heartwood(['-'], 'Alice has Mountain, Plains\nAlice casts Lightning Helix targeting Bob');
    expect(after.code).toBe(0);
    expect(after.stdout).toMatch(/Alice: 23 life/);
    expect(after.stdout).toMatch(/Bob: 17 life/);
  }, 60_000);
});

describe('heartwood simulate has the limits of /simulate, and flags that raise them', () => {
  const HUGE = 'Alice has Mountain\n'.repeat(100_000);

  it('refuses 100,000 lines at once, naming the limit and the flag that raises it', async () => {
    const refused = await heartwood(['-'], HUGE);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('heartwood simulate: stdin: line 1, column 1: the scenario has 1900000 characters; at most 1000 are played (the scenario size limit) — shorten it (--max-chars and --max-lines raise the limits)\n');
    const lines = await heartwood(['-', '--max-chars', '2000000'], HUGE);
    expect(lines.stderr).toMatch(/line 101, column 1: the scenario has 100001 lines; at most 100 are played \(the line limit\)/);
  });

  it('with the size limits raised, stops 100,000 lines at the deadline, and 200,000 at the memory ceiling', async () => {
    const stopped = await heartwood(['-', '--max-chars', '10000000', '--max-lines', '1000000', '--deadline', '200'], 'Alice has Mountain\n'.repeat(100_000));
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toMatch(/^heartwood simulate: stdin: stopped after 200 ms, the deadline of one simulation: .* \(--deadline and --memory raise the limits\)\n$/);
    const memory = await heartwood(['-', '--max-chars', '10000000', '--max-lines', '1000000', '--deadline', '100000', '--memory', '64'], 'Alice has Mountain\n'.repeat(200_000));
    expect(memory.stderr).toMatch(/stopped: the scenario needed more than 64 MB of memory, the ceiling of one simulation/);
  }, 60_000);

  it('rejects a limit that is not a positive whole number', async () => {
    const bad = await heartwood(['-', '--deadline', 'soon'], 'Alice has Mountain');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/option '--deadline <ms>' argument 'soon' is invalid\. expected a positive whole number/);
  });
});

describe('the console with /simulate (a worker-thread pool behind it)', () => {
  it('answers a simulation typed as the last line of input, then exits: the pool keeps the process alive only while it has work', async () => {
    const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
      const child = execFile(process.execPath, [BIN, '--bundled-data', FIXTURE_DATA, 'console'], { timeout: 20000 }, (error, out) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout: out });
      });
      child.stdin!.end('/simulate scenario:Alice has Mountain; Alice casts Lightning Bolt targeting Bob\n');
    });
    expect(stdout).toMatch(/Bob: 17 life/);
    expect(code).toBe(0);
  });

  it('finishes a warm-up that nothing else keeps the process alive for', async () => {
    const script = `require('tsx/cjs/api').register(); require(${JSON.stringify(path.join(PROJECT_ROOT, 'src/scenario/pool.ts'))}).simulationPool().warm().then(() => console.log('warm'));`;
    const stdout = await new Promise<string>((resolve) => {
      execFile(process.execPath, ['-e', script], { cwd: PROJECT_ROOT, timeout: 20000 }, (_error, out) => resolve(out));
    });
    expect(stdout.trim()).toBe('warm');
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/util/paths';

interface JestSummary {
  code: number;
  numPassedTests: number;
  numPendingTests: number;
  numFailedTests: number;
  messages: string;
}

/** Runs jest on the probe suites with ../shared/data pointed at an empty folder. */
function runProbe(env: Record<string, string | undefined>): Promise<JestSummary> {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-no-shared-'));
  const args = [require.resolve('jest/bin/jest'), '--ci', '--json', '--testMatch', '**/test/fixtures/shared-data/probe.ts', '--testPathIgnorePatterns', '/node_modules/'];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: PROJECT_ROOT, env: { ...process.env, HEARTWOOD_SHARED_DATA: empty, ...env } }, (error, stdout) => {
      fs.rmSync(empty, { recursive: true, force: true });
      const report = JSON.parse(stdout);
      const messages = report.testResults.map((r: { message: string }) => r.message).join('\n');
      resolve({ code: error ? Number(error.code) : 0, numPassedTests: report.numPassedTests, numPendingTests: report.numPendingTests, numFailedTests: report.numFailedTests, messages });
    });
  });
}

describe('tests that need ../shared/data', () => {
  it('show as skipped when it is absent, never as passed', async () => {
    const result = await runProbe({ CI: undefined });
    expect(result).toMatchObject({ code: 0, numPassedTests: 0, numFailedTests: 0, numPendingTests: 3 });
  }, 60000);

  it('fail the run when it is absent and CI=true, naming what is missing', async () => {
    const result = await runProbe({ CI: 'true' });
    expect(result.code).not.toBe(0);
    expect(result.numPassedTests).toBe(0);
    expect(result.numFailedTests).toBe(2);
    expect(result.messages).toContain('MagicCompRules.txt is absent: CI runs need ../shared/data');
  }, 60000);
});

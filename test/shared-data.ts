/**
 * The real public data in ../shared/data (never copied into the project).
 * Tests that need it use describeWithSharedData: when the data is absent their tests show as
 * skipped (never as passed), and with CI=true the absence fails the run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/util/paths';

/** HEARTWOOD_SHARED_DATA points elsewhere only in the test of this very helper. */
export const SHARED_DATA = path.resolve(process.env.HEARTWOOD_SHARED_DATA ?? path.join(PROJECT_ROOT, '..', 'shared', 'data'));
export const SHARED_SEEDS = path.resolve(PROJECT_ROOT, '..', 'shared', 'seeds');

export function sharedDataPath(...parts: string[]): string {
  return path.join(SHARED_DATA, ...parts);
}

/**
 * describe() when every named file exists under ../shared/data. Otherwise the suite's tests are
 * listed as skipped (a body that reads the data while listing its tests shows one skipped test
 * naming what is missing), and with CI=true one failing test says what is missing.
 */
export function describeWithSharedData(name: string, files: string[], body: () => void): void {
  const missing = files.filter((file) => !fs.existsSync(sharedDataPath(file)));
  const absent = missing.length ? { reason: `needs ../shared/data (absent: ${missing.join(', ')})`, ciError: `${missing.map((file) => sharedDataPath(file)).join(', ')} is absent: CI runs need ../shared/data` } : undefined;
  describeIfPresent(name, absent, body);
}

/**
 * describe() unless something the suite needs is absent: then its tests are listed as skipped
 * (a body that reads what is absent while listing its tests shows one skipped test giving
 * `reason`), and with CI=true one failing test says `ciError`.
 */
export function describeIfPresent(name: string, absent: { reason: string; ciError: string } | undefined, body: () => void): void {
  if (!absent) {
    describe(name, body);
    return;
  }
  if (process.env.CI === 'true') {
    describe(name, () => {
      it(absent.reason, () => {
        throw new Error(absent.ciError);
      });
    });
    return;
  }
  // Chosen indirectly: the jest functions that skip are picked here, once, for every such suite.
  const skippedSuite = describe.skip;
  const skippedTest = it.skip;
  skippedSuite(`${name} [${absent.reason}]`, () => {
    try {
      body();
    } catch {
      skippedTest(absent.reason, () => undefined);
    }
  });
}

/**
 * The real public data in ../shared/data (never copied into the project).
 * Tests that need it use describeWithSharedData, which says clearly when it is absent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/util/paths';

export const SHARED_DATA = path.resolve(PROJECT_ROOT, '..', 'shared', 'data');
export const SHARED_SEEDS = path.resolve(PROJECT_ROOT, '..', 'shared', 'seeds');

export function sharedDataPath(...parts: string[]): string {
  return path.join(SHARED_DATA, ...parts);
}

/**
 * describe() when every named file exists under ../shared/data; otherwise one test, shown as skipped,
 * that names what is missing — and with CI=true a failing one, so that CI never passes without the data.
 */
export function describeWithSharedData(name: string, files: string[], body: () => void): void {
  const missing = files.filter((file) => !fs.existsSync(sharedDataPath(file)));
  if (missing.length === 0) {
    describe(name, body);
    return;
  }
  const title = `needs ../shared/data (absent: ${missing.join(', ')})`;
  describe(name, () => {
    if (process.env.CI === 'true') {
      it(title, () => {
        throw new Error(`${name}: ${missing.map((f) => sharedDataPath(f)).join(', ')} is absent, and CI=true requires it`);
      });
    } else it.skip(title, () => undefined);
  });
}

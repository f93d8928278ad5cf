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

/** describe() when every named file exists under ../shared/data; otherwise one test that explains what is missing. */
export function describeWithSharedData(name: string, files: string[], body: () => void): void {
  const missing = files.filter((file) => !fs.existsSync(sharedDataPath(file)));
  if (missing.length === 0) {
    describe(name, body);
    return;
  }
  describe(name, () => {
    it(`needs ../shared/data (absent: ${missing.join(', ')})`, () => {
      console.warn(`${name}: skipped because ${missing.map((f) => sharedDataPath(f)).join(', ')} is absent`);
      expect(missing.length).toBeGreaterThan(0);
    });
  });
}

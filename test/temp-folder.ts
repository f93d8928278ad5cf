/**
 * Every jest run gets a temporary folder of its own, set as TMPDIR before the test workers start
 * (so os.tmpdir() in tests, and in the bot and CLI processes they start, points into it), and
 * removed when the run ends: a run leaves no temporary folders behind, even those of a test that
 * failed before its clean-up. The processes the tests start get a data folder inside it
 * (HEARTWOOD_DATA), so that no test reads or writes the user's data folder: a test file's own
 * folder (test/data-folder.ts) lives only in jest's copy of process.env, which child processes
 * do not inherit unless it is passed to them as `env`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RUN_FOLDER_PREFIX = 'heartwood-test-run-';

export function setup(): void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), RUN_FOLDER_PREFIX));
  process.env.HEARTWOOD_TEST_RUN_FOLDER = folder;
  process.env.TMPDIR = folder;
  process.env.HEARTWOOD_DATA = path.join(folder, 'data');
  process.env.HEARTWOOD_REFRESH = 'off';
}

export function teardown(): void {
  const folder = process.env.HEARTWOOD_TEST_RUN_FOLDER;
  if (folder && path.basename(folder).startsWith(RUN_FOLDER_PREFIX)) fs.rmSync(folder, { recursive: true, force: true });
}

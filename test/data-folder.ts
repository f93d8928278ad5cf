/**
 * Every test file gets a data folder of its own (HEARTWOOD_DATA), removed at the end, and
 * background refresh off: `npm test` never reads or writes the user's data folder and never
 * contacts the real rules page. Jest's process.env is a copy: a process a test starts gets this
 * folder only when the test passes `env: process.env`, else the run's (test/temp-folder.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-test-data-'));
process.env.HEARTWOOD_DATA = folder;
process.env.HEARTWOOD_REFRESH = 'off';

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

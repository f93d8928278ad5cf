import os from 'node:os';
import path from 'node:path';
import { RUN_FOLDER_PREFIX } from './temp-folder';

describe('temporary folders', () => {
  it('are made inside the run’s own folder, which the run removes at its end', () => {
    expect(path.basename(path.dirname(path.join(os.tmpdir(), 'x')))).toMatch(new RegExp(`^${RUN_FOLDER_PREFIX}`));
    expect(process.env.HEARTWOOD_TEST_RUN_FOLDER).toBe(os.tmpdir());
  });
});

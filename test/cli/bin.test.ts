import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths';

describe('the heartwood bin', () => {
  it('runs under whatever name npm links it (npx, a global install: `heartwood`, without .js)', () => {
    const link = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-bin-')), 'heartwood');
    fs.symlinkSync(path.join(PROJECT_ROOT, 'bin', 'heartwood.js'), link);
    const out = execFileSync(process.execPath, [link, 'rule', '601.2h'], { encoding: 'utf8', timeout: 20000 });
    expect(out).toMatch(/601\.2h.*The player pays the total cost/s);
  });
});

import { execFileSync, spawnSync } from 'node:child_process';
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

describe('heartwood --bundled-data <dir> (an option of heartwood itself, before the command)', () => {
  const heartwood = (...args: string[]) => spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'bin', 'heartwood.js'), ...args], { encoding: 'utf8', timeout: 20000 });

  it('answers from the copy of rules-data/ it names', () => {
    expect(heartwood('--bundled-data', path.join(PROJECT_ROOT, 'rules-data'), 'rule', '601.2h').stdout).toMatch(/^Rule 601\.2h/);
  });

  it('given to a command that does not take it (ingest, which writes to the data folder), it is an error and nothing is ingested', () => {
    const result = heartwood('ingest', '--bundled-data', os.tmpdir(), '--cards', 'cards.json');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("error: unknown option '--bundled-data'");
    expect(heartwood('ingest', '--data', os.tmpdir(), '--cards', 'cards.json').stderr).toContain("error: unknown option '--data'");
  });
});

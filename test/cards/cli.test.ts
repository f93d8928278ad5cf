/** /card and /ruling through the `heartwood` command line: real processes, as a user runs them. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storePath } from '../../src/cards/store';
import { PROJECT_ROOT } from '../../src/util/paths';

const BIN = path.join(PROJECT_ROOT, 'bin', 'heartwood.js');
const FIXTURES = path.join(PROJECT_ROOT, 'test', 'fixtures', 'cards');

function heartwood(args: string[], input = ''): Promise<{ stdout: string; stderr: string; code: number }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd: PROJECT_ROOT, env: { ...process.env, DISCORD_TOKEN: '' } }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, code: error ? ((error as { code?: number }).code ?? 1) : 0 }),
    );
    child.stdin?.end(input);
  });
}

describe('heartwood ingest --cards/--rulings, heartwood card and heartwood ruling (processes)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cards-cli-'));

  it('ingests cards and rulings and prints the summary', async () => {
    const result = await heartwood(['--data', dataDir, 'ingest', '--cards', path.join(FIXTURES, 'atomic-cards.json'), '--rulings', path.join(FIXTURES, 'rulings.json')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('atomic-cards.json (MTGJSON AtomicCards): 4 records: 3 cards or faces, 2 rulings, 1 skipped\n  skipped record 4: name: Required\n');
    expect(result.stdout).toContain(`Stored 2 cards and 1 rulings in ${storePath(dataDir)}.\n`);
    expect(result.stdout).toContain('rulings named an oracle id with no card and were left out');
  });

  it('a broken file exits 1 and says why', async () => {
    const broken = path.join(dataDir, 'broken.json');
    fs.writeFileSync(broken, '[{"name": ');
    const result = await heartwood(['--data', dataDir, 'ingest', '--cards', broken]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^heartwood ingest: .*broken\.json: not valid JSON/);
  });

  it('card and ruling answer as text, as JSON, and in batch', async () => {
    const text = await heartwood(['--data', dataDir, 'card', 'Knochenbrecher-Riese']);
    expect(text.stdout).toContain('Bonecrusher Giant // Stomp — German: Knochenbrecher-Riese');
    expect(text.stdout).toContain('Stomp  {1}{R}:');
    const json = await heartwood(['--data', dataDir, 'ruling', '--json', 'stomp']);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'found', name: 'Bonecrusher Giant // Stomp', total: 1, rulings: [{ date: '2019-10-04', source: 'mtgjson' }] });
    const batch = await heartwood(['--data', dataDir, 'card', '--json'], 'Opt\nqqqqzzzz\n');
    expect(batch.stdout.trim().split('\n').map((line) => JSON.parse(line).status)).toEqual(['found', 'none']);
    const missing = await heartwood(['--data', dataDir, 'card', 'qqqqzzzz']);
    expect(missing.code).toBe(1);
  });
});

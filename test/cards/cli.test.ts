/** /card and /ruling through the `heartwood` command line: real processes, as a user runs them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storePath } from '../../src/cards/store';
import { PROJECT_ROOT, resolveDataDir } from '../../src/util/paths';
import { heartwood as run, projectFiles } from '../cli-process';
import { BUNDLED_CARDS } from '../bundled-data';
import { loadCardLibrary } from '../../src/cards/library';

const FIXTURES = path.join(PROJECT_ROOT, 'test', 'fixtures', 'cards');

describe('heartwood ingest --cards/--rulings, heartwood card and heartwood ruling (processes)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cards-cli-'));
  const heartwood = (args: string[], input = '') => run(args, { HEARTWOOD_DATA: dataDir }, input);

  it('ingests cards and rulings into the data folder, prints the summary, and changes nothing in the project', async () => {
    const before = projectFiles();
    const result = await heartwood(['ingest', '--cards', path.join(FIXTURES, 'atomic-cards.json'), '--rulings', path.join(FIXTURES, 'rulings.json')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('atomic-cards.json (MTGJSON AtomicCards): 4 records: 3 cards or faces, 2 rulings, 1 skipped\n  skipped record 4: name: Required\n');
    expect(result.stdout).toContain(`Stored 2 cards and 1 rulings in ${storePath(dataDir)}.\n`);
    expect(result.stdout).toContain('rulings named an oracle id with no card and were left out');
    // Merged with the bundled cards: the engine's cards are still there.
    const known = loadCardLibrary({ dataDir: resolveDataDir(), userDataDir: dataDir }).size;
    expect(known).toBe(BUNDLED_CARDS + 2);
    expect(result.stdout).toMatch(new RegExp(`With the bundled cards, Heartwood now knows ${known} cards\\.\\n$`));
    expect(projectFiles()).toEqual(before);
    expect((await heartwood(['card', 'Lightning Bolt'])).stdout).toMatch(/^Lightning Bolt\n/);
  });

  it('a broken file exits 1 and says why', async () => {
    const broken = path.join(dataDir, 'broken.json');
    fs.writeFileSync(broken, '[{"name": ');
    const result = await heartwood(['ingest', '--cards', broken]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^heartwood ingest: .*broken\.json: not valid JSON/);
  });

  it('card and ruling answer as text, as JSON, and in batch', async () => {
    const text = await heartwood(['card', 'Knochenbrecher-Riese']);
    expect(text.stdout).toContain('Bonecrusher Giant // Stomp — German: Knochenbrecher-Riese');
    expect(text.stdout).toContain('Stomp  {1}{R}:');
    const json = await heartwood(['ruling', '--json', 'stomp']);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'found', name: 'Bonecrusher Giant // Stomp', total: 1, rulings: [{ date: '2019-10-04', source: 'mtgjson' }] });
    const batch = await heartwood(['card', '--json'], 'Opt\nqqqqzzzz\n');
    expect(batch.stdout.trim().split('\n').map((line) => JSON.parse(line).status)).toEqual(['found', 'none']);
    const missing = await heartwood(['card', 'qqqqzzzz']);
    expect(missing.code).toBe(1);
  });
});

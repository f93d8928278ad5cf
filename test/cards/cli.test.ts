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

describe('heartwood ingest twice, heartwood data and data --remove (processes)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cards-cli-'));
  const heartwood = (args: string[]) => run(args, { HEARTWOOD_DATA: dataDir });

  it('a second ingest keeps the first; data lists each file; --remove drops one; --replace starts afresh', async () => {
    await heartwood(['ingest', '--cards', path.join(FIXTURES, 'atomic-cards.json')]);
    const second = await heartwood(['ingest', '--cards', path.join(FIXTURES, 'scryfall-oracle-cards.json')]);
    expect(second.stdout).toMatch(/\nCards: 2 added, 1 replaced from scryfall-oracle-cards\.json; 1 kept from atomic-cards\.json\.\n/);
    const data = await heartwood(['data']);
    expect(data.stdout).toMatch(/\n {4}atomic-cards\.json: 2 cards\n {4}scryfall-oracle-cards\.json: 3 cards\n/);
    expect((await heartwood(['card', 'Knochenbrecher-Riese'])).code).toBe(0);
    const removed = await heartwood(['data', '--remove', 'atomic-cards.json']);
    expect(removed.stdout).toMatch(/^Removed atomic-cards\.json: 1 card and 1 ruling; 1 card other files gave too stay\./);
    expect((await heartwood(['card', 'Knochenbrecher-Riese'])).code).toBe(1);
    const wrong = await heartwood(['data', '--remove', 'atomic-cards.json']);
    expect(wrong).toMatchObject({ code: 1, stderr: 'heartwood data: --remove atomic-cards.json: no ingested file of that name; the ingested files are scryfall-oracle-cards.json\n' });
    const replaced = await heartwood(['ingest', '--replace', '--cards', path.join(FIXTURES, 'atomic-cards.json')]);
    expect(replaced.stdout).toContain('Cards: 2 added from atomic-cards.json.\n');
    expect((await heartwood(['data'])).stdout).not.toContain('scryfall-oracle-cards.json');
  });
});

describe('heartwood ingest of cards the bundle has too, in a temporary folder of its own (processes)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cards-cli-'));
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cards-cli-temp-'));
  const heartwood = (args: string[]) => run(args, { HEARTWOOD_DATA: dataDir, TMPDIR: tempDir });

  it('counts the cards Heartwood then knows as the library merges them (an ingested Lightning Bolt replaces the bundled one), and leaves no temporary file', async () => {
    const result = await heartwood(['ingest', '--cards', path.join(FIXTURES, 'scryfall-oracle-cards.json')]);
    expect(result.code).toBe(0);
    const known = loadCardLibrary({ dataDir: resolveDataDir(), userDataDir: dataDir });
    expect(known.lookup('Lightning Bolt')).toMatchObject({ status: 'found', match: { card: { files: ['scryfall-oracle-cards.json'] } } });
    expect(known.size).toBeLessThan(BUNDLED_CARDS + 3);
    expect(result.stdout).toMatch(new RegExp(`With the bundled cards, Heartwood now knows ${known.size} cards\\.\\n$`));
    expect(fs.readdirSync(tempDir)).toEqual([]);
    expect(fs.readdirSync(dataDir)).toEqual(['card-store.json']);
  });
});

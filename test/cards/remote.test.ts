/**
 * `heartwood ingest --cards scryfall` and `--cards mtgjson`, run as a user runs them, against a
 * local HTTP server serving small files in Scryfall's and MTGJSON's formats (the real endpoints
 * are never contacted: HEARTWOOD_SCRYFALL_BULK_URL and HEARTWOOD_MTGJSON_URL point here).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { readCardStore, storePath } from '../../src/cards/store';
import { PROJECT_ROOT } from '../../src/util/paths';
import { heartwood, projectFiles } from '../cli-process';
import { startServer, type FixtureServer } from '../http-fixture';
import { bulkList } from './scryfall-fixture';

const FIXTURES = path.join(PROJECT_ROOT, 'test', 'fixtures', 'cards');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));


let server: FixtureServer;
beforeAll(async () => {
  server = await startServer({
    '/bulk/oracle_cards.json': { body: fixture('scryfall-oracle-cards.json') },
    '/bulk/rulings.json': { body: fixture('rulings.json') },
    '/mtgjson/AtomicCards.json.gz': { body: zlib.gzipSync(fixture('atomic-cards.json')) },
    '/mtgjson/Meta.json': { body: JSON.stringify({ meta: { date: '2026-02-01', version: '5.2.2+20260201' }, data: { date: '2026-02-01', version: '5.2.2+20260201' } }) },
    '/broken/AtomicCards.json.gz': { body: zlib.gzipSync(fixture('atomic-cards.json')).subarray(0, 200) },
    '/broken/Meta.json': { body: JSON.stringify({ data: { version: '5.2.2+broken' } }) },
  });
  server.routes['/bulk-data'] = { body: bulkList(server.url, '2026-02-01T09:04:11.000+00:00') };
  server.routes['/no-rulings/bulk-data'] = { body: bulkList(server.url, '2026-02-01T09:04:11.000+00:00', ['oracle_cards']) };
});
afterAll(() => server.close());

const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-remote-'));

describe('heartwood ingest --cards scryfall', () => {
  it('reads the bulk-data list, streams in the oracle cards and the rulings, and keeps where they came from', async () => {
    const dataDir = folder();
    const before = projectFiles();
    const result = await heartwood(['ingest', '--cards', 'scryfall'], { HEARTWOOD_DATA: dataDir, HEARTWOOD_SCRYFALL_BULK_URL: `${server.url}/bulk-data` });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`${server.url}/bulk/oracle_cards.json (Scryfall cards): 3 records: 3 cards or faces, 0 rulings, 0 skipped`);
    expect(result.stdout).toContain(`${server.url}/bulk/rulings.json (Scryfall rulings): 8 records: 0 cards or faces, 6 rulings, 2 skipped`);
    const store = readCardStore(storePath(dataDir));
    expect(store.remote).toEqual({ kind: 'scryfall', version: '2026-02-01T09:04:11.000+00:00 2026-02-01T09:04:11.000+00:00' });
    expect(store.cards.find((card) => card.name === 'Opt')).toMatchObject({ image: 'https://cards.scryfall.io/normal/front/b/5/b5a1d5c8-76a8-4b9a-8bd3-a5e1c6d4e1f0.jpg', url: 'https://scryfall.com/card/xln/65/opt' });
    expect(projectFiles()).toEqual(before);
    // Scryfall's API asks every client to name itself and say what it accepts.
    expect(server.headers.get('/bulk-data')).toMatchObject({ 'user-agent': expect.stringMatching(/^Heartwood\//), accept: expect.stringContaining('application/json') });
    // The ingested Lightning Bolt (a real oracle id) replaces the bundled one of the same name; the other bundled cards stay.
    const bolt = JSON.parse((await heartwood(['card', '--json', 'Lightning Bolt'], { HEARTWOOD_DATA: dataDir })).stdout);
    expect(bolt).toMatchObject({ status: 'found', id: '4457ed35-7c10-48c8-9776-456485fdf070' });
    expect(JSON.parse((await heartwood(['card', '--json', 'Llanowar Elves'], { HEARTWOOD_DATA: dataDir })).stdout)).toMatchObject({ status: 'found' });
    expect(JSON.parse((await heartwood(['ruling', '--json', 'Wear // Tear'], { HEARTWOOD_DATA: dataDir })).stdout)).toMatchObject({ status: 'found', total: 3 });
  });

  it('a bulk-data list without a rulings file is an error that says so, and nothing is written', async () => {
    const dataDir = folder();
    const result = await heartwood(['ingest', '--cards', 'scryfall'], { HEARTWOOD_DATA: dataDir, HEARTWOOD_SCRYFALL_BULK_URL: `${server.url}/no-rulings/bulk-data` });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`heartwood ingest: Scryfall's bulk-data list at ${server.url}/no-rulings/bulk-data has no "rulings" file\n`);
    expect(fs.existsSync(storePath(dataDir))).toBe(false);
  });
});

describe('heartwood ingest --cards mtgjson', () => {
  it('downloads AtomicCards.json.gz and decompresses it while streaming: cards, foreign names and rulings', async () => {
    const dataDir = folder();
    const result = await heartwood(['ingest', '--cards', 'mtgjson'], { HEARTWOOD_DATA: dataDir, HEARTWOOD_MTGJSON_URL: `${server.url}/mtgjson/AtomicCards.json.gz` });
    expect(result.stdout).toContain('AtomicCards.json.gz (MTGJSON AtomicCards): 4 records: 3 cards or faces, 2 rulings, 1 skipped');
    expect(readCardStore(storePath(dataDir)).remote).toEqual({ kind: 'mtgjson', version: '5.2.2+20260201' });
    const text = await heartwood(['card', 'Knochenbrecher-Riese'], { HEARTWOOD_DATA: dataDir });
    expect(text.stdout).toMatch(/^Bonecrusher Giant \/\/ Stomp — German: Knochenbrecher-Riese\n/);
  });

  it('a truncated gzip download is an error naming the file, and the old card data stays', async () => {
    const dataDir = folder();
    await heartwood(['ingest', '--cards', 'mtgjson'], { HEARTWOOD_DATA: dataDir, HEARTWOOD_MTGJSON_URL: `${server.url}/mtgjson/AtomicCards.json.gz` });
    const before = fs.readFileSync(storePath(dataDir));
    const result = await heartwood(['ingest', '--cards', 'mtgjson'], { HEARTWOOD_DATA: dataDir, HEARTWOOD_MTGJSON_URL: `${server.url}/broken/AtomicCards.json.gz` });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^heartwood ingest: .*: a broken gzip file \(unexpected end of file\)\n$/);
    expect(fs.readFileSync(storePath(dataDir))).toEqual(before);
  });
});

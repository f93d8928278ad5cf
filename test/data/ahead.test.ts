/**
 * The bot's data, loaded ahead of use: every index built before it connects, and a changed file
 * loaded again in the background, while lookups go on answering from the data they had.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { loadCardLibrary } from '../../src/cards/library';
import { STORE_FORMAT, type Card, type CardStore } from '../../src/cards/model';
import { writeCardStore } from '../../src/cards/store';
import { loadDataAhead } from '../../src/data/ahead';
import { loadRules } from '../../src/rules';
import { resolveDataDir } from '../../src/util/paths';

const card = (id: string, name: string): Card => ({ id, layout: 'normal', name, typeLine: 'Instant', oracleText: `${name} does a thing.` });
const store = (...cards: Card[]): CardStore => ({ format: STORE_FORMAT, sources: ['test'], cards, rulings: {} });
const sources = { dataDir: resolveDataDir(), userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-ahead-')) };
const warnings: string[] = [];

/** Event-loop turns until `done` (a background reload takes a few), at most `turns`. */
async function turnsUntil(done: () => boolean, turns = 1000): Promise<void> {
  for (let i = 0; i < turns && !done(); i++) await nextTurn();
  if (!done()) throw new Error('not done after the background reload');
}

/** A new modification time, so that the change is seen whatever the file system's clock resolution. */
function touch(file: string, seconds: number): void {
  fs.utimesSync(file, new Date(), new Date(Date.now() + seconds * 1000));
}

beforeAll(async () => {
  writeCardStore(sources.userDataDir, store(card('x1', 'Zap Bolt')));
  await loadDataAhead(sources, { warn: (_details, message) => warnings.push(message) });
});

describe('data loaded ahead of use', () => {
  it('before anything is asked: the rules and the cards are loaded', () => {
    expect(loadRules(sources).get('601.2h')).toBeDefined();
    expect(loadCardLibrary(sources).lookup('zap bolt').status).toBe('found');
  });

  it('a changed card store: the next lookup answers at once from the cards it had, the new ones are in use once loaded', async () => {
    const before = loadCardLibrary(sources);
    writeCardStore(sources.userDataDir, store(card('x1', 'Zap Bolt'), card('x2', 'Gigantic Hydra')));
    touch(path.join(sources.userDataDir, 'card-store.json'), 10);
    expect(loadCardLibrary(sources)).toBe(before);
    expect(loadCardLibrary(sources).lookup('gigantic hydra').status).not.toBe('found');
    await turnsUntil(() => loadCardLibrary(sources) !== before);
    expect(loadCardLibrary(sources).lookup('gigantic hydra').status).toBe('found');
  });

  it('a broken new file: the data loaded before stays in use, and the failure is logged', async () => {
    const before = loadCardLibrary(sources);
    fs.writeFileSync(path.join(sources.userDataDir, 'card-store.json'), '{"stamp":"heartwood-cards/2","checksum":"0",\ntruncated');
    touch(path.join(sources.userDataDir, 'card-store.json'), 20);
    expect(loadCardLibrary(sources)).toBe(before);
    await turnsUntil(() => warnings.length > 0);
    expect(warnings).toEqual(['changed data could not be loaded; the data loaded before stays in use']);
    expect(loadCardLibrary(sources)).toBe(before);
    expect(before.lookup('gigantic hydra').status).toBe('found');
  });
});

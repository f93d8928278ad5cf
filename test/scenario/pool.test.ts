import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as library from '../../src/cards/library';
import { ingestCardData } from '../../src/cards/ingest';
import { STORE_FORMAT, type Card } from '../../src/cards/model';
import { writeCardStore } from '../../src/cards/store';
import { SCENARIO_LIMITS } from '../../src/scenario/limits';
import { SimulationPool } from '../../src/scenario/pool';
import { FIXTURE_DATA } from './fixture-data';

const ENDLESS = fs.readFileSync(path.join(FIXTURE_DATA, 'scenarios', 'endless-mourning.txt'), 'utf8');
const BOLT = 'Alice has Mountain\nAlice casts Lightning Bolt targeting Bob';

describe('simulations off the main thread (worker threads with a hard time limit)', () => {
  const pool = new SimulationPool({ size: 2, limits: { ...SCENARIO_LIMITS, deadlineMs: 1500 } });
  afterAll(() => pool.close());

  it('runs a scenario in a worker and returns its trace as plain data', async () => {
    const result = await pool.run(BOLT, { dataDir: FIXTURE_DATA });
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.final.players.map((p) => p.life)).toEqual([20, 17]);
  });

  it('returns scenario errors with their line and column', async () => {
    const result = await pool.run('Alice has Mountain\nAlice cats Lightning Bolt', { dataDir: FIXTURE_DATA });
    expect(result).toMatchObject({ ok: false, kind: 'error', line: 2, column: 7 });
  });

  it('stops an endless loop of triggers at the step limit, and keeps answering other jobs meanwhile', async () => {
    const [endless, bolt] = await Promise.all([pool.run(ENDLESS, { dataDir: FIXTURE_DATA }), pool.run(BOLT, { dataDir: FIXTURE_DATA })]);
    expect(endless.ok && endless.trace.stopped).toMatch(/Stopped after/);
    expect(bolt.ok).toBe(true);
  });

  it('ends a job that runs past the hard time limit, replaces its worker, and goes on', async () => {
    const strict = new SimulationPool({ size: 1, limits: { ...SCENARIO_LIMITS, deadlineMs: 400 } });
    try {
      await strict.warm();
      const slow = await strict.run(ENDLESS, { dataDir: FIXTURE_DATA, stepLimit: 1_000_000 });
      expect(slow).toMatchObject({ ok: false, kind: 'time-limit' });
      expect(slow.ok === false && slow.message).toMatch(/stopped after 400 ms/);
      const next = await strict.run(BOLT, { dataDir: FIXTURE_DATA });
      expect(next.ok).toBe(true);
    } finally {
      await strict.close();
    }
  });

  it('answers the jobs queued in a worker behind a runaway one: they move to its replacement', async () => {
    const strict = new SimulationPool({ size: 1, limits: { ...SCENARIO_LIMITS, deadlineMs: 400 } });
    try {
      await strict.warm();
      const [slow, ...behind] = await Promise.all([
        strict.run(ENDLESS, { dataDir: FIXTURE_DATA, stepLimit: 1_000_000 }),
        strict.run(BOLT, { dataDir: FIXTURE_DATA }),
        strict.run('Alice has Mountain\nAlice cats Lightning Bolt', { dataDir: FIXTURE_DATA }),
      ]);
      expect(slow).toMatchObject({ ok: false, kind: 'time-limit' });
      expect(behind[0]!.ok && behind[0]!.trace.final.players.map((p) => p.life)).toEqual([20, 17]);
      expect(behind[1]).toMatchObject({ ok: false, kind: 'error', line: 2, column: 7 });
    } finally {
      await strict.close();
    }
  });
});

describe("a worker looks up the card store's names in the main thread's copy", () => {
  // (A generous deadline: the worker's first card compiled from Oracle text builds the grammar, slow through jest's compiler.)
  const pool = new SimulationPool({ size: 1, limits: { ...SCENARIO_LIMITS, deadlineMs: 10_000 } });
  const folders: string[] = [];
  const dataFolder = (): string => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-pool-store-'));
    folders.push(folder);
    return folder;
  };
  afterAll(async () => {
    await pool.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('plays a card of the store, typos corrected, answered from the store this thread loaded', async () => {
    const userDataDir = dataFolder();
    await ingestCardData({ cards: [path.join(__dirname, '..', 'fixtures', 'cards', 'real-cards.json')], dataDir: userDataDir, progress: false });
    const loads = jest.spyOn(library, 'loadCardLibrary');
    try {
      const result = await pool.run('Alice has Mountain, Plains\nAlice casts Lightning Helx targeting Bob', { userDataDir });
      if (!result.ok) throw new Error(result.message);
      expect(result.trace.events.map((e) => e.text)).toContain("'Lightning Helx' read as Lightning Helix");
      expect(result.trace.final.players.map((p) => p.life)).toEqual([23, 17]);
      expect(loads).toHaveBeenCalledWith(expect.objectContaining({ userDataDir }));
    } finally {
      loads.mockRestore();
    }
  });

  it('asks again once the card store has changed (an ingest between two runs)', async () => {
    const userDataDir = dataFolder();
    const zap = (text: string): Card => ({ id: 'zap', layout: 'normal', name: 'Zap of Akros', manaCost: '{R}', typeLine: 'Instant', oracleText: text });
    const scenario = 'Alice has Mountain\nAlice casts Zap of Akros targeting Bob';
    writeCardStore(userDataDir, { format: STORE_FORMAT, sources: ['test'], cards: [zap('Zap of Akros deals 1 damage to any target.')], rulings: {} });
    const before = await pool.run(scenario, { userDataDir });
    expect(before.ok && before.trace.final.players.map((p) => p.life)).toEqual([20, 19]);
    writeCardStore(userDataDir, { format: STORE_FORMAT, sources: ['test'], cards: [zap('Zap of Akros deals 2 damage to any target.')], rulings: {} });
    const after = await pool.run(scenario, { userDataDir });
    expect(after.ok && after.trace.final.players.map((p) => p.life)).toEqual([20, 18]);
  });

  it("an ingested card store that can't be read leaves the bundled cards playing, and the worker goes on", async () => {
    const userDataDir = dataFolder();
    fs.writeFileSync(path.join(userDataDir, 'card-store.json'), '{"stamp":"heartwood-cards/2","checksum":"0000000000000000000000000000000000000000",\n"format":"heartwood-cards/2"');
    expect((await pool.run(BOLT, { userDataDir })).ok).toBe(true);
    const notBundled = await pool.run('Alice has Mountain\nAlice casts Lightning Helix targeting Bob', { userDataDir });
    expect(notBundled).toMatchObject({ ok: false, kind: 'error' });
    expect(notBundled.ok === false && notBundled.message).toMatch(/unknown card 'Lightning Helix'/);
    expect((await pool.run(BOLT, { dataDir: FIXTURE_DATA })).ok).toBe(true);
  });
});

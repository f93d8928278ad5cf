/**
 * Disputes played with the real Theros-block cards: THS, BNG and JOU (../shared/data) ingested into
 * a data folder of the test file's own, so that a scenario names them as a user with that card data
 * would, and they are compiled from their Oracle text.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ingestCardData } from '../../src/cards/ingest';
import { simulate, type Trace } from '../../src/scenario/simulate';
import { sharedDataPath } from '../shared-data';

export const THEROS_FILES = ['THS', 'BNG', 'JOU'].map((set) => `mtgjson-v5.2.0/${set}.json`);

/** Ingests the Theros block once for the file (call inside describeWithSharedData); `play` runs a scenario with it. */
export function withTherosCards(): { play: (text: string) => Trace; error: (text: string) => string } {
  let userDataDir = '';
  beforeAll(async () => {
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-theros-disputes-'));
    await ingestCardData({ cards: THEROS_FILES.map((file) => sharedDataPath(file)), dataDir: userDataDir, progress: false });
  }, 60_000);
  afterAll(() => fs.rmSync(userDataDir, { recursive: true, force: true }));
  return {
    play(text) {
      const result = simulate(text, { userDataDir });
      if (!result.ok) throw new Error(result.message);
      return result.trace;
    },
    error(text) {
      const result = simulate(text, { userDataDir });
      if (result.ok) throw new Error(`expected an error, but it played: ${result.trace.verdict}`);
      return result.message;
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ingestCardData } from '../../src/cards/ingest';

/**
 * A user data folder holding the cards of a Scryfall-format fixture, ingested before the file's tests
 * and removed after them; call the returned function inside a test for its path.
 */
export function userDataWith(fixture: string): () => string {
  let userDataDir = '';
  beforeAll(async () => {
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-ingested-'));
    await ingestCardData({ cards: [fixture], dataDir: userDataDir, progress: false });
  });
  afterAll(() => fs.rmSync(userDataDir, { recursive: true, force: true }));
  return () => userDataDir;
}

/** `heartwood data` (what is loaded from where), `--reset`, and the console's first line: real processes. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveDataDir } from '../../src/util/paths';
import { heartwood } from '../cli-process';
import { MINI_CR } from '../rules/helpers';
import { BUNDLED_CARDS, LOADED_LINE } from '../bundled-data';

const LOADED = LOADED_LINE;

describe('heartwood data', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-data-'));
  const run = (args: string[], input?: string) => heartwood(args, { HEARTWOOD_DATA: folder }, input);

  it('the console’s first line says which rules and cards are loaded', async () => {
    const { stdout } = await run(['console'], '/quit\n');
    expect(stdout.split('\n')[0]).toBe(LOADED);
  });

  it('shows the data folder, the rules in use with the kept versions, and the cards, each with its file', async () => {
    const { stdout } = await run(['data']);
    expect(stdout).toContain(`Data folder: ${folder} (HEARTWOOD_DATA)\nBundled data: ${resolveDataDir()}\n`);
    expect(stdout).toContain(`Rules: the Comprehensive Rules of January 16, 2026, 3,114 rules and 725 glossary entries\n  from ${path.join(resolveDataDir(), 'corpus.json')} (bundled)\n`);
    expect(stdout).toContain("  with Heartwood's own rules, not part of the official Comprehensive Rules: 111.10x\n");
    expect(stdout).toContain('  versions kept for /changes: November 14, 2025 (bundled), January 16, 2026 (bundled)\n');
    expect(stdout).toContain(`Cards: ${BUNDLED_CARDS} cards and 22 rulings\n  ${BUNDLED_CARDS} bundled, from`);
    expect(stdout).toContain('  none ingested: `npx heartwood ingest --cards scryfall` adds every card');
  });

  it('after an ingest, says the ingested rules are in use; --reset removes only what Heartwood put there and goes back to the bundled data', async () => {
    await run(['ingest', '--cr', MINI_CR]);
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'mine');
    expect((await run(['data'])).stdout).toContain(`  from ${path.join(folder, 'rules', '2026-03-03.json')} (ingested)\n`);
    const reset = await run(['data', '--reset']);
    expect(reset.stdout).toBe(`Removed rules from ${folder}.\nNow loaded: ${LOADED} (the bundled data).\n`);
    expect(fs.readdirSync(folder)).toEqual(['notes.txt']);
    expect((await run(['data', '--reset'])).stdout).toBe(`Nothing was ingested in ${folder}.\nNow loaded: ${LOADED} (the bundled data).\n`);
  });
});

/** The rules through the front ends: the `heartwood` command line (a real process) and the console. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConsoleSession } from '../../src/cli/console';
import { ingestRules } from '../../src/rules/ingest';
import { versionsDir } from '../../src/rules/store';
import { resolveDataDir } from '../../src/util/paths';
import { heartwood, projectFiles } from '../cli-process';
import { MINI_CR } from './helpers';

let userDataDir: string;
beforeAll(() => {
  userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cli-'));
});
const run = (args: string[], input?: string) => heartwood(args, { HEARTWOOD_DATA: userDataDir }, input);
const kept = () => path.join(versionsDir(userDataDir), '2026-03-03.json');

describe('heartwood ingest --cr and heartwood rule (processes)', () => {
  it('ingests a file into the data folder, says what it read and that it is now in use, and changes nothing in the project', async () => {
    const before = projectFiles();
    const result = await run(['ingest', '--cr', MINI_CR]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Comprehensive Rules effective March 3, 2026: 11 sections, 29 rules, 3 examples, 5 glossary entries → ${kept()}\nHeartwood now answers from these rules.\n`);
    expect(projectFiles()).toEqual(before);
  });

  it('an older CR is kept for /changes, and one of the date Heartwood ships changes nothing; the command says which', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cli-older-'));
    const withDate = (date: string) => {
      const file = path.join(folder, `${date.replace(/\W+/g, '-')}.txt`);
      fs.writeFileSync(file, fs.readFileSync(MINI_CR, 'utf8').replace(/March 3, 2026/g, date));
      return file;
    };
    const older = await heartwood(['ingest', '--cr', withDate('June 1, 2020')], { HEARTWOOD_DATA: folder });
    expect(older.stdout).toMatch(/\nKept for \/changes: Heartwood answers from the newer Comprehensive Rules of January 16, 2026 \(bundled\)\.\n$/);
    const same = await heartwood(['ingest', '--cr', withDate('January 16, 2026')], { HEARTWOOD_DATA: folder });
    expect(same.stdout).toMatch(/\nHeartwood ships these same rules and keeps answering from its own copy\.\n$/);
  });

  it('a CR dated after today is kept and waits for its date; the command says so', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cli-future-'));
    const future = path.join(folder, 'future.txt');
    fs.writeFileSync(future, fs.readFileSync(MINI_CR, 'utf8').replace(/March 3, 2026/g, 'March 3, 2099'));
    const result = await heartwood(['ingest', '--cr', future], { HEARTWOOD_DATA: folder });
    expect(result.stdout).toMatch(/\nThey take effect on March 3, 2099: until then Heartwood answers from the Comprehensive Rules of January 16, 2026 \(bundled\)\.\n$/);
  });

  it('a data folder that cannot be written is named in words, and nothing is ingested', async () => {
    const notAFolder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cli-file-')), 'file');
    fs.writeFileSync(notAFolder, '');
    const ingest = await heartwood(['ingest', '--cr', MINI_CR], { HEARTWOOD_DATA: notAFolder });
    expect([ingest.code, ingest.stderr]).toEqual([1, `heartwood ingest: cannot create the folder ${path.join(notAFolder, 'rules')}: part of its path is a file, not a folder (ENOTDIR)\n`]);
    const reset = await heartwood(['data', '--reset'], { HEARTWOOD_DATA: notAFolder });
    expect(reset.stderr).not.toMatch(/\n\s+at /);
  });

  it('a failed ingest exits 1 with the reason and keeps the rules', async () => {
    const before = fs.readFileSync(kept());
    const result = await run(['ingest', '--cr', path.join(userDataDir, 'nope.txt')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`heartwood ingest: cannot read ${path.join(userDataDir, 'nope.txt')}: no such file\n`);
    expect(fs.readFileSync(kept())).toEqual(before);
  });

  it('rule prints the answer with the effective date of the ingested rules', async () => {
    const result = await run(['rule', '601.2h']);
    expect(result.stdout).toMatch(/^Rule 601\.2h · Casting Spells\n/);
    expect(result.stdout).toContain('— Comprehensive Rules effective March 3, 2026');
  });

  it('rule --json with no query reads one query a line and writes one JSON object a line, top matches first', async () => {
    const result = await run(['rule', '--json'], 'trample\n601.2h\n');
    const lines = result.stdout.trim().split('\n').map((line) => JSON.parse(line) as { query: string; matches: { id: string; text: string; score: number }[] });
    expect(lines.map((l) => l.query)).toEqual(['trample', '601.2h']);
    expect(lines[0]!.matches[0]).toMatchObject({ id: '702.19', text: 'Trample' });
    expect(lines[1]!.matches.length).toBeGreaterThanOrEqual(5);
    expect(lines[1]!.matches[0]).toEqual({ id: '601.2h', text: 'The player pays the total cost in any order. Partial payments are not allowed.', score: 1000 });
  });
});

describe('the console', () => {
  const dataDir = resolveDataDir();
  beforeAll(async () => {
    await ingestRules(MINI_CR, { dataDir, userDataDir });
  });

  it('/rule 601.2h, then !3 presses "next" and shows 601.2i', async () => {
    const session = createConsoleSession({ dataDir, userDataDir, userId: 'console' });
    const first = await session.run('/rule 601.2h');
    expect(first).toMatch(/\[!1\] ⬆ 601\.2 +\[!2\] ◀ 601\.2g +\[!3\] 601\.2i ▶/);
    expect(await session.run('!3')).toMatch(/^Rule 601\.2i · Casting Spells/);
  });

  it('Tab completes a rule number through autocomplete, showing the rules’ titles', async () => {
    const session = createConsoleSession({ dataDir, userDataDir, userId: 'console' });
    expect(await session.complete('/rule 702.1')).toEqual([
      '/rule 702.11  Hexproof',
      '/rule 702.11a  Hexproof is a static ability.',
      '/rule 702.11b  “Hexproof” on a permanent means “This permanent can’t be the target of spells or abilities…',
      '/rule 702.19  Trample',
      '/rule 702.19a  Trample is a static ability that modifies the rules for assigning an attacking creature’s c…',
    ]);
    expect(await session.complete('/rule 702.19a')).toEqual(['/rule 702.19a']);
    expect(await session.complete('/rule 601.2h exa')).toEqual(['/rule 601.2h examples:']);
  });

  it('/define hexproof shows the glossary entry', async () => {
    const session = createConsoleSession({ dataDir, userDataDir, userId: 'console' });
    expect(await session.run('/define hexproof')).toMatch(/^Hexproof\n─+\nA keyword ability that precludes/);
  });
});


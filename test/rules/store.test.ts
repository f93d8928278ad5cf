/**
 * Corpus files: one Heartwood wrote is read as it is (its stamp and checksum hold); any other, an
 * older Heartwood's or one edited by hand, is validated, with an error naming the field. A version
 * keeps what changed since the one before it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadRules } from '../../src/rules';
import { changeMarks } from '../../src/rules/changes';
import { ingestRules } from '../../src/rules/ingest';
import type { CorpusData } from '../../src/rules/model';
import { corpusEffectiveDate, CorpusError, corpusPath, readCorpus, versionsDir, writeCorpusFile } from '../../src/rules/store';
import { readUnofficialRules, stampUnofficialRules, unofficialRulesPath } from '../../src/rules/unofficial';
import { stampHolds } from '../../src/util/stamp';
import { resolveDataDir } from '../../src/util/paths';
import { MINI_CR, miniCorpus } from './helpers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-corpus-store-'));
const file = (name: string) => path.join(dir, name);

describe('reading a corpus file', () => {
  it('reads back what Heartwood wrote, as written, and its effective date from the head alone', () => {
    const data = miniCorpus();
    writeCorpusFile(file('written.json'), data);
    expect(readCorpus(file('written.json'))).toEqual(data);
    expect(fs.readFileSync(file('written.json'), 'utf8')).toMatch(/^\{"stamp":"heartwood-corpus\/1","checksum":"[0-9a-f]{40}",\n"effectiveDate":"March 3, 2026",/);
    expect(corpusEffectiveDate(file('written.json'))).toBe('March 3, 2026');
  });

  it('trusts a file whose checksum holds without validating it, and validates one edited since', () => {
    // A rule number no parser would produce: accepted as written when the stamp holds…
    const odd: CorpusData = { ...miniCorpus(), rules: [{ ...miniCorpus().rules[0]!, id: 'not-a-number' }, ...miniCorpus().rules.slice(1)] };
    writeCorpusFile(file('odd.json'), odd);
    expect(readCorpus(file('odd.json')).rules[0]!.id).toBe('not-a-number');
    // …and named as the first bad field once the file no longer matches its checksum.
    fs.writeFileSync(file('edited.json'), fs.readFileSync(file('odd.json'), 'utf8').replace('"March 3, 2026"', '"March 4, 2026"'));
    expect(() => readCorpus(file('edited.json'))).toThrow(CorpusError);
    expect(() => readCorpus(file('edited.json'))).toThrow(`the rules corpus ${file('edited.json')} is invalid at rules.0.id: Invalid`);
  });

  it('validates a file without a stamp (as an older Heartwood wrote them), and reads it when it is right', () => {
    const data = miniCorpus();
    fs.writeFileSync(file('older.json'), JSON.stringify(data));
    expect(readCorpus(file('older.json'))).toEqual(data);
    expect(corpusEffectiveDate(file('older.json'))).toBe('March 3, 2026');
    fs.writeFileSync(file('broken.json'), JSON.stringify({ ...data, glossary: [{ term: '' }] }));
    expect(() => readCorpus(file('broken.json'))).toThrow(/is invalid at glossary\.0\.term/);
    fs.writeFileSync(file('truncated.json'), JSON.stringify(data).slice(0, 500));
    expect(() => readCorpus(file('truncated.json'))).toThrow(/cannot read the rules corpus .*truncated\.json/);
  });
});

describe('the unofficial rules: written by hand, stamped by npm run build:corpus', () => {
  it('the bundled file is stamped as it is (after editing it, run `npm run build:corpus`)', () => {
    const file = unofficialRulesPath(resolveDataDir());
    if (!stampHolds(fs.readFileSync(file, 'utf8'), 'heartwood-unofficial-rules/1')) {
      throw new Error(`${file} was edited since it was stamped: run \`npm run build:corpus\``);
    }
  });

  it('an edited file is validated: read when right, the field named when wrong; stamping keeps it as it is', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-unofficial-')), 'unofficial-rules.json');
    const rule = { id: '111.10x', kind: 'subrule', title: 'Test token', text: 'A test token.', examples: [], cites: [] };
    fs.writeFileSync(file, JSON.stringify({ rules: [rule] }));
    expect(readUnofficialRules(file)[0]).toMatchObject({ id: '111.10x', unofficial: true });
    stampUnofficialRules(file);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).rules).toEqual([rule]);
    expect(readUnofficialRules(file)[0]!.title).toBe('Test token — not part of the official Comprehensive Rules');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"subrule"', '"paragraph"'));
    expect(() => readUnofficialRules(file)).toThrow(`${file} is invalid at rules.0.kind`);
  });
});

describe('what changed since the version before, kept in the file', () => {
  it('an ingested version keeps its changes since the newest version before it, and /rule reads them from there', async () => {
    const dataDir = resolveDataDir();
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-changes-kept-'));
    await ingestRules(MINI_CR, { dataDir, userDataDir });
    const kept = readCorpus(path.join(versionsDir(userDataDir), '2026-03-03.json'));
    expect(kept.changes).toEqual(changeMarks(readCorpus(corpusPath(dataDir)), miniCorpus(), '2026-01-16'));
    const rules = loadRules({ dataDir, userDataDir });
    expect(rules.previousVersion).toMatchObject({ date: '2026-01-16', origin: 'bundled' });
    const update = rules.latestUpdate!();
    expect(update.date).toBe('March 3, 2026');
    expect([...update.byId.values()]).toEqual(kept.changes!.rules);
  });

  it('computes them when the version before is not the one they were kept against', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-changes-other-'));
    const current = { ...miniCorpus(), changes: { from: '1999-01-01', rules: [{ id: '100.1', kind: 'changed' as const }] } };
    writeCorpusFile(corpusPath(dataDir), current);
    const older = { ...miniCorpus(), effectiveDate: 'June 1, 2020', rules: miniCorpus().rules.filter((rule) => rule.id !== '601.2h') };
    writeCorpusFile(path.join(versionsDir(dataDir), '2020-06-01.json'), older);
    const update = loadRules(dataDir).latestUpdate!();
    expect([...update.byId.values()]).toEqual([{ id: '601.2h', kind: 'added' }]);
  });
});

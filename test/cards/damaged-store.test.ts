/**
 * A damaged ingested card store (the user's card-store.json) is contained: the bundled cards keep
 * answering (/card, autocomplete, /simulate of a bundled-card scenario), with one warning naming
 * the file, what is wrong and the command that rebuilds it; never a raw TypeError.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ingestCardData } from '../../src/cards/ingest';
import { loadCardLibrary, onCardStoreDamage } from '../../src/cards/library';
import { STORE_FORMAT, type Card } from '../../src/cards/model';
import { storePath, writeCardStore } from '../../src/cards/store';
import { dataReport } from '../../src/data/summary';
import { readiness } from '../../src/discord/bot';
import { simulate } from '../../src/scenario/simulate';
import { PROJECT_ROOT, resolveDataDir } from '../../src/util/paths';

const dataDir = resolveDataDir();
const bolt = loadCardLibrary(dataDir).lookup('Lightning Bolt');
if (bolt.status !== 'found') throw new Error('the bundled cards have no Lightning Bolt');
const BOLT = bolt.match.card;
const OPT: Card = { id: '6c2a1a08-8ba7-4f52-9a1c-d5c4a3b8b4d1', layout: 'normal', name: 'Opt', manaCost: '{U}', typeLine: 'Instant', oracleText: 'Scry 1.\nDraw a card.' };
const COUNTERSPELL = fs.readFileSync(path.join(dataDir, 'scenarios', 'counterspell.txt'), 'utf8');

const warnings: string[] = [];
beforeAll(() => onCardStoreDamage((message) => warnings.push(message)));

/** A user data folder whose store holds Opt and the bundled Lightning Bolt, then is damaged by `damage` (its text → the damaged bytes). */
function damagedFolder(damage: (text: string) => string | Buffer): string {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-damaged-'));
  writeCardStore(userDataDir, { format: STORE_FORMAT, sources: ['cards.json'], cards: [OPT, { ...BOLT, files: ['cards.json'] }], rulings: {} });
  fs.writeFileSync(storePath(userDataDir), damage(fs.readFileSync(storePath(userDataDir), 'utf8')));
  return userDataDir;
}

/** The store's text with card line `n` (1: the first) replaced by `line`, padded to its length so that the index's offsets still hold. */
function withCardLine(n: number, line: (old: string) => string) {
  return (text: string) => {
    const lines = text.split('\n');
    const old = lines[2 + n]!;
    lines[2 + n] = line(old).padEnd(old.length, ' ');
    return lines.join('\n');
  };
}

const DAMAGES: [string, (text: string) => string | Buffer, RegExp][] = [
  ['empty', () => '', /the card store is empty/],
  ['truncated', (text) => text.slice(0, text.length / 2), /its checksum does not match/],
  ['binary', () => Buffer.from([0x00, 0xff, 0x13, 0x37, 0x8b, 0x1f, 0x00, 0x7b]), /cannot read the card store \(.*not valid JSON\)/],
  ['one broken line (Lightning Bolt\'s)', withCardLine(2, (old) => old.replace('{"card":', '{"card"!')), /the line of card [\w-]+ is damaged or was changed by hand \(its checksum does not match\)/],
  ['a bad first record (null)', withCardLine(1, () => 'null'), /the line of card [\w-]+ is damaged or was changed by hand \(its checksum does not match\)/],
  ['a record of another card', withCardLine(2, (old) => old.replace(BOLT.id, 'x'.repeat(BOLT.id.length))), /the line of card [\w-]+ is damaged or was changed by hand \(its checksum does not match\)/],
  ['a first-format store with a card of null name', () => JSON.stringify({ format: 'heartwood-cards/1', sources: [], cards: [{ id: 'x', name: null }], rulings: {} }), /card 1 is damaged \(card x has no name\)/],
];

describe.each(DAMAGES)('an ingested card store that is %s', (_, damage, problem) => {
  const userDataDir = damagedFolder(damage);
  const sources = { dataDir, userDataDir };
  beforeAll(() => {
    warnings.length = 0;
  });

  it('leaves the bundled cards answering: Lightning Bolt is found, offered by autocomplete, and played by /simulate', () => {
    const library = loadCardLibrary(sources);
    const found = library.lookup('Lightning Bolt');
    expect(found.status).toBe('found');
    expect(found.status === 'found' && found.match.card.oracleText).toBe(BOLT.oracleText);
    expect(library.suggest('Lightning Bo').map((match) => match.name)).toContain('Lightning Bolt');
    expect(simulate(COUNTERSPELL, sources)).toMatchObject({ ok: true });
  });

  it('gives one warning naming the file, the damage and the command that rebuilds it', () => {
    for (let again = 0; again < 3; again++) {
      for (const name of ['Lightning Bolt', 'Opt']) {
        const found = loadCardLibrary(sources).lookup(name);
        // Opt is in the ingested store alone: its damaged line is an error saying so (the /card answer shows it).
        if (found.status === 'found') expect(() => found.match.card).not.toThrow(/Cannot read properties/);
      }
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(storePath(userDataDir));
    expect(warnings[0]).toMatch(problem);
    expect(warnings[0]).toContain('`heartwood ingest --replace --cards <file or scryfall>` to rebuild it');
    expect(warnings[0]).not.toMatch(/Cannot read properties/);
  });
});

describe('rebuilding a damaged ingested card store', () => {
  const cardsFile = path.join(PROJECT_ROOT, 'test', 'fixtures', 'cards', 'scryfall-oracle-cards.json');

  it('ingest without --replace refuses, saying how to rebuild; with --replace it rebuilds from the files given', async () => {
    const userDataDir = damagedFolder(() => 'garbage');
    await expect(ingestCardData({ cards: [cardsFile], dataDir: userDataDir, progress: false })).rejects.toThrow(/card-store\.json: cannot read the card store .* Run `heartwood ingest --replace --cards/);
    await ingestCardData({ cards: [cardsFile], replace: true, dataDir: userDataDir, progress: false });
    expect(loadCardLibrary({ dataDir, userDataDir }).lookup('Opt').status).toBe('found');
  });

  it('heartwood data names the damage among the cards', () => {
    const userDataDir = damagedFolder(() => '');
    expect(dataReport({ dataDir, userDataDir })).toMatch(/Cards: [\d,]+ cards .*\n.* bundled, from .*\n {2}none of the ingested cards: .*card-store\.json: the card store is empty\. Run `heartwood ingest --replace/);
  });

  it('/readyz names the damage and stays ready once connected: the bundled cards answer', () => {
    const userDataDir = damagedFolder(() => '');
    const { missing, damaged } = readiness(undefined, undefined, { dataDir, userDataDir });
    expect(missing).toEqual(['gateway: connecting to Discord']);
    expect(damaged).toEqual([expect.stringMatching(/^cards: .*card-store\.json: the card store is empty\. Run `heartwood ingest --replace.* The bundled cards answer alone\.$/)]);
  });
});

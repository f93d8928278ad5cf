/**
 * The card store file: its index (ids, offsets, the name indexes prebuilt) is what loading reads;
 * each card's text and rulings are read from the file when the card is shown. A store of the first
 * format still reads; a damaged one says so; a store replaced while a library has it open keeps
 * answering from the file it opened.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CardLibrary, loadCardLibrary } from '../../src/cards/library';
import { STORE_FORMAT, type Card, type CardStore } from '../../src/cards/model';
import { openCardStore, readCardStore, readStoreHeader, storePath, writeCardStore } from '../../src/cards/store';

const card = (id: string, name: string, extra: Partial<Card> = {}): Card => ({ id, layout: 'normal', name, typeLine: 'Instant', oracleText: `${name} does a thing.`, ...extra });
const STORE: CardStore = {
  format: STORE_FORMAT,
  sources: ['test.json'],
  remote: { kind: 'scryfall', version: '2026-01-01' },
  cards: [
    card('a1', 'Opt'),
    card('b2', 'Wear // Tear', { layout: 'split', faces: [{ name: 'Wear' }, { name: 'Tear' }] }),
    card('c3', 'Favored Hoplite', { foreignNames: [{ language: 'French', name: 'Hoplite favori' }] }),
  ],
  rulings: { a1: [{ date: '2020-01-01', source: 'wotc', text: 'Opt is a fine card.' }] },
};

function folder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-card-store-'));
}

describe('the card store file', () => {
  it('reads back what was written; its header alone says what it holds', () => {
    const dir = folder();
    writeCardStore(dir, STORE);
    expect(readCardStore(storePath(dir))).toEqual(STORE);
    expect(readStoreHeader(storePath(dir))).toEqual({ format: STORE_FORMAT, sources: ['test.json'], remote: STORE.remote, cards: 3, rulings: 1 });
    const text = fs.readFileSync(storePath(dir), 'utf8').split('\n');
    expect(text[0]).toMatch(/^\{"stamp":"heartwood-cards\/2","checksum":"[0-9a-f]{40}",$/);
    expect(text.slice(3, 6).map((line) => JSON.parse(line).card.name)).toEqual(['Opt', 'Wear // Tear', 'Favored Hoplite']);
  });

  it('loads names and offsets only: a card is read (and checked) from the file when it is shown', () => {
    const dir = folder();
    writeCardStore(dir, STORE);
    const library = loadCardLibrary(dir);
    // The same number of bytes, another text: only a read at the time of the answer can see it.
    const file = storePath(dir);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Opt does a thing.', 'Opt does a THING.'));
    const found = library.lookup('opt');
    expect(found.status).toBe('found');
    expect(() => found.status === 'found' && found.match.card).toThrow(/the line of card a1 is damaged or was changed by hand/);
    expect(library.get('c3')!.name).toBe('Favored Hoplite');
  });

  it('finds cards by every name the index prebuilt: own, face and foreign names, and by id', () => {
    const dir = folder();
    writeCardStore(dir, STORE);
    const library = loadCardLibrary(dir);
    const name = (query: string) => {
      const result = library.lookup(query);
      return result.status === 'found' ? [result.match.card.name, result.match.language] : result.status;
    };
    expect(name('tear')).toEqual(['Wear // Tear', undefined]);
    expect(name('hoplite favori')).toEqual(['Favored Hoplite', 'French']);
    expect(name('hoplite')).toEqual(['Favored Hoplite', undefined]);
    expect(name('c3')).toEqual(['Favored Hoplite', undefined]);
    expect(library.suggest('fav').map((match) => match.card.name)).toEqual(['Favored Hoplite']);
  });

  it('a store replaced while a library has it open: the library answers from the file it opened, the next load from the new one', () => {
    const dir = folder();
    writeCardStore(dir, STORE);
    const before = new CardLibrary(openCardStore(storePath(dir)));
    writeCardStore(dir, { ...STORE, cards: [card('z9', 'Zap'), ...STORE.cards], rulings: {} });
    const opt = before.lookup('opt');
    expect(opt.status === 'found' && [opt.match.card.name, before.rulingsOf(opt.match.card).length]).toEqual(['Opt', 1]);
    expect(loadCardLibrary(dir).lookup('zap').status).toBe('found');
  });

  it('a store of the first format (one JSON document) still reads', () => {
    const dir = folder();
    fs.writeFileSync(storePath(dir), JSON.stringify({ ...STORE, format: 'heartwood-cards/1' }));
    const library = loadCardLibrary(dir);
    expect(library.size).toBe(3);
    expect(library.rulingsOf(library.get('a1')!)).toHaveLength(1);
  });

  it('a damaged or hand-edited store is refused, saying how to rebuild it', () => {
    const dir = folder();
    writeCardStore(dir, STORE);
    const file = storePath(dir);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"Opt"', '"Ops"'));
    expect(() => openCardStore(file)).toThrow(`${file}: the card store is damaged or was changed by hand (its checksum does not match). Run \`heartwood ingest --replace --cards <file or scryfall>\` to rebuild it, or \`heartwood data --reset\` to drop it.`);
    fs.writeFileSync(file, '{"format":"something-else"}');
    expect(() => openCardStore(file)).toThrow(/not a Heartwood card store \(format "something-else"/);
  });

  it('a card line changed by hand is refused as it is read: the checksums cover every stored byte', () => {
    const dir = folder();
    writeCardStore(dir, STORE);
    const file = storePath(dir);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes('"name":"Opt"'));
    // The same length, so the offsets still hold: only the checksum can tell.
    lines[line] = lines[line]!.replace('"name":"Opt"', '"name":"Ops"');
    fs.writeFileSync(file, lines.join('\n'));
    const store = openCardStore(file);
    const opt = store.index.ids.findIndex((_, position) => lines[3 + position]!.includes('"name":"Ops"'));
    expect(() => store.record(opt)).toThrow(`${file}: the line of card ${store.index.ids[opt]} is damaged or was changed by hand (its checksum does not match)`);
    expect(() => store.record(opt === 0 ? 1 : 0)).not.toThrow();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CardLibrary } from '../../src/cards/library';
import { ingestCardData, formatSummary, removeIngestedFile, type IngestSummary } from '../../src/cards/ingest';
import { readCardStore, storePath } from '../../src/cards/store';
import { PROJECT_ROOT } from '../../src/util/paths';
import { describeWithSharedData, sharedDataPath } from '../shared-data';

const FIXTURES = path.join(PROJECT_ROOT, 'test', 'fixtures', 'cards');
const SAMPLE = 'scryfall-cards-sample.json';
const SETS = ['THS', 'BNG', 'JOU'].map((set) => `mtgjson-v5.2.0/${set}.json`);
const ARTISAN = '3e8abec7-1e18-460a-9d88-30969755ebd2';
const HEROIC_RULINGS = [
  'Heroic abilities will resolve before the spell that caused them to trigger.',
  'Heroic abilities will trigger only once per spell, even if that spell targets the creature with the heroic ability multiple times.',
  'Heroic abilities won’t trigger when a copy of a spell is created on the stack or when a spell’s targets are changed to include a creature with a heroic ability.',
];

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cards-test-'));
}

function library(dataDir: string): CardLibrary {
  return new CardLibrary(readCardStore(storePath(dataDir)));
}

function found(lib: CardLibrary, query: string) {
  const result = lib.lookup(query);
  if (result.status !== 'found') throw new Error(`"${query}" did not find one card: ${JSON.stringify(result).slice(0, 300)}`);
  return result.match;
}

describeWithSharedData('ingest of the real Scryfall sample and MTGJSON Theros-block set files', [SAMPLE, ...SETS], () => {
  const dataDir = tempDir();
  let summary: IngestSummary;
  let lib: CardLibrary;

  beforeAll(async () => {
    summary = await ingestCardData({ cards: [sharedDataPath(SAMPLE), ...SETS.map((set) => sharedDataPath(set))], dataDir, progress: false });
    lib = library(dataDir);
  });

  it('reads every record without skipping any, and reports each file', () => {
    expect(summary.files.map((file) => [file.kinds, file.records, file.skipped])).toEqual([
      [['Scryfall cards'], 83, 0],
      [['MTGJSON set file'], 249, 0],
      [['MTGJSON set file'], 165, 0],
      [['MTGJSON set file'], 165, 0],
    ]);
    expect(formatSummary(summary.files, summary)).toContain(`Stored ${summary.cards} cards and 1657 rulings`);
  });

  it('keeps all 1,657 rulings of the Theros block, joined by oracle id', () => {
    expect(summary.rulings).toBe(1657);
    expect(summary.unmatchedRulings).toBe(0);
    expect(summary.conflicts.count).toBe(0);
  });

  it('Artisan of Forms has its 10 rulings, all dated 2013-09-15', () => {
    const artisan = found(lib, 'Artisan of Forms');
    expect(artisan.card.id).toBe(ARTISAN);
    const rulings = lib.rulingsOf(artisan.card);
    expect(rulings).toHaveLength(10);
    expect(new Set(rulings.map((ruling) => ruling.date))).toEqual(new Set(['2013-09-15']));
  });

  it('every one of the 41 heroic cards carries the heroic rulings', () => {
    const heroic = readCardStore(storePath(dataDir)).cards.filter((card) => /^Heroic — /m.test(card.oracleText ?? ''));
    expect(heroic).toHaveLength(41);
    for (const card of heroic) expect(lib.rulingsOf(card).map((ruling) => ruling.text)).toEqual(expect.arrayContaining(HEROIC_RULINGS));
  });

  it('rulings are in published order (Hero of Iroas: 2013, 2014, then 2018)', () => {
    const dates = lib.rulingsOf(found(lib, 'Hero of Iroas').card).map((ruling) => ruling.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toHaveLength(6);
    expect(dates[dates.length - 1]).toBe('2018-12-07');
  });

  it('a German name from foreignData finds Artisan of Forms and says which language matched', () => {
    const match = found(lib, 'Gestaltende Handwerkerin');
    expect(match).toMatchObject({ name: 'Gestaltende Handwerkerin', language: 'German', card: { name: 'Artisan of Forms' } });
  });

  it('a Spanish printing (printed_name Pitón) finds the English card Python', () => {
    expect(found(lib, 'piton')).toMatchObject({ language: 'Spanish', card: { name: 'Python' } });
  });

  it('each face of split, flip, transform and modal double-faced cards finds the card', () => {
    expect(found(lib, 'Tear').card.name).toBe('Wear // Tear');
    expect(found(lib, 'Despair').card.name).toBe('Driven // Despair');
    expect(found(lib, 'Shidako, Broodmistress').card.name).toBe('Orochi Eggwatcher // Shidako, Broodmistress');
    expect(found(lib, "Arlinn, the Moon's Fury").card.name).toBe("Arlinn, the Pack's Hope // Arlinn, the Moon's Fury");
    expect(found(lib, 'Turntimber, Serpentine Wood').card.faces?.map((face) => face.typeLine)).toEqual(['Sorcery', 'Land']);
  });

  it('the reversible card, without a top-level oracle_id, is one card with its faces’ oracle id', () => {
    const zndrsplt = found(lib, 'Zndrsplt, Eye of Wisdom').card;
    expect(zndrsplt).toMatchObject({ id: '502849a6-8e65-40f3-b348-a41c4f939768', name: 'Zndrsplt, Eye of Wisdom', power: '1', toughness: '4' });
  });

  it('two printings of one oracle id make one card (Anaconda, Ancestral Recall)', () => {
    const cards = readCardStore(storePath(dataDir)).cards;
    expect(cards.filter((card) => card.name === 'Anaconda')).toHaveLength(1);
    expect(cards.filter((card) => card.name === 'Ancestral Recall')).toHaveLength(1);
  });
});

describe('ingest of Scryfall-format rulings (test/fixtures/cards/rulings.json)', () => {
  const WEAR_TEAR = '9842734c-1eac-4509-a731-4c22017ae586';
  const cardsFile = path.join(os.tmpdir(), `heartwood-cards-fixture-${process.pid}.json`);
  const dataDir = tempDir();
  let summary: IngestSummary;

  beforeAll(async () => {
    const wearTear = {
      object: 'card', oracle_id: WEAR_TEAR, name: 'Wear // Tear', layout: 'split', mana_cost: '{1}{R} // {W}', type_line: 'Instant // Instant',
      card_faces: [
        { name: 'Wear', mana_cost: '{1}{R}', type_line: 'Instant', oracle_text: 'Destroy target artifact.\nFuse' },
        { name: 'Tear', mana_cost: '{W}', type_line: 'Instant', oracle_text: 'Destroy target enchantment.\nFuse' },
      ],
    };
    const zndrsplt = {
      object: 'card', name: 'Zndrsplt, Eye of Wisdom // Zndrsplt, Eye of Wisdom', layout: 'reversible_card',
      card_faces: [1, 2].map(() => ({ name: 'Zndrsplt, Eye of Wisdom', oracle_id: '502849a6-8e65-40f3-b348-a41c4f939768', mana_cost: '{4}{U}', power: '1', toughness: '4' })),
    };
    fs.writeFileSync(cardsFile, JSON.stringify([wearTear, zndrsplt, { object: 'card', name: 'No Oracle Id' }]));
    summary = await ingestCardData({ cards: [cardsFile], rulings: [path.join(FIXTURES, 'rulings.json')], dataDir, progress: false });
  });
  afterAll(() => fs.rmSync(cardsFile, { force: true }));

  it('skips and counts the bad records, naming each and what was wrong', () => {
    const [cards, rulings] = summary.files;
    expect(cards).toMatchObject({ records: 3, cards: 2, skipped: 1 });
    expect(cards!.problems).toEqual(['record 3 ("No Oracle Id"): oracle_id: no oracle_id (neither on the card nor on every face)']);
    expect(rulings).toMatchObject({ kinds: ['Scryfall rulings'], records: 8, skipped: 2 });
    expect(rulings!.problems).toEqual(['record 7: published_at: expected a date YYYY-MM-DD', 'record 8: oracle_id: Required']);
  });

  it('joins rulings by oracle id, drops repeats, and counts those of unknown cards', () => {
    expect(summary.unmatchedRulings).toBe(1);
    const lib = library(dataDir);
    const rulings = lib.rulingsOf(found(lib, 'wear').card);
    expect(rulings.map((ruling) => [ruling.date, ruling.source])).toEqual([
      ['2006-05-01', 'scryfall'],
      ['2013-04-15', 'wotc'],
      ['2013-04-15', 'wotc'],
    ]);
    expect(rulings[1]!.text).toMatch(/^Fuse lets you/);
    expect(lib.rulingsOf(found(lib, 'Zndrsplt').card)).toHaveLength(1);
  });

  it('reads a Scryfall API list object ({object: "list", data: […]}) as well as a bare array', async () => {
    const list = path.join(os.tmpdir(), `heartwood-rulings-list-${process.pid}.json`);
    const ruling = { object: 'ruling', oracle_id: WEAR_TEAR, source: 'wotc', published_at: '2020-01-01', comment: 'From the API.' };
    fs.writeFileSync(list, JSON.stringify({ object: 'list', has_more: false, data: [ruling] }));
    const other = tempDir();
    try {
      const result = await ingestCardData({ cards: [cardsFile], rulings: [list], dataDir: other, progress: false });
      expect(result.files[1]).toMatchObject({ kinds: ['Scryfall rulings'], records: 1, rulings: 1 });
    } finally {
      fs.rmSync(list);
    }
  });

  it('--rulings alone adds to the stored rulings; with replace, the stored cards keep only the new rulings', async () => {
    const only = path.join(os.tmpdir(), `heartwood-rulings-only-${process.pid}.json`);
    fs.writeFileSync(only, JSON.stringify([{ object: 'ruling', oracle_id: WEAR_TEAR, source: 'wotc', published_at: '2024-01-01', comment: 'Only this one now.' }]));
    try {
      await ingestCardData({ rulings: [only], dataDir, progress: false });
      const before = library(dataDir).rulingsOf(found(library(dataDir), 'Tear').card).map((ruling) => ruling.text);
      expect(before).toHaveLength(4);
      expect(before.at(-1)).toBe('Only this one now.');
      await ingestCardData({ rulings: [only], dataDir, replace: true, progress: false });
    } finally {
      fs.rmSync(only);
    }
    const lib = library(dataDir);
    expect(lib.size).toBe(2);
    expect(lib.rulingsOf(found(lib, 'Tear').card).map((ruling) => ruling.text)).toEqual(['Only this one now.']);
  });
});

describe('ingests add up: a second ingest keeps the first, the newest file wins, --replace starts afresh', () => {
  const card = (name: string, id: string, text: string) => ({ object: 'card', oracle_id: id, name, layout: 'normal', mana_cost: '{R}', type_line: 'Instant', oracle_text: text });
  const BOLT = 'a0000000-0000-4000-8000-000000000001';
  const SHOCK = 'a0000000-0000-4000-8000-000000000002';
  const OPT = 'a0000000-0000-4000-8000-000000000003';
  const folder = tempDir();
  const write = (name: string, records: unknown[]) => {
    const file = path.join(folder, name);
    fs.writeFileSync(file, JSON.stringify(records));
    return file;
  };
  const first = write('first.json', [card('Lightning Bolt', BOLT, 'Bolt deals 3 damage to any target.'), card('Shock', SHOCK, 'Shock deals 2 damage to any target.')]);
  const second = write('second.json', [card('Shock', SHOCK, 'Shock deals 2 damage to any target (newer).'), card('Opt', OPT, 'Scry 1. Draw a card.')]);
  const rulings = write('rulings.json', [
    { object: 'ruling', oracle_id: SHOCK, source: 'wotc', published_at: '2020-01-01', comment: 'Shock’s damage  is dealt once.' },
    { object: 'ruling', oracle_id: SHOCK, source: 'wotc', published_at: '2018-01-01', comment: "Shock's damage is dealt once." },
  ]);

  it('a second ingest adds its cards, replaces the ones it gives again, and says what it kept', async () => {
    const dataDir = tempDir();
    await ingestCardData({ cards: [first], dataDir, progress: false });
    const summary = await ingestCardData({ cards: [second], dataDir, progress: false });
    const lib = library(dataDir);
    expect(lib.size).toBe(3);
    expect(found(lib, 'Lightning Bolt').card.oracleText).toBe('Bolt deals 3 damage to any target.');
    expect(found(lib, 'Shock').card.oracleText).toBe('Shock deals 2 damage to any target (newer).');
    expect(formatSummary(summary.files, summary)).toContain('Cards: 1 added, 1 replaced from second.json; 1 kept from first.json.');
    expect(readCardStore(storePath(dataDir)).sources).toEqual(['first.json', 'second.json']);
  });

  it('--replace keeps only the files of this ingest', async () => {
    const dataDir = tempDir();
    await ingestCardData({ cards: [first], dataDir, progress: false });
    await ingestCardData({ cards: [second], dataDir, replace: true, progress: false });
    const lib = library(dataDir);
    expect(lib.size).toBe(2);
    expect(lib.lookup('Lightning Bolt')).not.toMatchObject({ status: 'found', match: { card: { name: 'Lightning Bolt' } } });
    expect(readCardStore(storePath(dataDir)).sources).toEqual(['second.json']);
  });

  it('a ruling repeated with other quotes and spacing is one ruling, with the earliest date and every file', async () => {
    const dataDir = tempDir();
    await ingestCardData({ cards: [first], rulings: [rulings], dataDir, progress: false });
    await ingestCardData({ rulings: [rulings], dataDir, progress: false });
    const shock = library(dataDir).rulingsOf(found(library(dataDir), 'Shock').card);
    expect(shock).toEqual([{ date: '2018-01-01', source: 'wotc', text: "Shock's damage is dealt once.", files: ['rulings.json'] }]);
  });

  it('a record with the oracle id of another card under another name is left out and named, never merged into it', async () => {
    const dataDir = tempDir();
    const forged = write('forged.json', [card('Lightning Bolt', BOLT, 'Bolt deals 3 damage to any target.'), card('Bolt Forgery', BOLT, 'Draw seven cards.')]);
    const summary = await ingestCardData({ cards: [forged], dataDir, progress: false });
    expect(found(library(dataDir), 'Lightning Bolt').card.oracleText).toBe('Bolt deals 3 damage to any target.');
    expect(library(dataDir).size).toBe(1);
    expect(summary.conflicts.count).toBe(1);
    expect(formatSummary(summary.files, summary)).toContain(`1 records gave the oracle id of another card under another name and were left out (one id is one card):\n  "Bolt Forgery" in forged.json: oracle id ${BOLT} is "Lightning Bolt"'s`);
  });

  it('data --remove drops the cards and rulings only that file gave, and keeps those another file gave too', async () => {
    const dataDir = tempDir();
    await ingestCardData({ cards: [first, second], rulings: [rulings], dataDir, progress: false });
    expect(removeIngestedFile(dataDir, 'second.json')).toEqual({ file: 'second.json', cards: 1, rulings: 0, shared: 1, left: 2 });
    const lib = library(dataDir);
    expect(lib.cards().map((known) => known.name).sort()).toEqual(['Lightning Bolt', 'Shock']);
    expect(removeIngestedFile(dataDir, path.join('/anywhere', 'rulings.json'))).toMatchObject({ cards: 0, rulings: 1 });
    expect(() => removeIngestedFile(dataDir, 'nothing.json')).toThrow('--remove nothing.json: no ingested file of that name; the ingested files are first.json');
    removeIngestedFile(dataDir, 'first.json');
    expect(fs.existsSync(storePath(dataDir))).toBe(false);
  });
});

describe('ingest of an MTGJSON AtomicCards file (test/fixtures/cards/atomic-cards.json)', () => {
  const dataDir = tempDir();
  let summary: IngestSummary;
  beforeAll(async () => {
    summary = await ingestCardData({ cards: [path.join(FIXTURES, 'atomic-cards.json')], dataDir, progress: false });
  });

  it('reads each face under data.<name> and skips the broken one', () => {
    expect(summary.files[0]).toMatchObject({ kinds: ['MTGJSON AtomicCards'], records: 4, cards: 3, skipped: 1 });
    expect(summary.files[0]!.problems[0]).toBe('record 4: name: Required');
  });

  it('an adventurer card has both faces in side order, its rulings once, and its foreign face names', () => {
    const lib = library(dataDir);
    const giant = found(lib, 'Stampfen');
    expect(giant.language).toBe('German');
    expect(giant.card.faces?.map((face) => face.name)).toEqual(['Bonecrusher Giant', 'Stomp']);
    expect(lib.rulingsOf(giant.card)).toHaveLength(1);
    expect(found(lib, 'stomp').card.name).toBe('Bonecrusher Giant // Stomp');
  });
});

describe('ingest failures leave the stored card data unchanged', () => {
  const dataDir = tempDir();
  const write = (name: string, text: string) => {
    const file = path.join(dataDir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  beforeAll(async () => {
    await ingestCardData({ cards: [path.join(FIXTURES, 'atomic-cards.json')], dataDir, progress: false });
  });

  it('a file that is not JSON is reported with where it broke, and nothing is written', async () => {
    const before = fs.readFileSync(storePath(dataDir), 'utf8');
    await expect(ingestCardData({ cards: [write('broken.json', '[{"name": "Opt",, }]')], dataDir, progress: false })).rejects.toThrow(
      /broken\.json: not valid JSON \(Parser cannot parse input: expected an object key\) between byte 0 \(line 1\)/,
    );
    expect(fs.readFileSync(storePath(dataDir), 'utf8')).toBe(before);
  });

  it('a string value longer than any card text is refused with where it is, never thrown past the parse (it crashed the bot)', async () => {
    const before = fs.readFileSync(storePath(dataDir), 'utf8');
    const huge = write('huge.json', `[{"object": "card", "name": "Opt", "oracle_text": "${'a'.repeat(3 << 20)}"}]`);
    await expect(ingestCardData({ cards: [huge], dataDir, progress: false })).rejects.toThrow(
      /huge\.json: a value longer than 1,048,576 characters between byte \d+ \(line 1\) and byte \d+ \(line 1\): this is not card data; refusing/,
    );
    expect(fs.readFileSync(storePath(dataDir), 'utf8')).toBe(before);
  });

  it('a record longer than any card, even of short strings, is refused with its number and where it is', async () => {
    const before = fs.readFileSync(storePath(dataDir), 'utf8');
    const words = Array.from({ length: 800_000 }, () => '"abcdef"').join(',');
    const big = write('big-record.json', `[{"object": "card", "name": "Opt"}, {"object": "card", "name": "Opt", "keywords": [${words}]}]`);
    await expect(ingestCardData({ cards: [big], dataDir, progress: false })).rejects.toThrow(
      /big-record\.json: record 2 is longer than 4,194,304 characters between byte \d+ \(line 1\) and byte \d+ \(line 1\): this is not card data; refusing/,
    );
    expect(fs.readFileSync(storePath(dataDir), 'utf8')).toBe(before);
  });

  it('a file of only bad records stores nothing and says so', async () => {
    const before = fs.readFileSync(storePath(dataDir), 'utf8');
    await expect(ingestCardData({ cards: [write('bad.json', '[{"object": "card"}, 42]')], dataDir, progress: false })).rejects.toThrow(
      /no valid card in .*bad\.json; the stored card data was left unchanged\.\n.*2 records: 0 cards or faces, 0 rulings, 2 skipped\n  skipped record 1: name: Required\n  skipped record 2: Expected object, received number/,
    );
    expect(fs.readFileSync(storePath(dataDir), 'utf8')).toBe(before);
  });

  it('a file that starts with a UTF-8 byte order mark is read', async () => {
    const file = write('bom.json', '\ufeff' + fs.readFileSync(path.join(FIXTURES, 'atomic-cards.json'), 'utf8'));
    expect((await ingestCardData({ cards: [file], dataDir: tempDir(), progress: false })).files[0]).toMatchObject({ cards: 3 });
  });

  it('a JSON file without records, or a missing file, is an error that names it', async () => {
    await expect(ingestCardData({ cards: [write('object.json', '{"hello": 1}')], dataDir, progress: false })).rejects.toThrow(/object\.json: found no card or ruling records/);
    await expect(ingestCardData({ cards: [path.join(dataDir, 'absent.json')], dataDir, progress: false })).rejects.toThrow(/no such file: .*absent\.json/);
    await expect(ingestCardData({ dataDir })).rejects.toThrow(/give --cards/);
  });
});

describe('ingest from a URL', () => {
  it('downloads to a temporary file first, then streams it like a local file', async () => {
    const http = await import('node:http');
    const body = fs.readFileSync(path.join(FIXTURES, 'atomic-cards.json'));
    const server = http.createServer((request, response) => {
      if (request.url !== '/AtomicCards.json') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const dataDir = tempDir();
    try {
      const summary = await ingestCardData({ cards: [`http://127.0.0.1:${port}/AtomicCards.json`], dataDir, progress: false });
      expect(summary.files[0]).toMatchObject({ kinds: ['MTGJSON AtomicCards'], cards: 3 });
      expect(readCardStore(storePath(dataDir)).sources).toEqual([`http://127.0.0.1:${port}/AtomicCards.json`]);
      await expect(ingestCardData({ cards: [`http://127.0.0.1:${port}/missing.json`], dataDir, progress: false })).rejects.toThrow(/answered 404/);
    } finally {
      server.close();
    }
  });
});

/** The shape report (unreadable sentences by template) and cards the engine can't hold: refused, never thrown. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { compileCard, type NotCompiled } from '../../src/oracle/compile';
import { coverage, coverageCards, type CoverageReport } from '../../src/oracle/coverage';
import { shapeOf, shapeReport } from '../../src/oracle/shapes';
import { PROJECT_ROOT } from '../../src/util/paths';
import { describeWithSharedData, sharedDataPath } from '../shared-data';

const FIXTURE = path.join(PROJECT_ROOT, 'test', 'fixtures', 'oracle', 'cards.json');
const BIN = path.join(PROJECT_ROOT, 'bin', 'heartwood.js');

describe('the shape of a sentence', () => {
  it('is one template for other numbers, mana, colours, card types and subtypes', () => {
    expect(shapeOf('bushido 1')).toBe(shapeOf('bushido 2'));
    expect(shapeOf('echo {1}{G}')).toBe('echo {M}');
    expect(shapeOf('search your library for a Mountain or Plains card, put it onto the battlefield.')).toBe('search your library for N Name or Name card, put it onto the battlefield.');
    expect(shapeOf('~ deals 3 damage to each creature and each player.')).toBe(shapeOf('~ deals five damage to each planeswalker and each player.'));
    expect(shapeOf('target blue or red creature gets +1/+0 until end of turn.')).toBe('target COLOR or COLOR TYPE gets ±N/±N until end of turn.');
    expect(shapeOf('put a +1/+1 counter on ~.')).toBe(shapeOf('put two -1/-1 counters on ~.').replace('counters', 'counter'));
    expect(shapeOf('remove X storage counters from ~')).toBe('remove N KIND counters from ~');
  });

  it('keeps the words that make one template differ from another', () => {
    expect(shapeOf('morph {2}{W}')).not.toBe(shapeOf('megamorph {2}{W}'));
    expect(shapeOf('then shuffle your library.')).not.toBe(shapeOf('then shuffle your graveyard.'));
  });
});

describe('the shape report', () => {
  const refused = (name: string, groups: string[]): NotCompiled => ({
    status: 'unsupported',
    name,
    kind: 'grammar',
    reason: `can't read "${groups[0]}"`,
    sentence: groups[0]!,
    group: groups[0]!,
    unreadable: groups.map((group) => ({ sentence: group, group })),
  });

  it('counts the cards a shape blocks alone and in all, alone first', () => {
    const shapes = shapeReport([refused('A', ['bushido 1']), refused('B', ['bushido 2', 'echo {1}{G}']), refused('C', ['echo {R}']), refused('D', ['echo {W}'])]);
    expect(shapes.map(({ shape, alone, all }) => ({ shape, alone, all }))).toEqual([
      { shape: 'echo {M}', alone: 2, all: 3 },
      { shape: 'bushido N', alone: 1, all: 2 },
    ]);
    expect(shapes[0]!.examples.map((example) => example.name)).toEqual(['B', 'C', 'D']);
  });

  it('lists every unreadable sentence of a card, not only the first', () => {
    const result = compileCard({ name: 'Howling Drake', typeLine: 'Creature — Drake', power: '2', toughness: '2', oracleText: 'The moon howls.\nFlying\nThe sun sings.' });
    expect(result).toMatchObject({ status: 'unsupported', kind: 'grammar', sentence: 'The moon howls.' });
    expect((result as NotCompiled).unreadable?.map((each) => each.group)).toEqual(['the moon howls.', 'the sun sings.']);
  });

  it('`cards coverage --shapes` prints it, and --json carries it', async () => {
    const run = (args: string[]): Promise<string> =>
      new Promise((resolve, reject) => execFile(process.execPath, [BIN, 'cards', 'coverage', '--file', FIXTURE, ...args], { cwd: PROJECT_ROOT }, (error, stdout) => (error ? reject(error) : resolve(stdout))));
    const text = await run(['--shapes']);
    expect(text).toContain('    2     2  when ~ enters the battlefield, the moon howls.  (e.g. Moon Howler: "When Moon Howler enters the battlefield, the moon howls.")');
    const report = JSON.parse(await run(['--json'])) as CoverageReport;
    expect(report.shapes[0]).toMatchObject({ shape: 'when ~ enters the battlefield, the moon howls.', alone: 2, all: 2 });
  }, 30_000);
});

describe('a card the engine cannot hold is refused with its reason (107.4)', () => {
  const card = (name: string, manaCost: string, oracleText: string) => ({ name, manaCost, typeLine: 'Creature — Shade', power: '1', toughness: '1', oracleText });

  it.each([
    ['Spectral Spirit', '{2/W}{2/W}', 'Flying', 'monocolored hybrid mana {2/W}'],
    ['Hybrid Phyrexian Relic', '{W/U/P}', 'Flying', 'hybrid Phyrexian mana {W/U/P}'],
    ['Half Relic', '{½}', 'Flying', 'half or infinite mana {½}'],
    ['Infinite Relic', '{∞}', 'Flying', 'half or infinite mana {∞}'],
  ])('%s: %s', (name, manaCost, oracleText, symbol) => {
    expect(compileCard(card(name, manaCost, oracleText))).toMatchObject({ status: 'unsupported', kind: 'engine', reason: `the engine can't yet pay ${symbol}` });
  });
});

describe('every mana symbol Scryfall prints is ingested and stored (107.4)', () => {
  it('the cards are stored whether or not the engine can pay their mana, and each compiles or says why not', async () => {
    const cards = await coverageCards({ dataDir: '', files: [path.join(PROJECT_ROOT, 'test', 'fixtures', 'oracle', 'mana-symbols.json')] });
    expect(cards.map((card) => card.manaCost).sort()).toEqual(['{W/P}', '{2/W}', '{S}', '{C}', '{X}', '{½}', '{∞}', '{W/U/P}', '{HW}'].sort());
    const results = cards.map((card) => compileCard(card));
    // 107.4f: Phyrexian mana is paid with mana of its color or 2 life, in a mana cost and an activated ability's cost; 107.4h: {S} with mana from a snow source.
    expect(results.filter((result) => result.status === 'compiled').map((result) => result.name).sort()).toEqual(['Colorless Relic', 'Phyrexian Relic', 'Snow Relic', 'X Relic']);
    for (const result of results) if (result.status === 'unsupported') expect(result.reason).toMatch(/^the engine can't yet pay (hybrid Phyrexian|monocolored hybrid|half or infinite) mana \{/);
  });
});

describe('a card that is no printed card is refused, never thrown', () => {
  it('a creature whose power and toughness the card data lacks', () => {
    expect(compileCard({ name: 'Blank Bear', typeLine: 'Creature — Bear', power: '', toughness: '', oracleText: 'Flying' })).toMatchObject({ kind: 'card', reason: "the engine can't yet play a card whose printed power the card data lacks" });
  });

  it('an Oracle text longer than any card has (it overflowed the parser\'s stack)', () => {
    const result = compileCard({ name: 'Endless Scroll', typeLine: 'Sorcery', oracleText: `Draw a card, ${'draw a card, '.repeat(30_000)}draw a card.` });
    expect(result).toMatchObject({ status: 'unsupported', kind: 'card', reason: "its Oracle text is 390,025 characters long; no printed card's is over 4,000" });
  });
});

describeWithSharedData('the 2020 card pool', ['cardpool-2020/cards.json'], () => {
  it('compiles or refuses every card, counting those whose mana the engine cannot pay', async () => {
    const report = coverage(await coverageCards({ dataDir: '', files: [sharedDataPath('cardpool-2020/cards.json')] }));
    expect(report.cards).toBe(8947);
    const mana = report.groups.filter((group) => /^pay (hybrid Phyrexian|monocolored hybrid)/.test(group.group));
    expect(mana.reduce((sum, group) => sum + group.count, 0)).toBeGreaterThanOrEqual(3);
    expect(report.shapes.length).toBeGreaterThan(100);
  }, 120_000);
});

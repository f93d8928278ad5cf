/** The coverage report: over the real card data in ../shared/data, and through the command line. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ingestCardData } from '../../src/cards/ingest';
import { coverage, coverageCards, coverageInParallel, formatCoverage, type CoverageReport } from '../../src/oracle/coverage';
import { PROJECT_ROOT } from '../../src/util/paths';
import { describeWithSharedData, sharedDataPath } from '../shared-data';

const REAL_DATA = ['mtgjson-v5.2.0/THS.json', 'mtgjson-v5.2.0/BNG.json', 'mtgjson-v5.2.0/JOU.json', 'scryfall-cards-sample.json'];
const FIXTURE = path.join(PROJECT_ROOT, 'test', 'fixtures', 'oracle', 'cards.json');
const BIN = path.join(PROJECT_ROOT, 'bin', 'heartwood.js');

function heartwood(args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: PROJECT_ROOT, env: { ...process.env, DISCORD_TOKEN: '' } }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, code: error ? ((error as { code?: number }).code ?? 1) : 0 }),
    );
  });
}

/** The figures docs/oracle.md states: "**N of M cards** … compile". */
function documentedFigures(): { compiled: number; cards: number } {
  const doc = fs.readFileSync(path.join(PROJECT_ROOT, 'docs', 'oracle.md'), 'utf8');
  const match = /\*\*(\d+) of (\d+) cards\*\*/.exec(doc);
  if (!match) throw new Error('docs/oracle.md states no "**N of M cards**" figure');
  return { compiled: Number(match[1]), cards: Number(match[2]) };
}

describeWithSharedData('coverage of the real card data', REAL_DATA, () => {
  let report: CoverageReport;
  beforeAll(async () => {
    report = coverage(await coverageCards({ dataDir: '', files: REAL_DATA.map((file) => sharedDataPath(file)) }));
  }, 60_000);

  it('is the figure docs/oracle.md states', () => {
    expect({ compiled: report.compiled, cards: report.cards }).toEqual(documentedFigures());
  });

  it('counts every unsupported card once, in groups with the most common first', () => {
    const { grammar, engine, card } = report.unsupported;
    expect(grammar + engine + card + report.compiled).toBe(report.cards);
    expect(report.groups.reduce((sum, group) => sum + group.count, 0)).toBe(grammar + engine + card);
    const counts = report.groups.map((group) => group.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('is the same report compiled on two worker threads, each given part of the cards', async () => {
    const cards = await coverageCards({ dataDir: '', files: REAL_DATA.map((file) => sharedDataPath(file)) });
    // Twice the cards, so that each of two threads has enough to be started.
    const twice = [...cards, ...cards];
    expect(await coverageInParallel(twice, 2)).toEqual(coverage(twice));
  }, 120_000);

  it('reads one set with --set', async () => {
    const ths = await coverageCards({ dataDir: '', files: REAL_DATA.map((file) => sharedDataPath(file)), set: 'ths' });
    expect(ths.length).toBe(234);
    expect(ths.every((card) => card.sets?.includes('THS'))).toBe(true);
  }, 60_000);
});

describe('heartwood cards coverage (processes)', () => {
  it('prints the figure and the reasons, most common first', async () => {
    const result = await heartwood(['cards', 'coverage', '--file', FIXTURE]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        '1 of 4 cards compile (25.0%).',
        "Unsupported: 2 with a sentence the grammar can't read, 1 with a construct the engine can't run yet, 0 of a kind of card the engine can't play.",
        '',
        'Most common reasons (count, reason, e.g. a card):',
        '    2  can\'t read "when ~ enters the battlefield, the moon howls."  (e.g. Moon Howler)',
        '    1  the engine can\'t yet run the keyword daybound  (e.g. Pack Leader)',
        '',
        'Engine features that alone stop cards whose text is read (cards each would compile):',
        '    1  run the keyword daybound',
        '',
      ].join('\n'),
    );
  }, 30_000);

  it('--set keeps one set, --json gives the whole report', async () => {
    const result = await heartwood(['cards', 'coverage', '--set', 'THS', '--json', '--file', FIXTURE]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as CoverageReport;
    expect(report).toMatchObject({ cards: 3, compiled: 0, unsupported: { grammar: 2, engine: 1, card: 0 } });
    expect(report.groups[0]).toEqual({
      kind: 'grammar',
      group: 'when ~ enters the battlefield, the moon howls.',
      count: 2,
      examples: [
        { name: 'Moon Howler', sentence: 'When Moon Howler enters the battlefield, the moon howls.' },
        { name: 'Night Howler', sentence: 'When Night Howler enters the battlefield, the moon howls.' },
      ],
    });
  }, 30_000);

  it('an unknown set or a bad limit is an error that says so', async () => {
    const unknown = await heartwood(['cards', 'coverage', '--set', 'XYZ', '--file', FIXTURE]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('heartwood cards coverage: --set XYZ: no card of set XYZ (sets here: M10, THS)\n');
    const limit = await heartwood(['cards', 'coverage', '--limit', 'many', '--file', FIXTURE]);
    expect(limit.stderr).toBe('heartwood cards coverage: --limit must be a whole number, not "many"\n');
  }, 30_000);

  it('the bundled card store compiles too (its cards are the engine\'s own)', async () => {
    const report = coverage(await coverageCards({ dataDir: path.join(PROJECT_ROOT, 'rules-data') }));
    expect(report.compiled).toBeGreaterThan(60);
    expect(formatCoverage(report).split('\n')[0]).toBe(`${report.compiled} of ${report.cards} cards compile (${((100 * report.compiled) / report.cards).toFixed(1)}%).`);
  });

  it('covers the cards ingested into the data folder with the bundled ones', async () => {
    const bundled = coverage(await coverageCards({ dataDir: path.join(PROJECT_ROOT, 'rules-data') }));
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-coverage-data-'));
    await ingestCardData({ cards: [path.join(PROJECT_ROOT, 'test', 'fixtures', 'cards', 'real-cards.json')], dataDir: folder, progress: false });
    const cards = await coverageCards({ dataDir: path.join(PROJECT_ROOT, 'rules-data'), userDataDir: folder });
    expect(cards.map((card) => card.name)).toEqual(expect.arrayContaining(['Lightning Helix', 'Mind Rot', 'Lightning Bolt']));
    expect(coverage(cards).cards).toBe(bundled.cards + 6);
  });
});

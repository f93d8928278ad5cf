/**
 * Refresh while running, against a local HTTP server standing in for the Wizards rules page, the
 * rules documents page and Scryfall: new data is swapped in while the commands answer, a broken
 * download keeps the old data and is retried with a backoff, and two processes sharing a data
 * folder download once. The documents page links to .pdf files; the server sends small pdftohtml
 * renders under those names (the reader tells the two apart by their first bytes, and jest can't
 * load PDF.js: test/tournament/pdf.test.ts reads a real PDF in a process of its own).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ipg } from '../../commands/ipg';
import { rule } from '../../commands/rule';
import { ingestCardData } from '../../src/cards/ingest';
import { loadCardLibrary } from '../../src/cards/library';
import { readCardStore, storePath } from '../../src/cards/store';
import { refreshOnce, startRefresh, type RefreshLogger, type RefreshOptions } from '../../src/data/refresh';
import { readRefreshState } from '../../src/data/refresh-state';
import { PROJECT_ROOT, resolveDataDir, type UserDataSources } from '../../src/util/paths';
import { bulkList } from '../cards/scryfall-fixture';
import { startServer, type FixtureServer } from '../http-fixture';
import { renderReplyText } from '../../src/reply/text';
import { MINI_CR } from '../rules/helpers';
import { tournamentRender } from '../tournament/render-fixture';

const miniText = fs.readFileSync(MINI_CR, 'utf8');
const oracleCards = fs.readFileSync(path.join(PROJECT_ROOT, 'test', 'fixtures', 'cards', 'scryfall-oracle-cards.json'), 'utf8');
/** The CR file's path as the server counts it (decoded). */
const CR_PATH = '/downloads/MagicCompRules 20260303.txt';
const RULES_PAGE = '<html><a href="/downloads/MagicCompRules%2020260303.txt">Comprehensive Rules (TXT)</a></html>';

/** The rules documents page as Wizards links them (relative and absolute, a translation to pass over), and documents of the bundled dates. */
const documentsPage = () => `<html><ul>
<li><a href="/docs/MTG_MTR_2025_Nov10_EN.pdf">Magic: The Gathering Tournament Rules</a></li>
<li><a href="/docs/MTG_IPG_2024_Sep23_DE.pdf">Infraction Procedure Guide (Deutsch)</a></li>
<li><a href="/docs/MTG_IPG_2024_Sep23_EN.pdf">Infraction Procedure Guide</a></li>
<li><a class="pdf" href="${server.url}/media/MTG_JAR_2024_Sep23_EN.pdf"><span>Judging at Regular REL</span></a></li>
</ul></html>`;
const BUNDLED_DOCUMENTS = {
  '/docs/MTG_MTR_2025_Nov10_EN.pdf': { body: tournamentRender('Magic: The Gathering® Tournament Rules', 'November 10, 2025', 'Tournament Fundamentals', 'Players are responsible for their own conduct.') },
  '/docs/MTG_IPG_2024_Sep23_EN.pdf': { body: tournamentRender('Magic Infraction Procedure Guide', 'September 23, 2024', 'General Philosophy', 'Judges are neutral arbiters.') },
  '/media/MTG_JAR_2024_Sep23_EN.pdf': { body: tournamentRender('Judging at Regular Rules Enforcement Level (REL)', 'September 23, 2024', 'Common Issues', 'Most players play for fun.') },
};
const IPG_PATH = '/docs/MTG_IPG_2024_Sep23_EN.pdf';

let server: FixtureServer;
beforeAll(async () => {
  server = await startServer({
    '/en/rules': { body: RULES_PAGE },
    '/downloads/MagicCompRules 20260303.txt': { body: miniText },
    '/en/rules-documents': () => ({ body: documentsPage() }),
    ...BUNDLED_DOCUMENTS,
  });
});
afterAll(() => server.close());

function quietLogger(): RefreshLogger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (_d, message) => lines.push(`info ${message}`), warn: (_d, message) => lines.push(`warn ${message}`), debug: (_d, message) => lines.push(`debug ${message}`) };
}

function options(overrides: Partial<RefreshOptions> = {}): RefreshOptions {
  const sources: UserDataSources = { dataDir: resolveDataDir(), userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-refresh-')) };
  return { sources, intervalMs: 24 * 3_600_000, logger: quietLogger(), retryMs: 60_000, rulesPageUrl: `${server.url}/en/rules`, tournamentPageUrl: `${server.url}/en/rules-documents`, ...overrides };
}

const footer = async (sources: UserDataSources) => (await rule.execute({ query: '601.2h' }, { ...sources, userId: 'test' })).pages[0]!.footer;

describe('refresh of the rules', () => {
  it('a new CR on the rules page is downloaded, validated and swapped in while the commands keep answering', async () => {
    const refresh = options();
    server.routes['/downloads/MagicCompRules 20260303.txt'] = { body: miniText, delayMs: 400 };
    const running = refreshOnce(refresh);
    // While the download is in progress, /rule answers from the bundled rules.
    for (let i = 0; i < 3; i++) {
      expect(await footer(refresh.sources)).toBe('Comprehensive Rules effective January 16, 2026');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await running).toEqual({ status: 'done', summary: 'refresh: rules now the Comprehensive Rules of March 3, 2026 (were January 16, 2026); MTR unchanged (November 10, 2025), IPG unchanged (September 23, 2024), JAR unchanged (September 23, 2024); cards: none ingested', nextInMs: refresh.intervalMs });
    expect(await footer(refresh.sources)).toBe('Comprehensive Rules effective March 3, 2026');
    expect(readRefreshState(refresh.sources.userDataDir)).toMatchObject({ failures: 0, rulesUrl: `${server.url}/downloads/MagicCompRules%2020260303.txt` });
  });

  it('a check soon after is skipped; once due, an unchanged rules page downloads nothing', async () => {
    const refresh = options();
    server.routes['/downloads/MagicCompRules 20260303.txt'] = { body: miniText };
    await refreshOnce(refresh);
    expect(await refreshOnce(refresh)).toMatchObject({ status: 'skipped' });
    const downloads = server.hits.get(CR_PATH);
    expect(await refreshOnce({ ...refresh, intervalMs: 0 })).toMatchObject({ status: 'done', summary: 'refresh: rules unchanged (March 3, 2026); MTR unchanged (November 10, 2025), IPG unchanged (September 23, 2024), JAR unchanged (September 23, 2024); cards: none ingested' });
    expect(server.hits.get(CR_PATH)).toBe(downloads);
  });

  it('a broken download keeps the old data, says why, and is retried later with a backoff', async () => {
    const refresh = options({ retryMs: 1000 });
    server.routes['/downloads/MagicCompRules 20260303.txt'] = { body: miniText.slice(0, miniText.indexOf('Glossary\n\n')) };
    const failed = await refreshOnce(refresh);
    expect(failed).toMatchObject({ status: 'failed', nextInMs: 1000 });
    expect((failed as { error: string }).error).toMatch(/is not a usable Comprehensive Rules file: .*The rules were not changed/);
    expect(await footer(refresh.sources)).toBe('Comprehensive Rules effective January 16, 2026');
    expect(fs.existsSync(path.join(refresh.sources.userDataDir, 'rules'))).toBe(false);
    // Not before the retry time; each failure in a row doubles the wait.
    expect(await refreshOnce(refresh)).toMatchObject({ status: 'skipped' });
    const state = readRefreshState(refresh.sources.userDataDir);
    fs.writeFileSync(path.join(refresh.sources.userDataDir, 'refresh.json'), JSON.stringify({ ...state, retryAt: 0 }));
    expect(await refreshOnce(refresh)).toMatchObject({ status: 'failed', nextInMs: 2000 });
    expect(readRefreshState(refresh.sources.userDataDir).failures).toBe(2);
  });

  it('a check that runs out of memory stops its own worker thread, not the bot: one failed check, the old data answering', async () => {
    const refresh = options({ memoryMb: 8 });
    expect(await refreshOnce(refresh)).toMatchObject({ status: 'failed', error: 'the refresh stopped: it needed more than 8 MB of memory, the ceiling of its worker' });
    expect(readRefreshState(refresh.sources.userDataDir)).toMatchObject({ failures: 1, lastError: 'the refresh stopped: it needed more than 8 MB of memory, the ceiling of its worker' });
    expect(await footer(refresh.sources)).toBe('Comprehensive Rules effective January 16, 2026');
  });

  it('two processes on one data folder download once: the second finds it locked, then checked', async () => {
    const refresh = options();
    server.routes['/downloads/MagicCompRules 20260303.txt'] = { body: miniText, delayMs: 300 };
    const before = server.hits.get(CR_PATH) ?? 0;
    const outcomes = await Promise.all([refreshOnce(refresh), refreshOnce({ ...refresh, logger: quietLogger() })]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['busy', 'done']);
    expect(server.hits.get(CR_PATH)).toBe(before + 1);
    expect(await refreshOnce(refresh)).toMatchObject({ status: 'skipped' });
    expect(fs.existsSync(path.join(refresh.sources.userDataDir, 'refresh.lock'))).toBe(false);
  });

  it('the scheduler checks at once, retries a failure after the backoff, and logs one line each time', async () => {
    const logger = quietLogger();
    const refresh = options({ logger, retryMs: 100 });
    server.routes['/broken/en/rules'] = { status: 500, body: 'down for maintenance' };
    const handle = startRefresh({ ...refresh, rulesPageUrl: `${server.url}/broken/en/rules` });
    try {
      await handle.running();
      expect(logger.lines).toEqual([expect.stringMatching(/^warn refresh failed, the current data stays: cannot read the rules page: GET .*\/broken\/en\/rules answered 500/)]);
      server.routes['/broken/en/rules'] = { body: RULES_PAGE };
      server.routes['/downloads/MagicCompRules 20260303.txt'] = { body: miniText };
      for (let waited = 0; logger.lines.length < 2 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      await handle.running();
      expect(logger.lines[1]).toBe('info refresh: rules now the Comprehensive Rules of March 3, 2026 (were January 16, 2026); MTR unchanged (November 10, 2025), IPG unchanged (September 23, 2024), JAR unchanged (September 23, 2024); cards: none ingested');
    } finally {
      handle.stop();
    }
  });
});

describe('refresh of the tournament documents', () => {
  const LATER_IPG = '/docs/MTG_IPG_2026_Feb01_EN.pdf';
  const laterIpg = { body: tournamentRender('Magic Infraction Procedure Guide', 'February 1, 2026', 'General Philosophy', 'Judges are neutral arbiters of a later guide.') };
  const ipgText = async (sources: UserDataSources) => renderReplyText(await ipg.execute({ query: 'General Philosophy' }, { ...sources, userId: 'test' }));
  afterEach(() => {
    server.routes['/en/rules-documents'] = () => ({ body: documentsPage() });
    Object.assign(server.routes, BUNDLED_DOCUMENTS);
  });

  it('a new IPG linked from the rules documents page is downloaded and answers /ipg; links seen before download nothing', async () => {
    const refresh = options();
    expect(await ipgText(refresh.sources)).not.toContain('a later guide');
    server.routes[LATER_IPG] = laterIpg;
    server.routes['/en/rules-documents'] = () => ({ body: documentsPage().replace(IPG_PATH, LATER_IPG) });
    expect(await refreshOnce(refresh)).toMatchObject({ status: 'done', summary: expect.stringContaining('; MTR unchanged (November 10, 2025), IPG now of February 1, 2026 (was September 23, 2024), JAR unchanged (September 23, 2024);') });
    expect(await ipgText(refresh.sources)).toContain('Judges are neutral arbiters of a later guide.');
    expect(readRefreshState(refresh.sources.userDataDir).tournamentUrls).toEqual({
      mtr: `${server.url}/docs/MTG_MTR_2025_Nov10_EN.pdf`,
      ipg: `${server.url}${LATER_IPG}`,
      jar: `${server.url}/media/MTG_JAR_2024_Sep23_EN.pdf`,
    });
    const downloads = server.hits.get(LATER_IPG);
    expect(await refreshOnce({ ...refresh, intervalMs: 0 })).toMatchObject({ status: 'done', summary: expect.stringContaining('IPG unchanged (February 1, 2026)') });
    expect(server.hits.get(LATER_IPG)).toBe(downloads);
  });

  it('a broken document keeps the old one and fails the check with why; the other documents and the rules are refreshed all the same', async () => {
    const refresh = options();
    server.routes[IPG_PATH] = { body: '<html>Page not found</html>' };
    const failed = await refreshOnce(refresh);
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringMatching(/MTG_IPG_2024_Sep23_EN\.pdf is not a usable Infraction Procedure Guide: this is not a pdftohtml render.*Nothing was changed\./) });
    expect(failed).not.toMatchObject({ error: expect.stringMatching(/Tournament Rules|Judging/) });
    const state = readRefreshState(refresh.sources.userDataDir);
    expect([state.failures, state.tournamentUrls?.ipg, state.tournamentUrls?.mtr]).toEqual([1, undefined, `${server.url}/docs/MTG_MTR_2025_Nov10_EN.pdf`]);
    expect(await footer(refresh.sources)).toBe('Comprehensive Rules effective March 3, 2026');
    expect(await ipgText(refresh.sources)).toContain('— Infraction Procedure Guide effective September 23, 2024');
  });

  it('a documents page without a link to each document fails the check, naming the document and the page', async () => {
    const refresh = options();
    server.routes['/en/rules-documents'] = () => ({ body: documentsPage().replace(/<li><a href="\/docs\/MTG_MTR[^\n]*\n/, '') });
    expect(await refreshOnce(refresh)).toMatchObject({
      status: 'failed',
      error: `no PDF link to the Magic Tournament Rules on ${server.url}/en/rules-documents; the tournament documents were not changed`,
    });
    expect(fs.existsSync(path.join(refresh.sources.userDataDir, 'tournament'))).toBe(false);
  });
});

describe('refresh of card data downloaded from Scryfall', () => {
  const saved = process.env.HEARTWOOD_SCRYFALL_BULK_URL;
  beforeAll(() => {
    process.env.HEARTWOOD_SCRYFALL_BULK_URL = `${server.url}/bulk-data`;
    server.routes['/bulk/rulings.json'] = { body: JSON.stringify([{ object: 'ruling', oracle_id: '6c2a1a08-8ba7-4f52-9a1c-d5c4a3b8b4d1', source: 'wotc', published_at: '2017-09-29', comment: 'Scry 1 comes before the draw.' }]) };
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.HEARTWOOD_SCRYFALL_BULK_URL;
    else process.env.HEARTWOOD_SCRYFALL_BULK_URL = saved;
  });

  /** A data folder with the rules checked and the cards of Scryfall's version `version`. */
  async function folderWithCards(version: string): Promise<RefreshOptions> {
    const refresh = options();
    server.routes['/bulk-data'] = { body: bulkList(server.url, version) };
    server.routes['/bulk/oracle_cards.json'] = { body: oracleCards };
    await ingestCardData({ cards: [`${server.url}/bulk/oracle_cards.json`], rulings: [`${server.url}/bulk/rulings.json`], dataDir: refresh.sources.userDataDir, remote: { kind: 'scryfall', version: `${version} ${version}` }, progress: false });
    return refresh;
  }

  it('a newer version is downloaded and swapped in; the same version downloads nothing', async () => {
    const refresh = await folderWithCards('2026-02-01');
    expect(await refreshOnce(refresh)).toMatchObject({ status: 'done', summary: expect.stringContaining('; cards unchanged (scryfall 2026-02-01 2026-02-01)') });
    const four = JSON.parse(oracleCards).concat([{ ...JSON.parse(oracleCards)[0], oracle_id: '11111111-2222-4333-8444-555555555555', name: 'Brainstorm', image_uris: undefined }]);
    server.routes['/bulk-data'] = { body: bulkList(server.url, '2026-02-02') };
    server.routes['/bulk/oracle_cards.json'] = { body: JSON.stringify(four) };
    expect(await refreshOnce({ ...refresh, intervalMs: 0 })).toMatchObject({ status: 'done', summary: expect.stringContaining('; cards now scryfall 2026-02-02 2026-02-02: 4 cards, 1 rulings (were 3)') });
    expect(loadCardLibrary(refresh.sources).lookup('Brainstorm').status).toBe('found');
  });

  it('a broken or much smaller download keeps the current card data', async () => {
    const refresh = await folderWithCards('2026-03-01');
    const before = fs.readFileSync(storePath(refresh.sources.userDataDir));
    server.routes['/bulk-data'] = { body: bulkList(server.url, '2026-03-02') };
    server.routes['/bulk/oracle_cards.json'] = { body: oracleCards.slice(0, 300) };
    expect(await refreshOnce(refresh)).toMatchObject({ status: 'failed', error: expect.stringMatching(/oracle_cards\.json: not valid JSON/) });
    server.routes['/bulk/oracle_cards.json'] = { body: JSON.stringify(JSON.parse(oracleCards).slice(0, 1)) };
    fs.writeFileSync(path.join(refresh.sources.userDataDir, 'refresh.json'), '{}');
    expect(await refreshOnce(refresh)).toMatchObject({ status: 'failed', error: 'scryfall version 2026-03-02 2026-03-02 has 1 cards where the current data has 3; kept the current data' });
    expect(fs.readFileSync(storePath(refresh.sources.userDataDir))).toEqual(before);
    expect(readCardStore(storePath(refresh.sources.userDataDir)).remote?.version).toBe('2026-03-01 2026-03-01');
  });

  it('a download holding one enormous string (a small gzip file) fails the refresh with where it is; the old cards keep answering', async () => {
    const refresh = await folderWithCards('2026-04-01');
    const before = fs.readFileSync(storePath(refresh.sources.userDataDir));
    server.routes['/bulk-data'] = { body: bulkList(server.url, '2026-04-02') };
    server.routes['/bulk/oracle_cards.json'] = { body: zlib.gzipSync(`[{"object": "card", "name": "Opt", "oracle_text": "${'a'.repeat(64 << 20)}"}]`) };
    expect(await refreshOnce(refresh)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/oracle_cards\.json: a value longer than 1,048,576 characters between byte \d+ \(line 1\) and byte \d+ \(line 1\) of the decompressed text: this is not card data; refusing/),
    });
    expect(fs.readFileSync(storePath(refresh.sources.userDataDir))).toEqual(before);
    expect(loadCardLibrary(refresh.sources).lookup('Opt').status).toBe('found');
  });
});

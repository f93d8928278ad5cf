/**
 * The fault suite of every downloadable source: a hostile server (an endless stream, a gzip bomb,
 * a body cut short, a redirect loop, the wrong kind of file, millions of tiny records) standing in
 * for the Wizards rules page and CR file, the rules documents page and its PDFs, and Scryfall. Each
 * time the bot's refresh fails with a line saying what was wrong, and every command keeps answering
 * from the data it had. A slow drip and a stalled server are in test/util/download.test.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { card } from '../../commands/card';
import { ipg } from '../../commands/ipg';
import { rule } from '../../commands/rule';
import { ingestCardData } from '../../src/cards/ingest';
import { streamJsonRecords } from '../../src/cards/json-records';
import { storePath } from '../../src/cards/store';
import { refreshOnce, type RefreshOptions } from '../../src/data/refresh';
import { renderReplyText } from '../../src/reply/text';
import { resolveDataDir, type UserDataSources } from '../../src/util/paths';
import { bulkList } from '../cards/scryfall-fixture';
import { MINI_CR } from '../rules/helpers';
import { tournamentRender } from '../tournament/render-fixture';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const send = (body: string | Buffer): Handler => (_request, response) => response.end(body);
/** Sends 64 KB chunks as fast as the client takes them, forever. */
const endless: Handler = (_request, response) => {
  response.writeHead(200);
  const chunk = Buffer.alloc(1 << 16, ' ');
  const more = (): void => void (!response.destroyed && response.write(chunk, more));
  more();
};
/** Promises 100,000 bytes, sends 15, and hangs up. */
const cut: Handler = (request, response) => {
  response.writeHead(200, { 'content-length': '100000' });
  response.end('the first bytes', () => request.socket.destroy());
};
const loop = (to: string): Handler => (_request, response) => response.writeHead(302, { location: to }).end();

const oracleCards = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'cards', 'scryfall-oracle-cards.json'), 'utf8');
const documentsPage = (links: string) => `<html>${links}</html>`;
const DOCUMENTS = '<a href="/docs/MTG_MTR_EN.pdf">Tournament Rules</a><a href="/docs/MTG_IPG_EN.pdf">Infraction Procedure Guide</a><a href="/docs/MTG_JAR_EN.pdf">Judging at Regular REL</a>';
const GOOD: Record<string, Handler> = {
  '/en/rules': send('<a href="/downloads/MagicCompRules.txt">Comprehensive Rules (TXT)</a>'),
  '/downloads/MagicCompRules.txt': send(fs.readFileSync(MINI_CR)),
  '/en/rules-documents': send(documentsPage(DOCUMENTS)),
  '/docs/MTG_MTR_EN.pdf': send(tournamentRender('Magic: The Gathering® Tournament Rules', 'November 10, 2025', 'Tournament Fundamentals', 'Players are responsible.')),
  '/docs/MTG_IPG_EN.pdf': send(tournamentRender('Magic Infraction Procedure Guide', 'September 23, 2024', 'General Philosophy', 'Judges are neutral.')),
  '/docs/MTG_JAR_EN.pdf': send(tournamentRender('Judging at Regular Rules Enforcement Level (REL)', 'September 23, 2024', 'Common Issues', 'Players play for fun.')),
};

let routes: Record<string, Handler>;
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((request, response) => (routes[decodeURI(request.url ?? '')] ?? ((_q, r) => r.writeHead(404).end('not found')))(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => (routes = { ...GOOD }));
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function options(): RefreshOptions {
  const sources: UserDataSources = { dataDir: resolveDataDir(), userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-hostile-')) };
  const logger = { info: () => {}, warn: () => {}, debug: () => {} };
  return { sources, intervalMs: 0, logger, retryMs: 60_000, rulesPageUrl: `${base}/en/rules`, tournamentPageUrl: `${base}/en/rules-documents` };
}

/** What the command of each source answers: the CR's date, an IPG section with its document's date, a card. */
const ANSWERS = {
  rules: async (ctx: UserDataSources & { userId: string }) => (await rule.execute({ query: '601.2h' }, ctx)).pages[0]!.footer,
  ipg: async (ctx: UserDataSources & { userId: string }) => renderReplyText(await ipg.execute({ query: 'General Philosophy' }, ctx)),
  cards: async (ctx: UserDataSources & { userId: string }) => renderReplyText(await card.execute({ name: 'Lightning Bolt' }, ctx)),
};

/** Refreshes once; the check must fail with `why`, and the source's command answers as it did before (the other sources may have been refreshed). */
async function failsAndKeepsAnswering(refresh: RefreshOptions, why: RegExp, source: keyof typeof ANSWERS): Promise<void> {
  const ctx = { ...refresh.sources, userId: 'test' };
  const before = await ANSWERS[source](ctx);
  const outcome = await refreshOnce(refresh);
  expect(outcome).toMatchObject({ status: 'failed', error: expect.stringMatching(why) });
  expect(await ANSWERS[source](ctx)).toEqual(before);
}

describe('a hostile rules page or Comprehensive Rules file', () => {
  it('an endless rules page stops at the size of a page', async () => {
    routes['/en/rules'] = endless;
    await failsAndKeepsAnswering(options(), /cannot read the rules page: GET .*\/en\/rules: the download is over 4 MB, more than a page may have; refusing/, 'rules');
  });

  it('a rules page that redirects to itself', async () => {
    routes['/en/rules'] = loop('/en/rules');
    await failsAndKeepsAnswering(options(), /cannot read the rules page: GET .*\/en\/rules failed: redirect count exceeded/, 'rules');
  });

  it('an endless CR file stops at HEARTWOOD_MAX_CR_MB', async () => {
    routes['/downloads/MagicCompRules.txt'] = endless;
    process.env.HEARTWOOD_MAX_CR_MB = '1';
    try {
      await failsAndKeepsAnswering(options(), /download failed: GET .*MagicCompRules\.txt: the download is over 1 MB, more than this file may have; refusing\. The rules were not changed\./, 'rules');
    } finally {
      delete process.env.HEARTWOOD_MAX_CR_MB;
    }
  });

  it('a CR file cut short, or a picture where the text should be', async () => {
    routes['/downloads/MagicCompRules.txt'] = cut;
    await failsAndKeepsAnswering(options(), /GET .*MagicCompRules\.txt: the server closed the connection before the download ended/, 'rules');
    routes['/downloads/MagicCompRules.txt'] = send(Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(4000, 7)]));
    await failsAndKeepsAnswering(options(), /MagicCompRules\.txt is not a usable Comprehensive Rules file: .*The rules were not changed\./, 'rules');
  });
});

describe('a hostile rules documents page or tournament document', () => {
  it('an endless document stops at the size a tournament document may have', async () => {
    routes['/docs/MTG_IPG_EN.pdf'] = endless;
    await failsAndKeepsAnswering(options(), /GET .*MTG_IPG_EN\.pdf: the download is over 32 MB, more than this file may have; refusing/, 'ipg');
  });

  it('JSON where the PDF should be, and a body cut short', async () => {
    routes['/docs/MTG_IPG_EN.pdf'] = send('{"object": "error", "status": 404}');
    await failsAndKeepsAnswering(options(), /MTG_IPG_EN\.pdf is not a usable Infraction Procedure Guide: this is not a pdftohtml render.*Nothing was changed\./, 'ipg');
    routes['/docs/MTG_IPG_EN.pdf'] = cut;
    await failsAndKeepsAnswering(options(), /MTG_IPG_EN\.pdf: the server closed the connection before the download ended/, 'ipg');
  });

  it('a documents page that redirects to itself', async () => {
    routes['/en/rules-documents'] = loop('/en/rules-documents');
    await failsAndKeepsAnswering(options(), /cannot read the tournament documents page: GET .*failed: redirect count exceeded/, 'ipg');
  });
});

describe('a hostile Scryfall', () => {
  const saved = process.env.HEARTWOOD_SCRYFALL_BULK_URL;
  beforeAll(() => (process.env.HEARTWOOD_SCRYFALL_BULK_URL = `${base}/bulk-data`));
  afterAll(() => (saved === undefined ? delete process.env.HEARTWOOD_SCRYFALL_BULK_URL : (process.env.HEARTWOOD_SCRYFALL_BULK_URL = saved)));

  /** A data folder whose cards came from Scryfall's version 1; the hostile server then offers version 2. */
  async function withScryfallCards(): Promise<RefreshOptions> {
    const refresh = options();
    routes['/bulk/oracle_cards.json'] = send(oracleCards);
    routes['/bulk/rulings.json'] = send('[]');
    await ingestCardData({ cards: [`${base}/bulk/oracle_cards.json`], dataDir: refresh.sources.userDataDir, remote: { kind: 'scryfall', version: 'v1 v1' }, progress: false });
    routes['/bulk-data'] = send(bulkList(base, 'v2'));
    return refresh;
  }

  it('a gzip bomb stops at HEARTWOOD_MAX_CARDS_MB of decompressed text; the stored cards stay', async () => {
    const refresh = await withScryfallCards();
    const before = fs.readFileSync(storePath(refresh.sources.userDataDir));
    routes['/bulk/oracle_cards.json'] = send(zlib.gzipSync(Buffer.concat([Buffer.from('['), Buffer.alloc(8 << 20, ' ')])));
    process.env.HEARTWOOD_MAX_CARDS_MB = '2';
    try {
      await failsAndKeepsAnswering(refresh, /oracle_cards\.json: the text is over 2 MB; Scryfall's largest card file \(every printing\) is about 500 MB: refusing \(raise HEARTWOOD_MAX_CARDS_MB if this really is card data\)/, 'cards');
    } finally {
      delete process.env.HEARTWOOD_MAX_CARDS_MB;
    }
    expect(fs.readFileSync(storePath(refresh.sources.userDataDir))).toEqual(before);
  });

  it('an endless card file stops at the same size, downloading', async () => {
    const refresh = await withScryfallCards();
    routes['/bulk/oracle_cards.json'] = endless;
    process.env.HEARTWOOD_MAX_CARDS_MB = '2';
    try {
      await failsAndKeepsAnswering(refresh, /GET .*oracle_cards\.json: the download is over 2 MB, more than this file may have; refusing/, 'cards');
    } finally {
      delete process.env.HEARTWOOD_MAX_CARDS_MB;
    }
  });

  it('a file of 500,001 tiny records is refused by their count as it is read (each record costs a check: a refresh would spend minutes)', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-records-')), 'oracle_cards.json');
    fs.writeFileSync(file, `[${'{},'.repeat(500_000)}{}]`);
    let records = 0;
    const reading = streamJsonRecords(file, { select: (at) => (at.length === 1 ? 'card' : undefined), onRecord: () => records++ });
    await expect(reading).rejects.toThrow(`${file}: more than 500,000 records; Scryfall's every printing has about 110,000: refusing`);
    expect(records).toBe(500_000);
  });

  it("a bulk-data list that is a web page, or that redirects to itself", async () => {
    const refresh = await withScryfallCards();
    routes['/bulk-data'] = send('<html><body>Scryfall is down for maintenance</body></html>');
    await failsAndKeepsAnswering(refresh, /Scryfall's bulk-data list/, 'cards');
    routes['/bulk-data'] = loop('/bulk-data');
    await failsAndKeepsAnswering(refresh, /redirect count exceeded/, 'cards');
  });
});

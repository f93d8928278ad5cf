import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadRules } from '../../src/rules';
import { findRulesTxtLink, ingestRules, IngestError } from '../../src/rules/ingest';
import { corpusPath, readCorpus } from '../../src/rules/store';
import { MINI_CR } from './helpers';

const miniText = fs.readFileSync(MINI_CR, 'utf8');

function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-ingest-'));
}

/** A stand-in for the Wizards rules page and media server on 127.0.0.1. */
async function startServer(routes: Record<string, { status?: number; body: string | Buffer }>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const route = routes[decodeURI(request.url ?? '')];
    response.writeHead(route?.status ?? (route ? 200 : 404), { 'content-type': 'text/plain' });
    response.end(route?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('heartwood ingest --cr', () => {
  it('parses a local file and writes rules-data/corpus.json', async () => {
    const dir = tempDataDir();
    const report = await ingestRules(MINI_CR, dir);
    expect(report).toMatchObject({ effectiveDate: 'March 3, 2031', sections: 11, rules: 29, glossary: 5, examples: 3 });
    expect(readCorpus(corpusPath(dir)).rules.find((r) => r.id === '601.2h')?.text).toMatch(/^The player pays the total cost/);
  });

  it('loadRules builds once per data directory and picks up a newly ingested corpus', async () => {
    const dir = tempDataDir();
    await ingestRules(MINI_CR, dir);
    const first = loadRules(dir);
    expect(loadRules(dir)).toBe(first);
    const newer = path.join(dir, 'newer.txt');
    fs.writeFileSync(newer, miniText.replace(/March 3, 2031/g, 'December 24, 2031'));
    await ingestRules(newer, dir);
    expect(loadRules(dir).effectiveDate).toBe('December 24, 2031');
  });

  it('a truncated file fails with a clear error and leaves the old corpus byte for byte', async () => {
    const dir = tempDataDir();
    await ingestRules(MINI_CR, dir);
    const before = fs.readFileSync(corpusPath(dir));
    const truncated = path.join(dir, 'truncated.txt');
    fs.writeFileSync(truncated, miniText.slice(0, miniText.indexOf('702. Keyword Abilities\n\n702.11')));
    await expect(ingestRules(truncated, dir)).rejects.toThrow(/truncated\.txt is not a usable Comprehensive Rules file: no "Glossary" heading.*The corpus was not changed/);
    expect(fs.readFileSync(corpusPath(dir))).toEqual(before);
    expect(fs.readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('a file missing whole chapters is refused as incomplete', async () => {
    const dir = tempDataDir();
    const noNine = path.join(dir, 'no-nine.txt');
    fs.writeFileSync(noNine, miniText.replace(/\n9\. Casual Variants\n\n901\. Planechase\n\n901\.4\.All[^\n]*\n/, '\n'));
    await expect(ingestRules(noNine, dir)).rejects.toThrow(/looks incomplete \(chapters missing: 9\)/);
    expect(fs.existsSync(corpusPath(dir))).toBe(false);
  });

  it('a missing file says so', async () => {
    await expect(ingestRules('/nonexistent/rules.txt', tempDataDir())).rejects.toThrow(new IngestError('cannot read /nonexistent/rules.txt: no such file'));
  });

  describe('downloads (a local HTTP server; no test uses the internet)', () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      server = await startServer({
        '/en/rules': { body: '<html><a href="/downloads/MagicCompRules 20310303.pdf">PDF</a> <a href="/downloads/MagicCompRules%2020310303.txt">TXT</a></html>' },
        '/downloads/MagicCompRules 20310303.txt': { body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(miniText.replace(/\n/g, '\r'))]) },
        '/broken/rules': { body: '<a href="/missing.txt">rules</a>' },
        '/nolink/rules': { body: '<html>No rules here</html>' },
      });
    });
    afterAll(() => server.close());

    it('downloads an http URL', async () => {
      const dir = tempDataDir();
      const report = await ingestRules(`${server.url}/downloads/MagicCompRules%2020310303.txt`, dir);
      expect(report.effectiveDate).toBe('March 3, 2031');
      expect(report.source).toBe(`${server.url}/downloads/MagicCompRules%2020310303.txt`);
    });

    it('latest: finds the .txt link on the rules page (the page URL is configurable) and downloads it', async () => {
      const dir = tempDataDir();
      const log: string[] = [];
      const report = await ingestRules('latest', dir, { rulesPageUrl: `${server.url}/en/rules`, log: (m) => log.push(m) });
      expect(report.rules).toBe(29);
      expect(log).toEqual([`Looking for the current Comprehensive Rules on ${server.url}/en/rules`, `Downloading ${server.url}/downloads/MagicCompRules%2020310303.txt`]);
    });

    it('latest reads the page URL from HEARTWOOD_RULES_PAGE_URL', async () => {
      const saved = process.env.HEARTWOOD_RULES_PAGE_URL;
      process.env.HEARTWOOD_RULES_PAGE_URL = `${server.url}/en/rules`;
      try {
        expect((await ingestRules('latest', tempDataDir())).effectiveDate).toBe('March 3, 2031');
      } finally {
        if (saved === undefined) delete process.env.HEARTWOOD_RULES_PAGE_URL;
        else process.env.HEARTWOOD_RULES_PAGE_URL = saved;
      }
    });

    it('a failed download (404) says so and leaves the old corpus', async () => {
      const dir = tempDataDir();
      await ingestRules(MINI_CR, dir);
      const before = fs.readFileSync(corpusPath(dir));
      await expect(ingestRules('latest', dir, { rulesPageUrl: `${server.url}/broken/rules` })).rejects.toThrow(/download failed: .*answered 404.*The corpus was not changed/);
      expect(fs.readFileSync(corpusPath(dir))).toEqual(before);
    });

    it('a rules page without a .txt link says so', async () => {
      await expect(ingestRules('latest', tempDataDir(), { rulesPageUrl: `${server.url}/nolink/rules` })).rejects.toThrow(/no \.txt link to the Comprehensive Rules on/);
    });
  });

  it('findRulesTxtLink prefers the Comprehensive Rules link and makes it absolute', () => {
    const html = `<a href='/notes.txt'>notes</a><a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt">TXT</a>`;
    expect(findRulesTxtLink(html, 'https://magic.wizards.com/en/rules')).toBe('https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt');
    expect(findRulesTxtLink('<a href="rules.txt">x</a>', 'https://example.org/en/rules')).toBe('https://example.org/en/rules.txt');
    expect(findRulesTxtLink('<p>none</p>', 'https://example.org/')).toBeUndefined();
  });
});

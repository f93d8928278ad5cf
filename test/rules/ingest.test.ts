import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataReport } from '../../src/data/summary';
import { loadRules } from '../../src/rules';
import { versionChanges } from '../../src/rules/changes-reply';
import { findRulesTxtLink, ingestRules, IngestError } from '../../src/rules/ingest';
import { readCorpus, versionsDir } from '../../src/rules/store';
import { PROJECT_ROOT, type UserDataSources } from '../../src/util/paths';
import { startServer } from '../http-fixture';
import { MINI_CR } from './helpers';

const miniText = fs.readFileSync(MINI_CR, 'utf8');
const MINI_VERSION = '2026-03-03.json';

/** A data folder, over an empty bundled directory (the mini CR is the only version) or over rules-data/. */
function target(bundled = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-bundled-'))): UserDataSources {
  return { dataDir: bundled, userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-ingest-')) };
}

const versionFile = (where: UserDataSources, name = MINI_VERSION) => path.join(versionsDir(where.userDataDir), name);

describe('heartwood ingest --cr', () => {
  it('parses a local file and keeps it in the data folder as rules/<date>.json, now the rules in use', async () => {
    const where = target();
    const report = await ingestRules(MINI_CR, where);
    expect(report).toMatchObject({ effectiveDate: 'March 3, 2026', sections: 11, rules: 29, glossary: 5, examples: 3, file: versionFile(where) });
    expect(report.inUse).toEqual({ date: '2026-03-03', file: versionFile(where), origin: 'ingested' });
    expect(readCorpus(versionFile(where)).rules.find((r) => r.id === '601.2h')?.text).toMatch(/^The player pays the total cost/);
  });

  it('a newer CR replaces the bundled one; an older one is kept for /changes and the bundled one stays in use', async () => {
    const where = target(path.join(PROJECT_ROOT, 'rules-data'));
    expect(loadRules(where).effectiveDate).toBe('January 16, 2026');
    await ingestRules(MINI_CR, where);
    expect(loadRules(where).effectiveDate).toBe('March 3, 2026');
    const older = path.join(where.userDataDir, 'older.txt');
    fs.writeFileSync(older, miniText.replace(/March 3, 2026/g, 'June 1, 2020'));
    const report = await ingestRules(older, { ...where, userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-older-')) });
    expect(report.inUse).toMatchObject({ date: '2026-01-16', origin: 'bundled' });
  });

  it('loadRules builds once per version and picks up a newly ingested one', async () => {
    const where = target();
    await ingestRules(MINI_CR, where);
    const first = loadRules(where);
    expect(loadRules(where)).toBe(first);
    const newer = path.join(where.userDataDir, 'newer.txt');
    fs.writeFileSync(newer, miniText.replace(/March 3, 2026/g, 'October 24, 2026'));
    await ingestRules(newer, where);
    expect(loadRules(where).effectiveDate).toBe('October 24, 2026');
    expect(fs.readdirSync(versionsDir(where.userDataDir)).sort()).toEqual(['2026-03-03.json', '2026-10-24.json']);
  });

  it('a CR dated after today is kept and waits for its date: the rules in effect stay in use, and /changes compares what is in effect', async () => {
    const where = target(path.join(PROJECT_ROOT, 'rules-data'));
    const future = path.join(where.userDataDir, 'future.txt');
    fs.writeFileSync(future, miniText.replace(/March 3, 2026/g, 'March 3, 2099'));
    const report = await ingestRules(future, where);
    expect(report.inUse).toMatchObject({ date: '2026-01-16', origin: 'bundled' });
    expect(loadRules(where).effectiveDate).toBe('January 16, 2026');
    expect(versionChanges(where)).toMatchObject({ from: 'November 14, 2025', to: 'January 16, 2026' });
    expect(dataReport(where)).toContain('March 3, 2099 (ingested, not yet in effect)');
  });

  it('a truncated file fails with a clear error and leaves the kept versions byte for byte', async () => {
    const where = target();
    await ingestRules(MINI_CR, where);
    const before = fs.readFileSync(versionFile(where));
    const truncated = path.join(where.userDataDir, 'truncated.txt');
    fs.writeFileSync(truncated, miniText.slice(0, miniText.indexOf('702. Keyword Abilities\n\n702.11')));
    await expect(ingestRules(truncated, where)).rejects.toThrow(/truncated\.txt is not a usable Comprehensive Rules file: no "Glossary" heading.*The rules were not changed/);
    expect(fs.readFileSync(versionFile(where))).toEqual(before);
    expect(fs.readdirSync(versionsDir(where.userDataDir))).toEqual([MINI_VERSION]);
  });

  it('a file missing whole chapters is refused as incomplete', async () => {
    const where = target();
    const noNine = path.join(where.userDataDir, 'no-nine.txt');
    fs.writeFileSync(noNine, miniText.replace(/\n9\. Casual Variants\n\n901\. Planechase\n\n901\.4\.All[^\n]*\n/, '\n'));
    await expect(ingestRules(noNine, where)).rejects.toThrow(/looks incomplete \(chapters missing: 9\)/);
    expect(fs.existsSync(versionsDir(where.userDataDir))).toBe(false);
  });

  it('a missing file says so', async () => {
    await expect(ingestRules('/nonexistent/rules.txt', target())).rejects.toThrow(new IngestError('cannot read /nonexistent/rules.txt: no such file'));
  });

  describe('downloads (a local HTTP server; no test uses the internet)', () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      server = await startServer({
        '/en/rules': { body: '<html><a href="/downloads/MagicCompRules 20260303.pdf">PDF</a> <a href="/downloads/MagicCompRules%2020260303.txt">TXT</a></html>' },
        '/downloads/MagicCompRules 20260303.txt': { body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(miniText.replace(/\n/g, '\r'))]) },
        '/broken/rules': { body: '<a href="/missing.txt">rules</a>' },
        '/nolink/rules': { body: '<html>No rules here</html>' },
      });
    });
    afterAll(() => server.close());

    it('downloads an http URL', async () => {
      const report = await ingestRules(`${server.url}/downloads/MagicCompRules%2020260303.txt`, target());
      expect(report.effectiveDate).toBe('March 3, 2026');
      expect(report.source).toBe(`${server.url}/downloads/MagicCompRules%2020260303.txt`);
    });

    it('latest: finds the .txt link on the rules page (the page URL is configurable) and downloads it', async () => {
      const log: string[] = [];
      const report = await ingestRules('latest', target(), { rulesPageUrl: `${server.url}/en/rules`, log: (m) => log.push(m) });
      expect(report.rules).toBe(29);
      expect(log).toEqual([`Looking for the current Comprehensive Rules on ${server.url}/en/rules`, `Downloading ${server.url}/downloads/MagicCompRules%2020260303.txt`]);
    });

    it('latest reads the page URL from HEARTWOOD_RULES_PAGE_URL', async () => {
      const saved = process.env.HEARTWOOD_RULES_PAGE_URL;
      process.env.HEARTWOOD_RULES_PAGE_URL = `${server.url}/en/rules`;
      try {
        expect((await ingestRules('latest', target())).effectiveDate).toBe('March 3, 2026');
      } finally {
        if (saved === undefined) delete process.env.HEARTWOOD_RULES_PAGE_URL;
        else process.env.HEARTWOOD_RULES_PAGE_URL = saved;
      }
    });

    it('a failed download (404) says so and leaves the kept versions', async () => {
      const where = target();
      await ingestRules(MINI_CR, where);
      const before = fs.readFileSync(versionFile(where));
      await expect(ingestRules('latest', where, { rulesPageUrl: `${server.url}/broken/rules` })).rejects.toThrow(/download failed: .*answered 404.*The rules were not changed/);
      expect(fs.readFileSync(versionFile(where))).toEqual(before);
    });

    it('a rules page without a .txt link says so', async () => {
      await expect(ingestRules('latest', target(), { rulesPageUrl: `${server.url}/nolink/rules` })).rejects.toThrow(/no \.txt link to the Comprehensive Rules on/);
    });
  });

  it('findRulesTxtLink prefers the Comprehensive Rules link and makes it absolute', () => {
    const html = `<a href='/notes.txt'>notes</a><a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt">TXT</a>`;
    expect(findRulesTxtLink(html, 'https://magic.wizards.com/en/rules')).toBe('https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt');
    expect(findRulesTxtLink('<a href="rules.txt">x</a>', 'https://example.org/en/rules')).toBe('https://example.org/en/rules.txt');
    expect(findRulesTxtLink('<p>none</p>', 'https://example.org/')).toBeUndefined();
  });
});

describe('limits on a Comprehensive Rules file (src/rules/limits.ts)', () => {
  const saved = process.env.HEARTWOOD_MAX_CR_MB;
  afterEach(() => {
    if (saved === undefined) delete process.env.HEARTWOOD_MAX_CR_MB;
    else process.env.HEARTWOOD_MAX_CR_MB = saved;
  });

  it('a line over 20,000 characters (one very long rule) is refused with its number, and the kept versions stay', async () => {
    const where = target();
    await ingestRules(MINI_CR, where);
    const before = fs.readFileSync(versionFile(where));
    const file = path.join(where.userDataDir, 'long.txt');
    fs.writeFileSync(file, miniText.replace('Partial payments are not allowed.', 'x'.repeat(3 << 20)));
    await expect(ingestRules(file, where)).rejects.toThrow(
      /long\.txt is not a usable Comprehensive Rules file: line \d+ has 3,145,\d{3} characters, more than the 20,000 a line of the Comprehensive Rules may have \(the longest so far has 2,811\)\. The rules were not changed\./,
    );
    expect(fs.readFileSync(versionFile(where))).toEqual(before);
  });

  it('a file over HEARTWOOD_MAX_CR_MB (8 MB unless set) is refused by its size, from a file or a download; a higher limit lets it in', async () => {
    process.env.HEARTWOOD_MAX_CR_MB = '0.001';
    const where = target();
    await expect(ingestRules(MINI_CR, where)).rejects.toThrow(
      /mini-cr\.txt is not a usable Comprehensive Rules file: it is 0\.00462 MB; the largest Comprehensive Rules so far is under 2 MB, and at most 0\.001 MB are read: refusing \(raise HEARTWOOD_MAX_CR_MB if this really is a CR\)/,
    );
    const server = await startServer({ '/big.txt': { body: miniText } });
    try {
      await expect(ingestRules(`${server.url}/big.txt`, where)).rejects.toThrow(/download failed: GET .*\/big\.txt: the download is over 0\.001 MB, more than this file may have; refusing/);
    } finally {
      await server.close();
    }
    process.env.HEARTWOOD_MAX_CR_MB = '1';
    expect((await ingestRules(MINI_CR, where)).effectiveDate).toBe('March 3, 2026');
  });
});

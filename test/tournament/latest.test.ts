/**
 * `heartwood ingest --mtr|--ipg|--jar latest`: the document the Wizards rules documents page links
 * to (a local server stands in for it; HEARTWOOD_TOURNAMENT_PAGE_URL points there), and what
 * ingest says of a version that takes effect later.
 */
import fs from 'node:fs';
import path from 'node:path';
import { jar } from '../../commands/jar';
import { renderReplyText } from '../../src/reply/text';
import { findTournamentLinks } from '../../src/tournament/ingest';
import { resolveDataDir } from '../../src/util/paths';
import { heartwood } from '../cli-process';
import { startServer, type FixtureServer } from '../http-fixture';
import { tournamentRender } from './render-fixture';

const WIZARDS_PAGE = `<div class="documents">
  <a href="https://media.wizards.com/ContentResources/WPN/MTG_MTR_2025_Nov10_EN.pdf" target="_blank">Magic Tournament Rules</a>
  <a href="https://media.wizards.com/ContentResources/WPN/MTG_MTR_2025_Nov10_FR.pdf">Règles des tournois (Français)</a>
  <a href="/ContentResources/WPN/MTG_IPG_2024Sep23_EN.pdf?v=2">Infraction <b>Procedure</b> Guide</a>
  <a href="/ContentResources/WPN/Judging%20at%20Regular%20REL.pdf">JAR</a>
  <a href="/ContentResources/WPN/WPN_Policy.pdf">WPN policy</a>
</div>`;

describe('the rules documents page', () => {
  it('gives each document\'s PDF by its file name or its link\'s words, the English one of several, made absolute', () => {
    expect(findTournamentLinks(WIZARDS_PAGE, 'https://wpn.wizards.com/en/rules-documents')).toEqual({
      mtr: 'https://media.wizards.com/ContentResources/WPN/MTG_MTR_2025_Nov10_EN.pdf',
      ipg: 'https://wpn.wizards.com/ContentResources/WPN/MTG_IPG_2024Sep23_EN.pdf?v=2',
      jar: 'https://wpn.wizards.com/ContentResources/WPN/Judging%20at%20Regular%20REL.pdf',
    });
  });

  it('without a link to a document, gives none for it', () => {
    expect(findTournamentLinks('<a href="/rules.txt">Comprehensive Rules</a><a href="/x/WPN_Policy.pdf">policy</a>', 'https://wpn.wizards.com/')).toEqual({});
  });
});

describe('heartwood ingest --jar latest', () => {
  let server: FixtureServer;
  const user = () => process.env.HEARTWOOD_DATA!;
  beforeAll(async () => {
    server = await startServer({
      '/en/rules-documents': { body: '<a href="/docs/MTG_JAR_2026_Feb01_EN.pdf">Judging at Regular REL</a>' },
      '/docs/MTG_JAR_2026_Feb01_EN.pdf': { body: tournamentRender('Judging at Regular Rules Enforcement Level (REL)', 'February 1, 2026', 'Common Issues', 'Players play for fun.') },
      '/nolink/rules-documents': { body: '<a href="/docs/MTG_MTR_2026_Feb01_EN.pdf">Tournament Rules</a>' },
    });
  });
  afterAll(() => server.close());

  it('downloads the JAR the page links to and answers /jar from it', async () => {
    const { code, stdout } = await heartwood(['ingest', '--jar', 'latest'], { HEARTWOOD_DATA: user(), HEARTWOOD_TOURNAMENT_PAGE_URL: `${server.url}/en/rules-documents` });
    expect([code, stdout]).toEqual([0, expect.stringContaining('Judging at Regular REL effective February 1, 2026: 2 sections')]);
    expect(stdout).toContain('/jar now answers from it.');
    const reply = await jar.execute({ query: 'Common Issues' }, { dataDir: resolveDataDir(), userDataDir: user(), userId: 'test' });
    expect(renderReplyText(reply)).toContain('Players play for fun.');
    expect(server.hits.get('/docs/MTG_JAR_2026_Feb01_EN.pdf')).toBe(1);
  });

  it('a page without the document\'s link is an error that names the page and says what to do', async () => {
    const { code, stderr } = await heartwood(['ingest', '--ipg', 'latest'], { HEARTWOOD_DATA: user(), HEARTWOOD_TOURNAMENT_PAGE_URL: `${server.url}/nolink/rules-documents` });
    expect(code).toBe(1);
    expect(stderr).toContain(`no PDF link to the Infraction Procedure Guide on ${server.url}/nolink/rules-documents. Pass the PDF's file or URL instead.`);
    expect(fs.existsSync(path.join(user(), 'tournament', 'ipg'))).toBe(false);
  });

  it('a version dated after today is kept and takes effect on its date; until then the current one answers', async () => {
    const later = path.join(user(), 'mtr-2099.html');
    fs.writeFileSync(later, tournamentRender('Magic: The Gathering® Tournament Rules', 'March 1, 2099', 'Tournament Fundamentals', 'Players are responsible.'));
    const { code, stdout } = await heartwood(['ingest', '--mtr', later], { HEARTWOOD_DATA: user() });
    expect(code).toBe(0);
    expect(stdout).toContain('It takes effect on March 1, 2099: until then /mtr answers from the version of November 10, 2025 (bundled).');
  });
});

/**
 * The bundled rules (rules-data/): the full Comprehensive Rules of January 16, 2026, answering
 * from the first start with no other step, and Heartwood's one unofficial rule, marked as such
 * wherever it is shown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { define } from '../../commands/define';
import { rule } from '../../commands/rule';
import { loadedSummary } from '../../src/data/summary';
import { decodeCustomId } from '../../src/reply/command';
import { loadRules } from '../../src/rules';
import { changeMarks } from '../../src/rules/changes';
import { ingestRules } from '../../src/rules/ingest';
import { parseRulesFile } from '../../src/rules/parse';
import { corpusPath, readCorpus } from '../../src/rules/store';
import { resolveDataDir } from '../../src/util/paths';
import { describeWithSharedData, sharedDataPath } from '../shared-data';
import { MINI_CR } from './helpers';
import { LOADED_LINE } from '../bundled-data';

const bundled = { dataDir: resolveDataDir(), userId: 'test' };
const NOT_OFFICIAL = 'not part of the official Comprehensive Rules';

describe('the bundled rules: the full Comprehensive Rules of January 16, 2026', () => {
  it('a range paged (601.2a-d) offers the rule after the range on every page, never the next rule inside it', async () => {
    const first = await rule.execute({ query: '601.2a-d' }, bundled);
    expect(first.pages.length).toBeGreaterThan(1);
    for (const page of first.pages.keys()) {
      const shown = await rule.component!({ args: decodeCustomId(`${first.pageKey}:${page}`).args }, bundled);
      expect(shown.page).toBe(page);
      const labels = (shown.buttons ?? []).map((button) => button.label);
      expect(labels).toContain('601.2e ▶');
      expect(labels).not.toContain('601.2b ▶');
    }
  });

  it('the first line of the console and the log says what is loaded', () => {
    expect(loadedSummary(bundled)).toBe(LOADED_LINE);
  });

  it('answers /define mana ability, /rule trample and /rule legend rule from the full CR', async () => {
    const manaAbility = (await define.execute({ term: 'mana ability' }, bundled)).pages[0]!;
    expect(manaAbility).toMatchObject({ title: 'Mana Ability', footer: 'Comprehensive Rules effective January 16, 2026' });
    expect(manaAbility.text).toMatch(/^An activated or triggered ability that could create mana and doesn’t use the stack\./);
    expect((await rule.execute({ query: 'trample' }, bundled)).pages[0]!.title).toBe('Rule 702.19 · Trample · Keyword Abilities');
    const legend = (await rule.execute({ query: 'legend rule' }, bundled)).pages[0]!;
    expect(legend.title).toBe('Rule 704.5j · State-Based Actions');
    expect(legend.text).toContain('This is called the “legend rule.”');
  });

  it('knows the whole vocabulary, so typo correction no longer sends ward to card or trample to example', async () => {
    expect((await rule.execute({ query: 'ward' }, bundled)).pages[0]!.title).toBe('Rule 702.21 · Ward · Keyword Abilities');
    expect((await rule.execute({ query: 'tramle' }, bundled)).pages[0]!.title).toBe('Rule 702.19 · Trample · Keyword Abilities');
    expect((await define.execute({ term: 'mulligan' }, bundled)).pages[0]!.title).toBe('Mulligan');
  });
});

describe('111.10x, the Heartwood token: Heartwood’s own rule, marked as not official wherever it is shown', () => {
  const rules = loadRules(bundled);

  it('is flagged and titled as not part of the official rules', () => {
    expect(rules.get('111.10x')).toMatchObject({ unofficial: true, title: `Heartwood token — ${NOT_OFFICIAL}`, parent: '111.10', previous: '111.10u' });
    expect(rules.get('111.10x')!.text).toBe('A Heartwood token is a red and green Heartwood artifact token with “{T}: Add {R} or {G}.”');
    expect(readCorpus(corpusPath(bundled.dataDir)).rules.some((r) => r.id === '111.10x')).toBe(false);
  });

  it('in its answer, under its parent rule, and in autocomplete', async () => {
    const own = (await rule.execute({ query: '111.10x' }, bundled)).pages[0]!;
    expect(own.title).toBe(`Rule 111.10x · Heartwood token — ${NOT_OFFICIAL} · Tokens`);
    expect(own.text).toMatch(new RegExp(`^\\*\\*111\\.10x\\*\\* Heartwood token — ${NOT_OFFICIAL}\\n`));
    const parent = (await rule.execute({ query: '111.10' }, bundled)).pages.map((page) => page.text).join('\n');
    expect(parent).toContain(`**111.10x** Heartwood token — ${NOT_OFFICIAL}`);
    expect(rules.autocomplete('heartwood')[0]!.name).toMatch(new RegExp(`^111\\.10x Heartwood token — ${NOT_OFFICIAL}`));
  });

  it('stays available (and marked) over a newer ingested CR', async () => {
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-bundled-'));
    await ingestRules(MINI_CR, { dataDir: bundled.dataDir, userDataDir });
    const newer = loadRules({ dataDir: bundled.dataDir, userDataDir });
    expect(newer.effectiveDate).toBe('March 3, 2026');
    expect(newer.get('111.10x')).toMatchObject({ unofficial: true, title: `Heartwood token — ${NOT_OFFICIAL}` });
  });
});

describeWithSharedData('rules-data/corpus.json is the official file, parsed', ['MagicCompRules.txt', 'MagicCompRules-OLD-2025-11-14.txt'], () => {
  it('equals a fresh parse of MagicCompRules.txt (npm run build:corpus), and rules/2025-11-14.json of the November 2025 file', () => {
    const parse = (file: string) => parseRulesFile(fs.readFileSync(sharedDataPath(file)), file);
    const [current, older] = [parse('MagicCompRules.txt'), parse('MagicCompRules-OLD-2025-11-14.txt')];
    const stored = readCorpus(corpusPath(bundled.dataDir));
    expect({ ...stored, changes: undefined }).toEqual(current);
    expect(readCorpus(path.join(bundled.dataDir, 'rules', '2025-11-14.json'))).toEqual(older);
    // What changed since November 2025, kept in the file for /rule's "(changed in the … update)".
    expect(stored.changes).toEqual(changeMarks(older, current, '2025-11-14'));
  });
});

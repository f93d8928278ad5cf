import fs from 'node:fs';
import path from 'node:path';
import { define } from '../../commands/define';
import { loadRules } from '../../src/rules';
import { parseRulesFile } from '../../src/rules/parse';
import { buildSeedCorpus, readSeedExcerpts, removeGluedWord, restoreManaAbility, skeleton } from '../../src/rules/seed';
import { corpusPath, readCorpus } from '../../src/rules/store';
import { PROJECT_ROOT } from '../../src/util/paths';
import { SHARED_SEEDS, describeWithSharedData, sharedDataPath } from '../shared-data';

const BUNDLED = path.join(PROJECT_ROOT, 'rules-data');

describe('reading the seed documents', () => {
  it('splits a number that runs into its text (601.2To cast…, 111.10xA Heartwood…, 702.11Hexproof)', () => {
    const excerpts = readSeedExcerpts('seed.txt', Buffer.from('601.2To cast a spell.\n\n111.10xA Heartwood token.\r\n\r\n702.11Hexproof\n\nNo number here.'));
    expect(excerpts).toEqual([
      { id: '601.2', text: 'To cast a spell.', file: 'seed.txt' },
      { id: '111.10x', text: 'A Heartwood token.', file: 'seed.txt' },
      { id: '702.11', text: 'Hexproof', file: 'seed.txt' },
      { text: 'No number here.', file: 'seed.txt' },
    ]);
  });

  it('drops a word glued to the final full stop (…won’t happen.Search)', () => {
    expect(removeGluedWord('Any part of the effect that requires that information won’t happen.Search')).toBe('Any part of the effect that requires that information won’t happen.');
    expect(removeGluedWord('See rule 117, “Timing and Priority.”')).toBe('See rule 117, “Timing and Priority.”');
  });

  it('restores the Heartwood token’s lost mana ability from the colours it names', () => {
    expect(restoreManaAbility('A Heartwood token is a red and green Heartwood artifact token with “: Add or .”')).toBe(
      'A Heartwood token is a red and green Heartwood artifact token with “{T}: Add {R} or {G}.”',
    );
    // Nothing to restore when the colours do not account for the gaps.
    expect(restoreManaAbility('A blue token with “: Add or .”')).toBe('A blue token with “: Add or .”');
  });

  it('matches text whose symbols were lost to the CR text (symbols and spacing ignored)', () => {
    expect(skeleton('Add {R} or {G}.')).toBe(skeleton('Add  or .'));
    expect(skeleton('The tap symbol is {T}.')).not.toBe(skeleton('The untap symbol is {Q}.'));
  });
});

describe('the bundled corpus (rules-data/corpus.json, built from the seeds)', () => {
  const rules = loadRules(BUNDLED);

  it('keeps 111.10x, the Heartwood token, with its symbols restored', () => {
    expect(rules.get('111.10x')?.text).toBe('A Heartwood token is a red and green Heartwood artifact token with “{T}: Add {R} or {G}.”');
  });

  it('numbers the second seed’s unnumbered excerpts: 106.5, 106.7, 106.12, 106.12a/b, 107.3m, 107.5, 107.6', () => {
    for (const id of ['106.5', '106.7', '106.12', '106.12a', '106.12b', '107.3m', '107.5', '107.6']) expect(rules.get(id)).toBeDefined();
    expect(rules.get('106.12')?.text).toMatch(/^To “tap \[a permanent\] for mana” is to activate a mana ability of that permanent that includes the \{T\} symbol/);
  });

  it('has no junk glued on and no card rulings', () => {
    expect(rules.get('608.2b')?.text).toMatch(/won’t happen\.$/);
    const all = JSON.stringify(readCorpus(corpusPath(BUNDLED)));
    expect(all).not.toMatch(/Artisan of Forms|Heroic abilities|Heartwood: Ein Spielstein/);
  });

  it('has the section headings above its rules and an effective date for the footer', () => {
    expect(rules.get('601')?.title).toBe('Casting Spells');
    expect(rules.get('601.2h')?.parent).toBe('601.2');
    expect(rules.get('605.3b')?.parent).toBe('605'); // 605.3 is not in the seeds: the nearest ancestor present
    expect(rules.effectiveDate).toBe('January 16, 2026');
  });

  it('/define hexproof, with no glossary in the seeds, shows the keyword rule 702.11 Hexproof', async () => {
    const reply = await define.execute({ term: 'hexproof' }, { dataDir: BUNDLED, userId: 'test' });
    expect(reply.pages[0]!.title).toBe('Rule 702.11 · Hexproof · Keyword Abilities');
  });

  it('answers the must-have questions from the seeds alone', () => {
    expect(rules.search('do mana abilities use the stack', 1)[0]?.id).toBe('605.3b');
    expect(rules.search('what happens to a token in the graveyard', 1)[0]?.id).toBe('111.7');
    expect(rules.search('hexprof', 1)[0]?.id).toBe('702.11');
  });
});

describeWithSharedData('rebuilding the bundled corpus from ../shared', ['MagicCompRules.txt'], () => {
  it('gives exactly the committed rules-data/corpus.json (npm run build:seed-corpus is up to date)', () => {
    const reference = parseRulesFile(fs.readFileSync(sharedDataPath('MagicCompRules.txt')), 'MagicCompRules.txt');
    const excerpts = fs
      .readdirSync(SHARED_SEEDS)
      .sort()
      .flatMap((file) => readSeedExcerpts(file, fs.readFileSync(path.join(SHARED_SEEDS, file))));
    const { corpus, log } = buildSeedCorpus(excerpts, reference, `the Comprehensive Rules effective ${reference.effectiveDate}`);
    expect(corpus).toEqual(readCorpus(corpusPath(BUNDLED)));
    expect(log.filter((line) => line.includes('left out'))).toHaveLength(12);
  });
});

/**
 * What changed between versions of the Comprehensive Rules: the comparison (synthetic corpora for
 * each case, then the five real files 2021 → 2022 → 2022 → 2025 → 2026), the word diff, /changes,
 * /rule's "changed in the … update", and `heartwood changes`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changes as changesCommand } from '../../commands/changes';
import { rule } from '../../commands/rule';
import { compareCorpora, type CorpusChanges, type RuleChange } from '../../src/rules/changes';
import { changesPages, wordDiff } from '../../src/rules/changes-reply';
import { ingestRules } from '../../src/rules/ingest';
import { CORPUS_FORMAT, type CorpusData, type RuleRecord } from '../../src/rules/model';
import { parseRulesFile } from '../../src/rules/parse';
import { decodeCustomId } from '../../src/reply/command';
import { renderReplyText } from '../../src/reply/text';
import { resolveDataDir } from '../../src/util/paths';
import { heartwood } from '../cli-process';
import { describeWithSharedData, sharedDataPath } from '../shared-data';

function corpus(date: string, rules: [string, string][], glossary: [string, string][] = []): CorpusData {
  const records: RuleRecord[] = rules.map(([id, text]) => {
    const kind = /^\d$/.test(id) ? 'chapter' : /^\d{3}$/.test(id) ? 'section' : /[a-z]$/.test(id) ? 'subrule' : 'rule';
    const heading = kind === 'chapter' || kind === 'section';
    return { id, kind, ...(heading ? { title: text } : {}), text: heading ? '' : text, examples: [], cites: [] };
  });
  return { format: CORPUS_FORMAT, effectiveDate: date, source: 'test', rules: records, glossary: glossary.map(([term, sense]) => ({ term, aliases: [term], senses: [sense], notes: [], rules: [] })) };
}

const summary = (changes: CorpusChanges) => changes.rules.map((change) => `${change.kind} ${'from' in change && change.from ? `${change.from}→` : ''}${change.id}`);

describe('comparing two versions', () => {
  const before = corpus('June 1, 2030', [
    ['7', 'Additional Rules'],
    ['720', 'Subgames'],
    ['720.1', 'A subgame is a completely separate Magic game created by an effect.'],
    ['721', 'Handling Illegal Actions'],
    ['721.1', 'If a player takes an illegal action, the game returns to the moment before it (see rule 720.1).'],
    ['721.2', 'Reversing an illegal action may take several steps.'],
    ['702', 'Keyword Abilities'],
    ['702.9', 'Partner'],
    ['702.9a', 'Partner abilities modify deck construction.'],
    ['702.9b', '“Friends forever” means you may have two commanders with friends forever.'],
    ['702.9c', '“Choose a Background” lets a Background be your second commander.'],
    ['702.9d', 'An effect that names a partner ability means only that ability.'],
  ]);
  const after = corpus('July 1, 2030', [
    ['7', 'Additional Rules'],
    ['720', 'Omen Cards'],
    ['720.1', 'Omen cards have a spell ability and go to the bottom of their owner’s library.'],
    ['721', 'Subgames'],
    ['721.1', 'A subgame is a completely separate Magic game created by an effect.'],
    ['722', 'Handling Illegal Actions'],
    ['722.1', 'If a player takes an illegal action, the game returns to the moment before it (see rule 721.1).'],
    ['722.2', 'Reversing an illegal action may take several steps, in order.'],
    ['702', 'Keyword Abilities'],
    ['702.9', 'Partner'],
    ['702.9a', 'Partner abilities modify deck construction for the Commander variant.'],
    ['702.9b', '“Choose a Background” lets a Background be your second commander.'],
    ['702.9c', 'An effect that names a partner ability means only that ability.'],
  ]);
  const changes = compareCorpora(before, after);

  it('matches moved sections by title, and their rules by their new numbers', () => {
    expect(changes.moved).toEqual([
      { from: '720', to: '721', title: 'Subgames' },
      { from: '721', to: '722', title: 'Handling Illegal Actions' },
    ]);
    expect(changes.sections).toEqual([{ kind: 'added', id: '720', after: expect.objectContaining({ title: 'Omen Cards' }) }]);
  });

  it('a rule whose only difference is a cited number that moved (720.1 → 721.1) is unchanged; a renumbered subrule is matched by its text', () => {
    expect(summary(changes)).toEqual([
      'added 720.1',
      'changed 722.2',
      'changed 702.9a',
      'removed 702.9b',
      'renumbered 702.9c→702.9b',
      'renumbered 702.9d→702.9c',
    ]);
  });

  it('every rule of either version is accounted for exactly once', () => {
    const oldIds = changes.rules.flatMap((change) => (change.kind === 'removed' ? [change.id] : change.kind !== 'added' && 'from' in change && change.from ? [change.from] : []));
    expect(new Set(oldIds).size).toBe(oldIds.length);
  });

  it('compares glossaries by term', () => {
    const glossary = compareCorpora(corpus('A 1, 2030', [], [['Blight', 'x'], ['Partner', 'old']]), corpus('A 2, 2030', [], [['Partner', 'new'], ['Friends', 'y']])).glossary;
    expect(glossary.map((change) => `${change.kind} ${change.term}`)).toEqual(['changed Partner', 'added Friends', 'removed Blight']);
  });
});

describe('comparing versions with very many rules under one parent', () => {
  // 40,000 rules of section 702, each of words of its own; the new version inserts one rule first
  // (every number shifts by one) and changes every text a little: each rule must be found by its
  // similar text one place on. (Comparing every rule with every sibling took 19 s here.)
  const RULES = 40_000;
  const words = (n: number) => `w${n}a w${n}b w${n}c w${n}d w${n}e`;
  const before = corpus('June 1, 2030', [['702', 'Keyword Abilities'], ...Array.from({ length: RULES }, (_, n): [string, string] => [`702.${n + 1}`, words(n)])]);
  const after = corpus('July 1, 2030', [
    ['702', 'Keyword Abilities'],
    ['702.1', 'An inserted rule.'],
    ...Array.from({ length: RULES }, (_, n): [string, string] => [`702.${n + 2}`, `${words(n)} now`]),
  ]);

  it('finds every rule changed and renumbered one place on, and the inserted rule added', () => {
    const changes = compareCorpora(before, after);
    expect(changes.rules).toHaveLength(RULES + 1);
    expect(summary(changes).slice(0, 3)).toEqual(['added 702.1', 'changed 702.1→702.2', 'changed 702.2→702.3']);
    expect(changes.rules.filter((change) => change.kind === 'changed')).toHaveLength(RULES);
    expect(summary(changes).at(-1)).toBe(`changed 702.${RULES}→702.${RULES + 1}`);
  });
});

describe('the word-level diff', () => {
  it('marks removed and added words, with a few unchanged words around each change', () => {
    expect(wordDiff('Deal 2 damage to another target.', 'Deal 2 damage to any other target.')).toBe('Deal 2 damage to ~~another~~__any other__ target.');
    const long = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';
    expect(wordDiff(`${long} old end`, `${long} new end`)).toBe('… thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty ~~old~~__new__ end');
  });

  it('reads as [-removed-]{+added+} in the console and the command line, and keeps markdown characters of the rules as they are', () => {
    const reply = changesPages(compareCorpora(corpus('A 1, 2030', [['100', 'General'], ['100.1', 'A 1+* creature.']]), corpus('A 2, 2030', [['100', 'General'], ['100.1', 'A 2+* creature.']])), undefined);
    expect(reply.pages[0]!.text).toContain('**Changed 100.1** A ~~1~~__2__+\\* creature.');
    expect(renderReplyText(reply)).toContain('Changed 100.1 A [-1-]{+2+}+* creature.');
  });
});

describeWithSharedData(
  'the five real Comprehensive Rules files',
  ['MagicCompRules-OLD-2021-11-15.txt', 'MagicCompRules-OLD-2022-10-07.txt', 'MagicCompRules-OLD-2022-11-18.txt', 'MagicCompRules-OLD-2025-11-14.txt', 'MagicCompRules.txt'],
  () => {
    const files = ['MagicCompRules-OLD-2021-11-15.txt', 'MagicCompRules-OLD-2022-10-07.txt', 'MagicCompRules-OLD-2022-11-18.txt', 'MagicCompRules-OLD-2025-11-14.txt', 'MagicCompRules.txt'];
    const parsed = new Map<string, CorpusData>();
    const load = (file: string) => parsed.get(file) ?? parsed.set(file, parseRulesFile(fs.readFileSync(sharedDataPath(file)), file)).get(file)!;
    const find = (changes: CorpusChanges, id: string) => changes.rules.find((change) => change.id === id && change.kind !== 'removed');

    describe('November 14, 2025 → January 16, 2026 (checked by hand against the two files)', () => {
      const changes = () => compareCorpora(load(files[3]!), load(files[4]!));

      it('lists exactly the real differences: Blight and 610.5 added, Friends forever folded into partner—[text], the partner subrules after it renumbered', () => {
        expect(summary(changes())).toEqual([
          'changed 115.7e',
          'changed 205.3m',
          'changed 207.2c',
          'changed 601.2a',
          'added 610.5',
          'added 701.68',
          'added 701.68a',
          'added 701.68b',
          'added 701.68c',
          'added 701.68d',
          'changed 702.124a',
          'changed 702.124i',
          'removed 702.124k',
          'renumbered 702.124m→702.124k',
          'renumbered 702.124n→702.124m',
          'renumbered 702.124p→702.124n',
        ]);
        expect(changes().moved).toEqual([]);
        expect(changes().glossary.map((change) => `${change.kind} ${change.term}`)).toEqual(['added Blight', 'removed Friends Forever']);
      });

      it('each changed rule’s word diff shows what changed', () => {
        const diff = (id: string) => {
          const change = find(changes(), id) as Extract<RuleChange, { kind: 'changed' }>;
          return wordDiff([change.before.text, ...change.before.examples].join('\n'), [change.after.text, ...change.after.examples].join('\n'));
        };
        expect(diff('205.3m')).toContain('Soldier, Soltari, __Sorcerer,__ Spawn');
        expect(diff('207.2c')).toContain('valiant, __vivid,__ void');
        expect(diff('601.2a')).toContain('__Any one-shot effects that cause the spell to gain abilities as you cast it apply as it is put on the stack (see rule 610.5).__');
        expect(diff('115.7e')).toContain('1 damage to ~~another~~__any other__ target');
        expect(diff('702.124a')).toContain('partner with [name], ~~friends forever,~~ choose a Background');
        expect(diff('702.124i')).toContain('__“partner—Friends forever,”__ and “partner—Survivors.”');
        expect((changes().rules.find((change) => change.kind === 'removed') as Extract<RuleChange, { kind: 'removed' }>).before.text).toMatch(/^“Friends forever” means/);
        expect(find(changes(), '701.68')).toMatchObject({ kind: 'added', after: { title: 'Blight' } });
      });
    });

    it('Handling Illegal Actions moves 726 → 728 → 729 → 732 → 732, matched by title, its rules not reported as changed', () => {
      const moves = files.slice(1).map((file, i) => compareCorpora(load(files[i]!), load(file)).moved.find((move) => move.title === 'Handling Illegal Actions'));
      expect(moves.map((move) => move && `${move.from} → ${move.to}`)).toEqual(['726 → 728', '728 → 729', '729 → 732', undefined]);
      const overall = compareCorpora(load(files[0]!), load(files[4]!));
      expect(overall.moved).toContainEqual({ from: '726', to: '732', title: 'Handling Illegal Actions' });
      expect(overall.rules.filter((change) => change.id.startsWith('732.') || ('from' in change && change.from?.startsWith('726.')))).toEqual([]);
    });

    it('2021 → 2026: renumbered rules are matched by their text (103.3 → 103.4, 201.3 → 201.4), and every pairing keeps a rule of each side once', () => {
      const overall = compareCorpora(load(files[0]!), load(files[4]!));
      expect(overall.rules).toContainEqual(expect.objectContaining({ kind: 'renumbered', from: '103.3', id: '103.4' }));
      expect(overall.rules).toContainEqual(expect.objectContaining({ kind: 'renumbered', from: '201.3', id: '201.4' }));
      // The same words; only the numbers of the rules they cite may follow the renumbering.
      const words = (text: string) => text.replace(/\b\d{3}(?:\.\d+[a-z]?)?\b/g, '#');
      for (const change of overall.rules.filter((c): c is Extract<RuleChange, { kind: 'renumbered' }> => c.kind === 'renumbered')) expect(words(change.after.text)).toBe(words(change.before.text));
      for (const [i, file] of files.slice(1).entries()) {
        const step = compareCorpora(load(files[i]!), load(file));
        const newIds = step.rules.filter((change) => change.kind !== 'removed').map((change) => change.id);
        const oldIds = step.rules.flatMap((change) => (change.kind === 'removed' ? [change.id] : 'from' in change && change.from ? [change.from] : []));
        expect(new Set(newIds).size).toBe(newIds.length);
        expect(new Set(oldIds).size).toBe(oldIds.length);
      }
    });
  },
);

describe('/changes and /rule’s "changed in the … update" (the bundled versions: November 14, 2025 and January 16, 2026)', () => {
  const ctx = { dataDir: resolveDataDir(), userId: 'test' };

  it('/changes with no options shows the latest update, one page, every change', async () => {
    const reply = await changesCommand.execute({}, ctx);
    expect(reply.pages[0]!.title).toBe('Changes from the Comprehensive Rules of November 14, 2025 to January 16, 2026');
    expect(reply.pages[0]!.text).toMatch(/^Rules: 6 added, 1 removed, 6 changed, 3 renumbered\.\nGlossary: 1 added, 1 removed, 0 changed\./);
    expect(reply.pages[0]!.text).toContain('**Renumbered 702.124m → 702.124k** (same text)');
  });

  it('autocompletes the kept versions, newest first; an unknown date says which versions are kept', async () => {
    expect(await changesCommand.autocomplete!('from', '', ctx)).toEqual([
      { name: 'January 16, 2026 (bundled)', value: '2026-01-16' },
      { name: 'November 14, 2025 (bundled)', value: '2025-11-14' },
    ]);
    const reply = await changesCommand.execute({ from: '2024-01-01' }, ctx);
    expect(reply.tone).toBe('error');
    expect(reply.pages[0]!.text).toBe('No kept version of the Comprehensive Rules is effective 2024-01-01. Kept: November 14, 2025, January 16, 2026. Add one with `heartwood ingest --cr <file or URL>`.');
  });

  it('/rule marks what changed in the latest update, and its "What changed" button shows the diff', async () => {
    const reply = await rule.execute({ query: '601.2a' }, ctx);
    expect(reply.pages[0]!.text).toMatch(/^\*\*601\.2a\*\* \*\(changed in the January 16, 2026 update\)\* To propose/);
    const button = reply.buttons!.find((b) => b.label === 'What changed in 601.2a')!;
    const diff = await changesCommand.component!({ args: decodeCustomId(button.customId).args }, ctx);
    expect(diff.pages[0]).toMatchObject({ title: 'Rule 601.2a in the January 16, 2026 update', text: expect.stringContaining('__Any one-shot effects') });
    const partner = (await rule.execute({ query: '702.124' }, ctx)).pages.map((page) => page.text).join('\n');
    expect(partner).toContain('**702.124k** *(renumbered from 702.124m in the January 16, 2026 update)*');
    expect((await rule.execute({ query: '701.68a' }, ctx)).pages[0]!.text).toContain('*(new in the January 16, 2026 update)*');
    expect((await rule.execute({ query: '601.2h' }, ctx)).pages[0]!.text).not.toContain('update)');
  });

  describeWithSharedData('with the 2021 version ingested into the data folder', ['MagicCompRules-OLD-2021-11-15.txt'], () => {
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-changes-'));
    const withOld = { ...ctx, userDataDir };
    beforeAll(() => ingestRules(sharedDataPath('MagicCompRules-OLD-2021-11-15.txt'), withOld));

    it('/changes from:2021-11-19 pages through hundreds of changes with buttons', async () => {
      const first = await changesCommand.execute({ from: 'November 19, 2021' }, withOld);
      expect(first.pages.length).toBeGreaterThan(20);
      expect(first.pages[0]!.text).toContain('Handling Illegal Actions 726 → 732');
      const second = await changesCommand.component!({ args: decodeCustomId(`${first.pageKey}:1`).args }, withOld);
      expect(second.page).toBe(1);
      // The page number is the renderer's ("Page 2 of 95"), never the footer's as well.
      expect(second.pages[1]!.footer).toBeUndefined();
    });
  });
});

describe('heartwood changes (the command line)', () => {
  it('prints the latest update as text, and --json', async () => {
    const text = await heartwood(['changes']);
    expect(text.stdout).toContain('Changed 702.124i … ability.” The “partner—[text]” abilities are “partner—Father & son{+,+}” {+“partner—Friends forever,”+} and “partner—Survivors.”');
    const json = JSON.parse((await heartwood(['changes', '--json'])).stdout);
    expect(json).toMatchObject({ from: 'November 14, 2025', to: 'January 16, 2026' });
    expect(json.rules).toContainEqual({ kind: 'renumbered', id: '702.124k', from: '702.124m' });
  });

  it('an unknown date exits 1 with the kept versions', async () => {
    const result = await heartwood(['changes', '--from', '1999-01-01']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^heartwood changes: No kept version of the Comprehensive Rules is effective 1999-01-01\. Kept: November 14, 2025, January 16, 2026\./);
  });
});

describeWithSharedData('heartwood changes --from <file>', ['MagicCompRules-OLD-2021-11-15.txt'], () => {
  it('compares a CR file with a kept version', async () => {
    const result = await heartwood(['changes', '--from', sharedDataPath('MagicCompRules-OLD-2021-11-15.txt'), '--to', '2026-01-16', '--json']);
    expect(JSON.parse(result.stdout).moved).toContainEqual({ from: '726', to: '732', title: 'Handling Illegal Actions' });
  });
});

import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { define } from '../../commands/define';
import { rule } from '../../commands/rule';
import { rulesFromData } from '../../src/rules';
import { corpusPath, writeCorpusFile } from '../../src/rules/store';
import { CORPUS_FORMAT, type CorpusData, type RuleRecord } from '../../src/rules/model';
import { defineReply, ruleReply } from '../../src/rules/present';
import { decodeCustomId, type CommandContext } from '../../src/reply/command';
import { LIMITS, type Reply } from '../../src/reply/reply';
import { resolveDataDir } from '../../src/util/paths';
import { miniCorpus } from './helpers';

/** Every page and button of a reply within Discord's limits. */
function expectWithinDiscordLimits(reply: Reply): void {
  for (const page of reply.pages) {
    const fields = page.fields ?? [];
    expect((page.title ?? '').length).toBeLessThanOrEqual(LIMITS.embedTitle);
    expect((page.text ?? '').length).toBeLessThanOrEqual(LIMITS.embedDescription);
    expect((page.footer ?? '').length).toBeLessThanOrEqual(LIMITS.footer);
    expect(fields.length).toBeLessThanOrEqual(LIMITS.embedFields);
    for (const field of fields) {
      expect(field.name.length).toBeLessThanOrEqual(LIMITS.fieldName);
      expect(field.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
    }
    const total = (page.title ?? '').length + (page.text ?? '').length + (page.footer ?? '').length + fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(LIMITS.embedTotal);
  }
  for (const button of reply.buttons ?? []) {
    expect(button.label.length).toBeLessThanOrEqual(LIMITS.buttonLabel);
    expect(button.customId.length).toBeLessThanOrEqual(LIMITS.customId);
  }
  expect((reply.buttons ?? []).length).toBeLessThanOrEqual(20);
  if (reply.pageKey) expect(reply.pageKey.length + 4).toBeLessThanOrEqual(LIMITS.customId);
}

let ctx: CommandContext;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-present-'));
  writeCorpusFile(corpusPath(dataDir), miniCorpus());
  ctx = { dataDir, userId: 'test' };
});

describe('/rule', () => {
  it('601.2h: number and title, text, effective date in the footer, parent/previous/next buttons', async () => {
    const reply = await rule.execute({ query: '601.2h' }, ctx);
    const page = reply.pages[0]!;
    expect(page.title).toBe('Rule 601.2h · Casting Spells');
    expect(page.text).toBe('**601.2h** The player pays the total cost in any order. Partial payments are not allowed.');
    expect(page.footer).toBe('Comprehensive Rules effective March 3, 2026');
    expect(reply.buttons?.map((b) => [b.label, b.customId])).toEqual([
      ['⬆ 601.2', 'rule:q:601.2:0'],
      ['◀ 601.2g', 'rule:q:601.2g:0'],
      ['601.2i ▶', 'rule:q:601.2i:0'],
    ]);
  });

  it('examples:true shows the rule’s examples; without it they stay hidden', async () => {
    const withExamples = await rule.execute({ query: '601.2h', examples: true }, ctx);
    expect(withExamples.pages[0]!.text).toContain('> *Example:* You cast Altar’s Reap');
    expect((await rule.execute({ query: '601.2h' }, ctx)).pages[0]!.text).not.toContain('Example');
  });

  it('601.2 shows the rule with its subrules and lists what it cites; 601.2. the rule alone', async () => {
    const family = await rule.execute({ query: '601.2' }, ctx);
    expect(family.pages[0]!.text).toContain('**601.2i** Once the steps');
    expect(family.pages[0]!.fields?.find((f) => f.name === 'Cites')?.value).toMatch(/^\*\*601\.2a\*\* To propose the casting/);
    const alone = await rule.execute({ query: '601.2.' }, ctx);
    expect(alone.pages[0]!.text).not.toContain('**601.2a**');
  });

  it('702.11 shows the keyword with its subrules and its glossary term', async () => {
    const reply = await rule.execute({ query: '702.11' }, ctx);
    expect(reply.pages[0]!.title).toBe('Rule 702.11 · Hexproof · Keyword Abilities');
    expect(reply.pages[0]!.text).toContain('**702.11b** “Hexproof” on a permanent means');
    expect(reply.pages[0]!.fields?.find((f) => f.name === 'Glossary terms')?.value).toBe('Hexproof');
  });

  it('a range 601.2a-d shows those four subrules', async () => {
    const text = (await rule.execute({ query: '601.2a-d' }, ctx)).pages[0]!.text!;
    expect(text.match(/\*\*601\.2[a-z]\*\*/g)).toEqual(['**601.2a**', '**601.2b**', '**601.2c**', '**601.2d**']);
  });

  it('words: the best rule, what the words were read as, and other matches', async () => {
    const reply = await rule.execute({ query: 'hexprof' }, ctx);
    expect(reply.pages[0]!.title).toBe('Rule 702.11 · Hexproof · Keyword Abilities');
    expect(reply.pages[0]!.text).toMatch(/^\*Searched for: “hexprof” → “hexproof”\*/);
  });

  it('paging a word answer asks the same words again (the same pages, note and other matches)', async () => {
    const reply = await rule.execute({ query: 'hexprof' }, ctx);
    expect(reply.pageKey).toBe('rule:q:hexprof:0');
    const { args } = decodeCustomId(`${reply.pageKey}:0`);
    expect(await rule.component!({ args }, ctx)).toEqual(reply);
    const long = await rule.execute({ query: `hexproof ${':'.repeat(40)} ${'hexproof '.repeat(6)}` }, ctx);
    expect(long.pageKey).toBe('rule:q:702.11:0');
  });

  it('no match says so and suggests the closest rules', async () => {
    const missing = await rule.execute({ query: '601.9' }, ctx);
    expect(missing.tone).toBe('warning');
    expect(missing.pages[0]!.text).toMatch(/^There is no rule 601\.9 in the Comprehensive Rules effective March 3, 2026\.\n\nClosest matches:\n• \*\*601\.2\*\* To cast a spell/);
    const nothing = await rule.execute({ query: 'qqqq zzzz' }, ctx);
    expect(nothing.pages[0]).toMatchObject({ title: 'No match for “qqqq zzzz”', footer: 'Comprehensive Rules effective March 3, 2026' });
  });

  it('buttons open the rule they name through the command’s component handler', async () => {
    const reply = await rule.execute({ query: '601.2h' }, ctx);
    const next = reply.buttons!.find((b) => b.label.endsWith('▶'))!;
    const { command, args } = decodeCustomId(next.customId);
    expect(command).toBe('rule');
    expect((await rule.component!({ args }, ctx)).pages[0]!.title).toBe('Rule 601.2i · Casting Spells');
  });

  it('a data directory without a corpus gets a clear error that says how to build one', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-empty-'));
    const reply = await rule.execute({ query: '601.2h' }, { dataDir: empty, userId: 'test' });
    expect(reply.tone).toBe('error');
    expect(reply.pages[0]!.text).toMatch(/^there is no rules corpus in .*corpus\.json\. Run `heartwood ingest --cr latest` to get one\.$/);
  });

  it('an unknown button gets a clear error, not a crash', async () => {
    expect((await rule.component!({ args: ['zap'] }, ctx)).tone).toBe('error');
  });

  it('autocomplete suggests rules for what is typed', async () => {
    expect((await rule.autocomplete!('query', '702.1', ctx)).map((c) => c.value)).toEqual(['702.11', '702.11a', '702.11b', '702.19', '702.19a']);
  });

  it('--json gives the query and its ranked matches with id, text and score', async () => {
    const result = (await rule.json!({ query: 'trample' }, ctx)) as { query: string; matches: { id: string; text: string; score: number }[] };
    expect(result.query).toBe('trample');
    expect(result.matches[0]).toMatchObject({ id: '702.19', text: 'Trample' });
    expect(result.matches.length).toBeGreaterThanOrEqual(2);
  });
});

describe('/define', () => {
  it('shows the glossary entry with "See rule 702.11" appended and a button to open it', async () => {
    const reply = await define.execute({ term: 'hexproof' }, ctx);
    expect(reply.pages[0]!.title).toBe('Hexproof');
    expect(reply.pages[0]!.text).toMatch(/^A keyword ability that precludes a permanent or player from being targeted by an opponent\. See rule 702\.11, “Hexproof\.”\n\nSee rule 702\.11 — Hexproof$/);
    expect(reply.pages[0]!.footer).toBe('Comprehensive Rules effective March 3, 2026');
    expect(reply.buttons).toEqual([{ label: 'Rule 702.11', customId: 'rule:q:702.11:0', style: 'secondary' }]);
  });

  it('numbers the senses of an entry that has several (Play)', async () => {
    const text = (await define.execute({ term: 'play' }, ctx)).pages[0]!.text!;
    expect(text).toMatch(/^1\. To play a land.*\n2\. To play a card.*\n3\. \(Obsolete\)/);
  });

  it('a typo finds the closest entry; words with no entry fall back to the rule that matches best; nothing at all names the closest terms', async () => {
    const reply = await define.execute({ term: 'tramplez' }, ctx);
    expect(reply.pages[0]!.title).toBe('Trample');
    const rule = await define.execute({ term: 'blocked creature with trample' }, ctx);
    expect(rule.pages[0]!.title).toMatch(/^Rule \d{3}\.\d+/);
    expect(rule.pages[0]!.text).toMatch(/^\*The glossary has no entry “blocked creature with trample”; the rule that matches best:\*\n\n/);
    // Words the miniature CR lacks ("summoning sickness") only come close to trample: no "matches best".
    expect((await define.execute({ term: 'summoning sick creature attacks' }, ctx)).pages[0]!.title).toBe('No glossary entry for “summoning sick creature attacks”');
    const none = await define.execute({ term: 'qqqzzz wwwxxx' }, ctx);
    expect(none.tone).toBe('warning');
    expect(none.pages[0]!.text).toMatch(/^The glossary of the Comprehensive Rules has no entry “qqqzzz wwwxxx”\./);
  });
});

describe('/define on the full (bundled) Comprehensive Rules', () => {
  const bundled: CommandContext = { dataDir: resolveDataDir(), userId: 'test' };
  const title = async (term: string) => (await define.execute({ term }, bundled)).pages[0]!;

  it('reads German, slang and typos as /rule does', async () => {
    expect(await title('Stapel')).toMatchObject({ title: 'Stack', text: expect.stringMatching(/^\*“Stapel” → “stack”\*\nA zone\./) });
    expect(await title('cmc')).toMatchObject({ title: 'Mana Value', text: expect.stringMatching(/^\*“cmc” → “mana value”\*/) });
    expect((await title('fluchsicher')).title).toBe('Hexproof');
    expect((await title('mana ability')).title).toBe('Mana Ability');
    expect((await title('legend rule')).title).toBe('Legend Rule');
    expect(await title('hexprof')).toMatchObject({ title: 'Hexproof', text: expect.stringMatching(/^\*No entry “hexprof”; the closest is “Hexproof”\.\*/) });
  });

  it('falls back to the best rule when the glossary has no entry', async () => {
    const page = await title('first strike damage step');
    expect(page.title).toBe('Rule 702.7 · First Strike · Keyword Abilities');
    expect(page.text).toMatch(/^\*The glossary has no entry “first strike damage step”; the rule that matches best:\*/);
  });
});

describe('replies stay within Discord’s limits (property)', () => {
  const longText = fc.string({ minLength: 0, maxLength: 3000 }).map((s) => s.replace(/\s+$/, '') || 'x');
  const corpusArbitrary = fc
    .record({
      texts: fc.array(longText, { minLength: 1, maxLength: 12 }),
      examples: fc.array(fc.array(longText, { maxLength: 3 }), { minLength: 12, maxLength: 12 }),
      title: fc.string({ minLength: 1, maxLength: 300 }),
    })
    .map(({ texts, examples, title }): CorpusData => {
      const subrules: RuleRecord[] = texts.map((text, i) => ({
        id: `702.11${'abcdefghijkmnpqrstuvwxyz'[i]}`,
        kind: 'subrule',
        text,
        examples: examples[i]!,
        cites: ['702.11'],
      }));
      return {
        format: CORPUS_FORMAT,
        effectiveDate: 'January 16, 2026',
        source: 'generated',
        rules: [
          { id: '7', kind: 'chapter', title: 'Additional Rules', text: '', examples: [], cites: [] },
          { id: '702', kind: 'section', title, text: '', examples: [], cites: [] },
          { id: '702.11', kind: 'rule', title: title.slice(0, 50), text: texts.join(' '), examples: examples.flat(), cites: subrules.map((s) => s.id) },
          ...subrules,
        ],
        glossary: [{ term: title, aliases: [title], senses: texts, notes: [], rules: ['702.11'] }],
      };
    });

  it('every page of /rule and /define, with or without examples, on every page number', () => {
    fc.assert(
      fc.property(corpusArbitrary, fc.boolean(), fc.constantFrom('702', '702.11', '702.11a', '702.11.'), (data, examples, query) => {
        const rules = rulesFromData(data);
        const first = ruleReply(rules, { query, examples });
        expectWithinDiscordLimits(first);
        for (const page of first.pages) expect(page.footer).toContain('January 16, 2026');
        expect(first.pages.map((p) => p.text).join('\n')).toContain(data.rules[3]!.text.slice(0, 20));
        expectWithinDiscordLimits(defineReply(rules, data.glossary[0]!.term));
      }),
      { numRuns: 80 },
    );
  });
});

describe('the full Comprehensive Rules (the bundled ones) through /rule', () => {
  const fullCtx: CommandContext = { dataDir: resolveDataDir(), userId: 'test' };

  it('a long section (702 Keyword Abilities, with examples) is paginated, every page within the limits, and paging works', async () => {
    const reply = await rule.execute({ query: '702', examples: true }, fullCtx);
    expect(reply.pages.length).toBeGreaterThan(20);
    expectWithinDiscordLimits(reply);
    expect(reply.pages[1]!.footer).toBe('Comprehensive Rules effective January 16, 2026');
    const { args } = decodeCustomId(`${reply.pageKey}:3`);
    const third = await rule.component!({ args }, fullCtx);
    expect(third.page).toBe(3);
    expect(third.pages[3]).toEqual(reply.pages[3]);
  });

  it('/define APNAP Order, which only says "See Active Player, Nonactive Player Order.", shows that entry’s rules', async () => {
    const reply = await define.execute({ term: 'APNAP order' }, fullCtx);
    expect(reply.pages[0]!.text).toMatch(/^See Active Player, Nonactive Player Order\.\n\nSee rule 101\.4 \(Active Player, Nonactive Player Order\) — If multiple players/);
    expect(reply.buttons?.map((b) => b.customId)).toEqual(['rule:q:101.4:0', 'rule:q:805.6:0']);
  });

  it('every rule of the CR, shown with its examples, fits the limits', async () => {
    for (const id of ['601.2', '702.19', '613.1', '704.5', '903', '205.3']) expectWithinDiscordLimits(await rule.execute({ query: id, examples: true }, fullCtx));
  });
});

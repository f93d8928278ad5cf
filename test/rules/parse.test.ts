import fc from 'fast-check';
import { parseRulesText, RulesParseError, glossaryAliases } from '../../src/rules/parse';
import { linkCorpus } from '../../src/rules/model';
import { expandRange, refContext } from '../../src/rules/refs';
import fs from 'node:fs';
import { MINI_CR, miniCorpus } from './helpers';

const rule = (id: string) => miniCorpus().rules.find((r) => r.id === id);

describe('parsing the Comprehensive Rules (miniature file with the real quirks)', () => {
  it('reads the effective date from "These rules are effective as of …"', () => {
    expect(miniCorpus().effectiveDate).toBe('March 3, 2026');
  });

  it('skips the table of contents: the body starts at the second "1. Game Concepts"', () => {
    const corpus = miniCorpus();
    expect(corpus.rules.filter((r) => r.kind === 'chapter').map((r) => r.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(corpus.rules.filter((r) => r.id === '601')).toHaveLength(1);
    expect(rule('601')).toMatchObject({ kind: 'section', title: 'Casting Spells', text: '' });
  });

  it('reads rules (100.1.) and subrules (100.1a) with their text', () => {
    expect(rule('100.1')).toMatchObject({ kind: 'rule', text: 'These Magic rules apply to any Magic game with two or more players.' });
    expect(rule('100.1a')).toMatchObject({ kind: 'subrule', text: 'A two-player game is a game that begins with only two players.' });
  });

  it('accepts 606.5 with no dot, 119.1d. with a stray dot and 901.4.All with no space', () => {
    expect(rule('606.5')?.text).toMatch(/^If the total cost to activate a loyalty ability/);
    expect(rule('119.1d')?.text).toMatch(/^In a two-player Brawl game/);
    expect(rule('901.4')?.text).toMatch(/^All plane and phenomenon cards/);
  });

  it('joins an unnumbered indented paragraph to the rule above it (205.4c)', () => {
    expect(rule('205.4c')?.text).toBe('Any land with the supertype “basic” is a basic land.\nCards printed in sets prior to the Eighth Edition core set didn’t use the word “basic.”');
  });

  it('attaches examples to their rule, several in a row and one after a blank line', () => {
    expect(rule('601.2h')?.examples).toEqual([
      'You cast Altar’s Reap, which costs {1}{B} and an additional cost of sacrificing a creature.',
      'A second example follows the first without a blank line.',
    ]);
    expect(rule('702.19a')?.examples).toEqual(['An example after a blank line still belongs to 702.19a.']);
  });

  it('reads title-only keyword rules (702.19. Trample) as titles', () => {
    expect(rule('702.19')).toMatchObject({ kind: 'rule', title: 'Trample', text: '' });
  });

  it('extracts cross-references, expanding ranges (rules 601.2a–d, 601.2f–h) and keeping only existing rules', () => {
    expect(rule('601.2')?.cites).toEqual(['601.2a', '601.2b', '601.2c', '601.2d', '601.2f', '601.2g', '601.2h']);
    expect(rule('601.2i')?.cites).toEqual(['601.2a', '601.2b', '601.2c', '601.2d', '601.2e', '601.2f', '601.2g', '601.2h']);
  });

  it('expands a range whose ends are missing from a partial corpus (the seed one: 601.2f–h finds 601.2g and 601.2h)', () => {
    const context = refContext(['601', '601.2', '601.2g', '601.2h', '601.3', '601.3a']);
    expect(expandRange('601.2f', 'h', context)).toEqual(['601.2g', '601.2h']);
    expect(expandRange('601.2', '601.5', context)).toEqual(['601.2', '601.3']);
  });

  it('reads glossary entries: numbered senses that look like chapter headings, and entries with no blank line between', () => {
    const glossary = miniCorpus().glossary;
    expect(glossary.map((g) => g.term)).toEqual(['Active Player, Nonactive Player Order', 'Hexproof', 'Play', 'Summoning Sickness Rule', 'Trample']);
    const play = glossary.find((g) => g.term === 'Play')!;
    expect(play.senses).toHaveLength(3);
    expect(play.senses[1]).toMatch(/^To play a card is to play that card as a land/);
    expect(play.rules).toEqual(['601']);
    expect(glossary.find((g) => g.term === 'Trample')!.rules).toEqual(['702.19']);
  });

  it('splits glossary headings into every comma-separated alias, quoted names whole', () => {
    expect(glossaryAliases('Active Player, Nonactive Player Order')).toEqual(['Active Player', 'Nonactive Player Order']);
    expect(glossaryAliases('Banding, “Bands with Other”')).toEqual(['Banding', 'Bands with Other']);
    expect(glossaryAliases('Partner, “Partner—[text],” “Partner with [name]”')).toEqual(['Partner', 'Partner—[text]', 'Partner with [name]']);
    expect(glossaryAliases('Remove from the Game, Removed, Removed-from-the-Game Zone (Obsolete)')).toEqual(['Remove from the Game', 'Removed', 'Removed-from-the-Game Zone']);
  });

  it('links parent, children, previous and next (a subrule past its last sibling continues with the next rule)', () => {
    const corpus = linkCorpus(miniCorpus());
    expect(corpus.get('601.2h')).toMatchObject({ parent: '601.2', previous: '601.2g', next: '601.2i' });
    expect(corpus.get('601.2i')).toMatchObject({ next: '601.3' });
    expect(corpus.get('601.2a')).toMatchObject({ previous: '601.2' });
    expect(corpus.get('601.2')!.children).toEqual(['601.2a', '601.2b', '601.2c', '601.2d', '601.2e', '601.2f', '601.2g', '601.2h', '601.2i']);
    expect(corpus.get('601')).toMatchObject({ parent: '6', previous: '504', next: '606' });
  });
});

describe('parse errors say what is wrong and where', () => {
  const text = fs.readFileSync(MINI_CR, 'utf8');

  it('a file cut off before the glossary is refused (a partial download)', () => {
    expect(() => parseRulesText(text.slice(0, text.indexOf('\nGlossary\n\nActive')), 'cut')).toThrow(/no "Glossary" heading after line \d+/);
  });

  it('an unexpected line in the body names its line number', () => {
    const broken = text.replace('601.3. A player can begin', 'What is this line doing here?\n\n601.3. A player can begin');
    const line = broken.split('\n').indexOf('What is this line doing here?') + 1;
    expect(() => parseRulesText(broken, 'broken')).toThrow(new RulesParseError('unexpected line in the rules body: "What is this line doing here?"', line, 1));
  });

  it('a subrule under the wrong rule is refused', () => {
    expect(() => parseRulesText(text.replace('601.2i Once', '601.7i Once'), 'x')).toThrow(/subrule 601.7i is not under rule 601.7 \(the rule above is 601.2\)/);
  });

  it('a file without an effective date is refused', () => {
    expect(() => parseRulesText(text.replace(/These rules are effective as of/g, 'Rules as of'), 'x')).toThrow(/no effective date/);
  });
});

describe('any damaged file fails with a RulesParseError, never a crash (property)', () => {
  const text = fs.readFileSync(MINI_CR, 'utf8');
  const lines = text.split('\n');

  it('lines dropped, duplicated or replaced by junk', () => {
    const junk = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('1. Game Concepts', 'Glossary', 'Credits', 'Example: stray', '     indented', '999.9z x', '601.2h Again.'));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(lines.length - 1), fc.option(junk)), { minLength: 1, maxLength: 6 }), (edits) => {
        const damaged = [...lines];
        for (const [at, replacement] of edits) damaged.splice(at, 1, ...(replacement === null ? [] : [replacement]));
        try {
          parseRulesText(damaged.join('\n'), 'damaged');
        } catch (error) {
          expect(error).toBeInstanceOf(RulesParseError);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('generated rules survive any encoding and line endings (property)', () => {
  const sentence = fc
    .array(fc.constantFrom('the', 'spell', 'token', 'can’t', '“target”', 'mana', '{T}', 'player', '—', 'ability'), { minLength: 2, maxLength: 12 })
    .map((words) => words.join(' ') + '.');

  it('parse(write(rules)) gives back every id and text', () => {
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 8 }), fc.constantFrom('\r\n', '\r', '\n'), (texts, eol) => {
        const body = texts.map((t, i) => `100.${i + 1}. ${t}`).join('\n\n');
        const file = fs
          .readFileSync(MINI_CR, 'utf8')
          .replace(/100\.1\. These Magic rules[\s\S]*?(?=\n119\. Life)/, body + '\n')
          .replace(/\n/g, eol);
        const parsed = parseRulesText(file, 'generated');
        const section = parsed.rules.filter((r) => r.id.startsWith('100.'));
        expect(section.map((r) => [r.id, r.text])).toEqual(texts.map((t, i) => [`100.${i + 1}`, t]));
      }),
      { numRuns: 60 },
    );
  });
});

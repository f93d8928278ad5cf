/** Property tests: whatever the card data holds, /card and /ruling replies stay within Discord's limits and never ping. */
import fc from 'fast-check';
import { CardLibrary } from '../../src/cards/library';
import { STORE_FORMAT, type Card, type CardFace, type Ruling } from '../../src/cards/model';
import { ambiguousReply, cardReply, readingReply, rulingsReply, selectRulings } from '../../src/cards/present';
import { defaultCardLibrary } from '../../src/engine/cards/library';
import { encodeCustomId } from '../../src/reply/command';
import { LIMITS } from '../../src/reply/reply';
import { limitViolations } from './limits';

/** Text with the characters that could break things: mentions, markdown, long runs, line breaks. */
const nastyText = (maxLength: number) =>
  fc
    .array(fc.oneof(fc.string({ maxLength: 40 }), fc.string({ maxLength: 20, unit: 'grapheme' }), fc.constantFrom('@everyone', '@here', '<@123456789012345678>', '<@&42>', '\n', '**', '{2}{U}', ' ')), { maxLength: Math.ceil(maxLength / 8) })
    .map((parts) => parts.join('').slice(0, maxLength));

const face: fc.Arbitrary<CardFace> = fc.record(
  {
    name: nastyText(200).map((name) => name || 'X'),
    manaCost: nastyText(60),
    typeLine: nastyText(200),
    oracleText: nastyText(3000),
    power: fc.string({ maxLength: 5 }),
    toughness: fc.string({ maxLength: 5 }),
    loyalty: fc.string({ maxLength: 5 }),
  },
  { requiredKeys: ['name'] },
);

const cardArbitrary: fc.Arbitrary<Card> = fc
  .tuple(face, fc.array(face, { maxLength: 12 }), fc.constantFrom('normal', 'split', 'transform', 'meld'), fc.uuid(), fc.array(fc.record({ language: fc.constantFrom('German', 'Japanese'), name: nastyText(150).map((n) => n || 'Y') }), { maxLength: 3 }))
  .map(([main, faces, layout, id, foreignNames]) => ({ ...main, id, layout, ...(faces.length ? { faces } : {}), foreignNames }));

const rulingArbitrary: fc.Arbitrary<Ruling> = fc.record({
  date: fc.constantFrom('2013-09-15', '2014-02-01', '2021-03-19'),
  source: fc.constantFrom('wotc', 'scryfall', 'mtgjson'),
  text: nastyText(5000).map((text) => text || 'Z'),
});

function libraryOf(card: Card, rulings: Ruling[]): CardLibrary {
  return new CardLibrary({ format: STORE_FORMAT, sources: [], cards: [card], rulings: { [card.id]: rulings } });
}

describe('Discord limits hold for any card data (fast-check)', () => {
  it('/card: any card, any faces, any text', () => {
    fc.assert(
      fc.property(cardArbitrary, fc.array(rulingArbitrary, { maxLength: 3 }), fc.boolean(), nastyText(150), (card, rulings, foreign, query) => {
        const library = libraryOf(card, rulings);
        const language = foreign && card.foreignNames?.length ? card.foreignNames[0] : undefined;
        const match = { card, name: language?.name ?? card.name, language: language?.language, kind: 'fuzzy' as const };
        const reply = cardReply(match, library, query, { plays: false, kind: 'grammar', reason: query });
        expect(limitViolations(reply)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('/card\'s "How Heartwood reads it": any card, any reading of any length', () => {
    const definition = defaultCardLibrary().get('Lightning Bolt');
    fc.assert(
      fc.property(cardArbitrary, nastyText(3000), fc.array(nastyText(2000), { maxLength: 8 }), fc.boolean(), (card, reason, lines, plays) => {
        const match = { card, name: card.name, kind: 'exact' as const };
        const reading = plays ? { plays, from: 'oracle' as const, definition, rendered: { characteristics: reason, abilities: lines, notes: lines.slice(0, 1) } } : { plays, kind: 'engine' as const, reason };
        expect(limitViolations(readingReply(match, reading, true))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('/ruling: any number of rulings of any length, any about words, every page', () => {
    fc.assert(
      fc.property(cardArbitrary, fc.array(rulingArbitrary, { maxLength: 40 }), fc.string({ maxLength: 100 }), fc.nat(50), (card, rulings, about, page) => {
        const library = libraryOf(card, rulings);
        const view = selectRulings(card, library, about);
        const reply = rulingsReply({ card, name: card.name, kind: 'exact' }, view, page);
        expect(limitViolations(reply)).toEqual([]);
        expect(reply.page ?? 0).toBeLessThan(reply.pages.length);
        // Nothing is lost to pagination: every shown ruling's date is on some page.
        const shownDates = reply.pages.map((p) => p.text ?? '').join('').match(/\*\*\d{4}-\d{2}-\d{2}\*\*/g) ?? [];
        expect(shownDates.length).toBeGreaterThanOrEqual(view.rulings.length);
      }),
      { numRuns: 100 },
    );
  });

  it('ambiguous names: any number of candidates, any names', () => {
    fc.assert(
      fc.property(fc.array(cardArbitrary, { minLength: 2, maxLength: 40 }), nastyText(200), (cards, query) => {
        const matches = cards.map((card) => ({ card, name: card.name, kind: 'prefix' as const }));
        const reply = ambiguousReply(query, matches, encodeCustomId('ruling', 'pick', 'some about words'));
        expect(limitViolations(reply)).toEqual([]);
        expect(reply.select!.options.length).toBe(Math.min(cards.length, LIMITS.selectOptions));
      }),
      { numRuns: 100 },
    );
  });

  it('autocomplete over any names offers at most 25 choices', () => {
    fc.assert(
      fc.property(fc.array(cardArbitrary, { maxLength: 60 }), fc.string({ maxLength: 30 }), (cards, typed) => {
        const unique = cards.map((card, i) => ({ ...card, id: `${card.id.slice(0, 30)}-${i}` }));
        const library = new CardLibrary({ format: STORE_FORMAT, sources: [], cards: unique, rulings: {} });
        expect(library.suggest(typed).length).toBeLessThanOrEqual(LIMITS.autocompleteChoices);
      }),
      { numRuns: 100 },
    );
  });
});

describe('card data is shown as words, never as Discord formatting', () => {
  const forged: Card = { id: 'f0000000-0000-4000-8000-000000000001', layout: 'normal', name: 'Forged', typeLine: 'Instant', oracleText: 'Draw a card. [Claim your prize](https://evil.example) **now**.' };
  const ruling: Ruling = { date: '2021-03-19', source: 'wotc', text: 'See [the rules](https://evil.example).' };
  const library = libraryOf(forged, [ruling]);
  const match = { card: forged, name: forged.name, kind: 'exact' as const };

  it('a masked link in an Oracle text or a ruling stays text: its brackets and scheme are escaped', () => {
    const card = cardReply(match, library, 'Forged', { plays: false, kind: 'grammar', reason: 'x' }).pages[0]!.text!;
    expect(card).toContain('\\[Claim your prize\\](https\\://evil.example) \\*\\*now\\*\\*');
    const rulings = rulingsReply(match, selectRulings(forged, library, undefined)).pages[0]!.text!;
    expect(rulings).toContain('See \\[the rules\\](https\\://evil.example).');
  });
});

import fc from 'fast-check';
import { LIMITS, type Reply } from '../../src/reply/reply';
import { CardLibrary } from '../../src/cards/library';
import { STORE_FORMAT, type Card } from '../../src/cards/model';
import { cardReply } from '../../src/cards/present';
import { defaultCardLibrary } from '../../src/engine/cards/library';
import { embedLength, fitEmbeds, isPageButtonLabel, POST_PUBLICLY_ID, renderChoices, renderMessage, renderModal, TONE_COLORS } from '../../src/discord/render';

const text = (max: number) => fc.string({ maxLength: max, unit: fc.constantFrom('a', 'b', ' ', '\n', '`', 'é', '@', ':') });
const id = fc.string({ minLength: 1, maxLength: 120, unit: fc.constantFrom('a', 'b', ':', '1') });

const page = fc.record(
  {
    title: text(400),
    url: fc.constantFrom('https://example.com/rule', 'not a url'),
    text: text(6000),
    code: text(6000),
    fields: fc.array(fc.record({ name: text(300), value: text(1500), inline: fc.boolean() }), { maxLength: 30 }),
    footer: text(2500),
  },
  { requiredKeys: [] },
);

const replyArbitrary: fc.Arbitrary<Reply> = fc.record(
  {
    pages: fc.array(page, { minLength: 1, maxLength: 14 }),
    page: fc.integer({ min: -2, max: 20 }),
    pageKey: fc.string({ minLength: 1, maxLength: 100 }),
    tone: fc.constantFrom('info', 'success', 'warning', 'error'),
    content: text(2500),
    buttons: fc.array(fc.record({ label: text(120), customId: id, style: fc.constantFrom('primary', 'secondary', 'success', 'danger') }), { maxLength: 30 }),
    select: fc.record({
      customId: id,
      placeholder: text(200),
      options: fc.array(fc.record({ label: text(150), value: fc.string({ maxLength: 130 }), description: text(150) }), { maxLength: 40 }),
    }),
    attachments: fc.array(fc.record({ name: fc.constantFrom('trace.txt', 'rules.txt'), content: text(100) }), { maxLength: 2 }),
    ephemeral: fc.boolean(),
  },
  { requiredKeys: ['pages'] },
) as fc.Arbitrary<Reply>;

describe('renderMessage keeps every reply within Discord limits', () => {
  it('content 2000, description 4096, 25 fields of 1024, 6000 a message, 10 embeds, 5 rows of 5, unique customIds of 100', () => {
    fc.assert(
      fc.property(replyArbitrary, fc.boolean(), (reply, postPublicly) => {
        const message = renderMessage(reply, { postPublicly });
        expect(message.content?.length ?? 0).toBeLessThanOrEqual(LIMITS.content);
        expect(message.embeds.length).toBeGreaterThan(0);
        expect(message.embeds.length).toBeLessThanOrEqual(10);
        expect(message.embeds.reduce((sum, embed) => sum + embedLength(embed), 0)).toBeLessThanOrEqual(LIMITS.embedTotal);
        for (const embed of message.embeds) {
          expect(embed.title?.length ?? 0).toBeLessThanOrEqual(LIMITS.embedTitle);
          expect(embed.description?.length ?? 0).toBeLessThanOrEqual(LIMITS.embedDescription);
          expect(embed.footer?.text.length ?? 0).toBeLessThanOrEqual(LIMITS.footer);
          expect(embed.fields?.length ?? 0).toBeLessThanOrEqual(LIMITS.embedFields);
          for (const field of embed.fields ?? []) {
            expect(field.name.length).toBeGreaterThan(0);
            expect(field.name.length).toBeLessThanOrEqual(LIMITS.fieldName);
            expect(field.value.length).toBeGreaterThan(0);
            expect(field.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
          }
        }
        expect(message.components.length).toBeLessThanOrEqual(LIMITS.actionRows);
        const ids: string[] = [];
        for (const row of message.components) {
          expect(row.components.length).toBeGreaterThan(0);
          expect(row.components.length).toBeLessThanOrEqual(LIMITS.buttonsPerRow);
          for (const component of row.components) {
            const customId = 'custom_id' in component ? component.custom_id : '';
            ids.push(customId);
            expect(customId.length).toBeLessThanOrEqual(LIMITS.customId);
            if ('label' in component) expect(component.label!.length).toBeLessThanOrEqual(LIMITS.buttonLabel);
            if ('options' in component) {
              expect(component.options.length).toBeGreaterThan(0);
              expect(component.options.length).toBeLessThanOrEqual(LIMITS.selectOptions);
              for (const option of component.options) {
                expect(option.label.length).toBeLessThanOrEqual(LIMITS.selectLabel);
                expect(option.value.length).toBeLessThanOrEqual(LIMITS.selectValue);
                expect(option.description?.length ?? 0).toBeLessThanOrEqual(LIMITS.selectDescription);
              }
            }
          }
        }
        expect(new Set(ids).size).toBe(ids.length);
        expect(message.allowedMentions).toEqual({ parse: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('autocomplete: at most 25 choices with names of at most 100 characters and values that were never cut', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string({ maxLength: 300 }), value: fc.string({ maxLength: 150 }) }), { maxLength: 60 }), (choices) => {
        const rendered = renderChoices(choices);
        expect(rendered.length).toBeLessThanOrEqual(LIMITS.autocompleteChoices);
        for (const choice of rendered) {
          expect(choice.name.length).toBeGreaterThan(0);
          expect(choice.name.length).toBeLessThanOrEqual(LIMITS.choiceName);
          expect(choices.some((c) => c.value === choice.value)).toBe(true);
          expect(choice.value.length).toBeLessThanOrEqual(LIMITS.choiceValue);
        }
      }),
    );
  });
});

describe('renderMessage', () => {
  it('shows only the current page of a paged reply, with its number in the footer and previous/next buttons', () => {
    const reply: Reply = { pages: [{ text: 'one' }, { text: 'two', footer: '601.2' }, { text: 'three' }], page: 1, pageKey: 'rule:601.2' };
    const message = renderMessage(reply);
    expect(message.embeds).toHaveLength(1);
    expect(message.embeds[0]!.description).toBe('two');
    expect(message.embeds[0]!.footer?.text).toBe('601.2 · Page 2 of 3');
    expect(message.components[0]!.components.map((c) => ('custom_id' in c ? c.custom_id : ''))).toEqual(['rule:601.2:0', 'rule:601.2:2']);
  });

  it("names the page each paging button opens, in a row of its own above the reply's buttons, so '◀ Page 1' never reads like '◀ 600'", () => {
    const reply: Reply = { pages: [{ text: 'one' }, { text: 'two' }, { text: 'three' }], page: 1, pageKey: 'rule:q:601:0', buttons: [{ label: '◀ 600', customId: 'rule:q:600:0' }, { label: '602 ▶', customId: 'rule:q:602:0' }] };
    const rows = renderMessage(reply, { postPublicly: true }).components.map((row) => row.components.map((c) => ('label' in c ? (c.label ?? '') : '')));
    expect(rows).toEqual([['◀ Page 1', 'Page 3 ▶'], ['◀ 600', '602 ▶', 'Post publicly']]);
    expect(rows.flat().every((label) => isPageButtonLabel(label) === /Page/.test(label))).toBe(true);
    expect(renderMessage({ ...reply, page: 0 }).components[0]!.components.map((c) => ('label' in c ? c.label : ''))).toEqual(['Page 2 ▶']);
  });

  it('renders every page at once when the reply has no pageKey, each numbered', () => {
    const message = renderMessage({ pages: [{ text: 'one' }, { text: 'two', footer: 'rulings' }] });
    expect(message.embeds.map((embed) => embed.description)).toEqual(['one', 'two']);
    expect(message.embeds.map((embed) => embed.footer?.text)).toEqual(['Page 1 of 2', 'rulings · Page 2 of 2']);
    expect(message.components).toEqual([]);
  });

  it('keeps a cut code block closed, and attaches the whole answer when anything was cut', () => {
    const message = renderMessage({ pages: [{ title: 'Trace', text: 'Stack:', code: 'step\n'.repeat(2000) }] });
    const description = message.embeds[0]!.description!;
    expect(description.length).toBeLessThanOrEqual(LIMITS.embedDescription);
    expect(description.startsWith('Stack:\n```\n')).toBe(true);
    expect(description.endsWith('…\n```')).toBe(true);
    expect(message.files.map((file) => file.name)).toEqual(['answer.txt']);
    expect(message.files[0]!.attachment.toString('utf8')).toContain('step\n'.repeat(1000));
  });

  it('colours the embed by tone and offers "Post publicly" only when asked', () => {
    const warning = renderMessage({ pages: [{ text: 'careful' }], tone: 'warning' }, { postPublicly: true });
    expect(warning.embeds[0]!.color).toBe(TONE_COLORS.warning);
    expect(warning.components.flatMap((row) => row.components).map((c) => ('custom_id' in c ? c.custom_id : ''))).toEqual([POST_PUBLICLY_ID]);
    expect(renderMessage({ pages: [{ text: 'plain' }] }).components).toEqual([]);
  });

  it('keeps "Post publicly" when the reply has more buttons than fit', () => {
    const buttons = Array.from({ length: 40 }, (_, i) => ({ label: `b${i}`, customId: `rule:${i}` }));
    const message = renderMessage({ pages: [{ text: 'many' }], buttons }, { postPublicly: true });
    const ids = message.components.flatMap((row) => row.components).map((c) => ('custom_id' in c ? c.custom_id : ''));
    expect(ids).toHaveLength(25);
    expect(ids.at(-1)).toBe(POST_PUBLICLY_ID);
  });

  it('drops a button whose customId is over 100 characters rather than sending a message Discord rejects', () => {
    const message = renderMessage({ pages: [{ text: 'x' }], buttons: [{ label: 'long', customId: 'r'.repeat(101) }, { label: 'ok', customId: 'rule:1' }] });
    expect(message.components[0]!.components.map((c) => ('custom_id' in c ? c.custom_id : ''))).toEqual(['rule:1']);
  });
});

describe("/card's answer as a message", () => {
  it('shows whether /simulate plays the card in the embed, and its buttons in one row: Rulings, How Heartwood reads it, Post publicly', () => {
    const card: Card = { id: 'name-opt', layout: 'normal', name: 'Opt', manaCost: '{U}', typeLine: 'Instant', oracleText: 'Scry 1.\nDraw a card.' };
    const library = new CardLibrary({ format: STORE_FORMAT, sources: [], cards: [card], rulings: { [card.id]: [{ date: '2017-09-29', source: 'wotc', text: 'A ruling.' }] } });
    const definition = defaultCardLibrary().get('Lightning Bolt');
    const reading = { plays: true as const, from: 'oracle' as const, definition, rendered: { characteristics: '{U} · Instant', abilities: ['Scry 1. Draw a card.'], notes: [] } };
    const message = renderMessage(cardReply({ card, name: 'Opt', kind: 'exact' }, library, 'Opt', reading), { postPublicly: true });
    expect(message.embeds[0]!.description).toMatch(/\*Plays in \/simulate\*\nNo format legality in the card data$/);
    expect(message.components.map((row) => row.components.map((button) => ('label' in button ? button.label : '')))).toEqual([['Rulings (1)', 'How Heartwood reads it', 'Post publicly']]);
  });
});

describe('fitEmbeds', () => {
  it('cuts the last embeds first to reach 6000 characters', () => {
    const big = { description: 'x'.repeat(4000) };
    const { embeds, cut } = fitEmbeds([big, big]);
    expect(cut).toBe(true);
    expect(embeds[0]!.description).toBe(big.description);
    expect(embeds.reduce((sum, embed) => sum + embedLength(embed), 0)).toBeLessThanOrEqual(6000);
  });

  it('keeps at most 10 embeds', () => {
    const { embeds, cut } = fitEmbeds(Array.from({ length: 12 }, () => ({ description: 'x' })));
    expect(embeds).toHaveLength(10);
    expect(cut).toBe(true);
  });
});

describe('renderModal', () => {
  it('keeps the title within 45 characters, labels within 45, at most 5 inputs of at most 4000 characters', () => {
    const modal = renderModal({
      customId: 'simulate:form',
      title: 'Describe the situation to simulate, in the scenario language',
      fields: Array.from({ length: 7 }, (_, i) => ({ customId: `f${i}`, label: 'A label that is much longer than Discord allows', paragraph: true, maxLength: 10000 })),
    });
    expect(modal.title.length).toBeLessThanOrEqual(45);
    expect(modal.components).toHaveLength(5);
    for (const row of modal.components) {
      const input = (row as any).components[0];
      expect(input.label.length).toBeLessThanOrEqual(45);
      expect(input.max_length).toBe(4000);
      expect(input.style).toBe(2);
    }
  });
});

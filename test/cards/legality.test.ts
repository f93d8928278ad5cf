import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { card } from '../../commands/card';
import { legal } from '../../commands/legal';
import { rule } from '../../commands/rule';
import { ingestCardData } from '../../src/cards/ingest';
import { findFormat, legalityIn, legalityLine } from '../../src/cards/legality';
import { loadCardLibrary } from '../../src/cards/library';
import { STORE_FORMAT, type Card } from '../../src/cards/model';
import { writeCardStore } from '../../src/cards/store';
import { decodeCustomId, type CommandContext } from '../../src/reply/command';
import { renderReplyText } from '../../src/reply/text';
import { offTopic } from '../../src/rules/topics';
import { resolveDataDir } from '../../src/util/paths';
import { describeWithSharedData, sharedDataPath } from '../shared-data';
import { limitViolations } from './limits';

const SAMPLE = 'scryfall-cards-sample.json';
const THS = 'mtgjson-v5.2.0/THS.json';

function tempContext(): CommandContext {
  return { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-legal-')), userId: 'test' };
}

function found(ctx: CommandContext, name: string): Card {
  const result = loadCardLibrary(ctx).lookup(name);
  if (result.status !== 'found') throw new Error(`${name}: ${result.status}`);
  return result.match.card;
}

describe('format names as players write them', () => {
  test.each([
    ['Modern', 'modern'],
    ['EDH', 'commander'],
    ['duel commander', 'duel'],
    ['the Pauper format', 'pauper'],
    ['Penny Dreadful', 'penny'],
    ['vint', 'vintage'],
  ])('%s is %s', (words, format) => expect(findFormat(words)).toBe(format));

  test('a word that is no format, or a prefix when the whole word is asked for, names none', () => {
    expect(findFormat('graveyard')).toBeUndefined();
    expect(findFormat('vint', undefined, true)).toBeUndefined();
  });
});

describeWithSharedData('legality read from the card data', [SAMPLE, THS], () => {
  const ctx = tempContext();
  beforeAll(() => ingestCardData({ cards: [sharedDataPath(SAMPLE), sharedDataPath(THS)], dataDir: ctx.dataDir, progress: false }));

  test("Scryfall's legalities: Mox Pearl is restricted in Vintage, banned in Legacy, not legal in Modern", () => {
    const mox = found(ctx, 'Mox Pearl');
    expect([legalityIn(mox, 'vintage'), legalityIn(mox, 'legacy'), legalityIn(mox, 'modern')]).toEqual(['restricted', 'banned', 'not_legal']);
    expect(mox.legalities!.file).toBe(SAMPLE);
  });

  test("MTGJSON's legalities: a format the set file doesn't name is one the card isn't legal in", () => {
    const hoplite = found(ctx, 'Favored Hoplite');
    expect([legalityIn(hoplite, 'modern'), legalityIn(hoplite, 'pioneer'), legalityIn(hoplite, 'standard')]).toEqual(['legal', 'legal', 'not_legal']);
    expect(hoplite.legalities!.file).toBe('THS.json');
  });

  test('/legal with a format says the status and what it means for a deck, naming the file it comes from', async () => {
    const reply = await legal.execute({ name: 'Mox Pearl', format: 'vintage' }, ctx);
    expect(limitViolations(reply)).toEqual([]);
    expect(reply.pages[0]!.text).toBe('**Restricted** in Vintage: a deck of this format may include only one copy of it.');
    expect(reply.pages[0]!.footer).toContain(SAMPLE);
  });

  test('/legal without a format lists every format the data names, grouped by status', async () => {
    const reply = await legal.execute({ name: 'Mox Pearl' }, ctx);
    const fields = Object.fromEntries(reply.pages[0]!.fields!.map((field) => [field.name, field.value]));
    expect(fields.Restricted).toContain('Vintage');
    expect(fields.Banned).toContain('Legacy');
    expect(fields['Not legal']).toContain('Modern');
  });

  test('the command line form: a format may end the name', async () => {
    expect(renderReplyText(await legal.execute({ name: 'Favored Hoplite modern' }, ctx))).toContain('Legal in Modern: a deck of this format may include it.');
    expect(await legal.json!({ name: 'Mox Pearl legacy' }, ctx)).toMatchObject({ status: 'found', name: 'Mox Pearl', format: 'legacy', legality: 'banned' });
  });

  test('/card shows the main formats in one line', async () => {
    const reply = await card.execute({ name: 'Mox Pearl' }, ctx);
    expect(reply.pages[0]!.text).toContain('Banned: Legacy, Commander · Restricted: Vintage · Not legal: Standard, Pioneer, Modern, Pauper');
  });
});

describe('a card whose data has no legalities', () => {
  const ctx = tempContext();
  const bare: Card = { id: 'name-00000000000000aa', layout: 'normal', name: 'Plain Test Card', typeLine: 'Instant', files: ['old.json'] };
  beforeAll(() => writeCardStore(ctx.dataDir, { format: STORE_FORMAT, sources: ['old.json'], cards: [bare], rulings: {} }));

  test('is said to have none, never guessed legal or not', async () => {
    expect(legalityLine(bare)).toBe('No format legality in the card data');
    const reply = await legal.execute({ name: 'Plain Test Card', format: 'modern' }, ctx);
    expect(reply.tone).toBe('warning');
    expect(reply.pages[0]!.text).toContain('no format legality for Plain Test Card (its data comes from old.json)');
    expect(await legal.json!({ name: 'Plain Test Card' }, ctx)).toMatchObject({ legalities: null });
  });

  test('an unknown format is an error naming it and the formats there are', async () => {
    const reply = await legal.execute({ name: 'Plain Test Card', format: 'tiny leaders' }, ctx);
    expect(reply.tone).toBe('error');
    expect(reply.pages[0]!.text).toMatch(/No format is named “tiny leaders”\. Formats: Standard, Pioneer, Modern/);
  });

  test('format autocomplete filters by what was typed', async () => {
    expect((await legal.autocomplete!('format', 'pau', ctx)).map((choice) => choice.value)).toEqual(['pauper', 'paupercommander']);
  });
});

describe('questions the Comprehensive Rules do not answer (100.6)', () => {
  test.each([
    ['is lightning bolt legal in modern', { kind: 'legality', card: 'lightning bolt', format: 'modern' }],
    ['can I play Mox Pearl in vintage', { kind: 'legality', card: 'Mox Pearl', format: 'vintage' }],
    ['is Thoughtseize legal in the modern format', { kind: 'legality', card: 'Thoughtseize', format: 'modern' }],
    ['banned cards', { kind: 'legality' }],
    ['what is the penalty for drawing extra cards', { kind: 'tournament' }],
    ['how much is a black lotus worth', { kind: 'price' }],
  ])('“%s” is off the CR', (query, topic) => expect(offTopic(query)).toEqual(topic));

  test.each(['what happens if a target becomes illegal', 'is it legal to cast my commander from exile', 'legal targets for a spell', 'is a creature in a graveyard a permanent', 'commander damage'])(
    '“%s” is a rules question',
    (query) => expect(offTopic(query)).toBeUndefined(),
  );

  const bundled: CommandContext = { dataDir: resolveDataDir(), userId: 'test' };

  test('/rule is lightning bolt legal in modern points to /legal, with a button that asks it', async () => {
    const reply = await rule.execute({ query: 'is lightning bolt legal in modern' }, bundled);
    expect(reply.pages[0]!.title).toBe('A question for /legal');
    expect(reply.shareable).toBe(false);
    const { command, args } = decodeCustomId(reply.buttons![0]!.customId);
    expect(command).toBe('legal');
    const asked = await legal.component!({ args }, bundled);
    expect(asked.pages[0]!.title).toContain('Lightning Bolt');
  });

  test('/rule what is the penalty for drawing extra cards says the IPG is where penalties are, then the closest rules', async () => {
    const reply = await rule.execute({ query: 'what is the penalty for drawing extra cards' }, bundled);
    expect(renderReplyText(reply)).toContain('Penalties and tournament procedure are in the Infraction Procedure Guide');
    // "Drawing Extra Cards" is the infraction's former name: today it is a Hidden Card Error.
    expect(renderReplyText(reply)).toContain('`/ipg 2.3` (Hidden Card Error, Warning) answers this');
  });

  test('/rule about a price says Heartwood does not do prices', async () => {
    expect((await rule.execute({ query: 'what is mox pearl worth' }, bundled)).pages[0]!.title).toBe('Heartwood does not do prices');
  });
});

/**
 * Card lookups as users expect them: English names first (a foreign name only when the query was
 * in that language), a legend by the first part of its name, a missing card said to be missing
 * with the closest names, and the card's image and Scryfall page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { card } from '../../commands/card';
import { ingestCardData } from '../../src/cards/ingest';
import { loadCardLibrary } from '../../src/cards/library';
import { renderMessage } from '../../src/discord/render';
import { resolveDataDir } from '../../src/util/paths';
import { describeWithSharedData, sharedDataPath } from '../shared-data';
import { BUNDLED_CARDS } from '../bundled-data';

const bundled = { dataDir: resolveDataDir(), userId: 'test' };
const title = async (name: string, ctx = bundled) => (await card.execute({ name }, ctx)).pages[0]!.title;

describe('with the bundled cards alone', () => {
  it('hoplite is Favored Hoplite; a typo is corrected and said so', async () => {
    expect(await title('hoplite')).toBe('Favored Hoplite');
    expect((await card.execute({ name: 'artisn of froms' }, bundled)).pages[0]!.text).toMatch(/^\*No card is named “artisn of froms”; this is the closest name\.\*/);
  });

  it('a card that is not in the store is said to be missing, with the closest names to pick from and how to get every card', async () => {
    const reply = await card.execute({ name: 'Lightning Helix' }, bundled);
    expect(reply.pages[0]!.title).toBe('No card named “Lightning Helix”');
    expect(reply.pages[0]!.text).toBe(
      `No card is named “Lightning Helix” among the ${BUNDLED_CARDS} cards in the card data. The closest names:\n• Lightning Bolt\n\nOnly the cards bundled with Heartwood are loaded: \`npx heartwood ingest --cards scryfall\` adds every card, \`--cards mtgjson\` every card with its names in other languages.`,
    );
    expect(reply.select!.options.map((option) => option.label)).toEqual(['Lightning Bolt']);
    expect(await card.json!({ name: 'Lightning Helix' }, bundled)).toMatchObject({ status: 'none', closest: [{ name: 'Lightning Bolt', match: 'fuzzy' }] });
  });
});

describeWithSharedData('with the Theros block (MTGJSON, ten languages of names) and the Scryfall sample ingested', ['mtgjson-v5.2.0/THS.json', 'mtgjson-v5.2.0/BNG.json', 'mtgjson-v5.2.0/JOU.json', 'scryfall-cards-sample.json'], () => {
  const ctx = { ...bundled, userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-lookups-')) };
  beforeAll(async () => {
    const files = ['THS', 'BNG', 'JOU'].map((set) => sharedDataPath(`mtgjson-v5.2.0/${set}.json`));
    await ingestCardData({ cards: [...files, sharedDataPath('scryfall-cards-sample.json')], dataDir: ctx.userDataDir, progress: false });
  });

  it('English names come first: hoplite offers the English hoplites, never their French names', async () => {
    const reply = await card.execute({ name: 'hoplite' }, ctx);
    expect(reply.pages[0]!.title).toBe('5 cards match “hoplite”');
    expect(reply.select!.options.map((option) => option.label)).toEqual(['Akroan Hoplite', 'Battlewise Hoplite', 'Bloodcrazed Hoplite', 'Favored Hoplite', 'Satyr Hoplite']);
    expect(await title('favored hoplite', ctx)).toBe('Favored Hoplite');
  });

  it('Thassa is Thassa, God of the Sea (a legend by its short name), Elspeth and Helix in English', async () => {
    expect(await title('Thassa', ctx)).toBe('Thassa, God of the Sea');
    expect(await title('Elspeth', ctx)).toBe('Elspeth, Sun’s Champion'.replace('’', "'"));
    expect(await title('Helix', ctx)).toBe('Retraction Helix');
  });

  it('a foreign name shows when the query was in that language', async () => {
    expect(await title('Hoplite favori', ctx)).toBe('Favored Hoplite — French: Hoplite favori');
    expect(await title('Thassa, Göttin der Meere', ctx)).toBe('Thassa, God of the Sea — German: Thassa, Göttin der Meere');
    expect(await title('Tassa, diosa', ctx)).toBe('Thassa, God of the Sea — Spanish: Tassa, diosa del mar');
  });

  it('the engine’s bundled cards are still there, merged with the ingested ones', async () => {
    expect(loadCardLibrary(ctx).size).toBeGreaterThan(600);
    expect(await title('Lightning Bolt', ctx)).toBe('Lightning Bolt');
  });

  it('shows the Scryfall image and links the Scryfall page (a transforming card: its front face’s image)', async () => {
    const page = (await card.execute({ name: 'Anaconda' }, ctx)).pages[0]!;
    expect(page.url).toBe('https://scryfall.com/card/por/158%E2%80%A0/anaconda');
    expect(page.image).toMatch(/^https:\/\/cards\.scryfall\.io\/normal\/front\/.*\.jpg/);
    expect(renderMessage(await card.execute({ name: 'Anaconda' }, ctx)).embeds[0]).toMatchObject({ url: page.url, image: { url: page.image } });
    expect((await card.execute({ name: 'Arlinn, the Pack’s Hope'.replace('’', "'") }, ctx)).pages[0]!.image).toMatch(/normal\/front/);
    // MTGJSON data has no image: the page is found by the oracle id.
    expect((await card.execute({ name: 'Favored Hoplite' }, ctx)).pages[0]).toMatchObject({ url: 'https://scryfall.com/search?q=oracleid%3A145a15f9-89a9-4eb7-9924-e768f17e7e68' });
    expect((await card.execute({ name: 'Favored Hoplite' }, ctx)).pages[0]!.image).toBeUndefined();
  });
});

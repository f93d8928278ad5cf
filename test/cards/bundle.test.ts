import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { card } from '../../commands/card';
import { ruling } from '../../commands/ruling';
import { bundleCardStore } from '../../src/cards/bundle';
import { CardLibrary } from '../../src/cards/library';
import { readCardStore, storePath } from '../../src/cards/store';
import { loadCardLibrary as loadEngineCards } from '../../src/engine/cards/library';
import { PROJECT_ROOT } from '../../src/util/paths';
import { describeWithSharedData } from '../shared-data';

const RULES_DATA = path.join(PROJECT_ROOT, 'rules-data');
const bundled = readCardStore(storePath(RULES_DATA));
const library = new CardLibrary(bundled);
const ctx = { dataDir: RULES_DATA, userId: 'test' };
const HEROIC = ['Heroic abilities will trigger only once per spell', 'Heroic abilities will resolve before the spell', 'Heroic abilities won’t trigger when a copy', "Heroic abilities won't trigger when a copy"];

describe('the bundled card store (rules-data/card-store.json)', () => {
  it('holds every printed card the rules engine knows, and no hypothetical one', () => {
    const engine = loadEngineCards(RULES_DATA).all();
    for (const definition of engine) {
      const lookup = library.lookup(definition.name);
      if (definition.hypothetical) expect(lookup.status === 'found' && lookup.match.card.name === definition.name).toBe(false);
      else expect(lookup).toMatchObject({ status: 'found', match: { card: { name: definition.name } } });
    }
  });

  it('Artisan of Forms (oracle id 3e8abec7-…) has the 10 seed rulings: its own 7, then the 3 heroic ones', () => {
    const artisan = library.get('3e8abec7-1e18-460a-9d88-30969755ebd2')!;
    const rulings = library.rulingsOf(artisan);
    expect(rulings).toHaveLength(10);
    expect(rulings[0]!.text).toMatch(/^When Artisan of Forms becomes a copy of a creature, it's neither entering nor leaving/);
    expect(rulings.slice(7).every((r) => r.text.startsWith('Heroic abilities'))).toBe(true);
  });

  it('every heroic card in it carries the heroic rulings', () => {
    const heroic = bundled.cards.filter((c) => /^Heroic — /m.test(c.oracleText ?? ''));
    expect(heroic.map((c) => c.name)).toEqual(expect.arrayContaining(['Akroan Crusader', 'Artisan of Forms', 'Favored Hoplite', 'Hero of Iroas', 'Phalanx Leader']));
    const without = heroic.filter((c) => {
      const texts = library.rulingsOf(c).map((r) => r.text);
      return HEROIC.filter((start) => texts.some((text) => text.startsWith(start))).length !== 3;
    });
    if (without.length) {
      throw new Error(`heroic cards without the heroic rulings: ${without.map((c) => c.name).join(', ')}; add them with their oracle ids to rules-data/card-seeds (cards.json, rulings.json), then run \`npm run cards:bundle\``);
    }
  });

  it('answers /card and /ruling out of the box', async () => {
    expect((await card.execute({ name: 'grizzly bears' }, ctx)).pages[0]!.text).toContain('Power/toughness: 2/2');
    expect((await ruling.execute({ name: 'favored hoplite', about: 'copy' }, ctx)).pages[0]!.footer).toBe('1 of 3 rulings mentions “copy”');
  });

  it('a German name finds a bundled card on a first start (the README: /card Gestaltende Handwerkerin)', async () => {
    expect((await card.execute({ name: 'Gestaltende Handwerkerin' }, ctx)).pages[0]!.title).toContain('Artisan of Forms');
  });
});

describeWithSharedData('`npm run cards:bundle`', ['mtgjson-v5.2.0/THS.json', 'mtgjson-v5.2.0/BNG.json', 'mtgjson-v5.2.0/JOU.json'], () => {
  it('makes rules-data/card-store.json from the seeds, the engine definitions and MTGJSON’s German names', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-bundle-'));
    await bundleCardStore(RULES_DATA, out);
    const fresh = readCardStore(storePath(out));
    const stale = fresh.cards.filter((card) => JSON.stringify(card) !== JSON.stringify(library.get(card.id))).map((card) => card.name);
    const gone = bundled.cards.filter((card) => !fresh.cards.some((other) => other.id === card.id)).map((card) => card.name);
    if (stale.length || gone.length) {
      throw new Error(`rules-data/card-store.json is out of date with rules-data/cards and card-seeds: run \`npm run cards:bundle\` (new or changed: ${stale.join(', ') || 'none'}; removed: ${gone.join(', ') || 'none'})`);
    }
    expect(fs.readFileSync(storePath(out), 'utf8')).toBe(fs.readFileSync(storePath(RULES_DATA), 'utf8'));
  });

});

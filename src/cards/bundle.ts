/**
 * `npm run cards:bundle`: makes the bundled card store, rules-data/card-store.json, from
 * - rules-data/card-seeds/cards.json: Scryfall-format printed cards (Artisan of
 *   Forms, the heroic cards), with their real oracle ids;
 * - rules-data/card-seeds/rulings.json: the seed rulings (Artisan of Forms; the heroic rulings on
 *   every heroic card), in Scryfall rulings format;
 * - the rules engine's card definitions (rules-data/cards/*.yaml), for every card the engine knows
 *   that the seeds do not already give. Hypothetical cards (not printed Magic cards) are left out;
 * - the German names and the format legalities of these cards, from MTGJSON set files
 *   (../shared/data/mtgjson-v5.2.0 by default), so that a German name finds a bundled card on a
 *   first start. Names in other languages come with `heartwood ingest --cards mtgjson`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCardLibrary as loadEngineCards } from '../engine/cards/library';
import type { CardDefinition } from '../engine/cards/schema';
import { PROJECT_ROOT, resolveDataDir } from '../util/paths';
import { compactFace, nameId } from './formats';
import { formatSummary, ingestCardData, type CardExtras, type IngestSummary } from './ingest';
import type { Card } from './model';
import { readCardStore, storePath } from './store';

/** The language whose names ship with the bundled cards: many of Heartwood's users speak German. */
const BUNDLED_LANGUAGE = 'German';
/** Where the MTGJSON set files the bundle takes names from are, unless given. */
export const NAME_SOURCES = path.join(PROJECT_ROOT, '..', 'shared', 'data', 'mtgjson-v5.2.0');

/** The MTGJSON set files in NAME_SOURCES (none when it is absent). */
export function nameSourceFiles(dir = NAME_SOURCES): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.json')).sort().map((file) => path.join(dir, file)) : [];
}

/** The German names and the legalities of the cards in MTGJSON files, by English name (read as `ingest` reads them). */
async function mtgjsonExtras(files: string[]): Promise<Map<string, CardExtras>> {
  const extras = new Map<string, CardExtras>();
  if (files.length === 0) return extras;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-bundle-names-'));
  try {
    await ingestCardData({ cards: files, dataDir: dir, replace: true, progress: false });
    for (const card of readCardStore(storePath(dir)).cards) {
      const german = (card.foreignNames ?? []).filter((name) => name.language === BUNDLED_LANGUAGE);
      extras.set(card.name, { ...(german.length ? { foreignNames: german } : {}), ...(card.legalities ? { legalities: card.legalities } : {}) });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return extras;
}

/** An engine definition as a card of the store. */
function cardFromDefinition(definition: CardDefinition): Card {
  const types = [...definition.supertypes, ...(definition.token ? ['Token'] : []), ...definition.types].join(' ');
  return {
    id: nameId(definition.name),
    layout: definition.token ? 'token' : 'normal',
    ...compactFace({
      name: definition.name,
      manaCost: definition.manaCost,
      typeLine: definition.subtypes.length ? `${types} — ${definition.subtypes.join(' ')}` : types,
      oracleText: definition.text,
      power: definition.power?.toString(),
      toughness: definition.toughness?.toString(),
      loyalty: definition.loyalty?.toString(),
    }),
  };
}

/** Builds the store from the seeds and engine definitions in `sourceDir`, with German names from `nameFiles`, into `outDir`. */
export async function bundleCardStore(sourceDir = resolveDataDir(), outDir = sourceDir, nameFiles = nameSourceFiles()): Promise<IngestSummary> {
  const seeds = path.join(sourceDir, 'card-seeds');
  const printed = loadEngineCards(sourceDir)
    .all()
    .filter((definition) => !definition.hypothetical);
  return ingestCardData({
    cards: [path.join(seeds, 'cards.json')],
    rulings: [path.join(seeds, 'rulings.json')],
    also: printed.map(cardFromDefinition),
    extras: await mtgjsonExtras(nameFiles),
    dataDir: outDir,
    replace: true,
    progress: false,
  });
}

if (require.main === module) {
  Promise.resolve()
    .then(() => {
      if (nameSourceFiles().length === 0) throw new Error(`the German names come from MTGJSON set files in ${NAME_SOURCES}, which is absent`);
      return bundleCardStore();
    })
    .then((summary) => process.stdout.write(formatSummary(summary.files, summary) + '\n'))
    .catch((error: unknown) => {
      process.stderr.write(`cards:bundle: ${(error as Error).message}\n`);
      process.exitCode = 1;
    });
}

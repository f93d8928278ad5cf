/**
 * `npm run cards:bundle`: makes the bundled card store, rules-data/card-store.json, from
 * - rules-data/card-seeds/cards.json: Scryfall-format printed cards (Artisan of
 *   Forms, the heroic cards), with their real oracle ids;
 * - rules-data/card-seeds/rulings.json: the seed rulings (Artisan of Forms; the heroic rulings on
 *   every heroic card), in Scryfall rulings format;
 * - the rules engine's card definitions (rules-data/cards/*.yaml), for every card the engine knows
 *   that the seeds do not already give. Hypothetical cards (not printed Magic cards) are left out.
 */
import path from 'node:path';
import { loadCardLibrary as loadEngineCards } from '../engine/cards/library';
import type { CardDefinition } from '../engine/cards/schema';
import { resolveDataDir } from '../util/paths';
import { compactFace, nameId } from './formats';
import { formatSummary, ingestCardData, type IngestSummary } from './ingest';
import type { Card } from './model';

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

/** Builds the store from the seeds and engine definitions in `sourceDir`, into `outDir`. */
export async function bundleCardStore(sourceDir = resolveDataDir(), outDir = sourceDir): Promise<IngestSummary> {
  const seeds = path.join(sourceDir, 'card-seeds');
  const printed = loadEngineCards(sourceDir)
    .all()
    .filter((definition) => !definition.hypothetical);
  return ingestCardData({
    cards: [path.join(seeds, 'cards.json')],
    rulings: [path.join(seeds, 'rulings.json')],
    also: printed.map(cardFromDefinition),
    dataDir: outDir,
    progress: false,
  });
}

if (require.main === module) {
  bundleCardStore()
    .then((summary) => process.stdout.write(formatSummary(summary.files, summary) + '\n'))
    .catch((error: unknown) => {
      process.stderr.write(`cards:bundle: ${(error as Error).message}\n`);
      process.exitCode = 1;
    });
}

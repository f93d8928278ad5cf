/** The whole shared card pool (../shared/data), read as `heartwood cards coverage --file` reads it, and what of it compiles. */
import type { Card } from '../../src/cards/model';
import type { CardDefinition } from '../../src/engine/cards/schema';
import { compileCard } from '../../src/oracle/compile';
import { coverageCards } from '../../src/oracle/coverage';
import { sharedDataPath } from '../shared-data';

/** Forge's 2020 pool, the Scryfall sample and the MTGJSON Theros-block sets. */
export const SHARED_POOL = ['cardpool-2020/cards.json', 'scryfall-cards-sample.json', 'mtgjson-v5.2.0/THS.json', 'mtgjson-v5.2.0/BNG.json', 'mtgjson-v5.2.0/JOU.json'];

export interface CompiledCard {
  card: Card;
  definition: CardDefinition;
}

/** Every card of the shared pool whose name `keep` keeps, and what it compiled to, for those that compile. */
export async function compiledPool(keep: (name: string) => boolean = () => true): Promise<{ cards: number; compiled: CompiledCard[] }> {
  const cards = (await coverageCards({ dataDir: '', files: SHARED_POOL.map((file) => sharedDataPath(file)) })).filter((card) => keep(card.name));
  const compiled = cards.flatMap((card) => {
    const result = compileCard(card);
    return result.status === 'compiled' ? [{ card, definition: result.definition }] : [];
  });
  return { cards: cards.length, compiled };
}

/**
 * Snapshots of what every card of ../shared/data compiles to, one test file per range of first
 * letters, so that each snapshot file stays small enough to review and any change in how a card
 * compiles shows in review. After a change to the grammar or the lowering (more cards compile, a
 * definition changes), write them again and read the diff before committing:
 *
 *     npx jest test/oracle/snapshots -u
 */
import type { CardDefinition } from '../../../src/engine/cards/schema';
import { describeWithSharedData } from '../../shared-data';
import { compiledPool, SHARED_POOL } from '../shared-pool';

/** Lists the card format fills in as empty by default: left out when empty (an empty `setColors` means colorless, and stays). */
const EMPTY_BY_DEFAULT = new Set(['targets', 'effects', 'subtypes', 'supertypes', 'keywords', 'abilities']);

/**
 * A definition without the display texts copied from the card (its Oracle text says them) and the
 * empty defaults: one line a field, one an ability.
 */
function compactDefinition(definition: CardDefinition): string {
  const omitted = (key: string, value: unknown) => key === 'text' || (EMPTY_BY_DEFAULT.has(key) && Array.isArray(value) && value.length === 0);
  const withoutTexts = JSON.parse(JSON.stringify(definition, (key, value: unknown) => (omitted(key, value) ? undefined : value))) as Record<string, unknown>;
  return Object.entries(withoutTexts)
    .flatMap(([key, value]) => (Array.isArray(value) && value.some((item) => typeof item === 'object') ? [`${key}:`, ...value.map((item) => `  - ${JSON.stringify(item)}`)] : [`${key}: ${JSON.stringify(value)}`]))
    .join('\n');
}

/**
 * The snapshots of the compiled cards whose names start with a letter from `first` to `last`; the
 * range from A also takes names before it (digits), the range to Z those after it (Æther).
 */
export function snapshotCompiledCards(first: string, last: string): void {
  const inRange = (name: string) => {
    const letter = name.charAt(0).toUpperCase();
    return (first === 'A' || letter >= first) && (last === 'Z' || letter <= last);
  };
  describeWithSharedData(`compiled cards ${first === last ? first : `${first}–${last}`}`, SHARED_POOL, () => {
    let definitions: Map<string, string[]>;
    beforeAll(async () => {
      const { compiled } = await compiledPool(inRange);
      definitions = new Map();
      // A card printed in two files with two wordings may compile to two definitions: both are kept.
      for (const { card, definition } of compiled) {
        const known = definitions.get(card.name) ?? [];
        const compact = compactDefinition(definition);
        if (!known.includes(compact)) definitions.set(card.name, [...known, compact]);
      }
    }, 120_000);

    it('definitions', () => {
      expect(definitions.size).toBeGreaterThan(0);
      for (const name of [...definitions.keys()].sort()) expect(definitions.get(name)!.join('\n---\n')).toMatchSnapshot(name);
    });
  });
}

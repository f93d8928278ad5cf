/**
 * The engine's hand-written cards (rules-data/cards/*.yaml) as the card store would hold them, and
 * a comparison of definitions that ignores what does not change behaviour (rules text for display,
 * ability names, "target" written as { target: 0 }).
 */
import type { CompilableCard } from '../../src/oracle/compile';
import type { CardDefinition } from '../../src/engine/cards/schema';

/** The card as printed: type line, numbers and Oracle text from a hand-written definition. */
export function printedCard(definition: CardDefinition): CompilableCard {
  const left = [...definition.supertypes, ...definition.types].join(' ');
  return {
    name: definition.name,
    ...(definition.manaCost ? { manaCost: definition.manaCost } : {}),
    typeLine: definition.subtypes.length ? `${left} — ${definition.subtypes.join(' ')}` : left,
    oracleText: definition.text,
    ...(definition.power !== undefined ? { power: String(definition.power), toughness: String(definition.toughness) } : {}),
  };
}

/** What a definition does: everything but display text, ability names and how the first target is written. */
export function behaviour(definition: CardDefinition): unknown {
  return JSON.parse(JSON.stringify(definition), (key, value: unknown) => {
    if (key === 'text' || key === 'name' || key === 'rule' || key === 'hypothetical') return undefined;
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && (value as { target?: unknown }).target === 0) return 'target';
    return value;
  });
}

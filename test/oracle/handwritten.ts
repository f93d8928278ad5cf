/**
 * The engine's hand-written cards (rules-data/cards/*.yaml) as the card store would hold them, and
 * a comparison of definitions that ignores what does not change behaviour.
 */
import type { CompilableCard } from '../../src/oracle/compile';
import type { CardLibrary } from '../../src/engine/cards/library';
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
    ...(definition.loyalty !== undefined ? { loyalty: String(definition.loyalty) } : {}),
  };
}

/** The characteristics of a token as it is created, named (found in `library`) or described inline. */
function tokenCharacteristics(token: unknown, library: CardLibrary): unknown {
  const definition = typeof token === 'string' ? library.get(token) : (token as CardDefinition);
  const { colors = [], types, subtypes = [], supertypes = [], power, toughness, keywords = [] } = definition;
  return { colors, types, subtypes, supertypes, power, toughness, keywords };
}

/**
 * What a definition does: everything but display text and ability names; "target" written as
 * { target: 0 } is "target"; a token is its characteristics, named or described; triggered and
 * static abilities in any order (activated ones keep theirs: they are activated by index).
 */
export function behaviour(definition: CardDefinition, library: CardLibrary): unknown {
  const plain = JSON.parse(JSON.stringify(definition), (key, value: unknown) => {
    if (key === 'text' || key === 'name' || key === 'rule' || key === 'hypothetical') return undefined;
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && (value as { target?: unknown }).target === 0) return 'target';
    if (value && typeof value === 'object' && (value as { do?: string }).do === 'create-token') return { ...value, token: tokenCharacteristics((value as { token: unknown }).token, library) };
    return value;
  }) as { abilities: { kind: string }[] };
  const activated = plain.abilities.filter((ability) => ability.kind === 'activated');
  const others = plain.abilities.filter((ability) => ability.kind !== 'activated').sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { ...plain, abilities: [...activated, ...others] };
}

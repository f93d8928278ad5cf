/**
 * The engine's hand-written cards (rules-data/cards/*.yaml), compiled from their real Oracle text
 * (their `text`), behave as the hand-written definitions: same structure once display text, ability
 * names, the spelling of the first target and the order of triggered and static abilities are set
 * aside, and a token is compared by its characteristics.
 */
import { isDeepStrictEqual } from 'node:util';
import { defaultCardLibrary } from '../../src/engine/cards/library';
import { compileCard } from '../../src/oracle/compile';
import { behaviour, printedCard } from './handwritten';

describe('the hand-written cards, compiled from their Oracle text', () => {
  const library = defaultCardLibrary();
  const printed = library.all().filter((definition) => !definition.token);

  it('are every printed card of rules-data/cards and the hypothetical one', () => {
    expect(printed.length).toBeGreaterThanOrEqual(71);
  });

  it.each(printed.map((definition) => [definition.name, definition] as const))('%s compiles to the same behaviour', (_name, definition) => {
    const result = compileCard(printedCard(definition), library);
    if (result.status !== 'compiled') throw new Error(result.reason);
    expect(behaviour(result.definition, library)).toEqual(behaviour(definition, library));
  });

  it('a compiled card differing from its hand-written one would be caught', () => {
    const bolt = library.get('Lightning Bolt');
    const result = compileCard({ ...printedCard(bolt), oracleText: 'Lightning Bolt deals 2 damage to any target.' }, library);
    expect(result.status === 'compiled' && isDeepStrictEqual(behaviour(result.definition, library), behaviour(bolt, library))).toBe(false);
  });
});

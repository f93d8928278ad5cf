/**
 * The engine's hand-written cards (rules-data/cards/*.yaml), compiled from their real Oracle text
 * (their `text`), behave as the hand-written definitions: same structure once display text, ability
 * names, the spelling of the first target and the order of triggered and static abilities are set
 * aside, and a token is compared by its characteristics. Those the compiler can't express yet, or
 * reads more precisely than the hand-written definition, are listed with the reason.
 */
import { isDeepStrictEqual } from 'node:util';
import { defaultCardLibrary } from '../../src/engine/cards/library';
import { compileCard } from '../../src/oracle/compile';
import { behaviour, printedCard } from './handwritten';

/** Cards the compiler leaves to their hand-written definition, and why. */
const NOT_YET: Record<string, string> = {
  Humility: "can't read",
  'Turn to Frog': "can't read",
  'Twisted Image': "can't read",
  'Blood Moon': "can't read",
  'Urborg, Tomb of Yawgmoth': "can't read",
  'Rest in Peace': "can't read",
  Fog: "can't read",
  'Jace Beleren': "can't read",
  'Grave Titan': "can't read",
  'Parallel Lives': "can't read",
};

/** Cards whose compiled definition differs from the hand-written one, and how. */
const DIFFERS: Record<string, { why: string; compiled: unknown }> = {
  Twincast: {
    why: 'the hand-written card targets any spell (a creature spell too); the compiled one, as printed, an instant or sorcery spell',
    compiled: { targets: [{ kind: 'spell', filter: { types: ['Instant', 'Sorcery'] }, text: 'target instant or sorcery spell' }] },
  },
};

describe('the hand-written cards, compiled from their Oracle text', () => {
  const library = defaultCardLibrary();
  const printed = library.all().filter((definition) => !definition.token);

  it('are every printed card of rules-data/cards and the hypothetical one', () => {
    expect(printed.length).toBeGreaterThanOrEqual(71);
  });

  const same = printed.filter((definition) => !(definition.name in NOT_YET) && !(definition.name in DIFFERS));
  it.each(same.map((definition) => [definition.name, definition] as const))('%s compiles to the same behaviour', (_name, definition) => {
    const result = compileCard(printedCard(definition), library);
    if (result.status !== 'compiled') throw new Error(result.reason);
    expect(behaviour(result.definition, library)).toEqual(behaviour(definition, library));
  });

  it.each(Object.entries(DIFFERS))('%s compiles, differently: %s', (name, { compiled }) => {
    const result = compileCard(printedCard(library.get(name)), library);
    expect(result.status === 'compiled' && result.definition.spell).toMatchObject(compiled as object);
  });

  const notYet = Object.entries(NOT_YET);
  if (notYet.length) it.each(notYet)('%s is not compiled yet: %s', (name, reason) => {
    const result = compileCard(printedCard(library.get(name)), library);
    expect(result.status === 'unsupported' && result.reason).toContain(reason);
  });

  it('a compiled card differing from its hand-written one would be caught', () => {
    const bolt = library.get('Lightning Bolt');
    const result = compileCard({ ...printedCard(bolt), oracleText: 'Lightning Bolt deals 2 damage to any target.' }, library);
    expect(result.status === 'compiled' && isDeepStrictEqual(behaviour(result.definition, library), behaviour(bolt, library))).toBe(false);
  });
});

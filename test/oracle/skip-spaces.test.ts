/** ohm's space skipping made quick (src/oracle/skip-spaces.ts): the same matches, failures and positions as ohm's own. */
import * as ohm from 'ohm-js';
import { skipSpacesQuickly } from '../../src/oracle/skip-spaces';

const INPUTS = ['deal 3 damage', 'deal  3\tdamage ', ' deal 3 damage', 'deal 3', 'deal three damage', 'deal 3 damagex', '', '   '];

function outcomes(grammar: ohm.Grammar): { succeeded: boolean; at: number }[] {
  return INPUTS.map((input) => {
    const match = grammar.match(input);
    return { succeeded: match.succeeded(), at: match.failed() ? match.getRightmostFailurePosition() : -1 };
  });
}

describe('skipping spaces quickly', () => {
  it('gives what ohm gives: each match, and where each failure is', () => {
    const grammar = ohm.grammar('Damage { Effect = "deal" number "damage" \n number = digit+ }');
    const before = outcomes(grammar);
    skipSpacesQuickly(ohm, grammar);
    expect(outcomes(grammar)).toEqual(before);
    expect(before.filter((outcome) => outcome.succeeded)).toHaveLength(3);
  });

  it("leaves a grammar whose spaces are its own, and every other grammar, as ohm reads them", () => {
    const quick = ohm.grammar('Damage { Effect = "deal" "damage" }');
    skipSpacesQuickly(ohm, quick);
    const dots = ohm.grammar('Dots { Effect = "deal" "damage" \n space += "." }');
    // "." is a space here: a quick skip that knew only ohm's spaces would fail these matches.
    expect(dots.match('deal..damage').succeeded()).toBe(true);
    skipSpacesQuickly(ohm, dots);
    expect(dots.match('deal..damage').succeeded()).toBe(true);
    expect(quick.match('deal damage').succeeded()).toBe(true);
  });
});

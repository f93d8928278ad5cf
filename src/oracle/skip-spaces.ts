/**
 * Before each token of a syntactic rule, ohm skips spaces by applying the grammar's `spaces` rule:
 * 7.3 of the 12.6 million rule applications of a pass over the 2020 pool, nearly all of them where
 * the next character is no space and `spaces` matches nothing. This makes that case return at once.
 *
 * It changes nothing a match gives: ohm restores the failure information around the skip, so what
 * the rule would have done before a character that is no space (match nothing, remember that) is
 * seen by nobody. It needs ohm's match state, which ohm-js does not export: its prototype is taken
 * from the first application evaluated, and only when `spaces` and `space` are ohm's own
 * (`spaces = space*`, `space = "\x00".." "`); otherwise nothing is changed.
 */
import type * as ohm from 'ohm-js';

interface MatchState {
  grammar: ohm.Grammar;
  input: string;
  inputStream: { pos: number };
  skipSpaces(): number;
}

/** The highest character code `space` matches (its range "\x00".." "). */
const LAST_SPACE = 0x20;

/** The grammars whose matches skip spaces quickly; every other grammar's skip is ohm's own. */
const quickGrammars = new WeakSet<ohm.Grammar>();

export function skipSpacesQuickly(library: typeof ohm, grammar: ohm.Grammar): void {
  const state = matchStatePrototype(library, grammar);
  if (!state || !hasOhmsOwnSpaces(library, grammar)) return;
  quickGrammars.add(grammar);
  if (state.skipSpaces.name === 'skipSpacesQuickly') return;
  const skipSpaces = state.skipSpaces;
  state.skipSpaces = function skipSpacesQuickly(this: MatchState) {
    const { pos } = this.inputStream;
    if (quickGrammars.has(this.grammar) && (pos >= this.input.length || this.input.charCodeAt(pos) > LAST_SPACE)) return pos;
    return skipSpaces.call(this);
  };
}

function matchStatePrototype(library: typeof ohm, grammar: ohm.Grammar): MatchState | undefined {
  const apply = (library as unknown as { pexprs: { Apply: { prototype: { eval(state: object): unknown } } } }).pexprs.Apply.prototype;
  const evaluate = apply.eval;
  let prototype: MatchState | undefined;
  apply.eval = function (state: object) {
    prototype ??= Object.getPrototypeOf(state) as MatchState;
    return evaluate.call(this, state);
  };
  try {
    grammar.match(' ', 'spaces');
  } finally {
    apply.eval = evaluate;
  }
  return typeof prototype?.skipSpaces === 'function' ? prototype : undefined;
}

function hasOhmsOwnSpaces(library: typeof ohm, grammar: ohm.Grammar): boolean {
  const { Star, Apply, Range } = (library as unknown as { pexprs: Record<'Star' | 'Apply' | 'Range', abstract new () => object> }).pexprs;
  const rules = grammar.rules as Record<string, { body: object } | undefined>;
  const spaces = rules['spaces']?.body;
  const space = rules['space']?.body;
  const repeated = (spaces as { expr?: { ruleName?: string } } | undefined)?.expr;
  const range = space as { from?: string; to?: string } | undefined;
  return spaces instanceof Star && repeated?.ruleName === 'space' && repeated instanceof Apply && space instanceof Range && range?.from === '\x00' && range.to === ' ';
}

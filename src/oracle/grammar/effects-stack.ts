/** Spells and abilities on the stack (effects-stack.ohm): counter, copy, new targets. */
import type * as ohm from 'ohm-js';
import type { Amount, Ref } from '../ast';
import { ast, ReadingProblem } from './nodes';

export const stackEffectActions: ohm.ActionDict<unknown> = {
  Sentence_copySpell(_copy, noun, _dot, _newTargets, _dot2) {
    return [{ do: 'copy-spell', what: ast(noun), newTargets: true }];
  },
  Effect_counter(_counter, noun, _unless, cost, exiled) {
    const what = ast<Ref>(noun);
    return { do: 'counter', what, ...(cost.children.length ? { unlessPays: genericAmount(cost.children[0]!.sourceString) } : {}), ...(exiled.children.length ? { exile: true } : {}) };
  },
  Effect_changeTargets(_choose, noun) {
    return { do: 'change-targets', what: ast(noun) };
  },
  // 115.7a: "change the target of target spell with a single target": to another legal one if there is one.
  Effect_changeTheTarget(_change, noun) {
    return { do: 'change-targets', what: ast(noun), must: true };
  },
};

/** "{2}" or "{X}" in "unless its controller pays {2}": an amount of generic mana. */
function genericAmount(mana: string): Amount {
  const symbol = mana.replace(/\s/g, '');
  if (symbol === '{X}') return { x: true };
  const n = /^\{(\d+)\}$/.exec(symbol);
  if (!n) throw new ReadingProblem(`"unless … pays ${symbol}": only generic mana is read`);
  return { n: Number(n[1]) };
}

/** Modal spells and abilities (modal.ohm, 700.2). */
import type * as ohm from 'ohm-js';
import type { Mode } from '../ast';
import { ast } from './nodes';
import { scope } from './scope';
import { block } from './effects';

export const modalActions: ohm.ActionDict<unknown> = {
  Modal(_choose, count, _dash, modes) {
    const choose = ast<{ min: number; max: number }>(count);
    const mentioned = scope.mentions;
    const read = modes.children.map((mode) => {
      scope.targets = [];
      scope.mentions = [...mentioned];
      return ast<Mode>(mode);
    });
    // "Choose one or more —" is at most every mode (700.2).
    return { kind: 'modal', choose: { min: choose.min, max: Math.min(choose.max, read.length) }, modes: read };
  },
  ChooseCount_oneOrBoth(_) {
    return { min: 1, max: 2 };
  },
  ChooseCount_oneOrMore(_) {
    return { min: 1, max: Infinity };
  },
  ChooseCount_one(_) {
    return { min: 1, max: 1 };
  },
  ChooseCount_two(_) {
    return { min: 2, max: 2 };
  },
  Mode(_bullet, sentences) {
    return { text: sentences.sourceString, ...block(sentences) };
  },
};

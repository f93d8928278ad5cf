/** The values of words: numbers, colours, mana symbols; a word's value is its text. */
import type * as ohm from 'ohm-js';
import type { Color } from '../ast';
import { type N } from './nodes';

export const wordActions: ohm.ActionDict<unknown> = {
  _iter(...children) {
    return children.map((child) => child['ast']());
  },
  _terminal() {
    return this.sourceString;
  },
};

export const COLOR_OF: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

const NUMBER_NAMES: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20 };

export function numberOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_NAMES[word]!;
}

export function manaLetter(symbol: N): string {
  return symbol.sourceString.replace(/[{}]/g, '');
}

/** "{E}{E}{E}" (words.ohm's energySymbols) is three energy counters (107.14). */
export function energyCount(symbols: { sourceString: string }): number {
  return symbols.sourceString.split('{E}').length - 1;
}

/** Adding mana (effects-mana.ohm, 106). */
import type * as ohm from 'ohm-js';
import type { Ref } from '../ast';
import { ast, ReadingProblem } from './nodes';
import { manaLetter, numberOf } from './words';

export const manaEffectActions: ohm.ActionDict<unknown> = {
  Effect_addMana(_add, mana) {
    return { do: 'add-mana', ...ast<object>(mana) };
  },
  Effect_playerAddsMana(noun, _adds, mana) {
    const who = ast<Ref>(noun);
    if (who.ref !== 'trigger-player' && !(who.ref === 'controller' && who.of.ref === 'trigger-subject')) {
      throw new ReadingProblem('mana added for a player other than the trigger\'s player or its object\'s controller');
    }
    return { do: 'add-mana', who, ...ast<object>(mana) };
  },
  ManaProduction_opponentsLands: (_) => ({ mana: { couldProduce: 'lands-opponents-control', colorsOnly: true }, amount: 1 }),
  ManaProduction_yourLands: (_) => ({ mana: { couldProduce: 'lands-you-control', colorsOnly: false }, amount: 1 }),
  ManaProduction_sameAsProduced: (_one, _rest) => ({ mana: { sameAsProduced: true }, amount: 1 }),
  ManaProduction_anyOneColor: (n, _rest) => ({ mana: { anyColor: true, sameColor: true }, amount: numberOf(n.sourceString) }),
  ManaProduction_anyColor: (_) => ({ mana: { anyColor: true }, amount: 1 }),
  ManaProduction_chosenColor: (_) => ({ mana: { chosenColor: true }, amount: 1 }),
  /** "{R} or {G}", "{W}, {U}, or {B}": one of these types (106.1, 605). */
  ManaProduction_oneOf(first, _comma, _or, last) {
    return { mana: { oneOf: [...first.asIteration().children.map(manaLetter), manaLetter(last)] }, amount: 1 };
  },
  /** "{R}{R}, {R}{G}, or {G}{G}": one of these combinations (106.3). */
  ManaProduction_combinations(first, _comma, _or, last) {
    return { mana: { combinations: [...first.asIteration().children, last].map((one) => [one.children[0]!, ...one.children[1]!.children].map(manaLetter)) }, amount: 1 };
  },
  /** "Add X mana in any combination of {W} and/or {U}", "… three mana … of colors" (106.3): each of those types. */
  ManaProduction_anyCombination(count, _any, types) {
    const of = types.ctorName === 'manaTypes' ? types.children[0]! : types;
    const anyCombinationOf = of.ctorName === 'manaTypes_colors' ? 'colors' : [manaLetter(of.children[0]!), manaLetter(of.children[2]!)];
    return count.sourceString === 'X' ? { mana: { anyCombinationOf }, amount: 1, forEach: { x: true } } : { mana: { anyCombinationOf }, amount: numberOf(count.sourceString) };
  },
  /** "Add {B} for each Swamp you control", "… an additional {U} for each charge counter removed this way" (107.1). */
  ManaProduction_forEach(_additional, symbol, _forEach, thing) {
    return { mana: { mana: [manaLetter(symbol)] }, amount: 1, forEach: ast(thing) };
  },
  ManaProduction_amountOf(_anAmountOf, symbol, _equalTo, amount) {
    return { mana: { mana: [manaLetter(symbol)] }, amount: 1, forEach: ast(amount) };
  },
  ManaProduction_symbols(symbols) {
    return { mana: { mana: symbols.children.map(manaLetter) }, amount: symbols.children.length };
  },
};

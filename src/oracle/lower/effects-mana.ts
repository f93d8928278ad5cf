/** Adding mana (106) in the engine's words. */
import type { Color, Effect } from '../ast';
import { cannot, type EngineEffect } from './base';
import type { EffectLowerers } from './effects';
import { lowerAmount } from './amounts';
import { lowerWho } from './nouns';

export const manaEffectLowerers = {
  'add-mana'(effect) {
    return [lowerMana(effect)];
  },
} satisfies EffectLowerers;

function lowerMana(effect: Extract<Effect, { do: 'add-mana' }>): EngineEffect {
  // 106.3: the player the text names adds it ("that player adds {G}"), else the ability's controller.
  // 107.1: "{B} for each Swamp you control" is one {B} times that count.
  if (effect.forEach && effect.amount !== 1) return cannot('add several mana for each of something');
  const amount = effect.forEach ? lowerAmount(effect.forEach) : effect.amount;
  const added = { do: 'add-mana' as const, amount, ...(effect.who ? { who: lowerWho(effect.who) } : {}) };
  const mana = effect.mana;
  if ('anyCombinationOf' in mana) {
    const types = mana.anyCombinationOf === 'colors' ? ['W', 'U', 'B', 'R', 'G'] : mana.anyCombinationOf;
    if (types.some((symbol) => !/^[WUBRGC]$/.test(symbol))) return cannot(`add the mana ${types.map((symbol) => `{${symbol}}`).join('')}`);
    return { ...added, mana: { anyCombinationOf: types as Color[] } };
  }
  if ('mana' in mana) {
    const [first, ...rest] = mana.mana;
    if (!first || mana.mana.some((symbol) => !/^[WUBRGC]$/.test(symbol))) return cannot(`add the mana ${mana.mana.map((symbol) => `{${symbol}}`).join('')}`);
    // 106.1: "Add {R}{W}": one mana of each symbol, all at once.
    if (rest.some((symbol) => symbol !== first)) return effect.forEach ? cannot('add several types of mana for each of something') : { ...added, mana: { each: mana.mana as Color[] }, amount: 1 };
    return { ...added, mana: first as Color };
  }
  if ('oneOf' in mana) return { ...added, mana: mana.oneOf as Color[] };
  if ('combinations' in mana) {
    if (mana.combinations.flat().some((symbol) => !/^[WUBRGC]$/.test(symbol))) return cannot(`add the mana ${mana.combinations.flat().map((symbol) => `{${symbol}}`).join('')}`);
    return { ...added, mana: { combinations: mana.combinations as Color[][] } };
  }
  if ('anyColor' in mana) return { ...added, mana: 'any-color' };
  if ('chosenColor' in mana) return { ...added, mana: 'chosen-color' };
  if ('couldProduce' in mana) return { ...added, mana: { couldProduce: mana.couldProduce, colorsOnly: mana.colorsOnly } };
  return { ...added, mana: 'same-as-produced' };
}

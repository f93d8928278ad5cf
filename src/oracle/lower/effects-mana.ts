/** Adding mana (106) in the engine's words. */
import type { Color, Effect } from '../ast';
import { cannot, type EngineEffect } from './base';
import type { EffectLowerers } from './effects';

export const manaEffectLowerers = {
  'add-mana'(effect) {
    return [lowerMana(effect)];
  },
} satisfies EffectLowerers;

function lowerMana(effect: Extract<Effect, { do: 'add-mana' }>): EngineEffect {
  const mana = effect.mana;
  if ('mana' in mana) {
    const [first, ...rest] = mana.mana;
    if (!first || !/^[WUBRGC]$/.test(first) || rest.some((symbol) => symbol !== first)) return cannot('add several types of mana at once');
    return { do: 'add-mana', mana: first as Color, amount: effect.amount };
  }
  if ('oneOf' in mana) return { do: 'add-mana', mana: mana.oneOf as Color[], amount: effect.amount };
  if ('anyColor' in mana) {
    return { do: 'add-mana', mana: 'any-color', amount: effect.amount };
  }
  if ('couldProduce' in mana) return { do: 'add-mana', mana: { couldProduce: mana.couldProduce, colorsOnly: mana.colorsOnly }, amount: effect.amount };
  return { do: 'add-mana', mana: 'same-as-produced', amount: effect.amount };
}

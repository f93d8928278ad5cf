/** Adding mana (106) in the engine's words. */
import type { Color, Effect } from '../ast';
import { cannot, type EngineEffect } from './base';
import type { EffectLowerers } from './effects';
import { lowerWho } from './nouns';

export const manaEffectLowerers = {
  'add-mana'(effect) {
    return [lowerMana(effect)];
  },
} satisfies EffectLowerers;

function lowerMana(effect: Extract<Effect, { do: 'add-mana' }>): EngineEffect {
  // 106.3: the player the text names adds it ("that player adds {G}"), else the ability's controller.
  const added = { do: 'add-mana' as const, amount: effect.amount, ...(effect.who ? { who: lowerWho(effect.who) } : {}) };
  const mana = effect.mana;
  if ('mana' in mana) {
    const [first, ...rest] = mana.mana;
    if (!first || !/^[WUBRGC]$/.test(first) || rest.some((symbol) => symbol !== first)) return cannot('add several types of mana at once');
    return { ...added, mana: first as Color };
  }
  if ('oneOf' in mana) return { ...added, mana: mana.oneOf as Color[] };
  if ('anyColor' in mana) return { ...added, mana: 'any-color' };
  if ('chosenColor' in mana) return { ...added, mana: 'chosen-color' };
  if ('couldProduce' in mana) return { ...added, mana: { couldProduce: mana.couldProduce, colorsOnly: mana.colorsOnly } };
  return { ...added, mana: 'same-as-produced' };
}

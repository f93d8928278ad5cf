/** Effects that move objects between zones (400) in the engine's words. */
import { lowerAmount } from './amounts';
import { cannot } from './base';
import type { EffectLowerers } from './effects';
import { lowerFilter, lowerWho, simpleKind } from './nouns';

export const zoneEffectLowerers = {
  destroy(effect) {
    return [{ do: 'destroy', what: lowerWho(effect.what), ...(effect.noRegeneration ? { noRegeneration: true } : {}) }];
  },
  regenerate(effect) {
    return [{ do: 'regenerate', what: lowerWho(effect.what) }];
  },
  exile(effect) {
    const counters = effect.withCounters && { counter: effect.withCounters.counter, amount: lowerAmount(effect.withCounters.amount) };
    if (counters && typeof counters.amount !== 'number') return cannot('exile an object with a number of counters counted as the effect resolves');
    return [{ do: 'exile', what: lowerWho(effect.what), ...(effect.until ? { until: 'source-leaves' as const } : {}), ...(counters ? { withCounters: counters as { counter: string; amount: number } } : {}) }];
  },
  'return-to-hand'(effect) {
    return [{ do: 'return-to-hand', what: lowerWho(effect.what) }];
  },
  'return-chosen'(effect) {
    if (!('n' in effect.amount)) return cannot('return X permanents chosen as the effect resolves');
    return [{ do: 'return-chosen', who: 'you', filter: lowerFilter(effect.what), amount: effect.amount.n }];
  },
  'put-onto-battlefield'(effect, lowering) {
    // 303.4f: an Aura put onto the battlefield without being cast is attached to something its owner chooses.
    if (effect.what.ref === 'self-in-graveyard' && lowering.subtypes.includes('Aura')) cannot('put an Aura onto the battlefield without casting it (303.4f)');
    return [{ do: 'return-to-battlefield', what: lowerWho(effect.what), ...(effect.under === 'owner' ? { owner: true as const } : {}), ...(effect.tapped ? { tapped: true as const } : {}) }];
  },
  'put-on-library'(effect) {
    if (effect.where === 'top-or-bottom') return cannot('let a player choose the top or bottom of a library');
    return [{ do: 'put-on-library', what: lowerWho(effect.what), where: effect.where }];
  },
  'shuffle-into-library'(effect) {
    return [{ do: 'shuffle-into-library', what: lowerWho(effect.what), ...(effect.yourLibrary ? { yourLibrary: true as const } : {}) }];
  },
  'shuffle-zones-into-library'(effect) {
    return [{ do: 'shuffle-zones-into-library', who: lowerWho(effect.who), zones: effect.zones }];
  },
  sacrifice(effect) {
    if (effect.what === 'self') return [{ do: 'sacrifice-object', what: 'self' }];
    const kind = simpleKind(effect.what);
    const several = 'n' in effect.amount && effect.amount.n === 1 ? {} : { amount: lowerAmount(effect.amount) };
    return [{ do: 'sacrifice', who: lowerWho(effect.who), kind: kind === 'creature' || kind === 'artifact' || kind === 'permanent' || kind === 'land' ? kind : lowerFilter(effect.what), ...several }];
  },
  'exile-and-return': () => cannot('exile and return an object except at once under your control'),
} satisfies EffectLowerers;

/** Damage (120), life (119) and prevention (615) effects in the engine's words. */
import { lowerAmount } from './amounts';
import { cannot } from './base';
import type { EffectLowerers } from './effects';
import { lowerWho } from './nouns';

export const damageEffectLowerers = {
  damage(effect) {
    return [{ do: 'damage', amount: lowerAmount(effect.amount), to: lowerWho(effect.to), ...(effect.source.ref === 'self' ? {} : { from: lowerWho(effect.source) }), ...(effect.divided ? { divided: true as const } : {}), ...(effect.unpreventable ? { unpreventable: true as const } : {}) }];
  },
  'damage-cant-be-prevented': () => [{ do: 'damage-cant-be-prevented' }],
  'gain-life'(effect) {
    return [{ do: 'gain-life', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
  },
  'lose-life'(effect) {
    return [{ do: 'lose-life', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
  },
  'prevent-all-damage'(effect) {
    if (effect.combatOnly && !effect.to && !effect.by && effect.duration === 'this-turn') return [{ do: 'prevent-combat-damage' }];
    const on = effect.to ?? effect.by;
    if (!on || (effect.to && effect.by && effect.to !== effect.by) || effect.duration !== 'this-turn') return cannot('prevent damage other than all damage to or by one object or player this turn');
    const dealt = effect.to && effect.by ? 'to-and-by' : effect.by ? 'by' : undefined;
    return [{ do: 'prevent-all-damage', on: lowerWho(on), ...(dealt ? { dealt } : {}), ...(effect.combatOnly ? { combat: true as const } : {}) }];
  },
  'prevent-damage'(effect) {
    if (effect.duration !== 'this-turn') cannot('prevent damage beyond this turn');
    // The engine's shield (615.7) stops the next N damage of any kind; "the next N combat damage" lets noncombat damage through.
    if (effect.combatOnly) cannot('prevent only the next N combat damage');
    return [{ do: 'prevent-damage', amount: lowerAmount(effect.amount), on: lowerWho(effect.to) }];
  },
  'redirect-damage'(effect) {
    return [{ do: 'redirect-damage', amount: lowerAmount(effect.amount), on: lowerWho(effect.from), to: lowerWho(effect.to) }];
  },
} satisfies EffectLowerers;

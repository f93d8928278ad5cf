/** Counter, copy and new targets (701.5, 707.10, 115.7) in the engine's words. */
import { lowerAmount } from './amounts';
import type { EffectLowerers } from './effects';
import { lowerWho } from './nouns';

export const stackEffectLowerers = {
  counter(effect) {
    return [{ do: 'counter', what: lowerWho(effect.what), ...(effect.unlessPays ? { unlessPays: lowerAmount(effect.unlessPays) } : {}), ...(effect.exile ? { exile: true as const } : {}) }];
  },
  'copy-spell'(effect) {
    return [{ do: 'copy-spell', what: lowerWho(effect.what) }];
  },
  'change-targets'(effect) {
    return [{ do: 'change-targets', what: lowerWho(effect.what), ...(effect.must ? { must: true as const } : {}) }];
  },
} satisfies EffectLowerers;

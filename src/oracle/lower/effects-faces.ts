/** Effects of cards with two faces in the engine's words: flip (710.2), transform (701.27a). */
import type { EffectLowerers } from './effects';
import { lowerWho } from './nouns';

export const faceEffectLowerers = {
  flip: (effect) => [{ do: 'flip', what: lowerWho(effect.what) }],
  transform: (effect) => [{ do: 'transform', what: lowerWho(effect.what) }],
} satisfies EffectLowerers;

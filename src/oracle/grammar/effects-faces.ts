/** Effects of cards with two faces (effects-faces.ohm): "flip ~" (710.2), "transform ~" (701.27a). */
import type * as ohm from 'ohm-js';
import { ast } from './nodes';

export const faceEffectActions: ohm.ActionDict<unknown> = {
  Effect_flip: (_flip, noun) => ({ do: 'flip', what: ast(noun) }),
  Effect_transform: (_transform, noun) => ({ do: 'transform', what: ast(noun) }),
};

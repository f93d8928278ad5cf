/** Library and hand effects (draw, discard, mill, scry, search, a card chosen from a revealed hand) in the engine's words. */
import { lowerAmount } from './amounts';
import { cannot } from './base';
import type { EffectLowerers } from './effects';
import { lowerFilter, lowerWho } from './nouns';

export const libraryEffectLowerers = {
  'search-for'(effect) {
    const { zone: _zone, controller: _controller, ...filter } = lowerFilter(effect.filter);
    return [{ do: 'search-library', filter, max: effect.max, to: effect.to, ...(effect.tapped ? { tapped: true } : {}) }];
  },
  'reveal-hand-discard'(effect) {
    const { zone: _zone, controller: _controller, ...filter } = lowerFilter(effect.filter);
    return [{ do: 'reveal-hand-discard-chosen', who: lowerWho(effect.who), filter }];
  },
  draw(effect) {
    return [{ do: 'draw', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
  },
  discard(effect) {
    if (effect.random) cannot('discard at random');
    return [{ do: 'discard', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
  },
  mill(effect) {
    return [{ do: 'mill', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
  },
  manifest(effect) {
    return [{ do: 'manifest', who: lowerWho(effect.who) }];
  },
  scry(effect) {
    return [{ do: 'scry', amount: lowerAmount(effect.amount) }];
  },
  'exile-top-of-library': () => cannot('exile cards from the top of a library'),
  'look-or-reveal': () => cannot('look at or reveal cards of a library or hand'),
  'search-library': () => cannot('search libraries'),
} satisfies EffectLowerers;

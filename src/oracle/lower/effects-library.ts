/** Library and hand effects (draw, discard, mill, scry, search, a card chosen from a revealed hand) in the engine's words. */
import { lowerAmount } from './amounts';
import type { Filter } from '../../engine/cards/schema';
import { cannot } from './base';
import type { EffectLowerers } from './effects';
import { lowerFilter, lowerWho } from './nouns';

/**
 * A card in a hidden zone: the filter without its zone and controller (the effect says whose library or
 * hand).
 */
function cardFilter(filter: Parameters<typeof lowerFilter>[0]) {
  const { zone: _zone, controller: _controller, ...rest } = lowerFilter(filter);
  return rest;
}

/** 303.4f: an Aura put onto the battlefield without being cast is attached to what its owner chooses, which the engine can't yet do. */
function refuseAuras(filter: Filter): void {
  const couldBeAura = (part: Filter) => !part.name && (part.types?.includes('Enchantment') ?? !part.anyOf) && (!part.subtypes || part.subtypes.includes('Aura'));
  if (filter.anyOf ? filter.anyOf.some((part) => couldBeAura({ ...filter, anyOf: undefined, ...part })) : couldBeAura(filter)) cannot('put an Aura card onto the battlefield without casting it (303.4f)');
}

export const libraryEffectLowerers = {
  'search-for'(effect) {
    const max = effect.max === 'any' ? ('any' as const) : lowerAmount(effect.max);
    const elsewhere = { ...(effect.others ? { others: effect.others.map(cardFilter) } : {}), ...(effect.restTo ? { restTo: effect.restTo } : {}), ...(effect.whose ? { whose: lowerWho(effect.whose) } : {}), ...(effect.alsoGraveyard ? { alsoGraveyard: true as const } : {}) };
    // "a creature card with mana value X or less" (Green Sun's Zenith).
    const { atMostX, ...filter } = effect.filter;
    if (atMostX && atMostX !== 'mana value') cannot(`search for cards with ${atMostX} X or less`);
    const lowered = cardFilter(filter);
    if (effect.to === 'battlefield') refuseAuras(lowered);
    return [{ do: 'search-library', filter: lowered, max, to: effect.to, ...(effect.tapped ? { tapped: true } : {}), ...(atMostX ? { manaValueAtMost: 'X' as const } : {}), ...elsewhere }];
  },
  'reveal-hand-discard'(effect) {
    return [{ do: 'reveal-hand-discard-chosen', who: lowerWho(effect.who), filter: cardFilter(effect.filter), ...(effect.exile ? { exile: true } : {}), ...(effect.pick ? { pick: effect.pick } : {}) }];
  },
  'put-from-hand'(effect) {
    const max = effect.max === 'any' ? ('any' as const) : 'n' in effect.max ? effect.max.n : cannot('put X cards from a hand onto the battlefield');
    const filter = cardFilter(effect.filter);
    refuseAuras(filter);
    return [{ do: 'put-from-hand', filter, max, ...(effect.upTo ? { upTo: true as const } : {}), ...(effect.tapped ? { tapped: true as const } : {}) }];
  },
  'look-at-hand'(effect) {
    return [{ do: 'look-at-hand', whose: lowerWho(effect.whose) }];
  },
  'look-at-top'(effect) {
    if (effect.take?.to === 'battlefield') refuseAuras(effect.take.filter ? cardFilter(effect.take.filter) : {});
    const take = effect.take && {
      ...(effect.take.filter ? { filter: cardFilter(effect.take.filter) } : {}),
      count: effect.take.count,
      ...(effect.take.upTo ? { upTo: true } : {}),
      to: effect.take.to,
      ...(effect.take.tapped ? { tapped: true } : {}),
      ...(effect.take.reveal ? { reveal: true } : {}),
    };
    return [{ do: 'look-at-top', amount: lowerAmount(effect.amount), whose: lowerWho(effect.whose), ...(effect.reveal ? { reveal: true } : {}), ...(take ? { take } : {}), rest: effect.rest }];
  },
  draw(effect) {
    return [{ do: 'draw', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
  },
  discard(effect) {
    return [{ do: 'discard', amount: lowerAmount(effect.amount), who: lowerWho(effect.who), ...(effect.random ? { random: true } : {}) }];
  },
  'discard-hand'(effect) {
    return [{ do: 'discard-hand', who: lowerWho(effect.who) }];
  },
  mill(effect) {
    return [{ do: 'mill', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
  },
  manifest(effect) {
    return [{ do: 'manifest', who: lowerWho(effect.who) }];
  },
  clash: () => [{ do: 'clash' }],
  'flip-coin': () => [{ do: 'flip-coin' }],
  'lose-game'(effect) {
    return [{ do: 'lose-game', who: lowerWho(effect.who) }];
  },
  'become-monarch'(effect) {
    return [{ do: 'become-monarch', who: lowerWho(effect.who) }];
  },
  'extra-turn'(effect) {
    return [{ do: 'extra-turn', who: lowerWho(effect.who) }];
  },
  skip(effect) {
    return [{ do: 'skip', who: lowerWho(effect.who), next: effect.next, count: effect.count }];
  },
  scry(effect) {
    return [{ do: 'scry', amount: lowerAmount(effect.amount) }];
  },
  'new-hand'(effect) {
    return [{ do: 'new-hand', who: lowerWho(effect.who), by: effect.by, ...(effect.plus ? { plus: effect.plus } : {}) }];
  },
  'reveal-at-random'(effect) {
    return [{ do: 'reveal-at-random', who: lowerWho(effect.who) }];
  },
  surveil(effect) {
    return [{ do: 'surveil', amount: lowerAmount(effect.amount) }];
  },
  'exile-top-of-library'(effect) {
    return [{ do: 'exile-top', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
  },
  'look-or-reveal': () => cannot('look at or reveal cards of a library or hand'),
  'search-library': () => cannot('search libraries'),
} satisfies EffectLowerers;

/** Counters (122), monstrosity (701.37) and tokens (111) in the engine's words. */
import type { CardType } from '../../engine/cards/schema';
import type { Effect, TokenSpec } from '../ast';
import { lowerAmount } from './amounts';
import { cannot, type EngineEffect } from './base';
import type { EffectLowerers } from './effects';
import { lowerKeyword } from './keywords';
import type { Lowering } from './lowering';
import { lowerWho } from './nouns';

export const counterEffectLowerers = {
  monstrosity(effect) {
    return [{ do: 'monstrosity', amount: lowerAmount(effect.amount) }];
  },
  adapt(effect) {
    return [{ do: 'adapt', amount: lowerAmount(effect.amount) }];
  },
  bolster(effect) {
    return [{ do: 'bolster', amount: lowerAmount(effect.amount) }];
  },
  'move-counters'(effect) {
    return [{ do: 'move-counters', counter: effect.counter, amount: lowerAmount(effect.amount), from: lowerWho(effect.from), to: lowerWho(effect.to) }];
  },
  populate() {
    return [{ do: 'populate' }];
  },
  explore(effect) {
    return [{ do: 'explore', what: lowerWho(effect.what) }];
  },
  'create-token'(effect, lowering) {
    if (effect.token.copyOf) return [copyToken(effect)];
    // "create X tokens, where X is its power": "its" names something before the tokens, which the reading doesn't keep.
    if (JSON.stringify(effect.count).includes('"created"')) cannot('tell what "its" or "that" names in the number of tokens an effect creates');
    return [{ do: 'create-token', token: lowerToken(effect.token, lowering), count: lowerAmount(effect.count), ...(effect.for.ref === 'you' ? {} : { for: lowerWho(effect.for) }), ...(effect.token.tapped ? { tapped: true } : {}) }];
  },
  counters(effect) {
    return [{ do: 'counters', counter: effect.counter, amount: lowerAmount(effect.amount), on: lowerWho(effect.on) }];
  },
  'player-counters'(effect) {
    return [{ do: 'player-counters', counter: effect.counter, amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
  },
  'remove-counters'(effect) {
    return [{ do: 'remove-counters', counter: effect.counter, amount: effect.amount === 'all' ? 'all' : lowerAmount(effect.amount), on: lowerWho(effect.from) }];
  },
  'another-of-each-counter'(effect) {
    return [{ do: 'another-of-each-counter', on: lowerWho(effect.on) }];
  },
} satisfies EffectLowerers;

/** 111.4, 707.2: "create a token that's a copy of target creature": one token, for the effect's controller. */
function copyToken(effect: Extract<Effect, { do: 'create-token' }>): EngineEffect {
  if (!('n' in effect.count) || effect.count.n !== 1 || effect.for.ref !== 'you' || effect.token.tapped) cannot('create tokens that are copies other than one, untapped, for you');
  return { do: 'create-token-copy', of: lowerWho(effect.token.copyOf!) };
}

/** A token: by name when the engine defines it (111.10), else its definition from the reminder text (111.4). */
function lowerToken(spec: TokenSpec, lowering: Lowering): Extract<EngineEffect, { do: 'create-token' }>['token'] {
  if (spec.predefined) {
    lowering.tokens.push(spec.predefined);
    return spec.predefined;
  }
  // 111.4: the name the effect gives it, else its subtypes.
  const name = spec.name ?? spec.subtypes.join(' ');
  if (!name) cannot('create a token with neither a name nor a subtype');
  const creature = spec.types.includes('Creature');
  const types = [...spec.types.filter((type) => type !== 'Creature'), ...(creature ? ['Creature'] : [])] as CardType[];
  const keywords = spec.keywords.map((keyword) => lowerKeyword({ keyword }));
  const { abilities: grantedAbilities } = lowering.grants(spec.abilities.map((text) => `"${text}"`));
  const colorWords = spec.colors.length ? spec.colors.map((color) => ({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' })[color]).join(' and ') : 'colorless';
  const has = [...keywords, ...spec.abilities.map((text) => `"${text}"`)];
  const pt = creature ? `${spec.power}/${spec.toughness} ` : '';
  return {
    name,
    colors: spec.colors,
    types,
    subtypes: spec.subtypes,
    ...(creature ? { power: spec.power, toughness: spec.toughness } : {}),
    ...(keywords.length ? { keywords } : {}),
    ...(grantedAbilities.length ? { grantedAbilities } : {}),
    text: `A ${pt}${colorWords} ${[...spec.subtypes, ...types.map((type) => type.toLowerCase())].join(' ')} token${has.length ? ` with ${has.join(', ')}` : ''}${spec.name ? ` named ${spec.name}` : ''} (${lowering.creator}).`,
  };
}

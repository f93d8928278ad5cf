/** Counters (122), monstrosity (701.37) and tokens (111) in the engine's words. */
import type { CardType } from '../../engine/cards/schema';
import type { TokenSpec } from '../ast';
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
  explore(effect) {
    return [{ do: 'explore', what: lowerWho(effect.what) }];
  },
  'create-token'(effect, lowering) {
    return [{ do: 'create-token', token: lowerToken(effect.token, lowering), count: lowerAmount(effect.count), ...(effect.for.ref === 'you' ? {} : { for: lowerWho(effect.for) }), ...(effect.token.tapped ? { tapped: true } : {}) }];
  },
  counters(effect) {
    return [{ do: 'counters', counter: effect.counter, amount: lowerAmount(effect.amount), on: lowerWho(effect.on) }];
  },
  'player-counters'(effect) {
    return [{ do: 'player-counters', counter: effect.counter, amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
  },
  'remove-counters'(effect) {
    return [{ do: 'remove-counters', counter: effect.counter, amount: lowerAmount(effect.amount), on: lowerWho(effect.from) }];
  },
  'another-of-each-counter'(effect) {
    return [{ do: 'another-of-each-counter', on: lowerWho(effect.on) }];
  },
} satisfies EffectLowerers;

/** A token: by name when the engine defines it (111.10), else its definition from the reminder text (111.4). */
function lowerToken(spec: TokenSpec, lowering: Lowering): Extract<EngineEffect, { do: 'create-token' }>['token'] {
  if (spec.copyOf) cannot('create a token that is a copy of something');
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

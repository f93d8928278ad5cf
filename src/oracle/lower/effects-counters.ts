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
  'create-token'(effect, lowering) {
    return [{ do: 'create-token', token: lowerToken(effect.token, lowering), count: lowerAmount(effect.count), ...(effect.for.ref === 'you' ? {} : { for: lowerWho(effect.for) }) }];
  },
  counters(effect) {
    return [{ do: 'counters', counter: effect.counter, amount: lowerAmount(effect.amount), on: lowerWho(effect.on) }];
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
  if (spec.abilities.length) cannot('create tokens with abilities written in quotes');
  const types = [...spec.types.filter((type) => type !== 'Creature'), 'Creature'] as CardType[];
  const keywords = spec.keywords.map((keyword) => lowerKeyword({ keyword }));
  const colorWords = spec.colors.length ? spec.colors.map((color) => ({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' })[color]).join(' and ') : 'colorless';
  return {
    name: spec.subtypes.join(' '),
    colors: spec.colors,
    types,
    subtypes: spec.subtypes,
    power: spec.power,
    toughness: spec.toughness,
    ...(keywords.length ? { keywords } : {}),
    text: `A ${spec.power}/${spec.toughness} ${colorWords} ${spec.subtypes.join(' ')} ${types.map((type) => type.toLowerCase()).join(' ')} token${keywords.length ? ` with ${keywords.join(', ')}` : ''} (${lowering.creator}).`,
  };
}

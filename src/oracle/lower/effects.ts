/** Effects in the engine's words: the lowering of each kind of effect (ast.ts `Effect`) is in the file of its domain (effects-*.ts); here, those of sentences ("you may", "if"). */
import type { Duration, Effect } from '../ast';
import { cannot, type EngineBaseEffect, type EngineEffect } from './base';
import { lowerCondition } from './conditions';
import { lowerAmount } from './amounts';
import { lowerCosts } from './costs';
import { lowerWho } from './nouns';
import type { Lowering } from './lowering';

/** An effect a delayed trigger may have: a plain one (schema.ts `delayedTriggerSchema`). */
type DelayedEffect = Extract<EngineEffect, { do: 'delayed-trigger' }>['effects'][number];

/** The lowering of each kind of effect, by its `do`; a kind with none is refused with its name. */
export type EffectLowerers = { [K in Effect['do']]?: (effect: Extract<Effect, { do: K }>, lowering: Lowering) => EngineEffect[] };

export const effectLowerers = {
  'for-each'(effect, lowering) {
    // "For each creature exiled this way, its controller creates …": once per object the effect moved.
    const [only, ...more] = effect.effects;
    if (more.length || only?.do !== 'create-token' || JSON.stringify(only.for) !== JSON.stringify({ ref: 'controller', of: { ref: 'each-one' } })) return cannot('repeat an effect "for each … this way" other than its controller creating tokens');
    return lowering.effects([only]);
  },
  'may-do'(effect, lowering) {
    // "You may sacrifice ~. If you do, …": the sacrifice is a cost paid as it resolves (118.12).
    const [first, ...more] = effect.first;
    if (!more.length && first?.do === 'sacrifice' && first.what === 'self') return [{ do: 'may-pay', cost: { sacrificeSelf: true }, effects: lowering.effects(effect.then) as EngineBaseEffect[] }];
    // "You may discard a card. If you do, draw a card." (603.5, 608.2c): the rest only if the first part was done.
    const why = 'do "you may …. If you do, …" with a choice or a condition in either part';
    return [{ do: 'may-do', effects: baseEffects(lowering.effects(effect.first), why), then: baseEffects(lowering.effects(effect.then), why) }];
  },
  'may-pay'(effect, lowering) {
    if (effect.cost.some((cost) => cost.cost === 'mana' && cost.mana.includes('{X}'))) return cannot('pay {X} chosen as an ability resolves');
    return [{ do: 'may-pay', cost: lowerCosts(effect.cost), ...(effect.payer ? { payer: lowerWho(effect.payer) } : {}), effects: lowering.effects(effect.effects) as EngineBaseEffect[] }];
  },
  'unless-pay'(effect, lowering) {
    if (effect.cost.some((cost) => cost.cost === 'mana' && cost.mana.includes('{X}'))) return cannot('pay {X} chosen as an ability resolves');
    const cost = lowerCosts(effect.cost);
    // 702.24a: a cost paid several times over is mana, life or discards (the engine repeats or multiplies them).
    if (effect.times && Object.keys(cost).some((part) => !['mana', 'payLife', 'discard'].includes(part))) return cannot('pay a cost other than mana, life or discards several times over');
    return [{ do: 'unless-pay', cost, ...(effect.payer.ref === 'you' ? {} : { payer: lowerWho(effect.payer) }), ...(effect.times ? { times: lowerAmount(effect.times) } : {}), effects: baseEffects(lowering.effects(effect.effects), 'do "… unless … pays" with a choice or a condition of its own') }];
  },
  if(effect, lowering) {
    return [{ do: 'if', condition: lowerCondition(effect.condition), effects: lowering.effects(effect.effects) as EngineBaseEffect[], ...(effect.otherwise ? { otherwise: lowering.effects(effect.otherwise) as EngineBaseEffect[] } : {}) }];
  },
  // Kinship: the effects happen only if the top card, shared in type, is revealed (603.5, 608.2c).
  'reveal-top-sharing-type': (effect, lowering) => [{ do: 'reveal-top-sharing-type', effects: baseEffects(lowering.effects(effect.effects), 'do what a revealed card allows with a choice or a condition of its own') }],
  // 603.5: "you may …" among other effects: its controller chooses as it resolves.
  may: (effect, lowering) => [{ do: 'may-do', ...(effect.who ? { who: lowerWho(effect.who) } : {}), effects: baseEffects(lowering.effects(effect.effects), 'do "you may …" with a choice or a condition of its own') }],
  // 608.2d: "Choose a color." as it resolves.
  choose: (effect) => [{ do: 'choose', choice: effect.choice }],
  delayed(effect, lowering) {
    // 603.7: the effects happen later, by a delayed triggered ability, each plain (no choice or condition of its own).
    const effects = lowering.effects(effect.effects);
    // A payment whose effects are plain is allowed (a pact's "pay {2}{B}. If you don't, you lose the game", 118.12).
    const isPlain = (inner: EngineEffect) => ![...NESTING, 'delayed-trigger'].includes(inner.do);
    const plain = effects.filter((inner): inner is DelayedEffect => isPlain(inner) || (inner.do === 'unless-pay' && inner.effects.every(isPlain)));
    if (plain.length < effects.length) return cannot('create a delayed trigger whose effect has a choice, a condition or a delay of its own');
    return [{ do: 'delayed-trigger', at: effect.at, effects: plain, text: effect.text }];
  },
} satisfies EffectLowerers;

/** The effects that hold effects of their own, with a choice, condition or payment (not in schema.ts `baseEffectSchema`). */
const NESTING: string[] = ['if', 'may-pay', 'may-do', 'unless-pay', 'reveal-top-sharing-type', 'for-each-player', 'replace-next-draw'];

/** Effects that are plain (schema.ts `baseEffectSchema`): no choice, condition or payment of their own; else refused with `why`. */
export function baseEffects(effects: EngineEffect[], why: string): EngineBaseEffect[] {
  const plain = effects.filter((inner): inner is EngineBaseEffect => !NESTING.includes(inner.do));
  return plain.length < effects.length ? cannot(why) : plain;
}

export function lowerDuration(duration: Duration): 'end-of-turn' | 'indefinite' | 'next-untap-step' | 'your-next-untap-step' | 'source-tapped' | 'source-on-battlefield' | 'source-controlled' {
  if (duration === 'end-of-turn' || duration === 'this-turn') return 'end-of-turn';
  if (duration === 'permanent') return 'indefinite';
  if (duration === 'next-untap-step' || duration === 'your-next-untap-step' || duration === 'source-tapped') return duration;
  // 611.2b: "until ~ leaves the battlefield", "for as long as you control ~".
  if (duration === 'while-source-on-battlefield') return 'source-on-battlefield';
  if (duration === 'while-source-controlled') return 'source-controlled';
  return cannot('apply an effect that lasts this combat');
}

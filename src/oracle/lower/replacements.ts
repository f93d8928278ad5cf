/** Replacement and prevention effects (614, 615) in the engine's words. */
import type { Color, Condition } from '../ast';
import { lowerAmount } from './amounts';
import { describeCondition, lowerCondition } from './conditions';
import { cannot, type EngineEffect } from './base';
import { affected, lowerFilter, lowerWho } from './nouns';
import type { EffectLowerers } from './effects';
import type { StaticLowerers } from './statics';

/** Replacement effects a resolving spell or ability makes (614.1a). */
export const replacementEffectLowerers = {
  'exile-if-dies': (effect) => [{ do: 'exile-if-dies', ...(effect.what ? { what: lowerWho(effect.what) } : {}) }],
  'prevent-next-from-source'(effect) {
    // 609.7a: a source of one color, of one card type ("an artifact source"), of the chosen color, or a creature with a keyword.
    const source = lowerFilter(effect.source);
    const { colors, types, keywords, chosenColor, ...rest } = source;
    if (Object.keys(rest).length || (types?.length ?? 0) > 1 || (keywords && !types)) return cannot(`choose a source of damage other than one of a color or a card type, or a creature with a keyword ("${effect.source.types.join(' ')}")`);
    const quality = { ...(colors ? { colors } : {}), ...(types ? { types } : {}), ...(keywords ? { keywords } : {}), ...(chosenColor ? { chosenColor } : {}) };
    return [{ do: 'prevent-next-from-source', source: quality, ...(effect.to ? { to: lowerWho(effect.to) } : {}), ...(effect.all ? { all: true as const } : {}) }];
  },
  'replace-next-draw'(effect, lowering) {
    // 614.11: the effects happen instead of the draw, each plain (no choice or condition of its own).
    const effects = lowering.effects(effect.effects);
    const plain = effects.filter((inner): inner is Extract<EngineEffect, { do: 'replace-next-draw' }>['effects'][number] => !NESTED.includes(inner.do));
    if (plain.length < effects.length) return cannot('replace a draw with an effect that has a choice, a condition or a delay of its own');
    return [{ do: 'replace-next-draw', effects: plain }];
  },
} satisfies EffectLowerers;

/** Effects holding other effects, or a choice: a replaced draw's effects are plain. */
const NESTED: string[] = ['delayed-trigger', 'unless-pay', 'for-each-player', 'may-pay', 'may-do', 'reveal-top-sharing-type', 'if', 'replace-next-draw'];

/** Conditions an "enters with" checks as the permanent enters (614.1c): of the spell it was, and of the turn. */
const ENTERING_CONDITIONS = new Set<Condition['if']>(['kicked', 'cast-from-hand', 'creature-died-this-turn', 'attacked-this-turn', 'permanent-left-this-turn']);

export const replacementLowerers = {
  'lands-produce'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', landsTappedForManaProduce: ability.mana as Color, text });
  },
  'enters-with-counters'(ability, { definition }) {
    // The engine counts a number, the spell's X, the times it was kicked or objects of a filter as it enters (614.1c); any other amount would be 0.
    const amount = lowerAmount(ability.amount);
    const counted = typeof amount === 'object' && ('timesKicked' in amount || 'count' in amount);
    if (typeof amount !== 'number' && amount !== 'X' && !counted) return cannot('make a permanent enter with a number of counters counted as it enters');
    // Known as the permanent enters: "if ~ was kicked", and what happened this turn; other conditions read the board or a resolving spell.
    if (ability.condition && !ENTERING_CONDITIONS.has(ability.condition.if)) return cannot(`make a permanent enter with counters only if ${describeCondition(ability.condition)}`);
    definition.entersWithCounters = { counter: ability.counter, amount, ...(ability.condition ? { condition: lowerCondition(ability.condition) } : {}) };
    if (ability.tapped) definition.entersTapped = true;
  },
  'each-enters-with-counter'(ability, { text, abilities }) {
    // 614.1c: another permanent's replacement of how each permanent of the filter enters.
    abilities.push({ kind: 'static', affects: lowerFilter(ability.filter), replacement: { event: 'enters', counters: { counter: ability.counter, amount: 1 } }, text });
  },
  'enters-tapped'(_ability, { definition }) {
    definition.entersTapped = true;
  },
  'enters-tapped-unless-pay-life'(ability, { definition }) {
    definition.entersTappedUnlessYouPayLife = ability.life;
  },
  'enters-tapped-unless-reveal'(ability, { definition }) {
    definition.entersTappedUnlessYouReveal = lowerFilter(ability.filter);
  },
  'enters-sacrificing'(ability, { definition }) {
    definition.entersSacrificing = lowerFilter(ability.filter);
  },
  'enters-choosing-color'(_ability, { definition }) {
    definition.entersChoosing = 'color';
  },
  'enters-choosing-creature-type'(_ability, { definition }) {
    definition.entersChoosing = 'creature-type';
  },
  'graveyards-exile'(_ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: {}, replacement: { event: 'to-graveyard', onlyDies: false, instead: 'exile' }, text });
  },
  'shuffle-instead-of-graveyard'(_ability, { text, abilities }) {
    // 614.1a, 701.24a: from any zone (the card itself, wherever it is).
    abilities.push({ kind: 'static', replacement: { event: 'to-graveyard', onlyDies: false, instead: 'library-shuffle' }, text });
  },
  'discarded-onto-battlefield'(ability, { text, abilities }) {
    // 614.1a, 701.9a: the card's own, from its owner's hand, when an opponent's spell's or ability's instruction discards it.
    const amount = ability.amount === undefined ? undefined : lowerAmount(ability.amount);
    if (amount !== undefined && typeof amount !== 'number') return cannot('put a discarded card onto the battlefield with a number of counters counted as it enters');
    const counters = amount !== undefined ? { counters: { counter: ability.counter!, amount } } : {};
    abilities.push({ kind: 'static', replacement: { event: 'discarded-by-opponent', instead: 'battlefield', ...counters }, text });
  },
  'double-tokens'(_ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: 'you', replacement: { event: 'create-tokens', multiply: 2 }, text });
  },
  'exile-if-dies'(ability, { text, abilities }) {
    // 614.1a: the card itself, or every creature of the filter (its zone is where it dies from).
    const affects = ability.filter ? { affects: lowerFilter(ability.filter) } : {};
    abilities.push({ kind: 'static', ...affects, replacement: { event: 'to-graveyard', onlyDies: true, instead: 'exile' }, text });
  },
  'double-damage'(_ability, { text, abilities }) {
    // 614.1a: every permanent and every player; a permanent is anything on the battlefield (an empty filter).
    abilities.push({ kind: 'static', affects: {}, replacement: { event: 'damage', multiply: 2, players: 'all' }, text });
  },
  'prevent-damage'(ability, { text, abilities }) {
    // 615.1a: damage dealt to the permanents affected, by them (as sources), or both; combat damage only with "combat".
    const way = { to: {}, by: { fromSources: true }, toAndBy: { toAndFromSources: true } }[ability.dealt];
    const removing = ability.removeCounter ? { removeCounter: ability.removeCounter } : {};
    abilities.push({ kind: 'static', affects: affected(ability.who), replacement: { event: 'damage', prevent: true, ...way, ...(ability.combat ? { combat: true } : {}), ...removing }, text });
  },
  'change-damage'(ability, { text, abilities }) {
    // 614.1a: every permanent and every player, or the permanents of the filter.
    const where = ability.toYou ? { affects: 'you' as const, players: 'you' as const } : ability.filter ? { affects: lowerFilter(ability.filter) } : { affects: {}, players: 'all' as const };
    const { affects, ...players } = where;
    // "If an instant or sorcery source would deal 3 or more damage to you" (Forethought Amulet): of sources of those card types only.
    const sources = ability.source ? { sources: lowerFilter(ability.source) } : {};
    abilities.push({ kind: 'static', affects, replacement: { event: 'damage', ...players, change: ability.change, ...sources }, text });
  },
  'redirect-damage'(ability, { text, abilities }) {
    // 614.9: damage to its controller (and to their other permanents) is dealt to the creature instead.
    const affects = ability.others ? { affects: { controller: 'you' as const, other: true } } : { affects: 'you' as const };
    abilities.push({ kind: 'static', ...affects, replacement: { event: 'damage', players: 'you', redirectTo: ability.to }, text });
  },
  'prevent-some-damage'(ability, { text, abilities }) {
    // 615.1a: at most N of each damage a source of that quality would deal to the ability's controller.
    const sources = lowerFilter(ability.source);
    const { colors, types, ...rest } = sources;
    if (Object.keys(rest).length || (types?.length ?? 0) > 1) return cannot('prevent part of the damage of a source other than one of a color or a card type');
    // To its controller, and to the permanents of a filter ("a planeswalker you control").
    const affects = ability.to.objects ? lowerFilter(ability.to.objects) : ('you' as const);
    abilities.push({ kind: 'static', affects, replacement: { event: 'damage', prevent: true, ...(ability.to.you ? { players: 'you' as const } : {}), preventUpTo: ability.amount, sources }, text });
  },
  'enters-as-copy'(ability, { definition }) {
    const of = lowerFilter(ability.filter);
    // 303.4f: an Aura put onto the battlefield is attached to what its controller chooses as it enters; the engine attaches only Aura spells (608.3c).
    const mayCopyAnAura = of.subtypes ? of.subtypes.includes('Aura') : !of.types || of.types.includes('Enchantment');
    if (mayCopyAnAura) cannot('have a permanent enter as a copy of an Aura (303.4f: attached to an object chosen as it enters)');
    definition.entersAsCopy = { of, ...(ability.still ? { except: ability.still } : {}) };
  },
} satisfies Partial<StaticLowerers>;

/** Costs (costs.ohm, 118, 602.1). */
import type * as ohm from 'ohm-js';
import type { ActivationRule, Amount, Condition, Cost, Ref } from '../ast';
import { ast, opt, ReadingProblem, type N } from './nodes';
import { scope } from './scope';
import { countFilter } from './nouns';
import { energyCount, numberOf } from './words';

export const costActions: ohm.ActionDict<unknown> = {
  Cost_mana(mana) {
    return { cost: 'mana', mana: mana.sourceString.replace(/\s/g, '') };
  },
  Cost_tap(_) {
    return { cost: 'tap' };
  },
  Cost_untap(_) {
    return { cost: 'untap' };
  },
  // "{T}, Exert ~: It deals 1 damage …": the card named in the cost is what "it" refers to.
  Cost_exert(_exert, _self) {
    scope.mention({ ref: 'self' }, 'object');
    return { cost: 'exert' };
  },
  Cost_sacrificeSelf(_, _self) {
    scope.mention({ ref: 'self' }, 'object');
    return { cost: 'sacrifice-self' };
  },
  Cost_sacrifice(_, count, filter) {
    return { cost: 'sacrifice', amount: ast(count), filter: countFilter(count, filter) };
  },
  Cost_discardSelf(_, _self) {
    return { cost: 'discard-self' };
  },
  // 701.9b: "Discard a card at random".
  Cost_discard(_, count, filter, random) {
    return { cost: 'discard', amount: ast(count), filter: countFilter(count, filter), ...(random.children.length ? { random: true } : {}) };
  },
  Cost_reveal(_, count, filter, _inHand) {
    return { cost: 'reveal', amount: ast(count), filter: ast(filter) };
  },
  Cost_payLife(_, n, _life) {
    return { cost: 'pay-life', amount: Number(n.sourceString) };
  },
  Cost_payEnergy(_, energy) {
    return { cost: 'pay-energy', amount: energyCount(energy) };
  },
  // "Remove a +1/+1 counter from ~: It deals 1 damage to any target" (Walking Ballista): "it" is the card the cost names.
  Cost_removeCounters(_, count, kind, _counters, _from, _self) {
    scope.mention({ ref: 'self' }, 'object');
    const amount = count.sourceString === 'any number of' ? 'any' : count.sourceString === 'all' ? 'all' : ast(count);
    return { cost: 'remove-counters', counter: kind.sourceString, amount };
  },
  // 113.6m: "Exile ~ from your graveyard: …" is paid from a graveyard, so the ability works only there.
  Cost_exileSelfFromGraveyard(_, _self, _graveyard) {
    scope.mention({ ref: 'self' }, 'object');
    return { cost: 'exile-self', from: 'graveyard' };
  },
  // 113.6j: "Exile ~ from your hand: Add {G}." is paid from a hand, so the ability works only there.
  Cost_exileSelfFromHand(_, _self, _hand) {
    scope.mention({ ref: 'self' }, 'object');
    return { cost: 'exile-self', from: 'hand' };
  },
  Cost_exileSelf(_, _self) {
    scope.mention({ ref: 'self' }, 'object');
    return { cost: 'exile-self' };
  },
  Cost_exile(_, count, filter) {
    scope.mention({ ref: 'paid' }, 'object');
    return { cost: 'exile', amount: ast(count), filter: countFilter(count, filter) };
  },
  Cost_tapOthers(_, count, filter) {
    return { cost: 'tap-untapped', amount: ast(count), filter: countFilter(count, filter) };
  },
  Cost_returnToHand(_, count, filter, _to) {
    scope.mention({ ref: 'paid' }, 'object');
    return { cost: 'return-to-hand', amount: ast(count), filter: countFilter(count, filter) };
  },
  Unless_mana(_unless, payer, _pays, mana, _forEach, counted) {
    const who = ast<Ref>(payer);
    const times = opt<Amount>(counted);
    return { payer: who, cost: [{ cost: 'mana', mana: mana.sourceString.replace(/\s/g, '') }], ...(times ? { times } : {}) };
  },
  Unless_life(_unless, payer, _pays, n, _life) {
    return { payer: ast<Ref>(payer), cost: [{ cost: 'pay-life', amount: Number(n.sourceString) }] };
  },
  Unless_cost(_unless, payer, cost) {
    return { payer: ast<Ref>(payer), cost: [ast<Cost>(cost)] };
  },
  Payer_you(_) {
    return { ref: 'you' };
  },
  Payer_they(_) {
    return scope.resolve({ ref: 'pronoun', word: 'they', wants: 'player' });
  },
  Payer_noun(noun) {
    return payerOf(noun);
  },
  Restriction_only(_activateOnly, rules, _dot) {
    return rules.asIteration().children.map((rule) => ast<ActivationRule>(rule));
  },
  // 602.5b: "Activate this ability no more than twice each turn."
  Restriction_times: (_activate, _noMoreThan, times, _each, _dot) => [{ only: 'times-each-turn', times: ast<number>(times) }],
  Restriction_anyPlayer(_any, _but, rule, _dot) {
    return [{ only: 'any-player' }, ...rule.children.map((one) => ast<ActivationRule>(one))];
  },
  // "their": the player activating it, whoever that is (602.1b).
  AnyPlayerRule_sorcery: (_) => ({ only: 'sorcery' }),
  AnyPlayerRule_theirTurn: (_) => ({ only: 'during', period: 'turn', yours: true }),
  TimesWord_twice: (_) => 2,
  TimesWord_times: (n, _times) => numberOf(n.sourceString),
  ActivationRule_once: (_) => ({ only: 'once-each-turn' }),
  /** 602.5d: "as a sorcery", in older words "any time you could cast a sorcery". */
  ActivationRule_sorcery: (_) => ({ only: 'sorcery' }),
  ActivationRule_beforeAttackers: (_turn, _comma, _before) => ({ only: 'during', period: 'before-attackers', yours: true }),
  ActivationRule_yours: (_your, period) => ({ only: 'during', period: period.sourceString, yours: true }),
  ActivationRule_during: (_during, period) => ({ only: 'during', period: period.sourceString === 'combat' ? 'combat' : 'end-of-combat', yours: false }),
  ActivationRule_beforeDamage: (_) => ({ only: 'during', period: 'before-combat-damage', yours: false }),
  ActivationRule_if: (_if, condition, _next) => ({ only: 'if', condition: ast<Condition>(condition) }),
  ActivationRule_other: (words) => ({ only: 'text', text: words.sourceString }),
};

/** The player who may pay: one player the words name ("that player", "its controller"), never several or an object. */
function payerOf(noun: N): Ref {
  const who = ast<Ref>(noun);
  if (who.ref === 'you' || who.ref === 'trigger-player' || who.ref === 'controller' || who.ref === 'defending-player') return who;
  throw new ReadingProblem(`"unless ${noun.sourceString} pays": only one player can be the one who pays`);
}

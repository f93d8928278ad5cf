/** Costs in the engine's words (118, 602.1, 606). */
import type { Condition as EngineCondition, Cost as EngineCost, Filter as EngineFilter } from '../../engine/cards/schema';
import type { ActivationRule, Amount, Cost } from '../ast';
import { cannot } from './base';
import { lowerCondition } from './conditions';
import { lowerFilter, simpleKind } from './nouns';

export function lowerCosts(costs: Cost[]): EngineCost {
  const lowered: EngineCost = {};
  for (const cost of costs) {
    const field = SINGLE_FIELDS[cost.cost];
    if (field && lowered[field] !== undefined) cannot(`pay two ${cost.cost} costs in one ability`);
    switch (cost.cost) {
      case 'mana':
        if (lowered.mana) cannot('pay two mana costs in one ability');
        lowered.mana = cost.mana;
        break;
      case 'tap':
        lowered.tap = true;
        break;
      case 'exert':
        lowered.exert = true;
        break;
      case 'untap':
        lowered.untap = true;
        break;
      case 'sacrifice-self':
        lowered.sacrificeSelf = true;
        break;
      case 'sacrifice': {
        const count = fixedCount(cost.amount, 'sacrifice X permanents as a cost');
        const kind = simpleKind(cost.filter);
        lowered.sacrifice = kind === 'creature' || kind === 'artifact' || kind === 'permanent' || kind === 'land' ? kind : lowerFilter(cost.filter);
        if (count > 1) lowered.sacrificeCount = count;
        break;
      }
      case 'discard':
        lowered.discard = fixedCount(cost.amount, 'discard X cards as a cost');
        if (simpleKind(cost.filter) !== 'card') lowered.discardFilter = withoutZone(lowerFilter(cost.filter));
        if (cost.random) {
          if (lowered.discardFilter) cannot('discard a card of a kind at random as a cost');
          lowered.discardRandom = true;
        }
        break;
      // 118.3: "Return a land you control to its owner's hand"; without "you control", any player's ("return an enchantment").
      case 'return-to-hand': {
        const { zone: _zone, ...filter } = lowerFilter(cost.filter);
        lowered.returnToHand = { filter, amount: fixedCount(cost.amount, 'return X permanents to hand as a cost') };
        break;
      }
      // 118.3: "Exile two cards from your graveyard", "exile a blue card from your hand"; the cards of other zones or players are refused.
      case 'exile': {
        const filter = lowerFilter(cost.filter);
        const field = filter.controller !== 'you' ? undefined : filter.zone === 'graveyard' ? 'exileFromGraveyard' : filter.zone === 'hand' ? 'exileFromHand' : undefined;
        if (!field) return cannot('exile anything but cards from your own graveyard or hand as a cost');
        if (lowered[field]) cannot('pay two exile costs in one ability');
        lowered[field] = { filter: withoutZone(filter), amount: fixedCount(cost.amount, 'exile X cards as a cost') };
        break;
      }
      case 'reveal': {
        if (!('n' in cost.amount) || cost.amount.n !== 1) return cannot('reveal several cards as a cost');
        lowered.revealFromHand = withoutZone(lowerFilter(cost.filter));
        break;
      }
      case 'pay-life':
        lowered.payLife = cost.amount;
        break;
      case 'pay-energy':
        lowered.payEnergy = cost.amount;
        break;
      case 'exile-self':
        lowered.exileSelf = true;
        break;
      // 701.9a: only a card in a hand can be discarded, so the ability works from there (113.6j, channel).
      case 'discard-self':
        lowered.discardSelf = true;
        break;
      case 'tap-untapped':
        if (!('n' in cost.amount)) return cannot('tap X untapped permanents as a cost');
        lowered.tapUntapped = { filter: lowerFilter(cost.filter), amount: cost.amount.n };
        break;
      // 107.3a, 601.2b: "remove X storage counters", "remove any number of …", "remove all …": a number the ability's X stands for.
      case 'remove-counters': {
        const amount = typeof cost.amount === 'string' ? cost.amount : 'n' in cost.amount ? cost.amount.n : 'x' in cost.amount ? 'X' : cannot('remove a counted number of counters as a cost');
        lowered.removeCounters = { counter: cost.counter, amount };
        break;
      }
    }
  }
  return lowered;
}

/** The engine's field of each kind of cost that moves objects: one of each kind an ability. */
const SINGLE_FIELDS: Partial<Record<Cost['cost'], keyof EngineCost>> = { sacrifice: 'sacrifice', discard: 'discard', 'return-to-hand': 'returnToHand', reveal: 'revealFromHand', 'tap-untapped': 'tapUntapped' };

/** A cost's number of objects, which the engine needs fixed ("two", not X). */
function fixedCount(amount: Amount, refusal: string): number {
  return 'n' in amount ? amount.n : cannot(refusal);
}

/** A filter of cards in the payer's own hand or graveyard, without the zone the cost already says (and "your"). */
function withoutZone(filter: EngineFilter): EngineFilter {
  const { zone: _zone, controller: _controller, ...rest } = filter;
  return rest;
}

export function lowerLoyalty(loyalty: string): EngineCost {
  if (!/^[+-]?\d+$/.test(loyalty)) return cannot('pay an X loyalty cost');
  return { loyalty: Number(loyalty) };
}

/** 602.5: "Activate only …": sorcery timing (602.5d), once each turn (602.5b), conditions that must hold as it is activated; 602.1b: any player may activate it. */
export function lowerRestrictions(rules: ActivationRule[]): { timing?: 'sorcery'; oncePerTurn?: true; timesPerTurn?: number; anyPlayer?: true; onlyIf?: EngineCondition[] } {
  const onlyIf: EngineCondition[] = [];
  const lowered: { timing?: 'sorcery'; oncePerTurn?: true; timesPerTurn?: number; anyPlayer?: true } = {};
  for (const rule of rules) {
    switch (rule.only) {
      case 'once-each-turn':
        lowered.oncePerTurn = true;
        break;
      case 'times-each-turn':
        lowered.timesPerTurn = rule.times;
        break;
      case 'sorcery':
        lowered.timing = 'sorcery';
        break;
      case 'any-player':
        lowered.anyPlayer = true;
        break;
      case 'during':
        if (rule.yours) onlyIf.push('your-turn');
        if (rule.period !== 'turn') onlyIf.push({ during: rule.period });
        break;
      case 'if':
        onlyIf.push(lowerCondition(rule.condition));
        break;
      case 'text':
        return cannot(`restrict when an ability is activated ("activate only ${rule.text}")`);
    }
  }
  return { ...lowered, ...(onlyIf.length ? { onlyIf } : {}) };
}

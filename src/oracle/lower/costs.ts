/** Costs in the engine's words (118, 602.1, 606). */
import type { Condition as EngineCondition, Cost as EngineCost } from '../../engine/cards/schema';
import type { ActivationRule, Cost } from '../ast';
import { cannot } from './base';
import { lowerCondition } from './conditions';
import { lowerFilter, simpleKind } from './nouns';

export function lowerCosts(costs: Cost[]): EngineCost {
  const lowered: EngineCost = {};
  for (const cost of costs) {
    switch (cost.cost) {
      case 'mana':
        if (lowered.mana) cannot('pay two mana costs in one ability');
        lowered.mana = cost.mana;
        break;
      case 'tap':
        lowered.tap = true;
        break;
      case 'untap':
        lowered.untap = true;
        break;
      case 'sacrifice-self':
        lowered.sacrificeSelf = true;
        break;
      case 'sacrifice': {
        if (!('n' in cost.amount) || cost.amount.n !== 1) return cannot('sacrifice several permanents as a cost');
        const kind = simpleKind(cost.filter);
        lowered.sacrifice = kind === 'creature' || kind === 'artifact' || kind === 'permanent' || kind === 'land' ? kind : lowerFilter(cost.filter);
        break;
      }
      case 'discard':
        if (simpleKind(cost.filter) !== 'card' || !('n' in cost.amount)) return cannot('discard a particular kind of card as a cost');
        lowered.discard = cost.amount.n;
        break;
      case 'reveal': {
        if (!('n' in cost.amount) || cost.amount.n !== 1) return cannot('reveal several cards as a cost');
        const { zone: _zone, controller: _controller, ...filter } = lowerFilter(cost.filter);
        lowered.revealFromHand = filter;
        break;
      }
      case 'pay-life':
        lowered.payLife = cost.amount;
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
      case 'remove-counters':
        if (!('n' in cost.amount)) return cannot('remove X counters as a cost');
        lowered.removeCounters = { counter: cost.counter, amount: cost.amount.n };
        break;
      default:
        return cannot(COST_NAMES[cost.cost] ?? cost.cost);
    }
  }
  return lowered;
}

const COST_NAMES: Partial<Record<Cost['cost'], string>> = {
  exile: 'pay exile costs',
  'return-to-hand': 'return permanents to hand as a cost',
};

export function lowerLoyalty(loyalty: string): EngineCost {
  if (!/^[+-]?\d+$/.test(loyalty)) return cannot('pay an X loyalty cost');
  return { loyalty: Number(loyalty) };
}

/** 602.5: "Activate only …": sorcery timing (602.5d), once each turn (602.5b), and conditions that must hold as it is activated. */
export function lowerRestrictions(rules: ActivationRule[]): { timing?: 'sorcery'; oncePerTurn?: true; onlyIf?: EngineCondition[] } {
  const onlyIf: EngineCondition[] = [];
  const lowered: { timing?: 'sorcery'; oncePerTurn?: true } = {};
  for (const rule of rules) {
    switch (rule.only) {
      case 'once-each-turn':
        lowered.oncePerTurn = true;
        break;
      case 'sorcery':
        lowered.timing = 'sorcery';
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

/** Costs in the engine's words (118, 602.1, 606). */
import type { Cost as EngineCost } from '../../engine/cards/schema';
import type { Cost } from '../ast';
import { cannot } from './base';
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
  'discard-self': 'pay "discard this card" costs',
  exile: 'pay exile costs',
  'return-to-hand': 'return permanents to hand as a cost',
};

export function lowerLoyalty(loyalty: string): EngineCost {
  if (!/^[+-]?\d+$/.test(loyalty)) return cannot('pay an X loyalty cost');
  return { loyalty: Number(loyalty) };
}

/** Amounts in the engine's words (107.1, 107.3). */
import type { Amount as EngineAmount, PtChange } from '../../engine/cards/schema';
import type { Amount } from '../ast';
import { cannot } from './base';
import { lowerFilter, lowerWho } from './nouns';

export function lowerAmount(amount: Amount): EngineAmount {
  if ('n' in amount) return amount.n;
  if ('x' in amount) return 'X';
  if ('counters' in amount) return amount.on.ref === 'self' ? { countersOnSelf: amount.counters } : cannot('count counters on another object');
  // 602.2b: the number of counters the ability's cost removed is its X (the lowered cost says so).
  if ('countersRemoved' in amount) return 'X';
  if ('thatMuch' in amount) return { eventAmount: true };
  if ('lifeLostThisWay' in amount) return { lifeLostThisWay: true };
  if ('damagePreventedThisWay' in amount) return cannot('count the damage prevented this way but by "the next time a source of your choice would deal damage", right before it (615.5)');
  if ('cardsInHand' in amount) return { cardsInHand: amount.cardsInHand };
  if ('devotion' in amount) return { devotion: amount.devotion };
  if ('timesKicked' in amount) return { timesKicked: true };
  if ('devoured' in amount) return { devoured: true };
  if ('creaturesDiedThisTurn' in amount) return { creaturesDiedThisTurn: true };
  // Lowering.effects lets it follow only the one effect that did the moving.
  if ('movedThisWay' in amount) {
    const { zone: _zone, ...filter } = lowerFilter(amount.movedThisWay);
    return { movedThisWay: filter };
  }
  if ('offset' in amount) {
    const of = lowerAmount(amount.of);
    if (typeof of !== 'object' || !('count' in of || 'cardsInHand' in of)) return cannot(`count ${amount.offset} ${amount.minus ? 'minus' : 'plus'} an amount other than a count of objects or cards in a hand`);
    return { offset: amount.offset, of, ...(amount.minus ? { minus: true as const } : {}) };
  }
  if ('times' in amount) {
    // "twice the number of …", "+2/+0 … for each …": a count of objects, multiplied.
    const of = lowerAmount(amount.of);
    if (typeof of !== 'object' || !('count' in of || 'movedThisWay' in of)) return cannot(`count ${amount.times} for each of something but objects`);
    return { ...of, times: (of.times ?? 1) * amount.times };
  }
  if ('stat' in amount) {
    if (amount.stat === 'mana value') return { manaValueOf: lowerWho(amount.of) };
    return amount.stat === 'power' ? { powerOf: lowerWho(amount.of) } : { toughnessOf: lowerWho(amount.of) };
  }
  if ('greatest' in amount) {
    const { controlledBy, ...filter } = amount.among;
    if (filter.zone !== undefined) return cannot(`read the greatest ${amount.greatest} among cards in a zone`);
    if (!controlledBy) return { greatest: amount.greatest, among: lowerFilter(filter) };
    const player = lowerWho(controlledBy);
    if (typeof player === 'object' && 'all' in player) return cannot(`read the greatest ${amount.greatest} among objects controlled by a group of objects`);
    return { greatest: amount.greatest, among: lowerFilter(filter), controlledBy: player };
  }
  if ('basicLandTypes' in amount) {
    // 305.6: "among lands you control", "among lands they control" (a player an effect names).
    const { controlledBy, ...filter } = amount.basicLandTypes;
    if (filter.zone !== undefined) return cannot('count basic land types among cards in a zone');
    if (!controlledBy) return { basicLandTypes: lowerFilter(filter) };
    const player = lowerWho(controlledBy);
    if (typeof player === 'object' && 'all' in player) return cannot('count the basic land types among objects controlled by a group of objects');
    return { basicLandTypes: lowerFilter(filter), controlledBy: player };
  }
  const { controlledBy, ...filter } = amount.count;
  if (!controlledBy) return { count: lowerFilter(filter) };
  // "the number of lands they control", "for each creature target player controls".
  const player = lowerWho(controlledBy);
  if (typeof player === 'object' && 'all' in player) return cannot('count the objects controlled by a group of objects');
  if (filter.zone !== undefined) return cannot('count cards in a zone by who controls them');
  return { count: lowerFilter(filter), controlledBy: player };
}

/** A power or toughness change: a number, or an amount counted as the effect begins ("+X/+0 where X is …"). */
export function ptChange(value: Amount | number, sign: 1 | -1): PtChange {
  if (typeof value === 'number') return value * sign;
  if ('countersRemoved' in value) return cannot('change power and toughness for each counter removed this way');
  return { amount: lowerAmount(value), ...(sign < 0 ? { negate: true } : {}) };
}

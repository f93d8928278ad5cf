/** Costs (118, 602.1) in Oracle words: "{2}{B}, {T}, Sacrifice a creature" before a colon, "pay {2} and sacrifice a creature" in a sentence. */
import type { Cost, Filter } from '../../engine/cards/schema';
import { aPhrase, filterNoun, type NounOptions, type Scope } from './objects';
import { allSaid, capitalise, counted, list, numberWord, withArticle } from './words';

/**
 * A cost as an activated ability writes it before its colon (`cost`: "{1}, {T}, Sacrifice ~"), or as a
 * clause after "you may" or "unless you" (`clause`: "pay {1} and sacrifice ~"), or after "unless that
 * player" (`third-person`: "pays {2}").
 */
export function costPhrase(cost: Cost, scope: Scope, form: 'cost' | 'clause' | 'third-person'): string {
  const { mana, tap, untap, tapUntapped, sacrificeSelf, exileSelf, sacrifice, sacrificeCount, discard, discardFilter, discardRandom, discardSelf, revealFromHand, returnToHand, exileFromGraveyard, exileFromHand, payLife, payEnergy, removeCounters, loyalty, exert, ...unsaid } = cost;
  allSaid(unsaid, 'a cost');
  const parts: string[] = [];
  if (loyalty !== undefined) parts.push(loyalty > 0 ? `+${loyalty}` : loyalty < 0 ? `\u2212${-loyalty}` : '0');
  if (mana) parts.push(form === 'cost' ? mana : `pay ${mana}`);
  if (tap) parts.push(form === 'cost' ? '{T}' : `tap ${scope.self}`);
  if (untap) parts.push(form === 'cost' ? '{Q}' : `untap ${scope.self}`);
  if (exert) parts.push(`exert ${scope.self}`);
  // "Tap an untapped creature you control" (not {T}: summoning sickness doesn't matter, 302.6).
  if (tapUntapped) {
    const untapped = { ...tapUntapped.filter, tapped: false };
    const { amount, totalPower } = tapUntapped;
    if (totalPower !== undefined) parts.push(`tap any number of ${untapped.other ? 'other ' : ''}${filterNoun(untapped, 'all')} with total power ${totalPower} or greater`);
    else parts.push(`tap ${amount === 1 ? aPhrase(untapped) : `${numberWord(amount!)} ${untapped.other ? 'other ' : ''}${filterNoun(untapped, 'all')}`}`);
  }
  if (removeCounters) {
    const { amount, counter } = removeCounters;
    parts.push(`remove ${amount === 'any' ? `any number of ${counter} counters` : amount === 'all' ? `all ${counter} counters` : counted(amount, `${counter} counter`)} from ${scope.self}`);
  }
  if (payLife) parts.push(`pay ${payLife} life`);
  if (payEnergy) parts.push(`pay ${'{E}'.repeat(payEnergy)}`);
  if (discard) parts.push(`discard ${discardFilter ? several(discard, { ...discardFilter, zone: 'hand' }, { place: false }) : counted(discard, 'card')}${discardRandom ? ' at random' : ''}`);
  if (discardSelf) parts.push(`discard ${scope.self}`);
  if (revealFromHand) parts.push(`reveal ${aPhrase({ ...revealFromHand, zone: 'hand', controller: 'you' })}`);
  if (returnToHand) parts.push(`return ${several(returnToHand.amount, returnToHand.filter)} to ${returnToHand.amount === 1 ? "its owner's hand" : "their owner's hand"}`);
  if (exileFromGraveyard) parts.push(`exile ${several(exileFromGraveyard.amount, { ...exileFromGraveyard.filter, zone: 'graveyard', controller: 'you' }, { from: true })}`);
  if (exileFromHand) parts.push(`exile ${several(exileFromHand.amount, { ...exileFromHand.filter, zone: 'hand', controller: 'you' }, { from: true })}`);
  if (sacrifice) parts.push(`sacrifice ${typeof sacrifice === 'string' ? counted(sacrificeCount ?? 1, sacrifice) : several(sacrificeCount ?? 1, sacrifice)}`);
  if (sacrificeSelf) parts.push(`sacrifice ${scope.self}`);
  if (exileSelf) parts.push(`exile ${scope.self}${scope.abilityZone === 'graveyard' ? ' from your graveyard' : scope.abilityZone === 'hand' ? ' from your hand' : ''}`);
  if (form === 'third-person') return list(parts.map((part) => part.replace(/^\w+/, (verb) => `${verb}s`)), 'and');
  return form === 'cost' ? parts.map(capitalise).join(', ') : list(parts, 'and');
}

/** "a land card", "two artifact cards", "another creature", "two other creatures": `amount` objects of a filter. */
/** "a land you control", "another creature", "three Islands you control": N objects of a filter, chosen by their controller. */
export function several(amount: number, filter: Filter, options: Omit<NounOptions, 'number'> = {}): string {
  if (amount !== 1) return `${numberWord(amount)} ${filter.other ? 'other ' : ''}${filterNoun(filter, { ...options, number: 'all' })}`;
  const noun = filterNoun(filter, { ...options, number: 'one' });
  return filter.other ? `another ${noun}` : withArticle(noun);
}

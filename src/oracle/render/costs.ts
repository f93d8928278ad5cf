/** Costs (118, 602.1) in Oracle words: "{2}{B}, {T}, Sacrifice a creature" before a colon, "pay {2} and sacrifice a creature" in a sentence. */
import type { Cost } from '../../engine/cards/schema';
import { aPhrase, filterNoun, type Scope } from './objects';
import { allSaid, capitalise, counted, list, numberWord } from './words';

/**
 * A cost as an activated ability writes it before its colon (`cost`: "{1}, {T}, Sacrifice ~"), or as a
 * clause after "you may" or "unless you" (`clause`: "pay {1} and sacrifice ~"), or after "unless that
 * player" (`third-person`: "pays {2}").
 */
export function costPhrase(cost: Cost, scope: Scope, form: 'cost' | 'clause' | 'third-person'): string {
  const { mana, tap, untap, tapUntapped, sacrificeSelf, exileSelf, sacrifice, discard, discardSelf, revealFromHand, payLife, removeCounters, loyalty, ...unsaid } = cost;
  allSaid(unsaid, 'a cost');
  const parts: string[] = [];
  if (loyalty !== undefined) parts.push(loyalty > 0 ? `+${loyalty}` : loyalty < 0 ? `\u2212${-loyalty}` : '0');
  if (mana) parts.push(form === 'cost' ? mana : `pay ${mana}`);
  if (tap) parts.push(form === 'cost' ? '{T}' : `tap ${scope.self}`);
  if (untap) parts.push(form === 'cost' ? '{Q}' : `untap ${scope.self}`);
  // "Tap an untapped creature you control" (not {T}: summoning sickness doesn't matter, 302.6).
  if (tapUntapped) {
    const untapped = { ...tapUntapped.filter, tapped: false };
    const { amount, totalPower } = tapUntapped;
    if (totalPower !== undefined) parts.push(`tap any number of ${untapped.other ? 'other ' : ''}${filterNoun(untapped, 'all')} with total power ${totalPower} or greater`);
    else parts.push(`tap ${amount === 1 ? aPhrase(untapped) : `${numberWord(amount!)} ${untapped.other ? 'other ' : ''}${filterNoun(untapped, 'all')}`}`);
  }
  if (removeCounters) parts.push(`remove ${counted(removeCounters.amount, `${removeCounters.counter} counter`)} from ${scope.self}`);
  if (payLife) parts.push(`pay ${payLife} life`);
  if (discard) parts.push(`discard ${counted(discard, 'card')}`);
  if (discardSelf) parts.push(`discard ${scope.self}`);
  if (revealFromHand) parts.push(`reveal ${aPhrase({ ...revealFromHand, zone: 'hand', controller: 'you' })}`);
  if (sacrifice) parts.push(`sacrifice ${typeof sacrifice === 'string' ? counted(1, sacrifice) : aPhrase(sacrifice)}`);
  if (sacrificeSelf) parts.push(`sacrifice ${scope.self}`);
  if (exileSelf) parts.push(`exile ${scope.self}`);
  if (form === 'third-person') return list(parts.map((part) => part.replace(/^\w+/, (verb) => `${verb}s`)), 'and');
  return form === 'cost' ? parts.map(capitalise).join(', ') : list(parts, 'and');
}

/** Amounts (amounts.ohm): counts, X, "equal to …", "for each …", devotion (700.5). */
import type * as ohm from 'ohm-js';
import type { Amount, ObjectFilter, Pronoun } from '../ast';
import { ast, ReadingProblem } from './nodes';
import { scope } from './scope';
import { COLOR_OF, numberOf } from './words';

export const amountActions: ohm.ActionDict<unknown> = {
  AmountWord_numberOf: (_) => ({ x: true }),
  AmountWord_thatMuch: (_) => ({ thatMuch: true }),
  AmountWord_count(count) {
    return ast(count);
  },
  CountWord_number(n) {
    return { n: numberOf(n.sourceString) };
  },
  CountWord_x: (_) => ({ x: true }),
  CountWord_another: (_) => ({ n: 1 }),
  AmountTail_equalTo(_equal, amount) {
    return ast(amount);
  },
  AmountTail_timesKicked: (_forEach, what, _kicked) => timesKicked(what),
  AmountExpr_timesKicked: (_number, what, _kicked) => timesKicked(what),
  AmountTail_forEach(_forEach, thing) {
    return ast(thing);
  },
  AmountExpr_itsStat(word, stat) {
    const of = scope.resolve({ ref: 'pronoun', word: word.sourceString, wants: 'object' });
    return { stat: stat.sourceString, of };
  },
  AmountExpr_selfStat(_self, stat) {
    return { stat: stat.sourceString, of: { ref: 'self' } };
  },
  AmountExpr_devotion(_devotion, colors) {
    return { devotion: colors.asIteration().children.map((c) => COLOR_OF[c.sourceString]!) };
  },
  AmountExpr_numberOf(_numberOf, thing) {
    return ast(thing);
  },
  AmountExpr_lifeLost: (_) => ({ lifeLostThisWay: true }),
  AmountExpr_damagePrevented: (_) => ({ damagePreventedThisWay: true }),
  AmountExpr_cardsInHand: (_) => ({ cardsInHand: 'you' }),
  AmountExpr_sacrificedStat(_the, _sacrificed, _type, _s, stat) {
    return { stat: stat.sourceString, of: { ref: 'sacrificed' } };
  },
  AmountExpr_pronounStat(pronoun, _s, stat) {
    return { stat: stat.sourceString, of: scope.resolve(ast<Pronoun>(pronoun)) };
  },
  AmountExpr_offset: (n, sign, amount) => ({ offset: numberOf(n.sourceString), of: ast<Amount>(amount), ...(sign.sourceString === 'minus' ? { minus: true } : {}) }),
  // "the number of cards in their hand": the player the trigger is about ("at the beginning of each opponent's upkeep, … that player").
  AmountExpr_cardsInTheirHand(_number, word, _hand) {
    const player = scope.resolve({ ref: 'pronoun', word: word.sourceString, wants: 'player' });
    if (player.ref === 'you') return { cardsInHand: 'you' };
    if (player.ref === 'trigger-player') return { cardsInHand: 'that-player' };
    throw new ReadingProblem(`"the number of cards in ${word.sourceString} hand" of a player other than you or the trigger's`);
  },
  // "the greatest power among creatures you control", "the highest mana value among artifacts you control".
  AmountExpr_greatest: (_the, stat, _among, objects) => ({ greatest: stat.sourceString, among: ast<ObjectFilter>(objects) }),
  AmountExpr_twice: (_twice, amount) => ({ times: 2, of: ast<Amount>(amount) }),
  // "~ deals damage equal to the number of charge counters on it": "it" names what the words mentioned, the one dealing the damage too (a count, not the object of "deals").
  CountedThing_countersOnPronoun(kind, _counterOn, pronoun) {
    return { counters: kind.sourceString, on: scope.resolve(ast<Pronoun>(pronoun)) };
  },
  // "for each charge counter removed this way": the counters a "remove any number of …" cost removed (602.2b).
  // 702.82b: "for each creature it devoured", "it" the card with devour.
  CountedThing_devoured(_creature, pronoun, _devoured) {
    if (scope.resolve(ast<Pronoun>(pronoun)).ref !== 'self') throw new ReadingProblem('"devoured" of anything but the card itself');
    return { devoured: true };
  },
  // 305.6 (domain): the basic land types among the lands counted, each once however many lands have it.
  CountedThing_basicLandTypes: (_types, _among, lands) => ({ basicLandTypes: ast<ObjectFilter>(lands) }),
  CountedThing_died: (_creatures, _died) => ({ creaturesDiedThisTurn: true }),
  CountedThing_removed: (kind, _counters, _removed) => ({ countersRemoved: kind.sourceString }),
  CountedThing_movedThisWay: (filter, how, _thisWay) => ({ movedThisWay: ast(filter), how: how.sourceString }),
  CountedThing_counters(kind, _counterOn, noun) {
    return { counters: kind.sourceString, on: ast(noun) };
  },
  CountedThing_objects(filter) {
    return { count: ast(filter) };
  },
  // "the number of Elves on the battlefield": every player's, as "Elves" alone would be.
  CountedObjects_onBattlefield: (filter, _on) => ast(filter),
  CountedObjects_inYourHand(filter, _inHand) {
    return { ...ast<ObjectFilter>(filter), zone: { zone: 'hand', owner: 'you' } };
  },
};

/** "for each time it was kicked" (702.33d): only the card itself is kicked; "it" must be the card. */
export function timesKicked(what: ohm.Node): Amount {
  kickedSelf(what);
  return { timesKicked: true };
}

/** The object "was kicked" is said of: the card itself, by its name or by a pronoun that names it. */
export function kickedSelf(what: ohm.Node, said = '"was kicked"'): void {
  if (what.sourceString === '~') {
    scope.mention({ ref: 'self' }, 'object');
    return;
  }
  const ref = scope.resolve({ ref: 'pronoun', word: what.sourceString, wants: 'object' });
  if (ref.ref !== 'self') throw new ReadingProblem(`${said} of anything but the card itself`);
}

/** A count word followed by "equal to …" or "for each …". */
export function amountWithTail(count: Amount, tail: Amount | undefined): Amount {
  if (!tail) return count;
  if ('n' in count && count.n === 1) return tail;
  if ('x' in count) return tail;
  // "You gain 2 life for each creature you control", "3 life for each card exiled this way": a count, multiplied.
  if ('n' in count && ('count' in tail || 'movedThisWay' in tail)) return { times: count.n, of: tail };
  if ('thatMuch' in count) return tail;
  throw new ReadingProblem('a count with "equal to" or "for each" other than one');
}

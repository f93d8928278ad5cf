/** Conditions (conditions.ohm): intervening "if" (603.4), on resolution (608.2c), "as long as" (611.3a). */
import type * as ohm from 'ohm-js';
import type { Condition, ObjectFilter, Pronoun, Ref } from '../ast';
import { ast, ReadingProblem, type N } from './nodes';
import { scope } from './scope';
import { numberOf } from './words';
import { oneFilter } from './nouns';
import { kickedSelf } from './amounts';

export const conditionActions: ohm.ActionDict<unknown> = {
  Condition_yourTurn: (_) => ({ if: 'your-turn' }),
  Condition_notYourTurn: (_) => ({ if: 'not-your-turn' }),
  Condition_tribute: (_) => ({ if: 'tribute-not-paid' }),
  Condition_youControl(_control, count, filter) {
    return { if: 'you-control', filter: oneFilter(count, filter) };
  },
  Condition_anyPlayerControls(_control, count, filter) {
    return { if: 'any-player-controls', filter: oneFilter(count, filter) };
  },
  Condition_opponentCastSpells: (_cast, n, _more) => ({ if: 'opponent-cast-spells', atLeast: numberOf(n.sourceString) }),
  /** "if a white creature is attacking": such a creature is on the battlefield, attacking (506.4). */
  Condition_attacking: (count, filter, _attacking) => ({ if: 'any-player-controls', filter: { ...oneFilter(count, filter), status: ['attacking'] } }),
  /** "as long as an opponent controls a blue permanent": such a permanent is on the battlefield, under an opponent's control. */
  Condition_opponentControls(_control, count, filter) {
    const opponents = oneFilter(count, filter);
    if (opponents.controller) throw new ReadingProblem('"an opponent controls" an object with a controller of its own');
    return { if: 'any-player-controls', filter: { ...opponents, controller: 'opponent' } };
  },
  /** "if you control three or more artifacts". */
  Condition_youControlAtLeast(_control, count, _more, filter) {
    return { if: 'you-control', filter: ast<ObjectFilter>(filter), atLeast: numberOf(count.sourceString) };
  },
  /** "unless you control two or fewer other lands". */
  Condition_youControlAtMost(_control, count, _fewer, filter) {
    return { if: 'you-control', filter: ast<ObjectFilter>(filter), atMost: numberOf(count.sourceString) };
  },
  /** Threshold's "seven or more cards are in your graveyard", "there are seven or more cards in your graveyard". */
  Condition_graveyardAtLeast: (_there, count, _cards, _are, _graveyard) => ({ if: 'cards-in-your-graveyard', atLeast: numberOf(count.sourceString) }),
  Condition_pronounIs(pronoun, _is, count, filter) {
    return { if: 'is', what: scope.resolve(ast<Pronoun>(pronoun)), filter: oneFilter(count, filter) };
  },
  Condition_selfIs(_self, count, filter) {
    return { if: 'is', what: scope.mention({ ref: 'self' }, 'object'), filter: oneFilter(count, filter) };
  },
  Condition_selfStatus: (_self, status) => statusCondition(scope.mention({ ref: 'self' }, 'object'), status),
  Condition_itStatus: (it, _s, status) => statusCondition(scope.resolve({ ref: 'pronoun', word: it.sourceString, wants: 'object' }), status),
  Condition_countersOnIt(it, _has, count, _more, kind, _counters, _onIt) {
    const on = scope.resolve({ ref: 'pronoun', word: it.sourceString, wants: 'object' });
    return { if: 'counters', counter: kind.sourceString, on, atLeast: numberOf(count.sourceString) };
  },
  /** "if there are three or more brick counters on ~". */
  Condition_countersOnSelf(_there, count, _more, kind, _counters, _onSelf) {
    const on = scope.mention({ ref: 'self' }, 'object');
    return { if: 'counters', counter: kind.sourceString, on, atLeast: numberOf(count.sourceString) };
  },
  /** Hellbent's words (207.2c). */
  Condition_noCardsInHand: (_) => ({ if: 'no-cards-in-hand' }),
  /** 701.30d: whether the ability's controller won the clash before it. */
  Condition_wonClash: (_) => ({ if: 'won-clash' }),
  Condition_itIs(it, _is, count, filter) {
    const what = scope.resolve({ ref: 'pronoun', word: it.sourceString, wants: 'object' });
    return { if: 'is', what, filter: oneFilter(count, filter) };
  },
  Condition_kicked(what, _kicked) {
    kickedSelf(what);
    return { if: 'kicked' };
  },
  /** 702.35a: it was cast for its madness cost, as the spell it was. */
  Condition_madness(_) {
    scope.mention({ ref: 'self' }, 'object');
    return { if: 'madness-paid' };
  },
  Condition_monstrous(_) {
    scope.mention({ ref: 'self' }, 'object');
    return { if: 'monstrous' };
  },
  Condition_renowned(_) {
    scope.mention({ ref: 'self' }, 'object');
    return { if: 'renowned' };
  },
};

/** "~ is enchanted", "it's attacking or blocking". */
function statusCondition(what: Ref, status: N): Condition {
  const word = status.sourceString;
  if (word === 'legendary' || word === 'basic') throw new ReadingProblem(`"is ${word}" as a condition`);
  return { if: 'is', what, filter: { types: [], status: [word === 'attacking or blocking' ? 'attacking-or-blocking' : word] } };
}

/** Conditions (conditions.ohm): intervening "if" (603.4), on resolution (608.2c), "as long as" (611.3a). */
import type * as ohm from 'ohm-js';
import type { Condition, ObjectFilter, Pronoun, Ref } from '../ast';
import { ast, ReadingProblem, type N } from './nodes';
import { scope } from './scope';
import { COLOR_OF, numberOf } from './words';
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
  /** A werewolf's "if no spells were cast last turn", "if a player cast two or more spells last turn": the turn before this one. */
  Condition_noSpellsLastTurn: (_) => ({ if: 'spells-cast-last-turn', by: 'all-players', atMost: 0 }),
  Condition_playerCastLastTurn: (_cast, n, _more) => ({ if: 'spells-cast-last-turn', by: 'a-player', atLeast: numberOf(n.sourceString) }),
  /** "if a white creature is attacking": such a creature is on the battlefield, attacking (506.4). */
  Condition_attacking: (count, filter, _attacking) => ({ if: 'any-player-controls', filter: { ...oneFilter(count, filter), status: ['attacking'] } }),
  /** "as long as an opponent controls a blue permanent": such a permanent is on the battlefield, under an opponent's control. */
  Condition_opponentControls(_control, count, filter) {
    const opponents = oneFilter(count, filter);
    if (opponents.controller) throw new ReadingProblem('"an opponent controls" an object with a controller of its own');
    return { if: 'any-player-controls', filter: { ...opponents, controller: 'opponent' } };
  },
  /** "as long as defending player controls an untapped land" (506.2): of the attacking creature the ability is about. */
  Condition_defenderControls(_control, count, filter) {
    const theirs = oneFilter(count, filter);
    if (theirs.controller) throw new ReadingProblem('"defending player controls" an object with a controller of its own');
    return { if: 'any-player-controls', filter: { ...theirs, controller: 'defending' } };
  },
  Condition_defenderControlsNone(_control, filter) {
    const theirs = ast<ObjectFilter>(filter);
    if (theirs.controller) throw new ReadingProblem('"defending player controls no" objects with a controller of their own');
    return { if: 'not', condition: { if: 'any-player-controls', filter: { ...theirs, controller: 'defending' } } };
  },
  /** "if you control no untapped lands": none of them. */
  Condition_youControlNone(_control, filter) {
    return { if: 'you-control', filter: ast<ObjectFilter>(filter), atMost: 0 };
  },
  /** "if you have 5 or less life", "as long as an opponent has 10 or less life", "if you have one or fewer cards in hand". */
  Condition_playerCount(player, _has, n, _or, word, count) {
    const bound = ['more', 'greater'].includes(word.sourceString) ? 'atLeast' : 'atMost';
    return { if: 'player-count', player: conditionPlayer(player), has: count.sourceString === 'life' ? 'life' : 'cards-in-hand', [bound]: numberOf(n.sourceString) };
  },
  /** "if you have more cards in hand than each opponent", "if an opponent has more life than you". */
  Condition_playerHasMore(player, _has, _more, count, _than, other) {
    return { if: 'player-count', player: conditionPlayer(player), has: count.sourceString === 'life' ? 'life' : 'cards-in-hand', moreThan: comparedWith(player, other) };
  },
  /** "if an opponent controls more lands than you". */
  Condition_playerControlsMore(player, _controls, _more, filter, _than, other) {
    const controls = ast<ObjectFilter>(filter);
    if (controls.controller) throw new ReadingProblem('"controls more" objects with a controller of their own');
    return { if: 'player-count', player: conditionPlayer(player), has: { controls }, moreThan: comparedWith(player, other) };
  },
  /** Delirium's words: "if there are four or more card types among cards in your graveyard" (205.2a). */
  Condition_cardTypesInGraveyard: (_there, n, _more, _types, _among) => ({ if: 'player-count', player: 'you', has: 'card-types-in-graveyard', atLeast: numberOf(n.sourceString) }),
  /** Formidable's "if creatures you control have total power 8 or greater". */
  Condition_totalPower: (_creatures, n, _greater) => ({ if: 'player-count', player: 'you', has: { totalPower: { types: ['creature'] } }, atLeast: numberOf(n.sourceString) }),
  /** "if you control three or more artifacts". */
  Condition_youControlAtLeast(_control, count, _more, filter) {
    return { if: 'you-control', filter: ast<ObjectFilter>(filter), atLeast: numberOf(count.sourceString) };
  },
  /** "unless you control two or fewer other lands". */
  Condition_youControlAtMost(_control, count, _fewer, filter) {
    return { if: 'you-control', filter: ast<ObjectFilter>(filter), atMost: numberOf(count.sourceString) };
  },
  /** Threshold's "seven or more cards are in your graveyard", "there are seven or more cards in your graveyard". */
  /** Spell mastery's "if there are two or more instant and/or sorcery cards in your graveyard" (cards of a kind). */
  Condition_graveyardCardsAtLeast(_there, count, _more, filter) {
    const { zone, ...cards } = ast<ObjectFilter>(filter);
    if (zone?.zone !== 'graveyard' || zone.owner !== 'you') throw new ReadingProblem('"there are N or more …" of anything but cards in your graveyard');
    return { if: 'cards-in-your-graveyard', atLeast: numberOf(count.sourceString), filter: cards };
  },
  Condition_graveyardAtLeast: (_there, count, _cards, _are, _graveyard) => ({ if: 'cards-in-your-graveyard', atLeast: numberOf(count.sourceString) }),
  Condition_pronounIs(pronoun, _is, count, filter) {
    return { if: 'is', what: scope.resolve(ast<Pronoun>(pronoun)), filter: oneFilter(count, filter) };
  },
  Condition_attachedColor: (what, _is, color) => ({ if: 'is', what: ast<Ref>(what), filter: { types: [], colors: [COLOR_OF[color.sourceString]!] } }),
  Condition_attachedStatus: (what, _is, status) => statusCondition(ast<Ref>(what), status),
  Condition_attachedIs: (what, _is, count, filter) => ({ if: 'is', what: ast<Ref>(what), filter: oneFilter(count, filter) }),
  /** "if it's blue": of the object "it" names. */
  Condition_itColor: (it, _s, color) => ({ if: 'is', what: scope.resolve({ ref: 'pronoun', word: it.sourceString, wants: 'object' }), filter: { types: [], colors: [COLOR_OF[color.sourceString]!] } }),
  AttachedNoun_enchanted: (_enchanted, _what) => scope.mention({ ref: 'enchanted' }, 'object'),
  AttachedNoun_equipped: (_) => scope.mention({ ref: 'equipped' }, 'object'),
  Condition_selfIs(_self, count, filter) {
    return { if: 'is', what: scope.mention({ ref: 'self' }, 'object'), filter: oneFilter(count, filter) };
  },
  Condition_selfStatus: (_self, status) => statusCondition(scope.mention({ ref: 'self' }, 'object'), status),
  Condition_itStatus: (it, _s, status) => statusCondition(scope.resolve({ ref: 'pronoun', word: it.sourceString, wants: 'object' }), status),
  Condition_countersOnIt(it, _has, count, _more, kind, _counters, _onIt) {
    const on = scope.resolve({ ref: 'pronoun', word: it.sourceString, wants: 'object' });
    return { if: 'counters', counter: kind.sourceString, on, atLeast: numberOf(count.sourceString) };
  },
  /** "if ~ has a +1/+1 counter on it". */
  Condition_counterOnSelf(_has, _a, kind, _counter, _onIt) {
    return { if: 'counters', counter: kind.sourceString, on: scope.mention({ ref: 'self' }, 'object'), atLeast: 1 };
  },
  /** "as long as it has a +1/+1 counter on it". */
  Condition_counterOnIt(it, _has, _a, kind, _counter, _onIt) {
    return { if: 'counters', counter: kind.sourceString, on: scope.resolve({ ref: 'pronoun', word: it.sourceString, wants: 'object' }), atLeast: 1 };
  },
  /** 119.3: "if an opponent lost life this turn". */
  Condition_lostLife: (player, _lost) => ({ if: 'lost-life-this-turn', player: player.sourceString === 'you' ? 'you' : 'an-opponent' }),
  /** 601.2i: "if you've cast a noncreature spell this turn". */
  Condition_castThisTurn: (_cast, _a, filter, _turn) => ({ if: 'cast-this-turn', filter: ast<ObjectFilter>(filter) }),
  /** 601.2i: "if an opponent cast a creature spell this turn". */
  Condition_opponentCastThisTurn: (_cast, _a, filter, _turn) => ({ if: 'opponent-cast-this-turn', filter: ast<ObjectFilter>(filter) }),
  /** 508.1: "if you've been attacked this step". */
  Condition_attackedThisStep: (_you, _attacked) => ({ if: 'attacked-this-step' }),
  /** "if there are three or more brick counters on ~". */
  Condition_countersOnSelf(_there, count, _more, kind, _counters, _onSelf) {
    const on = scope.mention({ ref: 'self' }, 'object');
    return { if: 'counters', counter: kind.sourceString, on, atLeast: numberOf(count.sourceString) };
  },
  /** "if there are no depletion counters on ~": not a single one. */
  Condition_noCountersOnSelf(_there, kind, _counters, _onSelf) {
    const on = scope.mention({ ref: 'self' }, 'object');
    return { if: 'not', condition: { if: 'counters', counter: kind.sourceString, on, atLeast: 1 } };
  },
  /** Hellbent's words (207.2c). */
  Condition_noCardsInHand: (_) => ({ if: 'no-cards-in-hand' }),
  /** 701.30d: whether the ability's controller won the clash before it. */
  Condition_wonClash: (_) => ({ if: 'won-clash' }),
  /** 705.2: whether the ability's controller won the coin flip before it. */
  Condition_wonFlip: (_) => ({ if: 'won-flip' }),
  /** 724.1: who the monarch is, if anyone. */
  Condition_youMonarch: (_you, _monarch) => ({ if: 'you-are-monarch' }),
  Condition_opponentMonarch: (_) => ({ if: 'opponent-is-monarch' }),
  /** 702.131c: the city's blessing, a designation ascend gives. */
  Condition_citysBlessing: (_) => ({ if: 'citys-blessing' }),
  Condition_lostFlip: (_) => ({ if: 'lost-flip' }),
  Condition_creatureDied: (_) => ({ if: 'creature-died-this-turn' }),
  Condition_permanentLeft: (_) => ({ if: 'permanent-left-this-turn' }),
  /** Raid: only creatures attack (508.1a), so "with a creature" says nothing more. */
  Condition_attacked: (_attacked, _creature, _turn) => ({ if: 'attacked-this-turn' }),
  Condition_didntAttack: (_attack, _creature, _turn) => ({ if: 'not', condition: { if: 'attacked-this-turn' } }),
  /** "if no creatures are on the battlefield": none, whoever controls them. */
  Condition_noneOnBattlefield: (_no, filter, _are) => ({ if: 'not', condition: { if: 'any-player-controls', filter: ast<ObjectFilter>(filter) } }),
  Condition_itIs(it, _is, count, filter) {
    const what = scope.resolve({ ref: 'pronoun', word: it.sourceString, wants: 'object' });
    return { if: 'is', what, filter: oneFilter(count, filter) };
  },
  Condition_kicked(what, _kicked) {
    kickedSelf(what);
    return { if: 'kicked' };
  },
  /** "if you cast it from your hand": the spell the permanent was, cast from its owner's hand (601.2a). */
  Condition_castFromHand(_you, what, _from) {
    kickedSelf(what, '"you cast it from your hand"');
    return { if: 'cast-from-hand' };
  },
  /** Addendum (505.1): "if you cast this spell during your main phase", the spell itself. */
  Condition_castDuringMainPhase(_you, what, _during) {
    kickedSelf(what, '"you cast it during your main phase"');
    return { if: 'cast-during-main-phase' };
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

function conditionPlayer(player: N): 'you' | 'an-opponent' | 'that-player' {
  if (player.sourceString === 'that player') {
    // 603.4: "if that player has two or fewer cards in hand": the player of the trigger's event, whose upkeep it is.
    const that = scope.resolve({ ref: 'pronoun', word: 'that player', wants: 'player' });
    if (that.ref !== 'trigger-player') throw new ReadingProblem('"that player" in a condition, not the player of the trigger\'s event');
    return 'that-player';
  }
  return player.sourceString === 'you' ? 'you' : 'an-opponent';
}

/** The other side of "more … than": "than each opponent" for you, "than you" for an opponent. */
function comparedWith(player: N, other: N): 'you' | 'each-opponent' {
  if (player.sourceString === 'that player') throw new ReadingProblem('"that player … more … than"');
  const than = other.sourceString === 'you' ? 'you' : 'each-opponent';
  if ((than === 'you') === (player.sourceString === 'you')) throw new ReadingProblem(`"${player.sourceString} … more … than ${other.sourceString}"`);
  return than;
}

/** "~ is enchanted", "it's attacking or blocking". */
function statusCondition(what: Ref, status: N): Condition {
  const word = status.sourceString;
  if (word === 'legendary' || word === 'basic' || word === 'snow') throw new ReadingProblem(`"is ${word}" as a condition`);
  return { if: 'is', what, filter: { types: [], status: [word === 'attacking or blocking' ? 'attacking-or-blocking' : word] } };
}

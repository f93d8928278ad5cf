/** Conditions checked as an effect happens or a trigger resolves (608.2c, 603.4). */
import type { Condition as EngineCondition } from '../../engine/cards/schema';
import type { Condition } from '../ast';
import { cannot } from './base';
import { lowerFilter, lowerWho } from './nouns';

/**
 * 506.2: "defending player" names a player only for an attacking creature. The engine finds it for the
 * creature the ability is on, so only that creature's own abilities may say it: a static ability about
 * itself ("~ can't be blocked as long as defending player controls …") and its attack triggers.
 */
let defendingKnown = false;
export function knowingDefendingPlayer<T>(known: boolean, lower: () => T): T {
  const before = defendingKnown;
  defendingKnown = known;
  try {
    return lower();
  } finally {
    defendingKnown = before;
  }
}

/** A condition checked as an effect happens or a trigger resolves (608.2c, 603.4). */
export function lowerCondition(condition: Condition): EngineCondition {
  switch (condition.if) {
    case 'your-turn':
    case 'not-your-turn':
    case 'monstrous':
    case 'renowned':
    case 'kicked':
    case 'madness-paid':
    case 'cast-from-hand':
    case 'cast-during-main-phase':
    case 'no-cards-in-hand':
    case 'won-clash':
    case 'won-flip':
    case 'you-are-monarch':
    case 'citys-blessing':
    case 'opponent-is-monarch':
    case 'lost-flip':
    case 'creature-died-this-turn':
    case 'attacked-this-turn':
    case 'attacked-this-step':
    case 'permanent-left-this-turn':
      return condition.if;
    case 'tribute-not-paid':
      return 'tribute-not-paid';
    case 'devotion-less-than':
      return { devotion: condition.colors, lessThan: condition.n };
    case 'you-control':
    case 'any-player-controls':
    case 'cards-in-your-graveyard':
      return lowerCountCondition(condition);
    case 'opponent-cast-spells':
      return { opponentCastSpells: condition.atLeast };
    case 'spells-cast-last-turn': {
      const { by, atLeast, atMost } = condition;
      return { spellsCastLastTurn: by, ...(atLeast !== undefined ? { atLeast } : {}), ...(atMost !== undefined ? { atMost } : {}) };
    }
    case 'player-count':
      return lowerPlayerCount(condition);
    case 'is':
      return { is: lowerWho(condition.what), filter: lowerFilter(condition.filter) };
    case 'all':
      return { all: condition.conditions.map((part) => conjunct(lowerCondition(part))) };
    case 'counters':
      return { counters: condition.counter, on: lowerWho(condition.on), atLeast: condition.atLeast };
    case 'not': {
      const positive = lowerCondition(condition.condition);
      return typeof positive === 'object' && 'not' in positive ? cannot('check the opposite of a condition that is already an opposite') : { not: positive };
    }
    case 'lost-life-this-turn':
      return { lostLifeThisTurn: condition.player };
    case 'cast-this-turn': {
      // The engine remembers the card types and colors of each spell as it was cast (601.2i), no more.
      const { zone, types, notTypes, colors, notColors, ...rest } = lowerFilter(condition.filter);
      if (zone !== 'stack' || Object.keys(rest).length) return cannot('remember more of the spells cast this turn than their card types and colors');
      return { youCastThisTurn: { ...(types ? { types } : {}), ...(notTypes ? { notTypes } : {}), ...(colors ? { colors } : {}), ...(notColors ? { notColors } : {}) } };
    }
    case 'opponent-cast-this-turn': {
      const { zone, types, notTypes, colors, notColors, ...rest } = lowerFilter(condition.filter);
      if (zone !== 'stack' || Object.keys(rest).length) return cannot('remember more of the spells cast this turn than their card types and colors');
      return { opponentCastThisTurn: { ...(types ? { types } : {}), ...(notTypes ? { notTypes } : {}), ...(colors ? { colors } : {}), ...(notColors ? { notColors } : {}) } };
    }
    default:
      return cannot(`check whether ${describeCondition(condition)}`);
  }
}

/** One of the conditions that must all hold: no such list in it. */
function conjunct(condition: EngineCondition): Extract<EngineCondition, { all: unknown }>['all'][number] {
  const positive = typeof condition === 'object' && 'not' in condition ? condition.not : condition;
  if (typeof positive === 'object' && 'all' in positive) return cannot('check conditions within conditions');
  return condition as Extract<EngineCondition, { all: unknown }>['all'][number];
}

/** "if you control three or more artifacts", "as long as seven or more cards are in your graveyard": on resolution or as a static ability's condition. */
export function lowerCountCondition(condition: Extract<Condition, { if: 'you-control' | 'any-player-controls' | 'cards-in-your-graveyard' }>): Exclude<EngineCondition, { not: unknown }> {
  if (condition.if === 'cards-in-your-graveyard') {
    if (!condition.filter) return { cardsInYourGraveyard: condition.atLeast };
    if (condition.filter.controlledBy) return cannot('count cards in a graveyard by who controls them');
    return { cardsInYourGraveyard: condition.atLeast, filter: lowerFilter(condition.filter) };
  }
  if (condition.if === 'any-player-controls') {
    if (condition.filter.controller === 'defending' && !defendingKnown) return cannot('know who the defending player is (506.2) but in an attacking creature\'s own abilities');
    return { onBattlefield: lowerFilter(condition.filter) };
  }
  return { youControl: lowerFilter(condition.filter), ...(condition.atLeast ? { atLeast: condition.atLeast } : {}), ...(condition.atMost !== undefined ? { atMost: condition.atMost } : {}) };
}

/** "you have 5 or less life", "an opponent controls more lands than you". */
export function lowerPlayerCount(condition: Extract<Condition, { if: 'player-count' }>): Extract<EngineCondition, { player: unknown }> {
  const { if: _if, has, ...rest } = condition;
  if (typeof has !== 'object') return { ...rest, has };
  return { ...rest, has: 'controls' in has ? { controls: lowerFilter(has.controls) } : { totalPower: lowerFilter(has.totalPower) } };
}

export function describeCondition(condition: Condition): string {
  return 'text' in condition ? condition.text : condition.if;
}

/**
 * Conditions and counts that several parts of the engine read: devotion (700.5) and the conditions of
 * static abilities ("as long as", 611.3a), intervening "if" clauses of triggered abilities (603.4) and
 * effects ("If it's your turn, scry 2").
 */
import type { Ability, Color, Condition, Filter, Who } from './cards/schema';
import { characteristics, copiableValues } from './characteristics';
import { battlefieldObjects } from './context';
import { matchesFilter } from './filters';
import type { GameObject, GameState, StackItem, Step } from './types';
import { inspectedObjects } from './who';

/**
 * 700.5: a player's devotion to one or more colors: the mana symbols of those colors among the mana
 * costs of the permanents they control (a hybrid symbol counts once if it has any of them); copiable
 * values and control only (700.5a).
 */
export function devotion(state: GameState, player: number, colors: readonly Color[]): number {
  let total = 0;
  for (const obj of battlefieldObjects(state)) {
    if (obj.controller !== player) continue;
    for (const [, symbol] of (copiableValues(state, obj).manaCost ?? '').matchAll(/\{([^}]+)\}/g)) {
      if (symbol!.split('/').some((part) => (colors as readonly string[]).includes(part))) total++;
    }
  }
  return total;
}

/**
 * 702.30a (echo): whether the permanent came under its controller's control since the beginning of
 * their last upkeep — during their upkeep, the one before it. A player with no such upkeep in the game
 * yet counts every permanent that came under their control in it; a permanent of the setup not
 * marked new has been under their control since before (types.ts `controlledSince`).
 */
function cameUnderControlSinceLastUpkeep(state: GameState, controller: number, source: GameObject | undefined): boolean {
  if (!isOnBattlefield(source) || source.controller !== controller || source.controlledSince === undefined) return false;
  const upkeeps = state.players[controller]!.upkeepsBegan ?? [];
  const last = state.step === 'upkeep' && state.activePlayer === controller ? upkeeps.at(-2) : upkeeps.at(-1);
  return last === undefined || source.controlledSince > last;
}

/** The permanent itself, still on the battlefield (not its last known information, 608.2h). */
function isOnBattlefield(source: GameObject | undefined): source is GameObject {
  return source !== undefined && source.known === undefined && source.zone === 'battlefield';
}

/** 500.1, 506.1: the steps of each part of the turn a condition names. */
const PERIODS: Record<Extract<Condition, { during: unknown }>['during'], readonly Step[]> = {
  upkeep: ['upkeep'],
  combat: ['beginning-of-combat', 'declare-attackers', 'declare-blockers', 'first-strike-damage', 'combat-damage', 'end-of-combat'],
  'end-of-combat': ['end-of-combat'],
  'before-attackers': ['upkeep', 'draw', 'precombat-main', 'beginning-of-combat'],
  'before-combat-damage': ['upkeep', 'draw', 'precombat-main', 'beginning-of-combat', 'declare-attackers', 'declare-blockers'],
  // 509.1: blockers are declared as the declare blockers step begins.
  'combat-before-blockers': ['beginning-of-combat', 'declare-attackers'],
  'combat-after-blockers': ['declare-blockers', 'first-strike-damage', 'combat-damage', 'end-of-combat'],
  'declare-attackers': ['declare-attackers'],
  'declare-blockers': ['declare-blockers'],
  'end-step': ['end'],
  'after-upkeep': ['draw', 'precombat-main', 'beginning-of-combat', 'declare-attackers', 'declare-blockers', 'first-strike-damage', 'combat-damage', 'end-of-combat', 'postcombat-main', 'end', 'cleanup'],
};

/** A spell cast this turn, by its card types and colors as it was cast, against a filter of those. */
function castMatches(spell: { types: string[]; colors: string[] }, filter: Filter): boolean {
  const some = (have: string[], wanted?: string[]) => !wanted || wanted.some((one) => have.includes(one));
  const none = (have: string[], unwanted?: string[]) => !unwanted?.some((one) => have.includes(one));
  return some(spell.types, filter.types) && none(spell.types, filter.notTypes) && some(spell.colors, filter.colors) && none(spell.colors, filter.notColors);
}

/**
 * 602.5: why an activated ability's "activate only …" conditions forbid activating it now, or undefined
 * when they all hold (checked for the player activating it, on the object it is on).
 */
export function activationRestrictionProblem(state: GameState, player: number, source: GameObject, ability: Extract<Ability, { kind: 'activated' }>): string | undefined {
  if (source.zone === 'battlefield' && characteristics(state, source).rules.cantActivate) return `${source.label}'s activated abilities can't be activated (an effect says so, 602.5)`;
  const holds = (ability.onlyIf ?? []).every((condition) => conditionHolds(state, condition, { controller: player, source }));
  return holds ? undefined : `${source.label}'s ability can't be activated now: its "activate only" restriction doesn't hold ("${ability.text}")`;
}

/** Who asks: the controller, the object the ability is on, and the resolving spell or ability if any (for "it"), or, as an ability triggers, its event's object. */
export interface ConditionContext {
  controller: number;
  source?: GameObject;
  item?: StackItem;
  it?: GameObject;
  /** The player of a trigger's event as it triggers ("that player", 603.4); as it resolves, the stack item's. */
  player?: number;
}

/** Whether a condition holds now. Conditions that name objects ("if it's a Cyclops") need the resolving item. */
export function conditionHolds(state: GameState, condition: Condition, context: ConditionContext): boolean {
  const { controller, source, item, it } = context;
  if (typeof condition === 'object' && 'not' in condition) return !conditionHolds(state, condition.not, context);
  if (condition === 'your-turn') return state.activePlayer === controller;
  if (condition === 'not-your-turn') return state.activePlayer !== controller;
  if (condition === 'monstrous') return Boolean(source?.monstrous);
  if (condition === 'renowned') return Boolean(source?.renowned);
  // 702.104b: tribute wasn't paid.
  if (condition === 'tribute-not-paid') return !source?.tributePaid;
  if (condition === 'came-under-control-since-last-upkeep') return cameUnderControlSinceLastUpkeep(state, controller, source);
  if (condition === 'on-battlefield') return isOnBattlefield(source);
  // 702.33d: the spell was kicked, or the permanent it became.
  if (condition === 'kicked') return (source?.kicked ?? 0) > 0;
  // 702.74a: its evoke cost was paid, as the spell it was.
  if (condition === 'evoked') return Boolean(source?.evoked);
  // 702.35a: it was cast for its madness cost, as the spell it was.
  if (condition === 'madness-paid') return Boolean(source?.madnessPaid);
  // 601.2a: it was cast from its owner's hand, as the spell it was.
  if (condition === 'cast-from-hand') return Boolean(source?.castFromHand);
  // 505.1: it was cast during its caster's main phase, as the spell it was (a copy wasn't cast, 707.10).
  if (condition === 'cast-during-main-phase') return Boolean(source?.castDuringMainPhase);
  // 702.109a: its dash cost was paid, as the spell it was.
  if (condition === 'dashed') return Boolean(source?.dashed);
  if (condition === 'no-cards-in-hand') return state.players[controller]!.hand.length === 0;
  if (condition === 'won-clash') return Boolean(item?.wonClash);
  // 705.2: only the player who flipped wins or loses the flip; an item that flipped no coin did neither.
  // 724.1: there may be no monarch yet.
  if (condition === 'you-are-monarch') return state.monarch === controller;
  if (condition === 'citys-blessing') return Boolean(state.players[controller]!.citysBlessing);
  if (condition === 'opponent-is-monarch') return state.monarch !== undefined && state.monarch !== controller;
  if (condition === 'won-flip') return item?.wonFlip === true;
  if (condition === 'lost-flip') return item?.wonFlip === false;
  // 608.2h: an object the effect has moved ("Destroy target creature. If it was …") is read as it last existed.
  // 603.4: as an ability triggers, nothing resolves yet: "if ~ is an enchantment" asks about the object the ability is on, "it" about its event's.
  const objectsOf = (who: Who) => (item ? inspectedObjects(state, item, who) : who === 'self' && source ? [source] : who === 'it' && it ? [it] : []);
  if (condition === 'greater-power-or-toughness') return greaterPowerOrToughness(state, objectsOf('it')[0], source);
  if (condition === 'creature-died-this-turn') return (state.creaturesDiedThisTurn ?? 0) > 0;
  if (condition === 'attacked-this-turn') return Boolean(state.players[controller]!.attackedThisTurn);
  // 508.1: the creatures declared as attackers this step, a creature attacking the player (not a planeswalker they control).
  if (condition === 'attacked-this-step') return state.step === 'declare-attackers' && Boolean(state.combat?.attackers.some((attacker) => 'player' in attacker.defender && attacker.defender.player === controller));
  if (condition === 'permanent-left-this-turn') return Boolean(state.players[controller]!.permanentLeftThisTurn);
  if ('all' in condition) return condition.all.every((part) => conditionHolds(state, part, context));
  if ('during' in condition) return PERIODS[condition.during].includes(state.step);
  if ('devotion' in condition) return devotion(state, controller, condition.devotion) < condition.lessThan;
  const viewpoint = { controller, ...(source ? { sourceId: source.id } : {}) };
  if ('youCastThisTurn' in condition) return (state.players[controller]!.castThisTurn ?? []).some((spell) => castMatches(spell, condition.youCastThisTurn));
  if ('opponentCastThisTurn' in condition) return state.players.some((p, index) => index !== controller && (p.castThisTurn ?? []).some((spell) => castMatches(spell, condition.opponentCastThisTurn)));
  if ('lostLifeThisTurn' in condition) return state.players.some((p, index) => (condition.lostLifeThisTurn === 'you') === (index === controller) && Boolean(p.lostLifeThisTurn));
  if ('opponentCastSpells' in condition) return state.players.some((p, index) => index !== controller && (p.spellsCastThisTurn ?? 0) >= condition.opponentCastSpells);
  if ('spellsCastLastTurn' in condition) {
    const counts = state.players.map((p) => p.spellsCastLastTurn ?? 0);
    return (condition.spellsCastLastTurn === 'all-players' ? [counts.reduce((a, b) => a + b, 0)] : counts).some((n) => countWithin(n, condition));
  }
  if ('player' in condition) return playerCountHolds(state, condition, controller, viewpoint, context.player ?? item?.about?.player);
  if ('cardsInYourGraveyard' in condition) {
    const { filter } = condition;
    const cards = state.players[controller]!.graveyard.filter((id) => !filter || matchesFilter(state, { ...filter, zone: 'graveyard' }, state.objects[id]!, characteristics(state, state.objects[id]!), viewpoint));
    return cards.length >= condition.cardsInYourGraveyard;
  }
  if ('onBattlefield' in condition) return battlefieldObjects(state).some((o) => matchesFilter(state, condition.onBattlefield, o, characteristics(state, o), viewpoint));
  if ('youControl' in condition) return countWithin(battlefieldObjects(state).filter((o) => matchesFilter(state, condition.youControl, o, characteristics(state, o), viewpoint) && o.controller === controller).length, condition);
  if ('is' in condition) return objectsOf(condition.is).some((o) => matchesFilter(state, { ...condition.filter, zone: o.zone }, o, characteristics(state, o), viewpoint));
  return objectsOf(condition.on).some((o) => {
    const count = o.counters[condition.counters] ?? 0;
    return count >= condition.atLeast && (condition.atMost === undefined || count <= condition.atMost);
  });
}

/** 702.100a, 702.100c: the creature's power or toughness is greater than the source creature's; a noncreature has neither. */
function greaterPowerOrToughness(state: GameState, obj: GameObject | undefined, source: GameObject | undefined): boolean {
  if (!obj || !source) return false;
  const [its, mine] = [characteristics(state, obj), characteristics(state, source)];
  if (!its.types.includes('Creature') || !mine.types.includes('Creature')) return false;
  return (its.power ?? 0) > (mine.power ?? 0) || (its.toughness ?? 0) > (mine.toughness ?? 0);
}

type PlayerCondition = Extract<Condition, { player: unknown }>;

/**
 * "you have 5 or less life", "an opponent has 10 or less life", "you have more cards in hand than each
 * opponent", "an opponent controls more lands than you": for 'an-opponent', any one opponent still in the game.
 */
function playerCountHolds(state: GameState, condition: PlayerCondition, controller: number, viewpoint: { controller: number; sourceId?: number }, thatPlayer: number | undefined): boolean {
  const opponents = state.players.flatMap((p, index) => (index !== controller && !p.lost ? [index] : []));
  const count = (player: number) => playerCount(state, player, condition.has, viewpoint);
  const players = condition.player === 'you' ? [controller] : condition.player === 'that-player' ? (thatPlayer === undefined ? [] : [thatPlayer]) : opponents;
  return players.some((player) => {
    const n = count(player);
    if (condition.moreThan === 'you') return n > count(controller);
    if (condition.moreThan === 'each-opponent') return opponents.every((other) => n > count(other));
    return (condition.atLeast === undefined || n >= condition.atLeast) && (condition.atMost === undefined || n <= condition.atMost);
  });
}

/** A player's life (119), cards in hand (402), card types among the cards in their graveyard (205.2a, their copiable values), the permanents they control, or their total power. */
function playerCount(state: GameState, player: number, has: PlayerCondition['has'], viewpoint: { controller: number; sourceId?: number }): number {
  const p = state.players[player]!;
  if (has === 'life') return p.life;
  if (has === 'cards-in-hand') return p.hand.length;
  if (has === 'card-types-in-graveyard') return new Set(p.graveyard.flatMap((id) => copiableValues(state, state.objects[id]!).types)).size;
  const filter = 'controls' in has ? has.controls : has.totalPower;
  const permanents = battlefieldObjects(state).filter((o) => o.controller === player && matchesFilter(state, filter, o, characteristics(state, o), viewpoint));
  return 'controls' in has ? permanents.length : permanents.reduce((total, o) => total + (characteristics(state, o).power ?? 0), 0);
}

/** Whether a count of objects meets "you control …": at least one (or `atLeast`), or at most `atMost` ("two or fewer", none needed). */
export function countWithin(count: number, condition: { atLeast?: number; atMost?: number }): boolean {
  return condition.atMost !== undefined ? count <= condition.atMost : count >= (condition.atLeast ?? 1);
}

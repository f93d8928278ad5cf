/**
 * What an effect's words point at as it resolves: its targets (illegal ones left out, 608.2b), "you",
 * "each opponent", "each creature you control", "it" (what the trigger's event was about), and the
 * amounts it uses ("X", "equal to its power", "for each creature you control").
 */
import type { Amount, Filter, Who } from './cards/schema';
import { basicLandTypeCount, characteristics } from './characteristics';
import { type Ctx, battlefieldObjects, current, currentOrLastKnown } from './context';
import { devotion } from './conditions';
import { manaValue, matchesFilter, type Viewpoint } from './filters';
import type { GameObject, GameState, ObjectRef, StackItem, TargetRecord } from './types';

/** A player or object an effect acts on; a target's `share` of divided damage (601.2d). */
export type Affected = ({ player: number } | { object: GameObject }) & { share?: number };

/**
 * 603.6c, 400.7: "it" in a trigger is the object its event was about: still that object, or the new
 * object it became in the first zone it went to (a creature that died is the card in the graveyard).
 */
function eventObject(state: GameState, ref: ObjectRef): GameObject | undefined {
  const now = state.objects[ref.id];
  if (!now) return undefined;
  if (now.zoneChangeCount === ref.zoneChangeCount) return now;
  return now.zoneChangeCount === ref.zoneChangeCount + 1 && now.zone !== 'library' && now.zone !== 'hand' ? now : undefined;
}

/** The card an ability is on, if it is in a graveyard: still the source (113.6m), or the new object the source became by going there (400.7). */
function selfInGraveyard(state: GameState, ref: ObjectRef): GameObject | undefined {
  const now = state.objects[ref.id];
  return now?.zone === 'graveyard' && now.zoneChangeCount - ref.zoneChangeCount <= 1 ? now : undefined;
}

function defendingPlayer(state: GameState, controller: number): number {
  return state.activePlayer === controller ? (controller + 1) % state.players.length : controller;
}

/** Players in turn order from the active player (101.4, APNAP order). */
export function inTurnOrder(state: GameState, players: number[]): number[] {
  const count = state.players.length;
  return [...players].sort((a, b) => ((a - state.activePlayer + count) % count) - ((b - state.activePlayer + count) % count));
}

/** A resolving item's point of view on objects: its controller, its source, and what it chose as it resolved (608.2d). */
export function itemViewpoint(item: StackItem): Viewpoint {
  return { controller: item.controller, sourceId: item.source.id, ...(item.chosen ? { chosen: item.chosen } : {}) };
}

/** Who or what an effect acts on now (608.2b: illegal targets are left out). `mode` is the mode the effect belongs to. */
export function resolveWho(state: GameState, item: StackItem, who: Who, mode?: number): Affected[] {
  if (typeof who === 'object' && 'all' in who) {
    const viewpoint = itemViewpoint(item);
    // "each creature target player controls": the players named now (an illegal target names none, 608.2b); a permanent, its controller.
    const controllers = who.controlledBy && resolveWho(state, item, who.controlledBy, mode).map((one) => ('player' in one ? one.player : one.object.controller));
    // 201.2: "all other creatures with the same name as that creature": the named objects as they are now.
    const named = who.otherWithNameOf && objectsOnly(resolveWho(state, item, who.otherWithNameOf, mode));
    const names = named?.map((one) => characteristics(state, one).name).filter(Boolean);
    return objectsIn(state, who.all.zone ?? 'battlefield')
      .filter((o) => (!controllers || controllers.includes(o.controller)) && (!named || (!named.includes(o) && names!.includes(characteristics(state, o).name))) && matchesFilter(state, who.all, o, characteristics(state, o), viewpoint))
      .map((object) => ({ object }));
  }
  switch (who) {
    case 'you':
      return [{ player: item.controller }];
    case 'each-player':
      return state.players.flatMap((p, player) => (p.lost ? [] : [{ player }]));
    case 'each-opponent':
      return state.players.flatMap((p, player) => (p.lost || player === item.controller ? [] : [{ player }]));
    case 'defending-player':
      return [{ player: defendingPlayer(state, item.controller) }];
    case 'self': {
      const self = current(state, item.source);
      return self ? [{ object: self }] : [];
    }
    case 'self-in-graveyard': {
      const card = selfInGraveyard(state, item.source);
      return card ? [{ object: card }] : [];
    }
    case 'attached': {
      const self = currentOrLastKnown(state, item.source);
      // "enchanted player" (303.4a).
      if (self?.attachedToPlayer !== undefined) return [{ player: self.attachedToPlayer }];
      const host = self?.attachedTo && current(state, self.attachedTo);
      return host ? [{ object: host }] : [];
    }
    case 'it': {
      const object = item.about?.object && eventObject(state, item.about.object);
      return object ? [{ object }] : [];
    }
    case 'it-controller': {
      const object = item.about?.object && currentOrLastKnown(state, item.about.object);
      return object ? [{ player: object.controller }] : [];
    }
    case 'counterpart': {
      const object = item.about?.counterpart && eventObject(state, item.about.counterpart);
      return object ? [{ object }] : [];
    }
    case 'counterpart-controller': {
      const object = item.about?.counterpart && currentOrLastKnown(state, item.about.counterpart);
      return object ? [{ player: object.controller }] : [];
    }
    case 'that-player':
      return item.about?.player !== undefined ? [{ player: item.about.player }] : [];
    case 'moved-controllers':
      return movedBefore(state, item).map((before) => ({ player: before.controller }));
    case 'damaged-this-way':
      return (item.damaged ?? []).flatMap((ref) => {
        const object = current(state, ref);
        return object ? [{ object }] : [];
      });
    case 'sacrificed': {
      const object = item.sacrificed && currentOrLastKnown(state, item.sacrificed);
      return object ? [{ object }] : [];
    }
    case 'revealed': {
      const object = item.revealed && current(state, item.revealed);
      return object ? [{ object }] : [];
    }
    case 'created':
      return (item.created ?? []).flatMap((ref) => {
        const object = current(state, ref);
        return object ? [{ object }] : [];
      });
    default: {
      // One instance of "target" may name several objects ("up to two target creatures", 601.2c).
      const slot = who === 'target' || who === 'target-controller' || who === 'target-owner' ? 0 : who.target;
      return legalTargets(item, slot, mode).flatMap((record): Affected[] => {
        const share = record.share !== undefined ? { share: record.share } : {};
        if ('player' in record.ref) return [{ player: record.ref.player, ...share }];
        if (!('object' in record.ref)) return []; // an ability on the stack: only "counter" acts on it (targetedAbilities)
        if (who === 'target-controller' || who === 'target-owner') {
          // "its controller", of a target that left, as it last existed (608.2h); "its owner" never changes.
          const seen = currentOrLastKnown(state, record.ref.object);
          return seen ? [{ player: who === 'target-owner' ? seen.owner : seen.controller }] : [];
        }
        const object = current(state, record.ref.object) ?? movedByThisEffect(state, item, record.ref.object);
        return object ? [{ object, ...share }] : [];
      });
    }
  }
}

/**
 * 707.2, 608.2h: the objects a copy effect copies — its source or its legal targets as they are, or as they last
 * existed if they have left (113.7a: embalm exiles its card as a cost; Nemesis Trap exiles its target first).
 */
export function copiedObjects(state: GameState, item: StackItem, who: Who, mode: number | undefined): GameObject[] {
  const lastKnown = (ref: ObjectRef) => [currentOrLastKnown(state, ref)].filter((obj): obj is GameObject => obj !== undefined);
  if (who === 'self') return lastKnown(item.source);
  if (who === 'target' || (typeof who === 'object' && 'target' in who)) {
    return legalTargets(item, who === 'target' ? 0 : who.target, mode).flatMap((record) => ('object' in record.ref ? lastKnown(record.ref.object) : []));
  }
  return objectsOnly(resolveWho(state, item, who, mode));
}

/** The legal targets (608.2b) of one instance of "target" of the item, within its mode. */
function legalTargets(item: StackItem, slot: number, mode: number | undefined): TargetRecord[] {
  return item.targets.filter((record) => record.slot === slot && record.mode === mode && record.verdict === 'legal');
}

/** 400.7j: the object a target became when an earlier part of this effect moved it to a public zone. */
function movedByThisEffect(state: GameState, item: StackItem, ref: ObjectRef): GameObject | undefined {
  const moved = item.moved?.find((m) => m.id === ref.id && m.zoneChangeCount > ref.zoneChangeCount);
  return moved && current(state, moved);
}

/** Every object in a zone: the battlefield in order, or each player's graveyard (hand, library, exile) in turn order. */
function objectsIn(state: GameState, zone: NonNullable<Filter['zone']>): GameObject[] {
  if (zone === 'battlefield') return battlefieldObjects(state);
  if (zone === 'stack') return state.stack.flatMap((item) => (item.kind === 'spell' ? (current(state, item.source) ?? []) : []));
  return state.players.flatMap((p) => p[zone].map((id) => state.objects[id]!));
}

/** The activated or triggered abilities still on the stack that the item's "target" (of `who`) names: what a Stifle counters (701.6b). */
export function targetedAbilities(state: GameState, item: StackItem, who: Who, mode?: number): StackItem[] {
  const slot = targetSlot(who);
  if (slot === undefined) return [];
  return legalTargets(item, slot, mode).flatMap((record) => {
    if (!('ability' in record.ref)) return [];
    const id = record.ref.ability;
    return state.stack.filter((i) => i.id === id);
  });
}

export function objectsOnly(affected: Affected[]): GameObject[] {
  return affected.flatMap((a) => ('object' in a ? [a.object] : []));
}

export function playersOnly(affected: Affected[]): number[] {
  return affected.flatMap((a) => ('player' in a ? [a.player] : []));
}

/** Which instance of "target" a `who` names, if it names one (0-based, within its mode). */
function targetSlot(who: Who): number | undefined {
  if (who === 'target') return 0;
  return typeof who === 'object' && 'target' in who ? who.target : undefined;
}

/**
 * 608.2h, 113.7a: the objects whose information an effect reads (an amount, a condition): each as it is
 * if it is still in the zone it was expected to be in, else as it last existed there, with the layers
 * that applied to it then — a target the effect itself has just exiled is read as it was on the battlefield.
 */
export function inspectedObjects(state: GameState, item: StackItem, who: Who, mode?: number): GameObject[] {
  const known = (ref: ObjectRef | undefined): GameObject[] => {
    const obj = ref && currentOrLastKnown(state, ref);
    return obj ? [obj] : [];
  };
  if (who === 'self') return known(item.source);
  if (who === 'it') return known(item.about?.object);
  if (who === 'counterpart') return known(item.about?.counterpart);
  if (who === 'sacrificed') return known(item.sacrificed);
  if (who === 'revealed') return known(item.revealed);
  const slot = targetSlot(who);
  if (slot === undefined) return objectsOnly(resolveWho(state, item, who, mode));
  return legalTargets(item, slot, mode).flatMap((record) => ('object' in record.ref ? known(record.ref.object) : []));
}

/** The number an amount stands for as the effect happens (107.3 X; 608.2h: what it reads of an object, by last known information once it has left). */
export function amountOf(ctx: Ctx, item: StackItem | undefined, amount: Amount, mode?: number): number {
  const { state } = ctx;
  if (typeof amount === 'number') return amount;
  if (amount === 'X') return item?.x ?? 0;
  if (!item) return 0;
  if ('timesKicked' in amount) return inspectedObjects(state, item, 'self')[0]?.kicked ?? 0;
  if ('creaturesDiedThisTurn' in amount) return state.creaturesDiedThisTurn ?? 0;
  if ('offset' in amount) return Math.max(0, amount.offset + (amount.minus ? -1 : 1) * amountOf(ctx, item, amount.of, mode));
  if ('devoured' in amount) return inspectedObjects(state, item, 'self')[0]?.devoured ?? 0;
  if ('countersOnSelf' in amount) return inspectedObjects(state, item, 'self')[0]?.counters[amount.countersOnSelf] ?? 0;
  if ('powerOf' in amount || 'toughnessOf' in amount) {
    const [obj] = inspectedObjects(state, item, 'powerOf' in amount ? amount.powerOf : amount.toughnessOf, mode);
    const seen = obj && characteristics(state, obj);
    return Math.max(0, ('powerOf' in amount ? seen?.power : seen?.toughness) ?? 0);
  }
  if ('cardsInHand' in amount) {
    const player = amount.cardsInHand === 'you' ? item.controller : item.about?.player;
    return player === undefined ? 0 : state.players[player]!.hand.length;
  }
  if ('devotion' in amount) return devotion(state, item.controller, amount.devotion);
  if ('lifeLostThisWay' in amount) return item.lifeLost ?? 0;
  if ('movedThisWay' in amount) {
    const viewpoint = itemViewpoint(item);
    return movedBefore(state, item).filter((o) => matchesFilter(state, { ...amount.movedThisWay, zone: o.zone }, o, characteristics(state, o), viewpoint)).length * (amount.times ?? 1);
  }
  if ('eventAmount' in amount) return item.about?.amount ?? 0;
  if ('manaValueOf' in amount) {
    const [obj] = inspectedObjects(state, item, amount.manaValueOf, mode);
    // 202.3e: on the stack, X is the number chosen for that spell (its own stack item's, not this ability's).
    const spell = obj?.zone === 'stack' ? state.stack.find((i) => i.kind === 'spell' && i.source.id === obj.id) : undefined;
    return obj ? manaValue(characteristics(state, obj).definition, spell?.x ?? 0) : 0;
  }
  const controllers = amount.controlledBy && resolveWho(state, item, amount.controlledBy, mode).map((one) => ('player' in one ? one.player : one.object.controller));
  if ('greatest' in amount) {
    const viewpoint = itemViewpoint(item);
    const values = battlefieldObjects(state).flatMap((o) => {
      const seen = characteristics(state, o);
      if ((controllers && !controllers.includes(o.controller)) || !matchesFilter(state, amount.among, o, seen, viewpoint)) return [];
      return [amount.greatest === 'mana value' ? manaValue(seen.definition) : ((amount.greatest === 'power' ? seen.power : seen.toughness) ?? 0)];
    });
    return Math.max(0, ...values);
  }
  if ('basicLandTypes' in amount) {
    // 305.6 (domain): each basic land type once, among the permanents matching, as they are now.
    const viewpoint = itemViewpoint(item);
    const lands = battlefieldObjects(state).filter((o) => (!controllers || controllers.includes(o.controller)) && matchesFilter(state, amount.basicLandTypes, o, characteristics(state, o), viewpoint));
    return basicLandTypeCount(lands.map((o) => characteristics(state, o).subtypes));
  }
  return countOf(state, amount, itemViewpoint(item), undefined, controllers);
}

/** "for each creature card in your graveyard", "twice the number of …": the objects of a filter counted from a viewpoint, times `times`. */
export function countOf(state: GameState, amount: Extract<Amount, { count: unknown }>, viewpoint: Viewpoint, except?: GameObject, controllers?: number[]): number {
  const counted = objectsIn(state, amount.count.zone ?? 'battlefield').filter((o) => o !== except && (!controllers || controllers.includes(o.controller)));
  const count = counted.filter((o) => matchesFilter(state, amount.count, o, characteristics(state, o), viewpoint)).length;
  return count * (amount.times ?? 1);
}

/** The objects the resolving item has moved to a public zone, each as it last existed before the move (608.2h). */
function movedBefore(state: GameState, item: StackItem): GameObject[] {
  return (item.moved ?? []).flatMap((ref) => state.lastKnown[`${ref.id}:${ref.zoneChangeCount - 1}`] ?? []);
}

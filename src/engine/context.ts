/**
 * The working context of one engine step: a private draft of the state that the step mutates, and
 * the events it emits. step() clones the state first, so callers only ever see whole new states.
 */
import type { CardDefinition } from './cards/schema';
import { characteristics, shareBoard, touch } from './characteristics';
import type { Characteristics, EngineEvent, EventKind, GameObject, GameState, ObjectRef, PlayerState, StackItem, TriggerSubject, Zone } from './types';

export interface Ctx {
  state: GameState;
  events: EngineEvent[];
  /** While a cost is being paid (601.2g): each mana ability's source and the mana it added, for the one-line summary. */
  payment?: { source: string; mana: string }[];
}

export class IllegalAction extends Error {
  constructor(
    message: string,
    readonly rules: string[],
    /** The casting or activation step that failed, if any. */
    readonly failedStep?: string,
  ) {
    super(message);
  }
}

/** A limit of the engine's own was reached (an effect too large to play out): the game stops and says which. */
export class LimitReached extends Error {}

export function emit(ctx: Ctx, kind: EventKind, rules: string[], text: string, extra: Pick<EngineEvent, 'step' | 'players' | 'objects' | 'detail' | 'outcome' | 'tag'> = {}): void {
  ctx.events.push({
    seq: ++ctx.state.eventCount,
    kind,
    ...(extra.step ? { step: extra.step } : {}),
    rules: [...new Set(rules)],
    ...pick(extra),
    text,
    ...(extra.detail ? { detail: true } : {}),
    ...(extra.outcome ? { outcome: extra.outcome } : {}),
    ...(extra.tag ? { tag: extra.tag } : {}),
  });
}

function pick(extra: Pick<EngineEvent, 'players' | 'objects'>): Pick<EngineEvent, 'players' | 'objects'> {
  const out: Pick<EngineEvent, 'players' | 'objects'> = {};
  if (extra.players?.length) out.players = extra.players;
  if (extra.objects?.length) out.objects = extra.objects;
  return out;
}

/**
 * A copy of the state for step() to work on. Parts the engine never changes in place are shared:
 * card definitions, abilities, continuous effects' changes, copy effects, last known information,
 * planned choices, waiting triggers. Everything it does change in place (zone lists, mana pools,
 * objects' status and counters, stack items' targets, effects' prevention shields, combat, label
 * counts) is copied. The purity tests step every engine scenario and compare each input state before
 * and after.
 */
export function cloneState(state: GameState): GameState {
  const objects: GameState['objects'] = {};
  for (const id in state.objects) {
    const obj = state.objects[id]!;
    objects[id] = { ...obj, counters: { ...obj.counters }, copyEffects: [...obj.copyEffects] };
  }
  const labelOwners: GameState['labelOwners'] = {};
  for (const name in state.labelOwners) labelOwners[name] = { ...state.labelOwners[name] };
  const combat = state.combat && {
    ...state.combat,
    attackers: state.combat.attackers.map((a) => ({ ...a, blockers: [...a.blockers] })),
    blockers: [...state.combat.blockers],
  };
  const copy: GameState = {
    ...state,
    players: state.players.map((p) => ({ ...p, manaPool: { ...p.manaPool, ...(p.manaPool.snow ? { snow: { ...p.manaPool.snow } } : {}) }, library: [...p.library], hand: [...p.hand], graveyard: [...p.graveyard], exile: [...p.exile] })),
    objects,
    lastKnown: { ...state.lastKnown },
    battlefield: [...state.battlefield],
    stack: state.stack.map((item) => ({ ...item, targets: item.targets.map((t) => ({ ...t })), modes: [...item.modes] })),
    effects: state.effects.map((e) => ({ ...e })),
    pendingTriggers: [...state.pendingTriggers],
    plannedChoices: [...state.plannedChoices],
    labelOwners,
    noted: [...state.noted],
    exiledUntil: [...state.exiledUntil],
    ...(combat ? { combat } : {}),
  };
  shareBoard(state, copy);
  return copy;
}

export function playerName(state: GameState, index: number): string {
  return state.players[index]!.name;
}

export function playerIndex(state: GameState, name: string): number {
  const index = state.players.findIndex((p) => p.name.toLowerCase() === name.trim().toLowerCase());
  if (index < 0) throw new IllegalAction(`there is no player named "${name}" (players: ${state.players.map((p) => p.name).join(', ')})`, ['102.1']);
  return index;
}

export function refOf(obj: GameObject): ObjectRef {
  return { id: obj.id, zoneChangeCount: obj.zoneChangeCount };
}

/** Whether `ref` still names this object (400.7): same id and zone-change count. */
export function isSameObject(ref: ObjectRef, obj: GameObject): boolean {
  return ref.id === obj.id && ref.zoneChangeCount === obj.zoneChangeCount;
}

/** The object as it is, or as it last existed if it has left its zone (last known information, 608.2h). */
export function currentOrLastKnown(state: GameState, ref: ObjectRef): GameObject | undefined {
  return current(state, ref) ?? state.lastKnown[lastKnownKey(ref)];
}

function lastKnownKey(ref: ObjectRef): string {
  return `${ref.id}:${ref.zoneChangeCount}`;
}

/** Keeps the object as it last existed, with its characteristics then (608.2h, 603.10a). */
function rememberLastKnown(state: GameState, obj: GameObject, seen = characteristics(state, obj)): void {
  // The definition is shared and never changes: it is found again from the object, so each step doesn't copy it.
  const { definition: _definition, abilities: _abilities, ...known } = seen;
  state.lastKnown[lastKnownKey(obj)] = { ...obj, counters: { ...obj.counters }, known };
}

/** Every object something in the game still refers to: stack items, their targets, waiting triggers (and what their events were about), effects, Auras. */
function referencedObjects(state: GameState): ObjectRef[] {
  const about = (subject: TriggerSubject | undefined) => [subject?.object, subject?.counterpart].filter((ref): ref is ObjectRef => ref !== undefined);
  const fromStack = state.stack.flatMap((item) => [item.source, ...item.targets.flatMap((t) => ('object' in t.ref ? [t.ref.object] : [])), ...about(item.about), ...(item.sacrificed ? [item.sacrificed] : [])]);
  const attached = Object.values(state.objects).flatMap((obj) => (obj.attachedTo ? [obj.attachedTo] : []));
  const triggers = state.pendingTriggers.flatMap((t) => [t.source, ...about(t.about)]);
  return [...fromStack, ...triggers, ...state.effects.flatMap((e) => e.affected), ...attached];
}

/**
 * Last known information (608.2h) is only ever read through a reference; once nothing refers to an
 * object that left, its entry goes, so the state (cloned on every step) stays the size of the game
 * in play rather than of its history.
 */
export function forgetUnreferenced(state: GameState): void {
  const kept = new Set(referencedObjects(state).map(lastKnownKey));
  state.lastKnown = Object.fromEntries(Object.entries(state.lastKnown).filter(([key]) => kept.has(key)));
}

/** The permanents, in battlefield order. */
export function battlefieldObjects(state: GameState): GameObject[] {
  return state.battlefield.map((id) => state.objects[id]!);
}

/** The object if it is still the same object (400.7): same id and zone-change count. */
export function current(state: GameState, ref: ObjectRef): GameObject | undefined {
  const obj = state.objects[ref.id];
  return obj && isSameObject(ref, obj) ? obj : undefined;
}

export function definitionNamed(state: GameState, name: string): CardDefinition {
  const found = state.cards[name] ?? Object.values(state.cards).find((d) => d.name.toLowerCase() === name.toLowerCase());
  if (!found) throw new IllegalAction(`unknown card "${name}" (add its definition to the game's cards)`, ['108.1']);
  return found;
}

/** The zone list an object sits in, or undefined for the stack (held by stack items). */
function zoneList(state: GameState, zone: Zone, owner: PlayerState): number[] | undefined {
  if (zone === 'battlefield') return state.battlefield;
  if (zone === 'stack') return undefined;
  return owner[zone];
}

/**
 * A stable label: the name ("Grizzly Bears", "Walker token"); "#2" for an owner's second one; and the
 * owner's name when another player owns one too ("Bob's Blood Artist"), so that no label is a bare number.
 */
export function labelFor(state: GameState, name: string, owner: number, earlierOfOwner: number, shared: boolean): string {
  const base = shared ? `${state.players[owner]!.name}'s ${name}` : name;
  return earlierOfOwner === 0 ? base : `${base} #${earlierOfOwner + 1}`;
}

function newLabel(state: GameState, name: string, owner: number): string {
  const counts = (state.labelOwners[name] ??= {});
  const label = labelFor(state, name, owner, counts[owner] ?? 0, Object.keys(counts).some((o) => Number(o) !== owner));
  counts[owner] = (counts[owner] ?? 0) + 1;
  return label;
}

/** The status a new object starts with in a zone (400.7): untapped, no counters, damage or copy effects. */
function freshStatus(state: GameState, zone: Zone): Pick<GameObject, 'tapped' | 'summoningSick' | 'counters' | 'damage' | 'timestamp' | 'copyEffects' | 'controlledSince'> {
  const timestamp = state.nextTimestamp++;
  return { tapped: false, summoningSick: zone === 'battlefield', counters: {}, damage: 0, timestamp, copyEffects: [], ...(zone === 'battlefield' ? { controlledSince: timestamp } : {}) };
}

/** Puts counters on an object (122.1), or removes them with a negative amount (never below zero). */
export function addCounters(state: GameState, obj: GameObject, kind: string, amount: number): void {
  const before = obj.counters[kind] ?? 0;
  const now = Math.max(0, before + amount);
  // 714.2b: a Saga's chapter abilities trigger on lore counters put on it, whatever put them there.
  if (kind === 'lore' && now > before) (state.lorePut ??= []).push({ id: obj.id, zoneChangeCount: obj.zoneChangeCount, from: before, to: now });
  if (now === 0) delete obj.counters[kind];
  else obj.counters[kind] = now;
  touch(state);
}

/** The most objects one game may make (cards, tokens, copies): an effect that would make more stops the game, saying so. */
export const MAX_OBJECTS = 10_000;

export function createObject(state: GameState, card: string, owner: number, zone: Zone, isToken: boolean, isCopy = false): GameObject {
  if (state.nextId > MAX_OBJECTS) throw new LimitReached(`the game would hold more than ${MAX_OBJECTS} objects (cards, tokens and copies)`);
  const definition = definitionNamed(state, card);
  const obj: GameObject = {
    id: state.nextId++,
    zoneChangeCount: 0,
    card: state.cards[card] ? card : definition.name,
    label: newLabel(state, isToken ? `${definition.name} token` : isCopy ? `${definition.name} copy` : definition.name, owner),
    owner,
    controller: owner,
    baseController: owner,
    zone,
    isToken,
    isCopy,
    ...freshStatus(state, zone),
  };
  state.objects[obj.id] = obj;
  zoneList(state, zone, state.players[owner]!)?.push(obj.id);
  touch(state);
  return obj;
}

/**
 * Moves an object to another zone: it becomes a new object (400.7) with a new zone-change count and
 * timestamp, untapped, without counters, damage or copy effects. Returns the new object.
 */
export function moveObject(state: GameState, obj: GameObject, to: Zone, known?: Characteristics): GameObject {
  rememberLastKnown(state, obj, known);
  const owner = state.players[obj.owner]!;
  const from = zoneList(state, obj.zone, owner);
  if (from) from.splice(from.indexOf(obj.id), 1);
  const controller = to === 'stack' || to === 'battlefield' ? obj.controller : obj.owner;
  const { controlledSince: _before, ...rest } = obj;
  const moved: GameObject = { ...rest, zoneChangeCount: obj.zoneChangeCount + 1, zone: to, controller, baseController: controller, ...freshStatus(state, to) };
  delete moved.enteredWithX;
  delete moved.attachedTo;
  delete moved.attachedToPlayer;
  delete moved.monstrous;
  delete moved.tributePaid;
  delete moved.devoured;
  delete moved.renowned;
  delete moved.chosenColor;
  delete moved.chosenType;
  // 702.103b, 702.33d, 702.74a: a spell cast bestowed becomes a bestowed Aura as it resolves, a kicked (evoked, dashed)
  // spell a kicked (evoked, dashed) permanent; 708.9: a face-down spell stays face down as it resolves. Any other move ends them all (a
  // face-down object moved elsewhere is revealed).
  if (!(obj.zone === 'stack' && to === 'battlefield')) {
    delete moved.bestowed;
    delete moved.kicked;
    delete moved.evoked;
    delete moved.madnessPaid;
    delete moved.castFromHand;
    delete moved.castDuringMainPhase;
    delete moved.overloaded;
    delete moved.awakened;
    delete moved.dashed;
    delete moved.castWithSuspend;
    delete moved.colorsSpent;
    delete moved.faceDown;
    delete moved.manifested;
  }
  // 709.3b, 709.4: a split card off the stack has both halves' characteristics again; 710.4, 712.14: a flip or
  // double-faced card that moves is unflipped, its front face up.
  delete moved.half;
  delete moved.flipped;
  delete moved.transformed;
  delete moved.transformedBefore;
  // 715.4: off the stack an adventurer card has its normal characteristics; 715.3d, 400.7: moved again, it is no longer on an adventure.
  delete moved.asAdventure;
  delete moved.onAdventure;
  delete moved.fused;
  delete moved.flashback;
  delete moved.aftermath;
  delete moved.unearthed;
  delete moved.boughtBack;
  delete moved.rebounds;
  delete moved.deathtouched;
  delete moved.damagedBy;
  delete moved.activatedOnTurn;
  delete moved.activationsThatTurn;
  state.objects[obj.id] = moved;
  zoneList(state, to, owner)?.push(obj.id);
  touch(state);
  return moved;
}

/** Removes an object from the game entirely (a token ceasing to exist, 704.5d; a spell copy, 704.5e). */
export function deleteObject(state: GameState, obj: GameObject): void {
  rememberLastKnown(state, obj);
  const list = zoneList(state, obj.zone, state.players[obj.owner]!);
  if (list) list.splice(list.indexOf(obj.id), 1);
  delete state.objects[obj.id];
  touch(state);
}

/** Puts a new spell or ability on top of the stack (405.1); fields not given start empty. */
export function pushStackItem(state: GameState, item: StackItemParts): StackItem {
  const full = newStackItem(state, item);
  state.stack.push(full);
  return full;
}

type StackItemParts = Pick<StackItem, 'kind' | 'source' | 'sourceLabel' | 'controller' | 'label'> & Partial<StackItem>;

/** An item as it would be on the stack, for an ability that resolves without it (a mana ability, 605.3b). */
export function newStackItem(state: GameState, item: StackItemParts): StackItem {
  return { id: state.nextId++, targets: [], x: 0, isCopy: false, modes: [], choices: {}, ...item };
}

/**
 * The working context of one engine step: a private draft of the state that the step mutates, and
 * the events it emits. step() clones the state first, so callers only ever see whole new states.
 */
import type { CardDefinition } from './cards/schema';
import type { EngineEvent, EventKind, GameObject, GameState, ObjectRef, PlayerState, StackItem, Zone } from './types';

export interface Ctx {
  state: GameState;
  events: EngineEvent[];
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

export function emit(ctx: Ctx, kind: EventKind, rules: string[], text: string, extra: Pick<EngineEvent, 'step' | 'players' | 'objects'> = {}): void {
  ctx.events.push({ seq: ++ctx.state.eventCount, kind, ...(extra.step ? { step: extra.step } : {}), rules: [...new Set(rules)], ...pick(extra), text });
}

function pick(extra: Pick<EngineEvent, 'players' | 'objects'>): Pick<EngineEvent, 'players' | 'objects'> {
  const out: Pick<EngineEvent, 'players' | 'objects'> = {};
  if (extra.players?.length) out.players = extra.players;
  if (extra.objects?.length) out.objects = extra.objects;
  return out;
}

/** A copy of the state that shares the (immutable) card definitions. */
export function cloneState(state: GameState): GameState {
  const { cards, ...rest } = state;
  return { ...structuredClone(rest), cards };
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

function rememberLastKnown(state: GameState, obj: GameObject): void {
  state.lastKnown[lastKnownKey(obj)] = obj;
}

/** Every object something in the game still refers to: stack items, their targets, waiting triggers, effects, Auras. */
function referencedObjects(state: GameState): ObjectRef[] {
  const fromStack = state.stack.flatMap((item) => [item.source, ...item.targets.flatMap((t) => ('object' in t.ref ? [t.ref.object] : []))]);
  const attached = Object.values(state.objects).flatMap((obj) => (obj.attachedTo ? [obj.attachedTo] : []));
  return [...fromStack, ...state.pendingTriggers.map((t) => t.source), ...state.effects.map((e) => e.affected), ...attached];
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

/** A new stable label: "Grizzly Bears", then "Grizzly Bears #2"; tokens "Walker token", "Walker token #2". */
function newLabel(state: GameState, name: string): string {
  const count = (state.labelCounts[name] ?? 0) + 1;
  state.labelCounts[name] = count;
  return count === 1 ? name : `${name} #${count}`;
}

/** The status a new object starts with in a zone (400.7): untapped, no counters, damage or copy effects. */
function freshStatus(state: GameState, zone: Zone): Pick<GameObject, 'tapped' | 'summoningSick' | 'counters' | 'damage' | 'timestamp' | 'copyEffects'> {
  return { tapped: false, summoningSick: zone === 'battlefield', counters: {}, damage: 0, timestamp: state.nextTimestamp++, copyEffects: [] };
}

export function createObject(state: GameState, card: string, owner: number, zone: Zone, isToken: boolean, isCopy = false): GameObject {
  const definition = definitionNamed(state, card);
  const obj: GameObject = {
    id: state.nextId++,
    zoneChangeCount: 0,
    card: definition.name,
    label: newLabel(state, isToken ? `${definition.name} token` : isCopy ? `${definition.name} copy` : definition.name),
    owner,
    controller: owner,
    zone,
    isToken,
    isCopy,
    ...freshStatus(state, zone),
  };
  state.objects[obj.id] = obj;
  zoneList(state, zone, state.players[owner]!)?.push(obj.id);
  return obj;
}

/**
 * Moves an object to another zone: it becomes a new object (400.7) with a new zone-change count and
 * timestamp, untapped, without counters, damage or copy effects. Returns the new object.
 */
export function moveObject(state: GameState, obj: GameObject, to: Zone): GameObject {
  rememberLastKnown(state, obj);
  const owner = state.players[obj.owner]!;
  const from = zoneList(state, obj.zone, owner);
  if (from) from.splice(from.indexOf(obj.id), 1);
  const moved: GameObject = {
    ...obj,
    zoneChangeCount: obj.zoneChangeCount + 1,
    zone: to,
    controller: to === 'stack' || to === 'battlefield' ? obj.controller : obj.owner,
    ...freshStatus(state, to),
  };
  delete moved.enteredWithX;
  delete moved.attachedTo;
  state.objects[obj.id] = moved;
  zoneList(state, to, owner)?.push(obj.id);
  return moved;
}

/** Removes an object from the game entirely (a token ceasing to exist, 704.5d; a spell copy, 704.5e). */
export function deleteObject(state: GameState, obj: GameObject): void {
  rememberLastKnown(state, obj);
  const list = zoneList(state, obj.zone, state.players[obj.owner]!);
  if (list) list.splice(list.indexOf(obj.id), 1);
  delete state.objects[obj.id];
}

/** Puts a new spell or ability on top of the stack (405.1); fields not given start empty. */
export function pushStackItem(state: GameState, item: Pick<StackItem, 'kind' | 'source' | 'sourceLabel' | 'controller' | 'label'> & Partial<StackItem>): StackItem {
  const full: StackItem = { id: state.nextId++, targets: [], x: 0, isCopy: false, modes: [], choices: {}, ...item };
  state.stack.push(full);
  return full;
}

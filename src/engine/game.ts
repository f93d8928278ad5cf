/**
 * The game loop: createGame, the pure step(state, action), priority (117), passing and resolving
 * (608.1), and the end of a step (500.2, turn.ts). An illegal action changes nothing (732.1); an effect
 * too large to play out stops the game with the limit named.
 */
import { defaultCardLibrary, type CardLibrary } from './cards/library';
import { COLOR_WORDS, type CardDefinition } from './cards/schema';
import { activateAbility, castSpell, planTriggeredCast, playLand } from './casting';
import { turnFaceUp } from './face-down';
import { suspendCard } from './suspend';
import { type Ctx, IllegalAction, LimitReached, battlefieldObjects, cloneState, createObject, emit, forgetUnreferenced, labelFor, playerIndex, playerName, refOf } from './context';
import { characteristics } from './characteristics';
import { emptyPool } from './mana';
import { givePriority, livingPlayers, nextLiving } from './priority';
import { resolveTop } from './resolve';
import { findObject } from './snapshot';
import { selectObject } from './targets';
import { STEPS_AFTER_ATTACKS, stepName } from './steps';
import { beginStep, endStep } from './turn';
import type { Action, CardSetup, EngineEvent, GameObject, GameSetup, GameState, PlayerState, Step, StepResult, Zone } from './types';

/** The default action limit (104.4b): a runaway game stops in about a tenth of a second (`npm run bench -- engine`). */
export const DEFAULT_MAX_ACTIONS = 1000;
/** What a library holds below the cards a setup named, when it says the rest is unknown. */
export const UNKNOWN_CARD: CardDefinition = Object.freeze({
  name: 'Unknown card',
  types: [],
  subtypes: [],
  supertypes: [],
  keywords: [],
  abilities: [],
  text: 'A card nobody named: the library goes on with cards like this.',
});
/** Steps a game can't start in: they need a combat that a setup can't describe (declare attackers instead). */
const NO_START_STEPS: Step[] = ['declare-attackers', ...STEPS_AFTER_ATTACKS];

/** Builds a game from a setup; the step begins (its turn-based actions and triggers), then the active player (or setup.priorityPlayer) holds priority. */
export function createGame(setup: GameSetup, library: CardLibrary = defaultCardLibrary()): StepResult {
  if (setup.players.length < 2) throw new IllegalAction('a game needs two or more players', ['103.1']);
  const step = setup.step ?? 'precombat-main';
  if (NO_START_STEPS.includes(step)) throw new IllegalAction(`a game can't start in the ${stepName(step)}: start at the beginning of combat and declare attackers`, ['506.1']);
  const withInline = setup.cards?.length ? library.with(setup.cards, 'game setup card') : library;
  const cards = Object.fromEntries(withInline.all().map((d) => [d.name, d]));
  if (setup.players.some((p) => p.unknownLibrary)) cards[UNKNOWN_CARD.name] = UNKNOWN_CARD;
  const players: PlayerState[] = setup.players.map((p) => ({
    name: p.name,
    life: p.life ?? 20,
    manaPool: emptyPool(),
    library: [],
    hand: [],
    graveyard: [],
    exile: [],
    lost: false,
    drewFromEmpty: false,
    landsPlayed: 0,
    ...(p.poison ? { poison: p.poison } : {}),
    ...(p.energy ? { energy: p.energy } : {}),
    ...(p.unknownLibrary ? { unknownLibrary: true } : {}),
  }));
  const state: GameState = {
    players,
    activePlayer: 0,
    priority: null,
    passes: 0,
    turn: setup.turn ?? 1,
    step,
    objects: {},
    lastKnown: {},
    battlefield: [],
    stack: [],
    effects: [],
    pendingTriggers: [],
    delayedTriggers: [],
    plannedChoices: [],
    nextId: 1,
    nextTimestamp: 1,
    labelOwners: {},
    noted: [],
    exiledUntil: [],
    actionCount: 0,
    maxActions: setup.maxActions ?? DEFAULT_MAX_ACTIONS,
    eventCount: 0,
    cards,
  };
  const ctx: Ctx = { state, events: [] };
  state.activePlayer = setup.activePlayer ? playerIndex(state, setup.activePlayer) : 0;
  // 724.1: a player set up as the monarch.
  const monarch = setup.players.findIndex((p) => p.monarch);
  if (monarch >= 0) state.monarch = monarch;
  const attachments: [GameObject, string][] = [];
  const permanents: [GameObject, CardSetup][] = [];
  setup.players.forEach((p, owner) => {
    const zones: [Zone, CardSetup[] | undefined][] = [['battlefield', p.battlefield], ['hand', p.hand], ['graveyard', p.graveyard], ['library', p.library], ['exile', p.exile]];
    for (const [zone, list] of zones) {
      for (const entry of list ?? []) {
        const obj = place(state, owner, zone, entry);
        if (typeof entry !== 'string' && entry.attachedTo) attachments.push([obj, entry.attachedTo]);
        if (zone === 'battlefield') permanents.push([obj, entry]);
      }
    }
  });
  relabelSetup(state);
  for (const [aura, label] of attachments) {
    const host = findObject(state, label) ?? ownersObject(state, label);
    if (!host || host.zone !== 'battlefield') throw new IllegalAction(`${aura.label} is set up attached to "${label}", which is not on the battlefield`, ['303.4b']);
    aura.attachedTo = refOf(host);
    // 702.103b: a card with bestow set up attached to a creature is a bestowed Aura (and a creature again once unattached, 702.103f).
    if (state.cards[aura.card]?.bestow && !state.cards[aura.card]?.enchant) aura.bestowed = true;
  }
  emit(ctx, 'setup', ['103.1'], `Turn ${state.turn}, ${stepName(state.step)}; ${players.map((p) => `${p.name} at ${p.life} life`).join(', ')}; ${playerName(state, state.activePlayer)} is the active player`, { players: players.map((p) => p.name) });
  for (const [obj, entry] of permanents) chooseSetupChoices(ctx, obj, entry);
  // 710.2, 712.8e: the trace says which face a flipped or transformed permanent shows.
  for (const obj of battlefieldObjects(state).filter((o) => o.flipped || o.transformed)) {
    emit(ctx, 'setup', obj.flipped ? ['710.2'] : ['712.8e'], `${obj.label} is ${obj.flipped ? 'flipped' : 'transformed'}: it is ${characteristics(state, obj).name}`, { objects: [obj.label] });
  }
  noteUnmodelled(ctx);
  beginStep(ctx, step, { announce: false });
  if (setup.priorityPlayer && state.priority !== null) givePriority(ctx, playerIndex(state, setup.priorityPlayer), '117.3a');
  return { state, events: ctx.events };
}

/** "Bob's Hill Giant": the permanent of that name (or label) on the battlefield that player controls. */
function ownersObject(state: GameState, label: string): GameObject | undefined {
  const named = /^(.+?)['’]s\s+(.+)$/.exec(label.trim());
  const player = named && state.players.findIndex((p) => p.name.toLowerCase() === named[1]!.toLowerCase());
  if (!named || player === null || player < 0) return undefined;
  return selectObject(battlefieldObjects(state).filter((o) => o.controller === player), named[2]!);
}

function place(state: GameState, owner: number, zone: Zone, entry: CardSetup): GameObject {
  const spec = typeof entry === 'string' ? { card: entry } : entry;
  const obj = createObject(state, spec.card, owner, zone, spec.token ?? state.cards[spec.card]?.token ?? false);
  obj.tapped = spec.tapped ?? false;
  obj.summoningSick = zone === 'battlefield' && (spec.newThisTurn ?? false);
  if (!obj.summoningSick) delete obj.controlledSince;
  obj.counters = { ...(spec.counters ?? {}) };
  if (zone === 'battlefield' && state.cards[obj.card]?.loyalty !== undefined && obj.counters.loyalty === undefined) obj.counters.loyalty = state.cards[obj.card]!.loyalty!;
  obj.damage = spec.damage ?? 0;
  // 708: a face-down permanent set up as cast with morph or manifested.
  if (zone === 'battlefield' && (spec.faceDown || spec.manifested)) obj.faceDown = true;
  if (zone === 'battlefield' && spec.manifested) obj.manifested = true;
  // 110.5, 710.2, 712.8e: a flip card's permanent set up flipped, a double-faced card's with its back face up.
  if (spec.flipped || spec.transformed) {
    const face = spec.flipped ? { status: 'flipped', has: state.cards[obj.card]?.flip, rule: '710.1' } : { status: 'transformed', has: state.cards[obj.card]?.back, rule: '712.9' };
    if (zone !== 'battlefield' || !face.has) throw new IllegalAction(`${obj.label} can't be set up ${face.status}: ${zone !== 'battlefield' ? 'only a permanent has that status (110.5d)' : `it is not a ${spec.flipped ? 'flip' : 'double-faced'} card`}`, [face.rule]);
    obj[spec.flipped ? 'flipped' : 'transformed'] = true;
  }
  return obj;
}

/** Setup objects are labelled knowing them all: a name two players own is "Alice's …" and "Bob's …" from the start. */
function relabelSetup(state: GameState): void {
  const names = new Map<GameObject, string>();
  for (const obj of Object.values(state.objects)) names.set(obj, obj.isToken ? `${state.cards[obj.card]!.name} token` : state.cards[obj.card]!.name);
  const owners: Record<string, number[]> = {};
  for (const [obj, name] of names) (owners[name] ??= []).push(obj.owner);
  state.labelOwners = {};
  for (const [obj, name] of names) {
    const shared = new Set(owners[name]).size > 1;
    const counts = (state.labelOwners[name] ??= {});
    obj.label = labelFor(state, name, obj.owner, counts[obj.owner] ?? 0, shared);
    counts[obj.owner] = (counts[obj.owner] ?? 0) + 1;
  }
}

/**
 * 614.12a: a permanent set up on the battlefield that chooses a color (a creature type) as it enters chose the one
 * its setup names, else white (Human), stated.
 */
function chooseSetupChoices(ctx: Ctx, obj: GameObject, entry: CardSetup): void {
  const choosing = ctx.state.cards[obj.card]?.entersChoosing;
  if (!choosing) return;
  const unnamed = ' (the default: the setup names none)';
  if (choosing === 'color') {
    const named = typeof entry === 'string' ? undefined : entry.chosenColor;
    obj.chosenColor = named ?? 'W';
    emit(ctx, 'choice', ['614.12a'], `${obj.label}'s chosen color is ${COLOR_WORDS[obj.chosenColor]}${named ? '' : unnamed}`, { objects: [obj.label] });
    return;
  }
  const named = typeof entry === 'string' ? undefined : entry.chosenType;
  obj.chosenType = named ?? 'Human';
  emit(ctx, 'choice', ['614.12a'], `${obj.label}'s chosen creature type is ${obj.chosenType}${named ? '' : unnamed}`, { objects: [obj.label] });
}

/**
 * Says once per card what of its text a hand-written definition doesn't model ("nothing is skipped silently"),
 * and that a card which may begin the game on the battlefield (103.6a) is in a hand too late for it.
 */
export function noteUnmodelled(ctx: Ctx): void {
  const { state } = ctx;
  for (const obj of Object.values(state.objects)) {
    const definition = state.cards[obj.card];
    if (definition?.beginsOnBattlefield && obj.zone === 'hand' && !state.noted.includes(definition.name)) {
      state.noted.push(definition.name);
      emit(ctx, 'note', ['103.6a'], `${obj.label} is in a hand, but the game began before this scenario: its opening-hand action (103.6a) is over. To begin the game with it on the battlefield, set it up there`, { objects: [obj.label] });
    }
    if (!definition?.notModelled || state.noted.includes(definition.name)) continue;
    state.noted.push(definition.name);
    emit(ctx, 'note', ['108.1'], `Heartwood does not model part of ${definition.name}'s text: ${definition.notModelled}`, { objects: [obj.label] });
  }
}

/**
 * Applies one action and returns the new state and its events; `state` itself is never changed.
 * An illegal action returns the state as it was (732.1) with events saying why.
 */
export function step(state: GameState, action: Action): StepResult {
  if (state.over) return refuse(state, `the game is over (${state.over.reason})`, ['104.1']);
  if (state.actionCount >= state.maxActions) {
    const ctx: Ctx = { state: { ...state }, events: [] };
    emit(ctx, 'step-limit', ['104.4b'], `Stopped after ${state.maxActions} actions: the game looks like a loop that never ends (104.4b would make it a draw)`);
    return { state: ctx.state, events: ctx.events };
  }
  const ctx: Ctx = { state: cloneState(state), events: [] };
  ctx.state.actionCount++;
  try {
    perform(ctx, action);
  } catch (error) {
    if (error instanceof LimitReached) {
      emit(ctx, 'step-limit', ['104.4b'], `Stopped: ${error.message}`);
      ctx.state.over = { winners: [], reason: error.message };
      return { state: ctx.state, events: ctx.events };
    }
    if (!(error instanceof IllegalAction)) throw error;
    return rewind(state, ctx, error, action);
  }
  noteUnmodelled(ctx);
  forgetUnreferenced(ctx.state);
  return { state: ctx.state, events: ctx.events };
}

function perform(ctx: Ctx, action: Action): void {
  const player = playerIndex(ctx.state, action.player);
  if (action.type === 'choose') {
    ctx.state.plannedChoices.push({ player, key: action.key, ...(action.for ? { for: action.for } : {}), value: action.value, ...(action.tag ? { tag: action.tag } : {}) });
    emit(ctx, 'choice', ['117.2e'], `${playerName(ctx.state, player)} will choose ${JSON.stringify(action.value)} for "${action.key}"${action.for ? ` (${action.for})` : ''}`, { players: [playerName(ctx.state, player)], detail: true });
    return;
  }
  // 702.35a, 702.94a, 608.2g: a cast for a madness or miracle cost is planned now and made as the card's trigger resolves.
  if (action.type === 'cast' && (action.madness || action.miracle || action.rebound || action.suspend || action.cascade)) return planTriggeredCast(ctx, player, action, action.madness ? 'madness' : action.miracle ? 'miracle' : action.rebound ? 'rebound' : action.suspend ? 'suspend' : 'cascade');
  requirePriority(ctx, player, action.type);
  if (action.type === 'pass') return pass(ctx, player);
  if (action.type === 'cast') castSpell(ctx, player, action);
  else if (action.type === 'play-land') playLand(ctx, player, action.card);
  else if (action.type === 'turn-face-up') turnFaceUp(ctx, player, action);
  else if (action.type === 'suspend') suspendCard(ctx, player, action);
  else activateAbility(ctx, player, action);
  // 117.3c: the player receives priority again, a mana ability's too (605.3b: it didn't use the stack), so
  // what it or a cost triggered goes on the stack now (603.3, 117.5).
  ctx.state.passes = 0;
  givePriority(ctx, player, action.type === 'play-land' ? '305.1' : '117.3c');
}

function requirePriority(ctx: Ctx, player: number, what: string): void {
  const holder = ctx.state.priority;
  if (holder !== player) {
    throw new IllegalAction(`${playerName(ctx.state, player)} can't ${what} now: ${holder === null ? 'nobody' : playerName(ctx.state, holder)} has priority`, ['117.1']);
  }
}

function pass(ctx: Ctx, player: number): void {
  const { state } = ctx;
  const who = playerName(state, player);
  emit(ctx, 'pass', ['117.3d'], `${who} passes priority`, { players: [who], detail: true });
  state.passes++;
  if (state.passes < livingPlayers(state).length) return givePriority(ctx, nextLiving(state, player), '117.3d');
  state.passes = 0;
  if (state.stack.length > 0) {
    resolveTop(ctx);
    return givePriority(ctx, state.activePlayer, '117.3b');
  }
  endStep(ctx);
}

function refuse(state: GameState, text: string, rules: string[]): StepResult {
  const event: EngineEvent = { seq: state.eventCount + 1, kind: 'illegal-action', rules, text };
  return { state: { ...state, eventCount: state.eventCount + 1 }, events: [event] };
}

/** 732.1: the whole action is reversed (mana abilities activated for it too); 732.2: the player keeps priority. */
function rewind(before: GameState, ctx: Ctx, error: IllegalAction, action: Action): StepResult {
  emit(ctx, 'illegal-action', error.rules, error.message, { ...(error.failedStep ? { step: error.failedStep } : {}), outcome: { kind: 'refused', subject: error.message } });
  const proposed = ctx.events.some((e) => e.step !== undefined || e.kind === 'activate');
  if (proposed) {
    const manaUndone = ctx.events.filter((e) => e.kind === 'mana').flatMap((e) => e.objects ?? []);
    const returned = action.type === 'cast' ? `${typeof action.card === 'string' ? action.card : 'the card'} returns to ${action.player}'s hand; ` : '';
    const undone = manaUndone.length ? `the mana abilities of ${manaUndone.join(', ')} are undone (untapped, mana removed); ` : '';
    emit(ctx, 'rewind', ['732.1', '732.2'], `The game returns to the moment before the action was proposed: ${returned}${undone}${action.player} keeps priority`, { players: [action.player], objects: manaUndone });
  }
  return { state: { ...before, eventCount: ctx.state.eventCount, actionCount: before.actionCount + 1 }, events: ctx.events };
}

/** Every player passes in turn until the stack is empty (or the game ends, or the action limit is hit). */
export function resolveStack(state: GameState): StepResult {
  let current = state;
  const events: EngineEvent[] = [];
  while (current.stack.length > 0 && !current.over && current.priority !== null) {
    const result = step(current, { type: 'pass', player: playerName(current, current.priority) });
    events.push(...result.events);
    if (result.events.some((e) => e.kind === 'step-limit')) return { state: result.state, events };
    current = result.state;
  }
  return { state: current, events };
}

/** Applies actions in order, collecting their events. */
export function runActions(state: GameState, actions: Action[]): StepResult {
  let current = state;
  const events: EngineEvent[] = [];
  for (const action of actions) {
    const result = step(current, action);
    events.push(...result.events);
    current = result.state;
  }
  return { state: current, events };
}

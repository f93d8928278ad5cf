/**
 * The game loop: createGame, the pure step(state, action), priority (117), passing and resolving
 * (608.1), the end of a step (500.2), and the one "before priority" routine (117.5): state-based
 * actions until none apply, then waiting triggers onto the stack, repeated until neither happens.
 */
import { defaultCardLibrary, type CardLibrary } from './cards/library';
import { activateAbility, castSpell, playLand } from './casting';
import { type Ctx, IllegalAction, cloneState, createObject, emit, forgetUnreferenced, playerIndex, playerName, refOf } from './context';
import { emptyPool } from './mana';
import { resolveTop } from './resolve';
import { checkStateBasedActions } from './sba';
import { putTriggersOnStack } from './triggers';
import { findObject } from './snapshot';
import type { Action, CardSetup, EngineEvent, GameObject, GameSetup, GameState, PlayerState, Step, StepResult, Zone } from './types';

const STEPS: Step[] = ['untap', 'upkeep', 'draw', 'precombat-main', 'beginning-of-combat', 'declare-attackers', 'declare-blockers', 'combat-damage', 'end-of-combat', 'postcombat-main', 'end', 'cleanup'];
/** How often the before-priority routine may loop before it reports a runaway game. */
const BEFORE_PRIORITY_CAP = 200;
/** The default action limit (104.4b): a runaway game stops in about a tenth of a second (`npm run bench -- engine`). */
export const DEFAULT_MAX_ACTIONS = 1000;

/** Builds a game from a setup; the active player (or setup.priorityPlayer) then holds priority. */
export function createGame(setup: GameSetup, library: CardLibrary = defaultCardLibrary()): StepResult {
  if (setup.players.length < 2) throw new IllegalAction('a game needs two or more players', ['103.1']);
  const withInline = setup.cards?.length ? library.with(setup.cards, 'game setup card') : library;
  const cards = Object.fromEntries(withInline.all().map((d) => [d.name, d]));
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
  }));
  const state: GameState = {
    players,
    activePlayer: 0,
    priority: null,
    passes: 0,
    turn: setup.turn ?? 1,
    step: setup.step ?? 'precombat-main',
    objects: {},
    lastKnown: {},
    battlefield: [],
    stack: [],
    effects: [],
    pendingTriggers: [],
    plannedChoices: [],
    nextId: 1,
    nextTimestamp: 1,
    labelCounts: {},
    actionCount: 0,
    maxActions: setup.maxActions ?? DEFAULT_MAX_ACTIONS,
    eventCount: 0,
    cards,
  };
  const ctx: Ctx = { state, events: [] };
  state.activePlayer = setup.activePlayer ? playerIndex(state, setup.activePlayer) : 0;
  const attachments: [GameObject, string][] = [];
  setup.players.forEach((p, owner) => {
    const zones: [Zone, CardSetup[] | undefined][] = [['battlefield', p.battlefield], ['hand', p.hand], ['graveyard', p.graveyard], ['library', p.library], ['exile', p.exile]];
    for (const [zone, list] of zones) {
      for (const entry of list ?? []) {
        const obj = place(state, owner, zone, entry);
        if (typeof entry !== 'string' && entry.attachedTo) attachments.push([obj, entry.attachedTo]);
      }
    }
  });
  for (const [aura, label] of attachments) {
    const host = findObject(state, label);
    if (!host || host.zone !== 'battlefield') throw new IllegalAction(`${aura.label} is set up attached to "${label}", which is not on the battlefield`, ['303.4b']);
    aura.attachedTo = refOf(host);
  }
  emit(ctx, 'setup', ['103.1'], `Turn ${state.turn}, ${state.step.replace(/-/g, ' ')} step; ${players.map((p) => `${p.name} at ${p.life} life`).join(', ')}; ${playerName(state, state.activePlayer)} is the active player`, { players: players.map((p) => p.name) });
  givePriority(ctx, setup.priorityPlayer ? playerIndex(state, setup.priorityPlayer) : state.activePlayer, '117.3a');
  return { state, events: ctx.events };
}

function place(state: GameState, owner: number, zone: Zone, entry: CardSetup): GameObject {
  const spec = typeof entry === 'string' ? { card: entry } : entry;
  const obj = createObject(state, spec.card, owner, zone, spec.token ?? state.cards[spec.card]?.token ?? false);
  obj.tapped = spec.tapped ?? false;
  obj.summoningSick = zone === 'battlefield' && (spec.newThisTurn ?? false);
  obj.counters = { ...(spec.counters ?? {}) };
  obj.damage = spec.damage ?? 0;
  return obj;
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
    if (!(error instanceof IllegalAction)) throw error;
    return rewind(state, ctx, error, action);
  }
  forgetUnreferenced(ctx.state);
  return { state: ctx.state, events: ctx.events };
}

function perform(ctx: Ctx, action: Action): void {
  const player = playerIndex(ctx.state, action.player);
  if (action.type === 'choose') {
    ctx.state.plannedChoices.push({ player, key: action.key, ...(action.for ? { for: action.for } : {}), value: action.value });
    emit(ctx, 'choice', ['117.2e'], `${playerName(ctx.state, player)} will choose ${JSON.stringify(action.value)} for "${action.key}"${action.for ? ` (${action.for})` : ''}`, { players: [playerName(ctx.state, player)] });
    return;
  }
  requirePriority(ctx, player, action.type);
  if (action.type === 'pass') return pass(ctx, player);
  if (action.type === 'cast') castSpell(ctx, player, action);
  else if (action.type === 'play-land') playLand(ctx, player, action.card);
  else if (activateAbility(ctx, player, action) === 'mana') return; // 605.3b: no priority change, no SBA check
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
  emit(ctx, 'pass', ['117.3d'], `${who} passes priority`, { players: [who] });
  state.passes++;
  if (state.passes < livingPlayers(state).length) return givePriority(ctx, nextLiving(state, player), '117.3d');
  state.passes = 0;
  if (state.stack.length > 0) {
    resolveTop(ctx);
    return givePriority(ctx, state.activePlayer, '117.3b');
  }
  endStep(ctx);
}

function livingPlayers(state: GameState): number[] {
  return state.players.flatMap((p, i) => (p.lost ? [] : [i]));
}

function nextLiving(state: GameState, player: number): number {
  const count = state.players.length;
  for (let offset = 1; offset <= count; offset++) {
    const next = (player + offset) % count;
    if (!state.players[next]!.lost) return next;
  }
  return player;
}

/** 500.2: all players passed with an empty stack: the step ends, mana empties (500.5), the next one begins. */
function endStep(ctx: Ctx): void {
  const { state } = ctx;
  emit(ctx, 'step-ends', ['117.4', '500.2', '500.5'], `All players passed with an empty stack: the ${state.step.replace(/-/g, ' ')} step ends and mana pools empty`);
  for (const p of state.players) p.manaPool = emptyPool();
  const next = STEPS[STEPS.indexOf(state.step) + 1];
  if (next && next !== 'cleanup') {
    state.step = next;
  } else {
    cleanupAndNextTurn(ctx);
  }
  if (state.step === 'draw') drawTurnCard(ctx);
  givePriority(ctx, state.activePlayer, '117.3a');
}

/** 514.2: damage wears off and "until end of turn" effects end; then the next player's turn: untap (502.3). */
function cleanupAndNextTurn(ctx: Ctx): void {
  const { state } = ctx;
  for (const id of state.battlefield) state.objects[id]!.damage = 0;
  state.effects = [];
  emit(ctx, 'effect', ['514.2'], 'Cleanup: all damage is removed and "until end of turn" effects end');
  state.activePlayer = nextLiving(state, state.activePlayer);
  state.turn++;
  for (const id of state.battlefield) {
    const obj = state.objects[id]!;
    if (obj.controller !== state.activePlayer) continue;
    obj.tapped = false;
    obj.summoningSick = false;
  }
  emit(ctx, 'effect', ['502.3', '302.6'], `Turn ${state.turn}: ${playerName(state, state.activePlayer)} untaps their permanents`, { players: [playerName(state, state.activePlayer)] });
  state.step = 'upkeep';
}

function drawTurnCard(ctx: Ctx): void {
  const player = ctx.state.players[ctx.state.activePlayer]!;
  const top = player.library.shift();
  if (top === undefined) {
    player.drewFromEmpty = true;
    return;
  }
  player.hand.push(top);
  ctx.state.objects[top]!.zone = 'hand';
  emit(ctx, 'zone-change', ['504.1'], `${player.name} draws a card for the turn`, { players: [player.name] });
}

/**
 * 117.5: before a player receives priority, state-based actions are performed until none apply,
 * then triggered abilities are put on the stack (603.3), and the check repeats.
 */
export function givePriority(ctx: Ctx, player: number, rule: string): void {
  const { state } = ctx;
  state.priority = null;
  for (let round = 0; ; round++) {
    if (round >= BEFORE_PRIORITY_CAP) {
      emit(ctx, 'step-limit', ['704.3', '117.5'], `Stopped: state-based actions and triggers kept happening ${BEFORE_PRIORITY_CAP} times in a row`);
      state.over = { winners: [], reason: 'runaway loop of state-based actions and triggers' };
      return;
    }
    const performed = checkStateBasedActions(ctx);
    if (state.over) return;
    if (performed) continue;
    if (state.pendingTriggers.length === 0) break;
    putTriggersOnStack(ctx);
  }
  const receiver = state.players[player]!.lost ? nextLiving(state, player) : player;
  state.priority = receiver;
  emit(ctx, 'priority', [rule, '117.5'], `${playerName(state, receiver)} receives priority`, { players: [playerName(state, receiver)] });
}

function refuse(state: GameState, text: string, rules: string[]): StepResult {
  const event: EngineEvent = { seq: state.eventCount + 1, kind: 'illegal-action', rules, text };
  return { state: { ...state, eventCount: state.eventCount + 1 }, events: [event] };
}

/** 732.1: the whole action is reversed (mana abilities activated for it too); 732.2: the player keeps priority. */
function rewind(before: GameState, ctx: Ctx, error: IllegalAction, action: Action): StepResult {
  emit(ctx, 'illegal-action', error.rules, error.message, error.failedStep ? { step: error.failedStep } : {});
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

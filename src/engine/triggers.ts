/**
 * Triggered abilities (603): they trigger on events (603.2), wait, and are put on the stack the next
 * time a player would receive priority, in APNAP order with each controller ordering theirs (603.3b),
 * targets chosen then (603.3d). Leaves-the-battlefield abilities look back in time (603.10a).
 */
import type { TriggerEvent } from './cards/schema';
import { characteristics, isCreature } from './characteristics';
import { type Ctx, battlefieldObjects, currentOrLastKnown, emit, isSameObject, moveObject, playerName, pushStackItem, refOf } from './context';
import { takeChoice } from './choices';
import { enterAsCopy } from './copy';
import { candidates, describeKind, findCandidate, labelOf, targetProblem, toRecord } from './targets';
import type { GameObject, GameState, PendingTrigger, StackItem, Zone } from './types';

function queue(ctx: Ctx, obj: GameObject, when: TriggerEvent, cause: string, x?: number): void {
  characteristics(ctx.state, obj).abilities.forEach((ability, abilityIndex) => {
    if (ability.kind !== 'triggered' || ability.when !== when) return;
    const trigger: PendingTrigger = {
      source: refOf(obj),
      sourceLabel: obj.label,
      abilityIndex,
      controller: obj.controller,
      cause,
      ...(x !== undefined ? { x } : {}),
    };
    ctx.state.pendingTriggers.push(trigger);
    emit(ctx, 'trigger', ['603.2'], `${obj.label}'s ability triggers (${cause}): "${ability.text}"`, { players: [playerName(ctx.state, obj.controller)], objects: [obj.label] });
  });
}

/**
 * Moves an object between zones and queues the abilities that trigger on it: leaves/dies abilities
 * (including the object's own, by last known information, 603.10a) and enters abilities (603.6a).
 */
export function moveWithTriggers(ctx: Ctx, obj: GameObject, to: Zone, why: string, rule: string, spellX?: number): GameObject {
  const { state } = ctx;
  const from = obj.zone;
  if (from === 'battlefield') {
    queue(ctx, obj, 'leaves', `${obj.label} left the battlefield`);
    // 700.4: a creature put into a graveyard from the battlefield dies.
    if (to === 'graveyard' && isCreature(state, obj)) {
      queue(ctx, obj, 'dies', `${obj.label} died`);
      for (const other of battlefieldObjects(state)) if (other.id !== obj.id) queue(ctx, other, 'another-creature-dies', `${obj.label} died`);
    }
  }
  const moved = moveObject(state, obj, to);
  if (to === 'battlefield' && spellX !== undefined) moved.enteredWithX = spellX; // 107.3m
  emit(ctx, 'zone-change', [rule, '400.7'], `${obj.label} moves from ${zoneWords(state, from, obj.owner)} to ${zoneWords(state, to, obj.owner)} (${why}) and becomes a new object`, { objects: [obj.label] });
  if (to === 'battlefield') {
    enterAsCopy(ctx, moved);
    entersWithCounters(ctx, moved);
    queue(ctx, moved, 'enters', `${moved.label} entered the battlefield`, moved.enteredWithX);
  }
  return moved;
}

/** 614.1c: "enters with N counters" modifies how it enters; X is the spell's X (107.3m), else 0. */
function entersWithCounters(ctx: Ctx, obj: GameObject): void {
  const rule = characteristics(ctx.state, obj).definition.entersWithCounters;
  if (!rule) return;
  const x = obj.enteredWithX ?? 0;
  const amount = rule.amount === 'X' ? x : typeof rule.amount === 'number' ? rule.amount : 0;
  obj.counters[rule.counter] = (obj.counters[rule.counter] ?? 0) + amount;
  const why = rule.amount === 'X' ? ` (X = ${x}: the X of the spell it was, 107.3m)` : '';
  emit(ctx, 'effect', ['614.1c', ...(rule.amount === 'X' ? ['107.3m'] : [])], `${obj.label} enters with ${amount} ${rule.counter} counter${amount === 1 ? '' : 's'}${why}`, { objects: [obj.label] });
}

function zoneWords(state: GameState, zone: Zone, owner: number): string {
  return zone === 'battlefield' || zone === 'stack' ? `the ${zone}` : `${playerName(state, owner)}'s ${zone}`;
}

/** Queues an object entering the battlefield directly (a token created, 111.1): enters abilities only. */
export function queueEnters(ctx: Ctx, obj: GameObject): void {
  queue(ctx, obj, 'enters', `${obj.label} entered the battlefield`, obj.enteredWithX);
}

/** 601.2i: the spell became cast: "whenever you cast" and heroic abilities trigger, once per spell each. */
export function queueCastTriggers(ctx: Ctx, spell: StackItem): void {
  for (const obj of battlefieldObjects(ctx.state)) {
    if (obj.controller !== spell.controller) continue;
    queue(ctx, obj, 'you-cast-spell', `${playerName(ctx.state, spell.controller)} cast ${spell.label}`);
    const targeted = spell.targets.some((t) => 'object' in t.ref && isSameObject(t.ref.object, obj));
    if (targeted) queue(ctx, obj, 'heroic', `${playerName(ctx.state, spell.controller)} cast ${spell.label}, which targets ${obj.label}`);
  }
}

/**
 * 603.3b: puts waiting triggers on the stack: the active player's first, then each other player's
 * in turn order (so the last player's end up on top); each player orders their own (choice "order",
 * default: the order they triggered). Targets are chosen now (603.3d); a trigger with no legal
 * target is removed (603.3d).
 */
export function putTriggersOnStack(ctx: Ctx): void {
  const { state } = ctx;
  if (state.pendingTriggers.length === 0) return;
  const waiting = state.pendingTriggers;
  state.pendingTriggers = [];
  const count = state.players.length;
  for (let offset = 0; offset < count; offset++) {
    const player = (state.activePlayer + offset) % count;
    const mine = orderFor(ctx, player, waiting.filter((t) => t.controller === player));
    for (const trigger of mine) putOnStack(ctx, trigger);
  }
}

function orderFor(ctx: Ctx, player: number, triggers: PendingTrigger[]): PendingTrigger[] {
  if (triggers.length < 2) return triggers;
  const who = playerName(ctx.state, player);
  const order = takeChoice(ctx.state, player, 'order');
  if (Array.isArray(order)) {
    const rank = (t: PendingTrigger) => {
      const at = order.findIndex((label) => label.toLowerCase() === t.sourceLabel.toLowerCase());
      return at < 0 ? order.length : at;
    };
    const sorted = [...triggers].sort((a, b) => rank(a) - rank(b));
    emit(ctx, 'choice', ['603.3b'], `${who} orders their triggers: ${sorted.map((t) => t.sourceLabel).join(', ')} (last on top)`, { players: [who] });
    return sorted;
  }
  emit(ctx, 'choice', ['603.3b'], `${who} puts their triggers on the stack in the order they triggered: ${triggers.map((t) => t.sourceLabel).join(', ')} (no order was chosen)`, { players: [who] });
  return triggers;
}

function putOnStack(ctx: Ctx, trigger: PendingTrigger): void {
  const { state } = ctx;
  const source = currentOrLastKnown(state, trigger.source);
  const ability = source ? characteristics(state, source).abilities[trigger.abilityIndex] : undefined;
  if (!ability || ability.kind !== 'triggered') return;
  const who = playerName(state, trigger.controller);
  const by = { controller: trigger.controller, colors: source ? characteristics(state, source).colors : [] };
  const chosen = takeChoice(state, trigger.controller, 'targets', trigger.sourceLabel);
  const targets = [];
  for (const [slot, spec] of ability.targets.entries()) {
    const named = Array.isArray(chosen) ? chosen[slot] : undefined;
    const candidate = named !== undefined ? findCandidate(state, spec, named) : candidates(state, spec).find((c) => !targetProblem(state, spec, c, by));
    const problem = candidate ? targetProblem(state, spec, candidate, by) : 'no legal target';
    if (!candidate || problem) {
      emit(ctx, 'target-illegal', ['603.3d'], `${trigger.sourceLabel}'s trigger can't target ${candidate ? `${labelOf(state, candidate)}: ${problem}` : `any ${describeKind(spec)}`}; it is removed from the stack`, { objects: [trigger.sourceLabel] });
      return;
    }
    if (named === undefined) emit(ctx, 'choice', ['603.3d'], `${who} targets ${labelOf(state, candidate)} with ${trigger.sourceLabel}'s trigger (the first legal ${describeKind(spec)}; none was chosen)`, { players: [who] });
    targets.push(toRecord(state, slot, candidate));
  }
  const item = pushStackItem(state, {
    kind: 'triggered',
    source: trigger.source,
    sourceLabel: trigger.sourceLabel,
    abilityIndex: trigger.abilityIndex,
    controller: trigger.controller,
    targets,
    x: trigger.x ?? 0,
    label: `${trigger.sourceLabel}'s trigger`,
  });
  const aim = targets.length ? ` targeting ${targets.map((t) => t.label).join(', ')}` : '';
  emit(ctx, 'put-on-stack', ['603.3', '603.3b'], `${who} puts ${item.label} on the stack${aim}: "${ability.text}"`, { players: [who], objects: [trigger.sourceLabel, ...targets.map((t) => t.label)] });
}

/**
 * The monarch (724): a designation one player at a time has, from the first effect that makes a player
 * the monarch on (724.1, 724.3), and its two inherent triggered abilities (724.2).
 */
import { type Ctx, emit, playerName, refOf } from './context';
import type { DamageEvent } from './damage';
import type { Ability } from './cards/schema';
import type { ObjectRef } from './types';

/** 724.2: the monarch's abilities have no source (an exception to 113.8); no object has this id. */
const NO_SOURCE: ObjectRef = { id: -1, zoneChangeCount: 0 };
const MONARCH = 'the monarch';

type Triggered = Extract<Ability, { kind: 'triggered' }>;
const DRAWS: Triggered = { kind: 'triggered', when: 'beginning-of-step', step: 'end', targets: [], effects: [{ do: 'draw', amount: 1, who: 'you' }], text: "At the beginning of the monarch's end step, that player draws a card." };
const TAKES: Triggered = { kind: 'triggered', when: 'deals-combat-damage-to-player', targets: [], effects: [{ do: 'become-monarch', who: 'it-controller' }], text: 'Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.' };

/** 724.3: the player becomes the monarch; the monarch before, if any, ceases to be. */
export function becomeMonarch(ctx: Ctx, player: number): void {
  const { state } = ctx;
  const who = playerName(state, player);
  if (state.monarch === player) {
    emit(ctx, 'effect', ['724.3'], `${who} is already the monarch`, { players: [who] });
    return;
  }
  const before = state.monarch === undefined ? '' : ` (${playerName(state, state.monarch)} ceases to be)`;
  state.monarch = player;
  emit(ctx, 'effect', ['724.1', '724.3'], `${who} becomes the monarch${before}`, { players: [who] });
}

/** 724.2: "At the beginning of the monarch's end step, that player draws a card", controlled by the monarch. */
export function monarchEndStepTrigger(ctx: Ctx): void {
  const { state } = ctx;
  if (state.monarch !== state.activePlayer) return;
  const who = playerName(state, state.monarch);
  state.pendingTriggers.push({ source: NO_SOURCE, sourceLabel: MONARCH, ability: DRAWS, controller: state.monarch, cause: `${who}'s end step began` });
  emit(ctx, 'trigger', ['724.2'], `The monarch's ability triggers: "${DRAWS.text}"`, { players: [who] });
}

/** 724.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch", once for each such creature. */
export function monarchCombatDamageTriggers(ctx: Ctx, dealt: { event: DamageEvent }[]): void {
  const { state } = ctx;
  const monarch = state.monarch;
  if (monarch === undefined) return;
  for (const { event } of dealt) {
    if (!event.combat || !('player' in event.recipient) || event.recipient.player !== monarch) continue;
    const creature = event.source;
    state.pendingTriggers.push({ source: NO_SOURCE, sourceLabel: MONARCH, ability: TAKES, controller: monarch, cause: `${creature.label} dealt combat damage to ${playerName(state, monarch)}`, about: { object: refOf(creature) } });
    emit(ctx, 'trigger', ['724.2'], `The monarch's ability triggers: ${creature.label} dealt combat damage to the monarch, ${playerName(state, monarch)}`, { players: [playerName(state, monarch)], objects: [creature.label] });
  }
}

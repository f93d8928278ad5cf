/**
 * Turns, phases and steps (500–514): the order of steps, the turn-based actions as each begins
 * (untap 502.3, draw 504.1, declare attackers 508.1 and blockers 509.1, combat damage 510, cleanup
 * 514.1–514.2), "at the beginning of" triggers, mana pools emptying as a step ends (500.5), steps
 * skipped when nobody attacks (508.8) and the extra first-strike damage step (510.4).
 */
import { characteristics, touch } from './characteristics';
import { takeChoice } from './choices';
import { combatDamage, declareAttackers, declareBlockers, endCombat, needsFirstStrikeStep } from './combat';
import { type Ctx, battlefieldObjects, emit, isSameObject, playerName } from './context';
import { POISON_TO_LOSE } from './damage';
import { becameUntapped, discard, draw, heldTapped, updateControl } from './effects';
import { emptyPool } from './mana';
import { givePriority, nextLiving } from './priority';
import { monarchEndStepTrigger } from './monarch';
import { fireDelayedTriggers, fireTriggers } from './triggers';
import { STEPS, stepName } from './steps';
import type { GameState, Step } from './types';
import { addLoreCounters } from './sagas';


const STEP_RULES: Record<Step, string> = {
  untap: '502.1',
  upkeep: '503.1',
  draw: '504.1',
  'precombat-main': '505.1',
  'beginning-of-combat': '507.1',
  'declare-attackers': '508.1',
  'declare-blockers': '509.1',
  'first-strike-damage': '510.4',
  'combat-damage': '510.1',
  'end-of-combat': '511.1',
  'postcombat-main': '505.1',
  end: '513.1',
  cleanup: '514.1',
};

/** The maximum hand size (402.2). */
const MAX_HAND_SIZE = 7;

/** The step after this one (508.8: no attackers skips blockers and damage; 510.4: a first-strike damage step when needed). */
function nextStep(state: GameState): Step | 'next-turn' {
  switch (state.step) {
    case 'declare-attackers':
      return state.combat?.attackersDeclared ? 'declare-blockers' : 'end-of-combat';
    case 'declare-blockers':
      return needsFirstStrikeStep(state) ? 'first-strike-damage' : 'combat-damage';
    case 'cleanup':
      return 'next-turn';
    default:
      return STEPS[STEPS.indexOf(state.step) + 1]!;
  }
}

/**
 * 500.2: all players passed with an empty stack: the step ends, mana pools empty (500.5), and the next
 * step begins.
 */
export function endStep(ctx: Ctx): void {
  const { state } = ctx;
  emit(ctx, 'step-ends', ['500.2', '500.5'], `All players passed with an empty stack: the ${stepName(state.step)} ends and mana pools empty`, { detail: true });
  for (const p of state.players) p.manaPool = emptyPool();
  if (state.step === 'end-of-combat') endCombat(ctx);
  // 514.3a: a cleanup step in which players got priority is followed by another cleanup step.
  const next = state.step === 'cleanup' ? 'cleanup' : nextStep(state);
  beginStep(ctx, next === 'next-turn' ? 'untap' : next, { newTurn: next === 'next-turn' });
}

/** Begins a step: its turn-based actions and "at the beginning of" triggers, then priority (except untap and most cleanups). */
export function beginStep(ctx: Ctx, step: Step, options: { newTurn?: boolean; announce?: boolean } = {}): void {
  const { state } = ctx;
  if (options.newTurn) startTurn(ctx);
  const active = state.activePlayer;
  const who = playerName(state, active);
  // 614.10: a skipped step doesn't happen at all — no turn-based action, no trigger, no priority.
  if (step === 'draw' && skipsDrawStep(ctx, active)) return beginStep(ctx, 'precombat-main');
  state.step = step;
  touch(state);
  if (options.announce !== false) emit(ctx, 'step-begins', [STEP_RULES[step]], `${who}'s ${stepName(step)} begins`, { players: [who] });
  switch (step) {
    case 'untap':
      untap(ctx);
      return beginStep(ctx, 'upkeep'); // 502.4: no player receives priority in the untap step
    case 'upkeep': {
      // For echo (702.30a): "your last upkeep" is the one before this one while this one goes on.
      const player = state.players[active]!;
      player.upkeepsBegan = [...(player.upkeepsBegan ?? []).slice(-1), state.nextTimestamp++];
      break;
    }
    case 'draw':
      emit(ctx, 'effect', ['504.1'], `${who} draws a card for the turn`, { players: [who] });
      draw(ctx, active, 1);
      break;
    case 'precombat-main':
      addLoreCounters(ctx);
      break;
    case 'declare-attackers':
      declareAttackers(ctx);
      break;
    case 'declare-blockers':
      declareBlockers(ctx);
      break;
    case 'first-strike-damage':
    case 'combat-damage':
      combatDamage(ctx, step === 'first-strike-damage');
      break;
    case 'cleanup':
      if (!cleanup(ctx)) return;
      break;
    default:
      break;
  }
  if (['upkeep', 'draw', 'precombat-main', 'beginning-of-combat', 'end-of-combat', 'postcombat-main', 'end'].includes(step)) {
    fireDelayedTriggers(ctx, step);
    fireTriggers(ctx, 'beginning-of-step', { step, player: active, cause: `${who}'s ${stepName(step)} began` });
    if (step === 'end') monarchEndStepTrigger(ctx);
  }
  givePriority(ctx, active, '117.3a');
}

/**
 * 614.10: whether the player skips this draw step: a static ability of a permanent they control says "Skip your
 * draw step", or an effect said they skip their next one (614.10a: each such effect skips one).
 */
function skipsDrawStep(ctx: Ctx, player: number): boolean {
  const { state } = ctx;
  const who = playerName(state, player);
  const source = battlefieldObjects(state).find((obj) => obj.controller === player && characteristics(state, obj).abilities.some((ability) => ability.kind === 'static' && ability.skipDrawStep));
  const skips = state.players[player]!.skips;
  if (!source && !skips?.['draw-step']) return false;
  if (!source) skips!['draw-step']! -= 1;
  emit(ctx, 'step-begins', ['614.10'], `${who} skips their draw step (${source ? `${source.label} says so` : 'an effect said they skip their next one'})`, { players: [who] });
  return true;
}

/**
 * The player whose turn comes next (500.7): the extra turn created last, else the next player in turn order after
 * the last turn of the normal order; a player who is to skip their next turn skips it (614.10, 614.10a: the next
 * turn they would take, an extra one too).
 */
function nextTurnPlayer(ctx: Ctx): number {
  const { state } = ctx;
  for (;;) {
    const extra = state.extraTurns?.shift();
    const player = extra ?? nextLiving(state, state.turnOrderPlayer ?? state.activePlayer);
    if (extra === undefined) delete state.turnOrderPlayer;
    else state.turnOrderPlayer ??= state.activePlayer;
    const skips = state.players[player]!.skips;
    if (state.players[player]!.lost || !skips?.turn) return player;
    skips.turn -= 1;
    emit(ctx, 'step-begins', ['614.10'], `${playerName(state, player)} skips ${extra === undefined ? 'their turn' : 'their extra turn'} (an effect said they skip their next turn)`, { players: [playerName(state, player)] });
    if (extra === undefined) state.turnOrderPlayer = player;
  }
}

/** 103.5 onwards: the next player in turn order becomes the active player; their permanents are no longer summoning sick (302.6). */
function startTurn(ctx: Ctx): void {
  const { state } = ctx;
  state.activePlayer = nextTurnPlayer(ctx);
  state.turn++;
  delete state.creaturesDiedThisTurn;
  for (const p of state.players) {
    p.landsPlayed = 0;
    delete p.dealtDamageThisTurn;
    if (p.spellsCastThisTurn) p.spellsCastLastTurn = p.spellsCastThisTurn;
    else delete p.spellsCastLastTurn;
    delete p.spellsCastThisTurn;
    delete p.castThisTurn;
    delete p.lostLifeThisTurn;
    delete p.cardsDrawnThisTurn;
    delete p.attackedThisTurn;
    delete p.permanentLeftThisTurn;
  }
  for (const obj of battlefieldObjects(state)) if (obj.controller === state.activePlayer) obj.summoningSick = false;
  emit(ctx, 'step-begins', ['500.1', '302.6'], `Turn ${state.turn}: ${playerName(state, state.activePlayer)}'s turn begins`, { players: [playerName(state, state.activePlayer)] });
}

/**
 * 502.3: the active player determines which permanents they control will untap, then untaps them. A
 * permanent that says "You may choose not to untap ~" stays tapped when the player said so (choice
 * "keep-tapped": the permanents), else it untaps, as the trace says.
 */
function untap(ctx: Ctx): void {
  const { state } = ctx;
  const who = playerName(state, state.activePlayer);
  const [held, untapping] = heldTapped(state, battlefieldObjects(state).filter((o) => o.controller === state.activePlayer && o.tapped));
  const optional = untapping.filter((obj) => characteristics(state, obj).rules.mayNotUntap);
  const keep = optional.length ? takeChoice(state, state.activePlayer, 'keep-tapped') : undefined;
  const kept = optional.filter((obj) => Array.isArray(keep) && keep.some((label) => label.toLowerCase() === obj.label.toLowerCase()));
  const tapped = untapping.filter((obj) => !kept.includes(obj));
  const chosen = optional.filter((obj) => !kept.includes(obj));
  if (chosen.length) emit(ctx, 'choice', ['502.3'], `${who} untaps ${chosen.map((o) => o.label).join(', ')}: ${who} may choose not to, and didn't say so`, { players: [who] });
  for (const obj of tapped) obj.tapped = false;
  const notes = [held.length && `${held.map((o) => o.label).join(', ')} doesn't untap (an effect says so)`, kept.length && `${kept.map((o) => o.label).join(', ')} stays tapped (${who} chooses not to untap it)`].filter(Boolean);
  emit(ctx, 'effect', ['502.3'], `${who} untaps ${tapped.length ? tapped.map((o) => o.label).join(', ') : 'nothing (nothing is tapped)'}${notes.length ? `; ${notes.join('; ')}` : ''}`, { players: [who] });
  becameUntapped(ctx, tapped);
  endNextUntapStepEffects(ctx);
}

/**
 * "… doesn't untap during its controller's next untap step": that untap step is over for the active
 * player's permanents, so the effect stops applying to them (and to objects that left the battlefield).
 * "… during your next untap step" (701.43a) ends with the untap step of its player, on every object.
 */
function endNextUntapStepEffects(ctx: Ctx): void {
  const { state } = ctx;
  const waiting = battlefieldObjects(state).filter((o) => o.controller !== state.activePlayer);
  for (const effect of state.effects) {
    if (effect.until !== 'next-untap-step') continue;
    if (effect.untapStepOf === state.activePlayer) effect.affected = [];
    else if (effect.untapStepOf === undefined) effect.affected = effect.affected.filter((ref) => waiting.some((obj) => isSameObject(ref, obj)));
    else effect.affected = effect.affected.filter((ref) => battlefieldObjects(state).some((obj) => isSameObject(ref, obj)));
  }
  state.effects = state.effects.filter((e) => e.until !== 'next-untap-step' || e.affected.length > 0);
  touch(state);
}

/** 402.2: seven, changed by static abilities of the permanents the player controls; "no maximum hand size" outlasts any reduction. */
function maximumHandSize(state: GameState, player: number): number {
  let size = MAX_HAND_SIZE;
  for (const obj of battlefieldObjects(state)) {
    if (obj.controller !== player) continue;
    for (const ability of characteristics(state, obj).abilities) {
      if (ability.kind !== 'static' || !ability.maximumHandSize) continue;
      if (ability.maximumHandSize === 'none') return Infinity;
      size += ability.maximumHandSize.change;
    }
  }
  return Math.max(0, size);
}

/**
 * 514.1: the active player discards down to the maximum hand size; 514.2: damage wears off and "until
 * end of turn" effects end. 514.3a: if that causes state-based actions or triggers, players get priority
 * (returns true); otherwise the turn ends here (returns false, having moved on).
 */
function cleanup(ctx: Ctx): boolean {
  const { state } = ctx;
  const active = state.activePlayer;
  const maximum = maximumHandSize(state, active);
  const inHand = state.players[active]!.hand.length;
  if (maximum !== MAX_HAND_SIZE && inHand > Math.min(maximum, MAX_HAND_SIZE)) {
    const who = playerName(state, active);
    emit(ctx, 'effect', ['402.2'], `${who}'s maximum hand size is ${Number.isFinite(maximum) ? maximum : 'none'} (${inHand} card${inHand === 1 ? '' : 's'} in hand)`, { players: [who] });
  }
  if (inHand > maximum) discard(ctx, active, inHand - maximum, '514.1');
  for (const id of state.battlefield) state.objects[id]!.damage = 0;
  const hadControlEffects = state.effects.some((e) => e.until === 'end-of-turn' && e.control !== undefined);
  state.effects = state.effects.filter((e) => e.until !== 'end-of-turn');
  touch(state);
  emit(ctx, 'effect', ['514.2'], 'Cleanup: all damage is removed and "until end of turn" effects end');
  if (hadControlEffects) updateControl(ctx);
  if (state.pendingTriggers.length > 0 || hasStateBasedWork(state)) return true;
  beginStep(ctx, 'untap', { newTurn: true });
  return false;
}

/** Whether anything in the cleanup step would make a state-based action happen (514.3a). */
function hasStateBasedWork(state: GameState): boolean {
  return state.players.some((p) => !p.lost && (p.life <= 0 || p.drewFromEmpty || (p.poison ?? 0) >= POISON_TO_LOSE));
}

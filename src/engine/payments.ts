/**
 * Costs paid while a spell or ability resolves (118.12, 608.2d): "you may pay {2}{U}. If you do, …",
 * "counter target spell unless its controller pays {2}". The player activates mana abilities as they
 * would to cast a spell (the documented default: untapped sources in battlefield order), and pays only
 * if the whole cost can be paid: the payment is tried first on a copy of the game.
 */
import type { Cost } from './cards/schema';
import { takeChoice } from './choices';
import { type Ctx, IllegalAction, cloneState, emit, playerName } from './context';
import { isPaid, parseManaCost, payAbilityCosts, shortfall } from './mana';
import { autoPay } from './production';
import type { GameObject } from './types';

function pay(ctx: Ctx, player: number, payingFor: GameObject, cost: Cost, x: number): void {
  const mana = parseManaCost(cost.mana, x);
  if (!isPaid(shortfall(ctx.state.players[player]!.manaPool, mana))) autoPay(ctx, player, mana, '118.12');
  payAbilityCosts(ctx, player, ctx.state.objects[payingFor.id] ?? payingFor, { kind: 'activated', cost, targets: [], effects: [], text: '' }, x, undefined, { sacrifice: takeChoice(ctx.state, player, 'sacrifice') });
}

/** Why the player can't pay the whole cost now, or undefined when they can (tried on a copy of the game). */
function cantPay(ctx: Ctx, player: number, payingFor: GameObject, cost: Cost, x: number): string | undefined {
  const trial: Ctx = { state: cloneState(ctx.state), events: [] };
  try {
    pay(trial, player, payingFor, cost, x);
    return undefined;
  } catch (error) {
    if (error instanceof IllegalAction) return error.message;
    throw error;
  }
}

/**
 * The player decides whether to pay (choice "pay" for `forLabel`; default: pay when able) and pays.
 * Returns whether the cost was paid.
 */
export function offerPayment(ctx: Ctx, player: number, payingFor: GameObject, cost: Cost, forLabel: string, x = 0): boolean {
  const who = playerName(ctx.state, player);
  const wanted = takeChoice(ctx.state, player, 'pay', forLabel);
  const what = describeCost(cost, x);
  if (wanted === false || wanted === 'no') {
    emit(ctx, 'choice', ['118.12'], `${who} chooses not to pay ${what}`, { players: [who] });
    return false;
  }
  const problem = cantPay(ctx, player, payingFor, cost, x);
  if (problem) {
    emit(ctx, 'choice', ['118.12', '601.2h'], `${who} can't pay ${what}: ${problem}`, { players: [who] });
    return false;
  }
  emit(ctx, 'choice', ['118.12'], `${who} pays ${what}${wanted === undefined ? ' (the default: pay when able)' : ''}`, { players: [who] });
  pay(ctx, player, payingFor, cost, x);
  return true;
}

function describeCost(cost: Cost, x: number): string {
  const parts = [cost.mana?.replace('{X}', `{${x}}`), cost.payLife && `${cost.payLife} life`, cost.payEnergy && '{E}'.repeat(cost.payEnergy), cost.sacrifice && `a sacrifice`, cost.discard && `a discard`, cost.returnToHand && 'a return to hand', cost.exileFromGraveyard && 'an exile from the graveyard', cost.exileFromHand && 'an exile from the hand'].filter(Boolean);
  return parts.join(' and ') || 'the cost';
}

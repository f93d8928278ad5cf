/**
 * Hands: a player looks at another's hand (701.20e); a player reveals their hand (701.20a) and another
 * player chooses a card from it that the first player discards (701.9b: "you choose a nonland card
 * from it. That player discards that card").
 */
import type { Effect } from './cards/schema';
import { characteristics } from './characteristics';
import { takeChoice } from './choices';
import { type Ctx, emit, playerName } from './context';
import { describeFilter, matchesFilter } from './filters';
import { pseudoRandomOrder } from './library';
import { itemViewpoint } from './who';
import type { GameObject, StackItem } from './types';
import { discardCards, moveAll } from './zones';

/** 701.20e, 402.3: the item's controller looks at `player`'s hand, which only an effect lets them do; no card moves (701.20b). */
export function lookAtHand(ctx: Ctx, item: StackItem, player: number): void {
  const { state } = ctx;
  const looker = playerName(state, item.controller);
  const whose = player === item.controller ? 'their' : `${playerName(state, player)}'s`;
  const hand = state.players[player]!.hand.map((id) => state.objects[id]!);
  emit(ctx, 'effect', ['701.20e', '402.3'], `${looker} looks at ${whose} hand: ${hand.length ? hand.map((card) => card.card).join(', ') : 'no cards'}`, { players: [looker] });
}

/**
 * 701.20a, 701.9b: `player` reveals their hand; the item's controller chooses a card matching the
 * filter (the choice "discard-from-hand": a card's name, for the item's source; default the first
 * matching card in the hand's order) and `player` discards it. With none matching, nothing is discarded.
 */
export function revealHandAndDiscardChosen(ctx: Ctx, item: StackItem, player: number, { filter, exile, pick }: Extract<Effect, { do: 'reveal-hand-discard-chosen' }>): void {
  const { state } = ctx;
  const owner = playerName(state, player);
  const chooser = playerName(state, item.controller);
  const hand = state.players[player]!.hand.map((id) => state.objects[id]!);
  emit(ctx, 'effect', ['701.20a'], `${owner} reveals their hand: ${hand.length ? hand.map((card) => card.card).join(', ') : 'no cards'}`, { players: [owner] });
  const matching = hand.filter((card) => matchesFilter(state, { ...filter, zone: 'hand' }, card, characteristics(state, card), itemViewpoint(item)));
  const wanted = describeFilter(filter, 'card');
  // 701.9a: "discards all nonland cards": every one, no one chooses; 701.9b: "a creature card at random" (pseudo-random, replaying the same).
  if (pick) {
    const discarded = pick === 'all' ? matching : pseudoRandomOrder(state, player, matching).slice(0, 1);
    emit(ctx, 'effect', [pick === 'all' ? '701.9a' : '701.9b'], discarded.length ? `${owner} discards ${discarded.map((card) => card.label).join(', ')}${pick === 'random' ? ' at random (pseudo-random, replaying the same)' : ''}` : `${owner}'s hand has no ${wanted}`, { players: [owner] });
    if (discarded.length) discardCards(ctx, discarded, pick === 'all' ? '701.9a' : '701.9b', item.controller);
    return;
  }
  const planned = takeChoice(state, item.controller, 'discard-from-hand', item.sourceLabel);
  const named = typeof planned === 'string' ? matching.find((card) => card.card.toLowerCase() === planned.toLowerCase() || card.label.toLowerCase() === planned.toLowerCase()) : undefined;
  if (typeof planned === 'string' && !named) emit(ctx, 'illegal-choice', ['701.9b'], `${chooser} can't choose "${planned}": it isn't a ${wanted} in ${owner}'s hand`, { players: [chooser] });
  const chosen: GameObject | undefined = named ?? matching[0];
  if (!chosen) {
    emit(ctx, 'effect', ['701.9b'], `${chooser} chooses nothing: ${owner}'s hand has no ${wanted}`, { players: [chooser] });
    return;
  }
  emit(ctx, 'choice', ['701.9b'], `${chooser} chooses ${chosen.card} from ${owner}'s hand${named ? '' : ` (the first ${wanted} in it; none was chosen)`}`, { players: [chooser] });
  if (exile) moveAll(ctx, [{ obj: chosen, to: 'exile', why: 'exiled from a revealed hand', rule: '406.3' }]);
  else discardCards(ctx, [chosen], '701.9a', item.controller);
}

/**
 * "You may put a land card from your hand onto the battlefield", "put up to two creature cards from your hand onto
 * the battlefield": the controller chooses cards of their hand that match (the choice "take": names; default the first
 * that match, in the hand's order; fewer than `max` only with `upTo`) and puts them onto the battlefield under their
 * control (110.2), uncast (a land put so isn't played, 305.4).
 */
export function putFromHand(ctx: Ctx, item: StackItem, effect: Extract<Effect, { do: 'put-from-hand' }>): void {
  const { state } = ctx;
  const player = item.controller;
  const who = playerName(state, player);
  const matching = state.players[player]!.hand.map((id) => state.objects[id]!).filter((card) => matchesFilter(state, { ...effect.filter, zone: 'hand' }, card, characteristics(state, card), itemViewpoint(item)));
  const most = effect.max === 'any' ? matching.length : Math.min(effect.max, matching.length);
  const planned = takeChoice(state, player, 'take', item.sourceLabel);
  const picked = Array.isArray(planned) ? planned.flatMap((name) => matching.find((card) => card.card.toLowerCase() === name.toLowerCase() || card.label.toLowerCase() === name.toLowerCase()) ?? []) : undefined;
  const unique = picked && [...new Set(picked)];
  const chosen = unique && unique.length <= most && (effect.upTo || unique.length === most) ? unique : matching.slice(0, most);
  const wanted = describeFilter(effect.filter, 'card');
  const how = chosen === unique ? '' : ` (${planned === undefined ? 'none was named' : `${(planned as string[]).join(', ') || 'nothing'} can't be chosen`}: the first in the hand's order)`;
  emit(ctx, 'choice', ['110.2'], chosen.length ? `${who} chooses ${chosen.map((card) => card.label).join(', ')} from their hand${how}` : `${who} puts nothing onto the battlefield${matching.length ? '' : ` (no ${wanted} in their hand)`}`, { players: [who] });
  if (chosen.length) moveAll(ctx, chosen.map((obj) => ({ obj, to: 'battlefield' as const, why: 'put onto the battlefield from a hand', rule: characteristics(state, obj).types.includes('Land') ? '305.4' : '110.2', controller: player, tapped: Boolean(effect.tapped) })));
}

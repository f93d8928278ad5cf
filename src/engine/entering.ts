/**
 * Choices made as a permanent enters (614.12, 614.1c): "As ~ enters, you may pay 2 life. If you don't,
 * it enters tapped", "… you may reveal a Giant card from your hand. If you don't, …", "As ~ enters, choose a color" or "a creature type" (614.12a), tribute (702.104a), riot (702.136a), unleash (702.98a) and devour (702.82a).
 */
import { characteristics, copiableValues, touch } from './characteristics';
import { takeChoice } from './choices';
import { type Ctx, addCounters, emit, playerName, refOf } from './context';
import { losesLife } from './damage';
import { colorChosen, creatureTypeChosen } from './effects';
import { describeFilter, matchesFilter } from './filters';
import { NUMBERED_KEYWORD, type Filter } from './cards/schema';
import { sacrifice } from './keyword-actions';
import { eligibleSacrifices } from './mana';
import { selectObject } from './targets';
import type { Choices, GameObject } from './types';

/** Applies the "as it enters" choices of the entering permanent's own text; `choices`: those of the spell it was (`choosing red`). */
export function asItEnters(ctx: Ctx, obj: GameObject, choices: Choices = {}): void {
  const definition = copiableValues(ctx.state, obj);
  // 614.12a: the color is chosen before it enters, by its controller; a planned choice "color" for it counts too.
  if (definition.entersChoosing === 'color') obj.chosenColor = colorChosen(ctx, obj.controller, choices.color ?? takeChoice(ctx.state, obj.controller, 'color', obj.label), ['614.12a', '105.1'], ` as ${obj.label} enters`);
  if (definition.entersChoosing === 'creature-type') obj.chosenType = creatureTypeChosen(ctx, obj.controller, choices['creature-type'] ?? takeChoice(ctx.state, obj.controller, 'creature-type', obj.label), ['614.12a', '205.3m'], ` as ${obj.label} enters`);
  if (definition.entersTappedUnlessYouPayLife !== undefined) payLifeOrEnterTapped(ctx, obj, definition.entersTappedUnlessYouPayLife);
  if (definition.entersTappedUnlessYouReveal) revealOrEnterTapped(ctx, obj, definition.entersTappedUnlessYouReveal);
  if (definition.tribute !== undefined) tribute(ctx, obj, definition.tribute);
  // 702.136b, 702.98a: each instance works separately.
  for (const keyword of definition.keywords) {
    if (keyword === 'riot' || keyword === 'unleash') extraCounter(ctx, obj, keyword);
    const numbered = NUMBERED_KEYWORD.exec(keyword);
    if (numbered?.[1] === 'devour') devour(ctx, obj, Number(numbered[2]));
  }
}

/**
 * 702.82a: "Devour N" means "As this object enters, you may sacrifice any number of creatures. This permanent
 * enters with N +1/+1 counters on it for each creature sacrificed this way." The creatures are its controller's
 * choice "sacrifice" (`Alice sacrifices Grizzly Bears, Llanowar Elves`); default: none, as the trace says.
 */
function devour(ctx: Ctx, obj: GameObject, n: number): void {
  const { state } = ctx;
  const who = playerName(state, obj.controller);
  const wanted = takeChoice(state, obj.controller, 'sacrifice', obj.label);
  // Not itself: it is entering, not yet a creature on the battlefield to sacrifice (614.12).
  const eligible = eligibleSacrifices(state, obj.controller, 'creature').filter((o) => o.id !== obj.id);
  const victims: GameObject[] = [];
  for (const label of Array.isArray(wanted) ? wanted : typeof wanted === 'string' ? [wanted] : []) {
    const found = selectObject(eligible.filter((o) => !victims.includes(o)), label);
    if (found) victims.push(found);
    else emit(ctx, 'choice', ['702.82a'], `${who} can't sacrifice "${label}" as ${obj.label} enters: it isn't another creature they control`, { players: [who], objects: [obj.label] });
  }
  if (!victims.length) {
    emit(ctx, 'choice', ['702.82a'], `${who} sacrifices no creatures as ${obj.label} enters (devour ${n})${wanted === undefined ? ` (the default; write '${who} sacrifices …' to devour)` : ''}`, { players: [who], objects: [obj.label] });
    return;
  }
  sacrifice(ctx, victims, `devoured by ${obj.label}`);
  // 702.82b: "it devoured": the creatures sacrificed as it entered.
  obj.devoured = (obj.devoured ?? 0) + victims.length;
  const amount = n * victims.length;
  addCounters(state, obj, '+1/+1', amount);
  emit(ctx, 'replacement', ['702.82a', '614.1c'], `${obj.label} enters with ${amount} +1/+1 counter${amount === 1 ? '' : 's'} (devour ${n}: ${victims.length} creature${victims.length === 1 ? '' : 's'} sacrificed)`, { players: [who], objects: [obj.label, ...victims.map((v) => v.label)] });
}

/**
 * 702.136a riot: "You may have this permanent enter with an additional +1/+1 counter on it. If you don't,
 * it gains haste." 702.98a unleash: "You may have this permanent enter with an additional +1/+1 counter
 * on it" (its "can't block" is checked as blockers are declared, combat.ts). The controller's choice
 * "may" (`choose no`); default: the counter.
 */
function extraCounter(ctx: Ctx, obj: GameObject, keyword: 'riot' | 'unleash'): void {
  const { state } = ctx;
  const wanted = takeChoice(state, obj.controller, 'may', obj.label);
  const who = playerName(state, obj.controller);
  const rule = keyword === 'riot' ? '702.136a' : '702.98a';
  const chosen = wanted === undefined ? ' (the default; no choice was made)' : '';
  if (wanted !== false && wanted !== 'no') {
    addCounters(state, obj, '+1/+1', 1);
    emit(ctx, 'replacement', [rule, '614.1c'], `${who} has ${obj.label} enter with an additional +1/+1 counter (${keyword})${chosen}`, { players: [who], objects: [obj.label] });
    return;
  }
  if (keyword === 'riot') {
    // The haste lasts as long as the permanent stays on the battlefield (a new object is another one, 400.7).
    state.effects.push({ timestamp: state.nextTimestamp++, affected: [refOf(obj)], source: `${obj.label}'s riot`, controller: obj.controller, until: 'indefinite', changes: { addKeywords: ['haste'] } });
    touch(state);
  }
  emit(ctx, 'choice', [rule], `${who} has ${obj.label} enter without the +1/+1 counter${keyword === 'riot' ? ': it gains haste' : ''} (${keyword})`, { players: [who], objects: [obj.label] });
}

/** The choice "pay" of its controller; default: pay when able (a player can pay life up to their life total, 119.4). */
function payLifeOrEnterTapped(ctx: Ctx, obj: GameObject, life: number): void {
  const player = ctx.state.players[obj.controller]!;
  const wanted = takeChoice(ctx.state, obj.controller, 'pay', obj.label);
  const pays = wanted !== false && wanted !== 'no' && player.life >= life;
  if (pays) {
    losesLife(player, life);
    emit(ctx, 'life', ['614.12', '119.4'], `${player.name} pays ${life} life as ${obj.label} enters (life ${player.life})${wanted === undefined ? ' (the default: pay when able)' : ''}`, { players: [player.name], objects: [obj.label] });
    return;
  }
  obj.tapped = true;
  const why = wanted === undefined || wanted === true || wanted === 'yes' ? `${player.name} can't pay ${life} life` : `${player.name} chooses not to pay ${life} life`;
  emit(ctx, 'replacement', ['614.12', '614.1c'], `${obj.label} enters tapped: ${why}`, { players: [player.name], objects: [obj.label] });
}

/**
 * 614.12, 614.1c, 701.20a: its controller may reveal a card of the filter from their hand (the choice "may"; default:
 * reveal when one fits — the first in the hand's order); if they don't, it enters tapped.
 */
function revealOrEnterTapped(ctx: Ctx, obj: GameObject, filter: Filter): void {
  const { state } = ctx;
  const player = state.players[obj.controller]!;
  const wanted = takeChoice(state, obj.controller, 'may', obj.label);
  const card = player.hand.map((id) => state.objects[id]!).find((c) => matchesFilter(state, { ...filter, zone: 'hand' }, c, characteristics(state, c), { controller: obj.controller }));
  if (card && wanted !== false && wanted !== 'no') {
    emit(ctx, 'effect', ['614.12', '701.20a'], `${player.name} reveals ${card.label} from their hand as ${obj.label} enters${wanted === undefined ? ' (the default: reveal when able)' : ''}`, { players: [player.name], objects: [obj.label, card.label] });
    return;
  }
  obj.tapped = true;
  const why = card ? `${player.name} chooses not to reveal a card` : `${player.name} has no ${describeFilter(filter, 'card')} in their hand to reveal`;
  emit(ctx, 'replacement', ['614.12', '614.1c'], `${obj.label} enters tapped: ${why}`, { players: [player.name], objects: [obj.label] });
}

/**
 * 702.104a: its controller chooses an opponent (the next one in turn order), who may put N +1/+1
 * counters on it (that opponent's choice "tribute", true to pay; default: not paid).
 */
function tribute(ctx: Ctx, obj: GameObject, n: number): void {
  const { state } = ctx;
  const opponent = nextOpponent(ctx, obj.controller);
  if (opponent < 0) return;
  const wanted = takeChoice(state, opponent, 'tribute', obj.label);
  const who = playerName(state, opponent);
  if (wanted === true || wanted === 'yes') {
    addCounters(state, obj, '+1/+1', n);
    obj.tributePaid = true;
    emit(ctx, 'replacement', ['702.104a'], `${who} pays tribute: ${obj.label} enters with ${n} +1/+1 counter${n === 1 ? '' : 's'}`, { players: [who], objects: [obj.label] });
    return;
  }
  emit(ctx, 'choice', ['702.104a', '702.104b'], `${who} doesn't pay tribute for ${obj.label}${wanted === undefined ? ' (the default; no choice was made)' : ''}: tribute wasn't paid`, { players: [who], objects: [obj.label] });
}

function nextOpponent(ctx: Ctx, player: number): number {
  const count = ctx.state.players.length;
  for (let offset = 1; offset < count; offset++) {
    const next = (player + offset) % count;
    if (!ctx.state.players[next]!.lost) return next;
  }
  return -1;
}

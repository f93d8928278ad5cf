/**
 * Face-down permanents (708): turning one face up is a special action (116.2b) its controller may take any
 * time they have priority, paying its morph cost (702.37e) or, for a manifested creature card, its mana cost
 * (701.40b); it keeps its counters, damage and the effects applied to it, and doesn't enter the battlefield
 * again (708.8). Manifest puts the top card of a library onto the battlefield face down (701.40a).
 */
import type { Ability, CardDefinition, Cost } from './cards/schema';
import { characteristics, faceUpValues, touch } from './characteristics';
import { type Ctx, IllegalAction, addCounters, emit, playerName } from './context';
import { costChoicesOf, findPermanent, payActivationMana } from './production';
import { payAbilityCosts } from './mana';
import { fireTriggers } from './triggers';
import type { Action, GameObject } from './types';

type TurnFaceUpAction = Extract<Action, { type: 'turn-face-up' }>;
type Activated = Extract<Ability, { kind: 'activated' }>;

/** How a face-down permanent may be turned face up: its morph cost (702.37e), else a manifested creature card's mana cost (701.40b, 701.40c). */
function wayToTurnFaceUp(permanent: GameObject, face: CardDefinition): { cost: Cost; what: string; rules: string[]; megamorph: boolean } | undefined {
  if (face.morph) return { cost: face.morph.cost, what: `its ${face.morph.megamorph ? 'megamorph' : 'morph'} cost`, rules: ['702.37e', ...(face.morph.megamorph ? ['702.37b'] : [])], megamorph: Boolean(face.morph.megamorph) };
  // 701.40g: a manifested instant or sorcery (or a card without a mana cost) can't be turned face up this way.
  if (permanent.manifested && face.types.includes('Creature') && face.manaCost !== undefined) return { cost: { mana: face.manaCost }, what: 'its mana cost (a manifested creature card)', rules: ['701.40b'], megamorph: false };
  return undefined;
}

/** 116.2b, 702.37e, 701.40b, 708.8: the special action; the player keeps priority after it (117.3c, in game.ts). */
export function turnFaceUp(ctx: Ctx, player: number, action: TurnFaceUpAction): void {
  const { state } = ctx;
  const who = playerName(state, player);
  const permanent = findPermanent(ctx, action.card);
  if (!permanent.faceDown) throw new IllegalAction(`${permanent.label} is face up: only a face-down permanent can be turned face up`, ['708.7']);
  if (permanent.controller !== player) throw new IllegalAction(`${who} doesn't control ${permanent.label}: only its controller may turn it face up`, ['702.37e', '116.2b']);
  const face = faceUpValues(state, permanent);
  const way = wayToTurnFaceUp(permanent, face);
  if (!way) {
    const why = permanent.manifested ? 'it has no morph cost, and it is not a creature card with a mana cost' : 'it would have no morph cost face up';
    throw new IllegalAction(`${permanent.label} can't be turned face up: ${why}`, permanent.manifested ? ['701.40b', '701.40g'] : ['702.37e']);
  }
  const x = action.x ?? 0;
  const paying: Activated = { kind: 'activated', cost: way.cost, targets: [], effects: [], text: `turn ${permanent.label} face up` };
  const choices = { ...(action.payWith ? { payWith: action.payWith } : {}), ...costChoicesOf(action.choices) };
  const firstDetail = ctx.events.length;
  payActivationMana(ctx, player, permanent, paying, x, choices);
  // Each mana ability activated for the cost is a detail of the trace, as for a spell (601.2g); the payment is not.
  for (const event of ctx.events.slice(firstDetail)) event.detail = true;
  payAbilityCosts(ctx, player, permanent, paying, x, undefined, costChoicesOf(action.choices));
  delete permanent.faceDown;
  delete permanent.manifested;
  touch(state);
  const kept = [permanent.damage ? `${permanent.damage} damage` : '', Object.keys(permanent.counters).length ? 'its counters' : ''].filter(Boolean);
  emit(ctx, 'effect', ['116.2b', ...way.rules, '708.8'], `${who} turns ${permanent.label} face up, paying ${way.what} (a special action: it doesn't use the stack). It is ${face.name} again${kept.length ? `, with ${kept.join(' and ')}` : ''}; it didn't enter the battlefield, so its enters abilities don't trigger`, { players: [who], objects: [permanent.label] });
  if (way.megamorph) {
    // 702.37b, 708.11: as it is turned face up for its megamorph cost, it gets a +1/+1 counter.
    addCounters(state, permanent, '+1/+1', 1);
    emit(ctx, 'effect', ['702.37b', '708.11'], `${permanent.label} gets a +1/+1 counter (its megamorph cost was paid to turn it face up)`, { objects: [permanent.label] });
  }
  fireTriggers(ctx, 'turned-face-up', { object: permanent, seen: characteristics(state, permanent), cause: `${permanent.label} was turned face up` });
}

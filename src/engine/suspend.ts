/**
 * Suspend (702.62a): "Suspend N—[cost]" is three abilities. From its owner's hand, a special action (116.2f)
 * pays [cost] and exiles the card with N time counters on it; in exile, "At the beginning of your upkeep, if
 * this card is suspended, remove a time counter from it" and "When the last time counter is removed from this
 * card, if it's exiled, you may play it without paying its mana cost if able" — cast as that trigger resolves
 * (casting.ts); a creature spell cast so gains haste until its caster loses control of it (resolve.ts).
 */
import type { Ability, CardDefinition } from './cards/schema';
import { characteristics } from './characteristics';
import { type Ctx, IllegalAction, addCounters, emit, playerName } from './context';
import { findInHand, sorceryTimingProblem } from './casting';
import { payAbilityCosts } from './mana';
import { payActivationMana } from './production';
import type { Action } from './types';
import { moveAll } from './zones';

type SuspendAction = Extract<Action, { type: 'suspend' }>;
type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** 702.62b: a card is suspended if it is in exile, has suspend, and has a time counter on it. */
export const SUSPENDED = { counters: 'time', on: 'self', atLeast: 1 } as const;

/** 702.62a: the second and third abilities of a card with suspend, which work in exile. */
export function suspendTriggers(definition: CardDefinition): Triggered[] {
  if (!definition.suspend) return [];
  return [
    { kind: 'triggered', when: 'beginning-of-step', step: 'upkeep', whose: 'you', condition: SUSPENDED, targets: [], effects: [{ do: 'remove-counters', counter: 'time', amount: 1, on: 'self' }], text: 'At the beginning of your upkeep, if this card is suspended, remove a time counter from it. (suspend, 702.62a)' },
    { kind: 'triggered', when: 'last-counter-removed', counter: 'time', targets: [], effects: [{ do: 'cast-as-it-resolves', keyword: 'suspend' }], text: "When the last time counter is removed from this card, if it's exiled, you may cast it without paying its mana cost. (suspend, 702.62a)" },
  ];
}

/**
 * 116.2f, 702.62a: the special action, taken with priority (the player keeps it after, 117.3c): only when its
 * owner could begin to cast the card from their hand (702.62c: its timing, 307.1, 117.1a); the cost is paid as
 * an ability's (601.2g–h), then the card is exiled with its time counters.
 */
export function suspendCard(ctx: Ctx, player: number, action: SuspendAction): void {
  const { state } = ctx;
  const who = playerName(state, player);
  const card = findInHand(ctx, player, action.card);
  const definition = characteristics(state, card).definition;
  const { suspend } = definition;
  if (!suspend) throw new IllegalAction(`${card.label} has no suspend: it can't be suspended`, ['702.62a']);
  const anyTime = definition.types.includes('Instant') || characteristics(state, card).keywords.includes('flash');
  const timing = anyTime ? undefined : sorceryTimingProblem(state, player);
  if (timing) throw new IllegalAction(`${card.label} can be suspended only when ${who} could begin to cast it from their hand: at sorcery speed, and ${timing}`, ['702.62a', '702.62c', '307.1']);
  const paying: Extract<Ability, { kind: 'activated' }> = { kind: 'activated', cost: { mana: suspend.cost }, targets: [], effects: [], text: `suspend ${card.label}` };
  const firstDetail = ctx.events.length;
  payActivationMana(ctx, player, card, paying, 0, { ...(action.payWith ? { payWith: action.payWith } : {}) });
  for (const event of ctx.events.slice(firstDetail)) event.detail = true;
  payAbilityCosts(ctx, player, card, paying, 0);
  const [exiled] = moveAll(ctx, [{ obj: card, to: 'exile', why: 'suspended', rule: '702.62a' }]);
  addCounters(state, exiled!, 'time', suspend.time);
  emit(ctx, 'effect', ['116.2f', '702.62a'], `${who} suspends ${card.label}: it is exiled with ${suspend.time} time counter${suspend.time === 1 ? '' : 's'} on it (a special action: it doesn't use the stack)`, { players: [who], objects: [exiled!.label] });
}


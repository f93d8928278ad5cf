/**
 * Mana costs (107.4) and pools (106.4): parsing, what is missing, paying (601.2h), and paying the
 * costs of activated abilities ({T} 107.5, {Q} 107.6, mana, sacrifice). Producing mana: production.ts.
 */
import type { Ability, Filter, ManaType } from './cards/schema';
import { characteristics, isSummoningSick } from './characteristics';
import { type Ctx, IllegalAction, addCounters, battlefieldObjects, emit, playerName } from './context';
import { losesLife } from './damage';
import { becameUntapped, discard, discardAtRandom } from './effects';
import { describeFilter, matchesFilter } from './filters';
import { selectObject } from './targets';
import { isCyclingAbility, queueCycleTriggers, removeCounters, tapPermanents } from './triggers';
import type { ChoiceValue, GameObject, GameState, ManaPool } from './types';
import { exert, sacrifice } from './keyword-actions';
import { discardCards, moveAll } from './zones';
import type { CostChoices } from './production';

export const MANA_TYPES: ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
/** The order mana pays generic costs in: colorless first. */
const GENERIC_ORDER: ManaType[] = ['C', 'W', 'U', 'B', 'R', 'G'];

export interface ManaCost {
  generic: number;
  typed: Record<ManaType, number>;
  /** Hybrid symbols such as {G/U} (107.4e): each paid with either type. */
  hybrid: [ManaType, ManaType][];
  /** Snow symbols {S} (107.4h): each paid with one mana of any type a snow source produced. */
  snow: number;
}

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

/**
 * Parses "{X}{1}{G}{G/U}" with the chosen X (107.3: X is part of the generic cost); a Phyrexian symbol
 * "{B/P}" left in the cost is paid with mana of its color (107.4f; phyrexianWithLife pays some with life).
 */
export function parseManaCost(cost: string | undefined, x = 0): ManaCost {
  const result: ManaCost = { generic: 0, typed: emptyPool(), hybrid: [], snow: 0 };
  for (const [, symbol] of (cost ?? '').matchAll(/\{([^}]+)\}/g)) {
    if (symbol === 'X') result.generic += x;
    else if (symbol === 'S') result.snow += 1;
    else if (/^\d+$/.test(symbol!)) result.generic += Number(symbol);
    else if (symbol!.endsWith('/P')) result.typed[symbol![0] as ManaType] += 1;
    else if (symbol!.includes('/')) result.hybrid.push(symbol!.split('/') as [ManaType, ManaType]);
    else result.typed[symbol as ManaType] += 1;
  }
  return result;
}

/**
 * 107.4f: a cost with `times` of its Phyrexian mana symbols paid with 2 life each instead of mana (the first
 * ones): the mana left to pay, and the life. More than the cost has is an illegal choice.
 */
export function phyrexianWithLife(cost: string | undefined, times: number, label: string): { mana: string | undefined; life: number } {
  if (!times) return { mana: cost, life: 0 };
  const symbols = (cost ?? '').match(/\{[WUBRG]\/P\}/g) ?? [];
  if (!Number.isInteger(times) || times < 0 || times > symbols.length) throw new IllegalAction(`${label}'s cost has ${symbols.length} Phyrexian mana symbol${symbols.length === 1 ? '' : 's'}: ${times} can't be paid with life`, ['107.4f', '601.2h']);
  let left = times;
  return { mana: (cost ?? '').replace(/\{[WUBRG]\/P\}/g, (symbol) => (left-- > 0 ? '' : symbol)), life: 2 * times };
}

export function costHasX(cost: string | undefined): boolean {
  return (cost ?? '').includes('{X}');
}

export function formatMana(pool: ManaPool | ManaCost): string {
  const typed = 'typed' in pool ? pool.typed : pool;
  const generic = 'generic' in pool && pool.generic > 0 ? `{${pool.generic}}` : '';
  const hybrid = 'hybrid' in pool ? pool.hybrid.map(([a, b]) => `{${a}/${b}}`).join('') : '';
  const snow = 'snow' in pool && typeof pool.snow === 'number' ? '{S}'.repeat(pool.snow) : '';
  const symbols = (of: Record<ManaType, number>) => MANA_TYPES.flatMap((t) => Array<string>(of[t]).fill(`{${t}}`)).join('');
  // 107.4h: the pool's mana a snow source produced, said apart.
  const fromSnow = 'typed' in pool || !pool.snow ? '' : symbols(pool.snow);
  return (generic + snow + hybrid + symbols(typed) || ('generic' in pool ? '{0}' : 'empty')) + (fromSnow ? ` (${fromSnow} of it from snow sources)` : '');
}

/** Spends `amount` mana of type `t` from the pool, mana no snow source produced first (107.4h keeps the rest for {S}). */
function spend(pool: ManaPool, t: ManaType, amount: number): void {
  if (pool.snow) pool.snow[t] -= Math.max(0, amount - (pool[t] - pool.snow[t]));
  pool[t] -= amount;
}

/**
 * Spends the pool on the cost: typed symbols first, then hybrid ones (the first of their types the
 * pool has), then generic from what is left (colorless first). Returns what is left and what is missing.
 */
function allocate(pool: ManaPool, cost: ManaCost): { left: ManaPool; missing: ManaCost } {
  const left: ManaPool = { ...pool, ...(pool.snow ? { snow: { ...pool.snow } } : {}) };
  const missing: ManaCost = { generic: 0, typed: emptyPool(), hybrid: [], snow: 0 };
  for (const t of MANA_TYPES) {
    const used = Math.min(left[t], cost.typed[t]);
    spend(left, t, used);
    missing.typed[t] = cost.typed[t] - used;
  }
  for (const pair of cost.hybrid) {
    const type = pair.find((t) => left[t] > 0);
    if (type) spend(left, type, 1);
    else missing.hybrid.push(pair);
  }
  // 107.4h: each {S} takes one mana a snow source produced, of any type (colorless first).
  for (let i = 0; i < cost.snow; i++) {
    const type = GENERIC_ORDER.find((t) => (left.snow?.[t] ?? 0) > 0);
    if (!type) missing.snow += 1;
    else {
      left.snow![type] -= 1;
      left[type] -= 1;
    }
  }
  let generic = cost.generic;
  for (const t of GENERIC_ORDER) {
    const used = Math.min(left[t], generic);
    spend(left, t, used);
    generic -= used;
  }
  missing.generic = generic;
  return { left, missing };
}

/**
 * 106.3, 106.4: adds the mana to the player's pool; mana whose source is a snow permanent or spell (205.4g)
 * is marked so, to pay {S} (107.4h). True when it is snow mana.
 */
export function addToPool(state: GameState, player: number, symbols: ManaType[], source: GameObject | undefined): boolean {
  const pool = state.players[player]!.manaPool;
  const snow = source !== undefined && characteristics(state, source).supertypes.includes('Snow');
  for (const type of symbols) {
    pool[type] += 1;
    if (snow) (pool.snow ??= emptyPool())[type] += 1;
  }
  return snow;
}

/** What the pool still lacks to pay `cost`. */
export function shortfall(pool: ManaPool, cost: ManaCost): ManaCost {
  return allocate(pool, cost).missing;
}

export function isPaid(missing: ManaCost): boolean {
  return missing.generic === 0 && missing.snow === 0 && missing.hybrid.length === 0 && MANA_TYPES.every((t) => missing.typed[t] === 0);
}

/** 601.2h: removes the cost from the pool (partial payments are not allowed: check isPaid first). */
export function payFromPool(pool: ManaPool, cost: ManaCost): void {
  Object.assign(pool, allocate(pool, cost).left);
}

type CounterCost = NonNullable<Extract<Ability, { kind: 'activated' }>['cost']['removeCounters']>;

/** How many counters a "remove … counters" cost removes: its number, every one for "all", else the ability's X. */
function countersRemoved(obj: GameObject, remove: CounterCost, x: number): number {
  if (typeof remove.amount === 'number') return remove.amount;
  return remove.amount === 'all' ? (obj.counters[remove.counter] ?? 0) : x;
}

/**
 * 601.2b via 602.2b, 107.3a: the X of an ability whose cost removes a number of counters the player chooses ("Remove X
 * storage counters", "remove any number of charge counters") or all of them; undefined when its cost has none, or an
 * {X} its mana cost announces. Without a number chosen, all the counters it has (the default, stated).
 */
export function announceCountersX(ctx: Ctx, player: number, obj: GameObject, cost: Extract<Ability, { kind: 'activated' }>['cost'], x: number | undefined, step: string | undefined): number | undefined {
  const remove = cost.removeCounters;
  if (!remove || typeof remove.amount === 'number' || costHasX(cost.mana)) return undefined;
  const has = obj.counters[remove.counter] ?? 0;
  const counters = `${remove.counter} counter${has === 1 ? '' : 's'}`;
  const who = playerName(ctx.state, player);
  if (remove.amount === 'all') {
    emit(ctx, 'casting-step', ['118.3'], `${obj.label}'s cost removes all its ${remove.counter} counters: ${has}`, { step, objects: [obj.label] });
    return has;
  }
  if (x === undefined) {
    emit(ctx, 'choice', ['601.2b', '602.2b'], `${who} removes all ${has} ${counters} from ${obj.label} (the default: no number was chosen)`, { step, players: [who], objects: [obj.label] });
    return has;
  }
  if (x < 0 || !Number.isInteger(x)) throw new IllegalAction(`${obj.label}'s cost removes a number of counters: choose a whole number, 0 or more`, ['601.2b', '107.3a'], step);
  emit(ctx, 'casting-step', ['601.2b', '602.2b', '107.3a'], `${who} chooses to remove ${x} ${remove.counter} counter${x === 1 ? '' : 's'} from ${obj.label}`, { step, players: [who], objects: [obj.label] });
  return x;
}

/** 605.1a: an activated ability without targets that could add mana is a mana ability. */
export function isManaAbility(ability: Ability): boolean {
  return ability.kind === 'activated' && ability.targets.length === 0 && ability.effects.some((e) => e.do === 'add-mana');
}

/**
 * Checks and pays an activated ability's non-mana costs (returns the permanent sacrificed to a
 * "sacrifice a creature" cost, as it was, for "the sacrificed creature") and its mana cost from the pool
 * (601.2h via 602.2b). {T} needs an untapped permanent (107.5), {Q} a tapped one (107.6); for a
 * creature both need it to have been under its controller's control since their turn began (302.6).
 * Loyalty costs add or remove loyalty counters (606.4), never more than it has (606.6).
 */
export function payAbilityCosts(ctx: Ctx, player: number, obj: GameObject, ability: Extract<Ability, { kind: 'activated' }>, x: number, step?: string, choices: CostChoices = {}): GameObject | undefined {
  const { cost } = ability;
  const { state } = ctx;
  const who = playerName(state, player);
  if ((cost.tap || cost.untap) && isSummoningSick(state, obj) && !characteristics(state, obj).keywords.includes('haste')) {
    throw new IllegalAction(`${obj.label} is summoning sick: a creature's {${cost.tap ? 'T' : 'Q'}} ability can't be activated unless its controller has controlled it continuously since their most recent turn began`, ['302.6', cost.tap ? '107.5' : '107.6'], step);
  }
  // 702.128a: "Exile this card from your graveyard" is paid where the ability works.
  if (cost.exileSelf && obj.zone !== (ability.zone ?? 'battlefield')) throw new IllegalAction(`${obj.label} is no longer ${ability.zone === 'graveyard' ? 'in a graveyard' : 'on the battlefield'} and can't be exiled to pay the cost`, ['118.3'], step);
  if (cost.sacrificeSelf && obj.zone !== 'battlefield') throw new IllegalAction(`${obj.label} is no longer on the battlefield and can't be sacrificed`, ['701.21a'], step);
  if (cost.discardSelf && obj.zone !== 'hand') throw new IllegalAction(`${obj.label} is not in a hand and can't be discarded`, ['701.9a', '118.3'], step);
  if (cost.tap && obj.tapped) throw new IllegalAction(`${obj.label} is already tapped and can't be tapped again to pay {T}`, ['107.5'], step);
  if (cost.untap && !obj.tapped) throw new IllegalAction(`${obj.label} is already untapped and can't be untapped again to pay {Q}`, ['107.6'], step);
  if (cost.loyalty !== undefined && cost.loyalty < 0 && (obj.counters.loyalty ?? 0) < -cost.loyalty) {
    throw new IllegalAction(`${obj.label} has ${obj.counters.loyalty ?? 0} loyalty: it can't pay [${cost.loyalty}]`, ['606.6'], step);
  }
  const removing = cost.removeCounters && countersRemoved(obj, cost.removeCounters, x);
  if (cost.removeCounters && (obj.counters[cost.removeCounters.counter] ?? 0) < removing!) {
    throw new IllegalAction(`${obj.label} doesn't have ${removing} ${cost.removeCounters.counter} counter${removing === 1 ? '' : 's'} to remove`, ['118.3', '602.2b'], step);
  }
  if (cost.payLife !== undefined && state.players[player]!.life < cost.payLife) {
    throw new IllegalAction(`${who} has ${state.players[player]!.life} life and can't pay ${cost.payLife} life`, ['119.4', '118.3'], step);
  }
  if (cost.payEnergy !== undefined && (state.players[player]!.energy ?? 0) < cost.payEnergy) {
    throw new IllegalAction(`${who} has ${state.players[player]!.energy ?? 0} energy and can't pay ${'{E}'.repeat(cost.payEnergy)}`, ['107.14', '118.3'], step);
  }
  const discardable = cost.discard === undefined ? [] : cardsToDiscard(state, player, cost.discardFilter, obj);
  if (cost.discard !== undefined && discardable.length < cost.discard) {
    const kind = cost.discardFilter ? describeFilter(cost.discardFilter, 'card') : 'card';
    const what = / card$/.test(kind) || kind === 'card' ? kind : `${kind} card`;
    throw new IllegalAction(`${who} can't discard ${cost.discard} ${what}${cost.discard === 1 ? '' : 's'}: their hand has ${discardable.length}`, ['118.3', '602.2b'], step);
  }
  const revealed = cost.revealFromHand ? cardToReveal(state, player, cost.revealFromHand, obj) : undefined;
  if (cost.revealFromHand && !revealed) throw new IllegalAction(`${who} has no ${describeFilter(cost.revealFromHand, 'card')} in hand to reveal`, ['118.3'], step);
  const manaCost = parseManaCost(cost.mana, x);
  const pool = state.players[player]!.manaPool;
  if (!isPaid(shortfall(pool, manaCost))) {
    throw new IllegalAction(`${who} can't pay ${formatMana(manaCost)} with ${formatMana(pool)} in their mana pool (partial payments are not allowed)`, ['601.2h', '602.2b'], step);
  }
  const victims = cost.sacrifice ? sacrificeCostChoice(ctx, player, cost.sacrifice, cost.sacrificeCount ?? 1, choices.sacrifice, step, obj.id) : [];
  const tapped = cost.tapUntapped ? tapChoice(ctx, player, cost.tapUntapped, choices.tap, step, cost.tap ? obj.id : undefined) : [];
  const returned = cost.returnToHand ? costObjects(ctx, player, COST_PICKS.return, cost.returnToHand, battlefieldObjects(state).filter((o) => o.controller === player), choices.return, step, obj.id) : [];
  const exiled = cost.exileFromGraveyard ? costObjects(ctx, player, COST_PICKS.exile, cost.exileFromGraveyard, state.players[player]!.graveyard.map((id) => state.objects[id]!), choices.exile, step, obj.id) : [];
  const exiledFromHand = cost.exileFromHand ? costObjects(ctx, player, COST_PICKS.exileFromHand, cost.exileFromHand, state.players[player]!.hand.map((id) => state.objects[id]!), choices.exile, step, obj.id) : [];
  payFromPool(pool, manaCost);
  const paid: string[] = [];
  if (cost.mana) paid.push(formatMana(manaCost));
  if (cost.tap) {
    tapPermanents(ctx, [obj]);
    paid.push('{T}');
  }
  if (cost.untap) {
    obj.tapped = false;
    paid.push('{Q}');
    becameUntapped(ctx, [obj]);
  }
  tapPermanents(ctx, tapped);
  if (cost.loyalty !== undefined) {
    addCounters(state, obj, 'loyalty', cost.loyalty);
    paid.push(`[${cost.loyalty > 0 ? '+' : cost.loyalty < 0 ? '−' : ''}${Math.abs(cost.loyalty)}] (loyalty ${obj.counters.loyalty ?? 0})`);
  }
  if (cost.removeCounters) {
    removeCounters(ctx, obj, cost.removeCounters.counter, removing!);
    paid.push(`removing ${removing} ${cost.removeCounters.counter} counter${removing === 1 ? '' : 's'}`);
  }
  if (cost.payLife !== undefined) {
    losesLife(state.players[player]!, cost.payLife);
    paid.push(`${cost.payLife} life (life ${state.players[player]!.life})`);
  }
  if (cost.payEnergy !== undefined) {
    state.players[player]!.energy = state.players[player]!.energy! - cost.payEnergy;
    paid.push(`${'{E}'.repeat(cost.payEnergy)} (energy ${state.players[player]!.energy})`);
  }
  const labels = (objects: GameObject[]) => objects.map((o) => o.label).join(', ');
  const actions = [...(revealed ? [`revealing ${revealed.label} from their hand (the first ${describeFilter(cost.revealFromHand!, 'card')} in it)`] : []), ...(victims.length ? [`sacrificing ${labels(victims)}`] : []), ...(cost.sacrificeSelf ? [`sacrificing ${obj.label}`] : []), ...(cost.exileSelf ? [`exiling ${obj.label}`] : []), ...(cost.discardSelf ? [`discarding ${obj.label}`] : []), ...(tapped.length ? [`tapping ${labels(tapped)}`] : []), ...(returned.length ? [`returning ${labels(returned)} to its owner's hand`] : []), ...(exiled.length ? [`exiling ${labels(exiled)} from their graveyard`] : []), ...(exiledFromHand.length ? [`exiling ${labels(exiledFromHand)} from their hand`] : []), ...(cost.discard ? [`discarding ${cost.discard} card${cost.discard === 1 ? '' : 's'}${cost.discardRandom ? ' at random' : ''}`] : [])];
  const text = paid.length ? `${who} pays ${[...paid, ...actions].join(', ')} for ${obj.label}` : `${who} pays the cost of ${obj.label}: ${actions.join(', ')}`;
  // A spell's additional cost is paid at 601.2h; an ability's costs as 602.2b says, the same way.
  const payRules = step === '601.2h' ? ['601.2h'] : ['601.2h', '602.2b'];
  emit(ctx, 'cost', [...payRules, ...(manaCost.snow ? ['107.4h'] : []), ...(cost.tap ? ['107.5'] : []), ...(cost.untap ? ['107.6'] : []), ...(cost.loyalty !== undefined ? ['606.4'] : [])], text, { step, players: [who], objects: [obj.label] });
  if (cost.exert) exert(ctx, obj, player, ['118.3']);
  const sacrificed = [...victims, ...(cost.sacrificeSelf ? [obj] : [])];
  if (cost.exileSelf) moveAll(ctx, [{ obj, to: 'exile', why: 'exiled as a cost', rule: '118.3' }]);
  if (cost.discardSelf) {
    const [discarded] = discardCards(ctx, [obj], '701.9a');
    if (isCyclingAbility(ability)) queueCycleTriggers(ctx, discarded!, player);
  }
  if (returned.length) moveAll(ctx, returned.map((permanent) => ({ obj: permanent, to: 'hand' as const, why: "returned to its owner's hand as a cost", rule: '118.3' })));
  if (exiled.length) moveAll(ctx, exiled.map((card) => ({ obj: card, to: 'exile' as const, why: 'exiled from a graveyard as a cost', rule: '118.3' })));
  if (exiledFromHand.length) moveAll(ctx, exiledFromHand.map((card) => ({ obj: card, to: 'exile' as const, why: 'exiled from a hand as a cost', rule: '118.3' })));
  sacrifice(ctx, sacrificed, 'sacrificed as a cost');
  if (cost.discard) {
    if (cost.discardRandom) discardAtRandom(ctx, player, cost.discard);
    else discard(ctx, player, cost.discard, '701.9a', cost.discardFilter && discardable);
  }
  // "The sacrificed creature" (608.2h) is the one permanent a "sacrifice a creature" cost took.
  return victims.length === 1 ? victims[0] : undefined;
}

/** The cards of the player's hand a discard cost may take ("discard a land card"; never the source itself, "another card"). */
function cardsToDiscard(state: GameState, player: number, filter: Filter | undefined, source: GameObject): GameObject[] {
  const hand = state.players[player]!.hand.map((id) => state.objects[id]!);
  if (!filter) return hand;
  return hand.filter((card) => card.id !== source.id && matchesFilter(state, { ...filter, zone: 'hand' }, card, characteristics(state, card), { controller: player, sourceId: source.id }));
}

/** How a cost that moves objects of the player's picks them: its verb and the trace's words for the default. */
interface CostPick {
  verb: string;
  zone: 'battlefield' | 'graveyard' | 'hand';
  defaultWords: string;
}

const COST_PICKS = {
  return: { verb: "return … to its owner's hand", zone: 'battlefield', defaultWords: 'the first ones they control in battlefield order' },
  exile: { verb: 'exile … from their graveyard', zone: 'graveyard', defaultWords: 'the first ones put into their graveyard' },
  exileFromHand: { verb: 'exile … from their hand', zone: 'hand', defaultWords: 'the first ones in their hand' },
} satisfies Record<string, CostPick>;

/**
 * 118.3: the objects a cost that returns or exiles objects of its payer takes: those named (choice
 * "return", "exile"), else the first that match, stated; never the source itself.
 */
function costObjects(ctx: Ctx, player: number, pick: CostPick, cost: { filter: Filter; amount: number }, candidates: GameObject[], choice: ChoiceValue | undefined, step: string | undefined, sourceId: number): GameObject[] {
  const { state } = ctx;
  const who = playerName(state, player);
  const what = `${cost.amount} ${describeFilter(cost.filter, pick.zone === 'battlefield' ? 'permanent' : 'card')}`;
  const eligible = candidates.filter((o) => o.id !== sourceId && matchesFilter(state, { ...cost.filter, zone: pick.zone }, o, characteristics(state, o), { controller: player, sourceId }));
  const named = (Array.isArray(choice) ? choice : typeof choice === 'string' ? [choice] : []).map((label) => {
    const found = selectObject(eligible, label);
    if (!found) throw new IllegalAction(`${who} can't ${pick.verb.replace('…', `"${label}"`)} for the cost "${pick.verb.replace('…', what)}": it isn't one of them`, ['118.3'], step);
    return found;
  });
  const chosen = [...new Set([...named, ...eligible])].slice(0, cost.amount);
  if (chosen.length < cost.amount) throw new IllegalAction(`${who} can't pay "${pick.verb.replace('…', what)}": they have ${eligible.length}`, ['118.3', '602.2b'], step);
  if (named.length < chosen.length) emit(ctx, 'choice', ['118.3'], `${who} chooses ${chosen.map((o) => o.label).join(', ')} for "${pick.verb.replace('…', what)}" (${pick.defaultWords}; ${named.length ? 'no more were' : 'none was'} named)`, { step, players: [who] });
  return chosen;
}

/** "Sacrifice two Goblins" (118.3, 701.21a): the permanents named (choice "sacrifice"), else the first ones in battlefield order. */
function sacrificeCostChoice(ctx: Ctx, player: number, kind: SacrificeKind, count: number, choice: ChoiceValue | undefined, step: string | undefined, sourceId: number): GameObject[] {
  const who = playerName(ctx.state, player);
  const what = count === 1 ? `a ${kindWords(kind)}` : `${count} ${kindWords(kind)}s`;
  if (count === 1 && !Array.isArray(choice)) {
    const victim = sacrificeChoice(ctx, player, kind, choice, step, sourceId);
    if (!victim) throw new IllegalAction(`${who} can't pay "sacrifice ${what}"`, ['601.2h', '602.2b'], step);
    return [victim];
  }
  const eligible = eligibleSacrifices(ctx.state, player, kind, sourceId);
  const named = (Array.isArray(choice) ? choice : typeof choice === 'string' ? [choice] : []).map((label) => {
    const found = selectObject(eligible, label);
    if (!found) throw new IllegalAction(`${who} can't sacrifice "${label}" for "sacrifice ${what}": it isn't one of them`, ['701.21a', '118.3'], step);
    return found;
  });
  if (new Set(named).size !== named.length || named.length > count) throw new IllegalAction(`${who} named ${named.length} permanents for "sacrifice ${what}": name each once, ${count} at most`, ['118.3'], step);
  const chosen = [...new Set([...named, ...eligible])].slice(0, count);
  if (chosen.length < count) throw new IllegalAction(`${who} can't pay "sacrifice ${what}": they control ${eligible.length}`, ['601.2h', '602.2b'], step);
  if (named.length < count) emit(ctx, 'choice', ['701.21a'], `${who} sacrifices ${chosen.map((o) => o.label).join(', ')} (the first ${kindWords(kind)}s they control; ${named.length ? 'no more were' : 'none was'} named)`, { step, players: [who] });
  return chosen;
}

/**
 * "Tap two untapped Clerics you control" (118.3): the permanents named (choice "tap"), else the first
 * untapped ones the player controls in battlefield order — never the source when the cost also has {T}.
 */
function tapChoice(ctx: Ctx, player: number, cost: { filter: Filter; amount?: number; totalPower?: number }, choice: ChoiceValue | undefined, step: string | undefined, tapsItself: number | undefined): GameObject[] {
  const { state } = ctx;
  const who = playerName(state, player);
  const what = cost.totalPower !== undefined ? `any number of ${cost.filter.other ? 'other ' : ''}untapped ${describeFilter({ ...cost.filter, other: undefined })}s with total power ${cost.totalPower} or greater` : `${cost.amount} untapped ${describeFilter(cost.filter)}`;
  const eligible = battlefieldObjects(state).filter((o) => o.controller === player && !o.tapped && o.id !== tapsItself && matchesFilter(state, cost.filter, o, characteristics(state, o), { controller: player }));
  const named = (Array.isArray(choice) ? choice : typeof choice === 'string' ? [choice] : []).map((label) => {
    const found = selectObject(eligible, label);
    if (!found) throw new IllegalAction(`${who} can't tap "${label}" for "tap ${what} you control": it isn't one of them, or it is tapped`, ['118.3', '602.2b'], step);
    return found;
  });
  if (cost.totalPower !== undefined) return tapForPower(ctx, player, cost.totalPower, what, named, eligible, step);
  const chosen = [...new Set([...named, ...eligible])].slice(0, cost.amount);
  if (chosen.length < cost.amount!) throw new IllegalAction(`${who} can't pay "tap ${what} you control": they control ${eligible.length}`, ['118.3', '602.2b'], step);
  if (named.length < chosen.length) emit(ctx, 'choice', ['601.2h', '602.2b'], `${who} taps ${chosen.map((o) => o.label).join(', ')} for the cost (the first untapped ones they control; ${named.length ? 'no more were' : 'none was'} named)`, { step, players: [who] });
  return chosen;
}

/**
 * 702.122a: crew's cost taps creatures of total power N or greater: those named (all of them), else the
 * first untapped ones in battlefield order until their power reaches N.
 */
function tapForPower(ctx: Ctx, player: number, total: number, what: string, named: GameObject[], eligible: GameObject[], step: string | undefined): GameObject[] {
  const { state } = ctx;
  const who = playerName(state, player);
  const power = (objects: GameObject[]) => objects.reduce((sum, o) => sum + Math.max(0, characteristics(state, o).power ?? 0), 0);
  const chosen = named.length ? named : [];
  if (!named.length) for (const o of eligible) if (power(chosen) < total) chosen.push(o);
  if (power(chosen) < total) throw new IllegalAction(`${who} can't pay "tap ${what} you control": ${chosen.length ? `${chosen.map((o) => o.label).join(', ')} ha${chosen.length === 1 ? 's' : 've'} total power ${power(chosen)}` : 'they control none'}`, ['702.122a', '118.3'], step);
  if (!named.length) emit(ctx, 'choice', ['601.2h', '602.2b'], `${who} taps ${chosen.map((o) => o.label).join(', ')} for the cost (the first untapped ones they control until their total power is ${total} or greater; none was named)`, { step, players: [who] });
  return chosen;
}

export type SacrificeKind = 'creature' | 'artifact' | 'permanent' | 'land' | Filter;

function kindWords(kind: SacrificeKind): string {
  return typeof kind === 'string' ? kind : describeFilter(kind);
}

/**
 * "Sacrifice a creature": the named permanent (choice "sacrifice"), else the first one the player
 * controls in battlefield order; undefined if there is none (701.21a: nothing is sacrificed).
 */
/** 118.3: the first card of the player's hand (not the source itself) that a "reveal a … card in your hand" cost can reveal. */
function cardToReveal(state: GameState, player: number, filter: Filter, source: GameObject): GameObject | undefined {
  return state.players[player]!.hand.map((id) => state.objects[id]!).find((card) => card.id !== source.id && matchesFilter(state, { ...filter, zone: 'hand' }, card, characteristics(state, card), { controller: player, sourceId: source.id }));
}

/** The permanents `player` controls that match what is to be sacrificed ("another creature": not the source). */
export function eligibleSacrifices(state: GameState, player: number, kind: SacrificeKind, sourceId?: number): GameObject[] {
  const filter: Filter = typeof kind === 'string' ? (kind === 'permanent' ? {} : { types: [kind === 'creature' ? 'Creature' : kind === 'artifact' ? 'Artifact' : 'Land'] }) : kind;
  return battlefieldObjects(state).filter((o) => o.controller === player && matchesFilter(state, filter, o, characteristics(state, o), { controller: player, ...(sourceId !== undefined ? { sourceId } : {}) }));
}

export function sacrificeChoice(ctx: Ctx, player: number, kind: SacrificeKind, choice: ChoiceValue | undefined, step?: string, sourceId?: number): GameObject | undefined {
  const { state } = ctx;
  const eligible = eligibleSacrifices(state, player, kind, sourceId);
  const victim = typeof choice === 'string' ? selectObject(eligible, choice) : eligible[0];
  const who = playerName(state, player);
  if (victim && choice === undefined) emit(ctx, 'choice', ['701.21a'], `${who} sacrifices ${victim.label} (the first ${kindWords(kind)} they control; none was named)`, { step, players: [who] });
  if (!victim) emit(ctx, 'effect', ['701.21a'], `${who} has no ${typeof choice === 'string' ? `${kindWords(kind)} "${choice}"` : kindWords(kind)} to sacrifice`, { step, players: [who] });
  return victim;
}

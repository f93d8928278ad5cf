/**
 * Producing mana (106) with mana abilities (605): they never use the stack and resolve at once
 * (605.3b), during casting (601.2g) or with priority. "Could produce" (106.7), undefined types
 * (106.5), "tapped for mana" replacement effects (106.12b) and triggered mana abilities (106.12a,
 * 605.4a), and the documented default for paying without naming sources.
 */
import { COLORS, type Ability, type ManaType } from './cards/schema';
import { characteristics, isSummoningSick } from './characteristics';
import { type Ctx, IllegalAction, battlefieldObjects, emit, newStackItem, playerName, refOf } from './context';
import { activationRestrictionProblem } from './conditions';
import { applyEffect } from './effects';
import { MANA_TYPES, addToPool, announceCountersX, formatMana, isManaAbility, isPaid, parseManaCost, payAbilityCosts, shortfall, type ManaCost } from './mana';
import { selectObject, selectorText } from './targets';
import { fireTriggers, isTriggeredManaAbility, triggeredBy } from './triggers';
import type { ChoiceValue, Choices, GameObject, GameState, ManaPayment, ObjectSelector, StackItem } from './types';
import { amountOf } from './who';

type Activated = Extract<Ability, { kind: 'activated' }>;

function isLand(state: GameState, obj: GameObject): boolean {
  return characteristics(state, obj).types.includes('Land');
}

/** 106.12b: a replacement effect on the mana a land tapped for mana produces (e.g. Contamination: {B} instead). */
function landManaReplacement(state: GameState): { type: ManaType; source: string } | undefined {
  for (const id of state.battlefield) {
    const obj = state.objects[id]!;
    const replacing = characteristics(state, obj).abilities.find((a) => a.kind === 'static' && a.landsTappedForManaProduce);
    if (replacing && replacing.kind === 'static') return { type: replacing.landsTappedForManaProduce!, source: obj.label };
  }
  return undefined;
}

/**
 * The mana types `ability` of `obj` would produce if it resolved now (106.7): replacement effects
 * count, costs are ignored; "could produce" abilities look at other permanents (`visited` breaks
 * loops such as two Reflecting Pools, which then define no type).
 */
function offeredTypes(state: GameState, obj: GameObject, ability: Ability, visited: ReadonlySet<number> = new Set()): ManaType[] {
  const types = new Set<ManaType>();
  if (ability.kind === 'static') return [];
  for (const effect of ability.effects) {
    if (effect.do !== 'add-mana' || effect.mana === 'same-as-produced') continue;
    if (effect.mana === 'any-color') COLORS.forEach((t) => types.add(t));
    else if (effect.mana === 'chosen-color') {
      if (obj.chosenColor) types.add(obj.chosenColor);
    }
    else if (Array.isArray(effect.mana)) effect.mana.forEach((t) => types.add(t));
    else if (typeof effect.mana === 'string') types.add(effect.mana);
    else if ('each' in effect.mana) effect.mana.each.forEach((t) => types.add(t));
    else if ('combinations' in effect.mana) effect.mana.combinations.flat().forEach((t) => types.add(t));
    else if ('anyCombinationOf' in effect.mana) effect.mana.anyCombinationOf.forEach((t) => types.add(t));
    else for (const t of couldProduce(state, obj, effect.mana.couldProduce, new Set([...visited, obj.id]))) if (!effect.mana.colorsOnly || t !== 'C') types.add(t);
  }
  const replacement = ability.kind === 'activated' && ability.cost.tap && isLand(state, obj) ? landManaReplacement(state) : undefined;
  if (replacement && types.size > 0) return [replacement.type];
  return MANA_TYPES.filter((t) => types.has(t));
}

/** 106.7: every type the lands an opponent controls (or you control) could produce. */
function couldProduce(state: GameState, obj: GameObject, whose: 'lands-opponents-control' | 'lands-you-control', visited: ReadonlySet<number>): Set<ManaType> {
  const found = new Set<ManaType>();
  for (const id of state.battlefield) {
    const land = state.objects[id]!;
    if (visited.has(land.id) || !isLand(state, land)) continue;
    if ((whose === 'lands-you-control') !== (land.controller === obj.controller)) continue;
    for (const ability of characteristics(state, land).abilities) if (isManaAbility(ability)) offeredTypes(state, land, ability, visited).forEach((t) => found.add(t));
  }
  return found;
}

/** How the player pays an ability's costs: the mana abilities for its mana cost (601.2g) and what a "sacrifice a …" cost takes (601.2h). */
export interface CostChoices {
  payWith?: ManaPayment[];
  sacrifice?: ChoiceValue;
  /** The permanents a "tap an untapped creature you control" cost taps (118.3). */
  tap?: ChoiceValue;
  /** The permanents a "return a land you control to its owner's hand" cost returns (118.3). */
  return?: ChoiceValue;
  /** The cards an "exile two cards from your graveyard" cost exiles (118.3). */
  exile?: ChoiceValue;
  /** The number a mana ability's "remove X counters" ("any number of") cost removes (601.2b via 602.2b). */
  x?: number;
}

/** What an action's choices say of how its costs are paid. */
export function costChoicesOf(choices: Choices | undefined): CostChoices {
  const { sacrifice, tap, return: returned, exile } = choices ?? {};
  return { sacrifice, tap, return: returned, exile };
}

/**
 * 602.2b, 601.2g, 605.3a: an ability's mana cost is paid as a spell's is: the mana abilities named are
 * activated first, else the documented default taps untapped sources in battlefield order (never the
 * source itself when the cost taps or sacrifices it); the pool pays at 601.2h (payAbilityCosts).
 */
export function payActivationMana(ctx: Ctx, player: number, source: GameObject, ability: Activated, x: number, costs: CostChoices): void {
  if (!ability.cost.mana) return;
  const cost = parseManaCost(ability.cost.mana, x);
  if (costs.payWith) activatePayments(ctx, player, costs.payWith, cost, ability.cost.sacrifice ? undefined : costs.sacrifice);
  else autoPay(ctx, player, cost, '601.2g', ability.cost.tap || ability.cost.sacrificeSelf ? source.id : undefined);
}

/**
 * 601.2g: the named mana abilities; one that offers several types without a named one makes a type the
 * cost needs. `sacrifice`: a permanent the spell or ability being paid for named for none of its own
 * costs, taken by the first of these mana abilities that sacrifices one (601.2h).
 */
export function activatePayments(ctx: Ctx, player: number, payWith: ManaPayment[], cost: ManaCost, sacrifice?: ChoiceValue): void {
  let unclaimed = sacrifice;
  for (const payment of payWith) {
    const source = findPermanent(ctx, payment.source);
    const named = abilityIndexFor(ctx, source, payment.ability, payment.mana ?? payment.combination?.[0]);
    const chosen = payment.mana || payment.combination ? undefined : typeTheCostNeeds(ctx, player, source, cost, '601.2g', payment.ability === undefined ? undefined : named);
    const index = chosen?.index ?? named;
    const sacrifices = (characteristics(ctx.state, source).abilities[index] as Activated).cost.sacrifice !== undefined;
    const victim = payment.sacrifice ?? (sacrifices ? unclaimed : undefined);
    if (sacrifices && payment.sacrifice === undefined) unclaimed = undefined;
    activateManaAbility(ctx, player, source, index, payment.combination ?? payment.mana ?? chosen?.type, '601.2g', victim === undefined ? {} : { sacrifice: victim });
  }
}

/** The permanent a selector names (110.1). */
export function findPermanent(ctx: Ctx, selector: ObjectSelector): GameObject {
  const found = selectObject(battlefieldObjects(ctx.state), selector);
  if (!found) throw new IllegalAction(`no permanent "${selectorText(selector)}" on the battlefield`, ['110.1']);
  return found;
}

/**
 * An activated ability of `obj` that works where `obj` is (113.6: on the battlefield, unless it says it works
 * from a hand, 113.6k), by index or name (its name or words of its text); default its mana ability for
 * `mana`, else its first.
 */
export function abilityIndexFor(ctx: Ctx, obj: GameObject, wanted: number | string | undefined, mana: ManaPayment['mana']): number {
  const abilities = characteristics(ctx.state, obj).abilities;
  const usable = (a: Ability | undefined) => a?.kind === 'activated' && (a.zone ?? 'battlefield') === obj.zone;
  const [where, rules] = obj.zone === 'battlefield' ? ['', ['602.1']] : [` that works from a ${obj.zone}`, ['602.1', '113.6']];
  if (typeof wanted === 'number') {
    if (!usable(abilities[wanted])) throw new IllegalAction(`${obj.label} has no activated ability #${wanted + 1}${where}`, rules);
    return wanted;
  }
  if (typeof wanted === 'string') {
    // By its name first: the abilities of one line of keywords share its text ("Islandcycling {2}, swampcycling {2}").
    const byName = abilities.findIndex((a) => usable(a) && a.kind === 'activated' && a.name?.toLowerCase() === wanted.toLowerCase());
    const index = byName >= 0 ? byName : abilities.findIndex((a) => usable(a) && a.kind === 'activated' && a.text.toLowerCase().includes(wanted.toLowerCase()));
    if (index < 0) throw new IllegalAction(`${obj.label} has no activated ability "${wanted}"${where}`, rules);
    return index;
  }
  if (obj.zone !== 'battlefield') {
    const index = abilities.findIndex(usable);
    if (index < 0) throw new IllegalAction(`${obj.label} has no activated ability${where}`, rules);
    return index;
  }
  const index = manaAbilityFor(ctx, obj, mana) ?? abilities.findIndex(usable);
  if (index < 0) {
    const elsewhere = abilities.find((a) => a.kind === 'activated' && a.zone);
    const why = elsewhere?.kind === 'activated' ? ` on the battlefield (it has one that works from a ${elsewhere.zone}, 113.6)` : characteristics(ctx.state, obj).definition.abilities.length ? ' now (it has lost its abilities)' : '';
    throw new IllegalAction(`${obj.label} has no activated ability${why}`, ['602.1']);
  }
  return index;
}

/**
 * Activates a mana ability: pays its costs as any ability's (602.2b: its mana cost with other mana
 * abilities first, the permanent a sacrifice takes as chosen) and adds its mana at once, without the
 * stack (605.3b). `wanted` picks the type when the ability offers a choice (default: the first it offers),
 * or the combination when it adds one of several ("{R}{R}, {R}{G}, or {G}{G}").
 */
export function activateManaAbility(ctx: Ctx, player: number, obj: GameObject, abilityIndex: number, wanted: ManaType | ManaType[] | undefined, step?: string, costs: CostChoices = {}): void {
  const { state } = ctx;
  const ability = characteristics(state, obj).abilities[abilityIndex];
  if (!ability || ability.kind !== 'activated' || !isManaAbility(ability)) throw new IllegalAction(`${obj.label} has no such mana ability`, ['605.1a'], step);
  const restricted = activationRestrictionProblem(state, player, obj, ability);
  if (restricted) throw new IllegalAction(restricted, ['602.5'], step);
  const types = offeredTypes(state, obj, ability);
  const combinations = combinationsOf(ability);
  const combination = Array.isArray(wanted) ? wanted : undefined;
  const type = Array.isArray(wanted) ? undefined : wanted;
  if (combination && !anyCombinationOf(ability) && !combinations?.some((one) => formatSymbols(one) === formatSymbols(combination))) {
    throw new IllegalAction(`${obj.label}'s ability can't add ${formatSymbols(combination)} (${combinations ? `it adds ${alternatives(combinations)}` : 'it adds no combination of mana'})`, ['106.3'], step);
  }
  if (type && types.length > 0 && !types.includes(type)) {
    throw new IllegalAction(`${obj.label}'s ability can't produce {${type}} now (it could produce ${types.map((t) => `{${t}}`).join(' or ')})`, ['106.7'], step);
  }
  const who = playerName(state, player);
  const label = obj.label;
  emit(ctx, 'activate', ['605.1a', '605.3b', ...(step ? ['601.2g'] : [])], `${who} activates ${label}'s mana ability "${ability.text}"; it doesn't use the stack`, { step, players: [who], objects: [label] });
  const landTapped = Boolean(ability.cost.tap) && isLand(state, obj);
  const controller = obj.controller;
  const x = announceCountersX(ctx, player, obj, ability.cost, costs.x, step) ?? 0;
  payActivationMana(ctx, player, obj, ability, x, costs);
  // 608.2h: "the sacrificed artifact's mana value" is of the permanent the cost sacrificed, as it last existed.
  const sacrificed = payAbilityCosts(ctx, player, obj, ability, x, step, costs);
  if (types.length === 0) {
    emit(ctx, 'mana', ['106.5', '106.7'], `${label}'s ability would produce mana of an undefined type, so it produces no mana`, { step, players: [who], objects: [label] });
    return;
  }
  const replacement = landTapped ? landManaReplacement(state) : undefined;
  // Contamination replaces the type and the amount: one {B} (106.12b); "Add {R}{W}" adds both at once, no type chosen.
  // 107.1: an amount counted as it resolves ("for each Elf you control", "for each counter removed this way": X).
  let item: StackItem | undefined;
  const itemOf = (): StackItem => (item ??= { ...newStackItem(state, { kind: 'activated', source: refOf(obj), sourceLabel: label, ability, controller, label: `${label}'s ability`, x }), ...(sacrificed ? { sacrificed: refOf(sacrificed) } : {}) });
  const count = (effect: AddMana) => (typeof effect.amount === 'number' ? effect.amount : amountOf(ctx, itemOf(), effect.amount));
  const total = ability.effects.reduce((sum, e) => sum + (e.do === 'add-mana' ? count(e) : 0), 0);
  const anyOf = anyCombinationOf(ability);
  const symbols = replacement
    ? [replacement.type]
    : (severalAtOnce(ability, count) ?? (combinations && chooseCombination(ctx, who, combinations, combination ?? type, step)) ?? (anyOf && chooseAnyCombination(ctx, who, anyOf, total, combination ?? type, step)) ?? Array<ManaType>(total).fill(chooseType(ctx, who, types, type, step)));
  addMana(ctx, player, symbols, `${label}'s ability resolves at once`, ['106.3', '605.3b', ...(replacement ? ['106.12b', '614.1a'] : [])], step, obj, replacement ? ` ({${replacement.type}} instead, because of ${replacement.source})` : '');
  // 605.3b: the rest of its effect resolves at once too ("Adarkar Wastes deals 1 damage to you", "Draw a card").
  const rest = ability.effects.filter((effect) => effect.do !== 'add-mana');
  for (const effect of rest) applyEffect(ctx, itemOf(), effect);
  if (landTapped) landTappedForMana(ctx, controller, obj, symbols, step);
}

/** The symbols of an ability that adds several types at once ("Add {R}{W}", 106.1), each as many times as its amount. */
function severalAtOnce(ability: Activated, count: (effect: AddMana) => number): ManaType[] | undefined {
  const effect = ability.effects.find((e) => e.do === 'add-mana' && typeof e.mana === 'object' && 'each' in e.mana);
  if (effect?.do !== 'add-mana' || typeof effect.mana !== 'object' || !('each' in effect.mana)) return undefined;
  const { each } = effect.mana;
  return Array.from({ length: count(effect) }, () => each).flat();
}

type AddMana = Extract<Activated['effects'][number], { do: 'add-mana' }>;

/** The types an ability adds any combination of ("Add X mana in any combination of {W} and/or {U}"), if it does. */
function anyCombinationOf(ability: Activated): ManaType[] | undefined {
  for (const effect of ability.effects) if (effect.do === 'add-mana' && typeof effect.mana === 'object' && 'anyCombinationOf' in effect.mana) return effect.mana.anyCombinationOf;
  return undefined;
}

/**
 * 106.3: "any combination of {W} and/or {U}": the `total` mana the player chose (as many symbols, each of those
 * types); for a type only (a cost that needs {U}), all of it; with neither, all of the first type (stated).
 */
function chooseAnyCombination(ctx: Ctx, who: string, types: ManaType[], total: number, wanted: ManaType | ManaType[] | undefined, step?: string): ManaType[] {
  const offered = `any combination of ${types.map((t) => `{${t}}`).join(' and/or ')}`;
  if (Array.isArray(wanted)) {
    if (wanted.length !== total || wanted.some((t) => !types.includes(t))) throw new IllegalAction(`the ability adds ${total} mana in ${offered}: ${formatSymbols(wanted)} isn't such a combination`, ['106.3'], step);
    return wanted;
  }
  const type = wanted && types.includes(wanted) ? wanted : types[0]!;
  const chosen = Array<ManaType>(total).fill(type);
  emit(ctx, 'choice', ['106.3'], `${who} takes ${formatSymbols(chosen) || 'no mana'} (${wanted === type ? `all {${type}}, the type wanted` : 'all of the first type offered; no combination was chosen'}; it offers ${offered})`, { step, players: [who] });
  return chosen;
}

/** The combinations an ability adds one of ("Add {R}{R}, {R}{G}, or {G}{G}"), if it does. */
function combinationsOf(ability: Activated): ManaType[][] | undefined {
  for (const effect of ability.effects) if (effect.do === 'add-mana' && typeof effect.mana === 'object' && 'combinations' in effect.mana) return effect.mana.combinations;
  return undefined;
}

const formatSymbols = (symbols: ManaType[]): string => symbols.map((t) => `{${t}}`).join('');
const alternatives = (combinations: ManaType[][]): string => `${combinations.slice(0, -1).map(formatSymbols).join(', ')}, or ${formatSymbols(combinations[combinations.length - 1]!)}`;

/**
 * 106.3, 605.3b: the combination the player chose; for a type only (a cost that needs {G}), the first made
 * of that type alone, else the first with it; with neither, the first (each stated in a "choice" event).
 */
function chooseCombination(ctx: Ctx, who: string, combinations: ManaType[][], wanted: ManaType | ManaType[] | undefined, step?: string): ManaType[] {
  if (Array.isArray(wanted)) return wanted;
  const chosen = (wanted && (combinations.find((one) => one.every((t) => t === wanted)) ?? combinations.find((one) => one.includes(wanted)))) || combinations[0]!;
  const why = !wanted ? 'the first combination offered; none was chosen' : chosen.every((t) => t === wanted) ? `the combination of {${wanted}} alone, the type wanted` : `the first combination with {${wanted}}, the type wanted`;
  emit(ctx, 'choice', ['106.3'], `${who} takes ${formatSymbols(chosen)} (${why}; it offers ${alternatives(combinations)})`, { step, players: [who] });
  return chosen;
}

function chooseType(ctx: Ctx, who: string, types: ManaType[], wanted: ManaType | undefined, step?: string): ManaType {
  if (wanted) return wanted;
  if (types.length > 1) emit(ctx, 'choice', ['106.4'], `${who} takes {${types[0]}} (the first type offered; no type was chosen)`, { step, players: [who] });
  return types[0]!;
}

function addMana(ctx: Ctx, player: number, symbols: ManaType[], what: string, rules: string[], step: string | undefined, source: GameObject, note = ''): void {
  const pool = ctx.state.players[player]!.manaPool;
  const snow = addToPool(ctx.state, player, symbols, source);
  const who = playerName(ctx.state, player);
  const mana = symbols.map((type) => `{${type}}`).join('');
  ctx.payment?.push({ source: source.label, mana: `${mana}${note}` });
  emit(ctx, 'mana', [...rules, ...(snow ? ['107.4h'] : [])], `${what}: ${who} adds ${mana}${note}${snow ? ` (snow mana: ${source.label} is a snow source)` : ''} (pool: ${formatMana(pool)})`, { step, players: [who], objects: [source.label] });
}

/**
 * 106.12a: a land tapped for mana triggers what watches for it. A triggered mana ability (605.1b) adds
 * its mana at once, without the stack (605.4a); any other ("Manabarbs deals 1 damage to that player",
 * 605.5a) waits, and goes on the stack the next time a player would receive priority (603.3).
 */
function landTappedForMana(ctx: Ctx, controller: number, land: GameObject, produced: ManaType[], step?: string): void {
  const { state } = ctx;
  const who = playerName(state, controller);
  const event = { object: land, seen: characteristics(state, land), player: controller, cause: `${who} tapped ${land.label} for mana` };
  for (const { obj, ability } of triggeredBy(ctx, 'land-tapped-for-mana', event)) {
    if (!isTriggeredManaAbility(ability)) continue;
    const adds = (ability.effects ?? []).flatMap((effect) => (effect.do === 'add-mana' ? [effect] : []));
    const types = [...new Set([...offeredTypes(state, obj, ability), ...(adds.some((effect) => effect.mana === 'same-as-produced') ? produced : [])])];
    if (types.length === 0) continue;
    const counted = (effect: AddMana) => (typeof effect.amount === 'number' ? effect.amount : amountOf(ctx, newStackItem(state, { kind: 'triggered', source: refOf(obj), sourceLabel: obj.label, ability, controller: obj.controller, label: `${obj.label}'s ability` }), effect.amount));
    const amount = adds.reduce((sum, effect) => sum + counted(effect), 0);
    // 106.3: "that player adds" / "its controller adds" is the player who tapped the land; else the ability's controller.
    const receiver = adds.some((effect) => effect.who === 'that-player' || effect.who === 'it-controller') ? controller : obj.controller;
    addMana(ctx, receiver, Array<ManaType>(amount).fill(chooseType(ctx, who, types, undefined, step)), `${obj.label} triggers as ${land.label} is tapped for mana and resolves at once, without the stack`, ['106.12a', '605.4a'], step, obj);
  }
  fireTriggers(ctx, 'land-tapped-for-mana', event);
}

/** The index of the first mana ability of `obj` that could produce `type`, if any. */
export function manaAbilityFor(ctx: Ctx, obj: GameObject, type: ManaType | undefined): number | undefined {
  const abilities = characteristics(ctx.state, obj).abilities;
  const index = abilities.findIndex((a) => isManaAbility(a) && (type === undefined || offeredTypes(ctx.state, obj, a).includes(type)));
  return index < 0 ? undefined : index;
}

/**
 * A named source (or ability) without a named type (601.2g): the first type it offers (W U B R G C)
 * that the cost still needs as a colored symbol, then as a hybrid one, else the first it offers
 * (generic mana takes any type); stated in a "choice" event when it offered more than one type.
 */
export function typeTheCostNeeds(ctx: Ctx, player: number, obj: GameObject, cost: ManaCost, step: string, abilityIndex?: number): { index: number; type: ManaType } | undefined {
  const ability = abilityIndex === undefined ? undefined : characteristics(ctx.state, obj).abilities[abilityIndex];
  const offered = ability ? offeredTypes(ctx.state, obj, ability) : MANA_TYPES.filter((t) => manaAbilityFor(ctx, obj, t) !== undefined);
  const missing = shortfall(ctx.state.players[player]!.manaPool, cost);
  const type = offered.find((t) => missing.typed[t] > 0) ?? offered.find((t) => missing.hybrid.some((pair) => pair.includes(t))) ?? offered[0];
  if (type === undefined) return undefined;
  if (offered.length > 1) {
    const why = missing.typed[type] > 0 || missing.hybrid.some((pair) => pair.includes(type)) ? `the cost still needs {${type}}` : `the cost still needs only generic mana (${formatMana(missing)}), which any type pays`;
    emit(ctx, 'choice', ['601.2g', '106.4'], `${playerName(ctx.state, player)} takes {${type}} from ${obj.label} (it offers ${offered.map((t) => `{${t}}`).join(' or ')}; no type was named, and ${why})`, { step, players: [playerName(ctx.state, player)], objects: [obj.label] });
  }
  return { index: abilityIndex ?? manaAbilityFor(ctx, obj, type)!, type };
}

/**
 * The documented default for 601.2g when no sources are named: for each mana symbol the pool lacks
 * ({S} first, from a snow permanent, 107.4h; then colored, hybrid, generic), tap the first untapped permanent (battlefield order) the
 * player controls whose {T} mana ability (and nothing else in its cost) can make it — for generic mana,
 * one that makes a color of the cost first (an Island for {1}{U}), then one that makes only colorless,
 * then any — never the permanent whose ability is being paid for when that ability taps or sacrifices
 * it (`reservedForCost`).
 */
export function autoPay(ctx: Ctx, player: number, cost: ManaCost, step: string, reservedForCost?: number): void {
  const pool = ctx.state.players[player]!.manaPool;
  const missing = shortfall(pool, cost);
  const needs: (ManaType[] | 'snow' | undefined)[] = [
    ...Array<'snow'>(missing.snow).fill('snow'),
    ...MANA_TYPES.flatMap((t) => Array.from({ length: missing.typed[t] }, () => [t])),
    ...missing.hybrid,
    ...Array<undefined>(missing.generic).fill(undefined),
  ];
  const costColors = MANA_TYPES.filter((t) => cost.typed[t] > 0 || cost.hybrid.some((pair) => pair.includes(t)));
  for (const need of needs) {
    const usable = battlefieldObjects(ctx.state)
      .filter((o) => o.id !== reservedForCost && o.controller === player && !o.tapped && !isSummoningSick(ctx.state, o) && (need !== 'snow' || characteristics(ctx.state, o).supertypes.includes('Snow')))
      .map((source) => ({ source, index: simpleTapAbility(ctx, source, need === 'snow' ? undefined : need) }))
      .filter((candidate) => candidate.index !== undefined);
    const makes = (c: (typeof usable)[number]) => offeredTypes(ctx.state, c.source, characteristics(ctx.state, c.source).abilities[c.index!]!);
    const found = need ? usable[0] : (usable.find((c) => makes(c).some((t) => costColors.includes(t))) ?? usable.find((c) => makes(c).every((t) => t === 'C')) ?? usable[0]);
    if (!found) continue; // pay what can be paid, so that the shortfall names only what can't
    const ability = characteristics(ctx.state, found.source).abilities[found.index!]!;
    const type = offeredTypes(ctx.state, found.source, ability).find((t) => !need || need === 'snow' || need.includes(t))!;
    const why = need === 'snow' ? 'for {S}: the first untapped snow source, 107.4h' : need ? `the first untapped source that can make ${need.map((t) => `{${t}}`).join(' or ')}` : 'for generic mana: a source of the cost\'s colors first, then colorless, then any';
    emit(ctx, 'choice', ['601.2g'], `No mana sources were named: ${playerName(ctx.state, player)} taps ${found.source.label} for {${type}} (${why})`, { step, objects: [found.source.label] });
    activateManaAbility(ctx, player, found.source, found.index!, type, step);
    if (isPaid(shortfall(pool, cost))) break;
  }
}

function simpleTapAbility(ctx: Ctx, obj: GameObject, types: ManaType[] | undefined): number | undefined {
  const abilities = characteristics(ctx.state, obj).abilities;
  // Never by default a source that costs more than tapping it: mana, a sacrifice, energy (107.14), a number of counters the player would choose.
  const index = abilities.findIndex((a) => {
    if (a.kind !== 'activated' || !isManaAbility(a) || !a.cost.tap || a.cost.mana || a.cost.sacrificeSelf || a.cost.sacrifice || a.cost.payEnergy || typeof a.cost.removeCounters?.amount === 'string' || activationRestrictionProblem(ctx.state, obj.controller, obj, a)) return false;
    const offered = offeredTypes(ctx.state, obj, a as Activated);
    return offered.length > 0 && (!types || offered.some((t) => types.includes(t)));
  });
  return index < 0 ? undefined : index;
}

/**
 * Casting a spell (601.2a–i) and activating an ability (602.2), each step an event with its rule.
 * Any step that can't be completed throws IllegalAction; step() then rewinds to before the proposal (732.1).
 */
import type { Ability, CardDefinition, TargetSpec } from './cards/schema';
import { characteristics, spellParts } from './characteristics';
import { type Ctx, IllegalAction, battlefieldObjects, emit, moveObject, playerName, pushStackItem, refOf } from './context';
import { costHasX, formatMana, isManaAbility, isPaid, parseManaCost, payAbilityCosts, payFromPool, shortfall, type ManaCost } from './mana';
import { activateManaAbility, autoPay, manaAbilityFor, typeTheCostNeeds } from './production';
import { findCandidate, labelOf, selectObject, selectorText, targetProblem, toRecord, type Targeter } from './targets';
import { colorNamed } from './effects';
import { moveWithTriggers, queueCastTriggers } from './triggers';
import type { Action, GameObject, ManaPayment, ObjectSelector, StackItem, TargetChoice, TargetRecord } from './types';

type CastAction = Extract<Action, { type: 'cast' }>;
type ActivateAction = Extract<Action, { type: 'activate' }>;

function findInHand(ctx: Ctx, player: number, card: ObjectSelector): GameObject {
  const hand = ctx.state.players[player]!.hand.map((id) => ctx.state.objects[id]!);
  const found = selectObject(hand, card);
  if (!found) throw new IllegalAction(`${playerName(ctx.state, player)} has no "${selectorText(card)}" in hand (hand: ${hand.map((o) => o.label).join(', ') || 'empty'})`, ['601.2a']);
  return found;
}

function isMainPhaseWithEmptyStack(ctx: Ctx, player: number): boolean {
  const { state } = ctx;
  return state.activePlayer === player && (state.step === 'precombat-main' || state.step === 'postcombat-main') && state.stack.length === 0;
}

/** 601.2a–i. */
export function castSpell(ctx: Ctx, player: number, action: CastAction): void {
  const { state } = ctx;
  const who = playerName(state, player);
  const card = findInHand(ctx, player, action.card);
  const definition = characteristics(state, card).definition;
  const color = action.choices?.color;
  if (color !== undefined && !colorNamed(String(color))) throw new IllegalAction(`"${String(color)}" is not a color: choose white, blue, black, red or green`, ['105.1']);
  if (definition.types.includes('Land')) throw new IllegalAction(`${card.label} is a land: lands are played, not cast`, ['305.1', '601.2a']);
  if (!definition.types.includes('Instant') && !isMainPhaseWithEmptyStack(ctx, player)) {
    throw new IllegalAction(`${card.label} can be cast only in its controller's main phase when the stack is empty`, ['117.1a', '307.1']);
  }
  // 601.2a: the card moves to the stack and becomes a spell.
  const spell = moveObject(state, card, 'stack');
  const item = pushStackItem(state, { kind: 'spell', source: refOf(spell), sourceLabel: spell.label, controller: player, modes: action.modes ?? [], choices: { ...action.choices }, label: spell.label });
  emit(ctx, 'casting-step', ['601.2a'], `${who} proposes casting ${spell.label}: it moves from their hand to the stack`, { step: '601.2a', players: [who], objects: [spell.label] });
  chooseMode(ctx, item, definition);
  announceX(ctx, item, definition.manaCost, action.x, '601.2b');
  // 601.2c: targets.
  item.targets = chooseTargets(ctx, item, spellParts(definition, item.modes).targets, action.targets ?? [], { controller: player, colors: characteristics(state, spell).colors }, '601.2c');
  emit(ctx, 'casting-step', ['601.2e'], `The game checks that casting ${spell.label} is legal: it is`, { step: '601.2e' });
  // 601.2f–h: total cost, mana abilities, payment.
  const cost = withReductions(ctx, player, definition, parseManaCost(definition.manaCost, item.x));
  payManaCost(ctx, player, spell.label, cost, action.payWith);
  emit(ctx, 'casting-step', ['601.2i'], `${spell.label} becomes cast`, { step: '601.2i', players: [who], objects: [spell.label] });
  emit(ctx, 'cast', ['601.2i'], `${who} casts ${spell.label}${item.targets.length ? ` targeting ${item.targets.map((t) => t.label).join(', ')}` : ''}`, { players: [who], objects: [spell.label, ...item.targets.map((t) => t.label)] });
  queueCastTriggers(ctx, item);
}

/** 601.2f: cost reductions from permanents the caster controls (generic mana only), e.g. Hero of Iroas for Auras. */
function withReductions(ctx: Ctx, player: number, spell: CardDefinition, cost: ManaCost): ManaCost {
  for (const id of ctx.state.battlefield) {
    const obj = ctx.state.objects[id]!;
    if (obj.controller !== player) continue;
    for (const ability of characteristics(ctx.state, obj).abilities) {
      const reduction = ability.kind === 'static' ? ability.spellsYouCastCostLess : undefined;
      if (!reduction || !spell.subtypes.includes(reduction.subtype) || cost.generic === 0) continue;
      const less = Math.min(cost.generic, reduction.generic);
      cost = { ...cost, generic: cost.generic - less };
      emit(ctx, 'casting-step', ['601.2f'], `${obj.label} reduces the cost by {${less}} ("${ability.text}")`, { step: '601.2f', objects: [obj.label] });
    }
  }
  return cost;
}

/** 601.2b, 700.2a: a modal spell ("Choose one —") names exactly one of its modes; others take none. */
function chooseMode(ctx: Ctx, item: StackItem, definition: CardDefinition): void {
  const modes = definition.spell?.modes;
  if (!modes) {
    if (item.modes.length) throw new IllegalAction(`${item.label} is not modal: choose no mode`, ['601.2b', '700.2'], '601.2b');
    return;
  }
  const [chosen, ...more] = item.modes;
  if (chosen === undefined || more.length || !modes[chosen]) {
    throw new IllegalAction(`${item.label} says "Choose one": give one mode, 0 to ${modes.length - 1} (${modes.map((m, i) => `${i}: ${m.text}`).join('; ')})`, ['601.2b', '700.2a'], '601.2b');
  }
  emit(ctx, 'casting-step', ['601.2b', '700.2a'], `Mode chosen: "${modes[chosen].text}"`, { step: '601.2b' });
}

function announceX(ctx: Ctx, item: StackItem, manaCost: string | undefined, x: number | undefined, stepRule: string): void {
  if (!costHasX(manaCost)) return;
  if (x === undefined || x < 0 || !Number.isInteger(x)) throw new IllegalAction(`${item.label} has {X} in its cost: choose X (a whole number, 0 or more)`, [stepRule, '107.3a'], stepRule);
  item.x = x;
  emit(ctx, 'casting-step', [stepRule, '107.3a'], `X is announced as ${x}`, { step: stepRule });
}

/** 601.2c / 602.2b: one legal object or player per instance of "target" (the same one may be chosen for different instances, 115.3). */
function chooseTargets(ctx: Ctx, item: StackItem, specs: TargetSpec[], choices: TargetChoice[], by: Targeter, stepRule: string): TargetRecord[] {
  if (choices.length !== specs.length) {
    const wanted = specs.length === 0 ? 'no targets' : `${specs.length} target${specs.length > 1 ? 's' : ''}`;
    throw new IllegalAction(`${item.label} needs ${wanted}, but ${choices.length} ${choices.length === 1 ? 'was' : 'were'} chosen`, [stepRule, '115.1'], stepRule);
  }
  const chosen: string[] = [];
  const records = specs.map((spec, slot) => {
    const candidate = findCandidate(ctx.state, spec, choices[slot]!);
    const label = labelOf(ctx.state, candidate);
    const problem = targetProblem(ctx.state, spec, candidate, by) ?? (spec.another && chosen.includes(label) ? 'it is already a target, and this must be another target (115.3)' : undefined);
    chosen.push(label);
    if (problem) throw new IllegalAction(`${label} can't be the target of ${item.label}: ${problem}`, [stepRule, ...(problem.match(/\(([\d.a-z]+)\)/)?.slice(1) ?? [])], stepRule);
    return toRecord(ctx.state, slot, candidate);
  });
  if (records.length) emit(ctx, 'casting-step', [stepRule, '115.1'], `Targets: ${records.map((r) => r.label).join(', ')}`, { step: stepRule, objects: records.map((r) => r.label) });
  return records;
}

/** 601.2f (total cost), 601.2g (mana abilities, never on the stack), 601.2h (payment). */
function payManaCost(ctx: Ctx, player: number, label: string, cost: ManaCost, payWith: ManaPayment[] | undefined): void {
  emit(ctx, 'casting-step', ['601.2f'], `The total cost of ${label} is ${formatMana(cost)}`, { step: '601.2f' });
  const pool = ctx.state.players[player]!.manaPool;
  if (payWith) {
    activatePayments(ctx, player, payWith, cost);
  } else if (!isPaid(shortfall(pool, cost))) {
    autoPay(ctx, player, cost, '601.2g');
  }
  const missing = shortfall(pool, cost);
  if (!isPaid(missing)) {
    throw new IllegalAction(`${playerName(ctx.state, player)} can't pay ${formatMana(cost)} for ${label}: ${formatMana(missing)} is missing (partial payments are not allowed)`, ['601.2h'], '601.2h');
  }
  payFromPool(pool, cost);
  emit(ctx, 'casting-step', ['601.2h'], `${playerName(ctx.state, player)} pays ${formatMana(cost)} (pool left: ${formatMana(pool)})`, { step: '601.2h', players: [playerName(ctx.state, player)] });
}

/** 601.2g: the named mana abilities; one that offers several types without a named one makes a type the cost needs. */
function activatePayments(ctx: Ctx, player: number, payWith: ManaPayment[], cost: ManaCost): void {
  for (const payment of payWith) {
    const source = findPermanent(ctx, payment.source);
    const index = abilityIndexFor(ctx, source, payment.ability, payment.mana);
    const chosen = payment.mana ? undefined : typeTheCostNeeds(ctx, player, source, cost, '601.2g', payment.ability === undefined ? undefined : index);
    activateManaAbility(ctx, player, source, chosen?.index ?? index, payment.mana ?? chosen?.type, '601.2g');
  }
}

function findPermanent(ctx: Ctx, selector: ObjectSelector): GameObject {
  const found = selectObject(battlefieldObjects(ctx.state), selector);
  if (!found) throw new IllegalAction(`no permanent "${selectorText(selector)}" on the battlefield`, ['110.1']);
  return found;
}

function abilityIndexFor(ctx: Ctx, obj: GameObject, wanted: number | string | undefined, mana: ManaPayment['mana']): number {
  const abilities = characteristics(ctx.state, obj).abilities;
  if (typeof wanted === 'number') {
    if (abilities[wanted]?.kind !== 'activated') throw new IllegalAction(`${obj.label} has no activated ability #${wanted}`, ['602.1']);
    return wanted;
  }
  if (typeof wanted === 'string') {
    const index = abilities.findIndex((a) => a.kind === 'activated' && (a.name?.toLowerCase() === wanted.toLowerCase() || a.text.toLowerCase().includes(wanted.toLowerCase())));
    if (index < 0) throw new IllegalAction(`${obj.label} has no activated ability "${wanted}"`, ['602.1']);
    return index;
  }
  const index = manaAbilityFor(ctx, obj, mana) ?? abilities.findIndex((a) => a.kind === 'activated');
  if (index < 0) throw new IllegalAction(`${obj.label} has no activated ability`, ['602.1']);
  return index;
}

/** 602.2: activating an ability; a mana ability resolves at once instead (605.3b). Returns which it was. */
export function activateAbility(ctx: Ctx, player: number, action: ActivateAction): 'mana' | 'stack' {
  const { state } = ctx;
  const source = findPermanent(ctx, action.source);
  if (source.controller !== player) throw new IllegalAction(`${playerName(state, player)} doesn't control ${source.label}`, ['602.2']);
  const index = abilityIndexFor(ctx, source, action.ability, action.mana);
  const ability = characteristics(state, source).abilities[index] as Extract<Ability, { kind: 'activated' }>;
  if (isManaAbility(ability)) {
    activateManaAbility(ctx, player, source, index, action.mana);
    return 'mana';
  }
  const who = playerName(state, player);
  const label = `${source.label}'s ability`;
  const item = pushStackItem(state, { kind: 'activated', source: refOf(source), sourceLabel: source.label, abilityIndex: index, controller: player, choices: { ...action.choices }, label });
  emit(ctx, 'activate', ['602.2a'], `${who} activates ${source.label}'s ability "${ability.text}": it goes on the stack`, { step: '602.2a', players: [who], objects: [source.label] });
  announceX(ctx, item, ability.cost.mana, action.x, '602.2b');
  item.targets = chooseTargets(ctx, item, ability.targets, action.targets ?? [], { controller: player, colors: characteristics(state, source).colors }, '602.2b');
  const manaOnly = parseManaCost(ability.cost.mana, item.x);
  if (ability.cost.mana) {
    if (action.payWith) activatePayments(ctx, player, action.payWith, manaOnly);
    else autoPay(ctx, player, manaOnly, '601.2g', ability.cost.tap || ability.cost.sacrificeSelf ? source.id : undefined);
  }
  payAbilityCosts(ctx, player, state.objects[source.id]!, ability, item.x, '602.2b', action.choices?.sacrifice);
  emit(ctx, 'activate', ['602.2b', '601.2i'], `${item.label} has been activated`, { players: [who], objects: [source.label] });
  return 'stack';
}

/** 305.1: playing a land is a special action (no stack): main phase, own turn, empty stack, one per turn (not tracked). */
export function playLand(ctx: Ctx, player: number, selector: ObjectSelector): void {
  const card = findInHand(ctx, player, selector);
  if (!characteristics(ctx.state, card).types.includes('Land')) throw new IllegalAction(`${card.label} is not a land`, ['305.1']);
  if (!isMainPhaseWithEmptyStack(ctx, player)) throw new IllegalAction('a land can be played only in your main phase when the stack is empty', ['305.1']);
  const land = moveWithTriggers(ctx, card, 'battlefield', 'played as a land', '305.1');
  emit(ctx, 'effect', ['305.1', '116.2a'], `${playerName(ctx.state, player)} plays ${land.label} (a special action; it doesn't use the stack)`, { players: [playerName(ctx.state, player)], objects: [land.label] });
}

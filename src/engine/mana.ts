/**
 * Mana (106, 107.4) and mana abilities (605): costs, pools, paying (601.2h), and activating a mana
 * ability, which never uses the stack and resolves at once (605.3b), during casting (601.2g) or with
 * priority.
 */
import type { Ability, ManaType } from './cards/schema';
import { characteristics, isCreature } from './characteristics';
import { type Ctx, IllegalAction, emit, playerName } from './context';
import { moveWithTriggers } from './triggers';
import { selectObject } from './targets';
import type { Choices, GameObject, ManaPool } from './types';

export const MANA_TYPES: ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

export interface ManaCost {
  generic: number;
  typed: ManaPool;
  /** Hybrid symbols such as {G/U} (107.4e): each paid with either type. */
  hybrid: [ManaType, ManaType][];
}

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

/** Parses "{X}{1}{G}{G/U}" with the chosen X (107.3: X is part of the generic cost). */
export function parseManaCost(cost: string | undefined, x = 0): ManaCost {
  const result: ManaCost = { generic: 0, typed: emptyPool(), hybrid: [] };
  for (const [, symbol] of (cost ?? '').matchAll(/\{([^}]+)\}/g)) {
    if (symbol === 'X') result.generic += x;
    else if (/^\d+$/.test(symbol!)) result.generic += Number(symbol);
    else if (symbol!.includes('/')) result.hybrid.push(symbol!.split('/') as [ManaType, ManaType]);
    else result.typed[symbol as ManaType] += 1;
  }
  return result;
}

export function costHasX(cost: string | undefined): boolean {
  return (cost ?? '').includes('{X}');
}

export function formatMana(pool: ManaPool | ManaCost): string {
  const typed = 'typed' in pool ? pool.typed : pool;
  const generic = 'generic' in pool && pool.generic > 0 ? `{${pool.generic}}` : '';
  const hybrid = 'hybrid' in pool ? pool.hybrid.map(([a, b]) => `{${a}/${b}}`).join('') : '';
  const symbols = MANA_TYPES.flatMap((t) => Array<string>(typed[t] as number).fill(`{${t}}`)).join('');
  return generic + hybrid + symbols || ('generic' in pool ? '{0}' : 'empty');
}

/**
 * Spends the pool on the cost: typed symbols first, then hybrid ones (the first of their types the
 * pool has), then generic from what is left (colorless first). Returns what is left and what is missing.
 */
function allocate(pool: ManaPool, cost: ManaCost): { left: ManaPool; missing: ManaCost } {
  const left = { ...pool };
  const missing: ManaCost = { generic: 0, typed: emptyPool(), hybrid: [] };
  for (const t of MANA_TYPES) {
    const used = Math.min(left[t], cost.typed[t]);
    left[t] -= used;
    missing.typed[t] = cost.typed[t] - used;
  }
  for (const pair of cost.hybrid) {
    const type = pair.find((t) => left[t] > 0);
    if (type) left[type] -= 1;
    else missing.hybrid.push(pair);
  }
  let generic = cost.generic;
  for (const t of ['C', 'W', 'U', 'B', 'R', 'G'] as ManaType[]) {
    const used = Math.min(left[t], generic);
    left[t] -= used;
    generic -= used;
  }
  missing.generic = generic;
  return { left, missing };
}

/** What the pool still lacks to pay `cost`. */
export function shortfall(pool: ManaPool, cost: ManaCost): ManaCost {
  return allocate(pool, cost).missing;
}

export function isPaid(missing: ManaCost): boolean {
  return missing.generic === 0 && missing.hybrid.length === 0 && MANA_TYPES.every((t) => missing.typed[t] === 0);
}

/** 601.2h: removes the cost from the pool (partial payments are not allowed: check isPaid first). */
export function payFromPool(pool: ManaPool, cost: ManaCost): void {
  Object.assign(pool, allocate(pool, cost).left);
}

/** 605.1a: an activated ability without targets that could add mana is a mana ability. */
export function isManaAbility(ability: Ability): boolean {
  return ability.kind === 'activated' && ability.targets.length === 0 && ability.effects.some((e) => e.do === 'add-mana');
}

/** The mana types an ability could produce (106.7), in W U B R G C order. */
export function producibleTypes(ability: Ability): ManaType[] {
  const types = new Set<ManaType>();
  for (const effect of ability.effects) {
    if (effect.do !== 'add-mana') continue;
    const offered = effect.mana === 'any-color' ? ['W', 'U', 'B', 'R', 'G'] : Array.isArray(effect.mana) ? effect.mana : [effect.mana];
    for (const t of offered) types.add(t as ManaType);
  }
  return MANA_TYPES.filter((t) => types.has(t));
}

/**
 * Checks and pays an activated ability's non-mana costs and its mana cost from the pool
 * (601.2h via 602.2b). {T} needs an untapped permanent (107.5), {Q} a tapped one (107.6); for a
 * creature both need it to have been under its controller's control since their turn began (302.6).
 */
export function payAbilityCosts(ctx: Ctx, player: number, obj: GameObject, ability: Extract<Ability, { kind: 'activated' }>, x: number, step?: string, choice?: Choices[string]): void {
  const { cost } = ability;
  const who = playerName(ctx.state, player);
  if ((cost.tap || cost.untap) && obj.summoningSick && isCreature(ctx.state, obj) && !characteristics(ctx.state, obj).keywords.includes('haste')) {
    throw new IllegalAction(`${obj.label} is summoning sick: a creature's {${cost.tap ? 'T' : 'Q'}} ability can't be activated unless its controller has controlled it continuously since their most recent turn began`, ['302.6', cost.tap ? '107.5' : '107.6'], step);
  }
  if (cost.tap && obj.tapped) throw new IllegalAction(`${obj.label} is already tapped and can't be tapped again to pay {T}`, ['107.5'], step);
  if (cost.untap && !obj.tapped) throw new IllegalAction(`${obj.label} is already untapped and can't be untapped again to pay {Q}`, ['107.6'], step);
  const manaCost = parseManaCost(cost.mana, x);
  const pool = ctx.state.players[player]!.manaPool;
  if (!isPaid(shortfall(pool, manaCost))) {
    throw new IllegalAction(`${who} can't pay ${formatMana(manaCost)} with ${formatMana(pool)} in their mana pool (partial payments are not allowed)`, ['601.2h', '602.2b'], step);
  }
  payFromPool(pool, manaCost);
  const paid: string[] = [];
  if (cost.mana) paid.push(formatMana(manaCost));
  if (cost.tap) {
    obj.tapped = true;
    paid.push('{T}');
  }
  if (cost.untap) {
    obj.tapped = false;
    paid.push('{Q}');
  }
  if (cost.sacrifice) {
    const victim = chooseSacrifice(ctx, player, cost.sacrifice, choice, step);
    paid.push(`sacrificing ${victim.label}`);
    moveWithTriggers(ctx, victim, 'graveyard', 'sacrificed as a cost', '701.21a');
  }
  if (cost.sacrificeSelf) {
    paid.push(`sacrificing ${obj.label}`);
    moveWithTriggers(ctx, obj, 'graveyard', 'sacrificed as a cost', '701.21a');
  }
  emit(ctx, 'cost', ['601.2h', '602.2b', ...(cost.tap ? ['107.5'] : []), ...(cost.untap ? ['107.6'] : [])], `${who} pays ${paid.join(', ')} for ${obj.label}`, { step, players: [who], objects: [obj.label] });
}

/** "Sacrifice a creature": the named permanent (choice "sacrifice"), else the first one in battlefield order. */
function chooseSacrifice(ctx: Ctx, player: number, kind: 'creature' | 'artifact' | 'permanent', choice: Choices[string] | undefined, step?: string): GameObject {
  const type = kind === 'creature' ? 'Creature' : kind === 'artifact' ? 'Artifact' : undefined;
  const eligible = ctx.state.battlefield.map((id) => ctx.state.objects[id]!).filter((o) => o.controller === player && (!type || characteristics(ctx.state, o).types.includes(type)));
  const victim = typeof choice === 'string' ? selectObject(eligible, choice) : eligible[0];
  if (!victim) throw new IllegalAction(`${playerName(ctx.state, player)} has no ${typeof choice === 'string' ? `${kind} "${choice}"` : kind} to sacrifice`, ['701.21a', '601.2h'], step);
  if (choice === undefined) emit(ctx, 'choice', ['601.2h'], `${playerName(ctx.state, player)} sacrifices ${victim.label} (the first ${kind} they control; none was named)`, { step, players: [playerName(ctx.state, player)] });
  return victim;
}

/**
 * Activates a mana ability: pays its costs and adds its mana at once, without the stack (605.3b).
 * `wanted` picks the type when the ability offers a choice (default: the first it offers).
 */
export function activateManaAbility(ctx: Ctx, player: number, obj: GameObject, abilityIndex: number, wanted: ManaType | undefined, step?: string): void {
  const ability = characteristics(ctx.state, obj).abilities[abilityIndex];
  if (!ability || ability.kind !== 'activated' || !isManaAbility(ability)) throw new IllegalAction(`${obj.label} has no such mana ability`, ['605.1a'], step);
  const types = producibleTypes(ability);
  if (wanted && !types.includes(wanted)) {
    throw new IllegalAction(`${obj.label}'s ability can't produce {${wanted}} (it produces ${types.map((t) => `{${t}}`).join(' or ')})`, ['106.7'], step);
  }
  const who = playerName(ctx.state, player);
  const label = obj.label;
  emit(ctx, 'activate', ['605.1a', '605.3b', ...(step ? ['601.2g'] : [])], `${who} activates ${label}'s mana ability "${ability.text}"; it doesn't use the stack`, { step, players: [who], objects: [label] });
  payAbilityCosts(ctx, player, obj, ability, 0, step);
  const type = wanted ?? types[0]!;
  if (!wanted && types.length > 1) emit(ctx, 'choice', ['106.4'], `${who} adds {${type}} (the first type it offers; no type was chosen)`, { step, players: [who] });
  for (const effect of ability.effects) {
    if (effect.do !== 'add-mana') continue;
    const amount = effect.amount === 'X' ? 0 : effect.amount;
    ctx.state.players[player]!.manaPool[type] += amount;
    emit(ctx, 'mana', ['106.3', '605.3b'], `${label}'s ability resolves at once: ${who} adds ${Array<string>(amount).fill(`{${type}}`).join('')} (pool: ${formatMana(ctx.state.players[player]!.manaPool)})`, { step, players: [who], objects: [label] });
  }
}

/** The index of the first mana ability of `obj` that could produce `type`, if any. */
export function manaAbilityFor(ctx: Ctx, obj: GameObject, type: ManaType | undefined): number | undefined {
  const abilities = characteristics(ctx.state, obj).abilities;
  const index = abilities.findIndex((a) => isManaAbility(a) && (type === undefined || producibleTypes(a).includes(type)));
  return index < 0 ? undefined : index;
}

/**
 * The documented default for 601.2g when no sources are named: for each mana symbol the pool lacks
 * (colored first, then hybrid, then generic), tap the first untapped permanent (battlefield order) the
 * player controls whose {T} mana ability (and nothing else in its cost) can make it — never the
 * permanent whose ability is being paid for when that ability taps or sacrifices it (`reservedForCost`).
 */
export function autoPay(ctx: Ctx, player: number, cost: ManaCost, step: string, reservedForCost?: number): void {
  const pool = ctx.state.players[player]!.manaPool;
  const missing = shortfall(pool, cost);
  const needs: (ManaType[] | undefined)[] = [
    ...MANA_TYPES.flatMap((t) => Array.from({ length: missing.typed[t] }, () => [t])),
    ...missing.hybrid,
    ...Array<undefined>(missing.generic).fill(undefined),
  ];
  for (const need of needs) {
    const found = ctx.state.battlefield
      .map((id) => ctx.state.objects[id]!)
      .filter((o) => o.id !== reservedForCost && o.controller === player && !o.tapped && !(o.summoningSick && isCreature(ctx.state, o)))
      .map((source) => ({ source, index: simpleTapAbility(ctx, source, need) }))
      .find((candidate) => candidate.index !== undefined);
    if (!found) break;
    const ability = characteristics(ctx.state, found.source).abilities[found.index!]!;
    const type = producibleTypes(ability).find((t) => !need || need.includes(t))!;
    emit(ctx, 'choice', ['601.2g'], `No mana sources were named: ${playerName(ctx.state, player)} taps ${found.source.label} for {${type}} (the first untapped source that can make ${need ? need.map((t) => `{${t}}`).join(' or ') : 'generic mana'})`, { step, objects: [found.source.label] });
    activateManaAbility(ctx, player, found.source, found.index!, type, step);
    if (isPaid(shortfall(pool, cost))) break;
  }
}

function simpleTapAbility(ctx: Ctx, obj: GameObject, types: ManaType[] | undefined): number | undefined {
  const abilities = characteristics(ctx.state, obj).abilities;
  const index = abilities.findIndex(
    (a) => a.kind === 'activated' && isManaAbility(a) && a.cost.tap && !a.cost.mana && !a.cost.sacrificeSelf && !a.cost.sacrifice && (!types || producibleTypes(a).some((t) => types.includes(t))),
  );
  return index < 0 ? undefined : index;
}

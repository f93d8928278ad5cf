/**
 * Dealing damage (120): all damage of one event at once (510.2, 120.4), first modified by prevention
 * and replacement effects (615, 616), then its results: life loss (120.3a) or, from a source with
 * infect, poison counters (120.3b), loyalty counters removed from a planeswalker (120.3c), damage
 * marked on a creature (120.3e) or, from a source with wither or infect, -1/-1 counters put on it
 * (120.3d) — deathtouch marks it for destruction (702.2b) — and life gained for lifelink (120.3f,
 * 702.15b). Life changes (119) live here too.
 */
import type { Filter, Replacement } from './cards/schema';
import { characteristics } from './characteristics';
import { takeChoice } from './choices';
import { type Ctx, addCounters, battlefieldObjects, current, emit, isSameObject, playerName, refOf } from './context';
import { matchesFilter } from './filters';
import { monarchCombatDamageTriggers } from './monarch';
import { applyInOrder, type ReplacementCandidate } from './replacement';
import { protectionFrom, selectObject } from './targets';
import { fireTriggers, removeCounters } from './triggers';
import { itemViewpoint, type Affected } from './who';
import type { ContinuousEffect, GameObject, ObjectRef, PlayerState, StackItem } from './types';

/** 704.5c: a player with ten or more poison counters loses the game. */
export const POISON_TO_LOSE = 10;

export interface DamageEvent {
  /** The source: as it is, or as it last existed (702.2e, 702.15c). */
  source: GameObject;
  recipient: Affected;
  amount: number;
  combat: boolean;
  /** "The damage can't be prevented" (615.12). */
  unpreventable?: boolean;
  /** 614.5: the static redirections that made this event of another; none applies again to it (two Palisade Giants). */
  redirectedBy?: string[];
}

function recipientLabel(ctx: Ctx, recipient: Affected): string {
  return 'player' in recipient ? playerName(ctx.state, recipient.player) : recipient.object.label;
}

/**
 * 609.7a: the source of damage a player chooses as a resolving spell or ability creates its effect: a permanent or a spell
 * on the stack of the quality named (choice "source": its label). None named: the newest such spell on the stack, else the
 * first such permanent an opponent controls, else one of their own; the trace says so.
 */
export function chooseDamageSource(ctx: Ctx, item: StackItem, quality: Filter): GameObject | undefined {
  const { state } = ctx;
  const player = item.controller;
  const spells = state.stack.flatMap((entry) => (entry.kind === 'spell' ? (current(state, entry.source) ?? []) : [])).reverse();
  const permanents = battlefieldObjects(state);
  const viewpoint = itemViewpoint(item);
  const candidates = [...spells, ...permanents.filter((o) => o.controller !== player), ...permanents.filter((o) => o.controller === player)]
    .filter((o) => matchesFilter(state, { ...quality, zone: o.zone }, o, characteristics(state, o), viewpoint));
  const who = playerName(state, player);
  const wanted = takeChoice(state, player, 'source', item.sourceLabel);
  const named = typeof wanted === 'string' ? selectObject(candidates, wanted) : undefined;
  if (typeof wanted === 'string' && !named) emit(ctx, 'illegal-choice', ['609.7a'], `${wanted} is not a source ${who} can choose (${candidates.map((o) => o.label).join(', ') || 'none'})`, { players: [who] });
  const chosen = named ?? candidates[0];
  if (!chosen) emit(ctx, 'effect', ['609.7a'], `${who} has no source of that quality to choose: the effect does nothing`, { players: [who] });
  else emit(ctx, 'choice', ['609.7a'], `${who} chooses ${chosen.label} as the source${named ? '' : ' (none was named: the newest such spell, else a permanent an opponent controls)'}`, { players: [who], objects: [chosen.label] });
  return chosen;
}

/** Prevention and replacement effects that apply to one damage event, as 616.1 candidates; `spent`: the "next time" effects used by the damage dealt at once. */
function damageModifiers(ctx: Ctx, event: DamageEvent, amount: { value: number }, spent: Set<ContinuousEffect | string>, afterwards: (() => void)[], redirected: DamageEvent[]): ReplacementCandidate[] {
  const { state } = ctx;
  const found: ReplacementCandidate[] = [];
  const label = recipientLabel(ctx, event.recipient);
  const sourceSeen = characteristics(state, event.source);
  // 615.12: damage that can't be prevented — the prevention effects still apply, but prevent nothing and reduce no shield.
  const unpreventable = event.unpreventable || state.effects.some((effect) => effect.damageCantBePrevented);
  /** `upTo`: how much a shield prevents (615.7); `used`: what applying it uses up, even when the damage can't be prevented; `then`: its additional effect on the damage prevented (615.5). */
  const prevent = (key: string, by: string, timestamp: number, rules: string[], how: string, { upTo, used, name, then }: { upTo?: () => number; used?: () => void; name?: string; then?: (prevented: number) => void } = {}) =>
    found.push({
      key,
      label: by,
      ...(name ? { name } : {}),
      timestamp,
      apply: () => {
        if (amount.value <= 0) return;
        used?.();
        if (unpreventable) {
          emit(ctx, 'damage', ['615.12'], `${how} applies to the ${amount.value} damage from ${event.source.label} to ${label}, but that damage can't be prevented`, { objects: [event.source.label, label] });
          return;
        }
        const prevented = upTo ? Math.min(upTo(), amount.value) : amount.value;
        amount.value -= prevented;
        emit(ctx, 'damage', rules, `${prevented} damage from ${event.source.label} to ${label} is prevented by ${how}`, { objects: [event.source.label, label] });
        if (then && prevented > 0) afterwards.push(() => then(prevented));
      },
    });
  if ('object' in event.recipient) {
    const obj = event.recipient.object;
    const protection = protectionFrom(characteristics(state, obj).keywords, sourceSeen);
    if (protection) prevent(protection, obj.label, obj.timestamp, ['702.16e', '615.1'], `${protection} (702.16e)`, { name: `${obj.label}'s ${protection}` });
  }
  for (const effect of state.effects) {
    if (effect.preventCombatDamage && event.combat) prevent(`effect:${effect.timestamp}`, effect.source, effect.timestamp, ['615.1a'], `${effect.source} ("prevent all combat damage this turn")`);
    const all = effect.preventAllDamage;
    const covered = (obj: GameObject) =>
      all?.matching ? obj.zone === 'battlefield' && matchesFilter(state, all.matching.filter, obj, characteristics(state, obj), { controller: effect.controller, sourceId: all.matching.sourceId }) : effect.affected.some((ref) => isSameObject(ref, obj));
    if (all && (event.combat || !all.combat) && ((all.by && covered(event.source)) || (all.to && 'object' in event.recipient && covered(event.recipient.object)))) {
      prevent(`effect:${effect.timestamp}`, effect.source, effect.timestamp, ['615.1a'], `${effect.source} (a prevention effect)`);
    }
    // 609.7a: the next time the chosen source would deal damage (to that player): all the damage it deals at once.
    const from = effect.preventNextFrom;
    if (from && isSameObject(from.source, event.source) && (!from.to || ('player' in from.to ? 'player' in event.recipient && event.recipient.player === from.to.player : 'object' in event.recipient && isSameObject(from.to.object, event.recipient.object)))) {
      const then = from.gainLife ? (prevented: number) => gainLife(ctx, effect.controller, prevented, `${effect.source}: the damage prevented this way`, ['615.5', '119.3']) : undefined;
      prevent(`effect:${effect.timestamp}`, effect.source, effect.timestamp, ['615.1a', '609.7a'], `${effect.source} (the next time its chosen source would deal damage)`, { used: () => spent.add(effect), ...(then ? { then } : {}) });
    }
    if (!('object' in event.recipient) || !effect.affected.some((ref) => isSameObject(ref, (event.recipient as { object: GameObject }).object))) continue;
    const redirect = effect.redirectNext;
    if (redirect && redirect.amount > 0) {
      const damaged = event.recipient.object;
      found.push({
        key: `effect:${effect.timestamp}`,
        label: effect.source,
        timestamp: effect.timestamp,
        apply: () => {
          const to: Affected | undefined = 'player' in redirect.to ? (state.players[redirect.to.player]!.lost ? undefined : { player: redirect.to.player }) : (() => {
            const obj = current(state, (redirect.to as { object: ObjectRef }).object);
            return obj && obj.zone === 'battlefield' && characteristics(state, obj).types.some((type) => type === 'Creature' || type === 'Planeswalker') ? { object: obj } : undefined;
          })();
          const n = Math.min(redirect.amount, amount.value);
          // 614.9: a creature or planeswalker no longer there (or no longer one), a player who left the game, gets nothing: the effect does nothing.
          if (n <= 0 || !to) return;
          redirect.amount -= n;
          amount.value -= n;
          redirected.push({ ...event, recipient: to, amount: n });
          const toName = recipientLabel(ctx, to);
          emit(ctx, 'replacement', ['614.9'], `${n} damage from ${event.source.label} to ${damaged.label} is dealt to ${toName} instead (${effect.source})`, { objects: [event.source.label, damaged.label] });
        },
      });
    }
    if (effect.preventNext) prevent(`effect:${effect.timestamp}`, effect.source, effect.timestamp, ['615.7'], `${effect.source} (a prevention shield)`, { upTo: () => {
      const shield = effect.preventNext!;
      effect.preventNext = Math.max(0, shield - amount.value);
      return shield;
    } });
  }
  for (const source of battlefieldObjects(state)) {
    for (const ability of characteristics(state, source).abilities) {
      if (ability.kind !== 'static' || ability.replacement?.event !== 'damage') continue;
      const { replacement } = ability;
      if (!damageReplacementApplies(ctx, source, ability.affects ?? 'self', replacement, event)) continue;
      const key = `static:${source.id}:${ability.text}`;
      // "Prevent that damage. Remove a +1/+1 counter from ~": once for the damage dealt at once (615.12: even if it can't be prevented).
      const removing = replacement.removeCounter;
      const used = removing ? () => {
        if (spent.has(key)) return;
        spent.add(key);
        removeCounters(ctx, source, removing, 1);
        emit(ctx, 'replacement', ['615.1a', '615.6'], `${source.label}: a ${removing} counter is removed from it (${source.counters[removing] ?? 0} left)`, { objects: [source.label] });
      } : undefined;
      const upTo = replacement.preventUpTo;
      if (replacement.prevent) prevent(key, source.label, source.timestamp, ['615.1a'], `${source.label} ("${ability.text}")`, { ...(used ? { used } : {}), ...(upTo ? { upTo: () => upTo } : {}) });
      const change = replacement.change;
      if (change) {
        found.push({
          key,
          label: source.label,
          timestamp: source.timestamp,
          apply: () => {
            const before = amount.value;
            const after = 'halve' in change ? Math.floor(before / 2) : 'minus' in change ? Math.max(0, before - change.minus) : before >= change.atLeast ? change.amount : before;
            if (before <= 0 || after === before) return;
            amount.value = after;
            emit(ctx, 'replacement', ['614.1a', '616.1'], `${source.label}'s "${ability.text}" applies: ${before} damage from ${event.source.label} to ${recipientLabel(ctx, event.recipient)} becomes ${after}`, { objects: [source.label, event.source.label] });
          },
        });
      }
      const redirectTo = replacement.redirectTo;
      if (redirectTo && !event.redirectedBy?.includes(key)) {
        found.push({
          key,
          label: source.label,
          timestamp: source.timestamp,
          apply: () => {
            // 614.9: to a creature or planeswalker on the battlefield; with none, the effect does nothing.
            const obj = redirectTo === 'self' ? source : source.attachedTo && current(state, source.attachedTo);
            const able = obj && obj.zone === 'battlefield' && characteristics(state, obj).types.some((type) => type === 'Creature' || type === 'Planeswalker');
            if (amount.value <= 0 || !able) return;
            const damaged = recipientLabel(ctx, event.recipient);
            redirected.push({ ...event, recipient: { object: obj }, amount: amount.value, redirectedBy: [...(event.redirectedBy ?? []), key] });
            emit(ctx, 'replacement', ['614.9', '614.1a'], `${amount.value} damage from ${event.source.label} to ${damaged} is dealt to ${obj.label} instead (${source.label}: "${ability.text}")`, { objects: [event.source.label, obj.label] });
            amount.value = 0;
          },
        });
      }
      if (replacement.multiply) {
        const factor = replacement.multiply;
        found.push({
          key,
          label: source.label,
          timestamp: source.timestamp,
          apply: () => {
            if (amount.value <= 0) return;
            emit(ctx, 'replacement', ['614.1a', '616.1'], `${source.label}'s "${ability.text}" applies: ${amount.value} damage becomes ${amount.value * factor}`, { objects: [source.label] });
            amount.value *= factor;
          },
        });
      }
    }
  }
  return found;
}

/** Whether a static damage replacement applies: by the damaged permanent (or the source, `fromSources`; either, `toAndFromSources`), or by the damaged player; `combat`: to combat damage only. */
function damageReplacementApplies(ctx: Ctx, source: GameObject, affects: 'self' | 'attached' | 'you' | Filter, replacement: Extract<Replacement, { event: 'damage' }>, event: DamageEvent): boolean {
  const { state } = ctx;
  if (replacement.combat && !event.combat) return false;
  // "If a black source would deal damage to you": the source's quality, wherever it is (a spell on the stack, a permanent).
  if (replacement.sources && !matchesFilter(state, { ...replacement.sources, zone: event.source.zone }, event.source, characteristics(state, event.source), { controller: source.controller, sourceId: source.id })) return false;
  if (replacement.toAndFromSources) {
    const to = damageReplacementApplies(ctx, source, affects, { ...replacement, toAndFromSources: false }, event);
    return to || damageReplacementApplies(ctx, source, affects, { ...replacement, toAndFromSources: false, fromSources: true }, event);
  }
  if (!replacement.fromSources && 'player' in event.recipient) {
    const player = event.recipient.player;
    return replacement.players === 'all' || (replacement.players === 'you' && player === source.controller) || (replacement.players === 'opponents' && player !== source.controller);
  }
  const subject = replacement.fromSources ? event.source : (event.recipient as { object: GameObject }).object;
  if (affects === 'self') return subject.id === source.id;
  if (affects === 'attached') return Boolean(source.attachedTo && isSameObject(source.attachedTo, subject));
  if (affects === 'you') return false;
  return matchesFilter(state, affects, subject, characteristics(state, subject), { controller: source.controller, sourceId: source.id });
}

/**
 * Deals the damage of one event, all at once (120.4); a source with lifelink gains its controller life (702.15b).
 * Returns the permanents dealt damage (not those whose damage was all prevented, 615.6).
 */
export function dealDamage(ctx: Ctx, events: DamageEvent[]): GameObject[] {
  const { state } = ctx;
  const dealt: { event: DamageEvent; amount: number }[] = [];
  const spent = new Set<ContinuousEffect | string>();
  const afterwards: (() => void)[] = [];
  // 614.9: damage redirected is dealt with the rest, after the effects on its new recipient apply to it.
  const queue = [...events];
  for (const event of queue) {
    if (event.amount <= 0) continue;
    const amount = { value: event.amount };
    const affectedPlayer = 'player' in event.recipient ? event.recipient.player : event.recipient.object.controller;
    applyInOrder(ctx, affectedPlayer, `${event.amount} damage from ${event.source.label} to ${recipientLabel(ctx, event.recipient)}`, () => damageModifiers(ctx, event, amount, spent, afterwards, queue));
    if (amount.value > 0) dealt.push({ event, amount: amount.value });
  }
  // "The next time …": used up by the damage it prevented at once.
  if (spent.size) state.effects = state.effects.filter((effect) => !spent.has(effect));
  for (const { event, amount } of dealt) applyDamage(ctx, event, amount);
  const lifelinked = dealt.filter(({ event }) => characteristics(state, event.source).keywords.includes('lifelink'));
  for (const { object, amount } of totalsBy(lifelinked, (event) => event.source)) gainLife(ctx, object.controller, amount, `lifelink: ${object.label} dealt ${amount} damage`, ['702.15b', '120.3f']);
  // 615.5: a prevention effect's additional effect happens right after the damage event.
  for (const then of afterwards) then();
  // 603.2c: "whenever ~ deals damage" triggers once for damage dealt at once, however many it was dealt to, and "whenever ~ is
  // dealt damage" once however many sources dealt it (two blockers); "that much" is the total.
  for (const { object, amount } of totalsBy(dealt, (event) => event.source)) fireTriggers(ctx, 'deals-damage', { object, seen: characteristics(state, object), amount, cause: `${object.label} dealt ${amount} damage` });
  for (const { event, amount } of dealt) {
    const cause = `${event.source.label} dealt ${amount} ${event.combat ? 'combat ' : ''}damage to ${recipientLabel(ctx, event.recipient)}`;
    const player = 'player' in event.recipient ? event.recipient.player : undefined;
    const seen = characteristics(state, event.source);
    const about = { object: event.source, seen, amount, cause, ...('object' in event.recipient ? { counterpart: event.recipient.object } : { player: event.recipient.player }) };
    if (event.combat) fireTriggers(ctx, 'deals-combat-damage', about);
    if (event.combat && player !== undefined) fireTriggers(ctx, 'deals-combat-damage-to-player', about);
    fireTriggers(ctx, player === undefined ? 'deals-damage-to' : 'deals-damage-to-player', about);
  }
  monarchCombatDamageTriggers(ctx, dealt);
  const damagedObjects = dealt.filter((entry): entry is { event: DamageEvent & { recipient: { object: GameObject } }; amount: number } => 'object' in entry.event.recipient);
  for (const { object, amount } of totalsBy(damagedObjects, (event) => event.recipient.object)) {
    // 603.2, 120.3: about the damaged permanent, still there (state-based actions come later, 704.3).
    fireTriggers(ctx, 'dealt-damage', { object, seen: characteristics(state, object), amount, cause: `${object.label} was dealt ${amount} damage` });
  }
  // 510.2: combat damage is dealt at once; "whenever ~ is dealt combat damage" once, with its total.
  for (const { object, amount } of totalsBy(damagedObjects.filter(({ event }) => event.combat), (event) => event.recipient.object)) {
    fireTriggers(ctx, 'dealt-combat-damage', { object, seen: characteristics(state, object), amount, cause: `${object.label} was dealt ${amount} combat damage` });
  }
  // 603.2c: "whenever you're dealt damage" once for each player dealt damage at once, with its total.
  for (const combat of [false, true]) {
    const totals = new Map<number, number>();
    for (const { event, amount } of dealt) if ('player' in event.recipient && (!combat || event.combat)) totals.set(event.recipient.player, (totals.get(event.recipient.player) ?? 0) + amount);
    for (const [player, amount] of totals) fireTriggers(ctx, combat ? 'player-dealt-combat-damage' : 'player-dealt-damage', { player, amount, cause: `${playerName(state, player)} was dealt ${amount} ${combat ? 'combat ' : ''}damage` });
  }
  return damagedObjects.map(({ event }) => event.recipient.object);
}

/** The damage dealt at once, totalled by the object `by` picks (each source, or each damaged permanent), in the order first dealt. */
function totalsBy<E extends DamageEvent>(dealt: { event: E; amount: number }[], by: (event: E) => GameObject): { object: GameObject; amount: number }[] {
  const totals = new Map<number, { object: GameObject; amount: number }>();
  for (const { event, amount } of dealt) {
    const object = by(event);
    const entry = totals.get(object.id) ?? { object, amount: 0 };
    entry.amount += amount;
    totals.set(object.id, entry);
  }
  return [...totals.values()];
}

function applyDamage(ctx: Ctx, event: DamageEvent, amount: number): void {
  const { state } = ctx;
  const sourceLabel = event.source.label;
  const kind = event.combat ? 'combat damage' : 'damage';
  const sourceKeywords = characteristics(state, event.source).keywords;
  const infect = sourceKeywords.includes('infect');
  if ('player' in event.recipient) {
    const player = state.players[event.recipient.player]!;
    player.dealtDamageThisTurn = true;
    if (infect) {
      player.poison = (player.poison ?? 0) + amount;
      emit(ctx, 'damage', ['120.3b', '702.90b'], `${sourceLabel} deals ${amount} ${kind} to ${player.name}, who gets ${amount} poison counter${amount === 1 ? '' : 's'} (infect; ${player.poison} in all)`, { players: [player.name], objects: [sourceLabel] });
      return;
    }
    losesLife(player, amount);
    emit(ctx, 'damage', ['120.3a'], `${sourceLabel} deals ${amount} ${kind} to ${player.name} (life ${player.life})`, { players: [player.name], objects: [sourceLabel] });
    return;
  }
  const obj = event.recipient.object;
  const seen = characteristics(state, obj);
  const earlier = obj.damagedBy?.turn === state.turn ? obj.damagedBy.sources : [];
  obj.damagedBy = { turn: state.turn, sources: [...earlier, refOf(event.source)] };
  const deathtouch = sourceKeywords.includes('deathtouch');
  if (seen.types.includes('Planeswalker')) {
    addCounters(state, obj, 'loyalty', -amount);
    emit(ctx, 'damage', ['120.3c'], `${sourceLabel} deals ${amount} ${kind} to ${obj.label}: ${amount} loyalty counter${amount === 1 ? '' : 's'} removed (loyalty ${obj.counters.loyalty ?? 0})`, { objects: [sourceLabel, obj.label] });
  }
  if (seen.types.includes('Creature')) {
    if (deathtouch) obj.deathtouched = true;
    const counters = infect ? 'infect' : sourceKeywords.includes('wither') ? 'wither' : undefined;
    if (counters) {
      addCounters(state, obj, '-1/-1', amount);
      const note = deathtouch ? '; the source has deathtouch, so it will be destroyed (702.2b)' : '';
      emit(ctx, 'damage', ['120.3d', counters === 'infect' ? '702.90c' : '702.80a', ...(deathtouch ? ['702.2b'] : [])], `${sourceLabel} deals ${amount} ${kind} to ${obj.label} as ${amount} -1/-1 counter${amount === 1 ? '' : 's'} (${counters}${note})`, { objects: [sourceLabel, obj.label] });
      return;
    }
    obj.damage += amount;
    const indestructible = seen.keywords.includes('indestructible') && (deathtouch || obj.damage >= (seen.toughness ?? 0));
    const note = indestructible ? "; it is indestructible, so it isn't destroyed (702.12b)" : deathtouch ? '; the source has deathtouch, so it will be destroyed (702.2b)' : '';
    emit(ctx, 'damage', ['120.3e', ...(indestructible ? ['702.12b'] : deathtouch ? ['702.2b'] : [])], `${sourceLabel} deals ${amount} ${kind} to ${obj.label} (${obj.damage} damage marked${note})`, { objects: [sourceLabel, obj.label], outcome: { kind: 'damaged', subject: obj.label } });
  }
}

/** 119.3: the player loses life (damage, an effect, or life paid, 119.4), which "lost life this turn" remembers. */
export function losesLife(player: PlayerState, amount: number): void {
  player.life -= amount;
  if (amount > 0) player.lostLifeThisTurn = true;
}

export function gainLife(ctx: Ctx, player: number, amount: number, why: string, rules = ['119.3']): void {
  if (amount <= 0) return;
  const p = ctx.state.players[player]!;
  p.life += amount;
  emit(ctx, 'life', rules, `${p.name} gains ${amount} life (now ${p.life})${why ? `: ${why}` : ''}`, { players: [p.name] });
  fireTriggers(ctx, 'gains-life', { player, amount, cause: `${p.name} gained ${amount} life` });
}

export function loseLife(ctx: Ctx, player: number, amount: number): void {
  if (amount <= 0) return;
  const p = ctx.state.players[player]!;
  losesLife(p, amount);
  emit(ctx, 'life', ['119.3'], `${p.name} loses ${amount} life (now ${p.life})`, { players: [p.name] });
}

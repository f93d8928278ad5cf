/**
 * Moving objects between zones (400.7), one or several at once (704.3, 603.10a): replacement effects
 * modify each move first (614, 616), tokens that left the battlefield stay where they are (111.8),
 * leaves-the-battlefield abilities look back at the battlefield as it was before the event, enters
 * abilities see the battlefield with every newcomer (603.6a), and every zone change is in the trace
 * before the abilities it triggers.
 */
import { NUMBERED_KEYWORD, type Ability, type Filter, type Replacement } from './cards/schema';
import { characteristics, copiableValues, seenAsEntering, touch, watchers, type Watcher } from './characteristics';
import { type Ctx, addCounters, battlefieldObjects, current, emit, isSameObject, moveObject, playerName } from './context';
import { conditionHolds } from './conditions';
import { enterAsCopy } from './copy';
import { asItEnters } from './entering';
import { amountOf, countOf } from './who';
import { describeFilter, matchesFilter } from './filters';
import { applyInOrder } from './replacement';
import { chosenOnResolution } from './effects';
import { takeChoice } from './choices';
import { sacrifice } from './keyword-actions';
import { shuffleLibrary } from './library';
import { fireTriggers, queueTriggeredCast } from './triggers';
import type { Characteristics, Choices, GameObject, GameState, ObjectRef, Outcome, Zone } from './types';
import { loreAsItEnters } from './sagas';

export interface Move {
  obj: GameObject;
  to: Zone;
  /** Why, for the trace: "destroyed", "a state-based action". */
  why: string;
  rule: string;
  /** The X of the spell it was (107.3m). */
  spellX?: number;
  /** Who controls it on the battlefield, when not its current controller ("under your control"). */
  controller?: number;
  /** Enters tapped because the effect says so. */
  tapped?: boolean;
  /** An Aura spell enters attached to what it targeted (608.3c). */
  attachTo?: ObjectRef;
  /** An Aura spell with enchant player enters attached to the player it targeted (303.4a, 608.3c). */
  attachToPlayer?: number;
  /** Manifested (701.40a): it is turned face down before it enters (708.3). */
  manifested?: boolean;
  /** The choices of the spell it was, for those made as it enters (614.12a: `choosing red`). */
  choices?: Choices;
  /** Enters with a counter of this kind because the effect says so ("with a -1/-1 counter on it", 614.1c). */
  withCounter?: string;
  /** A discard (701.9a): from a hand to its owner's graveyard, which madness replaces (702.35a). */
  discard?: boolean;
  /** The controller of the spell or ability whose instruction the discard is (701.9a): what "a spell or ability an opponent controls causes you to discard" asks. */
  discardedBy?: number;
}

type Triggered = Extract<Ability, { kind: 'triggered' }>;

const LEAVE_TRIGGERS = ['leaves', 'dies', 'put-into-graveyard'] as const;

function zoneWords(ctx: Ctx, zone: Zone, owner: number): string {
  return zone === 'battlefield' || zone === 'stack' ? `the ${zone}` : `${playerName(ctx.state, owner)}'s ${zone === 'library' ? 'library' : zone}`;
}

/** 700.4: a creature put into a graveyard from the battlefield dies. */
function dies(from: Zone, to: Zone, seen: Characteristics): boolean {
  return from === 'battlefield' && to === 'graveyard' && seen.types.includes('Creature');
}

type GraveyardReplacement = Extract<Replacement, { event: 'to-graveyard' }>;

/** "If ~ would die, exile it instead", "If a card would be put into a graveyard from anywhere, exile it instead" (614.1a). */
function graveyardReplacements(ctx: Ctx, obj: GameObject, seen: Characteristics): { source: GameObject; timestamp: number; replacement: GraveyardReplacement; text: string }[] {
  const found: { source: GameObject; timestamp: number; replacement: GraveyardReplacement; text: string }[] = [];
  for (const source of battlefieldObjects(ctx.state)) {
    for (const ability of characteristics(ctx.state, source).abilities) {
      if (ability.kind !== 'static' || ability.replacement?.event !== 'to-graveyard') continue;
      const affects = ability.affects ?? 'self';
      const applies = affects === 'self' ? source.id === obj.id : typeof affects === 'object' && matchesFilter(ctx.state, { ...affects, zone: obj.zone }, obj, seen, { controller: source.controller, sourceId: source.id });
      if (applies) found.push({ source, timestamp: source.timestamp, replacement: ability.replacement, text: ability.text });
    }
  }
  // 113.6b: "If ~ would be put into a graveyard from anywhere, … instead" works in every zone the card is in.
  if (obj.zone !== 'battlefield') {
    for (const ability of seen.abilities) {
      if (ability.kind === 'static' && ability.replacement?.event === 'to-graveyard' && ability.replacement.instead === 'library-shuffle' && (ability.affects ?? 'self') === 'self') found.push({ source: obj, timestamp: obj.timestamp, replacement: ability.replacement, text: ability.text });
    }
  }
  return found;
}

const INSTEAD: Record<GraveyardReplacement['instead'], Zone> = { exile: 'exile', hand: 'hand', 'library-bottom': 'library', 'library-shuffle': 'library' };

/**
 * 614, 616.1: where a move really goes; each applicable replacement applies once, in the affected controller's order.
 * `madness`: the card was discarded into exile by its madness (702.35a), whose trigger then triggers; `shuffle`: its
 * owner's library is shuffled once it is there ("reveal ~ and shuffle it into its owner's library instead", 701.24a).
 */
function replaceDestination(ctx: Ctx, move: Move, seen: Characteristics): { to: Zone; madness?: true; shuffle?: true; counters?: { counter: string; amount: number } } {
  // 702.34a flashback, 702.127a aftermath: a spell cast so is exiled instead of going anywhere else as it leaves the stack.
  const castSo = move.obj.flashback ? { rule: '702.34a', how: 'with flashback' } : move.obj.aftermath ? { rule: '702.127a', how: 'from a graveyard as its half with aftermath' } : undefined;
  if (move.obj.zone === 'stack' && castSo && move.to !== 'exile') {
    emit(ctx, 'replacement', [castSo.rule, '614.1a'], `${move.obj.label} was cast ${castSo.how}: it is exiled instead of going to ${zoneWords(ctx, move.to, move.obj.owner)}`, { objects: [move.obj.label] });
    return { to: 'exile' };
  }
  if (move.obj.zone === 'battlefield' && move.obj.unearthed && move.to !== 'exile') {
    emit(ctx, 'replacement', ['702.84a', '614.1a'], `${move.obj.label} was returned by unearth: it is exiled instead of going to ${zoneWords(ctx, move.to, move.obj.owner)}`, { objects: [move.obj.label] });
    return { to: 'exile' };
  }
  // 614.1a: "If ~ would enter the battlefield, sacrifice a Forest instead. If you do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard."
  const sacrificing = move.to === 'battlefield' && move.obj.zone !== 'battlefield' ? seen.definition.entersSacrificing : undefined;
  if (sacrificing) {
    const player = move.controller ?? move.obj.controller;
    const [victim] = chosenOnResolution(ctx, player, sacrificing, 1, takeChoice(ctx.state, player, 'sacrifice', move.obj.label), move.obj.id, 'sacrifice');
    if (!victim) {
      emit(ctx, 'replacement', ['614.1a'], `${move.obj.label} would enter the battlefield, but ${playerName(ctx.state, player)} sacrifices no ${describeFilter(sacrificing)} instead: it is put into its owner's graveyard`, { objects: [move.obj.label] });
      return { to: 'graveyard' };
    }
    emit(ctx, 'replacement', ['614.1a'], `${move.obj.label} would enter the battlefield: ${playerName(ctx.state, player)} sacrifices ${victim.label} instead, and puts it onto the battlefield`, { objects: [move.obj.label, victim.label] });
    sacrifice(ctx, [victim], `sacrificed as ${move.obj.label} entered`);
  }
  let to = move.to;
  let madness = false;
  let shuffle = false;
  let counters: { counter: string; amount: number } | undefined;
  applyInOrder(ctx, move.obj.controller, `${move.obj.label} going to ${move.to === 'graveyard' ? 'a graveyard' : `the ${move.to}`}`, () => {
    if (to !== 'graveyard') return [];
    const others = graveyardReplacements(ctx, move.obj, seen).filter((r) => !r.replacement.onlyDies || dies(move.obj.zone, to, seen)).map((r) => ({
      key: `${r.source.id}:${r.text}`,
      label: r.source.label,
      timestamp: r.timestamp,
      apply: () => {
        to = INSTEAD[r.replacement.instead];
        shuffle = r.replacement.instead === 'library-shuffle';
        const revealed = shuffle ? `${playerName(ctx.state, move.obj.owner)} reveals it and ` : '';
        emit(ctx, 'replacement', ['614.1a', '616.1'], `${r.source.label}'s "${r.text}" applies: ${revealed}${move.obj.label} goes to ${zoneWords(ctx, to, move.obj.owner)} instead`, { objects: [r.source.label, move.obj.label] });
      },
    }));
    // 702.35a: "If a player would discard this card, that player discards it, but exiles it instead of putting it into their graveyard."
    const ownMadness = move.discard && move.obj.zone === 'hand' && seen.definition.madness ? [{
      key: 'madness',
      label: move.obj.label,
      name: `${move.obj.label}'s madness`,
      timestamp: move.obj.timestamp,
      apply: () => {
        to = 'exile';
        madness = true;
        emit(ctx, 'replacement', ['702.35a', '614.1a'], `${move.obj.label} has madness ${seen.definition.madness}: ${playerName(ctx.state, move.obj.owner)} discards it, but exiles it instead of putting it into their graveyard`, { objects: [move.obj.label] });
      },
    }] : [];
    // 614.1a: "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield instead of putting it into your graveyard."
    const byOpponent = move.discard && move.obj.zone === 'hand' && move.discardedBy !== undefined && move.discardedBy !== move.obj.owner;
    const ownDiscarded = byOpponent ? seen.abilities.flatMap((ability) => (ability.kind === 'static' && ability.replacement?.event === 'discarded-by-opponent' ? [{ replacement: ability.replacement, text: ability.text }] : [])).map(({ replacement, text }) => ({
      key: `discarded:${text}`,
      label: move.obj.label,
      timestamp: move.obj.timestamp,
      apply: () => {
        to = 'battlefield';
        counters = replacement.counters;
        const who = playerName(ctx.state, move.obj.owner);
        emit(ctx, 'replacement', ['614.1a', '701.9a'], `${playerName(ctx.state, move.discardedBy!)}'s spell or ability causes ${who} to discard ${move.obj.label}: its "${text}" applies, and it is put onto the battlefield instead of into ${who}'s graveyard`, { objects: [move.obj.label] });
      },
    })) : [];
    // 614.1a: "If that creature would die this turn, exile it instead", made by a resolving spell or ability.
    const resolved = dies(move.obj.zone, to, seen) ? ctx.state.effects.filter((effect) => effect.exileIfDies === 'all' || (effect.exileIfDies && effect.affected.some((ref) => isSameObject(ref, move.obj)))).map((effect) => ({
      key: `effect:${effect.timestamp}`,
      label: effect.source,
      timestamp: effect.timestamp,
      apply: () => {
        to = 'exile';
        emit(ctx, 'replacement', ['614.1a', '616.1'], `${effect.source}'s replacement effect applies: ${move.obj.label} would die this turn, so it is exiled instead`, { objects: [effect.source, move.obj.label] });
      },
    })) : [];
    return [...ownMadness, ...ownDiscarded, ...others, ...resolved];
  });
  return { to, ...(madness ? { madness } : {}), ...(shuffle ? { shuffle } : {}), ...(counters ? { counters } : {}) };
}

function outcomeOf(move: Move, to: Zone, died: boolean): Outcome | undefined {
  const subject = move.obj.label;
  if (died) return { kind: 'dies', subject };
  if (move.obj.zone !== 'battlefield') return undefined;
  if (to === 'exile') return { kind: 'exiled', subject };
  if (to === 'hand') return { kind: 'returned-to-hand', subject };
  if (to === 'graveyard') return { kind: move.rule === '701.8a' ? 'destroyed' : 'put-into-graveyard', subject };
  return undefined;
}

/**
 * Moves objects at once. Each move may be replaced; a token that left the battlefield stays where it is
 * (111.8). Returns the new objects (or the old one when it didn't move), in the order given.
 */
export function moveAll(ctx: Ctx, moves: Move[]): GameObject[] {
  const { state } = ctx;
  const leaving = moves.some((m) => m.obj.zone === 'battlefield');
  // 603.10a: leaves-the-battlefield abilities look back at the battlefield before the event.
  const lookBack = leaving ? new Map(LEAVE_TRIGGERS.map((when) => [when, watchers(state, when)] as const)) : undefined;
  const planned = moves.map((move) => {
    const seen = characteristics(state, move.obj);
    if (move.obj.isToken && move.obj.zone !== 'battlefield') return { move, seen, to: undefined, madness: undefined, shuffle: undefined, counters: undefined };
    return { move, seen, ...replaceDestination(ctx, move, seen) };
  });
  const results: GameObject[] = [];
  const left: { old: GameObject; seen: Characteristics; to: Zone }[] = [];
  const entered: GameObject[] = [];
  for (const { move, seen, to, madness, counters } of planned) {
    const { obj } = move;
    if (!to) {
      emit(ctx, 'effect', ['111.8'], `${obj.label} is a token that has left the battlefield: it can't move to another zone and stays in ${zoneWords(ctx, obj.zone, obj.owner)}`, { objects: [obj.label] });
      results.push(obj);
      continue;
    }
    const from = obj.zone;
    const outcome = outcomeOf(move, to, dies(from, to, seen));
    const moved = moveObject(state, obj, to, seen);
    if (to === 'battlefield') {
      moved.controller = moved.baseController = move.controller ?? obj.controller;
      if (move.spellX !== undefined) moved.enteredWithX = move.spellX; // 107.3m
      if (move.attachTo) moved.attachedTo = move.attachTo;
      if (move.attachToPlayer !== undefined) moved.attachedToPlayer = move.attachToPlayer;
      if (move.manifested) {
        moved.faceDown = moved.manifested = true;
        touch(state);
      }
    }
    const died = dies(from, to, seen);
    // 708.9: a face-down object that goes anywhere but the battlefield is revealed.
    const faceDown = moved.faceDown ? ' face down' : '';
    const revealed = obj.faceDown && !moved.faceDown ? '; it is face up there, revealed to all players (708.9)' : '';
    emit(ctx, 'zone-change', [move.rule, '400.7', ...(died ? ['700.4'] : []), ...(revealed ? ['708.9'] : [])], `${obj.label} moves${faceDown} from ${zoneWords(ctx, from, obj.owner)} to ${zoneWords(ctx, to, obj.owner)} (${move.why})${died ? ': it dies' : ''}${revealed}`, { objects: [obj.label], ...(outcome ? { outcome } : {}) });
    if (from === 'battlefield') {
      left.push({ old: state.lastKnown[`${obj.id}:${obj.zoneChangeCount}`] ?? obj, seen, to });
      removeFromCombat(ctx, obj);
    }
    if (to === 'battlefield') {
      enterWithReplacements(ctx, moved, move.tapped, move.choices, move.withCounter);
      if (counters) {
        addCounters(state, moved, counters.counter, counters.amount);
        emit(ctx, 'replacement', ['614.1a', '614.1c'], `${moved.label} enters with ${counters.amount} ${counters.counter} counter${counters.amount === 1 ? '' : 's'} on it`, { objects: [moved.label] });
      }
      entered.push(moved);
    }
    if (madness) queueTriggeredCast(ctx, moved, 'madness', `${moved.label} was discarded into exile`);
    results.push(moved);
  }
  for (const { old, seen, to } of left) {
    const died = seen.types.includes('Creature') && to === 'graveyard';
    // What this turn has seen, for revolt and morbid: as the event happens, before its triggers are checked (603.4).
    state.players[old.controller]!.permanentLeftThisTurn = true;
    if (died) state.creaturesDiedThisTurn = (state.creaturesDiedThisTurn ?? 0) + 1;
    fireTriggers(ctx, 'leaves', { object: old, seen, cause: `${old.label} left the battlefield` }, lookBack!.get('leaves'));
    if (to === 'graveyard') fireTriggers(ctx, 'put-into-graveyard', { object: old, seen, cause: `${old.label} was put into a graveyard` }, lookBack!.get('put-into-graveyard'));
    if (died) fireTriggers(ctx, 'dies', { object: old, seen, cause: `${old.label} died` }, lookBack!.get('dies'));
  }
  // 701.24a: a card shuffled into its owner's library instead: that library is shuffled.
  for (const owner of new Set(planned.flatMap(({ move, shuffle }) => (shuffle ? [move.obj.owner] : [])))) shuffleLibrary(ctx, owner);
  fireEnters(ctx, entered);
  returnExiledUntil(ctx, left.map(({ old }) => old));
  return results;
}

/** 610.3, 610.3c–d: what was exiled until one of these left the battlefield returns at once, together, under its owner's control. */
function returnExiledUntil(ctx: Ctx, leftBattlefield: GameObject[]): void {
  const { state } = ctx;
  const ended = state.exiledUntil.filter((link) => leftBattlefield.some((old) => isSameObject(link.source, old)));
  if (ended.length === 0) return;
  state.exiledUntil = state.exiledUntil.filter((link) => !ended.includes(link));
  const moves = ended.flatMap((link): Move[] => {
    const obj = current(state, link.exiled);
    const source = leftBattlefield.find((old) => isSameObject(link.source, old))!;
    return obj?.zone === 'exile' ? [{ obj, to: 'battlefield', why: `${source.label} left the battlefield`, rule: '610.3', controller: obj.owner }] : [];
  });
  if (moves.length) moveAll(ctx, moves);
}

/** 603.6a: enters abilities of every permanent (newcomers included) see each object that entered together. */
function fireEnters(ctx: Ctx, entered: GameObject[]): void {
  for (const obj of entered) fireTriggers(ctx, 'enters', { object: obj, seen: characteristics(ctx.state, obj), cause: `${obj.label} entered the battlefield` });
}

/** Objects put onto the battlefield directly (tokens created, 111.1): they enter as replacements say, then enters abilities trigger. */
export function enterAll(ctx: Ctx, objects: GameObject[], tapped?: boolean): void {
  for (const obj of objects) enterWithReplacements(ctx, obj, tapped);
  fireEnters(ctx, objects);
}

/**
 * 701.9a: cards discarded from their owners' hands to the graveyard; "whenever you discard a card" (and "cycle or
 * discard", 702.29d) triggers once for each card, seeing it where it went. Returns the new objects.
 */
export function discardCards(ctx: Ctx, cards: GameObject[], rule: string, discardedBy?: number): GameObject[] {
  const moved = moveAll(ctx, cards.map((obj) => ({ obj, to: 'graveyard' as const, why: 'discarded', discard: true, rule, ...(discardedBy !== undefined ? { discardedBy } : {}) })));
  for (const [i, card] of moved.entries()) {
    const player = cards[i]!.owner;
    const seen = characteristics(ctx.state, card);
    // The card's own "When a spell or ability an opponent controls causes you to discard ~" triggers from the zone it went to (603.6, like cycling's, 702.29c).
    const own: Watcher[] = card.zone === 'battlefield' ? [] : seen.abilities.filter((ability): ability is Triggered => ability.kind === 'triggered' && ability.when === 'discards' && !ability.subject && !ability.zone).map((ability) => ({ obj: card, ability }));
    fireTriggers(ctx, 'discards', { object: card, seen, player, ...(discardedBy !== undefined ? { causedBy: discardedBy } : {}), cause: `${playerName(ctx.state, player)} discarded ${card.label}` }, [...own, ...watchers(ctx.state, 'discards')]);
  }
  return moved;
}

/** Moves one object; see moveAll. */
export function moveWithTriggers(ctx: Ctx, obj: GameObject, to: Zone, why: string, rule: string, spellX?: number): GameObject {
  return moveAll(ctx, [{ obj, to, why, rule, ...(spellX !== undefined ? { spellX } : {}) }])[0]!;
}

/**
 * 506.4: an attacking or blocking creature that stops being a creature (Purphoros, God of the Forge
 * whose devotion drops below five) is removed from combat; checked whenever the game checks its state.
 */
export function removeNoncreaturesFromCombat(ctx: Ctx): void {
  const combat = ctx.state.combat;
  if (!combat) return;
  for (const ref of [...combat.attackers.map((a) => a.ref), ...combat.blockers.map((b) => b.ref)]) {
    const obj = current(ctx.state, ref);
    if (!obj || characteristics(ctx.state, obj).types.includes('Creature')) continue;
    removeFromCombat(ctx, obj);
    emit(ctx, 'effect', ['506.4'], `${obj.label} stops being a creature, so it is removed from combat: it deals and is dealt no combat damage`, { objects: [obj.label] });
  }
}

/** 506.4: a permanent that leaves the battlefield (or changes controller, or stops being a creature) is removed from combat. */
export function removeFromCombat(ctx: Ctx, obj: GameObject): void {
  const combat = ctx.state.combat;
  if (!combat) return;
  const same = (ref: { id: number; zoneChangeCount: number }) => ref.id === obj.id && ref.zoneChangeCount === obj.zoneChangeCount;
  combat.attackers = combat.attackers.filter((a) => !same(a.ref));
  combat.blockers = combat.blockers.filter((b) => !same(b.ref));
  for (const attacker of combat.attackers) attacker.blockers = attacker.blockers.filter((b) => !same(b));
}

/**
 * Keywords with a number that make a permanent enter with +1/+1 counters; each instance applies: 702.54a, 702.54c:
 * "Bloodthirst N", if an opponent was dealt damage this turn; 702.43a: "Modular N" and 702.58a: "Graft N", always.
 */
function countersOfKeywords(ctx: Ctx, obj: GameObject, keywords: string[]): void {
  const damaged = ctx.state.players.some((p, i) => i !== obj.controller && p.dealtDamageThisTurn);
  for (const keyword of keywords) {
    const numbered = NUMBERED_KEYWORD.exec(keyword);
    const n = Number(numbered?.[2]);
    if (numbered?.[1] === 'modular' || numbered?.[1] === 'graft') {
      addCounters(ctx.state, obj, '+1/+1', n);
      emit(ctx, 'replacement', [numbered[1] === 'modular' ? '702.43a' : '702.58a', '614.1c'], `${obj.label} enters with ${n} +1/+1 counter${n === 1 ? '' : 's'} (${numbered[1]} ${n})`, { objects: [obj.label] });
    }
    if (numbered?.[1] !== 'bloodthirst') continue;
    if (damaged) addCounters(ctx.state, obj, '+1/+1', n);
    emit(ctx, damaged ? 'replacement' : 'note', ['702.54a', '614.1c'], damaged ? `${obj.label} enters with ${n} +1/+1 counter${n === 1 ? '' : 's'} (bloodthirst ${n}: an opponent was dealt damage this turn)` : `${obj.label} enters without counters (bloodthirst ${n}: no opponent was dealt damage this turn)`, { objects: [obj.label] });
  }
}

/**
 * 702.44a: sunburst — it enters with a +1/+1 counter for each color of mana spent to cast it if it's a creature
 * (as it enters), else with a charge counter for each; 702.44b: with none when it didn't come from the stack.
 */
function sunburst(ctx: Ctx, obj: GameObject): void {
  const counter = characteristics(ctx.state, obj).types.includes('Creature') ? '+1/+1' : 'charge';
  const colors = obj.colorsSpent ?? 0;
  addCounters(ctx.state, obj, counter, colors);
  const why = obj.colorsSpent === undefined ? 'it was not cast: no mana was spent to cast it (702.44b)' : `${colors} color${colors === 1 ? ' was' : 's were'} spent to cast it`;
  emit(ctx, 'effect', ['702.44a', '614.1c', ...(obj.colorsSpent === undefined ? ['702.44b'] : [])], `${obj.label} enters with ${colors} ${counter} counter${colors === 1 ? '' : 's'} (sunburst: ${why})`, { objects: [obj.label] });
}

/** "creature card in Alice's graveyard", "Island you control": what an "enters with … for each" counts, for the trace. */
function countedWords(state: GameState, count: Filter, obj: GameObject): string {
  const { zone = 'battlefield', controller, ...rest } = count;
  if (zone === 'battlefield') return describeFilter(count);
  const whose = controller === 'you' ? `${state.players[obj.controller]!.name}'s` : controller === 'opponent' ? "an opponent's" : 'a';
  return `${describeFilter(rest, '')} card in ${whose} ${zone}`.trimStart();
}

/**
 * 614.1c–d, 614.12, 616.1c: how a permanent enters: as a copy (Clone) first, then with counters (its
 * own "enters with", a planeswalker's loyalty, 306.5b) and tapped (its own or another permanent's effect).
 */
function enterWithReplacements(ctx: Ctx, obj: GameObject, tappedByEffect: boolean | undefined, choices?: Choices, counterByEffect?: string): void {
  const { state } = ctx;
  enterAsCopy(ctx, obj);
  if (counterByEffect) {
    addCounters(state, obj, counterByEffect, 1);
    emit(ctx, 'effect', ['614.1c'], `${obj.label} enters with a ${counterByEffect} counter on it`, { objects: [obj.label] });
  }
  const definition = copiableValues(state, obj);
  const counters = definition.entersWithCounters;
  if (counters?.condition && !conditionHolds(state, counters.condition, { controller: obj.controller, source: obj })) {
    emit(ctx, 'effect', ['614.1c', ...(counters.condition === 'kicked' ? ['702.33d'] : [])], `${obj.label} enters without ${counters.counter} counters: ${counters.condition === 'kicked' ? 'it wasn\'t kicked' : 'the condition of its "enters with" doesn\'t hold'}`, { objects: [obj.label] });
  } else if (counters) {
    const x = obj.enteredWithX ?? 0;
    const kicked = typeof counters.amount === 'object' && 'timesKicked' in counters.amount;
    // 614.1c, 614.12: "a +1/+1 counter on it for each creature card in your graveyard", counted as it enters, itself not yet among the permanents.
    const counted = typeof counters.amount === 'object' && 'count' in counters.amount ? counters.amount : undefined;
    const amount = counters.amount === 'X' ? x : typeof counters.amount === 'number' ? counters.amount : kicked ? (obj.kicked ?? 0) : counted ? countOf(state, counted, { controller: obj.controller, sourceId: obj.id }, obj) : 0;
    addCounters(state, obj, counters.counter, amount);
    const why = counters.amount === 'X' ? ` (X = ${x}: the X of the spell it was, 107.3m)` : kicked ? ` (one for each time it was kicked, 702.33d)` : counted ? ` (one for each ${countedWords(state, counted.count, obj)}, counted as it enters)` : '';
    emit(ctx, 'effect', ['614.1c', ...(counters.amount === 'X' ? ['107.3m'] : []), ...(kicked || counters.condition === 'kicked' ? ['702.33d'] : [])], `${obj.label} enters with ${amount} ${counters.counter} counter${amount === 1 ? '' : 's'}${why}`, { objects: [obj.label] });
  }
  countersOfKeywords(ctx, obj, definition.keywords);
  if (definition.sunburst) sunburst(ctx, obj);
  loreAsItEnters(ctx, obj, definition);
  asItEnters(ctx, obj, choices);
  if (definition.loyalty !== undefined && definition.types.includes('Planeswalker')) {
    addCounters(state, obj, 'loyalty', definition.loyalty);
    emit(ctx, 'effect', ['306.5b', '614.1c'], `${obj.label} enters with ${definition.loyalty} loyalty counters (its printed loyalty)`, { objects: [obj.label] });
  }
  for (const { source, replacement, text } of enterReplacements(ctx, obj)) {
    if (replacement.counters) {
      const amount = amountOf(ctx, undefined, replacement.counters.amount);
      addCounters(state, obj, replacement.counters.counter, amount);
      emit(ctx, 'replacement', ['614.1d', '614.12'], `${obj.label} enters with ${amount} ${replacement.counters.counter} counter${amount === 1 ? '' : 's'} (${source.label}: "${text}")`, { objects: [obj.label, source.label] });
    }
    if (replacement.tapped && !obj.tapped) {
      obj.tapped = true;
      emit(ctx, 'replacement', ['614.1d', '614.12'], `${obj.label} enters tapped (${source.id === obj.id ? 'its own' : `${source.label}'s`} "${text}")`, { objects: [obj.label, source.label] });
    }
  }
  if (definition.entersTapped && !obj.tapped) {
    obj.tapped = true;
    emit(ctx, 'replacement', ['614.1c'], `${obj.label} enters tapped (its own text)`, { objects: [obj.label] });
  }
  if (definition.entersTappedUnless && !obj.tapped) {
    const untapped = conditionHolds(state, definition.entersTappedUnless, { controller: obj.controller, source: obj });
    if (!untapped) obj.tapped = true;
    emit(ctx, untapped ? 'note' : 'replacement', ['614.1c'], `${obj.label} enters ${untapped ? 'untapped' : 'tapped'}: the condition of its "enters tapped unless" ${untapped ? 'holds' : "doesn't hold"}`, { objects: [obj.label] });
  }
  if (tappedByEffect && !obj.tapped) {
    obj.tapped = true;
    emit(ctx, 'effect', ['614.1c'], `${obj.label} enters tapped`, { objects: [obj.label] });
  }
  touch(state);
}

type EnterReplacement = Extract<Replacement, { event: 'enters' }>;

/** Static "enters" replacements that apply to an entering object, seen as it would be on the battlefield (614.12). */
function enterReplacements(ctx: Ctx, obj: GameObject): { source: GameObject; replacement: EnterReplacement; text: string }[] {
  const seen = seenAsEntering(ctx.state, obj);
  const found: { source: GameObject; replacement: EnterReplacement; text: string }[] = [];
  for (const source of battlefieldObjects(ctx.state)) {
    const abilities = source.id === obj.id ? seen.definition.abilities : characteristics(ctx.state, source).abilities;
    for (const ability of abilities) {
      if (ability.kind !== 'static' || ability.replacement?.event !== 'enters') continue;
      const affects = ability.affects ?? 'self';
      const applies = affects === 'self' ? source.id === obj.id : typeof affects === 'object' && matchesFilter(ctx.state, affects, obj, seen, { controller: source.controller, sourceId: source.id });
      if (applies) found.push({ source, replacement: ability.replacement, text: ability.text });
    }
  }
  return found;
}


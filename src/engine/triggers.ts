/**
 * Triggered abilities (603): they trigger on events (603.2), wait, and are put on the stack the next
 * time a player would receive priority, in APNAP order with each controller ordering theirs (603.3b),
 * modes and targets chosen then (603.3c–d). Leaves-the-battlefield abilities look back in time
 * (603.10a): zones.ts passes the watchers as the battlefield was before the event.
 */
import type { Ability, DelayedTriggerTime, Effect, PtChange, TargetSpec, TriggeredCastKeyword } from './cards/schema';
import { conditionHolds } from './conditions';
import { characteristics, chosenParts, watchers, type Resolvable, type Watcher } from './characteristics';
import { takeChoice, takePlanned } from './choices';
import { type Ctx, IllegalAction, addCounters, current, emit, isSameObject, playerName, pushStackItem, refOf } from './context';
import { divideDamage } from './division';
import { manaValue, matchesFilter } from './filters';
import { candidateController, candidates, describeKind, findCandidate, labelOf, targetProblem, toRecord, type Candidate } from './targets';
import type { Characteristics, DelayedTrigger, GameObject, ObjectRef, PendingTrigger, StackItem, Step, TargetRecord, TriggerSubject } from './types';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** An event that may trigger abilities: what it is about, and why, for the trace. */
export interface TriggerEventData {
  /** The object the event happened to (the creature that died, the spell cast, the attacker). */
  object?: GameObject;
  /** Its characteristics then (a creature that left is seen as it last existed). */
  seen?: Characteristics;
  /** The other creature of an event between two: the creature it blocks, blocking it, or dealt its combat damage. */
  counterpart?: GameObject;
  /** Triggers only abilities that name the counterpart: a creature's second block triggers "blocks a creature", not "blocks" (509.3a–b). */
  counterpartOnly?: boolean;
  /** The player it concerns (the player dealt damage, whose step it is, who cast the spell). */
  player?: number;
  amount?: number;
  /** For heroic: the objects the spell targets. */
  targets?: TargetRecord[];
  step?: string;
  /** For attacks: how many creatures were declared as attackers with it (508.1). */
  attackers?: number;
  /** For last-counter-removed: the kind of counter. */
  counter?: string;
  /** For chapter: the chapter number the lore counters reached (714.2b). */
  chapter?: number;
  /** For discards: the controller of the spell or ability whose instruction the discard was (701.9a). */
  causedBy?: number;
  cause: string;
}

/** 509.3f: the counterpart the ability names must have those characteristics as the event happens. */
function counterpartMatches(ctx: Ctx, watcher: Watcher, event: TriggerEventData): boolean {
  const wanted = watcher.ability.counterpart;
  if (!wanted) return !event.counterpartOnly;
  const other = event.counterpart;
  return Boolean(other) && matchesFilter(ctx.state, { ...wanted, zone: other!.zone }, other!, characteristics(ctx.state, other!), { controller: watcher.obj.controller, sourceId: watcher.obj.id, source: watcher.obj });
}

function subjectMatches(ctx: Ctx, watcher: Watcher, event: TriggerEventData): boolean {
  const { ability, obj } = watcher;
  const { object } = event;
  const viewpoint = { controller: obj.controller, sourceId: obj.id, source: obj };
  // The event's object is the ability's subject, or the object the ability is on.
  const isSubject = (): boolean => Boolean(object) && (ability.subject ? matchesFilter(ctx.state, { ...ability.subject, zone: object!.zone }, object!, event.seen!, viewpoint) : object!.id === obj.id);
  switch (ability.when) {
    case 'beginning-of-step':
      return ability.step === event.step && whoseMatches(ctx, ability.whose ?? 'you', obj, event.player!);
    case 'cast':
      return whoseMatches(ctx, ability.whose ?? 'you', obj, event.player!) && (!ability.subject || matchesFilter(ctx.state, { ...ability.subject, zone: 'stack' }, object!, event.seen!, viewpoint));
    case 'heroic':
      return event.player === obj.controller && Boolean(event.targets?.some((t) => 'object' in t.ref && t.ref.object.id === obj.id && t.ref.object.zoneChangeCount === obj.zoneChangeCount));
    case 'gains-life':
    case 'player-dealt-damage':
    case 'player-dealt-combat-damage':
    case 'draws':
    case 'scries':
    case 'surveils':
      return whoseMatches(ctx, ability.whose ?? 'you', obj, event.player!);
    // "When you cycle ~" (the card itself), "Whenever a player cycles a card", "Whenever an opponent discards a card".
    case 'cycled':
    case 'discards':
      // "a spell or ability an opponent controls causes you to discard …" (701.9a): not a cost, nor the cleanup step's discard.
      if (ability.byOpponent && (event.causedBy === undefined || event.causedBy === obj.controller)) return false;
      return whoseMatches(ctx, ability.whose ?? 'you', obj, event.player!) && isSubject();
    case 'land-tapped-for-mana':
      // "Whenever a player taps a land for mana": any player's unless it says whose (106.12a).
      return whoseMatches(ctx, ability.whose ?? 'each', obj, event.player!) && (!ability.subject || matchesFilter(ctx.state, { ...ability.subject, zone: 'battlefield' }, object!, event.seen!, viewpoint));
    // "… a spell or ability an opponent controls": `whose` is the targeting spell's or ability's controller;
    // "deals damage to an opponent / you": the player dealt it.
    case 'becomes-target':
    case 'deals-combat-damage-to-player':
    case 'deals-damage-to-player':
      if (ability.whose && !whoseMatches(ctx, ability.whose, obj, event.player!)) return false;
      return isSubject();
    // "Whenever a creature attacks enchanted player" (303.4a): the player it attacks.
    case 'attacks':
      // Battalion's "~ and at least two other creatures attack": N or more others declared with it.
      if (ability.withOthers && (event.attackers ?? 1) - 1 < ability.withOthers) return false;
      return (!ability.whose || (event.player !== undefined && whoseMatches(ctx, ability.whose, obj, event.player))) && isSubject();
    // "Whenever you sacrifice a Clue", "… a player sacrifices a creature": `whose` is who sacrificed it (701.21a).
    case 'sacrificed':
      return (!ability.whose || whoseMatches(ctx, ability.whose, obj, event.player!)) && isSubject();
    case 'last-counter-removed':
      return object?.id === obj.id && ability.counter === event.counter;
    case 'chapter':
      return object?.id === obj.id && Boolean(ability.chapters?.includes(event.chapter!));
    default:
      return isSubject();
  }
}

function whoseMatches(ctx: Ctx, whose: NonNullable<Triggered['whose']>, watcher: GameObject, player: number): boolean {
  // "enchanted player's upkeep": the player the Aura is attached to (303.4a).
  if (whose === 'enchanted') return watcher.attachedToPlayer === player;
  // "the upkeep of enchanted creature's controller": the controller of the permanent the Aura is attached to (303.4).
  if (whose === 'enchanted-controller') return watcher.attachedTo !== undefined && current(ctx.state, watcher.attachedTo)?.controller === player;
  return whose === 'each' || (whose === 'you') === (player === watcher.controller);
}

/** The watchers of `when` (or those looked back at) whose abilities the event triggers (603.2). */
export function triggeredBy(ctx: Ctx, when: Triggered['when'], event: TriggerEventData, lookBack?: Watcher[]): Watcher[] {
  return (lookBack ?? watchers(ctx.state, when)).filter((watcher) => watcher.ability.when === when && subjectMatches(ctx, watcher, event) && counterpartMatches(ctx, watcher, event));
}

/**
 * 605.1b: a triggered ability without a target that triggers from a mana ability (a land tapped for
 * mana) and could add mana is a mana ability; 605.5a: one that couldn't add mana is not.
 */
export function isTriggeredManaAbility(ability: Ability): boolean {
  return ability.kind === 'triggered' && ability.when === 'land-tapped-for-mana' && ability.targets.length === 0 && Boolean(ability.effects?.some((effect) => effect.do === 'add-mana'));
}

/**
 * 701.26a: taps each untapped permanent; "whenever ~ becomes tapped" triggers for each one that was untapped
 * (a permanent already tapped, or one entering tapped, doesn't become tapped).
 */
export function tapPermanents(ctx: Ctx, objects: GameObject[]): void {
  const untapped = objects.filter((obj) => !obj.tapped);
  for (const obj of untapped) obj.tapped = true;
  for (const obj of untapped) fireTriggers(ctx, 'becomes-tapped', { object: obj, seen: characteristics(ctx.state, obj), cause: `${obj.label} became tapped` });
}

/** Removes counters from an object (122.1); taking its last of that kind off triggers "when the last … counter is removed" (702.63a). */
export function removeCounters(ctx: Ctx, obj: GameObject, kind: string, n: number): void {
  const had = obj.counters[kind] ?? 0;
  addCounters(ctx.state, obj, kind, -n);
  if (had > 0 && !obj.counters[kind]) fireTriggers(ctx, 'last-counter-removed', { object: obj, counter: kind, cause: `the last ${kind} counter was removed from ${obj.label}` });
}

/**
 * 714.2b: "{rN}—[Effect]" triggers when lore counters are put on the Saga and the number on it was
 * less than N and became at least N: once for each chapter reached (a Saga entering with two lore
 * counters, 714.3a, triggers chapters I and II).
 */
export function fireChapterTriggers(ctx: Ctx): void {
  const put = ctx.state.lorePut;
  if (!put?.length) return;
  delete ctx.state.lorePut;
  for (const { id, zoneChangeCount, from, to } of put) {
    const obj = ctx.state.objects[id];
    if (!obj || obj.zoneChangeCount !== zoneChangeCount) continue;
    for (let chapter = from + 1; chapter <= to; chapter++) fireTriggers(ctx, 'chapter', { object: obj, chapter, cause: `${obj.label} got its lore counter number ${chapter}` });
  }
}

/** Checks every watcher of `when` against the event and queues the abilities that trigger (603.2). */
export function fireTriggers(ctx: Ctx, when: Triggered['when'], event: TriggerEventData, lookBack?: Watcher[]): void {
  for (const watcher of triggeredBy(ctx, when, event, lookBack)) {
    // 605.4a: a triggered mana ability resolves at once, with the mana ability that triggered it (production.ts).
    if (isTriggeredManaAbility(watcher.ability)) continue;
    const { obj, ability } = watcher;
    // 603.4: an intervening "if" must hold for the ability to trigger.
    if (ability.condition && !conditionHolds(ctx.state, ability.condition, { controller: obj.controller, source: obj, ...(event.object ? { it: event.object } : {}), ...(event.player !== undefined ? { player: event.player } : {}) })) {
      emit(ctx, 'note', ['603.4'], `${obj.label}'s ability doesn't trigger (${event.cause}): its "if" condition doesn't hold: "${ability.text}"`, { objects: [obj.label] });
      continue;
    }
    const about: TriggerSubject = {
      ...(event.object ? { object: refOf(event.object) } : {}),
      ...(event.counterpart ? { counterpart: refOf(event.counterpart) } : {}),
      ...(event.player !== undefined ? { player: event.player } : {}),
      ...(event.amount !== undefined ? { amount: event.amount } : {}),
    };
    const trigger: PendingTrigger = {
      source: refOf(obj),
      sourceLabel: obj.label,
      ability,
      controller: obj.controller,
      cause: event.cause,
      about,
      ...(obj.enteredWithX !== undefined && ability.when === 'enters' ? { x: obj.enteredWithX } : {}),
      // 701.37c: X in "when ~ becomes monstrous" is the monstrosity X.
      ...(ability.when === 'becomes-monstrous' && event.amount !== undefined ? { x: event.amount } : {}),
    };
    ctx.state.pendingTriggers.push(trigger);
    emit(ctx, 'trigger', ['603.2'], `${obj.label}'s ability triggers (${event.cause}): "${ability.text}"`, { players: [playerName(ctx.state, obj.controller)], objects: [obj.label] });
  }
}

/**
 * 603.8: a state trigger triggers as soon as its game state holds, and not again until that instance
 * has left the stack: checked after each effect of a resolving spell or ability and before a player
 * receives priority.
 */
export function fireStateTriggers(ctx: Ctx): void {
  for (const watcher of watchers(ctx.state, 'state')) {
    const { obj, ability } = watcher;
    if (!ability.state || !conditionHolds(ctx.state, ability.state, { controller: obj.controller, source: obj })) continue;
    // The same ability of the same object (400.7), triggered and not yet resolved.
    const waiting = (source: ObjectRef, other: Ability | undefined) => other?.kind === 'triggered' && other.when === 'state' && other.text === ability.text && isSameObject(source, obj);
    if (ctx.state.pendingTriggers.some((t) => waiting(t.source, t.ability)) || ctx.state.stack.some((item) => waiting(item.source, item.ability))) continue;
    fireTriggers(ctx, 'state', { object: obj, cause: 'the game state its ability names holds, 603.8' }, [watcher]);
  }
}

/**
 * 603.7a: the effect creates a delayed triggered ability; 603.7d–e: its source and controller are the
 * creating spell's or ability's, and it acts on what that effect named (603.7c).
 */
export function createDelayedTrigger(ctx: Ctx, item: StackItem, effect: Extract<Effect, { do: 'delayed-trigger' }>): void {
  const { state } = ctx;
  state.delayedTriggers.push({
    at: effect.at,
    createdTurn: state.turn,
    source: item.source,
    sourceLabel: item.sourceLabel,
    controller: item.controller,
    effects: effect.effects,
    text: effect.text,
    ...(item.about ? { about: item.about } : {}),
    namedByCreator: { targets: item.targets, ...(item.moved ? { moved: item.moved } : {}), ...(item.created ? { created: item.created } : {}) },
  });
  emit(ctx, 'effect', ['603.7a'], `${item.label} creates a delayed triggered ability ${DELAYED_WORDS[effect.at]}: "${effect.text}"`, { players: [playerName(state, item.controller)], objects: [item.sourceLabel] });
}

const DELAYED_WORDS: Record<DelayedTriggerTime, string> = {
  'next-end-step': 'at the beginning of the next end step',
  'next-turn-upkeep': "at the beginning of the next turn's upkeep",
  'end-of-combat': 'at end of combat',
  'your-next-upkeep': 'at the beginning of your next upkeep',
};

/** The step at whose beginning each delayed trigger time comes (511.2: "at end of combat", the end of combat step), and what began. */
const DELAYED_STEPS: Record<DelayedTriggerTime, { step: NonNullable<Extract<Ability, { kind: 'triggered' }>['step']>; began: string }> = {
  'next-end-step': { step: 'end', began: 'the next end step' },
  'next-turn-upkeep': { step: 'upkeep', began: "the next turn's upkeep" },
  'end-of-combat': { step: 'end-of-combat', began: 'the end of combat step' },
  'your-next-upkeep': { step: 'upkeep', began: 'its controller\'s next upkeep' },
};

/** 603.7b: the delayed triggers whose time is the beginning of this step trigger, once each, and are gone. */
export function fireDelayedTriggers(ctx: Ctx, step: Step): void {
  const { state } = ctx;
  // An upkeep of a later turn: the next turn's, or (702.88a) the next of the ability's controller.
  const due = ({ at, createdTurn, controller }: DelayedTrigger) => DELAYED_STEPS[at].step === step && (at === 'next-end-step' || at === 'end-of-combat' || (state.turn > createdTurn && (at !== 'your-next-upkeep' || state.activePlayer === controller)));
  const firing = state.delayedTriggers.filter(due);
  if (firing.length === 0) return;
  state.delayedTriggers = state.delayedTriggers.filter((delayed) => !firing.includes(delayed));
  for (const delayed of firing) {
    state.pendingTriggers.push({
      source: delayed.source,
      sourceLabel: delayed.sourceLabel,
      ability: { kind: 'triggered', when: 'beginning-of-step', step: DELAYED_STEPS[delayed.at].step, targets: [], effects: delayed.effects, text: delayed.text },
      controller: delayed.controller,
      cause: `${DELAYED_STEPS[delayed.at].began} began`,
      ...(delayed.about ? { about: delayed.about } : {}),
      namedByCreator: delayed.namedByCreator,
    });
    emit(ctx, 'trigger', ['603.7b'], `${delayed.sourceLabel}'s delayed triggered ability triggers ${DELAYED_WORDS[delayed.at]}: "${delayed.text}"`, { players: [playerName(state, delayed.controller)], objects: [delayed.sourceLabel] });
  }
}

/**
 * 603.2: each permanent a spell or ability targets becomes its target (601.2c, 602.2b, 603.3d): "whenever ~
 * becomes the target of a spell or ability" triggers once for it, however many of its targets name it.
 */
export function queueTargetTriggers(ctx: Ctx, item: StackItem): void {
  const targeted = new Set<number>();
  for (const target of item.targets) {
    if (!('object' in target.ref)) continue;
    const object = ctx.state.objects[target.ref.object.id];
    if (!object || object.zoneChangeCount !== target.ref.object.zoneChangeCount || object.zone !== 'battlefield' || targeted.has(object.id)) continue;
    targeted.add(object.id);
    fireTriggers(ctx, 'becomes-target', { object, seen: characteristics(ctx.state, object), player: item.controller, cause: `${object.label} became the target of ${item.label}` });
  }
}

/** 601.2i: the spell became cast: "whenever you cast" and heroic abilities trigger, once per spell each. */
export function queueCastTriggers(ctx: Ctx, spell: StackItem, spellObject: GameObject): void {
  const cause = `${playerName(ctx.state, spell.controller)} cast ${spell.label}`;
  const seen = characteristics(ctx.state, spellObject);
  fireTriggers(ctx, 'cast', { object: spellObject, seen, player: spell.controller, cause });
  fireTriggers(ctx, 'heroic', { object: spellObject, seen, player: spell.controller, targets: spell.targets, cause: `${cause}, which targets it` });
  queueCastSelf(ctx, spell, spellObject, seen, cause);
  queueStorm(ctx, spell, spellObject, seen, cause);
  queueCascade(ctx, spell, spellObject, seen, cause);
  queueReplicate(ctx, spell, spellObject, cause);
  queueConspire(ctx, spell, spellObject, cause);
  queueTargetTriggers(ctx, spell);
}

/** 603.2: a trigger of the spell being cast, put on the stack the next time a player would receive priority; `name` says which ("storm"). */
function queueSpellTrigger(ctx: Ctx, spell: StackItem, spellObject: GameObject, ability: Triggered, cause: string, rule: string, name: string): void {
  ctx.state.pendingTriggers.push({ source: refOf(spellObject), sourceLabel: spellObject.label, ability, controller: spell.controller, cause, about: { object: refOf(spellObject) } });
  emit(ctx, 'trigger', [rule, '603.2'], `${spellObject.label}'s ${name} triggers (${cause}): "${ability.text}"`, { players: [playerName(ctx.state, spell.controller)], objects: [spellObject.label] });
}

/** 601.2i, 603.2: the spell's own "When you cast ~" abilities trigger as it becomes cast, on the stack. */
function queueCastSelf(ctx: Ctx, spell: StackItem, spellObject: GameObject, seen: Characteristics, cause: string): void {
  for (const ability of seen.abilities) {
    if (ability.kind !== 'triggered' || ability.when !== 'cast' || ability.zone !== 'stack') continue;
    queueSpellTrigger(ctx, spell, spellObject, ability, cause, '601.2i', 'ability');
  }
}

/**
 * 702.40a: storm is "When you cast this spell, copy it for each other spell that was cast before it this
 * turn", by any player; the count is taken as it triggers. 702.40b: each instance triggers separately.
 */
function queueStorm(ctx: Ctx, spell: StackItem, spellObject: GameObject, seen: Characteristics, cause: string): void {
  const { state } = ctx;
  const before = state.players.reduce((n, p) => n + (p.spellsCastThisTurn ?? 0), 0) - 1;
  const text = `Storm (${before} other spell${before === 1 ? ' was' : 's were'} cast before it this turn)`;
  for (const _instance of seen.keywords.filter((keyword) => keyword === 'storm')) {
    const ability: Triggered = { kind: 'triggered', when: 'cast', targets: [], effects: [{ do: 'copy-spell', what: 'self', times: before }], text };
    queueSpellTrigger(ctx, spell, spellObject, ability, cause, '702.40a', 'storm');
  }
}

/**
 * 702.85a: cascade is "When you cast this spell, exile cards from the top of your library until you exile a nonland
 * card whose mana value is less than this spell's mana value …"; the mana value is taken as it triggers (a spell's
 * doesn't change on the stack). 702.85c: each instance triggers separately.
 */
function queueCascade(ctx: Ctx, spell: StackItem, spellObject: GameObject, seen: Characteristics, cause: string): void {
  const value = manaValue(seen.definition, spell.x ?? 0);
  const text = `Cascade (its mana value is ${value})`;
  for (const _instance of seen.keywords.filter((keyword) => keyword === 'cascade')) {
    const ability: Triggered = { kind: 'triggered', when: 'cast', targets: [], effects: [{ do: 'cascade', manaValue: value }], text };
    queueSpellTrigger(ctx, spell, spellObject, ability, cause, '702.85a', 'cascade');
  }
}

/** 702.56a: replicate's "When you cast this spell, if a replicate cost was paid for it, copy it for each time its replicate cost was paid." */
function queueReplicate(ctx: Ctx, spell: StackItem, spellObject: GameObject, cause: string): void {
  const times = spellObject.replicated ?? 0;
  if (times === 0) return;
  const text = `Replicate (its replicate cost was paid ${times} time${times === 1 ? '' : 's'})`;
  const ability: Triggered = { kind: 'triggered', when: 'cast', targets: [], effects: [{ do: 'copy-spell', what: 'self', times }], text };
  queueSpellTrigger(ctx, spell, spellObject, ability, cause, '702.56a', 'replicate');
}

/** 702.78a: conspire's "When you cast this spell, if its conspire cost was paid, copy it. If the spell has any targets, you may choose new targets for the copy." */
function queueConspire(ctx: Ctx, spell: StackItem, spellObject: GameObject, cause: string): void {
  if (!spellObject.conspired) return;
  const text = 'Conspire (its conspire cost was paid): copy it';
  const ability: Triggered = { kind: 'triggered', when: 'cast', targets: [], effects: [{ do: 'copy-spell', what: 'self', times: 1 }], text };
  queueSpellTrigger(ctx, spell, spellObject, ability, cause, '702.78a', 'conspire');
}

/** What each keyword's trigger says (702.35a, 702.94a), with its cost. */
const TRIGGERED_CAST_WORDS: Record<Exclude<TriggeredCastKeyword, 'rebound' | 'suspend'>, { when: 'exiled-with-madness' | 'revealed-with-miracle'; rule: string; text: (cost: string) => string }> = {
  madness: { when: 'exiled-with-madness', rule: '702.35a', text: (cost) => `When this card is exiled this way, its owner may cast it by paying ${cost} rather than paying its mana cost. If that player doesn't, they put this card into their graveyard.` },
  miracle: { when: 'revealed-with-miracle', rule: '702.94a', text: (cost) => `When you reveal this card this way, you may cast it by paying ${cost} rather than its mana cost.` },
};

/**
 * 702.35a, 702.94a: madness's trigger as the card is discarded into exile, miracle's as it is revealed as it is
 * drawn; its owner controls it, and may cast the card as it resolves.
 */
export function queueTriggeredCast(ctx: Ctx, card: GameObject, keyword: Exclude<TriggeredCastKeyword, 'rebound' | 'suspend'>, cause: string): void {
  const { state } = ctx;
  const { when, rule, text: words } = TRIGGERED_CAST_WORDS[keyword];
  const text = words(characteristics(state, card).definition[keyword] ?? '');
  const ability: Triggered = { kind: 'triggered', when, targets: [], effects: [{ do: 'cast-as-it-resolves', keyword }], text };
  state.pendingTriggers.push({ source: refOf(card), sourceLabel: card.label, ability, controller: card.owner, cause, about: { object: refOf(card) } });
  emit(ctx, 'trigger', [rule, '603.2'], `${card.label}'s ${keyword} triggers (${cause}): "${text}"`, { players: [playerName(state, card.owner)], objects: [card.label] });
}

/**
 * 702.29a, 702.29f: a cycling ability — cycling or typecycling ("islandcycling"), as the compiler names them —
 * whose cost discards the card itself.
 */
export function isCyclingAbility(ability: Extract<Ability, { kind: 'activated' }>): boolean {
  return Boolean(ability.cost.discardSelf) && /cycling$/.test(ability.name ?? '');
}

/**
 * 702.29c: the card was discarded to pay a cycling cost: its own "When you cycle ~" triggers from the zone it
 * went to (one that works only from a graveyard is among the watchers there), and "Whenever a player cycles a
 * card" on the battlefield; `player` cycled it.
 */
export function queueCycleTriggers(ctx: Ctx, card: GameObject, player: number): void {
  const seen = characteristics(ctx.state, card);
  const own: Watcher[] = seen.abilities.filter((ability): ability is Triggered => ability.kind === 'triggered' && ability.when === 'cycled' && !ability.subject && !ability.zone).map((ability) => ({ obj: card, ability }));
  fireTriggers(ctx, 'cycled', { object: card, seen, player, cause: `${playerName(ctx.state, player)} cycled ${card.label}` }, [...own, ...watchers(ctx.state, 'cycled')]);
}

/**
 * 603.3b: puts waiting triggers on the stack: the active player's first, then each other player's
 * in turn order (so the last player's end up on top); each player orders their own (choice "order",
 * default: the order they triggered). Modes and targets are chosen now (603.3c–d).
 */
export function putTriggersOnStack(ctx: Ctx): void {
  const { state } = ctx;
  if (state.pendingTriggers.length === 0) return;
  const waiting = state.pendingTriggers;
  state.pendingTriggers = [];
  const count = state.players.length;
  for (let offset = 0; offset < count; offset++) {
    const player = (state.activePlayer + offset) % count;
    const mine = orderFor(ctx, player, waiting.filter((t) => t.controller === player));
    for (const trigger of mine) putOnStack(ctx, trigger, waiting);
  }
}

function orderFor(ctx: Ctx, player: number, triggers: PendingTrigger[]): PendingTrigger[] {
  if (triggers.length < 2) return triggers;
  const who = playerName(ctx.state, player);
  const order = takeChoice(ctx.state, player, 'order');
  if (Array.isArray(order)) {
    const rank = (t: PendingTrigger) => {
      const at = order.findIndex((label) => label.toLowerCase() === t.sourceLabel.toLowerCase());
      return at < 0 ? order.length : at;
    };
    const sorted = [...triggers].sort((a, b) => rank(a) - rank(b));
    emit(ctx, 'choice', ['603.3b'], `${who} orders their triggers: ${sorted.map((t) => t.sourceLabel).join(', ')} (last on top)`, { players: [who] });
    return sorted;
  }
  emit(ctx, 'choice', ['603.3b'], `${who} puts their triggers on the stack in the order they triggered: ${triggers.map((t) => t.sourceLabel).join(', ')} (no order was chosen)`, { players: [who] });
  return triggers;
}

/** 700.2, 603.3c: a modal trigger's modes (choice "modes", 0-based), default the first mode(s). */
function chooseTriggerModes(ctx: Ctx, trigger: PendingTrigger): number[] {
  const { ability } = trigger;
  if (!ability.modes) return [];
  const count = ability.modeCount ?? { min: 1, max: 1 };
  const planned = takeChoice(ctx.state, trigger.controller, 'modes', trigger.sourceLabel);
  const wanted = Array.isArray(planned) ? planned.map(Number) : typeof planned === 'number' ? [planned] : undefined;
  const who = playerName(ctx.state, trigger.controller);
  if (wanted && wanted.length >= count.min && wanted.length <= count.max && wanted.every((m) => ability.modes![m])) {
    emit(ctx, 'choice', ['603.3c', '700.2'], `${who} chooses ${wanted.map((m) => `"${ability.modes![m]!.text}"`).join(' and ')} for ${trigger.sourceLabel}'s trigger`, { players: [who] });
    return wanted;
  }
  const modes = Array.from({ length: count.min }, (_, i) => i);
  emit(ctx, 'choice', ['603.3c', '700.2'], `${who} chooses ${modes.map((m) => `"${ability.modes![m]!.text}"`).join(' and ')} for ${trigger.sourceLabel}'s trigger (the first mode${modes.length > 1 ? 's' : ''}; none was chosen)`, { players: [who] });
  return modes;
}

function isNegative(change: PtChange): boolean {
  return typeof change === 'number' ? change < 0 : Boolean(change.negate);
}

/** Whether an effect on this target slot hurts it (damage, destroy, −N/−N, counter) or helps it, for default targets. */
function intentFor(effects: Effect[], slot: number): 'harm' | 'help' | undefined {
  const aimsAt = (who: unknown) => who === 'target' ? slot === 0 : typeof who === 'object' && who !== null && 'target' in who && (who as { target: number }).target === slot;
  for (const effect of effects) {
    const who = 'to' in effect ? effect.to : 'what' in effect ? effect.what : 'who' in effect ? effect.who : 'on' in effect ? effect.on : undefined;
    if (!aimsAt(who)) continue;
    switch (effect.do) {
      case 'damage':
      case 'lose-life':
      case 'destroy':
      case 'exile':
      case 'counter':
      case 'sacrifice':
      case 'discard':
      case 'mill':
      case 'exile-top':
      case 'tap':
      case 'return-to-hand':
        return 'harm';
      case 'pump':
        return isNegative(effect.power) || isNegative(effect.toughness) ? 'harm' : 'help';
      case 'gain-life':
      case 'grant':
      case 'counters':
      case 'untap':
      case 'prevent-all-damage':
      case 'prevent-damage':
      case 'draw':
        return 'help';
      default:
        return undefined;
    }
  }
  return undefined;
}

/**
 * The default targets (603.3d): for a harmful effect the first legal ones on an opponent's side, for a
 * helpful one the first of the controller's own, else — or when that side has none — the first legal
 * ones; in battlefield order, then players in turn order. `how` says which it was, for the trace.
 */
function defaultTargets(ctx: Ctx, spec: TargetSpec, controller: number, by: Parameters<typeof targetProblem>[3], intent: 'harm' | 'help' | undefined, max: number): { chosen: Candidate[]; how: string } {
  const { state } = ctx;
  const legal = candidates(state, spec).filter((c) => !targetProblem(state, spec, c, by));
  const kind = describeKind(spec);
  // A counted target ("up to two target creatures") names its kind first, then which ones.
  const [prefix, which] = max === 1 ? ['', 'the first legal one'] : [`${kind}: `, max === Infinity ? 'every legal one' : 'the first legal ones'];
  if (intent === undefined) return { chosen: legal.slice(0, max), how: max === 1 ? `the first legal ${kind}` : `${prefix}${which}` };
  const side = (player: number) => (player === controller ? 'on their own side' : intent === 'harm' ? "on an opponent's side" : `on ${playerName(state, player)}'s side`);
  const preferred = legal.filter((c) => (candidateController(c) !== controller) === (intent === 'harm'));
  const effect = intent === 'harm' ? 'harmful' : 'helpful';
  const wanted = intent === 'harm' ? "on an opponent's side" : 'on their own side';
  if (preferred.length > 0) return { chosen: preferred.slice(0, max), how: `${prefix}${which} ${wanted}, as the effect is ${effect}` };
  const chosen = legal.slice(0, max);
  const went = [...new Set(chosen.map((c) => side(candidateController(c))))].join(' and ');
  return { chosen, how: `${prefix}the effect is ${effect}, but no legal ${max === 1 ? kind : 'one'} is ${wanted}: ${which}, ${went}` };
}

/** Whether a triggered ability has any instance of "target", in any mode. */
function hasTargets(ability: PendingTrigger['ability']): boolean {
  return (ability.targets?.length ?? 0) > 0 || Boolean(ability.modes?.some((mode) => (mode.targets?.length ?? 0) > 0));
}

/** Puts one trigger on the stack; `batch` is every trigger put on the stack with it (a source may have a targeted one among them). */
function putOnStack(ctx: Ctx, trigger: PendingTrigger, batch: PendingTrigger[]): void {
  const { state } = ctx;
  const { ability } = trigger;
  const who = playerName(state, trigger.controller);
  const { colors, types, power } = sourceCharacteristics(ctx, trigger);
  const by = { controller: trigger.controller, colors, types, sourceId: trigger.source.id, ...(power !== undefined ? { sourcePower: power } : {}) };
  const modes = chooseTriggerModes(ctx, trigger);
  const parts = chosenParts(ability, modes);
  const slotsLeft = parts.reduce((n, part) => n + part.targets.length, 0);
  // The targets planned for this source go to its trigger that has targets (Artisan of Forms copying Fabled Hero has a targetless heroic too).
  const planned = slotsLeft > 0 ? takePlanned(state, trigger.controller, 'targets', trigger.sourceLabel) : undefined;
  const stray = slotsLeft === 0 && !batch.some((t) => t.source.id === trigger.source.id && hasTargets(t.ability)) ? takePlanned(state, trigger.controller, 'targets', trigger.sourceLabel) : undefined;
  if (stray) emit(ctx, 'illegal-choice', ['603.3d', '115.1'], `${trigger.sourceLabel}'s trigger has no target to choose: "${ability.text}"`, { objects: [trigger.sourceLabel], ...(stray.tag ? { tag: stray.tag } : {}) });
  const targets: TargetRecord[] = [];
  let flat = 0;
  for (const part of parts) {
    for (const [slot, spec] of part.targets.entries()) {
      if (spec.count) {
        // A counted target ("up to two target creatures"): the planned names left for it, or by default as many as it may name.
        const names = planned && Array.isArray(planned.value) ? planned.value.slice(flat, Math.max(flat, planned.value.length - (slotsLeft - flat - 1))) : undefined;
        flat += Math.max(1, names?.length ?? 0);
        targets.push(...countedTargets(ctx, trigger, spec, names, by, intentFor(part.effects, slot), planned?.tag).map((candidate) => ({ ...toRecord(state, slot, candidate), ...(part.mode !== undefined ? { mode: part.mode } : {}) })));
        continue;
      }
      const named = planned && Array.isArray(planned.value) ? planned.value[flat] : undefined;
      flat++;
      let candidate = named !== undefined ? tryCandidate(ctx, spec, named) : undefined;
      const problem = candidate ? targetProblem(state, spec, candidate, by) : undefined;
      if (named !== undefined && (!candidate || problem)) {
        const why = candidate ? `${labelOf(state, candidate)}: ${problem}` : `there is nothing called "${named}" to target`;
        emit(ctx, 'illegal-choice', ['603.3d', '115.1'], `${trigger.sourceLabel}'s trigger can't target ${why}`, { objects: [trigger.sourceLabel], ...(planned?.tag ? { tag: planned.tag } : {}) });
        candidate = undefined;
      }
      if (named === undefined || !candidate) {
        const { chosen, how } = defaultTargets(ctx, spec, trigger.controller, by, intentFor(part.effects, slot), 1);
        candidate = chosen[0];
        if (!candidate) {
          emit(ctx, 'target-illegal', ['603.3d'], `${trigger.sourceLabel}'s trigger has no legal ${describeKind(spec)} to target: it is removed from the stack`, { objects: [trigger.sourceLabel] });
          return;
        }
        emit(ctx, 'choice', ['603.3d'], `${who} targets ${labelOf(state, candidate)} with ${trigger.sourceLabel}'s trigger (${how}; none was chosen)`, { players: [who] });
      }
      targets.push({ ...toRecord(state, slot, candidate), ...(part.mode !== undefined ? { mode: part.mode } : {}) });
    }
  }
  const item = pushStackItem(state, {
    kind: 'triggered',
    source: trigger.source,
    sourceLabel: trigger.sourceLabel,
    ability,
    controller: trigger.controller,
    targets: trigger.namedByCreator?.targets ?? targets,
    modes,
    x: trigger.x ?? 0,
    label: `${trigger.sourceLabel}'s trigger`,
    ...(trigger.about ? { about: trigger.about } : {}),
    ...(trigger.namedByCreator?.moved ? { moved: trigger.namedByCreator.moved } : {}),
    ...(trigger.namedByCreator?.created ? { created: trigger.namedByCreator.created } : {}),
  });
  divideTriggerDamage(ctx, item, ability, trigger);
  const aim = item.targets.length ? ` targeting ${item.targets.map((t) => t.label).join(', ')}` : '';
  emit(ctx, 'put-on-stack', ['603.3', '603.3b'], `${who} puts ${item.label} on the stack${aim}: "${ability.text}"`, { players: [who], objects: [trigger.sourceLabel, ...item.targets.map((t) => t.label)] });
  queueTargetTriggers(ctx, item);
}

/**
 * 601.2d, 603.3d: a trigger's damage divided among its targets as it is put on the stack: the division
 * planned for it, or as evenly as possible; a planned division that can't be used is said so and the
 * default is used instead.
 */
function divideTriggerDamage(ctx: Ctx, item: StackItem, ability: Resolvable, trigger: PendingTrigger): void {
  const planned = takePlanned(ctx.state, trigger.controller, 'divide', trigger.sourceLabel);
  const division = planned && typeof planned.value === 'object' && !Array.isArray(planned.value) ? (planned.value as Record<string, number>) : undefined;
  try {
    divideDamage(ctx, item, ability, division, '603.3d', true);
  } catch (error) {
    if (!(error instanceof IllegalAction) || !division) throw error;
    emit(ctx, 'illegal-choice', ['603.3d', '601.2d'], error.message, { objects: [trigger.sourceLabel], ...(planned?.tag ? { tag: planned.tag } : {}) });
    divideDamage(ctx, item, ability, undefined, '603.3d', true);
  }
}

/**
 * 603.3d, 601.2c: the objects a triggered ability's counted target names: the planned ones that are
 * legal, or by default the first legal ones (as for one target) up to the most it may name (X: the
 * ability's X).
 */
function countedTargets(ctx: Ctx, trigger: PendingTrigger, spec: TargetSpec, names: string[] | undefined, by: Parameters<typeof targetProblem>[3], intent: 'harm' | 'help' | undefined, tag: string | undefined): Candidate[] {
  const { state } = ctx;
  const max = spec.count!.max === 'X' ? (trigger.x ?? 0) : spec.count!.max === 'any' ? Infinity : spec.count!.max;
  const chosen: Candidate[] = [];
  const same = (a: Candidate, b: Candidate) => labelOf(state, a) === labelOf(state, b);
  if (names) {
    for (const name of names.slice(0, max)) {
      const candidate = tryCandidate(ctx, spec, name);
      const problem = candidate ? targetProblem(state, spec, candidate, by) ?? (chosen.some((c) => same(c, candidate)) ? 'already chosen (115.3)' : undefined) : `there is nothing called "${name}" to target`;
      if (candidate && !problem) chosen.push(candidate);
      else emit(ctx, 'illegal-choice', ['603.3d', '115.1'], `${trigger.sourceLabel}'s trigger can't target ${candidate ? `${labelOf(state, candidate)}: ${problem}` : problem}`, { objects: [trigger.sourceLabel], ...(tag ? { tag } : {}) });
    }
    return chosen;
  }
  const defaults = defaultTargets(ctx, spec, trigger.controller, by, intent, max);
  const who = playerName(state, trigger.controller);
  emit(ctx, 'choice', ['603.3d', '601.2c'], `${who} targets ${defaults.chosen.length ? defaults.chosen.map((c) => labelOf(state, c)).join(', ') : 'nothing'} with ${trigger.sourceLabel}'s trigger (${defaults.how}; none was chosen)`, { players: [who] });
  return defaults.chosen;
}

/** The colors and card types of a trigger's source, as it is now or as it last existed. */
function sourceCharacteristics(ctx: Ctx, trigger: PendingTrigger): Pick<Characteristics, 'colors' | 'types' | 'power'> {
  const source = ctx.state.objects[trigger.source.id];
  const known = source && source.zoneChangeCount === trigger.source.zoneChangeCount ? source : ctx.state.lastKnown[`${trigger.source.id}:${trigger.source.zoneChangeCount}`];
  return known ? characteristics(ctx.state, known) : { colors: [], types: [] };
}

function tryCandidate(ctx: Ctx, spec: TargetSpec, named: unknown): Candidate | undefined {
  try {
    return findCandidate(ctx.state, spec, String(named));
  } catch (error) {
    if (error instanceof IllegalAction) return undefined;
    throw error;
  }
}

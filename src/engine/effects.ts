/**
 * Effects of resolving spells and abilities (609): damage (120), life (119), destroy (701.8), sacrifice
 * (701.21), exile, return, counters (122), draw (121), discard, mill, tokens (111), continuous effects
 * ("until end of turn" pumps, granted abilities, "becomes", gain control: 611.2, 613), prevention (615),
 * counter target spell (701.6), scry (701.22), tap/untap, attach (701.3), "unless you pay", mana.
 * Effects on several objects at once happen at once (a destroy-all, damage to each creature).
 */
import { isDeepStrictEqual } from 'node:util';
import { COLOR_WORDS, type Ability, type CardDefinition, type Color, type CopyExceptions, type Cost, type Effect, type ManaType, type Modification, type RulesChange, type TokenDefinition } from './cards/schema';
import { characteristics, chosenParts, hasKeyword, isCreature, sourceLapsed, spellResolvable, touch } from './characteristics';
import { CREATURE_TYPES } from './cards/creature-types';
import { creatureTypeNamed } from './cards/creature-types';
import { takeChoice } from './choices';
import { type Ctx, LimitReached, addCounters, battlefieldObjects, createObject, current, currentOrLastKnown, emit, isSameObject, playerName, refOf } from './context';
import { conditionHolds } from './conditions';
import { becomeCopy, copiedValues, exceptionWords } from './copy';
import { flip, transform } from './faces';
import { becomeMonarch } from './monarch';
import { loseGame } from './sba';
import { adapt, bolster, explore, flipCoin, monstrosity, putOnLibrary, renown, destructionReplaced, sacrifice } from './keyword-actions';
import { lookAtHand, putFromHand, revealHandAndDiscardChosen } from './hands';
import { cascade, castAsItResolves } from './casting';
import { clash, lookAtTop, pseudoRandomOrder, boundedSearch, searchLibrary, shuffleIntoLibraries, surveil, topOfLibrary } from './library';
import { offerPayment } from './payments';
import { applyInOrder } from './replacement';
import { createDelayedTrigger, fireTriggers, queueTriggeredCast, removeCounters, tapPermanents } from './triggers';
import { chooseDamageSource, dealDamage, gainLife, loseLife } from './damage';
import { addToPool, eligibleSacrifices, sacrificeChoice, type SacrificeKind } from './mana';
import { chosenFor, describeFilter } from './filters';
import { attachmentProblem, candidates, findCandidate, labelOf, selectObject, targetProblem, toRecord, type Candidate } from './targets';
import type { ChoiceValue, ContinuousEffect, GameObject, GameState, StackItem, TargetRecord, Zone } from './types';
import { amountOf, copiedObjects, inTurnOrder, inspectedObjects, objectsOnly, playersOnly, resolveWho, targetedAbilities } from './who';
import { discardCards, enterAll, moveAll, moveWithTriggers, removeFromCombat, type Move } from './zones';

/** The most tokens one effect may create, or cards it may draw, mill or discard: a game that asks for more stops with this limit named. */
export const MAX_PER_EFFECT = 500;

function atMost(n: number, what: string): number {
  if (n > MAX_PER_EFFECT) throw new LimitReached(`an effect would ${what} ${n}; Heartwood stops at ${MAX_PER_EFFECT} per effect`);
  return n;
}

/** The object dealing the damage: the spell or the ability's source, as it is or last existed (608.2h). */
function damageSource(state: GameState, item: StackItem): GameObject | undefined {
  return currentOrLastKnown(state, item.source);
}

function moveEach(ctx: Ctx, objects: GameObject[], move: Omit<Move, 'obj'>, item?: StackItem): void {
  if (objects.length === 0) return;
  const moved = moveAll(ctx, objects.map((obj) => ({ obj, ...move })));
  // 400.7j: other parts of the effect can find an object it moved to a public zone.
  if (item && PUBLIC_ZONES.includes(move.to)) item.moved = [...(item.moved ?? []), ...moved.map(refOf)];
}

const PUBLIC_ZONES: Zone[] = ['battlefield', 'graveyard', 'exile'];

/** "Exile Arc Blade with three time counters on it": each object exiled gets the counters as it arrives (122.6); a resolving spell so exiled isn't put into a graveyard (608.2n). */
function exileWithCounters(ctx: Ctx, objects: GameObject[], counters: { counter: string; amount: number }): void {
  for (const exiled of moveAll(ctx, objects.map((obj) => ({ obj, to: 'exile' as const, why: 'exiled', rule: '701.13a' })))) {
    if (exiled.zone !== 'exile') continue;
    addCounters(ctx.state, exiled, counters.counter, counters.amount);
    emit(ctx, 'effect', ['122.6'], `${exiled.label} is exiled with ${counters.amount} ${counters.counter} counter${counters.amount === 1 ? '' : 's'} on it`, { objects: [exiled.label] });
  }
}

/**
 * 608.2d: "return two lands you control to their owner's hand", "each player sacrifices two creatures"
 * (701.21a): the permanents the player names (choice "return" or "sacrifice"), then the first others
 * that match in battlefield order, stated; fewer if they control fewer (609.3).
 */
export function chosenOnResolution(ctx: Ctx, player: number, kind: SacrificeKind, count: number, choice: ChoiceValue | undefined, sourceId: number, verb: 'return' | 'sacrifice'): GameObject[] {
  const eligible = eligibleSacrifices(ctx.state, player, kind, sourceId);
  const who = playerName(ctx.state, player);
  const what = typeof kind === 'string' ? kind : describeFilter({ ...kind, controller: undefined });
  const rule = verb === 'return' ? '608.2d' : '701.21a';
  const named: GameObject[] = [];
  for (const label of Array.isArray(choice) ? choice : typeof choice === 'string' ? [choice] : []) {
    const found = selectObject(eligible, label);
    if (found) named.push(found);
    else emit(ctx, 'choice', [rule], `${who} can't ${verb} "${label}": it isn't a ${what} they control`, { players: [who] });
  }
  const chosen = [...new Set([...named, ...eligible])].slice(0, count);
  if (!chosen.length) emit(ctx, 'effect', [rule, '609.3'], `${who} controls no ${what} to ${verb}`, { players: [who] });
  else if (named.length < chosen.length) emit(ctx, 'choice', [rule], `${who} chooses ${chosen.map((o) => o.label).join(', ')} to ${verb} (the first ${count === 1 ? what : `${what}s`} they control; ${named.length ? 'no more were' : 'none was'} named)`, { players: [who] });
  return chosen;
}

export function applyEffect(ctx: Ctx, item: StackItem, effect: Effect, mode?: number): void {
  const { state } = ctx;
  const who = (w: Parameters<typeof resolveWho>[2]) => resolveWho(state, item, w, mode);
  const amount = (a: Parameters<typeof amountOf>[2]) => amountOf(ctx, item, a, mode);
  switch (effect.do) {
    case 'damage': {
      const sources = effect.from ? objectsOnly(who(effect.from)) : [damageSource(state, item)].filter((source): source is GameObject => source !== undefined);
      if (sources.length === 0) return;
      // "Each of those creatures deals damage equal to its power to ~": each source deals its own power, all at once.
      const ownPower = effect.from !== undefined && typeof effect.amount === 'object' && 'powerOf' in effect.amount && isDeepStrictEqual(effect.amount.powerOf, effect.from);
      const dealt = amount(effect.amount);
      const amountFrom = (source: GameObject) => (ownPower ? Math.max(0, characteristics(state, source).power ?? 0) : dealt);
      // 601.2d, 608.2b: divided damage goes to each legal target as divided; an illegal target's part isn't dealt.
      if (effect.divided) {
        for (const lost of item.targets.filter((record) => record.share !== undefined && record.verdict !== 'legal')) {
          emit(ctx, 'effect', ['608.2b', '601.2d'], `The ${lost.share} damage divided to ${lost.label} isn't dealt: it is an illegal target (the division stays as it was made)`, 'object' in lost.ref ? { objects: [lost.label] } : { players: [lost.label] });
        }
      }
      const recipients = who(effect.to);
      const unpreventable = effect.unpreventable ? { unpreventable: true } : {};
      const damaged = dealDamage(ctx, sources.flatMap((source) => recipients.map((recipient) => ({ source, recipient, amount: effect.divided ? (recipient.share ?? 0) : amountFrom(source), combat: false, ...unpreventable }))));
      // "a creature dealt damage this way": later parts of the effect find them.
      item.damaged = [...(item.damaged ?? []), ...damaged.map(refOf)];
      return;
    }
    case 'fight': {
      // 701.14a: each deals damage equal to its power to the other, at once.
      const [a] = objectsOnly(who(effect.what[0]));
      const [b] = objectsOnly(who(effect.what[1]));
      if (!a || !b) return;
      dealDamage(ctx, [
        { source: a, recipient: { object: b }, amount: characteristics(state, a).power ?? 0, combat: false },
        { source: b, recipient: { object: a }, amount: characteristics(state, b).power ?? 0, combat: false },
      ]);
      return;
    }
    case 'lose-life':
      for (const player of playersOnly(who(effect.who))) {
        const lost = amount(effect.amount);
        loseLife(ctx, player, lost);
        item.lifeLost = (item.lifeLost ?? 0) + lost;
      }
      return;
    case 'gain-life':
      for (const player of playersOnly(who(effect.who))) gainLife(ctx, player, amount(effect.amount), '');
      return;
    case 'player-counters':
      for (const player of playersOnly(who(effect.who))) {
        const n = amount(effect.amount);
        const p = state.players[player]!;
        p[effect.counter] = (p[effect.counter] ?? 0) + n;
        emit(ctx, 'effect', effect.counter === 'energy' ? ['107.14', '122.1'] : ['122.1f'], `${p.name} gets ${n} ${effect.counter} counter${n === 1 ? '' : 's'} (${p[effect.counter]} in all)`, { players: [p.name] });
      }
      return;
    case 'destroy': {
      const [indestructible, destroyed] = partition(objectsOnly(who(effect.what)), (o) => hasKeyword(state, o, 'indestructible'));
      for (const obj of indestructible) emit(ctx, 'effect', ['702.12b'], `${obj.label} is indestructible: it isn't destroyed`, { objects: [obj.label] });
      moveEach(ctx, destroyed.filter((obj) => !destructionReplaced(ctx, obj, effect.noRegeneration)), { to: 'graveyard', why: 'destroyed', rule: '701.8a' }, item);
      return;
    }
    case 'regenerate':
      addContinuous(ctx, item, who(effect.what), { regenerate: 1 }, 'end-of-turn', (label) => `The next time ${label} would be destroyed this turn, it regenerates instead`, ['701.19a']);
      return;
    case 'monstrosity':
      monstrosity(ctx, current(state, item.source), amount(effect.amount));
      return;
    case 'renown':
      renown(ctx, current(state, item.source), amount(effect.amount));
      return;
    case 'fabricate':
      fabricate(ctx, item, amount(effect.amount), mode);
      return;
    case 'adapt':
      adapt(ctx, current(state, item.source), amount(effect.amount));
      return;
    case 'bolster':
      bolster(ctx, item.controller, amount(effect.amount), item.sourceLabel);
      return;
    case 'explore':
      // 701.44c: a permanent that left the battlefield explores by its last known information.
      for (const obj of inspectedObjects(state, item, effect.what, mode)) explore(ctx, obj, item.sourceLabel);
      return;
    case 'move-counters': {
      // 122.5: removed from the first and put on the second; if either can't be done, neither is.
      const [from] = objectsOnly(who(effect.from));
      const [to] = objectsOnly(who(effect.to));
      const n = amount(effect.amount);
      const kind = `${effect.counter} counter${n === 1 ? '' : 's'}`;
      if (!from || !to || from === to || (from.counters[effect.counter] ?? 0) < n || from.zone !== 'battlefield' || to.zone !== 'battlefield') {
        emit(ctx, 'effect', ['122.5'], `${item.label}: ${n} ${kind} can't be moved${from && to ? ` from ${from.label} onto ${to.label}` : ''}, so none is`, { objects: [item.label] });
        return;
      }
      removeCounters(ctx, from, effect.counter, n);
      addCounters(state, to, effect.counter, n);
      emit(ctx, 'effect', ['122.5'], `${n} ${kind} move${n === 1 ? 's' : ''} from ${from.label} onto ${to.label}`, { objects: [from.label, to.label] });
      return;
    }
    case 'put-on-library':
      putOnLibrary(ctx, objectsOnly(who(effect.what)), effect.where);
      return;
    case 'shuffle-into-library':
      shuffleIntoLibraries(ctx, objectsOnly(who(effect.what)), [...inspectedObjects(state, item, effect.what, mode).map((obj) => obj.owner), ...(effect.yourLibrary ? [item.controller] : [])]);
      return;
    case 'shuffle-zones-into-library':
      for (const player of playersOnly(who(effect.who))) {
        const cards = effect.zones.flatMap((zone) => state.players[player]![zone]).map((id) => state.objects[id]!);
        shuffleIntoLibraries(ctx, cards, [player]);
      }
      return;
    case 'search-library': {
      const max = effect.max === 'any' ? Infinity : atMost(amount(effect.max), 'search for cards:');
      const search = effect.manaValueAtMost === undefined ? effect : boundedSearch(ctx, item, effect, amount(effect.manaValueAtMost));
      for (const owner of effect.whose ? playersOnly(who(effect.whose)) : [item.controller]) searchLibrary(ctx, item.controller, owner, max, search, item.sourceLabel);
      return;
    }
    case 'look-at-top':
      for (const player of playersOnly(who(effect.whose))) lookAtTop(ctx, item, player, atMost(amount(effect.amount), 'look at cards:'), effect);
      return;
    case 'sacrifice': {
      const count = effect.amount === undefined ? 1 : amount(effect.amount);
      if (count === 1) {
        const players = playersOnly(who(effect.who));
        for (const player of players) {
          const victim = sacrificeChoice(ctx, player, effect.kind, takeChoice(state, player, 'sacrifice'), undefined, item.source.id);
          if (!victim) continue;
          // "that creature's toughness": the one permanent one player sacrificed, as it last existed (608.2h); a cost's comes first.
          if (players.length === 1) item.sacrificed ??= refOf(victim);
          sacrifice(ctx, [victim], 'sacrificed');
        }
        return;
      }
      // 101.4: each player chooses in turn order, then what they chose is sacrificed at once.
      const victims = playersOnly(who(effect.who)).flatMap((player) => chosenOnResolution(ctx, player, effect.kind, count, takeChoice(state, player, 'sacrifice'), item.source.id, 'sacrifice'));
      if (victims.length) sacrifice(ctx, victims, 'sacrificed');
      return;
    }
    case 'return-chosen':
      for (const player of playersOnly(who(effect.who))) moveEach(ctx, chosenOnResolution(ctx, player, effect.filter, effect.amount, takeChoice(state, player, 'return'), item.source.id, 'return'), { to: 'hand', why: "returned to its owner's hand", rule: '400.7' });
      return;
    case 'flip':
      for (const obj of objectsOnly(who(effect.what))) flip(ctx, obj);
      return;
    case 'transform':
      for (const obj of objectsOnly(who(effect.what))) transform(ctx, item, obj);
      return;
    case 'sacrifice-object':
      sacrifice(ctx, objectsOnly(who(effect.what)).filter((o) => o.zone === 'battlefield' && o.controller === item.controller), 'sacrificed');
      return;
    case 'exile':
      if (effect.until) exileUntilSourceLeaves(ctx, item, objectsOnly(who(effect.what)));
      else if (effect.withCounters) exileWithCounters(ctx, objectsOnly(who(effect.what)), effect.withCounters);
      else moveEach(ctx, objectsOnly(who(effect.what)), { to: 'exile', why: 'exiled', rule: '701.13a' }, item);
      return;
    case 'exile-and-return':
      for (const obj of objectsOnly(who(effect.what))) {
        const exiled = moveWithTriggers(ctx, obj, 'exile', 'exiled', '701.13a');
        if (exiled.zone === 'exile') moveAll(ctx, [{ obj: exiled, to: 'battlefield', why: 'returned to the battlefield', rule: '400.7', controller: effect.owner ? exiled.owner : item.controller }]);
      }
      return;
    case 'return-to-hand':
      moveEach(ctx, objectsOnly(who(effect.what)), { to: 'hand', why: "returned to its owner's hand", rule: '400.7' });
      return;
    case 'return-to-battlefield':
      for (const obj of objectsOnly(who(effect.what))) moveEach(ctx, [obj], { to: 'battlefield', why: 'returned to the battlefield', rule: '400.7', controller: effect.owner ? obj.owner : item.controller, ...(effect.tapped ? { tapped: true } : {}), ...(effect.withCounter ? { withCounter: effect.withCounter } : {}) }, item);
      return;
    case 'counters':
      for (const obj of objectsOnly(who(effect.on))) {
        const n = amount(effect.amount);
        addCounters(state, obj, effect.counter, n);
        emit(ctx, 'effect', ['122.1', '122.6'], `${n} ${effect.counter} counter${n === 1 ? '' : 's'} ${n === 1 ? 'is' : 'are'} put on ${obj.label}`, { objects: [obj.label] });
      }
      return;
    case 'remove-counters':
      for (const obj of objectsOnly(who(effect.on))) {
        const had = obj.counters[effect.counter] ?? 0;
        const n = effect.amount === 'all' ? had : Math.min(amount(effect.amount), had);
        emit(ctx, 'effect', ['122.1'], `${n} ${effect.counter} counter${n === 1 ? '' : 's'} ${n === 1 ? 'is' : 'are'} removed from ${obj.label}`, { objects: [obj.label] });
        removeCounters(ctx, obj, effect.counter, n);
      }
      return;
    case 'unearth':
      for (const card of objectsOnly(who('self-in-graveyard'))) unearth(ctx, item, card);
      return;
    case 'cast-as-it-resolves':
      castAsItResolves(ctx, item, effect.keyword);
      return;
    case 'cascade':
      cascade(ctx, item, effect.manaValue);
      return;
    case 'another-of-each-counter':
      for (const obj of objectsOnly(who(effect.on))) {
        const kinds = Object.keys(obj.counters).filter((k) => obj.counters[k]! > 0);
        for (const kind of kinds) addCounters(state, obj, kind, 1);
        emit(ctx, 'effect', ['122.1'], kinds.length ? `${obj.label} gets another ${kinds.join(', ')} counter` : `${obj.label} has no counters: nothing happens`, { objects: [obj.label] });
      }
      return;
    case 'draw':
      for (const player of playersOnly(who(effect.who))) draw(ctx, player, atMost(amount(effect.amount), 'draw cards:'));
      return;
    case 'discard':
      for (const player of playersOnly(who(effect.who))) {
        const count = atMost(amount(effect.amount), 'discard cards:');
        // 701.9a: the resolving spell's or ability's instruction: its controller causes the discard.
        if (effect.random) discardAtRandom(ctx, player, count, item.controller);
        else discard(ctx, player, count, '701.9a', undefined, item.controller);
      }
      return;
    case 'discard-hand':
      // 701.9a: no choice — every card in the hand, at once.
      for (const player of playersOnly(who(effect.who))) discardCards(ctx, state.players[player]!.hand.map((id) => state.objects[id]!), '701.9a', item.controller);
      return;
    case 'look-at-hand':
      for (const player of playersOnly(who(effect.whose))) lookAtHand(ctx, item, player);
      return;
    case 'reveal-hand-discard-chosen':
      for (const player of playersOnly(who(effect.who))) revealHandAndDiscardChosen(ctx, item, player, effect);
      return;
    case 'put-from-hand':
      putFromHand(ctx, item, effect);
      return;
    case 'mill':
      for (const player of playersOnly(who(effect.who))) moveEach(ctx, topOfLibrary(ctx, player, atMost(amount(effect.amount), 'mill cards:')), { to: 'graveyard', why: 'milled', rule: '701.17a' });
      return;
    case 'exile-top':
      for (const player of playersOnly(who(effect.who))) moveEach(ctx, topOfLibrary(ctx, player, atMost(amount(effect.amount), 'exile cards:')), { to: 'exile', why: 'exiled from the top of its library', rule: '406.3' });
      return;
    case 'manifest':
      // 701.40a: turned face down, then put onto the battlefield under that player's control (708.3: it enters face down).
      for (const player of playersOnly(who(effect.who))) moveEach(ctx, topOfLibrary(ctx, player, 1), { to: 'battlefield', why: 'manifested', rule: '701.40a', controller: player, manifested: true }, item);
      return;
    case 'create-token':
      for (const player of playersOnly(who(effect.for))) createTokens(ctx, item, effect, player);
      return;
    case 'create-token-copy':
      for (const original of copiedObjects(state, item, effect.of, mode)) createTokenCopy(ctx, item, original, effect.except);
      return;
    case 'populate':
      populate(ctx, item);
      return;
    case 'pump': {
      // 608.2h: an amount ("+X/+X where X is …") is counted once, as the effect begins.
      const [power, toughness] = [effect.power, effect.toughness].map((change) => (typeof change === 'number' ? change : (change.negate ? -1 : 1) * amount(change.amount))) as [number, number];
      addContinuous(ctx, item, who(effect.on), { changes: { power, toughness } }, 'end-of-turn', (label) => `${label} gets ${signed(power)}/${signed(toughness)} until end of turn`, ['611.2a', '613.4c']);
      return;
    }
    case 'grant':
      addContinuous(ctx, item, who(effect.on), { changes: { addKeywords: effect.keywords } }, 'end-of-turn', (label) => `${label} gains ${effect.keywords.join(', ')} until end of turn`, ['611.2a', '613.1f']);
      return;
    case 'modify': {
      const grants = grantedBy(state, item, effect.changes.addGrantedAbilities);
      const lasting = modifyDuration(ctx, item, effect.until);
      if (!lasting) return;
      const changes = withChosenType(ctx, item, effect.changes);
      const made = { ...effect, changes };
      addContinuous(ctx, item, who(effect.on), { changes, ...(effect.rules ? { rules: effect.rules } : {}), ...(grants.length ? { grants } : {}), ...lasting.extra }, lasting.until, (label) => `${label} ${describeChanges(made, lasting.untapStep, grants)}${lasting.words}`, [lasting.rule, ...layerRules(changes, effect.rules)]);
      return;
    }
    case 'block-if-able': {
      const attacker = objectsOnly(who(effect.blocking))[0];
      if (!attacker) return;
      const combatOnly = effect.until === 'end-of-combat';
      addContinuous(ctx, item, who(effect.on), { mustBlock: refOf(attacker), ...(combatOnly ? { endsWithCombat: true as const } : {}) }, 'end-of-turn', (label) => `${label} blocks ${attacker.label} ${combatOnly ? 'this combat' : 'this turn'} if able`, ['509.1c', '611.2a']);
      return;
    }
    case 'cant-block-attacker': {
      const attacker = objectsOnly(who(effect.attacker))[0];
      if (!attacker) return;
      addContinuous(ctx, item, who(effect.on), { cantBlockAttacker: refOf(attacker) }, 'end-of-turn', (label) => `${label} can't block ${attacker.label} this turn`, ['509.1b', '611.2a']);
      return;
    }
    case 'choose':
      chooseOnResolution(ctx, item, effect.choice);
      return;
    case 'gain-control': {
      const lasting = modifyDuration(ctx, item, effect.until);
      if (!lasting) return;
      addContinuous(ctx, item, who(effect.what), { control: item.controller, ...lasting.extra }, lasting.until, (label) => `${playerName(state, item.controller)} gains control of ${label}${lasting.words}`, ['613.1b', lasting.rule]);
      updateControl(ctx);
      return;
    }
    case 'grant-protection-from-chosen-color': {
      const color = effect.chosen ? chosenFor(state, { controller: item.controller, sourceId: item.source.id, ...(item.chosen ? { chosen: item.chosen } : {}) }).color : chosenColor(ctx, item);
      // Nothing was chosen (a source that didn't enter choosing): no protection.
      if (!color) return;
      addContinuous(ctx, item, who(effect.on), { changes: { addKeywords: [`protection from ${COLOR_WORDS[color]}`] } }, 'end-of-turn', (label) => `${label} gains protection from ${COLOR_WORDS[color]} until end of turn`, ['611.2a', '702.16a']);
      return;
    }
    case 'prevent-all-damage':
    {
      const dealt = effect.dealt ?? 'to';
      const words = dealt === 'to' ? 'dealt to' : dealt === 'by' ? 'dealt by' : 'dealt to and dealt by';
      const prevention = { to: dealt !== 'by', by: dealt !== 'to', combat: Boolean(effect.combat) };
      // 611.2c: "prevent all damage that would be dealt to creatures this turn" covers creatures that arrive later too.
      if (typeof effect.on === 'object' && 'all' in effect.on && !effect.on.controlledBy) {
        state.effects.push({ timestamp: state.nextTimestamp++, affected: [], source: item.label, controller: item.controller, until: 'end-of-turn', preventAllDamage: { ...prevention, matching: { filter: effect.on.all, sourceId: item.source.id } } });
        emit(ctx, 'effect', ['615.1a', '611.2c'], `All ${effect.combat ? 'combat ' : ''}damage that would be ${words} each ${describeFilter(effect.on.all, 'permanent')} this turn will be prevented (those that arrive later too)`);
        return;
      }
      addContinuous(ctx, item, who(effect.on), { preventAllDamage: prevention }, 'end-of-turn', (label) => `All ${effect.combat ? 'combat ' : ''}damage that would be ${words} ${label} this turn will be prevented`, ['615.1a']);
    }
      return;
    case 'damage-cant-be-prevented':
      state.effects.push({ timestamp: state.nextTimestamp++, affected: [], source: item.label, controller: item.controller, damageCantBePrevented: true, until: 'end-of-turn' });
      emit(ctx, 'effect', ['615.12'], "Damage can't be prevented this turn");
      return;
    case 'exile-if-dies':
      if (!effect.what) {
        state.effects.push({ timestamp: state.nextTimestamp++, affected: [], source: item.label, controller: item.controller, exileIfDies: 'all', until: 'end-of-turn' });
        emit(ctx, 'effect', ['614.1a'], 'If a creature would die this turn, it will be exiled instead');
        return;
      }
      addContinuous(ctx, item, who(effect.what), { exileIfDies: 'affected' }, 'end-of-turn', (label) => `If ${label} would die this turn, it will be exiled instead`, ['614.1a']);
      return;
    case 'replace-next-draw': {
      // 614.11: a replacement shield on its controller's next draw this turn.
      state.effects.push({ timestamp: state.nextTimestamp++, affected: [], source: item.label, controller: item.controller, replaceNextDraw: { player: item.controller, effects: effect.effects, item: { ...item, targets: item.targets.map((t) => ({ ...t })) } }, until: 'end-of-turn' });
      emit(ctx, 'effect', ['614.11', '614.1a'], `The next time ${playerName(state, item.controller)} would draw a card this turn, the effect of ${item.label} will happen instead`, { players: [playerName(state, item.controller)] });
      return;
    }
    case 'prevent-next-from-source': {
      const [to] = effect.to ? who(effect.to) : [];
      if (effect.to && !to) return;
      const source = chooseDamageSource(ctx, item, effect.source);
      if (!source) return;
      if (effect.all) {
        // 615.1a: the damage dealt by that source, as "prevent all damage that would be dealt by it this turn".
        addContinuous(ctx, item, [{ object: source }], { preventAllDamage: { to: false, by: true, combat: false } }, 'end-of-turn', (label) => `All damage ${label} would deal this turn will be prevented`, ['615.1a', '609.7a']);
        return;
      }
      const shielded = to && ('player' in to ? { player: to.player } : { object: refOf(to.object) });
      state.effects.push({ timestamp: state.nextTimestamp++, affected: [], source: item.label, controller: item.controller, preventNextFrom: { source: refOf(source), ...(shielded ? { to: shielded } : {}), ...(effect.gainLife ? { gainLife: true as const } : {}) }, until: 'end-of-turn' });
      const toWhom = !to ? '' : ` to ${'player' in to ? playerName(state, to.player) : to.object.label}`;
      emit(ctx, 'effect', ['615.1a', '609.7a'], `The next time ${source.label} would deal damage${toWhom} this turn, that damage will be prevented`, { objects: [source.label] });
      return;
    }
    case 'redirect-damage': {
      const n = amount(effect.amount);
      const [to] = who(effect.to);
      if (!to) return;
      const toName = 'object' in to ? to.object.label : playerName(state, to.player);
      addContinuous(ctx, item, who(effect.on), { redirectNext: { amount: n, to: 'object' in to ? { object: refOf(to.object) } : { player: to.player } } }, 'end-of-turn', (label) => `The next ${n} damage that would be dealt to ${label} this turn will be dealt to ${toName} instead`, ['614.9']);
      return;
    }
    case 'prevent-damage': {
      const n = amount(effect.amount);
      addContinuous(ctx, item, who(effect.on), { preventNext: n }, 'end-of-turn', (label) => `The next ${n} damage that would be dealt to ${label} this turn will be prevented`, ['615.7']);
      return;
    }
    case 'prevent-combat-damage':
      state.effects.push({ timestamp: state.nextTimestamp++, affected: [], source: item.label, controller: item.controller, preventCombatDamage: true, until: 'end-of-turn' });
      emit(ctx, 'effect', ['615.1a'], 'All combat damage that would be dealt this turn will be prevented');
      return;
    case 'counter':
      for (const obj of objectsOnly(who(effect.what))) {
        // "unless its controller pays {N}" (118.12): that player chooses, and pays when able by default.
        if (effect.unlessPays !== undefined && offerPayment(ctx, obj.controller, obj, { mana: `{${amount(effect.unlessPays)}}` }, item.sourceLabel)) continue;
        counterSpell(ctx, obj, effect.exile);
      }
      for (const ability of targetedAbilities(state, item, effect.what, mode)) counterAbility(ctx, ability);
      return;
    case 'scry':
      scry(ctx, item, amount(effect.amount));
      return;
    case 'new-hand': {
      const players = playersOnly(who(effect.who));
      const hands = players.map((player) => state.players[player]!.hand.map((id) => state.objects[id]!));
      players.forEach((player, i) => (effect.by === 'discard' ? discardCards(ctx, hands[i]!, '701.9a', item.controller) : shuffleIntoLibraries(ctx, hands[i]!, [player])));
      // "that many": as many cards as the hand had.
      players.forEach((player, i) => draw(ctx, player, Math.max(0, hands[i]!.length + (effect.plus ?? 0))));
      return;
    }
    case 'reveal-at-random':
      for (const player of playersOnly(who(effect.who))) revealAtRandom(ctx, item, player);
      return;
    case 'surveil':
      if (surveil(ctx, item, amount(effect.amount))) fireTriggers(ctx, 'surveils', { player: item.controller, cause: `${playerName(state, item.controller)} surveilled` });
      return;
    case 'clash':
      clash(ctx, item);
      return;
    case 'flip-coin':
      flipCoin(ctx, item);
      return;
    case 'lose-game':
      for (const player of playersOnly(who(effect.who))) loseGame(ctx, player);
      return;
    case 'become-monarch':
      for (const player of playersOnly(who(effect.who))) becomeMonarch(ctx, player);
      return;
    case 'extra-turn':
      // 500.7: added directly after this turn, one at a time in APNAP order; the one created last is taken first.
      for (const player of playersOnly(who(effect.who))) {
        state.extraTurns = [player, ...(state.extraTurns ?? [])];
        emit(ctx, 'effect', ['500.7'], `${playerName(state, player)} will take an extra turn after this one`, { players: [playerName(state, player)] });
      }
      return;
    case 'skip':
      // 614.10, 614.10a: each effect skips its own occurrences — two "skip your next turn" skip the next two.
      for (const player of playersOnly(who(effect.who))) {
        const p = state.players[player]!;
        p.skips = { ...p.skips, [effect.next]: (p.skips?.[effect.next] ?? 0) + effect.count };
        const what = effect.next === 'turn' ? 'turn' : 'draw step';
        emit(ctx, 'effect', ['614.10'], `${p.name} will skip their next ${effect.count === 1 ? what : `${effect.count} ${what}s`}`, { players: [p.name] });
      }
      return;
    case 'become-copy': {
      const self = current(state, item.source);
      const original = objectsOnly(who(effect.of))[0];
      if (!self || !original) return;
      becomeCopy(ctx, self, original, effect.exceptThisAbility ? item.ability : undefined);
      return;
    }
    case 'copy-spell': {
      const spells = objectsOnly(who(effect.what));
      if (effect.what === 'self' && spells.length === 0) {
        // 707.10 would copy the spell as it last existed; the engine keeps no spell that has left the stack.
        emit(ctx, 'note', ['707.10', '608.2h'], `${item.sourceLabel} has left the stack: Heartwood can't yet copy a spell from its last known information, so ${item.label} makes no copies`, { objects: [item.sourceLabel] });
        return;
      }
      for (const obj of spells) for (let copy = 0; copy < (effect.times ?? 1); copy++) copySpell(ctx, item, obj);
      return;
    }
    case 'change-targets':
      for (const obj of objectsOnly(who(effect.what))) {
        const spell = stackItemOf(state, obj);
        if (spell) (effect.must ? changeTheTarget : chooseNewTargets)(ctx, item, spell, effect.must ? '115.7a' : '115.7d');
      }
      return;
    case 'tap':
    case 'untap':
    case 'tap-or-untap': {
      const objects = objectsOnly(who(effect.what));
      const verb = effect.do === 'tap-or-untap' ? tapOrUntapChoice(ctx, item, objects) : effect.do;
      const untapped = objects.filter((obj) => obj.tapped && verb === 'untap');
      const tapped = objects.filter((obj) => !obj.tapped && verb === 'tap');
      for (const obj of objects) {
        if (verb === 'untap') obj.tapped = false;
        emit(ctx, 'effect', [verb === 'tap' ? '701.26a' : '701.26b'], `${obj.label} becomes ${verb}ped`, { objects: [obj.label] });
      }
      tapPermanents(ctx, tapped);
      becameUntapped(ctx, untapped);
      return;
    }
    case 'attach': {
      const self = current(state, item.source);
      const [host] = objectsOnly(who(effect.to));
      if (!self || self.zone !== 'battlefield' || !host) return;
      if (self.attachedTo && isSameObject(self.attachedTo, host)) {
        emit(ctx, 'effect', ['701.3b', '613.7e'], `${self.label} is already attached to ${host.label}: attaching it there again does nothing (no new timestamp)`, { objects: [self.label, host.label] });
        return;
      }
      const problem = attachmentProblem(state, self, host);
      if (problem) {
        emit(ctx, 'effect', ['701.3b'], `${self.label} can't be attached to ${host.label}, so it doesn't move: ${problem}`, { objects: [self.label, host.label] });
        return;
      }
      self.attachedTo = refOf(host);
      self.timestamp = state.nextTimestamp++; // 613.7e
      touch(state);
      emit(ctx, 'effect', ['701.3a', '701.3c', '613.7e'], `${self.label} becomes attached to ${host.label}`, { objects: [self.label, host.label] });
      return;
    }
    case 'unless-pay':
      unlessPay(ctx, item, effect, mode);
      return;
    case 'for-each-player':
      forEachPlayer(ctx, item, effect, mode);
      return;
    case 'may-pay': {
      const source = currentOrLastKnown(state, item.source);
      // 603.5: the controller, or the player the effect names ("that player may pay {2}"), chooses whether to pay.
      const [payer = item.controller] = effect.payer === undefined ? [] : playersOnly(who(effect.payer));
      if (source && offerPayment(ctx, payer, source, effect.cost, item.sourceLabel, item.x)) for (const inner of effect.effects) applyEffect(ctx, item, inner, mode);
      return;
    }
    case 'may-do': {
      // 603.5: the controller (or the player the effect names: "target opponent may draw a card") chooses;
      // 608.2c: "if you do" — the rest happens only if the first part was done.
      const [chooser] = effect.who === undefined ? [item.controller] : playersOnly(who(effect.who));
      if (chooser === undefined || !mayChoice(ctx, item, chooser)) return;
      const done = effect.effects.every((first) => canDo(ctx, item, first, mode));
      for (const first of effect.effects) applyEffect(ctx, item, first, mode);
      if (!effect.then) return;
      if (done) for (const inner of effect.then) applyEffect(ctx, item, inner, mode);
      else emit(ctx, 'effect', ['608.2c'], `${item.label}: ${playerName(state, item.controller)} couldn't do the first part, so what "if you do" says doesn't happen`, { objects: [item.label] });
      return;
    }
    case 'reveal-top-sharing-type':
      if (revealedSharingType(ctx, item)) for (const inner of effect.effects) applyEffect(ctx, item, inner, mode);
      return;
    case 'if': {
      const holds = conditionHolds(state, effect.condition, { controller: item.controller, item, ...withSource(state, item) });
      if (holds) for (const inner of effect.effects) applyEffect(ctx, item, inner, mode);
      else if (effect.otherwise) for (const inner of effect.otherwise) applyEffect(ctx, item, inner, mode);
      else emit(ctx, 'effect', ['608.2c'], `${item.label}: the condition of "if …" doesn't hold, so that part does nothing`, { objects: [item.label] });
      return;
    }
    case 'delayed-trigger':
      createDelayedTrigger(ctx, item, effect);
      return;
    case 'add-mana': {
      // Only plain types, or several at once ("Add {B}{R}"), reach here: abilities that offer a choice of type are mana abilities (605.1a).
      const amount = amountOf(ctx, item, effect.amount, mode);
      const symbols = typeof effect.mana === 'string' && effect.mana.length === 1 ? Array<ManaType>(amount).fill(effect.mana as ManaType) : typeof effect.mana === 'object' && 'each' in effect.mana ? Array.from({ length: amount }, () => (effect.mana as { each: ManaType[] }).each).flat() : typeof effect.mana === 'object' && 'anyCombinationOf' in effect.mana ? anyCombination(ctx, item, effect.mana.anyCombinationOf, amount) : [];
      if (!symbols.length) return;
      // 106.3: the player the effect names ("that player adds {G}": Tangleroot's caster), else the ability's controller.
      for (const player of effect.who ? playersOnly(who(effect.who)) : [item.controller]) {
        const snow = addToPool(state, player, symbols, currentOrLastKnown(state, item.source));
        emit(ctx, 'mana', ['106.3', ...(snow ? ['107.4h'] : [])], `${playerName(state, player)} adds ${symbols.map((type) => `{${type}}`).join('')}${snow ? ` (snow mana: ${item.sourceLabel} is a snow source)` : ''}`, { players: [playerName(state, player)] });
      }
      return;
    }
  }
}

/** "Tap or untap target permanent" (701.26a–b): the controller's choice "tap-or-untap"; by default whichever changes the permanent, stated. */
function tapOrUntapChoice(ctx: Ctx, item: StackItem, objects: GameObject[]): 'tap' | 'untap' {
  const value = item.choices['tap-or-untap'] ?? takeChoice(ctx.state, item.controller, 'tap-or-untap', item.sourceLabel);
  const who = playerName(ctx.state, item.controller);
  if (value === 'tap' || value === 'untap') {
    emit(ctx, 'choice', ['701.26a', '701.26b'], `${who} chooses to ${value} ${objects.map((obj) => obj.label).join(', ') || 'nothing'}`, { players: [who] });
    return value;
  }
  const verb = objects.some((obj) => obj.tapped) ? 'untap' : 'tap';
  emit(ctx, 'choice', ['701.26a', '701.26b'], `${who} chooses to ${verb} ${objects.map((obj) => obj.label).join(', ') || 'nothing'} (the default: ${verb === 'untap' ? "it's tapped" : "it's untapped"})`, { players: [who] });
  return verb;
}

/**
 * 106.3: a spell's "Add X mana in any combination of {B} and/or {R}": all of the color chosen as it was cast
 * (`choosing red`), else all of the first type (stated).
 */
function anyCombination(ctx: Ctx, item: StackItem, types: ManaType[], amount: number): ManaType[] {
  const named = item.choices.color === undefined ? undefined : colorNamed(String(item.choices.color));
  const type = named && types.includes(named) ? named : types[0]!;
  const who = playerName(ctx.state, item.controller);
  emit(ctx, 'choice', ['106.3'], `${who} takes all ${amount} mana as {${type}} (${type === named ? 'the color chosen' : 'the first type offered; no color was chosen'}; it offers any combination of ${types.map((t) => `{${t}}`).join(' and/or ')})`, { players: [who] });
  return Array<ManaType>(amount).fill(type);
}

/** "You may" (603.5): the choice "may" on the item or planned for its source; default yes. */
export function mayChoice(ctx: Ctx, item: StackItem, chooser = item.controller): boolean {
  // The choices made as a spell was cast or an ability activated are its controller's.
  const value = (chooser === item.controller ? item.choices.may : undefined) ?? takeChoice(ctx.state, chooser, 'may', item.sourceLabel);
  const yes = value === undefined ? true : value === true || value === 'yes';
  const who = playerName(ctx.state, chooser);
  emit(ctx, 'choice', ['603.5'], value === undefined ? `${who} chooses to apply "you may" of ${item.label} (the default: yes)` : `${who} chooses ${yes ? 'to' : 'not to'} apply ${item.label}`, { players: [who] });
  return yes;
}

/**
 * Kinship (701.20e, 701.20a, 603.5): the controller may look at the top card of their library and, if it shares a
 * creature type with the source (205.3m; changeling has them all, 702.73a), may reveal it: whether they did.
 */
function revealedSharingType(ctx: Ctx, item: StackItem): boolean {
  const { state } = ctx;
  const who = playerName(state, item.controller);
  if (!mayChoice(ctx, item)) return false;
  const [top] = topOfLibrary(ctx, item.controller, 1);
  const source = currentOrLastKnown(state, item.source);
  if (!top || !source) {
    emit(ctx, 'effect', ['701.20e'], `${who} looks at the top of their library: it is empty`, { players: [who] });
    return false;
  }
  const theirs = characteristics(state, source).subtypes;
  const shared = characteristics(state, top).subtypes.filter((type) => CREATURE_TYPES.includes(type) && theirs.includes(type));
  emit(ctx, 'effect', ['701.20e'], `${who} looks at the top card of their library: ${top.label}`, { players: [who] });
  if (!shared.length) {
    emit(ctx, 'effect', ['608.2c', '205.3m'], `${top.label} shares no creature type with ${source.label}, so it can't be revealed and what "if you do" says doesn't happen`, { players: [who] });
    return false;
  }
  if (!mayChoice(ctx, item)) return false;
  emit(ctx, 'effect', ['701.20a', '205.3m'], `${who} reveals ${top.label} (it shares the creature type ${shared.join(', ')} with ${source.label})`, { players: [who] });
  return true;
}

/**
 * 608.2c: whether the first part of "you may …. If you do, …" can be done as it resolves: each player it
 * names has the cards to draw or discard, or a permanent to sacrifice; else what it acts on is there (a
 * target still legal, the object it names in the zone it is looked for in).
 */
function canDo(ctx: Ctx, item: StackItem, effect: Effect, mode: number | undefined): boolean {
  const { state } = ctx;
  const players = (w: Parameters<typeof resolveWho>[2]) => playersOnly(resolveWho(state, item, w, mode));
  switch (effect.do) {
    case 'draw':
      return players(effect.who).every((player) => state.players[player]!.unknownLibrary || state.players[player]!.library.length >= amountOf(ctx, item, effect.amount, mode));
    case 'discard':
      return players(effect.who).every((player) => state.players[player]!.hand.length >= amountOf(ctx, item, effect.amount, mode));
    case 'sacrifice':
      return players(effect.who).every((player) => eligibleSacrifices(state, player, effect.kind, item.source.id).length > 0);
    case 'return-chosen':
      return players(effect.who).every((player) => eligibleSacrifices(state, player, effect.filter, item.source.id).length > 0);
    default: {
      const subject = effect.do === 'damage' ? effect.to : 'what' in effect ? effect.what : 'on' in effect ? effect.on : 'who' in effect ? effect.who : undefined;
      return (subject === undefined ? [] : Array.isArray(subject) ? subject : [subject]).every((one) => resolveWho(state, item, one, mode).length > 0);
    }
  }
}

/** The object a stack item's ability is on, as it is or last existed, for conditions about it ("if ~ is monstrous"). */
function withSource(state: GameState, item: StackItem): { source?: GameObject } {
  const source = currentOrLastKnown(state, item.source);
  return source ? { source } : {};
}

/** The quoted abilities an effect grants (layer 6): from its source's definition, fixed as the effect begins. */
function grantedBy(state: GameState, item: StackItem, indexes: number[] | undefined): Ability[] {
  if (!indexes?.length) return [];
  const source = currentOrLastKnown(state, item.source);
  const granted = source ? characteristics(state, source).definition.grantedAbilities ?? [] : [];
  return indexes.flatMap((i) => granted[i] ?? []);
}

/** "Whenever ~ becomes untapped" (inspired): the permanents that went from tapped to untapped. */
export function becameUntapped(ctx: Ctx, objects: GameObject[]): void {
  endWhileTapped(ctx, objects);
  for (const obj of objects) fireTriggers(ctx, 'becomes-untapped', { object: obj, seen: characteristics(ctx.state, obj), cause: `${obj.label} became untapped` });
}

/** 502.3: permanents an effect says don't untap during the untap step, and the others. */
export function heldTapped(state: GameState, objects: GameObject[]): [GameObject[], GameObject[]] {
  return partition(objects, (obj) => Boolean(characteristics(state, obj).rules.doesntUntap));
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** `untapStep`: whose untap step a "doesn't untap" is about ("its controller's next", "Alice's next"). */
function describeChanges(effect: Extract<Effect, { do: 'modify' }>, untapStep: string, grants: Ability[] = []): string {
  const c = effect.changes;
  const parts = [
    grants.length > 0 && `gains ${grants.map((g) => `"${g.text}"`).join(' and ')}`,
    c.removeTypes && `isn't a ${c.removeTypes.join(' or ').toLowerCase()}`,
    c.setTypes && `becomes a ${c.setTypes.join(' ')}`,
    c.addTypes && `becomes a ${c.addTypes.join(' ')} in addition to its other types`,
    c.setSubtypes && `becomes a ${c.setSubtypes.join(' ')}`,
    c.setColors && `becomes ${c.setColors.length ? c.setColors.map((color) => COLOR_WORDS[color]).join(' and ') : 'colorless'}`,
    c.loseAllAbilities && 'loses all abilities',
    c.loseKeywords && `loses ${c.loseKeywords.join(', ')}`,
    c.addKeywords && `gains ${c.addKeywords.join(', ')}`,
    (c.setPower !== undefined || c.setToughness !== undefined) && `has base power and toughness ${c.setPower ?? '*'}/${c.setToughness ?? '*'}`,
    (c.power !== undefined || c.toughness !== undefined) && `gets ${signed(c.power ?? 0)}/${signed(c.toughness ?? 0)}`,
    c.switchPowerToughness && 'has its power and toughness switched',
    effect.rules?.cantBlock && "can't block",
    effect.rules?.cantAttack && "can't attack",
    effect.rules?.cantBeBlocked && "can't be blocked",
    effect.rules?.attacksEachCombat && 'attacks this turn if able',
    effect.rules?.blocksEachCombat && 'blocks this turn if able',
    effect.rules?.mustBeBlocked && 'must be blocked this turn if able',
    effect.rules?.doesntUntap && `doesn't untap during ${untapStep} untap step`,
    effect.rules?.cantBeRegenerated && "can't be regenerated",
  ].filter(Boolean);
  return parts.join(', ') || 'is affected';
}

/**
 * How long a resolving `modify` lasts, in the engine's terms. "~ doesn't untap during your next untap step"
 * (502.3) is the untap step of the spell's or ability's controller; "for as long as ~ remains tapped"
 * (611.2b) does nothing if its source is already untapped or gone as it resolves (undefined then).
 */
function modifyDuration(ctx: Ctx, item: StackItem, until: Extract<Effect, { do: 'modify' }>['until']): { until: ContinuousEffect['until']; extra: Partial<ContinuousEffect>; untapStep: string; words: string; rule: string } | undefined {
  const { state } = ctx;
  if (until === 'your-next-untap-step') return { until: 'next-untap-step', extra: { untapStepOf: item.controller }, untapStep: `${playerName(state, item.controller)}'s next`, words: '', rule: '611.2a' };
  if (until === 'source-on-battlefield' || until === 'source-controlled') return whileSource(ctx, item, until);
  if (until !== 'source-tapped') return { until, extra: {}, untapStep: until === 'next-untap-step' ? "its controller's next" : "its controller's", words: until === 'end-of-turn' ? ' until end of turn' : '', rule: '611.2a' };
  const source = current(state, item.source);
  if (!source?.tapped || !state.battlefield.includes(source.id)) {
    emit(ctx, 'effect', ['611.2b'], `${item.sourceLabel} is no longer tapped on the battlefield: the effect "for as long as ${item.sourceLabel} remains tapped" does nothing`);
    return undefined;
  }
  return { until: 'indefinite', extra: { whileTapped: refOf(source) }, untapStep: "its controller's", words: ` for as long as ${source.label} remains tapped`, rule: '611.2b' };
}

/**
 * 611.2b: "for as long as ~ remains on the battlefield" / "for as long as you control ~" does nothing if, as it
 * resolves, its source is gone (or another player controls it).
 */
function whileSource(ctx: Ctx, item: StackItem, until: 'source-on-battlefield' | 'source-controlled'): NonNullable<ReturnType<typeof modifyDuration>> | undefined {
  const { state } = ctx;
  const source = current(state, item.source);
  const controlled = until === 'source-controlled';
  const words = controlled ? ` for as long as ${playerName(state, item.controller)} controls ${item.sourceLabel}` : ` for as long as ${item.sourceLabel} remains on the battlefield`;
  if (!source || !state.battlefield.includes(source.id) || (controlled && source.controller !== item.controller)) {
    emit(ctx, 'effect', ['611.2b'], `${item.sourceLabel} is no longer ${controlled ? `controlled by ${playerName(state, item.controller)}` : 'on the battlefield'}: the effect "${words.trim()}" does nothing`);
    return undefined;
  }
  return { until: 'indefinite', extra: { whileSource: { source: refOf(source), ...(controlled ? { controller: item.controller } : {}) } }, untapStep: "its controller's", words, rule: '611.2b' };
}

/** 611.2b: effects that lasted as long as their source stayed end for good once it has left (or changed controllers). */
function endLapsedEffects(ctx: Ctx): boolean {
  const { state } = ctx;
  const ended = state.effects.filter((e) => sourceLapsed(state, e));
  if (!ended.length) return false;
  state.effects = state.effects.filter((e) => !ended.includes(e));
  touch(state);
  for (const effect of ended) emit(ctx, 'effect', ['611.2b'], `The effect of ${effect.source} on ${effect.affected.map((ref) => state.objects[ref.id]?.label ?? 'an object').join(', ')} ends: it lasted only as long as its source ${effect.whileSource!.controller === undefined ? 'remained on the battlefield' : `stayed under ${playerName(state, effect.whileSource!.controller)}'s control`}`);
  return true;
}

/** 611.2b: effects "for as long as ~ remains tapped" end for good as their source untaps. */
function endWhileTapped(ctx: Ctx, untapped: GameObject[]): void {
  const { state } = ctx;
  const ended = state.effects.filter((e) => e.whileTapped && untapped.some((obj) => isSameObject(e.whileTapped!, obj)));
  if (!ended.length) return;
  state.effects = state.effects.filter((e) => !ended.includes(e));
  touch(state);
  for (const obj of untapped.filter((o) => ended.some((e) => isSameObject(e.whileTapped!, o)))) emit(ctx, 'effect', ['611.2b'], `${obj.label} became untapped: its effects "for as long as ${obj.label} remains tapped" end`, { objects: [obj.label] });
}

/** Adds a continuous effect from a resolving spell or ability on the objects it affects now (611.2c). */
function addContinuous(ctx: Ctx, item: StackItem, affected: ReturnType<typeof resolveWho>, change: Partial<ContinuousEffect>, until: ContinuousEffect['until'], text: (label: string) => string, rules: string[]): void {
  const objects = objectsOnly(affected);
  if (objects.length === 0) return;
  const { state } = ctx;
  state.effects.push({ timestamp: state.nextTimestamp++, affected: objects.map(refOf), source: item.label, controller: item.controller, until, ...change });
  touch(state);
  for (const obj of objects) emit(ctx, 'effect', rules, text(obj.label), { objects: [obj.label] });
}

/**
 * Layer 2 (613.1b): each permanent is controlled by the newest control-changing effect on it (613.7: a
 * resolved effect's timestamp, or that of the permanent whose static ability it is — an Aura's is when
 * it became attached, 613.7e), else by whoever put it onto the battlefield. A permanent that changes
 * controller is summoning sick again (302.6) and leaves combat (506.4).
 */
export function updateControl(ctx: Ctx): void {
  const { state } = ctx;
  endLapsedEffects(ctx);
  // "You control enchanted creature": static abilities of permanents attached to what they control.
  const statics = battlefieldObjects(state).flatMap((source) => (source.attachedTo && characteristics(state, source).abilities.some((a) => a.kind === 'static' && a.controlAffected && a.affects === 'attached') ? [source] : []));
  for (const id of state.battlefield) {
    const obj = state.objects[id]!;
    const effects = state.effects.filter((e) => e.control !== undefined && e.affected.some((ref) => isSameObject(ref, obj))).map((e) => ({ timestamp: e.timestamp, control: e.control! }));
    const attached = statics.filter((source) => isSameObject(source.attachedTo!, obj)).map((source) => ({ timestamp: source.timestamp, control: source.controller }));
    const control = [...effects, ...attached].sort((a, b) => a.timestamp - b.timestamp).at(-1)?.control ?? obj.baseController;
    if (control === obj.controller) continue;
    obj.controller = control;
    // 702.62a: an effect "until you lose control of" it ends for this object.
    state.effects = state.effects.filter((e) => e.whileControlledBy === undefined || e.whileControlledBy === control || !e.affected.some((ref) => isSameObject(ref, obj)));
    obj.summoningSick = true;
    obj.controlledSince = state.nextTimestamp++;
    removeFromCombat(ctx, obj);
    touch(state);
    emit(ctx, 'effect', ['613.1b', '302.6'], `${playerName(state, control)} now controls ${obj.label}`, { objects: [obj.label], players: [playerName(state, control)] });
  }
  // A source that changed controllers ends what lasted while its controller controlled it, which may change control again.
  if (endLapsedEffects(ctx)) updateControl(ctx);
}

/** "The color of your choice" (105.1): the item's choice "color" or a planned one. */
function chosenColor(ctx: Ctx, item: StackItem): Color {
  return colorChosen(ctx, item.controller, item.choices.color ?? takeChoice(ctx.state, item.controller, 'color', item.sourceLabel), ['105.1']);
}

/**
 * 608.2d: "Choose a color." / "Choose a creature type." — the controller chooses as the spell or ability
 * resolves (its choice "color" or "creature-type", or a planned one); the effects after it read the choice.
 */
function chooseOnResolution(ctx: Ctx, item: StackItem, choice: 'color' | 'creature-type'): void {
  const raw = item.choices[choice] ?? takeChoice(ctx.state, item.controller, choice, item.sourceLabel);
  const made = choice === 'color' ? { color: colorChosen(ctx, item.controller, raw, ['608.2d', '105.1'], ` for ${item.label}`) } : { creatureType: creatureTypeChosen(ctx, item.controller, raw, ['608.2d', '205.3m'], ` for ${item.label}`) };
  item.chosen = { ...item.chosen, ...made };
}

/** A creature type a player chooses (205.3m): `raw` if it names one, else Human — the default, stated in the trace. `as`: what the choice is for. */
export function creatureTypeChosen(ctx: Ctx, player: number, raw: ChoiceValue | undefined, rules: string[], as = ''): string {
  const who = playerName(ctx.state, player);
  const type = raw === undefined ? undefined : creatureTypeNamed(String(raw));
  if (!type) {
    const why = raw === undefined ? 'no creature type was chosen' : `"${String(raw)}" is not a creature type (205.3m)`;
    emit(ctx, 'choice', rules, `${who} chooses Human${as} (the default: ${why})`, { players: [who] });
    return 'Human';
  }
  emit(ctx, 'choice', rules, `${who} chooses ${type}${as}`, { players: [who] });
  return type;
}

/** A resolving effect's "becomes the creature type of your choice" (608.2d): the type the item chose, as plain subtypes (Human if it chose none). */
function withChosenType(ctx: Ctx, item: StackItem, changes: Modification): Modification {
  if (!changes.chosenType) return changes;
  const { chosenType: how, ...rest } = changes;
  const type = item.chosen?.creatureType ?? creatureTypeChosen(ctx, item.controller, item.choices['creature-type'] ?? takeChoice(ctx.state, item.controller, 'creature-type', item.sourceLabel), ['608.2d', '205.3m']);
  return how === 'set' ? { ...rest, setSubtypes: [type] } : { ...rest, addSubtypes: [...(rest.addSubtypes ?? []), type] };
}

/** A color a player chooses (105.1): `raw` if it names one, else white — the default, stated in the trace. `as`: what the choice is for. */
export function colorChosen(ctx: Ctx, player: number, raw: ChoiceValue | undefined, rules: string[], as = ''): Color {
  const who = playerName(ctx.state, player);
  const color = raw === undefined ? undefined : colorNamed(String(raw));
  if (!color) {
    const why = raw === undefined ? 'no color was chosen' : `"${String(raw)}" is not a color (105.1)`;
    emit(ctx, 'choice', rules, `${who} chooses white${as} (the default: ${why})`, { players: [who] });
    return 'W';
  }
  emit(ctx, 'choice', rules, `${who} chooses ${COLOR_WORDS[color]}${as}`, { players: [who] });
  return color;
}

/** A color by letter or word ("R", "red"); colorless and artifact are not colors (105.1). */
export function colorNamed(word: string): Color | undefined {
  const wanted = word.trim().toLowerCase();
  return (Object.keys(COLOR_WORDS) as Color[]).find((c) => c.toLowerCase() === wanted || COLOR_WORDS[c] === wanted);
}

/** 121.1: draws one card at a time; drawing from an empty library makes the player lose (121.4, 704.5b) and more draws change nothing. */
export function draw(ctx: Ctx, player: number, count: number): void {
  const p = ctx.state.players[player]!;
  for (let i = 0; i < count; i++) {
    if (dredgedInstead(ctx, player) || drawShieldedInstead(ctx, player)) continue;
    const [top] = topOfLibrary(ctx, player, 1);
    if (top === undefined) {
      p.drewFromEmpty = true;
      emit(ctx, 'effect', ['121.4', '704.5b'], `${p.name} can't draw${count - i > 1 ? ` the remaining ${count - i} cards` : ''}: their library is empty`, { players: [p.name] });
      return;
    }
    const drawn = moveWithTriggers(ctx, top, 'hand', 'drawn', '121.1');
    p.cardsDrawnThisTurn = (p.cardsDrawnThisTurn ?? 0) + 1;
    if (p.cardsDrawnThisTurn === 1) offerMiracle(ctx, drawn);
    fireTriggers(ctx, 'draws', { player, cause: `${p.name} drew a card` });
  }
}

/**
 * 614.11: "The next time you would draw a card this turn, … instead": the player's draw is replaced by the
 * effects of the oldest such shield (616.1: with several, the player's choice "replacement" names one), which is
 * used up; they happen as the ability that made it would, an empty library or not.
 */
function drawShieldedInstead(ctx: Ctx, player: number): boolean {
  const { state } = ctx;
  let replaced = false;
  applyInOrder(ctx, player, `${playerName(state, player)}'s draw`, () => (replaced ? [] : state.effects.filter((e) => e.replaceNextDraw?.player === player).map((shield) => ({
    key: `draw:${shield.timestamp}`,
    label: shield.source,
    timestamp: shield.timestamp,
    apply: () => {
      replaced = true;
      state.effects = state.effects.filter((e) => e !== shield);
      const { effects, item } = shield.replaceNextDraw!;
      emit(ctx, 'replacement', ['614.11', '614.1a'], `${playerName(state, player)} would draw a card: the effect of ${shield.source} happens instead`, { players: [playerName(state, player)] });
      const acting = { ...item, targets: item.targets.map((t) => ({ ...t })) };
      for (const effect of effects) applyEffect(ctx, acting, effect);
    },
  }))));
  return replaced;
}

/**
 * 702.94a: "You may reveal this card from your hand as you draw it if it's the first card you've drawn this turn"
 * (choice "may" for the card; default: revealed, stated); revealed, its trigger triggers. A scenario's game
 * begins with no card drawn that turn.
 */
function offerMiracle(ctx: Ctx, card: GameObject): void {
  const cost = characteristics(ctx.state, card).definition.miracle;
  if (!cost || card.zone !== 'hand') return;
  const who = playerName(ctx.state, card.owner);
  const reveal = takeChoice(ctx.state, card.owner, 'may', card.label);
  if (reveal === false) {
    emit(ctx, 'choice', ['702.94a'], `${who} doesn't reveal ${card.label} as they draw it (miracle ${cost})`, { players: [who], objects: [card.label] });
    return;
  }
  emit(ctx, 'effect', ['702.94a', '702.94b', '701.20a'], `${who} reveals ${card.label} as they draw it, the first card they drew this turn (miracle ${cost})${reveal === undefined ? '; the default: a miracle card drawn first is revealed' : ''}`, { players: [who], objects: [card.label] });
  queueTriggeredCast(ctx, card, 'miracle', `${who} revealed ${card.label} as they drew it`);
}

/**
 * 702.84a: the card returns to the battlefield under its controller's control and gains haste; a delayed
 * trigger exiles it at the beginning of the next end step, and it is exiled instead of going anywhere
 * else as it leaves the battlefield (zones.ts).
 */
function unearth(ctx: Ctx, item: StackItem, card: GameObject): void {
  const [entered] = moveAll(ctx, [{ obj: card, to: 'battlefield', why: 'returned to the battlefield by unearth', rule: '702.84a', controller: item.controller }]);
  if (entered?.zone !== 'battlefield') return;
  entered.unearthed = true;
  addContinuous(ctx, item, [{ object: entered }], { changes: { addKeywords: ['haste'] } }, 'indefinite', (label) => `${label} gains haste`, ['702.84a', '611.2a']);
  createDelayedTrigger(ctx, { ...item, source: refOf(entered), targets: [] }, { do: 'delayed-trigger', at: 'next-end-step', effects: [{ do: 'exile', what: 'self' }], text: `exile ${entered.label} (it was returned by unearth, 702.84a)` });
}

/**
 * 702.52a: "Dredge N": a card of the player's graveyard with dredge N, while they have at least N cards in
 * their library (702.52b), may replace a draw (614.11): they mill N cards and return it to their hand
 * instead — the choice "dredge" names the card; without it, they draw. A replaced draw is no draw.
 */
function dredgedInstead(ctx: Ctx, player: number): boolean {
  const { state } = ctx;
  const p = state.players[player]!;
  const dredgeOf = (card: GameObject) => characteristics(state, card).definition.dredge;
  const able = p.graveyard.map((id) => state.objects[id]!).filter((card) => (dredgeOf(card) ?? Infinity) <= p.library.length);
  if (able.length === 0) return false;
  const wanted = takeChoice(state, player, 'dredge');
  const card = typeof wanted === 'string' ? able.find((c) => c.label.toLowerCase() === wanted.toLowerCase() || c.card.toLowerCase() === wanted.toLowerCase()) : undefined;
  if (!card) {
    const why = typeof wanted === 'string' ? `${wanted} can't dredge now (dredge N needs N cards in the library, 702.52b)` : 'none named';
    emit(ctx, 'choice', ['702.52a'], `${p.name} draws rather than dredging ${able.map((c) => c.label).join(' or ')} (${why})`, { players: [p.name] });
    return false;
  }
  const n = dredgeOf(card)!;
  emit(ctx, 'replacement', ['702.52a', '614.11'], `${p.name} dredges ${card.label} instead of drawing: they mill ${n} card${n === 1 ? '' : 's'} and return it to their hand`, { players: [p.name], objects: [card.label] });
  moveEach(ctx, topOfLibrary(ctx, player, n), { to: 'graveyard', why: 'milled', rule: '701.17a' });
  moveWithTriggers(ctx, card, 'hand', 'returned by dredge', '702.52a');
  return true;
}

/**
 * 610.3: exiled until the source leaves the battlefield (it returns then: src/engine/zones.ts); if the
 * source has already left since the ability triggered or the spell was cast, nothing moves (610.3a–b).
 */
function exileUntilSourceLeaves(ctx: Ctx, item: StackItem, objects: GameObject[]): void {
  if (objects.length === 0) return;
  const source = current(ctx.state, item.source);
  if (source?.zone !== 'battlefield') {
    const names = objects.map((o) => o.label).join(', ');
    emit(ctx, 'effect', [item.kind === 'triggered' ? '610.3b' : '610.3a'], `${item.sourceLabel} has already left the battlefield: ${names} ${objects.length === 1 ? "isn't" : "aren't"} exiled`, { objects: objects.map((o) => o.label) });
    return;
  }
  const exiled = moveAll(ctx, objects.map((obj) => ({ obj, to: 'exile' as const, why: `exiled until ${source.label} leaves the battlefield`, rule: '610.3' })));
  for (const obj of exiled) if (obj.zone === 'exile') ctx.state.exiledUntil.push({ exiled: refOf(obj), source: refOf(source) });
}

/** 701.9a: the player discards cards of their choice ("discard": labels), by default the ones at the end of their hand. */
/** `among`: the cards of the hand it may take (a cost's "discard a land card"), else any. */
/** `by`: the controller of the spell or ability whose instruction the discard is (none for a cost, or the cleanup step's). */
export function discard(ctx: Ctx, player: number, count: number, rule: string, among?: GameObject[], by?: number): void {
  const { state } = ctx;
  const hand = among ?? state.players[player]!.hand.map((id) => state.objects[id]!);
  const planned = takeChoice(state, player, 'discard');
  const named = Array.isArray(planned) ? planned.flatMap((label) => hand.filter((o) => o.label.toLowerCase() === label.toLowerCase() || o.card.toLowerCase() === label.toLowerCase()).slice(0, 1)) : [];
  const chosen = [...new Set([...named, ...hand.slice().reverse()])].slice(0, count);
  if (chosen.length === 0) return;
  if (named.length < chosen.length) {
    const who = playerName(state, player);
    emit(ctx, 'choice', [rule], `${who} discards ${chosen.map((o) => o.label).join(', ')} (${named.length ? 'and' : 'the'} cards last put into their hand; none ${named.length ? 'more were' : 'were'} named)`, { players: [who] });
  }
  discardCards(ctx, chosen, rule, by);
}

/** 701.20a: a card of the player's hand revealed at random (pseudo-random from the game's state, replaying the same): what "the revealed card" names. */
function revealAtRandom(ctx: Ctx, item: StackItem, player: number): void {
  const { state } = ctx;
  const [card] = pseudoRandomOrder(state, player, state.players[player]!.hand.map((id) => state.objects[id]!));
  const who = playerName(state, player);
  if (!card) {
    emit(ctx, 'effect', ['701.20a'], `${who} has no card in hand to reveal`, { players: [who] });
    return;
  }
  item.revealed = refOf(card);
  emit(ctx, 'effect', ['701.20a'], `${who} reveals ${card.label} at random from their hand (pseudo-random, replaying the same)`, { players: [who], objects: [card.label] });
}

/** 701.9b: "discards a card at random": no one chooses; pseudo-random from the game's state, so a game replays the same. */
export function discardAtRandom(ctx: Ctx, player: number, count: number, by?: number): void {
  const { state } = ctx;
  const chosen = pseudoRandomOrder(state, player, state.players[player]!.hand.map((id) => state.objects[id]!)).slice(0, count);
  if (chosen.length === 0) return;
  const who = playerName(state, player);
  emit(ctx, 'effect', ['701.9b'], `${who} discards ${chosen.map((o) => o.label).join(', ')} at random (pseudo-random, replaying the same)`, { players: [who] });
  discardCards(ctx, chosen, '701.9b', by);
}

/** 107.3: "X X/X tokens": the X of the spell or ability that creates them. */
function withX(token: string | TokenDefinition, x: number): string | MadeToken {
  if (typeof token === 'string') return token;
  const { power, toughness, ...rest } = token;
  const value = (v: number | 'X') => (v === 'X' ? x : v);
  return { ...rest, ...(power !== undefined ? { power: value(power) } : {}), ...(toughness !== undefined ? { toughness: value(toughness) } : {}) };
}

/** A token definition with its X known. */
type MadeToken = Omit<TokenDefinition, 'power' | 'toughness'> & { power?: number; toughness?: number };

/** A token described inline (111.4) becomes a definition of this game (the shared card pool is never changed); returns its key. */
function tokenDefinitionKey(state: GameState, item: StackItem, token: string | MadeToken): string {
  if (typeof token === 'string') return token;
  const { grantedAbilities, ...made } = token;
  // 111.4: its quoted abilities are the creating card's, as that card defines them.
  const definition: CardDefinition = { ...made, token: true, abilities: grantedBy(state, item, grantedAbilities), rule: '111.4' };
  return gameDefinitionKey(state, token.name, definition, (d) => JSON.stringify([d.types, d.subtypes, d.colors, d.power, d.toughness, d.keywords, d.abilities]));
}

/** The key of a definition made in this game: `name`, or "name (2)" … when another definition holds that key. */
function gameDefinitionKey(state: GameState, name: string, definition: CardDefinition, essence: (d: CardDefinition) => string): string {
  let key = name;
  for (let n = 2; state.cards[key] && essence(state.cards[key]!) !== essence(definition); n++) key = `${name} (${n})`;
  if (!state.cards[key]) state.cards = { ...state.cards, [key]: Object.freeze(definition) };
  return key;
}

/** 111.1: tokens are created on the battlefield under the player's control; "twice that many" replacements apply (614.1a). */
function createTokens(ctx: Ctx, item: StackItem, effect: Extract<Effect, { do: 'create-token' }>, player: number): void {
  makeTokens(ctx, item, tokenDefinitionKey(ctx.state, item, withX(effect.token, item.x)), amountOf(ctx, item, effect.count), player, effect.tapped);
}

/**
 * 111.4, 707.2: a token that's a copy of an object has its copiable values (its definition as its own copy effects
 * left it, never counters or other effects), with the effect's exceptions (707.9b), as a definition of this game.
 */
function createTokenCopy(ctx: Ctx, item: StackItem, original: GameObject, except: CopyExceptions | undefined): void {
  const { state } = ctx;
  const values = copiedValues(state, original, except);
  const definition: CardDefinition = {
    ...values,
    token: true,
    rule: except ? '707.9b' : '707.2',
  };
  const exceptions = except ? `, except ${exceptionWords(except)}` : '';
  emit(ctx, 'effect', ['707.2', '111.4', ...(except ? ['707.9b'] : [])], `${playerName(state, item.controller)} creates a token that's a copy of ${original.label} (${values.name}: copiable values only, not counters or other effects)${exceptions}`, { objects: [original.label] });
  makeTokens(ctx, item, gameDefinitionKey(state, `${values.name} (copy)`, definition, (d) => JSON.stringify(d)), 1, item.controller);
}

/** 701.36a: populate — the player chooses a creature token they control (choice "populate", default the first) and copies it; 701.36b: none, nothing. */
function populate(ctx: Ctx, item: StackItem): void {
  const { state } = ctx;
  const who = playerName(state, item.controller);
  const tokens = battlefieldObjects(state).filter((obj) => obj.isToken && obj.controller === item.controller && isCreature(state, obj));
  const choice = takeChoice(state, item.controller, 'populate');
  const chosen = typeof choice === 'string' ? selectObject(tokens, choice) : tokens[0];
  if (!chosen) {
    emit(ctx, 'effect', ['701.36b'], `${who} populates but controls no creature token${typeof choice === 'string' ? ` "${choice}"` : ''}: no token is created`, { players: [who] });
    return;
  }
  emit(ctx, 'choice', ['701.36a'], `${who} populates, choosing ${chosen.label}${choice === undefined ? ' (the first creature token they control; none was chosen)' : ''}`, { players: [who], objects: [chosen.label] });
  createTokenCopy(ctx, item, chosen, undefined);
}

/** Creates `count` tokens of a definition (111.1); "twice that many" replacements apply first (614.1a). */
function makeTokens(ctx: Ctx, item: StackItem, key: string, created: number, player: number, tapped?: boolean): void {
  const { state } = ctx;
  let count = created;
  for (const source of state.battlefield.map((id) => state.objects[id]!)) {
    if (source.controller !== player) continue;
    for (const ability of characteristics(state, source).abilities) {
      if (ability.kind !== 'static' || ability.replacement?.event !== 'create-tokens' || count === 0) continue;
      emit(ctx, 'replacement', ['614.1a'], `${source.label}'s "${ability.text}" applies: ${count} token${count === 1 ? '' : 's'} become${count === 1 ? 's' : ''} ${count * ability.replacement.multiply}`, { objects: [source.label] });
      count *= ability.replacement.multiply;
    }
  }
  atMost(count, 'create tokens:');
  const made: GameObject[] = [];
  for (let i = 0; i < count; i++) {
    const token = createObject(state, key, player, 'battlefield', true);
    const rule = state.cards[token.card]?.rule;
    emit(ctx, 'zone-change', ['111.1', ...(rule ? [rule] : [])], `${playerName(state, player)} creates ${token.label}`, { players: [playerName(state, player)], objects: [token.label] });
    made.push(token);
  }
  enterAll(ctx, made, tapped);
  item.created = [...(item.created ?? []), ...made.map(refOf)];
}

const SERVO = { name: 'Servo', colors: [], types: ['Artifact' as const, 'Creature' as const], subtypes: ['Servo'], supertypes: [], power: 1, toughness: 1, keywords: [], text: '' };

/**
 * 702.123a: its controller may put N +1/+1 counters on the permanent (the choice "may", default yes);
 * if they don't, or it is no longer on the battlefield to take them, they create N Servos.
 */
function fabricate(ctx: Ctx, item: StackItem, n: number, mode: number | undefined): void {
  const self = current(ctx.state, item.source);
  const who = playerName(ctx.state, item.controller);
  if (self?.zone === 'battlefield' && mayChoice(ctx, item)) {
    emit(ctx, 'effect', ['702.123a'], `${who} puts ${n} +1/+1 counter${n === 1 ? '' : 's'} on ${self.label} (fabricate ${n})`, { players: [who], objects: [self.label] });
    applyEffect(ctx, item, { do: 'counters', counter: '+1/+1', amount: n, on: 'self' }, mode);
    return;
  }
  const why = self?.zone === 'battlefield' ? "doesn't put the counters on it" : `can't put counters on ${item.sourceLabel}: it left the battlefield`;
  emit(ctx, 'effect', ['702.123a'], `${who} ${why}, so creates ${n} 1/1 colorless Servo artifact creature token${n === 1 ? '' : 's'} instead (fabricate ${n})`, { players: [who] });
  applyEffect(ctx, item, { do: 'create-token', token: SERVO, count: n, for: 'you' }, mode);
}

/** 701.6a: a countered spell is removed from the stack and put into its owner's graveyard; "can't be countered" wins (101.2). */
/** 701.6a: the spell leaves the stack for its owner's graveyard, or, `exile`, for exile instead (614.1a). */
function counterSpell(ctx: Ctx, spell: GameObject, exile = false): void {
  const { state } = ctx;
  const item = stackItemOf(state, spell);
  if (!item) return;
  if (characteristics(state, spell).rules.cantBeCountered) {
    emit(ctx, 'effect', ['101.2', '701.6a'], `${spell.label} can't be countered: it stays on the stack ("can't" beats "can", 101.2)`, { objects: [spell.label] });
    return;
  }
  state.stack.splice(state.stack.indexOf(item), 1);
  emit(ctx, 'countered', ['701.6a'], `${spell.label} is countered`, { objects: [spell.label], outcome: { kind: 'countered', subject: spell.label } });
  if (exile) emit(ctx, 'replacement', ['614.1a'], `${spell.label} is exiled instead of being put into its owner's graveyard`, { objects: [spell.label] });
  moveWithTriggers(ctx, spell, exile ? 'exile' : 'graveyard', 'countered', '701.6a');
}

/** The rules of the layers a modification applies in (613.1d–f, 613.4b–d), and 613.11 for changes to the game's rules. */
function layerRules(changes: Modification, rules: RulesChange | undefined): string[] {
  const has = (...keys: (keyof Modification)[]) => keys.some((key) => changes[key] !== undefined);
  const cited = [
    ...(has('setTypes', 'addTypes', 'removeTypes', 'setSubtypes', 'addSubtypes') ? ['613.1d'] : []),
    ...(has('setColors', 'addColors') ? ['613.1e'] : []),
    ...(has('addKeywords', 'addGrantedAbilities', 'loseKeywords', 'cantHaveKeywords', 'loseAllAbilities') ? ['613.1f'] : []),
    ...(has('setPower', 'setToughness') ? ['613.4b'] : []),
    ...(has('power', 'toughness', 'powerPerCount') ? ['613.4c'] : []),
    ...(has('switchPowerToughness') ? ['613.4d'] : []),
    ...(rules && Object.keys(rules).length ? ['613.11'] : []),
    ...(rules?.cantBeRegenerated ? ['701.19c'] : []),
  ];
  return cited.length ? cited : ['613.1'];
}

/** 701.6a: a countered ability is removed from the stack and none of its effects occur; its source stays where it is. */
function counterAbility(ctx: Ctx, ability: StackItem): void {
  ctx.state.stack.splice(ctx.state.stack.indexOf(ability), 1);
  emit(ctx, 'countered', ['701.6a'], `${ability.label} is countered: it is removed from the stack`, { objects: [ability.sourceLabel], outcome: { kind: 'countered', subject: ability.label } });
}

/** 701.22a: default keeps the cards on top; the choice "scry" = "bottom" puts them on the bottom. */
function scry(ctx: Ctx, item: StackItem, count: number): void {
  const { state } = ctx;
  const player = state.players[item.controller]!;
  const looked = topOfLibrary(ctx, item.controller, count).map((card) => card.id);
  const choice = item.choices.scry ?? takeChoice(state, item.controller, 'scry', item.sourceLabel);
  const toBottom = choice === 'bottom';
  if (toBottom) player.library = [...player.library.slice(count), ...looked];
  const what = looked.length ? `${looked.length} card${looked.length > 1 ? 's' : ''}` : 'no cards (the library is empty)';
  const them = looked.length === 1 ? 'it' : 'them';
  emit(ctx, 'effect', ['701.22a'], `${player.name} scries ${count}: looks at ${what} and puts ${looked.length ? (toBottom ? `${them} on the bottom` : `${them} back on top${choice === undefined ? ' (the default)' : ''}`) : 'nothing anywhere'}`, { players: [player.name] });
  fireTriggers(ctx, 'scries', { player: item.controller, cause: `${player.name} scried ${count}` });
}

/**
 * "Sacrifice ~ unless you pay {1}{U}", "… unless that player pays {2}" (118.12): the payer chooses
 * (choice "pay"; default: pay when able) and pays the whole cost or nothing; if they don't, the
 * effects happen. Cumulative upkeep's cost is paid once for each age counter (702.24a).
 */
function unlessPay(ctx: Ctx, item: StackItem, effect: Extract<Effect, { do: 'unless-pay' }>, mode: number | undefined): void {
  const { state } = ctx;
  const [payer] = effect.payer === undefined ? [item.controller] : playersOnly(resolveWho(state, item, effect.payer, mode));
  // A spell's delayed trigger (a pact's, 603.7d) pays for the card where it went: the engine keeps no last known spell.
  const source = currentOrLastKnown(state, item.source) ?? state.objects[item.source.id];
  const times = effect.times === undefined ? 1 : amountOf(ctx, item, effect.times, mode);
  if (effect.times !== undefined) emit(ctx, 'effect', ['702.24a'], `The cost is paid ${times} time${times === 1 ? '' : 's'}, once for each age counter`, { objects: [item.sourceLabel] });
  if (payer !== undefined && source && offerPayment(ctx, payer, source, repeatedCost(effect.cost, times), item.sourceLabel)) return;
  for (const inner of effect.effects) applyEffect(ctx, item, inner, mode);
}

/**
 * "Each opponent sacrifices a permanent unless they pay {3}" (608.2c): the effects are done for each player
 * in turn order (101.4: each chooses knowing the choices before), "that player" the one they are done for.
 */
function forEachPlayer(ctx: Ctx, item: StackItem, effect: Extract<Effect, { do: 'for-each-player' }>, mode: number | undefined): void {
  const { state } = ctx;
  const about = item.about;
  const players = inTurnOrder(state, playersOnly(resolveWho(state, item, effect.players, mode)));
  const names = players.map((player) => playerName(state, player));
  emit(ctx, 'effect', ['608.2c', '101.4'], `${item.sourceLabel}'s instruction is done for each ${effect.players === 'each-opponent' ? 'opponent' : 'player'} in turn order: ${names.join(', then ')}`, { players: names });
  for (const player of players) {
    item.about = { ...about, player };
    for (const inner of effect.effects) applyEffect(ctx, item, inner, mode);
  }
  if (about) item.about = about;
  else delete item.about;
}

/** A cost paid `times` times over (702.24a): its mana symbols repeated, its life and discards multiplied. */
function repeatedCost(cost: Cost, times: number): Cost {
  if (times === 1) return cost;
  const { mana, payLife, discard, ...others } = cost;
  if (Object.keys(others).length) throw new Error(`a cost of ${Object.keys(others).join(', ')} can't be paid several times over`);
  return { ...(mana && times ? { mana: mana.repeat(times) } : {}), ...(payLife && times ? { payLife: payLife * times } : {}), ...(discard && times ? { discard: discard * times } : {}) };
}

function stackItemOf(state: GameState, spell: GameObject): StackItem | undefined {
  return state.stack.find((s) => s.kind === 'spell' && isSameObject(s.source, spell));
}

/**
 * 707.10: a copy of the spell is put on the stack; it is not cast (so "whenever you cast" and heroic
 * don't trigger). It copies the targets, X and modes (707.10), then new targets may be chosen (707.10c).
 */
function copySpell(ctx: Ctx, item: StackItem, original: GameObject): void {
  const { state } = ctx;
  const spell = stackItemOf(state, original);
  if (!spell) return;
  const copy = createObject(state, original.card, item.controller, 'stack', false, true);
  copy.controller = item.controller;
  const copied: StackItem = { ...structuredClone(spell), id: state.nextId++, source: refOf(copy), sourceLabel: copy.label, controller: item.controller, isCopy: true, label: copy.label };
  state.stack.push(copied);
  const who = playerName(state, item.controller);
  emit(ctx, 'copied', ['707.10'], `${who} puts ${copy.label} on the stack: a copy of ${original.label}, not cast (no "cast" triggers)`, { players: [who], objects: [copy.label, original.label] });
  chooseNewTargets(ctx, item, copied, '707.10c');
}

/** The choice "new-targets" (one entry per target; "" keeps it): each new target must be legal (115.7d, 707.10c). */
/** What a spell's changed targets are checked against (115.7): each old target's spec in its mode, the spell as the one targeting, and the new record. */
function retargeting(state: GameState, spell: StackItem) {
  const source = current(state, spell.source);
  const seen = source && characteristics(state, source);
  const parts = seen ? chosenParts(spellResolvable(seen.definition), spell.modes) : [];
  return {
    specOf: (old: TargetRecord) => parts.find((p) => p.mode === old.mode)?.targets[old.slot],
    by: { controller: spell.controller, colors: seen?.colors ?? [], types: seen?.types ?? [], ...(spell.x !== undefined ? { x: spell.x } : {}) },
    record: (old: TargetRecord, candidate: Candidate): TargetRecord => ({ ...toRecord(state, old.slot, candidate), ...(old.mode !== undefined ? { mode: old.mode } : {}) }),
  };
}

/**
 * 115.7a: "change the target" of a spell with one target: to the legal target named (`new targets for …`),
 * else to the first other legal one, as the trace says; with none other, the target stays.
 */
function changeTheTarget(ctx: Ctx, item: StackItem, spell: StackItem, rule: string): void {
  const { state } = ctx;
  const who = playerName(state, item.controller);
  const [old] = spell.targets;
  const { specOf, by, record } = retargeting(state, spell);
  const spec = old && specOf(old);
  if (!old || !spec || spell.targets.length !== 1) {
    emit(ctx, 'effect', [rule], `${spell.label} doesn't have a single target: its target can't be changed`, { objects: [spell.label] });
    return;
  }
  const others = candidates(state, spec).filter((c) => labelOf(state, c) !== old.label && !targetProblem(state, spec, c, by));
  const wanted = item.choices['new-targets'] ?? takeChoice(state, item.controller, 'new-targets', item.sourceLabel);
  const named = Array.isArray(wanted) && wanted[0] !== undefined ? others.find((c) => labelOf(state, c) === labelOf(state, findCandidate(state, spec, wanted[0]!))) : undefined;
  if (Array.isArray(wanted) && !named) emit(ctx, 'choice', [rule], `${who} can't change the target of ${spell.label} to ${wanted.join(', ')}: it isn't another legal target`, { players: [who] });
  const chosen = named ?? others[0];
  if (!chosen) {
    emit(ctx, 'effect', [rule], `${spell.label} has no other legal target: its target stays ${old.label}`, { objects: [spell.label] });
    return;
  }
  spell.targets = [record(old, chosen)];
  emit(ctx, 'effect', [rule], `${who} changes the target of ${spell.label} from ${old.label} to ${spell.targets[0]!.label}${named ? '' : ' (the first other legal target; none was named)'}`, { players: [who], objects: [spell.label, spell.targets[0]!.label] });
}

function chooseNewTargets(ctx: Ctx, item: StackItem, spell: StackItem, rule: string): void {
  const { state } = ctx;
  const wanted = item.choices['new-targets'] ?? takeChoice(state, item.controller, 'new-targets', item.sourceLabel);
  const who = playerName(state, item.controller);
  if (!Array.isArray(wanted)) {
    emit(ctx, 'choice', [rule], `${who} keeps the targets of ${spell.label}${spell.targets.length ? ` (${spell.targets.map((t) => t.label).join(', ')})` : ''}`, { players: [who] });
    return;
  }
  const { specOf, by, record } = retargeting(state, spell);
  const proposed = spell.targets.map((old, index) => {
    const name = wanted[index];
    if (!name) return old;
    const spec = specOf(old);
    if (!spec) return undefined;
    const candidate = findCandidate(state, spec, name);
    return targetProblem(state, spec, candidate, by) ? undefined : record(old, candidate);
  });
  if (proposed.some((t) => t === undefined)) {
    emit(ctx, 'choice', [rule, '115.7e'], `${who} can't change the targets of ${spell.label} to ${wanted.join(', ')}: not all of them are legal, so the targets stay`, { players: [who] });
    return;
  }
  spell.targets = proposed as TargetRecord[];
  emit(ctx, 'effect', [rule], `${who} chooses new targets for ${spell.label}: ${spell.targets.map((t) => t.label).join(', ')} (targets changed, not cast: no "cast" triggers)`, { players: [who], objects: [spell.label, ...spell.targets.map((t) => t.label)] });
}

/**
 * Resolving the top of the stack (608): targets are checked again and each gets a verdict (608.2b);
 * all illegal → it doesn't resolve; some illegal → it resolves without affecting them. An instant or
 * sorcery then goes to its owner's graveyard (608.2n); a permanent spell enters the battlefield (608.3).
 */
import type { Ability } from './cards/schema';
import { ascend } from './blessing';
import { characteristics, chosenParts, spellResolvable, touch, type Resolvable } from './characteristics';
import { type Ctx, current, currentOrLastKnown, emit, playerName, refOf } from './context';
import { createDelayedTrigger, fireStateTriggers } from './triggers';
import { conditionHolds } from './conditions';
import { applyEffect, mayChoice } from './effects';
import { recheck } from './targets';
import type { GameObject, StackItem } from './types';
import { moveAll, moveWithTriggers } from './zones';

/** What a stack item does: a spell's text from its characteristics now, an ability as it was put on the stack (113.7a). */
function resolvableOf(item: StackItem, spell: GameObject | undefined, ctx: Ctx): Resolvable | undefined {
  if (item.kind === 'spell') return spell ? spellResolvable(characteristics(ctx.state, spell).definition) : undefined;
  const ability: Ability | undefined = item.ability;
  if (!ability || ability.kind === 'static') return undefined;
  return ability;
}

export function resolveTop(ctx: Ctx): void {
  const { state } = ctx;
  const item = state.stack.pop()!;
  const spellObject = item.kind === 'spell' ? current(state, item.source) : undefined;
  const source = spellObject ?? currentOrLastKnown(state, item.source);
  const sourceCharacteristics = source ? characteristics(state, source) : undefined;
  const resolvable = resolvableOf(item, spellObject, ctx);
  const parts = resolvable ? chosenParts(resolvable, item.modes) : [];
  const power = sourceCharacteristics?.power;
  const by = { controller: item.controller, colors: sourceCharacteristics?.colors ?? [], types: sourceCharacteristics?.types ?? [], sourceId: item.source.id, ...(power !== undefined ? { sourcePower: power } : {}), ...(item.x !== undefined ? { x: item.x } : {}) };
  const who = playerName(state, item.controller);
  if (item.targets.length > 0) {
    for (const target of item.targets) {
      const spec = parts.find((p) => p.mode === target.mode)?.targets[target.slot];
      if (!spec) continue;
      target.verdict = recheck(state, spec, target, by);
      if (target.verdict !== 'legal') {
        emit(ctx, 'target-illegal', ['608.2b'], `${item.label}'s target ${target.label} is now illegal: ${target.verdict.slice('illegal: '.length)}`, { objects: [item.label, target.label] });
      }
    }
    if (spellObject?.bestowed && item.targets.every((t) => t.verdict !== 'legal')) {
      // 702.103e: a bestowed Aura spell whose target is illegal ceases to be bestowed and resolves as a creature spell.
      delete spellObject.bestowed;
      touch(state);
      item.targets = [];
      emit(ctx, 'effect', ['702.103e', '608.3b'], `${item.label}'s target is illegal: it ceases to be bestowed and resolves as an enchantment creature spell`, { objects: [item.label] });
    } else if (item.targets.every((t) => t.verdict !== 'legal')) {
      emit(ctx, 'countered-on-resolution', ['608.2b'], `${item.label} doesn't resolve: all its targets are illegal${item.kind === 'spell' ? '; it is put into its owner\'s graveyard' : ''}`, { objects: [item.label], outcome: { kind: 'fizzles', subject: item.label } });
      if (spellObject) moveWithTriggers(ctx, spellObject, 'graveyard', "it didn't resolve", '608.2b');
      return;
    }
  }
  const partly = item.targets.some((t) => t.verdict !== 'legal') ? " (it won't affect its illegal targets, 608.2b)" : '';
  emit(ctx, 'resolve', ['608.1', '608.2'], `${item.label} resolves${partly}`, { players: [who], objects: [item.label], ...(item.kind === 'spell' ? { outcome: { kind: 'resolves' as const, subject: item.label } } : {}) });
  const optional = item.ability?.kind === 'triggered' && item.ability.optional;
  const condition = item.ability?.kind === 'triggered' ? item.ability.condition : undefined;
  // 603.4: an intervening "if" is checked again on resolution; if it no longer holds, the ability does nothing.
  if (condition && !conditionHolds(state, condition, { controller: item.controller, item, ...(source ? { source } : {}) })) {
    emit(ctx, 'effect', ['603.4'], `${item.label} does nothing: its "if" condition no longer holds`, { objects: [item.label] });
  } else if (!optional || mayChoice(ctx, item)) {
    const before = ctx.events.length;
    // 702.131a: ascend on an instant or sorcery is its first instruction.
    if (item.kind === 'spell' && spellObject && sourceCharacteristics?.keywords.includes('ascend')) ascend(ctx, item.controller, spellObject, '702.131a');
    for (const part of parts) {
      for (const effect of part.effects) {
        applyEffect(ctx, item, effect, part.mode);
        fireStateTriggers(ctx);
      }
    }
    if (ctx.events.length === before && item.kind !== 'spell' && !current(state, item.source)) {
      // An ability whose source has left its zone finds a new object there, if any (400.7): "tap Fleshmad Steed" taps nothing.
      emit(ctx, 'effect', ['608.2', '400.7'], `${item.label} does nothing: ${item.sourceLabel} is no longer on the ${zoneOf(item, source)} (it became a new object, 400.7)`, { objects: [item.label] });
    }
  }
  finishSpell(ctx, item, spellObject);
}

/** 608.2n: an instant or sorcery goes to its owner's graveyard; 608.3: a permanent spell enters the battlefield. */
function finishSpell(ctx: Ctx, item: StackItem, spellObject: GameObject | undefined): void {
  const now = spellObject && current(ctx.state, item.source);
  if (!now || now.zone !== 'stack') return;
  const types = characteristics(ctx.state, now).types;
  if (types.includes('Instant') || types.includes('Sorcery')) {
    // 702.27a: a spell whose buyback cost was paid goes to its owner's hand instead.
    if (now.boughtBack) moveWithTriggers(ctx, now, 'hand', 'its buyback cost was paid', '702.27a');
    else if (now.rebounds) rebound(ctx, item, now);
    else if (now.asAdventure) goOnAdventure(ctx, item, now);
    else moveWithTriggers(ctx, now, 'graveyard', 'finished resolving', '608.2n');
    return;
  }
  // 608.3c: an Aura spell enters attached to the object or player (303.4a) it targeted.
  const enchanted = item.targets.find((t) => t.verdict === 'legal' && ('object' in t.ref || 'player' in t.ref))?.ref;
  const host = enchanted && 'object' in enchanted ? { attachTo: enchanted.object } : enchanted && 'player' in enchanted ? { attachToPlayer: enchanted.player } : undefined;
  moveAll(ctx, [
    {
      obj: now,
      to: 'battlefield',
      why: host ? `an Aura spell enters attached to ${item.targets[0]!.label}` : 'a resolving permanent spell enters the battlefield',
      rule: host ? '608.3c' : '608.3a',
      spellX: item.x,
      choices: item.choices,
      controller: item.controller,
      ...host,
    },
  ]);
  // 702.109a: "If this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand at the beginning of the next end step."
  const entered = ctx.state.objects[now.id]!;
  // 702.62a: "If you cast a creature spell this way, it gains haste until you lose control of the spell or the permanent it becomes."
  if (now.castWithSuspend && entered.zone === 'battlefield') {
    ctx.state.effects.push({ timestamp: ctx.state.nextTimestamp++, affected: [refOf(entered)], source: `${entered.label}'s suspend`, controller: item.controller, changes: { addKeywords: ['haste'] }, until: 'indefinite', whileControlledBy: item.controller });
    touch(ctx.state);
    emit(ctx, 'effect', ['702.62a', '611.2a'], `${entered.label} has haste until ${playerName(ctx.state, item.controller)} loses control of it (it was cast with suspend)`, { objects: [entered.label] });
  }
  if (now.dashed && entered.zone === 'battlefield') {
    createDelayedTrigger(ctx, { ...item, source: refOf(entered), targets: [] }, { do: 'delayed-trigger', at: 'next-end-step', effects: [{ do: 'return-to-hand', what: 'self' }], text: `return ${entered.label} to its owner's hand (its dash cost was paid, 702.109a)` });
  }
}

/** 715.3d: an Adventure resolved is exiled instead of going to the graveyard; its controller may cast the card from exile later. */
function goOnAdventure(ctx: Ctx, item: StackItem, spell: GameObject): void {
  const exiled = moveWithTriggers(ctx, spell, 'exile', 'it was cast as an Adventure', '715.3d');
  if (exiled.zone !== 'exile') return;
  exiled.onAdventure = item.controller;
  emit(ctx, 'effect', ['715.3d'], `${playerName(ctx.state, item.controller)} may cast ${exiled.label} from exile for as long as it remains exiled (not as an Adventure)`, { players: [playerName(ctx.state, item.controller)], objects: [exiled.label] });
}

/**
 * 702.88a: a spell with rebound cast from its owner's hand is exiled as it resolves; at the beginning of its
 * caster's next upkeep they may cast the card from exile without paying its mana cost.
 */
function rebound(ctx: Ctx, item: StackItem, spell: GameObject): void {
  const exiled = moveWithTriggers(ctx, spell, 'exile', "it has rebound and was cast from its owner's hand", '702.88a');
  if (exiled.zone !== 'exile') return;
  createDelayedTrigger(ctx, { ...item, source: refOf(exiled), sourceLabel: exiled.label, targets: [] }, { do: 'delayed-trigger', at: 'your-next-upkeep', effects: [{ do: 'cast-as-it-resolves', keyword: 'rebound' }], text: `you may cast ${exiled.label} from exile without paying its mana cost (rebound, 702.88a)` });
}

/** The zone an ability's source was in when the ability was put on the stack, as its last known information says. */
function zoneOf(item: StackItem, source: GameObject | undefined): string {
  return source && source.zoneChangeCount === item.source.zoneChangeCount ? source.zone : 'battlefield';
}

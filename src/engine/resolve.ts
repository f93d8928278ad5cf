/**
 * Resolving the top of the stack (608): targets are checked again and each gets a verdict (608.2b);
 * all illegal → it doesn't resolve; some illegal → it resolves without affecting them. An instant or
 * sorcery then goes to its owner's graveyard (608.2n); a permanent spell enters the battlefield (608.3).
 */
import type { Effect, TargetSpec } from './cards/schema';
import { type Characteristics, characteristics, spellParts } from './characteristics';
import { type Ctx, current, currentOrLastKnown, emit, playerName } from './context';
import { takeChoice } from './choices';
import { applyEffect } from './effects';
import { recheck } from './targets';
import { moveWithTriggers } from './triggers';
import type { GameObject, StackItem } from './types';

interface Resolving {
  targets: TargetSpec[];
  effects: Effect[];
  /** For a triggered ability: "you may" (603.5). */
  optional?: boolean;
}

/** The effect text of a stack item, looked up from its source's characteristics now (no closures on the stack). */
function whatResolves(item: StackItem, source: Characteristics | undefined): Resolving | undefined {
  if (item.kind === 'spell') return source ? spellParts(source.definition, item.modes) : undefined;
  // An ability exists independently of its source (113.7a): a source that left is seen as it last existed.
  const ability = source?.abilities[item.abilityIndex ?? -1];
  if (!ability || ability.kind === 'static') return undefined;
  if (ability.kind === 'activated') return { targets: ability.targets, effects: ability.effects };
  return { targets: ability.targets, effects: ability.effects, ...(ability.optional ? { optional: true } : {}) };
}

export function resolveTop(ctx: Ctx): void {
  const { state } = ctx;
  const item = state.stack.pop()!;
  const spellObject = item.kind === 'spell' ? current(state, item.source) : undefined;
  const source = spellObject ?? currentOrLastKnown(state, item.source);
  const sourceCharacteristics = source ? characteristics(state, source) : undefined;
  const resolving = whatResolves(item, sourceCharacteristics);
  const by = { controller: item.controller, colors: sourceCharacteristics?.colors ?? [] };
  const who = playerName(state, item.controller);
  if (resolving && item.targets.length > 0) {
    for (const target of item.targets) {
      target.verdict = recheck(state, resolving.targets[target.slot]!, target, by);
      if (target.verdict !== 'legal') {
        emit(ctx, 'target-illegal', ['608.2b'], `${item.label}'s target ${target.label} is now illegal: ${target.verdict.slice('illegal: '.length)}`, { objects: [item.label, target.label] });
      }
    }
    if (item.targets.every((t) => t.verdict !== 'legal')) {
      emit(ctx, 'countered-on-resolution', ['608.2b'], `${item.label} doesn't resolve: all its targets are illegal${item.kind === 'spell' ? '; it is put into its owner\'s graveyard' : ''}`, { objects: [item.label] });
      if (spellObject) moveWithTriggers(ctx, spellObject, 'graveyard', "it didn't resolve", '608.2b');
      return;
    }
  }
  const partly = item.targets.some((t) => t.verdict !== 'legal') ? ' (it won\'t affect its illegal targets, 608.2b)' : '';
  emit(ctx, 'resolve', ['608.1', '608.2'], `${item.label} resolves${partly}`, { players: [who], objects: [item.label] });
  if (resolving?.optional && !mayChoice(ctx, item)) return finishSpell(ctx, item, spellObject);
  for (const effect of resolving?.effects ?? []) applyEffect(ctx, item, effect);
  finishSpell(ctx, item, spellObject);
}

/** "You may" (603.5): the choice "may" on the item or planned for its source; default yes. */
function mayChoice(ctx: Ctx, item: StackItem): boolean {
  const value = takeChoice(ctx.state, item.controller, 'may', item.sourceLabel);
  const yes = value === undefined ? true : value === true || value === 'yes';
  const who = playerName(ctx.state, item.controller);
  emit(ctx, 'choice', ['603.5'], value === undefined ? `${who} chooses to apply "you may" of ${item.label} (the default: yes)` : `${who} chooses ${yes ? 'to' : 'not to'} apply ${item.label}`, { players: [who] });
  return yes;
}

/** 608.2n: an instant or sorcery goes to its owner's graveyard; 608.3: a permanent spell enters the battlefield. */
function finishSpell(ctx: Ctx, item: StackItem, spellObject: GameObject | undefined): void {
  if (!spellObject) return;
  const types = characteristics(ctx.state, spellObject).types;
  if (types.includes('Instant') || types.includes('Sorcery')) {
    moveWithTriggers(ctx, spellObject, 'graveyard', 'finished resolving', '608.2n');
    return;
  }
  spellObject.controller = item.controller;
  const enchanted = item.targets.find((t) => t.verdict === 'legal' && 'object' in t.ref)?.ref;
  const aura = enchanted && 'object' in enchanted;
  const permanent = moveWithTriggers(ctx, spellObject, 'battlefield', aura ? `an Aura spell enters attached to ${item.targets[0]!.label}` : 'a resolving permanent spell enters the battlefield', aura ? '608.3c' : '608.3a', item.x);
  permanent.controller = item.controller;
  if (enchanted && 'object' in enchanted) permanent.attachedTo = enchanted.object;
}

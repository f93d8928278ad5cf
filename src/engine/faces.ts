/**
 * Cards with two faces on the battlefield: flipping a flip card's permanent (710) and transforming a
 * double-faced permanent (701.27). Either is the same object afterwards (712.18): its counters, damage and
 * the effects on it stay; only its characteristics change (characteristics.ts `faceUpValues`).
 */
import type { CardDefinition } from './cards/schema';
import { characteristics, printedValues, touch } from './characteristics';
import { type Ctx, definitionNamed, emit, isSameObject } from './context';
import { fireTriggers } from './triggers';
import type { GameObject, StackItem } from './types';

/** "Name — Legendary Creature — Spirit 3/4": a face as the trace names it. */
function faceWords(face: Pick<CardDefinition, 'name' | 'types' | 'subtypes' | 'supertypes' | 'power' | 'toughness'>): string {
  const typeLine = `${[...face.supertypes, ...face.types].join(' ')}${face.subtypes.length ? ` — ${face.subtypes.join(' ')}` : ''}`;
  return `${face.name} (${typeLine}${face.power !== undefined ? ` ${face.power}/${face.toughness}` : ''})`;
}

/** 710.2, 710.4: a permanent flips, once; one that isn't a flip card (or is face down) doesn't. */
export function flip(ctx: Ctx, obj: GameObject): void {
  if (obj.zone !== 'battlefield') return;
  const half = obj.faceDown ? undefined : printedValues(ctx.state, obj).flip;
  if (!half) {
    emit(ctx, 'effect', ['710.1'], `${obj.label} is not a flip card: it can't flip, and nothing happens`, { objects: [obj.label] });
    return;
  }
  if (obj.flipped) {
    emit(ctx, 'effect', ['710.4'], `${obj.label} is already flipped: flipping is one-way, and nothing happens`, { objects: [obj.label] });
    return;
  }
  obj.flipped = true;
  touch(ctx.state);
  emit(ctx, 'effect', ['710.2', '710.1c', '110.5'], `${obj.label} flips: it is ${faceWords(half)} from now on, with the card's mana cost and color; it is the same permanent`, { objects: [obj.label] });
}

/**
 * 701.27a: a double-faced permanent turns over to its other face; 701.27c: a permanent that isn't a
 * double-faced card (712.9: a copy of one isn't) doesn't; 701.27d: nor into an instant or sorcery face;
 * 701.27f: an ability of the permanent's own transforms it only if it hasn't transformed since that
 * ability was put on the stack.
 */
export function transform(ctx: Ctx, item: StackItem, obj: GameObject): void {
  if (obj.zone !== 'battlefield') return;
  const card = definitionNamed(ctx.state, obj.card);
  const say = (rules: string[], text: string) => emit(ctx, 'effect', rules, `${obj.label} ${text}`, { objects: [obj.label] });
  if (!card.back || obj.faceDown) return say(['701.27c', '712.9'], `is not a double-faced card${obj.faceDown ? ' face up' : ''}: it can't transform, and nothing happens`);
  if (item.kind !== 'spell' && isSameObject(item.source, obj) && obj.transformedBefore !== undefined && item.id < obj.transformedBefore) {
    return say(['701.27f'], 'has transformed since this ability was put on the stack: it doesn\'t transform again');
  }
  const to = obj.transformed ? card : card.back;
  if (to.types.includes('Instant') || to.types.includes('Sorcery')) return say(['701.27d'], `would transform into an instant or sorcery face (${to.name}): nothing happens`);
  obj.transformed = !obj.transformed;
  obj.transformedBefore = ctx.state.nextId;
  touch(ctx.state);
  say(['701.27a', obj.transformed ? '712.8e' : '712.8d', '712.18'], `transforms: its ${obj.transformed ? 'back' : 'front'} face is up, ${faceWords(to)}; it is the same permanent, and the effects on it still apply`);
  fireTriggers(ctx, 'transforms-into', { object: obj, seen: characteristics(ctx.state, obj), cause: `${obj.label} transformed into ${to.name}, 701.27e` });
}

/**
 * Sagas (714): lore counters as a Saga enters (714.3a) and as its controller's precombat main phase
 * begins (714.3b); each chapter ability triggers as they reach its number (714.2b, ./triggers
 * fireChapterTriggers); the Saga is sacrificed once they reach its final chapter (714.4, ./sba).
 */
import type { Ability } from './cards/schema';
import { characteristics } from './characteristics';
import { type Ctx, addCounters, battlefieldObjects, emit } from './context';
import type { GameObject } from './types';

/**
 * 714.2d: a Saga's final chapter number, the greatest among its chapter abilities; undefined for
 * what isn't a Saga or has none (714.3a–b and 714.4 are about a Saga with one or more).
 */
export function finalChapter({ subtypes, abilities }: { subtypes: readonly string[]; abilities: readonly Ability[] }): number | undefined {
  if (!subtypes.includes('Saga')) return undefined;
  const chapters = abilities.flatMap((ability) => (ability.kind === 'triggered' && ability.when === 'chapter' ? (ability.chapters ?? []) : []));
  return chapters.length ? Math.max(...chapters) : undefined;
}

/** 714.3a: as a Saga enters, its controller puts a lore counter on it. */
export function loreAsItEnters(ctx: Ctx, obj: GameObject, definition: { subtypes: readonly string[]; abilities: readonly Ability[] }): void {
  if (finalChapter(definition) === undefined) return;
  addCounters(ctx.state, obj, 'lore', 1);
  emit(ctx, 'effect', ['714.3a', '614.1c'], `${obj.label} enters with a lore counter`, { objects: [obj.label] });
}

/** 714.3b: as the active player's precombat main phase begins, they put a lore counter on each Saga they control with a chapter ability (no stack). */
export function addLoreCounters(ctx: Ctx): void {
  const { state } = ctx;
  for (const obj of battlefieldObjects(state)) {
    if (obj.controller !== state.activePlayer) continue;
    if (finalChapter(characteristics(state, obj)) === undefined) continue;
    addCounters(state, obj, 'lore', 1);
    emit(ctx, 'effect', ['714.3b', '703.4f'], `${obj.label} gets a lore counter (now ${obj.counters.lore})`, { objects: [obj.label] });
  }
}

/**
 * Applying several replacement and prevention effects to one event (616.1): the affected object's
 * controller (or the affected player) chooses one to apply (choice "replacement": the label of its
 * source), then the rest that still apply are considered again (616.1f); each applies at most once
 * (614.5). Without a choice, the oldest effect (timestamp order, 613.7) goes first, and the trace says so.
 */
import { takePlanned } from './choices';
import { type Ctx, emit, playerName } from './context';

export interface ReplacementCandidate {
  /** Identifies the effect, so that it applies once to the event. */
  key: string;
  /** Its source's label, as the choice names it. */
  label: string;
  /** What the effect is, for the trace, when its source's label alone would mislead ("Favored Hoplite's protection from green"); default `<label>'s`. */
  name?: string;
  timestamp: number;
  apply: () => void;
}

/** Applies the candidates that `find` returns, one at a time, until none is left (616.1f). */
export function applyInOrder(ctx: Ctx, player: number, what: string, find: () => ReplacementCandidate[]): void {
  const used = new Set<string>();
  for (;;) {
    const applicable = find()
      .filter((c) => !used.has(c.key))
      .sort((a, b) => a.timestamp - b.timestamp);
    if (applicable.length === 0) return;
    let chosen = applicable[0]!;
    if (applicable.length > 1) {
      const planned = takePlanned(ctx.state, player, 'replacement');
      const wanted = typeof planned?.value === 'string' ? planned.value.toLowerCase() : undefined;
      const named = wanted === undefined ? undefined : applicable.find((c) => c.label.toLowerCase() === wanted);
      const who = playerName(ctx.state, player);
      if (planned && !named) {
        emit(ctx, 'illegal-choice', ['616.1'], `${String(planned.value)} is not one of the effects that apply (${applicable.map((c) => c.label).join(', ')})`, { players: [who], ...(planned.tag ? { tag: planned.tag } : {}) });
      }
      chosen = named ?? chosen;
      const why = named ? '' : ` (the oldest; ${who} named none)`;
      emit(ctx, 'choice', ['616.1', '616.1e'], `${applicable.length} replacement or prevention effects apply to ${what}: ${who} applies ${chosen.name ?? `${chosen.label}'s`} first${why}`, { players: [who] });
    }
    used.add(chosen.key);
    chosen.apply();
  }
}

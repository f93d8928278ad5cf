/**
 * Searching a library (701.23) and shuffling it (701.24). The engine stays deterministic: a shuffle is
 * a pseudo-random permutation seeded by the game's own state, so the same scenario shuffles the same way.
 */
import type { Filter } from './cards/schema';
import { characteristics } from './characteristics';
import { takeChoice } from './choices';
import { type Ctx, emit, playerName } from './context';
import { matchesFilter } from './filters';
import type { GameObject } from './types';
import { moveAll } from './zones';

/**
 * 701.23a: the player searches their library for up to `max` cards matching the filter (the choice
 * "search": labels; default the first matching cards, top first), puts them into their hand or onto
 * the battlefield, then shuffles (701.24a).
 */
export function searchLibrary(ctx: Ctx, player: number, filter: Filter, max: number, to: 'hand' | 'battlefield', tapped: boolean, forLabel: string): void {
  const { state } = ctx;
  const who = playerName(state, player);
  const library = state.players[player]!.library.map((id) => state.objects[id]!);
  const matching = library.filter((card) => matchesFilter(state, { ...filter, zone: 'library' }, card, characteristics(state, card), { controller: player }));
  const planned = takeChoice(state, player, 'search', forLabel);
  const named = Array.isArray(planned) ? planned.flatMap((label) => matching.filter((c) => c.label.toLowerCase() === label.toLowerCase() || c.card.toLowerCase() === label.toLowerCase()).slice(0, 1)) : undefined;
  const found: GameObject[] = (named ?? matching).slice(0, max);
  const how = named ? '' : ` (the first ${max === 1 ? 'one' : `${max}`} in library order; none was named)`;
  emit(ctx, 'effect', ['701.23a'], found.length ? `${who} searches their library and finds ${found.map((c) => c.label).join(', ')}${how}` : `${who} searches their library and finds nothing (701.23b)`, { players: [who] });
  if (found.length) moveAll(ctx, found.map((obj) => ({ obj, to, why: 'found by a search', rule: '701.23a', ...(to === 'battlefield' ? { controller: player, tapped } : {}) })));
  shuffleLibrary(ctx, player);
}

/** 701.24a: the library's cards in a random order (pseudo-random from the game's state, so a game replays the same). */
export function shuffleLibrary(ctx: Ctx, player: number): void {
  const { state } = ctx;
  const library = state.players[player]!.library;
  let seed = (state.eventCount * 2654435761 + state.turn * 40503 + player * 97) >>> 0;
  const next = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = library.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [library[i], library[j]] = [library[j]!, library[i]!];
  }
  const who = playerName(state, player);
  emit(ctx, 'effect', ['701.24a'], `${who} shuffles their library (${library.length} card${library.length === 1 ? '' : 's'}; Heartwood's shuffle is pseudo-random and replays the same)`, { players: [who] });
}

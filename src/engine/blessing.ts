/**
 * Ascend (702.131): "If you control ten or more permanents, you get the city's blessing for the rest of the
 * game." On a permanent a static ability (702.131b), applied as state-based actions are checked (no player
 * acts in between); on an instant or sorcery a spell ability (702.131a), its first instruction as it resolves.
 * The blessing is a designation the player keeps (702.131c); it uses no stack.
 */
import { characteristics, touch } from './characteristics';
import { type Ctx, battlefieldObjects, emit, playerName } from './context';
import type { GameObject } from './types';

const PERMANENTS_NEEDED = 10;

/** 702.131a–b: the player controlling the ascend object gets the city's blessing if they control ten or more permanents. */
export function ascend(ctx: Ctx, player: number, source: GameObject, rule: '702.131a' | '702.131b'): void {
  const { state } = ctx;
  const caster = state.players[player]!;
  if (caster.citysBlessing) return;
  const controlled = battlefieldObjects(state).filter((obj) => obj.controller === player).length;
  if (controlled < PERMANENTS_NEEDED) return;
  caster.citysBlessing = true;
  // Static abilities "as long as you have the city's blessing" apply from now on (611.3a).
  touch(state);
  emit(ctx, 'effect', [rule, '702.131c'], `${playerName(state, player)} gets the city's blessing for the rest of the game: they control ${controlled} permanents, and ${source.label} has ascend`, { players: [playerName(state, player)], objects: [source.label] });
}

/** 702.131b: each permanent with ascend, as state-based actions are checked. */
export function ascendPermanents(ctx: Ctx): void {
  for (const obj of battlefieldObjects(ctx.state)) {
    if (!ctx.state.players[obj.controller]!.citysBlessing && characteristics(ctx.state, obj).keywords.includes('ascend')) ascend(ctx, obj.controller, obj, '702.131b');
  }
}

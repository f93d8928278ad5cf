/**
 * State-based actions (704): each a small named check; all applicable ones are performed at once
 * (704.3), and givePriority repeats the check until none apply.
 */
import { characteristics, isCreature } from './characteristics';
import { type Ctx, battlefieldObjects, current, deleteObject, emit } from './context';
import { targetProblem } from './targets';
import { takeChoice } from './choices';
import { moveWithTriggers } from './triggers';
import type { GameObject } from './types';

type Sba = (ctx: Ctx) => boolean;

/** 704.5a / 704.5b: a player at 0 or less life, or who drew from an empty library, loses. */
function sba704_5a_5b_playerLoses(ctx: Ctx): boolean {
  let any = false;
  for (const player of ctx.state.players) {
    if (player.lost) continue;
    const rule = player.life <= 0 ? '704.5a' : player.drewFromEmpty ? '704.5b' : undefined;
    if (!rule) continue;
    player.lost = true;
    any = true;
    emit(ctx, 'sba', [rule, '104.3'], `${player.name} loses the game (${rule === '704.5a' ? `${player.life} life` : 'drew from an empty library'})`, { players: [player.name] });
  }
  const living = ctx.state.players.filter((p) => !p.lost);
  if (any && living.length <= 1) {
    ctx.state.over = { winners: living.map((p) => p.name), reason: living.length ? `${living[0]!.name} wins` : 'nobody is left' };
    emit(ctx, 'game-over', ['104.2a'], living.length ? `${living[0]!.name} wins the game` : 'The game is a draw', { players: living.map((p) => p.name) });
  }
  return any;
}

/** 704.5f: toughness 0 or less; 704.5g: lethal damage. Both go to the graveyard (a creature dies). */
function sba704_5f_5g_creatureDies(ctx: Ctx): boolean {
  const dying = battlefieldObjects(ctx.state).flatMap((obj) => {
    if (!isCreature(ctx.state, obj)) return [];
    const { toughness } = characteristics(ctx.state, obj);
    if (toughness! <= 0) return [{ obj, rule: '704.5f', why: `toughness ${toughness}` }];
    if (obj.damage >= toughness!) return [{ obj, rule: '704.5g', why: `${obj.damage} damage marked, toughness ${toughness}` }];
    return [];
  });
  for (const { obj, rule, why } of dying) {
    emit(ctx, 'sba', [rule], `${obj.label} is put into its owner's graveyard (${why})`, { objects: [obj.label] });
    moveWithTriggers(ctx, obj, 'graveyard', 'a state-based action', rule);
  }
  return dying.length > 0;
}

/** 704.5j: legend rule: the controller keeps one (choice "legend", default the newest) and the rest go to the graveyard. */
function sba704_5j_legendRule(ctx: Ctx): boolean {
  const groups = new Map<string, GameObject[]>();
  for (const obj of battlefieldObjects(ctx.state)) {
    const chars = characteristics(ctx.state, obj);
    if (!chars.supertypes.includes('Legendary')) continue;
    const key = `${obj.controller}:${chars.name}`;
    groups.set(key, [...(groups.get(key) ?? []), obj]);
  }
  let any = false;
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const wanted = takeChoice(ctx.state, group[0]!.controller, 'legend');
    const keep = group.find((o) => typeof wanted === 'string' && o.label.toLowerCase() === wanted.toLowerCase()) ?? group.reduce((a, b) => (b.timestamp > a.timestamp ? b : a));
    for (const obj of group) {
      if (obj === keep) continue;
      any = true;
      emit(ctx, 'sba', ['704.5j'], `Legend rule: ${obj.label} is put into its owner's graveyard (${keep.label} is kept${wanted === undefined ? ', the newest, by default' : ''})`, { objects: [obj.label, keep.label] });
      moveWithTriggers(ctx, obj, 'graveyard', 'a state-based action', '704.5j');
    }
  }
  return any;
}

/** 704.5d / 111.7: a token in a zone other than the battlefield ceases to exist (after its leave triggers). */
function sba704_5d_tokenCeasesToExist(ctx: Ctx): boolean {
  const gone = Object.values(ctx.state.objects).filter((o) => o.isToken && o.zone !== 'battlefield');
  for (const token of gone) {
    emit(ctx, 'sba', ['704.5d', '111.7'], `${token.label} is in ${token.zone === 'stack' ? 'the stack' : `a ${token.zone}`}, not the battlefield: it ceases to exist`, { objects: [token.label] });
    deleteObject(ctx.state, token);
  }
  return gone.length > 0;
}

/** 704.5e: a copy of a spell outside the stack ceases to exist. */
function sba704_5e_spellCopyCeasesToExist(ctx: Ctx): boolean {
  const gone = Object.values(ctx.state.objects).filter((o) => o.isCopy && o.zone !== 'stack');
  for (const copy of gone) {
    emit(ctx, 'sba', ['704.5e', '707.10a'], `${copy.label} is a copy of a spell outside the stack: it ceases to exist`, { objects: [copy.label] });
    deleteObject(ctx.state, copy);
  }
  return gone.length > 0;
}

/** 704.5m / 303.4c: an Aura attached to an illegal object, or to nothing, goes to its owner's graveyard. */
function sba704_5m_auraUnattached(ctx: Ctx): boolean {
  const { state } = ctx;
  const loose = battlefieldObjects(state).flatMap((aura) => {
    const enchant = characteristics(state, aura).definition.enchant;
    if (!enchant) return [];
    const host = aura.attachedTo && current(state, aura.attachedTo);
    if (!host || host.zone !== 'battlefield') return [{ aura, why: 'it is attached to nothing' }];
    const problem = targetProblem(state, { kind: enchant }, { object: host }, { controller: host.controller, colors: characteristics(state, aura).colors });
    // Hexproof and shroud only stop targeting (702.11b, 702.18a); protection also stops enchanting (702.16c).
    return problem && !/^(hexproof|shroud)/.test(problem) ? [{ aura, why: `${host.label} is now illegal: ${problem}` }] : [];
  });
  for (const { aura, why } of loose) {
    emit(ctx, 'sba', ['704.5m', '303.4c'], `${aura.label} is put into its owner's graveyard (${why})`, { objects: [aura.label] });
    moveWithTriggers(ctx, aura, 'graveyard', 'a state-based action', '704.5m');
  }
  return loose.length > 0;
}

const STATE_BASED_ACTIONS: Sba[] = [sba704_5a_5b_playerLoses, sba704_5d_tokenCeasesToExist, sba704_5e_spellCopyCeasesToExist, sba704_5f_5g_creatureDies, sba704_5j_legendRule, sba704_5m_auraUnattached];

/** Performs every applicable state-based action once (704.3); true if any was performed. */
export function checkStateBasedActions(ctx: Ctx): boolean {
  let performed = false;
  for (const sba of STATE_BASED_ACTIONS) {
    performed = sba(ctx) || performed;
    if (ctx.state.over) return true;
  }
  return performed;
}

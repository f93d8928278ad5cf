/**
 * State-based actions (704): each a small named check that finds what applies; everything found is then
 * performed at once (704.3) — creatures that die together leave together, so their leaves-the-battlefield
 * abilities see one another (603.10a). givePriority repeats the check until none apply.
 */
import { ascendPermanents } from './blessing';
import { characteristics, touch } from './characteristics';
import { takeChoice } from './choices';
import { updateControl } from './effects';
import { type Ctx, addCounters, battlefieldObjects, current, deleteObject, emit } from './context';
import { POISON_TO_LOSE } from './damage';
import type { Ability } from './cards/schema';
import { destructionReplaced, destructionReplacements, sacrifice } from './keyword-actions';
import { finalChapter } from './sagas';
import { attachmentProblem, playerAttachmentProblem } from './targets';
import type { GameObject, Outcome } from './types';
import { moveAll, removeNoncreaturesFromCombat, type Move } from './zones';

interface Found {
  /** The event text and rules, said before anything is performed. */
  events: { rules: string[]; text: string; objects?: string[]; players?: string[]; outcome?: Outcome }[];
  moves: Move[];
  cease: GameObject[];
  /** Performed with the rest: a player losing, counters removed, an Equipment unattached. */
  other: (() => void)[];
}

type Sba = (ctx: Ctx, found: Found) => void;

/** 704.5a / 704.5b / 704.5c: a player at 0 or less life, who drew from an empty library, or with ten or more poison counters, loses. */
const sba704_5a_5b_5c_playerLoses: Sba = (ctx, found) => {
  for (const player of ctx.state.players) {
    if (player.lost) continue;
    const poison = player.poison ?? 0;
    const rule = player.life <= 0 ? '704.5a' : player.drewFromEmpty ? '704.5b' : poison >= POISON_TO_LOSE ? '704.5c' : undefined;
    if (!rule) continue;
    const why = rule === '704.5a' ? `${player.life} life` : rule === '704.5b' ? 'drew from an empty library' : `${poison} poison counters`;
    found.events.push({ rules: [rule, '104.3'], text: `${player.name} loses the game (${why})`, players: [player.name], outcome: { kind: 'loses', subject: player.name } });
    found.other.push(() => (player.lost = true));
  }
};

/** 704.5d / 111.7: a token in a zone other than the battlefield ceases to exist (after its leave triggers). */
const sba704_5d_tokenCeasesToExist: Sba = (ctx, found) => {
  for (const token of Object.values(ctx.state.objects)) {
    if (!token.isToken || token.zone === 'battlefield') continue;
    found.events.push({ rules: ['704.5d', '111.7'], text: `${token.label} is in ${token.zone === 'stack' || token.zone === 'exile' ? token.zone.replace('stack', 'the stack') : `a ${token.zone}`}, not the battlefield: it ceases to exist`, objects: [token.label] });
    found.cease.push(token);
  }
};

/** 704.5e: a copy of a spell outside the stack ceases to exist. */
const sba704_5e_spellCopyCeasesToExist: Sba = (ctx, found) => {
  for (const copy of Object.values(ctx.state.objects)) {
    if (!copy.isCopy || copy.zone === 'stack') continue;
    found.events.push({ rules: ['704.5e', '707.10a'], text: `${copy.label} is a copy of a spell outside the stack: it ceases to exist`, objects: [copy.label] });
    found.cease.push(copy);
  }
};

/**
 * 704.5f: toughness 0 or less (put into the graveyard: indestructible doesn't help); 704.5g lethal damage
 * and 704.5h deathtouch damage destroy the creature, unless it is indestructible (702.12b).
 */
const sba704_5f_5g_5h_creatureDies: Sba = (ctx, found) => {
  for (const obj of battlefieldObjects(ctx.state)) {
    const chars = characteristics(ctx.state, obj);
    if (!chars.types.includes('Creature')) continue;
    const toughness = chars.toughness!;
    const indestructible = chars.keywords.includes('indestructible');
    let rule: string | undefined;
    let why = '';
    if (toughness <= 0) [rule, why] = ['704.5f', `toughness ${toughness}`];
    else if (obj.damage >= toughness && !indestructible) [rule, why] = ['704.5g', `${obj.damage} damage marked, toughness ${toughness}: lethal damage`];
    // 704.5h: dealt damage, marked or as -1/-1 counters (120.3d).
    else if (obj.deathtouched && !indestructible) [rule, why] = ['704.5h', 'dealt damage by a source with deathtouch'];
    if (!rule) continue;
    const destroyed = rule !== '704.5f';
    const replacements = destroyed ? destructionReplacements(ctx.state, obj) : undefined;
    if (replacements) {
      // 701.19a, 702.89a: the destruction is replaced by regeneration or umbra armor.
      found.events.push({ rules: [rule, '614.1a'], text: `${obj.label} would be destroyed (${why}), but ${replacements}`, objects: [obj.label] });
      found.other.push(() => destructionReplaced(ctx, obj));
      continue;
    }
    found.events.push({ rules: [rule, ...(rule === '704.5h' ? ['702.2b'] : [])], text: `${obj.label} is ${destroyed ? 'destroyed' : "put into its owner's graveyard"} (${why})`, objects: [obj.label] });
    found.moves.push({ obj, to: 'graveyard', why: 'a state-based action', rule });
  }
};

/** 704.5i: a planeswalker with 0 loyalty goes to its owner's graveyard. */
const sba704_5i_planeswalkerLoyalty: Sba = (ctx, found) => {
  for (const obj of battlefieldObjects(ctx.state)) {
    if (!characteristics(ctx.state, obj).types.includes('Planeswalker') || (obj.counters.loyalty ?? 0) > 0) continue;
    found.events.push({ rules: ['704.5i'], text: `${obj.label} has 0 loyalty and is put into its owner's graveyard`, objects: [obj.label] });
    found.moves.push({ obj, to: 'graveyard', why: 'a state-based action', rule: '704.5i' });
  }
};

/** 704.5j: legend rule: the controller keeps one (choice "legend", default the newest) and the rest go to the graveyard. */
const sba704_5j_legendRule: Sba = (ctx, found) => {
  const groups = new Map<string, GameObject[]>();
  for (const obj of battlefieldObjects(ctx.state)) {
    const chars = characteristics(ctx.state, obj);
    if (!chars.supertypes.includes('Legendary')) continue;
    const key = `${obj.controller}:${chars.name}`;
    groups.set(key, [...(groups.get(key) ?? []), obj]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const wanted = takeChoice(ctx.state, group[0]!.controller, 'legend');
    const keep = group.find((o) => typeof wanted === 'string' && o.label.toLowerCase() === wanted.toLowerCase()) ?? group.reduce((a, b) => (b.timestamp > a.timestamp ? b : a));
    for (const obj of group) {
      if (obj === keep) continue;
      found.events.push({ rules: ['704.5j'], text: `Legend rule: ${obj.label} is put into its owner's graveyard (${keep.label} is kept${wanted === undefined ? ', the newest, by default' : ''})`, objects: [obj.label, keep.label] });
      found.moves.push({ obj, to: 'graveyard', why: 'a state-based action', rule: '704.5j' });
    }
  }
};

/** 704.5m / 303.4c: an Aura attached to an illegal object, or to nothing, goes to its owner's graveyard; 704.5n: an Equipment falls off. */
const sba704_5m_5n_attachments: Sba = (ctx, found) => {
  const { state } = ctx;
  for (const attachment of battlefieldObjects(state)) {
    const chars = characteristics(state, attachment);
    const enchant = chars.definition.enchant;
    const isEquipment = chars.subtypes.includes('Equipment');
    if (!enchant && !(isEquipment && attachment.attachedTo)) continue;
    const host = attachment.attachedTo && current(state, attachment.attachedTo);
    const problem = enchant === 'player' ? playerAttachmentProblem(state, attachment) : !host || host.zone !== 'battlefield' ? 'it is attached to nothing' : attachmentProblem(state, attachment, host);
    if (!problem) continue;
    if (attachment.bestowed) {
      // 702.103f: a bestowed Aura attached to an illegal object or to nothing becomes unattached and ceases to be bestowed (an exception to 704.5m).
      found.events.push({ rules: ['702.103f', '704.5m'], text: `${attachment.label} becomes unattached and ceases to be bestowed: it is an enchantment creature again (${problem})`, objects: [attachment.label] });
      found.other.push(() => {
        delete attachment.attachedTo;
        delete attachment.bestowed;
        touch(state);
      });
    } else if (enchant) {
      found.events.push({ rules: ['704.5m', '303.4c'], text: `${attachment.label} is put into its owner's graveyard (${problem})`, objects: [attachment.label] });
      found.moves.push({ obj: attachment, to: 'graveyard', why: 'a state-based action', rule: '704.5m' });
    } else {
      found.events.push({ rules: ['704.5n', '301.5c'], text: `${attachment.label} becomes unattached and stays on the battlefield (${problem})`, objects: [attachment.label] });
      found.other.push(() => delete attachment.attachedTo);
    }
  }
};

/** 704.5q: +1/+1 and -1/-1 counters on one permanent annihilate in pairs. */
const sba704_5q_countersAnnihilate: Sba = (ctx, found) => {
  for (const obj of battlefieldObjects(ctx.state)) {
    const pairs = Math.min(obj.counters['+1/+1'] ?? 0, obj.counters['-1/-1'] ?? 0);
    if (pairs === 0) continue;
    found.events.push({ rules: ['704.5q'], text: `${pairs} +1/+1 and ${pairs} -1/-1 counter${pairs === 1 ? '' : 's'} are removed from ${obj.label}`, objects: [obj.label] });
    found.other.push(() => {
      addCounters(ctx.state, obj, '+1/+1', -pairs);
      addCounters(ctx.state, obj, '-1/-1', -pairs);
    });
  }
};

/**
 * 704.5s, 714.4: a Saga with as many lore counters as its final chapter number or more is sacrificed,
 * unless one of its chapter abilities has triggered and not yet left the stack (about to go on it, or on it).
 */
const sba704_5s_sagaSacrificed: Sba = (ctx, found) => {
  const { state } = ctx;
  for (const saga of battlefieldObjects(state)) {
    const final = finalChapter(characteristics(state, saga));
    if (final === undefined || (saga.counters.lore ?? 0) < final) continue;
    const fromSaga = (source: { id: number; zoneChangeCount: number }, ability: Ability | undefined) => source.id === saga.id && source.zoneChangeCount === saga.zoneChangeCount && ability?.kind === 'triggered' && ability.when === 'chapter';
    if (state.pendingTriggers.some((t) => fromSaga(t.source, t.ability)) || state.stack.some((item) => fromSaga(item.source, item.ability))) continue;
    found.events.push({ rules: ['704.5s', '714.4'], text: `${saga.label} has ${saga.counters.lore} lore counters, its final chapter is ${final}: its controller sacrifices it`, objects: [saga.label] });
    found.other.push(() => sacrifice(ctx, [saga], 'a state-based action'));
  }
};

const STATE_BASED_ACTIONS: Sba[] = [
  sba704_5a_5b_5c_playerLoses,
  sba704_5d_tokenCeasesToExist,
  sba704_5e_spellCopyCeasesToExist,
  sba704_5f_5g_5h_creatureDies,
  sba704_5i_planeswalkerLoyalty,
  sba704_5j_legendRule,
  sba704_5m_5n_attachments,
  sba704_5q_countersAnnihilate,
  sba704_5s_sagaSacrificed,
];

/** Performs every applicable state-based action at once (704.3); true if any was performed. */
export function checkStateBasedActions(ctx: Ctx): boolean {
  removeNoncreaturesFromCombat(ctx);
  // Layer 2 as the permanents now are: an Aura with "you control enchanted creature" that entered or left (613.1b).
  updateControl(ctx);
  ascendPermanents(ctx);
  const found: Found = { events: [], moves: [], cease: [], other: [] };
  for (const sba of STATE_BASED_ACTIONS) sba(ctx, found);
  for (const obj of battlefieldObjects(ctx.state)) delete obj.deathtouched;
  const moved = new Set<number>();
  const moves = found.moves.filter((m) => !moved.has(m.obj.id) && moved.add(m.obj.id));
  if (found.events.length === 0) return false;
  for (const { rules, text, ...extra } of found.events) emit(ctx, 'sba', rules, text, extra);
  // One event (704.3): what leaves is known as it was before any of it (a 0/0 Hangarback Walker keeps its +1/+1 counter in last known information).
  if (moves.length) moveAll(ctx, moves);
  for (const perform of found.other) perform();
  for (const obj of found.cease) deleteObject(ctx.state, obj);
  endGameIfDecided(ctx);
  return found.moves.length + found.cease.length + found.other.length > 0;
}

/** 104.3e: an effect says the player loses the game ("If you don't, you lose the game"). */
export function loseGame(ctx: Ctx, player: number): void {
  const lost = ctx.state.players[player]!;
  if (lost.lost) return;
  lost.lost = true;
  emit(ctx, 'effect', ['104.3e'], `${lost.name} loses the game`, { players: [lost.name], outcome: { kind: 'loses', subject: lost.name } });
  endGameIfDecided(ctx);
}

/** 104.2a: the last player left wins; 104.4a: if all are gone at once, the game is a draw. */
function endGameIfDecided(ctx: Ctx): void {
  const { state } = ctx;
  if (state.over) return;
  const living = state.players.filter((p) => !p.lost);
  if (living.length > 1) return;
  state.over = { winners: living.map((p) => p.name), reason: living.length ? `${living[0]!.name} wins` : 'nobody is left' };
  emit(ctx, 'game-over', living.length ? ['104.2a'] : ['104.4a'], living.length ? `${living[0]!.name} wins the game` : 'The game is a draw', {
    players: living.map((p) => p.name),
    outcome: living.length ? { kind: 'wins', subject: living[0]!.name } : { kind: 'draw', subject: 'the game' },
  });
}

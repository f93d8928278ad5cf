/**
 * Combat (506–511): declaring attackers (508.1) and blockers (509.1) as turn-based actions, from the
 * players' planned choices ("attackers", "blockers"; default: none), with their restrictions (302.6,
 * 702.3 defender, 702.9 flying and 702.17 reach, 702.111 menace, 702.16f protection, "can't block");
 * combat damage (510) assigned by the rules or the attacking player's planned division ("damage"),
 * with first and double strike (510.4), trample (702.19b) and deathtouch (702.2c), dealt at once.
 */
import { characteristics, touch } from './characteristics';
import { takeAllPlanned, takePlanned } from './choices';
import { type Ctx, battlefieldObjects, current, emit, isSameObject, playerName, refOf } from './context';
import { dealDamage, type DamageEvent } from './damage';
import { evasionProblem } from './evasion';
import { exert } from './keyword-actions';
import { describeFilter, matchesFilter } from './filters';
import { blockCapacity, capacityWords, demandedAttackers, hasBlockRequirements, luringAttackers, requiredBlocks } from './requirements';
import { protectionFrom } from './targets';
import { fireTriggers, tapPermanents } from './triggers';
import type { Attacker, CombatState, GameObject, GameState, ObjectRef, PlannedChoice } from './types';
import type { Affected } from './who';

const keywordsOf = (state: GameState, obj: GameObject) => characteristics(state, obj).keywords;

/** The rules cited in parentheses in these texts ("… (702.9b)"), for the event's citations. */
function rulesIn(texts: string[]): string[] {
  return texts.flatMap((text) => [...text.matchAll(/\((\d{3}\.\d+[a-z]?)/g)].map((m) => m[1]!));
}

function opponentsOf(state: GameState, player: number): number[] {
  return state.players.flatMap((p, i) => (i !== player && !p.lost ? [i] : []));
}

function defenderLabel(state: GameState, defender: Attacker['defender']): string {
  return 'player' in defender ? playerName(state, defender.player) : (current(state, defender.object)?.label ?? 'a planeswalker that left');
}

/** The player a creature's damage reaches or who may block it: the player attacked, or the controller of the planeswalker attacked. */
function defendingPlayer(state: GameState, attacker: Attacker): number | undefined {
  if ('player' in attacker.defender) return attacker.defender.player;
  return current(state, attacker.defender.object)?.controller;
}

function byLabel(objects: GameObject[], label: string): GameObject | undefined {
  const wanted = label.trim().toLowerCase();
  return objects.find((o) => o.label.toLowerCase() === wanted) ?? objects.find((o) => o.card.toLowerCase() === wanted);
}

/** 508.1a–c: why this creature can't attack (or can't attack that), or undefined. */
function attackProblem(state: GameState, obj: GameObject, defender: Attacker['defender'] | undefined, attacker: number): string | undefined {
  const chars = characteristics(state, obj);
  if (obj.controller !== attacker) return `${playerName(state, attacker)} doesn't control it (508.1a)`;
  if (!chars.types.includes('Creature')) return 'it is not a creature (506.3)';
  if (obj.tapped) return 'it is tapped (508.1a)';
  if (obj.summoningSick && !chars.keywords.includes('haste')) return "it hasn't been under its controller's control continuously since the turn began and has no haste (302.6, 508.1a)";
  if (chars.keywords.includes('defender') && !chars.rules.attacksDespiteDefender) return 'it has defender (702.3b)';
  if (chars.rules.cantAttack) return "an effect says it can't attack (508.1c)";
  if (!defender) return 'there is no such player or planeswalker to attack (508.1b)';
  const needed = chars.rules.cantAttackUnlessDefenderControls;
  const defending = 'player' in defender ? defender.player : current(state, defender.object)?.controller;
  if (needed && !battlefieldObjects(state).some((o) => o.controller === defending && matchesFilter(state, needed, o, characteristics(state, o), { controller: attacker, sourceId: obj.id }))) {
    return `it can't attack unless defending player controls ${describeFilter(needed, 'permanent').replace(/^(?=[aeiou])/i, 'an ').replace(/^(?!an )/, 'a ')}, and ${defending === undefined ? 'there is none' : `${playerName(state, defending)} controls none`} (508.1c)`;
  }
  const forbidden = chars.rules.cantAttackIfDefenderControls;
  const forbidding = forbidden && battlefieldObjects(state).find((o) => o.controller === defending && matchesFilter(state, forbidden, o, characteristics(state, o), { controller: attacker, sourceId: obj.id }));
  if (forbidding) return `it can't attack if defending player controls ${describeFilter(forbidden!, 'permanent').replace(/^(?=[aeiou])/i, 'an ').replace(/^(?!an )/, 'a ')}, and ${playerName(state, defending!)} controls ${forbidding.label} (508.1c)`;
  return undefined;
}

/** What an attacker attacks, from its planned name: "" the (first) defending player, a player, or a planeswalker an opponent controls. */
function findDefender(state: GameState, name: string, attacker: number): Attacker['defender'] | undefined {
  const opponents = opponentsOf(state, attacker);
  if (!name) return opponents.length ? { player: opponents[0]! } : undefined;
  const player = opponents.find((p) => state.players[p]!.name.toLowerCase() === name.trim().toLowerCase());
  if (player !== undefined) return { player };
  const walkers = battlefieldObjects(state).filter((o) => opponents.includes(o.controller) && characteristics(state, o).types.includes('Planeswalker'));
  const walker = byLabel(walkers, name);
  return walker ? { object: refOf(walker) } : undefined;
}

/** 508.1: the active player declares attackers (choice "attackers"), taps them (508.1f), and "attacks" abilities trigger (508.1m). */
export function declareAttackers(ctx: Ctx): void {
  const { state } = ctx;
  const active = state.activePlayer;
  const who = playerName(state, active);
  state.combat = { attackers: [], blockers: [] };
  const planned = takeAllPlanned(state, active, 'attackers');
  const wanted = Object.fromEntries(planned.flatMap((p) => (typeof p.value === 'object' && !Array.isArray(p.value) ? Object.entries(p.value) : [])));
  const tag = planned.find((p) => p.tag)?.tag;
  if (Object.keys(wanted).length === 0) {
    const required = battlefieldObjects(state).filter((o) => characteristics(state, o).rules.attacksEachCombat && !attackProblem(state, o, findDefender(state, '', active), active));
    if (required.length === 0) {
      emit(ctx, 'declare', ['508.1', '508.8'], `${who} declares no attackers${planned.length ? '' : ' (none were named)'}: the declare blockers and combat damage steps are skipped`, { players: [who] });
      return;
    }
    return commitAttackers(ctx, required.map((obj) => ({ obj, defender: findDefender(state, '', active)! })), `${required.map((o) => o.label).join(', ')} must attack (508.1d)`);
  }
  const mine = battlefieldObjects(state);
  const declared: { obj: GameObject; defender: Attacker['defender'] }[] = [];
  const problems: string[] = [];
  for (const [label, target] of Object.entries(wanted)) {
    const obj = byLabel(mine.filter((o) => !declared.some((d) => d.obj === o)), label);
    const defender = findDefender(state, String(target), active);
    const problem = obj ? attackProblem(state, obj, defender, active) : `there is no creature "${label}" to attack with`;
    if (problem) problems.push(`${obj?.label ?? label} can't attack${target ? ` ${target}` : ''}: ${problem}`);
    else declared.push({ obj: obj!, defender: defender! });
  }
  const missing = battlefieldObjects(state).filter((o) => characteristics(state, o).rules.attacksEachCombat && !declared.some((d) => d.obj === o) && !attackProblem(state, o, findDefender(state, '', active), active));
  for (const obj of missing) problems.push(`${obj.label} attacks each combat if able, so it must be declared (508.1d)`);
  // 506.5, 508.1c: a creature that can't attack alone needs another attacker beside it.
  if (declared.length === 1 && characteristics(state, declared[0]!.obj).rules.cantAttackAlone) problems.push(`${declared[0]!.obj.label} can't attack alone (506.5, 508.1c)`);
  const bands = declaredBands(state, takeAllPlanned(state, active, 'band'), declared, problems);
  if (problems.length) {
    emit(ctx, 'illegal-action', ['508.1', '732.1', ...rulesIn(problems)], `The declaration of attackers is illegal: ${problems.join('; ')}. It is taken back (508.1, 732), and ${who} declares no attackers`, { players: [who], ...(tag ? { tag } : {}), outcome: { kind: 'refused', subject: problems.join('; ') } });
    emit(ctx, 'declare', ['508.1', '508.8'], `${who} declares no attackers: the declare blockers and combat damage steps are skipped`, { players: [who] });
    return;
  }
  commitAttackers(ctx, declared, undefined, bands);
}

/**
 * 702.22c–d: the bands the active player declares with the attackers (a "band" choice each): two or more attackers, each in
 * one band, at most one of them without banding, all attacking the same player or planeswalker. A band that breaks these
 * makes the declaration illegal (`problems`).
 */
function declaredBands(state: GameState, planned: PlannedChoice[], declared: { obj: GameObject; defender: Attacker['defender'] }[], problems: string[]): GameObject[][] {
  const bands: GameObject[][] = [];
  for (const choice of planned) {
    const labels = Array.isArray(choice.value) ? choice.value : [];
    const members = [...new Set(labels.flatMap((label) => declared.filter((d) => d.obj.label.toLowerCase() === label.toLowerCase())))];
    const absent = labels.filter((label) => !members.some((m) => m.obj.label.toLowerCase() === label.toLowerCase()));
    const creatures = members.map((m) => m.obj);
    const names = creatures.map((o) => o.label).join(', ');
    const without = creatures.filter((o) => !keywordsOf(state, o).includes('banding'));
    const taken = creatures.find((o) => bands.some((band) => band.includes(o)));
    if (absent.length) problems.push(`${absent.join(', ')} can't be in a band: only attacking creatures are (702.22c)`);
    else if (creatures.length < 2) problems.push(`a band is two or more attacking creatures, and only ${names} is named (702.22c)`);
    else if (without.length > 1) problems.push(`${without.map((o) => o.label).join(' and ')} have no banding, and a band has at most one creature without banding (702.22c)`);
    else if (new Set(members.map((m) => defenderLabel(state, m.defender))).size > 1) problems.push(`${names} attack different players or planeswalkers, and a band's creatures all attack the same one (702.22d)`);
    else if (taken) problems.push(`${taken.label} is in another band already, and a creature may be in only one (702.22c)`);
    else bands.push(creatures);
  }
  return bands;
}

function commitAttackers(ctx: Ctx, declared: { obj: GameObject; defender: Attacker['defender'] }[], why?: string, bands: GameObject[][] = []): void {
  const { state } = ctx;
  state.combat!.attackersDeclared = true;
  if (declared.length) state.players[state.activePlayer]!.attackedThisTurn = true;
  const who = playerName(state, state.activePlayer);
  const tapping: GameObject[] = [];
  for (const { obj, defender } of declared) {
    state.combat!.attackers.push({ ref: refOf(obj), label: obj.label, defender, blocked: false, blockers: [] });
    if (!keywordsOf(state, obj).includes('vigilance')) tapping.push(obj);
  }
  const tapped = tapping.map((obj) => obj.label);
  const list = declared.map(({ obj, defender }) => `${obj.label} → ${defenderLabel(state, defender)}`).join(', ');
  const vigilant = declared.filter((d) => !tapped.includes(d.obj.label)).map((d) => d.obj.label);
  const notes = [tapped.length ? `${tapped.join(', ')} ${tapped.length === 1 ? 'taps' : 'tap'} (508.1f)` : '', vigilant.length ? `${vigilant.join(', ')} ${vigilant.length === 1 ? "doesn't" : "don't"} tap: vigilance (702.20b)` : '', why ?? ''].filter(Boolean).join('; ');
  emit(ctx, 'declare', ['508.1', '508.1f', ...(vigilant.length ? ['702.20b'] : []), ...(why ? rulesIn([why]) : [])], `${who} attacks: ${list}${notes ? ` (${notes})` : ''}`, { players: [who], objects: declared.map((d) => d.obj.label) });
  if (bands.length) {
    state.combat!.bands = bands.map((band) => band.map(refOf));
    for (const band of bands) emit(ctx, 'declare', ['702.22c'], `${band.map((o) => o.label).join(', ')} attack as a band (702.22c): a creature blocking one of them blocks them all (702.22h)`, { players: [who], objects: band.map((o) => o.label) });
  }
  // 508.1f: attacking taps it; it isn't a cost.
  tapPermanents(ctx, tapping);
  touch(state);
  exertAttackers(ctx, declared.map((d) => d.obj));
  for (const { obj, defender } of declared) {
    const player = 'player' in defender ? defender.player : undefined;
    fireTriggers(ctx, 'attacks', { object: obj, seen: characteristics(state, obj), ...(player !== undefined ? { player } : {}), attackers: declared.length, cause: `${obj.label} attacks` });
  }
  // 702.105a: dethrone's "attacks the player with the most life or tied for most life", as attackers are declared.
  const most = Math.max(...state.players.filter((p) => !p.lost).map((p) => p.life));
  for (const { obj, defender } of declared) {
    if ('player' in defender && state.players[defender.player]!.life === most) fireTriggers(ctx, 'attacks-player-with-most-life', { object: obj, seen: characteristics(state, obj), player: defender.player, cause: `${obj.label} attacks ${playerName(state, defender.player)}, who has the most life (${most}) or is tied for it` });
  }
  const alone = declared.length === 1 ? declared[0]!.obj : undefined;
  if (alone) fireTriggers(ctx, 'attacks-alone', { object: alone, seen: characteristics(state, alone), cause: `${alone.label} attacks alone (506.5)` });
}

/**
 * 508.1g–h, 701.43d: "You may exert ~ as it attacks" is an optional cost to attack: the attackers the
 * active player named (choice "exert") are exerted; the others aren't, as the trace says.
 */
function exertAttackers(ctx: Ctx, attackers: GameObject[]): void {
  const { state } = ctx;
  const active = state.activePlayer;
  const who = playerName(state, active);
  const named = takePlanned(state, active, 'exert')?.value;
  const wanted = (obj: GameObject) => Array.isArray(named) && named.some((label) => label.toLowerCase() === obj.label.toLowerCase());
  const able = attackers.filter((obj) => characteristics(state, obj).rules.mayExertAsAttacks);
  for (const obj of attackers.filter((o) => wanted(o) && !able.includes(o))) emit(ctx, 'note', ['701.43d'], `${obj.label} isn't exerted: nothing lets ${who} exert it as it attacks`, { objects: [obj.label] });
  const declined = able.filter((obj) => !wanted(obj));
  if (declined.length) emit(ctx, 'choice', ['508.1g'], `${who} doesn't exert ${declined.map((o) => o.label).join(', ')} (${who} may, as it attacks; not said)`, { players: [who] });
  for (const obj of able.filter(wanted)) exert(ctx, obj, active, ['508.1g', '508.1h', '701.43d']);
}

/** 509.1a–b, 702.9b, 702.16f: why `blocker` can't block `attacker`, or undefined. */
function blockProblem(state: GameState, blocker: GameObject, attacker: Attacker, defending: number): string | undefined {
  const chars = characteristics(state, blocker);
  const attackerObj = current(state, attacker.ref);
  if (blocker.controller !== defending) return `${playerName(state, defending)} doesn't control it (509.1a)`;
  if (!chars.types.includes('Creature')) return 'it is not a creature (506.3)';
  if (blocker.tapped) return 'it is tapped (509.1a)';
  if (chars.rules.cantBlock) return "an effect says it can't block (509.1b)";
  if (chars.keywords.includes('unleash') && (blocker.counters['+1/+1'] ?? 0) > 0) return "it has unleash and a +1/+1 counter on it: it can't block (702.98a, 509.1b)";
  if (!attackerObj) return 'that creature is no longer attacking';
  if (defendingPlayer(state, attacker) !== defending) return `${attacker.label} isn't attacking ${playerName(state, defending)} or a planeswalker they control (509.1a)`;
  const attacking = characteristics(state, attackerObj);
  if (attacking.rules.cantBeBlocked) return `${attacker.label} can't be blocked`;
  const evasion = evasionProblem(state, attackerObj, blocker, defending);
  if (evasion) return evasion;
  if (attacking.keywords.includes('flying') && !chars.keywords.includes('flying') && !chars.keywords.includes('reach')) return `${attacker.label} has flying, and ${blocker.label} has neither flying nor reach (702.9b)`;
  const protection = protectionFrom(attacking.keywords, chars);
  if (protection) return `${attacker.label} has ${protection} (702.16f)`;
  return undefined;
}

/** 509.1: each defending player declares blockers (every "blockers" choice of theirs adds up; default none); 509.1i triggers. */
export function declareBlockers(ctx: Ctx): void {
  const { state } = ctx;
  const combat = state.combat!;
  const defenders = [...new Set(combat.attackers.map((a) => defendingPlayer(state, a)).filter((p): p is number => p !== undefined))];
  for (const defending of defenders) {
    const who = playerName(state, defending);
    const planned = takeAllPlanned(state, defending, 'blockers');
    const wanted = planned.flatMap((p) => (typeof p.value === 'object' && !Array.isArray(p.value) ? Object.entries(p.value) : []));
    const tag = planned.find((p) => p.tag)?.tag;
    if (wanted.length === 0 && !hasBlockRequirements(state, defending, combat.attackers)) {
      emit(ctx, 'declare', ['509.1'], `${who} declares no blockers${planned.length ? '' : ' (none were named)'}`, { players: [who] });
      continue;
    }
    const blocks: { blocker: GameObject; attacker: Attacker }[] = [];
    const problems: string[] = [];
    const mine = battlefieldObjects(state).filter((o) => o.controller === defending);
    const blocking = (o: GameObject) => blocks.filter((b) => b.blocker === o);
    for (const [blockerLabel, attackerLabel] of wanted) {
      // A creature named again blocks one more attacker, if an effect lets it (509.1a).
      const blocker = byLabel(mine.filter((o) => blocking(o).length === 0), blockerLabel) ?? byLabel(mine.filter((o) => blocking(o).length > 0), blockerLabel);
      const attacker = combat.attackers.find((a) => a.label.toLowerCase() === String(attackerLabel).toLowerCase()) ?? combat.attackers.find((a) => current(state, a.ref)?.card.toLowerCase() === String(attackerLabel).toLowerCase());
      if (!blocker) problems.push(`there is no creature "${blockerLabel}" of ${who}'s to block with`);
      else if (!attacker) problems.push(`${blocker.label} can't block ${attackerLabel}: it isn't attacking`);
      else if (blocking(blocker).some((b) => b.attacker === attacker)) problems.push(`${blocker.label} is already blocking ${attacker.label}`);
      else if (blocking(blocker).length >= blockCapacity(state, blocker)) problems.push(`${blocker.label} can't block ${attacker.label} too: it can block only ${capacityWords(blockCapacity(state, blocker))} (509.1a)`);
      else {
        const problem = blockProblem(state, blocker, attacker, defending);
        if (problem) problems.push(`${blocker.label} can't block ${attacker.label}: ${problem}`);
        else blocks.push({ blocker, attacker });
      }
    }
    // 506.5, 509.1b: a creature that can't block alone needs another blocker beside it.
    if (blocks.length === 1 && characteristics(state, blocks[0]!.blocker).rules.cantBlockAlone) problems.push(`${blocks[0]!.blocker.label} can't block alone (506.5, 509.1b)`);
    // 702.111b: a creature with menace can't be blocked except by two or more creatures.
    for (const attacker of combat.attackers) {
      const count = blocks.filter((b) => b.attacker === attacker).length;
      const obj = current(state, attacker.ref);
      if (count === 1 && obj && keywordsOf(state, obj).includes('menace')) problems.push(`${attacker.label} has menace and can't be blocked except by two or more creatures (702.111b)`);
      const most = obj && characteristics(state, obj).rules.maxBlockers;
      if (most && count > most) problems.push(`${attacker.label} can't be blocked by more than ${most} creature${most === 1 ? '' : 's'} (509.1b)`);
    }
    // 509.1c: a creature whose blocks are all taken, one of them an attacker no requirement names, while it could block one a requirement
    // names (all creatures able to block it must; an effect says it blocks that one if able), breaks that requirement.
    for (const blocker of new Set(blocks.map((b) => b.blocker))) {
      const its = blocking(blocker).map((b) => b.attacker);
      const lures = luringAttackers(state, combat.attackers, blocker);
      const demanded = demandedAttackers(state, combat.attackers, blocker);
      const wanted = [...demanded, ...lures].find((a) => !its.includes(a) && !blockProblem(state, blocker, a, defending));
      if (wanted && its.length >= blockCapacity(state, blocker) && its.some((a) => !lures.includes(a) && !demanded.includes(a))) {
        problems.push(`${blocker.label} must block ${wanted.label}: ${demanded.includes(wanted) ? `an effect says it blocks ${wanted.label} if able` : 'all creatures able to block it do so'} (509.1c)`);
      }
    }
    if (problems.length) {
      // 509.1c: declaring again, no block at all would break the blocking requirements: only the blocks they demand are made.
      const requirements = hasBlockRequirements(state, defending, combat.attackers);
      emit(ctx, 'illegal-action', ['509.1', '732.1', ...rulesIn(problems)], `The declaration of blockers is illegal: ${problems.join('; ')}. It is taken back (509.1, 732), and ${who} declares ${requirements ? 'only the blocks the requirements demand (509.1c)' : 'no blockers'}`, { players: [who], ...(tag ? { tag } : {}), outcome: { kind: 'refused', subject: problems.join('; ') } });
      if (!requirements) continue;
      blocks.length = 0;
    }
    const required = requiredBlocks(state, defending, combat.attackers, blocks, (blocker, attacker) => !blockProblem(state, blocker, attacker, defending));
    if (required.length) emit(ctx, 'choice', ['509.1c'], `Blocking requirements: ${required.map((r) => `${r.blocker.label} blocks ${r.attacker.label} (${r.why})`).join('; ')}`, { players: [who] });
    blocks.push(...required);
    if (blocks.length === 0) {
      emit(ctx, 'declare', ['509.1'], `${who} declares no blockers (none can meet the requirements)`, { players: [who] });
      continue;
    }
    const declaredBlocks = blocks.length;
    blocks.push(...bandBlocks(combat, blocks));
    for (const { blocker, attacker } of blocks) {
      combat.blockers.push({ ref: refOf(blocker), label: blocker.label, blocking: attacker.ref });
      attacker.blocked = true; // 509.1h
      attacker.blockers.push(refOf(blocker));
    }
    touch(state);
    const blockList = (list: typeof blocks) => combat.attackers.filter((a) => list.some((b) => b.attacker === a)).map((a) => `${a.label} by ${list.filter((b) => b.attacker === a).map((b) => b.blocker.label).join(' and ')}`).join('; ');
    emit(ctx, 'declare', ['509.1', '509.1h'], `${who} blocks: ${blockList(blocks.slice(0, declaredBlocks))}`, { players: [who], objects: blocks.map((b) => b.blocker.label) });
    if (blocks.length > declaredBlocks) emit(ctx, 'effect', ['702.22h'], `Blocking a creature in a band blocks every creature in it: ${blockList(blocks.slice(declaredBlocks))} too (702.22h)`, { objects: blocks.slice(declaredBlocks).map((b) => b.attacker.label) });
    for (const [i, { blocker, attacker }] of blocks.entries()) {
      const blocked = current(state, attacker.ref)!;
      // 509.3a: "whenever ~ blocks" triggers once, however many creatures it blocks; 509.3b: "blocks a creature" once for each.
      const again = blocks.slice(0, i).some((b) => b.blocker === blocker);
      fireTriggers(ctx, 'blocks', { object: blocker, seen: characteristics(state, blocker), counterpart: blocked, ...(again ? { counterpartOnly: true } : {}), cause: `${blocker.label} blocks ${attacker.label}` });
    }
    for (const attacker of combat.attackers.filter((a) => blocks.some((b) => b.attacker === a))) {
      const obj = current(state, attacker.ref)!;
      fireTriggers(ctx, 'becomes-blocked', { object: obj, seen: characteristics(state, obj), cause: `${attacker.label} becomes blocked` });
      // 509.3d: "becomes blocked by a creature" triggers once for each creature blocking it.
      for (const { blocker } of blocks.filter((b) => b.attacker === attacker)) fireTriggers(ctx, 'blocked-by', { object: obj, seen: characteristics(state, obj), counterpart: blocker, cause: `${attacker.label} becomes blocked by ${blocker.label}` });
    }
  }
  // 509.3g: "attacks and isn't blocked" triggers for each attacker no creature was declared to block.
  for (const attacker of combat.attackers.filter((a) => !a.blocked)) {
    const obj = current(state, attacker.ref);
    if (obj) fireTriggers(ctx, 'attacks-unblocked', { object: obj, seen: characteristics(state, obj), cause: `${attacker.label} attacks and isn't blocked` });
  }
}

/** 702.22h, 702.22f: a creature blocking an attacker in a band blocks each other creature of the band still attacking too. */
function bandBlocks(combat: CombatState, blocks: { blocker: GameObject; attacker: Attacker }[]): { blocker: GameObject; attacker: Attacker }[] {
  const joined: { blocker: GameObject; attacker: Attacker }[] = [];
  for (const { blocker, attacker } of blocks) {
    const band = combat.bands?.find((members) => members.some((ref) => ref.id === attacker.ref.id));
    const others = combat.attackers.filter((a) => a !== attacker && band?.some((ref) => ref.id === a.ref.id && ref.zoneChangeCount === a.ref.zoneChangeCount));
    for (const other of others) if (![...blocks, ...joined].some((b) => b.blocker === blocker && b.attacker === other)) joined.push({ blocker, attacker: other });
  }
  return joined;
}

function hasFirstStrike(state: GameState, obj: GameObject): boolean {
  const keywords = keywordsOf(state, obj);
  return keywords.includes('first strike') || keywords.includes('double strike');
}

/** 510.4: whether any attacking or blocking creature has first strike or double strike as the combat damage step begins. */
export function needsFirstStrikeStep(state: GameState): boolean {
  return combatants(state).some((obj) => hasFirstStrike(state, obj));
}

/** The creatures in combat, each once (a creature blocking several attackers has a block for each, 509.1a). */
function combatants(state: GameState): GameObject[] {
  const combat = state.combat;
  if (!combat) return [];
  return [...new Set([...combat.attackers.map((a) => a.ref), ...combat.blockers.map((b) => b.ref)].flatMap((ref) => current(state, ref) ?? []))];
}

/** 510.4, 702.4b, 702.7b: who deals damage in this combat damage step. */
function dealsDamageNow(state: GameState, obj: GameObject, firstStrikeStep: boolean): boolean {
  const combat = state.combat!;
  if (firstStrikeStep) return hasFirstStrike(state, obj);
  if (!combat.firstStrikers) return true;
  const hadFirstStrike = combat.firstStrikers.some((ref) => isSameObject(ref, obj));
  return !hadFirstStrike || keywordsOf(state, obj).includes('double strike');
}

/** Lethal damage for assignment (702.19b, 702.2c): toughness minus damage marked and already assigned this step; 1 from a deathtouch source. */
function lethalFor(state: GameState, blocker: GameObject, assigned: number, deathtouch: boolean): number {
  if (deathtouch) return assigned > 0 ? 0 : 1;
  return Math.max(0, (characteristics(state, blocker).toughness ?? 0) - blocker.damage - assigned);
}

/** The player or planeswalker an unblocked (or trampling) attacker's damage goes to, if it is still there (510.1b). */
function defenderRecipient(state: GameState, attacker: Attacker): Affected | undefined {
  if ('player' in attacker.defender) return state.players[attacker.defender.player]!.lost ? undefined : { player: attacker.defender.player };
  const walker = current(state, attacker.defender.object);
  return walker && characteristics(state, walker).types.includes('Planeswalker') ? { object: walker } : undefined;
}

/**
 * 702.22j–k: who divides a creature's combat damage among the creatures in combat with it: its controller (510.1c–d), or
 * their opponent when one of those creatures has banding: the defending player for an attacker blocked by a creature with
 * banding, the active player for a blocker blocking a creature with banding. The other player's division is taken too,
 * and refused (an illegal choice) if it was named.
 */
function damageDivider(ctx: Ctx, obj: GameObject, facing: GameObject[], opponent: number, rule: '702.22j' | '702.22k'): { divider: number; rules: string[]; planned: PlannedChoice | undefined } {
  const { state } = ctx;
  const banded = facing.some((o) => keywordsOf(state, o).includes('banding'));
  const divider = banded ? opponent : obj.controller;
  const planned = takePlanned(state, divider, 'damage', obj.label);
  const misplaced = banded && divider !== obj.controller ? takePlanned(state, obj.controller, 'damage', obj.label) : undefined;
  if (misplaced) {
    const which = facing.filter((o) => keywordsOf(state, o).includes('banding')).map((o) => o.label).join(', ');
    emit(ctx, 'illegal-choice', [rule], `${playerName(state, obj.controller)} doesn't divide ${obj.label}'s combat damage: ${which} has banding, so ${playerName(state, divider)} does (${rule})`, { players: [playerName(state, obj.controller)], ...(misplaced.tag ? { tag: misplaced.tag } : {}) });
  }
  return { divider, rules: banded ? [rule] : [], planned };
}

/** 510.1a–c, 702.19b: how an attacker assigns its damage: its controller's division ("damage") if legal, else lethal-first in block order. */
function assignAttackerDamage(ctx: Ctx, attacker: Attacker, obj: GameObject, assignedTo: Map<number, number>): DamageEvent[] {
  const { state } = ctx;
  const power = Math.max(0, characteristics(state, obj).power ?? 0);
  const blockers = attacker.blockers.flatMap((ref) => current(state, ref) ?? []);
  const { divider, rules: banding, planned } = damageDivider(ctx, obj, attacker.blocked ? blockers : [], defendingPlayer(state, attacker) ?? obj.controller, '702.22j');
  if (power === 0) return [];
  // 702.22j: the defending player divides it among the creatures blocking it, trample or not.
  const trample = keywordsOf(state, obj).includes('trample') && banding.length === 0;
  const deathtouch = keywordsOf(state, obj).includes('deathtouch');
  const toDefender = defenderRecipient(state, attacker);
  const division = planned && typeof planned.value === 'object' && !Array.isArray(planned.value) ? planned.value : undefined;
  const unblocked = !attacker.blocked || (toDefender !== undefined && assignsAsThoughUnblocked(ctx, attacker, obj, power, toDefender, division));
  if (unblocked) return toDefender ? [{ source: obj, recipient: toDefender, amount: power, combat: true }] : [];
  if (blockers.length === 0) {
    // 510.1c: blocked with no blockers left deals no damage, unless it has trample (702.19d).
    if (trample && toDefender) return [{ source: obj, recipient: toDefender, amount: power, combat: true }];
    emit(ctx, 'effect', ['510.1c'], `${attacker.label} is blocked but no creature blocks it any more: it assigns no combat damage`, { objects: [attacker.label] });
    return [];
  }
  const lethal = (b: GameObject) => lethalFor(state, b, assignedTo.get(b.id) ?? 0, deathtouch);
  const who = playerName(state, divider);
  if (division) {
    const problem = divisionProblem(state, division, power, blockers, trample ? toDefender : undefined, lethal);
    if (!problem) {
      const events = Object.entries(division).flatMap(([label, amount]) => {
        const recipient: Affected | undefined = toDefender && recipientName(state, toDefender).toLowerCase() === label.toLowerCase() ? toDefender : (() => {
          const b = byLabel(blockers, label);
          return b ? { object: b } : undefined;
        })();
        return recipient && Number(amount) > 0 ? [{ source: obj, recipient, amount: Number(amount), combat: true }] : [];
      });
      emit(ctx, 'choice', ['510.1c', ...(trample ? ['702.19b'] : []), ...banding], `${who} divides ${attacker.label}'s ${power} combat damage: ${events.map((e) => `${e.amount} to ${recipientName(state, e.recipient)}`).join(', ')}${bandingNote(banding)}`, { players: [who] });
      for (const e of events) if ('object' in e.recipient) assignedTo.set(e.recipient.object.id, (assignedTo.get(e.recipient.object.id) ?? 0) + e.amount);
      return events;
    }
    emit(ctx, 'illegal-choice', ['510.1c', '510.1e', ...(trample ? ['702.19b'] : []), ...banding], `${attacker.label}'s damage can't be divided that way: ${problem}`, { players: [who], ...(planned?.tag ? { tag: planned.tag } : {}) });
  }
  const events = lethalFirst(obj, power, blockers, lethal, assignedTo, trample ? toDefender : undefined);
  if (blockers.length > 1 || trample || banding.length) {
    const rest = trample ? 'the rest to the player or planeswalker it attacks (702.19b)' : 'the rest to the last';
    emit(ctx, 'choice', ['510.1c', ...(trample ? ['702.19b'] : []), ...(deathtouch ? ['702.2c'] : []), ...banding], `${who} assigns ${attacker.label}'s ${power} combat damage: ${events.map((e) => `${e.amount} to ${recipientName(state, e.recipient)}`).join(', ') || 'none'} (the default: lethal damage${deathtouch ? ', 1 with deathtouch,' : ''} to each blocker in the order they were declared, ${rest}; no division was named)${bandingNote(banding)}`, { players: [who] });
  }
  return events;
}

/** What the trace adds when banding gave the division to the other player (702.22j–k). */
function bandingNote(banding: string[]): string {
  if (banding.length === 0) return '';
  return banding[0] === '702.22j' ? '; it is blocked by a creature with banding, so the defending player divides it among the creatures blocking it (702.22j)' : '; it blocks a creature with banding, so the active player divides it among the creatures it blocks (702.22k)';
}

/**
 * 510.1c (Pride of Lions): a blocked creature whose controller "may have it assign its combat damage as though it weren't
 * blocked" assigns all of it to the player or planeswalker it attacks, if they say so: a division naming only that player
 * (or planeswalker), its whole power, says yes; one naming blockers, no; none named, yes (the default, stated).
 */
function assignsAsThoughUnblocked(ctx: Ctx, attacker: Attacker, obj: GameObject, power: number, toDefender: Affected, division: Record<string, string | number> | undefined): boolean {
  const { state } = ctx;
  if (!characteristics(state, obj).rules.mayAssignAsThoughUnblocked) return false;
  const who = playerName(state, obj.controller);
  const defender = recipientName(state, toDefender);
  const labels = Object.keys(division ?? {});
  const yes = !division || (labels.length === 1 && labels[0]!.toLowerCase() === defender.toLowerCase() && Number(division[labels[0]!]) === power);
  const why = division ? '' : ` (the default: no division was named; \`${who} assigns ${attacker.label}: ${power} to <a blocker>\` assigns it to the creatures blocking it)`;
  emit(ctx, 'choice', ['510.1c'], yes ? `${who} has ${attacker.label} assign its combat damage as though it weren't blocked: ${power} to ${defender}${why}` : `${who} has ${attacker.label} assign its combat damage to the creatures blocking it`, { players: [who] });
  return yes;
}

/** The default assignment (510.1c–d, 702.19b): lethal damage to each creature in the order they were declared, the rest to the last one, or with trample to the player or planeswalker attacked. */
function lethalFirst(source: GameObject, power: number, creatures: GameObject[], lethal: (o: GameObject) => number, assignedTo: Map<number, number>, trampleTo: Affected | undefined): DamageEvent[] {
  let left = power;
  const events: DamageEvent[] = [];
  for (const [i, creature] of creatures.entries()) {
    const last = i === creatures.length - 1;
    const amount = last && !trampleTo ? left : Math.min(left, lethal(creature));
    if (amount > 0) events.push({ source, recipient: { object: creature }, amount, combat: true });
    assignedTo.set(creature.id, (assignedTo.get(creature.id) ?? 0) + amount);
    left -= amount;
  }
  if (left > 0 && trampleTo) events.push({ source, recipient: trampleTo, amount: left, combat: true });
  return events;
}

/**
 * 510.1d: a blocker assigns all its damage to the one attacker it blocks; blocking several (509.1a), its controller divides it
 * among them (choice "damage" for the blocker), else it goes lethal-first in the order they were blocked, the rest to the last.
 */
function assignBlockerDamage(ctx: Ctx, blocker: GameObject, blocked: GameObject[], assignedTo: Map<number, number>): DamageEvent[] {
  const { state } = ctx;
  const power = Math.max(0, characteristics(state, blocker).power ?? 0);
  const { divider, rules: banding, planned } = blocked.length > 1 ? damageDivider(ctx, blocker, blocked, state.activePlayer, '702.22k') : { divider: blocker.controller, rules: [], planned: undefined };
  if (power === 0 || blocked.length === 0) return [];
  if (blocked.length === 1) return [{ source: blocker, recipient: { object: blocked[0]! }, amount: power, combat: true }];
  const deathtouch = keywordsOf(state, blocker).includes('deathtouch');
  const lethal = (o: GameObject) => lethalFor(state, o, assignedTo.get(o.id) ?? 0, deathtouch);
  const who = playerName(state, divider);
  const division = planned && typeof planned.value === 'object' && !Array.isArray(planned.value) ? planned.value : undefined;
  const problem = division && divisionProblem(state, division, power, blocked, undefined, lethal, true);
  if (division && !problem) {
    const events = Object.entries(division).flatMap(([label, amount]) => {
      const attacker = byLabel(blocked, label);
      return attacker && Number(amount) > 0 ? [{ source: blocker, recipient: { object: attacker }, amount: Number(amount), combat: true }] : [];
    });
    emit(ctx, 'choice', ['510.1d', ...banding], `${who} divides ${blocker.label}'s ${power} combat damage among the creatures it blocks: ${events.map((e) => `${e.amount} to ${recipientName(state, e.recipient)}`).join(', ')}${bandingNote(banding)}`, { players: [who] });
    for (const e of events) assignedTo.set(e.recipient.object.id, (assignedTo.get(e.recipient.object.id) ?? 0) + e.amount);
    return events;
  }
  if (problem) emit(ctx, 'illegal-choice', ['510.1d', '510.1e', ...banding], `${blocker.label}'s damage can't be divided that way: ${problem}`, { players: [who], ...(planned?.tag ? { tag: planned.tag } : {}) });
  const events = lethalFirst(blocker, power, blocked, lethal, assignedTo, undefined);
  emit(ctx, 'choice', ['510.1d', ...(deathtouch ? ['702.2c'] : []), ...banding], `${who} assigns ${blocker.label}'s ${power} combat damage among the creatures it blocks: ${events.map((e) => `${e.amount} to ${recipientName(state, e.recipient)}`).join(', ') || 'none'} (the default: lethal damage${deathtouch ? ', 1 with deathtouch,' : ''} to each in the order they were blocked, the rest to the last; no division was named)${bandingNote(banding)}`, { players: [who] });
  return events;
}

function recipientName(state: GameState, recipient: Affected): string {
  return 'player' in recipient ? playerName(state, recipient.player) : recipient.object.label;
}

/**
 * 510.1c, 702.19b: a planned division must use the whole power, only blockers (and with trample the player, once each blocker has lethal);
 * 510.1d: a blocker's (`byBlocker`), only the attackers it blocks.
 */
function divisionProblem(state: GameState, division: Record<string, string | number>, power: number, blockers: GameObject[], trampleTo: Affected | undefined, lethal: (b: GameObject) => number, byBlocker = false): string | undefined {
  let total = 0;
  for (const [label, amount] of Object.entries(division)) {
    const n = Number(amount);
    if (!Number.isInteger(n) || n < 0) return `"${amount}" is not a whole amount of damage`;
    total += n;
    const isDefender = trampleTo && recipientName(state, trampleTo).toLowerCase() === label.toLowerCase();
    if (!isDefender && !byLabel(blockers, label)) return byBlocker ? `it doesn't block ${label} (510.1d)` : `${label} is not blocking it${trampleTo ? ' nor is it what it attacks' : ''} (510.1c)`;
  }
  if (total !== power) return `the amounts add up to ${total}, but it assigns ${power} (510.1a)`;
  const toDefender = trampleTo ? Number(division[Object.keys(division).find((k) => k.toLowerCase() === recipientName(state, trampleTo).toLowerCase()) ?? ''] ?? 0) : 0;
  if (toDefender > 0) {
    const short = blockers.find((b) => Number(division[Object.keys(division).find((k) => byLabel([b], k)) ?? ''] ?? 0) < lethal(b));
    if (short) return `${short.label} must be assigned lethal damage (${lethal(short)}) before any goes to ${recipientName(state, trampleTo!)} (702.19b)`;
  }
  return undefined;
}

/** 510.1a: a creature an effect says "assigns no combat damage this turn" assigns none, whatever its power (said in the trace). */
function assignsDamage(ctx: Ctx, obj: GameObject): boolean {
  if (!characteristics(ctx.state, obj).rules.assignsNoCombatDamage) return true;
  emit(ctx, 'effect', ['510.1a'], `${obj.label} assigns no combat damage: an effect says it assigns none this turn`, { objects: [obj.label] });
  return false;
}

/** 510.1–510.2: every creature that deals combat damage in this step assigns it, then it is all dealt at once. */
export function combatDamage(ctx: Ctx, firstStrikeStep: boolean): void {
  const { state } = ctx;
  const combat = state.combat;
  if (!combat) return;
  if (firstStrikeStep) combat.firstStrikers = combatants(state).filter((o) => hasFirstStrike(state, o)).map(refOf);
  const assignedTo = new Map<number, number>();
  const events: DamageEvent[] = [];
  for (const attacker of combat.attackers) {
    const obj = current(state, attacker.ref);
    if (obj && dealsDamageNow(state, obj, firstStrikeStep) && assignsDamage(ctx, obj)) events.push(...assignAttackerDamage(ctx, attacker, obj, assignedTo));
  }
  for (const blocker of combatants(state).filter((o) => combat.blockers.some((b) => isSameObject(b.ref, o)))) {
    if (!dealsDamageNow(state, blocker, firstStrikeStep) || !assignsDamage(ctx, blocker)) continue;
    // 510.1d: a blocker assigns its damage to the attackers it blocks that are still attacking (none left: no damage).
    const blocked = combat.blockers.filter((b) => isSameObject(b.ref, blocker)).flatMap((b) => current(state, b.blocking) ?? []).filter((o) => combat.attackers.some((a) => isSameObject(a.ref, o)));
    events.push(...assignBlockerDamage(ctx, blocker, blocked, assignedTo));
  }
  if (events.length === 0) {
    emit(ctx, 'effect', ['510.2'], `No combat damage is dealt${firstStrikeStep ? ' in the first-strike combat damage step' : ''}`);
    return;
  }
  dealDamage(ctx, events);
}

/** 511.3: as the end of combat step ends, everything is removed from combat. */
export function endCombat(ctx: Ctx): void {
  if (!ctx.state.combat) return;
  ctx.state.combat = undefined;
  // Effects that last "this combat" end with it.
  ctx.state.effects = ctx.state.effects.filter((e) => !e.endsWithCombat);
  touch(ctx.state);
}

/** "attacking Bob", "blocking Grizzly Bears" for the board view. */
export function combatRole(state: GameState, obj: GameObject): string | undefined {
  const combat = state.combat;
  if (!combat) return undefined;
  const attacking = combat.attackers.find((a) => isSameObject(a.ref, obj));
  if (attacking) return `attacking ${defenderLabel(state, attacking.defender)}${attacking.blocked ? ` (blocked${attacking.blockers.length ? ` by ${attacking.blockers.map((r: ObjectRef) => current(state, r)?.label).filter(Boolean).join(', ')}` : ''})` : ''}`;
  const blocking = combat.blockers.filter((b) => isSameObject(b.ref, obj));
  return blocking.length ? `blocking ${blocking.map((b) => current(state, b.blocking)?.label ?? 'a creature that left combat').join(', ')}` : undefined;
}

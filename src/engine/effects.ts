/**
 * Effects of resolving spells and abilities (609): damage (120), life, destroy (701.8), sacrifice
 * (701.21), counters (122), draw (121), tokens (111), "until end of turn" pumps and granted abilities
 * (611.2a, 613), prevention (615), counter target spell (701.6), scry (701.22), tap/untap, mana.
 */
import { COLOR_WORDS, type Amount, type Color, type Effect, type ManaType, type Who } from './cards/schema';
import { characteristics, isCreature, isDamagePrevented, spellParts } from './characteristics';
import { type Ctx, battlefieldObjects, createObject, current, currentOrLastKnown, emit, isSameObject, playerName, refOf } from './context';
import { takeChoice } from './choices';
import { becomeCopy } from './copy';
import { sacrificeChoice } from './mana';
import { moveWithTriggers, queueEnters } from './triggers';
import { findCandidate, targetProblem, toRecord } from './targets';
import type { ContinuousEffect, GameObject, GameState, StackItem, TargetRecord } from './types';

type Affected = { player: number } | { object: GameObject };

function amountOf(state: GameState, item: StackItem, amount: Amount): number {
  if (amount === 'X') return item.x;
  if (typeof amount === 'number') return amount;
  return currentOrLastKnown(state, item.source)?.counters[amount.countersOnSelf] ?? 0;
}

/** Who or what an effect acts on now; illegal targets are left out (608.2b). */
function resolveWho(state: GameState, item: StackItem, who: Who): Affected[] {
  if (who === 'you') return [{ player: item.controller }];
  if (who === 'each-player') return state.players.flatMap((p, player) => (p.lost ? [] : [{ player }]));
  if (who === 'each-opponent') return state.players.flatMap((p, player) => (p.lost || player === item.controller ? [] : [{ player }]));
  if (who === 'each-creature-you-control' || who === 'each-creature') {
    const creatures = battlefieldObjects(state).filter((o) => isCreature(state, o));
    return creatures.filter((o) => who === 'each-creature' || o.controller === item.controller).map((object) => ({ object }));
  }
  if (who === 'self') {
    const self = current(state, item.source);
    return self ? [{ object: self }] : [];
  }
  const slot = who === 'target' || who === 'target-controller' ? 0 : who.target;
  const record = item.targets.find((t) => t.slot === slot);
  if (!record || record.verdict !== 'legal') return [];
  if ('player' in record.ref) return [{ player: record.ref.player }];
  const object = current(state, record.ref.object);
  if (!object) return [];
  return who === 'target-controller' ? [{ player: object.controller }] : [{ object }];
}

function objectsOnly(affected: Affected[]): GameObject[] {
  return affected.flatMap((a) => ('object' in a ? [a.object] : []));
}

function playersOnly(affected: Affected[]): number[] {
  return affected.flatMap((a) => ('player' in a ? [a.player] : []));
}

export function applyEffect(ctx: Ctx, item: StackItem, effect: Effect): void {
  const { state } = ctx;
  switch (effect.do) {
    case 'damage':
      for (const recipient of resolveWho(state, item, effect.to)) dealDamage(ctx, item, recipient, amountOf(state, item, effect.amount));
      return;
    case 'lose-life':
    case 'gain-life':
      for (const player of playersOnly(resolveWho(state, item, effect.who))) {
        const amount = amountOf(state, item, effect.amount);
        state.players[player]!.life += effect.do === 'gain-life' ? amount : -amount;
        emit(ctx, 'life', ['119.3', '119.4'], `${playerName(state, player)} ${effect.do === 'gain-life' ? 'gains' : 'loses'} ${amount} life (now ${state.players[player]!.life})`, { players: [playerName(state, player)] });
      }
      return;
    case 'destroy':
      for (const obj of objectsOnly(resolveWho(state, item, effect.what))) moveWithTriggers(ctx, obj, 'graveyard', 'destroyed', '701.8a');
      return;
    case 'sacrifice':
      for (const player of playersOnly(resolveWho(state, item, effect.who))) {
        const victim = sacrificeChoice(ctx, player, effect.kind, takeChoice(state, player, 'sacrifice'));
        if (victim) moveWithTriggers(ctx, victim, 'graveyard', 'sacrificed', '701.21a');
      }
      return;
    case 'exile':
      for (const obj of objectsOnly(resolveWho(state, item, effect.what))) moveWithTriggers(ctx, obj, 'exile', 'exiled', '701.13a');
      return;
    case 'exile-and-return':
      for (const obj of objectsOnly(resolveWho(state, item, effect.what))) {
        const exiled = moveWithTriggers(ctx, obj, 'exile', 'exiled', '701.13a');
        exiled.controller = item.controller;
        moveWithTriggers(ctx, exiled, 'battlefield', 'returned to the battlefield', '400.7');
      }
      return;
    case 'counters':
      for (const obj of objectsOnly(resolveWho(state, item, effect.on))) {
        const amount = amountOf(state, item, effect.amount);
        obj.counters[effect.counter] = (obj.counters[effect.counter] ?? 0) + amount;
        emit(ctx, 'effect', ['122.1', '122.6'], `${amount} ${effect.counter} counter${amount === 1 ? '' : 's'} ${amount === 1 ? 'is' : 'are'} put on ${obj.label}`, { objects: [obj.label] });
      }
      return;
    case 'another-of-each-counter':
      for (const obj of objectsOnly(resolveWho(state, item, effect.on))) {
        const kinds = Object.keys(obj.counters).filter((k) => obj.counters[k]! > 0);
        for (const kind of kinds) obj.counters[kind]! += 1;
        emit(ctx, 'effect', ['122.1'], kinds.length ? `${obj.label} gets another ${kinds.join(', ')} counter` : `${obj.label} has no counters: nothing happens`, { objects: [obj.label] });
      }
      return;
    case 'draw':
      for (const player of playersOnly(resolveWho(state, item, effect.who))) draw(ctx, player, amountOf(state, item, effect.amount));
      return;
    case 'create-token':
      for (const player of playersOnly(resolveWho(state, item, effect.for))) {
        for (let i = 0; i < amountOf(state, item, effect.count); i++) createToken(ctx, effect.token, player);
      }
      return;
    case 'pump':
      for (const obj of objectsOnly(resolveWho(state, item, effect.on))) {
        addUntilEndOfTurn(ctx, item, obj, { power: effect.power, toughness: effect.toughness }, `${obj.label} gets ${signed(effect.power)}/${signed(effect.toughness)} until end of turn`, ['611.2a', '613.4c']);
      }
      return;
    case 'grant':
      for (const obj of objectsOnly(resolveWho(state, item, effect.on))) {
        addUntilEndOfTurn(ctx, item, obj, { keywords: effect.keywords }, `${obj.label} gains ${effect.keywords.join(', ')} until end of turn`, ['611.2a', '613.1f']);
      }
      return;
    case 'grant-protection-from-chosen-color': {
      const color = chosenColor(ctx, item);
      for (const obj of objectsOnly(resolveWho(state, item, effect.on))) {
        addUntilEndOfTurn(ctx, item, obj, { keywords: [`protection from ${COLOR_WORDS[color]}`] }, `${obj.label} gains protection from ${COLOR_WORDS[color]} until end of turn`, ['611.2a', '702.16a']);
      }
      return;
    }
    case 'prevent-all-damage':
      for (const obj of objectsOnly(resolveWho(state, item, effect.on))) {
        addUntilEndOfTurn(ctx, item, obj, { preventAllDamage: true }, `All damage that would be dealt to ${obj.label} this turn will be prevented`, ['615.1a']);
      }
      return;
    case 'counter':
      for (const obj of objectsOnly(resolveWho(state, item, effect.what))) counterSpell(ctx, obj);
      return;
    case 'scry':
      scry(ctx, item, amountOf(state, item, effect.amount));
      return;
    case 'become-copy': {
      const self = current(state, item.source);
      const original = objectsOnly(resolveWho(state, item, effect.of))[0];
      if (!self || !original) return;
      const ability = effect.exceptThisAbility ? characteristics(state, self).abilities[item.abilityIndex ?? -1] : undefined;
      becomeCopy(ctx, self, original, ability);
      return;
    }
    case 'copy-spell':
      for (const obj of objectsOnly(resolveWho(state, item, effect.what))) copySpell(ctx, item, obj);
      return;
    case 'change-targets':
      for (const obj of objectsOnly(resolveWho(state, item, effect.what))) {
        const spell = stackItemOf(state, obj);
        if (spell) chooseNewTargets(ctx, item, spell, '115.7d');
      }
      return;
    case 'tap':
    case 'untap':
      for (const obj of objectsOnly(resolveWho(state, item, effect.what))) {
        obj.tapped = effect.do === 'tap';
        emit(ctx, 'effect', [effect.do === 'tap' ? '701.26a' : '701.26b'], `${obj.label} becomes ${effect.do}ped`, { objects: [obj.label] });
      }
      return;
    case 'add-mana': {
      // Only plain types reach here: abilities that offer a choice of type are mana abilities (605.1a).
      const type = typeof effect.mana === 'string' && effect.mana.length === 1 ? (effect.mana as ManaType) : undefined;
      if (!type) return;
      state.players[item.controller]!.manaPool[type] += effect.amount;
      emit(ctx, 'mana', ['106.3'], `${playerName(state, item.controller)} adds {${type}}`, { players: [playerName(state, item.controller)] });
      return;
    }
  }
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

function addUntilEndOfTurn(ctx: Ctx, item: StackItem, obj: GameObject, change: Partial<ContinuousEffect>, text: string, rules: string[]): void {
  ctx.state.effects.push({ timestamp: ctx.state.nextTimestamp++, affected: refOf(obj), source: item.label, until: 'end-of-turn', ...change });
  emit(ctx, 'effect', rules, text, { objects: [obj.label] });
}

/** "The color of your choice" (105.1): the item's choice "color" or a planned one; default (or not a color): white. */
function chosenColor(ctx: Ctx, item: StackItem): Color {
  const raw = item.choices.color ?? takeChoice(ctx.state, item.controller, 'color', item.sourceLabel);
  const who = playerName(ctx.state, item.controller);
  const color = raw === undefined ? undefined : colorNamed(String(raw));
  if (!color) {
    const why = raw === undefined ? 'no color was chosen' : `"${String(raw)}" is not a color (105.1)`;
    emit(ctx, 'choice', ['105.1'], `${who} chooses white (the default: ${why})`, { players: [who] });
    return 'W';
  }
  emit(ctx, 'choice', ['105.1'], `${who} chooses ${COLOR_WORDS[color]}`, { players: [who] });
  return color;
}

/** A color by letter or word ("R", "red"); colorless and artifact are not colors (105.1). */
export function colorNamed(word: string): Color | undefined {
  const wanted = word.trim().toLowerCase();
  return (Object.keys(COLOR_WORDS) as Color[]).find((c) => c.toLowerCase() === wanted || COLOR_WORDS[c] === wanted);
}

/** 120.3: damage to a player is life loss; to a creature it is marked, unless prevented (615, 702.16e). */
function dealDamage(ctx: Ctx, item: StackItem, recipient: Affected, amount: number): void {
  const { state } = ctx;
  const source = currentOrLastKnown(state, item.source);
  const sourceLabel = source?.label ?? item.label;
  if ('player' in recipient) {
    const player = state.players[recipient.player]!;
    player.life -= amount;
    emit(ctx, 'damage', ['120.3a'], `${sourceLabel} deals ${amount} damage to ${player.name} (life ${player.life})`, { players: [player.name], objects: [sourceLabel] });
    return;
  }
  const obj = recipient.object;
  const protection = (source ? characteristics(state, source).colors : []).find((c) => characteristics(state, obj).keywords.includes(`protection from ${COLOR_WORDS[c]}`));
  if (protection || isDamagePrevented(state, obj)) {
    const why = protection ? `protection from ${COLOR_WORDS[protection]} (702.16e)` : 'a prevention effect (615.1a)';
    emit(ctx, 'damage', protection ? ['702.16e'] : ['615.1a'], `${amount} damage from ${sourceLabel} to ${obj.label} is prevented by ${why}`, { objects: [sourceLabel, obj.label] });
    return;
  }
  obj.damage += amount;
  emit(ctx, 'damage', ['120.3e'], `${sourceLabel} deals ${amount} damage to ${obj.label} (${obj.damage} damage marked)`, { objects: [sourceLabel, obj.label] });
}

function draw(ctx: Ctx, player: number, count: number): void {
  const p = ctx.state.players[player]!;
  for (let i = 0; i < count; i++) {
    const top = p.library[0];
    if (top === undefined) {
      p.drewFromEmpty = true;
      emit(ctx, 'effect', ['121.4', '704.5b'], `${p.name} can't draw: their library is empty`, { players: [p.name] });
      continue;
    }
    moveWithTriggers(ctx, ctx.state.objects[top]!, 'hand', 'drawn', '121.1');
  }
}

/** 111.1: a token is created on the battlefield under the player's control; predefined ones per 111.10. */
function createToken(ctx: Ctx, name: string, player: number): GameObject {
  const token = createObject(ctx.state, name, player, 'battlefield', true);
  const rule = ctx.state.cards[token.card]?.rule;
  emit(ctx, 'zone-change', ['111.1', ...(rule ? [rule] : [])], `${playerName(ctx.state, player)} creates ${token.label}`, { players: [playerName(ctx.state, player)], objects: [token.label] });
  queueEnters(ctx, token);
  return token;
}

/** 701.6a: a countered spell is removed from the stack and put into its owner's graveyard. */
function counterSpell(ctx: Ctx, spell: GameObject): void {
  const { state } = ctx;
  const item = stackItemOf(state, spell);
  if (!item) return;
  state.stack.splice(state.stack.indexOf(item), 1);
  emit(ctx, 'countered', ['701.6a'], `${spell.label} is countered`, { objects: [spell.label] });
  moveWithTriggers(ctx, spell, 'graveyard', 'countered', '701.6a');
}

/** 701.22a: default keeps the cards on top; the choice "scry" = "bottom" puts them on the bottom. */
function scry(ctx: Ctx, item: StackItem, count: number): void {
  const { state } = ctx;
  const player = state.players[item.controller]!;
  const looked = player.library.slice(0, count);
  const choice = item.choices.scry ?? takeChoice(state, item.controller, 'scry', item.sourceLabel);
  const toBottom = choice === 'bottom';
  if (toBottom) player.library = [...player.library.slice(count), ...looked];
  const what = looked.length ? `${looked.length} card${looked.length > 1 ? 's' : ''}` : 'no cards (the library is empty)';
  emit(ctx, 'effect', ['701.22a'], `${player.name} scries ${count}: looks at ${what} and puts ${looked.length ? (toBottom ? 'them on the bottom' : `them back on top${choice === undefined ? ' (the default)' : ''}`) : 'nothing anywhere'}`, { players: [player.name] });
}

function stackItemOf(state: GameState, spell: GameObject): StackItem | undefined {
  return state.stack.find((s) => s.kind === 'spell' && isSameObject(s.source, spell));
}

/**
 * 707.10: a copy of the spell is put on the stack; it is not cast (so "whenever you cast" and heroic
 * don't trigger). It copies the targets, X and modes (707.10), then new targets may be chosen (707.10c).
 */
function copySpell(ctx: Ctx, item: StackItem, original: GameObject): void {
  const { state } = ctx;
  const spell = stackItemOf(state, original);
  if (!spell) return;
  const copy = createObject(state, original.card, item.controller, 'stack', false, true);
  copy.controller = item.controller;
  const copied: StackItem = { ...structuredClone(spell), id: state.nextId++, source: refOf(copy), sourceLabel: copy.label, controller: item.controller, isCopy: true, label: copy.label };
  state.stack.push(copied);
  const who = playerName(state, item.controller);
  emit(ctx, 'copied', ['707.10'], `${who} puts ${copy.label} on the stack: a copy of ${original.label}, not cast (no "cast" triggers)`, { players: [who], objects: [copy.label, original.label] });
  chooseNewTargets(ctx, item, copied, '707.10c');
}

/** The choice "new-targets" (one entry per target; "" keeps it): each new target must be legal (115.7d, 707.10c). */
function chooseNewTargets(ctx: Ctx, item: StackItem, spell: StackItem, rule: string): void {
  const { state } = ctx;
  const wanted = item.choices['new-targets'] ?? takeChoice(state, item.controller, 'new-targets', item.sourceLabel);
  const who = playerName(state, item.controller);
  if (!Array.isArray(wanted)) {
    emit(ctx, 'choice', [rule], `${who} keeps the targets of ${spell.label}${spell.targets.length ? ` (${spell.targets.map((t) => t.label).join(', ')})` : ''}`, { players: [who] });
    return;
  }
  const source = current(state, spell.source);
  const specs = source ? spellParts(characteristics(state, source).definition, spell.modes).targets : [];
  const by = { controller: spell.controller, colors: source ? characteristics(state, source).colors : [] };
  const proposed = spell.targets.map((old, slot) => {
    const name = wanted[slot];
    if (!name) return old;
    const candidate = findCandidate(state, specs[slot]!, name);
    return targetProblem(state, specs[slot]!, candidate, by) ? undefined : toRecord(state, slot, candidate);
  });
  if (proposed.some((t) => t === undefined)) {
    emit(ctx, 'choice', [rule, '115.7e'], `${who} can't change the targets of ${spell.label} to ${wanted.join(', ')}: not all of them are legal, so the targets stay`, { players: [who] });
    return;
  }
  spell.targets = proposed as TargetRecord[];
  emit(ctx, 'effect', [rule], `${who} chooses new targets for ${spell.label}: ${spell.targets.map((t) => t.label).join(', ')} (targets changed, not cast: no "cast" triggers)`, { players: [who], objects: [spell.label, ...spell.targets.map((t) => t.label)] });
}

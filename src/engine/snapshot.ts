/** Read-only views of a game for drivers and renderers: the board, zones and the stack (top first). */
import { characteristics, isSummoningSick } from './characteristics';
import { combatRole } from './combat';
import { battlefieldObjects, current, playerName } from './context';
import { formatMana } from './mana';
import { selectObject } from './targets';
import type { BoardSnapshot, GameObject, GameState, ObjectSelector, PermanentView, StackView } from './types';

function permanentView(state: GameState, obj: GameObject): PermanentView {
  const chars = characteristics(state, obj);
  const copy = obj.copyEffects.at(-1);
  const role = combatRole(state, obj);
  return {
    label: obj.label,
    name: chars.name,
    controller: playerName(state, obj.controller),
    owner: playerName(state, obj.owner),
    types: [...chars.types],
    subtypes: [...chars.subtypes],
    supertypes: [...chars.supertypes],
    colors: [...chars.colors],
    ...(chars.definition.manaCost ? { manaCost: chars.definition.manaCost } : {}),
    // 208.3: a noncreature permanent has no power or toughness, even one printed on it (a God below its devotion).
    ...(chars.power !== undefined && chars.types.includes('Creature') ? { power: chars.power, toughness: chars.toughness! } : {}),
    // 707.2: the copiable values' power and toughness, before layers 7a–7d change them.
    ...(chars.definition.power !== undefined ? { printed: { power: chars.definition.power, toughness: chars.definition.toughness! } } : {}),
    counters: { ...obj.counters },
    damage: obj.damage,
    tapped: obj.tapped,
    summoningSick: isSummoningSick(state, obj),
    token: obj.isToken,
    ...(copy ? { copyOf: copy.of } : {}),
    ...(obj.faceDown ? { faceDown: true } : {}),
    ...(obj.chosenColor ? { chosenColor: obj.chosenColor } : {}),
    ...(obj.chosenType ? { chosenType: obj.chosenType } : {}),
    ...(obj.attachedTo ? { attachedTo: current(state, obj.attachedTo)?.label ?? '(gone)' } : {}),
    ...(obj.attachedToPlayer !== undefined ? { attachedTo: playerName(state, obj.attachedToPlayer) } : {}),
    keywords: [...chars.keywords],
    ...(chars.types.includes('Planeswalker') ? { loyalty: obj.counters.loyalty ?? 0 } : {}),
    ...(role ? { combat: role } : {}),
    ...(chars.applied.length ? { layers: chars.applied.map((a) => ({ ...a })) } : {}),
  };
}

/** The stack, top first (cheaper than a whole snapshot when only the stack is wanted). */
export function stackViews(state: GameState): StackView[] {
  return [...state.stack].reverse().map((item) => {
    const source = current(state, item.source);
    return {
      label: item.label,
      kind: item.kind,
      colors: source ? [...characteristics(state, source).colors] : [],
      controller: playerName(state, item.controller),
      targets: item.targets.map((t) => ({ label: t.label, verdict: t.verdict })),
      x: item.x,
      isCopy: item.isCopy,
    };
  });
}

export function snapshot(state: GameState): BoardSnapshot {
  const labels = (ids: number[]) => ids.map((id) => state.objects[id]!.label);
  return {
    turn: state.turn,
    step: state.step,
    activePlayer: playerName(state, state.activePlayer),
    priority: state.priority === null ? null : playerName(state, state.priority),
    players: state.players.map((p, i) => ({
      name: p.name,
      life: p.life,
      landsPlayed: p.landsPlayed,
      manaPool: formatMana(p.manaPool),
      hand: labels(p.hand),
      graveyard: labels(p.graveyard),
      exile: labels(p.exile),
      library: p.library.length,
      lost: p.lost,
      ...(p.poison ? { poison: p.poison } : {}),
      ...(p.energy ? { energy: p.energy } : {}),
      ...(state.monarch === i ? { monarch: true as const } : {}),
      ...(p.citysBlessing ? { citysBlessing: true as const } : {}),
    })),
    battlefield: state.battlefield.map((id) => permanentView(state, state.objects[id]!)),
    stack: stackViews(state),
    ...(state.over ? { over: state.over } : {}),
  };
}

/** An object in any zone by label, card name or id (battlefield first), for drivers and tests. */
export function findObject(state: GameState, selector: ObjectSelector): GameObject | undefined {
  return selectObject([...battlefieldObjects(state), ...Object.values(state.objects)], selector);
}

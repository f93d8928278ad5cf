/**
 * An object's characteristics now (613): copiable values (layer 1, 707.2) from its definition or its
 * latest copy effect, then granted abilities (layer 6) and P/T changes (layer 7c, counters 613.4c) from
 * "until end of turn" effects in timestamp order. Status (token, counters, damage) is never copied.
 */
import { COLORS, type Ability, type CardDefinition, type Color, type Effect, type TargetSpec } from './cards/schema';
import { definitionNamed, isSameObject } from './context';
import type { GameObject, GameState } from './types';

export interface Characteristics {
  name: string;
  types: readonly string[];
  subtypes: readonly string[];
  supertypes: readonly string[];
  colors: readonly Color[];
  power?: number;
  toughness?: number;
  keywords: string[];
  abilities: readonly Ability[];
  definition: CardDefinition;
}

const COLOR_OF_SYMBOL = /[WUBRG](?=[^{]*\})/g;

/** 202.2: an object's colors are those of the mana symbols in its cost, unless its definition says otherwise. */
function colorsOf(definition: CardDefinition): Color[] {
  if (definition.colors) return [...definition.colors];
  const found = new Set<Color>();
  for (const match of (definition.manaCost ?? '').matchAll(COLOR_OF_SYMBOL)) found.add(match[0] as Color);
  return COLORS.filter((c) => found.has(c));
}

/** The copiable values (707.2): the latest copy effect's, else the card's or token's own definition. */
export function copiableValues(state: GameState, obj: GameObject): CardDefinition {
  return obj.copyEffects.at(-1)?.values ?? definitionNamed(state, obj.card);
}

export function characteristics(state: GameState, obj: GameObject): Characteristics {
  const definition = copiableValues(state, obj);
  const keywords = [...definition.keywords];
  let power = definition.power;
  let toughness = definition.toughness;
  const auras = aurasOn(state, obj);
  for (const aura of auras) {
    for (const keyword of aura.keywords) if (!keywords.includes(keyword)) keywords.push(keyword);
  }
  const effects = state.effects
    .filter((e) => isSameObject(e.affected, obj))
    .sort((a, b) => a.timestamp - b.timestamp);
  for (const effect of effects) {
    for (const keyword of effect.keywords ?? []) if (!keywords.includes(keyword)) keywords.push(keyword);
  }
  if (power !== undefined && toughness !== undefined) {
    const counters = (obj.counters['+1/+1'] ?? 0) - (obj.counters['-1/-1'] ?? 0);
    power += counters;
    toughness += counters;
    for (const change of [...auras, ...effects]) {
      power += change.power ?? 0;
      toughness += change.toughness ?? 0;
    }
  }
  return {
    name: definition.name,
    types: definition.types,
    subtypes: definition.subtypes,
    supertypes: definition.supertypes,
    colors: colorsOf(definition),
    ...(power !== undefined ? { power, toughness } : {}),
    keywords,
    abilities: definition.abilities,
    definition,
  };
}

/** What the Auras attached to `obj` give it (303.4b). */
function aurasOn(state: GameState, obj: GameObject): { power: number; toughness: number; keywords: string[] }[] {
  return state.battlefield.flatMap((id) => {
    const aura = state.objects[id]!;
    const attached = aura.attachedTo;
    if (!attached || !isSameObject(attached, obj)) return [];
    const enchanted = copiableValues(state, aura).enchanted;
    return enchanted ? [enchanted] : [];
  });
}

/** What a spell does with the chosen modes (700.2): its targets (or an Aura's enchant ability, 303.4a) and effects. */
export function spellParts(definition: CardDefinition, modes: readonly number[]): { targets: TargetSpec[]; effects: Effect[] } {
  const { spell } = definition;
  if (!spell) return { targets: definition.enchant ? [{ kind: definition.enchant, text: `enchant ${definition.enchant}` }] : [], effects: [] };
  const mode = spell.modes?.[modes[0] ?? -1];
  return mode ? { targets: mode.targets, effects: mode.effects } : { targets: spell.targets, effects: spell.effects };
}

export function isCreature(state: GameState, obj: GameObject): boolean {
  return characteristics(state, obj).types.includes('Creature');
}

/** 302.6: only a creature is held back by not having been controlled continuously since its controller's turn began. */
export function isSummoningSick(state: GameState, obj: GameObject): boolean {
  return obj.summoningSick && isCreature(state, obj);
}

/** "Prevent all damage that would be dealt to it this turn" effects on this object (615). */
export function isDamagePrevented(state: GameState, obj: GameObject): boolean {
  return state.effects.some((e) => e.preventAllDamage && isSameObject(e.affected, obj));
}

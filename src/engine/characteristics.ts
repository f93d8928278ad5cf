/**
 * Objects' characteristics (613): copiable values (layer 1, 707.2), then every continuous effect in
 * layers 4 (types), 5 (colors), 6 (abilities), 7a–7d (power and toughness), each layer in timestamp
 * order changed by dependencies (613.8), then rules changes (613.11). Control (layer 2) is kept on the
 * object by the effects that change it (effects.ts); text-changing (layer 3) is not modelled.
 *
 * The whole battlefield is computed at once and cached per state until something that can change
 * characteristics happens (`touch`): an object moves, counters change, an effect starts or ends. So a
 * pass over a board of N permanents with E static effects costs O(N·E), never O(N²).
 */
import { COLORS, COLOR_WORDS, NUMBERED_KEYWORD, type Ability, type CardDefinition, type CardType, type Color, type Condition, type Effect, type Filter, type Modification, type RulesChange, type TargetSpec } from './cards/schema';
import { CREATURE_TYPES } from './cards/creature-types';
import { countWithin, conditionHolds as holds } from './conditions';
import { current, definitionNamed, isSameObject } from './context';
import { describeFilter, isKeywordOf, matchesFilter, type Seen } from './filters';
import type { Characteristics, ContinuousEffect, GameObject, GameState, ObjectRef } from './types';
import { suspendTriggers } from './suspend';

export type { Characteristics } from './types';

const COLOR_OF_SYMBOL = /[WUBRG](?=[^{]*\})/g;
const BASIC_LAND_MANA: Record<string, 'W' | 'U' | 'B' | 'R' | 'G'> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** 202.2: an object's colors are those of the mana symbols in its cost, unless its definition says otherwise. */
function colorsOf(definition: CardDefinition): Color[] {
  // 702.114a: devoid is a characteristic-defining ability: the card is colorless in every zone.
  if (definition.keywords.includes('devoid')) return [];
  if (definition.colors) return [...definition.colors];
  const found = new Set<Color>();
  for (const match of (definition.manaCost ?? '').matchAll(COLOR_OF_SYMBOL)) found.add(match[0] as Color);
  return COLORS.filter((c) => found.has(c));
}

/**
 * 708.2a, 702.37c, 701.40a: a face-down spell or permanent is a 2/2 creature with no text, no name, no
 * subtypes and no mana cost (so colorless, 202.2); these are its copiable values.
 */
export const FACE_DOWN: CardDefinition = Object.freeze<CardDefinition>({ name: '', types: ['Creature'], subtypes: [], supertypes: [], colors: [], power: 2, toughness: 2, keywords: [], abilities: [], text: '' });

/**
 * The copiable values (707.2): a face-down object's (708.2a, whatever it copies: 708.10), else the latest
 * copy effect's, else the card's or token's own definition.
 */
export function copiableValues(state: GameState, obj: GameObject): CardDefinition {
  if (obj.faceDown) return FACE_DOWN;
  return faceUpValues(state, obj);
}

/**
 * The copiable values it has face up (708.8: turned face up, it regains them; 708.10: a copy effect's, if
 * any); a split card's, the half cast while it is on the stack (709.3b), else both halves' (709.4); a flip
 * card's flipped half once flipped (710.2); a double-faced card's back face once transformed (712.8e).
 */
export function faceUpValues(state: GameState, obj: GameObject): CardDefinition {
  const values = printedValues(state, obj);
  if (obj.half !== undefined && values.halves) return values.halves[obj.half]!;
  // 715.3b: cast as an Adventure, on the stack it has only its Adventure's characteristics.
  if (obj.asAdventure && values.adventure) return values.adventure;
  // 710.2, 710.1c: a flipped permanent has its flipped half's characteristics, with the card's mana cost and color.
  if (obj.flipped && values.flip) return { ...values.flip, manaCost: values.manaCost, colors: colorsOf(values) };
  // 712.8e, 202.3b: back face up, it has only the back face's characteristics, and the mana value of its front face.
  if (obj.transformed && values.back) return { ...values.back, ...(values.manaCost ? { frontManaCost: values.manaCost } : {}) };
  return values;
}

/** The latest copy effect's values (707.2), else the card's or token's own definition: every face of it. */
export function printedValues(state: GameState, obj: GameObject): CardDefinition {
  return obj.copyEffects.at(-1)?.values ?? definitionNamed(state, obj.card);
}

/** Characteristics being built, layer by layer. */
interface Work {
  obj: GameObject;
  name: string;
  types: CardType[];
  subtypes: string[];
  supertypes: string[];
  colors: Color[];
  power?: number;
  toughness?: number;
  keywords: string[];
  abilities: Ability[];
  rules: RulesChange;
  definition: CardDefinition;
  applied: { layer: string; source: string; change: string }[];
  /** 702.16n: its protections from one source only, which doesn't make that source (an Aura) fall off. */
  spared?: { keyword: string; source: number }[];
}

function baseWork(state: GameState, obj: GameObject): Work {
  const definition = obj.bestowed ? bestowedAura(copiableValues(state, obj)) : obj.overloaded ? overloadedSpell(copiableValues(state, obj)) : obj.awakened ? awakenedCard(copiableValues(state, obj)) : copiableValues(state, obj);
  return {
    obj,
    name: definition.name,
    types: [...definition.types],
    subtypes: subtypesOf(definition),
    supertypes: [...definition.supertypes],
    colors: colorsOf(definition),
    ...(definition.power !== undefined ? { power: definition.power, toughness: definition.toughness } : {}),
    keywords: chosenKeywords(definition.keywords, obj),
    abilities: [...definition.abilities],
    rules: {},
    definition,
    applied: [],
  };
}

/** 702.73a: changeling, a characteristic-defining ability (604.3), makes the object every creature type, in every zone. */
function subtypesOf(definition: CardDefinition): string[] {
  if (!definition.keywords.includes('changeling')) return [...definition.subtypes];
  return [...definition.subtypes, ...CREATURE_TYPES.filter((type) => !definition.subtypes.includes(type))];
}

/** 614.12a: "protection from the chosen color" is from the color `chooser` chose as it entered (none chosen: no protection). */
function chosenKeywords(keywords: readonly string[], chooser: GameObject | undefined): string[] {
  return keywords.flatMap((k) => (k !== 'protection from the chosen color' ? [k] : chooser?.chosenColor ? [`protection from ${COLOR_WORDS[chooser.chosenColor]}`] : []));
}

/** 702.96b: an overloaded spell's text has "each" for every "target": its spell is the overloaded one. */
function overloadedSpell(definition: CardDefinition): CardDefinition {
  return definition.overloadSpell ? { ...definition, spell: definition.overloadSpell } : definition;
}

/** 702.113a: a spell cast for its awaken cost also awakens a land: its spell is the awakened one. */
function awakenedCard(definition: CardDefinition): CardDefinition {
  return definition.awakenSpell ? { ...definition, spell: definition.awakenSpell } : definition;
}

/**
 * 702.103b: a bestowed spell or permanent is an Aura enchantment with enchant creature, not a creature
 * (so without power, toughness or creature subtypes, 205.3d).
 */
function bestowedAura(definition: CardDefinition): CardDefinition {
  const { power: _power, toughness: _toughness, ...rest } = definition;
  return { ...rest, types: definition.types.filter((t) => t !== 'Creature'), subtypes: ['Aura'], enchant: 'creature' };
}

/** A continuous effect as the layers see it: from a static ability (604) or from a resolved spell or ability (611.2). */
interface EffectInstance {
  timestamp: number;
  sourceLabel: string;
  controller: number;
  /** For a static ability: the object it is on and the ability (it exists only while the object has it). */
  source?: GameObject;
  ability?: Ability;
  affects: 'self' | 'attached' | Filter | ObjectRef[];
  changes: Modification;
  rules?: RulesChange;
  /** Quoted abilities it grants (layer 6). */
  grants?: Ability[];
}

type Layer = '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
const LAYERS: Layer[] = ['4', '5', '6', '7a', '7b', '7c', '7d'];

function partIn(changes: Modification, layer: Layer): boolean {
  switch (layer) {
    case '4':
      return Boolean(changes.setTypes || changes.addTypes || changes.removeTypes || changes.setSubtypes || changes.addSubtypes || changes.chosenType);
    case '5':
      return Boolean(changes.setColors || changes.addColors);
    case '6':
      return Boolean(changes.addKeywords || changes.loseKeywords || changes.loseAllAbilities || changes.addGrantedAbilities);
    case '7a':
      return changes.definePowerToughness !== undefined;
    case '7b':
      return changes.setPower !== undefined || changes.setToughness !== undefined;
    case '7c':
      return changes.power !== undefined || changes.toughness !== undefined || changes.powerPerCount !== undefined;
    case '7d':
      return Boolean(changes.switchPowerToughness);
  }
}

/** What a layer's part of an effect reads on the objects it might affect: a filter on types waits for layer-4 changes, and so on. */
const FILTER_FIELDS_OF_LAYER: Record<Layer, (keyof Filter)[]> = {
  '4': ['types', 'notTypes', 'subtypes', 'notSubtypes', 'supertypes', 'notSupertypes'],
  '5': ['colors', 'notColors', 'colorless'],
  '6': ['keywords', 'notKeywords'],
  '7a': ['power', 'toughness'],
  '7b': ['power', 'toughness'],
  '7c': ['power', 'toughness'],
  '7d': ['power', 'toughness'],
};

interface Board {
  works: Map<number, Work>;
  effects: EffectInstance[];
  /** 613.6: the objects an effect began to apply to, kept for its later layers. */
  locked: Map<EffectInstance, number[]>;
  result: Map<number, Characteristics>;
  /** Triggered abilities of permanents by the event they watch, built on first use. */
  watchers?: Map<string, Watcher[]>;
}

export interface Watcher {
  obj: GameObject;
  ability: Extract<Ability, { kind: 'triggered' }>;
}

const boards = new WeakMap<GameState, Board>();

/** Something that can change characteristics happened: the next read recomputes the board. */
export function touch(state: GameState): void {
  boards.delete(state);
}

/** A copy of a state starts with its original's board: it stays valid until something in the copy touches it. */
export function shareBoard(from: GameState, to: GameState): void {
  const board = boards.get(from);
  if (board) boards.set(to, board);
}

function boardOf(state: GameState): Board {
  let board = boards.get(state);
  if (!board) {
    board = computeBoard(state);
    boards.set(state, board);
  }
  return board;
}

/** Static abilities that generate continuous effects, and the effects of resolved spells and abilities. */
function collectEffects(state: GameState, works: Map<number, Work>): EffectInstance[] {
  const effects: EffectInstance[] = [];
  for (const work of works.values()) {
    for (const ability of work.abilities) {
      if (ability.kind !== 'static' || (!ability.modify && !ability.rules)) continue;
      effects.push({
        timestamp: work.obj.timestamp,
        sourceLabel: work.obj.label,
        controller: work.obj.controller,
        source: work.obj,
        ability,
        affects: ability.affects === 'you' ? 'self' : (ability.affects ?? 'self'),
        changes: ability.modify ?? {},
        ...(ability.rules ? { rules: ability.rules } : {}),
        ...(ability.modify?.addGrantedAbilities ? { grants: ability.modify.addGrantedAbilities.flatMap((i) => work.definition.grantedAbilities?.[i] ?? []) } : {}),
      });
    }
  }
  for (const effect of state.effects) {
    if (!effect.changes && !effect.rules) continue;
    // "… during your next untap step" (502.3): only that player's untap step matters, so only their turns.
    if (effect.untapStepOf !== undefined && effect.untapStepOf !== state.activePlayer) continue;
    // 611.2b: "for as long as ~ remains tapped" has ended once its source left the battlefield (untapping ends it for good, effects.ts).
    if (effect.whileTapped && !current(state, effect.whileTapped)?.tapped) continue;
    if (sourceLapsed(state, effect)) continue;
    effects.push({ timestamp: effect.timestamp, sourceLabel: effect.source, controller: effect.controller, affects: effect.affected, changes: effect.changes ?? {}, ...(effect.rules ? { rules: effect.rules } : {}), ...(effect.grants ? { grants: effect.grants } : {}) });
  }
  return effects.sort((a, b) => a.timestamp - b.timestamp);
}

function conditionHolds(state: GameState, works: Map<number, Work>, effect: EffectInstance): boolean {
  const condition = effect.ability?.kind === 'static' ? effect.ability.condition : undefined;
  if (!condition) return true;
  const negated = typeof condition === 'object' && 'not' in condition;
  const positive = negated ? condition.not : condition;
  const onBoard = typeof positive === 'object' && ('youControl' in positive || 'onBattlefield' in positive || 'is' in positive);
  const holdsNow = onBoard ? boardConditionHolds(state, works, effect, positive) : holds(state, positive, { controller: effect.controller, ...(effect.source ? { source: effect.source } : {}) });
  return holdsNow !== negated;
}

/**
 * "As long as you control another Minotaur", "as long as it's an enchantment" (611.3a): read on the
 * objects as the layers so far leave them (the board being computed can't be asked for itself).
 */
function boardConditionHolds(state: GameState, works: Map<number, Work>, effect: EffectInstance, condition: Condition): boolean {
  const viewpoint = { controller: effect.controller, ...(effect.source ? { sourceId: effect.source.id } : {}) };
  if (typeof condition === 'object' && 'youControl' in condition) return countWithin([...works.values()].filter((work) => work.obj.controller === effect.controller && matchesFilter(state, condition.youControl, work.obj, work, viewpoint)).length, condition);
  if (typeof condition === 'object' && 'onBattlefield' in condition) return [...works.values()].some((work) => matchesFilter(state, condition.onBattlefield, work.obj, work, viewpoint));
  if (typeof condition !== 'object' || !('is' in condition)) return false;
  const object = condition.is === 'self' ? effect.source : condition.is === 'attached' ? effect.source?.attachedTo : undefined;
  const work = object && works.get(object.id);
  return Boolean(work && isSameObject(object!, work.obj) && matchesFilter(state, condition.filter, work.obj, work, viewpoint));
}

/** 604.2, 613.8a: a static ability's effect exists while the object still has the ability (as the layers so far leave it). */
function exists(state: GameState, works: Map<number, Work>, effect: EffectInstance): boolean {
  if (!effect.source) return true;
  const work = works.get(effect.source.id);
  return Boolean(work?.abilities.includes(effect.ability!)) && conditionHolds(state, works, effect);
}

function affectedIds(state: GameState, board: Pick<Board, 'works' | 'locked'>, effect: EffectInstance): number[] {
  const locked = board.locked.get(effect);
  if (locked) return locked;
  const { affects } = effect;
  if (affects === 'self') return effect.source ? [effect.source.id] : [];
  if (affects === 'attached') {
    const host = effect.source?.attachedTo;
    return host && board.works.get(host.id) && isSameObject(host, board.works.get(host.id)!.obj) ? [host.id] : [];
  }
  if (Array.isArray(affects)) return affects.flatMap((ref) => (board.works.get(ref.id) && isSameObject(ref, board.works.get(ref.id)!.obj) ? [ref.id] : []));
  const viewpoint = { controller: effect.controller, ...(effect.source ? { sourceId: effect.source.id } : {}) };
  const ids: number[] = [];
  for (const [id, work] of board.works) if (matchesFilter(state, affects, work.obj, work, viewpoint)) ids.push(id);
  return ids;
}

function countMatching(state: GameState, works: Map<number, Work>, filter: Filter, effect: Pick<EffectInstance, 'controller' | 'source'>): number {
  const viewpoint = { controller: effect.controller, ...(effect.source ? { sourceId: effect.source.id } : {}) };
  const zone = filter.zone ?? 'battlefield';
  if (zone !== 'battlefield') {
    // Cards in a graveyard, a hand, spells …, seen by their copiable values ("for each creature card in your graveyard").
    const ids = zone === 'stack' ? state.stack.flatMap((item) => (item.kind === 'spell' && current(state, item.source) ? [item.source.id] : [])) : state.players.flatMap((p) => p[zone]);
    return ids.filter((id) => matchesFilter(state, filter, state.objects[id]!, baseWork(state, state.objects[id]!), viewpoint)).length;
  }
  let count = 0;
  for (const work of works.values()) if (matchesFilter(state, filter, work.obj, work, viewpoint)) count++;
  return count;
}

/** 305.6 (domain): how many of the five basic land types are among these subtype lists, each type once. */
export function basicLandTypeCount(subtypeLists: readonly (readonly string[])[]): number {
  return Object.keys(BASIC_LAND_MANA).filter((type) => subtypeLists.some((subtypes) => subtypes.includes(type))).length;
}

/** 305.6: the basic land types among the permanents a filter matches, as they are now (after layer 4). */
function basicLandTypesMatching(state: GameState, works: Map<number, Work>, filter: Filter, effect: Pick<EffectInstance, 'controller' | 'source'>): number {
  const viewpoint = { controller: effect.controller, ...(effect.source ? { sourceId: effect.source.id } : {}) };
  const lists: string[][] = [];
  for (const work of works.values()) if (matchesFilter(state, filter, work.obj, work, viewpoint)) lists.push(work.subtypes);
  return basicLandTypeCount(lists);
}

/**
 * How many times a "for each" bonus applies to `affected`: permanents matching, counters on them, or
 * counters on the ability's source. "Other" is other than the creature getting the bonus ("Enchanted
 * creature gets +1/+1 for each other creature you control" doesn't count the enchanted creature).
 */
function perCount(state: GameState, works: Map<number, Work>, per: NonNullable<Modification['powerPerCount']>, effect: Pick<EffectInstance, 'controller' | 'source'>, affected: Work): number {
  if ('countersOnSource' in per) return effect.source?.counters[per.countersOnSource] ?? 0;
  if ('basicLandTypes' in per) return basicLandTypesMatching(state, works, per.basicLandTypes, effect);
  const { other, ...filter } = per.count;
  if (!per.counters && (filter.zone ?? 'battlefield') !== 'battlefield') return countMatching(state, works, per.count, effect);
  const viewpoint = { controller: effect.controller, ...(effect.source ? { sourceId: effect.source.id } : {}) };
  let count = 0;
  for (const work of works.values()) {
    if ((other && work.obj === affected.obj) || !matchesFilter(state, filter, work.obj, work, viewpoint)) continue;
    count += per.counters ? (work.obj.counters[per.counters] ?? 0) : 1;
  }
  return count;
}

/** 604.3, 613.4a: a characteristic-defining ability sets power and/or toughness to a count, in every zone. */
function definePowerToughness(state: GameState, works: Map<number, Work>, work: Work, source: Pick<EffectInstance, 'controller' | 'source'>, defined: NonNullable<Modification['definePowerToughness']>): string {
  const count = 'countersOnSelf' in defined ? (work.obj.counters[defined.countersOnSelf] ?? 0) : 'basicLandTypes' in defined ? basicLandTypesMatching(state, works, defined.basicLandTypes, source) : countMatching(state, works, defined.count, source);
  if (defined.power) work.power = count;
  if (defined.toughness) work.toughness = count;
  return `power and toughness ${work.power}/${work.toughness} (a characteristic-defining ability)`;
}

/** 305.6: the intrinsic "{T}: Add {B}." of a land with a basic land type. */
function basicLandAbility(mana: 'W' | 'U' | 'B' | 'R' | 'G'): Ability {
  return { kind: 'activated', cost: { tap: true }, targets: [], effects: [{ do: 'add-mana', mana, amount: 1 }], text: `{T}: Add {${mana}}.` };
}

/** Subtypes that belong to a card type other than creature (205.3g–i); every other subtype is read as a creature type. */
const NONCREATURE_SUBTYPES: Partial<Record<CardType, Set<string>>> = {
  Enchantment: new Set(['Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine']),
  Artifact: new Set(['Attraction', 'Blood', 'Bobblehead', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold', 'Incubator', 'Junk', 'Map', 'Powerstone', 'Treasure', 'Vehicle']),
  Land: new Set(['Cave', 'Cloud', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', "Urza's"]),
};

/** The card type a subtype belongs to (205.3d). */
function typeOfSubtype(subtype: string): CardType {
  return (Object.keys(NONCREATURE_SUBTYPES) as CardType[]).find((type) => NONCREATURE_SUBTYPES[type]!.has(subtype)) ?? 'Creature';
}

/** 205.1a, 205.3d: the subtypes stay that belong to a card type the object still has (creature types to a kindred one too). */
function keepSubtypesOfTypes(work: Work): void {
  const has = (type: CardType) => work.types.includes(type) || (type === 'Creature' && work.types.includes('Kindred'));
  work.subtypes = work.subtypes.filter((t) => has(typeOfSubtype(t)));
}

/** "isn't a creature": the type goes, and with it the creature subtypes (205.3d: subtypes follow their card type). */
function removeTypes(work: Work, types: readonly CardType[]): void {
  work.types = work.types.filter((t) => !types.includes(t));
  if (types.includes('Creature')) work.subtypes = work.subtypes.filter((t) => typeOfSubtype(t) !== 'Creature');
}

/** 205.1a: subtypes that are set replace the old ones of their kind (a Bird artifact creature keeps its artifact types). */
function setSubtypes(work: Work, subtypes: readonly string[]): void {
  const kinds = new Set(subtypes.map(typeOfSubtype));
  work.subtypes = [...work.subtypes.filter((t) => !kinds.has(typeOfSubtype(t))), ...subtypes];
}

/** 305.7: a land whose land types are set loses its rules-text abilities and has the basic land types' mana abilities. */
function setLandTypes(work: Work, subtypes: string[]): void {
  work.abilities = subtypes.flatMap((t) => (BASIC_LAND_MANA[t] ? [basicLandAbility(BASIC_LAND_MANA[t]!)] : []));
}

function applyPart(state: GameState, works: Map<number, Work>, effect: EffectInstance, layer: Layer, work: Work): string {
  const c = effect.changes;
  switch (layer) {
    case '4': {
      if (c.setTypes) {
        work.types = [...c.setTypes];
        keepSubtypesOfTypes(work);
      }
      if (c.addTypes) for (const t of c.addTypes) if (!work.types.includes(t)) work.types.push(t);
      if (c.removeTypes) removeTypes(work, c.removeTypes);
      if (c.setSubtypes) {
        if (work.types.includes('Land') && c.setSubtypes.some((t) => BASIC_LAND_MANA[t])) setLandTypes(work, c.setSubtypes);
        setSubtypes(work, c.setSubtypes);
      }
      for (const t of c.addSubtypes ?? []) {
        if (work.subtypes.includes(t)) continue;
        work.subtypes.push(t);
        // 305.6: a land with a basic land type has that type's mana ability.
        if (work.types.includes('Land') && BASIC_LAND_MANA[t]) work.abilities.push(basicLandAbility(BASIC_LAND_MANA[t]!));
      }
      // 614.12a: the type the static ability's source chose as it entered (none chosen: no change).
      const chosen = c.chosenType && effect.source?.chosenType;
      if (chosen) {
        if (c.chosenType === 'set') setSubtypes(work, [chosen]);
        else if (!work.subtypes.includes(chosen)) work.subtypes.push(chosen);
      }
      return [chosen && (c.chosenType === 'set' ? `is a ${chosen}` : `is also a ${chosen}`), c.setTypes && `is a ${c.setTypes.join(' ')}`, c.addTypes && `is also a ${c.addTypes.join(' ')}`, c.removeTypes && `isn't a ${c.removeTypes.join(' or ').toLowerCase()}`, c.setSubtypes && `is a ${c.setSubtypes.join(' ')}`, c.addSubtypes && `is also a ${c.addSubtypes.join(' ')}`].filter(Boolean).join(', ');
    }
    case '5':
      if (c.setColors) work.colors = [...c.setColors];
      if (c.addColors) for (const color of c.addColors) if (!work.colors.includes(color)) work.colors.push(color);
      return c.setColors ? `is ${c.setColors.map((color) => COLOR_WORDS[color]).join(' and ') || 'colorless'}` : `is also ${c.addColors!.map((color) => COLOR_WORDS[color]).join(' and ')}`;
    case '6': {
      if (c.loseAllAbilities) {
        work.abilities = [];
        work.keywords = [];
      }
      if (c.loseKeywords) work.keywords = work.keywords.filter((k) => !c.loseKeywords!.some((lost) => isKeywordOf(k, lost)));
      if (c.addKeywords) for (const k of chosenKeywords(c.addKeywords, effect.source)) addKeyword(work, k, c.sparesSource ? effect.source?.id : undefined);
      if (work.spared) work.spared = work.spared.filter((s) => work.keywords.includes(s.keyword));
      const grants = effect.grants ?? [];
      work.abilities.push(...grants);
      return [c.loseAllAbilities && 'loses all abilities', c.loseKeywords && `loses ${c.loseKeywords.join(', ')}`, c.addKeywords && `has ${c.addKeywords.join(', ')}`, grants.length && `has ${grants.map((g) => `"${g.text}"`).join(', ')}`].filter(Boolean).join(', ');
    }
    case '7a':
      if (work.power === undefined) return '';
      return definePowerToughness(state, works, work, effect, c.definePowerToughness!);
    case '7b':
      if (work.power === undefined && !work.types.includes('Creature')) return '';
      if (c.setPower !== undefined) work.power = c.setPower;
      if (c.setToughness !== undefined) work.toughness = c.setToughness;
      return `base power and toughness ${work.power}/${work.toughness}`;
    case '7c': {
      if (work.power === undefined) return '';
      let power = c.power ?? 0;
      let toughness = c.toughness ?? 0;
      if (c.powerPerCount) {
        const count = perCount(state, works, c.powerPerCount, effect, work);
        power += c.powerPerCount.power * count;
        toughness += c.powerPerCount.toughness * count;
      }
      work.power! += power;
      work.toughness! += toughness;
      return `${signed(power)}/${signed(toughness)}`;
    }
    case '7d':
      if (work.power === undefined) return '';
      [work.power, work.toughness] = [work.toughness!, work.power];
      return 'power and toughness switched';
  }
}

/**
 * A keyword gained once (702.16n: several instances of one protection count as one but for what a "doesn't
 * remove" Aura spares); `sparing`: the source whose protection doesn't remove it, unless another instance is there.
 */
function addKeyword(work: Work, keyword: string, sparing: number | undefined): void {
  const had = work.keywords.includes(keyword);
  if (had) work.spared = work.spared?.filter((s) => s.keyword !== keyword);
  else {
    work.keywords.push(keyword);
    if (sparing !== undefined) work.spared = [...(work.spared ?? []), { keyword, source: sparing }];
  }
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** A copy of the works an effect touches, for a dependency trial. */
function trialWorks(works: Map<number, Work>, ids: number[]): Map<number, Work> {
  const copy = new Map(works);
  for (const id of ids) {
    const w = works.get(id)!;
    copy.set(id, { ...w, types: [...w.types], subtypes: [...w.subtypes], colors: [...w.colors], keywords: [...w.keywords], abilities: [...w.abilities], applied: [] });
  }
  return copy;
}

/** Whether `effect` applies (or would) to the object `id`, without listing everything it applies to. */
function appliesTo(state: GameState, board: Board, effect: EffectInstance, id: number): boolean {
  const locked = board.locked.get(effect);
  if (locked) return locked.includes(id);
  const { affects } = effect;
  const work = board.works.get(id);
  if (!work) return false;
  if (affects === 'self') return effect.source?.id === id;
  if (affects === 'attached') return Boolean(effect.source?.attachedTo && isSameObject(effect.source.attachedTo, work.obj));
  if (Array.isArray(affects)) return affects.some((ref) => isSameObject(ref, work.obj));
  return matchesFilter(state, affects, work.obj, work, { controller: effect.controller, ...(effect.source ? { sourceId: effect.source.id } : {}) });
}

/** Whether `a` selects what it affects by something this layer changes (its filter reads types in layer 4, colors in 5 …). */
function selectsByLayer(board: Board, a: EffectInstance, layer: Layer): boolean {
  const filter = typeof a.affects === 'object' && !Array.isArray(a.affects) ? a.affects : undefined;
  return filter !== undefined && !board.locked.has(a) && FILTER_FIELDS_OF_LAYER[layer].some((field) => filter[field] !== undefined);
}

/** Whether anything in this layer could change `a`'s existence (305.7 in layer 4, abilities removed in 6) or what it applies to. */
function mayDepend(board: Board, a: EffectInstance, layer: Layer): boolean {
  return (a.source !== undefined && (layer === '4' || layer === '6')) || selectsByLayer(board, a, layer);
}

/**
 * 613.8a: `a` depends on `b` (same layer) when applying `b` would change whether `a` exists or what it
 * applies to. Tried only where it could: `b` touches `a`'s source, or `a` selects by something this layer changes.
 */
function dependsOn(state: GameState, board: Board, a: EffectInstance, b: EffectInstance, layer: Layer): boolean {
  const touchesSource = a.source !== undefined && (layer === '4' || layer === '6') && appliesTo(state, board, b, a.source.id);
  if (!touchesSource && !selectsByLayer(board, a, layer)) return false;
  const bIds = affectedIds(state, board, b);
  const before = { exists: exists(state, board.works, a), ids: affectedIds(state, board, a).join(',') };
  const works = trialWorks(board.works, bIds);
  for (const id of bIds) applyPart(state, works, b, layer, works.get(id)!);
  const trial = { works, locked: board.locked };
  return exists(state, works, a) !== before.exists || affectedIds(state, trial, a).join(',') !== before.ids;
}

/** 613.7, 613.8b–c: timestamp order, except that an effect waits for the effects it depends on (a loop falls back to timestamps). */
function applyLayer(state: GameState, board: Board, layer: Layer): void {
  const pending = board.effects.filter((e) => partIn(e.changes, layer));
  const dependable = new Set(pending.filter((a) => mayDepend(board, a, layer)));
  while (pending.length > 0) {
    const ready = dependable.size === 0 ? 0 : pending.findIndex((a) => !dependable.has(a) || !pending.some((b) => b !== a && dependsOn(state, board, a, b, layer)));
    const [effect] = pending.splice(ready < 0 ? 0 : ready, 1);
    if (!board.locked.has(effect!) && !exists(state, board.works, effect!)) {
      const source = effect!.source && board.works.get(effect!.source.id);
      if (source && conditionHolds(state, board.works, effect!)) source.applied.push({ layer, source: source.obj.label, change: `its "${effect!.ability!.text}" doesn't apply: it no longer has that ability (613.8)` });
      continue;
    }
    const ids = affectedIds(state, board, effect!);
    board.locked.set(effect!, ids);
    for (const id of ids) {
      const work = board.works.get(id)!;
      const change = applyPart(state, board.works, effect!, layer, work);
      if (change) work.applied.push({ layer, source: effect!.sourceLabel, change });
    }
  }
}

/** 613.4c, 122.1a: a +X/+Y counter ("+1/+1", "-1/-1", older cards' "+1/+0", "-0/-2") adds X to power and Y to toughness. */
function applyCounters(work: Work): void {
  if (work.power === undefined) return;
  let power = 0;
  let toughness = 0;
  for (const [kind, n] of Object.entries(work.obj.counters)) {
    const pt = /^([+-]\d+)\/([+-]\d+)$/.exec(kind);
    if (!pt || !n) continue;
    power += Number(pt[1]) * n;
    toughness += Number(pt[2]) * n;
  }
  if (power === 0 && toughness === 0) return;
  work.power += power;
  work.toughness! += toughness;
  work.applied.push({ layer: '7c', source: 'counters', change: `${signed(power)}/${signed(toughness)}` });
}

/** "Can't have or gain" a keyword: whatever the timestamps, no effect in layer 6 gives it back. */
function applyCantHave(state: GameState, board: Board): void {
  for (const effect of board.effects) {
    const lost = effect.changes.cantHaveKeywords;
    if (!lost || (!board.locked.has(effect) && !exists(state, board.works, effect))) continue;
    for (const id of affectedIds(state, board, effect)) {
      const work = board.works.get(id)!;
      if (!work.keywords.some((k) => lost.some((l) => isKeywordOf(k, l)))) continue;
      work.keywords = work.keywords.filter((k) => !lost.some((l) => isKeywordOf(k, l)));
      work.applied.push({ layer: '6', source: effect.sourceLabel, change: `can't have ${lost.join(', ')}` });
    }
  }
}

/** Adds a rules change to an object's: the last one of each kind stands, but "can block an additional creature" adds up (509.1a). */
function mergeRules(into: RulesChange, rules: RulesChange): void {
  const before = into.blocksAdditional;
  Object.assign(into, rules);
  if (before !== undefined && rules.blocksAdditional !== undefined) into.blocksAdditional = before === 'any' || rules.blocksAdditional === 'any' ? 'any' : before + rules.blocksAdditional;
}

/** 613.11: rules changes ("can't block") from the effects that still exist after the layers. */
function applyRules(state: GameState, board: Board): void {
  for (const effect of board.effects) {
    if (!effect.rules) continue;
    if (!board.locked.has(effect) && !exists(state, board.works, effect)) continue;
    for (const id of affectedIds(state, board, effect)) mergeRules(board.works.get(id)!.rules, effect.rules);
  }
}

function computeBoard(state: GameState): Board {
  const works = new Map<number, Work>();
  for (const id of state.battlefield) works.set(id, baseWork(state, state.objects[id]!));
  const board: Board = { works, effects: collectEffects(state, works), locked: new Map(), result: new Map() };
  for (const layer of LAYERS) {
    if (layer === '7c') for (const work of works.values()) applyCounters(work);
    applyLayer(state, board, layer);
    if (layer === '6') applyCantHave(state, board);
  }
  applyRules(state, board);
  for (const [id, work] of works) board.result.set(id, finish(work));
  return board;
}

function finish(work: Work): Characteristics {
  const { obj: _obj, ...rest } = work;
  const triggered = work.keywords.flatMap(keywordTriggers);
  return triggered.length ? { ...rest, abilities: [...rest.abilities, ...triggered] } : rest;
}

/**
 * "When this permanent is put into a graveyard from the battlefield, if it had no [counter] counters on it,
 * return it to the battlefield under its owner's control with a [counter] counter on it": persist
 * (702.79a, -1/-1) and undying (702.93a, +1/+1). The "if" reads the permanent as it last existed (603.10a).
 */
function returnsWithCounter(counter: string, text: string): Ability[] {
  return [{ kind: 'triggered', when: 'put-into-graveyard', condition: { not: { counters: counter, on: 'self', atLeast: 1 } }, targets: [], effects: [{ do: 'return-to-battlefield', what: 'it', owner: true, withCounter: counter }], text }];
}

/** Keyword abilities that are triggered abilities, as the rule defining each words them. */
const KEYWORD_TRIGGERS: Record<string, Ability[]> = {
  persist: returnsWithCounter('-1/-1', 'Persist'),
  undying: returnsWithCounter('+1/+1', 'Undying'),
  // 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
  exalted: [{ kind: 'triggered', when: 'attacks-alone', subject: { types: ['Creature'], controller: 'you' }, targets: [], effects: [{ do: 'pump', power: 1, toughness: 1, on: 'it' }], text: 'Exalted' }],
  // 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
  prowess: [{ kind: 'triggered', when: 'cast', subject: { notTypes: ['Creature'] }, whose: 'you', targets: [], effects: [{ do: 'pump', power: 1, toughness: 1, on: 'self' }], text: 'Prowess' }],
  // 702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."
  'battle cry': [{ kind: 'triggered', when: 'attacks', targets: [], effects: [{ do: 'pump', power: 1, toughness: 0, on: { all: { types: ['Creature'], attacking: true, other: true } } }], text: 'Battle cry' }],
  // 702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life lost this way."
  extort: [
    {
      kind: 'triggered',
      when: 'cast',
      whose: 'you',
      targets: [],
      effects: [{ do: 'may-pay', cost: { mana: '{W/B}' }, effects: [{ do: 'lose-life', amount: 1, who: 'each-opponent' }, { do: 'gain-life', amount: { lifeLostThisWay: true }, who: 'you' }] }],
      text: 'Extort',
    },
  ],
  // 702.134a: "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with power less than this creature's power."
  mentor: [
    {
      kind: 'triggered',
      when: 'attacks',
      targets: [{ kind: 'creature', filter: { attacking: true }, powerLessThanSource: true, text: "target attacking creature with power less than this creature's power" }],
      effects: [{ do: 'counters', counter: '+1/+1', amount: 1, on: 'target' }],
      text: 'Mentor',
    },
  ],
  // 702.100a: "Whenever a creature you control enters, if that creature's power is greater than this creature's power and/or
  // that creature's toughness is greater than this creature's toughness, put a +1/+1 counter on this creature."
  evolve: [{ kind: 'triggered', when: 'enters', subject: { types: ['Creature'], controller: 'you' }, condition: 'greater-power-or-toughness', targets: [], effects: [{ do: 'counters', counter: '+1/+1', amount: 1, on: 'self' }], text: 'Evolve' }],
  // 702.92a: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it."
  'living weapon': [
    {
      kind: 'triggered',
      when: 'enters',
      targets: [],
      effects: [
        { do: 'create-token', token: { name: 'Phyrexian Germ', colors: ['B'], types: ['Creature'], subtypes: ['Phyrexian', 'Germ'], supertypes: [], power: 0, toughness: 0, keywords: [], text: '' }, count: 1, for: 'you' },
        { do: 'attach', to: 'created' },
      ],
      text: 'Living weapon',
    },
  ],
  // 702.105a: "Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on this creature."
  dethrone: [{ kind: 'triggered', when: 'attacks-player-with-most-life', targets: [], effects: [{ do: 'counters', counter: '+1/+1', amount: 1, on: 'self' }], text: 'Dethrone' }],
  // 702.39a: "Whenever this creature attacks, you may choose to have target creature defending player controls block this creature
  // this combat if able. If you do, untap that creature."
  provoke: [
    {
      kind: 'triggered',
      when: 'attacks',
      optional: true,
      targets: [{ kind: 'creature', filter: { controller: 'defending' }, text: 'target creature defending player controls' }],
      effects: [{ do: 'block-if-able', on: 'target', blocking: 'self', until: 'end-of-combat' }, { do: 'untap', what: 'target' }],
      text: 'Provoke',
    },
  ],
  // 702.25a: "Whenever this creature becomes blocked by a creature without flanking, the blocking creature gets -1/-1 until end of turn."
  flanking: [{ kind: 'triggered', when: 'blocked-by', counterpart: { types: ['Creature'], notKeywords: ['flanking'] }, targets: [], effects: [{ do: 'pump', power: -1, toughness: -1, on: 'counterpart' }], text: 'Flanking' }],
};

/** The triggered abilities a keyword stands for; each instance triggers separately (702.25b, 702.45b, 702.112c). */
function keywordTriggers(keyword: string): Ability[] {
  const numbered = NUMBERED_KEYWORD.exec(keyword);
  if (!numbered) return KEYWORD_TRIGGERS[keyword] ?? [];
  const n = Number(numbered[2]);
  const text = `${numbered[1]!.charAt(0).toUpperCase()}${numbered[1]!.slice(1)} ${n}`;
  switch (numbered[1]) {
    case 'bushido': {
      // 702.45a: "Bushido N" means "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
      const pump: Effect[] = [{ do: 'pump', power: n, toughness: n, on: 'self' }];
      return [
        { kind: 'triggered', when: 'blocks', targets: [], effects: pump, text },
        { kind: 'triggered', when: 'becomes-blocked', targets: [], effects: pump, text },
      ];
    }
    case 'annihilator':
      // 702.86a: "Annihilator N" means "Whenever this creature attacks, defending player sacrifices N permanents."
      return [{ kind: 'triggered', when: 'attacks', targets: [], effects: [{ do: 'sacrifice', who: 'defending-player', kind: 'permanent', amount: n }], text }];
    case 'afflict':
      // 702.130a: "Afflict N" means "Whenever this creature becomes blocked, defending player loses N life."
      return [{ kind: 'triggered', when: 'becomes-blocked', targets: [], effects: [{ do: 'lose-life', amount: n, who: 'defending-player' }], text }];
    case 'renown':
      // 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 counters on it and it becomes renowned."
      return [{ kind: 'triggered', when: 'deals-combat-damage-to-player', condition: { not: 'renowned' }, targets: [], effects: [{ do: 'renown', amount: n }], text }];
    case 'fabricate':
      // 702.123a: "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens."
      return [{ kind: 'triggered', when: 'enters', targets: [], effects: [{ do: 'fabricate', amount: n }], text }];
    case 'graft':
      // 702.58a: "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter
      // from this permanent onto that creature"; its counters as it enters are in zones.ts.
      return [
        {
          kind: 'triggered',
          when: 'enters',
          subject: { types: ['Creature'], other: true },
          condition: { counters: '+1/+1', on: 'self', atLeast: 1 },
          optional: true,
          targets: [],
          effects: [{ do: 'move-counters', counter: '+1/+1', amount: 1, from: 'self', to: 'it' }],
          text,
        },
      ];
    case 'modular':
      // 702.43a: "When this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target
      // artifact creature for each +1/+1 counter on this permanent" (as it last existed, 603.10a); its counters as it enters are in zones.ts.
      return [
        {
          kind: 'triggered',
          when: 'put-into-graveyard',
          optional: true,
          targets: [{ kind: 'creature', filter: { types: ['Artifact'] }, text: 'target artifact creature' }],
          effects: [{ do: 'counters', counter: '+1/+1', amount: { countersOnSelf: '+1/+1' }, on: 'target' }],
          text,
        },
      ];
    default:
      // Bloodthirst is a static ability, applied as the permanent enters (zones.ts).
      return [];
  }
}

/** The characteristics of a spell or card outside the battlefield: its copiable values and its own "can't be countered". */
function offBattlefield(state: GameState, obj: GameObject): Characteristics {
  const work = baseWork(state, obj);
  for (const ability of work.abilities) if (ability.kind === 'static' && (ability.affects ?? 'self') === 'self' && ability.rules) mergeRules(work.rules, ability.rules);
  for (const ability of work.abilities) {
    const defined = ability.kind === 'static' && (ability.affects ?? 'self') === 'self' ? ability.modify?.definePowerToughness : undefined;
    if (defined && work.power !== undefined) definePowerToughness(state, boardOf(state).works, work, { controller: obj.controller, source: obj }, defined);
  }
  if (obj.zone === 'stack') {
    for (const effect of boardOf(state).effects) {
      const filter = effect.affects;
      if (!effect.rules || typeof filter !== 'object' || Array.isArray(filter) || filter.zone !== 'stack') continue;
      if (matchesFilter(state, filter, obj, work, { controller: effect.controller, ...(effect.source ? { sourceId: effect.source.id } : {}) })) mergeRules(work.rules, effect.rules);
    }
  }
  return finish(work);
}

/** An object's characteristics now; for an object that has left its zone, as it last existed (608.2h). */
export function characteristics(state: GameState, obj: GameObject): Characteristics {
  if (obj.known) {
    const definition = copiableValues(state, obj);
    return { ...obj.known, definition, abilities: definition.abilities };
  }
  if (obj.zone === 'battlefield' && state.objects[obj.id] === obj) {
    const found = boardOf(state).result.get(obj.id);
    if (found) return found;
  }
  return offBattlefield(state, obj);
}

/** What `obj` would be on the battlefield (614.12): its copiable values, for effects that modify how it enters. */
export function seenAsEntering(state: GameState, obj: GameObject): Seen {
  return baseWork(state, obj);
}

/** A spell's or ability's targets and effects, by mode when it is modal (700.2). */
export interface Resolvable {
  targets: TargetSpec[];
  effects: Effect[];
  modes?: { text: string; targets: TargetSpec[]; effects: Effect[] }[];
  modeCount?: { min: number; max: number };
}

/** The modes chosen (in printed order, 700.2) with their targets and effects; a plain spell or ability is one part. */
export function chosenParts(resolvable: Resolvable, modes: readonly number[]): { mode?: number; targets: TargetSpec[]; effects: Effect[] }[] {
  if (!resolvable.modes) return [{ targets: resolvable.targets, effects: resolvable.effects }];
  return [...new Set(modes)].sort((a, b) => a - b).flatMap((mode) => (resolvable.modes![mode] ? [{ mode, targets: resolvable.modes![mode]!.targets, effects: resolvable.modes![mode]!.effects }] : []));
}

/** What a spell does when cast (608.2): an instant's or sorcery's text, or an Aura spell's target (303.4a). */
export function spellResolvable(definition: CardDefinition): Resolvable {
  if (definition.spell) return definition.spell;
  // 702.102d: a fused split spell follows its left half's instructions, then its right half's: two parts, both chosen.
  if (definition.halves) return { targets: [], effects: [], modes: definition.halves.map((half) => ({ text: half.name, ...spellResolvable(half) })), modeCount: { min: 2, max: 2 } };
  return { targets: definition.enchant ? [enchantTarget(definition)] : [], effects: [] };
}

/** 303.4a: an Aura spell targets what it can enchant ("enchant creature"), as narrowed ("enchant green creature"). */
export function enchantTarget({ enchant = 'creature', enchantFilter }: Pick<CardDefinition, 'enchant' | 'enchantFilter'>): TargetSpec {
  if (enchant === 'player') return { kind: 'player', text: 'enchant player' };
  if (enchant === 'creature-you-control') return { kind: 'creature', controller: 'you', text: 'enchant creature you control' };
  const filter = { ...(enchant === 'land' ? { types: ['Land' as const] } : {}), ...enchantFilter };
  const text = `enchant ${enchantFilter ? describeFilter(filter, enchant === 'land' ? 'permanent' : enchant) : enchant}`;
  return { kind: enchant === 'land' ? 'permanent' : enchant, ...(Object.keys(filter).length ? { filter } : {}), text };
}

export function isCreature(state: GameState, obj: GameObject): boolean {
  return characteristics(state, obj).types.includes('Creature');
}

export function hasKeyword(state: GameState, obj: GameObject, keyword: string): boolean {
  return characteristics(state, obj).keywords.includes(keyword);
}

/** 302.6: only a creature is held back by not having been controlled continuously since its controller's turn began. */
export function isSummoningSick(state: GameState, obj: GameObject): boolean {
  return obj.summoningSick && isCreature(state, obj);
}

/**
 * The permanents whose triggered abilities watch for `when`, in battlefield order, then the cards in
 * graveyards whose abilities trigger only there (113.6m), in turn order, then exiled cards with suspend (702.62a)
 * (an index: an event checks only its watchers).
 */
export function watchers(state: GameState, when: string): Watcher[] {
  const board = boardOf(state);
  if (!board.watchers) {
    const index = new Map<string, Watcher[]>();
    const watch = (obj: GameObject, abilities: readonly Ability[], zone: 'graveyard' | undefined) => {
      for (const ability of abilities) {
        if (ability.kind !== 'triggered' || ability.zone !== zone) continue;
        index.set(ability.when, [...(index.get(ability.when) ?? []), { obj, ability }]);
      }
    };
    for (const [id, result] of board.result) watch(state.objects[id]!, result.abilities, undefined);
    const inGraveyards = state.players.flatMap((player) => player.graveyard.map((id) => state.objects[id]!));
    const worksThere = (obj: GameObject) => definitionNamed(state, obj.card).abilities.some((ability) => ability.kind === 'triggered' && ability.zone === 'graveyard');
    for (const obj of inGraveyards.filter(worksThere)) watch(obj, characteristics(state, obj).abilities, 'graveyard');
    // 702.62a: suspend's two triggered abilities work in exile.
    for (const obj of state.players.flatMap((player) => player.exile.map((id) => state.objects[id]!))) watch(obj, suspendTriggers(definitionNamed(state, obj.card)), undefined);
    board.watchers = index;
  }
  return board.watchers.get(when) ?? [];
}

/** Whether an effect that lasts as long as its source stays (and stays controlled) has ended (611.2b). */
export function sourceLapsed(state: GameState, effect: ContinuousEffect): boolean {
  if (!effect.whileSource) return false;
  const source = current(state, effect.whileSource.source);
  return !source || !state.battlefield.includes(source.id) || (effect.whileSource.controller !== undefined && source.controller !== effect.whileSource.controller);
}

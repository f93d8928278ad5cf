/**
 * Targets (115): which objects and players an instance of "target" may choose, and why one is
 * illegal (hexproof 702.11b, shroud 702.18a, protection 702.16b, wrong kind, left its zone 608.2b).
 * An activated or triggered ability on the stack may be a target too (Stifle: "counter target
 * activated or triggered ability"); a mana ability never is, as it never uses the stack (605.3b).
 */
import { COLOR_WORDS, type CardType, type Color, type TargetSpec } from './cards/schema';
import { characteristics, enchantTarget } from './characteristics';
import { describeFilter, manaValue, matchesFilter } from './filters';
import { IllegalAction, battlefieldObjects, current, playerIndex, refOf } from './context';
import type { GameObject, GameState, StackItem, TargetChoice, TargetRecord, TargetVerdict } from './types';

export type Candidate = { player: number } | { object: GameObject } | { ability: StackItem };

/** The kinds of stack item each ability target kind may name. */
const ABILITY_KINDS: Partial<Record<TargetSpec['kind'], StackItem['kind'][]>> = {
  ability: ['activated', 'triggered'],
  'activated-ability': ['activated'],
  'triggered-ability': ['triggered'],
};

/** Who is choosing the target and with what source: the controller, the source's colors and the source itself ("another"). */
export interface Targeter {
  controller: number;
  colors: readonly Color[];
  types: readonly CardType[];
  sourceId?: number;
  /** The source's power as it is or last existed (608.2h), for "with power less than this creature's power" (702.134a). */
  sourcePower?: number;
  /** The X announced for the spell or ability (107.3, 601.2b), for "with mana value X". */
  x?: number;
  /** 702.16n: protections of the target that don't count against this source (an Aura that doesn't remove itself). */
  spares?: readonly string[];
}

const PROTECTION_TYPES: Partial<Record<string, CardType>> = { artifacts: 'Artifact', creatures: 'Creature', enchantments: 'Enchantment', instants: 'Instant', lands: 'Land', planeswalkers: 'Planeswalker', sorceries: 'Sorcery' };

/**
 * The protection (702.16a) among `keywords` that a source of these colors and card types meets, as
 * written ("protection from red", "protection from multicolored" — two or more colors, 105.2b —,
 * "protection from enchantments"), or undefined.
 */
export function protectionFrom(keywords: readonly string[], source: { colors: readonly Color[]; types: readonly CardType[] }): string | undefined {
  return keywords.find((keyword) => {
    const quality = /^protection from (.+)$/.exec(keyword)?.[1];
    if (quality === undefined) return false;
    if (quality === 'multicolored') return source.colors.length >= 2;
    const type = PROTECTION_TYPES[quality];
    return type ? source.types.includes(type) : source.colors.some((c) => COLOR_WORDS[c] === quality);
  });
}

const PLAYER_KINDS: TargetSpec['kind'][] = ['player', 'opponent', 'any', 'creature-or-player', 'player-or-planeswalker', 'opponent-or-planeswalker'];
const TYPES_OF_KIND: Partial<Record<TargetSpec['kind'], CardType[]>> = {
  creature: ['Creature'],
  'creature-or-player': ['Creature'],
  artifact: ['Artifact'],
  planeswalker: ['Planeswalker'],
  'creature-or-planeswalker': ['Creature', 'Planeswalker'],
  'player-or-planeswalker': ['Planeswalker'],
  'opponent-or-planeswalker': ['Planeswalker'],
  // 115.4: "any target" is a creature, player, planeswalker or battle.
  any: ['Creature', 'Planeswalker', 'Battle'],
};

/** 107.3: "with mana value X" — the X announced (601.2b); none announced, no object has it. */
function manaValueXProblem(chars: ReturnType<typeof characteristics>, by: Targeter, ownX = 0): string | undefined {
  // 202.3e: a spell on the stack counts its own X.
  const value = manaValue(chars.definition, ownX);
  if (by.x === undefined) return 'no X was announced for "with mana value X" (107.3)';
  return value === by.x ? undefined : `its mana value ${value} isn't X (${by.x}) (107.3)`;
}

/** Why `candidate` can't be chosen for `spec` (with its rule), or undefined when it can. */
export function targetProblem(state: GameState, spec: TargetSpec, candidate: Candidate, by: Targeter): string | undefined {
  const abilityKinds = ABILITY_KINDS[spec.kind];
  if ('ability' in candidate) {
    if (!abilityKinds?.includes(candidate.ability.kind) || !state.stack.includes(candidate.ability)) return `not ${article(describeKind(spec))} (115.1)`;
    return controllerProblem(spec, candidate.ability.controller, by.controller);
  }
  if (abilityKinds) return `not ${article(describeKind(spec))} on the stack (115.1)`;
  if ('player' in candidate) {
    if (!PLAYER_KINDS.includes(spec.kind)) return `not ${article(describeKind(spec))} (115.1)`;
    if (state.players[candidate.player]!.lost) return 'that player has left the game (800.4a)';
    if ((spec.kind === 'opponent' || spec.kind === 'opponent-or-planeswalker') && candidate.player === by.controller) return 'not an opponent (115.1)';
    return controllerProblem(spec, candidate.player, by.controller) ?? playerKeywordProblem(state, candidate.player, by.controller);
  }
  const obj = candidate.object;
  const viewpoint = { controller: by.controller, ...(by.sourceId !== undefined ? { sourceId: by.sourceId } : {}) };
  if (spec.kind === 'spell' || spec.kind === 'card-in-graveyard') {
    const zone = spec.kind === 'spell' ? 'stack' : 'graveyard';
    if (obj.zone !== zone) return spec.kind === 'spell' ? 'not a spell on the stack (115.1)' : 'not a card in a graveyard (115.1)';
    if (spec.filter && !matchesFilter(state, { ...spec.filter, zone }, obj, characteristics(state, obj), viewpoint)) return `not ${article(describeKind(spec))} (115.1)`;
    if (spec.manaValueX) {
      const spell = zone === 'stack' ? state.stack.find((i) => i.kind === 'spell' && i.source.id === obj.id) : undefined;
      const problem = manaValueXProblem(characteristics(state, obj), by, spell?.x ?? 0);
      if (problem) return problem;
    }
    return controllerProblem(spec, zone === 'stack' ? obj.controller : obj.owner, by.controller);
  }
  if (obj.zone !== 'battlefield') return `not on the battlefield (115.1)`;
  const chars = characteristics(state, obj);
  const wanted = TYPES_OF_KIND[spec.kind];
  if (spec.kind === 'player' || spec.kind === 'opponent' || (wanted && !wanted.some((t) => chars.types.includes(t)))) return `not ${article(describeKind(spec))} (115.1)`;
  if (spec.filter && !matchesFilter(state, spec.filter, obj, chars, viewpoint)) return `not ${article(describeKind(spec))} (115.1)`;
  if (spec.manaValueX) {
    const problem = manaValueXProblem(chars, by);
    if (problem) return problem;
  }
  if (spec.powerLessThanSource && !((chars.power ?? 0) < (by.sourcePower ?? 0))) return `its power isn't less than the source's power ${by.sourcePower ?? 0} (702.134a)`;
  const control = controllerProblem(spec, obj.controller, by.controller);
  if (control) return control;
  if (chars.keywords.includes('shroud')) return 'shroud (702.18a)';
  if (chars.keywords.includes('hexproof') && obj.controller !== by.controller) return 'hexproof (702.11b)';
  const hexproofFrom = chars.keywords.find((k) => by.colors.some((c) => k === `hexproof from ${COLOR_WORDS[c]}`));
  if (hexproofFrom && obj.controller !== by.controller) return `${hexproofFrom} (702.11d)`;
  const protection = protectionFrom(by.spares ? chars.keywords.filter((k) => !by.spares!.includes(k)) : chars.keywords, by);
  if (protection) return `${protection} (702.16b)`;
  return undefined;
}

/** 702.18b, 702.11c: a player who has shroud (from a permanent they control: "You have shroud") can't be targeted; one who has hexproof, not by their opponents. */
function playerKeywordProblem(state: GameState, player: number, chooser: number): string | undefined {
  const keywords = battlefieldObjects(state)
    .filter((obj) => obj.controller === player)
    .flatMap((obj) => characteristics(state, obj).abilities.flatMap((ability) => (ability.kind === 'static' ? (ability.playerKeywords ?? []) : [])));
  if (keywords.includes('shroud')) return `${state.players[player]!.name} has shroud (702.18b)`;
  if (keywords.includes('hexproof') && player !== chooser) return `${state.players[player]!.name} has hexproof (702.11c)`;
  return undefined;
}

/** "a creature", "an artifact". */
function article(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

function controllerProblem(spec: TargetSpec, controller: number, chooser: number): string | undefined {
  if (spec.controller === 'you' && controller !== chooser) return 'not controlled by you (115.1)';
  if (spec.controller === 'opponent' && controller === chooser) return 'not controlled by an opponent (115.1)';
  return undefined;
}

const NOUNS: Record<TargetSpec['kind'], string> = {
  creature: 'creature',
  player: 'player',
  opponent: 'opponent',
  any: 'creature, player or planeswalker',
  permanent: 'permanent',
  artifact: 'artifact',
  planeswalker: 'planeswalker',
  'creature-or-planeswalker': 'creature or planeswalker',
  'player-or-planeswalker': 'player or planeswalker',
  'opponent-or-planeswalker': 'opponent or planeswalker',
  spell: 'spell',
  'creature-or-player': 'creature or player',
  'card-in-graveyard': 'card in a graveyard',
  ability: 'activated or triggered ability',
  'activated-ability': 'activated ability',
  'triggered-ability': 'triggered ability',
};

/** What a target must be, without the word "target": "creature", "attacking or blocking creature", "non-Gorgon creature an opponent controls". */
export function describeKind(spec: TargetSpec): string {
  if (spec.text) return spec.text.replace(/^enchant\s+/i, '').replace(/\btarget\s+/i, '');
  const noun = spec.filter ? describeFilter(spec.filter, NOUNS[spec.kind]) : NOUNS[spec.kind];
  return spec.controller === 'you' ? `${noun} you control` : spec.controller === 'opponent' ? `${noun} an opponent controls` : noun;
}

/** Every object or player that `spec` could name, in a stable order: battlefield (or stack, or graveyards), then players. */
export function candidates(state: GameState, spec: TargetSpec): Candidate[] {
  const abilityKinds = ABILITY_KINDS[spec.kind];
  if (abilityKinds) return [...state.stack].reverse().flatMap((item) => (abilityKinds.includes(item.kind) ? [{ ability: item }] : []));
  const ids =
    spec.kind === 'spell'
      ? [...state.stack].reverse().flatMap((item) => (item.kind === 'spell' && current(state, item.source) ? [item.source.id] : []))
      : spec.kind === 'card-in-graveyard'
        ? state.players.flatMap((p) => p.graveyard)
        : state.battlefield;
  const objects: Candidate[] = ids.map((id) => ({ object: state.objects[id]! }));
  const players: Candidate[] = PLAYER_KINDS.includes(spec.kind) ? state.players.map((_, player) => ({ player })) : [];
  return [...objects, ...players];
}

/** Finds what a driver's target choice names: a player's name, or an object's label (or unique name). */
export function findCandidate(state: GameState, spec: TargetSpec, choice: TargetChoice): Candidate {
  if (typeof choice === 'object' && 'player' in choice) return { player: playerIndex(state, choice.player) };
  if (typeof choice === 'object' && 'ability' in choice) {
    const item = state.stack.find((i) => i.id === choice.ability && i.kind !== 'spell');
    if (!item) throw new IllegalAction(`no ability #${choice.ability} is on the stack to target`, ['115.1']);
    return { ability: item };
  }
  if (typeof choice === 'string') {
    // An ability on the stack by its label, the topmost first: "Blood Artist's trigger", "Viscera Seer's ability".
    const wanted = choice.trim().toLowerCase();
    const item = [...state.stack].reverse().find((i) => i.kind !== 'spell' && i.label.toLowerCase() === wanted);
    if (item) return { ability: item };
  }
  const selector = typeof choice === 'object' ? choice.object : choice;
  if (typeof selector === 'string' && state.players.some((p) => p.name.toLowerCase() === selector.toLowerCase())) {
    return { player: playerIndex(state, selector) };
  }
  const pool = candidates(state, spec).flatMap((c) => ('object' in c ? [c.object] : []));
  const everywhere = [...battlefieldObjects(state), ...Object.values(state.objects)];
  const found = selectObject([...pool, ...everywhere], selector);
  if (!found) throw new IllegalAction(`nothing named "${selectorText(selector)}" to target`, ['115.1']);
  return { object: found };
}

/** Who controls a candidate: the player, or the controller of the object or of the ability. */
export function candidateController(candidate: Candidate): number {
  return 'player' in candidate ? candidate.player : 'object' in candidate ? candidate.object.controller : candidate.ability.controller;
}

/** A selector as an error message shows it: the name given, or "#id". */
export function selectorText(selector: string | { id: number }): string {
  return typeof selector === 'string' ? selector : `#${selector.id}`;
}

/** An object by id, exact label, or card name (first match in the given order). */
export function selectObject(objects: GameObject[], selector: string | { id: number }): GameObject | undefined {
  if (typeof selector !== 'string') return objects.find((o) => o.id === selector.id);
  const wanted = selector.trim().toLowerCase();
  return objects.find((o) => o.label.toLowerCase() === wanted) ?? objects.find((o) => o.card.toLowerCase() === wanted);
}

export function labelOf(state: GameState, candidate: Candidate): string {
  return 'player' in candidate ? state.players[candidate.player]!.name : 'object' in candidate ? candidate.object.label : candidate.ability.label;
}

export function toRecord(state: GameState, slot: number, candidate: Candidate): TargetRecord {
  return {
    slot,
    ref: 'player' in candidate ? { player: candidate.player } : 'object' in candidate ? { object: refOf(candidate.object) } : { ability: candidate.ability.id },
    label: labelOf(state, candidate),
    verdict: 'legal',
  };
}

/** 608.2b: is the target still legal? A target that left its zone is a new object and illegal. */
export function recheck(state: GameState, spec: TargetSpec, record: TargetRecord, by: Targeter): TargetVerdict {
  if ('player' in record.ref) {
    const problem = targetProblem(state, spec, { player: record.ref.player }, by);
    return problem ? `illegal: ${problem}` : 'legal';
  }
  if ('ability' in record.ref) {
    const id = record.ref.ability;
    const item = state.stack.find((i) => i.id === id);
    if (!item) return 'illegal: it left the stack (608.2b)';
    const problem = targetProblem(state, spec, { ability: item }, by);
    return problem ? `illegal: ${problem}` : 'legal';
  }
  const obj = current(state, record.ref.object);
  if (!obj) return spec.kind === 'spell' ? 'illegal: it left the stack (608.2b)' : spec.kind === 'card-in-graveyard' ? 'illegal: it left the graveyard (400.7, 608.2b)' : 'illegal: it left the battlefield (400.7, 608.2b)';
  const problem = targetProblem(state, spec, { object: obj }, by);
  return problem ? `illegal: ${problem}` : 'legal';
}

/** 303.4a, 303.4d: why an Aura with enchant player can't stay attached to its player, or undefined when it can. */
export function playerAttachmentProblem(state: GameState, attachment: GameObject): string | undefined {
  if (characteristics(state, attachment).types.includes('Creature')) return `${attachment.label} is a creature, and an Aura that is a creature can't enchant anything (303.4d)`;
  const player = attachment.attachedToPlayer;
  if (player === undefined) return 'it is attached to no player';
  return state.players[player]!.lost ? `${state.players[player]!.name} has left the game (800.4a)` : undefined;
}

/**
 * Why `attachment` can't be attached to `host` (701.3a), or undefined when it can: an Aura to what it
 * couldn't enchant (303.4, protection 702.16c; hexproof and shroud stop only targeting, 702.11b,
 * 702.18a), an Equipment to a noncreature, to a permanent with protection from it (702.16d) or while it
 * is itself a creature (301.5c); nothing to itself.
 */
export function attachmentProblem(state: GameState, attachment: GameObject, host: GameObject): string | undefined {
  const chars = characteristics(state, attachment);
  const enchant = chars.definition.enchant;
  if (host.id === attachment.id) return `${host.label} can't be attached to itself (301.5c, 303.4d)`;
  if (enchant) {
    if (chars.types.includes('Creature')) return `${attachment.label} is a creature, and an Aura that is a creature can't enchant anything (303.4d)`;
    const spares = characteristics(state, host).spared?.filter((s) => s.source === attachment.id).map((s) => s.keyword);
    const illegal = targetProblem(state, enchantTarget(chars.definition), { object: host }, { controller: attachment.controller, colors: chars.colors, types: chars.types, ...(spares?.length ? { spares } : {}) });
    return illegal && !/^(hexproof|shroud)/.test(illegal) ? `${host.label} is now illegal: ${illegal}` : undefined;
  }
  if (!chars.subtypes.includes('Equipment')) return `${attachment.label} is not an Aura or Equipment (701.3b)`;
  if (chars.types.includes('Creature')) return `${attachment.label} is a creature, and an Equipment that is a creature can't equip (301.5c)`;
  const hostChars = characteristics(state, host);
  const protection = protectionFrom(hostChars.keywords, chars);
  if (!hostChars.types.includes('Creature')) return `${host.label} is no longer a creature`;
  if (protection) return `${host.label} has ${protection} (702.16d)`;
  return undefined;
}

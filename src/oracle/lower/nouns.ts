/** Noun phrases, targets and object filters in the engine's words (lowerWho, lowerTarget, lowerFilter). */
import type { CardType, Comparison as EngineComparison, Filter, TargetSpec, Who } from '../../engine/cards/schema';
import { CARD_TYPES } from '../../engine/cards/schema';
import type { Color, Comparison, ObjectFilter, Ref, TargetSlot } from '../ast';
import { cannot, type EngineAbility } from './base';
import { lowerKeyword } from './keywords';

export function lowerWho(ref: Ref): Who {
  switch (ref.ref) {
    case 'self':
      return 'self';
    case 'self-in-graveyard':
      return 'self-in-graveyard';
    case 'you':
      return 'you';
    case 'target':
      return ref.index === 0 ? 'target' : { target: ref.index };
    case 'each-player':
      return ref.who === 'opponent' ? 'each-opponent' : 'each-player';
    case 'trigger-subject':
      return 'it';
    case 'trigger-player':
      return 'that-player';
    case 'trigger-counterpart':
      return 'counterpart';
    case 'enchanted':
    case 'equipped':
      return 'attached';
    case 'controller':
      if (ref.of.ref === 'target' && ref.of.index === 0) return 'target-controller';
      if (ref.of.ref === 'trigger-subject') return 'it-controller';
      if (ref.of.ref === 'trigger-counterpart') return 'counterpart-controller';
      if (ref.of.ref === 'self') return 'you';
      if (ref.of.ref === 'each-one') return 'moved-controllers';
      return cannot('act on the controller of anything but the first target or the triggering object');
    case 'owner':
      if (ref.of.ref === 'target' && ref.of.index === 0) return 'target-owner';
      return cannot('act on the owner of anything but the first target');
    case 'each': {
      const { controlledBy, sameNameAs, ...filter } = ref.filter;
      // "all other creatures with the same name as that creature": "other" than the object named (201.2).
      if (sameNameAs) {
        if (!filter.other || controlledBy) return cannot('act on objects with the same name as another but "all other …" of them');
        const named = lowerWho(sameNameAs);
        if (typeof named === 'object' && 'all' in named) return cannot('act on objects with the same name as any of a group');
        return { all: lowerFilter({ ...filter, other: false }), otherWithNameOf: named };
      }
      if (!controlledBy) return { all: lowerFilter(filter) };
      const player = lowerWho(controlledBy);
      if (typeof player === 'object' && 'all' in player) return cannot('act on the objects controlled by a group of objects');
      return { all: lowerFilter(filter), controlledBy: player };
    }
    case 'sacrificed':
      return 'sacrificed';
    // The tokens an earlier part of the effect created ("Exile them at the beginning of the next end step", 603.7c).
    case 'created':
      return 'created';
    case 'damaged-this-way':
      return 'damaged-this-way';
    case 'revealed':
      return 'revealed';
    case 'defending-player':
      return 'defending-player';
    default:
      return cannot(REF_NAMES[ref.ref] ?? ref.ref);
  }
}

const REF_NAMES: Partial<Record<Ref['ref'], string>> = {
  'each-one': 'act on each object of a "for each"',
  owner: 'act on an object\'s owner',
  paid: 'refer to the card a cost exiled or the permanent it returned',
};

export function lowerTarget(slot: TargetSlot): TargetSpec {
  const text = slot.text;
  // "another target creature" as the first target of an ability: a creature other than its source (115.3 applies between targets).
  if (slot.another && slot.index === 0 && slot.filter) return lowerTarget({ ...slot, another: false, filter: { ...slot.filter, other: true } });
  const counted = slot.count.min !== 1 || slot.count.max !== 1 ? { count: { min: slot.count.max === 'X' ? 0 : slot.count.min, max: slot.count.max } } : {};
  const another = { ...(slot.another ? { another: true } : {}), ...counted };
  switch (slot.kind) {
    case 'any':
      return { kind: 'any', ...another, text };
    case 'player':
      return { kind: slot.opponent ? 'opponent' : 'player', ...another, text };
    case 'object-or-player':
      if (slot.filter?.types.length === 1 && slot.filter.types[0] === 'creature') return { kind: 'creature-or-player', ...another, text };
      if (slot.filter?.types.length === 1 && slot.filter.types[0] === 'planeswalker') return { kind: slot.opponent ? 'opponent-or-planeswalker' : 'player-or-planeswalker', ...another, text };
      return cannot(`target "${text}"`);
    case 'object': {
      // "up to three target cards from a single graveyard" (601.2c).
      const { singleGraveyard, equalsX, ...filter } = slot.filter!;
      // 107.3, 601.2b–c: "target creature with mana value X", the X announced before targets are chosen.
      if (equalsX && equalsX !== 'mana value') cannot(`target an object with ${equalsX} X`);
      const graveyard = filter.zone?.zone === 'graveyard';
      // A card in an opponent's graveyard is that opponent's (404.2): the target's controller is its owner.
      const opponents = graveyard && filter.zone?.owner === 'opponent';
      const { controller: said, ...rest0 } = lowerFilter(opponents ? { ...filter, zone: { zone: 'graveyard', owner: 'any' } } : filter);
      // The target's controller, "you" or "an opponent" (115.1); "defending player" stays in the filter (506.2).
      const controller = opponents ? 'opponent' : said === 'defending' || said === 'enchanted' ? undefined : said;
      const narrowing = said === 'defending' || said === 'enchanted' ? { ...rest0, controller: said } : rest0;
      const kind = graveyard ? 'card-in-graveyard' : filter.types.includes('spell') || filter.spell ? 'spell' : targetKind(narrowing);
      const { zone: _zone, ...rest } = narrowing;
      if (kind !== 'permanent' && kind !== 'card-in-graveyard' && kind !== 'spell') delete rest.types;
      return { kind, ...(controller ? { controller } : {}), ...(Object.keys(rest).length ? { filter: rest } : {}), ...another, ...(singleGraveyard ? { singleGraveyard } : {}), ...(equalsX ? { manaValueX: true as const } : {}), text };
    }
  }
}

/** The target kind for a filter's types: one the engine names, else "permanent" with the types in the filter. */
function targetKind(filter: Filter): TargetSpec['kind'] {
  const types = filter.types ?? [];
  if (types.length === 1 && (types[0] === 'Creature' || types[0] === 'Artifact' || types[0] === 'Planeswalker')) return types[0].toLowerCase() as TargetSpec['kind'];
  if (types.length === 2 && types.includes('Creature') && types.includes('Planeswalker')) return 'creature-or-planeswalker';
  return 'permanent';
}

/** An object filter in the engine's words (every field must hold; lists are "any of"). */
export function lowerFilter(filter: ObjectFilter): Filter {
  // lowerCard wrote the card's own name into "named ~" (withOwnName).
  if (filter.namedSelf) cannot('match objects by the name of a card it doesn\'t know ("named ~")');
  if (filter.sameNameAs) cannot('match objects with the same name as another but as the objects an effect acts on');
  if (filter.controlledBy) cannot('match objects controlled by a player an effect names ("target player controls") but as the objects it acts on');
  const out: Filter = {};
  let types = filter.types.filter((type) => type !== 'permanent' && type !== 'card' && type !== 'spell');
  if (filter.anyOf) {
    // "a Plains or Island card": alternatives that differ only by type or by subtype are one filter.
    const bySubtype = filter.anyOf.every((part) => Object.keys(part).every((key) => key === 'types' || key === 'subtypes') && part.types.every((type) => type === 'card') && part.subtypes?.length);
    if (bySubtype) return lowerFilter({ ...filter, anyOf: undefined, subtypes: filter.anyOf.flatMap((part) => part.subtypes!) });
    if (filter.anyOf.some((part) => Object.keys(part).some((key) => key !== 'types'))) return { ...lowerFilter({ ...filter, anyOf: undefined }), anyOf: filter.anyOf.map(lowerAlternative) };
    types = filter.anyOf.flatMap((part) => part.types);
  }
  if (filter.alsoTypes?.length) out.allTypes = filter.alsoTypes.map((type) => TYPE_OF[type] ?? cannot(`match "${type}"`));
  if (types.length) out.types = types.map((type) => TYPE_OF[type] ?? cannot(`match "${type}"`));
  if (filter.types.includes('spell') || filter.spell) out.zone = 'stack';
  if (filter.zone) {
    if (filter.zone.owner === 'opponent') cannot('match cards in an opponent\'s zone');
    out.zone = filter.zone.zone;
    if (filter.zone.owner === 'you') out.controller = 'you';
  }
  // A card in a zone of yours is yours (404.2); a permanent you own may be controlled by another player (108.3).
  if (filter.owner === 'you') {
    if (!filter.zone) cannot('match permanents by their owner ("you own")');
    out.controller = 'you';
  }
  if (filter.subtypes?.length) out.subtypes = filter.subtypes;
  if (filter.allSubtypes?.length) out.allSubtypes = filter.allSubtypes;
  if (filter.supertypes?.length) out.supertypes = filter.supertypes.map((word) => (word === 'legendary' ? 'Legendary' : word === 'snow' ? 'Snow' : 'Basic'));
  if (filter.colors?.length) out.colors = filter.colors;
  if (filter.multicolored) out.multicolored = true;
  if (filter.colorless) out.colorless = true;
  if (filter.historic) out.historic = true;
  for (const word of filter.not ?? []) {
    if (/^[WUBRG]$/.test(word)) out.notColors = [...(out.notColors ?? []), word as Color];
    else if (word === 'basic' || word === 'legendary') out.notSupertypes = [...(out.notSupertypes ?? []), word === 'basic' ? 'Basic' : 'Legendary'];
    else if (word === 'token') out.token = false;
    else if (TYPE_OF[word]) out.notTypes = [...(out.notTypes ?? []), TYPE_OF[word]!];
    else out.notSubtypes = [...(out.notSubtypes ?? []), word[0]!.toUpperCase() + word.slice(1)];
  }
  // "you don't control": another player controls it, an opponent (Heartwood's games have no teammates).
  if (filter.controller === 'not-you') out.controller = 'opponent';
  else if (filter.controller) out.controller = filter.controller;
  if (filter.other) out.other = true;
  for (const status of filter.status ?? []) Object.assign(out, STATUS[status] ?? cannot(`match ${status} objects`));
  if (filter.singleGraveyard) cannot('match cards "from a single graveyard" but as targets');
  if (filter.atMostX) cannot(`match objects with ${filter.atMostX} X or less but in a search`);
  if (filter.equalsX) cannot(`match objects with ${filter.equalsX} X but as a target`);
  for (const comparison of filter.with ?? []) {
    const key = comparison.stat === 'mana value' ? 'manaValue' : comparison.stat;
    out[key] = lowerComparison(comparison);
  }
  if (filter.withKeyword) out.keywords = [lowerKeyword({ keyword: filter.withKeyword })];
  const without = [...(filter.withoutKeyword ? [filter.withoutKeyword] : []), ...(filter.withoutKeywords ?? [])];
  if (without.length) out.notKeywords = without.map((keyword) => lowerKeyword({ keyword }));
  if (filter.withCounter) out.withCounter = filter.withCounter;
  if (filter.attachedToSelf) out.attachedTo = 'source';
  if (filter.dealtDamageBySelf) out.dealtDamageBySource = true;
  if (filter.blockingSelf) out.blockingSource = true;
  if (filter.inCombatWithSelf) out.inCombatWithSource = true;
  if (filter.dealtDamageThisTurn) out.dealtDamageThisTurn = true;
  if (filter.chosenColor) out.chosenColor = true;
  if (filter.chosenType !== undefined) out.chosenType = filter.chosenType;
  if (filter.token) out.token = true;
  if (filter.named) out.name = filter.named;
  if (filter.singleTarget) out.singleTarget = true;
  return out;
}

/** One of "a basic land card or a Gate card": what it is; where it is and who controls it are the whole filter's. */
function lowerAlternative(part: ObjectFilter): NonNullable<Filter['anyOf']>[number] {
  // "discard an Island card and another card": "another" names a second object, not an alternative.
  if (part.zone || part.controller || part.owner || part.other) cannot(`match "${describe(part)}" as one of several alternatives`);
  const { zone: _zone, ...rest } = lowerFilter(part);
  return rest;
}

/**
 * "another creature named ~", "a card named ~ in your graveyard" (201.2): the card's own name, as
 * printed, written into every object description of an ability before it is lowered.
 */
export function withOwnName<T>(tree: T, name: string): T {
  const json = JSON.stringify(tree);
  if (!json.includes('"namedSelf":true')) return tree;
  return JSON.parse(json, (_key, value: unknown) => {
    if (!value || typeof value !== 'object' || !('namedSelf' in value)) return value;
    const { namedSelf: _self, ...rest } = value as Record<string, unknown>;
    return { ...rest, named: name };
  }) as T;
}

export const TYPE_OF: Record<string, CardType> = Object.fromEntries(CARD_TYPES.map((type) => [type.toLowerCase(), type]));

const STATUS: Record<string, Partial<Filter>> = {
  tapped: { tapped: true },
  untapped: { tapped: false },
  attacking: { attacking: true },
  blocking: { blocking: true },
  'attacking-or-blocking': { inCombat: true },
  enchanted: { enchanted: true },
  monstrous: { monstrous: true },
  'face-down': { faceDown: true },
  'face-up': { faceDown: false },
  'enchanted-by-self': { attachedToSource: true },
  'equipped-by-self': { attachedToSource: true },
};

function lowerComparison(comparison: Comparison): EngineComparison {
  if (comparison.op === '>=') return { atLeast: comparison.value };
  if (comparison.op === '<=') return { atMost: comparison.value };
  return { atLeast: comparison.value, atMost: comparison.value };
}

/** The kind of object a filter with no other condition names: "creature", "artifact", "permanent", "spell". */
export function simpleKind(filter: ObjectFilter): string | undefined {
  const { types, controller: _controller, ...rest } = filter;
  if (Object.entries(rest).some(([key, value]) => key !== 'spell' && value !== undefined) || types.length !== 1) return undefined;
  return filter.spell ? (types[0] === 'spell' ? 'spell' : undefined) : types[0];
}

export function describe(filter: ObjectFilter): string {
  return JSON.stringify(filter);
}

export function sameRef(a: Ref, b: Ref): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What a static ability affects: the object it is on, what it is attached to, or every permanent of a filter. */
export function affected(who: Ref): NonNullable<Extract<EngineAbility, { kind: 'static' }>['affects']> {
  if (who.ref === 'self') return 'self';
  if (who.ref === 'enchanted' || who.ref === 'equipped') return 'attached';
  if (who.ref === 'each') return lowerFilter(who.filter);
  return cannot(`apply a static effect to ${who.ref}`);
}

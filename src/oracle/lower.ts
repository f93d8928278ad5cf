/**
 * Lowering: a card's tree (ast.ts) → a definition in the engine's card format (the format of
 * rules-data/cards/*.yaml, src/engine/cards/schema.ts). Everything the engine can't run yet stops
 * here with a reason that names the construct ("the engine can't yet …"), so that a card is never
 * played half understood. This is the one file to extend when the engine learns new vocabulary.
 */
import type { Amount as EngineAmount, CardType, Comparison as EngineComparison, Condition as EngineCondition, Cost as EngineCost, Filter, Modification, PtChange, TargetSpec, Who } from '../engine/cards/schema';
import { CARD_TYPES, isKnownKeyword, type CardDefinitionInput } from '../engine/cards/schema';
import type { Ability, Amount, Color, Comparison, Condition, Cost, Duration, Effect, EffectBlock, ObjectFilter, Ref, Static, TargetSlot, TokenSpec, Trigger, TriggerSubject } from './ast';
import { parseAbility } from './parse';

/** The engine's vocabulary as a definition may write it (defaults left out). */
type EngineAbility = NonNullable<CardDefinitionInput['abilities']>[number];
type EngineEffect = NonNullable<NonNullable<CardDefinitionInput['spell']>['effects']>[number];
type TriggeredAbility = Extract<EngineAbility, { kind: 'triggered' }>;
/** The effects an "if" or "you may pay" wraps (they don't nest). */
type EngineBaseEffect = Exclude<EngineEffect, { do: 'if' | 'may-pay' | 'unless-pay' }>;

/** A construct the engine's card format can't express yet; `construct` says which, for the coverage report. */
export class Unsupported extends Error {
  /** The ability (as printed) that needs it, when one does. */
  sentence?: string;
  /** Every construct the card needs, one per ability that stops (this one first). */
  all: string[] = [];

  constructor(readonly construct: string) {
    super(`the engine can't yet ${construct}`);
  }
}

const cannot = (construct: string): never => {
  throw new Unsupported(construct);
};

/** The characteristics of a card face, read from its type line and numbers. */
export interface Characteristics {
  name: string;
  manaCost?: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  power?: number;
  toughness?: number;
  loyalty?: number;
  /** A power or toughness printed "*" (208.2): 0 unless a characteristic-defining ability defines it. */
  starred?: ('power' | 'toughness')[];
}

type Mutable = { -readonly [K in keyof CardDefinitionInput]: CardDefinitionInput[K] };

/** Lowers a card's abilities onto its characteristics; predefined tokens it creates are named in `tokens`. */
export function lowerCard(card: Characteristics, abilities: Ability[], text: string): { definition: CardDefinitionInput; tokens: string[] } {
  const definition: Mutable = {
    name: card.name,
    ...(card.manaCost ? { manaCost: card.manaCost } : {}),
    types: card.types as CardType[],
    subtypes: card.subtypes,
    supertypes: card.supertypes as CardDefinitionInput['supertypes'],
    ...(card.power !== undefined ? { power: card.power, toughness: card.toughness } : {}),
    ...(card.loyalty !== undefined ? { loyalty: card.loyalty } : {}),
    text,
  };
  const tokens: string[] = [];
  const lowering = new Lowering(tokens, card.name, card.types);
  const engineAbilities: EngineAbility[] = [...intrinsicManaAbilities(card)];
  const keywords: string[] = [];
  const isSpell = card.types.includes('Instant') || card.types.includes('Sorcery');

  const lowerAbility = (ability: Ability): void => {
    switch (ability.kind) {
      case 'keywords':
        for (const keyword of ability.keywords) {
          if (keyword.keyword === 'bestow' && keyword.cost) definition.bestow = keyword.cost;
          else if (keyword.keyword === 'tribute' && keyword.n !== undefined) definition.tribute = keyword.n;
          else if (keyword.keyword === 'equip' && keyword.cost) engineAbilities.push(equip(keyword.cost, ability.text));
          else keywords.push(lowerKeyword(keyword));
        }
        return;
      case 'enchant':
        definition.enchant = lowerEnchant(ability.filter);
        return;
      case 'spell': {
        if (!isSpell) cannot('read effects with no trigger or cost on a permanent');
        const costs = ability.block.effects.flatMap((effect) => (effect.do === 'additional-cost' ? [effect.cost] : []));
        if (costs.length) definition.additionalCost = lowerCosts(costs);
        definition.spell = lowering.block({ ...ability.block, effects: ability.block.effects.filter((effect) => effect.do !== 'additional-cost') });
        return;
      }
      case 'modal': {
        const modes = ability.modes.map((mode) => ({ text: mode.text, ...lowering.block(mode) }));
        const modeCount = ability.choose.min === 1 && ability.choose.max === 1 ? {} : { modeCount: ability.choose };
        if (ability.cost) cannot('run modal activated abilities');
        if (ability.trigger) {
          engineAbilities.push(...lowering.events(ability.trigger).map((event) => ({ kind: 'triggered' as const, ...event, modes, ...modeCount, text: ability.text })));
          return;
        }
        if (!isSpell) cannot('read modes with no trigger or cost on a permanent');
        definition.spell = { modes, ...modeCount };
        return;
      }
      case 'activated':
        engineAbilities.push(lowering.activated(ability));
        return;
      case 'triggered':
        engineAbilities.push(...lowering.triggered(ability));
        return;
      case 'static':
        lowerStatic(ability.static, ability.text, definition, engineAbilities, lowering);
        return;
    }
  };

  // Every ability is lowered, so that the error lists all the constructs the card needs.
  const problems: Unsupported[] = [];
  for (const ability of abilities) {
    try {
      lowerAbility(ability);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      error.sentence ??= ability.text;
      problems.push(error);
    }
  }
  const xFromCost = /\{X\}/.test(card.manaCost ?? '');
  for (const [engineAbility, onCard] of [...engineAbilities.map((a) => [a, true] as const), ...lowering.granted.map((a) => [a, false] as const)]) {
    if (!xIsDefined(engineAbility, xFromCost && onCard)) problems.push(Object.assign(new Unsupported(UNDEFINED_X), { sentence: engineAbility.text }));
  }
  if (!xFromCost && (usesX(definition.spell) || usesX(definition.entersWithCounters))) problems.push(new Unsupported(UNDEFINED_X));
  for (const stat of card.starred ?? []) {
    const defined = engineAbilities.some((engineAbility) => engineAbility.kind === 'static' && engineAbility.modify?.definePowerToughness?.[stat]);
    if (!defined) problems.push(new Unsupported(`play a creature whose ${stat} is "*" with no ability that defines it`));
  }
  if (problems.length) {
    problems[0]!.all = [...new Set(problems.map((problem) => problem.construct))];
    throw problems[0]!;
  }
  if (keywords.length) definition.keywords = keywords;
  if (engineAbilities.length) definition.abilities = engineAbilities;
  if (lowering.granted.length) definition.grantedAbilities = lowering.granted;
  if (isSpell && !definition.spell) cannot('cast a spell with no effect');
  return { definition, tokens };
}

const UNDEFINED_X = 'use an X that no cost and no "where X is" defines';

/** Whether an engine value reads X (107.3). */
function usesX(value: unknown): boolean {
  return value !== undefined && JSON.stringify(value, (key, inner: unknown) => (key === 'text' ? undefined : inner)).includes('"X"');
}

/**
 * 107.3: X is what a cost chose: the card's mana cost (the spell, "enters with X", and its own
 * enters-the-battlefield triggers, 107.3m), an activated ability's own cost, or monstrosity X for
 * "when ~ becomes monstrous" (701.37b). Anywhere else nothing chooses X.
 */
function xIsDefined(ability: EngineAbility, xFromCost: boolean): boolean {
  if (!usesX(ability)) return true;
  if (ability.kind === 'activated') return /\{X\}/.test(ability.cost?.mana ?? '');
  if (ability.kind === 'triggered' && ability.when === 'becomes-monstrous') return true;
  return ability.kind === 'triggered' && ability.when === 'enters' && !ability.subject && xFromCost;
}

/** 305.6: a land with a basic land type has that type's intrinsic mana ability. */
const BASIC_LAND_MANA: Record<string, Color> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

function intrinsicManaAbilities(card: Characteristics): EngineAbility[] {
  if (!card.types.includes('Land')) return [];
  const colors = card.subtypes.map((subtype) => BASIC_LAND_MANA[subtype]).filter((color) => color !== undefined);
  if (colors.length === 0) return [];
  const text = `{T}: Add ${colors.map((color) => `{${color}}`).join(' or ')}.`;
  return [{ kind: 'activated', cost: { tap: true }, effects: [{ do: 'add-mana', mana: colors.length === 1 ? colors[0]! : colors }], text }];
}

/** 702.6a: "Equip [cost]" is "[cost]: Attach this Equipment to target creature you control. Activate only as a sorcery." */
function equip(cost: string, text: string): EngineAbility {
  return { kind: 'activated', name: 'equip', cost: { mana: cost }, timing: 'sorcery', targets: [{ kind: 'creature', controller: 'you', text: 'target creature you control' }], effects: [{ do: 'attach', to: 'target' }], text };
}

function lowerKeyword(keyword: { keyword: string; from?: string; cost?: string; n?: number }): string {
  const word = keyword.keyword === 'protection' ? `protection from ${keyword.from}` : keyword.keyword;
  if (keyword.cost === undefined && keyword.n === undefined && isKnownKeyword(word)) return word;
  return cannot(keyword.keyword === 'protection' ? `give protection from ${keyword.from}` : `run the keyword ${keyword.keyword}`);
}

function lowerEnchant(filter: ObjectFilter): NonNullable<CardDefinitionInput['enchant']> {
  const kind = simpleKind(filter);
  if (kind === 'creature' && filter.controller === 'you') return 'creature-you-control';
  if ((kind === 'creature' || kind === 'permanent' || kind === 'artifact' || kind === 'land') && !filter.controller) return kind;
  return cannot(`enchant anything but a creature, artifact, land or permanent (enchant ${describe(filter)})`);
}

function lowerStatic(ability: Static, text: string, definition: Mutable, abilities: EngineAbility[], lowering: Lowering): void {
  switch (ability.static) {
    case 'anthem': {
      const granted = lowering.grants(ability.keywords);
      const modify: Modification = {
        ...(ability.power ? { power: ability.power } : {}),
        ...(ability.toughness ? { toughness: ability.toughness } : {}),
        ...(granted.keywords.length ? { addKeywords: granted.keywords } : {}),
        ...(granted.abilities.length ? { addGrantedAbilities: granted.abilities } : {}),
      };
      const rules = ability.cant ? { rules: ANTHEM_RULES[ability.cant] } : {};
      const condition = ability.condition ? { condition: lowerStaticCondition(ability.condition) } : {};
      abilities.push({ kind: 'static', affects: affected(ability.who), ...(Object.keys(modify).length ? { modify } : {}), ...rules, ...condition, text });
      return;
    }
    case 'cant':
      abilities.push({ kind: 'static', affects: affected(ability.what), rules: CANT_RULES[ability.action], text });
      return;
    case 'can-block-only':
      abilities.push({ kind: 'static', affects: affected(ability.what), rules: { canBlockOnly: lowerFilter(ability.filter) }, text });
      return;
    case 'cant-be-blocked-by':
      abilities.push({ kind: 'static', affects: affected(ability.what), rules: { cantBeBlockedBy: lowerFilter(ability.filter) }, text });
      return;
    case 'must-block':
      abilities.push({ kind: 'static', affects: affected(ability.what), rules: { blocksEachCombat: true }, text });
      return;
    case 'must-attack':
      abilities.push({ kind: 'static', affects: affected(ability.what), rules: { attacksEachCombat: true }, text });
      return;
    case 'cost-less': {
      const generic = /^\{(\d+)\}$/.exec(ability.mana);
      const subtype = ability.filter.subtypes?.length === 1 ? ability.filter.subtypes[0] : undefined;
      if (!generic || !subtype || ability.filter.types.some((type) => type !== 'spell')) return cannot('reduce costs other than generic mana of spells of one subtype');
      abilities.push({ kind: 'static', spellsYouCastCostLess: { subtype, generic: Number(generic[1]) }, text });
      return;
    }
    case 'lands-produce':
      abilities.push({ kind: 'static', landsTappedForManaProduce: ability.mana as Color, text });
      return;
    case 'enters-with-counters': {
      // The engine counts a number or the spell's X as it enters (614.1c); any other amount would be 0.
      const amount = lowerAmount(ability.amount);
      if (typeof amount !== 'number' && amount !== 'X') return cannot('make a permanent enter with a number of counters counted as it enters');
      definition.entersWithCounters = { counter: ability.counter, amount };
      return;
    }
    case 'enters-tapped':
      definition.entersTapped = true;
      return;
    case 'enters-tapped-unless-pay-life':
      definition.entersTappedUnlessYouPayLife = ability.life;
      return;
    case 'anthem-for-each':
      abilities.push({ kind: 'static', affects: affected(ability.who), modify: { powerPerCount: { count: lowerFilter(ability.filter), power: ability.power, toughness: ability.toughness } }, text });
      return;
    case 'several':
      for (const inner of ability.statics) lowerStatic(inner, text, definition, abilities, lowering);
      return;
    case 'conditional':
      lowerConditional(ability, text, definition, abilities, lowering);
      return;
    case 'define-power-toughness': {
      // 604.3: a count the engine reads in every zone; the same count ("for each") an anthem reads.
      const { amount } = ability;
      const count = 'count' in amount ? lowerFilter(amount.count) : 'cardsInHand' in amount && amount.cardsInHand === 'you' ? { zone: 'hand' as const, controller: 'you' as const } : undefined;
      if (!count) return cannot('define power or toughness by anything but a number of objects or cards');
      abilities.push({ kind: 'static', affects: 'self', modify: { definePowerToughness: { count, power: ability.power, toughness: ability.toughness } }, text });
      return;
    }
    case 'cant-have': {
      const keyword = lowerKeyword({ keyword: ability.keyword });
      abilities.push({ kind: 'static', affects: affected(ability.who), modify: { loseKeywords: [keyword], cantHaveKeywords: [keyword] }, text });
      return;
    }
    case 'lose-all-abilities': {
      const base = ability.power !== undefined ? { setPower: ability.power, setToughness: ability.toughness } : {};
      abilities.push({ kind: 'static', affects: affected(ability.who), modify: { loseAllAbilities: true, ...base }, text });
      return;
    }
    case 'set-subtype':
      abilities.push({ kind: 'static', affects: affected(ability.who), modify: { setSubtypes: [ability.subtype] }, text });
      return;
    case 'add-subtype':
      abilities.push({ kind: 'static', affects: affected(ability.who), modify: { addSubtypes: [ability.subtype] }, text });
      return;
    case 'graveyards-exile':
      abilities.push({ kind: 'static', affects: {}, replacement: { event: 'to-graveyard', onlyDies: false, instead: 'exile' }, text });
      return;
    case 'double-tokens':
      abilities.push({ kind: 'static', affects: 'you', replacement: { event: 'create-tokens', multiply: 2 }, text });
      return;
    case 'exile-if-dies':
      abilities.push({ kind: 'static', replacement: { event: 'to-graveyard', onlyDies: true, instead: 'exile' }, text });
      return;
    case 'every-basic-land-type':
      abilities.push({ kind: 'static', affects: affected(ability.who), modify: { addSubtypes: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] }, text });
      return;
    case 'double-damage':
      // 614.1a: every permanent and every player; a permanent is anything on the battlefield (an empty filter).
      abilities.push({ kind: 'static', affects: {}, replacement: { event: 'damage', multiply: 2, players: 'all' }, text });
      return;
    case 'prevent-damage-to':
      abilities.push({ kind: 'static', affects: lowerFilter(ability.filter), replacement: { event: 'damage', prevent: true }, text });
      return;
    case 'enters-as-copy':
      definition.entersAsCopyOfCreature = true;
      return;
    case 'you-have':
      return cannot('give players keywords ("you have hexproof")');
    case 'devotion-not-creature':
      abilities.push({ kind: 'static', condition: { devotion: ability.colors, lessThan: ability.n }, modify: { removeTypes: ['Creature'] }, text });
      return;
    case 'doesnt-untap':
      abilities.push({ kind: 'static', affects: affected(ability.what), rules: { doesntUntap: true }, text });
      return;
    case 'strive':
      definition.extraTargetCost = ability.mana;
      return;
    case 'text':
      return cannot(`apply "${ability.text}"`);
  }
}

/** "~ can't …" as the engine's rules changes (506.5 for "alone"). */
const CANT_RULES = {
  block: { cantBlock: true },
  attack: { cantAttack: true },
  'be-blocked': { cantBeBlocked: true },
  'be-countered': { cantBeCountered: true },
  'attack-or-block': { cantAttack: true, cantBlock: true },
  'attack-alone': { cantAttackAlone: true },
  'block-alone': { cantBlockAlone: true },
  'attack-or-block-alone': { cantAttackAlone: true, cantBlockAlone: true },
  'be-regenerated': { cantBeRegenerated: true },
  untap: { doesntUntap: true },
  // Not a "can't", but a rules change all the same (702.3b).
  'attack-despite-defender': { attacksDespiteDefender: true },
} as const;

const ANTHEM_RULES = {
  block: { cantBlock: true },
  'attack-alone': { cantAttackAlone: true },
  'attack-despite-defender': { attacksDespiteDefender: true },
  'be-blocked': { cantBeBlocked: true },
  'attack-each-combat': { attacksEachCombat: true },
  'block-each-combat': { blocksEachCombat: true },
} as const;

/** A static ability's condition (611.3a): the turn, devotion, or "~ is monstrous". */
function lowerStaticCondition(condition: Condition): Exclude<EngineCondition, { not: unknown }> {
  if (condition.if === 'your-turn' || condition.if === 'not-your-turn') return condition.if;
  if (condition.if === 'monstrous') return 'monstrous';
  if (condition.if === 'devotion-less-than') return { devotion: condition.colors, lessThan: condition.n };
  // The board as the layers leave it: "as long as you control another Minotaur", "as long as it's an enchantment".
  if (condition.if === 'you-control') return { youControl: lowerFilter(condition.filter) };
  if (condition.if === 'is' && ['self', 'enchanted', 'equipped'].includes(condition.what.ref)) return { is: lowerWho(condition.what), filter: lowerFilter(condition.filter) };
  return cannot(`apply a static effect "as long as" ${describeCondition(condition)}`);
}

/**
 * "… as long as …", "… unless …", "Otherwise, …" (611.3a): the abilities the static sentence lowers to,
 * each applying only while the condition holds (or doesn't). Only continuous effects and rules changes
 * can wait on a condition; a characteristic-defining ability can't have one (604.3a).
 */
function lowerConditional(ability: Extract<Static, { static: 'conditional' }>, text: string, definition: Mutable, abilities: EngineAbility[], lowering: Lowering): void {
  const condition = lowerStaticCondition(ability.condition);
  const lowerWith = (inner: Static, negated: boolean): void => {
    const before = abilities.length;
    const fields = Object.keys(definition).length;
    lowerStatic(inner, text, definition, abilities, lowering);
    const added = abilities.slice(before);
    const conditionable = added.every((engineAbility) => engineAbility.kind === 'static' && !engineAbility.condition && !engineAbility.replacement && !engineAbility.modify?.definePowerToughness && (engineAbility.modify || engineAbility.rules));
    if (!added.length || !conditionable || Object.keys(definition).length !== fields) cannot(`apply "${text}" only while a condition holds`);
    for (const engineAbility of added) if (engineAbility.kind === 'static') engineAbility.condition = negated ? { not: condition } : condition;
  };
  lowerWith(ability.then, ability.negated);
  if (ability.otherwise) lowerWith(ability.otherwise, !ability.negated);
}

/** A condition checked as an effect happens or a trigger resolves (608.2c, 603.4). */
function lowerCondition(condition: Condition): EngineCondition {
  switch (condition.if) {
    case 'your-turn':
    case 'not-your-turn':
    case 'monstrous':
      return condition.if;
    case 'tribute-not-paid':
      return 'tribute-not-paid';
    case 'devotion-less-than':
      return { devotion: condition.colors, lessThan: condition.n };
    case 'you-control':
      return { youControl: lowerFilter(condition.filter) };
    case 'is':
      return { is: lowerWho(condition.what), filter: lowerFilter(condition.filter) };
    case 'counters':
      return { counters: condition.counter, on: lowerWho(condition.on), atLeast: condition.atLeast };
    default:
      return cannot(`check whether ${describeCondition(condition)}`);
  }
}

function describeCondition(condition: Condition): string {
  return 'text' in condition ? condition.text : condition.if;
}

/** What a static ability affects: the object it is on, what it is attached to, or every permanent of a filter. */
function affected(who: Ref): NonNullable<Extract<EngineAbility, { kind: 'static' }>['affects']> {
  if (who.ref === 'self') return 'self';
  if (who.ref === 'enchanted' || who.ref === 'equipped') return 'attached';
  if (who.ref === 'each') return lowerFilter(who.filter);
  return cannot(`apply a static effect to ${who.ref}`);
}

/** The kind of object a filter with no other condition names: "creature", "artifact", "permanent", "spell". */
function simpleKind(filter: ObjectFilter): string | undefined {
  const { types, controller: _controller, ...rest } = filter;
  if (Object.entries(rest).some(([key, value]) => key !== 'spell' && value !== undefined) || types.length !== 1) return undefined;
  return filter.spell ? (types[0] === 'spell' ? 'spell' : undefined) : types[0];
}

function describe(filter: ObjectFilter): string {
  return JSON.stringify(filter);
}

const TYPE_OF: Record<string, CardType> = Object.fromEntries(CARD_TYPES.map((type) => [type.toLowerCase(), type]));
const STATUS: Record<string, Partial<Filter>> = {
  tapped: { tapped: true },
  untapped: { tapped: false },
  attacking: { attacking: true },
  blocking: { blocking: true },
  'attacking-or-blocking': { inCombat: true },
  enchanted: { enchanted: true },
  monstrous: { monstrous: true },
  'enchanted-by-self': { attachedToSource: true },
  'equipped-by-self': { attachedToSource: true },
};

/** An object filter in the engine's words (every field must hold; lists are "any of"). */
function lowerFilter(filter: ObjectFilter): Filter {
  const out: Filter = {};
  let types = filter.types.filter((type) => type !== 'permanent' && type !== 'card' && type !== 'spell');
  if (filter.anyOf) {
    // "a Plains or Island card": alternatives that differ only by type or by subtype are one filter.
    const bySubtype = filter.anyOf.every((part) => Object.keys(part).every((key) => key === 'types' || key === 'subtypes') && part.types.every((type) => type === 'card') && part.subtypes?.length);
    if (bySubtype) return lowerFilter({ ...filter, anyOf: undefined, subtypes: filter.anyOf.flatMap((part) => part.subtypes!) });
    if (filter.anyOf.some((part) => Object.keys(part).some((key) => key !== 'types'))) cannot(`match "${describe(filter)}"`);
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
  if (filter.supertypes?.length) out.supertypes = filter.supertypes.map((word) => (word === 'legendary' ? 'Legendary' : 'Basic'));
  if (filter.colors?.length) out.colors = filter.colors;
  if (filter.multicolored) out.multicolored = true;
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
  for (const comparison of filter.with ?? []) {
    const key = comparison.stat === 'mana value' ? 'manaValue' : comparison.stat;
    out[key] = lowerComparison(comparison);
  }
  if (filter.withKeyword) out.keywords = [lowerKeyword({ keyword: filter.withKeyword })];
  if (filter.withoutKeyword) out.notKeywords = [lowerKeyword({ keyword: filter.withoutKeyword })];
  if (filter.withCounter) out.withCounter = filter.withCounter;
  if (filter.token) out.token = true;
  return out;
}

function lowerComparison(comparison: Comparison): EngineComparison {
  if (comparison.op === '>=') return { atLeast: comparison.value };
  if (comparison.op === '<=') return { atMost: comparison.value };
  return { atLeast: comparison.value, atMost: comparison.value };
}

class Lowering {
  /** Quoted abilities the card grants to other objects (its `grantedAbilities`). */
  readonly granted: EngineAbility[] = [];

  constructor(
    private readonly tokens: string[],
    private readonly creator: string,
    /** The card's own card types, for "~ or another <type>". */
    private readonly cardTypes: string[],
  ) {}

  /** Whether the card itself always matches "another …" in "~ or another …": only a card type it has, and you control it. */
  private selfIsAlways(filter: ObjectFilter): boolean {
    const { types, controller, other: _other, ...rest } = filter;
    const type = types.length === 1 ? TYPE_OF[types[0]!] : undefined;
    return Object.values(rest).every((value) => value === undefined) && (controller === undefined || controller === 'you') && type !== undefined && this.cardTypes.includes(type);
  }

  /** Keywords and quoted abilities granted ("has flying and \"{T}: …\""): the keywords, and the indexes of the quoted abilities in `granted`. */
  grants(words: string[]): { keywords: string[]; abilities: number[] } {
    const keywords = words.filter((word) => !word.startsWith('"')).map((keyword) => lowerKeyword({ keyword }));
    const abilities = words.filter((word) => word.startsWith('"')).map((word) => {
      this.granted.push(this.quoted(word.slice(1, -1)));
      return this.granted.length - 1;
    });
    return { keywords, abilities };
  }

  /** A quoted ability (113.1a), read like a line of the card's text; "this creature" is the object that has it. */
  private quoted(text: string): EngineAbility {
    const parsed = parseAbility(/[.]$/.test(text) ? text : `${text}.`);
    if (!('ability' in parsed)) return cannot(`grant the ability "${text}" (it can't be read)`);
    const ability = { ...parsed.ability, text: `"${text}"` } as Ability;
    if (ability.kind === 'activated') return this.activated(ability);
    if (ability.kind === 'triggered') {
      // "this creature or another …": whether the object that has it is one is unknown here.
      const { trigger } = ability;
      if ('subject' in trigger && trigger.subject.self && trigger.subject.others) return cannot('grant a quoted ability that triggers on "this creature or another …"');
      const [only, ...more] = this.triggered(ability);
      if (!only || more.length) return cannot('grant a quoted ability that triggers on two events');
      return only;
    }
    return cannot(`grant quoted ${ability.kind} abilities`);
  }

  block(block: EffectBlock): { targets: TargetSpec[]; effects: EngineEffect[] } {
    return { targets: block.targets.map(lowerTarget), effects: this.effects(block.effects) };
  }

  activated(ability: Extract<Ability, { kind: 'activated' }>): EngineAbility {
    const restriction = ability.restriction?.replace(/^activate only /, '').replace(/\.$/, '');
    const timing = restriction === 'as a sorcery' ? { timing: 'sorcery' as const } : restriction === 'once each turn' ? { oncePerTurn: true } : {};
    if (restriction && !Object.keys(timing).length) cannot(`restrict when an ability is activated ("activate only ${restriction}")`);
    const cost = ability.loyalty !== undefined ? lowerLoyalty(ability.loyalty) : lowerCosts(ability.cost);
    return { kind: 'activated', cost, ...this.block(ability.block), ...timing, text: ability.text };
  }

  triggered(ability: Extract<Ability, { kind: 'triggered' }>): EngineAbility[] {
    const events = this.events(ability.trigger);
    const condition = ability.condition ? { condition: lowerCondition(ability.condition) } : {};
    const optional = ability.optional;
    const effects = optional ? (ability.block.effects[0] as Extract<Effect, { do: 'may' }>).effects : ability.block.effects;
    const body = this.block({ targets: ability.block.targets, effects });
    return events.map((event) => ({ kind: 'triggered', ...event, ...condition, ...(optional ? { optional: true } : {}), ...(LEAVES.includes(event.when) && !event.subject ? selfAsItLeft(body) : body), text: ability.text }));
  }

  /** The engine's trigger events for a trigger: one, or two for "~ or another …" when the engine needs both. */
  events(trigger: Trigger): Pick<TriggeredAbility, 'when' | 'subject' | 'whose' | 'step'>[] {
    // "~ or another Zombie", "~ or enchanted creature" (bestow): one ability for the card itself, whatever it is
    // (a Bear, a token), one for the others. "~ or another creature" on a creature stays one ability (any creature).
    if ('subject' in trigger && trigger.subject.self && trigger.subject.others && !this.selfIsAlways(trigger.subject.others)) {
      return [...this.events({ ...trigger, subject: { self: true } }), ...this.events({ ...trigger, subject: { self: false, others: trigger.subject.others } })];
    }
    switch (trigger.on) {
      case 'cast-spell-targeting-self':
        return [{ when: 'heroic' }];
      case 'land-tapped-for-mana':
        return [{ when: 'land-tapped-for-mana' }];
      case 'cast': {
        const { types, spell: _spell, ...rest } = trigger.filter;
        const subject = types.every((type) => type === 'spell') && Object.keys(rest).length === 0 ? {} : { subject: lowerFilter({ ...trigger.filter, spell: undefined, types: types.filter((type) => type !== 'spell') }) };
        return [{ when: 'cast', whose: trigger.caster === 'player' ? 'each' : trigger.caster, ...subject }];
      }
      case 'gains-life':
        return [{ when: 'gains-life' }];
      case 'beginning-of': {
        const whose = ({ your: 'you', each: 'each', opponents: 'opponent' } as const)[trigger.whose as 'your'];
        if (!whose) return cannot('create delayed triggers ("at the beginning of the next end step")');
        const step = ({ upkeep: 'upkeep', draw: 'draw', end: 'end', combat: 'beginning-of-combat', 'precombat-main': 'precombat-main' } as const)[trigger.step];
        return [{ when: 'beginning-of-step', step, whose }];
      }
      case 'enters':
      case 'dies':
      case 'put-into-graveyard':
      case 'leaves':
      case 'attacks':
      case 'blocks':
      case 'becomes-blocked':
      case 'deals-combat-damage-to-player':
      case 'becomes-untapped':
      case 'becomes-monstrous':
        return [{ when: trigger.on, ...subjectOf(trigger.subject) }];
      // A creature never attacks and blocks in one combat, nor blocks and becomes blocked: two abilities act as one.
      case 'attacks-or-blocks':
        return [{ when: 'attacks', ...subjectOf(trigger.subject) }, { when: 'blocks', ...subjectOf(trigger.subject) }];
      case 'blocks-or-becomes-blocked':
        return [{ when: 'blocks', ...subjectOf(trigger.subject) }, { when: 'becomes-blocked', ...subjectOf(trigger.subject) }];
      case 'draws':
        return [{ when: 'draws', whose: trigger.who === 'player' ? 'each' : trigger.who }];
      case 'enters-or-dies':
        return [{ when: 'enters', ...subjectOf(trigger.subject) }, { when: 'dies', ...subjectOf(trigger.subject) }];
      case 'enters-or-attacks':
        return [{ when: 'enters', ...subjectOf(trigger.subject) }, { when: 'attacks', ...subjectOf(trigger.subject) }];
      case 'sacrificed':
        return [{ when: 'sacrificed', ...subjectOf(trigger.subject) }];
      case 'scry':
        return [{ when: 'scries' }];
      default:
        return cannot(TRIGGER_NAMES[trigger.on] ?? `trigger on "${trigger.on}"`);
    }
  }

  effects(effects: Effect[]): EngineEffect[] {
    const lowered: EngineEffect[] = [];
    for (let i = 0; i < effects.length; i++) {
      const effect = effects[i]!;
      const next = effects[i + 1];
      // "Exile it, then return that card to the battlefield under your control" (a new object, 400.7).
      if (effect.do === 'exile' && !effect.until && next?.do === 'put-onto-battlefield' && sameRef(effect.what, next.what) && next.under === 'you' && !next.tapped) {
        lowered.push({ do: 'exile-and-return', what: lowerWho(effect.what) });
        i++;
        continue;
      }
      lowered.push(...this.effect(effect));
    }
    return lowered;
  }

  private effect(effect: Effect): EngineEffect[] {
    switch (effect.do) {
      case 'damage':
        return [{ do: 'damage', amount: lowerAmount(effect.amount), to: lowerWho(effect.to), ...(effect.source.ref === 'self' ? {} : { from: lowerWho(effect.source) }), ...(effect.divided ? { divided: true as const } : {}) }];
      case 'fight':
        return [{ do: 'fight', what: [lowerWho(effect.a), lowerWho(effect.b)] }];
      case 'destroy':
        return [{ do: 'destroy', what: lowerWho(effect.what), ...(effect.noRegeneration ? { noRegeneration: true } : {}) }];
      case 'regenerate':
        return [{ do: 'regenerate', what: lowerWho(effect.what) }];
      case 'monstrosity':
        return [{ do: 'monstrosity', amount: lowerAmount(effect.amount) }];
      case 'search-for': {
        const { zone: _zone, controller: _controller, ...filter } = lowerFilter(effect.filter);
        return [{ do: 'search-library', filter, max: effect.max, to: effect.to, ...(effect.tapped ? { tapped: true } : {}) }];
      }
      case 'put-on-library':
        if (effect.where === 'top-or-bottom') return cannot('let a player choose the top or bottom of a library');
        return [{ do: 'put-on-library', what: lowerWho(effect.what), where: effect.where }];
      case 'must': {
        const rules = { attack: { attacksEachCombat: true }, block: { blocksEachCombat: true }, 'be-blocked': { mustBeBlocked: true } } as const;
        return [{ do: 'modify', on: lowerWho(effect.what), until: lowerDuration(effect.duration), rules: rules[effect.action] }];
      }
      case 'for-each': {
        // "For each creature exiled this way, its controller creates …": once per object the effect moved.
        const [only, ...more] = effect.effects;
        if (more.length || only?.do !== 'create-token' || JSON.stringify(only.for) !== JSON.stringify({ ref: 'controller', of: { ref: 'each-one' } })) return cannot('repeat an effect "for each … this way" other than its controller creating tokens');
        return this.effects([only]);
      }
      case 'may-do': {
        // "You may sacrifice ~. If you do, …": the sacrifice is a cost paid as it resolves (118.12).
        const [first, ...more] = effect.first;
        if (more.length || first?.do !== 'sacrifice' || first.what !== 'self') return cannot('do "you may …. If you do, …" unless the first part is sacrificing it');
        return [{ do: 'may-pay', cost: { sacrificeSelf: true }, effects: this.effects(effect.then) as EngineBaseEffect[] }];
      }
      case 'may-pay':
        if (effect.cost.some((cost) => cost.cost === 'mana' && cost.mana.includes('{X}'))) return cannot('pay {X} chosen as an ability resolves');
        return [{ do: 'may-pay', cost: lowerCosts(effect.cost), effects: this.effects(effect.effects) as EngineBaseEffect[] }];
      case 'if':
        return [{ do: 'if', condition: lowerCondition(effect.condition), effects: this.effects(effect.effects) as EngineBaseEffect[], ...(effect.otherwise ? { otherwise: this.effects(effect.otherwise) as EngineBaseEffect[] } : {}) }];
      case 'exile':
        return [{ do: 'exile', what: lowerWho(effect.what), ...(effect.until ? { until: 'source-leaves' as const } : {}) }];
      case 'return-to-hand':
        return [{ do: 'return-to-hand', what: lowerWho(effect.what) }];
      case 'put-onto-battlefield':
        if (effect.under !== 'you' || effect.tapped) cannot('put cards onto the battlefield tapped or under their owner\'s control');
        return [{ do: 'return-to-battlefield', what: lowerWho(effect.what) }];
      case 'counter':
        return [{ do: 'counter', what: lowerWho(effect.what), ...(effect.unlessPays ? { unlessPays: lowerAmount(effect.unlessPays) } : {}) }];
      case 'copy-spell':
        return [{ do: 'copy-spell', what: lowerWho(effect.what) }];
      case 'change-targets':
        return [{ do: 'change-targets', what: lowerWho(effect.what) }];
      case 'become-copy':
        if (effect.who.ref !== 'self') cannot('make another object become a copy');
        return [{ do: 'become-copy', of: lowerWho(effect.of), exceptThisAbility: effect.exceptThisAbility }];
      case 'create-token':
        return [{ do: 'create-token', token: this.token(effect.token), count: lowerAmount(effect.count), ...(effect.for.ref === 'you' ? {} : { for: lowerWho(effect.for) }) }];
      case 'counters':
        return [{ do: 'counters', counter: effect.counter, amount: lowerAmount(effect.amount), on: lowerWho(effect.on) }];
      case 'remove-counters':
        return [{ do: 'remove-counters', counter: effect.counter, amount: lowerAmount(effect.amount), on: lowerWho(effect.from) }];
      case 'another-of-each-counter':
        return [{ do: 'another-of-each-counter', on: lowerWho(effect.on) }];
      case 'gain-life':
        return [{ do: 'gain-life', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
      case 'lose-life':
        return [{ do: 'lose-life', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
      case 'draw':
        return [{ do: 'draw', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
      case 'discard':
        if (effect.random) cannot('discard at random');
        return [{ do: 'discard', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
      case 'mill':
        return [{ do: 'mill', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
      case 'scry':
        return [{ do: 'scry', amount: lowerAmount(effect.amount) }];
      case 'tap':
        return [{ do: 'tap', what: lowerWho(effect.what) }];
      case 'untap':
        return [{ do: 'untap', what: lowerWho(effect.what) }];
      case 'sacrifice': {
        if (effect.what === 'self') return [{ do: 'sacrifice-object', what: 'self' }];
        if (!('n' in effect.amount) || effect.amount.n !== 1) cannot('make a player sacrifice several permanents');
        const kind = simpleKind(effect.what);
        return [{ do: 'sacrifice', who: lowerWho(effect.who), kind: kind === 'creature' || kind === 'artifact' || kind === 'permanent' || kind === 'land' ? kind : lowerFilter(effect.what) }];
      }
      case 'sacrifice-unless': {
        const kind = simpleKind(effect.unless);
        if (kind !== 'creature' && kind !== 'artifact' && kind !== 'permanent' && kind !== 'land') return cannot('sacrifice unless another kind of permanent is sacrificed');
        return [{ do: 'unless-pay', cost: { sacrifice: kind }, effects: [{ do: 'sacrifice-object', what: lowerWho(effect.what) }] }];
      }
      case 'pump': {
        const power = ptChange(effect.power, effect.powerSign);
        const toughness = ptChange(effect.toughness, effect.toughnessSign);
        if (effect.duration === 'end-of-turn') return [{ do: 'pump', power, toughness, on: lowerWho(effect.on) }];
        if (typeof power !== 'number' || typeof toughness !== 'number') return cannot('give a variable +X/+X that lasts beyond the turn');
        return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes: { power, toughness } }];
      }
      case 'grant': {
        const granted = this.grants(effect.keywords);
        if (effect.duration === 'end-of-turn' && granted.abilities.length === 0) return [{ do: 'grant', keywords: granted.keywords, on: lowerWho(effect.on) }];
        const changes = { ...(granted.keywords.length ? { addKeywords: granted.keywords } : {}), ...(granted.abilities.length ? { addGrantedAbilities: granted.abilities } : {}) };
        return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes }];
      }
      case 'cant':
        return [{ do: 'modify', on: lowerWho(effect.what), until: lowerDuration(effect.duration), rules: CANT_RULES[effect.action] }];
      case 'become':
        return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes: { setSubtypes: effect.subtypes, ...(effect.colors ? { setColors: effect.colors } : {}), loseAllAbilities: effect.loseAllAbilities, setPower: effect.power, setToughness: effect.toughness } }];
      case 'switch-pt':
        return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes: { switchPowerToughness: true } }];
      case 'grant-protection-from-chosen-color':
        if (effect.duration !== 'end-of-turn') cannot('grant protection that lasts beyond the turn');
        return [{ do: 'grant-protection-from-chosen-color', on: lowerWho(effect.on) }];
      case 'prevent-all-damage':
        if (effect.combatOnly && !effect.to && !effect.by && effect.duration === 'this-turn') return [{ do: 'prevent-combat-damage' }];
        if (!effect.to || effect.by || effect.combatOnly || effect.duration !== 'this-turn') cannot('prevent damage other than all damage to one object or player this turn');
        return [{ do: 'prevent-all-damage', on: lowerWho(effect.to!) }];
      case 'prevent-damage':
        if (effect.duration !== 'this-turn') cannot('prevent damage beyond this turn');
        // The engine's shield (615.7) stops the next N damage of any kind; "the next N combat damage" lets noncombat damage through.
        if (effect.combatOnly) cannot('prevent only the next N combat damage');
        return [{ do: 'prevent-damage', amount: lowerAmount(effect.amount), on: lowerWho(effect.to) }];
      case 'gain-control':
        if (effect.duration !== 'end-of-turn' && effect.duration !== 'permanent') cannot(`change control ${effect.duration}`);
        return [{ do: 'gain-control', what: lowerWho(effect.what), until: effect.duration === 'end-of-turn' ? 'end-of-turn' : 'indefinite' }];
      case 'add-mana':
        return [lowerMana(effect)];
      case 'may':
        return cannot('ask "you may" in the middle of an effect');
      default:
        return cannot(EFFECT_NAMES[effect.do] ?? effect.do);
    }
  }

  /** A token: by name when the engine defines it (111.10), else its definition from the reminder text (111.4). */
  private token(spec: TokenSpec): Extract<EngineEffect, { do: 'create-token' }>['token'] {
    if (spec.copyOf) cannot('create a token that is a copy of something');
    if (spec.predefined) {
      this.tokens.push(spec.predefined);
      return spec.predefined;
    }
    if (spec.abilities.length) cannot('create tokens with abilities written in quotes');
    const types = [...spec.types.filter((type) => type !== 'Creature'), 'Creature'] as CardType[];
    const keywords = spec.keywords.map((keyword) => lowerKeyword({ keyword }));
    const colorWords = spec.colors.length ? spec.colors.map((color) => ({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' })[color]).join(' and ') : 'colorless';
    return {
      name: spec.subtypes.join(' '),
      colors: spec.colors,
      types,
      subtypes: spec.subtypes,
      power: spec.power,
      toughness: spec.toughness,
      ...(keywords.length ? { keywords } : {}),
      text: `A ${spec.power}/${spec.toughness} ${colorWords} ${spec.subtypes.join(' ')} ${types.map((type) => type.toLowerCase()).join(' ')} token${keywords.length ? ` with ${keywords.join(', ')}` : ''} (${this.creator}).`,
    };
  }
}

/** Effects the engine has no vocabulary for yet, in words for the coverage report. */
const EFFECT_NAMES: Partial<Record<Effect['do'], string>> = {
  'exile-and-return': 'exile and return an object except at once under your control',


  'exile-top-of-library': 'exile cards from the top of a library',
  'look-or-reveal': 'look at or reveal cards of a library or hand',
  'search-library': 'search libraries',

  delayed: 'create delayed triggers',
};

function lowerDuration(duration: Duration): 'end-of-turn' | 'indefinite' | 'next-untap-step' {
  if (duration === 'end-of-turn' || duration === 'this-turn') return 'end-of-turn';
  if (duration === 'permanent') return 'indefinite';
  if (duration === 'next-untap-step') return duration;
  return cannot(`apply an effect that lasts ${duration === 'this-combat' ? 'this combat' : 'while its source is on the battlefield'}`);
}

/** "~ or another creature" (on a creature) is any creature, itself too; "another creature" excludes it; "~" alone needs no subject. */
function subjectOf(subject: TriggerSubject): Pick<TriggeredAbility, 'subject'> {
  if (!subject.others) return {};
  return { subject: lowerFilter(subject.self ? { ...subject.others, other: undefined } : subject.others) };
}

const TRIGGER_NAMES: Partial<Record<Trigger['on'], string>> = {
  'becomes-target': 'trigger when a permanent becomes a target',
  'is-dealt-damage': 'trigger when a permanent is dealt damage',
};

const LEAVES: TriggeredAbility['when'][] = ['dies', 'leaves', 'put-into-graveyard'];

/**
 * "When ~ dies, return it to its owner's hand": after the event, the card itself is a new object
 * (400.7) that the ability finds where it went (603.6c, 400.7e): the event's object, not "self".
 */
function selfAsItLeft<T>(body: T): T {
  return JSON.parse(JSON.stringify(body), (_key, value: unknown) => (value === 'self' ? 'it' : value)) as T;
}

function lowerLoyalty(loyalty: string): EngineCost {
  if (!/^[+-]?\d+$/.test(loyalty)) return cannot('pay an X loyalty cost');
  return { loyalty: Number(loyalty) };
}

function lowerCosts(costs: Cost[]): EngineCost {
  const lowered: EngineCost = {};
  for (const cost of costs) {
    switch (cost.cost) {
      case 'mana':
        if (lowered.mana) cannot('pay two mana costs in one ability');
        lowered.mana = cost.mana;
        break;
      case 'tap':
        lowered.tap = true;
        break;
      case 'untap':
        lowered.untap = true;
        break;
      case 'sacrifice-self':
        lowered.sacrificeSelf = true;
        break;
      case 'sacrifice': {
        if (!('n' in cost.amount) || cost.amount.n !== 1) return cannot('sacrifice several permanents as a cost');
        const kind = simpleKind(cost.filter);
        lowered.sacrifice = kind === 'creature' || kind === 'artifact' || kind === 'permanent' || kind === 'land' ? kind : lowerFilter(cost.filter);
        break;
      }
      case 'discard':
        if (simpleKind(cost.filter) !== 'card' || !('n' in cost.amount)) return cannot('discard a particular kind of card as a cost');
        lowered.discard = cost.amount.n;
        break;
      case 'pay-life':
        lowered.payLife = cost.amount;
        break;
      case 'exile-self':
        lowered.exileSelf = true;
        break;
      case 'remove-counters':
        if (!('n' in cost.amount)) return cannot('remove X counters as a cost');
        lowered.removeCounters = { counter: cost.counter, amount: cost.amount.n };
        break;
      default:
        return cannot(COST_NAMES[cost.cost] ?? cost.cost);
    }
  }
  return lowered;
}

const COST_NAMES: Partial<Record<Cost['cost'], string>> = {
  'discard-self': 'pay "discard this card" costs',
  exile: 'pay exile costs',
  'tap-untapped': 'tap other permanents as a cost',
  'return-to-hand': 'return permanents to hand as a cost',
};

function lowerTarget(slot: TargetSlot): TargetSpec {
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
      if (slot.filter?.types.length === 1 && slot.filter.types[0] === 'planeswalker') return { kind: 'player-or-planeswalker', ...another, text };
      return cannot(`target "${text}"`);
    case 'object': {
      const filter = slot.filter!;
      const graveyard = filter.zone?.zone === 'graveyard';
      const { controller, ...narrowing } = lowerFilter(filter);
      const kind = graveyard ? 'card-in-graveyard' : filter.types.includes('spell') || filter.spell ? 'spell' : targetKind(narrowing);
      const { zone: _zone, ...rest } = narrowing;
      if (kind !== 'permanent' && kind !== 'card-in-graveyard' && kind !== 'spell') delete rest.types;
      return { kind, ...(controller ? { controller } : {}), ...(Object.keys(rest).length ? { filter: rest } : {}), ...another, text };
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

function lowerWho(ref: Ref): Who {
  switch (ref.ref) {
    case 'self':
      return 'self';
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
    case 'enchanted':
    case 'equipped':
      return 'attached';
    case 'controller':
      if (ref.of.ref === 'target' && ref.of.index === 0) return 'target-controller';
      if (ref.of.ref === 'trigger-subject') return 'it-controller';
      if (ref.of.ref === 'self') return 'you';
      if (ref.of.ref === 'each-one') return 'moved-controllers';
      return cannot('act on the controller of anything but the first target or the triggering object');
    case 'owner':
      if (ref.of.ref === 'target' && ref.of.index === 0) return 'target-owner';
      return cannot('act on the owner of anything but the first target');
    case 'each':
      return { all: lowerFilter(ref.filter) };
    case 'sacrificed':
      return 'sacrificed';
    case 'defending-player':
      return 'defending-player';
    default:
      return cannot(REF_NAMES[ref.ref] ?? ref.ref);
  }
}

const REF_NAMES: Partial<Record<Ref['ref'], string>> = {
  'each-one': 'act on each object of a "for each"',
  owner: 'act on an object\'s owner',
  created: 'act on a token just created',
};

function lowerAmount(amount: Amount): EngineAmount {
  if ('n' in amount) return amount.n;
  if ('x' in amount) return 'X';
  if ('counters' in amount) return amount.on.ref === 'self' ? { countersOnSelf: amount.counters } : cannot('count counters on another object');
  if ('thatMuch' in amount) return { eventAmount: true };
  if ('lifeLostThisWay' in amount) return { lifeLostThisWay: true };
  if ('cardsInHand' in amount) return { cardsInHand: amount.cardsInHand };
  if ('devotion' in amount) return { devotion: amount.devotion };
  if ('stat' in amount) {
    if (amount.stat === 'mana value') return { manaValueOf: lowerWho(amount.of) };
    return amount.stat === 'power' ? { powerOf: lowerWho(amount.of) } : { toughnessOf: lowerWho(amount.of) };
  }
  return { count: lowerFilter(amount.count) };
}

/** A power or toughness change: a number, or an amount counted as the effect begins ("+X/+0 where X is …"). */
function ptChange(value: Amount | number, sign: 1 | -1): PtChange {
  if (typeof value === 'number') return value * sign;
  return { amount: lowerAmount(value), ...(sign < 0 ? { negate: true } : {}) };
}

function lowerMana(effect: Extract<Effect, { do: 'add-mana' }>): EngineEffect {
  const mana = effect.mana;
  if ('mana' in mana) {
    const [first, ...rest] = mana.mana;
    if (!first || !/^[WUBRGC]$/.test(first) || rest.some((symbol) => symbol !== first)) return cannot('add several types of mana at once');
    return { do: 'add-mana', mana: first as Color, amount: effect.amount };
  }
  if ('oneOf' in mana) return { do: 'add-mana', mana: mana.oneOf as Color[], amount: effect.amount };
  if ('anyColor' in mana) {
    return { do: 'add-mana', mana: 'any-color', amount: effect.amount };
  }
  if ('couldProduce' in mana) return { do: 'add-mana', mana: { couldProduce: mana.couldProduce, colorsOnly: mana.colorsOnly }, amount: effect.amount };
  return { do: 'add-mana', mana: 'same-as-produced', amount: effect.amount };
}

function sameRef(a: Ref, b: Ref): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

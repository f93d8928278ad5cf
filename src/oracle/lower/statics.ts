/** Static abilities (604) in the engine's words; each kind of static sentence has its lowering here or in replacements.ts. */
import type { Condition as EngineCondition, Filter, Modification } from '../../engine/cards/schema';
import type { Amount, Condition, ObjectFilter, Ref, Static } from '../ast';
import { cannot, type EngineAbility, type Mutable } from './base';
import { lowerAmount } from './amounts';
import { describeCondition, knowingDefendingPlayer, lowerCondition, lowerCountCondition, lowerPlayerCount } from './conditions';
import { lowerCosts } from './costs';
import { lowerKeyword } from './keywords';
import type { Lowering } from './lowering';
import { affected, lowerFilter, lowerWho } from './nouns';
import { replacementLowerers } from './replacements';
import { typeAdditionChanges } from './effects-creatures';

/** Where a static ability's lowering goes: the card's definition, or its abilities. */
export interface StaticInto {
  text: string;
  definition: Mutable;
  abilities: EngineAbility[];
  lowering: Lowering;
}

/**
 * Conditions of the board, the turn and its caster, which the engine checks as a spell is cast (601.2b)
 * and its cost determined (601.2f): what happened this turn, and the caster's life or hand ("If you have 3 or less life").
 */
const CAST_CONDITIONS = new Set<Condition['if']>(['your-turn', 'not-your-turn', 'devotion-less-than', 'you-control', 'any-player-controls', 'cards-in-your-graveyard', 'no-cards-in-hand', 'opponent-cast-spells', 'creature-died-this-turn', 'attacked-this-turn', 'permanent-left-this-turn', 'lost-life-this-turn', 'you-are-monarch', 'opponent-is-monarch', 'citys-blessing', 'player-count']);
/** A condition the engine checks as the spell is cast: of the list, and about no player but the caster and their opponents. */
const checkedAsCast = (condition: Condition): boolean => CAST_CONDITIONS.has(condition.if) && !(condition.if === 'player-count' && condition.player === 'that-player');

/** The lowering of each kind of static sentence, by its `static`. */
export type StaticLowerers = { [K in Static['static']]: (ability: Extract<Static, { static: K }>, into: StaticInto) => void };

const STATIC_LOWERERS: StaticLowerers = {
  anthem(ability, { text, abilities, lowering }) {
    const granted = lowering.grants(ability.keywords);
    const modify: Modification = {
      ...(ability.power ? { power: ability.power } : {}),
      ...(ability.toughness ? { toughness: ability.toughness } : {}),
      ...(granted.keywords.length ? { addKeywords: granted.keywords } : {}),
      ...(granted.abilities.length ? { addGrantedAbilities: granted.abilities } : {}),
      ...(ability.sparesSource ? { sparesSource: true as const } : {}),
      ...(ability.adds ? typeAdditionChanges(ability.adds) : {}),
    };
    const rules = ability.cant ? { rules: ANTHEM_RULES[ability.cant] } : ability.blockMore ? { rules: { blocksAdditional: ability.blockMore } } : {};
    const condition = ability.condition ? { condition: knowingDefendingPlayer(ability.who.ref === 'self', () => lowerStaticCondition(ability.condition!)) } : {};
    abilities.push({ kind: 'static', affects: affected(ability.who), ...(Object.keys(modify).length ? { modify } : {}), ...rules, ...condition, text });
  },
  cant(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: CANT_RULES[ability.action], text });
  },
  'can-block-only'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { canBlockOnly: lowerFilter(ability.filter) }, text });
  },
  'cant-be-blocked-by'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { cantBeBlockedBy: lowerFilter(ability.filter) }, text });
  },
  'cant-attack-unless-defender-controls'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { cantAttackUnlessDefenderControls: lowerFilter(ability.filter) }, text });
  },
  'cant-attack-if-defender-controls'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { cantAttackIfDefenderControls: lowerFilter(ability.filter) }, text });
  },
  'blocked-by-all'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { blockedByAllAble: lowerFilter(ability.blockers) }, text });
  },
  'block-more'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { blocksAdditional: ability.more }, text });
  },
  'max-blockers'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { maxBlockers: ability.max }, text });
  },
  'must-block'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { blocksEachCombat: true }, text });
  },
  'must-be-blocked'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { mustBeBlocked: true }, text });
  },
  'cant-block-those'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { cantBlockThose: lowerFilter(ability.filter) }, text });
  },
  'must-attack'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { attacksEachCombat: true }, text });
  },
  'cost-change'(ability, { text, abilities }) {
    const { zone: _zone, ...filter } = lowerFilter(ability.filter);
    if (ability.change === 'more') return void abilities.push({ kind: 'static', spellCost: { filter, more: ability.mana }, text });
    // 601.2f: the engine reduces generic mana only.
    const generic = /^\{(\d+)\}$/.exec(ability.mana);
    if (!generic) return cannot('reduce costs other than generic mana');
    abilities.push({ kind: 'static', spellCost: { filter, less: Number(generic[1]) }, text });
  },
  'self-cost-less'(ability, { definition }) {
    const generic = /^\{(\d+|X)\}$/.exec(ability.mana)?.[1];
    // 601.2f: the engine reduces generic mana only.
    if (!generic) return cannot('reduce costs other than generic mana');
    if (generic === 'X' && !ability.forEach) return cannot('reduce a cost by {X} without saying what X is');
    const { condition } = ability;
    if (condition && !checkedAsCast(condition)) return cannot(`reduce a spell's cost if ${describeCondition(condition)}`);
    definition.costsLess = { generic: generic === 'X' ? 'X' : Number(generic), ...(ability.forEach ? { forEach: lowerAmount(ability.forEach) } : {}), ...(condition ? { if: lowerCondition(condition) } : {}) };
  },
  'alternative-cost'(ability, { definition }) {
    const { condition } = ability;
    const unchecked = condition && (condition.if === 'all' ? condition.conditions : [condition]).find((part) => !checkedAsCast(part));
    if (unchecked) return cannot(`offer an alternative cost if ${describeCondition(unchecked)}`);
    const costs = ability.costs && lowerCosts(ability.costs);
    if (costs?.mana) return cannot('pay an alternative cost of mana and other costs');
    const payment = ability.mana ? { mana: ability.mana } : costs ? { cost: costs } : { free: true as const };
    definition.alternative = { ...payment, ...(condition ? { if: lowerCondition(condition) } : {}) };
  },
  'begin-on-battlefield'(_ability, { definition }) {
    definition.beginsOnBattlefield = true;
  },
  // 601.3: each rule one condition of the engine's, checked for the player casting it as they begin to cast it.
  'cast-only'(ability, { definition }) {
    definition.castOnlyIf = ability.rules.map((rule): EngineCondition => {
      if (rule.only === 'if') {
        const { condition } = rule;
        if (!checkedAsCast(condition) && !['cast-this-turn', 'opponent-cast-this-turn', 'attacked-this-step'].includes(condition.if)) return cannot(`restrict when a spell is cast to "if ${describeCondition(condition)}"`);
        return lowerCondition(condition);
      }
      const whose = rule.whose === 'yours' ? 'your-turn' : rule.whose === 'opponents' ? 'not-your-turn' : undefined;
      const during = rule.period ? { during: rule.period } : undefined;
      if (whose && during) return { all: [whose, during] };
      return (whose ?? during)!;
    });
  },
  'cast-from'(ability, { definition }) {
    definition.castFrom = [...(definition.castFrom ?? []), ability.zone];
  },
  'cast-as-though-flash'(ability, { definition }) {
    definition.castAsThoughFlash = ability.more ? { more: ability.more } : {};
  },
  'skip-draw-step'(_ability, { text, abilities }) {
    abilities.push({ kind: 'static', skipDrawStep: true, text });
  },
  'maximum-hand-size'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', maximumHandSize: ability.change === 'none' ? 'none' : { change: ability.change }, text });
  },
  'anthem-for-each'(ability, { text, abilities }) {
    const { power, toughness, per } = ability;
    abilities.push({ kind: 'static', affects: affected(ability.who), modify: { powerPerCount: { ...perCount(per), power, toughness } }, text });
  },
  several(ability, into) {
    for (const inner of ability.statics) lowerStatic(inner, into);
  },
  conditional(ability, into) {
    lowerConditional(ability, into);
  },
  'define-power-toughness'(ability, { text, abilities }) {
    // 604.3: a count the engine reads in every zone; the same count ("for each") an anthem reads.
    const { amount } = ability;
    const stats = { power: ability.power, toughness: ability.toughness };
    if ('counters' in amount && amount.on.ref === 'self') return void abilities.push({ kind: 'static', affects: 'self', modify: { definePowerToughness: { countersOnSelf: amount.counters, ...stats } }, text });
    if ('basicLandTypes' in amount) return void abilities.push({ kind: 'static', affects: 'self', modify: { definePowerToughness: { basicLandTypes: staticLandTypes(amount.basicLandTypes), ...stats } }, text });
    const count = 'count' in amount ? lowerFilter(amount.count) : 'cardsInHand' in amount && amount.cardsInHand === 'you' ? { zone: 'hand' as const, controller: 'you' as const } : undefined;
    if (!count) return cannot('define power or toughness by anything but a number of objects or cards, or counters on itself');
    abilities.push({ kind: 'static', affects: 'self', modify: { definePowerToughness: { count, ...stats } }, text });
  },
  'cant-have'(ability, { text, abilities }) {
    const keyword = lowerKeyword({ keyword: ability.keyword });
    abilities.push({ kind: 'static', affects: affected(ability.who), modify: { loseKeywords: [keyword], cantHaveKeywords: [keyword] }, text });
  },
  'lose-all-abilities'(ability, { text, abilities }) {
    const base = ability.power !== undefined ? { setPower: ability.power, setToughness: ability.toughness } : {};
    abilities.push({ kind: 'static', affects: affected(ability.who), modify: { loseAllAbilities: true, ...base }, text });
  },
  'base-power-toughness'(ability, { text, abilities }) {
    // Layer 7b (613.4b): its base power and toughness set.
    abilities.push({ kind: 'static', affects: affected(ability.who), modify: { setPower: ability.power, setToughness: ability.toughness }, text });
  },
  'set-subtype'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.who), modify: { setSubtypes: [ability.subtype] }, text });
  },
  'add-types'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.who), modify: typeAdditionChanges(ability.adds), text });
  },
  'add-chosen-type'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.who), modify: { chosenType: 'add' }, text });
  },
  'every-basic-land-type'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.who), modify: { addSubtypes: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] }, text });
  },
  // 702.11c, 702.18b: hexproof and shroud of the ability's controller; a player's other keywords the engine doesn't know.
  'you-have'(ability, { text, abilities }) {
    const playerKeywords = ability.keywords.filter((keyword): keyword is 'hexproof' | 'shroud' => keyword === 'hexproof' || keyword === 'shroud');
    if (playerKeywords.length !== ability.keywords.length) return cannot('give players keywords other than hexproof and shroud');
    abilities.push({ kind: 'static', affects: 'you', playerKeywords, text });
  },
  'devotion-not-creature'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', condition: { devotion: ability.colors, lessThan: ability.n }, modify: { removeTypes: ['Creature'] }, text });
  },
  'doesnt-untap'(ability, { text, abilities }) {
    abilities.push({ kind: 'static', affects: affected(ability.what), rules: { doesntUntap: true }, text });
  },
  'may-not-untap'(_ability, { text, abilities }) {
    abilities.push({ kind: 'static', rules: { mayNotUntap: true }, text });
  },
  'may-assign-as-though-unblocked'(_ability, { text, abilities }) {
    abilities.push({ kind: 'static', rules: { mayAssignAsThoughUnblocked: true }, text });
  },
  strive(ability, { definition }) {
    definition.extraTargetCost = ability.mana;
  },
  control(ability, { text, abilities }) {
    // Layer 2 (613.1b): only what this permanent is attached to ("you control enchanted creature").
    if (ability.what.ref !== 'enchanted') return cannot(`gain control of ${ability.what.ref} by a static ability`);
    abilities.push({ kind: 'static', affects: 'attached', controlAffected: true, text });
  },
  text(ability) {
    return cannot(`apply "${ability.text}"`);
  },
  ...replacementLowerers,
};

export function lowerStatic(ability: Static, into: StaticInto): void {
  (STATIC_LOWERERS[ability.static] as (ability: Static, into: StaticInto) => void)(ability, into);
}

/** "~ can't …" as the engine's rules changes (506.5 for "alone"). */
export const CANT_RULES = {
  block: { cantBlock: true },
  attack: { cantAttack: true },
  'be-blocked': { cantBeBlocked: true },
  'be-countered': { cantBeCountered: true },
  'attack-or-block': { cantAttack: true, cantBlock: true },
  'attack-alone': { cantAttackAlone: true },
  'block-alone': { cantBlockAlone: true },
  'attack-or-block-alone': { cantAttackAlone: true, cantBlockAlone: true },
  'be-regenerated': { cantBeRegenerated: true },
  activate: { cantActivate: true },
  'attack-or-block-and-activate': { cantAttack: true, cantBlock: true, cantActivate: true },
  'block-and-activate': { cantBlock: true, cantActivate: true },
  'attack-and-activate': { cantAttack: true, cantActivate: true },
  untap: { doesntUntap: true },
  // Not a "can't", but a rules change all the same (702.3b, 510.1a).
  'attack-despite-defender': { attacksDespiteDefender: true },
  'assign-combat-damage': { assignsNoCombatDamage: true },
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
  if (condition.if === 'monstrous' || condition.if === 'renowned') return condition.if;
  if (condition.if === 'devotion-less-than') return { devotion: condition.colors, lessThan: condition.n };
  // The board as the layers leave it: "as long as you control another Minotaur", "as long as it's an enchantment".
  if (condition.if === 'you-control' || condition.if === 'any-player-controls' || condition.if === 'cards-in-your-graveyard') return lowerCountCondition(condition);
  if (condition.if === 'is' && ['self', 'enchanted', 'equipped'].includes(condition.what.ref)) return { is: lowerWho(condition.what), filter: lowerFilter(condition.filter) };
  // A player's life, hand or graveyard, which no continuous effect on the board changes as the layers apply.
  if (condition.if === 'player-count' && typeof condition.has !== 'object') return lowerPlayerCount(condition);
  if (condition.if === 'no-cards-in-hand' || condition.if === 'creature-died-this-turn' || condition.if === 'attacked-this-turn' || condition.if === 'permanent-left-this-turn') return condition.if;
  // 724.5: who the monarch is, a designation of a player no layer changes (with no monarch, the effect does nothing); 702.131c: the city's blessing, another.
  if (condition.if === 'you-are-monarch' || condition.if === 'opponent-is-monarch' || condition.if === 'citys-blessing') return condition.if;
  // What happened this turn, and the counters on the permanent itself (122.1), which no layer changes either.
  if (condition.if === 'lost-life-this-turn' || condition.if === 'cast-this-turn' || (condition.if === 'counters' && condition.on.ref === 'self')) return lowerCondition(condition) as Exclude<EngineCondition, { not: unknown }>;
  return cannot(`apply a static effect "as long as" ${describeCondition(condition)}`);
}

/**
 * "… as long as …", "… unless …", "Otherwise, …" (611.3a): the abilities the static sentence lowers to,
 * each applying only while the condition holds (or doesn't). Only continuous effects and rules changes
 * can wait on a condition; a characteristic-defining ability can't have one (604.3a).
 */
function lowerConditional(ability: Extract<Static, { static: 'conditional' }>, into: StaticInto): void {
  const { text, definition, abilities } = into;
  const aboutSelf = 'what' in ability.then && (ability.then.what as Ref | undefined)?.ref === 'self';
  const condition = knowingDefendingPlayer(aboutSelf, () => lowerStaticCondition(ability.condition));
  // 614.1c: "~ enters tapped unless you control two or fewer other lands", checked as it enters.
  if (ability.then.static === 'enters-tapped' && ability.negated && !ability.otherwise) {
    definition.entersTappedUnless = condition;
    return;
  }
  const lowerWith = (inner: Static, negated: boolean): void => {
    const before = abilities.length;
    const fields = Object.keys(definition).length;
    lowerStatic(inner, into);
    const added = abilities.slice(before);
    const conditionable = added.every((engineAbility) => engineAbility.kind === 'static' && !engineAbility.condition && !engineAbility.replacement && !engineAbility.modify?.definePowerToughness && (engineAbility.modify || engineAbility.rules));
    if (!added.length || !conditionable || Object.keys(definition).length !== fields) cannot(`apply "${text}" only while a condition holds`);
    for (const engineAbility of added) if (engineAbility.kind === 'static') engineAbility.condition = negated ? { not: condition } : condition;
  };
  lowerWith(ability.then, ability.negated);
  if (ability.otherwise) lowerWith(ability.otherwise, !ability.negated);
}

/** What a static "for each" bonus counts (613.4c): objects, cards in your hand, counters on objects or on the card itself. */
function perCount(per: Amount): { count: Filter; counters?: string } | { countersOnSource: string } | { basicLandTypes: Filter } {
  if ('count' in per) return { count: lowerFilter(per.count) };
  if ('basicLandTypes' in per) return { basicLandTypes: staticLandTypes(per.basicLandTypes) };
  if ('cardsInHand' in per && per.cardsInHand === 'you') return { count: { zone: 'hand', controller: 'you' } };
  if ('counters' in per && per.on.ref === 'self') return { countersOnSource: per.counters };
  if ('counters' in per && per.on.ref === 'each') return { count: lowerFilter(per.on.filter), counters: per.counters };
  return cannot('count anything but objects, cards in your hand or counters for a static "gets +X/+X"');
}

/** 305.6: the permanents a static ability's domain count reads, by the filter alone ("lands you control"). */
function staticLandTypes(filter: ObjectFilter): Filter {
  if (filter.controlledBy || filter.zone !== undefined) return cannot('count the basic land types among lands a player other than you controls, or in a zone, for a static ability');
  return lowerFilter(filter);
}

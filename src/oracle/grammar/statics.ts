/** Static abilities (statics.ohm, 604). */
import type * as ohm from 'ohm-js';
import type { Amount, BlockMore, CastRule, Condition, Cost, ObjectFilter, Ref, Static, TypeAddition } from '../ast';
import { ast, opt, ReadingProblem, type N } from './nodes';
import { subtypeNamed } from './subtypes';
import { scope } from './scope';
import { COLOR_OF, numberOf } from './words';
import { oneFilter } from './nouns';

type Anthem = Extract<Static, { static: 'anthem' }>;

/** An anthem's "and can't block …" (a rules change named by its action) or "and can block an additional creature …" (509.1a). */
function andCantOf(andCant: N): Pick<Anthem, 'cant' | 'blockMore' | 'adds'> {
  const said = opt<Anthem['cant'] | { blockMore: BlockMore } | { adds: TypeAddition }>(andCant);
  if (said === undefined) return {};
  return typeof said === 'string' ? { cant: said } : said;
}

export const staticActions: ohm.ActionDict<unknown> = {
  StaticCondition_asLongAs: (_asLongAs, condition) => ({ condition: ast(condition), negated: false }),
  StaticCondition_unless: (_unless, condition) => ({ condition: ast(condition), negated: true }),
  StaticSentence_asLongAs(_asLongAs, condition, _comma, sentence) {
    const when = ast<Condition>(condition);
    const inner = ast<Static>(sentence);
    if (inner.static !== 'anthem') return { static: 'conditional', condition: when, negated: false, then: inner };
    return { ...inner, condition: when };
  },
  StaticSentence_devotion(_asLongAs, colors, _less, n, _comma, _notCreature) {
    return { static: 'devotion-not-creature', colors: colors.asIteration().children.map((c) => COLOR_OF[c.sourceString]!), n: numberOf(n.sourceString) };
  },
  // "~'s power and toughness are each equal to the number of time counters on it": "it" is the card (604.3).
  StaticSentence_definePowerToughness(_each, amount) {
    scope.mention({ ref: 'self' }, 'object');
    return { static: 'define-power-toughness', power: true, toughness: true, amount: ast(amount) };
  },
  StaticSentence_defineOne(_self, stat, _is, amount) {
    scope.mention({ ref: 'self' }, 'object');
    return { static: 'define-power-toughness', power: stat.sourceString === 'power', toughness: stat.sourceString === 'toughness', amount: ast(amount) };
  },
  StaticSentence_bothForEach(_both, firstPt, firstCount, _and, pts, counts) {
    const parts = [[firstPt, firstCount], ...pts.children.map((pt, i) => [pt, counts.children[i]!])] as [N, N][];
    const bonuses = parts.map(([pt, count]) => ({ ...fixedPowerToughness(pt, 'a static "gets +X/+X for each"'), per: { count: ast<ObjectFilter>(count) } }));
    return selfAndEnchanted(bonuses);
  },
  StaticSentence_bothX(_both, _x, _comma, _where, amount) {
    return selfAndEnchanted([{ power: 1, toughness: 1, per: ast<Amount>(amount) }]);
  },
  ForEach: (_forEach, filter) => ast(filter),
  StaticSentence_anthemForEach(noun, _gets, pt, _forEach, counted) {
    const who = ast<Ref>(noun);
    return { static: 'anthem-for-each', who, ...fixedPowerToughness(pt, 'a static "gets +X/+X for each"'), per: ast(counted) };
  },
  // "Enchanted creature gets +X/+X, where X is …", "All creatures get -X/-0, where X is …" (+X is once the count, -X minus it, +0 nothing).
  StaticSentence_anthemX(noun, _gets, pt, _comma, _where, amount) {
    const [power, toughness] = pt.sourceString.split('/').map((v) => ({ '+X': 1, '-X': -1, '+0': 0, '-0': 0 })[v]);
    if (power === undefined || toughness === undefined || (power === 0 && toughness === 0)) throw new ReadingProblem('a static "gets +X/+X, where X is" with a number beside X');
    return { static: 'anthem-for-each', who: ast<Ref>(noun), power, toughness, per: ast<Amount>(amount) };
  },
  StaticSentence_cantHave(noun, _lose, keyword, _cant, again) {
    if (keyword.sourceString !== again.sourceString) throw new ReadingProblem('"lose … and can\'t have or gain …" of two different keywords');
    return { static: 'cant-have', who: ast(noun), keyword: keyword.sourceString };
  },
  StaticSentence_loseAll(noun, _lose, _all, _and, _have, _base, power, _slash, toughness) {
    const base = power.children.length ? { power: Number(power.children[0]!.sourceString), toughness: Number(toughness.children[0]!.sourceString) } : {};
    return { static: 'lose-all-abilities', who: ast(noun), ...base };
  },
  StaticSentence_basePowerToughness(noun, _has, _base, power, _slash, toughness) {
    return { static: 'base-power-toughness', who: ast(noun), power: Number(power.sourceString), toughness: Number(toughness.sourceString) };
  },
  StaticSentence_areSubtype(filter, _are, subtype) {
    return { static: 'set-subtype', who: scope.mention({ ref: 'each', filter: ast(filter) }, 'object'), subtype: subtypeNamed(subtype.sourceString) };
  },
  // 305.7: "Enchanted land is a Swamp": its land types replaced, and with them its rules-text abilities.
  StaticSentence_isSubtype(noun, _is, _a, subtype) {
    return { static: 'set-subtype', who: ast(noun), subtype: subtypeNamed(subtype.sourceString) };
  },
  StaticSentence_isAlso(noun, _is, adds) {
    return { static: 'add-types', who: ast(noun), adds: ast(adds) };
  },
  // 614.12a: the creature type its source chose as it entered.
  StaticSentence_isAlsoChosenType(noun, _is) {
    return { static: 'add-chosen-type', who: ast(noun) };
  },
  StaticSentence_everyLandType(noun, _is) {
    return { static: 'every-basic-land-type', who: ast(noun) };
  },
  StaticSentence_anthem(noun, _gets, pt, _and, _has, grants, andCant) {
    const who = ast<Ref>(noun);
    const { power, toughness } = fixedPowerToughness(pt, 'a static "gets +X/+X"');
    const keywords = grants.children.length ? grants.children[0]!.asIteration().children.map((grant) => grant.sourceString) : [];
    return { static: 'anthem', who, power, toughness, keywords, ...andCantOf(andCant) };
  },
  // "Enchanted creature gets +2/+2, has vigilance, and can block an additional creature each combat."
  StaticSentence_anthemSeries(noun, _gets, pt, _comma, _has, grants, _comma2, andCant) {
    const { power, toughness } = fixedPowerToughness(pt, 'a static "gets +X/+X"');
    return { static: 'anthem', who: ast<Ref>(noun), power, toughness, keywords: grants.asIteration().children.map((grant) => grant.sourceString), ...andCantOf(andCant) };
  },
  AndCant_block: (_) => 'block',
  AndCant_attackAlone: (_) => 'attack-alone',
  AndCant_attackDespiteDefender: (_) => 'attack-despite-defender',
  AndCant_beBlocked: (_) => 'be-blocked',
  AndCant_attacksEachCombat: (_) => 'attack-each-combat',
  AndCant_blocksEachCombat: (_) => 'block-each-combat',
  AndCant_blockMore: (_can, more, _each) => ({ blockMore: ast<BlockMore>(more) }),
  AndCant_isAlso: (_is, adds) => ({ adds: ast<TypeAddition>(adds) }),
  StaticSentence_strive(_costs, mana, _more) {
    return { static: 'strive', mana: mana.sourceString.replace(/\s/g, '') };
  },
  StaticSentence_has(noun, _has, grants, andCant) {
    const who = ast<Ref>(noun);
    return { static: 'anthem', who, power: 0, toughness: 0, keywords: grants.asIteration().children.map((grant) => grant.sourceString), ...andCantOf(andCant) };
  },
  StaticSentence_attackDespiteDefender: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'attack-despite-defender' }),
  // 402.2: the maximum hand size, seven unless an effect changes it.
  StaticSentence_noMaximumHandSize: (_) => ({ static: 'maximum-hand-size', change: 'none' }),
  // 614.10: a replacement of each of its controller's draw steps by nothing.
  StaticSentence_skipDrawStep: (_) => ({ static: 'skip-draw-step' }),
  // 103.6a: an action taken from the opening hand, before the first turn.
  StaticSentence_beginOnBattlefield: (_) => ({ static: 'begin-on-battlefield' }),
  StaticSentence_castFrom: (_cast, zone) => ({ static: 'cast-from', zone: zone.sourceString === 'exile' ? 'exile' : 'graveyard' }),
  StaticSentence_castOnly: (_cast, rules) => ({ static: 'cast-only', rules: rules.asIteration().children.map((rule) => ast<CastRule>(rule)) }),
  CastRule_combatBeforeBlockers: (_) => ({ only: 'during', period: 'combat-before-blockers' }),
  CastRule_combatAfterBlockers: (_) => ({ only: 'during', period: 'combat-after-blockers' }),
  CastRule_combatOpponents: (_) => ({ only: 'during', period: 'combat', whose: 'opponents' }),
  CastRule_opponentsBeforeAttackers: (_during, _comma, _before) => ({ only: 'during', period: 'before-attackers', whose: 'opponents' }),
  CastRule_opponentsAfterUpkeep: (_) => ({ only: 'during', period: 'after-upkeep', whose: 'opponents' }),
  CastRule_opponents: (_) => ({ only: 'during', whose: 'opponents' }),
  CastRule_declareAttackers: (_) => ({ only: 'during', period: 'declare-attackers' }),
  CastRule_declareBlockers: (_) => ({ only: 'during', period: 'declare-blockers' }),
  CastRule_yourEndStep: (_) => ({ only: 'during', period: 'end-step', whose: 'yours' }),
  CastRule_yourTurn: (_) => ({ only: 'during', whose: 'yours' }),
  CastRule_combat: (_) => ({ only: 'during', period: 'combat' }),
  CastRule_beforeDamage: (_) => ({ only: 'during', period: 'before-combat-damage' }),
  // Checked before the spell is cast: every spell cast this turn is another.
  CastRule_castAnother: (_cast, filter, _turn) => ({ only: 'if', condition: { if: 'cast-this-turn', filter: ast<ObjectFilter>(filter) } }),
  CastRule_if: (_if, condition) => ({ only: 'if', condition: ast(condition) }),
  StaticSentence_castAsThoughFlash(_, _if, more, _more) {
    const cost = more.children[0]?.sourceString.replace(/\s/g, '');
    return { static: 'cast-as-though-flash', ...(cost ? { more: cost } : {}) };
  },
  StaticSentence_maximumHandSize(_your, direction, _by, n) {
    const by = numberOf(n.sourceString);
    return { static: 'maximum-hand-size', change: direction.sourceString === 'reduced' ? -by : by };
  },
  StaticSentence_youHave(_youHave, grants) {
    return { static: 'you-have', keywords: grants.asIteration().children.map((grant) => grant.sourceString) };
  },
  // 613.1b: "You control enchanted creature" (Control Magic).
  StaticSentence_youControl: (_you, noun) => ({ static: 'control', what: ast(noun) }),
  StaticSentence_cantBeCountered: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'be-countered' }),
  StaticSentence_cantAttackOrBlockAlone: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'attack-or-block-alone' }),
  StaticSentence_cantAttackAlone: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'attack-alone' }),
  StaticSentence_cantBlockAlone: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'block-alone' }),
  StaticSentence_canBlockOnly: (noun, _only, filter) => ({ static: 'can-block-only', what: ast(noun), filter: ast(filter) }),
  StaticSentence_cantBeBlockedBy: (noun, _by, filter) => ({ static: 'cant-be-blocked-by', what: ast(noun), filter: ast(filter) }),
  StaticSentence_cantAttackUnlessDefender: (noun, _unless, _count, filter) => ({ static: 'cant-attack-unless-defender-controls', what: ast(noun), filter: ast(filter) }),
  StaticSentence_cantAttackIfDefender: (noun, _if, count, filter) => ({ static: 'cant-attack-if-defender-controls', what: ast(noun), filter: oneFilter(count, filter) }),
  StaticSentence_blockMore: (noun, _can, more, _each) => ({ static: 'block-more', what: ast(noun), more: ast(more) }),
  StaticSentence_maxBlockers: (noun, _more, n, _creatures) => ({ static: 'max-blockers', what: ast(noun), max: numberOf(n.sourceString) }),
  // 509.1b: "except by creatures with flying or reach": by no creature that has neither.
  StaticSentence_cantBeBlockedExceptEither: (noun, _except, first, _or, second) => ({ static: 'cant-be-blocked-by', what: ast(noun), filter: { types: ['creature'], withoutKeywords: [first.sourceString, second.sourceString] } }),
  StaticSentence_cantBeBlockedExcept: (noun, _except, filter) => ({ static: 'cant-be-blocked-by', what: ast(noun), filter: otherBlockers(ast(filter)) }),
  // 602.5: Arrest's "enchanted creature can't attack or block, and its activated abilities can't be activated".
  StaticSentence_cantAndCantActivate: (noun, cant, _comma, _activate) => ({ static: 'cant', what: ast(noun), action: `${ast<string>(cant)}-and-activate` }),
  // 611.3a: "Enchanted creature can't block if it's black": the rules change applies while the condition holds ("it" is the noun).
  StaticSentence_cantActIf: (noun, cant, _if, condition) => {
    const what = ast<Ref>(noun);
    const action = ast<string>(cant);
    return { static: 'conditional', condition: ast<Condition>(condition), negated: false, then: { static: 'cant', what, action } };
  },
  StaticSentence_cantActivate: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'activate' }),
  CantAct_attackOrBlock: (_) => 'attack-or-block',
  CantAct_block: (_) => 'block',
  CantAct_attack: (_) => 'attack',
  StaticSentence_blockedByAll: (_all, blockers, _able, noun, _do) => ({ static: 'blocked-by-all', what: ast(noun), blockers: ast(blockers) }),
  StaticSentence_cantAttackOrBlock: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'attack-or-block' }),
  StaticSentence_cantBlockSome: (noun, _cant, filter) => ({ static: 'cant-block-those', what: ast(noun), filter: ast(filter) }),
  StaticSentence_cantBlock: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'block' }),
  StaticSentence_cantAttack: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'attack' }),
  StaticSentence_cantBeBlocked: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'be-blocked' }),
  StaticSentence_mustAttack: (noun, _) => ({ static: 'must-attack', what: ast(noun) }),
  StaticSentence_mustBlock: (noun, _) => ({ static: 'must-block', what: ast(noun) }),
  StaticSentence_mustBeBlocked: (noun, _) => ({ static: 'must-be-blocked', what: ast(noun) }),
  StaticSentence_doesntUntap: (noun, _) => ({ static: 'doesnt-untap', what: ast(noun) }),
  // 502.3: "your untap step" on the permanent itself is its controller's.
  StaticSentence_selfDoesntUntap: (_) => ({ static: 'doesnt-untap', what: scope.mention({ ref: 'self' }, 'object') }),
  // 502.3, 611.3a: "~ doesn't untap during your untap step if it has a depletion counter on it": a rules change while the condition holds.
  StaticSentence_selfDoesntUntapIf: (_doesnt, _if, condition) => {
    const what = scope.mention({ ref: 'self' }, 'object');
    return { static: 'conditional', condition: ast(condition), negated: false, then: { static: 'doesnt-untap', what } };
  },
  StaticSentence_mayNotUntap: (_) => ({ static: 'may-not-untap' }),
  StaticSentence_mayAssignUnblocked: (_) => ({ static: 'may-assign-as-though-unblocked' }),
  StaticSentence_costChange(filter, caster, _cost, mana, change, _cast) {
    const controller = caster.numChildren ? { controller: ast<'you' | 'opponent'>(caster.children[0]!) } : {};
    return { static: 'cost-change', filter: { ...ast<ObjectFilter>(filter), ...controller }, mana: mana.sourceString.replace(/\s/g, ''), change: change.sourceString as 'more' | 'less' };
  },
  StaticSentence_selfCostLess: (_costs, mana, _less, reduction) => ({ static: 'self-cost-less', mana: mana.sourceString.replace(/\s/g, ''), ...ast<object>(reduction) }),
  StaticSentence_ifSelfCostLess: (_if, condition, _comma, _costs, mana, _less) => ({ static: 'self-cost-less', mana: mana.sourceString.replace(/\s/g, ''), condition: ast(condition) }),
  StaticSentence_alternativeCost: (_if, conditions, _comma, _may, payment, _rather) => ({ static: 'alternative-cost', ...ast<object>(payment), ...(conditions.numChildren ? { condition: ast(conditions.children[0]!) } : {}) }),
  StaticSentence_freeCast: (_if, conditions, _comma, _cast) => ({ static: 'alternative-cost', free: true, ...(conditions.numChildren ? { condition: ast(conditions.children[0]!) } : {}) }),
  AlternativePayment_mana: (_pay, mana) => ({ mana: mana.sourceString.replace(/\s/g, '') }),
  AlternativePayment_costs: (costs) => ({ costs: costs.asIteration().children.map((cost) => ast<Cost>(cost)) }),
  CastConditions(conditions) {
    const all = conditions.asIteration().children.map((condition) => ast<Condition>(condition));
    return all.length === 1 ? all[0] : { if: 'all', conditions: all };
  },
  SelfReduction_forEach: (tail) => ({ forEach: ast(tail) }),
  SelfReduction_whereX: (_comma, _where, amount) => ({ forEach: ast(amount) }),
  SelfReduction_if: (_if, condition) => ({ condition: ast(condition) }),
  SpellCaster_you: (_) => 'you',
  SpellCaster_opponents: (_) => 'opponent',
};

/**
 * "can't be blocked except by creatures with flying / Walls / black creatures": it can't be blocked by
 * the other creatures (509.1b). Only a filter of one kind of difference can be turned around.
 */
function otherBlockers(filter: ObjectFilter): ObjectFilter {
  const { types, withKeyword, subtypes, colors, ...rest } = filter;
  const oneKind = [withKeyword, subtypes?.length, colors?.length === 1].filter(Boolean).length === 1;
  if (Object.values(rest).some((value) => value !== undefined) || types.some((type) => type !== 'creature') || !oneKind) throw new ReadingProblem('"can\'t be blocked except by" creatures that differ from the others in more than one way');
  const not = [...(subtypes ?? []), ...(colors ?? [])];
  return { types: ['creature'], ...(withKeyword ? { withoutKeyword: withKeyword } : {}), ...(not.length ? { not } : {}) };
}

/** "+1/+1" as numbers (an X is refused with `what`). */
function fixedPowerToughness(pt: N, what: string): { power: number; toughness: number } {
  const [power, toughness] = pt.sourceString.split('/').map((v) => Number(v.replace('+', ''))) as [number, number];
  if (Number.isNaN(power) || Number.isNaN(toughness)) throw new ReadingProblem(what);
  return { power, toughness };
}

/** "~ and enchanted creature each get …": each bonus for the card itself (a creature) and for the creature it enchants (an Aura, 702.103). */
function selfAndEnchanted(bonuses: { power: number; toughness: number; per: Amount }[]): Static {
  const who = [scope.mention({ ref: 'self' }, 'object'), scope.mention({ ref: 'enchanted' }, 'object')];
  return { static: 'several', statics: who.flatMap((one) => bonuses.map((bonus) => ({ static: 'anthem-for-each' as const, who: one, ...bonus }))) };
}

/**
 * Continuous effects' changes (613) and rules changes in Oracle words, as verb phrases in the base
 * form ("get +1/+1", "have flying", "can't block"), said with their subject by the caller.
 */
import { COLOR_WORDS, type Filter, type Modification, type RulesChange } from '../../engine/cards/schema';
import { allPhrase, aPhrase, filterNoun } from './objects';
import { allSaid, keywordPhrases, list, numberWord, pluralOf, ptChanges, withArticle } from './words';

/** Renders a quoted ability granted by index ("{T}: Add {G}."), given by the card renderer. */
export type GrantedAbility = (index: number) => string;

/**
 * The verb phrases of a modification. `static`: a static ability's "have flying"; `effect`: a resolving
 * effect's "gain flying". `plural`: the subject is plural ("their other types").
 */
export function changesPhrases(modification: Modification, granted: GrantedAbility, form: 'static' | 'effect', plural: boolean, self: string): string[] {
  const {
    setTypes, addTypes, removeTypes, setSubtypes, addSubtypes, setColors, addColors, addKeywords, addGrantedAbilities, loseKeywords, cantHaveKeywords,
    loseAllAbilities, setPower, setToughness, power, toughness, powerPerCount, switchPowerToughness, definePowerToughness, chosenType,
    // 702.16n: a sentence of its own after the static ability's (card.ts).
    sparesSource: _spares,
    ...unsaid
  } = modification;
  allSaid(unsaid, 'a modification');
  const its = plural ? 'their' : 'its';
  const phrases: string[] = [];
  if (loseAllAbilities) phrases.push('lose all abilities');
  // 105.3: colors set beside types added are said with them ("becomes a colorless artifact in addition to its other types").
  const colorsWithAdditions = setColors && (addTypes || addSubtypes) && !setTypes && !setSubtypes;
  // "becomes a blue Frog with base power and toughness 1/1" (an effect); "Nonbasic lands are Mountains".
  const becomes = [
    ...(setColors && !colorsWithAdditions ? [setColors.length ? list(setColors.map((color) => COLOR_WORDS[color])) : 'colorless'] : []),
    ...(setSubtypes ?? []).map((subtype) => (plural ? pluralOf(subtype) : subtype)),
    ...(setTypes?.map((type) => (plural ? pluralOf(type.toLowerCase()) : type.toLowerCase())) ?? []),
  ];
  const base = setPower !== undefined || setToughness !== undefined ? basePowerToughness(setPower, setToughness) : undefined;
  if (becomes.length) {
    const what = becomes.join(' ');
    const nounless = !setSubtypes && !setTypes;
    phrases.push(`${form === 'effect' ? 'become' : 'are'} ${plural || nounless ? what : withArticle(what)}${base ? ` with ${base.replace(/^have /, '')}` : ''}`);
  } else if (base) {
    phrases.push(base);
  }
  // 614.12a: "is the chosen type in addition to its other types"; 608.2d: "becomes the creature type of your choice".
  if (chosenType === 'add') phrases.push(`${form === 'effect' ? 'become' : 'are'} the chosen type in addition to ${its} other types`);
  if (chosenType === 'set') phrases.push(`${form === 'effect' ? 'become' : 'are'} the creature type of your choice`);
  if (removeTypes) phrases.push(`aren't ${withArticle(list(removeTypes.map((type) => type.toLowerCase())))}`);
  if (power !== undefined || toughness !== undefined) phrases.push(`get ${ptChanges(power ?? 0, toughness ?? 0)}`);
  if (powerPerCount) phrases.push(`get ${ptChanges(powerPerCount.power, powerPerCount.toughness)} for each ${perCountWords(powerPerCount, self)}`);
  const gained = [...keywordPhrases(addKeywords ?? []), ...(addGrantedAbilities ?? []).map((index) => `"${granted(index)}"`)];
  if (gained.length) phrases.push(`${form === 'effect' ? 'gain' : 'have'} ${list(gained, 'and')}`);
  // Said after the bonuses, as Oracle text does ("gets +2/+2, has first strike, and is a Knight in addition to its other types").
  const added = additions(modification, form, plural, its, colorsWithAdditions ? setColors : undefined);
  if (added) phrases.push(`${form === 'effect' ? 'become' : 'are'} ${added}`);
  if (loseKeywords) phrases.push(`lose ${list(loseKeywords, 'and')}`);
  if (cantHaveKeywords) phrases.push(`can't have or gain ${list(cantHaveKeywords, 'or')}`);
  if (switchPowerToughness) phrases.push(`have ${its} power and toughness switched`);
  // A characteristic-defining ability (604.3) is a sentence of its own about the object: see definedPowerToughness.
  if (definePowerToughness) phrases.push(definedPowerToughness(definePowerToughness));
  return phrases;
}

/**
 * 205.1b, 105.3: what an object is in addition to its other colors and types: "a black Zombie … colors and types",
 * "an artifact … types", "Swamp … land types" (a plural subject's words have no article), "every basic land type".
 */
function additions({ addTypes, addSubtypes, addColors }: Modification, form: 'static' | 'effect', plural: boolean, its: string, setColors: Modification['setColors']): string | undefined {
  const colorWords = (colors: NonNullable<Modification['addColors']>) => (colors.length ? list(colors.map((color) => COLOR_WORDS[color]), 'and') : 'colorless');
  if (!addTypes && !addSubtypes) return addColors ? `${colorWords(addColors)} in addition to ${its} other colors` : undefined;
  if (addSubtypes && isEveryBasicLandType(addSubtypes) && !addTypes) return `every basic land type in addition to ${its} other types`;
  const colors = addColors ?? setColors;
  const what = [...(colors ? [colorWords(colors)] : []), ...(addSubtypes ?? []), ...(addTypes ?? []).map((type) => type.toLowerCase())].join(' ');
  // A static ability says "land types" ("Each land is a Swamp in addition to its other land types"); an effect, "types" (Sealock Monster).
  const landTypes = form === 'static' && !addTypes && addSubtypes!.every(isBasicLandType);
  return `${plural ? what : withArticle(what)} in addition to ${its} other ${addColors ? 'colors and ' : ''}${landTypes ? 'land ' : ''}types`;
}

/** What a "for each" bonus counts: "other creature you control", "+1/+1 counter on creatures you control", "charge counter on Banshee's Blade". */
function perCountWords(per: NonNullable<Modification['powerPerCount']>, self: string): string {
  if ('countersOnSource' in per) return `${per.countersOnSource} counter on ${self}`;
  if ('basicLandTypes' in per) return `basic land type among ${allPhrase(per.basicLandTypes)}`;
  const other = per.count.other ? 'other ' : '';
  return per.counters ? `${per.counters} counter on ${other}${filterNoun(per.count, 'all')}` : `${other}${filterNoun(per.count, 'one')}`;
}

/**
 * An effect that makes an object a creature of a set power and toughness, said as Oracle text says it
 * (205.1): "become a 2/2 white and blue Bird artifact creature with flying", with what it keeps of its
 * types — every one (types and subtypes added), its noncreature subtypes (an artifact creature whose
 * creature types are set) or nothing (its types set) — and the changes left to say otherwise.
 */
export function animation(modification: Modification, granted: GrantedAbility): { phrase: string; keeps: 'everything' | 'noncreature-types' | 'nothing'; rest: Modification } | undefined {
  const { setTypes, addTypes, setSubtypes, addSubtypes, setColors, addKeywords, addGrantedAbilities, setPower, setToughness, ...rest } = modification;
  const types = setTypes ?? addTypes;
  if (!types?.includes('Creature') || (setTypes && addTypes) || (setSubtypes && addSubtypes) || setPower === undefined || setToughness === undefined) return undefined;
  const keeps = setTypes ? 'nothing' : setSubtypes ? 'noncreature-types' : 'everything';
  // 205.1b: only "a Bird artifact creature" keeps its types but its creature types.
  if (keeps === 'noncreature-types' && !addTypes!.includes('Artifact')) return undefined;
  const colors = setColors ? [setColors.length ? list(setColors.map((color) => COLOR_WORDS[color]), 'and') : 'colorless'] : [];
  const noun = [`${setPower}/${setToughness}`, ...colors, ...(setSubtypes ?? addSubtypes ?? []), ...types.map((type) => type.toLowerCase())].join(' ');
  const gained = [...keywordPhrases(addKeywords ?? []), ...(addGrantedAbilities ?? []).map((index) => `"${granted(index)}"`)];
  return { phrase: `become ${withArticle(noun)}${gained.length ? ` with ${list(gained, 'and')}` : ''}`, keeps, rest };
}

/** "have power and toughness each equal to the number of …" (604.3). */
function definedPowerToughness(defined: NonNullable<Modification['definePowerToughness']>): string {
  const what = defined.power && defined.toughness ? 'power and toughness each' : defined.power ? 'power' : 'toughness';
  return `have ${what} equal to the number of ${definedCount(defined)}`;
}

/** What a characteristic-defining ability counts: "Elves on the battlefield", "fade counters on it" (604.3). */
export function definedCount(defined: NonNullable<Modification['definePowerToughness']>): string {
  if ('basicLandTypes' in defined) return `basic land types among ${allPhrase(defined.basicLandTypes)}`;
  return 'countersOnSelf' in defined ? `${defined.countersOnSelf} counters on it` : allPhrase(defined.count);
}

function basePowerToughness(power: number | undefined, toughness: number | undefined): string {
  if (power !== undefined && toughness !== undefined) return `have base power and toughness ${power}/${toughness}`;
  return power !== undefined ? `have base power ${power}` : `have base toughness ${toughness}`;
}

const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
export const isBasicLandType = (subtype: string): boolean => BASIC_LAND_TYPES.includes(subtype);
const isEveryBasicLandType = (subtypes: string[]): boolean => BASIC_LAND_TYPES.every((type) => subtypes.includes(type));

/**
 * The verb phrases of a rules change (101.2) — but "its activated abilities can't be activated", a clause of its own: "can't attack or block", "attack each combat if able".
 * `plural`: "their controllers'". A resolving effect's `until`: "this turn", "next untap step".
 */
/** How long a resolving effect lasts (the card format's `until` of `modify`). */
type Until = 'end-of-turn' | 'indefinite' | 'next-untap-step' | 'your-next-untap-step' | 'source-tapped' | 'source-on-battlefield' | 'source-controlled';

/** `self`: how the card calls itself, for "for as long as ~ remains tapped". */
export function rulesPhrases(rules: Omit<RulesChange, 'cantActivate' | 'mayNotUntap' | 'mayExertAsAttacks' | 'mayAssignAsThoughUnblocked'>, plural: boolean, until?: Until, self = ''): string[] {
  const {
    cantAttack, cantBlock, cantBeBlocked, cantAttackAlone, cantBlockAlone, cantBeBlockedBy, canBlockOnly, cantBlockThose, cantBeCountered, attacksEachCombat,
    cantAttackUnlessDefenderControls, cantAttackIfDefenderControls, maxBlockers, blocksAdditional,
    blocksEachCombat, mustBeBlocked, attacksDespiteDefender, doesntUntap, cantBeRegenerated, blockedByAllAble, assignsNoCombatDamage,
    ...unsaid
  } = rules;
  allSaid(unsaid, 'a rules change');
  const thisTurn = until === 'end-of-turn';
  const turn = thisTurn ? ' this turn' : '';
  const phrases: string[] = [];
  const cant = [cantAttack && 'attack', cantBlock && 'block'].filter((word): word is string => Boolean(word));
  if (cant.length) phrases.push(`can't ${list(cant)}${turn}`);
  const alone = [cantAttackAlone && 'attack', cantBlockAlone && 'block'].filter((word): word is string => Boolean(word));
  if (alone.length) phrases.push(`can't ${list(alone)} alone${turn}`);
  if (cantAttackUnlessDefenderControls) phrases.push(`can't attack unless defending player controls ${aPhrase(cantAttackUnlessDefenderControls)}${turn}`);
  if (cantAttackIfDefenderControls) phrases.push(`can't attack if defending player controls ${aPhrase(cantAttackIfDefenderControls)}${turn}`);
  if (maxBlockers) phrases.push(`can't be blocked by more than ${numberWord(maxBlockers)} ${maxBlockers === 1 ? 'creature' : 'creatures'}${turn}`);
  if (blocksAdditional === 'any') phrases.push(`can block any number of creatures${turn}`);
  else if (blocksAdditional) phrases.push(`can block ${blocksAdditional === 1 ? 'an additional creature' : `${numberWord(blocksAdditional)} additional creatures`}${thisTurn ? turn : ' each combat'}`);
  if (cantBeBlocked) phrases.push(`can't be blocked${turn}`);
  if (cantBeBlockedBy) phrases.push(`${blockedBy(cantBeBlockedBy)}${turn}`);
  if (canBlockOnly) phrases.push(`can block only ${allPhrase(canBlockOnly)}${turn}`);
  if (cantBlockThose) phrases.push(`can't block ${allPhrase(cantBlockThose)}${turn}`);
  if (cantBeCountered) phrases.push("can't be countered");
  if (attacksEachCombat) phrases.push(thisTurn ? 'attack this turn if able' : 'attack each combat if able');
  if (blocksEachCombat) phrases.push(thisTurn ? 'block this turn if able' : 'block each combat if able');
  if (mustBeBlocked) phrases.push(`must be blocked${turn} if able`);
  // 509.1c: "All creatures able to block ~ do so", said about the attacker.
  if (blockedByAllAble) phrases.push(`must be blocked${turn} by all ${allPhrase(blockedByAllAble)} able to block ${plural ? 'them' : 'it'}`);
  if (attacksDespiteDefender) phrases.push(`can attack${turn} as though ${plural ? 'they' : 'it'} didn't have defender`);
  if (doesntUntap && until === 'your-next-untap-step') phrases.push("don't untap during your next untap step");
  else if (doesntUntap) {
    const next = until === 'next-untap-step' ? 'next ' : '';
    phrases.push(`${plural ? `don't untap during their controllers' ${next}untap steps` : `don't untap during its controller's ${next}untap step`}${until && SOURCE_DURATIONS.includes(until) ? durationWords(until, self) : ''}`);
  } else if (until && SOURCE_DURATIONS.includes(until)) {
    phrases.push(...phrases.splice(0).map((phrase) => `${phrase}${durationWords(until, self)}`));
  } else if (until === 'next-untap-step' || until === 'your-next-untap-step') {
    const step = until === 'your-next-untap-step' ? 'your next untap step ends' : plural ? "their controllers' next untap steps end" : "its controller's next untap step ends";
    phrases.push(...phrases.splice(0).map((phrase) => `${phrase} until ${step}`));
  }
  if (cantBeRegenerated) phrases.push(`can't be regenerated${turn}`);
  if (assignsNoCombatDamage) phrases.push(`assign no combat damage${turn}`);
  return phrases;
}

/** "can't be blocked by creatures with power 2 or less"; a filter that is one negation reads "except by" ("except by Walls"). */
function blockedBy(filter: Filter): string {
  const { notSubtypes, notColors, notKeywords, types, ...rest } = filter;
  const onlyCreatures = types === undefined || (types.length === 1 && types[0] === 'Creature');
  const negations = [notSubtypes, notColors, notKeywords].filter((value) => value !== undefined);
  if (onlyCreatures && negations.length === 1 && Object.keys(rest).length === 0) {
    // "except by creatures with flying or reach": by no creature without either.
    if (notKeywords) return `can't be blocked except by creatures with ${list(notKeywords, 'or')}`;
    const allowed: Filter = notSubtypes ? { subtypes: notSubtypes } : { types: ['Creature'], colors: notColors! };
    return `can't be blocked except by ${allPhrase(allowed, 'or')}`;
  }
  return `can't be blocked by ${allPhrase(filter, 'or')}`;
}

/** Durations that last as long as the source stays as it is (611.2b), said after the phrase. */
const SOURCE_DURATIONS: Until[] = ['source-tapped', 'source-on-battlefield', 'source-controlled'];

/** A resolving effect's changes last " until end of turn", or "" (indefinitely); the next untap step is the rules change's own words. */
export function durationWords(until: Until, self = ''): string {
  if (until === 'end-of-turn') return ' until end of turn';
  if (until === 'next-untap-step') return " until its controller's next untap step ends";
  if (until === 'your-next-untap-step') return ' until your next untap step ends';
  if (until === 'source-tapped') return ` for as long as ${self} remains tapped`;
  if (until === 'source-on-battlefield') return ` for as long as ${self} remains on the battlefield`;
  if (until === 'source-controlled') return ` for as long as you control ${self}`;
  return '';
}

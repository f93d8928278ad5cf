/**
 * A definition in the engine's card format read back to Oracle-style English, one line per ability:
 * what the engine will play, not what the card says (the definition's display texts are never read).
 * Every kind of ability, effect and cost is said (exhaustive switches); a field the format gains
 * fails type-checking here until it is said.
 */
import { defaultCardLibrary } from '../../engine/cards/library';
import { manaValue } from '../../engine/filters';
import { isDeepStrictEqual } from 'node:util';
import type { Ability, CardDefinition, CardType, Condition, CopyExceptions, Cost, Effect, Filter, Replacement, TargetSpec } from '../../engine/cards/schema';
import { awakenedSpell, COLOR_WORDS, EMBALM_EXCEPTIONS, ETERNALIZE_EXCEPTIONS } from '../../engine/cards/schema';
import { changesPhrases, definedCount, rulesPhrases } from './changes';
import { costPhrase } from './costs';
import { chooseWords, effectSentences, finish, mayClause, said, type Clause } from './effects';
import { aPhrase, allPhrase, attachedNoun, attachedWord, eachPhrase, conditionClause, equalTo, filterNoun, forEachOf, PERIOD_WORDS, quantity, zonePhrase, type Scope } from './objects';
import { allSaid, capitalise, keywordPhrases, list, numberWord, sentence, uncapitalise, withArticle } from './words';

export interface RenderedCard {
  /** "{1}{G} · Creature — Elf Druid · 1/1". */
  characteristics: string;
  /** One line per ability (a modal one with its "•" lines). */
  abilities: string[];
  /** What the definition says about itself: a token, not a printed card, what it doesn't model. */
  notes: string[];
}

/** Where the renderer finds the tokens the engine defines by name (111.10). */
export interface TokenSource {
  find(name: string): CardDefinition | undefined;
}

type Triggered = Extract<Ability, { kind: 'triggered' }>;
type Static = Extract<Ability, { kind: 'static' }>;
type Activated = Extract<Ability, { kind: 'activated' }>;

export function renderCard(card: CardDefinition, tokens: TokenSource = defaultCardLibrary()): RenderedCard {
  const { token, rule, hypothetical, notModelled } = card;
  const notes = [
    ...(token ? [`A token${rule ? ` (${rule})` : ''}: it can't be cast or put in a deck.`] : []),
    ...(hypothetical ? [`Not a printed card: ${hypothetical}`] : []),
    ...(notModelled ? [`Not modelled: ${notModelled}`] : []),
  ];
  return { characteristics: characteristicsLine(card), abilities: abilityLines(card, tokens), notes };
}

function characteristicsLine(card: CardDefinition): string {
  const { manaCost, colors, types, subtypes, supertypes, power, toughness, loyalty } = card;
  const typeLine = `${[...supertypes, ...types].join(' ')}${subtypes.length ? ` — ${subtypes.join(' ')}` : ''}`;
  const parts = [manaCost, typeLine, power !== undefined || toughness !== undefined ? `${power ?? 0}/${toughness ?? 0}` : undefined, loyalty !== undefined ? `loyalty ${loyalty}` : undefined];
  const colored = colors ? `${colors.length ? list(colors.map((c) => COLOR_NAMES[c]), 'and') : 'colorless'} (its color indicator)` : undefined;
  return [...parts, colored].filter(Boolean).join(' · ');
}

const COLOR_NAMES = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as const;

function abilityLines(card: CardDefinition, tokens: TokenSource): string[] {
  const {
    name: _name, manaCost: _manaCost, colors: _colors, types: _types, subtypes: _subtypes, supertypes: _supertypes, power: _power, toughness: _toughness, loyalty: _loyalty,
    keywords, spell, abilities, enchant, enchantFilter, entersAsCopy, entersWithCounters, entersTapped, entersTappedUnless, entersTappedUnlessYouPayLife, entersTappedUnlessYouReveal, entersSacrificing, entersChoosing, bestow, morph, evoke, dash, suspend, sunburst, surge, spectacle, madness, miracle, flashback, kicker, multikicker, replicate, buyback, entwine, escalate, tribute, dredge, affinity, costsLess, alternative, overload, overloadSpell: _overloadSpell, awaken, awakenSpell, additionalCost,
    extraTargetCost, castAsThoughFlash, castOnlyIf, castFrom, beginsOnBattlefield, grantedAbilities: _granted, token: _token, text: _text, notModelled: _notModelled, hypothetical: _hypothetical, rule: _rule, halves, fuse,
    flip, back, adventure, frontManaCost: _frontManaCost,
    ...unsaid
  } = card;
  allSaid(unsaid, card.name);
  // 710.1, 712.2, 715.2: a flip card's flipped half, a double-faced card's back face, an adventurer's Adventure: said after the card's own face, line by line named.
  const other = flip ?? back ?? adventure;
  if (other) return [...abilityLines({ ...card, flip: undefined, back: undefined, adventure: undefined }, tokens), `${flip ? 'Flipped' : back ? 'Back face' : 'Adventure'}: ${other.name} · ${characteristicsLine(other)}`, ...abilityLines(other, tokens).map((line) => `${other.name}: ${line}`)];
  // 709.1: a split card is said half by half ("Wear: Destroy target artifact."), each half's characteristics first, then fuse (702.102a).
  if (halves) return [...halves.flatMap((half) => [`${half.name}: ${characteristicsLine(half)}`, ...abilityLines(half, tokens).map((line) => `${half.name}: ${line}`)]), ...(fuse ? ['Fuse'] : [])];
  const token = (name: string) => tokens.find(name);
  const scope = (targets: TargetSpec[] = [], extra: Partial<Scope> = {}): Scope => ({ card, self: card.name, targets, named: new Set(), token, granted: grantedAbility(card, token), ...extra });
  const lines: string[] = [];
  if (enchant) lines.push(`Enchant ${enchantFilter ? filterNoun({ ...(KIND_TYPE[enchant] ? { types: [KIND_TYPE[enchant]] } : {}), ...enchantFilter }, 'one') : ENCHANT_WORDS[enchant]}`);
  if (keywords.length) lines.push(capitalise(keywordPhrases(keywords).join(', ')));
  if (bestow) lines.push(`Bestow ${bestow}`);
  if (morph) lines.push(morphLine(morph, scope()));
  if (kicker) lines.push(`Kicker ${kicker}`);
  if (multikicker) lines.push(`Multikicker ${multikicker}`);
  if (replicate) lines.push(`Replicate ${replicate}`);
  if (buyback) lines.push(`Buyback ${buyback}`);
  if (entwine) lines.push(`Entwine ${entwine}`);
  if (escalate) lines.push(`Escalate ${escalate}`);
  if (evoke) lines.push(`Evoke ${evoke}`);
  if (dash) lines.push(`Dash ${dash}`);
  if (sunburst) lines.push('Sunburst');
  if (suspend) lines.push(`Suspend ${suspend.time}\u2014${suspend.cost}`);
  if (surge) lines.push(`Surge ${surge}`);
  if (spectacle) lines.push(`Spectacle ${spectacle}`);
  if (madness) lines.push(`Madness ${madness}`);
  // 702.96b: the overloaded spell is the spell's own text with "each" for "target", not said again.
  if (overload) lines.push(`Overload ${overload}`);
  if (awaken) lines.push(awakenLine(awaken, awakenSpell, spell));
  if (miracle) lines.push(`Miracle ${miracle}`);
  if (flashback) lines.push(`Flashback ${flashback}`);
  if (tribute !== undefined) lines.push(`Tribute ${tribute}`);
  if (dredge !== undefined) lines.push(`Dredge ${dredge}`);
  if (beginsOnBattlefield) lines.push(`If ${card.name} is in your opening hand, you may begin the game with it on the battlefield.`);
  for (const zone of castFrom ?? []) lines.push(`You may cast ${card.name} from ${zone === 'exile' ? 'exile' : 'your graveyard'}.`);
  if (castOnlyIf) lines.push(`Cast ${card.name} only ${castOnlyIf.map((condition) => castRulePhrase(condition, scope())).join(' and only ')}.`);
  if (castAsThoughFlash) lines.push(`You may cast ${card.name} as though it had flash${castAsThoughFlash.more ? ` if you pay ${castAsThoughFlash.more} more to cast it` : ''}.`);
  if (affinity) lines.push(`Affinity for ${filterNoun(affinity, 'all')}`);
  if (alternative) {
    const { mana, cost, free, if: condition } = alternative;
    const may = `${condition ? `If ${conditionClause(condition, scope())}, you` : 'You'} may`;
    lines.push(free ? `${may} cast ${card.name} without paying its mana cost.` : `${may} ${mana ? `pay ${mana}` : costPhrase(cost!, scope(), 'clause')} rather than pay ${card.name}'s mana cost.`);
  }
  if (costsLess) {
    const { generic, forEach, if: condition } = costsLess;
    const how = forEach === undefined ? '' : generic === 'X' && typeof forEach === 'object' ? `, where X is ${equalTo(forEach, scope())}` : ` ${forEachOf(forEach, scope())}`;
    lines.push(`${card.name} costs {${generic}} less to cast${how}${condition ? ` if ${conditionClause(condition, scope())}` : ''}.`);
  }
  if (additionalCost) lines.push(`As an additional cost to cast this spell, ${costPhrase(additionalCost, scope(), 'clause')}.`);
  if (extraTargetCost) lines.push(`${card.name} costs ${extraTargetCost} more to cast for each target beyond the first.`);
  if (entersAsCopy) lines.push(`You may have ${card.name} enter as a copy of any ${filterNoun(entersAsCopy.of, 'one')} on the battlefield${stillWords(entersAsCopy.except)}.`);
  // 702.32a, 702.63a: the fade (time) counters are said by "Fading N" ("Vanishing N").
  const fading = abilities.some((ability) => /^(Fading|Vanishing) \d/.test(upkeepKeywordLine(ability, card, scope()) ?? ''));
  // "~ enters tapped with two charge counters on it": one sentence.
  const tappedWith = entersTapped && entersWithCounters && !entersWithCounters.condition && !fading;
  if (entersTapped && !tappedWith) lines.push(`${card.name} enters tapped.`);
  if (entersTappedUnless) lines.push(`${card.name} enters tapped unless ${conditionClause(entersTappedUnless, scope())}.`);
  if (entersChoosing) lines.push(`As ${card.name} enters, choose a ${entersChoosing === 'creature-type' ? 'creature type' : entersChoosing}.`);
  if (entersTappedUnlessYouPayLife !== undefined) lines.push(`As ${card.name} enters, you may pay ${entersTappedUnlessYouPayLife} life. If you don't, it enters tapped.`);
  // 614.1a: the sacrifice in place of entering.
  if (entersSacrificing) lines.push(`If ${card.name} would enter the battlefield, sacrifice ${withArticle(filterNoun(entersSacrificing, { number: 'one', place: false }))} instead. If you do, put ${card.name} onto the battlefield. If you don't, put it into its owner's graveyard.`);
  if (entersTappedUnlessYouReveal) lines.push(`As ${card.name} enters, you may reveal ${withArticle(filterNoun({ ...entersTappedUnlessYouReveal, zone: 'hand' }, { number: 'one', place: false }))} from your hand. If you don't, it enters tapped.`);
  if (entersWithCounters && !fading) {
    const inScope = scope();
    const { condition } = entersWithCounters;
    // "a +1/+1 counter on it for each time it was kicked", "… for each creature card in your graveyard": the count after "on it".
    const [count, each] = counters(entersWithCounters, inScope).split(/(?= for each )/);
    const enters = `enters ${tappedWith ? 'tapped ' : ''}with ${count} on it${each ?? ''}`;
    // "If ~ was kicked, it enters with …"; "~ enters with … if a creature died this turn" (morbid, raid).
    const line = !condition ? `${card.name} ${enters}` : condition === 'kicked' ? `If ${conditionClause(condition, inScope)}, it ${enters}` : `${card.name} ${enters} if ${conditionClause(condition, inScope)}`;
    lines.push(finish(line, inScope));
  }
  if (spell) {
    const { targets, effects, modes, modeCount } = spell;
    // "As an additional cost to cast this spell, sacrifice a creature": "the sacrificed creature".
    const sacrificed = additionalCost?.sacrifice ? { sacrificed: additionalCost.sacrifice } : {};
    if (modes?.length) lines.push(modal(modeCount, modes, (modeTargets) => scope(modeTargets, sacrificed)));
    if (effects.length) lines.push(effectSentences(effects, scope(targets, sacrificed)));
  }
  // A line said by another (vanishing's sacrifice) is empty; keywords said one after another are one list ("Soulshift 4, soulshift 4").
  for (const ability of mergedAbilities(abilities)) {
    const line = abilityLine(ability, card, scope);
    const listed = diesKeywordLine(ability) !== undefined && lines.length > 0 && diesKeyword.test(lines.at(-1)!);
    if (listed) lines.push(`${lines.pop()!}, ${uncapitalise(line)}`);
    else if (line) lines.push(line);
  }
  return lines;
}

/** "Morph {2}{W}", "Megamorph {1}{G}", and a cost other than mana after a dash: "Morph—Pay 5 life." (702.37a–b). */
function morphLine({ cost, megamorph }: NonNullable<CardDefinition['morph']>, scope: Scope): string {
  const keyword = megamorph ? 'Megamorph' : 'Morph';
  const { mana, ...rest } = cost;
  return mana && Object.keys(rest).length === 0 ? `${keyword} ${mana}` : `${keyword}\u2014${costPhrase(cost, scope, 'cost')}.`;
}

/** The card type of an enchant word that has one, which an `enchantFilter` narrows ("green creature"). */
const KIND_TYPE: Partial<Record<NonNullable<CardDefinition['enchant']>, CardType>> = { creature: 'Creature', artifact: 'Artifact', land: 'Land' };

const ENCHANT_WORDS: Record<NonNullable<CardDefinition['enchant']>, string> = {
  creature: 'creature',
  permanent: 'permanent',
  artifact: 'artifact',
  land: 'land',
  'creature-you-control': 'creature you control',
  player: 'player',
};

/** "two +1/+1 counters", "X +1/+1 counters", "a charge counter" (a counted amount owes "where X is …" to the sentence). */
function counters(value: NonNullable<CardDefinition['entersWithCounters']>, scope: Scope): string {
  return quantity(value.amount, `${value.counter} counter`, scope);
}

/** A quoted ability a static ability or effect grants: said like a line of the card, "this creature" for the object that has it. */
function grantedAbility(card: CardDefinition, token: Scope['token']): (index: number) => string {
  return (index) => {
    const ability = card.grantedAbilities?.[index];
    if (!ability) throw new Error(`${card.name}: it grants ability ${index + 1} of ${card.grantedAbilities?.length ?? 0}`);
    return abilityLine(ability, card, (targets = [], extra = {}) => ({ card, self: 'this creature', targets, named: new Set(), token, granted: grantedAbility(card, token), ...extra }));
  };
}

function abilityLine(ability: Merged, card: CardDefinition, scope: (targets?: TargetSpec[], extra?: Partial<Scope>) => Scope): string {
  switch (ability.kind) {
    case 'static': {
      // 702.109a: dash's haste is said by "Dash [cost]".
      if (card.dash && isDashHaste(ability)) return '';
      const level = striationOf(ability);
      if (level) return striationLines(ability, level, card, scope());
      if ('otherwise' in ability) return `${staticLine(ability, card, scope())} Otherwise, ${uncapitalise(staticLine({ ...ability.otherwise, condition: undefined }, card, scope(), 'it'))}`;
      return staticLine(ability, card, scope());
    }
    case 'activated':
      // Oracle text prints a basic land type's mana ability as reminder text (305.6).
      return isIntrinsicMana(ability, card) ? `(${activatedLine(ability, card, scope)})` : activatedLine(ability, card, scope);
    case 'triggered':
      // 702.74a: evoke's sacrifice is said by "Evoke [cost]".
      if (card.evoke && isEvokeSacrifice(ability)) return '';
      return upkeepKeywordLine(ability, card, scope()) ?? diesKeywordLine(ability) ?? (isIngest(ability) ? 'Ingest' : triggeredLine(ability, card, scope));
  }
}

/** The level counters a static ability of a leveler's striation needs (711.2a), if it is one. */
function striationOf(ability: Static): { from: number; to?: number } | undefined {
  const { condition } = ability;
  if (typeof condition !== 'object' || !('counters' in condition) || condition.counters !== 'level' || condition.on !== 'self') return undefined;
  return { from: condition.atLeast, ...(condition.atMost !== undefined ? { to: condition.atMost } : {}) };
}

/**
 * 711.2: a striation as printed: "LEVEL 1-3", the power/toughness it sets, its keywords and granted
 * abilities; its other static abilities are said without the condition, which the striation says.
 */
function striationLines(ability: Static, { from, to }: { from: number; to?: number }, card: CardDefinition, scope: Scope): string {
  const { modify } = ability;
  const unconditional = { ...ability, condition: undefined };
  // The striation's lines say what the leveler itself gets; an ability about other objects ("Elves you control have …") is said whole.
  if (ability.affects !== undefined && ability.affects !== 'self') return staticLine(unconditional, card, scope);
  const { setPower, setToughness, addKeywords, addGrantedAbilities, ...others } = modify ?? {};
  const bare = staticLine({ ...unconditional, modify: Object.keys(others).length ? others : undefined }, card, scope);
  if (setPower === undefined || setToughness === undefined) return bare;
  const header = `LEVEL ${from}${to === undefined ? '+' : `-${to}`}`;
  return [header, `${setPower}/${setToughness}`, ...(addKeywords ? [capitalise(keywordPhrases(addKeywords).join(', '))] : []), ...(addGrantedAbilities ?? []).map(scope.granted), ...(bare ? [bare] : [])].join('\n');
}

/** 702.115a: "Ingest" is "Whenever this creature deals combat damage to a player, that player exiles the top card of their library." */
function isIngest(ability: Merged): boolean {
  const { text: _text, ...rules } = ability;
  return isDeepStrictEqual(rules, { kind: 'triggered', when: 'deals-combat-damage-to-player', targets: [], effects: [{ do: 'exile-top', amount: 1, who: 'that-player' }] });
}

/** A line of the keywords diesKeywordLine says, one or several. */
const diesKeyword = /^(Soulshift|Afterlife) \d+(, (soulshift|afterlife) \d+)*$/;

/**
 * The dies triggers keywords stand for, said as the keyword: "Soulshift N" (702.46a: "you may return
 * target Spirit card with mana value N or less from your graveyard to your hand") and "Afterlife N"
 * (702.135a: "create N 1/1 white and black Spirit creature tokens with flying").
 */
function diesKeywordLine(ability: Merged): string | undefined {
  if (ability.kind !== 'triggered' || 'also' in ability || ability.when !== 'dies' || ability.subject || ability.condition || ability.modes) return undefined;
  const { optional, targets, effects } = ability;
  const [target] = targets;
  const [effect] = effects;
  if (effects.length !== 1) return undefined;
  const spirit = target?.filter;
  const spiritCard = target?.kind === 'card-in-graveyard' && target.controller === 'you' && !target.count && isDeepStrictEqual(spirit, { subtypes: ['Spirit'], manaValue: { atMost: spirit?.manaValue?.atMost } });
  if (optional && targets.length === 1 && spiritCard && isDeepStrictEqual(effect, { do: 'return-to-hand', what: 'target' })) return `Soulshift ${spirit!.manaValue!.atMost}`;
  if (optional || targets.length || effect?.do !== 'create-token' || typeof effect.count !== 'number' || effect.for !== 'you' || typeof effect.token === 'string') return undefined;
  const { text: _text, ...token } = effect.token;
  const spiritToken = { name: 'Spirit', colors: ['W', 'B'], types: ['Creature'], subtypes: ['Spirit'], supertypes: [], power: 1, toughness: 1, keywords: ['flying'] };
  return isDeepStrictEqual(token, spiritToken) ? `Afterlife ${effect.count}` : undefined;
}

const BASIC_LAND_MANA: Record<string, string> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** 305.6: "{T}: Add {G}." of a land with the basic land type Forest, and "{T}: Add {B} or {G}." of a Swamp Forest. */
function isIntrinsicMana(ability: Activated, card: CardDefinition): boolean {
  const colors = card.subtypes.flatMap((subtype) => BASIC_LAND_MANA[subtype] ?? []);
  const [effect] = ability.effects;
  const mana = effect?.do === 'add-mana' && effect.amount === 1 ? [effect.mana].flat() : [];
  const onlyTap = Object.keys(ability.cost).length === 1 && ability.cost.tap === true;
  return card.types.includes('Land') && colors.length > 0 && onlyTap && ability.effects.length === 1 && ability.targets.length === 0 && JSON.stringify(mana) === JSON.stringify(colors);
}

/** 702.6a: "Equip [cost]" is "[cost]: Attach this Equipment to target creature you control. Activate only as a sorcery." */
function isEquip(ability: Activated): boolean {
  const { cost, targets, effects, timing, oncePerTurn, onlyIf } = ability;
  const [target] = targets;
  const [effect] = effects;
  const onlyMana = Object.keys(cost).length === 1 && cost.mana !== undefined;
  return onlyMana && timing === 'sorcery' && !oncePerTurn && !onlyIf && targets.length === 1 && target?.kind === 'creature' && target.controller === 'you' && !target.filter && !target.count && effects.length === 1 && effect?.do === 'attach' && effect.to === 'target';
}

/** An upkeep trigger with these effects and intervening "if", as a keyword's rule words it (702.24a, 702.30a, 702.32a). */
function isUpkeepTrigger(ability: Merged, effects: Effect[], condition?: Triggered['condition']): boolean {
  const { text: _text, ...rules } = ability;
  return isDeepStrictEqual(rules, { kind: 'triggered', when: 'beginning-of-step', whose: 'you', step: 'upkeep', ...(condition ? { condition } : {}), targets: [], effects });
}

const SACRIFICE_IT: Extract<Effect, { do: 'sacrifice-object' }> = { do: 'sacrifice-object', what: 'self' };

/**
 * The upkeep triggers keywords stand for, said as the keyword: echo (702.30a), cumulative upkeep
 * (702.24a, with the age counter put first) and fading (702.32a, with its fade counters as it enters).
 */
function upkeepKeywordLine(ability: Merged, card: CardDefinition, scope: Scope): string | undefined {
  if (ability.kind !== 'triggered') return undefined;
  const last = ability.effects.at(-1);
  const cost = last?.do === 'unless-pay' ? last.cost : undefined;
  if (cost && isUpkeepTrigger(ability, [{ do: 'unless-pay', cost, effects: [SACRIFICE_IT] }], 'came-under-control-since-last-upkeep')) return `Echo${costWords(cost, scope)}`;
  const age: Effect = { do: 'counters', counter: 'age', amount: 1, on: 'self' };
  if (cost && isUpkeepTrigger(ability, [age, { do: 'unless-pay', cost, times: { countersOnSelf: 'age' }, effects: [SACRIFICE_IT] }], 'on-battlefield')) return `Cumulative upkeep${costWords(cost, scope)}`;
  const fade = card.entersWithCounters?.counter === 'fade' ? card.entersWithCounters.amount : undefined;
  const fading: Effect = { do: 'if', condition: { counters: 'fade', on: 'self', atLeast: 1 }, effects: [{ do: 'remove-counters', counter: 'fade', amount: 1, on: 'self' }], otherwise: [SACRIFICE_IT] };
  if (typeof fade === 'number' && isUpkeepTrigger(ability, [fading])) return `Fading ${fade}`;
  // 702.63a–b: "Vanishing N" (its time counters as it enters) or "Vanishing"; its second ability, the sacrifice, is said by it too.
  const removeTime: Effect = { do: 'remove-counters', counter: 'time', amount: 1, on: 'self' };
  if (isUpkeepTrigger(ability, [removeTime], { counters: 'time', on: 'self', atLeast: 1 }) && hasLastTimeCounterSacrifice(card)) {
    // A count of time counters other than a number is an "enters with" line of its own (Tidewalker).
    return card.entersWithCounters?.counter === 'time' && typeof card.entersWithCounters.amount === 'number' ? `Vanishing ${card.entersWithCounters.amount}` : 'Vanishing';
  }
  if (isLastTimeCounterSacrifice(ability) && card.abilities.some((other) => other !== ability && upkeepKeywordLine(other, card, scope)?.startsWith('Vanishing'))) return '';
  return undefined;
}

/** 702.109a: "As long as this permanent's dash cost was paid, it has haste." */
function isDashHaste(ability: Merged): boolean {
  const { text: _text, ...rules } = ability;
  return isDeepStrictEqual(rules, DASH_HASTE);
}

const DASH_HASTE = { kind: 'static', affects: 'self', modify: { addKeywords: ['haste'] }, condition: 'dashed' };

/** 702.74a: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." */
function isEvokeSacrifice(ability: Merged): boolean {
  const { text: _text, ...rules } = ability;
  return isDeepStrictEqual(rules, { kind: 'triggered', when: 'enters', condition: 'evoked', targets: [], effects: [SACRIFICE_IT] });
}

/** 702.63a: "When the last time counter is removed from this permanent, sacrifice it." */
function isLastTimeCounterSacrifice(ability: Merged): boolean {
  const { text: _text, ...rules } = ability;
  return isDeepStrictEqual(rules, { kind: 'triggered', when: 'last-counter-removed', counter: 'time', targets: [], effects: [SACRIFICE_IT] });
}

function hasLastTimeCounterSacrifice(card: CardDefinition): boolean {
  return card.abilities.some(isLastTimeCounterSacrifice);
}

/** A keyword's cost: " {1}{G}" when it is mana, else "—Pay 1 life." (702.24a's "Cumulative upkeep—Discard a card."). */
function costWords(cost: Cost, scope: Scope): string {
  return Object.keys(cost).length === 1 && cost.mana ? ` ${cost.mana}` : `—${capitalise(costPhrase(cost, scope, 'clause'))}.`;
}

/** 702.29a: "Cycling [cost]" is "[Cost], Discard this card: Draw a card", from a hand. */
function isCycling(ability: Activated): boolean {
  const { cost, targets, effects, zone, onlyIf } = ability;
  const [effect] = effects;
  const costs = Object.keys(cost).sort().join();
  return zone === 'hand' && !onlyIf && costs === 'discardSelf,mana' && targets.length === 0 && effects.length === 1 && effect?.do === 'draw' && effect.amount === 1 && effect.who === 'you';
}

/**
 * 702.29e: "[Type]cycling [cost]": the cost and the discard, from a hand, and one card of that type searched for
 * and put into the hand; said "Islandcycling", "Basic landcycling" — "Cycling" is only cycling itself.
 */
function typecyclingWord(ability: Activated): string | undefined {
  const { cost, targets, effects, zone, onlyIf, timing, oncePerTurn } = ability;
  const [effect] = effects;
  const costs = Object.keys(cost).sort().join();
  if (zone !== 'hand' || onlyIf || timing || oncePerTurn || costs !== 'discardSelf,mana' || targets.length || effects.length !== 1 || effect?.do !== 'search-library') return undefined;
  if (effect.max !== 1 || effect.to !== 'hand' || effect.tapped || effect.restTo || effect.whose || effect.alsoGraveyard) return undefined;
  const filter = JSON.stringify(effect.filter);
  if (filter === JSON.stringify({ types: ['Land'], supertypes: ['Basic'] })) return 'Basic landcycling';
  const subtype = effect.filter.subtypes?.[0];
  return subtype && filter === JSON.stringify({ subtypes: [subtype] }) ? `${subtype}cycling` : undefined;
}

/** 702.53a: transmute's cost, discard and search for a card of the card's own mana value, as a sorcery, from a hand. */
function isTransmute(ability: Activated, card: CardDefinition): boolean {
  const { cost, targets, effects, zone, onlyIf, timing, oncePerTurn } = ability;
  const [effect] = effects;
  const costs = Object.keys(cost).sort().join();
  if (zone !== 'hand' || onlyIf || oncePerTurn || timing !== 'sorcery' || costs !== 'discardSelf,mana' || targets.length || effects.length !== 1 || effect?.do !== 'search-library') return false;
  const value = effect.filter.manaValue;
  const sameValue = Object.keys(effect.filter).join() === 'manaValue' && value?.atLeast === manaValue(card) && value.atMost === manaValue(card);
  return sameValue && effect.max === 1 && effect.to === 'hand' && !effect.tapped && !effect.restTo && !effect.whose && !effect.alsoGraveyard;
}

/** 702.84a: unearth's mana cost, its effect and "Activate only as a sorcery", from a graveyard. */
function isUnearth(ability: Activated): boolean {
  const { cost, targets, effects, zone, onlyIf, timing, oncePerTurn } = ability;
  const onlyMana = Object.keys(cost).length === 1 && cost.mana !== undefined;
  return onlyMana && zone === 'graveyard' && timing === 'sorcery' && !onlyIf && !oncePerTurn && targets.length === 0 && effects.length === 1 && effects[0]!.do === 'unearth';
}

/** 702.97a: scavenge's mana and exiling the card, +1/+1 counters equal to its power on target creature, as a sorcery, from a graveyard. */
function isScavenge(ability: Activated): boolean {
  const { cost, targets, effects, zone, onlyIf, timing, oncePerTurn } = ability;
  const costs = Object.keys(cost).sort().join();
  const onCreature = targets.length === 1 && isDeepStrictEqual(targets[0], { kind: 'creature', text: 'target creature' });
  const counters = effects.length === 1 && isDeepStrictEqual(effects[0], { do: 'counters', counter: '+1/+1', amount: { powerOf: 'self' }, on: 'target' });
  return zone === 'graveyard' && timing === 'sorcery' && !onlyIf && !oncePerTurn && costs === 'exileSelf,mana' && onCreature && counters;
}

/** 707.9b: a copy that keeps its own power and toughness, "except it's still 7/7" (the only exception said so). */
function stillWords(except: CopyExceptions | undefined): string {
  if (!except) return '';
  const { power, toughness, ...rest } = except;
  if (Object.keys(rest).length) throw new Error(`the renderer doesn't say an enters-as-a-copy exception's ${Object.keys(rest).join(', ')}`);
  return `, except it's still ${power}/${toughness}`;
}

/** 702.113a: "Awaken N—[cost]", when the awakened spell is the spell with exactly awaken's land added (else the renderer can't say it). */
function awakenLine(cost: string, awakened: CardDefinition['spell'], spell: CardDefinition['spell']): string {
  const counters = awakened?.effects.at(-2);
  const n = counters?.do === 'counters' && typeof counters.amount === 'number' ? counters.amount : undefined;
  if (!spell || n === undefined || !isDeepStrictEqual(awakened, awakenedSpell(spell, n))) throw new Error('the renderer says only an awakened spell that is the spell with its land awakened (702.113a)');
  return `Awaken ${n}—${cost}`;
}

/** 702.128a embalm and 702.129a eternalize: mana and exiling the card, a token copy with their exceptions, as a sorcery, from a graveyard. */
function embalmWord(ability: Activated): string | undefined {
  const { cost, targets, effects, zone, onlyIf, timing, oncePerTurn } = ability;
  const [effect] = effects;
  const costs = Object.keys(cost).sort().join();
  if (zone !== 'graveyard' || timing !== 'sorcery' || onlyIf || oncePerTurn || costs !== 'exileSelf,mana' || targets.length || effects.length !== 1 || effect?.do !== 'create-token-copy' || effect.of !== 'self') return undefined;
  if (isDeepStrictEqual(effect.except, EMBALM_EXCEPTIONS)) return 'Embalm';
  return isDeepStrictEqual(effect.except, ETERNALIZE_EXCEPTIONS) ? 'Eternalize' : undefined;
}

/**
 * 702.87a "Level up [cost]" ("[Cost]: Put a level counter on this permanent. Activate only as a
 * sorcery.") and 702.107a "Outlast [cost]" (the same with {T} and a +1/+1 counter), said as the keyword.
 */
function selfCounterKeyword(ability: Activated): string | undefined {
  const { cost, targets, effects, zone, onlyIf, timing, oncePerTurn } = ability;
  const [effect] = effects;
  if (effects.length !== 1 || effect?.do !== 'counters' || effect.on !== 'self' || effect.amount !== 1 || targets.length || zone || onlyIf || oncePerTurn || timing !== 'sorcery' || !cost.mana) return undefined;
  const costs = Object.keys(cost).sort().join();
  if (effect.counter === 'level' && costs === 'mana') return 'Level up';
  if (effect.counter === '+1/+1' && costs === 'mana,tap') return 'Outlast';
  return undefined;
}

/** 702.77a: reinforce's cost and effect exactly ("[Cost], Discard this card: Put N +1/+1 counters on target creature."), said "Reinforce N—[cost]". */
function reinforceCount(ability: Activated): number | undefined {
  const { cost, targets, effects, zone, onlyIf, timing, oncePerTurn } = ability;
  const [effect] = effects;
  const onCreature = targets.length === 1 && isDeepStrictEqual(targets[0], { kind: 'creature', text: 'target creature' });
  const counters = effects.length === 1 && effect?.do === 'counters' && effect.counter === '+1/+1' && effect.on === 'target' && typeof effect.amount === 'number';
  const plain = zone === 'hand' && !timing && !onlyIf && !oncePerTurn && Object.keys(cost).sort().join() === 'discardSelf,mana';
  return plain && onCreature && counters ? (effect.amount as number) : undefined;
}

/** 702.122a: crew's cost and effect exactly, said "Crew N". */
function isCrew(ability: Activated): boolean {
  const { cost, targets, effects, zone, onlyIf, timing, oncePerTurn } = ability;
  const [effect] = effects;
  const tap = cost.tapUntapped;
  const crewsOthers = tap?.totalPower !== undefined && JSON.stringify(tap.filter) === JSON.stringify({ types: ['Creature'], other: true });
  const becomes = effects.length === 1 && effect?.do === 'modify' && effect.on === 'self' && effect.until === 'end-of-turn' && !effect.rules && JSON.stringify(effect.changes) === JSON.stringify({ addTypes: ['Artifact', 'Creature'] });
  return Object.keys(cost).join() === 'tapUntapped' && crewsOthers && becomes && targets.length === 0 && !zone && !onlyIf && !timing && !oncePerTurn;
}

function activatedLine(ability: Activated, card: CardDefinition, scope: (targets?: TargetSpec[], extra?: Partial<Scope>) => Scope): string {
  // `name` is a handle for scenarios ("activates its equip ability"), not rules text.
  const { kind: _kind, name: _name, cost, targets, effects, timing, oncePerTurn, timesPerTurn, onlyIf, zone, anyPlayer, text: _text, ...unsaid } = ability;
  allSaid(unsaid, 'an activated ability');
  if (isEquip(ability)) return `Equip ${cost.mana}`;
  if (isCycling(ability)) return `Cycling ${cost.mana}`;
  const typecycling = typecyclingWord(ability);
  if (typecycling) return `${typecycling} ${cost.mana}`;
  if (isTransmute(ability, card)) return `Transmute ${cost.mana}`;
  if (isUnearth(ability)) return `Unearth ${cost.mana}`;
  if (isScavenge(ability)) return `Scavenge ${cost.mana}`;
  const embalm = embalmWord(ability);
  if (embalm) return `${embalm} ${cost.mana}`;
  if (isCrew(ability)) return `Crew ${cost.tapUntapped!.totalPower}`;
  const reinforce = reinforceCount(ability);
  if (reinforce !== undefined) return `Reinforce ${reinforce}—${cost.mana}`;
  const counterKeyword = selfCounterKeyword(ability);
  if (counterKeyword) return `${counterKeyword} ${cost.mana}`;
  const removes = cost.removeCounters;
  const countersRemoved = removes && (removes.amount === 'any' || removes.amount === 'all') ? { countersRemoved: removes.counter } : {};
  const inScope = scope(targets, { ...(cost.sacrifice ? { sacrificed: cost.sacrifice } : {}), ...countersRemoved, onlySelf: namesOnlySelf(ability), ...(zone === 'hand' || zone === 'graveyard' ? { abilityZone: zone } : {}) });
  // 113.6k: an ability that works only from a hand says so.
  const conditions = onlyIf ? [...restrictionPhrases(onlyIf, inScope), ...(oncePerTurn ? ['once each turn'] : [])].join(' and only ') : '';
  // 602.5: "Activate only as a sorcery and only if …" is one sentence.
  const restrictions = [timing === 'sorcery' ? `Activate only as a sorcery${conditions ? ` and only ${conditions}` : ''}.` : '', conditions && timing !== 'sorcery' ? `Activate only ${conditions}.` : '', oncePerTurn && !conditions ? 'Activate only once each turn.' : '', timesPerTurn ? `Activate no more than ${timesPerTurn === 2 ? 'twice' : `${numberWord(timesPerTurn)} times`} each turn.` : '', zone === 'hand' && !cost.discardSelf && !cost.exileSelf ? `Activate only while ${inScope.self} is in your hand.` : ''].filter(Boolean);
  return [`${costPhrase(cost, inScope, 'cost')}: ${effectSentences(effects, inScope)}`, ...(anyPlayer ? [anyPlayerSentence(restrictions)] : restrictions)].join(' ');
}

/** 602.1b: "Any player may activate this ability", with "but only as a sorcery" or "but only during their turn" (the player activating it). */
function anyPlayerSentence(restrictions: string[]): string {
  const only = ({ 'Activate only as a sorcery.': ' but only as a sorcery', 'Activate only during your turn.': ' but only during their turn' } as Record<string, string>)[restrictions.join(' ')];
  if (only !== undefined || !restrictions.length) return `Any player may activate this ability${only ?? ''}.`;
  return [...restrictions, 'Any player may activate this ability.'].join(' ');
}

/**
 * 601.3: one of a card's "cast only" conditions as Oracle text words it: "during combat", "during your end step",
 * "during combat on an opponent's turn", "if you've cast another spell this turn" (checked before it is cast: another).
 */
function castRulePhrase(condition: Condition, scope: Scope): string {
  if (condition === 'your-turn') return 'during your turn';
  if (condition === 'not-your-turn') return "during an opponent's turn";
  if (typeof condition === 'object' && 'during' in condition) return condition.during === 'before-combat-damage' ? PERIOD_WORDS[condition.during] : `during ${PERIOD_WORDS[condition.during]}`;
  if (typeof condition === 'object' && 'all' in condition && condition.all.length === 2) {
    const [whose, when] = condition.all;
    const period = typeof when === 'object' && 'during' in when ? when.during : undefined;
    if (whose === 'your-turn' && period === 'end-step') return 'during your end step';
    if (whose === 'not-your-turn' && period === 'combat') return "during combat on an opponent's turn";
    if (whose === 'not-your-turn' && period === 'before-attackers') return "during an opponent's turn, before attackers are declared";
    if (whose === 'not-your-turn' && period === 'after-upkeep') return "during an opponent's turn after their upkeep step";
  }
  if (typeof condition === 'object' && 'youCastThisTurn' in condition) return `if ${conditionClause(condition, scope).replace(/^you've cast an? /, "you've cast another ")}`;
  return `if ${conditionClause(condition, scope)}`;
}

/**
 * 602.5: "activate only" conditions as Oracle text words them: "during your upkeep", "during your turn,
 * before attackers are declared", "during combat", "if you control a Swamp".
 */
function restrictionPhrases(conditions: Condition[], scope: Scope): string[] {
  const yours = conditions.includes('your-turn');
  const during = conditions.find((c): c is Extract<Condition, { during: unknown }> => typeof c === 'object' && 'during' in c);
  const when = during ? (yours ? (during.during === 'before-attackers' ? 'during your turn, before attackers are declared' : `during your ${PERIOD_WORDS[during.during].replace(/^(an?|the) /, '')}`) : during.during === 'before-combat-damage' ? PERIOD_WORDS[during.during] : `during ${PERIOD_WORDS[during.during]}`) : yours ? 'during your turn' : '';
  const others = conditions.filter((c) => c !== 'your-turn' && c !== during).map((c) => `if ${conditionClause(c, scope)}`);
  return [...(when ? [when] : []), ...others];
}

/**
 * A triggered ability, or two the format splits that Oracle text writes as one ("enters or dies",
 * "~ or another Ally"); a static ability with its "Otherwise, …" (the same objects, the opposite condition).
 */
type Merged = Ability | (Triggered & { also: Triggered }) | (Static & { otherwise: Static });

/** Trigger events written together: "When ~ enters or dies", "Whenever ~ attacks or blocks". */
const EVENT_PAIRS: [Triggered['when'], Triggered['when']][] = [
  ['enters', 'dies'],
  ['enters', 'leaves'],
  ['enters', 'put-into-graveyard'],
  ['enters', 'attacks'],
  ['enters', 'turned-face-up'],
  ['enters', 'transforms-into'],
  ['attacks', 'blocks'],
  ['blocks', 'becomes-blocked'],
  ['blocks', 'blocked-by'],
  ['cycled', 'dies'],
];

/** Pairs of triggered abilities that differ only in their event, or in "~" and "another …", as one. */
function mergedAbilities(abilities: Ability[]): Merged[] {
  const merged: Merged[] = [];
  for (let i = 0; i < abilities.length; i++) {
    const ability = abilities[i]!;
    const next = abilities[i + 1];
    // Only what one line of Oracle text wrote as one (Whirlpool Drake's two lines stay two).
    if (ability.kind === 'triggered' && next?.kind === 'triggered' && ability.text === next.text && (pairedEvents(ability, next) || selfOrAnother(ability, next))) {
      merged.push({ ...ability, also: next });
      i++;
    } else if (ability.kind === 'static' && next?.kind === 'static' && isOtherwise(ability, next)) {
      merged.push({ ...ability, otherwise: next });
      i++;
    } else {
      merged.push(ability);
    }
  }
  return merged;
}

/** The ability without what tells the two of a pair apart (and its display text). */
function rest(ability: Triggered, without: 'when' | 'subject'): string {
  const { text: _text, [without]: _apart, ...others } = ability;
  return JSON.stringify(others);
}

/** "… as long as it's an enchantment. Otherwise, it gets -2/-2." (611.3a). */
function isOtherwise(a: Static, b: Static): boolean {
  return a.condition !== undefined && JSON.stringify(b.condition) === JSON.stringify({ not: a.condition }) && JSON.stringify(a.affects) === JSON.stringify(b.affects) && !a.replacement && !b.replacement;
}

function pairedEvents(a: Triggered, b: Triggered): boolean {
  // "At the beginning of your upkeep or whenever you cast a green spell" (two triggers of one sentence).
  if (a.when === 'beginning-of-step' && b.when === 'cast') {
    const { when: _when, step: _step, whose: _whose, text: _text, ...upkeep } = a;
    const { when: _cast, subject: _subject, whose: _caster, text: _same, ...cast } = b;
    return JSON.stringify(upkeep) === JSON.stringify(cast);
  }
  return EVENT_PAIRS.some(([first, second]) => a.when === first && b.when === second) && rest(a, 'when') === rest(b, 'when');
}

/** "~ or another Ally", "~ or enchanted creature" (a bestow card): one ability for the card, one for the others. */
function selfOrAnother(a: Triggered, b: Triggered): boolean {
  return a.subject === undefined && (b.subject?.other === true || b.subject?.attachedToSource === true) && rest(a, 'subject') === rest(b, 'subject');
}

function triggeredLine(ability: Triggered | (Triggered & { also: Triggered }), card: CardDefinition, scope: (targets?: TargetSpec[], extra?: Partial<Scope>) => Scope): string {
  const { kind: _kind, when, subject: _subject, counterpart: _counterpart, counter: _counter, withOthers: _withOthers, byOpponent: _byOpponent, whose: _whose, step: _step, state, optional, condition, targets, effects, modes, modeCount, zone: _zone, chapters, text: _text, also: _also, ...unsaid } = { also: undefined, ...ability };
  allSaid(unsaid, 'a triggered ability');
  // 714.2b–c: "I, II — [effect]".
  if (chapters) return `${chapters.map(romanNumeral).join(', ')} — ${effectSentences(effects, scope(targets))}`;
  // A trigger on the card itself names it first: "Whenever ~ attacks, it gets +2/+0."
  const onCard = ability.subject === undefined && !('also' in ability && ability.also.subject) && NAMED_EVENTS.includes(when);
  const inScope = scope(targets, { event: when, onlySelf: onCard && namesOnlySelf(ability), selfNamed: onCard });
  const opening = `${state ? `When ${stateWords(state, inScope)}` : triggerWords(ability, card, inScope.self)}, ${condition ? `if ${conditionClause(condition, inScope)}, ` : ''}`;
  const parts: string[] = [];
  if (effects.length) parts.push(effectSentences(effects, inScope, { continued: true, ...(optional ? { first: (clause: Clause) => mayClause(clause) } : {}) }));
  // "When ~ enters, choose one —".
  if (modes?.length) parts.push(modal(modeCount, modes, (modeTargets = []) => scope(modeTargets, { event: when })).replace(/^C/, 'c'));
  return `${opening}${parts.join(' ')}`;
}

/** 714.2a: a chapter number as its Roman numeral. */
function romanNumeral(n: number): string {
  return ['I', 'II', 'III', 'IV', 'V', 'VI'][n - 1] ?? String(n);
}

/** Whether an ability's effects name no object but the card itself (no target, no triggering object, no "all …"). */
function namesOnlySelf(ability: Activated | Triggered): boolean {
  const words = JSON.stringify([ability.effects, ability.kind === 'triggered' ? ability.modes ?? [] : []]);
  return ability.targets.length === 0 && !/"(?:it|it-controller|counterpart|counterpart-controller|target|target-controller|target-owner|attached|sacrificed|moved-controllers|damaged-this-way)"|"all":|"target":/.test(words);
}

/** Events whose words name the card when the trigger is on it ("When ~ dies", "Whenever ~ attacks"). */
const NAMED_EVENTS: Triggered['when'][] = ['cycled', 'enters', 'dies', 'leaves', 'put-into-graveyard', 'heroic', 'attacks', 'attacks-alone', 'attacks-unblocked', 'blocks', 'becomes-blocked', 'blocked-by', 'deals-combat-damage', 'deals-combat-damage-to-player', 'deals-damage-to-player', 'deals-damage-to', 'deals-damage', 'becomes-tapped', 'becomes-untapped', 'becomes-monstrous', 'turned-face-up', 'transforms-into', 'sacrificed', 'dealt-damage', 'dealt-combat-damage', 'becomes-target', 'exerted'];

/** "When ~ enters", "Whenever another creature you control dies", "At the beginning of your upkeep". */
function triggerWords(ability: Triggered | (Triggered & { also: Triggered }), card: CardDefinition, selfName: string): string {
  const also = 'also' in ability ? ability.also : undefined;
  const { when, subject, counterpart } = ability;
  const self = !subject || subject.attachedToSource;
  // "… is put into your graveyard from the battlefield": the owner is said with the graveyard.
  const one = when === 'cast' ? spellPhrase(subject) : subject ? (when === 'cycled' || when === 'discards' ? cardPhrase(subject) : subjectPhrase(when === 'put-into-graveyard' ? { ...subject, owner: undefined } : subject, card, selfName)) : card.name;
  const who = also && also.when === when && also.subject ? `${card.name} or ${subjectPhrase(also.subject, card, selfName)}` : one;
  const onCard = subject === undefined;
  // "blocks or becomes blocked by a creature": the creature is said once, after both events.
  // "When you cycle ~ or it dies": the card is the second event's subject, "it".
  const second = (other: Triggered) => `${when === 'cycled' ? 'it ' : ''}${eventWords({ ...other, counterpart }, counterpart, who, onCard).replace(`${who} `, '')}`;
  const event = also && also.when !== when ? `${eventWords(ability, undefined, who, onCard)} or ${second(also)}` : eventWords(ability, counterpart, who, onCard);
  // 303.4: the upkeep of the controller of the permanent the Aura enchants, named by what it enchants.
  if (when === 'beginning-of-step' && ability.whose === 'enchanted-controller') return `At the beginning of the upkeep of enchanted ${attachedNoun(card)}'s controller`;
  if (when === 'beginning-of-step' && also?.when === 'cast') return `At ${eventWords(ability, undefined, who, onCard)} or whenever ${eventWords(also, undefined, spellPhrase(also.subject), false)}`;
  if (when === 'beginning-of-step') return `At ${event}`;
  if (when === 'cast' && ability.zone === 'stack') return `When you cast ${card.name}`;
  const once = self && !also?.subject && ['cycled', 'discards', 'enters', 'dies', 'leaves', 'put-into-graveyard', 'becomes-monstrous', 'turned-face-up', 'sacrificed', 'last-counter-removed', 'exerted'].includes(when);
  return `${once ? 'When' : 'Whenever'} ${event}`;
}

/** The subject of a trigger: "a creature you control", "another Zombie", "enchanted creature". */
function subjectPhrase(subject: Filter, card: CardDefinition, self: string): string {
  if (subject.attachedToSource) return `${attachedWord(card)} ${filterNoun({ ...subject, attachedToSource: undefined, other: undefined }, 'one')}`;
  if (subject.dealtDamageBySource) return `${aPhrase({ ...subject, dealtDamageBySource: undefined })} dealt damage by ${self} this turn`;
  return aPhrase(subject);
}

/** The card cycled or discarded (from a hand): "a card", "another card", "a noncreature, nonland card". */
function cardPhrase(subject: Filter): string {
  const noun = filterNoun({ ...subject, other: undefined, zone: 'hand' }, { number: 'one', place: false });
  return subject.other ? `another ${noun}` : withArticle(noun);
}

/** The spell a cast trigger is about: "a spell", "a white spell", "a spell from your graveyard". */
function spellPhrase(subject: Filter | undefined): string {
  if (!subject) return 'a spell';
  const { zone, controller, ...spell } = subject;
  const cast = aPhrase({ ...spell, zone: 'stack' });
  return zone && zone !== 'stack' ? `${cast} ${zonePhrase(zone, controller, 'from')}` : aPhrase({ ...spell, controller, zone: 'stack' });
}

const STEP_WORDS: Record<NonNullable<Triggered['step']>, string> = {
  upkeep: 'upkeep',
  draw: 'draw step',
  'precombat-main': 'precombat main phase',
  'beginning-of-combat': 'combat',
  'end-of-combat': 'end of combat',
  'postcombat-main': 'postcombat main phase',
  end: 'end step',
};

/** A state trigger's game state (603.8): "you control no Islands". */
function stateWords(state: NonNullable<Triggered['state']>, scope: Scope): string {
  if (typeof state === 'object' && 'not' in state && typeof state.not === 'object' && 'youControl' in state.not && !state.not.atLeast && state.not.atMost === undefined) return `you control no ${allPhrase(state.not.youControl)}`;
  // "When there are no creatures on the battlefield" (Oracle's words of a state trigger).
  return conditionClause(state, scope).replace(/^no (.+) are on the battlefield$/, 'there are no $1 on the battlefield');
}

const PLAYER_WORDS: Record<NonNullable<Triggered['whose']>, [subject: string, third: string]> = {
  you: ['you', ''],
  opponent: ['an opponent', 's'],
  each: ['a player', 's'],
  enchanted: ['enchanted player', 's'],
  'enchanted-controller': ["enchanted permanent's controller", 's'],
};

/** The event in words; `subject` is what the trigger is about ("~", "a creature you control"), `onCard` when it is the card itself. */
function eventWords({ when, whose, step, counter, withOthers, byOpponent, subject: about }: Triggered, counterpart: Filter | undefined, subject: string, onCard: boolean): string {
  const [player, s] = PLAYER_WORDS[whose ?? 'you'];
  const other = counterpart ? aPhrase(counterpart) : '';
  switch (when) {
    case 'enters':
      return `${subject} enters`;
    case 'dies':
      return `${subject} dies`;
    case 'leaves':
      return `${subject} leaves the battlefield`;
    case 'put-into-graveyard':
      if (about?.owner) return `${subject} is put into ${about.owner === 'you' ? 'your' : "an opponent's"} graveyard from the battlefield`;
      // "When enchanted Forest is put into a graveyard": a permanent can go there only from the battlefield.
      return `${subject} is put into a graveyard${subject.startsWith('enchanted ') ? '' : ' from the battlefield'}`;
    case 'cast':
      return `${player} cast${s} ${subject}`;
    case 'heroic':
      return `you cast a spell that targets ${subject}`;
    case 'attacks':
      if (withOthers) return `${subject} and at least ${numberWord(withOthers)} other creatures attack`;
      return `${subject} attacks${whose === 'enchanted' ? ' enchanted player' : ''}`;
    case 'attacks-alone':
      return `${subject} attacks alone`;
    case 'attacks-player-with-most-life':
      return `${subject} attacks the player with the most life or tied for most life`;
    case 'attacks-unblocked':
      return `${subject} attacks and isn't blocked`;
    case 'blocks':
      return counterpart ? `${subject} blocks ${other}` : `${subject} blocks`;
    case 'becomes-blocked':
      return `${subject} becomes blocked`;
    case 'blocked-by':
      return `${subject} becomes blocked by ${other}`;
    case 'deals-combat-damage':
      return counterpart ? `${subject} deals combat damage to ${other}` : `${subject} deals combat damage`;
    case 'deals-combat-damage-to-player':
    case 'deals-damage-to-player':
      return `${subject} deals ${when === 'deals-combat-damage-to-player' ? 'combat ' : ''}damage to ${whose === 'you' ? 'you' : whose === 'opponent' ? 'an opponent' : 'a player'}`;
    case 'deals-damage-to':
      return `${subject} deals damage to ${other}`;
    case 'deals-damage':
      return `${subject} deals damage`;
    case 'last-counter-removed':
      return `the last ${counter} counter is removed from ${subject}`;
    case 'exiled-with-madness':
      return `${subject} is exiled this way`;
    case 'revealed-with-miracle':
      return `you reveal ${subject} this way`;
    // 701.43d: on the card itself, the linked "When you do" after "You may exert ~ as it attacks".
    case 'exerted':
      return onCard ? 'you do' : `you exert ${subject}`;
    case 'state':
      throw new Error('a state trigger is said by its game state (603.8), not by an event');
    case 'chapter':
      throw new Error('a chapter ability is said by its chapter symbols (714.2), not by an event');
    case 'beginning-of-step': {
      const stepWords = STEP_WORDS[step ?? 'upkeep'];
      if (step === 'end-of-combat') return stepWords;
      if (step === 'beginning-of-combat') return whose === 'you' ? 'the beginning of combat on your turn' : whose === 'opponent' ? "the beginning of combat on each opponent's turn" : 'the beginning of each combat';
      if (whose === 'you') return `the beginning of your ${stepWords}`;
      if (whose === 'opponent') return `the beginning of each opponent's ${stepWords}`;
      if (whose === 'enchanted') return `the beginning of enchanted player's ${stepWords}`;
      // 2020's and today's Oracle text: "the end step" is every player's.
      return step === 'end' ? 'the beginning of the end step' : `the beginning of each player's ${stepWords}`;
    }
    case 'land-tapped-for-mana':
      // 106.12a: "Whenever a player taps a land for mana", "Whenever enchanted land is tapped for mana".
      return onCard ? 'a player taps a land for mana' : `${subject} is tapped for mana`;
    case 'gains-life':
      return `${player} gain${s} life`;
    case 'becomes-tapped':
      return `${subject} becomes tapped`;
    case 'becomes-untapped':
      return `${subject} becomes untapped`;
    case 'becomes-monstrous':
      return `${subject} becomes monstrous`;
    case 'explores':
      return `${subject} explores`;
    case 'turned-face-up':
      return `${subject} is turned face up`;
    case 'transforms-into':
      return `${subject} transforms into ${subject}`;
    case 'draws':
      return `${player} draw${s} a card`;
    case 'cycled':
      return `${player} cycle${s} ${subject}`;
    // 702.29d: "cycle or discard a card" is this event too (a known difference).
    case 'discards':
      // 701.9a: the discard an opponent's spell's or ability's instruction causes.
      if (byOpponent) return `a spell or ability an opponent controls causes you to discard ${subject}`;
      return `${player} discard${s} ${subject}`;
    case 'scries':
      return `${player} scr${s ? 'ies' : 'y'}`;
    case 'surveils':
      return `${player} surveil${s}`;
    case 'sacrificed':
      return `${player} sacrifice${s} ${subject}`;
    case 'dealt-damage':
      return `${subject} is dealt damage`;
    case 'dealt-combat-damage':
      return `${subject} is dealt combat damage`;
    case 'player-dealt-damage':
    case 'player-dealt-combat-damage':
      return `${whose === 'you' ? "you're" : `${player} is`} dealt ${when === 'player-dealt-combat-damage' ? 'combat ' : ''}damage`;
    case 'becomes-target':
      return `${subject} becomes the target of a spell or ability${whose === 'opponent' ? ' an opponent controls' : ''}`;
  }
}

/** "Choose one —" and a "•" line per mode (700.2). */
function modal(count: { min: number; max: number } | undefined, modes: { targets: TargetSpec[]; effects: Parameters<typeof effectSentences>[0] }[], scope: (targets?: TargetSpec[]) => Scope): string {
  return [chooseWords(count), ...modes.map((mode) => `• ${effectSentences(mode.effects, scope(mode.targets))}`)].join('\n');
}

/** A static ability's sentences; `pronoun` names its objects after an "Otherwise," ("it gets -2/-2"). */
function staticLine(ability: Static, card: CardDefinition, scope: Scope, pronoun?: string): string {
  const { kind: _kind, affects, modify, rules, replacement, condition, landsTappedForManaProduce, spellCost, maximumHandSize, skipDrawStep, playerKeywords, controlAffected, text: _text, otherwise: _otherwise, ...unsaid } = { otherwise: undefined, ...ability };
  allSaid(unsaid, 'a static ability');
  const sentences: string[] = [];
  const named = staticSubject(affects, card, scope);
  const { plural } = named;
  const subject = pronoun ?? named.subject;
  // "~ doesn't untap during your untap step": the card's controller is you.
  const yours = (phrase: string) => (affects === undefined || affects === 'self' ? phrase.replace("its controller's untap step", 'your untap step') : phrase);
  // 602.5: "its activated abilities can't be activated" is a clause of its own (Arrest).
  const { cantActivate, mayNotUntap, mayExertAsAttacks, mayAssignAsThoughUnblocked, ...otherRules } = rules ?? {};
  const phrases = [...(modify && !modify.definePowerToughness ? changesPhrases(modify, scope.granted, 'static', plural, scope.self) : []), ...(rules ? rulesPhrases(otherRules, plural).map(yours) : [])];
  // 502.3: the player's choice, said of the card itself.
  if (mayNotUntap) sentences.push(sentence(`you may choose not to untap ${subject} during your untap step`));
  // 701.43d: an optional cost to attack (508.1g).
  if (mayExertAsAttacks) sentences.push(sentence(`you may exert ${subject} as it attacks`));
  // 510.1c: the player's choice as the creature, blocked, assigns its combat damage.
  if (mayAssignAsThoughUnblocked) sentences.push(sentence(`you may have ${subject} assign its combat damage as though it weren't blocked`));
  // "~ has first strike as long as it's attacking": the object the sentence is about is "it".
  const about: Scope = { ...scope, ...(affects === undefined || affects === 'self' ? { itIs: 'self' as const } : affects === 'attached' ? { itIs: 'attached' as const } : {}) };
  const as = condition ? staticCondition(condition, about) : '';
  const activation = `${plural ? 'their' : 'its'} activated abilities can't be activated`;
  if (phrases.length) sentences.push(sentence(`${said({ subject, base: phrases, plural })}${cantActivate ? `, and ${activation}` : ''}${as}`));
  else if (cantActivate) sentences.push(sentence(`${plural ? `${subject}'` : `${subject}'s`} activated abilities can't be activated${as}`));
  if (modify?.sparesSource) sentences.push(`This effect doesn't remove ${scope.self}.`);
  if (modify?.definePowerToughness) {
    const defined = modify.definePowerToughness;
    const stats = defined.power && defined.toughness ? 'power and toughness are each' : defined.power ? 'power is' : 'toughness is';
    sentences.push(sentence(`${subject}'s ${stats} equal to the number of ${definedCount(defined)}`));
  }
  if (replacement) sentences.push(finish(`${replacementWords(replacement, affects, card, scope)}${as}`, scope));
  // 106.12b: the engine replaces the type and the amount (one mana).
  if (landsTappedForManaProduce) sentences.push(`If a land is tapped for mana, it produces {${landsTappedForManaProduce}} instead of any other type and amount.`);
  if (spellCost) {
    const { filter: { controller, ...filter }, more, less } = spellCost;
    // "Kithkin spells and Soldier spells": each subtype its own noun, as the Bannerets say it.
    const bySubtypes = Object.keys(filter).join() === 'subtypes' ? filter.subtypes!.map((one) => `${one} spells`).join(' and ') : undefined;
    const spells = bySubtypes ?? filterNoun({ ...filter, zone: 'stack' }, { number: 'all', join: 'and' });
    const caster = controller === 'you' ? ' you cast' : controller === 'opponent' ? ' your opponents cast' : '';
    sentences.push(`${capitalise(spells)}${caster} cost ${more ?? `{${less}}`} ${more ? 'more' : 'less'} to cast.`);
  }
  if (skipDrawStep) sentences.push('Skip your draw step.');
  if (playerKeywords) sentences.push(`You have ${playerKeywords.join(' and ')}.`);
  if (maximumHandSize === 'none') sentences.push('You have no maximum hand size.');
  else if (maximumHandSize) sentences.push(`Your maximum hand size is ${maximumHandSize.change < 0 ? 'reduced' : 'increased'} by ${numberWord(Math.abs(maximumHandSize.change))}.`);
  // 613.1b: "You control enchanted creature."
  if (controlAffected) sentences.push(sentence(`you control ${named.subject}${as}`));
  return sentences.join(' ');
}

/** " as long as it's your turn"; a condition turned around reads "unless" (611.3a). */
function staticCondition(condition: NonNullable<Static['condition']>, scope: Scope): string {
  if (typeof condition === 'object' && 'not' in condition) return ` unless ${conditionClause(condition.not, scope)}`;
  return ` as long as ${conditionClause(condition, scope)}`;
}

/** Who a static ability is about: "~", "enchanted creature", "you", "creatures you control" (plural). */
function staticSubject(affects: Static['affects'], card: CardDefinition, scope: Scope): { subject: string; plural: boolean } {
  if (affects === undefined || affects === 'self') return { subject: scope.self, plural: false };
  if (affects === 'attached') return { subject: `${attachedWord(card)} ${attachedNoun(card)}`, plural: false };
  if (affects === 'you') return { subject: 'you', plural: false };
  // "All creatures", "All Sliver creatures"; "Creatures you control", "Other Zombies".
  const all = affects.controller === undefined && !affects.other ? 'all ' : '';
  return { subject: `${all}${allPhrase(affects)}`, plural: true };
}

/** A replacement effect (614) in words: "~ enters tapped", "If ~ would die, exile it instead." */
function replacementWords(replacement: Replacement, affects: Static['affects'], card: CardDefinition, scope: Scope): string {
  const { subject, plural } = staticSubject(affects, card, scope);
  switch (replacement.event) {
    case 'enters': {
      const { event: _event, tapped, counters: entering, ...rest } = replacement;
      allSaid(rest, 'an enters replacement');
      // "Each other Warrior creature you control enters with an additional +1/+1 counter on it."
      if (entering && !tapped && typeof affects === 'object' && entering.amount === 1) return `${eachPhrase(affects)} enters with an additional ${entering.counter} counter on it`;
      const parts = [tapped ? 'tapped' : '', entering ? `with ${counters(entering, scope)} on ${plural ? 'them' : 'it'}` : ''].filter(Boolean);
      return `${subject} ${plural ? 'enter' : 'enters'} ${parts.join(' and ')}`;
    }
    case 'to-graveyard': {
      const { event: _event, onlyDies, instead: where, ...rest } = replacement;
      allSaid(rest, 'a graveyard replacement');
      const instead = { exile: 'exile it instead', hand: "return it to its owner's hand instead", 'library-bottom': "put it on the bottom of its owner's library instead", 'library-shuffle': `reveal ${subject} and shuffle it into its owner's library instead` }[where];
      if (onlyDies) return `if ${typeof affects === 'object' ? subjectPhrase(affects, card, scope.self) : subject} would die, ${instead}`;
      const what = typeof affects === 'object' && Object.keys(affects).length === 0 ? 'a card or token' : typeof affects === 'object' ? aPhrase(affects) : subject;
      return `if ${what} would be put into a graveyard from anywhere, ${instead}`;
    }
    case 'damage': {
      const { event: _event, prevent, multiply, fromSources, toAndFromSources, combat, players, removeCounter, preventUpTo, sources, redirectTo, change, ...rest } = replacement;
      allSaid(rest, 'a damage replacement');
      // 614.1a: the damage changed.
      if (change) {
        if (prevent || multiply || fromSources || toAndFromSources || combat || preventUpTo || redirectTo || removeCounter) throw new Error('a change of the damage is said alone');
        if (sources && players === 'you' && 'atLeast' in change && !sources.colors) return `if ${withArticle([(sources.types ?? []).map((type) => type.toLowerCase()).join(' or '), 'source'].join(' '))} would deal ${change.atLeast} or more damage to you, it deals ${change.amount} damage to you instead`;
        if (sources) throw new Error('only "if an instant or sorcery source would deal 3 or more damage to you" changes the damage of sources of a quality');
        const all = typeof affects === 'object' && Object.keys(affects).length === 0 && players === 'all';
        if (all && 'atLeast' in change) return `if a source would deal ${change.atLeast} or more damage to a permanent or player, that source deals ${change.amount} damage to that permanent or player instead`;
        if (all && 'halve' in change) return 'if a source would deal damage to a permanent or player, it deals half that damage, rounded down, to that permanent or player instead';
        if ('minus' in change && typeof affects === 'object' && players === undefined) return `if a source would deal damage to ${aPhrase(affects)}, it deals that much damage minus ${change.minus} to that creature instead`;
        throw new Error('a change of the damage of another shape');
      }
      // 614.9: "All damage that would be dealt to you [or another permanent you control] is dealt to ~ instead."
      if (redirectTo) {
        if (prevent || multiply || fromSources || toAndFromSources || combat || preventUpTo || sources || players !== 'you') throw new Error('a redirection is only of the damage to its controller (and their other permanents)');
        const to = redirectTo === 'self' ? scope.self : `${attachedWord(card)} ${attachedNoun(card)}`;
        return `all damage that would be dealt to ${typeof affects === 'object' ? `you or ${aPhrase(affects)}` : 'you'} is dealt to ${to} instead`;
      }
      const everything = typeof affects === 'object' && Object.keys(affects).length === 0;
      const objects = everything ? ['permanents'] : typeof affects === 'object' ? [allPhrase(affects)] : affects === undefined ? [] : [subject];
      const people = players === undefined ? [] : [{ all: 'players', you: 'you', opponents: 'your opponents' }[players]];
      const dealt = list([...objects, ...people], 'and');
      if (prevent && preventUpTo && sources && (players === 'you' || (players === undefined && typeof affects === 'object'))) {
        // "to you", "to a planeswalker you control", "to you or a creature you control".
        const to = [...(players === 'you' ? ['you'] : []), ...(typeof affects === 'object' ? [aPhrase(affects)] : [])].join(' or ');
        return `if ${withArticle([...(sources.colors ?? []).map((color) => COLOR_WORDS[color]), ...(sources.types ?? []).map((type) => type.toLowerCase()), 'source'].join(' '))} would deal damage to ${to}, prevent ${preventUpTo} of that damage`;
      }
      if (preventUpTo || sources) throw new Error('only "if a … source would deal damage to you, prevent N of that damage" prevents part of the damage of sources of a quality');
      if (prevent && removeCounter) return `if damage would be dealt to ${dealt}, prevent that damage. Remove ${withArticle(`${removeCounter} counter`)} from ${dealt}`;
      if (prevent) return `prevent all ${combat ? 'combat ' : ''}damage that would be dealt ${toAndFromSources ? 'to and dealt by' : fromSources ? 'by' : 'to'} ${dealt}`;
      if (combat || toAndFromSources) throw new Error('only a prevention effect is of combat damage or of damage both to and by');
      const times = multiply === 2 ? 'double' : multiply === 3 ? 'triple' : `${numberWord(multiply ?? 1)} times`;
      if (fromSources) return `if ${dealt} would deal damage, ${plural ? 'they deal' : 'it deals'} ${times} that damage instead`;
      if (everything && players === 'all') return `if a source would deal damage to a permanent or player, it deals ${times} that damage to that permanent or player instead`;
      return `if a source would deal damage to ${dealt}, it deals ${times} that damage instead`;
    }
    case 'discarded-by-opponent': {
      const { event: _event, instead: _instead, counters: entering, ...rest } = replacement;
      allSaid(rest, 'a discard replacement');
      return `if a spell or ability an opponent controls causes you to discard ${subject}, put it onto the battlefield${entering ? ` with ${counters(entering, scope)} on it` : ''} instead of putting it into your graveyard`;
    }
    case 'create-tokens': {
      const { event: _event, multiply, ...rest } = replacement;
      allSaid(rest, 'a token replacement');
      return `if an effect would create one or more tokens under your control, it creates ${multiply === 2 ? 'twice' : `${numberWord(multiply)} times`} that many of those tokens instead`;
    }
  }
}


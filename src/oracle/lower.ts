/**
 * Lowering: a card's tree (ast.ts) → a definition in the engine's card format (the format of
 * rules-data/cards/*.yaml, src/engine/cards/schema.ts). Everything the engine can't run yet stops
 * here with a reason that names the construct ("the engine can't yet …"), so that a card is never
 * played half understood. Here, the kinds of ability (113.3); what they are made of is lowered by
 * the file of its domain in lower/ (the domains of the grammar, docs/oracle.md).
 */
import { awakenedSpell, type CardDefinitionInput, type CardType } from '../engine/cards/schema';
import type { Ability, Color } from './ast';
import { cannot, Unsupported, UnreadableQuote, type EngineAbility, type Mutable } from './lower/base';
import { lowerCosts } from './lower/costs';
import { activatedKeyword, dashHaste, evokeSacrifice, KEYWORD_COUNTERS, lowerEnchant, lowerKeywords, lowerMorph, upkeepKeyword, WORDED_KEYWORDS } from './lower/keywords';
import { Lowering } from './lower/lowering';
import { lowerFilter, withOwnName } from './lower/nouns';
import { lowerStatic } from './lower/statics';
import { triggerEvents } from './lower/triggers';

export { Unsupported } from './lower/base';

/** Keywords that are alternative or additional costs of casting the card (118.8, 118.9): the definition's field of that name. */
const CASTING_COSTS = ['bestow', 'evoke', 'dash', 'surge', 'spectacle', 'madness', 'miracle', 'overload', 'flashback', 'kicker', 'multikicker', 'replicate', 'buyback', 'entwine', 'escalate'] as const;
type CastingCost = (typeof CASTING_COSTS)[number];

function isCastingCost(keyword: string): keyword is CastingCost {
  return (CASTING_COSTS as readonly string[]).includes(keyword);
}

/**
 * The cost as the engine pays it: flashback and buyback only for an instant or sorcery (702.34a, 702.27a),
 * evoke and dash only for a permanent (702.74a, 702.109a); an {X} in a kicker cost would need X chosen for it.
 */
function castingCost(keyword: CastingCost, cost: string, types: string[]): string {
  const spell = types.includes('Instant') || types.includes('Sorcery');
  if ((keyword === 'flashback' || keyword === 'buyback') && !spell) return cannot(`cast a permanent card with ${keyword}`);
  if ((keyword === 'evoke' || keyword === 'dash') && spell) return cannot(`cast an instant or sorcery with ${keyword}`);
  if (keyword.endsWith('kicker') && cost.includes('{X}')) return cannot('pay a kicker cost with {X}');
  return cost;
}

/**
 * 702.33g: a target that only the part of a spell that happens if it was kicked names is chosen only
 * if it was kicked; the engine chooses every target as the spell is cast.
 */
function targetsOnlyIfKicked(effects: readonly object[]): boolean {
  const slots = (words: string) => new Set([...words.matchAll(/"target(?:-controller|-owner)?"|\{"target":(\d+)\}/g)].map((m) => Number(m[1] ?? 0)));
  const kicked = effects.filter((effect) => 'do' in effect && effect.do === 'if' && 'condition' in effect && effect.condition === 'kicked');
  const elsewhere = slots(JSON.stringify(effects.filter((effect) => !kicked.includes(effect))));
  return [...slots(JSON.stringify(kicked))].some((slot) => !elsewhere.has(slot));
}

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

/** Lowers a card's abilities onto its characteristics; predefined tokens it creates are named in `tokens`. */
export function lowerCard(card: Characteristics, abilities: Ability[], text: string): { definition: CardDefinitionInput; tokens: string[] } {
  /** Awaken N (702.113a): the N of the land the spell awakens. */
  let awakens: number | undefined;
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
  // A quoted ability naming the card, granted to another object ("Equipped creature has "{T}, Sacrifice Blazing Torch: …""), not to the card itself ("Treacherous Vampire has "When Treacherous Vampire dies, …"").
  const namedInQuotes = [...text.matchAll(/([^."\n—]*)"([^"]*)"/g)].some(([, before, quoted]) => quoted!.includes(card.name) && !before!.includes(card.name));
  const lowering = new Lowering(tokens, card.name, card.types, card.subtypes, namedInQuotes);
  const engineAbilities: EngineAbility[] = [...intrinsicManaAbilities(card)];
  const keywords: string[] = [];
  const isSpell = card.types.includes('Instant') || card.types.includes('Sorcery');

  const lowerAbility = (ability: Ability): void => {
    switch (ability.kind) {
      case 'keywords':
        for (const keyword of ability.keywords) {
          // 702.113a: awaken's cost is an alternative cost; its spell is the card's own with a land awakened, made once the spell is read.
          if (keyword.keyword === 'awaken' && keyword.n !== undefined && keyword.cost) {
            if (!isSpell) cannot('cast a permanent card with awaken');
            definition.awaken = keyword.cost;
            awakens = keyword.n;
            continue;
          }
          if (isCastingCost(keyword.keyword) && keyword.cost) definition[keyword.keyword] = castingCost(keyword.keyword, keyword.cost, card.types);
          if (keyword.keyword === 'evoke' && keyword.cost) engineAbilities.push(evokeSacrifice(ability.text));
          if (keyword.keyword === 'dash' && keyword.cost) engineAbilities.push(dashHaste(ability.text));
          if (isCastingCost(keyword.keyword) && keyword.cost) continue;
          if (keyword.keyword === 'morph' || keyword.keyword === 'megamorph') definition.morph = lowerMorph(keyword);
          else if ((keyword.keyword === 'tribute' || keyword.keyword === 'dredge') && keyword.n !== undefined) definition[keyword.keyword] = keyword.n;
          // 702.62a: the special action and the two triggered abilities in exile are the engine's.
          else if (keyword.keyword === 'suspend' && keyword.n !== undefined && keyword.cost) definition.suspend = { time: keyword.n, cost: keyword.cost };
          // 702.44a: the counters it enters with are the engine's.
          else if (keyword.keyword === 'sunburst') definition.sunburst = true;
          else if (WORDED_KEYWORDS[keyword.keyword]) engineAbilities.push(...lowering.wordedKeyword(keyword.keyword, keyword.n, ability.text));
          else if (keyword.keyword === 'affinity' && keyword.filter) definition.affinity = lowerFilter(keyword.filter);
          else {
            const activated = activatedKeyword(keyword, ability.text, card);
            const standsFor = activated ? [activated] : upkeepKeyword(keyword, ability.text);
            // 702.32a, 702.63a: "Fading N" and "Vanishing N" are also "This permanent enters with N fade (time) counters on it".
            const counter = KEYWORD_COUNTERS[keyword.keyword];
            if (standsFor && counter && keyword.n !== undefined) definition.entersWithCounters = { counter, amount: keyword.n };
            if (standsFor) engineAbilities.push(...standsFor);
            else keywords.push(...lowerKeywords(keyword));
          }
        }
        return;
      case 'enchant':
        Object.assign(definition, lowerEnchant(ability.filter));
        return;
      case 'enchant-player':
        definition.enchant = 'player';
        return;
      case 'spell': {
        const costs = ability.block.effects.flatMap((effect) => (effect.do === 'additional-cost' ? [effect.cost] : []));
        // 601.2b: "As an additional cost to cast ~, …" is said of a permanent spell too (Stitched Drake).
        if (!isSpell && costs.length === ability.block.effects.length && !definition.additionalCost) return void (definition.additionalCost = lowerCosts(costs));
        if (!isSpell) cannot('read effects with no trigger or cost on a permanent');
        // 608.2c: a spell's paragraphs are one set of instructions; a second one (after an ability word) must not replace the first.
        if (definition.spell) cannot("follow a spell's instructions split by an ability word into paragraphs");
        if (costs.length) definition.additionalCost = lowerCosts(costs);
        definition.spell = lowering.block({ ...ability.block, effects: ability.block.effects.filter((effect) => effect.do !== 'additional-cost') });
        if (targetsOnlyIfKicked(definition.spell.effects ?? [])) cannot('choose a target only if the spell was kicked (702.33g)');
        return;
      }
      case 'modal': {
        const modes = ability.modes.map((mode) => ({ text: mode.text, ...lowering.block(mode) }));
        const modeCount = ability.choose.min === 1 && ability.choose.max === 1 ? {} : { modeCount: ability.choose };
        if (ability.cost) cannot('run modal activated abilities');
        if (ability.trigger) {
          engineAbilities.push(...triggerEvents(ability.trigger, card.types).map((event) => ({ kind: 'triggered' as const, ...event, modes, ...modeCount, text: ability.text })));
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
        lowerStatic(ability.static, { text: ability.text, definition, abilities: engineAbilities, lowering });
        return;
      case 'exert':
        engineAbilities.push({ kind: 'static', rules: { mayExertAsAttacks: true }, text: ability.text });
        if (ability.block) engineAbilities.push(...lowering.triggered({ kind: 'triggered', trigger: { on: 'exerted', subject: { self: true } }, optional: ability.block.effects.length === 1 && ability.block.effects[0]!.do === 'may', block: ability.block, text: ability.text }));
        return;
      case 'level':
        engineAbilities.push(...lowerStriation(ability));
        return;
      case 'chapter':
        if (!card.subtypes.includes('Saga')) cannot('give chapter abilities to a card that is not a Saga (714.2)');
        engineAbilities.push({ kind: 'triggered', when: 'chapter', chapters: ability.chapters, ...lowering.block(ability.block), text: ability.text });
        return;
    }
  };

  /**
   * 711.2a–b: a leveler has a striation's power/toughness (layer 7b) and abilities while it has that
   * many level counters: one static ability of the card with that condition, which sets them and grants
   * the striation's keywords and other abilities; its static abilities each take the condition.
   */
  const lowerStriation = (striation: Extract<Ability, { kind: 'level' }>): EngineAbility[] => {
    const [firstAbility, firstKeyword, before] = [engineAbilities.length, keywords.length, JSON.stringify(definition)];
    for (const ability of striation.abilities) lowerAbility(ability);
    if (JSON.stringify(definition) !== before) cannot("give a leveler's striation an ability that changes how the card is cast or enters");
    const abilities = engineAbilities.splice(firstAbility);
    const granted = keywords.splice(firstKeyword);
    const condition = { counters: 'level', on: 'self' as const, atLeast: striation.from, ...(striation.to !== undefined ? { atMost: striation.to } : {}) };
    const grants: number[] = [];
    const statics: EngineAbility[] = [];
    for (const ability of abilities) {
      if (ability.kind !== 'static') grants.push(lowering.grant(ability));
      else if (ability.condition || ability.replacement || !(ability.modify || ability.rules)) cannot("apply a leveler's static ability that has a condition of its own or isn't a continuous effect");
      else statics.push({ ...ability, condition });
    }
    const modify = { setPower: striation.power, setToughness: striation.toughness, ...(granted.length ? { addKeywords: granted } : {}), ...(grants.length ? { addGrantedAbilities: grants } : {}) };
    return [{ kind: 'static', affects: 'self', condition, modify, text: striation.text }, ...statics];
  };

  // Every ability is lowered, so that the error lists all the constructs the card needs.
  const problems: Unsupported[] = [];
  for (const ability of abilities) {
    try {
      lowerAbility(withOwnName(ability, card.name));
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      error.sentence ??= ability.text;
      problems.push(error);
    }
  }
  if (awakens !== undefined) {
    if (!definition.spell?.effects?.length || definition.spell.modes) problems.push(new Unsupported('awaken a spell without instructions of its own, or a modal one (702.113a)'));
    else definition.awakenSpell = awakenedSpell(definition.spell, awakens);
  }
  const xFromCost = /\{X\}/.test(card.manaCost ?? '');
  for (const [engineAbility, onCard] of [...engineAbilities.map((a) => [a, true] as const), ...lowering.granted.map((a) => [a, false] as const)]) {
    if (!xIsDefined(engineAbility, xFromCost && onCard)) problems.push(Object.assign(new Unsupported(UNDEFINED_X), { sentence: engineAbility.text }));
  }
  if (!xFromCost && (usesX(definition.spell) || usesX(definition.entersWithCounters))) problems.push(new Unsupported(UNDEFINED_X));
  // 614.12a, 608.2d: "the chosen color" ("the chosen type") is the one the permanent chose as it entered, or the one the
  // ability's own "Choose a color." chose; without that choice it names nothing.
  for (const part of [...engineAbilities, keywords, lowering.granted, definition.spell ?? []]) {
    const missing = unchosen(part, definition.entersChoosing);
    if (missing) problems.push(new Unsupported(`refer to "${missing}" of a card that doesn't choose one as it enters`));
  }
  for (const stat of card.starred ?? []) {
    const defined = engineAbilities.some((engineAbility) => engineAbility.kind === 'static' && engineAbility.modify?.definePowerToughness?.[stat]);
    if (!defined) problems.push(new Unsupported(`play a creature whose ${stat} is "*" with no ability that defines it`));
  }
  // 702.42a: entwine is an ability of modal spells.
  if (definition.entwine && !definition.spell?.modes) problems.push(new Unsupported('entwine a spell that is not modal'));
  // 702.120a: escalate is an ability of modal spells.
  if (definition.escalate && !definition.spell?.modes) problems.push(new Unsupported('escalate a spell that is not modal'));
  if (problems.length) {
    // A quoted ability the grammar can't read is a gap of the grammar: it comes first, as sentences the grammar can't read do.
    problems.sort((a, b) => Number(b instanceof UnreadableQuote) - Number(a instanceof UnreadableQuote));
    problems[0]!.all = [...new Set(problems.map((problem) => problem.construct))];
    if (problems[0] instanceof UnreadableQuote) problems[0].quotes = problems.filter((problem) => problem instanceof UnreadableQuote);
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
  // 602.2b: a cost that removes X (any number of, all) counters chooses X too.
  if (ability.kind === 'activated') return /\{X\}/.test(ability.cost?.mana ?? '') || typeof (ability.cost?.removeCounters?.amount ?? 0) === 'string';
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

/** 614.12a, 608.2d: what an ability (or the spell's effects) calls "the chosen color" / "the chosen type" and nothing chose, if anything. */
function unchosen(part: unknown, entersChoosing: CardDefinitionInput['entersChoosing']): string | undefined {
  const json = JSON.stringify(part);
  const chooses = (choice: 'color' | 'creature-type') => entersChoosing === choice || json.includes(`{"do":"choose","choice":"${choice}"}`);
  if (/"protection from the chosen color"|"chosen-color"|"chosenColor":true|"chosen":true/.test(json) && !chooses('color')) return 'the chosen color';
  if (/"chosenType":(true|false|"add")/.test(json) && !chooses('creature-type')) return 'the chosen type';
  return undefined;
}

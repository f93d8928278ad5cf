/**
 * Lowering: a card's tree (ast.ts) → a definition in the engine's card format (the format of
 * rules-data/cards/*.yaml, src/engine/cards/schema.ts). Everything the engine can't run yet stops
 * here with a reason that names the construct ("the engine can't yet …"), so that a card is never
 * played half understood. This is the one file to extend when the engine learns new vocabulary.
 */
import type { Amount as EngineAmount, Cost as EngineCost, TargetSpec, Who } from '../engine/cards/schema';
import { KNOWN_KEYWORDS, type CardDefinitionInput } from '../engine/cards/schema';
import type { Ability, Amount, Cost, Effect, EffectBlock, ObjectFilter, Ref, Static, TargetSlot, TokenSpec, Trigger } from './ast';

/** The engine's vocabulary as a definition may write it (defaults left out). */
type EngineAbility = NonNullable<CardDefinitionInput['abilities']>[number];
type EngineEffect = NonNullable<NonNullable<CardDefinitionInput['spell']>['effects']>[number];

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
}

/** What lowering makes of a card: its definition and the definitions of the tokens it creates. */
export interface Lowered {
  definition: CardDefinitionInput;
  tokens: TokenSpec[];
}

type Mutable = { -readonly [K in keyof CardDefinitionInput]: CardDefinitionInput[K] };

/** Lowers a card's abilities onto its characteristics. */
export function lowerCard(card: Characteristics, abilities: Ability[], text: string): Lowered {
  const definition: Mutable = {
    name: card.name,
    ...(card.manaCost ? { manaCost: card.manaCost } : {}),
    types: card.types as CardDefinitionInput['types'],
    subtypes: card.subtypes,
    supertypes: card.supertypes as CardDefinitionInput['supertypes'],
    ...(card.power !== undefined ? { power: card.power, toughness: card.toughness } : {}),
    text,
  };
  const tokens: TokenSpec[] = [];
  const lowering = new Lowering(tokens);
  const engineAbilities: EngineAbility[] = [...intrinsicManaAbilities(card)];
  const keywords: string[] = [];
  const isSpell = card.types.includes('Instant') || card.types.includes('Sorcery');
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
  if (problems.length) {
    problems[0]!.all = [...new Set(problems.map((problem) => problem.construct))];
    throw problems[0]!;
  }
  if (keywords.length) definition.keywords = keywords;
  if (engineAbilities.length) definition.abilities = engineAbilities;
  if (isSpell && !definition.spell) cannot('cast a spell with no effect');
  return { definition, tokens };

  function lowerAbility(ability: Ability): void {
    switch (ability.kind) {
      case 'keywords':
        keywords.push(...ability.keywords.map(lowerKeyword));
        break;
      case 'enchant':
        definition.enchant = lowerEnchant(ability.filter);
        break;
      case 'spell':
        if (!isSpell) cannot('read effects with no trigger or cost on a permanent');
        if (definition.spell) cannot('run a spell written in several paragraphs');
        definition.spell = lowering.block(ability.block);
        break;
      case 'modal':
        if (!isSpell || ability.cost || ability.trigger) cannot('run modal activated or triggered abilities');
        if (ability.choose.max !== 1) cannot(`choose more than one mode ("choose ${ability.choose.max === 2 && ability.choose.min === 1 ? 'one or both' : ability.choose.min === 2 ? 'two' : 'one or more'}")`);
        definition.spell = { modes: ability.modes.map((mode) => ({ text: mode.text, ...lowering.block(mode) })) };
        break;
      case 'activated':
        engineAbilities.push(lowering.activated(ability));
        break;
      case 'triggered':
        engineAbilities.push(...lowering.triggered(ability));
        break;
      case 'static':
        lowerStatic(ability.static, ability.text, definition, engineAbilities);
        break;
    }
  }
}

/** 305.6: a land with a basic land type has that type's intrinsic mana ability. */
const BASIC_LAND_MANA: Record<string, 'W' | 'U' | 'B' | 'R' | 'G'> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

function intrinsicManaAbilities(card: Characteristics): EngineAbility[] {
  if (!card.types.includes('Land')) return [];
  const colors = card.subtypes.map((subtype) => BASIC_LAND_MANA[subtype]).filter((color) => color !== undefined);
  if (colors.length === 0) return [];
  const text = `{T}: Add ${colors.map((color) => `{${color}}`).join(' or ')}.`;
  return [{ kind: 'activated', cost: { tap: true }, effects: [{ do: 'add-mana', mana: colors.length === 1 ? colors[0]! : colors }], text }];
}

function lowerKeyword(keyword: { keyword: string; from?: string; cost?: string; n?: number }): string {
  if (keyword.keyword === 'protection') {
    if (keyword.from && /^(white|blue|black|red|green)$/.test(keyword.from)) return `protection from ${keyword.from}`;
    return cannot(`give protection from ${keyword.from}`);
  }
  if ((KNOWN_KEYWORDS as readonly string[]).includes(keyword.keyword) && keyword.cost === undefined && keyword.n === undefined) return keyword.keyword;
  return cannot(`run the keyword ${keyword.keyword}`);
}

function lowerEnchant(filter: ObjectFilter): 'creature' | 'permanent' {
  const kind = simpleKind(filter);
  if (kind === 'creature' || kind === 'permanent') return kind;
  return cannot(`enchant anything but a creature or a permanent (enchant ${describeFilter(filter)})`);
}

function lowerStatic(ability: Static, text: string, definition: Mutable, abilities: EngineAbility[]): void {
  switch (ability.static) {
    case 'anthem':
      if (ability.who.ref !== 'enchanted' || ability.condition || ability.cant) {
        return cannot(ability.cant ? `apply "can't ${ability.cant === 'block' ? 'block' : 'be blocked'}" (combat)` : ability.condition ? 'apply static effects with a condition ("as long as")' : 'apply static effects to other permanents (anthems, "creatures you control get/have")');
      }
      definition.enchanted = { power: ability.power, toughness: ability.toughness, keywords: ability.keywords.map((keyword) => lowerKeyword({ keyword })) };
      return;
    case 'cost-less': {
      const generic = /^\{(\d+)\}$/.exec(ability.mana);
      const subtype = ability.filter.subtypes?.length === 1 ? ability.filter.subtypes[0] : undefined;
      if (!generic || !subtype || ability.filter.types.some((type) => type !== 'spell')) return cannot('reduce costs other than generic mana of spells of one subtype');
      abilities.push({ kind: 'static', spellsYouCastCostLess: { subtype, generic: Number(generic[1]) }, text });
      return;
    }
    case 'lands-produce':
      abilities.push({ kind: 'static', landsTappedForManaProduce: ability.mana as 'W', text });
      return;
    case 'enters-with-counters':
      definition.entersWithCounters = { counter: ability.counter, amount: lowerAmount(ability.amount) };
      return;
    case 'enters-as-copy':
      definition.entersAsCopyOfCreature = true;
      return;
    case 'cant':
      return cannot(ability.action === 'be-countered' ? 'make a spell that can\'t be countered' : `apply "can't ${ability.action.replace(/-/g, ' ')}" (combat)`);
    case 'must-attack':
      return cannot('make creatures attack (combat)');
    case 'enters-tapped':
      return cannot('make permanents enter tapped');
    case 'you-have':
      return cannot('give players keywords ("you have hexproof")');
    case 'devotion-not-creature':
      return cannot('count devotion (700.5)');
    case 'doesnt-untap':
      return cannot('stop permanents untapping');
    case 'strive':
      return cannot('add strive costs for extra targets');
    case 'text':
      return cannot(`apply "${ability.text}"`);
  }
}

/** The kind of object a filter with no other condition names: "creature", "artifact", "permanent", "spell". */
function simpleKind(filter: ObjectFilter): string | undefined {
  const { types, controller: _controller, ...rest } = filter;
  if (Object.entries(rest).some(([key, value]) => key !== 'spell' && value !== undefined) || types.length !== 1) return undefined;
  return filter.spell ? (types[0] === 'spell' ? 'spell' : undefined) : types[0];
}

function describeFilter(filter: ObjectFilter): string {
  return JSON.stringify(filter);
}

class Lowering {
  constructor(private readonly tokens: TokenSpec[]) {}

  block(block: EffectBlock): { targets: TargetSpec[]; effects: EngineEffect[] } {
    return { targets: block.targets.map(lowerTarget), effects: this.effects(block.effects) };
  }

  activated(ability: Extract<Ability, { kind: 'activated' }>): EngineAbility {
    if (ability.loyalty !== undefined) cannot('activate loyalty abilities (planeswalkers)');
    if (ability.restriction) cannot(`restrict when an ability is activated ("activate only ${ability.restriction.replace(/^activate only /, '').replace(/\.$/, '')}")`);
    return { kind: 'activated', cost: lowerCosts(ability.cost), ...this.block(ability.block), text: ability.text };
  }

  triggered(ability: Extract<Ability, { kind: 'triggered' }>): EngineAbility[] {
    if (ability.condition) cannot('check a condition when a trigger resolves ("if …" after the trigger)');
    const events = triggerEvents(ability.trigger);
    const optional = ability.optional;
    const effects = optional ? (ability.block.effects[0] as Extract<Effect, { do: 'may' }>).effects : ability.block.effects;
    const body = this.block({ targets: ability.block.targets, effects });
    return events.map((when) => ({ kind: 'triggered', when, ...(optional ? { optional: true } : {}), ...body, text: ability.text }));
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
        if (effect.source.ref !== 'self') cannot('make anything but the card itself deal damage ("fight", "it deals damage" of another object)');
        if (effect.divided) cannot('divide damage among targets (601.2d)');
        return [{ do: 'damage', amount: lowerAmount(effect.amount), to: lowerWho(effect.to) }];
      case 'destroy':
        if (effect.noRegeneration) cannot('stop regeneration');
        return [{ do: 'destroy', what: lowerWho(effect.what) }];
      case 'exile':
        if (effect.until) cannot('exile until the source leaves the battlefield');
        return [{ do: 'exile', what: lowerWho(effect.what) }];
      case 'counter':
        if (effect.unlessPays) cannot('counter a spell unless its controller pays');
        return [{ do: 'counter', what: lowerWho(effect.what) }];
      case 'copy-spell':
        return [{ do: 'copy-spell', what: lowerWho(effect.what) }];
      case 'change-targets':
        return [{ do: 'change-targets', what: lowerWho(effect.what) }];
      case 'become-copy':
        if (effect.who.ref !== 'self') cannot('make another object become a copy');
        return [{ do: 'become-copy', of: lowerWho(effect.of), exceptThisAbility: effect.exceptThisAbility }];
      case 'create-token':
        if (effect.for.ref !== 'you') cannot('create tokens for another player');
        return [{ do: 'create-token', token: this.token(effect.token), count: lowerAmount(effect.count) }];
      case 'counters':
        return [{ do: 'counters', counter: effect.counter, amount: lowerAmount(effect.amount), on: lowerWho(effect.on) }];
      case 'another-of-each-counter':
        return [{ do: 'another-of-each-counter', on: lowerWho(effect.on) }];
      case 'gain-life':
        return [{ do: 'gain-life', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
      case 'lose-life':
        return [{ do: 'lose-life', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
      case 'draw':
        return [{ do: 'draw', amount: lowerAmount(effect.amount), who: lowerWho(effect.who) }];
      case 'scry':
        return [{ do: 'scry', amount: lowerAmount(effect.amount) }];
      case 'tap':
        return [{ do: 'tap', what: lowerWho(effect.what) }];
      case 'untap':
        return [{ do: 'untap', what: lowerWho(effect.what) }];
      case 'sacrifice': {
        const kind = effect.what === 'self' ? undefined : simpleKind(effect.what);
        if (kind !== 'creature' && kind !== 'artifact' && kind !== 'permanent') return cannot(effect.what === 'self' ? 'sacrifice the source as an effect' : `make a player sacrifice ${describeFilter(effect.what as ObjectFilter)}`);
        if (!('n' in effect.amount) || effect.amount.n !== 1) cannot('make a player sacrifice several permanents');
        return [{ do: 'sacrifice', who: lowerWho(effect.who), kind }];
      }
      case 'pump': {
        if (effect.duration !== 'end-of-turn') cannot(`apply a +N/+N that lasts ${effect.duration === 'permanent' ? 'indefinitely' : effect.duration}`);
        const power = typeof effect.power === 'number' ? effect.power : cannot('give a variable +X/+X');
        const toughness = typeof effect.toughness === 'number' ? effect.toughness : cannot('give a variable +X/+X');
        return [{ do: 'pump', power: power * effect.powerSign, toughness: toughness * effect.toughnessSign, on: lowerWho(effect.on) }];
      }
      case 'grant':
        if (effect.duration !== 'end-of-turn') cannot(`grant abilities that last ${effect.duration === 'permanent' ? 'indefinitely' : effect.duration}`);
        if (effect.keywords.some((keyword) => keyword.startsWith('"'))) cannot('grant abilities written in quotes');
        return [{ do: 'grant', keywords: effect.keywords.map((keyword) => lowerKeyword({ keyword })), on: lowerWho(effect.on) }];
      case 'grant-protection-from-chosen-color':
        if (effect.duration !== 'end-of-turn') cannot('grant protection that lasts beyond the turn');
        return [{ do: 'grant-protection-from-chosen-color', on: lowerWho(effect.on) }];
      case 'prevent-all-damage':
        if (!effect.to || effect.by || effect.combatOnly || effect.duration !== 'this-turn') cannot('prevent damage other than all damage to one object or player this turn');
        return [{ do: 'prevent-all-damage', on: lowerWho(effect.to!) }];
      case 'add-mana':
        return [lowerMana(effect)];
      case 'may':
        return cannot('ask "you may" in the middle of an effect');
      default:
        return cannot(EFFECT_NAMES[effect.do] ?? effect.do);
    }
  }

  /** The name of the token definition an effect creates; its spec is kept for the token's definition. */
  private token(spec: TokenSpec): string {
    if (spec.copyOf) cannot('create a token that is a copy of something');
    if (spec.abilities.length) cannot('create tokens with abilities written in quotes');
    if (spec.power === 'X' || spec.toughness === 'X') cannot('create X/X tokens');
    spec.keywords.forEach((keyword) => lowerKeyword({ keyword }));
    this.tokens.push(spec);
    return tokenName(spec);
  }
}

/** Effects the engine has no vocabulary for yet, in words for the coverage report. */
const EFFECT_NAMES: Partial<Record<Effect['do'], string>> = {
  'exile-and-return': 'exile and return an object except at once under your control',
  'return-to-hand': 'return objects to their owner\'s hand',
  'put-onto-battlefield': 'put cards onto the battlefield from other zones',
  'put-on-library': 'put objects on top or bottom of a library',
  'remove-counters': 'remove counters as an effect',
  discard: 'make players discard cards',
  mill: 'mill cards',
  regenerate: 'regenerate permanents (701.19)',
  'sacrifice-unless': 'sacrifice a permanent unless another is sacrificed',
  cant: 'apply "can\'t block/attack/be blocked" (combat)',
  must: 'make creatures attack or block (combat)',
  'prevent-damage': 'prevent the next N damage',
  'gain-control': 'change control of permanents',
  fight: 'make creatures fight (701.14)',
  monstrosity: 'run monstrosity (701.37)',
  'exile-top-of-library': 'exile cards from the top of a library',
  'look-or-reveal': 'look at or reveal cards of a library or hand',
  'search-library': 'search libraries',
  'may-pay': 'ask "you may pay … if you do"',
  if: 'check conditions on resolution ("if …")',
  'for-each': 'repeat an effect "for each … this way"',
  delayed: 'create delayed triggers',
};

/** 111.4: a token's name is its subtypes (with "Token"); a predefined token is named by its kind (111.10). */
export function tokenName(spec: TokenSpec): string {
  return spec.predefined ?? spec.subtypes.join(' ');
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
        const kind = simpleKind(cost.filter);
        if ((kind !== 'creature' && kind !== 'artifact' && kind !== 'permanent') || !('n' in cost.amount) || cost.amount.n !== 1) {
          return cannot(`pay a sacrifice cost other than one creature, artifact or permanent (${describeFilter(cost.filter)})`);
        }
        lowered.sacrifice = kind;
        break;
      }
      default:
        return cannot(COST_NAMES[cost.cost]);
    }
  }
  return lowered;
}

const COST_NAMES: Record<Cost['cost'], string> = {
  mana: 'pay mana',
  tap: 'tap',
  untap: 'untap',
  'sacrifice-self': 'sacrifice',
  sacrifice: 'sacrifice',
  discard: 'pay discard costs',
  'discard-self': 'pay "discard this card" costs',
  'pay-life': 'pay life as a cost',
  'remove-counters': 'remove counters as a cost',
  'exile-self': 'pay "exile this" costs',
  exile: 'pay exile costs',
  'tap-untapped': 'tap other permanents as a cost',
  'return-to-hand': 'return permanents to hand as a cost',
};

function triggerEvents(trigger: Trigger): ('enters' | 'dies' | 'leaves' | 'heroic' | 'you-cast-spell' | 'another-creature-dies' | 'land-tapped-for-mana')[] {
  switch (trigger.on) {
    case 'cast-spell-targeting-self':
      return ['heroic'];
    case 'land-tapped-for-mana':
      return ['land-tapped-for-mana'];
    case 'cast':
      if (trigger.caster === 'you' && Object.keys(trigger.filter).every((key) => key === 'spell' || key === 'types') && trigger.filter.types.every((type) => type === 'spell')) return ['you-cast-spell'];
      return cannot(`trigger on ${trigger.caster === 'you' ? 'your' : "another player's"} casting a kind of spell`);
    case 'enters':
    case 'leaves':
      if (trigger.subject.self && !trigger.subject.others) return [trigger.on];
      return cannot(`trigger when ${trigger.on === 'enters' ? 'other permanents enter' : 'other permanents leave'}`);
    case 'dies': {
      const { self, others } = trigger.subject;
      const anotherCreature = others !== undefined && others.other === true && simpleKind({ ...others, other: undefined }) === 'creature' && others.controller === undefined;
      if (self && !others) return ['dies'];
      if (self && anotherCreature) return ['dies', 'another-creature-dies'];
      if (!self && anotherCreature) return ['another-creature-dies'];
      return cannot('trigger when some kinds of creatures die');
    }
    case 'beginning-of':
      return cannot(`trigger at the beginning of a step (${trigger.step})`);
    default:
      return cannot(TRIGGER_NAMES[trigger.on] ?? `trigger on "${trigger.on}"`);
  }
}

const TRIGGER_NAMES: Partial<Record<Trigger['on'], string>> = {
  attacks: 'trigger on attacks (combat)',
  blocks: 'trigger on blocks (combat)',
  'attacks-or-blocks': 'trigger on attacks or blocks (combat)',
  'becomes-blocked': 'trigger on becoming blocked (combat)',
  'blocks-or-becomes-blocked': 'trigger on blocks (combat)',
  'becomes-untapped': 'trigger when a permanent becomes untapped (inspired)',
  'becomes-monstrous': 'trigger when a creature becomes monstrous',
  'becomes-target': 'trigger when a permanent becomes a target',
  'deals-combat-damage-to-player': 'trigger on combat damage (combat)',
  'is-dealt-damage': 'trigger when a permanent is dealt damage',
  draws: 'trigger on drawing cards',
  'gains-life': 'trigger on gaining life',
  scry: 'trigger on scrying',
};

function lowerTarget(slot: TargetSlot): TargetSpec {
  if (slot.count.min !== 1 || slot.count.max !== 1) cannot(`choose a variable number of targets ("${slot.text}")`);
  const text = slot.text;
  const another = slot.another ? { another: true } : {};
  switch (slot.kind) {
    case 'any':
      return { kind: 'any', ...another, text };
    case 'player':
      return { kind: 'player', ...(slot.opponent ? { controller: 'opponent' } : {}), ...another, text };
    case 'object-or-player':
      // No card the engine runs is a planeswalker, so "player or planeswalker" targets a player.
      if (slot.filter?.types[0] === 'planeswalker') return { kind: 'player', ...another, text };
      return { kind: 'creature-or-player', ...another, text };
    case 'object': {
      const filter = slot.filter!;
      const kind = simpleKind(filter);
      if (kind !== 'creature' && kind !== 'artifact' && kind !== 'permanent' && kind !== 'spell') return cannot(`target "${text}"`);
      if (filter.controller === 'not-you') return cannot(`target "${text}"`);
      return { kind, ...(filter.controller ? { controller: filter.controller } : {}), ...another, text };
    }
  }
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
    case 'controller':
      if (ref.of.ref === 'target' && ref.of.index === 0) return 'target-controller';
      return cannot('act on the controller of anything but the first target');
    case 'each': {
      const kind = simpleKind(ref.filter);
      if (kind === 'creature' && ref.filter.controller === undefined) return 'each-creature';
      if (kind === 'creature' && ref.filter.controller === 'you') return 'each-creature-you-control';
      return cannot(`act on every ${describeFilter(ref.filter)}`);
    }
    default:
      return cannot(REF_NAMES[ref.ref]);
  }
}

const REF_NAMES: Record<Ref['ref'], string> = {
  self: '',
  you: '',
  target: '',
  'each-player': '',
  controller: '',
  each: '',
  'trigger-subject': 'act on the object that triggered an ability',
  'trigger-player': 'act on the player that triggered an ability',
  'each-one': 'act on each object of a "for each"',
  enchanted: 'act on the enchanted creature with an effect',
  equipped: 'act on the equipped creature (Equipment)',
  owner: 'act on an object\'s owner',
  created: 'act on a token just created',
};

function lowerAmount(amount: Amount): EngineAmount {
  if ('n' in amount) return amount.n;
  if ('x' in amount) return 'X';
  if ('counters' in amount && amount.on.ref === 'self') return { countersOnSelf: amount.counters };
  if ('devotion' in amount) return cannot('count devotion (700.5)');
  if ('stat' in amount) return cannot(`count an object's ${amount.stat}`);
  if ('thatMuch' in amount) return cannot('use an amount from an earlier event ("that much")');
  return cannot('count objects ("for each", "the number of")');
}

function lowerMana(effect: Extract<Effect, { do: 'add-mana' }>): EngineEffect {
  const mana = effect.mana;
  if ('mana' in mana) {
    const [first, ...rest] = mana.mana;
    if (!first || !/^[WUBRGC]$/.test(first) || rest.some((symbol) => symbol !== first)) return cannot('add several types of mana at once');
    return { do: 'add-mana', mana: first as 'W', amount: effect.amount };
  }
  if ('oneOf' in mana) return { do: 'add-mana', mana: mana.oneOf as 'W'[], amount: effect.amount };
  if ('anyColor' in mana) {
    if (mana.sameColor && effect.amount > 1) return cannot('add several mana of one chosen color');
    return { do: 'add-mana', mana: 'any-color', amount: effect.amount };
  }
  if ('couldProduce' in mana) return { do: 'add-mana', mana: { couldProduce: mana.couldProduce, colorsOnly: mana.colorsOnly }, amount: effect.amount };
  return { do: 'add-mana', mana: 'same-as-produced', amount: effect.amount };
}

function sameRef(a: Ref, b: Ref): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The definition of a token an effect creates (111.4), from its reminder text's words. */
export function tokenDefinition(spec: TokenSpec, creator: string): CardDefinitionInput {
  const types = [...spec.types.filter((type) => type !== 'Creature'), 'Creature'] as CardDefinitionInput['types'];
  const colorWords = spec.colors.length ? spec.colors.map((color) => ({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' })[color]).join(' and ') : 'colorless';
  const keywords = spec.keywords.map((keyword) => lowerKeyword({ keyword }));
  return {
    name: tokenName(spec),
    token: true,
    types,
    subtypes: spec.subtypes,
    colors: spec.colors,
    power: spec.power as number,
    toughness: spec.toughness as number,
    ...(keywords.length ? { keywords } : {}),
    text: `A ${spec.power}/${spec.toughness} ${colorWords} ${spec.subtypes.join(' ')} ${types.map((type) => type.toLowerCase()).join(' ')} token${keywords.length ? ` with ${keywords.join(', ')}` : ''} (${creator}).`,
  };
}

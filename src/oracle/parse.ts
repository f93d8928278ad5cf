/**
 * Reads one ability of normalised Oracle text (normalise.ts) with the grammar in oracle.ohm and
 * builds its tree (ast.ts). Pronouns are resolved here, in the order the words are written: "it",
 * "that creature", "them" and "its controller" name the most recent noun phrase of their kind
 * (an object or a player) in the same ability; a trigger's event counts as mentioned first (603.2).
 * "that creature" and "those …" never name the card itself (Oracle text calls it by its name).
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as ohm from 'ohm-js';
import type {
  Ability,
  Amount,
  Color,
  Comparison,
  Condition,
  Cost,
  Duration,
  Effect,
  EffectBlock,
  Keyword,
  Mode,
  ObjectFilter,
  Pronoun,
  Ref,
  Static,
  TargetSlot,
  TokenSpec,
  Trigger,
  TriggerSubject,
} from './ast';

/** The grammar and its semantics, built on first use: a scenario of hand-written cards never needs them. */
let built: { grammar: ohm.Grammar; semantics: ohm.Semantics } | undefined;
function oracleGrammar(): { grammar: ohm.Grammar; semantics: ohm.Semantics } {
  if (!built) {
    const { grammar: compile } = require('ohm-js') as typeof ohm;
    const grammar = compile(fs.readFileSync(path.join(__dirname, 'oracle.ohm'), 'utf8'));
    built = { grammar, semantics: grammar.createSemantics().addOperation<unknown>('ast', astActions) };
  }
  return built;
}

/** A sentence the grammar read but whose words can't be made sense of (a pronoun with no antecedent). */
export class ReadingProblem extends Error {}

/** What the words of one ability have mentioned so far, for its pronouns. */
interface Mention {
  ref: Ref;
  kind: 'object' | 'player' | 'either';
}

class Scope {
  targets: TargetSlot[] = [];
  mentions: Mention[] = [];

  mention(ref: Ref, kind: Mention['kind']): Ref {
    this.mentions.push({ ref, kind });
    return ref;
  }

  resolve(pronoun: Pronoun): Ref {
    for (let i = this.mentions.length - 1; i >= 0; i--) {
      const mention = this.mentions[i]!;
      if (pronoun.wants !== 'either' && mention.kind !== 'either' && mention.kind !== pronoun.wants) continue;
      // Oracle text names the card itself by its name, never as "that creature" or "those …".
      if (/^th(at|ose) /.test(pronoun.word) && mention.ref.ref === 'self') continue;
      return pronoun.of ? { ref: pronoun.of, of: mention.ref } : mention.ref;
    }
    throw new ReadingProblem(`can't tell what "${pronoun.word}" refers to`);
  }
}

let scope = new Scope();

const COLOR_OF: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const NUMBER_NAMES: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20 };
const SINGULAR: Record<string, string> = { sorceries: 'sorcery', instants: 'instant' };

function singular(word: string): string {
  return SINGULAR[word] ?? word.replace(/s$/, '');
}

/** Subtypes whose singular ends in "s" (205.3i, 205.3m): "Plains", "Cyclops" are never plurals. */
const SUBTYPES_ENDING_IN_S = new Set(['Astartes', 'Aurochs', 'Custodes', 'Cyclops', 'Fungus', 'Homunculus', 'Locus', 'Nautilus', 'Octopus', 'Pegasus', 'Plains', 'Platypus', 'Walrus']);
const SUBTYPE_PLURALS: Record<string, string> = { Dwarves: 'Dwarf', Elves: 'Elf', Werewolves: 'Werewolf', Wolves: 'Wolf', Oxen: 'Ox', Mice: 'Mouse', Foxes: 'Fox', Sphinxes: 'Sphinx', Harpies: 'Harpy', Allies: 'Ally', Mercenaries: 'Mercenary', Octopuses: 'Octopus', Walruses: 'Walrus' };

/** A subtype written as a noun, "Mountains you control" as "target Mountain": the subtype itself (205.3). */
function singularSubtype(word: string): string {
  if (SUBTYPES_ENDING_IN_S.has(word)) return word;
  return SUBTYPE_PLURALS[word] ?? word.replace(/s$/, '');
}

type N = ohm.Node;
const ast = <T>(node: N): T => node['ast']() as T;
/** An optional node (x?): its value, or undefined. */
const opt = <T>(node: N): T | undefined => (node.children.length ? (node.children[0]!['ast']() as T) : undefined);
const list = <T>(node: N): T[] => node.asIteration().children.map((child) => child['ast']() as T);
const present = (node: N): boolean => node.children.length > 0 || node.sourceString.length > 0;

function numberOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_NAMES[word]!;
}

function signedValue(text: string): { value: Amount | number; sign: 1 | -1 } {
  const sign = text.startsWith('-') ? -1 : 1;
  const body = text.slice(1);
  return { value: body === 'X' ? { x: true } : Number(body), sign };
}

/** Words that say what an object is rather than its card type ("creature card", "Aura spell"). */
const OBJECT_WORDS = ['card', 'spell', 'permanent', 'token'];

/**
 * Merges alternatives ("artifact or enchantment", "instant or sorcery spell"): plain types become
 * one list; "spell" or "card" at the end applies to every alternative.
 */
function mergeFilters(parts: ObjectFilter[]): ObjectFilter {
  if (parts.length === 1) return parts[0]!;
  const flags: Partial<ObjectFilter> = {};
  if (parts.some((part) => part.spell)) flags.spell = true;
  if (parts.some((part) => part.card)) flags.card = true;
  const words = parts.map(({ spell: _spell, card: _card, ...rest }) => rest);
  const plain = words.every((part) => Object.keys(part).every((key) => key === 'types'));
  if (plain) return { types: [...new Set(words.flatMap((part) => part.types))], ...flags };
  return { types: [], anyOf: words, ...flags };
}

/** "until end of turn" on an effect that lasts (pump, grant, can't) and has no duration of its own. */
function withDuration(effects: Effect[], duration: Duration): Effect[] {
  return effects.map((effect) => ('duration' in effect && effect.duration === 'permanent' ? { ...effect, duration } : effect));
}

/** Replaces "X" by what "where X is …" says. */
function substituteX(effects: Effect[], amount: Amount): Effect[] {
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace);
    if (value && typeof value === 'object') {
      if ('x' in value && Object.keys(value).length === 1) return amount;
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replace(inner)]));
    }
    return value;
  };
  return replace(effects) as Effect[];
}

/** A count word followed by "equal to …" or "for each …". */
function amountWithTail(count: Amount, tail: Amount | undefined): Amount {
  if (!tail) return count;
  if ('n' in count && count.n === 1) return tail;
  if ('x' in count || ('count' in count && false)) return tail;
  if ('thatMuch' in count) return tail;
  throw new ReadingProblem('a count with "equal to" or "for each" other than one');
}

function targetRef(slot: TargetSlot): Ref {
  scope.targets.push(slot);
  return scope.mention({ ref: 'target', index: slot.index }, slot.kind === 'player' ? 'player' : slot.kind === 'object' ? 'object' : 'either');
}

const astActions: ohm.ActionDict<unknown> = {
  // ------------------------------------------------------------ abilities
  Ability_shockLand(_as, _enters, _comma, _may, life, _life, _dot, _dont, _it, _enters2, _tapped, _dot2, _end) {
    return { kind: 'static', static: { static: 'enters-tapped-unless-pay-life', life: Number(life.sourceString) } };
  },
  Ability_keywords(keywords, _period, _end) {
    return { kind: 'keywords', keywords: list<Keyword>(keywords) };
  },
  Ability_enchant(_enchant, filter, _end) {
    return { kind: 'enchant', filter: ast(filter) };
  },
  Ability_activatedModal(costs, _colon, modal, _end) {
    return { ...ast<object>(modal), cost: list<Cost>(costs) };
  },
  Ability_triggeredModal(trigger, _comma, modal, _end) {
    const when = ast<Trigger>(trigger);
    return { ...ast<object>(modal), trigger: when };
  },
  Ability_modal(modal, _end) {
    return ast(modal);
  },
  Ability_loyalty(loyalty, _colon, sentences, _end) {
    return { kind: 'activated', cost: [], loyalty: loyalty.sourceString.replace(/[[\]]/g, ''), block: block(sentences) };
  },
  Ability_activated(costs, _colon, sentences, restrictions, _end) {
    const cost = list<Cost>(costs);
    const effects = block(sentences);
    const restriction = restrictions.children.map((r) => r.sourceString).join(' ') || undefined;
    return { kind: 'activated', cost, block: effects, ...(restriction ? { restriction } : {}) };
  },
  Ability_triggered(trigger, _comma, condition, sentences, _end) {
    const when = ast<Trigger>(trigger);
    const intervening = opt<Condition>(condition);
    const effects = block(sentences);
    const optional = effects.effects.length === 1 && effects.effects[0]!.do === 'may';
    return { kind: 'triggered', trigger: when, ...(intervening ? { condition: intervening } : {}), optional, block: effects };
  },
  Ability_static(sentence, condition, _dot, _end) {
    const inner = ast<Static>(sentence);
    if (!condition.children.length) return { kind: 'static', static: inner };
    return { kind: 'static', static: { static: 'conditional', ...ast<{ condition: Condition; negated: boolean }>(condition.children[0]!), then: inner } };
  },
  Ability_staticOtherwise(sentence, condition, _dot, _otherwise, _comma, other, _dot2, _end) {
    // In the order written, so that "it" in the condition is the noun of the first sentence.
    const then = ast<Static>(sentence);
    const when = ast<{ condition: Condition; negated: boolean }>(condition);
    return { kind: 'static', static: { static: 'conditional', ...when, then, otherwise: ast<Static>(other) } };
  },
  StaticCondition_asLongAs: (_asLongAs, condition) => ({ condition: ast(condition), negated: false }),
  StaticCondition_unless: (_unless, condition) => ({ condition: ast(condition), negated: true }),
  Ability_spell(sentences, _end) {
    return { kind: 'spell', block: block(sentences) };
  },
  Modal(_choose, count, _dash, modes) {
    const choose = ast<{ min: number; max: number }>(count);
    const mentioned = scope.mentions;
    const read = modes.children.map((mode) => {
      scope.targets = [];
      scope.mentions = [...mentioned];
      return ast<Mode>(mode);
    });
    // "Choose one or more —" is at most every mode (700.2).
    return { kind: 'modal', choose: { min: choose.min, max: Math.min(choose.max, read.length) }, modes: read };
  },
  ChooseCount_oneOrBoth(_) {
    return { min: 1, max: 2 };
  },
  ChooseCount_oneOrMore(_) {
    return { min: 1, max: Infinity };
  },
  ChooseCount_one(_) {
    return { min: 1, max: 1 };
  },
  ChooseCount_two(_) {
    return { min: 2, max: 2 };
  },
  Mode(_bullet, sentences) {
    return { text: sentences.sourceString, ...block(sentences) };
  },
  InterveningIf(_if, condition, _comma) {
    return ast(condition);
  },

  // ------------------------------------------------------------ keywords
  Keyword_protection(_, quality) {
    return { keyword: 'protection', from: ast<string>(quality) };
  },
  Keyword_landwalk(land, _walk) {
    return { keyword: `${land.sourceString}walk` };
  },
  Keyword_bestow: costKeyword,
  Keyword_equip: costKeyword,
  Keyword_cycling: costKeyword,
  Keyword_outlast: costKeyword,
  Keyword_ward: costKeyword,
  Keyword_kicker: costKeyword,
  Keyword_flashback: costKeyword,
  Keyword_scavenge: costKeyword,
  Keyword_suspend(_, n, _dash, cost) {
    return { keyword: 'suspend', n: Number(n.sourceString), cost: cost.sourceString };
  },
  Keyword_tribute: numberKeyword,
  Keyword_afflict: numberKeyword,
  Keyword_annihilator: numberKeyword,
  Keyword_simple(word) {
    return { keyword: word.sourceString };
  },
  ProtectionQuality_chosenColor(_) {
    return 'the color of your choice';
  },
  ProtectionQuality_everything(_) {
    return 'everything';
  },
  ProtectionQuality_colors(colors) {
    return colors.sourceString;
  },
  ProtectionQuality_word(word) {
    return word.sourceString;
  },
  ProtectionQuality_objects(filter) {
    return filter.sourceString;
  },

  // ------------------------------------------------------------ costs
  Cost_mana(mana) {
    return { cost: 'mana', mana: mana.sourceString.replace(/\s/g, '') };
  },
  Cost_tap(_) {
    return { cost: 'tap' };
  },
  Cost_untap(_) {
    return { cost: 'untap' };
  },
  Cost_sacrificeSelf(_, _self) {
    scope.mention({ ref: 'self' }, 'object');
    return { cost: 'sacrifice-self' };
  },
  Cost_sacrifice(_, count, filter) {
    return { cost: 'sacrifice', amount: ast(count), filter: countFilter(count, filter) };
  },
  Cost_discardSelf(_, _self) {
    return { cost: 'discard-self' };
  },
  Cost_discard(_, count, filter) {
    return { cost: 'discard', amount: ast(count), filter: ast(filter) };
  },
  Cost_payLife(_, n, _life) {
    return { cost: 'pay-life', amount: Number(n.sourceString) };
  },
  Cost_removeCounters(_, count, kind, _counters, _from, _self) {
    return { cost: 'remove-counters', counter: kind.sourceString, amount: ast(count) };
  },
  Cost_exileSelf(_, _self) {
    scope.mention({ ref: 'self' }, 'object');
    return { cost: 'exile-self' };
  },
  Cost_exile(_, _count, filter) {
    return { cost: 'exile', filter: ast(filter) };
  },
  Cost_tapOthers(_, count, filter) {
    return { cost: 'tap-untapped', amount: ast(count), filter: countFilter(count, filter) };
  },
  Cost_returnToHand(_, _count, filter, _to) {
    return { cost: 'return-to-hand', filter: ast(filter) };
  },

  // ------------------------------------------------------------ triggers
  TriggerClause_beginning(_, step) {
    return { on: 'beginning-of', ...ast<object>(step) };
  },
  TriggerClause_event(_when, event) {
    return ast(event);
  },
  Step_yourUpkeep: (_) => ({ step: 'upkeep', whose: 'your' }),
  Step_eachUpkeep: (_) => ({ step: 'upkeep', whose: 'each' }),
  Step_opponentsUpkeep: (_) => ({ step: 'upkeep', whose: 'opponents' }),
  Step_eachPlayersUpkeep: (_) => ({ step: 'upkeep', whose: 'each' }),
  Step_eachDraw(_) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { step: 'draw', whose: 'each' };
  },
  Step_yourDraw: (_) => ({ step: 'draw', whose: 'your' }),
  Step_nextEnd: (_) => ({ step: 'end', whose: 'the-next' }),
  Step_theEnd: (_) => ({ step: 'end', whose: 'each' }),
  Step_yourEnd: (_) => ({ step: 'end', whose: 'your' }),
  Step_eachEnd: (_) => ({ step: 'end', whose: 'each' }),
  Step_combat: (_) => ({ step: 'combat', whose: 'your' }),
  Step_main: (_) => ({ step: 'precombat-main', whose: 'your' }),
  TriggerEvent_heroic(_) {
    scope.mention({ ref: 'self' }, 'object');
    return { on: 'cast-spell-targeting-self' };
  },
  TriggerEvent_cast(caster, _casts, spell) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    const filter = ast<ObjectFilter>(spell);
    scope.mention({ ref: 'trigger-subject' }, 'object');
    return { on: 'cast', caster: ast(caster), filter: { ...filter, spell: true } };
  },
  TriggerEvent_draws(player, _draws, _card) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { on: 'draws', who: ast(player) };
  },
  TriggerEvent_scry: (_) => ({ on: 'scry' }),
  TriggerEvent_gainLife: (_) => ({ on: 'gains-life', who: 'you' }),
  TriggerEvent_sacrificeSelf(_) {
    scope.mention({ ref: 'self' }, 'object');
    return { on: 'sacrificed', subject: { self: true } };
  },
  TriggerEvent_tapsLand(_) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    scope.mention({ ref: 'trigger-subject' }, 'object');
    return { on: 'land-tapped-for-mana' };
  },
  TriggerEvent_landTapped(_) {
    scope.mention({ ref: 'trigger-subject' }, 'object');
    return { on: 'land-tapped-for-mana' };
  },
  TriggerEvent_subject(subject, verb) {
    const who = ast<TriggerSubject>(subject);
    const on = ast<string>(verb);
    // "enters the battlefield under your control": the other objects are yours.
    if (on === 'enters-under-your-control') return { on: 'enters', subject: who.others ? { ...who, others: { ...who.others, controller: 'you' } } : who };
    return { on, subject: who };
  },
  TriggerVerb_entersOrDies: (_enters, _dies) => 'enters-or-dies',
  TriggerVerb_entersOrAttacks: (_enters, _attacks) => 'enters-or-attacks',
  TriggerVerb_enters: (_enters, control) => (present(control) ? 'enters-under-your-control' : 'enters'),
  TriggerVerb_dies: (_) => 'dies',
  TriggerVerb_putIntoGraveyard: (_) => 'put-into-graveyard',
  TriggerVerb_leaves: (_) => 'leaves',
  TriggerVerb_attacksOrBlocks: (_) => 'attacks-or-blocks',
  TriggerVerb_attacks: (_) => 'attacks',
  TriggerVerb_blocksOrBlocked: (_, _by) => 'blocks-or-becomes-blocked',
  TriggerVerb_blocks: (_, _creature) => 'blocks',
  TriggerVerb_becomesBlocked: (_) => 'becomes-blocked',
  TriggerVerb_becomesUntapped: (_) => 'becomes-untapped',
  TriggerVerb_becomesMonstrous: (_) => 'becomes-monstrous',
  TriggerVerb_becomesTarget: (_, _opponent) => 'becomes-target',
  TriggerVerb_combatDamage(_) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return 'deals-combat-damage-to-player';
  },
  TriggerVerb_isDealtDamage: (_) => 'is-dealt-damage',
  TriggerSubject_selfOrOther(_self, _or, word, filter) {
    const others = ast<ObjectFilter>(filter);
    scope.mention({ ref: 'trigger-subject' }, 'object');
    return { self: true, others: word.sourceString === 'another' ? { ...others, other: true } : { ...others, status: ['enchanted-by-self'] } };
  },
  TriggerSubject_self(_) {
    scope.mention({ ref: 'self' }, 'object');
    return { self: true };
  },
  TriggerSubject_enchanted(_) {
    // "Whenever enchanted creature attacks, … it": the creature the event is about (it may no longer be enchanted).
    scope.mention({ ref: 'trigger-subject' }, 'object');
    return { self: false, others: { types: ['creature'], status: ['enchanted-by-self'] } };
  },
  TriggerSubject_equipped(_) {
    scope.mention({ ref: 'trigger-subject' }, 'object');
    return { self: false, others: { types: ['creature'], status: ['equipped-by-self'] } };
  },
  TriggerSubject_other(count, filter) {
    const others = oneFilter(count, filter);
    scope.mention({ ref: 'trigger-subject' }, 'object');
    return { self: false, others };
  },
  Caster_you: (_) => 'you',
  Caster_opponent: (_) => 'opponent',
  Caster_player: (_) => 'player',
  Player_you: (_) => 'you',
  Player_opponent: (_) => 'opponent',
  Player_player: (_) => 'player',
  SpellDesc(count, filter) {
    return oneFilter(count, filter);
  },

  // ------------------------------------------------------------ sentences
  Sentence_mayPay(_may, costs, _dot, _ifYouDo, _comma, chain, where, _end) {
    const cost = list<Cost>(costs);
    return [{ do: 'may-pay', cost, effects: chainWithX(chain, where) }];
  },
  Sentence_may(_may, chain, where, _dot) {
    return [{ do: 'may', effects: chainWithX(chain, where) }];
  },
  Sentence_additionalCost(_as, _comma, cost, _dot) {
    const paid = ast<Cost>(cost);
    if (paid.cost === 'sacrifice') scope.mention({ ref: 'sacrificed' }, 'object');
    return [{ do: 'additional-cost', cost: paid }];
  },
  Sentence_choose(_choose, noun, _dot) {
    // "Choose target creature …": the target is chosen now; the next sentences say what happens to it.
    ast(noun);
    return [];
  },
  Sentence_mayIfYouDo(_may, first, _dot, _ifYouDo, _comma, then, _dot2) {
    return [{ do: 'may-do', first: chainWithX(first), then: chainWithX(then) }];
  },
  Sentence_if(_then, _if, condition, _comma, chain, where, instead, _dot) {
    const when = ast<Condition>(condition);
    return [{ do: 'if', condition: when, effects: chainWithX(chain, where), ...(instead.children.length ? { instead: true } : {}) }];
  },
  Sentence_forEachExiled(_forEach, filter, _exiled, _comma, chain, _dot) {
    const each = ast<ObjectFilter>(filter);
    scope.mention({ ref: 'each-one' }, 'object');
    return [{ do: 'for-each', filter: each, effects: chainWithX(chain) }];
  },
  Sentence_untilEndOfTurn(_until, _comma, chain, _dot) {
    return withDuration(chainWithX(chain), 'end-of-turn');
  },
  Sentence_copySpell(_copy, noun, _dot, _newTargets, _dot2) {
    return [{ do: 'copy-spell', what: ast(noun), newTargets: true }];
  },
  Sentence_anotherOfEach(_forEach, noun, _comma, _put, _on, _dot) {
    return [{ do: 'another-of-each-counter', on: ast(noun) }];
  },
  Sentence_plain(chain, where, _if, condition, _dot) {
    const effects = chainWithX(chain, where);
    const when = opt<Condition>(condition);
    return when ? [{ do: 'if', condition: when, effects }] : effects;
  },
  WhereX(_comma, _whereX, amount) {
    return ast(amount);
  },

  // ------------------------------------------------------------ effects
  Effect_damage(source, damage) {
    const from = ast<Ref>(source);
    return ast<(from: Ref) => Effect[]>(damage)(from);
  },
  Effect_mayBecomeCopy(_may, who, _become, of, except) {
    return { do: 'may', effects: [{ do: 'become-copy', who: ast(who), of: ast(of), exceptThisAbility: present(except) }] };
  },
  Effect_becomeCopy(who, _becomes, _copy, of, except) {
    return { do: 'become-copy', who: ast(who), of: ast(of), exceptThisAbility: present(except) };
  },
  Effect_pump(noun, _each, _gets, pt, _and, _gains, grants, duration) {
    const on = ast<Ref>(noun);
    const [power, toughness] = pt.sourceString.split('/').map(signedValue) as [ReturnType<typeof signedValue>, ReturnType<typeof signedValue>];
    const lasting = opt<Duration>(duration) ?? 'permanent';
    const pump: Effect = { do: 'pump', power: power.value, toughness: toughness.value, powerSign: power.sign, toughnessSign: toughness.sign, on, duration: lasting };
    const granted = grants.children.length ? grantEffects(grants.children[0]!, on, lasting) : [];
    return [pump, ...granted];
  },
  Effect_grantAndPump(noun, _each, _gains, grants, _and, _gets, pt, duration) {
    const on = ast<Ref>(noun);
    const [power, toughness] = pt.sourceString.split('/').map(signedValue) as [ReturnType<typeof signedValue>, ReturnType<typeof signedValue>];
    const lasting = opt<Duration>(duration) ?? 'permanent';
    return [...grantEffects(grants, on, lasting), { do: 'pump', power: power.value, toughness: toughness.value, powerSign: power.sign, toughnessSign: toughness.sign, on, duration: lasting }];
  },
  Effect_becomeCreature(noun, _loses, _all, _and, _becomes, _a, color, subtype, _base, power, _slash, toughness, duration) {
    const on = ast<Ref>(noun);
    const colors = color.children.length ? [COLOR_OF[color.sourceString]!] : undefined;
    return { do: 'become', on, loseAllAbilities: true, subtypes: [subtype.sourceString], ...(colors ? { colors } : {}), power: Number(power.sourceString), toughness: Number(toughness.sourceString), duration: opt<Duration>(duration) ?? 'permanent' };
  },
  Effect_switchPT(_switch, target, _pt, duration) {
    return { do: 'switch-pt', on: ast(target), duration: opt<Duration>(duration) ?? 'permanent' };
  },
  Effect_grant(noun, _each, _gains, grants, duration) {
    const on = ast<Ref>(noun);
    return grantEffects(grants, on, opt<Duration>(duration) ?? 'permanent');
  },
  Effect_gainLife(noun, _gains, amount, _life, tail) {
    const who = ast<Ref>(noun);
    return { do: 'gain-life', who, amount: amountWithTail(ast(amount), opt(tail)) };
  },
  Effect_gainLifeEqual(noun, _gains, _life, tail) {
    const who = ast<Ref>(noun);
    return { do: 'gain-life', who, amount: ast(tail) };
  },
  Effect_loseLife(noun, _loses, amount, _life, tail) {
    const who = ast<Ref>(noun);
    return { do: 'lose-life', who, amount: amountWithTail(ast(amount), opt(tail)) };
  },
  Effect_draw(noun, _draws, amount, _cards, tail) {
    const who = ast<Ref>(noun);
    return { do: 'draw', who, amount: amountWithTail(ast(amount), opt(tail)) };
  },
  Effect_drawAdditional(noun, _draws, _card) {
    return { do: 'draw', who: ast(noun), amount: { n: 1 } };
  },
  Effect_discard(noun, _discards, amount, _cards, tail, random) {
    const who = ast<Ref>(noun);
    return { do: 'discard', who, amount: amountWithTail(ast(amount), opt(tail)), ...(present(random) ? { random: true } : {}) };
  },
  Effect_mill(noun, _mills, amount, _cards) {
    return { do: 'mill', who: ast(noun), amount: ast(amount) };
  },
  Effect_sacrifice(noun, _sacrifices, count, filter, _choice) {
    return { do: 'sacrifice', who: ast(noun), amount: ast(count), what: countFilter(count, filter) };
  },
  Effect_sacrificeSelf(noun, _sacrifices, _self) {
    return { do: 'sacrifice', who: ast(noun), amount: { n: 1 }, what: 'self' };
  },
  Effect_cantBlock: (noun, _cant, duration) => cant(noun, 'block', duration),
  Effect_cantAttackOrBlock: (noun, _cant, duration) => cant(noun, 'attack-or-block', duration),
  Effect_cantBeBlocked: (noun, _cant, duration) => cant(noun, 'be-blocked', duration),
  Effect_attackDespiteDefender: (noun, _can, duration, _asThough) => cant(noun, 'attack-despite-defender', duration),
  Effect_mustBeBlocked: (noun, _must, duration, _able) => must(noun, 'be-blocked', duration),
  Effect_mustBlock: (noun, _blocks, duration, _able) => must(noun, 'block', duration),
  Effect_mustAttack: (noun, _attacks, duration, _able) => must(noun, 'attack', duration),
  Effect_cantBeRegenerated(noun, _cant, duration) {
    return { do: 'cant', what: ast(noun), action: 'be-regenerated', duration: opt<Duration>(duration) ?? 'permanent' };
  },
  Effect_destroyBoth(_destroy, a, _and, b) {
    const first = ast<Ref>(a);
    return [{ do: 'destroy', what: first }, { do: 'destroy', what: ast(b) }];
  },
  Effect_haveFight(_have, a, _fight, b) {
    const first = ast<Ref>(a);
    return { do: 'fight', a: first, b: ast(b) };
  },
  Effect_fight(a, _fights, b) {
    const first = ast<Ref>(a);
    return { do: 'fight', a: first, b: ast(b) };
  },
  Effect_doesntUntap(noun, _) {
    return { do: 'cant', what: ast(noun), action: 'untap', duration: 'next-untap-step' };
  },
  Effect_oneCounter(noun, _gets, pt, _counter) {
    return { do: 'counters', on: ast(noun), counter: pt.sourceString, amount: { n: 1 } };
  },
  Effect_destroy(_destroy, noun, noRegeneration) {
    return { do: 'destroy', what: ast(noun), ...(present(noRegeneration) ? { noRegeneration: true } : {}) };
  },
  Effect_exile(_exile, noun, until) {
    return { do: 'exile', what: ast(noun), ...(present(until) ? { until: 'source-leaves' } : {}) };
  },
  Effect_return(_return, noun, _to, destination, exceptFor) {
    const what = leaveOut(ast<Ref>(noun), opt<string[]>(exceptFor));
    const where = ast<{ hand: boolean; under: 'you' | 'owner' }>(destination);
    return where.hand ? { do: 'return-to-hand', what } : { do: 'put-onto-battlefield', what, under: where.under };
  },
  ExceptFor: (_except, subtypes) => subtypes.asIteration().children.map((subtype) => singularSubtype(subtype.sourceString)),
  Effect_putOntoBattlefield(_put, noun, _onto, under, tapped) {
    return { do: 'put-onto-battlefield', what: ast(noun), under: opt(under) ?? 'you', ...(present(tapped) ? { tapped: true } : {}) };
  },
  Effect_putOnLibrary(_put, noun, _on, place) {
    return { do: 'put-on-library', what: ast(noun), where: ast(place) };
  },
  Effect_counters(_put, amount, kind, _counters, _on, noun, tail) {
    const count = ast<Amount>(amount);
    const on = ast<Ref>(noun);
    return { do: 'counters', counter: kind.sourceString, amount: amountWithTail(count, opt(tail)), on };
  },
  Effect_counter(_counter, noun, _unless, cost) {
    const what = ast<Ref>(noun);
    return { do: 'counter', what, ...(cost.children.length ? { unlessPays: genericAmount(cost.children[0]!.sourceString) } : {}) };
  },
  Effect_create(_create, amount, token, tail) {
    const count = ast<Amount>(amount);
    const spec = ast<TokenSpec>(token);
    scope.mention({ ref: 'created' }, 'object');
    return { do: 'create-token', token: spec, count: amountWithTail(count, opt(tail)), for: { ref: 'you' } };
  },
  Effect_playerCreates(noun, _creates, amount, token, tail) {
    const who = ast<Ref>(noun);
    const count = ast<Amount>(amount);
    const spec = ast<TokenSpec>(token);
    scope.mention({ ref: 'created' }, 'object');
    return { do: 'create-token', token: spec, count: amountWithTail(count, opt(tail)), for: who };
  },
  Effect_youSacrifice(_sacrifice, count, filter) {
    return { do: 'sacrifice', who: { ref: 'you' }, amount: ast(count), what: countFilter(count, filter) };
  },
  Effect_sacrificeUnless(_sacrifice, noun, _unless, count, filter) {
    const what = ast<Ref>(noun);
    return { do: 'sacrifice-unless', what, unless: oneFilter(count, filter) };
  },
  Effect_investigate(_) {
    return { do: 'create-token', token: predefined('Clue'), count: { n: 1 }, for: { ref: 'you' } };
  },
  Effect_youDraw(_draw, amount, _cards, tail) {
    return { do: 'draw', who: { ref: 'you' }, amount: amountWithTail(ast(amount), opt(tail)) };
  },
  Effect_youDiscard(_discard, amount, _cards) {
    return { do: 'discard', who: { ref: 'you' }, amount: ast(amount) };
  },
  Effect_youMill(_mill, amount, _cards) {
    return { do: 'mill', who: { ref: 'you' }, amount: ast(amount) };
  },
  Effect_scry(_scry, amount) {
    return { do: 'scry', amount: ast(amount) };
  },
  Effect_tap(_tap, noun) {
    return { do: 'tap', what: ast(noun) };
  },
  Effect_untap(_untap, noun) {
    return { do: 'untap', what: ast(noun) };
  },
  Effect_regenerate(_regenerate, noun) {
    return { do: 'regenerate', what: ast(noun) };
  },
  Effect_sacrifice2(_sacrifice, noun) {
    const what = ast<Ref>(noun);
    if (what.ref !== 'self') throw new ReadingProblem('"sacrifice" of something other than itself without saying who sacrifices it');
    return { do: 'sacrifice', who: { ref: 'you' }, amount: { n: 1 }, what: 'self' };
  },
  Effect_addMana(_add, mana) {
    return { do: 'add-mana', ...ast<object>(mana) };
  },
  Effect_playerAddsMana(noun, _adds, mana) {
    const who = ast<Ref>(noun);
    if (who.ref !== 'trigger-player' && !(who.ref === 'controller' && who.of.ref === 'trigger-subject')) {
      throw new ReadingProblem('mana added for a player other than the one who tapped the land');
    }
    return { do: 'add-mana', ...ast<object>(mana) };
  },
  Effect_preventAll(_prevent, combat, _dealt, duration) {
    return { do: 'prevent-all-damage', duration: ast(duration), ...(present(combat) ? { combatOnly: true } : {}) };
  },
  Effect_preventTo(_prevent, combat, _dealt, noun, duration) {
    return { do: 'prevent-all-damage', to: ast(noun), duration: ast(duration), ...(present(combat) ? { combatOnly: true } : {}) };
  },
  Effect_preventBy(_prevent, combat, _dealt, noun, duration) {
    return { do: 'prevent-all-damage', by: ast(noun), duration: ast(duration), ...(present(combat) ? { combatOnly: true } : {}) };
  },
  Effect_preventNext(_prevent, amount, combat, _dealt, noun, duration) {
    return { do: 'prevent-damage', amount: ast(amount), to: ast(noun), duration: ast(duration), ...(present(combat) ? { combatOnly: true } : {}) };
  },
  Effect_gainControl(_gain, noun, duration) {
    return { do: 'gain-control', what: ast(noun), duration: opt(duration) ?? 'permanent' };
  },
  Effect_monstrosity(_monstrosity, amount) {
    return { do: 'monstrosity', amount: ast(amount) };
  },
  Effect_changeTargets(_choose, noun) {
    return { do: 'change-targets', what: ast(noun) };
  },
  Effect_exileTop(_exile, amount, _cards, _of, noun, _library) {
    const count = ast<Amount>(amount);
    return { do: 'exile-top-of-library', amount: count, who: ast(noun) };
  },
  Effect_lookOrReveal(_look, _words) {
    return { do: 'look-or-reveal', text: this.sourceString };
  },
  Effect_searchLibrary(_search, count, filter, _comma, _reveal, _them, _comma2, _put, _them2, place, _comma3, _shuffle) {
    return { do: 'search-for', filter: ast(filter), max: ast(count), ...ast<object>(place) };
  },
  SearchCount_upTo: (_upTo, n) => numberOf(n.sourceString),
  SearchCount_one: (n) => numberOf(n.sourceString),
  SearchPlace_battlefield: (_onto, tapped) => ({ to: 'battlefield', tapped: present(tapped) }),
  SearchPlace_hand: (_into) => ({ to: 'hand', tapped: false }),
  Effect_search(_search, _words) {
    return { do: 'search-library', text: this.sourceString };
  },
  Destination_ownersHand: (_) => ({ hand: true }),
  Destination_ownersHands: (_) => ({ hand: true }),
  Destination_yourHand: (_) => ({ hand: true }),
  Destination_battlefield(_, under) {
    return { hand: false, under: opt(under) ?? 'you' };
  },
  Under_yours: (_) => 'you',
  Under_owners: (_) => 'owner',
  LibraryPlace_top: (_) => 'top',
  LibraryPlace_bottom: (_) => 'bottom',

  DealsDamage_equalTo(_deals, _equal, amount, _to, noun) {
    const value = ast<Amount>(amount);
    const to = ast<Ref>(noun);
    return (source: Ref) => [{ do: 'damage', source, amount: value, to }];
  },
  DealsDamage_toEqual(_deals, _to, noun, _equal, amount) {
    const to = ast<Ref>(noun);
    const value = ast<Amount>(amount);
    return (source: Ref) => [{ do: 'damage', source, amount: value, to }];
  },
  DealsDamage_divided(_deals, amount, _divided, noun) {
    const value = ast<Amount>(amount);
    const to = ast<Ref>(noun);
    return (source: Ref) => [{ do: 'damage', source, amount: value, to, divided: true }];
  },
  DealsDamage_opponentsAndCreatures(_deals, amount, _rest) {
    const value = ast<Amount>(amount);
    // "they" are the opponents: each of them, then each creature an opponent controls, with no state-based actions between (704.3).
    const opponents: Ref = { ref: 'each-player', who: 'opponent' };
    const creatures = scope.mention({ ref: 'each', filter: { types: ['creature'], controller: 'opponent' } }, 'object');
    return (source: Ref) => [opponents, creatures].map((to) => ({ do: 'damage', source, amount: value, to }));
  },
  DealsDamage_parts(_deals, parts) {
    const read = list<{ amount: Amount; to: Ref }>(parts);
    return (source: Ref) => read.map((part) => ({ do: 'damage', source, ...part }));
  },
  DamagePart(amount, _damage, noun) {
    const value = ast<Amount>(amount);
    return { amount: value, to: ast(noun) };
  },
  Duration_endOfTurn: (_) => 'end-of-turn',
  Duration_thisTurn: (_) => 'this-turn',
  Duration_thisCombat: (_) => 'this-combat',
  Duration_whileOnBattlefield: (_) => 'while-source-on-battlefield',

  ManaProduction_opponentsLands: (_) => ({ mana: { couldProduce: 'lands-opponents-control', colorsOnly: true }, amount: 1 }),
  ManaProduction_yourLands: (_) => ({ mana: { couldProduce: 'lands-you-control', colorsOnly: false }, amount: 1 }),
  ManaProduction_sameAsProduced: (_one, _rest) => ({ mana: { sameAsProduced: true }, amount: 1 }),
  ManaProduction_anyOneColor: (n, _rest) => ({ mana: { anyColor: true, sameColor: true }, amount: numberOf(n.sourceString) }),
  ManaProduction_anyColor: (_) => ({ mana: { anyColor: true }, amount: 1 }),
  ManaProduction_oneOf(a, _or, b) {
    return { mana: { oneOf: [manaLetter(a), manaLetter(b)] }, amount: 1 };
  },
  ManaProduction_symbols(symbols) {
    return { mana: { mana: symbols.children.map(manaLetter) }, amount: symbols.children.length };
  },

  // ------------------------------------------------------------ tokens
  TokenDesc_copy(_copy, noun) {
    return { colors: [], types: [], subtypes: [], keywords: [], abilities: [], copyOf: ast(noun) };
  },
  TokenDesc_predefined(name, _token) {
    return predefined(name.sourceString);
  },
  TokenDesc_described(pt, colors, types, _tokens, withs) {
    const [power, toughness] = pt.sourceString.split('/').map((v) => (v === 'X' ? 'X' : Number(v))) as [number | 'X', number | 'X'];
    const words = types.sourceString.split(/\s+/);
    const grants = withs.children.length ? (withs.children[0]!.children[1]! as N) : undefined;
    const granted = grants ? grants.asIteration().children.map((grant) => grant.sourceString) : [];
    return {
      power,
      toughness,
      colors: ast<Color[]>(colors),
      types: words.filter((w) => /^[a-z]/.test(w)).map((w) => w[0]!.toUpperCase() + w.slice(1)),
      subtypes: words.filter((w) => /^[A-Z]/.test(w)),
      keywords: granted.filter((g) => !g.startsWith('"')),
      abilities: granted.filter((g) => g.startsWith('"')).map((g) => g.slice(1, -1)),
    };
  },
  TokenDesc_named(name, _token) {
    return predefined(name.sourceString);
  },
  TokenColors_colorless: (_) => [],
  TokenColors_colors(colors) {
    return colors.asIteration().children.map((c) => COLOR_OF[c.sourceString]!);
  },

  // ------------------------------------------------------------ nouns
  Noun_target(target) {
    return ast(target);
  },
  Noun_selfController(_) {
    return scope.mention({ ref: 'controller', of: { ref: 'self' } }, 'player');
  },
  Noun_self(_) {
    return scope.mention({ ref: 'self' }, 'object');
  },
  Noun_you(_) {
    return { ref: 'you' };
  },
  Noun_defendingPlayer(_) {
    return scope.mention({ ref: 'defending-player' }, 'player');
  },
  Noun_eachOpponent(_) {
    return { ref: 'each-player', who: 'opponent' };
  },
  Noun_eachPlayer(_) {
    return { ref: 'each-player', who: 'player' };
  },
  Noun_enchantedController(_) {
    return scope.mention({ ref: 'controller', of: { ref: 'enchanted' } }, 'player');
  },
  Noun_enchanted(_enchanted, _what) {
    return scope.mention({ ref: 'enchanted' }, 'object');
  },
  Noun_equipped(_) {
    return scope.mention({ ref: 'equipped' }, 'object');
  },
  Noun_pronounOf(pronoun, whose) {
    const of = whose.sourceString.includes('owner') ? 'owner' : 'controller';
    return scope.mention(scope.resolve({ ...ast<Pronoun>(pronoun), of }), 'player');
  },
  Noun_pronounController(word, _controller) {
    return scope.mention(scope.resolve({ ref: 'pronoun', word: word.sourceString, wants: 'object', of: 'controller' }), 'player');
  },
  Noun_pronounOwner(word, _owner) {
    return scope.mention(scope.resolve({ ref: 'pronoun', word: word.sourceString, wants: 'object', of: 'owner' }), 'player');
  },
  Noun_pronoun(pronoun) {
    return scope.resolve(ast<Pronoun>(pronoun));
  },
  Noun_allGraveyards(_) {
    return scope.mention({ ref: 'each', filter: { types: ['card'], card: true, zone: { zone: 'graveyard', owner: 'any' } } }, 'object');
  },
  Noun_eachOfThem(_eachOf, pronoun) {
    return scope.resolve(ast<Pronoun>(pronoun));
  },
  Noun_eachOfTargets(_eachOf, target) {
    return ast(target);
  },
  Noun_each(_each, filter) {
    return scope.mention({ ref: 'each', filter: ast(filter) }, 'object');
  },
  Noun_all(_all, filter) {
    return scope.mention({ ref: 'each', filter: ast(filter) }, 'object');
  },
  Noun_plural(filter) {
    return scope.mention({ ref: 'each', filter: ast(filter) }, 'object');
  },
  Pronoun(word) {
    const text = word.sourceString;
    const wants = text === 'that player' ? 'player' : text === 'they' ? 'either' : 'object';
    return { ref: 'pronoun', word: text, wants };
  },

  TargetPhrase_anyOther(_) {
    return targetRef({ index: scope.targets.length, kind: 'any', count: { min: 1, max: 1 }, another: true, text: this.sourceString });
  },
  TargetPhrase_any(_) {
    return targetRef({ index: scope.targets.length, kind: 'any', count: { min: 1, max: 1 }, text: this.sourceString });
  },
  TargetPhrase_eachOfAny(_eachOf, count, _targets) {
    return targetRef({ index: scope.targets.length, kind: 'any', count: ast(count), text: this.sourceString });
  },
  // "one or two targets", "any number of targets" (Forked Bolt, Boulderfall).
  TargetPhrase_countedAny(count, _targets) {
    return targetRef({ index: scope.targets.length, kind: 'any', count: ast(count), text: this.sourceString });
  },
  TargetPhrase_target(count, another, _target, noun) {
    const howMany = opt<TargetSlot['count']>(count) ?? { min: 1, max: 1 };
    const what = ast<Pick<TargetSlot, 'kind' | 'filter' | 'opponent'>>(noun);
    return targetRef({ index: scope.targets.length, ...what, count: howMany, ...(present(another) ? { another: true } : {}), text: this.sourceString });
  },
  TargetCount_upTo(_upTo, n) {
    return { min: 0, max: numberOf(n.sourceString) };
  },
  TargetCount_anyNumber: (_) => ({ min: 0, max: 'any' }),
  TargetCount_x: (_) => ({ min: 0, max: 'X' }),
  // "one or two", "one, two, or three".
  TargetCount_range(first, _commas, _middle, _lastComma, _or, last) {
    return { min: numberOf(first.sourceString), max: numberOf(last.sourceString) };
  },
  TargetCount_exactly(n) {
    const count = numberOf(n.sourceString);
    return { min: count, max: count };
  },
  TargetNoun_playerOrPlaneswalker: (_) => ({ kind: 'object-or-player', filter: { types: ['planeswalker'] } }),
  TargetNoun_creatureOrPlayer: (_) => ({ kind: 'object-or-player', filter: { types: ['creature'] } }),
  TargetNoun_opponent: (_) => ({ kind: 'player', opponent: true }),
  TargetNoun_player: (_) => ({ kind: 'player' }),
  TargetNoun_object(filter) {
    return { kind: 'object', filter: ast(filter) };
  },

  ObjectDesc(alternatives, suffixes) {
    const filter = mergeFilters(list<ObjectFilter>(alternatives));
    for (const suffix of suffixes.children) Object.assign(filter, mergeSuffix(filter, ast<Partial<ObjectFilter>>(suffix)));
    return filter;
  },
  TypedWords(words, types) {
    const filter = ast<ObjectFilter>(types);
    for (const word of words.children) {
      const part = ast<Partial<ObjectFilter>>(word);
      for (const [key, value] of Object.entries(part)) {
        const existing = (filter as unknown as Record<string, unknown>)[key];
        (filter as unknown as Record<string, unknown>)[key] = Array.isArray(existing) && Array.isArray(value) ? [...existing, ...value] : value;
      }
    }
    return filter;
  },
  ObjectWord_another: (_) => ({ other: true }),
  ObjectWord_other: (_) => ({ other: true }),
  ObjectWord_non(_non, _dash, what) {
    const word = what.sourceString;
    return { not: [COLOR_OF[word] ?? (/^[A-Z]/.test(word) ? singularSubtype(word) : singular(word))] };
  },
  ObjectWord_color(color) {
    return { colors: [COLOR_OF[color.sourceString]!] };
  },
  ObjectWord_multicolored: (_) => ({ multicolored: true }),
  ObjectWord_attackingOrBlocking: (_) => ({ status: ['attacking-or-blocking'] }),
  ObjectWord_status(word) {
    const status = word.sourceString;
    return status === 'legendary' || status === 'basic' ? { supertypes: [status] } : { status: [status] };
  },
  TypeWords_typed(subtypes, types) {
    const words = subtypes.children.map((s) => s.sourceString);
    const typeWords = types.children.map((t) => singular(t.sourceString));
    const kinds = typeWords.filter((word) => !OBJECT_WORDS.includes(word));
    const nonToken = typeWords.filter((word) => word !== 'token');
    // "tokens you control" are permanents that are tokens (111.1).
    const filter: ObjectFilter = { types: kinds.length ? [kinds[kinds.length - 1]!] : nonToken.length ? nonToken.slice(-1) : ['permanent'] };
    if (typeWords.includes('token')) filter.token = true;
    if (kinds.length > 1) filter.alsoTypes = kinds.slice(0, -1);
    if (kinds.length && typeWords.includes('spell')) filter.spell = true;
    if (kinds.length && typeWords.includes('card')) filter.card = true;
    if (words.length) filter.subtypes = words;
    return filter;
  },
  TypeWords_subtypes(subtypes) {
    return { types: [], subtypes: subtypes.children.map((s) => singularSubtype(s.sourceString)) };
  },
  ObjectSuffix_youControl: (_) => ({ controller: 'you' }),
  ObjectSuffix_youDontControl: (_) => ({ controller: 'not-you' }),
  ObjectSuffix_opponentControls: (_) => ({ controller: 'opponent' }),
  ObjectSuffix_youOwn: (_) => ({ owner: 'you' }),
  ObjectSuffix_statAtLeast(_with, stat, n, _greater) {
    return { with: [{ stat: stat.sourceString, op: '>=', value: Number(n.sourceString) } as Comparison] };
  },
  ObjectSuffix_statAtMost(_with, stat, n, _less) {
    return { with: [{ stat: stat.sourceString, op: '<=', value: Number(n.sourceString) } as Comparison] };
  },
  ObjectSuffix_withKeyword(_with, keyword) {
    return { withKeyword: keyword.sourceString };
  },
  ObjectSuffix_withoutKeyword(_without, keyword) {
    return { withoutKeyword: keyword.sourceString };
  },
  ObjectSuffix_withCounter(_with, kind, _counter, _onIt) {
    return { withCounter: kind.sourceString };
  },
  ObjectSuffix_yourGraveyard: (_in, _graveyard) => ({ zone: { zone: 'graveyard', owner: 'you' } }),
  ObjectSuffix_aGraveyard: (_in, _graveyard) => ({ zone: { zone: 'graveyard', owner: 'any' } }),
  ObjectSuffix_allGraveyards: (_in, _graveyards) => ({ zone: { zone: 'graveyard', owner: 'any' } }),
  ObjectSuffix_yourHand: (_) => ({ zone: { zone: 'hand', owner: 'you' } }),
  ObjectSuffix_colorOr(_thats, a, _or, b) {
    return { colors: [COLOR_OF[a.sourceString]!, COLOR_OF[b.sourceString]!] };
  },

  // ------------------------------------------------------------ amounts and conditions
  AmountWord_numberOf: (_) => ({ x: true }),
  AmountWord_thatMuch: (_) => ({ thatMuch: true }),
  AmountWord_count(count) {
    return ast(count);
  },
  CountWord_number(n) {
    return { n: numberOf(n.sourceString) };
  },
  CountWord_x: (_) => ({ x: true }),
  CountWord_another: (_) => ({ n: 1 }),
  AmountTail_equalTo(_equal, amount) {
    return ast(amount);
  },
  AmountTail_forEach(_forEach, thing) {
    return ast(thing);
  },
  AmountExpr_itsStat(word, stat) {
    const of = scope.resolve({ ref: 'pronoun', word: word.sourceString, wants: 'object' });
    return { stat: stat.sourceString, of };
  },
  AmountExpr_selfStat(_self, stat) {
    return { stat: stat.sourceString, of: { ref: 'self' } };
  },
  AmountExpr_devotion(_devotion, colors) {
    return { devotion: colors.asIteration().children.map((c) => COLOR_OF[c.sourceString]!) };
  },
  AmountExpr_numberOf(_numberOf, thing) {
    return ast(thing);
  },
  AmountExpr_lifeLost: (_) => ({ lifeLostThisWay: true }),
  AmountExpr_cardsInHand: (_) => ({ cardsInHand: 'you' }),
  AmountExpr_sacrificedStat(_sacrificed, stat) {
    return { stat: stat.sourceString, of: { ref: 'sacrificed' } };
  },
  AmountExpr_pronounStat(pronoun, _s, stat) {
    return { stat: stat.sourceString, of: scope.resolve(ast<Pronoun>(pronoun)) };
  },
  CountedThing_counters(kind, _counterOn, noun) {
    return { counters: kind.sourceString, on: ast(noun) };
  },
  CountedThing_objects(filter) {
    return { count: ast(filter) };
  },
  Condition_yourTurn: (_) => ({ if: 'your-turn' }),
  Condition_notYourTurn: (_) => ({ if: 'not-your-turn' }),
  Condition_tribute: (_) => ({ if: 'tribute-not-paid' }),
  Condition_youControl(_control, count, filter) {
    return { if: 'you-control', filter: oneFilter(count, filter) };
  },
  Condition_pronounIs(pronoun, _is, count, filter) {
    return { if: 'is', what: scope.resolve(ast<Pronoun>(pronoun)), filter: oneFilter(count, filter) };
  },
  Condition_selfIs(_self, count, filter) {
    return { if: 'is', what: scope.mention({ ref: 'self' }, 'object'), filter: oneFilter(count, filter) };
  },
  Condition_selfStatus: (_self, status) => statusCondition(scope.mention({ ref: 'self' }, 'object'), status),
  Condition_itStatus: (it, _s, status) => statusCondition(scope.resolve({ ref: 'pronoun', word: it.sourceString, wants: 'object' }), status),
  Condition_countersOnIt(it, _has, count, _more, kind, _counters, _onIt) {
    const on = scope.resolve({ ref: 'pronoun', word: it.sourceString, wants: 'object' });
    return { if: 'counters', counter: kind.sourceString, on, atLeast: numberOf(count.sourceString) };
  },
  Condition_itIs(it, _is, count, filter) {
    const what = scope.resolve({ ref: 'pronoun', word: it.sourceString, wants: 'object' });
    return { if: 'is', what, filter: oneFilter(count, filter) };
  },
  Condition_monstrous(_) {
    scope.mention({ ref: 'self' }, 'object');
    return { if: 'monstrous' };
  },

  // ------------------------------------------------------------ statics
  StaticSentence_asLongAs(_asLongAs, condition, _comma, sentence) {
    const when = ast<Condition>(condition);
    const inner = ast<Static>(sentence);
    if (inner.static !== 'anthem') return { static: 'conditional', condition: when, negated: false, then: inner };
    return { ...inner, condition: when };
  },
  StaticSentence_devotion(_asLongAs, colors, _less, n, _comma, _notCreature) {
    return { static: 'devotion-not-creature', colors: colors.asIteration().children.map((c) => COLOR_OF[c.sourceString]!), n: numberOf(n.sourceString) };
  },
  StaticSentence_definePowerToughness(_each, amount) {
    return { static: 'define-power-toughness', power: true, toughness: true, amount: ast(amount) };
  },
  StaticSentence_defineOne(_self, stat, _is, amount) {
    return { static: 'define-power-toughness', power: stat.sourceString === 'power', toughness: stat.sourceString === 'toughness', amount: ast(amount) };
  },
  StaticSentence_bothForEach(_both, firstPt, firstCount, _and, pts, counts) {
    const parts = [[firstPt, firstCount], ...pts.children.map((pt, i) => [pt, counts.children[i]!])] as [N, N][];
    const bonuses = parts.map(([pt, count]) => ({ ...fixedPowerToughness(pt, 'a static "gets +X/+X for each"'), filter: ast<ObjectFilter>(count) }));
    return selfAndEnchanted(bonuses);
  },
  StaticSentence_bothX(_both, _x, _comma, _where, amount) {
    const counted = ast<Amount>(amount);
    if (!('count' in counted)) throw new ReadingProblem('"+X/+X, where X is" anything but a number of objects, on a static ability');
    return selfAndEnchanted([{ power: 1, toughness: 1, filter: counted.count }]);
  },
  ForEach: (_forEach, filter) => ast(filter),
  StaticSentence_anthemForEach(noun, _gets, pt, _forEach, filter) {
    const who = ast<Ref>(noun);
    return { static: 'anthem-for-each', who, ...fixedPowerToughness(pt, 'a static "gets +X/+X for each"'), filter: ast(filter) };
  },
  StaticSentence_cantHave(noun, _lose, keyword, _cant, again) {
    if (keyword.sourceString !== again.sourceString) throw new ReadingProblem('"lose … and can\'t have or gain …" of two different keywords');
    return { static: 'cant-have', who: ast(noun), keyword: keyword.sourceString };
  },
  StaticSentence_loseAll(noun, _lose, _all, _and, _have, _base, power, _slash, toughness) {
    const base = power.children.length ? { power: Number(power.children[0]!.sourceString), toughness: Number(toughness.children[0]!.sourceString) } : {};
    return { static: 'lose-all-abilities', who: ast(noun), ...base };
  },
  StaticSentence_areSubtype(filter, _are, subtype) {
    return { static: 'set-subtype', who: scope.mention({ ref: 'each', filter: ast(filter) }, 'object'), subtype: singularSubtype(subtype.sourceString) };
  },
  StaticSentence_isAlsoSubtype(noun, _is, subtype, _other, _types) {
    return { static: 'add-subtype', who: ast(noun), subtype: subtype.sourceString };
  },
  StaticSentence_graveyardsExile: (_) => ({ static: 'graveyards-exile' }),
  StaticSentence_exileIfDies: (_) => ({ static: 'exile-if-dies' }),
  StaticSentence_doubleTokens: (_) => ({ static: 'double-tokens' }),
  StaticSentence_everyLandType(noun, _is) {
    return { static: 'every-basic-land-type', who: ast(noun) };
  },
  StaticSentence_doubleDamage: (_) => ({ static: 'double-damage' }),
  StaticSentence_preventDamageTo: (_prevent, filter) => ({ static: 'prevent-damage-to', filter: ast(filter) }),
  StaticSentence_anthem(noun, _gets, pt, _and, _has, grants, andCant) {
    const who = ast<Ref>(noun);
    const { power, toughness } = fixedPowerToughness(pt, 'a static "gets +X/+X"');
    const keywords = grants.children.length ? grants.children[0]!.asIteration().children.map((grant) => grant.sourceString) : [];
    const cant = opt<Extract<Static, { static: 'anthem' }>['cant']>(andCant);
    return { static: 'anthem', who, power, toughness, keywords, ...(cant ? { cant } : {}) };
  },
  AndCant_block: (_) => 'block',
  AndCant_attackAlone: (_) => 'attack-alone',
  AndCant_attackDespiteDefender: (_) => 'attack-despite-defender',
  AndCant_beBlocked: (_) => 'be-blocked',
  AndCant_attacksEachCombat: (_) => 'attack-each-combat',
  AndCant_blocksEachCombat: (_) => 'block-each-combat',
  StaticSentence_strive(_costs, mana, _more) {
    return { static: 'strive', mana: mana.sourceString.replace(/\s/g, '') };
  },
  StaticSentence_has(noun, _has, grants, andCant) {
    const who = ast<Ref>(noun);
    const cant = opt<Extract<Static, { static: 'anthem' }>['cant']>(andCant);
    return { static: 'anthem', who, power: 0, toughness: 0, keywords: grants.asIteration().children.map((grant) => grant.sourceString), ...(cant ? { cant } : {}) };
  },
  StaticSentence_attackDespiteDefender: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'attack-despite-defender' }),
  StaticSentence_youHave(_youHave, grants) {
    return { static: 'you-have', keywords: grants.asIteration().children.map((grant) => grant.sourceString) };
  },
  StaticSentence_cantBeCountered: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'be-countered' }),
  StaticSentence_cantAttackOrBlockAlone: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'attack-or-block-alone' }),
  StaticSentence_cantAttackAlone: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'attack-alone' }),
  StaticSentence_cantBlockAlone: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'block-alone' }),
  StaticSentence_canBlockOnly: (noun, _only, filter) => ({ static: 'can-block-only', what: ast(noun), filter: ast(filter) }),
  StaticSentence_cantBeBlockedBy: (noun, _by, filter) => ({ static: 'cant-be-blocked-by', what: ast(noun), filter: ast(filter) }),
  StaticSentence_cantBeBlockedExcept: (noun, _except, filter) => ({ static: 'cant-be-blocked-by', what: ast(noun), filter: otherBlockers(ast(filter)) }),
  StaticSentence_cantAttackOrBlock: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'attack-or-block' }),
  StaticSentence_cantBlock: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'block' }),
  StaticSentence_cantAttack: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'attack' }),
  StaticSentence_cantBeBlocked: (noun, _) => ({ static: 'cant', what: ast(noun), action: 'be-blocked' }),
  StaticSentence_mustAttack: (noun, _) => ({ static: 'must-attack', what: ast(noun) }),
  StaticSentence_mustBlock: (noun, _) => ({ static: 'must-block', what: ast(noun) }),
  StaticSentence_doesntUntap: (noun, _) => ({ static: 'doesnt-untap', what: ast(noun) }),
  StaticSentence_entersTapped: (_self, _enters, _tapped) => ({ static: 'enters-tapped' }),
  StaticSentence_entersWithCounters(_self, _enters, _with, amount, kind, _counters, _onIt) {
    return { static: 'enters-with-counters', counter: kind.sourceString, amount: ast(amount) };
  },
  StaticSentence_entersAsCopy: (_may, _enter, _copy) => ({ static: 'enters-as-copy' }),
  StaticSentence_costLess(filter, _cast, mana, _less) {
    return { static: 'cost-less', filter: ast(filter), mana: mana.sourceString.replace(/\s/g, '') };
  },
  StaticSentence_landsProduce(_if, symbol, _instead) {
    return { static: 'lands-produce', mana: manaLetter(symbol) };
  },

  _iter(...children) {
    return children.map((child) => child['ast']());
  },
  _terminal() {
    return this.sourceString;
  },
};

/** "{2}" or "{X}" in "unless its controller pays {2}": an amount of generic mana. */
function genericAmount(mana: string): Amount {
  const symbol = mana.replace(/\s/g, '');
  if (symbol === '{X}') return { x: true };
  const n = /^\{(\d+)\}$/.exec(symbol);
  if (!n) throw new ReadingProblem(`"unless … pays ${symbol}": only generic mana is read`);
  return { n: Number(n[1]) };
}

function costKeyword(this: ohm.Node, word: N, cost: N): Keyword {
  return { keyword: word.sourceString, cost: cost.sourceString.replace(/\s/g, '') };
}

function numberKeyword(this: ohm.Node, word: N, n: N): Keyword {
  return { keyword: word.sourceString, n: Number(n.sourceString) };
}

function manaLetter(symbol: N): string {
  return symbol.sourceString.replace(/[{}]/g, '');
}

/** "a creature", "two other creatures": the filter, with "another" as "other". */
function countFilter(count: N, filter: N): ObjectFilter {
  const read = ast<ObjectFilter>(filter);
  return count.sourceString === 'another' ? { ...read, other: true } : read;
}

/** "a creature", "another Wizard": where the words name one object, a number other than one would be lost ("if you control three Wizards"). */
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

/** "all creatures … except for Krakens and Serpents": every object of the phrase but those of these subtypes. */
function leaveOut(what: Ref, subtypes: string[] | undefined): Ref {
  if (!subtypes) return what;
  if (what.ref !== 'each') throw new ReadingProblem('"except for" after anything but "all …" or "each …"');
  return { ...what, filter: { ...what.filter, not: [...(what.filter.not ?? []), ...subtypes] } };
}

/** "~ is enchanted", "it's attacking or blocking". */
function statusCondition(what: Ref, status: N): Condition {
  const word = status.sourceString;
  if (word === 'legendary' || word === 'basic') throw new ReadingProblem(`"is ${word}" as a condition`);
  return { if: 'is', what, filter: { types: [], status: [word === 'attacking or blocking' ? 'attacking-or-blocking' : word] } };
}

/** "+1/+1" as numbers (an X is refused with `what`). */
function fixedPowerToughness(pt: N, what: string): { power: number; toughness: number } {
  const [power, toughness] = pt.sourceString.split('/').map((v) => Number(v.replace('+', ''))) as [number, number];
  if (Number.isNaN(power) || Number.isNaN(toughness)) throw new ReadingProblem(what);
  return { power, toughness };
}

/** "~ and enchanted creature each get …": each bonus for the card itself (a creature) and for the creature it enchants (an Aura, 702.103). */
function selfAndEnchanted(bonuses: { power: number; toughness: number; filter: ObjectFilter }[]): Static {
  const who = [scope.mention({ ref: 'self' }, 'object'), scope.mention({ ref: 'enchanted' }, 'object')];
  return { static: 'several', statics: who.flatMap((one) => bonuses.map((bonus) => ({ static: 'anthem-for-each' as const, who: one, ...bonus }))) };
}

function oneFilter(count: N, filter: N): ObjectFilter {
  if (!['a', 'an', 'one', 'another'].includes(count.sourceString)) throw new ReadingProblem(`can't count "${count.sourceString}" objects here, only one`);
  return countFilter(count, filter);
}

function mergeSuffix(filter: ObjectFilter, suffix: Partial<ObjectFilter>): Partial<ObjectFilter> {
  if (suffix.with && filter.with) return { with: [...filter.with, ...suffix.with] };
  return suffix;
}

function predefined(name: string): TokenSpec {
  return { predefined: name, colors: [], types: [], subtypes: [], keywords: [], abilities: [] };
}

function grantEffects(grants: N, on: Ref, duration: Duration): Effect[] {
  const words = grants.asIteration().children.map((grant) => grant.sourceString);
  const effects: Effect[] = [];
  const keywords = words.filter((word) => word !== 'protection from the color of your choice');
  if (keywords.length) effects.push({ do: 'grant', keywords, on, duration });
  if (keywords.length < words.length) effects.push({ do: 'grant-protection-from-chosen-color', on, duration });
  return effects;
}

function cant(noun: N, action: 'block' | 'attack-or-block' | 'be-blocked' | 'attack-despite-defender', duration: N): Effect {
  return { do: 'cant', what: ast(noun), action, duration: opt<Duration>(duration) ?? 'permanent' };
}

function must(noun: N, action: 'attack' | 'block' | 'be-blocked', duration: N): Effect {
  return { do: 'must', what: ast(noun), action, duration: ast(duration) };
}

/** The effects of a chain ("…, then …"), with X replaced by what "where X is …" says. */
function chainWithX(chain: N, where?: N): Effect[] {
  const effects = list<Effect | Effect[]>(chain).flat();
  const x = where && opt<Amount>(where);
  return x ? substituteX(effects, x) : effects;
}

function block(sentences: N): EffectBlock {
  const read: Effect[][] = [];
  for (const sentence of list<Effect[]>(sentences)) {
    const [first] = sentence;
    if (first?.do !== 'if' || !first.instead) {
      read.push(sentence);
      continue;
    }
    // "X. If …, Y instead.": Y if the condition holds, else X (608.2c: checked once).
    const previous = read.pop();
    if (!previous?.length || previous.some((effect) => 'effects' in effect || 'then' in effect)) throw new ReadingProblem('"… instead" after anything but plain effects');
    const { instead: _instead, ...conditional } = first;
    read.push([{ ...conditional, otherwise: previous }]);
  }
  return { targets: scope.targets, effects: read.flat() };
}

/** Where a text failed to parse: the index in the normalised text where the grammar could go no further. */
export interface ParseFailure {
  at: number;
}

/** Parses one normalised ability: its tree (without text and label), or where it failed. */
export function parseAbility(text: string): { ability: Omit<Ability, 'text' | 'label'> } | { failure: ParseFailure } | { problem: string } {
  const { grammar, semantics } = oracleGrammar();
  const match = grammar.match(text);
  if (match.failed()) return { failure: { at: match.getRightmostFailurePosition() } };
  scope = new Scope();
  try {
    return { ability: semantics(match)['ast']() as Omit<Ability, 'text' | 'label'> };
  } catch (error) {
    if (error instanceof ReadingProblem) return { problem: error.message };
    throw error;
  }
}

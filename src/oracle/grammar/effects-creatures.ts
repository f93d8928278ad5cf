/** Effects on permanents where they are (effects-creatures.ohm): power and toughness, abilities, combat rules for a time, fight, tap, control, copy. */
import type * as ohm from 'ohm-js';
import type { Amount, Animation, Color, Duration, Effect, Ref, TypeAddition } from '../ast';
import { ast, opt, present, type N } from './nodes';
import { scope } from './scope';
import { subtypeNamed } from './subtypes';
import { COLOR_OF, numberOf } from './words';

/** "Noun gets +1/+1 [until end of turn]": a pump of fixed numbers (or X) on the object named. */
function plainPump(noun: ohm.Node, pt: ohm.Node, duration: ohm.Node): Extract<Effect, { do: 'pump' }> {
  const [power, toughness] = pt.sourceString.split('/').map(signedValue) as [ReturnType<typeof signedValue>, ReturnType<typeof signedValue>];
  return { do: 'pump', power: power.value, toughness: toughness.value, powerSign: power.sign, toughnessSign: toughness.sign, on: ast<Ref>(noun), duration: opt<Duration>(duration) ?? 'permanent' };
}

export const creatureEffectActions: ohm.ActionDict<unknown> = {
  Effect_mayBecomeCopy(_may, who, _become, of, except) {
    return { do: 'may', effects: [{ do: 'become-copy', who: ast(who), of: ast(of), exceptThisAbility: present(except) }] };
  },
  Effect_becomeCopy(who, _becomes, _copy, of, except) {
    return { do: 'become-copy', who: ast(who), of: ast(of), exceptThisAbility: present(except) };
  },
  Effect_pump(noun, _each, _gets, pt, _and, _gains, grants, duration, _forEach, counted) {
    const on = ast<Ref>(noun);
    const [power, toughness] = pt.sourceString.split('/').map(signedValue) as [ReturnType<typeof signedValue>, ReturnType<typeof signedValue>];
    const lasting = opt<Duration>(duration) ?? 'permanent';
    // "gets +1/+0 until end of turn for each other attacking creature": each +1 is one for each (608.2h: counted as it resolves).
    const perEach = counted.children.length ? ast<Amount>(counted.children[0]!) : undefined;
    const each = (value: typeof power.value): typeof power.value => (perEach && typeof value === 'number' ? (value === 0 ? 0 : value === 1 ? perEach : { times: value, of: perEach }) : value);
    const pump: Effect = { do: 'pump', power: each(power.value), toughness: each(toughness.value), powerSign: power.sign, toughnessSign: toughness.sign, on, duration: lasting };
    const granted = grants.children.length ? grantEffects(grants.children[0]!, on, lasting) : [];
    return [pump, ...granted];
  },
  Effect_pumpAndBlockMore(noun, _gets, pt, _can, more, duration) {
    const pump = plainPump(noun, pt, duration);
    return [pump, { do: 'block-more', what: pump.on, more: ast(more), duration: pump.duration }];
  },
  Effect_grantAndPump(noun, _each, _gains, grants, _and, _gets, pt, duration) {
    const pump = plainPump(noun, pt, duration);
    return [...grantEffects(grants, pump.on, pump.duration), pump];
  },
  Effect_becomeCreature(noun, _loses, _all, _and, _becomes, _a, color, subtype, _base, power, _slash, toughness, duration) {
    const on = ast<Ref>(noun);
    const colors = color.children.length ? [COLOR_OF[color.sourceString]!] : undefined;
    return { do: 'become', on, loseAllAbilities: true, subtypes: [subtypeNamed(subtype.sourceString)], ...(colors ? { colors } : {}), power: Number(power.sourceString), toughness: Number(toughness.sourceString), duration: opt<Duration>(duration) ?? 'permanent' };
  },
  Effect_animate(noun, _becomes, animation, duration) {
    return { do: 'become', ...ast<Omit<Extract<Effect, { do: 'become' }>, 'do' | 'on' | 'duration'>>(animation), on: ast<Ref>(noun), duration: opt<Duration>(duration) ?? 'permanent' };
  },
  Animation(_a, power, _slash, toughness, colors, subtypes, artifact, _creature, _with, grants, keeps) {
    const named = colors.asIteration().children.map((color) => COLOR_OF[color.sourceString]!);
    // 205.1b: "still a land" or "in addition to its other types" keeps everything; "an artifact creature" its other types; else 205.1a.
    const kept = opt<'everything'>(keeps) ?? (present(artifact) ? 'noncreature-types' : 'nothing');
    const creature: Animation = { artifact: present(artifact), keeps: kept, grants: grants.children.length ? grants.children[0]!.asIteration().children.map((grant) => grant.sourceString) : [] };
    return { loseAllAbilities: false, subtypes: subtypes.children.map((subtype) => subtypeNamed(subtype.sourceString)), ...(named.length ? { colors: named } : {}), power: animatedValue(power), toughness: animatedValue(toughness), creature };
  },
  AnimationKeeps_still: (_still, _a, _type) => 'everything',
  AnimationKeeps_inAddition: (_words) => 'everything',
  Sentence_still(_still, _a, _type, _dot) {
    return [{ do: 'still' }];
  },
  // 608.2d: the type is chosen as it resolves; it replaces the creature types (205.1b).
  Effect_becomeChosenType(noun, _becomes, _type, duration) {
    return { do: 'become-chosen-type', on: ast(noun), duration: opt<Duration>(duration) ?? 'permanent' };
  },
  // 205.1b, 305.7: "target land becomes an Island until end of turn", "target creature becomes a Coward": its subtypes of that kind replaced.
  Effect_becomeAlso(noun, _becomes, adds, duration) {
    return { do: 'become-also', on: ast(noun), adds: ast<TypeAddition>(adds), duration: opt<Duration>(duration) ?? 'permanent' };
  },
  TypeAddition(_a, colors, types, _inAddition, kept) {
    const named = opt<Color[]>(colors);
    return { ...ast<Pick<TypeAddition, 'types' | 'subtypes'>>(types), ...(named ? { colors: named } : {}), colorsAdded: kept.sourceString === 'colors and types' };
  },
  AddedTypes_subtyped: (subtypes, types) => ({ subtypes: subtypes.children.map((subtype) => subtypeNamed(subtype.sourceString)), types: cardTypes(types) }),
  AddedTypes_typed: (types) => ({ subtypes: [], types: cardTypes(types) }),
  AddedColor_colors: (colors) => colors.asIteration().children.map((color) => COLOR_OF[color.sourceString]!),
  AddedColor_colorless: (_) => [],
  Effect_becomeSubtype(noun, _becomes, _a, subtype, duration) {
    return { do: 'become-subtype', on: ast(noun), subtype: subtypeNamed(subtype.sourceString), duration: opt<Duration>(duration) ?? 'permanent' };
  },
  Effect_switchPT(_switch, target, _pt, duration) {
    return { do: 'switch-pt', on: ast(target), duration: opt<Duration>(duration) ?? 'permanent' };
  },
  Effect_grant(noun, _each, _gains, grants, duration) {
    const on = ast<Ref>(noun);
    return grantEffects(grants, on, opt<Duration>(duration) ?? 'permanent');
  },
  /** "target creature loses flying until end of turn" (layer 6, 613.1f). */
  Effect_loseKeywords(noun, _loses, keywords, duration) {
    const on = ast<Ref>(noun);
    return { do: 'lose-keywords', keywords: keywords.asIteration().children.map((keyword) => keyword.sourceString), on, duration: opt<Duration>(duration) ?? 'permanent' };
  },
  Effect_cantBlockAttacker: (noun, _cant, attacker, duration) => ({ do: 'cant-block-attacker', what: ast(noun), attacker: ast(attacker), duration: ast(duration) }),
  Effect_cantBlock: (noun, _cant, duration) => cant(noun, 'block', duration),
  Effect_cantAttackOrBlock: (noun, _cant, duration) => cant(noun, 'attack-or-block', duration),
  Effect_cantBeBlocked: (noun, _cant, duration) => cant(noun, 'be-blocked', duration),
  Effect_alsoCantBeBlocked(_cant, duration) {
    return { do: 'cant', what: scope.resolve({ ref: 'pronoun', word: 'it', wants: 'object' }), action: 'be-blocked', duration: ast<Duration>(duration) };
  },
  Effect_attackDespiteDefender: (noun, _can, duration, _asThough) => cant(noun, 'attack-despite-defender', duration),
  Effect_assignNoCombatDamage: (noun, _assigns, _damage, duration) => cant(noun, 'assign-combat-damage', duration),
  Effect_canBlockMore: (noun, _can, more, duration) => ({ do: 'block-more', what: ast(noun), more: ast(more), duration: ast(duration) }),
  Effect_alsoCanBlockMore(_can, more, duration) {
    return { do: 'block-more', what: scope.resolve({ ref: 'pronoun', word: 'it', wants: 'object' }), more: ast(more), duration: ast<Duration>(duration) };
  },
  BlockMore_one: (_) => 1,
  BlockMore_some: (n, _creatures) => numberOf(n.sourceString),
  BlockMore_any: (_) => 'any',
  Effect_mustBeBlocked: (noun, _must, duration, _able) => must(noun, 'be-blocked', duration),
  Effect_blockedByAll: (_all, blockers, _able, noun, duration, _do) => ({ do: 'blocked-by-all', what: ast(noun), blockers: ast(blockers), duration: ast(duration) }),
  Effect_blocksIfAble: (noun, _blocks, attacker, duration, _able) => ({ do: 'block-if-able', what: ast(noun), attacker: ast(attacker), duration: ast(duration) }),
  Effect_mustBlock: (noun, _blocks, duration, _able) => must(noun, 'block', duration),
  Effect_mustAttack: (noun, _attacks, duration, _able) => must(noun, 'attack', duration),
  Effect_cantBeRegenerated(noun, _cant, duration) {
    return { do: 'cant', what: ast(noun), action: 'be-regenerated', duration: opt<Duration>(duration) ?? 'permanent' };
  },
  Effect_fight(a, _fights, b) {
    return fight(a, b);
  },
  Effect_doesntUntap(noun, _verb, _during, step) {
    return { do: 'cant', what: ast(noun), action: 'untap', duration: ast<Duration>(step) };
  },
  Effect_doesntUntapFor(noun, _words, duration) {
    return { do: 'cant', what: ast(noun), action: 'untap', duration: ast<Duration>(duration) };
  },
  NextUntapStep_its: (_) => 'next-untap-step',
  NextUntapStep_yours: (_) => 'your-next-untap-step',
  Effect_tapOrUntap(_verbs, noun) {
    return { do: 'tap-or-untap', what: ast(noun) };
  },
  Effect_tap(_tap, noun) {
    return { do: 'tap', what: ast(noun) };
  },
  Effect_untap(_untap, noun) {
    return { do: 'untap', what: ast(noun) };
  },
  Effect_gainControl(_gain, noun, duration) {
    return { do: 'gain-control', what: ast(noun), duration: opt(duration) ?? 'permanent' };
  },
  // "You may attach ~ to it": "it" is another object than the one attached.
  Effect_attach(_attach, noun, _to, host) {
    const what = ast<Ref>(noun);
    return { do: 'attach', what, to: scope.withSubject(what, () => ast<Ref>(host)) };
  },
};

/** A power or toughness an object becomes: a number, or X ("an X/X Construct artifact creature"). */
/** "artifact", "enchantment creature": the card types, capitalised. */
function cardTypes(words: N): TypeAddition['types'] {
  return words.children.map((word) => (word.sourceString[0]!.toUpperCase() + word.sourceString.slice(1)) as TypeAddition['types'][number]);
}

function animatedValue(value: N): Amount | number {
  return value.sourceString === 'X' ? { x: true } : Number(value.sourceString);
}

function signedValue(text: string): { value: Amount | number; sign: 1 | -1 } {
  const sign = text.startsWith('-') ? -1 : 1;
  const body = text.slice(1);
  return { value: body === 'X' ? { x: true } : Number(body), sign };
}

function grantEffects(grants: N, on: Ref, duration: Duration): Effect[] {
  const words = grants.asIteration().children.map((grant) => grant.sourceString);
  const effects: Effect[] = [];
  const chosen = ['protection from the color of your choice', 'protection from the chosen color'];
  const keywords = words.filter((word) => !chosen.includes(word));
  if (keywords.length) effects.push({ do: 'grant', keywords, on, duration });
  // "the color of your choice" is chosen as it resolves; "the chosen color" is the one chosen before (608.2d, 614.12a).
  if (words.includes(chosen[0]!)) effects.push({ do: 'grant-protection-from-chosen-color', on, duration });
  if (words.includes(chosen[1]!)) effects.push({ do: 'grant-protection-from-chosen-color', on, duration, chosen: true });
  return effects;
}

function cant(noun: N, action: 'block' | 'attack-or-block' | 'be-blocked' | 'attack-despite-defender' | 'assign-combat-damage', duration: N): Effect {
  return { do: 'cant', what: ast(noun), action, duration: opt<Duration>(duration) ?? 'permanent' };
}

function must(noun: N, action: 'attack' | 'block' | 'be-blocked', duration: N): Effect {
  return { do: 'must', what: ast(noun), action, duration: ast(duration) };
}

/** 701.14a: "A fights B": B, a pronoun ("fights it"), is another creature than A. */
function fight(a: N, b: N): Effect {
  const first = ast<Ref>(a);
  return { do: 'fight', a: first, b: scope.withSubject(first, () => ast<Ref>(b)) };
}

/** Effects on permanents where they are (power and toughness, abilities, combat rules, fight, tap, control, copy) in the engine's words. */
import type { Animation, TypeAddition } from '../ast';
import type { Modification } from '../../engine/cards/schema';
import { ptChange } from './amounts';
import { cannot } from './base';
import { lowerDuration, type EffectLowerers } from './effects';
import { lowerFilter, lowerWho } from './nouns';
import { lowerKeywords } from './keywords';
import { CANT_RULES } from './statics';

export const creatureEffectLowerers = {
  fight(effect) {
    return [{ do: 'fight', what: [lowerWho(effect.a), lowerWho(effect.b)] }];
  },
  must(effect) {
    const rules = { attack: { attacksEachCombat: true }, block: { blocksEachCombat: true }, 'be-blocked': { mustBeBlocked: true } } as const;
    return [{ do: 'modify', on: lowerWho(effect.what), until: lowerDuration(effect.duration), rules: rules[effect.action] }];
  },
  'block-if-able'(effect) {
    const until = effect.duration === 'this-turn' ? 'end-of-turn' : effect.duration === 'this-combat' ? 'end-of-combat' : undefined;
    if (!until) return cannot('make a creature block for that long');
    return [{ do: 'block-if-able', on: lowerWho(effect.what), blocking: lowerWho(effect.attacker), until }];
  },
  'cant-block-attacker'(effect) {
    if (effect.duration !== 'this-turn') return cannot('keep a creature from blocking another for that long');
    return [{ do: 'cant-block-attacker', on: lowerWho(effect.what), attacker: lowerWho(effect.attacker) }];
  },
  'block-more'(effect) {
    return [{ do: 'modify', on: lowerWho(effect.what), until: lowerDuration(effect.duration), rules: { blocksAdditional: effect.more } }];
  },
  'blocked-by-all'(effect) {
    return [{ do: 'modify', on: lowerWho(effect.what), until: lowerDuration(effect.duration), rules: { blockedByAllAble: lowerFilter(effect.blockers) } }];
  },
  pump(effect) {
    const power = ptChange(effect.power, effect.powerSign);
    const toughness = ptChange(effect.toughness, effect.toughnessSign);
    if (effect.duration === 'end-of-turn') return [{ do: 'pump', power, toughness, on: lowerWho(effect.on) }];
    if (typeof power !== 'number' || typeof toughness !== 'number') return cannot('give a variable +X/+X that lasts beyond the turn');
    return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes: { power, toughness } }];
  },
  grant(effect, lowering) {
    const granted = lowering.grants(effect.keywords);
    if (effect.duration === 'end-of-turn' && granted.abilities.length === 0) return [{ do: 'grant', keywords: granted.keywords, on: lowerWho(effect.on) }];
    const changes = { ...(granted.keywords.length ? { addKeywords: granted.keywords } : {}), ...(granted.abilities.length ? { addGrantedAbilities: granted.abilities } : {}) };
    return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes }];
  },
  'lose-keywords'(effect) {
    const loseKeywords = effect.keywords.flatMap((keyword) => lowerKeywords({ keyword }));
    return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes: { loseKeywords } }];
  },
  cant(effect) {
    return [{ do: 'modify', on: lowerWho(effect.what), until: lowerDuration(effect.duration), rules: CANT_RULES[effect.action] }];
  },
  become(effect, lowering) {
    const { power, toughness, creature } = effect;
    if (typeof power !== 'number' || typeof toughness !== 'number') return cannot('set power and toughness to an amount counted as the effect begins');
    const types = creature ? animatedTypes(effect.subtypes, creature) : { setSubtypes: effect.subtypes };
    const granted = creature?.grants.length ? lowering.grants(creature.grants) : undefined;
    const abilities = { ...(granted?.keywords.length ? { addKeywords: granted.keywords } : {}), ...(granted?.abilities.length ? { addGrantedAbilities: granted.abilities } : {}) };
    const changes = { ...types, ...(effect.colors ? { setColors: effect.colors } : {}), ...(creature ? abilities : { loseAllAbilities: effect.loseAllAbilities }), setPower: power, setToughness: toughness };
    return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes }];
  },
  'become-chosen-type'(effect) {
    return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes: { chosenType: 'set' } }];
  },
  'become-also'(effect) {
    return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes: typeAdditionChanges(effect.adds) }];
  },
  'become-subtype'(effect) {
    return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes: { setSubtypes: [effect.subtype] } }];
  },
  'switch-pt'(effect) {
    return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes: { switchPowerToughness: true } }];
  },
  'grant-protection-from-chosen-color'(effect) {
    if (effect.duration !== 'end-of-turn') cannot('grant protection that lasts beyond the turn');
    return [{ do: 'grant-protection-from-chosen-color', on: lowerWho(effect.on), ...(effect.chosen ? { chosen: true as const } : {}) }];
  },
  'gain-control'(effect) {
    if (effect.duration === 'source-tapped') cannot('change control for as long as a permanent remains tapped (611.2b)');
    const until = lowerDuration(effect.duration);
    if (until !== 'end-of-turn' && until !== 'indefinite' && until !== 'source-on-battlefield' && until !== 'source-controlled') return cannot(`change control ${effect.duration}`);
    return [{ do: 'gain-control', what: lowerWho(effect.what), until }];
  },
  // 701.3a: the engine attaches the ability's own Aura or Equipment.
  attach(effect) {
    if (effect.what.ref !== 'self') cannot('attach an object other than the card itself (701.3a)');
    return [{ do: 'attach', to: lowerWho(effect.to) }];
  },
  tap(effect) {
    return [{ do: 'tap', what: lowerWho(effect.what) }];
  },
  untap(effect) {
    return [{ do: 'untap', what: lowerWho(effect.what) }];
  },
  'tap-or-untap'(effect) {
    return [{ do: 'tap-or-untap', what: lowerWho(effect.what) }];
  },
  'become-copy'(effect) {
    if (effect.who.ref !== 'self') cannot('make another object become a copy');
    return [{ do: 'become-copy', of: lowerWho(effect.of), exceptThisAbility: effect.exceptThisAbility }];
  },
} satisfies EffectLowerers;

/**
 * The types of an object that becomes a creature (layer 4): it keeps every type and subtype it had
 * ("It's still a land", 205.1b), or its types and subtypes but its creature types ("becomes a Bird
 * artifact creature", 205.1b), or its types are set and the subtypes of the others go (205.1a).
 */
function animatedTypes(subtypes: string[], creature: Animation): Modification {
  const types: Modification['addTypes'] = creature.artifact ? ['Artifact', 'Creature'] : ['Creature'];
  const named = subtypes.length ? subtypes : undefined;
  if (creature.keeps === 'everything') return { addTypes: types, ...(named ? { addSubtypes: named } : {}) };
  if (creature.keeps === 'noncreature-types') return { addTypes: types, ...(named ? { setSubtypes: named } : {}) };
  return { setTypes: types, ...(named ? { setSubtypes: named } : {}) };
}

/** 205.1b, 105.3: the types and subtypes added, the colors added or set; a creature needs a power and toughness, which nothing gives it here. */
export function typeAdditionChanges(adds: TypeAddition): Modification {
  if (adds.types.includes('Creature')) cannot('make a permanent a creature without saying its power and toughness');
  return {
    ...(adds.types.length ? { addTypes: adds.types } : {}),
    ...(adds.subtypes.length ? { addSubtypes: adds.subtypes } : {}),
    ...(adds.colors ? (adds.colorsAdded && adds.colors.length ? { addColors: adds.colors } : { setColors: adds.colors }) : {}),
  };
}

/** Effects on permanents where they are (power and toughness, abilities, combat rules, fight, tap, control, copy) in the engine's words. */
import { ptChange } from './amounts';
import { cannot } from './base';
import { lowerDuration, type EffectLowerers } from './effects';
import { lowerWho } from './nouns';
import { CANT_RULES } from './statics';

export const creatureEffectLowerers = {
  fight(effect) {
    return [{ do: 'fight', what: [lowerWho(effect.a), lowerWho(effect.b)] }];
  },
  must(effect) {
    const rules = { attack: { attacksEachCombat: true }, block: { blocksEachCombat: true }, 'be-blocked': { mustBeBlocked: true } } as const;
    return [{ do: 'modify', on: lowerWho(effect.what), until: lowerDuration(effect.duration), rules: rules[effect.action] }];
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
  cant(effect) {
    return [{ do: 'modify', on: lowerWho(effect.what), until: lowerDuration(effect.duration), rules: CANT_RULES[effect.action] }];
  },
  become(effect) {
    return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes: { setSubtypes: effect.subtypes, ...(effect.colors ? { setColors: effect.colors } : {}), loseAllAbilities: effect.loseAllAbilities, setPower: effect.power, setToughness: effect.toughness } }];
  },
  'switch-pt'(effect) {
    return [{ do: 'modify', on: lowerWho(effect.on), until: lowerDuration(effect.duration), changes: { switchPowerToughness: true } }];
  },
  'grant-protection-from-chosen-color'(effect) {
    if (effect.duration !== 'end-of-turn') cannot('grant protection that lasts beyond the turn');
    return [{ do: 'grant-protection-from-chosen-color', on: lowerWho(effect.on) }];
  },
  'gain-control'(effect) {
    if (effect.duration !== 'end-of-turn' && effect.duration !== 'permanent') cannot(`change control ${effect.duration}`);
    return [{ do: 'gain-control', what: lowerWho(effect.what), until: effect.duration === 'end-of-turn' ? 'end-of-turn' : 'indefinite' }];
  },
  tap(effect) {
    return [{ do: 'tap', what: lowerWho(effect.what) }];
  },
  untap(effect) {
    return [{ do: 'untap', what: lowerWho(effect.what) }];
  },
  'become-copy'(effect) {
    if (effect.who.ref !== 'self') cannot('make another object become a copy');
    return [{ do: 'become-copy', of: lowerWho(effect.of), exceptThisAbility: effect.exceptThisAbility }];
  },
} satisfies EffectLowerers;

/**
 * The lowering of one card's abilities: the bodies of its activated and triggered abilities
 * (targets and effects), the quoted abilities it grants, the tokens it names. Each kind of effect
 * is lowered by the file of its domain (effects-*.ts).
 */
import type { TargetSpec } from '../../engine/cards/schema';
import type { Ability, Effect, EffectBlock } from '../ast';
import { abilityTexts } from '../normalise';
import { parseAbility } from '../parse';
import { cannot, UnreadableQuote, type EngineAbility, type EngineEffect } from './base';
import { knowingDefendingPlayer, lowerCondition } from './conditions';
import { lowerCosts, lowerLoyalty, lowerRestrictions } from './costs';
import { effectLowerers, type EffectLowerers } from './effects';
import { counterEffectLowerers } from './effects-counters';
import { creatureEffectLowerers } from './effects-creatures';
import { damageEffectLowerers } from './effects-damage';
import { libraryEffectLowerers } from './effects-library';
import { manaEffectLowerers } from './effects-mana';
import { stackEffectLowerers } from './effects-stack';
import { zoneEffectLowerers } from './effects-zones';
import { faceEffectLowerers } from './effects-faces';
import { replacementEffectLowerers } from './replacements';
import { lowerKeywords, WORDED_KEYWORDS } from './keywords';
import { lowerTarget, lowerWho, sameRef } from './nouns';
import { LEAVES, selfAsItLeft, triggerEvents } from './triggers';

const EFFECT_LOWERERS: EffectLowerers = { ...effectLowerers, ...damageEffectLowerers, ...zoneEffectLowerers, ...counterEffectLowerers, ...libraryEffectLowerers, ...creatureEffectLowerers, ...manaEffectLowerers, ...stackEffectLowerers, ...faceEffectLowerers, ...replacementEffectLowerers };

/** What a "for each player" effect may do for one player at a time: no part done for one player changes what another's does (608.2c). */
const DONE_FOR_ONE_PLAYER = ['damage', 'lose-life', 'gain-life', 'draw', 'discard', 'mill', 'create-token', 'sacrifice', 'unless-pay'];

/** An ability whose effect moves the card it's on out of a graveyard ("return ~ from your graveyard to your hand", 113.6m). */
function movesSelfFromGraveyard(body: { effects: EngineEffect[] }): boolean {
  return JSON.stringify(body.effects).includes('"self-in-graveyard"');
}

/**
 * "You gain 3 life for each card exiled this way", "draw a card for each creature destroyed this way" (608.2c):
 * the engine counts what the resolving ability has moved, so the effect that did it must be the only one before.
 */
function movedBefore(before: Effect[], effect: Effect): void {
  const how = /"movedThisWay":\{[^]*?"how":"(exiled|destroyed)"/.exec(JSON.stringify(effect))?.[1];
  if (!how) return;
  const moving = before.filter((one) => !(one.do === 'cant' && one.action === 'be-regenerated'));
  if (moving.length !== 1 || moving[0]!.do !== (how === 'exiled' ? 'exile' : 'destroy')) cannot(`count what was ${how} this way but right after the one effect that ${how} it`);
}

export class Lowering {
  /** Quoted abilities the card grants to other objects (its `grantedAbilities`). */
  readonly granted: EngineAbility[] = [];

  constructor(
    /** The predefined tokens the card creates (111.10), by name. */
    readonly tokens: string[],
    readonly creator: string,
    /** The card's own card types, for "~ or another <type>". */
    readonly cardTypes: string[],
    readonly subtypes: string[],
    /** The card's name is inside one of its quoted abilities ("{T}: Put an aim counter on Hankyu"): there "~" is the card, not the object that has the ability. */
    readonly namedInQuotes = false,
  ) {}

  /** An ability the card grants (to itself, while a condition holds: a leveler's striation, 711.2a): its index in `granted`. */
  grant(ability: EngineAbility): number {
    return this.granted.push(ability) - 1;
  }

  /** Keywords and quoted abilities granted ("has flying and \"{T}: …\""): the keywords, and the indexes of the quoted abilities in `granted`. */
  grants(words: string[]): { keywords: string[]; abilities: number[] } {
    const keywords = words.filter((word) => !word.startsWith('"')).flatMap((keyword) => lowerKeywords({ keyword }));
    const abilities = words.filter((word) => word.startsWith('"')).map((word) => this.grant(this.quoted(word.slice(1, -1))));
    return { keywords, abilities };
  }

  /** A quoted ability (113.1a), read like a line of the card's text; "this creature" is the object that has it. */
  private quoted(text: string): EngineAbility {
    const parsed = parseAbility(/[.]$/.test(text) ? text : `${text}.`);
    if (!('ability' in parsed)) throw new UnreadableQuote(text);
    // 113.1a: the granted ability's "~" is the object that has it; a card named in it is another object.
    if (this.namedInQuotes && text.includes('~')) return cannot(`grant an ability that names the card granting it ("${text}")`);
    const ability = { ...parsed.ability, text: `"${text}"` } as Ability;
    if (ability.kind === 'activated') return this.activated(ability);
    if (ability.kind === 'triggered') {
      // "this creature or another …": whether the object that has it is one is unknown here.
      const { trigger } = ability;
      if ('subject' in trigger && trigger.subject.self && trigger.subject.others) return cannot('grant a quoted ability that triggers on "this creature or another …"');
      const [only, ...more] = this.triggered(ability);
      if (!only || more.length) return cannot('grant a quoted ability that triggers on two events');
      return only;
    }
    return cannot(`grant quoted ${ability.kind} abilities`);
  }

  /** "Soulshift 3" (WORDED_KEYWORDS): the ability its rule words, read like a line of the card, said as the keyword. */
  wordedKeyword(keyword: string, n: number | undefined, text: string): EngineAbility[] {
    if (!this.cardTypes.includes('Creature')) return cannot(`run ${keyword} on a permanent that is not a creature`);
    const [line] = abilityTexts(WORDED_KEYWORDS[keyword]!(n), this.creator);
    const parsed = parseAbility(line!.text.text);
    if (!('ability' in parsed) || parsed.ability.kind !== 'triggered') throw new Error(`the words of ${keyword} can't be read: ${JSON.stringify(parsed)}`);
    return this.triggered({ ...parsed.ability, text } as Extract<Ability, { kind: 'triggered' }>);
  }

  block(block: EffectBlock): { targets: TargetSpec[]; effects: EngineEffect[] } {
    return { targets: block.targets.map(lowerTarget), effects: this.effects(block.effects) };
  }

  activated(ability: Extract<Ability, { kind: 'activated' }>): EngineAbility {
    const restrictions = lowerRestrictions(ability.restrictions ?? []);
    const cost = ability.loyalty !== undefined ? lowerLoyalty(ability.loyalty) : lowerCosts(ability.cost);
    const body = this.block(ability.block);
    // 113.6j: "Discard ~" is paid from a hand, so the ability works only there; 113.6m: "Return ~ from your graveyard …" only from a graveyard.
    const fromGraveyard = movesSelfFromGraveyard(body) || ability.cost.some((one) => one.cost === 'exile-self' && one.from === 'graveyard');
    if (fromGraveyard && (cost.tap || cost.untap || cost.sacrificeSelf || cost.discardSelf)) cannot('pay a cost of a permanent for an ability that works from a graveyard');
    const fromHand = ability.cost.some((one) => one.cost === 'exile-self' && one.from === 'hand');
    if (fromHand && (cost.tap || cost.untap || cost.sacrificeSelf)) cannot('pay a cost of a permanent for an ability that works from a hand');
    const zone = cost.discardSelf || fromHand ? { zone: 'hand' as const } : fromGraveyard ? { zone: 'graveyard' as const } : {};
    return { kind: 'activated', cost, ...body, ...restrictions, ...zone, text: ability.text };
  }

  triggered(ability: Extract<Ability, { kind: 'triggered' }>): EngineAbility[] {
    const events = triggerEvents(ability.trigger, this.cardTypes);
    // 506.2: "Whenever ~ attacks, if defending player controls …": the player it attacks.
    const attacking = ability.trigger.on === 'attacks' && ability.trigger.subject.self && !ability.trigger.subject.others;
    const condition = ability.condition ? { condition: knowingDefendingPlayer(attacking, () => lowerCondition(ability.condition!)) } : {};
    const optional = ability.optional;
    const effects = optional ? (ability.block.effects[0] as Extract<Effect, { do: 'may' }>).effects : ability.block.effects;
    const body = this.block({ targets: ability.block.targets, effects });
    // Two triggers in one sentence: what the effects say of one event ("that spell", "that player") the other lacks.
    if (ability.trigger.on === 'either' && /"(it|that-player|trigger-[a-z-]+)"/.test(JSON.stringify(body))) cannot('give the object or player of one of two trigger events to the other event\'s ability');
    return events.map((event) => {
      const leaves = LEAVES.includes(event.when);
      // 113.6m: an ability that returns the card from a graveyard triggers there, unless its event puts the card (or, for an Aura, what it enchants) there.
      const zone = movesSelfFromGraveyard(body) && !(leaves && (!event.subject || event.subject.attachedToSource)) ? { zone: 'graveyard' as const } : {};
      // 400.7, 702.29c: the card that left the battlefield, or was cycled, is found where it went.
      // 701.9a: so is the card discarded ("When a spell or ability an opponent controls causes you to discard ~").
      const newObject = (leaves || event.when === 'cycled' || event.when === 'discards') && !event.subject;
      return { kind: 'triggered', ...event, ...condition, ...(optional ? { optional: true } : {}), ...(newObject ? selfAsItLeft(body) : body), ...zone, text: ability.text };
    });
  }

  /**
   * "Each opponent sacrifices a permanent unless they pay {3}", "~ deals damage to each player equal to the
   * number of lands they control": the effect done for each of the players, "they" the one it is done for (608.2c).
   */
  private distributed(effect: Effect, who: 'player' | 'opponent'): EngineEffect[] {
    const words = JSON.stringify(effect);
    const each = JSON.stringify({ ref: 'each-player', who });
    if (!words.includes(each)) return cannot(`tell which player "they" is when no "each ${who}" is named in the same instruction`);
    if (words.includes('"trigger-player"')) return cannot(`do an effect for each ${who} that also names the player of its trigger`);
    const forOne = JSON.parse(words.replaceAll(each, '{"ref":"trigger-player"}').replaceAll(JSON.stringify({ ref: 'one-of-each', who }), '{"ref":"trigger-player"}')) as Effect;
    const effects = this.effect(forOne);
    // "… unless they pay {3}": what happens if they don't is done for that one player too.
    const other = effects.flatMap((inner): { do: string }[] => (inner.do === 'unless-pay' ? [inner, ...inner.effects] : [inner])).find((inner) => !DONE_FOR_ONE_PLAYER.includes(inner.do));
    if (other) return cannot(`do "${other.do}" for each ${who} in turn`);
    return [{ do: 'for-each-player', players: who === 'opponent' ? 'each-opponent' : 'each-player', effects: effects as Extract<EngineEffect, { do: 'for-each-player' }>['effects'] }];
  }

  effects(effects: Effect[]): EngineEffect[] {
    const lowered: EngineEffect[] = [];
    for (let i = 0; i < effects.length; i++) {
      const effect = effects[i]!;
      const next = effects[i + 1];
      movedBefore(effects.slice(0, i), effect);
      // "Exile it, then return that card to the battlefield under your (its owner's) control" (a new object, 400.7).
      if (effect.do === 'exile' && !effect.until && next?.do === 'put-onto-battlefield' && sameRef(effect.what, next.what) && !next.tapped) {
        lowered.push({ do: 'exile-and-return', what: lowerWho(effect.what), ...(next.under === 'owner' ? { owner: true as const } : {}) });
        i++;
        continue;
      }
      // 615.5: "… prevent that damage. You gain life equal to the damage prevented this way.": the prevention's additional effect.
      if (effect.do === 'prevent-next-from-source' && !effect.all && next?.do === 'gain-life' && 'damagePreventedThisWay' in next.amount && next.who.ref === 'you') {
        lowered.push(...this.effect(effect).map((prevention) => ({ ...prevention, gainLife: true as const })));
        i++;
        continue;
      }
      // "Destroy all creatures. They can't be regenerated.": the rule applies to that destruction (701.19c), so it comes first.
      if (effect.do === 'destroy' && next?.do === 'cant' && next.action === 'be-regenerated' && sameRef(effect.what, next.what)) {
        lowered.push(...this.effect(next), ...this.effect(effect));
        i++;
        continue;
      }
      lowered.push(...this.effect(effect));
    }
    return lowered;
  }

  private effect(effect: Effect): EngineEffect[] {
    const one = /"ref":"one-of-each","who":"(player|opponent)"/.exec(JSON.stringify(effect))?.[1];
    if (one) return this.distributed(effect, one as 'player' | 'opponent');
    const lower = EFFECT_LOWERERS[effect.do] as ((effect: Effect, lowering: Lowering) => EngineEffect[]) | undefined;
    return lower ? lower(effect, this) : cannot(effect.do);
  }
}

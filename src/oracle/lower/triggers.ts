/** Trigger events (603) in the engine's words. */
import type { ObjectFilter, Trigger, TriggerSubject } from '../ast';
import { cannot, type TriggeredAbility } from './base';
import { lowerCondition } from './conditions';
import { lowerFilter, TYPE_OF } from './nouns';

/** "~ or another creature" (on a creature) is any creature, itself too; "another creature" excludes it; "~" alone needs no subject. */
export function subjectOf(subject: TriggerSubject): Pick<TriggeredAbility, 'subject'> {
  if (!subject.others) return {};
  return { subject: lowerFilter(subject.self ? { ...subject.others, other: undefined } : subject.others) };
}


/** The other creature of an event between two, as it must be (509.3f). */
function counterpartOf(counterpart: ObjectFilter | undefined): Pick<TriggeredAbility, 'counterpart'> {
  return counterpart ? { counterpart: lowerFilter(counterpart) } : {};
}

export const LEAVES: TriggeredAbility['when'][] = ['dies', 'leaves', 'put-into-graveyard'];

/**
 * "When ~ dies, return it to its owner's hand": after the event, the card itself is a new object
 * (400.7) that the ability finds where it went (603.6c, 400.7e): the event's object, not "self".
 */
export function selfAsItLeft<T>(body: T): T {
  return JSON.parse(JSON.stringify(body), (_key, value: unknown) => (value === 'self' ? 'it' : value)) as T;
}

/** The engine's trigger events for a trigger: one, or two for "~ or another …" when the engine needs both; `cardTypes` are the card's own. */
export function triggerEvents(trigger: Trigger, cardTypes: string[]): Pick<TriggeredAbility, 'when' | 'subject' | 'whose' | 'step' | 'state' | 'withOthers' | 'zone' | 'byOpponent'>[] {
  // "~ or another Zombie", "~ or enchanted creature" (bestow): one ability for the card itself, whatever it is
  // (a Bear, a token), one for the others. "~ or another creature" on a creature stays one ability (any creature).
  if ('subject' in trigger && trigger.subject.self && trigger.subject.others && !selfIsAlways(trigger.subject.others, cardTypes)) {
    return [...triggerEvents({ ...trigger, subject: { self: true } }, cardTypes), ...triggerEvents({ ...trigger, subject: { self: false, others: trigger.subject.others } }, cardTypes)];
  }
  switch (trigger.on) {
    case 'either':
      return trigger.triggers.flatMap((one) => triggerEvents(one, cardTypes));
    // 601.2i: "When you cast ~" works on the stack, where the spell is as it becomes cast.
    case 'cast-self':
      return [{ when: 'cast', zone: 'stack' }];
    case 'cast-spell-targeting-self':
      return [{ when: 'heroic' }];
    case 'land-tapped-for-mana':
      return [{ when: 'land-tapped-for-mana' }];
    case 'cast': {
      const { types, spell: _spell, ...rest } = trigger.filter;
      const subject = types.every((type) => type === 'spell') && Object.keys(rest).length === 0 ? {} : { subject: lowerFilter({ ...trigger.filter, spell: undefined, types: types.filter((type) => type !== 'spell') }) };
      return [{ when: 'cast', whose: trigger.caster === 'player' ? 'each' : trigger.caster, ...subject }];
    }
    case 'gains-life':
      return [{ when: 'gains-life' }];
    case 'state':
      return [{ when: 'state', state: lowerCondition(trigger.condition) }];
    case 'you-control-none':
      return [{ when: 'state', state: { not: { youControl: lowerFilter(trigger.filter) } } }];
    case 'beginning-of': {
      const whose = ({ your: 'you', each: 'each', opponents: 'opponent', enchanted: 'enchanted', 'enchanted-controller': 'enchanted-controller' } as const)[trigger.whose as 'your'];
      if (!whose) return cannot('create delayed triggers ("at the beginning of the next end step")');
      const step = ({ upkeep: 'upkeep', draw: 'draw', end: 'end', combat: 'beginning-of-combat', 'precombat-main': 'precombat-main', 'end-of-combat': 'end-of-combat' } as const)[trigger.step];
      return [{ when: 'beginning-of-step', step, whose }];
    }
    case 'put-into-graveyard':
      if (trigger.owner) {
        if (trigger.subject.self) return cannot('trigger when the card itself is put into its owner\'s graveyard ("your graveyard")');
        return [{ when: 'put-into-graveyard', subject: { ...lowerFilter(trigger.subject.others!), owner: trigger.owner } }];
      }
      return [{ when: trigger.on, ...subjectOf(trigger.subject) }];
    case 'enters':
    case 'dies':
    case 'leaves':
    case 'attacks-unblocked':
    case 'becomes-blocked':
    case 'becomes-tapped':
    case 'becomes-untapped':
    case 'exerted':
    case 'becomes-monstrous':
    case 'explores':
    case 'turned-face-up':
    case 'deals-damage':
      return [{ when: trigger.on, ...subjectOf(trigger.subject) }];
    case 'attacks':
      return [{ when: 'attacks', ...subjectOf(trigger.subject), ...(trigger.attacked ? { whose: 'enchanted' } : {}), ...(trigger.withOthers ? { withOthers: trigger.withOthers } : {}) }];
    case 'attacks-alone':
      return [{ when: 'attacks-alone', ...subjectOf(trigger.subject) }];
    case 'blocks':
    case 'blocked-by':
    case 'deals-combat-damage':
      return [{ when: trigger.on, ...subjectOf(trigger.subject), ...counterpartOf(trigger.counterpart) }];
    case 'deals-damage-to-player':
      return [{ when: trigger.combat ? 'deals-combat-damage-to-player' : 'deals-damage-to-player', ...subjectOf(trigger.subject), ...(trigger.to === 'player' ? {} : { whose: trigger.to }) }];
    case 'deals-damage-to':
      return [{ when: 'deals-damage-to', ...subjectOf(trigger.subject), ...counterpartOf(trigger.counterpart) }];
    case 'is-dealt-damage':
      return [{ when: trigger.combat ? 'dealt-combat-damage' : 'dealt-damage', ...subjectOf(trigger.subject) }];
    case 'player-dealt-damage':
      return [{ when: trigger.combat ? 'player-dealt-combat-damage' : 'player-dealt-damage', whose: 'you' }];
    case 'becomes-target':
      return [{ when: 'becomes-target', ...subjectOf(trigger.subject), ...(trigger.by ? { whose: trigger.by } : {}) }];
    // A creature never attacks and blocks in one combat, nor blocks and becomes blocked: two abilities act as one.
    case 'attacks-or-blocks':
      return [{ when: 'attacks', ...subjectOf(trigger.subject) }, { when: 'blocks', ...subjectOf(trigger.subject) }];
    // "blocks or becomes blocked by a creature": the creature it blocks (509.3b), each creature blocking it (509.3d).
    case 'blocks-or-becomes-blocked':
      if (trigger.counterpart) return [{ when: 'blocks', ...subjectOf(trigger.subject), ...counterpartOf(trigger.counterpart) }, { when: 'blocked-by', ...subjectOf(trigger.subject), ...counterpartOf(trigger.counterpart) }];
      return [{ when: 'blocks', ...subjectOf(trigger.subject) }, { when: 'becomes-blocked', ...subjectOf(trigger.subject) }];
    case 'draws':
      return [{ when: 'draws', whose: whoseOf(trigger.who) }];
    // Two events, two abilities (603.2), the second a leaves-the-battlefield ability looking back in time (603.10a).
    case 'enters-or-dies':
    case 'enters-or-leaves':
    case 'enters-or-put-into-graveyard':
      return [{ when: 'enters', ...subjectOf(trigger.subject) }, { when: ({ 'enters-or-dies': 'dies', 'enters-or-leaves': 'leaves', 'enters-or-put-into-graveyard': 'put-into-graveyard' } as const)[trigger.on], ...subjectOf(trigger.subject) }];
    case 'enters-or-attacks':
      return [{ when: 'enters', ...subjectOf(trigger.subject) }, { when: 'attacks', ...subjectOf(trigger.subject) }];
    // 708.8: a permanent turned face up doesn't enter; two abilities, one for each event.
    case 'enters-or-turned-face-up':
      return [{ when: 'enters', ...subjectOf(trigger.subject) }, { when: 'turned-face-up', ...subjectOf(trigger.subject) }];
    // 701.27e: the face this ability is on is the one "~" names; a permanent transforming doesn't enter (712.18).
    case 'transforms-into':
    case 'enters-or-transforms-into':
      if (trigger.subject.others) return cannot('trigger when another permanent transforms');
      return [...(trigger.on === 'enters-or-transforms-into' ? [{ when: 'enters' as const }] : []), { when: 'transforms-into' }];
    case 'sacrificed':
      return [{ when: 'sacrificed', ...subjectOf(trigger.subject), ...(trigger.who ? { whose: whoseOf(trigger.who) } : {}) }];
    case 'scry':
      return [{ when: 'scries' }];
    case 'surveil':
      return [{ when: 'surveils' }];
    case 'cycles':
      return [{ when: 'cycled', ...(trigger.subject.others ? { whose: whoseOf(trigger.who) } : {}), ...subjectOf(trigger.subject) }];
    // 702.29c: cycled from a hand, or put into a graveyard from the battlefield: two abilities, one for each event.
    case 'cycles-or-dies':
      return [{ when: 'cycled' }, { when: 'dies' }];
    case 'discards':
      return [{ when: 'discards', whose: whoseOf(trigger.who), subject: lowerFilter(trigger.filter) }];
    case 'discarded-by-opponent':
      return [{ when: 'discards', byOpponent: true, ...(trigger.filter ? { subject: lowerFilter(trigger.filter) } : {}) }];
  }
}

/** Whose event: "you", "an opponent", "a player" (each). */
function whoseOf(who: 'you' | 'opponent' | 'player'): 'you' | 'opponent' | 'each' {
  return who === 'player' ? 'each' : who;
}

/** Whether the card itself always matches "another …" in "~ or another …": only a card type it has, and you control it. */
function selfIsAlways(filter: ObjectFilter, cardTypes: string[]): boolean {
  const { types, controller, other: _other, ...rest } = filter;
  const type = types.length === 1 ? TYPE_OF[types[0]!] : undefined;
  return Object.values(rest).every((value) => value === undefined) && (controller === undefined || controller === 'you') && type !== undefined && cardTypes.includes(type);
}

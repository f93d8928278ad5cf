/** Trigger conditions (triggers.ohm, 603). A trigger's event is mentioned first, for its pronouns (603.2). */
import type * as ohm from 'ohm-js';
import type { Effect, ObjectFilter, TriggerSubject } from '../ast';
import { ast, list, present, ReadingProblem } from './nodes';
import { nounsOf, scope } from './scope';
import { oneFilter } from './nouns';
import { numberOf } from './words';

const LAND = nounsOf({ types: ['land'] });
const CREATURE = nounsOf({ types: ['creature'] });

/** A sentence as printed begins: its first letter a capital (normalise.ts made it lower case). */
/** The sentences as printed: each one's first letter a capital again (the reading lowered it). */
const sentenceText = (text: string): string => text.replace(/(^|\. )([a-z])/g, (_all, before: string, letter: string) => before + letter.toUpperCase());

/** "When you cycle ~": only its owner, holding it, cycles a card (702.29a). */
function cycleSelf(player: ohm.Node, on: 'cycles' | 'cycles-or-dies') {
  if (ast(player) !== 'you') throw new ReadingProblem(`"${player.sourceString} cycles ~"`);
  scope.mention({ ref: 'self' }, 'object');
  return { on, who: 'you', subject: { self: true } };
}

export const triggerActions: ohm.ActionDict<unknown> = {
  Sentence_delayedFirst(_at, time, _comma, chain, _dot) {
    return [{ do: 'delayed', at: ast(time), effects: list<Effect | Effect[]>(chain).flat(), text: sentenceText(this.sourceString) }];
  },
  Sentence_delayedPayOrElse(_at, time, _comma, _pay, mana, _dot, _dont, _comma2, chain, _dot2) {
    const orElse = { do: 'unless-pay', payer: { ref: 'you' }, cost: [{ cost: 'mana', mana: mana.sourceString.replace(/\s/g, '') }], effects: list<Effect | Effect[]>(chain).flat() };
    return [{ do: 'delayed', at: ast(time), effects: [orElse], text: sentenceText(this.sourceString) }];
  },
  Sentence_delayedLast(chain, _at, time, _dot) {
    return [{ do: 'delayed', at: ast(time), effects: list<Effect | Effect[]>(chain).flat(), text: sentenceText(this.sourceString) }];
  },
  /** "Destroy that creature at end of combat." (511.2: at the beginning of the end of combat step). */
  Sentence_delayedEndOfCombat(chain, _at, _dot) {
    return [{ do: 'delayed', at: 'end-of-combat', effects: list<Effect | Effect[]>(chain).flat(), text: sentenceText(this.sourceString) }];
  },
  DelayedTime_nextEnd: (_) => 'next-end-step',
  DelayedTime_nextUpkeep: (_) => 'next-turn-upkeep',
  DelayedTime_yourNextUpkeep: (_) => 'your-next-upkeep',
  InterveningIf(_if, condition, _comma) {
    return ast(condition);
  },
  TriggerClause_beginningOrEvent(_, step, _or, _whenever, event) {
    return { on: 'either', triggers: [{ on: 'beginning-of', ...ast<object>(step) }, ast(event)] };
  },
  TriggerClause_endOfCombat: (_) => ({ on: 'beginning-of', step: 'end-of-combat', whose: 'each' }),
  TriggerClause_beginning(_, step) {
    return { on: 'beginning-of', ...ast<object>(step) };
  },
  /** 603.8: a state trigger, "When you control no Islands". */
  TriggerClause_controlNone(_, filter) {
    return { on: 'you-control-none', filter: ast(filter) };
  },
  TriggerClause_state(_when, condition) {
    return { on: 'state', condition: ast(condition) };
  },
  StateCondition_noneOnBattlefield: (_no, filter, _on) => ({ if: 'not', condition: { if: 'any-player-controls', filter: ast<ObjectFilter>(filter) } }),
  TriggerClause_event(_when, event) {
    return ast(event);
  },
  Step_yourUpkeep: (_) => ({ step: 'upkeep', whose: 'your' }),
  Step_eachUpkeep: (_) => ({ step: 'upkeep', whose: 'each' }),
  // 603.2, 503.1a: "that player" is the player whose upkeep it is, the active player.
  Step_opponentsUpkeep(_) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { step: 'upkeep', whose: 'opponents' };
  },
  Step_eachPlayersUpkeep(_) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { step: 'upkeep', whose: 'each' };
  },
  /** 303.4a: the upkeep of the player this Aura is attached to; "that player" is that player. */
  Step_enchantedUpkeep(_) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { step: 'upkeep', whose: 'enchanted' };
  },
  /** The upkeep of the controller of the permanent this Aura enchants (303.4): "that player" is that player, "that creature" the enchanted one. */
  Step_enchantedControllersUpkeep(_, filter, _controller) {
    scope.mention({ ref: 'enchanted' }, 'object', nounsOf(ast<ObjectFilter>(filter)));
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { step: 'upkeep', whose: 'enchanted-controller' };
  },
  Step_eachDraw(_) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { step: 'draw', whose: 'each' };
  },
  Step_yourDraw: (_) => ({ step: 'draw', whose: 'your' }),
  Step_nextEnd: (_) => ({ step: 'end', whose: 'the-next' }),
  Step_theEnd: (_) => ({ step: 'end', whose: 'each' }),
  Step_yourEnd: (_) => ({ step: 'end', whose: 'your' }),
  Step_eachEnd: (_) => ({ step: 'end', whose: 'each' }),
  /** "that player" is the player whose end step it is. */
  Step_eachPlayersEnd(_) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { step: 'end', whose: 'each' };
  },
  Step_combat: (_) => ({ step: 'combat', whose: 'your' }),
  /** 505.1, 507.1: the beginning of combat step of each opponent's turn; "that player" is the player whose turn it is. */
  Step_opponentsCombat(_) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { step: 'combat', whose: 'opponents' };
  },
  Step_eachCombat: (_) => ({ step: 'combat', whose: 'each' }),
  Step_main: (_) => ({ step: 'precombat-main', whose: 'your' }),
  TriggerEvent_heroic(_) {
    scope.mention({ ref: 'self' }, 'object');
    return { on: 'cast-spell-targeting-self' };
  },
  TriggerEvent_castSelf(_) {
    scope.mention({ ref: 'self' }, 'object');
    return { on: 'cast-self' };
  },
  TriggerEvent_cast(caster, _casts, spell) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    const filter = ast<ObjectFilter>(spell);
    scope.mention({ ref: 'trigger-subject' }, 'object', ['spell']);
    return { on: 'cast', caster: ast(caster), filter: { ...filter, spell: true } };
  },
  TriggerEvent_draws(player, _draws, _card) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { on: 'draws', who: ast(player) };
  },
  // 701.9a: "When a spell or ability an opponent controls causes you to discard ~": the card's own, found where it went.
  TriggerEvent_discardedSelfByOpponent(_words) {
    scope.mention({ ref: 'self' }, 'object');
    return { on: 'discarded-by-opponent' };
  },
  TriggerEvent_discardedByOpponent(_words, count, filter) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { on: 'discarded-by-opponent', filter: oneFilter(count, filter) };
  },
  // 702.29d: cycling a card is discarding it, once: "cycle or discard a card" is any discard.
  TriggerEvent_cycleOrDiscard(player, _cycle, _or, _discard, count, filter) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { on: 'discards', who: ast(player), filter: oneFilter(count, filter) };
  },
  TriggerEvent_discards(player, _discards, count, filter) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { on: 'discards', who: ast(player), filter: oneFilter(count, filter) };
  },
  // 702.29c: "When you cycle ~ (or it dies)": the card's own ability, found where the card went.
  TriggerEvent_cycleSelfOrDies(player, _cycle, _self, _dies) {
    return cycleSelf(player, 'cycles-or-dies');
  },
  TriggerEvent_cycleSelf(player, _cycle, _self) {
    return cycleSelf(player, 'cycles');
  },
  TriggerEvent_cycles(player, _cycles, count, filter) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { on: 'cycles', who: ast(player), subject: { self: false, others: oneFilter(count, filter) } };
  },
  TriggerEvent_scry: (_) => ({ on: 'scry' }),
  TriggerEvent_surveil: (_) => ({ on: 'surveil' }),
  TriggerEvent_gainLife: (_) => ({ on: 'gains-life', who: 'you' }),
  TriggerEvent_youDealtDamage: (_you, _dealt, combat, _damage) => ({ on: 'player-dealt-damage', combat: present(combat) }),
  TriggerEvent_sacrificeSelf(_) {
    scope.mention({ ref: 'self' }, 'object');
    return { on: 'sacrificed', subject: { self: true } };
  },
  /** 701.21a: "Whenever you sacrifice a Clue", "Whenever a player sacrifices a creature": who sacrificed it, and what. */
  TriggerEvent_sacrifices(player, _sacrifices, count, filter) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    const others = oneFilter(count, filter);
    scope.mention({ ref: 'trigger-subject' }, 'object', nounsOf(others));
    return { on: 'sacrificed', who: ast(player), subject: { self: false, others } };
  },
  TriggerEvent_tapsLand(_) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    scope.mention({ ref: 'trigger-subject' }, 'object', LAND);
    return { on: 'land-tapped-for-mana' };
  },
  TriggerEvent_landTapped(_) {
    scope.mention({ ref: 'trigger-subject' }, 'object', LAND);
    return { on: 'land-tapped-for-mana' };
  },
  // "When enchanted Forest is put into a graveyard" (a Genju): a permanent goes to a graveyard from the battlefield.
  TriggerEvent_enchantedToGraveyard(_enchanted, filter, _put) {
    const others = ast<ObjectFilter>(filter);
    scope.mention({ ref: 'trigger-subject' }, 'object', nounsOf(others));
    return { on: 'put-into-graveyard', subject: { self: false, others: { ...others, status: ['enchanted-by-self'] } } };
  },
  /** "Whenever ~ and at least two other creatures attack" (battalion's words, 207.2c): ~ attacks with N or more others. */
  TriggerEvent_attacksWithOthers(_self, n, _others) {
    scope.mention({ ref: 'self' }, 'object');
    return { on: 'attacks', subject: { self: true }, withOthers: numberOf(n.sourceString) };
  },
  TriggerEvent_subject(subject, verb) {
    const who = ast<TriggerSubject>(subject);
    const read = ast<string | { on: string; counterpart: ObjectFilter }>(verb);
    if (typeof read === 'object') return { ...read, subject: who };
    const on = read;
    // "enters the battlefield under your control": the other objects are yours; "under an opponent's control", an opponent's ("that player").
    if (on === 'enters-under-your-control') return { on: 'enters', subject: who.others ? { ...who, others: { ...who.others, controller: 'you' } } : who };
    if (on === 'enters-under-opponents-control') {
      if (!who.others || who.self) throw new ReadingProblem('"~ enters the battlefield under an opponent\'s control"');
      scope.mention({ ref: 'controller', of: { ref: 'trigger-subject' } }, 'player');
      return { on: 'enters', subject: { ...who, others: { ...who.others, controller: 'opponent' } } };
    }
    if (on === 'becomes-target-by-opponent') return { on: 'becomes-target', subject: who, by: 'opponent' };
    return { on, subject: who };
  },
  TriggerVerb_entersOrDies: (_enters, _dies) => 'enters-or-dies',
  TriggerVerb_entersOrLeaves: (_enters, _leaves) => 'enters-or-leaves',
  TriggerVerb_entersOrPutIntoGraveyard: (_enters, _put) => 'enters-or-put-into-graveyard',
  TriggerVerb_entersOrAttacks: (_enters, _attacks) => 'enters-or-attacks',
  TriggerVerb_entersOrTurnedFaceUp: (_enters, _turned) => 'enters-or-turned-face-up',
  TriggerVerb_entersOrTransformsInto: (_enters, _transforms) => 'enters-or-transforms-into',
  TriggerVerb_enters: (_enters, control) => (!present(control) ? 'enters' : control.sourceString === 'under your control' ? 'enters-under-your-control' : 'enters-under-opponents-control'),
  TriggerVerb_dies: (_) => 'dies',
  TriggerVerb_putIntoGraveyard: (_) => 'put-into-graveyard',
  // 400.3: a card goes to its owner's graveyard: "your graveyard" is a card you own.
  TriggerVerb_putIntoOwnersGraveyard: (_put, whose, _rest) => ({ on: 'put-into-graveyard', owner: whose.sourceString === 'your' ? 'you' : 'opponent' }),
  TriggerVerb_leaves: (_) => 'leaves',
  TriggerVerb_attacksOrBlocks: (_) => 'attacks-or-blocks',
  TriggerVerb_attacksUnblocked: (_) => 'attacks-unblocked',
  TriggerVerb_attacks: (_) => 'attacks',
  /** 506.5: the only creature declared as an attacker. */
  TriggerVerb_attacksAlone: (_) => 'attacks-alone',
  TriggerVerb_attacksEnchanted: (_) => ({ on: 'attacks', attacked: 'enchanted' }),
  TriggerVerb_blocksOrBlockedByAny: (_) => 'blocks-or-becomes-blocked',
  TriggerVerb_blocksOrBlockedBy: (_, counterpart) => ({ on: 'blocks-or-becomes-blocked', counterpart: ast(counterpart) }),
  TriggerVerb_blocksOrBlocked: (_) => 'blocks-or-becomes-blocked',
  TriggerVerb_blocksCreature: (_, counterpart) => ({ on: 'blocks', counterpart: ast(counterpart) }),
  TriggerVerb_blocks: (_) => 'blocks',
  TriggerVerb_becomesBlockedBy: (_, counterpart) => ({ on: 'blocked-by', counterpart: ast(counterpart) }),
  TriggerVerb_becomesBlocked: (_) => 'becomes-blocked',
  TriggerVerb_becomesTapped: (_) => 'becomes-tapped',
  TriggerVerb_becomesUntapped: (_) => 'becomes-untapped',
  TriggerVerb_becomesMonstrous: (_) => 'becomes-monstrous',
  TriggerVerb_explores: (_) => 'explores',
  TriggerVerb_turnedFaceUp: (_) => 'turned-face-up',
  TriggerVerb_transformsInto: (_) => 'transforms-into',
  TriggerVerb_becomesTarget: (_, opponent) => (present(opponent) ? 'becomes-target-by-opponent' : 'becomes-target'),
  TriggerVerb_damageToPlayer(_deals, combat, _damageTo, player) {
    scope.mention({ ref: 'trigger-player' }, 'player');
    return { on: 'deals-damage-to-player', combat: present(combat), to: ast(player) };
  },
  TriggerVerb_combatDamageTo: (_, counterpart) => ({ on: 'deals-combat-damage', counterpart: ast(counterpart) }),
  TriggerVerb_damageTo: (_, counterpart) => ({ on: 'deals-damage-to', counterpart: ast(counterpart) }),
  TriggerVerb_combatDamageAny: (_) => 'deals-combat-damage',
  TriggerVerb_isDealtDamage: (_dealt, combat, _damage) => ({ on: 'is-dealt-damage', combat: present(combat) }),
  TriggerVerb_dealsDamage: (_) => 'deals-damage',
  Counterpart(count, filter) {
    const counterpart = oneFilter(count, filter);
    scope.mention({ ref: 'trigger-counterpart' }, 'object', nounsOf(counterpart));
    return counterpart;
  },
  TriggerSubject_selfOrOther(_self, _or, word, filter) {
    const others = ast<ObjectFilter>(filter);
    scope.mention({ ref: 'trigger-subject' }, 'object', nounsOf(others));
    return { self: true, others: word.sourceString === 'another' ? { ...others, other: true } : { ...others, status: ['enchanted-by-self'] } };
  },
  TriggerSubject_self(_) {
    scope.mention({ ref: 'self' }, 'object');
    return { self: true };
  },
  TriggerSubject_enchanted(_, filter) {
    // "Whenever enchanted creature attacks, … it", "When enchanted land becomes tapped": the permanent the event is about (it may no longer be enchanted).
    const others = ast<ObjectFilter>(filter);
    scope.mention({ ref: 'trigger-subject' }, 'object', nounsOf(others));
    return { self: false, others: { ...others, status: ['enchanted-by-self'] } };
  },
  TriggerSubject_equipped(_) {
    scope.mention({ ref: 'trigger-subject' }, 'object', CREATURE);
    return { self: false, others: { types: ['creature'], status: ['equipped-by-self'] } };
  },
  TriggerSubject_other(count, filter) {
    const others = oneFilter(count, filter);
    scope.mention({ ref: 'trigger-subject' }, 'object', nounsOf(others));
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
};

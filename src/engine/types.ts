/**
 * The engine's data: game setup, state (plain serialisable data), actions, events and snapshots.
 * Nothing here holds a function; a stack item's effect is looked up from its card definition.
 */
import type { Ability, CardDefinition, CardDefinitionInput, CardType, Color, DelayedTriggerTime, Effect, Filter, ManaType, Modification, RulesChange } from './cards/schema';

export type Zone = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'stack' | 'exile';
export type Step =
  | 'untap'
  | 'upkeep'
  | 'draw'
  | 'precombat-main'
  | 'beginning-of-combat'
  | 'declare-attackers'
  | 'declare-blockers'
  | 'first-strike-damage'
  | 'combat-damage'
  | 'end-of-combat'
  | 'postcombat-main'
  | 'end'
  | 'cleanup';

// ── Setup ──────────────────────────────────────────────────────────────────────────────────────

/** A card placed at setup: its name, or the name with status. */
export type CardSetup =
  | string
  | {
      card: string;
      tapped?: boolean;
      /** Came under its controller's control this turn: summoning sick (302.6). */
      newThisTurn?: boolean;
      counters?: Record<string, number>;
      damage?: number;
      /** Put it there as a token (111.1) rather than a card. */
      token?: boolean;
      /** For an Aura on the battlefield: the label of the permanent it enchants (303.4b), or the name of the player (303.4a). */
      attachedTo?: string;
      /** On the battlefield face down (708): cast with morph (702.37c), or manifested with `manifested` (701.40a). */
      faceDown?: boolean;
      manifested?: boolean;
      /** On the battlefield flipped (710.2), or with its back face up (712.8e): a flip card's or a double-faced card's status (110.5). */
      flipped?: boolean;
      transformed?: boolean;
      /** The color a permanent that says "As ~ enters, choose a color" chose (614.12a); default white. */
      chosenColor?: Color;
      /** The creature type a permanent that says "As ~ enters, choose a creature type" chose (614.12a); default Human. */
      chosenType?: string;
    };

export interface PlayerSetup {
  name: string;
  life?: number;
  /** Counters the player starts with (122.1): poison (122.1f) and energy (107.14). */
  poison?: number;
  energy?: number;
  /** The player is the monarch as the game begins (724.1). */
  monarch?: true;
  battlefield?: CardSetup[];
  hand?: CardSetup[];
  graveyard?: CardSetup[];
  /** Top card first. */
  library?: CardSetup[];
  /** Below those cards, a library of unknown cards: each draw or mill past the named ones takes an "Unknown card". */
  unknownLibrary?: boolean;
  exile?: CardSetup[];
}

export interface GameSetup {
  /** Players in turn order (two or more). */
  players: PlayerSetup[];
  /** Whose turn it is; default the first player. */
  activePlayer?: string;
  /** Who holds priority at the start (default the active player, 117.3a). */
  priorityPlayer?: string;
  step?: Step;
  turn?: number;
  /** Extra card definitions, same format as rules-data/cards (override same-named ones). */
  cards?: CardDefinitionInput[];
  /** A runaway game stops after this many actions with a "step-limit" event (default DEFAULT_MAX_ACTIONS, 1000). */
  maxActions?: number;
}

// ── State ──────────────────────────────────────────────────────────────────────────────────────

/** An object's characteristics as the layers make them (613): copiable values, then every continuous effect. */
export interface Characteristics {
  name: string;
  types: readonly CardType[];
  subtypes: readonly string[];
  supertypes: readonly string[];
  colors: readonly Color[];
  power?: number;
  toughness?: number;
  keywords: readonly string[];
  abilities: readonly Ability[];
  /** Rules changes that apply to it: "can't block", "can't be countered" (613.11, 101.2). */
  rules: Readonly<RulesChange>;
  /** The copiable values (707.2): its definition, or what a copy effect made it. */
  definition: CardDefinition;
  /** The continuous effects applied to it, in order: which layer, whose effect, what it changed. */
  applied: readonly { layer: string; source: string; change: string }[];
  /** 702.16n: protections from one Aura that doesn't remove itself ("This effect doesn't remove ~"), with that Aura's id. */
  spared?: readonly { keyword: string; source: number }[];
}

/** An object's identity (400.7): a card that changes zones becomes a new object (zoneChangeCount + 1). */
export interface ObjectRef {
  id: number;
  zoneChangeCount: number;
}

/** Mana of each type (106.4); `snow`: how much of it a snow source produced (106.3, 107.4h), none when absent. */
export type ManaPool = Record<ManaType, number> & { snow?: Record<ManaType, number> };

export interface PlayerState {
  name: string;
  life: number;
  manaPool: ManaPool;
  library: number[];
  hand: number[];
  graveyard: number[];
  exile: number[];
  lost: boolean;
  /** 704.5b: tried to draw from an empty library since the last SBA check. */
  drewFromEmpty: boolean;
  /** Poison counters (122.1f; infect's damage, 120.3b): ten or more lose the game (704.5c). None when absent. */
  poison?: number;
  /** Energy counters (107.14, 122.1): paid with {E}. None when absent. */
  energy?: number;
  /** Lands played this turn (305.2: normally one). */
  landsPlayed: number;
  /** 702.131c: the player has the city's blessing, for the rest of the game. */
  citysBlessing?: true;
  /** When their last two upkeeps began (markers from `nextTimestamp`, oldest first), for echo (702.30a). */
  upkeepsBegan?: number[];
  /** Spells cast this turn (surge, 702.117a); none when absent. */
  spellsCastThisTurn?: number;
  /** Spells cast during the previous turn (a werewolf's "if no spells were cast last turn"); none when absent. */
  spellsCastLastTurn?: number;
  /** The card types and colors of each spell cast this turn, as it was cast (601.2i): "if you've cast a noncreature spell this turn". */
  castThisTurn?: { types: string[]; colors: string[] }[];
  /** Lost life this turn (119.3; paying life too, 119.4): "if an opponent lost life this turn". */
  lostLifeThisTurn?: boolean;
  /** Cards drawn this turn (121.1), for miracle's "the first card you've drawn this turn" (702.94a). */
  cardsDrawnThisTurn?: number;
  /** Dealt damage this turn (bloodthirst, 702.54a). */
  dealtDamageThisTurn?: boolean;
  /** Declared one or more attackers this turn (508.1), for raid's "if you attacked this turn". */
  attackedThisTurn?: boolean;
  /** A permanent they controlled left the battlefield this turn (603.10a), for revolt's "if a permanent you controlled left the battlefield this turn". */
  permanentLeftThisTurn?: boolean;
  /** The library goes on below its known cards with cards nobody named (the setup didn't give them). */
  unknownLibrary?: boolean;
  /** 614.10: their next turns or draw steps to skip ("you skip your next turn", "skips their next draw step"). */
  skips?: { turn?: number; 'draw-step'?: number };
}

/** A copy effect (707.2): the copiable values it sets, kept apart from status (token, counters, damage). */
export interface CopyEffect {
  /** The definition whose values are copied (after following the copied object's own copy effects). */
  values: CardDefinition;
  /** The label of the object it copied, for the trace. */
  of: string;
  timestamp: number;
}

export interface GameObject {
  id: number;
  zoneChangeCount: number;
  /** The sources that dealt it damage on that turn (120.3), for "a creature dealt damage by ~ this turn". */
  damagedBy?: { turn: number; sources: ObjectRef[] };
  /** The definition name (card or token). */
  card: string;
  /** A stable, unique display name: "Grizzly Bears", "Grizzly Bears #2", "Walker token #2". */
  label: string;
  owner: number;
  controller: number;
  zone: Zone;
  isToken: boolean;
  /** A copy of a spell (707.10) rather than a card. */
  isCopy: boolean;
  tapped: boolean;
  /**
   * Not continuously controlled since its controller's most recent turn began; tracked for every
   * permanent, but it only matters while the permanent is a creature (302.6: isSummoningSick).
   */
  summoningSick: boolean;
  counters: Record<string, number>;
  damage: number;
  /** When it entered its zone (613.7). */
  timestamp: number;
  /**
   * When it last came under its controller's control (a marker from `nextTimestamp`: entering the
   * battlefield or a change of control), for echo (702.30a); absent for a permanent of the setup not
   * marked new (under its controller's control since before their last upkeep).
   */
  controlledSince?: number;
  copyEffects: CopyEffect[];
  /** X of the spell it was (107.3m), for its enters abilities only. */
  enteredWithX?: number;
  /** The object an Aura enchants or an Equipment equips (303.4b, 301.5). */
  attachedTo?: ObjectRef;
  /** The player an Aura with enchant player is attached to (303.4a). */
  attachedToPlayer?: number;
  /** Whoever put it onto the battlefield controls it unless a control-changing effect says otherwise (layer 2, 613.1b). */
  baseController: number;
  /** Dealt damage by a source with deathtouch since state-based actions were last checked (702.2b, 704.5h). */
  deathtouched?: boolean;
  /** The turn each activated ability (by index) was last activated, for "once each turn" and loyalty abilities (606.3). */
  activatedOnTurn?: Record<number, number>;
  /** How many times each activated ability (by index) was activated in the turn `activatedOnTurn` names ("no more than twice each turn", 602.5b). */
  activationsThatTurn?: Record<number, number>;
  /** On a last-known-information record (608.2h): its characteristics as it last existed (its definition and abilities are its copiable values'). */
  known?: Omit<Characteristics, 'definition' | 'abilities'>;
  /** Cast bestowed (702.103b): an Aura spell, then an Aura, with enchant creature, until it ceases to be bestowed. */
  bestowed?: boolean;
  /** Cast for its flashback cost (702.34a): exiled instead of going anywhere else as it leaves the stack. */
  flashback?: boolean;
  /** Cast as its half with aftermath from a graveyard (702.127a): exiled instead of going anywhere else as it leaves the stack. */
  aftermath?: boolean;
  /** Returned by its unearth ability (702.84a): exiled instead of going anywhere else as it leaves the battlefield. */
  unearthed?: boolean;
  /** Its buyback cost was paid (702.27a): it goes to its owner's hand instead of the graveyard as it resolves. */
  boughtBack?: boolean;
  /** A spell with rebound cast from its owner's hand (702.88a): exiled as it resolves, to be cast again at its caster's next upkeep. */
  rebounds?: boolean;
  /** Cast for its dash cost (702.109a); kept by the permanent it becomes, which has haste while it is. */
  dashed?: boolean;
  /** Cast as its suspend trigger resolved (702.62a): the permanent it becomes gains haste until its caster loses control of it. */
  castWithSuspend?: boolean;
  /** How many colors of mana were spent to cast it (702.44a: sunburst), kept as the spell becomes a permanent. */
  colorsSpent?: number;
  /** Cast for its evoke cost (702.74a); kept by the permanent it becomes, for its "if its evoke cost was paid" trigger. */
  evoked?: boolean;
  /** Cast for its madness cost (702.35a); kept by the permanent it becomes, for "if its madness cost was paid". */
  madnessPaid?: boolean;
  /** Cast from its owner's hand (601.2a); kept by the permanent it becomes, for "if you cast it from your hand". */
  castFromHand?: boolean;
  /** Cast during its caster's main phase (505.1; addendum, 702.-less ability word); kept by the permanent it becomes. */
  castDuringMainPhase?: boolean;
  /** Cast for its overload cost (702.96a): on the stack its text has "each" for every "target" (702.96b). */
  overloaded?: boolean;
  /** Cast for its awaken cost (702.113a): on the stack it also awakens target land its caster controls. */
  awakened?: boolean;
  /** How many times it was kicked as a spell (702.33d); kept by the permanent it becomes, for its "if it was kicked" abilities. */
  kicked?: number;
  /** How many times its replicate cost was paid as it was cast (702.56a). */
  replicated?: number;
  /** Its conspire cost was paid as it was cast (702.78a). */
  conspired?: boolean;
  /** Monstrous (701.37b), until it leaves the battlefield. */
  monstrous?: boolean;
  /** Tribute was paid as it entered (702.104b). */
  tributePaid?: boolean;
  /** How many creatures it devoured as it entered (702.82b). */
  devoured?: number;
  /** The color chosen as it entered ("As ~ enters, choose a color", 614.12a). */
  chosenColor?: Color;
  /** The creature type chosen as it entered ("As ~ enters, choose a creature type", 614.12a). */
  chosenType?: string;
  /**
   * Face down (708): a 2/2 creature with no text, no name, no subtypes and no mana cost (708.2a), on the
   * stack or the battlefield only; its controller knows what it is (708.5), and its label stays the card's.
   */
  faceDown?: boolean;
  /** Put onto the battlefield face down by manifest (701.40a): a creature card may be turned face up for its mana cost (701.40b). */
  manifested?: boolean;
  /** Renowned (702.112b), until it leaves the battlefield. */
  renowned?: boolean;
  /** The half of a split card cast (709.3): on the stack it has only that half's characteristics (709.3b). */
  half?: number;
  /** Both halves of a split card with fuse cast as one fused split spell (702.102a), with their combined characteristics (709.4d). */
  fused?: boolean;
  /** A flipped permanent (110.5, 710.2): it has its flipped half's characteristics until it leaves the battlefield (710.4). */
  flipped?: boolean;
  /** A double-faced permanent with its back face up (701.27g, 712.8e), until it transforms again or leaves the battlefield (712.14). */
  transformed?: boolean;
  /** 701.27f: the next object or stack item number when it last transformed; an ability of its own put on the stack before then doesn't transform it. */
  transformedBefore?: number;
  /** Cast as an Adventure (715.3): on the stack it has only its Adventure's characteristics (715.3b). */
  asAdventure?: boolean;
  /** 715.3d: exiled as its Adventure resolved; the player (its controller then) who may cast it from exile, not as an Adventure. */
  onAdventure?: number;
}

/**
 * A continuous effect from a resolved spell or ability (611.2): it affects the objects it was applied to
 * then (611.2c), in layers (613), until it ends.
 */
export interface ContinuousEffect {
  timestamp: number;
  /** The objects it affects (locked in when it began, 611.2c); none for an effect on the game (Fog). */
  affected: ObjectRef[];
  /** The label of the spell or ability that made it. */
  source: string;
  controller: number;
  changes?: Modification;
  rules?: RulesChange;
  /** Gain control (layer 2): the new controller. */
  control?: number;
  /**
   * 615.1a: all damage that would be dealt to the objects affected, by them, or both; combat damage only with `combat`.
   * `matching`: to or by every object that matches as the damage would be dealt, those that arrive later too
   * (611.2c: a prevention effect changes no characteristics, so its objects aren't locked in).
   */
  preventAllDamage?: { to: boolean; by: boolean; combat: boolean; matching?: { filter: Filter; sourceId: number } };
  /** "Prevent all combat damage that would be dealt this turn" (Fog). */
  preventCombatDamage?: boolean;
  /** "Damage can't be prevented this turn" (615.12). */
  damageCantBePrevented?: true;
  /** 609.7a: "the next time [the chosen source] would deal damage [to this player] this turn, prevent that damage". */
  preventNextFrom?: { source: ObjectRef; to?: { player: number } | { object: ObjectRef }; gainLife?: true };
  /** 614.9: a redirection shield: the damage to the objects affected it still sends to this creature, planeswalker or player instead. */
  redirectNext?: { amount: number; to: { object: ObjectRef } | { player: number } };
  /** 614.11: "The next time you would draw a card this turn, … instead": the player's next draw is replaced by these effects, done as the ability that made it would (its item). */
  replaceNextDraw?: { player: number; effects: Effect[]; item: StackItem };
  /** A prevention shield: the damage it still prevents (615.7). */
  preventNext?: number;
  /** "If that creature would die this turn, exile it instead" (614.1a): on the objects affected, or on every creature (`all`). */
  exileIfDies?: 'affected' | 'all';
  /** Regeneration shields not yet used (701.19a): each replaces one destruction this turn. */
  regenerate?: number;
  /** 509.1c: the objects affected block this attacker if able. */
  mustBlock?: ObjectRef;
  /** 509.1b: the objects affected can't block this attacker. */
  cantBlockAttacker?: ObjectRef;
  /** It ends as combat ends ("this combat", 511.3), not at the end of the turn. */
  endsWithCombat?: true;
  /** Quoted abilities it grants (layer 6), copied from the source's `grantedAbilities` when it began. */
  grants?: Ability[];
  /** 'next-untap-step': it stops applying to each affected object as its controller's next untap step ends (502.3). */
  until: 'end-of-turn' | 'indefinite' | 'next-untap-step';
  /** With 'next-untap-step', "your next untap step" (502.3, 701.43a): it applies only during this player's turns and ends as their next untap step ends. */
  untapStepOf?: number;
  /** "For as long as ~ remains tapped" (611.2b): the source permanent; the effect ends once it untaps or leaves the battlefield. */
  whileTapped?: ObjectRef;
  /** 611.2b: the source permanent it lasts as long as is on the battlefield (and, with `controller`, controlled by that player). */
  whileSource?: { source: ObjectRef; controller?: number };
  /** "Until you lose control of …" (702.62a): the effect stops applying to an object once this player no longer controls it. */
  whileControlledBy?: number;
}

export type TargetVerdict = 'legal' | `illegal: ${string}`;

export interface TargetRecord {
  /** Which instance of "target" (0-based; within its mode for a modal spell). */
  slot: number;
  /** The mode the target belongs to, for a modal spell or ability (700.2). */
  mode?: number;
  /** A player, an object, or an activated or triggered ability on the stack (its stack item's id; Stifle, 115.1). */
  ref: { player: number } | { object: ObjectRef } | { ability: number };
  /** The label (or player name) when chosen, for the trace. */
  label: string;
  verdict: TargetVerdict;
  /** 601.2d: its part of damage divided among targets, chosen as the spell was cast or the ability activated. */
  share?: number;
}

/** An answer to a choice: a word, a number, yes/no, a list, or a mapping (attackers to what they attack, damage to recipients). */
export type ChoiceValue = string | number | boolean | string[] | Record<string, string | number>;
export type Choices = Record<string, ChoiceValue>;

export interface StackItem {
  id: number;
  kind: 'spell' | 'activated' | 'triggered';
  /** The card (spell) or the source of the ability. */
  source: ObjectRef;
  sourceLabel: string;
  /** The activated or triggered ability, as it was when activated or triggered (it exists apart from its source, 113.7a). */
  ability?: Ability;
  controller: number;
  targets: TargetRecord[];
  x: number;
  isCopy: boolean;
  modes: number[];
  choices: Choices;
  label: string;
  /** For a triggered ability: what its event was about ("it", "that player"). */
  about?: TriggerSubject;
  /** Whether its controller won the clash its effects made (701.30d: "if you win"). */
  wonClash?: boolean;
  /** Whether its controller won the coin flip its effects made (705.2: "if you win the flip"); unset before a flip. */
  wonFlip?: boolean;
  /** Life lost to this item's effects so far ("the life lost this way"). */
  lifeLost?: number;
  /** The permanent sacrificed to pay its cost ("the sacrificed creature's toughness"), as it last existed. */
  sacrificed?: ObjectRef;
  /** Objects its effects dealt damage to ("a creature dealt damage this way"). */
  damaged?: ObjectRef[];
  /** Objects its effects moved to a public zone, which later parts of the effect can find (400.7j). */
  moved?: ObjectRef[];
  /** The tokens its effects created, which later parts of the effect name ("attach this Equipment to it", 702.92a). */
  created?: ObjectRef[];
  /** The card its effect revealed from a hand ("the revealed card's mana value"). */
  revealed?: ObjectRef;
  /** A madness or miracle trigger (702.35a, 702.94a): the cast its controller planned, made as it resolves (608.2g). */
  plannedCast?: Extract<Action, { type: 'cast' }>;
  /** What "Choose a color." / "Choose a creature type." chose as it resolved (608.2d), for the effects after it. */
  chosen?: Chosen;
}

/** A color or creature type chosen (614.12a as a permanent enters, 608.2d as a spell or ability resolves). */
export interface Chosen {
  color?: Color;
  creatureType?: string;
}

/** What a trigger's event concerns: the object ("it": the creature that died) and the player ("that player"). */
export interface TriggerSubject {
  object?: ObjectRef;
  /** The other creature of an event between two (the blocker, the creature blocked or dealt damage). */
  counterpart?: ObjectRef;
  player?: number;
  /** An amount the event carried (damage dealt, life gained). */
  amount?: number;
}

export interface PendingTrigger {
  source: ObjectRef;
  sourceLabel: string;
  ability: Extract<Ability, { kind: 'triggered' }>;
  controller: number;
  /** Why it triggered, for the trace. */
  cause: string;
  /** The X the ability refers to (107.3m), when it comes from a spell. */
  x?: number;
  about?: TriggerSubject;
  /** A delayed trigger's: what the effect that created it named (603.7c), its targets and the objects it moved. */
  namedByCreator?: Pick<StackItem, 'targets' | 'moved' | 'created'>;
}

/** 603.7: a delayed triggered ability, waiting for its time; it acts on what the effect that created it named (603.7c). */
export interface DelayedTrigger {
  at: DelayedTriggerTime;
  /** The turn it was created in ("the next turn's upkeep" is a later turn's). */
  createdTurn: number;
  /** 603.7d–e: the source and controller of the spell or ability that created it. */
  source: ObjectRef;
  sourceLabel: string;
  controller: number;
  effects: Effect[];
  text: string;
  about?: TriggerSubject;
  namedByCreator: Pick<StackItem, 'targets' | 'moved' | 'created'>;
}

export interface PlannedChoice {
  player: number;
  key: string;
  /** The label of the object the choice is for (a trigger's source, a spell), if any. */
  for?: string;
  value: ChoiceValue;
  /** The driver's own mark (a scenario line), echoed in an "illegal-choice" event when the choice can't be used. */
  tag?: string;
}

/** An attacking creature (508.1) and what it attacks; whether and by what it is blocked (509.1h). */
export interface Attacker {
  ref: ObjectRef;
  label: string;
  defender: { player: number } | { object: ObjectRef };
  blocked: boolean;
  blockers: ObjectRef[];
}

/** The combat phase's state (506): attackers, blockers, and who dealt first-strike damage (510.4). */
export interface CombatState {
  attackers: Attacker[];
  /** Each blocking creature and the attacker it blocks. */
  blockers: { ref: ObjectRef; label: string; blocking: ObjectRef }[];
  /** The attacking bands declared (702.22c), each its members; they last for the rest of combat (702.22e). */
  bands?: ObjectRef[][];
  /** Attackers were declared (508.8 skips the declare blockers and damage steps only when none were, even if all have left combat since, 506.4). */
  attackersDeclared?: boolean;
  /** Creatures that had first strike or double strike as the first combat damage step began (510.4). */
  firstStrikers?: ObjectRef[];
}

export interface GameState {
  players: PlayerState[];
  activePlayer: number;
  /** Who holds priority; null while the engine is doing something. */
  priority: number | null;
  /** Players who passed in succession since the last action (117.4). */
  passes: number;
  turn: number;
  /** 500.7: extra turns to come right after this one, the one taken first first. */
  extraTurns?: number[];
  /** 724.1: the player who is the monarch; none until an effect makes one. */
  monarch?: number;
  /** The player whose turn in the normal order came last, while an extra turn goes on (500.7: the order resumes after it). */
  turnOrderPlayer?: number;
  step: Step;
  /** Creatures that died this turn (700.4), for morbid's "if a creature died this turn"; none when absent. */
  creaturesDiedThisTurn?: number;
  objects: Record<number, GameObject>;
  /** Objects as they last existed before leaving their zone, by "id:zoneChangeCount" (last known information, 608.2h). */
  lastKnown: Record<string, GameObject>;
  battlefield: number[];
  /** Bottom first. */
  stack: StackItem[];
  effects: ContinuousEffect[];
  pendingTriggers: PendingTrigger[];
  /** Lore counters put on objects since triggers were last looked at (714.2b): how many the object had, and has. */
  lorePut?: { id: number; zoneChangeCount: number; from: number; to: number }[];
  /** 603.7: delayed triggered abilities created and not yet triggered. */
  delayedTriggers: DelayedTrigger[];
  plannedChoices: PlannedChoice[];
  nextId: number;
  nextTimestamp: number;
  /** For each name, how many objects each owner has had with it: stable labels ("Bob's Blood Artist", "Mountain #2"). */
  labelOwners: Record<string, Record<number, number>>;
  /** The combat phase in progress (506). */
  combat?: CombatState;
  /** Cards whose unmodelled text the trace has already mentioned. */
  noted: string[];
  /** 610.3: objects exiled until their source leaves the battlefield, with that source. */
  exiledUntil: { exiled: ObjectRef; source: ObjectRef }[];
  actionCount: number;
  maxActions: number;
  eventCount: number;
  /** Card definitions by name (shared, never mutated). */
  cards: Record<string, CardDefinition>;
  over?: { winners: string[]; reason: string };
}

// ── Actions ────────────────────────────────────────────────────────────────────────────────────

/** An object by its label ("Grizzly Bears", "Walker token #2") or id. */
export type ObjectSelector = string | { id: number };
/** A target: a player's name, an object's label or an ability's label on the stack ("Blood Artist's trigger"); or explicit (an ability by its stack item's id). */
export type TargetChoice = string | { player: string } | { object: ObjectSelector } | { ability: number };

/** A mana ability to activate during 601.2g: which permanent, which of its abilities, which color. */
export interface ManaPayment {
  source: ObjectSelector;
  ability?: number | string;
  /** Default: a type the remaining cost needs (stated in a "choice" event when the source offers several). */
  mana?: ManaType;
  /** For an ability that adds one of several combinations ("{R}{R}, {R}{G}, or {G}{G}"), which one. */
  combination?: ManaType[];
  /** What its "Sacrifice a creature" cost takes (601.2h; Ashnod's Altar), by label. */
  sacrifice?: string;
}

export type Action =
  | {
      type: 'cast';
      player: string;
      card: ObjectSelector;
      /** One entry per instance of "target"; a list for "up to two target creatures" and other counted targets (601.2c). */
      targets?: (TargetChoice | TargetChoice[])[];
      /** Which half of a split card is cast (709.3, 0: the left one); or `fuse`: both, from the hand (702.102a). */
      half?: number;
      fuse?: boolean;
      /** Cast an adventurer card as its Adventure (715.3), from its owner's hand. */
      adventure?: boolean;
      /** Cast it bestowed for its bestow cost (702.103a). */
      bestow?: boolean;
      /** Cast it face down with its morph ability, for {3} (702.37c). */
      faceDown?: boolean;
      /** Cast it from its owner's graveyard for its flashback cost (702.34a). */
      flashback?: boolean;
      /** Cast it from its owner's graveyard with retrace (702.81a): its mana cost, and a land card discarded as an additional cost. */
      retrace?: boolean;
      /**
       * Cast it from exile for its madness cost (702.35a) as its madness trigger resolves (608.2g): the action,
       * which needs no priority, plans that cast (its targets, X, payment) on the trigger, which makes it.
       */
      madness?: boolean;
      /** Cast it from its owner's hand for its miracle cost (702.94a) as its miracle trigger resolves: planned as for madness. */
      miracle?: boolean;
      /** Cast it from exile without paying its mana cost (702.88a) as its rebound trigger resolves: planned as for madness. */
      rebound?: boolean;
      /** Pay its conspire cost (702.78a): two untapped creatures its caster controls that share a color with it are tapped (`choices.tap`). */
      conspire?: boolean;
      /** Cast it from exile without paying its mana cost (702.62a) as its suspend trigger resolves (its last time counter removed): planned as for madness. */
      suspend?: boolean;
      /** Cast the card a cascade trigger of theirs exiles, without paying its mana cost, as that trigger resolves (702.85a): planned while it is on the stack. */
      cascade?: boolean;
      /** Pay its buyback cost too (702.27a): it returns to its owner's hand as it resolves. */
      buyback?: boolean;
      /** Cast it for the alternative cost its text offers ("you may pay {B} rather than pay this spell's mana cost", 118.9): only while its condition holds. */
      alternative?: boolean;
      /** Cast it for its overload cost (702.96a): its text has "each" for every "target" (702.96b), so it names no targets. */
      overload?: boolean;
      /** Cast it for its awaken cost (702.113a): it has one more target, a land its caster controls, which it awakens. */
      awaken?: boolean;
      /** Cast it for its surge cost (702.117a): only if its caster has cast another spell this turn. */
      surge?: boolean;
      /** Cast it for its spectacle cost (702.137a): only if an opponent of its caster lost life this turn. */
      spectacle?: boolean;
      /** Cast it for its dash cost (702.109a): it has haste, and returns to its owner's hand at the next end step. */
      dash?: boolean;
      /** Cast it for its evoke cost (702.74a): sacrificed as it enters. */
      evoke?: boolean;
      /** Pay its entwine cost too (702.42a): all its modes are chosen. */
      entwine?: boolean;
      /** How many times its kicker costs are paid (702.33d): 1 with kicker, any number with multikicker; default 0, not kicked. */
      kicked?: number;
      /** How many times its replicate cost is paid (702.56a); default 0. */
      replicated?: number;
      /** The creatures tapped for convoke (702.51a), the artifacts tapped for improvise (702.126a), the cards of the caster's graveyard exiled for delve (702.66a); default none. */
      convoke?: ObjectSelector[];
      improvise?: ObjectSelector[];
      delve?: ObjectSelector[];
      /** 601.2d: how divided damage is split, one amount per target of the divided effect, in their order (default: as evenly as possible). */
      divide?: number[];
      x?: number;
      /** 107.4f: how many of the Phyrexian mana symbols of its cost are paid with 2 life each (the first ones; default none: each is paid with mana of its color). */
      phyrexianLife?: number;
      modes?: number[];
      /** Choices made on resolution, e.g. { color: 'red' } for Gods Willing. */
      choices?: Choices;
      /** Mana abilities to activate at 601.2g; omitted: pay from the pool, then tap sources automatically. */
      payWith?: ManaPayment[];
    }
  | {
      type: 'activate';
      player: string;
      /** A permanent; with `from`, a card in the player's hand (cycling, 702.29a) or graveyard (113.6m). */
      source: ObjectSelector;
      from?: 'hand' | 'graveyard';
      /** Index into the definition's abilities or the ability's name; default the first activated one. */
      ability?: number | string;
      targets?: (TargetChoice | TargetChoice[])[];
      /** 601.2d, 602.2b: how divided damage is split (as for a spell). */
      divide?: number[];
      x?: number;
      /** 107.4f: how many of the Phyrexian mana symbols of its cost are paid with 2 life each (as for a spell). */
      phyrexianLife?: number;
      /** For a mana ability, which type to add when it offers a choice. */
      mana?: ManaType;
      /** For a mana ability that adds one of several combinations ("{R}{R}, {R}{G}, or {G}{G}"), which one. */
      combination?: ManaType[];
      choices?: Choices;
      payWith?: ManaPayment[];
    }
  | { type: 'play-land'; player: string; card: ObjectSelector }
  /**
   * Turns a face-down permanent face up (116.2b, a special action): paying its morph cost (702.37e) or, for
   * a manifested creature card, its mana cost (701.40b); `choices` as an activation's (a discard, a sacrifice).
   */
  | { type: 'turn-face-up'; player: string; card: ObjectSelector; x?: number; choices?: Choices; payWith?: ManaPayment[] }
  /** Suspends a card of the player's hand (116.2f, 702.62a): pays its suspend cost and exiles it with its time counters. */
  | { type: 'suspend'; player: string; card: ObjectSelector; payWith?: ManaPayment[] }
  | { type: 'pass'; player: string }
  /**
   * Answers a choice ahead of time; it is used (and used up) the first time the engine needs it. Keys:
   * "targets" (a trigger's targets, string[]; `for` = the trigger's source), "order" (the player's
   * triggers, source labels, first on the stack first), "may" (boolean, "you may"), "color" ("red"),
   * "scry" ("bottom" or "top"), "sacrifice" (a label: what that player sacrifices), "copy" (a label,
   * or false: what Clone enters as), "legend" (the label kept by the legend rule), "new-targets"
   * (string[], "" keeps a target: Twincast, Redirect). `for` limits it to that object's ability.
   * Cast and activate actions may carry the same keys in `choices` for their own resolution.
   */
  | { type: 'choose'; player: string; key: string; for?: string; value: ChoiceValue; tag?: string };

// ── Events ─────────────────────────────────────────────────────────────────────────────────────

export type EventKind =
  | 'setup'
  | 'cast'
  | 'casting-step'
  | 'copied'
  | 'activate'
  | 'mana'
  | 'cost'
  | 'trigger'
  | 'put-on-stack'
  | 'priority'
  | 'pass'
  | 'resolve'
  | 'countered'
  | 'countered-on-resolution'
  | 'target-illegal'
  | 'effect'
  | 'sba'
  | 'zone-change'
  | 'damage'
  | 'life'
  | 'choice'
  | 'illegal-action'
  | 'rewind'
  | 'step-ends'
  | 'game-over'
  | 'step-limit'
  | 'step-begins'
  | 'declare'
  | 'replacement'
  | 'note'
  | 'illegal-choice';

export interface EngineEvent {
  seq: number;
  kind: EventKind;
  /** The casting step (e.g. "601.2c") for casting events. */
  step?: string;
  /** Rules it follows, numbered as in the January 2026 CR; see resolveCitation for other versions. */
  rules: string[];
  players?: string[];
  objects?: string[];
  text: string;
  /** A detail shown only in a verbose trace (each mana ability and payment step of 601.2g–h). */
  detail?: boolean;
  /** What the event settles, for a one-line verdict: a creature died, a spell resolved, a player lost. */
  outcome?: Outcome;
  /** The driver's mark of the choice that could not be used ("illegal-choice"). */
  tag?: string;
}

export interface Outcome {
  /** 'damaged': a creature was dealt damage (120.3e); the verdict names it if it survives. */
  kind: 'dies' | 'destroyed' | 'put-into-graveyard' | 'exiled' | 'returned-to-hand' | 'damaged' | 'resolves' | 'countered' | 'fizzles' | 'loses' | 'wins' | 'draw' | 'refused';
  subject: string;
}

export interface StepResult {
  state: GameState;
  events: EngineEvent[];
}

// ── Snapshots ──────────────────────────────────────────────────────────────────────────────────

export interface PermanentView {
  label: string;
  name: string;
  controller: string;
  owner: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: Color[];
  /** Its copiable values' mana cost (202.1), "{1}{G}". */
  manaCost?: string;
  power?: number;
  toughness?: number;
  /** Its copiable values' power and toughness (707.2), which layers 7a–7d may change. */
  printed?: { power: number; toughness: number };
  counters: Record<string, number>;
  damage: number;
  tapped: boolean;
  /** A creature its controller hasn't controlled continuously since their most recent turn began (302.6); never a non-creature. */
  summoningSick: boolean;
  token: boolean;
  /** What it is a copy of (707), if anything. */
  copyOf?: string;
  /** Face down (708.2): its controller knows what it is (708.5); the label names it for them. */
  faceDown?: boolean;
  /** The color it chose as it entered (614.12a). */
  chosenColor?: Color;
  /** The creature type it chose as it entered (614.12a). */
  chosenType?: string;
  /** For an Aura or Equipment: the label of the permanent it is attached to. */
  attachedTo?: string;
  keywords: string[];
  /** A planeswalker's loyalty (306.5c). */
  loyalty?: number;
  /** In combat: "attacking Bob", "blocking Grizzly Bears". */
  combat?: string;
  /** The continuous effects that apply to it, by layer (613), for --json. */
  layers?: { layer: string; source: string; change: string }[];
}

export interface StackView {
  label: string;
  kind: StackItem['kind'];
  /** The colors of the spell, or of the ability's source (none once it has left: 113.7a). */
  colors: Color[];
  controller: string;
  targets: { label: string; verdict: TargetVerdict }[];
  x: number;
  isCopy: boolean;
}

export interface PlayerView {
  name: string;
  life: number;
  /** Lands played this turn (305.2). */
  landsPlayed: number;
  manaPool: string;
  hand: string[];
  graveyard: string[];
  exile: string[];
  library: number;
  lost: boolean;
  /** Poison counters, when the player has any (122.1f). */
  poison?: number;
  /** Energy counters, when the player has any (107.14). */
  energy?: number;
  /** The player is the monarch (724.1). */
  monarch?: true;
  /** The player has the city's blessing (702.131c). */
  citysBlessing?: true;
}

export interface BoardSnapshot {
  turn: number;
  step: Step;
  activePlayer: string;
  priority: string | null;
  players: PlayerView[];
  battlefield: PermanentView[];
  /** Top first. */
  stack: StackView[];
  over?: { winners: string[]; reason: string };
}

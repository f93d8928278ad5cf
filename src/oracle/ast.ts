/**
 * The tree the Oracle grammar builds: what a card's rules text says, in Magic's own terms, before
 * it is lowered to the engine's card format (lower.ts). This is the stable interface between
 * reading text and running it: the grammar may learn new sentences, the engine new vocabulary,
 * and both meet here. Every pronoun ("it", "that creature", "them", "its controller") is already
 * resolved to an explicit reference (Ref) by the time a tree is handed out.
 */

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';

/** A comparison such as "power 4 or greater" or "mana value 3 or less". */
export interface Comparison {
  stat: 'power' | 'toughness' | 'mana value';
  op: '>=' | '<=' | '=';
  value: number;
}

/**
 * What kind of object a phrase describes: "nonblack creature", "artifact or enchantment",
 * "creature you control with power 4 or greater", "Aura spell", "creature card in your graveyard".
 */
export interface ObjectFilter {
  /** Card types or "permanent" / "card" / "spell", any of them ("artifact or enchantment"). */
  types: string[];
  /** Subtypes, any of them ("Minotaur", "Aura"). */
  subtypes?: string[];
  /** Subtypes written side by side, all of them ("Eldrazi Scions": each both an Eldrazi and a Scion). */
  allSubtypes?: string[];
  /** Supertypes, all of them ("legendary", "basic"). */
  supertypes?: string[];
  colors?: Color[];
  /** "multicolored": two or more colors (105.2b). */
  multicolored?: boolean;
  /** "colorless": no color (105.2c). */
  colorless?: boolean;
  /** "historic" (700.6): an artifact, legendary, or a Saga. */
  historic?: boolean;
  /** Alternatives with words of their own ("artifact, enchantment, or nonbasic land"): any of them, each also matching the rest of this filter. */
  anyOf?: ObjectFilter[];
  /** "non<type>", "non<color>": none of these (types, or colors as W/U/B/R/G). */
  not?: string[];
  /** 'defending': defending player's (506.2), of the attacking creature the ability is about. */
  controller?: 'you' | 'opponent' | 'not-you' | 'enchanted' | 'defending';
  /** "another", "other": not the source itself. */
  other?: boolean;
  /** "tapped", "untapped", "attacking", "blocking", "attacking or blocking", "enchanted", "monstrous". */
  status?: string[];
  with?: Comparison[];
  /** "with mana value X or less": that stat at most the X of the spell or ability. */
  atMostX?: Comparison['stat'];
  /** "target creature with mana value X": equal to the X of the spell or ability (107.3). */
  equalsX?: Comparison['stat'];
  /** "with flying": a keyword it has. */
  withKeyword?: string;
  /** "without flying". */
  withoutKeyword?: string;
  /** Without any of these ("can't be blocked except by creatures with flying or reach"). */
  withoutKeywords?: string[];
  /** "with a +1/+1 counter on it". */
  withCounter?: string;
  /** "attached to it", said of the card itself: Auras and Equipment attached to the source. */
  attachedToSelf?: true;
  /** "dealt damage by ~ this turn". */
  dealtDamageBySelf?: boolean;
  /** "creature blocking it" (of the card itself, 509.1): blocking the source. */
  blockingSelf?: true;
  /** "creature blocking or blocked by ~" (509.1): blocking the source, or blocked by it. */
  inCombatWithSelf?: true;
  /** "that was dealt damage this turn", by any source. */
  dealtDamageThisTurn?: boolean;
  /** "of the chosen color"; "of the chosen type" (true), "that aren't the chosen type" (false) (614.12a, 608.2d). */
  chosenColor?: true;
  chosenType?: boolean;
  /** "up to three target cards from a single graveyard": every one of the target's cards in the same graveyard. */
  singleGraveyard?: true;
  /** A card in a zone, for "creature card from your graveyard". */
  zone?: { zone: 'graveyard' | 'hand' | 'library'; owner: 'you' | 'any' | 'opponent' };
  /** A spell (on the stack) rather than a permanent. */
  spell?: boolean;
  /** A card (in a zone other than the battlefield or the stack). */
  card?: boolean;
  /** Card types it has as well as one of `types` ("enchantment creature"). */
  alsoTypes?: string[];
  /** "creature tokens", "tokens": tokens only (111.1). */
  token?: boolean;
  /** "you own": its owner is you (108.3), whoever controls it. */
  owner?: 'you';
  /** "target player controls", "that player controls": the player named (or, of "that player or that planeswalker's controller", the planeswalker's controller). */
  controlledBy?: Ref;
  /** "spell with a single target" (115.7a): a spell on the stack with exactly one target. */
  singleTarget?: boolean;
  /** "with the same name as that creature" (201.2). */
  sameNameAs?: Ref;
  /** "a card named ~": a card with the card's own name (201.2). */
  namedSelf?: boolean;
  /** "a card named Arachnus Web": a card with that name (201.2). */
  named?: string;
}

/** One instance of the word "target" (115.1): "target creature you control", "any target". */
/** What is taken from the cards looked at: "one of them", "a creature card from among them", "all Elf cards revealed this way". */
export interface LookTake {
  filter?: ObjectFilter;
  count: number | 'all' | 'any';
  /** "you may …", "up to N": fewer may be taken. */
  upTo: boolean;
  to: 'hand' | 'graveyard' | 'battlefield' | 'top';
  /** "… onto the battlefield tapped". */
  tapped?: boolean;
  /** "you may reveal … and put it into your hand". */
  reveal: boolean;
}

export interface TargetSlot {
  index: number;
  /** "any target" (115.4: creature, player, planeswalker or battle), a player, or an object. */
  kind: 'any' | 'player' | 'object' | 'object-or-player';
  filter?: ObjectFilter;
  /** "target opponent" (a player who is an opponent). */
  opponent?: boolean;
  /** "up to two target creatures", "any number of target creatures", "X target creatures". */
  count: { min: number; max: number | 'X' | 'any' };
  /** "another target …", "any other target": different from the earlier targets (115.3). */
  another?: boolean;
  /** The words, for the trace: "target creature you control". */
  text: string;
}

/** Who or what an effect acts on, with every pronoun resolved. */
export type Ref =
  | { ref: 'self' }
  /** "~ from your graveyard": the card in its owner's graveyard, where the ability works (113.6m) or went. */
  | { ref: 'self-in-graveyard' }
  | { ref: 'you' }
  | { ref: 'target'; index: number }
  /** The object the trigger event is about ("that creature", "that spell", "that land"). */
  | { ref: 'trigger-subject' }
  /** The player the trigger event is about ("that player": who cast, drew, tapped the land). */
  | { ref: 'trigger-player' }
  /** The other creature of a trigger's event between two ("blocks or becomes blocked by a creature, … that creature"). */
  | { ref: 'trigger-counterpart' }
  /** The object a "for each … this way" effect is at ("its controller creates …"). */
  | { ref: 'each-one' }
  | { ref: 'enchanted' }
  | { ref: 'equipped' }
  | { ref: 'controller'; of: Ref }
  | { ref: 'owner'; of: Ref }
  /** "each creature you control", "all creatures": every object matching. */
  | { ref: 'each'; filter: ObjectFilter }
  | { ref: 'each-player'; who: 'player' | 'opponent' }
  /** "they", "their" after "each player" / "each opponent" in the same instruction: the one player of them it is done for (distributive, 608.2c). */
  | { ref: 'one-of-each'; who: 'player' | 'opponent' }
  /** The token the same effect creates ("create a token … It gains haste"). */
  | { ref: 'created' }
  /** The creature sacrificed to pay the cost ("that creature's power", "the sacrificed creature's toughness"). */
  | { ref: 'sacrificed' }
  /** What a cost exiled from a graveyard or returned to a hand ("the exiled card"). */
  | { ref: 'paid' }
  /** "a creature dealt damage this way": the objects the effect's earlier damage was dealt to. */
  | { ref: 'damaged-this-way' }
  /** The card an earlier part of the effect revealed from a hand ("the revealed card", "that card"). */
  | { ref: 'revealed' }
  /** The player attacked by the creature the trigger is about ("defending player", 506.2). */
  | { ref: 'defending-player' };

/** A pronoun before resolution; never present in a tree the parser hands out. */
export interface Pronoun {
  ref: 'pronoun';
  word: string;
  /** A player ("that player", "they"), an object ("it", "that creature"), or either. */
  wants: 'player' | 'object' | 'either';
  /** "its controller", "its owner": the pronoun's object's controller or owner. */
  of?: 'controller' | 'owner';
}

export type Amount =
  | { n: number }
  | { x: true }
  /** "equal to its power", "where X is its power". */
  | { stat: 'power' | 'toughness' | 'mana value'; of: Ref }
  /** "for each creature you control", "equal to the number of …". */
  | { count: ObjectFilter }
  /** "for each basic land type among lands you control" (305.6, domain): the distinct basic land types of the objects the filter names. */
  | { basicLandTypes: ObjectFilter }
  /** "the greatest power among creatures you control", "the highest mana value among artifacts you control". */
  | { greatest: 'power' | 'toughness' | 'mana value'; among: ObjectFilter }
  /** "for each +1/+1 counter on ~". */
  | { counters: string; on: Ref }
  /** "for each storage counter removed this way": what the ability's "remove any number of …" cost removed. */
  | { countersRemoved: string }
  /** "for each card exiled this way", "the number of creatures destroyed this way": what the effect right before moved (608.2c). */
  | { movedThisWay: ObjectFilter; how: 'exiled' | 'destroyed' }
  /** 700.5: devotion to one or more colors. */
  | { devotion: Color[] }
  /** "that much", "that many": the amount the trigger's event carried (damage dealt, life gained). */
  | { thatMuch: true }
  /** "the life lost this way": the life lost to this ability's earlier effects. */
  | { lifeLostThisWay: true }
  /** "You gain life equal to the damage prevented this way" (615.5): said after the prevention effect it follows. */
  | { damagePreventedThisWay: true }
  /** "the number of cards in your hand" / "in that player's hand". */
  | { cardsInHand: 'you' | 'that-player' }
  /** Multikicker's "for each time it was kicked" (702.33d). */
  | { timesKicked: true }
  /** "for each creature it devoured" (702.82b). */
  | { devoured: true }
  /** "+2/+2 … for each …": a number of times an amount. */
  | { times: number; of: Amount }
  /** "the number of creatures that died this turn", "for each creature that died this turn" (700.4). */
  | { creaturesDiedThisTurn: true }
  /** "2 plus the number of …", "3 minus the number of cards in their hand". */
  | { offset: number; of: Amount; minus?: true };

/** What an object that becomes a creature is (205.1): an artifact too, what it keeps of its types, and the abilities it has (keywords, quoted abilities). */
export interface Animation {
  artifact: boolean;
  keeps: 'everything' | 'noncreature-types' | 'nothing';
  grants: string[];
}

/**
 * What "is a black Zombie in addition to its other colors and types" adds (205.1b): card types and subtypes; its colors,
 * added with "in addition to its other colors and types", else set (105.3; `colorless`: none).
 */
export interface TypeAddition {
  types: ('Artifact' | 'Enchantment' | 'Land' | 'Creature')[];
  subtypes: string[];
  colors?: Color[];
  colorsAdded: boolean;
}

/** 'next-untap-step': until the affected object's controller's next untap step ends ("doesn't untap during its controller's next untap step"). */
/** 'your-next-untap-step': until the next untap step of the ability's controller ends ("~ doesn't untap during your next untap step", 502.3). */
/** 'source-tapped': "for as long as ~ remains tapped" (611.2b). */
export type Duration = 'end-of-turn' | 'this-turn' | 'this-combat' | 'while-source-on-battlefield' | 'while-source-controlled' | 'permanent' | 'next-untap-step' | 'your-next-untap-step' | 'source-tapped';

/** A token to create: by its reminder text or by its predefined name (111.10). */
export interface TokenSpec {
  /** A token named without its characteristics: the predefined ones of 111.10 ("Treasure", "Clue" …) and others the engine defines. */
  predefined?: string;
  power?: number | 'X';
  toughness?: number | 'X';
  colors: Color[];
  types: string[];
  subtypes: string[];
  keywords: string[];
  /** Quoted abilities the token has ('with "…"'). */
  abilities: string[];
  /** A copy of an object ("a token that's a copy of target creature"). */
  copyOf?: Ref;
  /** "named Etherium Cell" (111.4); else its subtypes name it. */
  name?: string;
  /** "Create a tapped 2/2 black Zombie creature token". */
  tapped?: boolean;
}

/** One effect of a spell or ability (608.2c: in the order written). */
/** How many more attackers a creature may block (509.1a): a number, or any number. */
export type BlockMore = number | 'any';

export type Effect =
  /** `unpreventable`: "The damage can't be prevented." (615.12). */
  | { do: 'damage'; amount: Amount; source: Ref; to: Ref; divided?: boolean; unpreventable?: true }
  /** "Damage can't be prevented this turn." (615.12). */
  | { do: 'damage-cant-be-prevented' }
  | { do: 'destroy'; what: Ref; noRegeneration?: boolean }
  | { do: 'exile'; what: Ref; until?: 'source-leaves'; withCounters?: { counter: string; amount: Amount } }
  | { do: 'exile-and-return'; what: Ref; under: 'you' | 'owner' }
  | { do: 'return-to-hand'; what: Ref }
  | { do: 'return-chosen'; amount: Amount; what: ObjectFilter }
  | { do: 'put-onto-battlefield'; what: Ref; under: 'you' | 'owner'; tapped?: boolean }
  | { do: 'put-on-library'; what: Ref; where: 'top' | 'bottom' | 'top-or-bottom' }
  /** 701.24: "shuffle ~ into its owner's library". */
  | { do: 'shuffle-into-library'; what: Ref; yourLibrary?: boolean }
  /** 701.24: "target player shuffles their graveyard (and hand) into their library"; no zones: "shuffles their library". */
  | { do: 'shuffle-zones-into-library'; who: Ref; zones: ('hand' | 'graveyard')[] }
  /** "unless its controller pays {N}": generic mana. */
  /** `exile`: "If that spell is countered this way, exile it instead of putting it into its owner's graveyard" (614.1a). */
  | { do: 'counter'; what: Ref; unlessPays?: Amount; exile?: true }
  | { do: 'copy-spell'; what: Ref; newTargets: boolean }
  | { do: 'become-copy'; who: Ref; of: Ref; exceptThisAbility: boolean }
  | { do: 'create-token'; token: TokenSpec; count: Amount; for: Ref }
  | { do: 'counters'; counter: string; amount: Amount; on: Ref }
  /** "For each kind of counter on it, put another counter of that kind on it." */
  | { do: 'another-of-each-counter'; on: Ref }
  | { do: 'remove-counters'; counter: string; amount: Amount | 'all'; from: Ref }
  | { do: 'gain-life'; amount: Amount; who: Ref }
  /** "You get {E}{E}" (107.14), "target player gets a poison counter" (122.1f). */
  | { do: 'player-counters'; counter: 'energy' | 'poison'; amount: Amount; who: Ref }
  | { do: 'lose-life'; amount: Amount; who: Ref }
  | { do: 'draw'; amount: Amount; who: Ref }
  | { do: 'discard'; amount: Amount; who: Ref; random?: boolean }
  /** "Discard your hand", "each player discards their hand" (701.9a: every card in it). */
  | { do: 'discard-hand'; who: Ref }
  | { do: 'mill'; amount: Amount; who: Ref }
  /** "Manifest the top card of your library" (701.40a). */
  | { do: 'manifest'; who: Ref }
  | { do: 'scry'; amount: Amount }
  /** "Discard all the cards in your hand, then draw that many cards [plus one]"; "shuffle the cards from your hand into your library, then …" (701.9a, 701.24a). */
  | { do: 'new-hand'; who: Ref; by: 'discard' | 'shuffle'; plus: number }
  /** "Target opponent reveals a card at random from their hand" (701.20a). */
  | { do: 'reveal-at-random'; who: Ref }
  /** "Surveil 2" (701.25a). */
  | { do: 'surveil'; amount: Amount }
  /** "Take an extra turn after this one" (500.7). */
  | { do: 'extra-turn'; who: Ref }
  /** "You become the monarch" (724.3). */
  | { do: 'become-monarch'; who: Ref }
  /** "You lose the game" (104.3e). */
  | { do: 'lose-game'; who: Ref }
  /** "You skip your next turn", "target player skips their next draw step" (614.10). */
  | { do: 'skip'; who: Ref; next: 'turn' | 'draw-step'; count: number }
  /** "Clash with an opponent" (701.30b). */
  | { do: 'clash' }
  /** "Flip a coin" (705.2): the result is the condition 'won-flip' or 'lost-flip'. */
  | { do: 'flip-coin' }
  | { do: 'tap'; what: Ref }
  | { do: 'untap'; what: Ref }
  | { do: 'tap-or-untap'; what: Ref }
  | { do: 'sacrifice'; who: Ref; what: ObjectFilter | 'self'; amount: Amount }
  /** "Flip ~" (710.2), "transform ~" (701.27a). */
  | { do: 'flip'; what: Ref }
  | { do: 'transform'; what: Ref }
  | { do: 'regenerate'; what: Ref }
  /**
   * "Sacrifice ~ unless you pay {1}{U}", "… unless that player pays {2}", "unless you sacrifice a land"
   * (118.12); `times`: "pay {1} for each card in your hand", cumulative upkeep's "for each age counter" (702.24a).
   */
  | { do: 'unless-pay'; payer: Ref; cost: Cost[]; times?: Amount; effects: Effect[] }
  | { do: 'pump'; power: Amount | number; toughness: Amount | number; powerSign: 1 | -1; toughnessSign: 1 | -1; on: Ref; duration: Duration }
  | { do: 'grant'; keywords: string[]; on: Ref; duration: Duration }
  /** `chosen`: "from the chosen color" (614.12a, 608.2d), else "from the color of your choice". */
  | { do: 'grant-protection-from-chosen-color'; on: Ref; duration: Duration; chosen?: true }
  /** "Choose a color." / "Choose a creature type." as it resolves (608.2d). */
  | { do: 'choose'; choice: 'color' | 'creature-type' }
  /** "target creature loses flying until end of turn". */
  | { do: 'lose-keywords'; keywords: string[]; on: Ref; duration: Duration }
  /** A rules change ("can't block this turn"), also "can attack this turn as though it didn't have defender". */
  | { do: 'cant'; what: Ref; action: 'block' | 'attack' | 'be-blocked' | 'attack-or-block' | 'untap' | 'be-regenerated' | 'attack-despite-defender' | 'assign-combat-damage'; duration: Duration }
  | { do: 'must'; what: Ref; action: 'attack' | 'block' | 'be-blocked'; duration: Duration }
  /** "target creature blocks ~ this turn if able" (509.1c). */
  | { do: 'block-if-able'; what: Ref; attacker: Ref; duration: Duration }
  | { do: 'cant-block-attacker'; what: Ref; attacker: Ref; duration: Duration }
  /** "can block an additional creature this turn", "… any number of creatures this turn" (509.1a). */
  | { do: 'block-more'; what: Ref; more: BlockMore; duration: Duration }
  /** 509.1c: "all creatures able to block target creature this turn do so". */
  | { do: 'blocked-by-all'; what: Ref; blockers: ObjectFilter; duration: Duration }
  | { do: 'prevent-all-damage'; to?: Ref; by?: Ref; combatOnly?: boolean; duration: Duration }
  | { do: 'prevent-damage'; amount: Amount; to: Ref; combatOnly?: boolean; duration: Duration }
  /** 614.9: "the next N damage that would be dealt to ~ this turn is dealt to target creature instead". */
  | { do: 'redirect-damage'; amount: Amount; from: Ref; to: Ref }
  /**
   * "The next time a blue source of your choice would deal damage to you this turn, prevent that damage" (609.7a): `to`, damage to
   * that player or object only; `all`: "Prevent all damage a source of your choice would deal this turn".
   */
  | { do: 'prevent-next-from-source'; source: ObjectFilter; to?: Ref; all?: true }
  /** 614.11: "The next time you would draw a card this turn, you gain 5 life instead." */
  | { do: 'replace-next-draw'; effects: Effect[] }
  /** "If that creature would die this turn, exile it instead" (614.1a); no `what`: "If a creature would die this turn, …". */
  | { do: 'exile-if-dies'; what?: Ref }
  | { do: 'gain-control'; what: Ref; duration: Duration }
  /** "Attach ~ to target creature you control" (701.3a). */
  | { do: 'attach'; what: Ref; to: Ref }
  | { do: 'fight'; a: Ref; b: Ref }
  | { do: 'monstrosity'; amount: Amount }
  | { do: 'adapt'; amount: Amount }
  | { do: 'bolster'; amount: Amount }
  | { do: 'explore'; what: Ref }
  /** 701.36a: "populate". */
  | { do: 'populate' }
  /** 122.5: "move a +1/+1 counter from ~ onto target creature". */
  | { do: 'move-counters'; counter: string; amount: Amount; from: Ref; to: Ref }
  /** `who`: the player the text names ("that player adds {G}", 106.3); else the ability's controller. */
  /** `amount`: how many of the mana; `forEach` times a count ("Add {G} for each Elf you control"). */
  | { do: 'add-mana'; mana: ManaProduction; amount: number; forEach?: Amount; who?: Ref }
  | { do: 'change-targets'; what: Ref; must?: true }
  | { do: 'exile-top-of-library'; amount: Amount; who: Ref }
  | { do: 'look-or-reveal'; text: string }
  | { do: 'search-library'; text: string }
  /** "Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle."; "… then shuffle and put that card on top" (701.24b). */
  /** 701.23: `alsoGraveyard`: "search your library and/or graveyard …" (the library shuffled only if searched). */
  /** `whose`: another player's library; `restTo`: "put one onto the battlefield tapped and the other into your hand". */
  | { do: 'search-for'; filter: ObjectFilter; max: Amount | 'any'; to: 'hand' | 'battlefield' | 'graveyard' | 'top' | 'exile'; tapped: boolean; restTo?: 'hand'; whose?: Ref; alsoGraveyard?: boolean; others?: ObjectFilter[] }
  /**
   * "Look at the top four cards of your library. You may reveal a creature card from among them and put it
   * into your hand. Put the rest on the bottom of your library in any order." (701.20e, 701.20a)
   */
  /** "Look at target player's hand" (701.20e). */
  | { do: 'look-at-hand'; whose: Ref }
  | { do: 'put-from-hand'; filter: ObjectFilter; max: Amount | 'any'; upTo: boolean; tapped: boolean }
  | { do: 'look-at-top'; amount: Amount; whose: Ref; reveal: boolean; take?: LookTake; rest: 'top' | 'bottom' | 'bottom-random' | 'graveyard' }
  /** "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card." */
  | { do: 'reveal-hand-discard'; who: Ref; filter: ObjectFilter; exile?: boolean; pick?: 'all' | 'random' }
  /** "you may …" (603.5, 608.2d). */
  /** `who`: another player who chooses and does them ("target opponent may draw a card"). */
  | { do: 'may'; effects: Effect[]; who?: Ref }
  /** "you may pay {2}{U}. If you do, …"; `payer`: another player ("that player may pay {2}. If they do, …"). */
  | { do: 'may-pay'; cost: Cost[]; effects: Effect[]; payer?: Ref }
  /**
   * "loses all abilities and becomes a blue Frog with base power and toughness 1/1"; "~ becomes a 1/1
   * Blinkmoth artifact creature with flying" (`creature`: it becomes a creature, and keeps of what it
   * was, 205.1b, every type and subtype — "It's still a land", "in addition to its other types" —, its
   * types and subtypes but its creature types — "a Bird artifact creature" —, or nothing, 205.1a).
   */
  | { do: 'become'; on: Ref; loseAllAbilities: boolean; subtypes: string[]; colors?: Color[]; power: number | Amount; toughness: number | Amount; duration: Duration; creature?: Animation }
  /** "It's still a land." (205.1b): said of what the sentence before made a creature. */
  | { do: 'still' }
  /** 'It has "…"' after creating a token (111.4): said of the tokens the sentence before created. */
  | { do: 'created-has'; grants: string[] }
  /** "Switch target creature's power and toughness" (613.4d). */
  | { do: 'switch-pt'; on: Ref; duration: Duration }
  /** "~ becomes the creature type of your choice until end of turn" (608.2d, 205.1b). */
  | { do: 'become-chosen-type'; on: Ref; duration: Duration }
  | { do: 'become-subtype'; on: Ref; subtype: string; duration: Duration }
  | { do: 'become-also'; on: Ref; adds: TypeAddition; duration: Duration }
  /** "You may sacrifice ~. If you do, …". */
  | { do: 'may-do'; first: Effect[]; then: Effect[] }
  /** "You may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If you do, …" (kinship). */
  | { do: 'reveal-top-sharing-type'; effects: Effect[] }
  /** "As an additional cost to cast this spell, sacrifice a creature." (601.2f) */
  | { do: 'additional-cost'; cost: Cost }
  /** "If it's your turn, scry 2." and other conditions on resolution. */
  /** "If …, <effects>"; `otherwise`: the effects of the sentence before an "If …, … instead" (they happen if the condition doesn't hold). */
  | { do: 'if'; condition: Condition; effects: Effect[]; otherwise?: Effect[]; instead?: true }
  /** "For each creature exiled this way, its controller creates …". */
  | { do: 'for-each'; filter: ObjectFilter; effects: Effect[] }
  /** 603.7: a delayed trigger's effects ("at the beginning of the next end step, …"); `text` is its sentence. */
  | { do: 'delayed'; at: 'next-end-step' | 'next-turn-upkeep' | 'end-of-combat' | 'your-next-upkeep'; effects: Effect[]; text: string };

export type ManaProduction =
  | { mana: string[] }
  | { oneOf: string[] }
  /** "{R}{R}, {R}{G}, or {G}{G}" (106.3). */
  | { combinations: string[][] }
  | { anyColor: true; sameColor?: boolean }
  /** "one mana of the chosen color" (614.12a). */
  | { chosenColor: true }
  | { couldProduce: 'lands-opponents-control' | 'lands-you-control'; colorsOnly: boolean }
  | { sameAsProduced: true }
  /** "any combination of {W} and/or {U}", "any combination of colors" (106.3). */
  | { anyCombinationOf: string[] | 'colors' };

/** What a player has: life (119), cards in hand (402), card types among the cards in their graveyard (205.2a), permanents they control, their total power. */
export type PlayerCount = 'life' | 'cards-in-hand' | 'card-types-in-graveyard' | { controls: ObjectFilter } | { totalPower: ObjectFilter };

export type Condition =
  | { if: 'your-turn' }
  | { if: 'not-your-turn' }
  | { if: 'is'; what: Ref; filter: ObjectFilter }
  /** "if you control an enchantment", "as long as you control three or more artifacts" (`atLeast`, one when absent). */
  | { if: 'you-control'; filter: ObjectFilter; atLeast?: number; atMost?: number }
  /** "as long as any player controls a black permanent": one is on the battlefield, whoever controls it. */
  | { if: 'any-player-controls'; filter: ObjectFilter }
  /** "as long as seven or more cards are in your graveyard". */
  | { if: 'cards-in-your-graveyard'; atLeast: number; filter?: ObjectFilter }
  /** "if an opponent cast three or more spells this turn". */
  | { if: 'opponent-cast-spells'; atLeast: number }
  /** "if no spells were cast last turn" (all players' spells, at most none), "if a player cast two or more spells last turn" (one player's). */
  | { if: 'spells-cast-last-turn'; by: 'all-players' | 'a-player'; atLeast?: number; atMost?: number }
  | { if: 'tribute-not-paid' }
  | { if: 'devotion-less-than'; colors: Color[]; n: number }
  | { if: 'monstrous' }
  /** "as long as ~ is renowned" (702.112b). */
  | { if: 'renowned' }
  /** "if ~ was kicked", "if it was kicked" (702.33d). */
  | { if: 'kicked' }
  /** "if its madness cost was paid" (702.35a). */
  | { if: 'madness-paid' }
  | { if: 'cast-from-hand' }
  /** Addendum: "if you cast this spell during your main phase" (505.1). */
  | { if: 'cast-during-main-phase' }
  /** "if it has three or more +1/+1 counters on it". */
  | { if: 'counters'; counter: string; on: Ref; atLeast: number }
  /** 119.3: "if an opponent lost life this turn". */
  | { if: 'lost-life-this-turn'; player: 'you' | 'an-opponent' }
  /** "if you've cast a noncreature spell this turn". */
  | { if: 'cast-this-turn'; filter: ObjectFilter }
  /** "if an opponent cast a creature spell this turn". */
  | { if: 'opponent-cast-this-turn'; filter: ObjectFilter }
  /** "if you've been attacked this step" (508.1). */
  | { if: 'attacked-this-step' }
  /** "if you have no cards in hand" (hellbent). */
  | { if: 'no-cards-in-hand' }
  /** "If you win" after "clash with an opponent" (701.30d). */
  | { if: 'won-clash' }
  /** "If you win the flip" / "If you lose the flip" after "flip a coin" (705.2). */
  | { if: 'won-flip' }
  /** "if you're the monarch", "if an opponent is the monarch" (724.1). */
  | { if: 'you-are-monarch' }
  | { if: 'citys-blessing' }
  | { if: 'opponent-is-monarch' }
  | { if: 'lost-flip' }
  /** "if an opponent controls a Swamp and you control a Plains": every one holds. */
  | { if: 'all'; conditions: Condition[] }
  /** Morbid's "if a creature died this turn" (700.4). */
  | { if: 'creature-died-this-turn' }
  /** Raid's "if you attacked this turn", "if you attacked with a creature this turn" (508.1). */
  | { if: 'attacked-this-turn' }
  /** Revolt's "if a permanent you controlled left the battlefield this turn". */
  | { if: 'permanent-left-this-turn' }
  /** "if you didn't attack with a creature this turn", "if no creatures are on the battlefield": the opposite of a condition. */
  | { if: 'not'; condition: Condition }
  /** "you have 5 or less life", "an opponent controls more lands than you": a player's count against a number or another player's. */
  | { if: 'player-count'; player: 'you' | 'an-opponent' | 'that-player'; has: PlayerCount; atLeast?: number; atMost?: number; moreThan?: 'you' | 'each-opponent' }
  | { if: 'text'; text: string };

/**
 * "Activate only …" (602.5): once each turn, as a sorcery, during a part of your turn or of every turn
 * ("during your upkeep", "during your turn, before attackers are declared", "during combat"), if a
 * condition holds; `text` for words not read.
 */
export type ActivationRule =
  | { only: 'once-each-turn' }
  /** 602.5b: "no more than twice each turn". */
  | { only: 'times-each-turn'; times: number }
  | { only: 'sorcery' }
  /** 602.1b: "Any player may activate this ability." */
  | { only: 'any-player' }
  | { only: 'during'; period: 'turn' | 'upkeep' | 'combat' | 'end-of-combat' | 'before-attackers' | 'before-combat-damage'; yours: boolean }
  | { only: 'if'; condition: Condition }
  | { only: 'text'; text: string };

/**
 * One of a card's "cast ~ only …" rules (601.3): a part of the turn (`period`, the engine's), whose turn (`whose`), or a condition
 * ("if you've cast another spell this turn": before it is cast, any spell cast this turn is another).
 */
export type CastRule =
  | { only: 'during'; period?: 'upkeep' | 'combat' | 'end-of-combat' | 'before-attackers' | 'before-combat-damage' | 'combat-before-blockers' | 'combat-after-blockers' | 'declare-attackers' | 'declare-blockers' | 'end-step' | 'after-upkeep'; whose?: 'yours' | 'opponents' }
  | { only: 'if'; condition: Condition };

/** Costs (118; 602.1): mana, {T} (107.5), {Q} (107.6), sacrifice, discard, life, counters. */
export type Cost =
  | { cost: 'mana'; mana: string }
  | { cost: 'tap' }
  | { cost: 'untap' }
  | { cost: 'exert' }
  | { cost: 'sacrifice-self' }
  | { cost: 'sacrifice'; filter: ObjectFilter; amount: Amount }
  | { cost: 'discard'; filter: ObjectFilter; amount: Amount; random?: boolean }
  | { cost: 'discard-self' }
  /** "Reveal a blue card in your hand" (118.3). */
  | { cost: 'reveal'; filter: ObjectFilter; amount: Amount }
  | { cost: 'pay-life'; amount: number }
  /** "Pay {E}{E}" (107.14). */
  | { cost: 'pay-energy'; amount: number }
  /** "Remove X storage counters", "remove any number of …" ('any'), "remove all …" ('all'). */
  | { cost: 'remove-counters'; counter: string; amount: Amount | 'any' | 'all' }
  | { cost: 'exile-self'; from?: 'graveyard' | 'hand' }
  | { cost: 'exile'; filter: ObjectFilter; amount: Amount }
  | { cost: 'tap-untapped'; filter: ObjectFilter; amount: Amount }
  | { cost: 'return-to-hand'; filter: ObjectFilter; amount: Amount };

/** The event of a triggered ability (603.2). */
export type Trigger =
  /** "At the beginning of your upkeep or whenever you cast a green spell": either event (two abilities, 603.2). */
  | { on: 'either'; triggers: [Trigger, Trigger] }
  | { on: 'enters'; subject: TriggerSubject }
  | { on: 'enters-or-dies'; subject: TriggerSubject }
  | { on: 'enters-or-leaves'; subject: TriggerSubject }
  | { on: 'enters-or-put-into-graveyard'; subject: TriggerSubject }
  | { on: 'enters-or-attacks'; subject: TriggerSubject }
  /** "When you sacrifice ~". */
  | { on: 'sacrificed'; subject: TriggerSubject; who?: 'you' | 'opponent' | 'player' }
  | { on: 'dies'; subject: TriggerSubject }
  /** "is put into a graveyard from the battlefield": any permanent, not only a creature (700.4's "dies"). */
  /** `owner`: "is put into your graveyard / an opponent's graveyard from the battlefield" (the card's owner's graveyard, 400.3). */
  | { on: 'put-into-graveyard'; subject: TriggerSubject; owner?: 'you' | 'opponent' }
  | { on: 'leaves'; subject: TriggerSubject }
  /** `attacked`: "attacks enchanted player", the player this Aura is attached to (303.4a). */
  | { on: 'attacks'; subject: TriggerSubject; attacked?: 'enchanted'; withOthers?: number }
  | { on: 'attacks-alone'; subject: TriggerSubject }
  /** `counterpart`: "blocks a creature" (509.3b), the creature blocked. */
  | { on: 'blocks'; subject: TriggerSubject; counterpart?: ObjectFilter }
  | { on: 'attacks-or-blocks'; subject: TriggerSubject }
  | { on: 'becomes-blocked'; subject: TriggerSubject }
  /** `counterpart`: "… or becomes blocked by a creature" (509.3b, 509.3d), the other creature. */
  | { on: 'blocks-or-becomes-blocked'; subject: TriggerSubject; counterpart?: ObjectFilter }
  /** 509.3d: "becomes blocked by a creature", once for each blocker, the counterpart. */
  | { on: 'blocked-by'; subject: TriggerSubject; counterpart: ObjectFilter }
  /** 509.3g: "attacks and isn't blocked". */
  | { on: 'attacks-unblocked'; subject: TriggerSubject }
  /** "deals combat damage", "… to a creature" (the counterpart). */
  | { on: 'deals-combat-damage'; subject: TriggerSubject; counterpart?: ObjectFilter }
  | { on: 'becomes-tapped'; subject: TriggerSubject }
  | { on: 'becomes-untapped'; subject: TriggerSubject }
  /** "When you do" after "You may exert ~ as it attacks" (701.43d): the card exerted. */
  | { on: 'exerted'; subject: TriggerSubject }
  | { on: 'becomes-monstrous'; subject: TriggerSubject }
  /** 701.44b: "Whenever a creature you control explores". */
  | { on: 'explores'; subject: TriggerSubject }
  /** "When ~ is turned face up" (708.8), and "enters or is turned face up". */
  | { on: 'turned-face-up'; subject: TriggerSubject }
  | { on: 'enters-or-turned-face-up'; subject: TriggerSubject }
  /** 701.27e: "Whenever this creature transforms into ~" (the face the ability is on), and "enters or transforms into ~". */
  | { on: 'transforms-into'; subject: TriggerSubject }
  | { on: 'enters-or-transforms-into'; subject: TriggerSubject }
  /** `by`: "… of a spell or ability an opponent controls". */
  | { on: 'becomes-target'; subject: TriggerSubject; by?: 'opponent' }
  /** "deals [combat] damage to a player / an opponent / you": once for each player dealt damage, "that player" the one dealt it. */
  | { on: 'deals-damage-to-player'; subject: TriggerSubject; combat: boolean; to: 'player' | 'opponent' | 'you' }
  /** "deals damage to a creature" (any damage, combat or not): once for each such object dealt damage, the counterpart. */
  | { on: 'deals-damage-to'; subject: TriggerSubject; counterpart: ObjectFilter }
  | { on: 'is-dealt-damage'; subject: TriggerSubject; combat?: boolean }
  /** "Whenever you're dealt damage", "When you're dealt combat damage" (120.3, 603.2c): once for damage dealt at once. */
  | { on: 'player-dealt-damage'; combat: boolean }
  /** "Whenever ~ deals damage": once for damage dealt at once (603.2c), "that much" the total. */
  | { on: 'deals-damage'; subject: TriggerSubject }
  /** 702.??? heroic template: "whenever you cast a spell that targets ~". */
  | { on: 'cast-spell-targeting-self' }
  /** "When you cast ~" (601.2i): the card's own ability, triggering as it becomes cast, on the stack. */
  | { on: 'cast-self' }
  | { on: 'cast'; caster: 'you' | 'opponent' | 'player'; filter: ObjectFilter }
  | { on: 'draws'; who: 'you' | 'opponent' | 'player' }
  /** 702.29c: "When you cycle ~" (subject itself), "Whenever a player cycles a card"; "… ~ or it dies" (Sojourners) also dies. */
  | { on: 'cycles' | 'cycles-or-dies'; who: 'you' | 'opponent' | 'player'; subject: TriggerSubject }
  /** "Whenever an opponent discards a card", "Whenever you cycle or discard a card" (702.29d: the same event). */
  | { on: 'discards'; who: 'you' | 'opponent' | 'player'; filter: ObjectFilter }
  /** 701.9a: "When a spell or ability an opponent controls causes you to discard ~" (no filter: the card itself), "… a card". */
  | { on: 'discarded-by-opponent'; filter?: ObjectFilter }
  | { on: 'gains-life'; who: 'you' }
  | { on: 'scry' }
  /** "Whenever you surveil" (701.25d). */
  | { on: 'surveil' }
  | { on: 'land-tapped-for-mana' }
  /** A state trigger (603.8): "when you control no Islands". */
  | { on: 'you-control-none'; filter: ObjectFilter }
  /** A state trigger (603.8): "When there are no creatures on the battlefield", "When you control a Dwarf". */
  | { on: 'state'; condition: Condition }
  /** 503.1a, 513.1a: "at the beginning of your upkeep / the end step / each player's draw step". */
  | { on: 'beginning-of'; step: 'upkeep' | 'draw' | 'end' | 'combat' | 'precombat-main' | 'end-of-combat'; whose: 'your' | 'each' | 'the-next' | 'opponents' | 'enchanted' | 'enchanted-controller' };

/** The object or objects whose event triggers: "~", "another creature you control", "~ or another creature". */
export interface TriggerSubject {
  self: boolean;
  /** Other objects whose event also triggers it ("or another creature"), or instead of itself ("a creature"). */
  others?: ObjectFilter;
}

/** A static ability (604) or a characteristic-defining one. */
export type Static =
  | { static: 'anthem'; who: Ref; power: number; toughness: number; keywords: string[]; sparesSource?: true; cant?: 'block' | 'attack-alone' | 'attack-despite-defender' | 'be-blocked' | 'attack-each-combat' | 'block-each-combat'; blockMore?: BlockMore; adds?: TypeAddition; condition?: Condition }
  /**
   * A static ability that applies only while a condition holds ("as long as …", 611.3a), or only while
   * it doesn't ("unless …"); "Otherwise, …" is the other ability, applying while the condition doesn't hold.
   */
  | { static: 'conditional'; condition: Condition; negated: boolean; then: Static; otherwise?: Static }
  /** 702.??? strive: "This spell costs {2}{U} more to cast for each target beyond the first." */
  | { static: 'strive'; mana: string }
  | { static: 'cant'; what: Ref; action: 'block' | 'attack' | 'be-blocked' | 'be-countered' | 'attack-or-block' | 'attack-alone' | 'block-alone' | 'attack-or-block-alone' | 'attack-despite-defender' | 'activate' | 'attack-or-block-and-activate' | 'block-and-activate' | 'attack-and-activate' }
  /** 509.1c: "all creatures able to block ~ do so". */
  | { static: 'blocked-by-all'; what: Ref; blockers: ObjectFilter }
  /** 509.1b: "~ can block only creatures with flying". */
  | { static: 'can-block-only'; what: Ref; filter: ObjectFilter }
  /** 509.1b: "~ can't be blocked by creatures with power 3 or greater". */
  | { static: 'cant-be-blocked-by'; what: Ref; filter: ObjectFilter }
  /** 508.1c: "~ can't attack unless defending player controls an Island". */
  | { static: 'cant-attack-unless-defender-controls'; what: Ref; filter: ObjectFilter }
  /** 508.1c: "~ can't attack if defending player controls an untapped land". */
  | { static: 'cant-attack-if-defender-controls'; what: Ref; filter: ObjectFilter }
  /** 509.1b: "~ can't be blocked by more than one creature". */
  | { static: 'max-blockers'; what: Ref; max: number }
  | { static: 'block-more'; what: Ref; more: BlockMore }
  | { static: 'must-attack'; what: Ref }
  | { static: 'must-block'; what: Ref }
  | { static: 'must-be-blocked'; what: Ref }
  | { static: 'cant-block-those'; what: Ref; filter: ObjectFilter }
  /** 601.2f: "Noncreature spells cost {1} more to cast", "Artifact spells you cast cost {1} less to cast" (the filter's controller: whose spells). */
  | { static: 'cost-change'; filter: ObjectFilter; mana: string; change: 'more' | 'less' }
  /** 601.2f: "~ costs {1} less to cast for each artifact you control", "{X} less …, where X is …" (X: `forEach` is its value), "… if you control a Wizard". */
  | { static: 'self-cost-less'; mana: string; forEach?: Amount; condition?: Condition }
  /**
   * 118.9: "[If <condition>,] you may pay {B}{B} rather than pay ~'s mana cost" (`mana`), "you may sacrifice two Mountains rather
   * than …" (`costs`), "you may cast ~ without paying its mana cost" (`free`).
   */
  | { static: 'alternative-cost'; mana?: string; costs?: Cost[]; free?: true; condition?: Condition }
  | { static: 'enters-tapped' }
  /** 601.3b–c: "You may cast ~ as though it had flash [if you pay {2} more to cast it]". */
  | { static: 'cast-as-though-flash'; more?: string }
  /** 601.3: "Cast ~ only during combat", "… only during your turn and only if …": each rule must hold as it is cast. */
  | { static: 'cast-only'; rules: CastRule[] }
  /** 601.3: "You may cast ~ from exile", "… from your graveyard". */
  | { static: 'cast-from'; zone: 'graveyard' | 'exile' }
  /** "If ~ is in your opening hand, you may begin the game with it on the battlefield" (103.6a). */
  | { static: 'begin-on-battlefield' }
  /** "As ~ enters, you may pay 2 life. If you don't, it enters tapped." */
  | { static: 'enters-tapped-unless-pay-life'; life: number }
  /** "As ~ enters, you may reveal a Giant card from your hand. If you don't, ~ enters tapped." */
  | { static: 'enters-tapped-unless-reveal'; filter: ObjectFilter }
  /** 614.1a: "If ~ would enter the battlefield, sacrifice a Forest instead. If you do, put ~ onto the battlefield. If you don't, …". */
  | { static: 'enters-sacrificing'; filter: ObjectFilter }
  /** "As ~ enters, choose a color." (614.12a) */
  | { static: 'enters-choosing-color' }
  /** "As ~ enters, choose a creature type." (614.12a) */
  | { static: 'enters-choosing-creature-type' }
  /** "gets +1/+1 for each …", "gets +X/+X, where X is the number of …": `per` is what is counted. */
  | { static: 'anthem-for-each'; who: Ref; power: number; toughness: number; per: Amount }
  /** Several static abilities in one sentence: "~ and enchanted creature each get +1/+1 for each …". */
  | { static: 'several'; statics: Static[] }
  /** A characteristic-defining ability (604.3): "~'s power and toughness are each equal to the number of …". */
  | { static: 'define-power-toughness'; power: boolean; toughness: boolean; amount: Amount }
  /** "… lose flying and can't have or gain flying." */
  | { static: 'cant-have'; who: Ref; keyword: string }
  /** "… lose all abilities [and have base power and toughness 1/1]". */
  | { static: 'lose-all-abilities'; who: Ref; power?: number; toughness?: number }
  /** "Each other Warrior creature you control enters with an additional +1/+1 counter on it" (614.1c). */
  | { static: 'each-enters-with-counter'; filter: ObjectFilter; counter: string }
  /** "Enchanted creature has base power and toughness 0/2" (613.4b). */
  | { static: 'base-power-toughness'; who: Ref; power: number; toughness: number }
  /** "Nonbasic lands are Mountains." (305.7) */
  | { static: 'set-subtype'; who: Ref; subtype: string }
  /** "Each land is a Swamp in addition to its other land types." */
  | { static: 'add-types'; who: Ref; adds: TypeAddition }
  /** "If a card or token would be put into a graveyard from anywhere, exile it instead." */
  | { static: 'graveyards-exile' }
  /** "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead." */
  | { static: 'shuffle-instead-of-graveyard' }
  /** 614.1a: "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield [with two +1/+1 counters on it] instead …". */
  | { static: 'discarded-onto-battlefield'; counter?: string; amount?: Amount }
  /** "If ~ would die, exile it instead."; "If a creature dealt damage by ~ this turn would die, exile it instead." (`filter`). */
  | { static: 'exile-if-dies'; filter?: ObjectFilter }
  /** "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead." */
  | { static: 'double-tokens' }
  | { static: 'every-basic-land-type'; who: Ref }
  /** "Each creature you control is the chosen type in addition to its other types." (614.12a) */
  | { static: 'add-chosen-type'; who: Ref }
  /** "If a source would deal damage to a permanent or player, it deals double that damage … instead." */
  | { static: 'double-damage' }
  /** "Prevent all damage that would be dealt to attacking creatures you control", "… combat damage … to and dealt by enchanted creature" (615.1a). */
  /** "If a black source would deal damage to you, prevent 2 of that damage." (615.1a) */
  /** 615.1a: "If a black source would deal damage to you [or a creature you control], prevent 2 of that damage" (`to`: to whom). */
  | { static: 'prevent-some-damage'; source: ObjectFilter; amount: number; to: { you: boolean; objects?: ObjectFilter } }
  /** `removeCounter`: "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." */
  | { static: 'prevent-damage'; who: Ref; dealt: 'to' | 'by' | 'toAndBy'; combat?: boolean; removeCounter?: string }
  /** 614.9: "All damage that would be dealt to you [or another permanent you control] is dealt to ~ / enchanted creature instead." */
  | { static: 'redirect-damage'; others: boolean; to: 'self' | 'attached' }
  /** 614.1a: "… that source deals 3 damage … instead", "… half that damage, rounded down, …", "… that much damage minus 1 …" (to every permanent and player, or to `filter`). */
  | { static: 'change-damage'; filter?: ObjectFilter; source?: ObjectFilter; toYou?: true; change: { atLeast: number; amount: number } | { halve: true } | { minus: number } }
  /** `condition`: "If ~ was kicked, it enters with …". */
  | { static: 'enters-with-counters'; counter: string; amount: Amount; condition?: Condition; tapped?: true }
  /** "You may have ~ enter as a copy of any creature on the battlefield[, except it's still 7/7]" (707.2, 707.9b). */
  | { static: 'enters-as-copy'; filter: ObjectFilter; still?: { power: number; toughness: number } }
  | { static: 'lands-produce'; mana: string }
  | { static: 'you-have'; keywords: string[] }
  /** "You have no maximum hand size", "Your maximum hand size is reduced by four" (402.2). */
  | { static: 'maximum-hand-size'; change: number | 'none' }
  /** "Skip your draw step" (614.10). */
  | { static: 'skip-draw-step' }
  | { static: 'devotion-not-creature'; colors: Color[]; n: number }
  | { static: 'doesnt-untap'; what: Ref }
  /** "You may choose not to untap ~ during your untap step" (502.3). */
  | { static: 'may-not-untap' }
  /** "You may have ~ assign its combat damage as though it weren't blocked" (510.1c). */
  | { static: 'may-assign-as-though-unblocked' }
  /** "You control enchanted creature" (layer 2, 613.1b). */
  | { static: 'control'; what: Ref }
  | { static: 'text'; text: string };

/** A keyword ability (702), with its parameter: "bestow {4}{B}", "protection from black", "equip {2}". */
export interface Keyword {
  keyword: string;
  cost?: string;
  /** A cost other than mana, after a dash ("Morph—Pay 5 life", "Cumulative upkeep—Pay 1 life."). */
  costs?: Cost[];
  n?: number;
  from?: string;
  /** What affinity counts ("Affinity for artifacts", 702.41a). */
  filter?: ObjectFilter;
  /** What typecycling finds (702.29e): "basic land" or a subtype ("Island", "Wizard"). */
  finds?: string;
}

/** The targets of one spell or ability and its effects in order. */
export interface EffectBlock {
  targets: TargetSlot[];
  effects: Effect[];
}

export interface Mode extends EffectBlock {
  text: string;
}

/** One ability of a card, as printed on one line (modal ones with their "•" lines). */
export type Ability = (
  | { kind: 'keywords'; keywords: Keyword[] }
  | { kind: 'enchant'; filter: ObjectFilter }
  /** "Enchant player" (303.4a). */
  | { kind: 'enchant-player' }
  | { kind: 'spell'; block: EffectBlock }
  | { kind: 'modal'; choose: { min: number; max: number }; modes: Mode[]; cost?: Cost[]; trigger?: Trigger }
  /** `restrictions`: its "activate only …" sentences (602.5), whatever the card's wording. */
  | { kind: 'activated'; cost: Cost[]; block: EffectBlock; restrictions?: ActivationRule[]; loyalty?: string }
  | { kind: 'triggered'; trigger: Trigger; condition?: Condition; optional: boolean; block: EffectBlock }
  | { kind: 'static'; static: Static }
  /** "You may exert ~ as it attacks." (701.43d), with the effects of its linked "When you do, …" (607.2h). */
  | { kind: 'exert'; block?: EffectBlock }
  /**
   * A leveler's striation (711.2): "LEVEL 1-3", its power/toughness and the abilities under it, which
   * the card has while it has that many level counters (711.2a–b). `to` absent: "LEVEL 4+".
   */
  | { kind: 'level'; from: number; to?: number; power: number; toughness: number; abilities: Ability[] }
  /** A Saga's chapter ability (714.2b–c): "I, II — [effect]", its effect read as a spell's instructions. */
  | { kind: 'chapter'; chapters: number[]; block: EffectBlock }
) & {
  /** The ability as printed, without reminder text. */
  text: string;
  /** The ability word before it (207.2c), a label only. */
  label?: string;
};

/** A card read from its Oracle text. */
export interface CardAst {
  name: string;
  abilities: Ability[];
}

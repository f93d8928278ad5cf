/**
 * The card-definition format: a small declarative vocabulary the engine interprets (never code per card).
 * Definitions live as YAML in rules-data/cards/ (one file may hold one card or a list), may be given
 * inline to a game, and are what the Oracle compiler produces. Validated with zod at load; errors
 * name the file and the field.
 */
import { z } from 'zod';

export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
const colorSchema = z.enum(COLORS);
export type Color = z.infer<typeof colorSchema>;
/** A mana type (106.1b): the five colors and colorless. */
const manaTypeSchema = z.enum(['W', 'U', 'B', 'R', 'G', 'C']);
export type ManaType = z.infer<typeof manaTypeSchema>;

export const COLOR_WORDS: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

export const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'] as const;
const cardTypeSchema = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof cardTypeSchema>;
const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'] as const;

/** Keyword abilities the engine knows (702). "protection from <color>" is also accepted (702.16). */
export const KNOWN_KEYWORDS = [
  /**
   * 702.127a, on a half of a split card: that half may be cast from its owner's graveyard and from no other zone, and
   * a spell cast so is exiled instead of going anywhere else as it leaves the stack.
   */
  'aftermath',
  /** 702.131: "If you control ten or more permanents, you get the city's blessing for the rest of the game" (blessing.ts). */
  'ascend',
  /** 702.22: attacking creatures may be declared in a band; blocking one blocks them all; the opponent divides damage dealt to or by a band (702.22j–k). */
  'banding',
  'battle cry',
  /** 702.85a: "When you cast this spell, exile cards from the top of your library until you exile a nonland card whose mana value is less than this spell's mana value. You may cast that card without paying its mana cost …" */
  'cascade',
  'changeling',
  /**
   * 702.78a: "As an additional cost to cast this spell, you may tap two untapped creatures you control that each share a
   * color with it" and "When you cast this spell, if its conspire cost was paid, copy it. If the spell has any targets,
   * you may choose new targets for the copy."
   */
  'conspire',
  'convoke',
  'deathtouch',
  'delve',
  'defender',
  /** 702.105a: "Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on this creature." */
  'dethrone',
  'devoid',
  'double strike',
  /** 702.100a: "Whenever a creature you control enters, if that creature's power is greater than this creature's power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1 counter on this creature." */
  'evolve',
  'exalted',
  'extort',
  'fear',
  'flanking',
  'first strike',
  'flash',
  'flying',
  'haste',
  'hexproof',
  'horsemanship',
  'improvise',
  'indestructible',
  'infect',
  'intimidate',
  'lifelink',
  /** 702.92a: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it." */
  'living weapon',
  'menace',
  /**
   * 702.124a: partner modifies the rules for deck construction in the Commander variant and functions before the game
   * begins: in a game it does nothing (the engine plays no Commander, 903).
   */
  'partner',
  /** 702.134a: "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with power less than this creature's power." */
  'mentor',
  /** 702.39a: "Whenever this creature attacks, you may choose to have target creature defending player controls block this creature this combat if able. If you do, untap that creature." */
  'provoke',
  'prowess',
  'reach',
  /** 702.88a: cast from its owner's hand, it is exiled as it resolves, and may be cast from exile without paying its mana cost at the beginning of its caster's next upkeep. */
  'rebound',
  /** 702.81a: it may be cast from its owner's graveyard by discarding a land card as an additional cost. */
  'retrace',
  'persist',
  'riot',
  'shadow',
  'shroud',
  /** 702.118b: it can't be blocked by creatures with greater power. */
  'skulk',
  'split second',
  'storm',
  /** 702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura"; 702.89b: "totem armor" on older cards. */
  'totem armor',
  'trample',
  'umbra armor',
  'undying',
  'unleash',
  'vigilance',
  'wither',
] as const;
/**
 * Protection (702.16) from a color, from multicolored, or from a card type (artifacts, creatures, enchantments,
 * instants, lands, planeswalkers, sorceries);
 * "from the chosen color" is from the color its source chose as it entered (614.12a).
 */
const PROTECTION = /^protection from (white|blue|black|red|green|multicolored|artifacts|creatures|enchantments|instants|lands|planeswalkers|sorceries|the chosen color)$/;
/** Hexproof from a color (702.11d): it can't be the target of that color's spells or abilities an opponent controls. */
const HEXPROOF_FROM = /^hexproof from (white|blue|black|red|green)$/;
/** Landwalk (702.14): "swampwalk" and the other basic land types. */
const LANDWALK = /^(plains|island|swamp|mountain|forest)walk$/;
/** Keywords with a number: "bushido 2" (702.45), "annihilator 2" (702.86), "bloodthirst 1" (702.54), "renown 1" (702.112), "afflict 2" (702.130), "modular 1" (702.43), "fabricate 1" (702.123), "graft 2" (702.58), "devour 2" (702.82). */
export const NUMBERED_KEYWORD = /^(bushido|bloodthirst|renown|afflict|annihilator|modular|fabricate|graft|devour) ([1-9][0-9]*)$/;
export function isKnownKeyword(word: string): boolean {
  return (KNOWN_KEYWORDS as readonly string[]).includes(word) || PROTECTION.test(word) || HEXPROOF_FROM.test(word) || LANDWALK.test(word) || NUMBERED_KEYWORD.test(word);
}
const keywordSchema = z.string().refine(isKnownKeyword, { message: `unknown keyword (known: ${KNOWN_KEYWORDS.join(', ')}, protection from <color>, multicolored or a card type in the plural, hexproof from <color>, <land type>walk, bushido N, bloodthirst N, renown N, afflict N, modular N, fabricate N, graft N, devour N)` });

const manaCostSchema = z.string().regex(/^(\{([0-9]+|[WUBRGCXS]|[WUBRG]\/[WUBRGP])\})*$/, 'a mana cost such as "{2}{G}{G}", "{X}{R}", "{G/U}", "{B/P}" (Phyrexian, 107.4f) or "{1}{S}" (snow, 107.4h)');

/** A number compared: "power 4 or greater" is { atLeast: 4 }. */
const comparisonSchema = z.object({ atLeast: z.number().int().optional(), atMost: z.number().int().optional() }).strict();
export type Comparison = z.infer<typeof comparisonSchema>;

/**
 * Which objects a phrase means ("nonblack creature", "artifact or enchantment", "creature you control
 * with power 4 or greater", "another creature"). Every field given must hold; lists are "any of".
 */
const filterFields = {
  types: z.array(cardTypeSchema).min(1).optional(),
  /** Types it must have as well ("enchantment creature": types [Creature], allTypes [Enchantment]). */
  allTypes: z.array(cardTypeSchema).min(1).optional(),
  notTypes: z.array(cardTypeSchema).min(1).optional(),
  subtypes: z.array(z.string()).min(1).optional(),
  /** Subtypes it must all have ("Eldrazi Scion"). */
  allSubtypes: z.array(z.string()).min(1).optional(),
  notSubtypes: z.array(z.string()).min(1).optional(),
  supertypes: z.array(z.enum(SUPERTYPES)).min(1).optional(),
  notSupertypes: z.array(z.enum(SUPERTYPES)).min(1).optional(),
  colors: z.array(colorSchema).min(1).optional(),
  notColors: z.array(colorSchema).min(1).optional(),
  colorless: z.boolean().optional(),
  /** Two or more colors (105.2b). */
  multicolored: z.boolean().optional(),
  /** 700.6: historic — an artifact, legendary, or a Saga. */
  historic: z.literal(true).optional(),
  /** 'defending': the defending player of the attacking source ("target creature defending player controls", 506.2). */
  /** 'enchanted': the player the source (an Aura with enchant player) is attached to (303.4a). */
  controller: z.enum(['you', 'opponent', 'defending', 'enchanted']).optional(),
  /** Who owns it (108.3): "put into your graveyard" is a card you own (400.3). */
  owner: z.enum(['you', 'opponent']).optional(),
  /** "another" / "other": not the object the ability is on. */
  other: z.boolean().optional(),
  /** true: tokens only; false: nontoken. */
  token: z.boolean().optional(),
  tapped: z.boolean().optional(),
  /** "face-down creatures" (708): false for "face-up". */
  faceDown: z.boolean().optional(),
  attacking: z.boolean().optional(),
  blocking: z.boolean().optional(),
  /** "attacking or blocking creature". */
  inCombat: z.boolean().optional(),
  /** "enchanted creature": has an Aura attached to it. */
  enchanted: z.boolean().optional(),
  /** The permanent the source (an Aura or Equipment) is attached to: "enchanted creature", "equipped creature" (303.4b, 301.5). */
  attachedToSource: z.boolean().optional(),
  /** "Equipment attached to it": attached to the source itself (301.5, 303.4). */
  attachedTo: z.literal('source').optional(),
  /** Monstrous (701.37b). */
  monstrous: z.boolean().optional(),
  /** "with a +1/+1 counter on it": at least one counter of that kind. */
  withCounter: z.string().optional(),
  /** "a creature dealt damage by ~ this turn": the ability's source, as the object it is now (400.7), dealt it damage this turn. */
  dealtDamageBySource: z.literal(true).optional(),
  /** "each creature blocking it": blocking the source (509.1); `inCombatWithSource`: "each creature blocking or blocked by ~". */
  blockingSource: z.literal(true).optional(),
  inCombatWithSource: z.literal(true).optional(),
  /** "a creature that was dealt damage this turn", by any source (120.3). */
  dealtDamageThisTurn: z.literal(true).optional(),
  power: comparisonSchema.optional(),
  toughness: comparisonSchema.optional(),
  manaValue: comparisonSchema.optional(),
  /** "with flying"; `notKeywords`: "without flying". */
  keywords: z.array(keywordSchema).min(1).optional(),
  notKeywords: z.array(keywordSchema).min(1).optional(),
  /** "a card named Squadron Hawk": that name (201.2). */
  name: z.string().min(1).optional(),
  /** "spell with a single target" (115.7a): a spell on the stack whose targets are exactly one. */
  singleTarget: z.literal(true).optional(),
  /**
   * "of the chosen color", "of the chosen type" (true) or "that aren't the chosen type" (false): the color or
   * creature type the source chose as it entered (614.12a), or that the resolving spell or ability chose (608.2d).
   */
  chosenColor: z.literal(true).optional(),
  chosenType: z.boolean().optional(),
  /** Where the objects are (default the battlefield); "stack" for spells ("creature spells you control"). */
  zone: z.enum(['battlefield', 'stack', 'graveyard', 'hand', 'library', 'exile']).optional(),
};
const filterSchema = z
  .object({
    ...filterFields,
    /**
     * "a basic land card or a Gate card", "target artifact creature or black creature": it must also be at
     * least one of these (each in the zone and from the viewpoint of the whole filter).
     */
    anyOf: z.array(z.object(filterFields).omit({ zone: true }).strict()).min(2).optional(),
  })
  .strict();
export type Filter = z.infer<typeof filterSchema>;

/** One instance of the word "target" (115.1). `filter` narrows it ("target nonblack creature"). */
const targetSpecSchema = z
  .object({
    kind: z.enum(['creature', 'player', 'opponent', 'any', 'permanent', 'artifact', 'planeswalker', 'creature-or-planeswalker', 'player-or-planeswalker', 'opponent-or-planeswalker', 'spell', 'creature-or-player', 'card-in-graveyard', 'ability', 'activated-ability', 'triggered-ability']),
    controller: z.enum(['you', 'opponent']).optional(),
    filter: filterSchema.optional(),
    /** "up to three target cards from a single graveyard": the cards this instance of "target" names are all in one graveyard (601.2c). */
    singleGraveyard: z.literal(true).optional(),
    /** "another target": must differ from the earlier targets of the same spell or ability (115.3). */
    another: z.boolean().optional(),
    /** Mentor's "with power less than this creature's power" (702.134a): the source's power as it is, or last existed. */
    powerLessThanSource: z.literal(true).optional(),
    /** "target creature with mana value X" (107.3): its mana value is the X announced for the spell or ability (601.2b), before targets are chosen. */
    manaValueX: z.literal(true).optional(),
    /** "up to two target creatures", "any number of target creatures", "X target creatures" (601.2c): how many objects this instance of "target" names, each different (115.3). */
    count: z.object({ min: z.number().int().min(0), max: z.union([z.number().int().min(1), z.literal('X'), z.literal('any')]) }).strict().optional(),
    /** Words for the trace, e.g. "target creature you control". */
    text: z.string().optional(),
  })
  .strict();
export type TargetSpec = z.infer<typeof targetSpecSchema>;

/**
 * Who or what an effect acts on. "target" is the first target; {target: n} the n-th (0-based, of the
 * mode for a modal spell); {all: filter} every permanent matching ("each creature", "all artifacts");
 * "it" is the object the trigger is about (the creature that died, the spell that was cast);
 * "that-player" the player an event concerns (the player dealt damage); "sacrificed" the permanent
 * sacrificed to pay the cost, as it last existed (608.2h); "moved-controllers" the controller of each
 * object an earlier part of the effect moved ("for each creature exiled this way, its controller …"),
 * once per object, as it last existed before it moved; "counterpart" the other creature of a trigger's
 * event between two creatures (the creature it blocks or that blocks it, the creature it dealt combat
 * damage to), and "counterpart-controller" that creature's controller; "self-in-graveyard" the card the
 * ability is on, in a graveyard: where the ability works (113.6m) or where it went since it triggered
 * (a Genju, gone to the graveyard with the land it enchanted); "damaged-this-way" the objects the
 * effect's earlier damage was dealt to ("a creature dealt damage this way"); "created" the tokens an earlier part of the
 * effect created ("create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it", 702.92a).
 */
const oneWhoSchema = z.union([
  z.enum(['self', 'you', 'target', 'each-opponent', 'each-player', 'target-controller', 'target-owner', 'it', 'it-controller', 'that-player', 'attached', 'defending-player', 'sacrificed', 'moved-controllers', 'counterpart', 'counterpart-controller', 'self-in-graveyard', 'damaged-this-way', 'created', 'revealed']),
  z.object({ target: z.number().int().min(0) }).strict(),
]);
const whoSchema = z.union([
  oneWhoSchema,
  /**
   * `controlledBy`: only the objects the players it names control as the effect happens ("each creature
   * target player controls"); of a permanent it names, that permanent's controller ("each creature that
   * player or that planeswalker's controller controls"). `otherWithNameOf`: only the objects other than the ones it
   * names that have the same name as one of them ("all other creatures with the same name as that creature", 201.2).
   */
  z.object({ all: filterSchema, controlledBy: oneWhoSchema.optional(), otherWithNameOf: oneWhoSchema.optional() }).strict(),
]);
export type Who = z.infer<typeof whoSchema>;

/**
 * A number; "X" (107.3: the value chosen when casting, or the spell's X for 107.3m); the number of
 * counters of a kind on the source (by last known information if it left, 608.2h); the power or
 * toughness of an object; how many permanents match a filter ("for each creature you control");
 * `times` multiplies ("twice X").
 */
/** `controlledBy`: only the objects the players it names control ("the number of lands they control"). */
const countSchema = z.object({ count: filterSchema, times: z.number().int().min(1).optional(), controlledBy: oneWhoSchema.optional() }).strict();
const cardsInHandSchema = z.object({ cardsInHand: z.enum(['you', 'that-player']) }).strict();
const amountSchema = z.union([
  z.number().int().min(0),
  z.literal('X'),
  z.object({ countersOnSelf: z.string() }).strict(),
  z.object({ powerOf: whoSchema }).strict(),
  z.object({ toughnessOf: whoSchema }).strict(),
  countSchema,
  cardsInHandSchema,
  /** 305.6 (domain): how many basic land types (Plains, Island, Swamp, Mountain, Forest) are among the permanents `basicLandTypes` matches, each once; `controlledBy` as a count's. */
  z.object({ basicLandTypes: filterSchema, controlledBy: oneWhoSchema.optional() }).strict(),
  /** "the greatest power among creatures you control", "the highest mana value among artifacts you control": of the permanents `among` matches, 0 if there are none (107.1b: never below 0); `controlledBy` as a count's. */
  z.object({ greatest: z.enum(['power', 'toughness', 'mana value']), among: filterSchema, controlledBy: oneWhoSchema.optional() }).strict(),
  /** "2 plus the number of artifacts you control", "3 minus the number of cards in their hand" (`minus`: `offset` less the count; 107.1b: never below 0). */
  z.object({ offset: z.number().int().min(0), of: z.union([countSchema, cardsInHandSchema]), minus: z.literal(true).optional() }).strict(),
  /** 700.5: the mana symbols of these colors among the mana costs of permanents you control. */
  z.object({ devotion: z.array(colorSchema).min(1) }).strict(),
  /** "the life lost this way": the life lost to this spell's or ability's earlier effects. */
  z.object({ lifeLostThisWay: z.literal(true) }).strict(),
  /** "that many", "that much": the amount the trigger's event carried (damage dealt, life gained). */
  z.object({ eventAmount: z.literal(true) }).strict(),
  /** The mana value of an object (202.3). */
  z.object({ manaValueOf: whoSchema }).strict(),
  /** Multikicker's "for each time it was kicked" (702.33c–d): of the spell, or of the permanent it became. */
  z.object({ timesKicked: z.literal(true) }).strict(),
  /** 702.82b: "for each creature it devoured": the creatures sacrificed to its devour ability as it entered. */
  z.object({ devoured: z.literal(true) }).strict(),
  /**
   * "for each card exiled this way", "the number of creatures destroyed this way": the objects the resolving
   * spell or ability has moved to a public zone that matched the filter as they last existed before moving (608.2h), times `times`.
   */
  z.object({ movedThisWay: filterSchema, times: z.number().int().min(1).optional() }).strict(),
  /** "the number of creatures that died this turn" (700.4: put into a graveyard from the battlefield), every player's. */
  z.object({ creaturesDiedThisTurn: z.literal(true) }).strict(),
]);
export type Amount = z.infer<typeof amountSchema>;

/** A power or toughness change: a number, or an amount counted as the effect begins ("+X/+X where X is …"), negated for "-X". */
const ptChangeSchema = z.union([z.number().int(), z.object({ amount: amountSchema, negate: z.boolean().optional() }).strict()]);
export type PtChange = z.infer<typeof ptChangeSchema>;

/**
 * A continuous effect's changes, by layer (613): types (4), colors (5), abilities (6), power and
 * toughness set (7b), modified (7c) or switched (7d). "Becomes a 1/1 Frog with no abilities" is
 * { setSubtypes: [Frog], loseAllAbilities, setPower: 1, setToughness: 1 }.
 */
const modificationSchema = z
  .object({
    setTypes: z.array(cardTypeSchema).min(1).optional(),
    addTypes: z.array(cardTypeSchema).min(1).optional(),
    /** "isn't a creature" (a God below its devotion). */
    removeTypes: z.array(cardTypeSchema).min(1).optional(),
    /** Creature or land subtypes that replace the old ones of that kind (205.1b, 305.7). */
    setSubtypes: z.array(z.string()).min(1).optional(),
    addSubtypes: z.array(z.string()).min(1).optional(),
    /**
     * The chosen creature type (layer 4): "becomes the creature type of your choice" replaces its creature types
     * ('set', 205.1b), "is the chosen type in addition to its other types" adds it ('add'). A static ability's
     * source chose it as it entered (614.12a); a resolving spell or ability chose it as it resolved (608.2d).
     */
    chosenType: z.enum(['set', 'add']).optional(),
    setColors: z.array(colorSchema).optional(),
    addColors: z.array(colorSchema).min(1).optional(),
    addKeywords: z.array(keywordSchema).min(1).optional(),
    /**
     * 702.16n: "This effect doesn't remove ~": the protections `addKeywords` gives don't put the source, an Aura,
     * into its owner's graveyard; another instance of the same protection still does.
     */
    sparesSource: z.literal(true).optional(),
    /** Quoted abilities it gains (layer 6): indexes into the source's `grantedAbilities`. */
    addGrantedAbilities: z.array(z.number().int().min(0)).min(1).optional(),
    loseKeywords: z.array(keywordSchema).min(1).optional(),
    /** "… lose flying and can't have or gain flying": removed after every other ability-adding effect (layer 6). */
    cantHaveKeywords: z.array(keywordSchema).min(1).optional(),
    loseAllAbilities: z.boolean().optional(),
    setPower: z.number().int().optional(),
    setToughness: z.number().int().optional(),
    power: z.number().int().optional(),
    toughness: z.number().int().optional(),
    /**
     * "gets +1/+1 for each …": power and toughness each add this amount (7c) for each object `count`
     * matches, or with `counters` for each counter of that kind on them, or for each counter of
     * `countersOnSource`'s kind on the ability's source ("for each charge counter on ~").
     */
    powerPerCount: z
      .union([
        z.object({ count: filterSchema, counters: z.string().min(1).optional(), power: z.number().int(), toughness: z.number().int() }).strict(),
        z.object({ countersOnSource: z.string().min(1), power: z.number().int(), toughness: z.number().int() }).strict(),
        /** 305.6: for each basic land type among the permanents the filter matches ("for each basic land type among lands you control"). */
        z.object({ basicLandTypes: filterSchema, power: z.number().int(), toughness: z.number().int() }).strict(),
      ])
      .optional(),
    switchPowerToughness: z.boolean().optional(),
    /**
     * A characteristic-defining ability (604.3, layer 7a): "~'s power and toughness are each equal to the
     * number of …". On a static ability of the object itself; it also defines them off the battlefield.
     */
    definePowerToughness: z
      .union([
        z.object({ count: filterSchema, power: z.boolean(), toughness: z.boolean() }).strict(),
        /** "… equal to the number of fade counters on it": the counters on the object itself. */
        z.object({ countersOnSelf: z.string().min(1), power: z.boolean(), toughness: z.boolean() }).strict(),
        /** 305.6: "… equal to the number of basic land types among lands you control". */
        z.object({ basicLandTypes: filterSchema, power: z.boolean(), toughness: z.boolean() }).strict(),
      ])
      .optional(),
  })
  .strict();
export type Modification = z.infer<typeof modificationSchema>;

/** Effects on the game's rules rather than characteristics (613.11, 101.2): "can't block", "can't be countered". */
const rulesSchema = z
  .object({
    cantAttack: z.boolean().optional(),
    cantBlock: z.boolean().optional(),
    cantBeBlocked: z.boolean().optional(),
    /** "can't attack alone", "can't block alone" (506.5, 508.1c, 509.1b). */
    cantAttackAlone: z.boolean().optional(),
    cantBlockAlone: z.boolean().optional(),
    /** "can't be blocked by creatures with power 2 or less" (509.1b). */
    cantBeBlockedBy: filterSchema.optional(),
    /** "can block only creatures with flying" (509.1b). */
    canBlockOnly: filterSchema.optional(),
    /** "can't block creatures with power 2 or greater" (509.1b). */
    cantBlockThose: filterSchema.optional(),
    /** "can't attack unless defending player controls an Island" (508.1c): checked against the player it would attack, or the controller of the planeswalker. */
    cantAttackUnlessDefenderControls: filterSchema.optional(),
    /** "can't attack if defending player controls an untapped land" (508.1c): checked against the player it would attack, or the controller of the planeswalker. */
    cantAttackIfDefenderControls: filterSchema.optional(),
    /** "can't be blocked by more than one creature" (509.1b). */
    maxBlockers: z.number().int().min(1).optional(),
    /** "can block an additional creature each combat", "… any number of creatures" (509.1a): how many more attackers it may block; instances add up. */
    blocksAdditional: z.union([z.number().int().min(1), z.literal('any')]).optional(),
    cantBeCountered: z.boolean().optional(),
    attacksEachCombat: z.boolean().optional(),
    /** "blocks each combat if able" (509.1c). */
    blocksEachCombat: z.boolean().optional(),
    /** "must be blocked if able" (509.1c): one creature able to block it must. */
    mustBeBlocked: z.boolean().optional(),
    /** "assigns no combat damage this turn" (510.1a): it assigns none in any combat damage step while the effect lasts. */
    assignsNoCombatDamage: z.boolean().optional(),
    /** "can attack as though it didn't have defender" (702.3b). */
    attacksDespiteDefender: z.boolean().optional(),
    /** "doesn't untap during its controller's untap step" (502.3). */
    doesntUntap: z.boolean().optional(),
    /** "You may choose not to untap ~ during your untap step" (502.3): its controller decides in each of their untap steps. */
    mayNotUntap: z.boolean().optional(),
    /** "You may have ~ assign its combat damage as though it weren't blocked" (510.1c): its controller's choice as it assigns its damage blocked. */
    mayAssignAsThoughUnblocked: z.boolean().optional(),
    /** "You may exert ~ as it attacks" (701.43d): an optional cost to attack (508.1g). */
    mayExertAsAttacks: z.boolean().optional(),
    /** "can't be regenerated" (701.19c): regeneration shields don't apply. */
    cantBeRegenerated: z.boolean().optional(),
    /** "its activated abilities can't be activated" (602.5, Arrest): mana and loyalty abilities too. */
    cantActivate: z.boolean().optional(),
    /** "All creatures able to block ~ do so" (509.1c): every creature of the filter able to block it must. */
    blockedByAllAble: filterSchema.optional(),
  })
  .strict();
export type RulesChange = z.infer<typeof rulesSchema>;

/** Costs (118, 602.1): mana, {T} (107.5), {Q} (107.6), sacrifices, discards, life, counters, loyalty (606.4). */
const costSchema = z
  .object({
    mana: manaCostSchema.optional(),
    tap: z.boolean().optional(),
    untap: z.boolean().optional(),
    sacrificeSelf: z.boolean().optional(),
    /** "Exile ~" as a cost. */
    exileSelf: z.boolean().optional(),
    /** "Discard this card": an ability that works from a hand (cycling, 702.29a). */
    discardSelf: z.boolean().optional(),
    /** "Sacrifice a creature" etc.: which one is the choice "sacrifice" (default: the first in battlefield order). */
    sacrifice: z.union([z.enum(['creature', 'artifact', 'permanent', 'land']), filterSchema]).optional(),
    /** "Sacrifice two Goblins": how many permanents `sacrifice` takes (default one); choice "sacrifice", several labels. */
    sacrificeCount: z.number().int().min(2).optional(),
    discard: z.number().int().min(1).optional(),
    /** "Discard a land card": the kind of card each of the `discard` cards must be (the choice is the player's "discard"). */
    discardFilter: filterSchema.optional(),
    /** "Discard a card at random" (701.9b): nobody chooses the `discard` cards. */
    discardRandom: z.boolean().optional(),
    /** "Return a land you control to its owner's hand" (118.3): permanents the player controls; choice "return" (default the first in battlefield order). */
    returnToHand: z.object({ filter: filterSchema, amount: z.number().int().min(1) }).strict().optional(),
    /** "Exile two cards from your graveyard" (118.3): cards of the player's graveyard; choice "exile" (default the first put there). */
    exileFromGraveyard: z.object({ filter: filterSchema, amount: z.number().int().min(1) }).strict().optional(),
    /** "Exile a blue card from your hand" (118.3): cards of the player's hand, never the card being paid for; choice "exile" (default the first in the hand). */
    exileFromHand: z.object({ filter: filterSchema, amount: z.number().int().min(1) }).strict().optional(),
    /** "Reveal a blue card in your hand" (Morph—…): a card of the player's hand that matches, the first one (118.3). */
    revealFromHand: filterSchema.optional(),
    /** "Tap an untapped creature you control" (not {T}, so summoning sickness doesn't matter, 302.6): which ones is the choice "tap" (default: the first in battlefield order). */
    /** `totalPower` instead of `amount`: crew's "tap any number of other untapped creatures you control with total power N or greater" (702.122a). */
    tapUntapped: z
      .object({ filter: filterSchema, amount: z.number().int().min(1).optional(), totalPower: z.number().int().min(1).optional() })
      .strict()
      .refine((tap) => (tap.amount === undefined) !== (tap.totalPower === undefined), { message: 'a number of permanents to tap or their total power, not both' })
      .optional(),
    payLife: z.number().int().min(1).optional(),
    /** "Exert ~" (701.43a): it won't untap during its controller's next untap step. */
    exert: z.boolean().optional(),
    /** "Pay {E}{E}" (107.14): energy counters the player removes from themselves. */
    payEnergy: z.number().int().min(1).optional(),
    /**
     * "Remove two charge counters from ~"; 'X' ("remove X storage counters", 107.3a) and 'any' ("remove any number of …")
     * are a number the player chooses as they activate it (601.2b via 602.2b), 'all' every one it has: that number is the
     * ability's X ("for each counter removed this way").
     */
    removeCounters: z.object({ counter: z.string(), amount: z.union([z.number().int().min(1), z.enum(['X', 'any', 'all'])]) }).strict().optional(),
    /** A loyalty ability's cost (+N or −N loyalty counters, 606.4). */
    loyalty: z.number().int().optional(),
  })
  .strict();
export type Cost = z.infer<typeof costSchema>;

const durationSchema = z.enum(['end-of-turn', 'indefinite']);
/**
 * 611.2b: for as long as the spell's or ability's source remains on the battlefield ("until ~ leaves the battlefield"),
 * or for as long as its controller controls that source ("for as long as you control ~"); once over, it doesn't restart.
 */
const sourceDurations = ['source-on-battlefield', 'source-controlled'] as const;
/**
 * A spell's or ability's effect on objects may also last until each one's controller's next untap step ends
 * ("doesn't untap during its controller's next untap step"), or until the next untap step of the effect's
 * controller ends, applying only during that player's turns ("~ doesn't untap during your next untap step", 502.3),
 * or for as long as its source remains tapped on the battlefield (611.2b: "for as long as ~ remains tapped").
 */
const modifyDurationSchema = z.enum([...durationSchema.options, 'next-untap-step', 'your-next-untap-step', 'source-tapped', ...sourceDurations]);

/**
 * A condition: of a static ability ("as long as", 611.3a), of a triggered ability ("if", checked when it
 * triggers and as it resolves, 603.4) or of an effect ("If it's your turn, scry 2").
 */
const basicConditionSchema = z.union([
  /**
   * 'came-under-control-since-last-upkeep': echo's "if this permanent came under your control since the
   * beginning of your last upkeep" (702.30a); 'on-battlefield': cumulative upkeep's "if this permanent is
   * on the battlefield" (702.24a); 'kicked': "if ~ was kicked", of the spell or of the permanent it became (702.33d);
   * 'evoked': evoke's "if its evoke cost was paid" (702.74a); 'dashed': dash's "as long as this permanent's dash cost was paid" (702.109a);
   * 'madness-paid': "if its madness cost was paid" (702.35a), of the spell or of the permanent it became;
   * 'no-cards-in-hand': "if you have no cards in hand"; 'won-clash': "if you win" the clash the effect made before (701.30d);
   * 'you-are-monarch' / 'opponent-is-monarch': "if you're the monarch" / "if an opponent is the monarch" (724.1);
   * 'won-flip' / 'lost-flip': "if you win the flip" / "if you lose the flip" of the coin flip the effect made before (705.2);
   * 'greater-power-or-toughness': evolve's "if that creature's power is greater than this creature's power and/or that creature's toughness is greater than this creature's toughness" (702.100a);
   * 'creature-died-this-turn': morbid's "if a creature died this turn" (700.4); 'attacked-this-turn': raid's "if you attacked this turn" (508.1);
   * 'permanent-left-this-turn': revolt's "if a permanent you controlled left the battlefield this turn";
   * 'cast-from-hand': "if you cast it from your hand", of the spell or of the permanent it became (601.2a);
   * 'citys-blessing': "if you have the city's blessing" (702.131c);
   * 'attacked-this-step': "if you've been attacked this step" — during a declare attackers step, a creature attacks you (508.1);
   * 'cast-during-main-phase': "if you cast this spell during your main phase" (addendum): the spell, or the permanent it became, was cast in its caster's main phase (505.1; a copy was not cast).
   */
  z.enum(['greater-power-or-toughness', 'your-turn', 'not-your-turn', 'tribute-not-paid', 'monstrous', 'renowned', 'came-under-control-since-last-upkeep', 'on-battlefield', 'kicked', 'evoked', 'dashed', 'madness-paid', 'cast-from-hand', 'no-cards-in-hand', 'won-clash', 'won-flip', 'lost-flip', 'you-are-monarch', 'opponent-is-monarch', 'creature-died-this-turn', 'attacked-this-turn', 'permanent-left-this-turn', 'citys-blessing', 'attacked-this-step', 'cast-during-main-phase']),
  /** 700.5: "as long as your devotion to white is less than five". */
  z.object({ devotion: z.array(colorSchema).min(1), lessThan: z.number().int().min(1) }).strict(),
  /** "if you control an enchantment"; "three or more artifacts" with `atLeast` (one when absent); "two or fewer other lands" with `atMost` (none at least). */
  z.object({ youControl: filterSchema, atLeast: z.number().int().min(2).optional(), atMost: z.number().int().min(0).optional() }).strict(),
  /** "as long as any player controls a black permanent": such a permanent is on the battlefield. */
  z.object({ onBattlefield: filterSchema }).strict(),
  /** "as long as seven or more cards are in your graveyard" (threshold's words). */
  /** "seven or more cards are in your graveyard"; with `filter`, cards of a kind ("two or more instant and/or sorcery cards", their copiable values). */
  z.object({ cardsInYourGraveyard: z.number().int().min(1), filter: filterSchema.optional() }).strict(),
  /** "if an opponent cast three or more spells this turn" (one opponent's spells). */
  z.object({ opponentCastSpells: z.number().int().min(1) }).strict(),
  /**
   * The spells cast during the previous turn (none before the game's first turn), counted in `all-players`' spells
   * ("if no spells were cast last turn": at most none) or in some one player's ("if a player cast two or more spells last turn").
   */
  z.object({ spellsCastLastTurn: z.enum(['all-players', 'a-player']), atLeast: z.number().int().min(1).optional(), atMost: z.number().int().min(0).optional() }).strict(),
  /** "if you've cast a noncreature spell this turn": a spell of these card types and colors, as it was cast (601.2i). */
  z.object({ youCastThisTurn: filterSchema }).strict(),
  /** "if an opponent cast a creature spell this turn": a spell of these card types and colors an opponent cast, as it was cast (601.2i). */
  z.object({ opponentCastThisTurn: filterSchema }).strict(),
  /** 119.3: "if an opponent lost life this turn" (damage, a loss of life, life paid, 119.4). */
  z.object({ lostLifeThisTurn: z.enum(['you', 'an-opponent']) }).strict(),
  /**
   * A player's count against a number (`atLeast`, `atMost`) or against the other side's (`moreThan`: "you have more
   * cards in hand than each opponent", "an opponent has more life than you"): life (119), cards in hand (402), card
   * types among the cards in their graveyard (205.2a, delirium), the permanents they control, or those permanents'
   * total power (formidable's "creatures you control have total power 8 or greater"); 'an-opponent': any one.
   */
  z
    .object({
      /** 'that-player': the player of the trigger's event ("if that player has two or fewer cards in hand", 603.4). */
      player: z.enum(['you', 'an-opponent', 'that-player']),
      has: z.union([z.enum(['life', 'cards-in-hand', 'card-types-in-graveyard']), z.object({ controls: filterSchema }).strict(), z.object({ totalPower: filterSchema }).strict()]),
      atLeast: z.number().int().min(0).optional(),
      atMost: z.number().int().min(0).optional(),
      moreThan: z.enum(['you', 'each-opponent']).optional(),
    })
    .strict(),
  /** "if it's a Cyclops", "if that creature is an enchantment". */
  z.object({ is: whoSchema, filter: filterSchema }).strict(),
  /** "if it has three or more +1/+1 counters on it"; `atMost`: a leveler's striation "LEVEL 1-3" (711.2a). */
  z.object({ counters: z.string(), on: whoSchema, atLeast: z.number().int().min(1), atMost: z.number().int().min(1).optional() }).strict(),
  /**
   * A part of the turn (500.1, 506.1), whoever's turn it is ("during your upkeep" adds 'your-turn'):
   * 'before-attackers' is the turn before its declare attackers step (upkeep, draw, precombat main,
   * beginning of combat); 'before-combat-damage' the turn before its combat damage steps (510.4); 'combat' its combat phase;
   * 'combat-before-blockers' its beginning of combat and declare attackers steps, 'combat-after-blockers' the rest of its combat
   * (509.1); 'declare-attackers', 'declare-blockers' and 'end-step' those steps (508, 509, 513); 'after-upkeep' the turn after its upkeep step.
   */
  z.object({ during: z.enum(['upkeep', 'combat', 'end-of-combat', 'before-attackers', 'before-combat-damage', 'combat-before-blockers', 'combat-after-blockers', 'declare-attackers', 'declare-blockers', 'end-step', 'after-upkeep']) }).strict(),
]);
/** "If an opponent controls a Swamp and you control a Plains": every one of several conditions holds. */
const positiveConditionSchema = z.union([basicConditionSchema, z.object({ all: z.array(z.union([basicConditionSchema, z.object({ not: basicConditionSchema }).strict()])).min(2) }).strict()]);
/** A condition, or its opposite: "can't block unless you control another Minotaur", "Otherwise, …". */
const conditionSchema = z.union([positiveConditionSchema, z.object({ not: positiveConditionSchema }).strict()]);
export type Condition = z.infer<typeof conditionSchema>;

/** A token described by the effect that makes it (111.4): "a 1/1 white Spirit creature token with flying". */
const tokenDefinitionSchema = z
  .object({
    name: z.string().min(1),
    colors: z.array(colorSchema).default([]),
    types: z.array(cardTypeSchema).min(1),
    subtypes: z.array(z.string()).default([]),
    supertypes: z.array(z.enum(SUPERTYPES)).default([]),
    /** "X/X": the X of the spell or ability that creates it. */
    power: z.union([z.number().int(), z.literal('X')]).optional(),
    toughness: z.union([z.number().int(), z.literal('X')]).optional(),
    keywords: z.array(keywordSchema).default([]),
    /** Its quoted abilities ('with "…"', 'It has "…"', 111.4): indexes into the creating card's `grantedAbilities`. */
    grantedAbilities: z.array(z.number().int().min(0)).min(1).optional(),
    text: z.string().default(''),
  })
  .strict();
export type TokenDefinition = z.infer<typeof tokenDefinitionSchema>;

/**
 * 707.9b: what a copy effect changes as part of the copying ("except it's white, it has no mana cost, and it's a
 * Zombie in addition to its other types", 702.128a): the final values become part of the copy's copiable values.
 */
const copyExceptionsSchema = z
  .object({
    colors: z.array(colorSchema).min(1).optional(),
    power: z.number().int().optional(),
    toughness: z.number().int().optional(),
    /** Subtypes it has in addition to its others. */
    addSubtypes: z.array(z.string()).min(1).optional(),
    noManaCost: z.literal(true).optional(),
  })
  .strict();
export type CopyExceptions = z.infer<typeof copyExceptionsSchema>;
/** 702.128a: embalm's token is a copy of the card "except it's white, it has no mana cost, and it's a Zombie in addition to its other types". */
export const EMBALM_EXCEPTIONS: CopyExceptions = { colors: ['W'], addSubtypes: ['Zombie'], noManaCost: true };
/** 702.129a: eternalize's, "except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types". */
export const ETERNALIZE_EXCEPTIONS: CopyExceptions = { colors: ['B'], power: 4, toughness: 4, addSubtypes: ['Zombie'], noManaCost: true };

/** Keywords whose triggered ability casts the card as it resolves (608.2g): madness (702.35a), miracle (702.94a), rebound (702.88a), suspend (702.62a). */
export const TRIGGERED_CAST_KEYWORDS = ['madness', 'miracle', 'rebound', 'suspend'] as const;
export type TriggeredCastKeyword = (typeof TRIGGERED_CAST_KEYWORDS)[number];

const baseEffects = [
  /**
   * Damage dealt by the spell or the ability's source, or by another object (`from`: "target creature you control deals damage …").
   * `divided`: "N damage divided as you choose among … targets" (601.2d): `to` is a counted target, `amount` a number or X;
   * `unpreventable`: "The damage can't be prevented." (615.12).
   */
  z.object({ do: z.literal('damage'), amount: amountSchema, to: whoSchema, from: whoSchema.optional(), divided: z.literal(true).optional(), unpreventable: z.literal(true).optional() }).strict(),
  /** "Damage can't be prevented this turn" (615.12). */
  z.object({ do: z.literal('damage-cant-be-prevented') }).strict(),
  /** "Each deals damage equal to its power to the other" (701.14). */
  z.object({ do: z.literal('fight'), what: z.tuple([whoSchema, whoSchema]) }).strict(),
  /** 509.1c: "target creature blocks ~ this turn if able": the creatures `on` must block `blocking` (the source, a target) if able, this turn or this combat. */
  z.object({ do: z.literal('block-if-able'), on: whoSchema, blocking: whoSchema, until: z.enum(['end-of-turn', 'end-of-combat']) }).strict(),
  /** 509.1b: "target creature can't block ~ this turn": the creatures `on` can't block `attacker` (the source, a target) this turn. */
  z.object({ do: z.literal('cant-block-attacker'), on: whoSchema, attacker: whoSchema }).strict(),
  z.object({ do: z.literal('lose-life'), amount: amountSchema, who: whoSchema }).strict(),
  z.object({ do: z.literal('gain-life'), amount: amountSchema, who: whoSchema }).strict(),
  /** "You get {E}{E}" (107.14), "target player gets a poison counter" (122.1f): counters on players. */
  z.object({ do: z.literal('player-counters'), counter: z.enum(['energy', 'poison']), amount: amountSchema, who: whoSchema }).strict(),
  /** 701.8; "It can't be regenerated" (701.19c): `noRegeneration`. */
  z.object({ do: z.literal('destroy'), what: whoSchema, noRegeneration: z.boolean().optional() }).strict(),
  /** "Regenerate it" (701.19a): a shield that replaces its next destruction this turn. */
  z.object({ do: z.literal('regenerate'), what: whoSchema }).strict(),
  /** "Monstrosity N" (701.37a): if it isn't monstrous, N +1/+1 counters and it becomes monstrous. */
  z.object({ do: z.literal('monstrosity'), amount: amountSchema }).strict(),
  /** Renown N's effect (702.112a): N +1/+1 counters on the source, which becomes renowned. */
  z.object({ do: z.literal('renown'), amount: amountSchema }).strict(),
  /** 701.46a: "Adapt N": if the source has no +1/+1 counters on it, N +1/+1 counters on it. */
  z.object({ do: z.literal('adapt'), amount: amountSchema }).strict(),
  /** 701.39a: "Bolster N": N +1/+1 counters on a creature its controller controls with the least toughness (the choice "bolster" among the tied). */
  z.object({ do: z.literal('bolster'), amount: amountSchema }).strict(),
  /** 701.44a: the permanent explores: its controller reveals the top card of their library; a land goes to the hand, else a +1/+1 counter on it and the card may go to the graveyard. */
  z.object({ do: z.literal('explore'), what: whoSchema }).strict(),
  /** 702.123a: "you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens." */
  z.object({ do: z.literal('fabricate'), amount: amountSchema }).strict(),
  /**
   * "Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle" (701.23, 701.24);
   * `top`: "then shuffle and put that card on top" (701.24b: the cards found aren't shuffled).
   */
  /**
   * 701.23a: up to `max` cards (a number, an amount counted as it resolves — "up to X …, where X is the number of
   * lands you control" — or "any" number) found and put `to` a zone; `whose`: another player's library ("search target
   * player's library … and exile them. Then that player shuffles their library"); `restTo`: "put one onto the battlefield
   * tapped and the other into your hand" (the first card found goes `to`, the others `restTo`); `alsoGraveyard`:
   * "search your library and/or graveyard …, if you search your library this way, shuffle it".
   */
  z
    .object({
      do: z.literal('search-library'),
      filter: filterSchema,
      max: z.union([amountSchema, z.literal('any')]),
      to: z.enum(['hand', 'battlefield', 'graveyard', 'top', 'exile']),
      tapped: z.boolean().optional(),
      restTo: z.enum(['hand']).optional(),
      whose: whoSchema.optional(),
      alsoGraveyard: z.literal(true).optional(),
      /** "for a white card, a blue card, …": one more card for each of these filters, each card found once (`max` 1). */
      others: z.array(filterSchema).min(1).optional(),
      /** "with mana value X or less" (Green Sun's Zenith): the bound counted as it resolves (107.3a), with the filter's own. */
      manaValueAtMost: amountSchema.optional(),
    })
    .strict(),
  /**
   * "Look at the top N cards of your library" (701.20e; `reveal`: "reveal the top N cards", 701.20a), then
   * `take` (the choice "take": labels; default the first that fit, top first) and put `rest` where it says:
   * "then put them back in any order" (`top`), "the rest on the bottom of your library in any order"
   * (`bottom`; the choice "order": labels, default their order, 401.4) or "in a random order"
   * (`bottom-random`), "the rest into your graveyard" (`graveyard`).
   */
  z
    .object({
      do: z.literal('look-at-top'),
      amount: amountSchema,
      /** Whose library (default the controller's). */
      whose: whoSchema.default('you'),
      reveal: z.boolean().optional(),
      /** "Put one of them into your hand", "you may reveal a creature card from among them and put it into your hand", "put all Elf cards revealed this way into your hand". */
      take: z
        .object({
          filter: filterSchema.optional(),
          /** `any`: "any number of them" (default none). */
          count: z.union([z.number().int().min(1), z.literal('all'), z.literal('any')]),
          /** "you may", "up to N": fewer (or none) may be taken. */
          upTo: z.boolean().optional(),
          /** `battlefield`: under the controller's control (`tapped`: "onto the battlefield tapped"); `top`: "put it on top of your library" (the rest elsewhere). */
          to: z.enum(['hand', 'graveyard', 'battlefield', 'top']),
          tapped: z.boolean().optional(),
          /** "you may reveal a creature card from among them and put it into your hand": shown to all (701.20a). */
          reveal: z.boolean().optional(),
        })
        .strict()
        .optional(),
      rest: z.enum(['top', 'bottom', 'bottom-random', 'graveyard']),
    })
    .strict(),
  /** "Put target creature on top of / on the bottom of its owner's library". */
  z.object({ do: z.literal('put-on-library'), what: whoSchema, where: z.enum(['top', 'bottom']) }).strict(),
  /**
   * "Shuffle ~ into its owner's library" (701.24a): each object into its owner's library, then that library shuffled (701.24c);
   * `yourLibrary`: "… into your library", shuffled even if no object is shuffled into it (701.24d).
   */
  z.object({ do: z.literal('shuffle-into-library'), what: whoSchema, yourLibrary: z.literal(true).optional() }).strict(),
  /** "Target player shuffles their hand and graveyard into their library"; no zones: "shuffles their library" (701.24a, 701.24d). */
  z.object({ do: z.literal('shuffle-zones-into-library'), who: whoSchema, zones: z.array(z.enum(['hand', 'graveyard'])) }).strict(),
  /**
   * "<Player> sacrifices a creature" (701.21a): the player's choice "sacrifice" (a label), default the first;
   * `amount`: "sacrifices two creatures", "X lands" (labels, then the first others).
   */
  z.object({ do: z.literal('sacrifice'), who: whoSchema, kind: z.union([z.enum(['creature', 'artifact', 'permanent', 'land']), filterSchema]), amount: amountSchema.optional() }).strict(),
  /** "Sacrifice ~", "sacrifice it" (701.21a): that permanent, if its controller still controls it. */
  z.object({ do: z.literal('sacrifice-object'), what: whoSchema }).strict(),
  /** "Flip ~" (710): a flip card's permanent has its flipped half's characteristics from then on (710.2, 710.4). */
  z.object({ do: z.literal('flip'), what: whoSchema }).strict(),
  /** "Transform ~" (701.27a): a double-faced permanent turns over to its other face (712.8d–e). */
  z.object({ do: z.literal('transform'), what: whoSchema }).strict(),
  /** `until: source-leaves`: "exile … until ~ leaves the battlefield" (610.3). */
  /** `withCounters`: "Exile ~ with three time counters on it" (122.6: put on it as it enters exile). */
  z.object({ do: z.literal('exile'), what: whoSchema, until: z.literal('source-leaves').optional(), withCounters: z.object({ counter: z.string(), amount: z.number().int().positive() }).strict().optional() }).strict(),
  /** "Exile it, then return that card to the battlefield under your control" (`owner`: "under its owner's control"): a new object (400.7). */
  z.object({ do: z.literal('exile-and-return'), what: whoSchema, owner: z.literal(true).optional() }).strict(),
  /** "Return … to its owner's hand" (a permanent, or a card from a graveyard). */
  z.object({ do: z.literal('return-to-hand'), what: whoSchema }).strict(),
  /** "Return a land you control to its owner's hand" (608.2d): `amount` permanents of the player's, chosen as it resolves (choice "return"), default the first. */
  z.object({ do: z.literal('return-chosen'), who: whoSchema, filter: filterSchema, amount: z.number().int().min(1) }).strict(),
  /**
   * "Return … from a graveyard to the battlefield" (under your control); `owner`: "under its owner's control";
   * `tapped`: it enters tapped; `withCounter`: "with a -1/-1 counter on it" (persist, 702.79a; undying, 702.93a).
   */
  z.object({ do: z.literal('return-to-battlefield'), what: whoSchema, owner: z.literal(true).optional(), tapped: z.literal(true).optional(), withCounter: z.string().optional() }).strict(),
  /**
   * Unearth's effect (702.84a): "Return this card from your graveyard to the battlefield. It gains haste. Exile it
   * at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else."
   */
  z.object({ do: z.literal('unearth') }).strict(),
  /**
   * The effect of madness's and miracle's triggered abilities, made by the engine (702.35a: "its owner may cast it
   * by paying [cost] rather than paying its mana cost. If that player doesn't, they put this card into their
   * graveyard"; 702.94a: "you may cast it by paying [cost] rather than its mana cost"), and of rebound's delayed
   * one (702.88a: "you may cast this card from exile without paying its mana cost").
   */
  z.object({ do: z.literal('cast-as-it-resolves'), keyword: z.enum(TRIGGERED_CAST_KEYWORDS) }).strict(),
  /**
   * Cascade's trigger, made by the engine (702.85a): exile cards from the top of your library until you exile a nonland
   * card whose mana value is less than `manaValue` (the spell's, taken as it triggers); you may cast it without paying
   * its mana cost; the rest go to the bottom of your library in a random order.
   */
  z.object({ do: z.literal('cascade'), manaValue: z.number().int().min(0) }).strict(),
  z.object({ do: z.literal('counters'), counter: z.string().default('+1/+1'), amount: amountSchema, on: whoSchema }).strict(),
  /** `all`: "remove all +1/+1 counters from ~", however many there are as it happens (122.1). */
  z.object({ do: z.literal('remove-counters'), counter: z.string(), amount: z.union([amountSchema, z.literal('all')]), on: whoSchema }).strict(),
  /** 122.5: "move a +1/+1 counter from ~ onto it": removed from the first object and put on the second, or not at all. */
  z.object({ do: z.literal('move-counters'), counter: z.string(), amount: amountSchema, from: whoSchema, to: whoSchema }).strict(),
  /** "For each kind of counter on it, put another counter of that kind on it." */
  z.object({ do: z.literal('another-of-each-counter'), on: whoSchema }).strict(),
  z.object({ do: z.literal('draw'), amount: amountSchema, who: whoSchema }).strict(),
  /** "Discards N cards": the player's choice "discard" (labels), default the cards at the end of the hand; `random`: "at random" (701.9b). */
  z.object({ do: z.literal('discard'), amount: amountSchema, who: whoSchema, random: z.boolean().optional() }).strict(),
  /** "Discard your hand" (701.9a): every card in the player's hand as the effect happens. */
  z.object({ do: z.literal('discard-hand'), who: whoSchema }).strict(),
  /** "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card." (701.20a, 701.9b) */
  /** `exile`: "You choose a nonland card from it and exile that card" (Thought-Knot Seer) instead of the discard; `pick`: no one chooses, the player "discards all nonland cards" (`all`) or "a creature card at random" (`random`, 701.9b). */
  z.object({ do: z.literal('reveal-hand-discard-chosen'), who: whoSchema, filter: filterSchema, exile: z.boolean().optional(), pick: z.enum(['all', 'random']).optional() }).strict(),
  /** "Look at target player's hand" (701.20e): the cards shown to the ability's controller alone. */
  z.object({ do: z.literal('look-at-hand'), whose: whoSchema }).strict(),
  /**
   * "You may put a land card from your hand onto the battlefield" (`max` 1, `upTo`: "you may", "up to two"), "put a
   * creature card from your hand …" (one if there is one): cards of the controller's hand that match, chosen as it resolves.
   */
  z.object({ do: z.literal('put-from-hand'), filter: filterSchema, max: z.union([z.number().int().min(1), z.literal('any')]), upTo: z.literal(true).optional(), tapped: z.literal(true).optional() }).strict(),
  z.object({ do: z.literal('mill'), amount: amountSchema, who: whoSchema }).strict(),
  /** "That player exiles the top card of their library" (ingest, 702.115a): the top cards of each player's library exiled, face up (406.3). */
  z.object({ do: z.literal('exile-top'), amount: amountSchema, who: whoSchema }).strict(),
  /** "Manifest the top card of your library" (701.40a): onto the battlefield face down, a 2/2 creature. */
  z.object({ do: z.literal('manifest'), who: whoSchema }).strict(),
  z.object({ do: z.literal('create-token'), token: z.union([z.string(), tokenDefinitionSchema]), count: amountSchema.default(1), for: whoSchema.default('you'), tapped: z.boolean().optional() }).strict(),
  /**
   * 111.4, 707.2: "create a token that's a copy of target creature": a token whose characteristics are the copiable
   * values of each object named, as it is or last existed (113.7a), with the exceptions (707.9b).
   */
  z.object({ do: z.literal('create-token-copy'), of: whoSchema, except: copyExceptionsSchema.optional() }).strict(),
  /** 701.36a: "populate": choose a creature token you control (choice "populate") and create a token that's a copy of it; none if you control none (701.36b). */
  z.object({ do: z.literal('populate') }).strict(),
  /** "gets +N/+N until end of turn" (613.4c); "+X/+X where X is …" is counted as the effect begins (608.2h). */
  z.object({ do: z.literal('pump'), power: ptChangeSchema, toughness: ptChangeSchema, on: whoSchema }).strict(),
  /** "gains <keyword> until end of turn" (613.1f). */
  z.object({ do: z.literal('grant'), keywords: z.array(keywordSchema).min(1), on: whoSchema }).strict(),
  /** Any continuous effect from a resolving spell or ability (611.2): its changes, by layer, and rules changes. */
  z.object({ do: z.literal('modify'), on: whoSchema, until: modifyDurationSchema.default('end-of-turn'), changes: modificationSchema.default({}), rules: rulesSchema.optional() }).strict(),
  /** "Gain control of …" (layer 2, 613.1b). */
  z.object({ do: z.literal('gain-control'), what: whoSchema, until: z.enum([...durationSchema.options, ...sourceDurations]).default('indefinite') }).strict(),
  /**
   * "Choose a color." / "Choose a creature type." at the start of a spell's or ability's text (608.2d): the
   * choice "color" or "creature-type" of its controller, made as it resolves; the effects after it read it.
   */
  z.object({ do: z.literal('choose'), choice: z.enum(['color', 'creature-type']) }).strict(),
  /**
   * "gains protection from the color of your choice until end of turn": the color is the choice "color".
   * `chosen`: "from the chosen color" — the color "Choose a color." chose as it resolved (608.2d), else the one its source chose as it entered (614.12a).
   */
  z.object({ do: z.literal('grant-protection-from-chosen-color'), on: whoSchema, chosen: z.literal(true).optional() }).strict(),
  /** "prevent all damage that would be dealt to it this turn" (615). */
  /** `dealt`: the damage dealt to it (default), by it, or both ("dealt to and dealt by"); `combat`: combat damage only. */
  z.object({ do: z.literal('prevent-all-damage'), on: whoSchema, dealt: z.enum(['to', 'by', 'to-and-by']).optional(), combat: z.literal(true).optional() }).strict(),
  /** "Prevent all combat damage that would be dealt this turn" (615, Fog). */
  z.object({ do: z.literal('prevent-combat-damage') }).strict(),
  /**
   * "If that creature would die this turn, exile it instead" (614.1a): a replacement effect until end of turn
   * on the objects named; without `what`, on every creature ("If a creature would die this turn, …").
   */
  z.object({ do: z.literal('exile-if-dies'), what: whoSchema.optional() }).strict(),
  /**
   * "The next time a blue source of your choice would deal damage to you this turn, prevent that damage" (609.7a, 615.1a):
   * the controller chooses a permanent or a spell on the stack of the quality `source` as it resolves (choice "source");
   * `to`: only damage to that player or object, else damage to anything; `all`: "Prevent all damage a source of your
   * choice would deal this turn" (every time, to anything).
   */
  /** `gainLife`: "You gain life equal to the damage prevented this way" (615.5), the effect's controller, right after the damage event. */
  z.object({ do: z.literal('prevent-next-from-source'), source: filterSchema, to: whoSchema.optional(), all: z.literal(true).optional(), gainLife: z.literal(true).optional() }).strict(),
  /** "Prevent the next N damage that would be dealt to … this turn" (615.7). */
  z.object({ do: z.literal('prevent-damage'), amount: amountSchema, on: whoSchema }).strict(),
  /** 614.9: "The next N damage that would be dealt to `on` this turn is dealt to `to` instead" (a redirection shield, like 615.7's). */
  z.object({ do: z.literal('redirect-damage'), amount: amountSchema, on: whoSchema, to: whoSchema }).strict(),
  /** "counter target spell" (701.6); "unless its controller pays {N}" (`unlessPays`, generic mana; choice "pay" of that player). */
  /** `exile`: "If that spell is countered this way, exile it instead of putting it into its owner's graveyard" (614.1a). */
  z.object({ do: z.literal('counter'), what: whoSchema, unlessPays: amountSchema.optional(), exile: z.literal(true).optional() }).strict(),
  z.object({ do: z.literal('scry'), amount: amountSchema }).strict(),
  /**
   * "Each player discards all the cards in their hand, then draws that many cards" (701.9a), "shuffle the cards from your
   * hand into your library, then draw that many cards" (701.24a): each player's hand at once, then each draws as many as
   * they had, `plus` more (or fewer: "minus one").
   */
  z.object({ do: z.literal('new-hand'), who: whoSchema, by: z.enum(['discard', 'shuffle']), plus: z.number().int().optional() }).strict(),
  /** 701.20a: "target opponent reveals a card at random from their hand" — pseudo-random, replaying the same; later effects name it as 'revealed'. */
  z.object({ do: z.literal('reveal-at-random'), who: whoSchema }).strict(),
  /** 701.25a: look at the top N cards, put any number into the graveyard (the choice "take": labels; default none) and the rest back on top in any order ("library-order"). */
  z.object({ do: z.literal('surveil'), amount: amountSchema }).strict(),
  /** "Take an extra turn after this one", "target player takes an extra turn after this one" (500.7). */
  z.object({ do: z.literal('extra-turn'), who: whoSchema }).strict(),
  /** "You lose the game" (104.3e). */
  z.object({ do: z.literal('lose-game'), who: whoSchema }).strict(),
  /** "You become the monarch" (724.3); the monarch's own trigger makes "its controller" the monarch (724.2). */
  z.object({ do: z.literal('become-monarch'), who: whoSchema }).strict(),
  /** "You skip your next turn", "… your next two turns", "target player skips their next draw step" (614.10, 614.10a). */
  z.object({ do: z.literal('skip'), who: whoSchema, next: z.enum(['turn', 'draw-step']), count: z.number().int().min(1).default(1) }).strict(),
  /** "Clash with an opponent" (701.30b): the controller chooses an opponent and both clash; the result is the condition 'won-clash'. */
  z.object({ do: z.literal('clash') }).strict(),
  /** "Flip a coin" (705.2): the controller flips (the choice "flip": win or lose, default win); the result is the condition 'won-flip' or 'lost-flip'. */
  z.object({ do: z.literal('flip-coin') }).strict(),
  /** "Copy target spell. You may choose new targets for the copy" (707.10, 707.10c): choice "new-targets", once per copy; `times` copies (storm, 702.40a). */
  z.object({ do: z.literal('copy-spell'), what: whoSchema, times: z.number().int().min(0).optional() }).strict(),
  /** "<This> becomes a copy of <it>" (707.2), lasting indefinitely; `exceptThisAbility` keeps the ability (707.9b). */
  z.object({ do: z.literal('become-copy'), of: whoSchema, exceptThisAbility: z.boolean().default(false) }).strict(),
  /** "You may choose new targets for target spell" (115.7d): choice "new-targets". */
  /** 115.7d: "you may choose new targets for …"; `must`, 115.7a: "change the target of …" — to another legal target, if there is one. */
  z.object({ do: z.literal('change-targets'), what: whoSchema, must: z.literal(true).optional() }).strict(),
  z.object({ do: z.literal('tap'), what: whoSchema }).strict(),
  z.object({ do: z.literal('untap'), what: whoSchema }).strict(),
  /** "Tap or untap target permanent" (701.26a–b): the controller's choice "tap-or-untap" ('tap' or 'untap'), by default whichever changes it (an untapped one tapped, a tapped one untapped). */
  z.object({ do: z.literal('tap-or-untap'), what: whoSchema }).strict(),
  /** Attach this Aura or Equipment to the target (701.3, Equip 702.6). */
  z.object({ do: z.literal('attach'), to: whoSchema }).strict(),
  /** Adds mana (106.3). */
  z
    .object({
      do: z.literal('add-mana'),
      /**
       * One type, a list to choose from ("{R} or {G}"), "any-color", a type that lands could
       * produce (106.7: Exotic Orchard, Reflecting Pool), or the type a land just produced (Mana Flare).
       */
      mana: z.union([
        manaTypeSchema,
        z.array(manaTypeSchema).min(1),
        z.literal('any-color'),
        z.literal('same-as-produced'),
        /** "one mana of the chosen color": the color the permanent chose as it entered (614.12a). */
        z.literal('chosen-color'),
        z.object({ couldProduce: z.enum(['lands-opponents-control', 'lands-you-control']), colorsOnly: z.boolean().default(false) }).strict(),
        /** Several types at once, one mana of each symbol ("Add {R}{W}", "Add {U}{B}{R}"), `amount` times. */
        z.object({ each: z.array(manaTypeSchema).min(2) }).strict(),
        /** One of several combinations, chosen as it resolves ("Add {R}{R}, {R}{G}, or {G}{G}", 106.3). */
        z.object({ combinations: z.array(z.array(manaTypeSchema).min(2)).min(2) }).strict(),
        /** "Add X mana in any combination of {W} and/or {U}", "… of colors" (106.3): `amount` mana, each of one of these types. */
        z.object({ anyCombinationOf: z.array(manaTypeSchema).min(2) }).strict(),
      ]),
      /** How many (107.1): a number, or counted as it resolves ("Add {G} for each Elf you control", "for each counter removed this way": X). */
      amount: amountSchema.default(1),
      /** Who adds it (106.3): the player the text names ("that player adds {G}"); default the ability's controller. */
      who: whoSchema.optional(),
    })
    .strict(),
] as const;

/** When a delayed triggered ability triggers (603.7): the next end step to begin, or the upkeep of the next turn. */
/** 511.2: "at end of combat" is the beginning of the end of combat step. */
/** 'your-next-upkeep': the next upkeep of the ability's controller (rebound's, 702.88a). */
export const DELAYED_TRIGGER_TIMES = ['next-end-step', 'next-turn-upkeep', 'end-of-combat', 'your-next-upkeep'] as const;
export type DelayedTriggerTime = (typeof DELAYED_TRIGGER_TIMES)[number];
/**
 * 603.7: "… at the beginning of the next end step" / "… of the next turn's upkeep": creates a delayed
 * triggered ability that triggers once (603.7b), its effects acting on what this effect's words named
 * (603.7c); `text` is its sentence, for the trace.
 */
/**
 * "…unless you pay {1}{U}", "… unless that player pays {2}" (118.12): the payer (default the controller)
 * may pay (choice "pay", default yes when able); if they don't, the effects happen. `times`: the cost
 * is paid that many times over (cumulative upkeep: "for each age counter on it", 702.24a).
 */
const unlessPaySchema = <T extends z.ZodTypeAny>(effect: T) =>
  z.object({ do: z.literal('unless-pay'), cost: costSchema, payer: whoSchema.optional(), times: amountSchema.optional(), effects: z.array(effect).min(1) }).strict();
/** A delayed trigger's effects are plain, or a payment whose effects are ("pay {2}{B}. If you don't, you lose the game", a pact's). */
const delayedTriggerSchema = z
  .object({ do: z.literal('delayed-trigger'), at: z.enum(DELAYED_TRIGGER_TIMES), effects: z.array(z.discriminatedUnion('do', [...baseEffects, unlessPaySchema(z.discriminatedUnion('do', [...baseEffects]))])).min(1), text: z.string() })
  .strict();
const baseEffectSchema = z.discriminatedUnion('do', [...baseEffects, delayedTriggerSchema]);

const effectSchema = z.discriminatedUnion('do', [
  ...baseEffects,
  delayedTriggerSchema,
  unlessPaySchema(baseEffectSchema),
  /**
   * "Each opponent sacrifices a permanent unless they pay {3}", "… deals damage to each player equal to the
   * number of lands they control" (608.2c): the effects done for each of the players in turn order (101.4),
   * "that-player" the one they are done for.
   */
  z.object({ do: z.literal('for-each-player'), players: z.enum(['each-player', 'each-opponent']), effects: z.array(z.discriminatedUnion('do', [...baseEffects, unlessPaySchema(baseEffectSchema)])).min(1) }).strict(),
  /** "You may pay <cost>. If you do, …": the choice "pay" (default yes when able); the effects happen only if paid. */
  /** `payer`: another player ("that player may pay {2}. If they do, they draw a card"). */
  z.object({ do: z.literal('may-pay'), cost: costSchema, payer: whoSchema.optional(), effects: z.array(baseEffectSchema).min(1) }).strict(),
  /**
   * "You may discard a card. If you do, draw a card." (603.5, 608.2c): the choice "may" (default yes); `then`
   * happens only if the first part was done — each of its effects had something to act on (its target still
   * legal, the object it names still there, the cards to draw, discard or sacrifice). No `then`: "you may …" between
   * other effects of the spell or ability ("You may have that player shuffle their library").
   */
  z.object({ do: z.literal('may-do'), who: whoSchema.optional(), effects: z.array(baseEffectSchema).min(1), then: z.array(baseEffectSchema).min(1).optional() }).strict(),
  /**
   * Kinship: "You may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If
   * you do, …" (701.20e, 701.20a, 205.3m): two choices "may" (the look, then the reveal; default yes); the effects
   * happen only if the card, sharing a creature type with the source, is revealed.
   */
  z.object({ do: z.literal('reveal-top-sharing-type'), effects: z.array(baseEffectSchema).min(1) }).strict(),
  /** 614.11: "The next time you would draw a card this turn, [effects] instead": a replacement shield on its controller's next draw this turn. */
  z.object({ do: z.literal('replace-next-draw'), effects: z.array(baseEffectSchema).min(1) }).strict(),
  /**
   * "If it's your turn, scry 2": the effects happen only if the condition holds as this effect begins;
   * `otherwise` happen if it doesn't ("~ gets +1/+0. If it's an Aura, enchanted creature gets +1/+0 instead").
   */
  z.object({ do: z.literal('if'), condition: conditionSchema, effects: z.array(baseEffectSchema).min(1), otherwise: z.array(baseEffectSchema).min(1).optional() }).strict(),
]);
export type Effect = z.infer<typeof effectSchema>;

/** When a triggered ability triggers (603.2). */
export const TRIGGER_EVENTS = [
  'enters',
  'dies',
  'leaves',
  'put-into-graveyard',
  'cast',
  'heroic',
  'attacks',
  /** 506.5: the only creature declared as an attacker (exalted, 702.83a). */
  'attacks-alone',
  /** 702.105a: ~ attacks the player with the most life or tied for most life (dethrone). */
  'attacks-player-with-most-life',
  /** 509.3a–b: ~ blocks, its counterpart the creature it blocks: "blocks a creature" triggers for each one, "blocks" once however many it blocks (509.1a). */
  'blocks',
  /** 509.3c: once each combat, however many creatures block it. */
  'becomes-blocked',
  /** 509.3d: "Whenever ~ becomes blocked by a creature": once for each creature blocking it, its counterpart. */
  'blocked-by',
  /** 509.3g: "Whenever ~ attacks and isn't blocked": no creature was declared as a blocker for it. */
  'attacks-unblocked',
  /** Combat damage to anything; its counterpart is the creature dealt it, if a creature was. */
  'deals-combat-damage',
  /** Combat damage to a player; `whose` "opponent" or "you" for "to an opponent", "to you" (default any player). */
  'deals-combat-damage-to-player',
  /** Damage of any kind to a player (120.3a), once for each player dealt damage; `whose` as for combat damage. */
  'deals-damage-to-player',
  /** Damage of any kind to a permanent, once for each one dealt damage: its counterpart ("deals damage to a creature"). */
  'deals-damage-to',
  'deals-damage',
  'beginning-of-step',
  'land-tapped-for-mana',
  'gains-life',
  /** "Whenever ~ becomes tapped", "Whenever enchanted land becomes tapped" (701.26a): an untapped permanent tapped, not one entering tapped. */
  'becomes-tapped',
  /** "Whenever ~ becomes untapped" (inspired). */
  'becomes-untapped',
  /** "When ~ becomes monstrous" (701.37). */
  'becomes-monstrous',
  /** "When ~ is turned face up" (708.8, 702.37e): not entering; `subject` for "whenever a permanent you control is turned face up". */
  'turned-face-up',
  /** "Whenever this creature transforms into ~" (701.27e): the permanent transforms with the face the ability is on up. */
  'transforms-into',
  /** "Whenever you draw a card" (121.1): once per card drawn. */
  'draws',
  /** "Whenever you scry" (701.22). */
  'scries',
  /** "Whenever you surveil" (701.25d: after the whole process; not for surveil 0, 701.25c). */
  'surveils',
  /** 701.44b: "Whenever a creature you control explores": after the whole process, even if parts of it were impossible. */
  'explores',
  /**
   * 702.29c: "When you cycle ~" — the card discarded to pay a cycling (or typecycling, 702.29f) cost, its ability
   * triggering from the zone it went to; `subject` for "Whenever a player cycles a card", "… another card"; `whose` who cycled it.
   */
  'cycled',
  /** "Whenever you discard a card", "… cycle or discard a card" (702.29d: a cycled card is discarded, once): once per card; `whose` who discarded it. */
  'discards',
  /** "When you sacrifice ~" (701.21a). */
  'sacrificed',
  /** "Whenever you exert a creature" (701.43a); with no `subject`, "When you do" after "You may exert ~ as it attacks" (701.43d, 607.2h). */
  'exerted',
  /** "Whenever ~ is dealt damage" (120.3, 603.2): the damaged permanent is the event's object, the damage its amount. */
  'dealt-damage',
  /** "Whenever ~ is dealt combat damage" (510.2): the combat damage dealt to it at once. */
  'dealt-combat-damage',
  /** "Whenever you're dealt damage" (120.3, 603.2c): once for each player dealt damage at once, by however many sources; the total its amount; `whose` the player. */
  'player-dealt-damage',
  /** "When you're dealt combat damage" (510.2): as player-dealt-damage, for combat damage. */
  'player-dealt-combat-damage',
  /** "Whenever ~ becomes the target of a spell or ability" (115, 603.2): once per spell or ability; `whose` "opponent" for "an opponent controls". */
  'becomes-target',
  /** "When the last time counter is removed from ~" (vanishing, 702.63a): the kind is the ability's `counter`. */
  'last-counter-removed',
  /** A state trigger (603.8): "When you control no Islands, …" triggers while its `state` holds, once until it has left the stack. */
  'state',
  /** Madness's "When this card is exiled this way" (702.35a): made by the engine as the card is discarded into exile. */
  'exiled-with-madness',
  /** Miracle's "When you reveal this card this way" (702.94a): made by the engine as the card is revealed as it is drawn. */
  'revealed-with-miracle',
  /** A Saga's chapter ability (714.2b–c): lore counters put on it reach one of its `chapters` from below. */
  'chapter',
] as const;
const triggerEventSchema = z.enum(TRIGGER_EVENTS);
export type TriggerEvent = z.infer<typeof triggerEventSchema>;
const STEP_NAMES = ['upkeep', 'draw', 'precombat-main', 'beginning-of-combat', 'end-of-combat', 'postcombat-main', 'end'] as const;

/** A mode of a modal spell or ability ("Choose one —", 700.2). */
const modeSchema = z.object({ text: z.string(), targets: z.array(targetSpecSchema).default([]), effects: z.array(effectSchema).min(1) }).strict();
/** How many modes: "choose one" {1,1}, "choose one or both" {1,2}, "choose two" {2,2}. */
const modeCountSchema = z.object({ min: z.number().int().min(1), max: z.number().int().min(1) }).strict();

/** The effect of an instant or sorcery as it resolves (608.2). */
const spellSchema = z
  .object({
    targets: z.array(targetSpecSchema).default([]),
    effects: z.array(effectSchema).default([]),
    /** "Choose one —" (700.2): each mode has its own targets and effects; the cast names its modes by index. */
    modes: z.array(modeSchema).optional(),
    /** How many modes are chosen; default exactly one. */
    modeCount: modeCountSchema.optional(),
  })
  .strict()
  .refine((spell) => spell.effects.length > 0 || (spell.modes?.length ?? 0) > 1, { message: 'a spell needs effects, or two or more modes' });

type SpellInput = z.input<typeof spellSchema>;

/**
 * 702.113a: the spell cast for its awaken cost: its own instructions, then "put N +1/+1 counters on target land you
 * control. That land becomes a 0/0 Elemental creature with haste. It's still a land." (its target the spell's last).
 */
export function awakenedSpell(spell: SpellInput, n: number): SpellInput {
  const targets = spell.targets ?? [];
  const land = targets.length === 0 ? ('target' as const) : { target: targets.length };
  return {
    ...spell,
    targets: [...targets, { kind: 'permanent', controller: 'you', filter: { types: ['Land'] }, text: 'target land you control' }],
    effects: [
      ...(spell.effects ?? []),
      { do: 'counters', counter: '+1/+1', amount: n, on: land },
      { do: 'modify', on: land, until: 'indefinite', changes: { addTypes: ['Creature'], addSubtypes: ['Elemental'], addKeywords: ['haste'], setPower: 0, setToughness: 0 } },
    ],
  };
}

/** A replacement effect (614) of a static ability; `affects` says whose event it is. */
const replacementSchema = z.discriminatedUnion('event', [
  /** "enters tapped", "enters with N counters" (614.1c–d, 614.12). */
  z.object({ event: z.literal('enters'), tapped: z.boolean().optional(), counters: z.object({ counter: z.string().default('+1/+1'), amount: amountSchema }).strict().optional() }).strict(),
  /** "If ~ would die, exile it instead"; `from` anywhere: "would be put into a graveyard from anywhere" (Rest in Peace). */
  z.object({ event: z.literal('to-graveyard'), onlyDies: z.boolean().default(false), instead: z.enum(['exile', 'hand', 'library-bottom', 'library-shuffle']) }).strict(),
  /**
   * Damage that would be dealt to the affected permanents — or by them, with `fromSources`, or both, with
   * `toAndFromSources` — and to the `players` named is prevented (615) or multiplied (614.1a, Furnace of
   * Rath); `combat`: combat damage only; `removeCounter`: each time it prevents damage, a counter of that kind is removed
   * from the source (Phantom Nantuko: once for the damage dealt at once, however many sources dealt it).
   */
  z
    .object({
      event: z.literal('damage'),
      prevent: z.boolean().optional(),
      multiply: z.number().int().min(2).optional(),
      fromSources: z.boolean().optional(),
      toAndFromSources: z.boolean().optional(),
      combat: z.boolean().optional(),
      players: z.enum(['all', 'you', 'opponents']).optional(),
      removeCounter: z.string().optional(),
      /** "If a black source would deal damage to you, prevent 2 of that damage": at most this much of each damage event, from `sources` only. */
      preventUpTo: z.number().int().min(1).optional(),
      sources: filterSchema.optional(),
      /** 614.9: "All damage that would be dealt to you is dealt to ~ (enchanted creature) instead": the damage goes to this permanent, or the one it is attached to. */
      redirectTo: z.enum(['self', 'attached']).optional(),
      /** 614.1a: the damage becomes `amount` when it is at least `atLeast` (Divine Presence), half of it rounded down (Ghosts of the Innocent), or that much minus N (Lashknife Barrier). */
      change: z.union([z.object({ atLeast: z.number().int().min(1), amount: z.number().int().min(0) }).strict(), z.object({ halve: z.literal(true) }).strict(), z.object({ minus: z.number().int().min(1) }).strict()]).optional(),
    })
    .strict(),
  /** "If an effect would create one or more tokens under your control, it creates twice that many instead." */
  z.object({ event: z.literal('create-tokens'), multiply: z.number().int().min(2) }).strict(),
  /**
   * 614.1a, 701.9a: "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield
   * [with two +1/+1 counters on it] instead of putting it into your graveyard": the card's own, from its owner's hand.
   */
  z.object({ event: z.literal('discarded-by-opponent'), instead: z.literal('battlefield'), counters: z.object({ counter: z.string(), amount: z.number().int().min(1) }).strict().optional() }).strict(),
]);
export type Replacement = z.infer<typeof replacementSchema>;

const abilitySchema = z.discriminatedUnion('kind', [
  /**
   * A static ability (604): a continuous effect on the objects it `affects` (default: the object it is
   * on; "attached": what this Aura or Equipment is attached to; or a filter), a rules change, a
   * replacement effect; also a replacement on mana from lands tapped for mana (106.12b, Contamination)
   * and a cost reduction for spells of a subtype you cast (601.2f, generic mana only: Hero of Iroas).
   */
  z
    .object({
      kind: z.literal('static'),
      affects: z.union([z.enum(['self', 'attached', 'you']), filterSchema]).optional(),
      modify: modificationSchema.optional(),
      rules: rulesSchema.optional(),
      replacement: replacementSchema.optional(),
      /**
       * "As long as it's your turn" (611.3a: the effect applies while the condition holds). Conditions on
       * the board ("you control", "is", of `self` or `attached`) read it as the layers so far leave it.
       */
      condition: conditionSchema.optional(),
      landsTappedForManaProduce: manaTypeSchema.optional(),
      /** Layer 2 (613.1b): this ability's controller controls what it affects ("You control enchanted creature", Control Magic). */
      controlAffected: z.boolean().optional(),
      /**
       * 601.2f: a cost increase or reduction of the spells `filter` names, as they are on the stack:
       * "Noncreature spells cost {1} more to cast" (every player's spells), "Artifact spells you cast cost {1}
       * less to cast" (controller 'you': the ability's controller's), "Spells your opponents cast …" ('opponent').
       * `more`: mana added; `less`: generic mana taken away (never below none).
       */
      spellCost: z
        .object({ filter: filterSchema, more: manaCostSchema.optional(), less: z.number().int().min(1).optional() })
        .strict()
        .refine((change) => (change.more === undefined) !== (change.less === undefined), { message: 'a cost increase (more) or a reduction (less), not both' })
        .optional(),
      /** 402.2: its controller's maximum hand size — `none`: "You have no maximum hand size"; `change`: "… is increased by one", "reduced by four". */
      maximumHandSize: z.union([z.literal('none'), z.object({ change: z.number().int() }).strict()]).optional(),
      /** 614.10: "Skip your draw step": its controller skips each of their draw steps. */
      skipDrawStep: z.literal(true).optional(),
      /** "You have hexproof" (702.11c), "You have shroud" (702.18b): its controller can't be the target of their opponents' spells and abilities, or of any. */
      playerKeywords: z.array(z.enum(['hexproof', 'shroud'])).min(1).optional(),
      text: z.string(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('activated'),
      /** Optional short name to activate it by, e.g. "mana" or "sacrifice". */
      name: z.string().optional(),
      cost: costSchema,
      targets: z.array(targetSpecSchema).default([]),
      effects: z.array(effectSchema).min(1),
      /** "Activate only as a sorcery" (602.5d); loyalty abilities are always (606.3). */
      timing: z.enum(['sorcery']).optional(),
      /** "Activate only once each turn" (602.5b); loyalty abilities share one activation a turn (606.3). */
      oncePerTurn: z.boolean().optional(),
      /** "Activate this ability no more than twice each turn" (602.5b): at most that many activations a turn. */
      timesPerTurn: z.number().int().min(2).optional(),
      /** "Any player may activate this ability" (602.1b, 602.2): not only its controller; the player who activates it controls it (602.2a). */
      anyPlayer: z.literal(true).optional(),
      /** "Activate only during your upkeep", "… only if you control a Swamp" (602.5): every condition must hold as it is activated. */
      onlyIf: z.array(conditionSchema).min(1).optional(),
      /**
       * Where it can be activated (113.6j: cycling from a hand, 702.29a; 113.6m: "{1}{B}: Return ~ from your
       * graveyard to your hand" from a graveyard); default the battlefield (113.6).
       */
      zone: z.enum(['hand', 'graveyard']).optional(),
      text: z.string(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('triggered'),
      when: triggerEventSchema,
      /** Whose event: default the object the ability is on ("When ~ dies"); a filter for "a creature you control", "another creature". */
      subject: filterSchema.optional(),
      /**
       * The other creature of an event between two creatures ("blocks a creature", "becomes blocked by a
       * nonblack creature", "deals combat damage to a creature"): it must match, as the event happens (509.3f).
       */
      counterpart: filterSchema.optional(),
      /** "Whenever ~ and at least two other creatures attack" (battalion): attacks triggers only if N or more other creatures attack with it (508.1). */
      withOthers: z.number().int().min(1).optional(),
      /** For discard triggers (701.9a): only a discard a spell or ability an opponent of the ability's controller controls causes ("When a spell or ability an opponent controls causes you to discard ~"). */
      byOpponent: z.literal(true).optional(),
      /** For last-counter-removed triggers: the kind of counter ("time"). */
      counter: z.string().optional(),
      /** For chapter abilities: the chapter numbers ("I, II —": [1, 2], 714.2c). */
      chapters: z.array(z.number().int().min(1)).min(1).optional(),
      /** For cast triggers: who cast it ("Whenever you cast …"); for step triggers: whose step ("your upkeep", "each end step", "enchanted player's upkeep": the player this Aura is attached to, 303.4a; "the upkeep of enchanted creature's controller": that permanent's controller, 303.4); for attack triggers: the player attacked ("attacks enchanted player"). */
      whose: z.enum(['you', 'opponent', 'each', 'enchanted', 'enchanted-controller']).optional(),
      /** For beginning-of-step triggers: which step. */
      step: z.enum(STEP_NAMES).optional(),
      /** "you may" (603.5): the choice "may" made on resolution; default yes. */
      optional: z.boolean().optional(),
      /** An intervening "if" (603.4): it triggers only if the condition holds, and does nothing if it no longer does as it resolves. */
      condition: conditionSchema.optional(),
      /** A state trigger's game state (603.8), not checked again as it resolves. */
      state: conditionSchema.optional(),
      /** 113.6m: "Whenever you cast a multicolored spell, you may return ~ from your graveyard …" triggers only while the card is in a graveyard. */
      /** 601.2i: "When you cast ~" triggers on the stack, as the spell itself becomes cast ('stack'). */
      zone: z.enum(['graveyard', 'stack']).optional(),
      targets: z.array(targetSpecSchema).default([]),
      effects: z.array(effectSchema).default([]),
      modes: z.array(modeSchema).optional(),
      modeCount: modeCountSchema.optional(),
      text: z.string(),
    })
    .strict(),
]);
export type Ability = z.infer<typeof abilitySchema>;

const faceObject = z
  .object({
    name: z.string().min(1),
    manaCost: manaCostSchema.optional(),
    /**
     * 202.3b: a nonmodal double-faced card's mana cost, which its back face's mana value is computed from while
     * that face is up (the engine sets it then; a copy of the back face doesn't have it: its mana value is 0).
     */
    frontManaCost: manaCostSchema.optional(),
    /** Defaults to the colors of the mana cost (202.2); tokens and lands state theirs. */
    colors: z.array(colorSchema).optional(),
    types: z.array(cardTypeSchema).min(1),
    subtypes: z.array(z.string()).default([]),
    supertypes: z.array(z.enum(SUPERTYPES)).default([]),
    power: z.number().int().optional(),
    toughness: z.number().int().optional(),
    /** A planeswalker's printed loyalty: it enters with that many loyalty counters (306.5b). */
    loyalty: z.number().int().min(0).optional(),
    keywords: z.array(keywordSchema).default([]),
    /** The effect of an instant or sorcery as it resolves (608.2). */
    spell: spellSchema.optional(),
    abilities: z.array(abilitySchema).default([]),
    /** An Aura's enchant ability (303.4a): what its spell targets and what it may stay attached to (704.5m). */
    enchant: z.enum(['creature', 'permanent', 'artifact', 'land', 'creature-you-control', 'player']).optional(),
    /** What else it may enchant must be (303.4a): "Enchant green creature" (enchant creature, colors [G]), "Enchant Forest", "Enchant artifact or creature" (enchant permanent). */
    enchantFilter: filterSchema.optional(),
    /**
     * "You may have this enter as a copy of any creature on the battlefield" (707.2, 614.1c): choice "copy" (a label, or
     * false); `of` what it may copy ("any nonland permanent", "any enchantment"), `except` the 707.9b exceptions ("except it's still 7/7").
     */
    entersAsCopy: z.object({ of: filterSchema, except: copyExceptionsSchema.optional() }).strict().optional(),
    /** "This enters with N counters" (a replacement effect, 614.1c); amount X is the spell's X (107.3m); `condition`: only if it holds ("If ~ was kicked, it enters with …"). */
    entersWithCounters: z.object({ counter: z.string().default('+1/+1'), amount: amountSchema, condition: conditionSchema.optional() }).strict().optional(),
    /** "This enters tapped" (614.1c). */
    entersTapped: z.boolean().optional(),
    /** "This enters tapped unless you control two or fewer other lands" (614.1c): tapped if the condition doesn't hold as it enters. */
    entersTappedUnless: conditionSchema.optional(),
    /** "As this enters, you may pay 2 life. If you don't, it enters tapped" (614.1c): the choice "pay", default yes when able. */
    entersTappedUnlessYouPayLife: z.number().int().min(1).optional(),
    /** "As this enters, you may reveal a Giant card from your hand. If you don't, it enters tapped" (614.1c, 614.12): the choice "may", default yes when a card fits. */
    entersTappedUnlessYouReveal: filterSchema.optional(),
    /**
     * "If this would enter the battlefield, sacrifice a Forest instead. If you do, put this onto the battlefield. If you
     * don't, put it into its owner's graveyard." (614.1a, from any zone): the choice "sacrifice" (default the first one).
     */
    entersSacrificing: filterSchema.optional(),
    /** Bestow [cost] (702.103): it may be cast bestowed for this cost, as an Aura spell with enchant creature. */
    bestow: manaCostSchema.optional(),
    /**
     * Morph [cost] (702.37a): it may be cast face down as a 2/2 creature for {3} (702.37c), and turned face
     * up any time its controller has priority by paying this cost (702.37e); megamorph also puts a +1/+1
     * counter on it as it is turned face up that way (702.37b).
     */
    morph: z.object({ cost: costSchema, megamorph: z.boolean().optional() }).strict().optional(),
    /** Flashback [cost] (702.34a): an instant or sorcery that may be cast from its owner's graveyard for this cost, then exiled whenever it would leave the stack. */
    flashback: manaCostSchema.optional(),
    /** Buyback [cost] (702.27a): an additional cost an instant or sorcery may be cast with; it then returns to its owner's hand as it resolves. */
    buyback: manaCostSchema.optional(),
    /**
     * Evoke [cost] (702.74a): a permanent card that may be cast for this cost rather than its mana cost; its
     * triggered ability "When this permanent enters, if its evoke cost was paid, its controller sacrifices it"
     * is one of its abilities (condition 'evoked').
     */
    evoke: manaCostSchema.optional(),
    /**
     * Dash [cost] (702.109a): a permanent card that may be cast for this cost rather than its mana cost; the
     * permanent it becomes then returns to its owner's hand at the beginning of the next end step, and its
     * "As long as this permanent's dash cost was paid, it has haste" is one of its abilities (condition 'dashed').
     */
    dash: manaCostSchema.optional(),
    /**
     * Suspend N—[cost] (702.62a): from its owner's hand, a special action (116.2f) pays the cost and exiles it with
     * N time counters; its two triggered abilities work in exile (the engine's, not among `abilities`).
     */
    suspend: z.object({ time: z.number().int().min(1), cost: manaCostSchema }).strict().optional(),
    /**
     * Sunburst (702.44a): as it enters from the stack, a +1/+1 counter for each color of mana spent to cast it if
     * it's a creature, else a charge counter (702.44b: none when it didn't enter from the stack).
     */
    sunburst: z.literal(true).optional(),
    /**
     * Madness [cost] (702.35a): while it is in a hand, if its owner would discard it, it is exiled instead, and
     * its owner may then cast it from exile for this cost as the triggered ability this makes resolves.
     */
    madness: manaCostSchema.optional(),
    /** Overload [cost] (702.96a): an alternative cost; cast so, the spell is `overloadSpell`, its text with "each" for every "target" (702.96b). */
    overload: manaCostSchema.optional(),
    overloadSpell: spellSchema.optional(),
    /** Awaken N—[cost] (702.113a): an alternative cost; cast so, the spell is `awakenSpell` (awakenedSpell: its own with a land awakened). */
    awaken: manaCostSchema.optional(),
    awakenSpell: spellSchema.optional(),
    /**
     * Miracle [cost] (702.94a): as its owner draws it, if it is the first card they drew this turn, they may reveal
     * it; the triggered ability this makes lets them cast it from their hand for this cost as it resolves.
     */
    miracle: manaCostSchema.optional(),
    /** Surge [cost] (702.117a): it may be cast for this cost rather than its mana cost if its caster has cast another spell this turn. */
    surge: manaCostSchema.optional(),
    /** Spectacle [cost] (702.137a): it may be cast for this cost rather than its mana cost if an opponent lost life this turn. */
    spectacle: manaCostSchema.optional(),
    /** Entwine [cost] (702.42a): a modal spell may be cast with all its modes for this additional cost. */
    entwine: manaCostSchema.optional(),
    /** Escalate (702.120a): for each mode chosen beyond the first as it is cast, this cost is paid in addition. */
    escalate: manaCostSchema.optional(),
    /** Kicker [cost] (702.33a): an additional cost that may be paid as it is cast. */
    kicker: manaCostSchema.optional(),
    /**
     * Replicate [cost] (702.56a): an additional cost that may be paid any number of times as it is cast; "When you cast
     * this spell, if a replicate cost was paid for it, copy it for each time its replicate cost was paid" (the engine's trigger).
     */
    replicate: manaCostSchema.optional(),
    /** Multikicker [cost] (702.33c): an additional cost that may be paid any number of times as it is cast. */
    multikicker: manaCostSchema.optional(),
    /**
     * "As ~ enters, choose a color" / "choose a creature type" (614.12a): its controller's choice "color" (default
     * white) or "creature-type" (default Human), made before it enters; "the chosen color", "the chosen type" is it.
     */
    entersChoosing: z.enum(['color', 'creature-type']).optional(),
    /**
     * Dredge N (702.52a): while this card is in its owner's graveyard and they have at least N cards in their
     * library, each draw of theirs may be replaced: they mill N cards and return this card to their hand.
     */
    dredge: z.number().int().min(1).optional(),
    /** Affinity for [text] (702.41a): "This spell costs {1} less to cast for each [text] you control" (601.2f, generic mana only). */
    affinity: filterSchema.optional(),
    /**
     * 601.2f: the spell's own reduction, generic mana only — "This spell costs {1} less to cast for each
     * creature card in your graveyard" (`generic` for each of `forEach`), "… costs {X} less to cast, where X
     * is your devotion to black" (`generic` X: `forEach` is its value), "… costs {2} less to cast if you
     * control a Wizard" (`if`, checked as the cost is determined).
     */
    costsLess: z
      .object({ generic: z.union([z.number().int().min(1), z.literal('X')]), forEach: amountSchema.optional(), if: conditionSchema.optional() })
      .strict()
      .refine((less) => less.generic !== 'X' || less.forEach !== undefined, { message: '{X} less needs what X is (forEach)' })
      .optional(),
    /**
     * 118.9: "[If <condition>,] you may pay {B}{B} rather than pay this spell's mana cost" (`mana`), "… sacrifice two Mountains rather
     * than …" (`cost`, no mana), "… you may cast ~ without paying its mana cost" (`free`) — `if` checked as it is cast (601.2b).
     */
    alternative: z
      .object({ mana: manaCostSchema.optional(), cost: costSchema.optional(), free: z.literal(true).optional(), if: conditionSchema.optional() })
      .strict()
      .refine((alt) => [alt.mana, alt.cost, alt.free].filter((part) => part !== undefined).length === 1 && !alt.cost?.mana, { message: 'an alternative cost is mana, a cost without mana, or nothing ("without paying its mana cost"): one of them' })
      .optional(),
    /** Tribute N (702.104): as it enters, an opponent may put N +1/+1 counters on it (choice "tribute" of that opponent). */
    tribute: z.number().int().min(1).optional(),
    /** "As an additional cost to cast this spell, …" (601.2f, 118.8). */
    additionalCost: costSchema.optional(),
    /**
     * 601.3: "Cast ~ only during combat", "… only if you control a snow land": conditions that must all hold, for the player
     * casting it, as they begin to cast it (its own restriction on when it may be cast, like an ability's "activate only", 602.5).
     */
    castOnlyIf: z.array(conditionSchema).min(1).optional(),
    /** 601.3: "You may cast ~ from exile", "… from your graveyard": its owner may cast it from that zone of theirs too (timing and costs as from a hand). */
    castFrom: z.array(z.enum(['graveyard', 'exile'])).min(1).optional(),
    /** 601.3b–c: "You may cast ~ as though it had flash" — at instant speed, for `more` mana more ("if you pay {2} more to cast it"). */
    castAsThoughFlash: z.object({ more: manaCostSchema.optional() }).strict().optional(),
    /**
     * 103.6a: "If ~ is in your opening hand, you may begin the game with it on the battlefield." A game of the
     * engine begins after the opening hands (a scenario's board is set up, 103.6 is over): the card is set up
     * on the battlefield or not; one set up in a hand is said to be too late for it.
     */
    beginsOnBattlefield: z.literal(true).optional(),
    /** Strive: "This spell costs {…} more to cast for each target beyond the first" (601.2f). */
    extraTargetCost: manaCostSchema.optional(),
    /** Abilities it grants to other objects in quotes ("has \"{T}: …\""), referred to by index from `addGrantedAbilities`. */
    grantedAbilities: z.array(abilitySchema).optional(),
    /** A predefined or card-made token definition (111.10): cannot be cast or put in a deck. */
    token: z.boolean().optional(),
    /** The Oracle text, for display. */
    text: z.string().default(''),
    /** What of the text the definition does not model; the trace says so whenever the card is in a game. */
    notModelled: z.string().optional(),
    /** Set when the card is not a printed Magic card (e.g. the Heartwood token maker). */
    hypothetical: z.string().optional(),
    /** The rule that defines it, for predefined tokens (e.g. "111.10a"). */
    rule: z.string().optional(),
  })
  .strict();

const cardDefinitionObject = faceObject
  .extend({
    /**
     * A split card's two halves (709.1), each a card face of its own (an instant or sorcery: 709.5's
     * permanent split cards aren't modelled); the card itself has their combined characteristics (709.4),
     * and only the half cast is on the stack (709.3b).
     */
    halves: z.tuple([faceObject, faceObject]).optional(),
    /** Fuse (702.102a): from its owner's hand, both halves may be cast as one fused split spell. */
    fuse: z.boolean().optional(),
    /**
     * A flip card's flipped half (710.1b): its name, text, type line, power and toughness, which a flipped permanent
     * has instead of the card's own (710.2); its color and mana cost stay the card's (710.1c), so the half has neither.
     */
    flip: faceObject.optional(),
    /**
     * A nonmodal double-faced card's back face (712.2), the card itself being its front face: up only on the
     * battlefield once it transforms (701.27a, 712.8e). With no mana cost, its colors are its color indicator's (202.2e, 204).
     */
    back: faceObject.optional(),
    /**
     * An adventurer card's Adventure (715.2): an instant or sorcery — Adventure with characteristics of its own, which
     * the spell has only on the stack cast as an Adventure (715.3b); resolved, its controller exiles it and may cast the
     * creature from exile (715.3d).
     */
    adventure: faceObject.optional(),
  })
  .strict();

/** The checks every face makes of itself: a creature's power and toughness, a planeswalker's loyalty, an instant's or sorcery's spell. */
function checkFace(card: z.output<typeof faceObject>, ctx: z.RefinementCtx, path: (string | number)[]): void {
  if (card.types.includes('Creature') && (card.power === undefined || card.toughness === undefined)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [...path, 'power'], message: 'a creature needs power and toughness' });
  }
  if (card.types.includes('Planeswalker') && card.loyalty === undefined) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [...path, 'loyalty'], message: 'a planeswalker needs its printed loyalty' });
  }
  if ((card.types.includes('Instant') || card.types.includes('Sorcery')) && !card.spell) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [...path, 'spell'], message: 'an instant or sorcery needs a spell: { targets, effects }' });
  }
}

export const cardDefinitionSchema = cardDefinitionObject.superRefine((card, ctx) => {
  if (card.flip) {
    checkFace(card.flip, ctx, ['flip']);
    if (card.flip.manaCost !== undefined || card.flip.colors) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['flip'], message: "a flip card's flipped half has the card's color and mana cost (710.1c), none of its own" });
  }
  if (card.back) {
    checkFace(card.back, ctx, ['back']);
    if (card.back.manaCost === undefined && !card.back.colors) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['back', 'colors'], message: "a back face without a mana cost states its colors (its color indicator, 204; none: colorless)" });
  }
  if (card.adventure) {
    checkFace(card.adventure, ctx, ['adventure']);
    if (!card.adventure.spell || !card.adventure.types.every((type) => type === 'Instant' || type === 'Sorcery') || !card.adventure.subtypes.includes('Adventure')) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['adventure'], message: 'an Adventure is an instant or sorcery — Adventure with a spell (715.2)' });
  }
  if ([card.halves, card.flip, card.back, card.adventure].filter(Boolean).length > 1) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: 'a card is a split card, a flip card or a double-faced card, not several' });
  if (!card.halves) {
    if (card.fuse) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['fuse'], message: 'only a split card (halves) has fuse (702.102a)' });
    return checkFace(card, ctx, []);
  }
  // 709.4c: the card's spell abilities are its halves'; 709.5: only instant and sorcery halves are modelled.
  if (card.spell) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['spell'], message: "a split card's spells are its halves'" });
  card.halves.forEach((half, i) => {
    checkFace(half, ctx, ['halves', i]);
    if (!half.spell || half.types.some((type) => type !== 'Instant' && type !== 'Sorcery')) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['halves', i, 'types'], message: 'a half of a split card is an instant or sorcery (709.5 is not modelled)' });
    if (card.fuse && half.spell?.modes) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['halves', i, 'spell'], message: 'a fused split card with a modal half is not modelled' });
  });
});

export type CardDefinition = z.output<typeof cardDefinitionSchema>;
/** What a definition file or an inline definition may omit (defaults filled in by the schema). */
export type CardDefinitionInput = z.input<typeof cardDefinitionObject>;

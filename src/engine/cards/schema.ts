/**
 * The card-definition format: a small declarative vocabulary the engine interprets (never code per card).
 * Definitions live as YAML in rules-data/cards/ (one file may hold one card or a list) and may also be
 * given inline to a game. Validated with zod at load; errors name the file and the field.
 */
import { z } from 'zod';

export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
const colorSchema = z.enum(COLORS);
export type Color = z.infer<typeof colorSchema>;
/** A mana type (106.1b): the five colors and colorless. */
const manaTypeSchema = z.enum(['W', 'U', 'B', 'R', 'G', 'C']);
export type ManaType = z.infer<typeof manaTypeSchema>;

export const COLOR_WORDS: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Keyword abilities the engine knows. "protection from <color>" is also accepted (702.16). */
export const KNOWN_KEYWORDS = ['hexproof', 'shroud', 'flying', 'reach', 'vigilance', 'haste', 'defender', 'trample', 'deathtouch', 'lifelink', 'first strike'] as const;
const keywordSchema = z
  .string()
  .refine((k) => (KNOWN_KEYWORDS as readonly string[]).includes(k) || /^protection from (white|blue|black|red|green)$/.test(k), {
    message: `unknown keyword (known: ${KNOWN_KEYWORDS.join(', ')}, protection from <color>)`,
  });

const manaCostSchema = z.string().regex(/^(\{([0-9]+|[WUBRGCX]|[WUBRG]\/[WUBRG])\})*$/, 'a mana cost such as "{2}{G}{G}", "{X}{R}" or "{G/U}"');

/** Who or what an effect acts on. "target" is the first target; {target: n} the n-th (0-based). */
const whoSchema = z.union([
  z.enum(['self', 'you', 'target', 'each-opponent', 'each-player', 'target-controller', 'each-creature-you-control', 'each-creature']),
  z.object({ target: z.number().int().min(0) }).strict(),
]);
export type Who = z.infer<typeof whoSchema>;

/**
 * A number; "X" (107.3: the value chosen when casting, or the spell's X for 107.3m); or the number of
 * counters of a kind on the source, by last known information if it has left (608.2h).
 */
const amountSchema = z.union([z.number().int().min(0), z.literal('X'), z.object({ countersOnSelf: z.string() }).strict()]);
export type Amount = z.infer<typeof amountSchema>;

/** One instance of the word "target" (115.1). */
const targetSpecSchema = z
  .object({
    kind: z.enum(['creature', 'player', 'any', 'permanent', 'artifact', 'spell', 'creature-or-player']),
    controller: z.enum(['you', 'opponent']).optional(),
    /** "another target": must differ from the earlier targets of the same spell or ability (115.3). */
    another: z.boolean().optional(),
    /** Words for the trace, e.g. "target creature you control". */
    text: z.string().optional(),
  })
  .strict();
export type TargetSpec = z.infer<typeof targetSpecSchema>;

const effectSchema = z.discriminatedUnion('do', [
  z.object({ do: z.literal('damage'), amount: amountSchema, to: whoSchema }).strict(),
  z.object({ do: z.literal('lose-life'), amount: amountSchema, who: whoSchema }).strict(),
  z.object({ do: z.literal('gain-life'), amount: amountSchema, who: whoSchema }).strict(),
  z.object({ do: z.literal('destroy'), what: whoSchema }).strict(),
  /** "<Player> sacrifices a creature" (701.21a): the player's choice "sacrifice" (a label), default the first. */
  z.object({ do: z.literal('sacrifice'), who: whoSchema, kind: z.enum(['creature', 'artifact', 'permanent']) }).strict(),
  z.object({ do: z.literal('exile'), what: whoSchema }).strict(),
  /** "Exile it, then return that card to the battlefield under your control": a new object (400.7). */
  z.object({ do: z.literal('exile-and-return'), what: whoSchema }).strict(),
  z.object({ do: z.literal('counters'), counter: z.string().default('+1/+1'), amount: amountSchema, on: whoSchema }).strict(),
  /** "For each kind of counter on it, put another counter of that kind on it." */
  z.object({ do: z.literal('another-of-each-counter'), on: whoSchema }).strict(),
  z.object({ do: z.literal('draw'), amount: amountSchema, who: whoSchema }).strict(),
  z.object({ do: z.literal('create-token'), token: z.string(), count: amountSchema.default(1), for: whoSchema.default('you') }).strict(),
  /** "gets +N/+N until end of turn" (613.4c). */
  z.object({ do: z.literal('pump'), power: z.number().int(), toughness: z.number().int(), on: whoSchema }).strict(),
  /** "gains <keyword> until end of turn" (613.1f). */
  z.object({ do: z.literal('grant'), keywords: z.array(keywordSchema).min(1), on: whoSchema }).strict(),
  /** "gains protection from the color of your choice until end of turn": the color is the choice "color". */
  z.object({ do: z.literal('grant-protection-from-chosen-color'), on: whoSchema }).strict(),
  /** "prevent all damage that would be dealt to it this turn" (615). */
  z.object({ do: z.literal('prevent-all-damage'), on: whoSchema }).strict(),
  /** "counter target spell" (701.6). */
  z.object({ do: z.literal('counter'), what: whoSchema }).strict(),
  z.object({ do: z.literal('scry'), amount: amountSchema }).strict(),
  /** "Copy target spell. You may choose new targets for the copy" (707.10, 707.10c): choice "new-targets". */
  z.object({ do: z.literal('copy-spell'), what: whoSchema }).strict(),
  /** "<This> becomes a copy of <it>" (707.2), lasting indefinitely; `exceptThisAbility` keeps the ability (707.9b). */
  z.object({ do: z.literal('become-copy'), of: whoSchema, exceptThisAbility: z.boolean().default(false) }).strict(),
  /** "You may choose new targets for target spell" (115.7d): choice "new-targets". */
  z.object({ do: z.literal('change-targets'), what: whoSchema }).strict(),
  z.object({ do: z.literal('tap'), what: whoSchema }).strict(),
  z.object({ do: z.literal('untap'), what: whoSchema }).strict(),
  /** Adds mana (106.3). `mana` is one type, a list to choose from ("{R} or {G}"), or "any-color". */
  z
    .object({
      do: z.literal('add-mana'),
      /**
       * One type, a list to choose from ("{R} or {G}"), "any-color", a type that lands could produce
       * (106.7: Exotic Orchard, Reflecting Pool), or the type a land just produced (Mana Flare).
       */
      mana: z.union([
        manaTypeSchema,
        z.array(manaTypeSchema).min(1),
        z.literal('any-color'),
        z.literal('same-as-produced'),
        z.object({ couldProduce: z.enum(['lands-opponents-control', 'lands-you-control']), colorsOnly: z.boolean().default(false) }).strict(),
      ]),
      amount: z.number().int().min(0).default(1),
    })
    .strict(),
]);
export type Effect = z.infer<typeof effectSchema>;

/** Costs of an activated ability (602.1, 118): mana, {T} (107.5), {Q} (107.6), sacrificing it. */
const costSchema = z
  .object({
    mana: manaCostSchema.optional(),
    tap: z.boolean().optional(),
    untap: z.boolean().optional(),
    sacrificeSelf: z.boolean().optional(),
    /** "Sacrifice a creature" etc.: which one is the choice "sacrifice" (default: the first in battlefield order). */
    sacrifice: z.enum(['creature', 'artifact', 'permanent']).optional(),
  })
  .strict();
export type Cost = z.infer<typeof costSchema>;

/** Trigger events (603.2). heroic = "whenever you cast a spell that targets this" (fires at 601.2i only). */
const triggerEventSchema = z.enum(['enters', 'dies', 'leaves', 'heroic', 'you-cast-spell', 'another-creature-dies', 'land-tapped-for-mana']);
export type TriggerEvent = z.infer<typeof triggerEventSchema>;

const abilitySchema = z.discriminatedUnion('kind', [
  /**
   * A static ability (604): a replacement on mana from lands tapped for mana (106.12b, Contamination);
   * a cost reduction for spells of a subtype you cast (601.2f, generic mana only: Hero of Iroas).
   */
  z
    .object({
      kind: z.literal('static'),
      landsTappedForManaProduce: manaTypeSchema.optional(),
      spellsYouCastCostLess: z.object({ subtype: z.string(), generic: z.number().int().min(1) }).strict().optional(),
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
      text: z.string(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('triggered'),
      when: triggerEventSchema,
      /** "you may" (603.5): the choice "may" made on resolution; default yes. */
      optional: z.boolean().optional(),
      targets: z.array(targetSpecSchema).default([]),
      effects: z.array(effectSchema).min(1),
      text: z.string(),
    })
    .strict(),
]);
export type Ability = z.infer<typeof abilitySchema>;

const CARD_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Instant', 'Land', 'Planeswalker', 'Sorcery'] as const;

export const cardDefinitionSchema = z
  .object({
    name: z.string().min(1),
    manaCost: manaCostSchema.optional(),
    /** Defaults to the colors of the mana cost (202.2); tokens and lands state theirs. */
    colors: z.array(colorSchema).optional(),
    types: z.array(z.enum(CARD_TYPES)).min(1),
    subtypes: z.array(z.string()).default([]),
    supertypes: z.array(z.enum(['Basic', 'Legendary', 'Snow', 'World'])).default([]),
    power: z.number().int().optional(),
    toughness: z.number().int().optional(),
    keywords: z.array(keywordSchema).default([]),
    /** The effect of an instant or sorcery as it resolves (608.2). */
    spell: z
      .object({
        targets: z.array(targetSpecSchema).default([]),
        effects: z.array(effectSchema).default([]),
        /** "Choose one —" (700.2): each mode has its own targets and effects; the cast names one by index. */
        modes: z.array(z.object({ text: z.string(), targets: z.array(targetSpecSchema).default([]), effects: z.array(effectSchema).min(1) }).strict()).optional(),
      })
      .strict()
      .refine((spell) => spell.effects.length > 0 || (spell.modes?.length ?? 0) > 1, { message: 'a spell needs effects, or two or more modes' })
      .optional(),
    abilities: z.array(abilitySchema).default([]),
    /** An Aura's enchant ability (303.4a): what its spell targets and what it may stay attached to (704.5m). */
    enchant: z.enum(['creature', 'permanent']).optional(),
    /** What an Aura gives the enchanted object (613.4c, 613.1f). */
    enchanted: z.object({ power: z.number().int().default(0), toughness: z.number().int().default(0), keywords: z.array(keywordSchema).default([]) }).strict().optional(),
    /** "You may have this enter as a copy of any creature on the battlefield" (707.2, 614.1c): choice "copy" (a label, or false). */
    entersAsCopyOfCreature: z.boolean().optional(),
    /** "This enters with N counters" (a replacement effect, 614.1c); amount X is the spell's X (107.3m). */
    entersWithCounters: z.object({ counter: z.string().default('+1/+1'), amount: amountSchema }).strict().optional(),
    /** A predefined or card-made token definition (111.10): cannot be cast or put in a deck. */
    token: z.boolean().optional(),
    /** The Oracle text, for display. */
    text: z.string().default(''),
    /** Set when the card is not a printed Magic card (e.g. the Heartwood token maker). */
    hypothetical: z.string().optional(),
    /** The rule that defines it, for predefined tokens (e.g. "111.10a"). */
    rule: z.string().optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    if (card.types.includes('Creature') && (card.power === undefined || card.toughness === undefined)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['power'], message: 'a creature needs power and toughness' });
    }
    if ((card.types.includes('Instant') || card.types.includes('Sorcery')) && !card.spell) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['spell'], message: 'an instant or sorcery needs a spell: { targets, effects }' });
    }
  });

export type CardDefinition = z.output<typeof cardDefinitionSchema>;
/** What a definition file or an inline definition may omit (defaults filled in by the schema). */
export type CardDefinitionInput = z.input<typeof cardDefinitionSchema>;

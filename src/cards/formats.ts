/**
 * The record formats Heartwood ingests, validated with zod and turned into the card model:
 * Scryfall card and ruling objects, and MTGJSON v5 cards (set files and AtomicCards.json).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Card, CardFace, ForeignName, Legality, Ruling } from './model';

const text = z.string().optional().nullable().transform((value) => value ?? undefined);
const oracleId = z.string().uuid();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD');

const imageUris = z.object({ normal: z.string().url().optional() }).optional().nullable();

const LEGALITIES: readonly string[] = ['legal', 'not_legal', 'banned', 'restricted'] satisfies Legality[];
/** A card's legalities by format, Scryfall's ("not_legal") and MTGJSON's ("Not Legal") words alike; an unknown word is left out. */
const legalities = z
  .record(z.string(), z.unknown())
  .optional()
  .nullable()
  .transform((record) => {
    const formats: Record<string, Legality> = {};
    for (const [format, value] of Object.entries(record ?? {})) {
      const word = typeof value === 'string' ? value.toLowerCase().replace(/ /g, '_') : '';
      if (LEGALITIES.includes(word)) formats[format.toLowerCase()] = word as Legality;
    }
    return record ? formats : undefined;
  });

const scryfallFace = z.object({
  name: z.string().min(1),
  image_uris: imageUris,
  printed_name: text,
  oracle_id: oracleId.optional(),
  mana_cost: text,
  type_line: text,
  oracle_text: text,
  power: text,
  toughness: text,
  loyalty: text,
  defense: text,
  color_indicator: z.array(z.string()).optional().catch(undefined),
});

export const scryfallCardSchema = scryfallFace
  .extend({
    object: z.literal('card').optional(),
    /** Every full Scryfall card object has it; its presence says the record carries color indicators too. */
    color_identity: z.array(z.string()).optional().catch(undefined),
    lang: z.string().optional(),
    layout: z.string().default('normal'),
    set: z.string().optional(),
    card_faces: z.array(scryfallFace).optional(),
    scryfall_uri: z.string().url().optional(),
    legalities,
  })
  .refine((card) => card.oracle_id !== undefined || (card.card_faces?.length && card.card_faces.every((face) => face.oracle_id)), {
    message: 'no oracle_id (neither on the card nor on every face)',
    path: ['oracle_id'],
  });

export const scryfallRulingSchema = z.object({
  object: z.literal('ruling').optional(),
  oracle_id: oracleId,
  source: z.string().min(1),
  published_at: isoDate,
  comment: z.string().min(1),
});

export const mtgjsonCardSchema = z.object({
  name: z.string().min(1),
  faceName: text,
  side: text,
  layout: z.string().default('normal'),
  setCode: z.string().optional(),
  manaCost: text,
  type: text,
  text: text,
  power: text,
  toughness: text,
  loyalty: text,
  defense: text,
  identifiers: z.object({ scryfallOracleId: oracleId.optional() }).default({}),
  rulings: z.array(z.object({ date: isoDate, text: z.string().min(1) })).default([]),
  foreignData: z.array(z.object({ language: z.string().min(1), name: z.string().min(1), faceName: text })).default([]),
  legalities,
});

export type ScryfallCard = z.infer<typeof scryfallCardSchema>;
export type MtgjsonCard = z.infer<typeof mtgjsonCardSchema>;

/** Scryfall's language codes, named as MTGJSON names them. */
const LANGUAGES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese (Brazil)',
  ja: 'Japanese',
  ko: 'Korean',
  ru: 'Russian',
  zhs: 'Chinese Simplified',
  zht: 'Chinese Traditional',
  he: 'Hebrew',
  la: 'Latin',
  grc: 'Ancient Greek',
  ar: 'Arabic',
  sa: 'Sanskrit',
  ph: 'Phyrexian',
};

function languageName(code: string): string {
  return LANGUAGES[code] ?? code;
}

/** The id of a card known without an oracle id: stable, short, from its name. */
export function nameId(name: string): string {
  return 'name-' + createHash('sha1').update(name).digest('hex').slice(0, 16);
}

/** Drops absent characteristics so that the stored JSON stays small. */
export function compactFace<T extends object>(face: T): T {
  return Object.fromEntries(Object.entries(face).filter(([, value]) => value !== undefined && value !== '')) as T;
}

function scryfallFaceOf(face: z.infer<typeof scryfallFace>): CardFace {
  return compactFace({
    name: face.name,
    manaCost: face.mana_cost,
    typeLine: face.type_line,
    oracleText: face.oracle_text,
    power: face.power,
    toughness: face.toughness,
    loyalty: face.loyalty,
    defense: face.defense,
    colorIndicator: face.color_indicator?.length ? face.color_indicator : undefined,
  });
}

/**
 * The cards a Scryfall card object stands for: one, except for a reversible card whose faces
 * are different oracle cards (each face carries its own oracle_id; identical faces make one card).
 */
export function cardsFromScryfall(record: ScryfallCard, file: string): Card[] {
  const legal = legalitiesOf(record.legalities, file);
  const foreign = (name: string | undefined): ForeignName[] =>
    record.lang && record.lang !== 'en' && name && name !== record.name ? [{ language: languageName(record.lang), name }] : [];
  if (record.layout === 'reversible_card' && record.card_faces?.length) {
    const byOracle = new Map<string, Card>();
    for (const face of record.card_faces) {
      if (byOracle.has(face.oracle_id!)) continue;
      byOracle.set(face.oracle_id!, withForeign({ id: face.oracle_id!, layout: 'normal', ...scryfallFaceOf(face), ...setsOf(record.set), ...legal }, foreign(face.printed_name)));
    }
    return [...byOracle.values()];
  }
  const card: Card = { id: record.oracle_id ?? record.card_faces![0]!.oracle_id!, layout: record.layout, ...scryfallFaceOf(record), ...setsOf(record.set), ...legal };
  const faces = record.card_faces ?? [];
  if (faces.length) card.faces = faces.map(scryfallFaceOf);
  // 204: a full Scryfall card object (it has a color identity) gives every color indicator there is.
  if (record.color_identity) card.colorIndicatorsKnown = true;
  const image = record.image_uris?.normal ?? faces[0]?.image_uris?.normal;
  if (image) card.image = image;
  if (record.scryfall_uri) card.url = record.scryfall_uri.replace(/\?utm_source=api$/, '');
  return [withForeign(card, [...foreign(record.printed_name), ...faces.flatMap((face) => foreign(face.printed_name))])];
}

export function rulingFromScryfall(record: z.infer<typeof scryfallRulingSchema>): { id: string; ruling: Ruling } {
  return { id: record.oracle_id, ruling: { date: record.published_at, source: record.source, text: record.comment } };
}

/** One MTGJSON entry: a whole card, or one face of it (faceName) for multi-face cards. */
export interface MtgjsonPart {
  id: string;
  name: string;
  layout: string;
  face: CardFace;
  /** The face's letter (a, b …) when the entry is one face of a multi-face card. */
  side?: string;
  sets: string[];
  foreignNames: ForeignName[];
  rulings: Ruling[];
  /** Its legalities by format (MTGJSON names only the formats where it is legal, banned or restricted). */
  legalities?: Record<string, Legality>;
}

export function partFromMtgjson(record: MtgjsonCard): MtgjsonPart {
  return {
    id: record.identifiers.scryfallOracleId ?? nameId(record.name),
    name: record.name,
    layout: record.layout,
    face: compactFace({
      name: record.faceName ?? record.name,
      manaCost: record.manaCost,
      typeLine: record.type,
      oracleText: record.text,
      power: record.power,
      toughness: record.toughness,
      loyalty: record.loyalty,
      defense: record.defense,
    }),
    side: record.faceName ? (record.side ?? '') : undefined,
    sets: record.setCode ? [record.setCode.toUpperCase()] : [],
    foreignNames: record.foreignData.flatMap((entry) => [
      { language: entry.language, name: entry.name },
      ...(entry.faceName && entry.faceName !== entry.name ? [{ language: entry.language, name: entry.faceName }] : []),
    ]),
    rulings: record.rulings.map((ruling) => ({ date: ruling.date, source: 'mtgjson', text: ruling.text })),
    legalities: record.legalities,
  };
}

/** A record's legalities as the card keeps them, with the file they come from; none when the record has none. */
export function legalitiesOf(formats: Record<string, Legality> | undefined, file: string): Pick<Card, 'legalities'> {
  return formats ? { legalities: { formats, file } } : {};
}

function setsOf(code: string | undefined): Pick<Card, 'sets'> {
  return code ? { sets: [code.toUpperCase()] } : {};
}

function withForeign(card: Card, names: ForeignName[]): Card {
  if (names.length) card.foreignNames = names;
  return card;
}

/** The first problem zod found, with its field: "oracle_id: Invalid uuid". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.length ? issue.path.join('.') + ': ' : ''}${issue.message}`;
}

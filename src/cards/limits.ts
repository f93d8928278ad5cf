/**
 * How large a card or rulings file may be. Scryfall's oracle cards are about 160 MB (30,000
 * records), its every-printing default cards about 500 MB (110,000), MTGJSON's AtomicCards about
 * 110 MB decompressed; past these, a file is a hostile or mistaken source: an endless download,
 * a gzip bomb, millions of tiny records. Each record is bounded too (./json-records).
 */
import { megabytes } from '../rules/limits';

export const CARD_LIMITS = {
  /** The default of HEARTWOOD_MAX_CARDS_MB: the most bytes of JSON text (decompressed) a file may have. */
  defaultMegabytes: 1000,
  /** The most records one file may hold. */
  records: 500_000,
};

/** The largest card file, in bytes of its (decompressed) text: HEARTWOOD_MAX_CARDS_MB megabytes (1,000 unless set). */
export function maxCardFileBytes(): number {
  const set = Number(process.env.HEARTWOOD_MAX_CARDS_MB);
  return (Number.isFinite(set) && set > 0 ? set : CARD_LIMITS.defaultMegabytes) * (1 << 20);
}

/** Why a card file's text is refused once it passes the limit. */
export function cardFileTooLarge(): string {
  return `the text is over ${megabytes(maxCardFileBytes())} MB; Scryfall's largest card file (every printing) is about 500 MB: refusing (raise HEARTWOOD_MAX_CARDS_MB if this really is card data)`;
}

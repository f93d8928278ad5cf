/**
 * How large a Comprehensive Rules file may be: the real ones are under 2 MB (1.7 MB in UTF-16), with
 * lines of at most 2,811 characters. A larger file is refused before it is read whole or parsed, so
 * that a hostile or mistaken download can neither take gigabytes nor hold the bot's thread for
 * seconds (a 53 MB file of one long rule took 19.6 s and 2.8 GB).
 */
export const CR_LIMITS = {
  /** The default of HEARTWOOD_MAX_CR_MB. */
  defaultMegabytes: 8,
  /** The longest line a CR file may have. */
  lineChars: 20_000,
};

const MEGABYTE = 1 << 20;

/** The largest CR file accepted, in bytes: HEARTWOOD_MAX_CR_MB megabytes (8 unless set). */
export function maxRulesBytes(): number {
  const set = Number(process.env.HEARTWOOD_MAX_CR_MB);
  return (Number.isFinite(set) && set > 0 ? set : CR_LIMITS.defaultMegabytes) * MEGABYTE;
}

/** Why a file of this many bytes is refused as a CR, or undefined. */
export function rulesSizeProblem(bytes: number): string | undefined {
  if (bytes <= maxRulesBytes()) return undefined;
  return `it is ${megabytes(bytes)} MB; the largest Comprehensive Rules so far is under 2 MB, and at most ${megabytes(maxRulesBytes())} MB are read: refusing (raise HEARTWOOD_MAX_CR_MB if this really is a CR)`;
}

/** `53.2`, `0.00462`: three significant digits. */
export function megabytes(bytes: number): string {
  return (bytes / MEGABYTE).toLocaleString('en-US', { maximumSignificantDigits: 3 });
}

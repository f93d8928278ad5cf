/**
 * The tournament documents (Magic Tournament Rules, Infraction Procedure Guide, Judging at Regular
 * REL) as Heartwood keeps them: rules-data/tournament/<kind>.json, made by ./build from the
 * official documents.
 */

export const TOURNAMENT_KINDS = ['mtr', 'ipg', 'jar'] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];

export const TOURNAMENT_FORMAT = 1;

/** A labelled part of a section: an IPG infraction's Definition, Examples, Philosophy, Additional Remedy, Upgrade. */
export interface SectionPart {
  label?: string;
  /** Paragraphs, each one line; list items start with "• " or "A. ". */
  paragraphs: string[];
}

export interface TournamentSection {
  /** As numbered: `3.10`, `2`, `B` (Appendix B); the JAR, unnumbered, numbers its sections in order. */
  id: string;
  /** The heading without its number: `Card Shuffling`; an IPG infraction's name without its category (`Hidden Card Error`). */
  title: string;
  /** The class an IPG infraction belongs to: `Game Play Error`, `Tournament Error`, `Unsporting Conduct`. */
  category?: string;
  /** The id of the section this one is under (`3` for `3.10`). */
  parent?: string;
  /** An IPG infraction's penalty, as its heading states it: `Warning`, `Game Loss`, `No Penalty`. */
  penalty?: string;
  parts: SectionPart[];
}

export interface TournamentDocData {
  format: typeof TOURNAMENT_FORMAT;
  kind: TournamentKind;
  /** As printed: `Magic: The Gathering® Tournament Rules`. */
  title: string;
  /** As printed: `November 10, 2025`. */
  effectiveDate: string;
  /** Where it came from: a file name. */
  source: string;
  sections: TournamentSection[];
}

export const DOCUMENT_NAMES: Record<TournamentKind, string> = {
  mtr: 'Magic Tournament Rules',
  ipg: 'Infraction Procedure Guide',
  jar: 'Judging at Regular REL',
};

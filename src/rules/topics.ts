/**
 * Questions the Comprehensive Rules don't answer, recognised before a word search would answer
 * them with an unrelated rule ("is Lightning Bolt legal in modern" found 120.5 through "modes"):
 * format legality (/legal answers it), tournament penalties and procedure (the Infraction Procedure
 * Guide and Tournament Rules, 100.6), and prices, which Heartwood doesn't do.
 */
import { findFormat } from '../cards/legality';
import { loadTournamentDoc } from '../tournament';
import type { TournamentKind, TournamentSection } from '../tournament/model';
import type { DataSources } from '../util/paths';

export type OffTopic =
  /** A legality question; the card and format when the question names them ("is X legal in Y"). */
  | { kind: 'legality'; card?: string; format?: string }
  | { kind: 'tournament' }
  | { kind: 'price' };

/** "legal in modern", "modern-legal", "banned", "ban list" — not "a legal target" or "is it legal to cast", which the CR answers. */
const LEGALITY = /\b(?:(?:legal|banned|restricted|allowed)\s+in\s+(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)|([a-z]+)[- ]legal|legality|banned|unbanned|ban ?list|banlist)\b/i;
/** "is Lightning Bolt legal in modern", "can I play Mox Pearl in vintage", "is Sol Ring banned in commander". */
const LEGALITY_QUESTION = /^(?:is|are|can (?:i|you|we) (?:play|use|run))\s+(.+?)\s+(?:(?:still\s+)?(?:legal|banned|restricted|allowed)\s+)?in\s+(.+?)\??$/i;
const TOURNAMENT = /\b(?:penalt(?:y|ies)|infractions?|game loss|match loss|disqualif\w*|judges?|slow play|outside assistance|decklists?|deck registration|IPG|MTR|JAR)\b/i;
const PRICE = /\b(?:prices?|priced|worth|tcgplayer|cardmarket|mkm|dollars?|euros?|usd|eur)\b|[$€]\s?\d/i;

export function offTopic(query: string): OffTopic | undefined {
  if (PRICE.test(query)) return { kind: 'price' };
  const asked = LEGALITY_QUESTION.exec(query.trim());
  const format = asked ? findFormat(asked[2]!, undefined, true) : undefined;
  if (asked && format) return { kind: 'legality', card: asked[1]!, format };
  const legality = LEGALITY.exec(query);
  const named = legality?.[1] ?? legality?.[2];
  if (legality && (!named || findFormat(named, undefined, true))) return { kind: 'legality' };
  if (TOURNAMENT.test(query)) return { kind: 'tournament' };
  return undefined;
}

/** Words that only say the question is about tournaments: left out when the documents are searched. */
const ABOUT_TOURNAMENTS = /\b(?:what(?:'s| is)?|the|penalt(?:y|ies)|infractions?|for|judges?|IPG|MTR|JAR|rules?)\b/gi;
const ABOUT_PENALTIES = /\b(?:penalt(?:y|ies)|infractions?|warning|game loss|match loss|disqualif\w*|IPG)\b/i;

/**
 * Where a tournament question is answered: the IPG for penalties, else the MTR, at the section
 * that matches the question best (undefined when the documents are not bundled or nothing matches).
 */
export function tournamentPointer(where: DataSources, query: string): { kind: TournamentKind; section: TournamentSection } | undefined {
  const words = query.replace(ABOUT_TOURNAMENTS, ' ').replace(/\s+/g, ' ').trim();
  const kind: TournamentKind = ABOUT_PENALTIES.test(query) ? 'ipg' : 'mtr';
  try {
    const doc = loadTournamentDoc(where, kind);
    const named = doc.exact(query) ?? doc.exact(words);
    if (named) return { kind, section: named };
    // An infraction named without the word "penalty" ("game rule violation") is still the IPG's.
    const infraction = namedInfraction(where, query) ?? namedInfraction(where, words);
    if (infraction) return { kind: 'ipg', section: infraction };
    const section = words ? doc.words(words, 1).sections[0] : undefined;
    return section ? { kind, section } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The IPG infraction a query names outright — its title, a former name ("drawing extra cards") or
 * an abbreviation of three letters or more ("GRV") — which is a tournament question even without
 * the word "penalty" (/define game rule violation). Not a section number, which /rule reads as a rule.
 */
export function namedInfraction(where: DataSources, query: string): TournamentSection | undefined {
  const typed = query.trim();
  if (typed.length < 3) return undefined;
  try {
    const ipg = loadTournamentDoc(where, 'ipg');
    const section = ipg.isNumber(typed) ? undefined : ipg.exact(typed);
    return section?.penalty ? section : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How much of a query the rule search looks at, whatever the front end (Discord, whose options
 * also carry these as max_length, the console, the command line). A query is cut before any
 * search, so that no input, however long, makes a lookup slow for everyone else.
 */
export const SEARCH_LIMITS = {
  /** Characters of a /rule query, a /define term or an autocomplete prefix. */
  queryChars: 200,
  /** Words of a query that are searched (stop words aside). */
  queryWords: 24,
  /** Unknown words of one query that typo correction looks at. */
  correctedWords: 5,
  /** Characters of a term that the fuzzy glossary match compares: longer than any glossary name's words. */
  fuzzyTermChars: 32,
};

/** A query as the search sees it: at most SEARCH_LIMITS.queryChars characters. */
export function boundedQuery(query: string): string {
  return query.length > SEARCH_LIMITS.queryChars ? query.slice(0, SEARCH_LIMITS.queryChars) : query;
}

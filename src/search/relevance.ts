/**
 * Scores a search against a relevance set (test/fixtures/rules/relevance.json): top-1 and top-3
 * hit rates and mean reciprocal rank. Shared by the relevance test and `npm run bench`.
 */
export interface RelevanceQuery {
  query: string;
  /** Any of these ids answers the query. */
  expected: string[];
}

export interface RelevanceScore {
  queries: number;
  top1: number;
  top3: number;
  mrr: number;
  /** Queries whose answer was not first: the query, the rank found (0 = not in the top 10), the top hits. */
  misses: { query: string; rank: number; top: string[] }[];
}

export function scoreRelevance(queries: RelevanceQuery[], search: (query: string, limit: number) => { id: string }[]): RelevanceScore {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses: RelevanceScore['misses'] = [];
  for (const { query, expected } of queries) {
    const hits = search(query, 10);
    const rank = hits.findIndex((hit) => expected.includes(hit.id)) + 1;
    if (rank === 1) top1++;
    if (rank >= 1 && rank <= 3) top3++;
    if (rank > 0) reciprocal += 1 / rank;
    if (rank !== 1) misses.push({ query, rank, top: hits.slice(0, 3).map((hit) => hit.id) });
  }
  const n = queries.length;
  return { queries: n, top1: top1 / n, top3: top3 / n, mrr: reciprocal / n, misses };
}

/**
 * The tournament documents' word search (src/tournament, through src/search) against what one
 * would use instead, MiniSearch and flexsearch, configured as in ./rules.bench: relevance
 * (top-1, top-3, MRR) on test/fixtures/tournament/relevance.json, and the time of a query.
 */
import fs from 'node:fs';
import path from 'node:path';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import { loadTournamentDoc } from '../../src/tournament';
import type { TournamentKind } from '../../src/tournament/model';
import { scoreRelevance, type RelevanceQuery } from '../../src/search/relevance';
import { resolveDataDir } from '../../src/util/paths';
import { measure, report, reportValue, requireFile } from './measure';

const RELEVANCE = path.join(__dirname, '..', 'fixtures', 'tournament', 'relevance.json');
type Query = RelevanceQuery & { doc: TournamentKind };

export default async function tournamentBench(): Promise<void> {
  const dataDir = resolveDataDir();
  for (const kind of ['mtr', 'ipg', 'jar']) requireFile(path.join(dataDir, 'tournament', `${kind}.json`), 'the bundled tournament documents (npm run build:tournament)');
  const queries = (JSON.parse(fs.readFileSync(RELEVANCE, 'utf8')) as { queries: Query[] }).queries;
  const searches = (['mtr', 'ipg', 'jar'] as const).map((kind) => {
    const doc = loadTournamentDoc({ dataDir }, kind);
    const docs = doc.data.sections.map((s) => ({ id: s.id, title: s.title, text: s.parts.flatMap((p) => p.paragraphs).join(' ') }));
    const mini = new MiniSearch({ fields: ['title', 'text'], searchOptions: { boost: { title: 2 }, fuzzy: 0.2, prefix: true } });
    mini.addAll(docs);
    const flex = new FlexSearch.Index({ tokenize: 'forward', encoder: FlexSearch.Charset.LatinBalance });
    docs.forEach((d, i) => flex.add(i, `${d.title} ${d.text}`));
    return {
      kind,
      ours: (q: string, limit: number) => doc.words(q, limit).sections,
      MiniSearch: (q: string, limit: number) => mini.search(q).slice(0, limit).map((hit) => ({ id: String(hit.id) })),
      flexsearch: (q: string, limit: number) => (flex.search(q, { limit, suggest: true }) as number[]).map((i) => ({ id: docs[i]!.id })),
    };
  });
  const each = (engine: 'ours' | 'MiniSearch' | 'flexsearch') => (q: Query) => searches.find((s) => s.kind === q.doc)![engine];
  const score = (engine: 'ours' | 'MiniSearch' | 'flexsearch') => {
    const parts = queries.map((q) => scoreRelevance([q], each(engine)(q)));
    const n = parts.length;
    return { top1: parts.reduce((a, p) => a + p.top1, 0) / n, top3: parts.reduce((a, p) => a + p.top3, 0) / n, mrr: parts.reduce((a, p) => a + p.mrr, 0) / n, misses: parts.flatMap((p, i) => p.misses.map((m) => ({ ...m, doc: queries[i]!.doc }))) };
  };
  report('tournament word search (relevance queries, warm)', await measure(queries, (q) => each('ours')(q)(q.query, 10), 1000), { p95: 5 });
  const ours = score('ours');
  console.log(`  relevance (${queries.length} queries) ours: top-1 ${pct(ours.top1)}, top-3 ${pct(ours.top3)}, MRR ${ours.mrr.toFixed(3)}`);
  for (const engine of ['MiniSearch', 'flexsearch'] as const) {
    const theirs = score(engine);
    console.log(`  ${' '.repeat(30)} ${engine}: top-1 ${pct(theirs.top1)}, top-3 ${pct(theirs.top3)}, MRR ${theirs.mrr.toFixed(3)}`);
  }
  reportValue('tournament relevance top-1', ours.top1 * 100, '%');
  for (const miss of ours.misses) console.log(`    miss: ${miss.doc} "${miss.query}" → rank ${miss.rank || '>10'} (top: ${miss.top.join(', ')})`);
}

function pct(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

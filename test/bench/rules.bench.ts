/**
 * Rules corpus and search on the full January 16, 2026 Comprehensive Rules (../shared/data):
 * ingest, start-up, exact lookup, word search, autocomplete, and relevance (top-1, top-3, MRR),
 * against what one would use instead, measured in the same run: MiniSearch and flexsearch
 * configured as their documentation suggests, and a naive fuse.js search over every rule's text.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import FlexSearch from 'flexsearch';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import { rulesFromData } from '../../src/rules';
import { ingestRules } from '../../src/rules/ingest';
import { readCorpus, versionsDir } from '../../src/rules/store';
import { scoreRelevance, type RelevanceQuery } from '../../src/search/relevance';
import { runSteps } from '../../src/util/lazy';
import { sharedDataPath } from '../shared-data';
import { measure, report, reportValue, requireFile, summarize, type Timing } from './measure';

const CR = sharedDataPath('MagicCompRules.txt');
const RELEVANCE = path.join(__dirname, '..', 'fixtures', 'rules', 'relevance.json');

/** Runs each input once, timing it (for the slow baseline and for first-time-only work). */
function timeOnce<T>(inputs: T[], fn: (input: T) => unknown): Timing {
  return summarize(
    inputs.map((input) => {
      const start = performance.now();
      fn(input);
      return performance.now() - start;
    }),
  );
}

export default async function rulesBench(): Promise<void> {
  requireFile(CR, 'the official Comprehensive Rules of ../shared/data');
  // Timings on a busy machine have outliers from preemption: say how busy it was.
  console.log(`  (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-bench-'));
  const ingestTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await ingestRules(CR, { dataDir, userDataDir: dataDir });
    ingestTimes.push(performance.now() - start);
  }
  const ingest = summarize(ingestTimes);
  report('ingest of the full CR (read, parse, write)', ingest, { p95: 2000 });

  const corpusFile = path.join(versionsDir(dataDir), '2026-01-16.json');
  const loads = timeOnce([0, 1, 2, 3, 4], () => rulesFromData(readCorpus(corpusFile)));
  report('start-up: load the corpus (indexes on first use)', loads, { p95: 1000 });
  const startups = timeOnce([0, 1, 2, 3, 4], () => runSteps(rulesFromData(readCorpus(corpusFile)).warm()));
  report('start-up: load the corpus + build every index', startups, { p95: 1000 });

  const rules = rulesFromData(readCorpus(path.join(versionsDir(dataDir), '2026-01-16.json')));
  const relevance = (JSON.parse(fs.readFileSync(RELEVANCE, 'utf8')) as { queries: RelevanceQuery[] }).queries;
  const wordQueries = relevance.map((q) => q.query).filter((q) => !rules.index.exact(q));

  // The naive baseline: fuse.js over the full text of every rule.
  const docs = rules.corpus.rules.filter((r) => r.kind === 'rule' || r.kind === 'subrule').map((r) => ({ id: r.id, text: [r.title, r.text].filter(Boolean).join(' ') }));
  const naive = new Fuse(docs, { keys: ['text'], includeScore: true });
  const naiveSearch = (query: string, limit: number) => naive.search(query, { limit }).map((hit) => hit.item);
  const baselineQueries = wordQueries.slice(0, 15);
  const baseline = timeOnce(baselineQueries, (q) => naiveSearch(q, 10));
  // What a user would pick instead, configured as their documentation suggests: MiniSearch over the
  // title and the text (title boosted, fuzzy and prefix search), flexsearch's forward tokenizer
  // with its LatinBalance encoder (suggestions on, so that a partial match still answers).
  const titled = rules.corpus.rules.filter((r) => r.kind === 'rule' || r.kind === 'subrule').map((r) => ({ id: r.id, title: r.title ?? '', text: r.text }));
  const mini = new MiniSearch({ fields: ['title', 'text'], searchOptions: { boost: { title: 2 }, fuzzy: 0.2, prefix: true } });
  mini.addAll(titled);
  const miniSearch = (query: string, limit: number) => mini.search(query).slice(0, limit).map((hit) => ({ id: String(hit.id) }));
  const flex = new FlexSearch.Index({ tokenize: 'forward', encoder: FlexSearch.Charset.LatinBalance });
  titled.forEach((doc, i) => flex.add(i, `${doc.title} ${doc.text}`));
  const flexSearch = (query: string, limit: number) => (flex.search(query, { limit, suggest: true }) as number[]).map((i) => ({ id: titled[i]!.id }));

  const exactQueries = ['601.2h', '601.2', '601.2.', '601', '702.11', '601.2a-d', '704.5d', '111.7', 'rule 305.2', '6'];
  report('exact number lookup', await measure(exactQueries, (q) => rules.search(q, 10), 5000), { p95: 0.1 }, baseline);
  const words = await measure(wordQueries, (q) => rules.search(q, 10), 2000);
  report('word search (relevance queries, warm)', words, { p95: 5 }, baseline);
  report('  … against MiniSearch', words, undefined, await measure(wordQueries, (q) => miniSearch(q, 10), 2000));
  report('  … against flexsearch', words, undefined, await measure(wordQueries, (q) => flexSearch(q, 10), 2000));

  // First sight of a typo (a keyword title missing its third letter): corrected by fuse.js, then
  // remembered, so each is timed once. A few glossary-term typos warm the code path up first.
  const dropThird = (word: string) => word.toLowerCase().slice(0, 2) + word.toLowerCase().slice(3);
  for (const entry of rules.corpus.glossary.slice(0, 20)) rules.search(dropThird(entry.term), 10);
  const typos = rules.corpus.rules.filter((r) => r.kind === 'rule' && r.title && r.title.length >= 6).map((r) => dropThird(r.title!));
  report(`word search with a new typo (${typos.length}, uncached)`, timeOnce(typos, (q) => rules.search(q, 10)), { p95: 5 }, baseline);

  const typing = wordQueries.slice(0, 20).flatMap((q) => [...q].map((_, i) => q.slice(0, i + 1)));
  const numberTyping = ['6', '60', '601', '601.', '601.2', '601.2h', '7', '70', '702', '702.1', '702.11'];
  report('autocomplete (every prefix as typed)', await measure([...typing, ...numberTyping], (p) => rules.autocomplete(p), 3000), { p95: 2 });

  const ours = scoreRelevance(relevance, rules.search);
  console.log(`  relevance (${ours.queries} queries)                        ours: top-1 ${pct(ours.top1)}, top-3 ${pct(ours.top3)}, MRR ${ours.mrr.toFixed(3)}`);
  for (const [name, search] of [['MiniSearch', miniSearch], ['flexsearch', flexSearch], ['naive fuse.js', naiveSearch]] as const) {
    const theirs = scoreRelevance(relevance, search);
    console.log(`  ${' '.repeat(44)} ${name}: top-1 ${pct(theirs.top1)}, top-3 ${pct(theirs.top3)}, MRR ${theirs.mrr.toFixed(3)}`);
  }
  reportValue('relevance top-1', ours.top1 * 100, '%');
  for (const miss of ours.misses) console.log(`    miss: "${miss.query}" → rank ${miss.rank || '>10'} (top: ${miss.top.join(', ')})`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function pct(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/**
 * Rule search over a corpus. Each index is built the first time a query needs it (a rule number
 * needs only the ids; words need the term index), or all at once by warm() (the bot, before it
 * answers anything):
 * - exact ids through a map (`601.2h`, `601.2.`, `601`, ranges), before anything fuzzy;
 * - words through a BM25 term index whose documents weigh a rule's title above its text and its
 *   examples below it, plus boosts for keyword and section titles, glossary terms (a glossary
 *   entry's name lifts the rules it points to) and rule numbers named in the query;
 * - slang and German vocabulary mapped onto CR words first (./aliases);
 * - fuse.js only to correct unknown query words against the vocabulary (./typos), never as a
 *   scan over rule text;
 * - autocomplete from prefix indexes (./prefix) of ids, title and glossary words, and the vocabulary.
 * Every query is cut to SEARCH_LIMITS (./limits) before anything else.
 */
import { LIMITS, truncate } from '../reply/reply';
import type { Corpus, GlossaryRecord, RuleEntry } from '../rules/model';
import { expandRange, refContext } from '../rules/refs';
import { applyAliases, relatedWords } from './aliases';
import { pushTo, unique } from './collections';
import { buildGlossaryIndex } from './glossary';
import { parseIdQuery, type IdQuery } from './ids';
import { boundedQuery, SEARCH_LIMITS } from './limits';
import { PrefixIndex } from './prefix';
import { isStopWord, phrase, stem, terms, words } from './text';
import { buildTypoCorrector } from './typos';
import { lazy, once, type Steps } from '../util/lazy';

export interface SearchHit {
  id: string;
  score: number;
  /** The share of the query's term weight the document's own text covers (0–1; titles, glossary and numbers aside). */
  share?: number;
  /** The score as a share of the query's term weight: near 0 for a stray word matched, above 1 for an answer. */
  relative?: number;
}

export interface ExactMatch {
  query: IdQuery;
  /** The ids asked for, existing ones only (a range gives several). */
  ids: string[];
}

export interface WordSearch {
  hits: SearchHit[];
  /** Query words that were not in the rules, and what they were read as (`hexprof` → `hexproof`). */
  corrections: { from: string; to: string }[];
  /** Slang and German words that were translated (`friedhof` → `graveyard`). */
  translations: { from: string; to: string }[];
  /** Query words (stop words aside) that are not in the rules and could not be corrected (`nitro`). */
  unread: string[];
  /** How many query words (stop words aside) were searched for. */
  searched: number;
}

export interface Choice {
  name: string;
  value: string;
}

export interface RuleSearch {
  exact(query: string): ExactMatch | undefined;
  words(query: string, limit?: number): WordSearch;
  /** Exact ids first (score 1000), else ranked word matches. */
  search(query: string, limit?: number): SearchHit[];
  autocomplete(prefix: string): Choice[];
  /** The glossary entry named by a term or alias (case, plural and accents aside), else undefined. */
  glossaryEntry(term: string): GlossaryRecord | undefined;
  /** The closest glossary names to a term, best first. */
  closestTerms(term: string, limit?: number): { term: string; entry: GlossaryRecord; score: number }[];
  /** Glossary terms whose name appears in a rule's text. */
  glossaryTermsIn(entry: RuleEntry): GlossaryRecord[];
  completeTerm(prefix: string): Choice[];
  /** Builds every index ahead of first use, a step at a time (../util/lazy). */
  warm(): Steps;
}

const K1 = 1.2;
const B = 0.75;
/** A rule gains this share of its best-scoring subrule's score. */
const FAMILY = 0.5;
/** Term weights by where a word stands: a rule's opening words are where it says what it defines. */
const WEIGHT = { title: 3, text: 1, lead: 1, context: 0.5, example: 0.3 };
const LEAD_WORDS = 10;
/** Boosts, as shares of the query's total term weight (the scale of its BM25 scores). */
const TITLE_BOOST = 1;
const GLOSSARY_BOOST = 0.6;
const NUMBER_BOOST = 3;
/** Query words side by side in a rule's text (either order). */
const PAIR_BOOST = 0.2;
const EXACT_SCORE = 1000;
/** A section's title or glossary entry lifts each of its rules by this share of the boost. */
const SECTION_SHARE = 0.3;
const CHOICES = LIMITS.autocompleteChoices;

interface Posting {
  docs: number[];
  weights: number[];
}

export function buildRuleSearch(corpus: Corpus): RuleSearch {
  // Documents are rules and subrules; chapter and section headings are not answers by themselves,
  // their titles lend context to the rules under them.
  const docs = corpus.rules.filter((entry) => entry.kind === 'rule' || entry.kind === 'subrule');
  const ids = corpus.rules.map((entry) => entry.id);
  const idContext = refContext(ids);
  const termIndex = lazy(() => buildTermIndex(corpus, docs));
  const glossary = once(() => buildGlossaryIndex(corpus.glossary));
  const titled = once(() => titleIndex(corpus, termIndex().targetDocs));
  // Typo correction against the vocabulary (./typos: letter-pair candidates, ranked by fuse.js).
  const correct = once(() => {
    const { surfaceWords, postings } = termIndex();
    const vocabulary = [...surfaceWords].filter((word) => word.length >= 3 && !/^\d/.test(word)).sort();
    return buildTypoCorrector(vocabulary, (word) => postings.get(stem(word))?.docs.length ?? 0);
  });
  // Autocomplete: ids sorted for prefix scans, titled entries and glossary names for word prefixes.
  const idsByPrefix = once(() => new PrefixIndex(ids.map((id, i): [string, number] => [id, i])));
  const vocabularyByPrefix = once(() => new PrefixIndex([...termIndex().postings.keys()].map((term): [string, string] => [term, term])));
  const titlesByWord = once(() => {
    const choices = [
      ...titled().map(({ entry }) => ({ id: entry.id, name: entry.title! })),
      ...glossary()
        .names.filter((name) => name.entry.rules.length > 0)
        .map((name) => ({ id: name.entry.rules[0]!, name: name.name })),
    ].map((choice) => ({ ...choice, folded: phrase(choice.name), words: words(choice.name) }));
    return new PrefixIndex(choices.flatMap((choice) => choice.words.map((word): [string, typeof choice] => [word, choice])));
  });

  const exact = (query: string): ExactMatch | undefined => {
    const parsed = parseIdQuery(query);
    if (!parsed || !idContext.position.has(parsed.id)) return undefined;
    if (!parsed.end) return { query: parsed, ids: [parsed.id] };
    const to = idContext.position.get(parsed.end);
    if (to === undefined || to < idContext.position.get(parsed.id)!) return undefined;
    return { query: parsed, ids: expandRange(parsed.id, parsed.end, idContext) };
  };

  /**
   * Scores documents for groups of alternative terms (one group per query word): BM25, scaled by
   * the share of the query's weight a document covers (all the words beat some of them), plus
   * the title, glossary and rule-number boosts.
   */
  const score = (groups: string[][], numbers: string[], limit: number): SearchHit[] => {
    const { postings, lengths, averageLength, pairs, parentDoc, targetDocs, idf, relevance, covered, final } = termIndex();
    const touched: number[] = [];
    const bump = (doc: number, by: number) => {
      if (final[doc] === 0 && relevance[doc] === 0) touched.push(doc);
      final[doc]! += by;
    };
    const queryTerms = new Set(groups.flat());
    let queryWeight = 0;
    for (const group of groups) {
      const groupWeight = Math.max(...group.map(idf));
      queryWeight += groupWeight;
      const seen = new Set<number>();
      for (const term of group) {
        const posting = postings.get(term);
        if (!posting) continue;
        const weight = idf(term) / group.length;
        for (let k = 0; k < posting.docs.length; k++) {
          const doc = posting.docs[k]!;
          const tf = posting.weights[k]!;
          if (relevance[doc] === 0 && final[doc] === 0) touched.push(doc);
          relevance[doc]! += (weight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * lengths[doc]!) / averageLength));
          if (!seen.has(doc)) covered[doc]! += groupWeight;
          seen.add(doc);
        }
      }
    }
    for (const doc of touched) final[doc] = relevance[doc]! * (covered[doc]! / queryWeight) ** 2;
    // A rule whose subrules answer the query lifts with them: it is where they start.
    const familyBest = new Map<number, number>();
    for (const doc of touched) {
      const parent = parentDoc[doc]!;
      if (parent >= 0 && final[doc]! > (familyBest.get(parent) ?? 0)) familyBest.set(parent, final[doc]!);
    }
    for (const [parent, value] of familyBest) bump(parent, FAMILY * value);
    const boost = (targets: { doc: number; share: number }[], by: number) => targets.forEach(({ doc, share }) => bump(doc, by * share * queryWeight));
    for (const title of titled()) {
      if (title.terms.every((term) => queryTerms.has(term))) boost(title.docs, (TITLE_BOOST * title.terms.length) / Math.max(1, groups.length));
    }
    // Glossary names sharing a word with the query; each entry counts once, by its best name.
    const best = new Map<GlossaryRecord, { matched: number; coverage: number }>();
    for (const term of queryTerms) {
      for (const name of glossary().namesByTerm().get(term) ?? []) {
        const matched = name.terms.filter((t) => queryTerms.has(t)).length;
        const coverage = matched / name.terms.length;
        const previous = best.get(name.entry);
        if (coverage >= 0.6 && (!previous || matched * coverage > previous.matched * previous.coverage)) best.set(name.entry, { matched, coverage });
      }
    }
    for (const [entry, { matched, coverage }] of best) {
      entry.rules.forEach((id, k) => boost(targetDocs(id), (GLOSSARY_BOOST * coverage * matched) / Math.max(1, groups.length) / (k + 1)));
    }
    for (const id of numbers) boost(targetDocs(id), NUMBER_BOOST);
    // Query words that stand side by side in a rule's text: `0 toughness` ~ `toughness 0`.
    for (let k = 1; k < groups.length; k++) {
      for (const doc of pairs.get(pairKey(groups[k - 1]![0]!, groups[k]![0]!)) ?? []) bump(doc, (PAIR_BOOST * queryWeight) / groups.length);
    }
    const hits = topDocuments(touched, final, limit).map((doc) => ({ id: docs[doc]!.id, score: Math.round(final[doc]! * 1000) / 1000, share: queryWeight ? covered[doc]! / queryWeight : 0, relative: queryWeight ? final[doc]! / queryWeight : 0 }));
    for (const doc of touched) relevance[doc] = covered[doc] = final[doc] = 0;
    return hits;
  };

  const wordSearch = (query: string, limit = 10, expandLast = false): WordSearch => {
    const { postings } = termIndex();
    const { text, replaced } = applyAliases(query);
    const found: { from: string; to: string }[] = [];
    const numbers = [...text.matchAll(/\b\d{3}\.\d+[a-z]?\b/g)].map((m) => m[0]);
    const queryWords = words(text.replace(/\b\d{3}\.\d+[a-z]?\b/g, ' '))
      .filter((word) => !isStopWord(word))
      .slice(0, SEARCH_LIMITS.queryWords);
    const groups: string[][] = [];
    const unread: string[] = [];
    let corrected = 0;
    queryWords.forEach((word, i) => {
      const term = stem(word);
      const last = i === queryWords.length - 1;
      if (expandLast && last) {
        // A word being typed: its likeliest completions, once it has three letters.
        if (word.length < 3) return;
        const completions = complete(term);
        if (completions.length) return groups.push(completions);
      }
      if (postings.has(term)) return groups.push([term, ...relatedWords(word).map(stem).filter((t) => postings.has(t))]);
      const fixed = word.length >= 4 && corrected++ < SEARCH_LIMITS.correctedWords ? correct()(word) : undefined;
      if (!fixed) return unread.push(word);
      found.push({ from: word, to: fixed });
      groups.push([stem(fixed)]);
    });
    return { hits: score(groups, numbers, limit), corrections: found, translations: replaced, unread, searched: queryWords.length };
  };

  /** The most frequent indexed terms starting with a prefix (the word being typed). */
  const complete = (prefix: string): string[] => {
    const { postings } = termIndex();
    return vocabularyByPrefix()
      .withPrefix(prefix, 50)
      .sort((a, b) => postings.get(b)!.docs.length - postings.get(a)!.docs.length)
      .slice(0, 3);
  };

  const label = (id: string, extra?: string): string => {
    const doc = corpus.get(id)!;
    const body = [extra, doc.title, doc.text].filter(Boolean).join(' — ');
    return truncateLabel(`${id} ${body}`);
  };

  // An empty query lists the chapters: the same choices every time, built once.
  const chapterChoices = once(() =>
    corpus.rules
      .filter((entry) => entry.kind === 'chapter')
      .slice(0, CHOICES)
      .map((entry) => ({ name: label(entry.id), value: entry.id })),
  );

  const autocomplete = (prefix: string): Choice[] => {
    const typed = prefix.trim();
    if (!typed) return chapterChoices().map((choice) => ({ ...choice }));
    if (/^\d/.test(typed)) {
      const prefixId = typed.toLowerCase().replace(/\s+/g, '.').replace(/\.{2,}/g, '.').replace(/^(\d{3})(\d)/, '$1.$2');
      // Ids start with the prefix as text (601.1, 601.10, 601.2…): shown in rule order.
      const positions = idsByPrefix().withPrefix(prefixId.replace(/\.$/, '')).sort((a, b) => a - b);
      return positions.slice(0, CHOICES).map((i) => ({ name: label(ids[i]!), value: ids[i]! }));
    }
    const chosen = new Map<string, string>();
    const folded = phrase(typed);
    const [firstWord, ...otherWords] = words(typed);
    const titleHits = unique(titlesByWord().withPrefix(firstWord ?? ''))
      .filter((choice) => otherWords.every((word) => choice.words.some((w) => w.startsWith(word))))
      .sort((a, b) => Number(b.folded.startsWith(folded)) - Number(a.folded.startsWith(folded)) || a.name.length - b.name.length);
    for (const choice of titleHits) {
      if (chosen.size >= CHOICES) break;
      if (!chosen.has(choice.id) && idContext.position.has(choice.id)) chosen.set(choice.id, label(choice.id, choice.name === corpus.get(choice.id)!.title ? undefined : choice.name));
    }
    for (const hit of wordSearch(typed, CHOICES, /[a-z]$/i.test(typed)).hits) {
      if (chosen.size >= CHOICES) break;
      if (!chosen.has(hit.id)) chosen.set(hit.id, label(hit.id));
    }
    return [...chosen].map(([value, name]) => ({ name, value }));
  };

  return {
    exact: (query) => exact(boundedQuery(query)),
    words: (query, limit) => wordSearch(boundedQuery(query), limit),
    search(query, limit = 10) {
      const bounded = boundedQuery(query);
      const match = exact(bounded);
      if (match) return match.ids.slice(0, limit).map((id) => ({ id, score: EXACT_SCORE }));
      return wordSearch(bounded, limit).hits;
    },
    autocomplete: (prefix) => autocomplete(boundedQuery(prefix)),
    glossaryEntry: (term) => glossary().entry(boundedQuery(term)),
    closestTerms: (term, limit) => glossary().closest(boundedQuery(term), limit),
    glossaryTermsIn: (entry) => glossary().termsIn(entry),
    completeTerm: (prefix) => glossary().complete(boundedQuery(prefix)),
    *warm() {
      for (const part of [termIndex, glossary, titled, correct, idsByPrefix, vocabularyByPrefix, titlesByWord, chapterChoices]) {
        yield* part.steps();
        yield;
      }
      glossary().namesByTerm();
      glossary().closest('');
    },
  };
}

interface TermIndex {
  postings: Map<string, Posting>;
  lengths: Float64Array;
  averageLength: number;
  /** Words as they appear in the rules, before stemming (the typo corrector's vocabulary). */
  surfaceWords: Set<string>;
  /** Neighbouring terms of a rule's text (either order), for the proximity bonus. */
  pairs: Map<string, number[]>;
  /** Each document's rule, for a subrule (else -1). */
  parentDoc: number[];
  /** The documents a reference lifts: the rule itself, or every rule of a section (a share each). */
  targetDocs(id: string): { doc: number; share: number }[];
  idf(term: string): number;
  /** Per-query scratch space, reused: scores by document index. */
  relevance: Float64Array;
  covered: Float64Array;
  final: Float64Array;
}

/** Documents indexed between two steps of a build ahead of use. */
const DOCS_PER_STEP = 250;

/** The term index: weighted term frequencies per document. */
function* buildTermIndex(corpus: Corpus, docs: RuleEntry[]): Steps<TermIndex> {
  const position = new Map(docs.map((doc, i) => [doc.id, i]));
  const docsInSection = new Map<string, number[]>();
  docs.forEach((doc, i) => pushTo(docsInSection, doc.id.split('.')[0]!, i));
  const postings = new Map<string, Posting>();
  const lengths = new Float64Array(docs.length);
  const surfaceWords = new Set<string>();
  const contextWords = new Map<string, string[]>();
  const pairs = new Map<string, number[]>();
  for (const [i, doc] of docs.entries()) {
    if (i % DOCS_PER_STEP === DOCS_PER_STEP - 1) yield;
    const weights = new Map<string, number>();
    const add = (list: string[], weight: number) => {
      for (const word of list) {
        if (isStopWord(word)) continue;
        surfaceWords.add(word);
        const term = stem(word);
        weights.set(term, (weights.get(term) ?? 0) + weight);
        lengths[i]! += weight;
      }
    };
    const textWords = words(doc.text);
    const textTerms = textWords.filter((word) => !isStopWord(word)).map(stem);
    for (let k = 1; k < textTerms.length; k++) {
      const key = pairKey(textTerms[k - 1]!, textTerms[k]!);
      const list = pairs.get(key);
      if (!list) pairs.set(key, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
    add(words(doc.title ?? ''), WEIGHT.title);
    add(textWords, WEIGHT.text);
    add(textWords.slice(0, LEAD_WORDS), WEIGHT.lead);
    for (const example of doc.examples) add(words(example), WEIGHT.example);
    const parent = doc.parent ?? '';
    if (!contextWords.has(parent)) contextWords.set(parent, words(titlesAbove(corpus, doc.parent)));
    add(contextWords.get(parent)!, WEIGHT.context);
    for (const [term, weight] of weights) {
      const posting = postings.get(term) ?? postings.set(term, { docs: [], weights: [] }).get(term)!;
      posting.docs.push(i);
      posting.weights.push(weight);
    }
  }
  const targetDocs = (id: string) => {
    const doc = position.get(id);
    if (doc !== undefined) return [{ doc, share: 1 }];
    return (docsInSection.get(id) ?? []).map((d) => ({ doc: d, share: SECTION_SHARE }));
  };
  return {
    postings,
    lengths,
    averageLength: lengths.reduce((a, b) => a + b, 0) / Math.max(1, docs.length),
    surfaceWords,
    pairs,
    parentDoc: docs.map((doc) => (doc.kind === 'subrule' && doc.parent ? (position.get(doc.parent) ?? -1) : -1)),
    targetDocs,
    idf(term) {
      const df = postings.get(term)?.docs.length ?? 0;
      return Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
    },
    relevance: new Float64Array(docs.length),
    covered: new Float64Array(docs.length),
    final: new Float64Array(docs.length),
  };
}

/** Titles by their stemmed terms: keyword rules (701.x/702.x) lift themselves, sections their rules. */
function titleIndex(corpus: Corpus, targetDocs: TermIndex['targetDocs']) {
  return corpus.rules
    .filter((entry) => entry.title && entry.kind !== 'chapter')
    .map((entry) => ({ entry, docs: targetDocs(entry.id), terms: unique(terms(entry.title!)) }))
    .filter((t) => t.terms.length > 0);
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

/** The titles above a rule (its section's, and its keyword rule's for a subrule): context for the term index. */
function titlesAbove(corpus: Corpus, parentId: string | undefined): string {
  const titles: string[] = [];
  for (let parent = parentId ? corpus.get(parentId) : undefined; parent; parent = parent.parent ? corpus.get(parent.parent) : undefined) {
    if (parent.title && parent.kind !== 'chapter') titles.push(parent.title);
  }
  return titles.join(' ');
}

/** The `limit` best documents by score (ties: document order), without sorting them all. */
function topDocuments(candidates: number[], scores: Float64Array, limit: number): number[] {
  const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
  const top: number[] = [];
  for (const doc of candidates) {
    if (scores[doc]! <= 0) continue;
    if (top.length === limit && !better(doc, top[top.length - 1]!)) continue;
    let at = top.length;
    while (at > 0 && better(doc, top[at - 1]!)) at--;
    top.splice(at, 0, doc);
    if (top.length > limit) top.pop();
  }
  return top;
}

function truncateLabel(text: string): string {
  return truncate(text.replace(/\s+/g, ' '), LIMITS.choiceName);
}

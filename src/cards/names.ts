/**
 * A reusable name index: resolves typed names against a list of names, exact before prefix
 * before fuzzy, so that "Nix" is Nix and never Phoenix, and "artisan of form" is Artisan of Forms.
 *
 * - exact: equal after normalising case, accents, punctuation and spacing (Map lookup);
 * - prefix: the name starts with the query (binary search over sorted keys);
 * - word: a later word of the name starts with the query ("hoplite" → Favored Hoplite);
 * - fuzzy: typo correction by fuse.js, run only over candidates that share trigrams with the
 *   query, so that it stays fast at tens of thousands of names.
 *
 * Generic over the value a name stands for: cards for /card, engine card definitions for
 * /simulate. Several names may stand for one value (faces, translations): `valueKey` says which
 * values are the same, so a value is offered once and a query is ambiguous only between values.
 */
import Fuse from 'fuse.js';

export type MatchKind = 'exact' | 'prefix' | 'word' | 'fuzzy';

const ALL_TIERS: readonly MatchKind[] = ['exact', 'prefix', 'word', 'fuzzy'];

export interface NameEntry<T> {
  name: string;
  value: T;
}

export interface NameHit<T> {
  /** The name as given (not normalised) that matched. */
  name: string;
  value: T;
  kind: MatchKind;
  /** 0 is a perfect match; fuzzy scores are fuse.js scores (0–1). */
  score: number;
}

export type NameLookup<T> =
  | { status: 'found'; hit: NameHit<T> }
  /** Several values match equally well: offer them. */
  | { status: 'ambiguous'; kind: MatchKind; hits: NameHit<T>[] }
  | { status: 'none' };

export interface NameIndexOptions<T> {
  /** Values with the same key are the same thing (default: the value itself). */
  valueKey?: (value: T) => unknown;
  /**
   * Which names also match by a later word and by typo correction (default: all). The others match
   * exactly or by prefix only: /card keeps translations out, so ten languages of names cost little.
   */
  loose?: (entry: NameEntry<T>) => boolean;
}

/** Lower case, accents and apostrophes dropped, other punctuation as spaces: "Lim-Dûl's Vault" → "lim duls vault". */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The normalised name without spaces: the key for exact and prefix matching, so "Lim-Dûl" = "limdul". */
export function compactName(name: string): string {
  return normalizeName(name).replace(/ /g, '');
}

/** fuse.js threshold; a fuzzy best hit is taken only when it scores at least this well. */
const FUZZY_THRESHOLD = 0.4;
/** ...and when the next value scores at least this much worse. */
const FUZZY_MARGIN = 0.1;
/** A fuzzy candidate shares at least this part of the query's trigrams (a typo changes at most three). */
const FUZZY_SHARED_TRIGRAMS = 0.4;
/** How many trigram candidates fuse.js scores per query. */
const FUZZY_CANDIDATES = 20;

interface KeyRef {
  key: string;
  entry: number;
}

export class NameIndex<T> {
  private readonly entries: NameEntry<T>[];
  private readonly valueKey: (value: T) => unknown;
  private readonly loose: (entry: NameEntry<T>) => boolean;
  private readonly exact = new Map<string, number[]>();
  /** Compact keys of whole names, sorted. */
  private readonly starts: KeyRef[];
  /** Built on first use: compact keys from each later word on, sorted; trigram postings. */
  private wordStarts?: KeyRef[];
  private trigrams?: Map<string, number[]>;
  private sharedCounts?: Uint16Array;
  private readonly spaced: string[];

  constructor(entries: Iterable<NameEntry<T>>, options: NameIndexOptions<T> = {}) {
    this.entries = [...entries];
    this.valueKey = options.valueKey ?? ((value) => value);
    this.loose = options.loose ?? (() => true);
    this.spaced = this.entries.map((entry) => normalizeName(entry.name));
    this.starts = this.spaced.map((spaced, entry) => ({ key: spaced.replace(/ /g, ''), entry }));
    for (const { key, entry } of this.starts) {
      const list = this.exact.get(key);
      if (list) list.push(entry);
      else this.exact.set(key, [entry]);
    }
    this.starts.sort(byKey);
  }

  /** An index over plain names (each name is its own value). */
  static of(names: Iterable<string>): NameIndex<string> {
    return new NameIndex([...names].map((name) => ({ name, value: name })));
  }

  get size(): number {
    return this.entries.length;
  }

  /** The best tier that matches (of `tiers`, all by default), one hit per value, best first. */
  search(query: string, limit = 25, tiers: readonly MatchKind[] = ALL_TIERS): { kind: MatchKind | undefined; hits: NameHit<T>[] } {
    const key = compactName(query);
    if (!key) return { kind: undefined, hits: [] };
    const find: Record<MatchKind, () => NameHit<T>[]> = {
      exact: () => this.exactHits(key),
      prefix: () => this.prefixHits(this.starts, key, 'prefix', limit),
      word: () => this.prefixHits(this.wordIndex(), key, 'word', limit),
      fuzzy: () => this.fuzzyHits(query, limit),
    };
    for (const kind of tiers) {
      const hits = find[kind]();
      if (hits.length) return { kind, hits: hits.slice(0, limit) };
    }
    return { kind: undefined, hits: [] };
  }

  /** Resolves a typed name: found when one value is clearly meant, else the candidates. */
  lookup(query: string, limit = 25, tiers: readonly MatchKind[] = ALL_TIERS): NameLookup<T> {
    const { kind, hits } = this.search(query, limit, tiers);
    if (!kind || hits.length === 0) return { status: 'none' };
    const [best, next] = hits;
    // A guess is taken only when it is good and clearly better than the next; otherwise it is offered.
    const clear = kind === 'fuzzy' ? best!.score <= FUZZY_THRESHOLD && (!next || next.score - best!.score >= FUZZY_MARGIN) : !next;
    return clear ? { status: 'found', hit: best! } : { status: 'ambiguous', kind, hits };
  }

  /**
   * Suggestions for a partly typed name: exact, prefix, then later-word matches, else (unless
   * `fuzzy` is false) typo corrections; one hit per value, at most `limit`.
   */
  autocomplete(query: string, limit = 25, fuzzy = true): NameHit<T>[] {
    const key = compactName(query);
    if (!key) return this.dedupe(this.starts.slice(0, limit * 2).map((ref) => this.hit(ref.entry, 'prefix', 1))).slice(0, limit);
    const hits = [...this.exactHits(key), ...this.prefixHits(this.starts, key, 'prefix', limit)];
    if (this.dedupe(hits).length < limit) hits.push(...this.prefixHits(this.wordIndex(), key, 'word', limit));
    // Typo correction only when nothing starts with the typed text: the usual keystroke stays cheap.
    if (fuzzy && hits.length === 0 && key.length >= 3) hits.push(...this.fuzzyHits(query, limit));
    return this.dedupe(hits).slice(0, limit);
  }

  private hit(entry: number, kind: MatchKind, score: number): NameHit<T> {
    const { name, value } = this.entries[entry]!;
    return { name, value, kind, score };
  }

  /** Keeps the first hit of each value. */
  private dedupe(hits: NameHit<T>[]): NameHit<T>[] {
    const seen = new Set<unknown>();
    return hits.filter((hit) => {
      const key = this.valueKey(hit.value);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  private exactHits(key: string): NameHit<T>[] {
    return this.dedupe((this.exact.get(key) ?? []).map((entry) => this.hit(entry, 'exact', 0)));
  }

  /** Hits whose key starts with `key`, shortest names first, one per value, at most `limit` values. */
  private prefixHits(sorted: KeyRef[], key: string, kind: MatchKind, limit: number): NameHit<T>[] {
    const found: KeyRef[] = [];
    const values = new Set<unknown>();
    for (let i = lowerBound(sorted, key); i < sorted.length && sorted[i]!.key.startsWith(key); i++) {
      const ref = sorted[i]!;
      found.push(ref);
      values.add(this.valueKey(this.entries[ref.entry]!.value));
      if (values.size > limit * 4) break;
    }
    found.sort((a, b) => a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return this.dedupe(found.map((ref) => this.hit(ref.entry, kind, 1 - key.length / ref.key.length)));
  }

  private wordIndex(): KeyRef[] {
    if (!this.wordStarts) {
      const refs: KeyRef[] = [];
      this.spaced.forEach((spaced, entry) => {
        if (!this.loose(this.entries[entry]!)) return;
        const words = spaced.split(' ');
        for (let w = 1; w < words.length; w++) refs.push({ key: words.slice(w).join(''), entry });
      });
      this.wordStarts = refs.sort(byKey);
    }
    return this.wordStarts;
  }

  private trigramIndex(): Map<string, number[]> {
    if (!this.trigrams) {
      const index = new Map<string, number[]>();
      for (const { key, entry } of this.starts) {
        if (!this.loose(this.entries[entry]!)) continue;
        for (const gram of trigramsOf(key)) {
          const list = index.get(gram);
          if (!list) index.set(gram, [entry]);
          else if (list[list.length - 1] !== entry) list.push(entry);
        }
      }
      this.trigrams = index;
    }
    return this.trigrams;
  }

  /** fuse.js over the names sharing the most trigrams with the query (typos keep most trigrams). */
  private fuzzyHits(query: string, limit: number): NameHit<T>[] {
    const grams = [...new Set(trigramsOf(compactName(query)))];
    if (grams.length === 0) return [];
    const index = this.trigramIndex();
    // Shared-trigram counts in a reused typed array: touched entries are reset after each query.
    const counts = (this.sharedCounts ??= new Uint16Array(this.entries.length));
    const touched: number[] = [];
    for (const gram of grams) {
      for (const entry of index.get(gram) ?? []) if (counts[entry]++ === 0) touched.push(entry);
    }
    const minimum = Math.max(1, Math.ceil(grams.length * FUZZY_SHARED_TRIGRAMS));
    const candidates = touched.filter((entry) => counts[entry]! >= minimum);
    candidates.sort((a, b) => counts[b]! - counts[a]! || a - b);
    candidates.length = Math.min(candidates.length, FUZZY_CANDIDATES);
    for (const entry of touched) counts[entry] = 0;
    const fuse = new Fuse(
      candidates.map((entry) => this.spaced[entry]!),
      { includeScore: true, threshold: FUZZY_THRESHOLD, ignoreLocation: true },
    );
    const results = fuse.search(normalizeName(query), { limit: limit * 4 });
    return this.dedupe(results.map((result) => this.hit(candidates[result.refIndex]!, 'fuzzy', result.score ?? 1)));
  }
}

function byKey(a: KeyRef, b: KeyRef): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry - b.entry;
}

/** The first position whose key is not below `key`. */
function lowerBound(sorted: KeyRef[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]!.key < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Trigrams of a compact key, with the start marked so that first letters weigh in. */
function trigramsOf(key: string): string[] {
  const padded = `^${key}$`;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

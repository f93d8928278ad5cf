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
import { runSteps, type Steps } from '../util/lazy';

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
/** Names indexed between two steps of a build ahead of use. */
const KEYS_PER_STEP = 2000;

/**
 * The name index as a card store keeps it, so that loading it builds nothing: the names, their
 * compact keys sorted (with the name each belongs to), and the keys from each later word on of the
 * loosely matched names, sorted.
 */
export interface PrebuiltNames {
  names: string[];
  keys: string[];
  order: number[];
  words: string[];
  wordOrder: number[];
}

export class NameIndex<T> {
  private readonly names: string[];
  private readonly valueAt: (entry: number) => T;
  private readonly valueKey: (value: T) => unknown;
  private readonly loose: (entry: NameEntry<T>) => boolean;
  /** Compact keys of whole names, sorted, and the entry of each. */
  private readonly keys: string[];
  private readonly order: Uint32Array;
  /** Compact keys from each later word on, sorted, and their entries (prebuilt, or built on first use). */
  private words?: { keys: string[]; order: Uint32Array };
  /** Built on first use: trigram postings, and a reused array of shared-trigram counts. */
  private trigrams?: Map<string, Uint32Array>;
  private sharedCounts?: Uint16Array;

  constructor(entries: Iterable<NameEntry<T>>, options: NameIndexOptions<T> = {}) {
    const list = [...entries];
    this.names = list.map((entry) => entry.name);
    this.valueAt = (entry) => list[entry]!.value;
    this.valueKey = options.valueKey ?? ((value) => value);
    this.loose = options.loose ?? (() => true);
    const sorted = sortedKeys(this.names.map((name, entry) => ({ key: compactName(name), entry })));
    this.keys = sorted.keys;
    this.order = sorted.order;
  }

  /** An index over plain names (each name is its own value). */
  static of(names: Iterable<string>): NameIndex<string> {
    return new NameIndex([...names].map((name) => ({ name, value: name })));
  }

  /** An index from its prebuilt form, each name standing for `valueAt(its position in prebuilt.names)`. */
  static fromPrebuilt<T>(prebuilt: PrebuiltNames, valueAt: (entry: number) => T, options: NameIndexOptions<T> = {}): NameIndex<T> {
    const index = Object.create(NameIndex.prototype) as NameIndex<T>;
    Object.assign(index, {
      names: prebuilt.names,
      valueAt,
      valueKey: options.valueKey ?? ((value: T) => value),
      loose: options.loose ?? (() => true),
      keys: prebuilt.keys,
      order: Uint32Array.from(prebuilt.order),
      words: { keys: prebuilt.words, order: Uint32Array.from(prebuilt.wordOrder) },
    });
    return index;
  }

  /** The prebuilt form, for a card store to keep. */
  prebuilt(): PrebuiltNames {
    const words = this.wordIndex();
    return { names: this.names, keys: this.keys, order: [...this.order], words: words.keys, wordOrder: [...words.order] };
  }

  get size(): number {
    return this.names.length;
  }

  /** Builds the indexes made on first use (later words, trigrams) ahead of it, a step at a time. */
  *warm(): Steps {
    this.wordIndex();
    yield;
    if (!this.trigrams) this.trigrams = yield* this.buildTrigrams();
  }

  /** The best tier that matches (of `tiers`, all by default), one hit per value, best first. */
  search(query: string, limit = 25, tiers: readonly MatchKind[] = ALL_TIERS): { kind: MatchKind | undefined; hits: NameHit<T>[] } {
    const key = compactName(query);
    if (!key) return { kind: undefined, hits: [] };
    const find: Record<MatchKind, () => NameHit<T>[]> = {
      exact: () => this.exactHits(key),
      prefix: () => this.prefixHits(this.keys, this.order, key, 'prefix', limit),
      word: () => this.prefixHits(this.wordIndex().keys, this.wordIndex().order, key, 'word', limit),
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
    if (!key) return this.dedupe([...this.order.subarray(0, limit * 2)].map((entry) => this.hit(entry, 'prefix', 1))).slice(0, limit);
    const hits = [...this.exactHits(key), ...this.prefixHits(this.keys, this.order, key, 'prefix', limit)];
    if (this.dedupe(hits).length < limit) hits.push(...this.prefixHits(this.wordIndex().keys, this.wordIndex().order, key, 'word', limit));
    // Typo correction only when nothing starts with the typed text: the usual keystroke stays cheap.
    if (fuzzy && hits.length === 0 && key.length >= 3) hits.push(...this.fuzzyHits(query, limit));
    return this.dedupe(hits).slice(0, limit);
  }

  private hit(entry: number, kind: MatchKind, score: number): NameHit<T> {
    return { name: this.names[entry]!, value: this.valueAt(entry), kind, score };
  }

  private isLoose(entry: number): boolean {
    return this.loose({ name: this.names[entry]!, value: this.valueAt(entry) });
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
    const hits: NameHit<T>[] = [];
    for (let i = lowerBound(this.keys, key); i < this.keys.length && this.keys[i] === key; i++) hits.push(this.hit(this.order[i]!, 'exact', 0));
    return this.dedupe(hits);
  }

  /** Hits whose key starts with `key`, shortest names first, one per value, at most `limit` values. */
  private prefixHits(keys: string[], order: Uint32Array, key: string, kind: MatchKind, limit: number): NameHit<T>[] {
    const found: number[] = [];
    const values = new Set<unknown>();
    for (let i = lowerBound(keys, key); i < keys.length && keys[i]!.startsWith(key); i++) {
      found.push(i);
      values.add(this.valueKey(this.valueAt(order[i]!)));
      if (values.size > limit * 4) break;
    }
    found.sort((a, b) => keys[a]!.length - keys[b]!.length || (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    return this.dedupe(found.map((i) => this.hit(order[i]!, kind, 1 - key.length / keys[i]!.length)));
  }

  private wordIndex(): { keys: string[]; order: Uint32Array } {
    if (!this.words) {
      const refs: KeyRef[] = [];
      this.names.forEach((name, entry) => {
        if (!this.isLoose(entry)) return;
        const words = normalizeName(name).split(' ');
        for (let w = 1; w < words.length; w++) refs.push({ key: words.slice(w).join(''), entry });
      });
      this.words = sortedKeys(refs);
    }
    return this.words;
  }

  private trigramIndex(): Map<string, Uint32Array> {
    this.trigrams ??= runSteps(this.buildTrigrams());
    return this.trigrams;
  }

  private *buildTrigrams(): Steps<Map<string, Uint32Array>> {
    const lists = new Map<string, number[]>();
    for (let i = 0; i < this.keys.length; i++) {
      if (i % KEYS_PER_STEP === KEYS_PER_STEP - 1) yield;
      const entry = this.order[i]!;
      if (!this.isLoose(entry)) continue;
      for (const gram of trigramsOf(this.keys[i]!)) {
        const list = lists.get(gram);
        if (!list) lists.set(gram, [entry]);
        else if (list[list.length - 1] !== entry) list.push(entry);
      }
    }
    return new Map([...lists].map(([gram, list]) => [gram, Uint32Array.from(list)]));
  }

  /** fuse.js over the names sharing the most trigrams with the query (typos keep most trigrams). */
  private fuzzyHits(query: string, limit: number): NameHit<T>[] {
    const grams = [...new Set(trigramsOf(compactName(query)))];
    if (grams.length === 0) return [];
    const index = this.trigramIndex();
    // Shared-trigram counts in a reused typed array: touched entries are reset after each query.
    const counts = (this.sharedCounts ??= new Uint16Array(this.names.length));
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
      candidates.map((entry) => normalizeName(this.names[entry]!)),
      { includeScore: true, threshold: FUZZY_THRESHOLD, ignoreLocation: true },
    );
    const results = fuse.search(normalizeName(query), { limit: limit * 4 });
    return this.dedupe(results.map((result) => this.hit(candidates[result.refIndex]!, 'fuzzy', result.score ?? 1)));
  }
}

/**
 * Two prebuilt indexes as one: every name of `first`, then the names of `second` that `keep`
 * accepts (by their position in second.names). Returns the merged index and, for each name of it
 * from `second`, that position.
 */
export function mergePrebuilt(first: PrebuiltNames, second: PrebuiltNames, keep: (entry: number) => boolean): { merged: PrebuiltNames; fromSecond: number[] } {
  const fromSecond = second.names.map((_, entry) => entry).filter(keep);
  const renumber = new Map(fromSecond.map((entry, k) => [entry, first.names.length + k]));
  const mergeRuns = (keysA: string[], orderA: number[], keysB: string[], orderB: number[]) => {
    const keys: string[] = [];
    const order: number[] = [];
    let b = 0;
    const takeB = () => {
      const entry = renumber.get(orderB[b]!);
      if (entry !== undefined) {
        keys.push(keysB[b]!);
        order.push(entry);
      }
      b++;
    };
    for (let a = 0; a < keysA.length; a++) {
      while (b < keysB.length && keysB[b]! < keysA[a]!) takeB();
      keys.push(keysA[a]!);
      order.push(orderA[a]!);
    }
    while (b < keysB.length) takeB();
    return { keys, order };
  };
  const whole = mergeRuns(first.keys, first.order, second.keys, second.order);
  const words = mergeRuns(first.words, first.wordOrder, second.words, second.wordOrder);
  const names = [...first.names, ...fromSecond.map((entry) => second.names[entry]!)];
  return { merged: { names, keys: whole.keys, order: whole.order, words: words.keys, wordOrder: words.order }, fromSecond };
}

/** The entries of a prebuilt index named `name`, case, accents and punctuation aside. */
export function entriesNamed(prebuilt: PrebuiltNames, name: string): number[] {
  const key = compactName(name);
  const entries: number[] = [];
  for (let i = lowerBound(prebuilt.keys, key); i < prebuilt.keys.length && prebuilt.keys[i] === key; i++) entries.push(prebuilt.order[i]!);
  return entries;
}

interface KeyRef {
  key: string;
  entry: number;
}

/** Keys sorted (ties by entry), as parallel arrays. */
function sortedKeys(refs: KeyRef[]): { keys: string[]; order: Uint32Array } {
  refs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry - b.entry));
  return { keys: refs.map((ref) => ref.key), order: Uint32Array.from(refs, (ref) => ref.entry) };
}

/** The first position whose key is not below `key`. */
function lowerBound(sorted: string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < key) low = middle + 1;
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

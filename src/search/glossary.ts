/**
 * The glossary, indexed by every name of every entry: exact lookups (case, accents and plurals
 * aside), the closest names (fuse.js over the names, then shared words), the terms a rule's text
 * uses, /define's autocomplete, and the names by word for the search's glossary boost.
 */
import Fuse from 'fuse.js';
import type { GlossaryRecord, RuleEntry } from '../rules/model';
import { LIMITS, truncate } from '../reply/reply';
import { once } from '../util/lazy';
import { pushTo, unique } from './collections';
import { SEARCH_LIMITS } from './limits';
import { LetterPairIndex } from './pairs';
import { phrase, terms, words } from './text';

/** Names that fuse.js ranks for a fuzzy match: those sharing the most letter pairs with the term. */
const FUZZY_CANDIDATES = 60;

export interface GlossaryName {
  entry: GlossaryRecord;
  /** As printed: `Active Player`. */
  name: string;
  /** Folded words: `active player`. */
  folded: string;
}

export interface StemmedName extends GlossaryName {
  /** Stemmed terms without stop words. */
  terms: string[];
}

export interface GlossaryIndex {
  names: GlossaryName[];
  /** The names by each of their stemmed terms (stemmed on first use: a rule's answer needs only the folded names). */
  namesByTerm(): Map<string, StemmedName[]>;
  entry(term: string): GlossaryRecord | undefined;
  closest(term: string, limit?: number): { term: string; entry: GlossaryRecord; score: number }[];
  termsIn(rule: RuleEntry): GlossaryRecord[];
  complete(prefix: string): { name: string; value: string }[];
}

export function buildGlossaryIndex(glossary: GlossaryRecord[]): GlossaryIndex {
  const names: GlossaryName[] = glossary.flatMap((entry) => unique([entry.term, ...entry.aliases]).map((name) => ({ entry, name, folded: phrase(name) })));
  const byFolded = new Map<string, GlossaryRecord>();
  for (const name of names) if (!byFolded.has(name.folded)) byFolded.set(name.folded, name.entry);
  const stemmed = once(() => names.map((name): StemmedName => ({ ...name, terms: unique(terms(name.name)) })));
  const namesByTerm = once(() => {
    const byTerm = new Map<string, StemmedName[]>();
    for (const name of stemmed()) for (const term of name.terms) pushTo(byTerm, term, name);
    return byTerm;
  });
  const pairs = once(() => new LetterPairIndex(names.map((name) => name.folded)));
  const termsInRule = new Map<string, GlossaryRecord[]>();

  return {
    names,
    namesByTerm,
    entry(term) {
      const direct = byFolded.get(phrase(term));
      if (direct) return direct;
      const key = terms(term).join(' ');
      return key ? stemmed().find((name) => name.terms.join(' ') === key)?.entry : undefined;
    },
    /** fuse.js over the names closest by letter pairs, then the names sharing the most words with the term. */
    closest(term, limit = 5) {
      const seen = new Set<GlossaryRecord>();
      const out: { term: string; entry: GlossaryRecord; score: number }[] = [];
      const take = (name: string, entry: GlossaryRecord, score: number) => {
        if (seen.has(entry) || out.length >= limit) return;
        seen.add(entry);
        out.push({ term: name, entry, score });
      };
      const pattern = term.slice(0, SEARCH_LIMITS.fuzzyTermChars);
      // In list order, so that fuse.js breaks ties as it would over every name.
      const candidates = pairs().closest(phrase(pattern), FUZZY_CANDIDATES).sort((a, b) => a - b).map((i) => names[i]!);
      const fuse = new Fuse(candidates, { keys: ['name'], includeScore: true, threshold: 0.4, ignoreLocation: true });
      for (const result of fuse.search(pattern, { limit: limit * 3 })) take(result.item.name, result.item.entry, result.score ?? 1);
      const wanted = new Set(terms(term));
      stemmed()
        .map((name) => ({ name, shared: name.terms.filter((t) => wanted.has(t)).length }))
        .filter(({ shared }) => shared > 0)
        .sort((a, b) => b.shared - a.shared || a.name.terms.length - b.name.terms.length)
        .forEach(({ name }) => take(name.name, name.entry, 1));
      return out;
    },
    termsIn(rule) {
      if (!termsInRule.has(rule.id)) {
        const text = ` ${words([rule.title ?? '', rule.text].join(' ')).join(' ')} `;
        const found = new Set<GlossaryRecord>();
        for (const name of names) if (name.folded.length >= 3 && text.includes(` ${name.folded} `)) found.add(name.entry);
        termsInRule.set(rule.id, [...found]);
      }
      return termsInRule.get(rule.id)!;
    },
    /** Names starting with the prefix, then names containing it; one choice per entry. */
    complete(prefix) {
      const folded = phrase(prefix);
      const starts = names.filter((name) => name.folded.startsWith(folded));
      const contains = folded ? names.filter((name) => !name.folded.startsWith(folded) && name.folded.includes(folded)) : [];
      const seen = new Set<GlossaryRecord>();
      const out: { name: string; value: string }[] = [];
      for (const name of [...starts, ...contains]) {
        if (out.length >= LIMITS.autocompleteChoices) break;
        if (seen.has(name.entry)) continue;
        seen.add(name.entry);
        out.push({ name: truncate(name.entry.term, LIMITS.choiceName), value: truncate(name.name, LIMITS.choiceValue) });
      }
      return out;
    },
  };
}

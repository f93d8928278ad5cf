/**
 * One ruling once: the same ruling comes from several printings, files and stores, its quotes and
 * spacing written differently ("Artisan of Forms’s" and "Artisan of Forms's").
 */
import type { Ruling } from './model';

/** A ruling's text as compared: curly quotes as straight ones, spacing collapsed. */
export function rulingKey(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
}

/** Two copies of a ruling as one: the earliest date, the named source over MTGJSON's (which names none), every file. */
export function combineRulings(known: Ruling, other: Ruling): Ruling {
  const files = [...(known.files ?? []), ...(other.files ?? [])].filter((file, at, all) => all.indexOf(file) === at);
  const { files: _, ...earliest } = other.date < known.date ? other : known;
  return { ...earliest, source: known.source === 'mtgjson' ? other.source : known.source, ...(files.length ? { files } : {}) };
}

/** Lists of rulings as one list, each ruling once, in date order (stable: rulings of a date keep their published order). */
export function mergeRulings(...lists: Ruling[][]): Ruling[] {
  const byText = new Map<string, Ruling>();
  for (const ruling of lists.flat()) {
    const key = rulingKey(ruling.text);
    const known = byText.get(key);
    byText.set(key, known ? combineRulings(known, ruling) : ruling);
  }
  return [...byText.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The subtypes the Comprehensive Rules list (205.3g–k, 205.3m, 205.3q), read from the bundled rules
 * corpus on first use. A capitalised word that a template would read as a subtype must be one of
 * them: "Commander creatures" names a status (903.3), not a creature type, and is refused rather
 * than read as a filter that nothing matches.
 */
import { corpusPath, readCorpus } from '../../rules/store';
import { resolveDataDir } from '../../util/paths';
import { ReadingProblem } from './nodes';

/** The rules that list each kind of subtype: artifact, enchantment, land, planeswalker, spell, creature and battle types. */
const SUBTYPE_LISTS = ['205.3g', '205.3h', '205.3i', '205.3j', '205.3k', '205.3m', '205.3q'];

let known: { subtypes: Set<string>; terms: Map<string, string[]> } | undefined;

function rulesData(): NonNullable<typeof known> {
  if (!known) {
    const corpus = readCorpus(corpusPath(resolveDataDir()));
    const subtypes = new Set<string>();
    for (const rule of corpus.rules.filter((candidate) => SUBTYPE_LISTS.includes(candidate.id))) {
      const text = rule.text.replace(/\s*\(see rules? [^)]*\)/g, '').replace(/’/g, "'");
      // "The artifact types are Attraction, Blood, …, and Vehicle.", "That battle type is Siege.", "… are one word long: Advisor, …".
      for (const [, list] of text.matchAll(/types? (?:are|is)(?: (?:one|two) words? long:)? ([^.]+)\./g)) {
        for (const name of list!.split(/,\s*(?:and\s+)?|\s+and\s+/)) if (name.trim()) subtypes.add(name.trim());
      }
    }
    const terms = new Map(corpus.glossary.map((entry) => [entry.term, entry.rules]));
    known = { subtypes, terms };
  }
  return known;
}

/** Plurals that drop no plain "s" (205.3m): "Elves" are Elves, "Mice" Mice. */
const IRREGULAR_PLURALS: Record<string, string> = { Dwarves: 'Dwarf', Elves: 'Elf', Werewolves: 'Werewolf', Wolves: 'Wolf', Oxen: 'Ox', Mice: 'Mouse' };

/** The subtype a capitalised word names, singular, if the rules list it. */
export function singularSubtype(word: string): string | undefined {
  const singulars = [word, IRREGULAR_PLURALS[word], word.replace(/ies$/, 'y'), word.replace(/(x|ch|sh|ss|us)es$/, '$1'), word.replace(/s$/, '')];
  return singulars.find((candidate) => candidate !== undefined && rulesData().subtypes.has(candidate));
}

/**
 * The subtype a capitalised word names, singular ("Mountains you control" is the subtype Mountain;
 * "Plains" and "Cyclops" are singular already), or a reading problem naming the word when the rules
 * list no such subtype.
 */
export function subtypeNamed(word: string): string {
  const named = singularSubtype(word);
  if (named) return named;
  const rules = rulesData().terms.get(word);
  throw new ReadingProblem(`"${word}" is not a subtype (205.3)${rules?.length ? `: it is a term of the rules (${rules.join(', ')})` : ''}`);
}

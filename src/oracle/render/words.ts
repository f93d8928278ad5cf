/** English for the renderer: numbers as Oracle text writes them, plurals, articles, lists. */

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/** "two", "twenty", 21 (Oracle writes small counts of objects in words). */
export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** "a card", "two cards": a count of things, `singular` and `plural` given. */
export function counted(n: number | string, singular: string, plural = pluralOf(singular)): string {
  if (n === 1) return withArticle(singular);
  return `${typeof n === 'number' ? numberWord(n) : n} ${plural}`;
}

/** "a", or "an" before a vowel sound ("an Elf", "an 8/8", "an X/X"). */
export function withArticle(phrase: string): string {
  return `${/^(?:[aeiou]|8\/|11\/|18\/|X\/)/i.test(phrase) && !/^(?:one|uni|use)/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/** Nouns whose plural isn't the noun + s (creature types among them: Elves, Dwarves, Cyclops). */
const IRREGULAR: Record<string, string> = {
  Elf: 'Elves',
  Dwarf: 'Dwarves',
  Wolf: 'Wolves',
  Werewolf: 'Werewolves',
  Thief: 'Thieves',
  Mouse: 'Mice',
  Ox: 'Oxen',
  Fungus: 'Fungi',
  Cyclops: 'Cyclops',
  Aurochs: 'Aurochs',
  Plains: 'Plains',
  Sphinx: 'Sphinxes',
  Homunculus: 'Homunculi',
  Jellyfish: 'Jellyfish',
  Fish: 'Fish',
  Sheep: 'Sheep',
  Moonfolk: 'Moonfolk',
  Kithkin: 'Kithkin',
  Merfolk: 'Merfolk',
  Vedalken: 'Vedalken',
  Equipment: 'Equipment',
  // "sacrifice four Eldrazi Spawn" (Hand of Emrakul).
  Spawn: 'Spawn',
  Sorcery: 'Sorceries',
  sorcery: 'sorceries',
};

/** The plural of a noun, of its last word for a phrase ("creature spell" → "creature spells"). */
export function pluralOf(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop()!;
  const plural = IRREGULAR[last] ?? (/(?:s|x|ch|sh)$/.test(last) ? `${last}es` : /[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}ies` : `${last}s`);
  return [...words, plural].join(' ');
}

/** "a", "a or b", "a, b, or c" (`and` for "a, b, and c"). */
export function list(items: string[], conjunction: 'or' | 'and' | 'and/or' = 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${conjunction} ${items[items.length - 1]}`;
}

/** Keywords as Oracle text lists them: protections side by side said as one, "protection from black and from red" (702.16g). */
export function keywordPhrases(keywords: readonly string[]): string[] {
  const phrases: string[] = [];
  for (const keyword of keywords) {
    const last = phrases.at(-1);
    if (last?.startsWith('protection from ') && keyword.startsWith('protection from ')) phrases[phrases.length - 1] = `${last} and ${keyword.slice('protection '.length)}`;
    else phrases.push(keyword);
  }
  return phrases;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function uncapitalise(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A power/toughness change: "+2/+2", "-1/-1", "+1/+0", and "-2/-0" when the other half is negative. */
export function ptChanges(power: string | number, toughness: string | number): string {
  const negative = (value: string | number) => (typeof value === 'number' ? value < 0 : value.startsWith('-'));
  const sign = (value: string | number, other: string | number) => (typeof value === 'string' ? value : value < 0 || (value === 0 && negative(other)) ? `-${Math.abs(value)}` : `+${value}`);
  return `${sign(power, toughness)}/${sign(toughness, power)}`;
}

/** A sentence: capitalised, with a final period. */
export function sentence(text: string): string {
  return capitalise(/[.!"]$/.test(text) ? text : `${text}.`);
}

/** A mana symbol list ({G}{G}) for `amount` of one type. */
export function manaSymbols(type: string, amount: number): string {
  return `{${type}}`.repeat(amount);
}

/**
 * What of an object of the card format no words said: nothing. A field the format gains is left over
 * in the destructuring that calls this, and fails type-checking until the renderer says it.
 */
export function allSaid(unsaid: Record<string, never>, what: string): void {
  const keys = Object.keys(unsaid);
  if (keys.length) throw new Error(`the renderer doesn't say ${what}'s ${keys.join(', ')}`);
}

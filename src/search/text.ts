/** Words for the search: folding (case, accents, ß), tokens, stop words and a light English stemmer. */

/** Lower case, accents removed (Fähigkeit → fahigkeit), ß → ss, curly apostrophes straightened. */
export function fold(text: string): string {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  // Decomposing is slow: only for text with accented letters.
  return /[\u00c0-\u024f]/.test(lower) ? lower.replace(/ß/g, 'ss').normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
}

/** Folded words, apostrophes dropped (`doesn’t` → `doesnt`), everything else splits. */
export function words(text: string): string[] {
  return fold(text)
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A name or phrase as folded words joined by single spaces: `Active Player,` → `active player`. */
export function phrase(text: string): string {
  return words(text).join(' ');
}

const STOP_WORDS = new Set(
  (
    'a an the of to in on at for by with from as into onto than then so and or but not no ' +
    'is are was were be been being am do does did doing done can could will would shall should may might must ' +
    'what when where which who whom whose why how if it its this that these those there here ' +
    'i me my we our you your he she him her they them their ' +
    'about any some also just like get gets got happen happens happened mean means rule rules work works ' +
    // Contractions lose their apostrophe (isn’t → isnt) and, like "not", carry no topic.
    'isnt arent doesnt dont didnt cant couldnt wont wouldnt shouldnt hasnt havent ' +
    // German function words, for questions asked in German.
    'der die das den dem des ein eine einer eines einem einen im ins auf aus mit von zu zum zur ist sind wird werden ' +
    'was wie wann wo ich du er sie es wir ihr und oder nicht kein keine passiert bei fur uber'
  ).split(' '),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/**
 * A light stemmer, enough to make plurals and verb forms meet (abilities → ability,
 * tapped/tapping/taps → tap, exiled/exile → exil). Words of three letters or fewer are kept.
 */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = stemUncached(word);
    if (stems.size < STEM_CACHE_SIZE) stems.set(word, stemmed);
  }
  return stemmed;
}

/** The rules use about ten thousand distinct words: each is stemmed once (queries cannot grow it past this). */
const STEM_CACHE_SIZE = 50_000;
const stems = new Map<string, string>();

function stemUncached(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (/(sses|xes|ches|shes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 6) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length >= 5) w = w.slice(0, -2);
  if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Stemmed words without stop words: what both documents and queries are indexed as. */
export function terms(text: string): string[] {
  return words(text)
    .filter((word) => !isStopWord(word))
    .map(stem);
}

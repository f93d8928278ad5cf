/**
 * Words people ask with that the Comprehensive Rules do not use: player slang and German rules
 * vocabulary (the German Magic terms), each mapped onto the CR's own words. Applied to the query
 * only, before it is split into terms; the longest phrase wins.
 */
import { fold } from './text';

const SLANG: Record<string, string> = {
  etb: 'enters the battlefield',
  etbs: 'enters the battlefield',
  ltb: 'leaves the battlefield',
  cmc: 'mana value',
  'converted mana cost': 'mana value',
  mv: 'mana value',
  sba: 'state-based actions',
  sbas: 'state-based actions',
  gy: 'graveyard',
  yard: 'graveyard',
  pw: 'planeswalker',
  flyer: 'creature with flying',
  flyers: 'creatures with flying',
  dfc: 'double-faced card',
  mdfc: 'modal double-faced card',
  fizzle: 'doesn’t resolve illegal targets',
  fizzles: 'doesn’t resolve illegal targets',
  fizzled: 'doesn’t resolve illegal targets',
  'summoning sick': 'summoning sickness',
  'instant speed': 'instant flash',
  'sorcery speed': 'main phase stack empty',
  counterspell: 'counter spell',
  wrath: 'destroy all',
  'board wipe': 'destroy all',
  tutor: 'search library',
  'the stack': 'stack',
  'go on the stack': 'stack',
  'use the stack': 'go on the stack',
  apnap: 'active player nonactive player order',
  'legend rule': 'legend rule legendary permanents same name',
  '2hg': 'two-headed giant',
  edh: 'commander',
  'mana burn': 'mana empties',
  'damage on the stack': 'combat damage step',
  lki: 'last known information',
  'empty library': 'library with no cards',
  'gets priority': 'receives priority',
  'get priority': 'receives priority',
  p1p1: 'draft',
};

/** German rules vocabulary (folded when the table is built, so umlauts and ß may be typed or not). */
const GERMAN: Record<string, string> = {
  spielstein: 'token',
  spielsteine: 'token',
  spielsteinkreatur: 'creature token',
  stapel: 'stack',
  fluchsicher: 'hexproof',
  fluchsicherheit: 'hexproof',
  fluch: 'curse',
  artefakt: 'artifact',
  artefakte: 'artifact',
  kreatur: 'creature',
  kreaturen: 'creature',
  zauberspruch: 'spell',
  zaubersprüche: 'spell',
  spontanzauber: 'instant',
  hexerei: 'sorcery',
  verzauberung: 'enchantment',
  fähigkeit: 'ability',
  fähigkeiten: 'ability',
  'ausgelöste fähigkeit': 'triggered ability',
  'aktivierte fähigkeit': 'activated ability',
  'statische fähigkeit': 'static ability',
  manafähigkeit: 'mana ability',
  manafähigkeiten: 'mana ability',
  manakosten: 'mana cost',
  manabetrag: 'mana value',
  manavorrat: 'mana pool',
  friedhof: 'graveyard',
  bibliothek: 'library',
  verbannung: 'exile',
  exil: 'exile',
  verbannen: 'exile',
  tappen: 'tap',
  getappt: 'tapped',
  enttappen: 'untap',
  kampfschaden: 'combat damage',
  schaden: 'damage',
  kampf: 'combat',
  angreifen: 'attack',
  angriff: 'attack',
  angreifende: 'attacking',
  blocken: 'block',
  blocker: 'blocking creature',
  verteidigender: 'defending',
  fliegend: 'flying',
  erstschlag: 'first strike',
  doppelschlag: 'double strike',
  trampelschaden: 'trample damage',
  verursacht: 'deals',
  todesberührung: 'deathtouch',
  lebensverknüpfung: 'lifelink',
  wachsamkeit: 'vigilance',
  eile: 'haste',
  reichweite: 'reach',
  unzerstörbar: 'indestructible',
  bedrohlich: 'menace',
  abwehr: 'ward',
  zerstören: 'destroy',
  opfern: 'sacrifice',
  abwerfen: 'discard',
  ziehen: 'draw',
  karte: 'card',
  karten: 'card',
  ziel: 'target',
  ziele: 'target',
  neutralisieren: 'counter',
  marke: 'counter',
  marken: 'counter',
  kopie: 'copy',
  kopieren: 'copy',
  beschwörungskrankheit: 'summoning sickness',
  'zustandsbasierte aktionen': 'state-based actions',
  ersatzeffekt: 'replacement effect',
  verhinderungseffekt: 'prevention effect',
  priorität: 'priority',
  zug: 'turn',
  kampfphase: 'combat phase',
  hauptphase: 'main phase',
  enttappsegment: 'untap step',
  versorgungssegment: 'upkeep step',
  ziehsegment: 'draw step',
  endsegment: 'end step',
  aufräumsegment: 'cleanup step',
  kommandozone: 'command zone',
  befehlshaber: 'commander',
  spieler: 'player',
  gegner: 'opponent',
  beherrscher: 'controller',
  besitzer: 'owner',
  'bleibende karte': 'permanent',
  bleibende: 'permanent',
  legendär: 'legendary',
  lebenspunkte: 'life total',
  verlieren: 'lose',
  gewinnen: 'win',
  spiel: 'game',
  kosten: 'cost',
  wirken: 'cast',
  gewirkt: 'cast',
  auflösen: 'resolve',
  verdeckt: 'face down',
  offen: 'face up',
};

/**
 * Words that find their rule through a more general CR word: a token "in the graveyard" is
 * covered by rules about "a zone other than the battlefield" (111.7, 704.5d).
 */
const RELATED: Record<string, string[]> = {
  graveyard: ['zone'],
  hand: ['zone'],
  library: ['zone'],
  exile: ['zone'],
  dies: ['graveyard'],
  died: ['graveyard'],
};

/** The CR words related to a query word (folded, unstemmed), besides the word itself. */
export function relatedWords(word: string): string[] {
  return RELATED[word] ?? [];
}

const table = new Map<string, string>();
for (const [from, to] of Object.entries({ ...SLANG, ...GERMAN })) table.set(fold(from), to);
const pattern = new RegExp(
  `(?<![a-z0-9])(${[...table.keys()]
    .sort((a, b) => b.length - a.length)
    .map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![a-z0-9])`,
  'g',
);

/** The query with slang and German terms replaced by the CR's words, and the replacements made. */
export function applyAliases(query: string): { text: string; replaced: { from: string; to: string }[] } {
  const replaced: { from: string; to: string }[] = [];
  const text = fold(query).replace(pattern, (from) => {
    const to = table.get(from)!;
    if (to !== from) replaced.push({ from, to });
    return to;
  });
  return { text, replaced };
}

/**
 * The round trip: a card's Oracle text and the rendering of what it compiled to, each normalised and
 * cut into clauses, compared clause by clause. A clause of the Oracle text that the rendering lacks
 * was dropped; a clause of the rendering that the Oracle text lacks was invented. Known differences
 * (known-differences.yaml) rewrite a template on both sides, each with the reason it is harmless.
 */
import fs from 'node:fs';
import path from 'node:path';
import { KNOWN_KEYWORDS } from '../../src/engine/cards/schema';

export interface KnownDifference {
  /** A regular expression on a normalised clause (case-sensitive; "~" is the card itself). */
  pattern: string;
  /** What it becomes on both sides ($1 … for the groups). */
  as: string;
  /** Why the difference is harmless: what the engine plays is what the card says. */
  reason: string;
}

/** A card the compiler misreads, reported: its round trip must still fail, until the compiler is fixed and the entry removed. */
export interface KnownMisread {
  card: string;
  /** What the compiled card does that the card doesn't say. */
  wrong: string;
}

export const KNOWN_DIFFERENCES_FILE = path.join(__dirname, 'known-differences.yaml');

export function loadKnownDifferences(file = KNOWN_DIFFERENCES_FILE): { differences: KnownDifference[]; misreads: KnownMisread[] } {
  const { differences, misreads } = (require('yaml') as typeof import('yaml')).parse(fs.readFileSync(file, 'utf8')) as { differences: KnownDifference[]; misreads: KnownMisread[] };
  for (const [i, entry] of differences.entries()) {
    if (!entry.pattern || entry.as === undefined || !entry.reason) throw new Error(`${file} difference ${i + 1}: needs pattern, as and reason`);
  }
  for (const [i, entry] of misreads.entries()) if (!entry.card || !entry.wrong) throw new Error(`${file} misread ${i + 1}: needs card and wrong`);
  return { differences, misreads };
}

/** The card's name and its short name before the comma (a legendary card's "Brimaz"). */
function selfNames(name: string): string[] {
  const short = name.split(',')[0]!.trim();
  return short !== name && short.length > 2 ? [name, short] : [name];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A verb of one object as said of several ("each of them gains", "they each gain"). */
const PLURAL_VERBS: Record<string, string> = { gets: 'get', gains: 'gain', has: 'have' };

/**
 * Wording that 2020's Oracle text and today's say alike (the card pool has Forge's 2020 text; the
 * renderer writes today's): "enters the battlefield", "then shuffle your library", "Tribal".
 */
const WORDINGS: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  [/\b(a|an|another|each) ((?:[\w'-]+ )*?[\w'-]+) enters the battlefield under your control\b/g, '$1 $2 you control enters'],
  [/\b(a|an|another|each) ((?:[\w'-]+ )*?[\w'-]+) enters the battlefield under an opponent's control\b/g, "$1 $2 an opponent controls enters"],
  [/\benters the battlefield\b/g, 'enters'],
  [/\benter the battlefield\b/g, 'enter'],
  [/\bthen shuffle your library\b/g, 'then shuffle'],
  [/\b[Ss]huffle your library\b/g, 'shuffle'],
  [/\bTribal\b/g, 'Kindred'],
  [/\b([Pp]uts?) the top (?:(\w+) cards|card) of (?:your|their|his or her) library into (?:your|their|his or her) graveyard\b/g, '$1 MILL $2'],
  [/\b([Pp]uts?) MILL (\w+)/g, (_, put: string, count: string) => `${put.replace(/[Pp]ut/, (p) => (p === 'Put' ? 'Mill' : 'mill'))} ${count} cards`],
  [/\b([Pp]uts?) MILL /g, (_, put: string) => `${put.replace(/[Pp]ut/, (p) => (p === 'Put' ? 'Mill' : 'mill'))} a card `],
  [/\bconverted mana cost\b/g, 'mana value'],
  [/\ball cards from (target (?:player|opponent))'s graveyard\b/g, "$1's graveyard"],
  [/\b(one|two|three|four|five) (plus|minus) the number of\b/g, (_, n: string, sign: string) => `${['one', 'two', 'three', 'four', 'five'].indexOf(n) + 1} ${sign} the number of`],
  [/\bthat sacrificed (creature|artifact)\b/g, 'the sacrificed $1'],
  [/\b[Aa]ctivate this ability only any time you could cast a sorcery\b/g, 'Activate only as a sorcery'],
  [/\bactivate this ability but only any time they could cast a sorcery\b/g, 'activate this ability but only as a sorcery'],
  [/\b[Aa]ctivate this ability (only|no more than)\b/g, 'Activate $1'],
  [/\b([Ss]earch (?:your|their) library(?: and\/or graveyard)? for [^.]+?),? and put (?:that card|it) /g, '$1, put it '],
  [/\b([Ss]earch (?:your|their) library(?: and\/or graveyard)? for [^.]+?),? and put (?:those cards|them) /g, '$1, put them '],
  [/\bhis or her\b/g, 'their'],
  [/\bhe or she\b/g, 'they'],
  [/\bhim or her\b/g, 'them'],
  // Forge's placeholder for the card's own name, left in a few of its 2020 texts.
  [/\bCARDNAME\b/g, '~'],
  // Forge's loyalty costs in brackets: "[-3]: …".
  [/^\s*\[([+-]?\d+)\]:/gm, '$1:'],
  // "Choose up to two target creatures. Put a +1/+1 counter on each of them.": the choice is the targeting (601.2c).
  [/\bChoose ([^.]+)\. ([^.]+?) each of them\./g, '$2 each of $1.'],
  // "Choose any number of target creatures. Each of those creatures gains persist …" and "Any number of target creatures each gain persist …".
  [/\bChoose ([^.]+)\. Each of (?:them|those (?:creatures|permanents)) (gets|gains|has)\b/g, (_, targets: string, verb: string) => `${targets} each ${PLURAL_VERBS[verb]}`],
  // "Choose target artifact or enchantment. Its owner shuffles it into their library." (701.24a): the choice is the targeting.
  [/\bChoose (target [^.]+)\. Its owner shuffles it into their library\./g, "Shuffle $1 into its owner's library."],
];

/** Ability words (207.2c) label an ability and have no rules meaning: "Heroic — ". */
const ABILITY_WORD = /^(?!Choose\b)[A-Z][a-z']+(?: [a-z']+)* — (?=\S)/;

/** Oracle text or a rendering, normalised (reminder text dropped, 207.2), as lines. */
export function normalisedLines(text: string, name: string): string[] {
  let normal = text
    .replace(/\r\n?/g, '\n')
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
  for (const self of selfNames(name)) normal = normal.replace(new RegExp(`(?<![\\w'])${escape(self)}(?![\\w])`, 'g'), '~');
  normal = normal.replace(/\b[Tt]his (creature|spell|permanent|artifact|enchantment|card|land|token|Aura|aura|Equipment|equipment)\b/g, '~');
  for (const [pattern, replacement] of WORDINGS) normal = normal.replace(pattern, replacement as string);
  return normal
    .split('\n')
    .map((line) => line.trim().replace(ABILITY_WORD, ''))
    .filter(Boolean);
}

const KEYWORD_PART = new RegExp(
  `^(?:${[...KNOWN_KEYWORDS, 'protection from [a-z ]+', 'hexproof from [a-z]+', '[a-z]+walk', 'bestow \\{.+\\}', 'equip \\{.+\\}', '[a-z ]*cycling \\{.+\\}', 'tribute \\d+', 'bushido \\d+', 'bloodthirst \\d+', 'renown \\d+', 'afflict \\d+', 'modular \\d+', 'fabricate \\d+', 'graft \\d+', 'devour \\d+', 'enchant [a-z ]+'].join('|')})$`,
);

/** A line of keywords ("Flying, first strike") as one clause per keyword. */
function keywordParts(line: string): string[] | undefined {
  const parts = line.split(/[,;] /).map((part) => lowerFirst(part.trim()));
  return parts.every((part) => KEYWORD_PART.test(part)) ? parts : undefined;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Sentences of a line, cut at periods outside quotes. */
function sentences(line: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (!quoted && line[i] === '.' && (i === line.length - 1 || line[i + 1] === ' ')) {
      out.push(line.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = line.slice(start).trim();
  if (last) out.push(last);
  return out.filter(Boolean);
}

/** A cost's parts in one order ("{T}, Pay 1 life" and "Pay 1 life, {T}" are paid alike, 602.2b). */
function sortedCost(clause: string): string {
  const colon = /^((?:[^:"]|"[^"]*")+?): (.*)$/.exec(clause);
  if (!colon || colon[1]!.length > 120) return clause;
  const parts = colon[1]!.split(', ').map(lowerFirst).sort();
  return `${parts.join(', ')}: ${lowerFirst(colon[2]!)}`;
}

/** Where a sentence holds two clauses: ", then …" and "… and you gain 3 life" (a new subject). */
const CLAUSE_BREAK =
  / and (?=(?:you|~|it|they|target (?:player|opponent)|each (?:player|opponent)|(?:its|that \w+'s) controller|that player|defending player) (?!control|don't control))| and (?=(?:draw|discard|scry|create|put|untap|tap|counter|sacrifice|destroy|exile|return|prevent|gain control) )| and (?=(?:[\w-]+ )*creatures (?:with(?:out)? [a-z ]+ )?(?:get|gain|have) )|, then (?=[a-z~])/;

/**
 * A sentence as its clauses; "then" at the start is the order they are in anyway. A quoted ability
 * stays whole, its "…, then …" written as two sentences.
 */
function clausesIn(text: string): string[] {
  const quoted = text.replace(/, then ([a-z])/g, '. $1').replace(/\. ([A-Z])/g, (_, letter: string) => `. ${letter.toLowerCase()}`);
  const parts = text.includes('"') ? [quoted] : text.split(CLAUSE_BREAK);
  return parts.map((part) => lowerFirst(part.trim()).replace(/^then /, ''));
}

/** The clauses of normalised lines: keywords one by one, sentences, each mode of a modal ability. */
export function clausesOf(lines: string[]): string[] {
  const clauses: string[] = [];
  for (const raw of lines) {
    const line = raw.replace(/^•\s*/, '');
    const keywords = keywordParts(line);
    if (keywords) {
      clauses.push(...keywords);
      continue;
    }
    clauses.push(...sentences(line).flatMap(clausesIn).map(sortedCost));
  }
  return clauses;
}

/** A compiled rule set: each known difference, and how many clauses it rewrote. */
export class Rewrites {
  readonly used: number[];
  private readonly compiled: RegExp[];

  constructor(readonly differences: KnownDifference[]) {
    this.compiled = differences.map((difference) => new RegExp(difference.pattern, 'g'));
    this.used = differences.map(() => 0);
  }

  /**
   * The clause rewritten by every known difference in turn. A rewrite may cut a clause in two (" | "),
   * and mark words ⟨…⟩ whose plurals and capitals don't count ("for each creature", "the number of creatures").
   */
  apply(clause: string): string[] {
    let parts = [clause];
    this.compiled.forEach((pattern, i) => {
      parts = parts.flatMap((part) => {
        const next = part.replace(pattern, this.differences[i]!.as);
        if (next === part) return [part];
        this.used[i]!++;
        return next.split(' | ').map(lowerFirst);
      });
    });
    return parts.filter(Boolean).map((part) => part.replace(/⟨([^⟩]*)⟩/g, (_, inner: string) => `⟨${inner.toLowerCase().replace(/ies\b/g, 'y').replace(/lves\b/g, 'lf').replace(/s\b/g, '').replace(/ie\b/g, 'y')}⟩`));
  }
}

export interface Mismatch {
  /** Oracle clauses with no counterpart in the rendering (dropped). */
  dropped: string[];
  /** Rendering clauses with no counterpart in the Oracle text (invented). */
  invented: string[];
}

/** Compares a card's Oracle text with the rendering of its definition, clause by clause. */
export function compareClauses(oracleText: string, renderedLines: string[], name: string, rewrites: Rewrites): Mismatch {
  const oracle = clausesOf(normalisedLines(oracleText, name)).flatMap((clause) => rewrites.apply(clause));
  const rendered = clausesOf(normalisedLines(renderedLines.join('\n'), name)).flatMap((clause) => rewrites.apply(clause));
  const left = [...rendered];
  const dropped: string[] = [];
  for (const clause of oracle) {
    const at = left.indexOf(clause);
    if (at >= 0) left.splice(at, 1);
    else dropped.push(clause);
  }
  return { dropped, invented: left };
}

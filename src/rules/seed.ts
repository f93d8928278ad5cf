/**
 * Builds the bundled corpus (rules-data/corpus.json) from the user's seed documents in
 * ../shared/seeds, whose rule excerpts came out of a copy-paste:
 * - the number runs into the text (`601.2To cast a spell…`, `111.10xA Heartwood token…`);
 * - mana and tap symbols were lost (`“: Add or .”`);
 * - stray words are glued on (`…won’t happen.Search`);
 * - one file's excerpts carry no number at all.
 * Each excerpt is matched against the full Comprehensive Rules in ../shared/data (same text once
 * symbols are ignored): that gives unnumbered excerpts their number and restores lost symbols.
 * Paragraphs that match no rule (card rulings, headings) stay out. 111.10x, the Heartwood token,
 * is in no real CR: it is kept, its lost symbols restored from the colors it names.
 * The headings of the sections the rules belong to come from the same CR.
 *
 *     npm run build:seed-corpus      (needs ../shared; the bot at run time does not)
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../util/paths';
import { decodeRulesText, splitLines } from './decode';
import { ancestorIds, compareRuleIds, CORPUS_FORMAT, kindOfId, type CorpusData, type RuleRecord } from './model';
import { linkReferences, parseRulesFile } from './parse';
import { writeCorpus } from './store';

export interface SeedExcerpt {
  /** The number printed in the seed, if any. */
  id?: string;
  text: string;
  file: string;
}

export interface SeedBuild {
  corpus: CorpusData;
  /** What happened to each excerpt, for the build log. */
  log: string[];
}

/** `601.2To cast…` → 601.2 + `To cast…`; a letter belongs to the number only when text follows in capitals. */
const NUMBERED = /^(\d{3}\.\d+(?:[a-z](?=[A-Z“"(]))?)\.?\s*(\S.*)$/;

export function readSeedExcerpts(file: string, bytes: Uint8Array): SeedExcerpt[] {
  const name = path.basename(file);
  return splitLines(decodeRulesText(bytes).text)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const text = removeGluedWord(line);
      const match = NUMBERED.exec(text);
      return match ? { id: match[1]!, text: match[2]!, file: name } : { text, file: name };
    });
}

/** `…won’t happen.Search` → `…won’t happen.`: a capitalised word glued to the final full stop. */
export function removeGluedWord(text: string): string {
  return text.replace(/([.!?”)])[A-Z][a-z]+$/, '$1');
}

/** The text with symbols and spacing ignored, for matching a damaged excerpt against the CR. */
export function skeleton(text: string): string {
  return text
    .replace(/\{[^}]*\}/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,:;”)])/g, '$1')
    .trim();
}

const COLOR_SYMBOLS: Record<string, string> = { white: '{W}', blue: '{U}', black: '{B}', red: '{R}', green: '{G}' };

/**
 * Restores a quoted mana ability whose symbols were lost: `“: Add or .”` on a red and green token
 * becomes `“{T}: Add {R} or {G}.”` — a cost made only of symbols that vanished entirely is the tap
 * symbol, and the mana added is one symbol per colour the text names, in order.
 */
export function restoreManaAbility(text: string): string {
  const colors = [...text.matchAll(/\b(white|blue|black|red|green)\b/g)].map((m) => COLOR_SYMBOLS[m[1]!]!);
  return text.replace(/“:\s*Add((?:\s*(?:,|\bor\b|\band\b))*)\s*\.”/g, (whole, joins: string) => {
    const separators = joins.match(/,|\bor\b|\band\b/g) ?? [];
    if (colors.length !== separators.length + 1) return whole;
    const mana = colors.map((symbol, i) => (i === 0 ? symbol : `${separators[i - 1] === ',' ? ',' : ` ${separators[i - 1]}`} ${symbol}`)).join('');
    return `“{T}: Add ${mana}.”`;
  });
}

export function buildSeedCorpus(excerpts: SeedExcerpt[], reference: CorpusData, referenceName: string): SeedBuild {
  const log: string[] = [];
  const byId = new Map(reference.rules.map((rule) => [rule.id, rule]));
  const bySkeleton = new Map<string, RuleRecord>();
  for (const rule of reference.rules) if (rule.text) bySkeleton.set(skeleton(rule.text), rule);
  const chosen = new Map<string, RuleRecord>();
  for (const excerpt of excerpts) {
    const known = excerpt.id ? byId.get(excerpt.id) : bySkeleton.get(skeleton(excerpt.text));
    const where = `${excerpt.file}: “${excerpt.text.slice(0, 50)}…”`;
    if (known && (known.title ? known.title === excerpt.text : skeleton(known.text) === skeleton(excerpt.text))) {
      chosen.set(known.id, { ...known, examples: [], cites: [] });
      log.push(`${where} → ${known.id} (text from the CR)`);
    } else if (excerpt.id) {
      const kind = kindOfId(excerpt.id) ?? 'rule';
      const text = restoreManaAbility(excerpt.text);
      chosen.set(excerpt.id, { id: excerpt.id, kind, text, examples: [], cites: [] });
      const why = known ? `differs from the CR’s ${excerpt.id}` : 'not in the CR';
      log.push(`${where} → ${excerpt.id} (${why}: kept as the seed has it${text !== excerpt.text ? ', mana symbols restored' : ''})`);
    } else {
      log.push(`${where} → left out (matches no rule: a card ruling or a heading)`);
    }
  }
  // The headings (section, chapter) above every rule, for titles and navigation.
  for (const id of [...chosen.keys()]) {
    for (const ancestor of ancestorIds(id)) {
      const heading = byId.get(ancestor);
      if (heading && (heading.kind === 'section' || heading.kind === 'chapter') && !chosen.has(ancestor)) chosen.set(ancestor, { ...heading, examples: [], cites: [] });
    }
  }
  const rules = [...chosen.values()].sort((a, b) => compareRuleIds(a.id, b.id));
  const corpus = linkReferences({
    format: CORPUS_FORMAT,
    effectiveDate: reference.effectiveDate,
    source: `seed documents, numbers and symbols restored from ${referenceName}`,
    rules,
    glossary: [],
  });
  return { corpus, log };
}

/** `npm run build:seed-corpus`: ../shared/seeds + ../shared/data/MagicCompRules.txt → rules-data/corpus.json. */
function main(): void {
  const shared = path.resolve(PROJECT_ROOT, '..', 'shared');
  const seedsDir = path.join(shared, 'seeds');
  const referenceFile = path.join(shared, 'data', 'MagicCompRules.txt');
  for (const needed of [seedsDir, referenceFile]) {
    if (!fs.existsSync(needed)) throw new Error(`the seed corpus build needs ${needed}`);
  }
  const reference = parseRulesFile(fs.readFileSync(referenceFile), path.basename(referenceFile));
  const excerpts = fs
    .readdirSync(seedsDir)
    .sort()
    .flatMap((file) => readSeedExcerpts(file, fs.readFileSync(path.join(seedsDir, file))));
  const { corpus, log } = buildSeedCorpus(excerpts, reference, `the Comprehensive Rules effective ${reference.effectiveDate}`);
  for (const line of log) console.log(line);
  const file = writeCorpus(path.join(PROJECT_ROOT, 'rules-data'), corpus);
  console.log(`${corpus.rules.length} entries → ${file}`);
}

if (require.main === module) main();

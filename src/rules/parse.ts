/**
 * Parses the Comprehensive Rules text file as Wizards publishes it into CorpusData.
 * Layout: title, effective date, Introduction, Contents (a table of contents that repeats every
 * heading, `Glossary` and `Credits` included), the rules body, Glossary, Credits.
 * Quirks handled (see ../shared/data/SOURCES.md): `606.5 If` (no dot), `119.1d.` and `702.124h.`
 * (stray dot), `901.4.All` (no space), unnumbered continuation paragraphs indented with spaces,
 * lines holding a single space, examples after a blank line, glossary entries with no blank line
 * between them, and glossary senses (`1. …`) that look like chapter headings.
 */
import { decodeRulesText, splitLines } from './decode';
import { CR_LIMITS, rulesSizeProblem } from './limits';
import { CORPUS_FORMAT, type CorpusData, type GlossaryRecord, type RuleRecord } from './model';
import { extractRuleRefs, refContext } from './refs';

export class RulesParseError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(line === undefined ? message : `line ${line}, column ${column ?? 1}: ${message}`);
  }
}

const CHAPTER = /^(\d)\.\s+(\S.*)$/;
const SECTION = /^(\d{3})\.\s+(\S.*)$/;
const SUBRULE = /^(\d{3}\.\d+[a-z])\.?(?:\s+(.*))?$/;
const RULE = /^(\d{3}\.\d+)\.?\s*(\S.*)?$/;
const EXAMPLE = /^Example:\s*(.*)$/;
const EFFECTIVE = /^These rules are effective as of (.+?)\.?$/;

/** Told about lines that were skipped as stray fragments (the 2021-11-15 file has an `f` line after 702.148b). */
export type WarningSink = (message: string) => void;

export function parseRulesFile(bytes: Uint8Array, source: string, warn?: WarningSink): CorpusData {
  const tooLarge = rulesSizeProblem(bytes.length);
  if (tooLarge) throw new RulesParseError(tooLarge);
  return parseRulesText(decodeRulesText(bytes).text, source, warn);
}

export function parseRulesText(text: string, source: string, warn: WarningSink = () => {}): CorpusData {
  const lines = splitLines(text.replace(/^\uFEFF/, '')).map((line) => line.trimEnd());
  const long = lines.findIndex((line) => line.length > CR_LIMITS.lineChars);
  if (long >= 0) {
    throw new RulesParseError(`line ${long + 1} has ${lines[long]!.length.toLocaleString('en-US')} characters, more than the ${CR_LIMITS.lineChars.toLocaleString('en-US')} a line of the Comprehensive Rules may have (the longest so far has 2,811)`);
  }
  const effectiveDate = lines.map((line) => EFFECTIVE.exec(line.trim())?.[1]).find(Boolean);
  if (!effectiveDate) throw new RulesParseError('no effective date: expected a line "These rules are effective as of <date>."');

  const bodyStart = headingAfter(lines, '1. Game Concepts', headingAfter(lines, '1. Game Concepts', 0) + 1, true);
  const glossaryStart = headingAfter(lines, 'Glossary', bodyStart);
  const creditsStart = headingAfter(lines, 'Credits', glossaryStart);

  const rules = parseBody(lines, bodyStart, glossaryStart, warn);
  const glossary = parseGlossary(lines, glossaryStart + 1, creditsStart);
  return linkReferences({ format: CORPUS_FORMAT, effectiveDate, source, rules, glossary });
}

/**
 * The index of the first line equal to `heading` at or after `from`. The body's `1. Game Concepts`
 * is the second one (the first is in the table of contents); with `fallback`, a file without a
 * table of contents uses the only one.
 */
function headingAfter(lines: string[], heading: string, from: number, fallback = false): number {
  const at = lines.findIndex((line, i) => i >= from && line.trim() === heading);
  if (at >= 0) return at;
  if (fallback) {
    const only = lines.findIndex((line) => line.trim() === heading);
    if (only >= 0) return only;
  }
  throw new RulesParseError(`no "${heading}" heading${from > 0 ? ` after line ${from}` : ''}: the file is not a complete Comprehensive Rules text (truncated?)`);
}

function parseBody(lines: string[], start: number, end: number, warn: WarningSink): RuleRecord[] {
  const rules: RuleRecord[] = [];
  const seen = new Set<string>();
  let section: string | undefined;
  let rule: string | undefined;
  const add = (record: Omit<RuleRecord, 'examples' | 'cites'>, lineNo: number) => {
    if (seen.has(record.id)) throw new RulesParseError(`rule ${record.id} appears twice`, lineNo);
    seen.add(record.id);
    rules.push({ ...record, examples: [], cites: [] });
  };
  for (let i = start; i < end; i++) {
    const raw = lines[i]!;
    const line = raw.trim();
    const lineNo = i + 1;
    if (line === '') continue;
    let match: RegExpExecArray | null;
    if ((match = EXAMPLE.exec(line))) {
      const last = rules[rules.length - 1];
      if (!last || last.kind === 'chapter' || last.kind === 'section') throw new RulesParseError('an example with no rule before it', lineNo);
      last.examples.push(match[1]!);
    } else if (/^\s/.test(raw)) {
      // An unnumbered paragraph that continues the rule above (after 205.4c and 509.1b).
      const last = rules[rules.length - 1];
      if (!last || !last.text) throw new RulesParseError('an indented paragraph with no rule before it', lineNo);
      last.text += '\n' + line;
    } else if ((match = SUBRULE.exec(line))) {
      const id = match[1]!;
      if (id.replace(/[a-z]$/, '') !== rule) throw new RulesParseError(`subrule ${id} is not under rule ${id.replace(/[a-z]$/, '')} (the rule above is ${rule ?? 'none'})`, lineNo);
      add({ id, kind: 'subrule', text: match[2] ?? '' }, lineNo);
    } else if ((match = RULE.exec(line))) {
      const id = match[1]!;
      if (id.split('.')[0] !== section) throw new RulesParseError(`rule ${id} is not under section ${id.split('.')[0]} (the section above is ${section ?? 'none'})`, lineNo);
      rule = id;
      const text = match[2] ?? '';
      const titleOnly = /^70[12]\./.test(id) && text.length < 60 && !/[.:;”"]$/.test(text);
      add(titleOnly ? { id, kind: 'rule', title: text, text: '' } : { id, kind: 'rule', text }, lineNo);
    } else if ((match = SECTION.exec(line))) {
      section = match[1]!;
      rule = undefined;
      add({ id: section, kind: 'section', title: match[2]!, text: '' }, lineNo);
    } else if ((match = CHAPTER.exec(line))) {
      section = rule = undefined;
      add({ id: match[1]!, kind: 'chapter', title: match[2]!, text: '' }, lineNo);
    } else if (line.length <= 2) {
      warn(`line ${lineNo}: skipped the stray fragment "${line}"`);
    } else {
      throw new RulesParseError(`unexpected line in the rules body: "${line.slice(0, 60)}"`, lineNo, raw.length - raw.trimStart().length + 1);
    }
  }
  return rules;
}

/**
 * Glossary entries are separated by blank lines: a term, then its definition lines. A line that
 * looks like a term (short, no closing punctuation, not a numbered sense) after a definition
 * starts a new entry even without a blank line (2021-11-15: "Adventurer Card" / "Affinity").
 */
function parseGlossary(lines: string[], start: number, end: number): GlossaryRecord[] {
  const entries: { term: string; definition: string[] }[] = [];
  let current: { term: string; definition: string[] } | undefined;
  for (let i = start; i < end; i++) {
    const line = lines[i]!.trim();
    if (line === '') {
      current = undefined;
    } else if (!current || (current.definition.length > 0 && looksLikeTerm(line) && lines[i + 1]?.trim())) {
      current = { term: line, definition: [] };
      entries.push(current);
    } else {
      current.definition.push(line);
    }
  }
  return entries.map(({ term, definition }, index) => {
    if (definition.length === 0) throw new RulesParseError(`glossary entry "${term}" (entry ${index + 1}) has no definition`);
    const numbered = definition.filter((line) => /^\d+\.\s/.test(line));
    const senses = numbered.length ? numbered.map((line) => line.replace(/^\d+\.\s+/, '')) : [definition.join(' ')];
    const notes = numbered.length ? definition.filter((line) => !/^\d+\.\s/.test(line)) : [];
    return { term, aliases: glossaryAliases(term), senses, notes, rules: [] };
  });
}

function looksLikeTerm(line: string): boolean {
  return line.length <= 60 && !/^\d+\.\s/.test(line) && !/[.:;)”"’]$/.test(line) && /^[A-Z0-9“]/.test(line);
}

/**
 * The names a glossary heading gives: `Banding, “Bands with Other”` → Banding, Bands with Other;
 * `Partner, “Partner—[text],” “Partner with [name]”` → Partner, Partner—[text], Partner with [name]
 * (quoted names may hold commas); `(Obsolete)` is dropped.
 */
export function glossaryAliases(term: string): string[] {
  const clean = (part: string) => part.replace(/\(Obsolete\)/i, '').replace(/^[\s,]+|[\s,]+$/g, '');
  const quoted = [...term.matchAll(/“([^”]*)”/g)].map((match) => clean(match[1]!));
  const unquoted = term.replace(/“[^”]*”/g, ',').split(',').map(clean);
  return [...new Set([...unquoted, ...quoted].filter(Boolean))];
}

/** Fills `cites` of every rule and `rules` of every glossary entry, now that every id is known. */
export function linkReferences(data: CorpusData): CorpusData {
  const context = refContext(data.rules.map((rule) => rule.id));
  for (const rule of data.rules) {
    rule.cites = extractRuleRefs(rule.text, context).filter((id) => id !== rule.id);
  }
  for (const entry of data.glossary) {
    entry.rules = extractRuleRefs([...entry.senses, ...entry.notes].join('\n'), context);
  }
  return data;
}

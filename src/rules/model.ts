/**
 * The rules corpus: what the parser produces, what rules-data/corpus.json stores, and the linked
 * view (parent, children, previous, next) the services use.
 */

/** chapter `6. Spells, Abilities, and Effects`, section `601. Casting Spells`, rule `601.2`, subrule `601.2h`. */
export type RuleKind = 'chapter' | 'section' | 'rule' | 'subrule';

export interface RuleRecord {
  id: string;
  kind: RuleKind;
  /** Chapters, sections and the title-only rules of 701/702 (`702.19. Trample`). */
  title?: string;
  /** The rule's text without its number ('' for a heading); unnumbered continuation paragraphs joined with '\n'. */
  text: string;
  /** `Example:` paragraphs, in order, without the `Example: ` prefix. */
  examples: string[];
  /** Rules this one cites (`see rule 603.3`, ranges such as `601.2a–d` expanded), existing ids only. */
  cites: string[];
  /** A rule Heartwood adds that is not part of the official Comprehensive Rules (rules-data/unofficial-rules.json). */
  unofficial?: true;
}

export interface GlossaryRecord {
  /** The heading as printed: `Active Player, Nonactive Player Order`. */
  term: string;
  /** Every name it is known by: the heading's comma-separated parts, without quotes or `(Obsolete)`. */
  aliases: string[];
  /** Numbered senses (`1. …`, `2. …`), or the single definition. */
  senses: string[];
  /** Trailing lines that belong to no sense (`See rule 113, “Abilities,” …`). */
  notes: string[];
  /** The rules it points to, in order. */
  rules: string[];
}

export const CORPUS_FORMAT = 1;

export interface CorpusData {
  format: typeof CORPUS_FORMAT;
  /** As printed: `January 16, 2026`. */
  effectiveDate: string;
  /** Where the corpus came from: a file name or a URL. */
  source: string;
  /** What changed since the version before it, rule by rule (stored when Heartwood writes the file). */
  changes?: ChangeMarks;
  rules: RuleRecord[];
  glossary: GlossaryRecord[];
}

/** The rules the latest update added, changed or renumbered, for /rule's "(changed in the … update)". */
export interface ChangeMarks {
  /** The version before, as an ISO date: 2025-11-14. */
  from: string;
  rules: ChangeMark[];
}

export interface ChangeMark {
  id: string;
  kind: 'added' | 'changed' | 'renumbered';
  /** The number it had before, when it was renumbered. */
  from?: string;
}

export interface RuleEntry extends RuleRecord {
  parent?: string;
  children: string[];
  previous?: string;
  next?: string;
}

export interface Corpus {
  effectiveDate: string;
  source: string;
  /** In document order. */
  rules: RuleEntry[];
  glossary: GlossaryRecord[];
  get(id: string): RuleEntry | undefined;
}

/** `601.2h` → its parts; undefined for anything that is not a rule id. */
function parseRuleId(id: string): { chapter: string; section?: string; rule?: string; letter?: string } | undefined {
  const match = /^(\d)(?:(\d\d)(?:\.(\d+)([a-z])?)?)?$/.exec(id);
  if (!match) return undefined;
  const [, chapter, sectionTail, rule, letter] = match;
  return { chapter: chapter!, section: sectionTail ? chapter! + sectionTail : undefined, rule, letter };
}

/** The ids a rule id descends from, nearest first: `601.2h` → `601.2`, `601`, `6`. */
export function ancestorIds(id: string): string[] {
  const parts = parseRuleId(id);
  if (!parts) return [];
  const out: string[] = [];
  if (parts.letter) out.push(`${parts.section}.${parts.rule}`);
  if (parts.rule) out.push(parts.section!);
  if (parts.section) out.push(parts.chapter);
  return out;
}

export function kindOfId(id: string): RuleKind | undefined {
  const parts = parseRuleId(id);
  if (!parts) return undefined;
  if (parts.letter) return 'subrule';
  if (parts.rule) return 'rule';
  return parts.section ? 'section' : 'chapter';
}

/**
 * Links the records: parent is the nearest ancestor present (a partial corpus, such as a test's,
 * may lack some); children in document order. Chapters, sections and rules each run on in
 * document order (across sections); a subrule's previous is its previous sibling or else its
 * rule, its next the next sibling or else the rule after its rule.
 */
export function linkCorpus(data: CorpusData): Corpus {
  const byId = new Map<string, RuleEntry>();
  // Every entry with the same fields in the same order: objects of one shape, which V8 makes and links
  // ten times faster than copies of records whose optional fields vary.
  const entries: RuleEntry[] = data.rules.map((record) => ({
    id: record.id,
    kind: record.kind,
    title: record.title,
    text: record.text,
    examples: record.examples,
    cites: record.cites,
    unofficial: record.unofficial,
    parent: undefined,
    children: [],
    previous: undefined,
    next: undefined,
  }));
  for (const entry of entries) byId.set(entry.id, entry);
  for (const entry of entries) {
    const parent = ancestorIds(entry.id).find((id) => byId.has(id));
    if (parent) {
      entry.parent = parent;
      byId.get(parent)!.children.push(entry.id);
    }
  }
  for (const kind of ['chapter', 'section', 'rule'] as const) {
    const run = entries.filter((e) => e.kind === kind);
    run.forEach((entry, i) => {
      entry.previous = run[i - 1]?.id;
      entry.next = run[i + 1]?.id;
    });
  }
  for (const entry of entries) {
    if (entry.kind !== 'subrule') continue;
    const parent = entry.parent ? byId.get(entry.parent) : undefined;
    const siblings = parent?.children ?? [entry.id];
    const at = siblings.indexOf(entry.id);
    entry.previous = siblings[at - 1] ?? parent?.id;
    entry.next = siblings[at + 1] ?? (parent?.kind === 'rule' ? parent.next : undefined);
  }
  return {
    effectiveDate: data.effectiveDate,
    source: data.source,
    rules: entries,
    glossary: data.glossary,
    get: (id) => byId.get(id),
  };
}

/** Orders ids as the rules do: 111.9 < 111.10 < 111.10a < 111.10x < 111.11; a chapter before its sections. */
export function compareRuleIds(a: string, b: string): number {
  const key = (id: string) => {
    const parts = parseRuleId(id);
    if (!parts) return [Infinity, 0, 0, 0];
    return [parts.section ? Number(parts.section) : Number(parts.chapter) * 100 - 0.5, Number(parts.rule ?? 0), parts.letter ? parts.letter.charCodeAt(0) : 0];
  };
  const [x, y] = [key(a), key(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/**
 * What changed between two versions of the Comprehensive Rules: the rules added, removed, changed
 * and renumbered, the sections that moved, and the glossary entries added, removed and changed.
 *
 * - Sections are matched by title, so a section that moved (Handling Illegal Actions: 726 in 2021,
 *   732 in 2026) is one move, and its rules are compared with their new numbers.
 * - Rules are matched by number (through the section moves) when their text is the same; else by
 *   identical text elsewhere (a subrule renumbered because one before it was removed: 702.124m →
 *   702.124k); else by number when the text is similar; else by similar text under the same parent.
 *   What is left is removed or added.
 * - Texts are compared with the rule numbers they cite mapped to the new numbering, so a rule that
 *   only cites a moved section is not reported as changed.
 */
import type { ChangeMark, ChangeMarks, CorpusData, GlossaryRecord, RuleRecord } from './model';

export type RuleChange =
  | { kind: 'added'; id: string; after: RuleRecord }
  | { kind: 'removed'; id: string; before: RuleRecord }
  /** `from` is the old number when the rule was renumbered too. */
  | { kind: 'changed'; id: string; from?: string; before: RuleRecord; after: RuleRecord }
  | { kind: 'renumbered'; id: string; from: string; before: RuleRecord; after: RuleRecord };

export type GlossaryChange =
  | { kind: 'added'; term: string; after: GlossaryRecord }
  | { kind: 'removed'; term: string; before: GlossaryRecord }
  | { kind: 'changed'; term: string; before: GlossaryRecord; after: GlossaryRecord };

export interface SectionMove {
  from: string;
  to: string;
  title: string;
}

export interface CorpusChanges {
  from: string;
  to: string;
  /** Sections whose number changed, matched by title. */
  moved: SectionMove[];
  /** Sections (and chapters) that are new, gone, or renamed. */
  sections: RuleChange[];
  /** Rules and subrules, in the new version's order (a removed rule where it stood). */
  rules: RuleChange[];
  glossary: GlossaryChange[];
}

/** Two texts this similar (shared words, Dice coefficient) are one rule changed, not one removed and one added. */
const SIMILAR = 0.5;

/**
 * How far (in rules under one parent) a changed rule is looked for from its old place: so each
 * rule is compared with at most 2 × NEARBY + 1 others, however many rules share its parent (with
 * every one compared, 40,000 rules under one section took 19 s).
 */
const NEARBY = 20;

const isRule = (record: RuleRecord) => record.kind === 'rule' || record.kind === 'subrule';

/** `702.124m` → its section `702`; `601.2h` → its rule `601.2`. */
const sectionOf = (id: string) => id.slice(0, 3);
const parentOf = (id: string) => (/[a-z]$/.test(id) ? id.slice(0, -1) : sectionOf(id));

export function compareCorpora(before: CorpusData, after: CorpusData): CorpusChanges {
  const { moved, sections, sectionMap } = matchSections(before, after);
  const moveId = (id: string) => (sectionMap.has(sectionOf(id)) ? sectionMap.get(sectionOf(id))! + id.slice(3) : id);
  const oldRules = before.rules.filter((record) => isRule(record) && !record.unofficial);
  const newRules = after.rules.filter((record) => isRule(record) && !record.unofficial);
  const newById = new Map(newRules.map((record) => [record.id, record]));
  const pairs = new Map<RuleRecord, RuleRecord>();
  const taken = new Set<RuleRecord>();
  const pair = (old: RuleRecord, next: RuleRecord) => {
    pairs.set(old, next);
    taken.add(next);
  };
  const free = (old: RuleRecord) => !pairs.has(old);
  const open = (next: RuleRecord | undefined): next is RuleRecord => next !== undefined && !taken.has(next);

  // Each text once: the old ones with their cited numbers moved with their sections.
  const anyMoved = [...sectionMap].some(([from, to]) => from !== to);
  const oldText = new Map(oldRules.map((record) => [record, contentOf(record, anyMoved ? moveId : undefined)]));
  const newText = new Map(newRules.map((record) => [record, contentOf(record)]));

  // 1. Same number (through the section moves), same text.
  for (const old of oldRules) {
    const next = newById.get(moveId(old.id));
    if (open(next) && next.kind === old.kind && oldText.get(old) === newText.get(next)) pair(old, next);
  }
  // 2. The same text, once on each side, under another number: renumbered.
  const unique = (records: RuleRecord[], texts: Map<RuleRecord, string>) => {
    const byText = new Map<string, RuleRecord | null>();
    for (const record of records) byText.set(texts.get(record)!, byText.has(texts.get(record)!) ? null : record);
    return byText;
  };
  const newByText = unique(newRules.filter(open), newText);
  for (const [text, old] of unique(oldRules.filter(free), oldText)) {
    const next = newByText.get(text);
    if (old && next && next.kind === old.kind) pair(old, next);
  }
  // 3. Same number, similar text: changed.
  for (const old of oldRules.filter(free)) {
    const next = newById.get(moveId(old.id));
    if (open(next) && next.kind === old.kind && similarity(oldText.get(old)!, newText.get(next)!) >= SIMILAR) pair(old, next);
  }
  // 4. Similar text under the same (matched) parent, near the same place among its rules: changed and renumbered.
  const renumber = new Map([...pairs].map(([old, next]) => [old.id, next.id]));
  const newByParent = byParent(newRules);
  const placeOf = new Map([...byParent(oldRules).values()].flatMap((siblings) => siblings.map((old, place) => [old, place] as const)));
  const words = new Map<RuleRecord, Map<string, number>>();
  const wordsOf = (record: RuleRecord, texts: Map<RuleRecord, string>) => words.get(record) ?? words.set(record, wordCounts(texts.get(record)!)).get(record)!;
  for (const old of oldRules.filter(free)) {
    const parent = renumber.get(parentOf(old.id)) ?? moveId(parentOf(old.id));
    const siblings = newByParent.get(parent) ?? [];
    const place = placeOf.get(old)!;
    let best: { next: RuleRecord; score: number } | undefined;
    for (const next of siblings.slice(Math.max(0, place - NEARBY), place + NEARBY + 1)) {
      if (!open(next) || next.kind !== old.kind) continue;
      const score = diceOf(wordsOf(old, oldText), wordsOf(next, newText));
      if (!best || score > best.score) best = { next, score };
    }
    if (best && best.score >= SIMILAR) pair(old, best.next);
  }

  // Texts compared again with every cited number mapped as matched: a changed citation alone is no change.
  for (const [old, next] of pairs) renumber.set(old.id, next.id);
  const content = (old: RuleRecord) => contentOf(old, (id) => renumber.get(id) ?? moveId(id));
  const rules: RuleChange[] = [];
  const removedAfter = new Map<string, RuleChange[]>();
  let lastKept = '';
  for (const old of oldRules) {
    const next = pairs.get(old);
    if (next) lastKept = next.id;
    else if (removedAfter.has(lastKept)) removedAfter.get(lastKept)!.push({ kind: 'removed', id: old.id, before: old });
    else removedAfter.set(lastKept, [{ kind: 'removed', id: old.id, before: old }]);
  }
  const oldOf = new Map([...pairs].map(([old, next]) => [next, old]));
  for (const removed of removedAfter.get('') ?? []) rules.push(removed);
  for (const next of newRules) {
    const old = oldOf.get(next);
    if (!old) rules.push({ kind: 'added', id: next.id, after: next });
    else if (oldText.get(old) !== newText.get(next) && content(old) !== newText.get(next)) rules.push({ kind: 'changed', id: next.id, ...(moveId(old.id) !== next.id ? { from: old.id } : {}), before: old, after: next });
    else if (moveId(old.id) !== next.id) rules.push({ kind: 'renumbered', id: next.id, from: old.id, before: old, after: next });
    if (old) for (const removed of removedAfter.get(next.id) ?? []) rules.push(removed);
  }
  return { from: before.effectiveDate, to: after.effectiveDate, moved, sections, rules, glossary: compareGlossaries(before.glossary, after.glossary) };
}

/** Rules by their parent, in order. */
function byParent(rules: RuleRecord[]): Map<string, RuleRecord[]> {
  const groups = new Map<string, RuleRecord[]>();
  for (const rule of rules) {
    const group = groups.get(parentOf(rule.id));
    if (group) group.push(rule);
    else groups.set(parentOf(rule.id), [rule]);
  }
  return groups;
}

/** The rules `after` added, changed or renumbered since `before` (the version of `fromDate`), as a corpus file keeps them. */
export function changeMarks(before: CorpusData, after: CorpusData, fromDate: string): ChangeMarks {
  const marks = compareCorpora(before, after).rules.flatMap((change): ChangeMark[] =>
    change.kind === 'removed' ? [] : [{ id: change.id, kind: change.kind, ...('from' in change && change.from ? { from: change.from } : {}) }],
  );
  return { from: fromDate, rules: marks };
}

/**
 * Chapters and sections: the same number and title; else the same title, when only one heading
 * has it on each side (chapter 1's and 9's sections are all called "General"); else the same
 * number, renamed. A section matched under another number has moved.
 */
function matchSections(before: CorpusData, after: CorpusData): { moved: SectionMove[]; sections: RuleChange[]; sectionMap: Map<string, string> } {
  const headings = (data: CorpusData) => data.rules.filter((record) => record.kind === 'section' || record.kind === 'chapter');
  const [oldHeadings, newHeadings] = [headings(before), headings(after)];
  const key = (record: RuleRecord) => `${record.kind}|${record.title}`;
  const uniqueByTitle = (records: RuleRecord[]) => {
    const seen = new Map<string, RuleRecord | null>();
    for (const record of records) seen.set(key(record), seen.has(key(record)) ? null : record);
    return seen;
  };
  const [oldByTitle, newByTitle] = [uniqueByTitle(oldHeadings), uniqueByTitle(newHeadings)];
  const newById = new Map(newHeadings.map((record) => [record.id, record]));
  const sectionMap = new Map<string, string>();
  const matched = new Set<RuleRecord>();
  const match = (old: RuleRecord, next: RuleRecord | null | undefined) => {
    if (!next || matched.has(next) || next.kind !== old.kind || sectionMap.has(old.id)) return;
    matched.add(next);
    sectionMap.set(old.id, next.id);
  };
  for (const old of oldHeadings) if (newById.get(old.id)?.title === old.title) match(old, newById.get(old.id));
  for (const old of oldHeadings) if (oldByTitle.get(key(old))) match(old, newByTitle.get(key(old)));
  for (const old of oldHeadings) if (!newByTitle.get(key(old))) match(old, newById.get(old.id));
  const moved: SectionMove[] = [];
  const sections: RuleChange[] = [];
  for (const old of oldHeadings) {
    const id = sectionMap.get(old.id);
    if (id === undefined) sections.push({ kind: 'removed', id: old.id, before: old });
    else if (id !== old.id && old.kind === 'section') moved.push({ from: old.id, to: id, title: old.title ?? '' });
    if (id !== undefined && newById.get(id)!.title !== old.title) sections.push({ kind: 'changed', id, before: old, after: newById.get(id)! });
  }
  for (const next of newHeadings) if (!matched.has(next)) sections.push({ kind: 'added', id: next.id, after: next });
  return { moved, sections, sectionMap };
}

function compareGlossaries(before: GlossaryRecord[], after: GlossaryRecord[]): GlossaryChange[] {
  const text = (entry: GlossaryRecord) => [...entry.senses, ...entry.notes].join('\n');
  const oldByTerm = new Map(before.map((entry) => [entry.term, entry]));
  const newTerms = new Set(after.map((entry) => entry.term));
  const changes: GlossaryChange[] = [];
  for (const entry of after) {
    const old = oldByTerm.get(entry.term);
    if (!old) changes.push({ kind: 'added', term: entry.term, after: entry });
    else if (text(old) !== text(entry)) changes.push({ kind: 'changed', term: entry.term, before: old, after: entry });
  }
  for (const entry of before) if (!newTerms.has(entry.term)) changes.push({ kind: 'removed', term: entry.term, before: entry });
  return changes;
}

/** What a rule says: title, text and examples, spacing normalised, cited numbers mapped by `mapId` when given. */
export function contentOf(record: RuleRecord, mapId?: (id: string) => string): string {
  const text = [record.title ?? '', record.text, ...record.examples.map((example) => `Example: ${example}`)].join('\n').replace(/[ \t]+/g, ' ');
  return mapId ? text.replace(/\b\d{3}(?:\.\d+[a-z]?)?\b/g, mapId) : text;
}

/** Shared words over all words (Dice coefficient, 0 to 1). */
export function similarity(a: string, b: string): number {
  return diceOf(wordCounts(a), wordCounts(b));
}

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

function diceOf(x: Map<string, number>, y: Map<string, number>): number {
  let shared = 0;
  let total = 0;
  for (const [word, n] of x) {
    shared += Math.min(n, y.get(word) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return total === 0 ? 1 : (2 * shared) / total;
}

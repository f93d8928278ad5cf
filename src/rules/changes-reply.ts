/**
 * /changes and `heartwood changes`: what changed between two kept versions of the Comprehensive
 * Rules (or two CR files), as a paginated Reply with a word-level diff of every changed rule. In
 * Discord removed words are ~~struck~~ and added ones __underlined__; as text they read
 * [-removed-] and {+added+}.
 */
import fs from 'node:fs';
import { diffWords } from 'diff';
import { encodeCustomId } from '../reply/command';
import { errorReply, LIMITS, packBlocks, pageWithin, splitText, truncate, type Reply } from '../reply/reply';
import { cachedByFiles } from '../util/file-cache';
import type { DataSources } from '../util/paths';
import { versionInUse } from '../util/in-effect';
import { compareCorpora, type CorpusChanges, type GlossaryChange, type RuleChange } from './changes';
import { readRulesFile } from './ingest';
import type { CorpusData, RuleRecord } from './model';
import { findVersion, longDate, readCorpusCached, rulesVersions, type RulesVersion } from './versions';

/** Unchanged words kept on each side of a change; longer unchanged runs are cut to “…”. */
const CONTEXT_WORDS = 8;
const PAGE_TEXT = 3800;

export class ChangesError extends Error {}

const cachedComparison = cachedByFiles(([before, after]) => compareCorpora(readCorpusCached(before!), readCorpusCached(after!)));

/** The changes between two versions named by date (`2025-11-14`, `November 14, 2025`); by default the latest update. */
export function versionChanges(where: DataSources, from?: string, to?: string): CorpusChanges {
  const versions = rulesVersions(where);
  const kept = versions.map((version) => longDate(version.date)).join(', ') || 'none';
  const pick = (date: string) => {
    const found = findVersion(versions, date);
    if (!found) throw new ChangesError(`No kept version of the Comprehensive Rules is effective ${date}. Kept: ${kept}. Add one with \`heartwood ingest --cr <file or URL>\`.`);
    return found;
  };
  const after = to ? pick(to) : versionInUse(versions);
  const before = from ? pick(from) : versions[versions.indexOf(after!) - 1];
  if (!after || !before) throw new ChangesError(`Only one version of the Comprehensive Rules is kept (${kept}), so there is nothing to compare. Add another with \`heartwood ingest --cr <file or URL>\`.`);
  return cachedComparison(order(before, after).map((version) => version.file));
}

/** Older first, whichever order they were given in. */
function order(a: RulesVersion, b: RulesVersion): RulesVersion[] {
  return a.date <= b.date ? [a, b] : [b, a];
}

/** `heartwood changes --from <date|file> --to <date|file>`: a CR file is read and parsed on the spot. */
export function changesBetween(where: DataSources, from?: string, to?: string): CorpusChanges {
  const isFile = (value?: string): value is string => value !== undefined && fs.existsSync(value) && fs.statSync(value).isFile();
  if (!isFile(from) && !isFile(to)) return versionChanges(where, from, to);
  const load = (value: string | undefined, fallback: () => CorpusData): CorpusData => {
    if (isFile(value)) return readRulesFile(value, fs.readFileSync(value));
    if (value === undefined) return fallback();
    const version = findVersion(rulesVersions(where), value);
    if (!version) throw new ChangesError(`${value} is neither a file nor the date of a kept version of the Comprehensive Rules`);
    return readCorpusCached(version.file);
  };
  const latest = () => readCorpusCached(versionInUse(rulesVersions(where))!.file);
  return compareCorpora(load(from, latest), load(to, latest));
}

const count = (changes: { kind: string }[], kind: string) => changes.filter((change) => change.kind === kind).length;

/** The one-paragraph summary: how many rules were added, removed, changed, renumbered; sections moved; glossary. */
export function changesSummary(changes: CorpusChanges): string {
  const rules = changes.rules;
  const parts = [`${count(rules, 'added')} added`, `${count(rules, 'removed')} removed`, `${count(rules, 'changed')} changed`, `${count(rules, 'renumbered')} renumbered`];
  const glossary = changes.glossary;
  const lines = [`Rules: ${parts.join(', ')}.`];
  if (changes.moved.length) lines.push(`Sections moved: ${changes.moved.map((move) => `${move.title} ${move.from} → ${move.to}`).join('; ')}.`);
  const sectionNotes = changes.sections.map((change) => sectionLine(change));
  if (sectionNotes.length) lines.push(`Sections: ${sectionNotes.join('; ')}.`);
  if (glossary.length) lines.push(`Glossary: ${count(glossary, 'added')} added, ${count(glossary, 'removed')} removed, ${count(glossary, 'changed')} changed.`);
  return lines.join('\n');
}

function sectionLine(change: RuleChange): string {
  const title = (record: RuleRecord) => `${record.id} ${record.title ?? ''}`.trim();
  if (change.kind === 'added') return `new ${title(change.after)}`;
  if (change.kind === 'removed') return `gone ${title(change.before)}`;
  return `${change.kind === 'changed' ? 'renamed' : 'moved'} ${title(change.before)} → ${title(change.after)}`;
}

/** A rule's words: title, text, examples. */
function words(record: RuleRecord): string {
  return [record.title, record.text, ...record.examples.map((example) => `Example: ${example}`)].filter(Boolean).join('\n');
}

/** One change as a block of text. */
export function changeBlock(change: RuleChange): string {
  switch (change.kind) {
    case 'added':
      return `**Added ${change.id}** ${escape(words(change.after))}`;
    case 'removed':
      return `**Removed ${change.id}** ~~${escape(words(change.before))}~~`;
    case 'renumbered':
      return `**Renumbered ${change.from} → ${change.id}** (${words(change.before) === words(change.after) ? 'same text' : 'same text, the rules it cites renumbered'}) ${escape(truncate(words(change.after), 160))}`;
    case 'changed':
      return `**Changed ${change.from ? `${change.from} → ${change.id}` : change.id}** ${wordDiff(words(change.before), words(change.after))}`;
  }
}

function glossaryBlock(change: GlossaryChange): string {
  const text = (entry: { senses: string[]; notes: string[] }) => [...entry.senses, ...entry.notes].join('\n');
  if (change.kind === 'added') return `**Glossary: added “${change.term}”** ${escape(text(change.after))}`;
  if (change.kind === 'removed') return `**Glossary: removed “${change.term}”** ~~${escape(text(change.before))}~~`;
  return `**Glossary: changed “${change.term}”** ${wordDiff(text(change.before), text(change.after))}`;
}

/** Discord markdown characters in rule text (`________`, a 1+\* power) shown as they are, not as formatting. */
function escape(text: string): string {
  return text.replace(/([\\*_~`])/g, '\\$1');
}

/** Word by word: ~~removed~~ and __added__, with CONTEXT_WORDS unchanged words around each change. */
export function wordDiff(before: string, after: string): string {
  const parts = diffWords(before, after);
  return parts
    .map((part, i) => {
      if (part.added || part.removed) {
        const [, lead, core, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.value)!;
        if (!core) return part.value;
        return `${lead}${part.added ? '__' : '~~'}${escape(core)}${part.added ? '__' : '~~'}${trail}`;
      }
      const tokens = part.value.split(/(\s+)/);
      const wordsIn = tokens.filter((token) => token.trim()).length;
      if (wordsIn <= 2 * CONTEXT_WORDS) return escape(part.value);
      const keep = (fromEnd: boolean) => {
        let seen = 0;
        const order = fromEnd ? [...tokens].reverse() : tokens;
        const taken: string[] = [];
        for (const token of order) {
          if (token.trim() && ++seen > CONTEXT_WORDS) break;
          taken.push(token);
        }
        return (fromEnd ? taken.reverse() : taken).join('');
      };
      const head = i === 0 ? '' : keep(false);
      const tail = i === parts.length - 1 ? '' : keep(true);
      return `${escape(head)}${head.endsWith(' ') ? '' : ' '}… ${escape(tail.trimStart())}`;
    })
    .join('')
    .trim();
}

export interface ChangesView {
  from?: string;
  to?: string;
  page?: number;
}

/** The /changes answer: the summary, then every change, paginated; paging recomputes from the versions named. */
export function changesReply(where: DataSources, view: ChangesView): Reply {
  let changes: CorpusChanges;
  try {
    changes = versionChanges(where, view.from, view.to);
  } catch (error) {
    if (error instanceof ChangesError) return errorReply('No changes to show', error.message);
    throw error;
  }
  return changesPages(changes, encodeCustomId('changes', 'p', view.from ?? '', view.to ?? ''), view.page ?? 0);
}

export function changesPages(changes: CorpusChanges, pageKey: string | undefined, page = 0): Reply {
  const title = truncate(`Changes from the Comprehensive Rules of ${changes.from} to ${changes.to}`, LIMITS.embedTitle);
  const blocks = [changesSummary(changes), ...changes.rules.map(changeBlock), ...changes.glossary.map(glossaryBlock)].flatMap((block) => splitText(block, PAGE_TEXT));
  const texts = packBlocks(blocks, () => PAGE_TEXT);
  const pages = texts.map((text) => ({ title, text }));
  return { pages, page: pageWithin(page, pages.length), ...(pageKey ? { pageKey } : {}) };
}

/** "What changed": one rule's change in the latest update, with its word diff. */
export function ruleChangeReply(change: RuleChange | undefined, id: string, update: string): Reply {
  if (!change) return { pages: [{ title: `Rule ${id}`, text: `Rule ${id} did not change in the ${update} update.` }], tone: 'info', ephemeral: true };
  return { pages: [{ title: truncate(`Rule ${id} in the ${update} update`, LIMITS.embedTitle), text: truncate(changeBlock(change), LIMITS.embedDescription) }], ephemeral: true };
}

/**
 * /changes document:<mtr|ipg|jar>: what changed in a tournament document between two kept versions
 * (./versions; the latest update by default), section by section, each changed one with its word
 * diff (as the Comprehensive Rules' changes are shown, ../rules/changes-reply).
 */
import { encodeCustomId } from '../reply/command';
import { errorReply, LIMITS, packBlocks, pageWithin, splitText, truncate, type Reply } from '../reply/reply';
import { wordDiff } from '../rules/changes-reply';
import { findVersion, longDate } from '../rules/versions';
import type { DataSources } from '../util/paths';
import { versionInUse } from '../util/in-effect';
import { DOCUMENT_NAMES, type TournamentKind, type TournamentSection } from './model';
import { readTournamentVersion, tournamentVersions } from './versions';

export type SectionChange =
  | { kind: 'added'; after: TournamentSection }
  | { kind: 'removed'; before: TournamentSection }
  | { kind: 'changed'; before: TournamentSection; after: TournamentSection };

export interface DocumentChanges {
  kind: TournamentKind;
  from: string;
  to: string;
  sections: SectionChange[];
}

const PAGE_TEXT = 3800;

/** A section's words: its heading (with its penalty) and every part, labelled. */
function sectionWords(section: TournamentSection): string {
  const heading = [section.category, section.title].filter(Boolean).join(' — ') + (section.penalty ? ` (Penalty: ${section.penalty})` : '');
  return [heading, ...section.parts.map((part) => [part.label, ...part.paragraphs].filter(Boolean).join('\n'))].join('\n');
}

/** Sections by number: added, removed, or with other words (in the newer document's order, then the removed). */
export function compareDocuments(before: TournamentSection[], after: TournamentSection[]): SectionChange[] {
  const old = new Map(before.map((section) => [section.id, section]));
  const now = new Set(after.map((section) => section.id));
  const changes: SectionChange[] = [];
  for (const section of after) {
    const was = old.get(section.id);
    if (!was) changes.push({ kind: 'added', after: section });
    else if (sectionWords(was) !== sectionWords(section)) changes.push({ kind: 'changed', before: was, after: section });
  }
  for (const section of before) if (!now.has(section.id)) changes.push({ kind: 'removed', before: section });
  return changes;
}

export class DocumentChangesError extends Error {}

/** The changes between two kept versions named by date; by default the latest update. */
export function documentChanges(where: DataSources, kind: TournamentKind, from?: string, to?: string): DocumentChanges {
  const versions = tournamentVersions(where, kind);
  const name = DOCUMENT_NAMES[kind];
  const kept = versions.map((version) => longDate(version.date)).join(', ') || 'none';
  const more = `Add one with \`heartwood ingest --${kind} <PDF or URL>\`.`;
  const pick = (date: string) => findVersion(versions, date) ?? fail(`No kept version of the ${name} is effective ${date}. Kept: ${kept}. ${more}`);
  const after = to ? pick(to) : versionInUse(versions);
  const before = from ? pick(from) : versions[versions.indexOf(after!) - 1];
  if (!after || !before) fail(`Only one version of the ${name} is kept (${kept}), so there is nothing to compare. ${more}`);
  const [older, newer] = before!.date <= after!.date ? [before!, after!] : [after!, before!];
  const sections = compareDocuments(readTournamentVersion(older, kind).sections, readTournamentVersion(newer, kind).sections);
  return { kind, from: longDate(older.date), to: longDate(newer.date), sections };
}

function fail(message: string): never {
  throw new DocumentChangesError(message);
}

function changeBlock(change: SectionChange): string {
  const heading = (section: TournamentSection) => `${section.id} ${section.title}`;
  if (change.kind === 'added') return `**Added ${heading(change.after)}** ${truncate(sectionWords(change.after), 600)}`;
  if (change.kind === 'removed') return `**Removed ${heading(change.before)}**`;
  return `**Changed ${heading(change.after)}** ${wordDiff(sectionWords(change.before), sectionWords(change.after))}`;
}

export function documentChangesReply(where: DataSources, kind: TournamentKind, view: { from?: string; to?: string; page?: number }): Reply {
  let changes: DocumentChanges;
  try {
    changes = documentChanges(where, kind, view.from, view.to);
  } catch (error) {
    if (error instanceof DocumentChangesError) return errorReply('No changes to show', error.message);
    throw error;
  }
  const count = (what: SectionChange['kind']) => changes.sections.filter((change) => change.kind === what).length;
  const summary = `Sections: ${count('added')} added, ${count('removed')} removed, ${count('changed')} changed.`;
  const title = truncate(`Changes to the ${DOCUMENT_NAMES[kind]} from ${changes.from} to ${changes.to}`, LIMITS.embedTitle);
  const blocks = [summary, ...changes.sections.map(changeBlock)].flatMap((block) => splitText(block, PAGE_TEXT));
  const pages = packBlocks(blocks, () => PAGE_TEXT).map((text) => ({ title, text }));
  return { pages, page: pageWithin(view.page ?? 0, pages.length), pageKey: encodeCustomId('changes', 'd', kind, view.from ?? '', view.to ?? '') };
}

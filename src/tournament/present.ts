/**
 * /mtr, /ipg and /jar as replies: a section by number, an IPG infraction by name or abbreviation
 * (its penalty first, then its definition, examples, philosophy and remedy), or the section that
 * matches the words best with the next best as buttons; paged within Discord's limits.
 */
import { encodeCustomId, type CommandModule } from '../reply/command';
import { escapeUserText } from '../reply/escape';
import { errorReply, LIMITS, packBlocks, pageWithin, splitText, truncate, type Reply, type ReplyButton } from '../reply/reply';
import type { DataSources } from '../util/paths';
import { loadTournamentDoc, type TournamentDoc } from '.';
import { DOCUMENT_NAMES, type TournamentKind, type TournamentSection } from './model';
import { TournamentDocError } from './store';

const OTHER_MATCHES = 4;
const SHORT: Record<TournamentKind, string> = { mtr: 'MTR', ipg: 'IPG', jar: 'JAR' };

export function withTournamentDoc(where: DataSources, kind: TournamentKind, answer: (doc: TournamentDoc) => Reply): Reply {
  let doc: TournamentDoc;
  try {
    doc = loadTournamentDoc(where, kind);
  } catch (error) {
    if (error instanceof TournamentDocError) return errorReply(`No ${DOCUMENT_NAMES[kind]}`, error.message);
    throw error;
  }
  return answer(doc);
}

/** What a query finds: the section, and the others worth a button (word matches only). */
export function tournamentMatches(doc: TournamentDoc, query: string): { section?: TournamentSection; others: TournamentSection[]; corrections: { from: string; to: string }[] } {
  const exact = doc.exact(query);
  if (exact) return { section: exact, others: [], corrections: [] };
  if (doc.isNumber(query)) return { others: [], corrections: [] };
  const found = doc.words(query, OTHER_MATCHES + 1);
  const [section, ...others] = found.sections;
  return { section, others, corrections: found.corrections };
}

export function tournamentReply(doc: TournamentDoc, query: string, page = 0): Reply {
  const kind = doc.data.kind;
  const typed = query.trim();
  if (!typed) return noMatch(doc, typed, `Type a section number such as ${kind === 'ipg' ? '2.3' : '3.10'}${kind === 'ipg' ? ', an infraction such as “Hidden Card Error” or GRV,' : ''} or words.`);
  const { section, others, corrections } = tournamentMatches(doc, typed);
  if (!section && doc.isNumber(typed)) return noMatch(doc, typed, `There is no section ${escapeUserText(typed)} in the ${DOCUMENT_NAMES[kind]} effective ${doc.data.effectiveDate}.`);
  if (!section) return noMatch(doc, typed, `No section of the ${DOCUMENT_NAMES[kind]} matches “${escapeUserText(typed)}”.`);
  const notes = corrections.length ? [`*Searched for: ${corrections.map((c) => `“${c.from}” → “${c.to}”`).join(', ')}*`] : [];
  const title = truncate(heading(doc, section), LIMITS.embedTitle);
  const footer = `${DOCUMENT_NAMES[kind]} effective ${doc.data.effectiveDate}`;
  const budget = LIMITS.embedDescription - 10;
  const blocks = [...notes, ...body(doc, section)].flatMap((block) => splitText(block, budget));
  const pages = packBlocks(blocks, () => budget).map((text) => ({ title, text, footer }));
  const key = encodeCustomId(kind, 'q', section.id);
  return {
    pages,
    page: pageWithin(page, pages.length),
    pageKey: key,
    buttons: navigation(doc, section, others),
  };
}

function heading(doc: TournamentDoc, section: TournamentSection): string {
  const name = section.category ? `${section.category} — ${section.title}` : section.title;
  if (doc.data.kind === 'jar') return `${SHORT.jar} · ${name}`;
  const number = /^[A-Z]$/.test(section.id) ? `Appendix ${section.id}` : /^\d/.test(section.id) ? section.id : '';
  return `${SHORT[doc.data.kind]} ${number ? `${number} ` : ''}${name}`;
}

/** The penalty first, then each part under its label; a heading without text lists what is under it. */
function body(doc: TournamentDoc, section: TournamentSection): string[] {
  const blocks: string[] = [];
  if (section.penalty) blocks.push(`**Penalty: ${section.penalty}**`);
  for (const part of section.parts) {
    const text = penaltyTable(doc, part.paragraphs) ?? part.paragraphs.join('\n');
    blocks.push(part.label ? `**${part.label}**\n${text}` : text);
  }
  const children = doc.data.sections.filter((s) => s.parent === section.id);
  const label = (child: TournamentSection) => heading(doc, child).replace(/^(?:MTR|IPG|JAR)(?: ·)? /, '');
  if (children.length) blocks.push(children.map((child) => `• ${label(child)}${child.penalty ? ` (${child.penalty})` : ''}`).join('\n'));
  return blocks.filter(Boolean);
}

/** A line of a penalty table: `Hidden Card Error Warning`. */
const PENALTY_ROW = /^(.+?)\s+(None|No Penalty|Warning|Game Loss|Match Loss|Disqualification)$/;

/**
 * A part that is a table of infractions and their penalties (the IPG's Appendix A, "Penalty Quick
 * Reference"), drawn as one: each infraction with its section number (for /ipg), its penalty in a
 * column, class headings between. Undefined for any other text.
 */
function penaltyTable(doc: TournamentDoc, lines: string[]): string | undefined {
  const rows = lines.map((line) => PENALTY_ROW.exec(line));
  if (rows.filter(Boolean).length < Math.max(3, lines.length / 2)) return undefined;
  const number = (name: string) => doc.exact(name)?.id ?? doc.exact(name.replace(/^.+? — /, ''))?.id ?? '';
  // A class heading (`Game Play Errors`) has no penalty; the table's own header row is drawn anew.
  const table = lines.flatMap((line, i): { heading: string; penalty?: string }[] => {
    const row = rows[i];
    if (!row) return /^infraction\s+penalty$/i.test(line) ? [] : [{ heading: line }];
    return [{ heading: `${number(row[1]!)} ${row[1]!}`.trim(), penalty: row[2]! }];
  });
  const width = Math.max(...table.map((row) => (row.penalty ? row.heading.length : 0)));
  const text = table.map((row) => (row.penalty ? `  ${row.heading.padEnd(width)}  ${row.penalty}` : row.heading));
  return ['```', `  ${'Infraction'.padEnd(width)}  Penalty`, ...text, '```'].join('\n');
}

function navigation(doc: TournamentDoc, section: TournamentSection, others: TournamentSection[]): ReplyButton[] {
  const kind = doc.data.kind;
  const sections = doc.data.sections;
  const at = sections.indexOf(section);
  const open = (label: string, target: TournamentSection): ReplyButton => ({ label: truncate(label, LIMITS.buttonLabel), customId: encodeCustomId(kind, 'q', target.id), style: 'secondary' });
  const name = (s: TournamentSection) => (kind === 'jar' ? s.title : `${s.id} ${s.title}`);
  const buttons: ReplyButton[] = [];
  const parent = section.parent ? doc.get(section.parent) : undefined;
  if (parent) buttons.push(open(`⬆ ${name(parent)}`, parent));
  if (sections[at - 1]) buttons.push(open(`◀ ${name(sections[at - 1]!)}`, sections[at - 1]!));
  if (sections[at + 1]) buttons.push(open(`${name(sections[at + 1]!)} ▶`, sections[at + 1]!));
  for (const other of others.slice(0, OTHER_MATCHES)) buttons.push(open(name(other), other));
  const seen = new Set<string>();
  return buttons.filter((button) => !seen.has(button.customId) && seen.add(button.customId));
}

function noMatch(doc: TournamentDoc, query: string, message: string): Reply {
  return {
    pages: [{ title: truncate(query ? `No match for “${escapeUserText(query)}”` : `Which section of the ${DOCUMENT_NAMES[doc.data.kind]}?`, LIMITS.embedTitle), text: message, footer: `${DOCUMENT_NAMES[doc.data.kind]} effective ${doc.data.effectiveDate}` }],
    tone: 'warning',
    ephemeral: true,
    shareable: false,
  };
}

/** The command module of one document: /mtr, /ipg or /jar. */
export function tournamentCommand(kind: TournamentKind, description: string, queryDescription: string): CommandModule {
  return {
    definition: {
      name: kind,
      description,
      options: [{ type: 3, name: 'query', description: queryDescription, required: true, autocomplete: true, max_length: 200 }],
    },
    async execute(options, ctx) {
      return withTournamentDoc(ctx, kind, (doc) => tournamentReply(doc, String(options.query ?? '')));
    },
    async autocomplete(_option, value, ctx) {
      return loadTournamentDoc(ctx, kind).autocomplete(value);
    },
    /** Buttons and paging: `<kind>:q:<section id>[:<page>]`. */
    async component(input, ctx) {
      const [action, id, page] = input.args;
      if (action !== 'q' || !id) return errorReply('Unknown button', `This /${kind} button (${input.args.join(':')}) is not one Heartwood knows.`);
      return withTournamentDoc(ctx, kind, (doc) => tournamentReply(doc, id, Number(page ?? 0) || 0));
    },
    async json(options, ctx) {
      const doc = loadTournamentDoc(ctx, kind);
      const { section, others } = tournamentMatches(doc, String(options.query ?? ''));
      return { query: String(options.query ?? ''), document: DOCUMENT_NAMES[kind], effectiveDate: doc.data.effectiveDate, section: section ?? null, others: others.map((s) => ({ id: s.id, title: s.title })) };
    },
  };
}

/**
 * Lines of a tournament document (./layout) → its sections. The contents pages name every
 * numbered section (`3.10 Card Shuffling ......18`); the body's headings are found by them, and
 * a section the contents name but the body lacks is an error. The JAR has no contents: its
 * headings are its larger bold lines, and its cases the bold paragraphs under them.
 * Page furniture is dropped: page numbers and the trademark notice.
 */
import type { TextLine } from './layout';
import { DOCUMENT_NAMES, TOURNAMENT_FORMAT, type SectionPart, type TournamentDocData, type TournamentKind, type TournamentSection } from './model';

const CONTENTS = /\s*\.{4,}\s*\d+$/;
const NUMBERED = /^(\d+(?:\.\d+)?)\.?\s+(.*)$/;
const APPENDIX = /^Appendix ([A-Z])\s*[—–-]\s*(.*)$/;
const FURNITURE = /^(?:\d{1,3}|Contents|All trademarks are property of Wizards.*|©.*)$/;
const DATE = /(?:Effective|Updated)\s+((?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4})/;
/** The IPG's labels, each on a line of its own; `Upgrade:` begins a paragraph. */
const LABELS = new Set(['Definition', 'Examples', 'Philosophy', 'Additional Remedy']);
const INLINE_LABEL = /^(Upgrade|Downgrade):\s*/;
const LIST_ITEM = /^(?:•|[A-Z]\.\s)/;
/** A gap between baselines this many times the size is a new paragraph. */
const PARAGRAPH_GAP = 1.45;

interface Heading {
  id: string;
  title: string;
  /** What the heading line has after the title (an IPG infraction's penalty). */
  rest: string;
}

/** What each document's title says: `Magic: The Gathering® Tournament Rules`, `Magic Infraction Procedure Guide`, `Judging at Regular Rules Enforcement Level (REL)`. */
const TITLES: Record<TournamentKind, RegExp> = { mtr: /tournament rules/i, ipg: /infraction procedure guide/i, jar: /regular (?:rules enforcement level|rel)/i };

interface Entry {
  id?: string;
  title: string;
  x: number;
}

export function parseTournamentDoc(kind: TournamentKind, lines: TextLine[], source: string): TournamentDocData {
  const kept = lines.filter((line) => !FURNITURE.test(line.text));
  const title = kept.find((line) => line.text)?.text;
  const date = kept.map((line) => DATE.exec(line.text)?.[1]).find(Boolean);
  if (!title || !date) throw new Error(`${source}: no ${title ? 'effective date ("Effective November 10, 2025")' : 'title'} on its first page`);
  if (!TITLES[kind].test(title)) throw new Error(`${source}: its title is "${title}", not that of the ${DOCUMENT_NAMES[kind]}`);
  const lastContents = kept.reduce((last, line, i) => (CONTENTS.test(line.text) ? i : last), -1);
  // The IPG's introduction comes before its contents: the body is every other line.
  const body = kept.filter((line, i) => i > 0 && !CONTENTS.test(line.text) && line.text !== 'Contents');
  const sections = lastContents < 0 ? byLayout(body) : byContents(kept.slice(0, lastContents + 1), body, source);
  if (!sections.length) throw new Error(`${source}: no sections found`);
  return { format: TOURNAMENT_FORMAT, kind, title, effectiveDate: date, source, sections };
}

function fold(text: string): string {
  return text.toLowerCase().replace(/[—–-]/g, '-').replace(/\s+/g, ' ').trim();
}

function contentsEntries(lines: TextLine[]): Entry[] {
  return lines
    .filter((line) => CONTENTS.test(line.text))
    .map((line) => {
      const text = line.text.replace(CONTENTS, '').trim();
      const appendix = APPENDIX.exec(text);
      if (appendix) return { id: appendix[1]!, title: appendix[2]!, x: line.x };
      const numbered = NUMBERED.exec(text);
      return numbered ? { id: numbered[1]!, title: numbered[2]!, x: line.x } : { title: text, x: line.x };
    });
}

function byContents(contents: TextLine[], body: TextLine[], source: string): TournamentSection[] {
  const entries = contentsEntries(contents);
  const left = Math.min(...entries.map((entry) => entry.x));
  // Unnumbered entries at the left margin (Introduction) are sections; indented ones (an appendix's parts) are not.
  const wanted = entries.filter((entry) => entry.id !== undefined || entry.x === left);
  const found = new Set<Entry>();
  const headingAt = (i: number): { heading: Heading; lines: number } | undefined => {
    for (const entry of wanted) {
      if (found.has(entry)) continue;
      const label = entry.id === undefined ? '' : /^[A-Z]$/.test(entry.id) ? `appendix ${entry.id.toLowerCase()}-` : `${entry.id}`;
      // A long heading may run onto the next line.
      for (let span = 1; span <= 2 && i + span <= body.length; span++) {
        const text = fold(body.slice(i, i + span).map((line) => line.text).join(' ')).replace(/^appendix ([a-z])\s*-\s*/, 'appendix $1-');
        const number = label && !label.startsWith('appendix') ? new RegExp(`^${label.replace('.', '\\.')}\\.?\\s+`) : undefined;
        const rest = number ? (number.test(text) ? text.replace(number, '') : undefined) : label ? (text.startsWith(label) ? text.slice(label.length).trim() : undefined) : text;
        if (rest === undefined || !rest.startsWith(fold(entry.title))) continue;
        const tail = rest.slice(fold(entry.title).length).trim();
        if (!entry.id && tail) continue;
        found.add(entry);
        const original = body.slice(i, i + span).map((line) => line.text).join(' ');
        return { heading: { id: entry.id ?? slug(entry.title), title: entry.title, rest: tail ? original.slice(original.length - tail.length) : '' }, lines: span };
      }
    }
    return undefined;
  };
  const sections: TournamentSection[] = [];
  let current: { heading: Heading; lines: TextLine[] } | undefined;
  for (let i = 0; i < body.length; i++) {
    const at = headingAt(i);
    if (at) {
      if (current) sections.push(section(current.heading, current.lines));
      current = { heading: at.heading, lines: [] };
      i += at.lines - 1;
    } else current?.lines.push(body[i]!);
  }
  if (current) sections.push(section(current.heading, current.lines));
  const missing = wanted.filter((entry) => !found.has(entry));
  if (missing.length) throw new Error(`${source}: the contents name ${missing.map((entry) => `${entry.id ?? ''} ${entry.title}`.trim()).join(', ')}, which the body has no heading for`);
  return sections;
}

/** The JAR: headings in a larger bold type, and under them cases whose first paragraph is all bold. */
function byLayout(body: TextLine[]): TournamentSection[] {
  const sizes = new Map<number, number>();
  for (const line of body) if (line.text) sizes.set(line.size, (sizes.get(line.size) ?? 0) + 1);
  const bodySize = [...sizes].sort((a, b) => b[1] - a[1])[0]![0];
  const sections: TournamentSection[] = [];
  let chapter = 0;
  let item = 0;
  let current: { heading: Heading; lines: TextLine[] } = { heading: { id: '0', title: 'Introduction', rest: '' }, lines: [] };
  // A heading is kept even without text of its own (Common Issues: its cases follow it).
  const close = () => (current.heading.id !== '0' || current.lines.some((line) => line.text)) && sections.push(section(current.heading, current.lines));
  for (let i = 0; i < body.length; i++) {
    const line = body[i]!;
    if (line.bold && line.size > bodySize * 1.2) {
      close();
      chapter++;
      item = 0;
      current = { heading: { id: String(chapter), title: line.text, rest: '' }, lines: [] };
      continue;
    }
    const lead = paragraphAt(body, i, bodySize);
    if (chapter > 0 && lead.length && lead.every((l) => l.bold) && !body[i + lead.length]?.bold) {
      close();
      item++;
      current = { heading: { id: `${chapter}.${item}`, title: lead.map((l) => l.text).join(' '), rest: '' }, lines: [] };
      i += lead.length - 1;
      continue;
    }
    current.lines.push(line);
  }
  close();
  return sections;
}

/** The lines of the paragraph starting at `i` (up to a blank line or a paragraph gap). */
function paragraphAt(lines: TextLine[], i: number, size: number): TextLine[] {
  const out: TextLine[] = [];
  for (let k = i; k < lines.length && lines[k]!.text; k++) {
    const previous = out[out.length - 1];
    if (previous && (lines[k]!.page !== previous.page || lines[k]!.y - previous.y > size * PARAGRAPH_GAP)) break;
    out.push(lines[k]!);
  }
  return out;
}

function section(heading: Heading, lines: TextLine[]): TournamentSection {
  const [category, name] = heading.title.split(/\s+[—–]\s+/);
  const named = name !== undefined;
  const out: TournamentSection = { id: heading.id, title: named ? name! : heading.title, parts: parts(lines) };
  if (named) out.category = category!;
  if (heading.rest) out.penalty = heading.rest;
  const dot = heading.id.lastIndexOf('.');
  if (dot > 0) out.parent = heading.id.slice(0, dot);
  return out;
}

function parts(lines: TextLine[]): SectionPart[] {
  const out: SectionPart[] = [{ paragraphs: [] }];
  let open = false;
  let previous: TextLine | undefined;
  for (const line of lines) {
    const part = out[out.length - 1]!;
    if (!line.text) {
      open = false;
      previous = undefined;
      continue;
    }
    if (LABELS.has(line.text)) {
      out.push({ label: line.text, paragraphs: [] });
      open = false;
      previous = undefined;
      continue;
    }
    const inline = INLINE_LABEL.exec(line.text);
    if (inline) {
      out.push({ label: inline[1]!, paragraphs: [line.text.slice(inline[0].length)] });
      open = true;
      previous = line;
      continue;
    }
    const gap = previous && previous.page === line.page && line.y - previous.y > line.size * PARAGRAPH_GAP;
    if (open && !gap && !LIST_ITEM.test(line.text)) {
      const last = part.paragraphs.length - 1;
      part.paragraphs[last] = join(part.paragraphs[last]!, line.text);
    } else part.paragraphs.push(line.text);
    open = true;
    previous = line;
  }
  return out.filter((part) => part.paragraphs.length || part.label);
}

/** Joins a paragraph's lines: a word broken by a hyphen at the line's end is kept with its hyphen (`pre-` + `game`). */
function join(text: string, next: string): string {
  return /-$/.test(text) ? text + next : `${text} ${next}`;
}

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

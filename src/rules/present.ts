/**
 * Rules as replies: /rule (a rule with its subrules, examples, citations, glossary terms and
 * navigation, paginated within Discord's limits) and /define (a glossary entry and the rules it
 * points to). Plain Reply data; the front ends render it.
 */
import { encodeCustomId } from '../reply/command';
import { escapeUserText } from '../reply/escape';
import { errorReply, LIMITS, packBlocks, pageWithin, splitText, truncate, type Reply, type ReplyButton, type ReplyField, type ReplyPage } from '../reply/reply';
import { loadRules, type Definition, type LatestUpdate, type Rules } from '.';
import type { ChangeMark, GlossaryRecord, RuleEntry } from './model';
import { CorpusError } from './store';
import type { DataSources } from '../util/paths';
import { weakMatch } from '../search/strength';
import { formatName } from '../cards/legality';
import { namedInfraction, offTopic, tournamentPointer, type OffTopic } from './topics';

export interface RuleView {
  /** What was asked, for the "no match" message. */
  query: string;
  examples: boolean;
  page?: number;
  /** A line shown first, in italics (why this rule answers: /define's fallback). */
  lead?: string;
  /** Where the tournament documents are, for a tournament question's pointer to /ipg or /mtr. */
  where?: DataSources;
}

const OTHER_MATCHES = 4;
const CITED_BUTTONS = 5;
const EXCERPT = 90;

/** Answers from the rules as loaded, or says clearly that there is no usable corpus. */
export function withRules(where: DataSources, answer: (rules: Rules) => Reply): Reply {
  let rules: Rules;
  try {
    rules = loadRules(where);
  } catch (error) {
    if (error instanceof CorpusError) return errorReply('No rules corpus', error.message);
    throw error;
  }
  return answer(rules);
}

/** /rule: an exact number (`601.2h`, `601.2.`, `601`, `601.2a-d`) or words. */
export function ruleReply(rules: Rules, view: RuleView): Reply {
  const query = view.query.trim();
  if (!query) return noMatch(rules, query, 'Type a rule number such as 601.2h, or words such as "hexproof".');
  const exact = rules.index.exact(query);
  if (exact) {
    const shown = exact.query.end ? exact.ids : [exact.ids[0]!];
    const family = !exact.query.end && !exact.query.alone;
    const key = exact.query.end ? `${exact.ids[0]}-${exact.ids[exact.ids.length - 1]}` : exact.ids[0]! + (exact.query.alone ? '.' : '');
    return entriesReply(rules, { entries: shown.map((id) => rules.get(id)!), family, key, ...view });
  }
  if (/^\s*(?:rule\s*)?\d/i.test(query) && !/[a-z]{2}/i.test(query.replace(/^\s*rule/i, ''))) {
    return noMatch(rules, query, `There is no rule ${escapeUserText(query)} in the Comprehensive Rules effective ${rules.effectiveDate}.`, nearbyIds(rules, query));
  }
  const topic = offTopic(query) ?? (view.where && namedInfraction(view.where, query) ? { kind: 'tournament' } : undefined);
  if (topic?.kind === 'legality' || topic?.kind === 'price') return offTopicReply(topic);
  const found = rules.index.words(query, 20);
  const [top, ...rest] = found.hits;
  if (!top) return noMatch(rules, query, `No rule matches “${escapeUserText(query)}”.`, rules.index.closestTerms(query).flatMap((c) => c.entry.rules.slice(0, 1)));
  const read = [...found.translations, ...found.corrections].map((c) => `“${c.from}” → “${c.to}”`);
  if (topic?.kind !== 'tournament' && weakMatch(found)) {
    const searched = read.length ? ` (searched for: ${read.join(', ')})` : '';
    return noMatch(rules, query, `No rule matches “${escapeUserText(query)}” well${searched}; the closest are:`, found.hits.map((hit) => hit.id), '');
  }
  const entry = rules.get(top.id)!;
  const shown = new Set([entry.id, ...descendants(rules, entry)]);
  const others = rest.filter((hit) => !shown.has(hit.id)).slice(0, OTHER_MATCHES);
  const pointer = topic?.kind === 'tournament' && view.where ? tournamentPointer(view.where, query) : undefined;
  const notes = [view.lead, topic?.kind === 'tournament' ? tournamentNote(pointer) : undefined, read.length ? `Searched for: ${read.join(', ')}` : undefined].filter((note): note is string => Boolean(note));
  return entriesReply(rules, {
    entries: [entry],
    family: entry.kind === 'rule',
    // Paging asks the same words again, so every page comes from the same answer.
    key: fitsPageKey(query) ? query : entry.id,
    ...view,
    notes,
    others: others.map((hit) => hit.id),
    ...(pointer ? { ask: { label: `Ask /${pointer.kind} ${pointer.section.id}: ${pointer.section.title}`, customId: encodeCustomId(pointer.kind, 'q', pointer.section.id) } } : {}),
  });
}

/** A tournament question: the section of the IPG or MTR that answers it, when one matches; the closest rules follow. */
function tournamentNote(pointer: ReturnType<typeof tournamentPointer>): string {
  const where = 'Penalties and tournament procedure are in the Infraction Procedure Guide and the Magic Tournament Rules (100.6)';
  if (!pointer) return `${where}: ask /ipg or /mtr. The closest Comprehensive Rules follow.`;
  const { kind, section } = pointer;
  const penalty = section.penalty ? `, ${section.penalty}` : '';
  return `${where}: \`/${kind} ${section.id}\` (${section.title}${penalty}) answers this. The closest Comprehensive Rules follow.`;
}

/** A question the Comprehensive Rules don't answer: where its answer is instead. */
function offTopicReply(topic: Extract<OffTopic, { kind: 'legality' | 'price' }>): Reply {
  if (topic.kind === 'price') {
    return { pages: [{ title: 'Heartwood does not do prices', text: 'Heartwood answers rules, cards and rulings; a card’s prices are on its Scryfall page (the link in /card’s title).' }], tone: 'info', shareable: false };
  }
  const example = topic.card && topic.format ? `/legal name:${topic.card} format:${topic.format}` : '/legal name:Lightning Bolt format:modern';
  const reply: Reply = {
    pages: [{ title: 'A question for /legal', text: `Which cards a format allows is not in the Comprehensive Rules: each format’s banned and restricted lists are part of the tournament rules (100.6). /legal answers it from the card data: \`${escapeUserText(truncate(example, 200))}\`.` }],
    tone: 'info',
    shareable: false,
  };
  const customId = topic.card && topic.format ? encodeCustomId('legal', 'q', topic.card.slice(0, 60), topic.format) : undefined;
  if (customId && customId.length <= LIMITS.customId) reply.buttons = [{ label: truncate(`Ask /legal: ${topic.card} in ${formatName(topic.format!)}`, LIMITS.buttonLabel), customId, style: 'primary' }];
  return reply;
}

/** Whether a paging button can carry this query (with a page number) within Discord's customId limit. */
function fitsPageKey(query: string): boolean {
  try {
    return encodeCustomId('rule', 'q', query, 1, 999).length <= LIMITS.customId;
  } catch {
    return false;
  }
}

interface EntriesView extends RuleView {
  entries: RuleEntry[];
  /** Show what is under each entry: a rule's subrules, a section's rules and subrules, a chapter's sections. */
  family: boolean;
  /** Query that reproduces this view, for paging. */
  key: string;
  /** Lines shown first, in italics. */
  notes?: string[];
  others?: string[];
  /** A button to the command that answers the question instead (a tournament question: /ipg or /mtr). */
  ask?: { label: string; customId: string };
}

function entriesReply(rules: Rules, view: EntriesView): Reply {
  const focus = view.entries[0]!;
  const blocks: string[] = [];
  const updated = rules.latestUpdate?.();
  const shown: RuleEntry[] = [];
  for (const entry of view.entries) {
    const under = entry.kind === 'chapter' ? entry.children : descendants(rules, entry);
    shown.push(entry, ...(view.family ? under.map((id) => rules.get(id)!) : []));
  }
  for (const entry of shown) blocks.push(block(entry, view.examples, updated));
  const fields: ReplyField[] = [];
  const cited = [...new Set(view.entries.flatMap((entry) => entry.cites))];
  if (cited.length) fields.push({ name: 'Cites', value: lines(cited.map((id) => `**${id}** ${excerpt(rules.get(id)!)}`)) });
  const terms = [...new Set(view.entries.flatMap((entry) => rules.index.glossaryTermsIn(entry)))];
  if (terms.length) fields.push({ name: 'Glossary terms', value: truncate(terms.map((t) => t.term).join(', '), LIMITS.fieldValue) });
  if (view.others?.length) fields.push({ name: 'Other matches', value: lines(view.others.map((id) => `**${id}** ${excerpt(rules.get(id)!)}`)) });
  const title = truncate(heading(rules, focus, view.entries[view.entries.length - 1]!), LIMITS.embedTitle);
  const pages = paginate({ title, notes: view.notes ?? [], blocks, fields, footer: footer(rules) });
  return {
    pages,
    page: pageWithin(view.page ?? 0, pages.length),
    pageKey: encodeCustomId('rule', 'q', view.key, view.examples ? 1 : 0),
    buttons: [
      ...(view.ask ? [{ label: truncate(view.ask.label, LIMITS.buttonLabel), customId: view.ask.customId, style: 'primary' as const }] : []),
      ...navigation(view.entries, cited, view.others ?? [], view.examples),
      ...whatChanged(shown, updated),
    ].slice(0, LIMITS.actionRows * LIMITS.buttonsPerRow),
  };
}

/** `(changed in the January 16, 2026 update)`, `(new in …)`, `(renumbered from 702.124m in …)`. */
function updateNote(change: ChangeMark, date: string): string {
  const what = change.kind === 'added' ? 'new' : change.kind === 'renumbered' ? `renumbered from ${change.from}` : 'changed';
  return `*(${what} in the ${date} update)*`;
}

/** A "What changed" button for the first shown rule whose text changed in the latest update. */
function whatChanged(shown: RuleEntry[], updated: LatestUpdate | undefined): ReplyButton[] {
  const changed = shown.find((entry) => updated?.byId.get(entry.id)?.kind === 'changed');
  return changed ? [{ label: truncate(`What changed in ${changed.id}`, LIMITS.buttonLabel), customId: encodeCustomId('changes', 'r', changed.id), style: 'secondary' }] : [];
}

/** Everything under an entry, in document order (a section's rules with their subrules). */
function descendants(rules: Rules, entry: RuleEntry): string[] {
  return entry.children.flatMap((id) => [id, ...descendants(rules, rules.get(id)!)]);
}

function block(entry: RuleEntry, examples: boolean, updated?: LatestUpdate): string {
  const body = [entry.title, entry.text].filter(Boolean).join(entry.text ? '\n' : '');
  const change = updated?.byId.get(entry.id);
  const out = [`**${entry.id}** ${change ? `${updateNote(change, updated!.date)} ` : ''}${body}`];
  if (examples) for (const example of entry.examples) out.push(`> *Example:* ${example}`);
  return out.join('\n');
}

function heading(rules: Rules, first: RuleEntry, last: RuleEntry): string {
  const range = first === last ? first.id : `${first.id}–${last.id}`;
  if (first.kind === 'chapter' || first.kind === 'section') return `${range}. ${first.title ?? ''}`;
  const section = rules.get(first.id.split('.')[0]!);
  const parent = first.parent ? rules.get(first.parent) : undefined;
  const keyword = first.title ?? (parent?.kind === 'rule' ? parent.title : undefined);
  return `Rule ${range}${keyword ? ` · ${keyword}` : ''}${section?.title ? ` · ${section.title}` : ''}`;
}

function footer(rules: Rules): string {
  return `Comprehensive Rules effective ${rules.effectiveDate}`;
}

function excerpt(entry: RuleEntry): string {
  return truncate([entry.title, entry.text].filter(Boolean).join(' ').replace(/\s+/g, ' '), EXCERPT);
}

/** One line per item, as many as fit in a field. */
function lines(items: string[]): string {
  const out: string[] = [];
  let length = 0;
  for (const item of items) {
    const line = truncate(item, 200);
    if (length + line.length + 1 > LIMITS.fieldValue) break;
    out.push(line);
    length += line.length + 1;
  }
  return out.join('\n');
}

/**
 * Parent, previous and next, then the cited rules and the other matches: at most 15 buttons. For a
 * range (601.2a-d) previous is the rule before its first and next the rule after its last, on every
 * page: never a rule the answer already shows.
 */
function navigation(entries: RuleEntry[], cited: string[], others: string[], examples: boolean): ReplyButton[] {
  const focus = entries[0]!;
  const last = entries[entries.length - 1]!;
  const open = (label: string, id: string): ReplyButton => ({
    label: truncate(label, LIMITS.buttonLabel),
    customId: encodeCustomId('rule', 'q', id, examples ? 1 : 0),
    style: 'secondary',
  });
  const buttons: ReplyButton[] = [];
  if (focus.parent) buttons.push(open(`⬆ ${focus.parent}`, focus.parent));
  if (focus.previous) buttons.push(open(`◀ ${focus.previous}`, focus.previous));
  if (last.next) buttons.push(open(`${last.next} ▶`, last.next));
  for (const id of cited.slice(0, CITED_BUTTONS)) buttons.push(open(`See ${id}`, id));
  for (const id of others.slice(0, OTHER_MATCHES)) buttons.push(open(id, id));
  const seen = new Set<string>();
  return buttons.filter((button) => !seen.has(button.customId) && seen.add(button.customId));
}

/**
 * Packs text blocks into pages within Discord's limits: the description at most 4096 characters,
 * and the whole embed (title, description, fields, footer) at most 6000. Fields go on the first
 * page; a block too long for a page is split at line or word breaks.
 */
function paginate(input: { title: string; notes: string[]; blocks: string[]; fields: ReplyField[]; footer: string }): ReplyPage[] {
  const fields = input.fields.slice(0, LIMITS.embedFields).map((field) => ({
    name: truncate(field.name, LIMITS.fieldName),
    value: truncate(field.value, LIMITS.fieldValue),
  }));
  const fieldsLength = fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  // Room for the " · Page NN of NN" the renderer adds to a paged footer.
  const footerRoom = input.footer.length + 20;
  const budget = (withFields: boolean) =>
    Math.min(LIMITS.embedDescription, LIMITS.embedTotal - input.title.length - footerRoom - (withFields ? fieldsLength : 0)) - 10;
  const pieces = [...input.notes.map((note) => `*${note}*`), ...input.blocks]
    .flatMap((b) => splitText(b, budget(false)));
  // Only a first piece that does not fit beside the fields is split again.
  const texts = packBlocks(pieces, (page) => budget(page === 0));
  return texts.map((text, i) => ({
    title: input.title,
    text,
    ...(i === 0 && fields.length ? { fields } : {}),
    footer: input.footer,
  }));
}

function noMatch(rules: Rules, query: string, message: string, suggestions: string[] = [], heading = 'Closest matches:'): Reply {
  const ids = [...new Set(suggestions)].filter((id) => rules.get(id)).slice(0, 5);
  const text = ids.length ? `${message}\n\n${heading ? `${heading}\n` : ''}${ids.map((id) => `• **${id}** ${excerpt(rules.get(id)!)}`).join('\n')}` : message;
  return {
    pages: [{ title: truncate(`No match for “${escapeUserText(query)}”`, LIMITS.embedTitle), text: truncate(text, LIMITS.embedDescription), footer: footer(rules) }],
    tone: 'warning',
    ephemeral: true,
    shareable: false,
    buttons: ids.map((id) => ({ label: truncate(`${id} ${excerpt(rules.get(id)!)}`, LIMITS.buttonLabel), customId: encodeCustomId('rule', 'q', id, 0), style: 'secondary' as const })),
  };
}

/** Ids that share the longest prefix with a number that does not exist (`601.2z` → 601.2…). */
function nearbyIds(rules: Rules, query: string): string[] {
  const digits = query.toLowerCase().replace(/^\s*rule\s*/, '').replace(/\s+/g, '');
  for (let length = digits.length - 1; length > 0; length--) {
    const prefix = digits.slice(0, length);
    const hits = rules.corpus.rules.filter((entry) => entry.id.startsWith(prefix)).slice(0, 5);
    if (hits.length) return hits.map((entry) => entry.id);
  }
  return [];
}

/**
 * /define: the glossary entry (read through slang, German and typos as /rule reads them), then
 * "See rule …" for each rule it points to. Without an entry: the keyword rule of that name, else
 * the rule that matches best, else the closest glossary terms.
 */
export function defineReply(rules: Rules, term: string, where?: DataSources): Reply {
  const definition = rules.define(term);
  const entry = definition.entry;
  if (!entry) {
    const keyword = keywordRule(rules, definition.readAs ?? term);
    if (keyword) return ruleReply(rules, { query: keyword.id, examples: false });
    const infraction = where ? namedInfraction(where, term) : undefined;
    if (infraction || !weakMatch(rules.index.words(term, 5))) return ruleReply(rules, { query: term, examples: false, lead: `The glossary has no entry “${escapeUserText(term)}”; the rule that matches best:`, ...(where ? { where } : {}) });
    const lines = definition.suggestions.length ? `\n\nClosest glossary terms: ${definition.suggestions.map((s) => `“${s}”`).join(', ')}` : '';
    return {
      pages: [{ title: truncate(`No glossary entry for “${escapeUserText(term)}”`, LIMITS.embedTitle), text: `The glossary of the Comprehensive Rules has no entry “${escapeUserText(term)}”.${lines}`, footer: footer(rules) }],
      tone: 'warning',
      ephemeral: true,
      shareable: false,
    };
  }
  return {
    pages: [
      {
        title: truncate(entry.term, LIMITS.embedTitle),
        text: truncate(glossaryText(rules, entry, term, definition), LIMITS.embedDescription),
        footer: footer(rules),
      },
    ],
    buttons: pointedRules(rules, entry).slice(0, CITED_BUTTONS).map(({ id }) => ({
      label: truncate(`Rule ${id}`, LIMITS.buttonLabel),
      customId: encodeCustomId('rule', 'q', id, 0),
      style: 'secondary' as const,
    })),
  };
}

function glossaryText(rules: Rules, entry: GlossaryRecord, typed: string, definition: Definition): string {
  const out: string[] = [];
  if (definition.closestTo) out.push(`*No entry “${escapeUserText(typed)}”; the closest is “${entry.term}”.*`);
  else if (definition.readAs) out.push(`*“${escapeUserText(typed)}” → “${definition.readAs}”*`);
  out.push(entry.senses.length > 1 ? entry.senses.map((sense, i) => `${i + 1}. ${sense}`).join('\n') : entry.senses[0]!);
  out.push(...entry.notes);
  const see = pointedRules(rules, entry).map(({ id, via }) => `See rule ${id}${via ? ` (${via})` : ''}${rules.get(id) ? ` — ${excerpt(rules.get(id)!)}` : ''}`);
  if (see.length) out.push('', ...see);
  return out.join('\n');
}

/** The rules an entry points to; for an entry that only says "See Typecycling.", that entry's rules. */
function pointedRules(rules: Rules, entry: GlossaryRecord): { id: string; via?: string }[] {
  if (entry.rules.length) return entry.rules.map((id) => ({ id }));
  const text = [...entry.senses, ...entry.notes].join(' ');
  return [...text.matchAll(/\bSee (?:also )?([^.]+?)\.(?=\s|$)/g)]
    .map((match) => rules.index.glossaryEntry(match[1]!))
    .filter((other): other is GlossaryRecord => Boolean(other) && other !== entry)
    .flatMap((other) => other.rules.map((id) => ({ id, via: other.term })));
}

/** A keyword rule titled with the term (702.11 Hexproof), for corpora without that glossary entry. */
function keywordRule(rules: Rules, term: string): RuleEntry | undefined {
  const folded = term.trim().toLowerCase();
  return rules.corpus.rules.find((entry) => entry.kind === 'rule' && entry.title?.toLowerCase() === folded);
}

/**
 * The machine-readable answer for `heartwood rule --json`: ranked matches with their text. A number
 * ranks the rule asked for first (score 1000), then its subrules (900), then its parent and
 * neighbours (500), the rules it cites (400) and its siblings (300); words rank by search score.
 */
export function ruleMatches(rules: Rules, query: string, limit = 10): { query: string; matches: { id: string; text: string; score: number }[] } {
  const exact = rules.index.exact(query);
  const hits = exact ? relatedToExact(rules, exact.ids, exact.query.alone || Boolean(exact.query.end), limit) : rules.search(query, limit);
  return {
    query,
    matches: hits.map((hit) => {
      const entry = rules.get(hit.id)!;
      return { id: hit.id, text: [entry.title, entry.text].filter(Boolean).join(' — '), score: hit.score };
    }),
  };
}

function relatedToExact(rules: Rules, ids: string[], alone: boolean, limit: number): { id: string; score: number }[] {
  const first = rules.get(ids[0]!)!;
  const ranked: [string | undefined, number][] = [
    ...ids.map((id): [string, number] => [id, 1000]),
    ...(alone ? [] : first.children).map((id): [string, number] => [id, 900]),
    [first.parent, 500],
    [first.previous, 500],
    [first.next, 500],
    ...first.cites.map((id): [string, number] => [id, 400]),
    ...(first.parent ? rules.get(first.parent)!.children : []).map((id): [string, number] => [id, 300]),
  ];
  const seen = new Set<string>();
  return ranked
    .filter((pair): pair is [string, number] => pair[0] !== undefined && !seen.has(pair[0]) && Boolean(seen.add(pair[0])))
    .slice(0, limit)
    .map(([id, score]) => ({ id, score }));
}

/**
 * A simulation as a Reply: the trace in monospace pages with paging buttons, the full trace as a
 * .txt file when very long, and an "Explain a rule" menu of the cited rules. Every page carries
 * the scenario (a field) or the preset's name (the paging customId): a press finds the trace in
 * the trace cache by them, or, after 10 minutes or a restart, replays it.
 */
import { encodeCustomId } from '../reply/command';
import { escapeUserText } from '../reply/escape';
import { LIMITS, splitText, truncate, type Reply, type ReplySelectOption } from '../reply/reply';
import { citedRule, rulesOf, ruleWords } from './explain';
import type { PoolResult } from './pool';
import type { Trace } from './simulate';
import { renderTrace } from './trace';

export const COMMAND = 'simulate';
const SCENARIO_FIELD = 'Scenario';
/** The button that shows the trace with every step. */
const EVERY_STEP = 'Show every step';
/** Trace characters per page (with the verdict and the scenario field, an embed stays under Discord's 6000). */
const PAGE_CHARS = 3400;
/** The verdict above the trace: a few lines at most. */
const VERDICT_CHARS = 400;
/** From this many pages on, the full trace is also attached as a file. */
const ATTACH_FROM_PAGES = 3;
/** The picture of the board every page shows (src/picture). */
export const BOARD_FILE = 'board.png';

/** Where the scenario came from: a preset (replayed by name) or typed text (replayed from the embed). */
export type ScenarioSource = { preset: string } | { text: string };

/**
 * The verdict above the trace on every page; the short trace, or with `verbose` every step (the "Show
 * every step" button asks for it, and its pages turn with their own buttons).
 */
export function simulationReply(result: PoolResult, source: ScenarioSource, dataDir: string, page = 0, verbose = false): Reply {
  const scenarioText = 'text' in source ? source.text : undefined;
  if (!result.ok) return failureReply(result, scenarioText);
  const trace = result.trace;
  const preset = 'preset' in source ? source.preset : '';
  // Card, player and object names come from the scenario as typed.
  const text = escapeUserText(renderTrace(trace, { verbose, withoutVerdict: true, everyStep: `the “${EVERY_STEP}” button shows them` }), 'plain');
  const verdict = truncate(`**Verdict:** ${escapeUserText(trace.verdict)}`, VERDICT_CHARS);
  const chunks = splitText(text, PAGE_CHARS);
  const fields = scenarioText === undefined ? [] : [{ name: SCENARIO_FIELD, value: fence(scenarioText) }];
  const title = truncate(escapeUserText(trace.title ?? (preset || 'Simulation')), LIMITS.embedTitle);
  const footer = `${trace.events.length} steps${verbose ? ', every one shown' : ''}${trace.stopped ? ' · stopped early' : ''}${preset ? ` · preset ${preset}` : ''}`;
  const image = result.picture ? { image: `attachment://${BOARD_FILE}` } : {};
  const reply: Reply = {
    pages: chunks.map((code) => ({ title, text: verdict, code, fields, footer, ...image })),
    page: Math.min(Math.max(0, page), chunks.length - 1),
    pageKey: encodeCustomId(COMMAND, verbose ? 'every-page' : 'page', preset),
    tone: trace.stopped ? 'warning' : 'success',
  };
  if (!verbose && trace.events.some((event) => event.detail)) reply.buttons = [{ label: EVERY_STEP, customId: encodeCustomId(COMMAND, 'every', preset) }];
  const attachments = [
    ...(result.picture ? [{ name: BOARD_FILE, content: result.picture, encoding: 'base64' as const }] : []),
    ...(chunks.length >= ATTACH_FROM_PAGES ? [{ name: 'simulation.txt', content: `Verdict: ${trace.verdict}\n\n${text}` }] : []),
  ];
  if (attachments.length) reply.attachments = attachments;
  const options = explainOptions(trace, dataDir);
  if (options.length) reply.select = { customId: encodeCustomId(COMMAND, 'explain'), placeholder: 'Explain a rule', options };
  if (result.picture) reply.menus = [{ customId: encodeCustomId(COMMAND, 'board', preset), placeholder: 'Board at step …', options: boardSteps(trace) }];
  return reply;
}

/**
 * The moments the "Board at step …" menu offers: the end of the setup and of each scenario line (the
 * stack as that line left it), at most 25: the first 24 and the last.
 */
export function boardSteps(trace: Trace): ReplySelectOption[] {
  const ends = new Map<string, { step: number; line: number }>();
  for (const event of trace.events) ends.set(event.phase === 'line' ? `line ${event.line}` : event.phase, { step: event.step, line: event.line });
  const statementAt = new Map(trace.statements.map((statement) => [statement.line, statement.text]));
  const options = [...ends].map(([where, { step, line }]) => ({
    label: `Step ${step}: after ${where === 'setup' ? 'the setup' : where === 'end' ? 'the end of the scenario' : where}`,
    value: String(step),
    ...(where.startsWith('line') && statementAt.has(line) ? { description: truncate(statementAt.get(line)!, LIMITS.selectDescription) } : {}),
  }));
  return options.length > LIMITS.selectOptions ? [...options.slice(0, LIMITS.selectOptions - 1), options.at(-1)!] : options;
}

/** The board after one step, as an ephemeral reply with its picture (from the pool: ../picture). */
export function boardReply(result: PoolResult, step: number): Reply {
  if (!result.ok) return failureReply(result, undefined);
  if (!result.picture || !result.trace.boardAt) return { pages: [{ title: 'No picture', text: 'The board could not be drawn.' }], tone: 'warning', ephemeral: true, shareable: false };
  const { board } = result.trace.boardAt;
  const title = `Board after step ${step} of ${result.trace.events.length}`;
  const text = board.players.map((p) => `${escapeUserText(p.name)}: ${p.life} life`).join(' · ') + (board.stack.length ? ` · ${board.stack.length} on the stack` : '');
  return { pages: [{ title, text, image: `attachment://${BOARD_FILE}` }], attachments: [{ name: BOARD_FILE, content: result.picture, encoding: 'base64' }], ephemeral: true };
}

/** The scenario typed in a message or an option, recovered from a reply's embed (for paging). */
export function scenarioFromEmbed(embeds: { fields?: { name: string; value: string }[] }[] | undefined): string | undefined {
  const value = embeds?.[0]?.fields?.find((field) => field.name === SCENARIO_FIELD)?.value;
  return value?.replace(/^```\n?/, '').replace(/\n?```$/, '');
}

/** An ephemeral answer with the text of one cited rule. */
export function explainReply(ruleId: string, dataDir: string): Reply {
  const rules = rulesOf(dataDir);
  const shownId = escapeUserText(ruleId);
  if (!rules) return { pages: [{ title: `Rule ${shownId}`, text: 'The rules corpus is not loaded here: run `heartwood ingest --cr latest` first.' }], tone: 'warning', ephemeral: true };
  const rule = citedRule(rules, ruleId);
  if (!rule) return { pages: [{ title: `Rule ${shownId}`, text: `Rule ${shownId} is not in the loaded Comprehensive Rules (${rules.effectiveDate}).` }], tone: 'warning', ephemeral: true, shareable: false };
  return {
    pages: [{ title: `Rule ${rule.id}`, text: truncate(ruleWords(rule), LIMITS.embedDescription), footer: `Comprehensive Rules, ${rules.effectiveDate}` }],
    ephemeral: true,
  };
}

/** The menu entry that asks for any other rule by its number (the menu holds 25 entries at most). */
export const OTHER_RULE = 'other';
/** The customId of the form "Another rule" opens, and of its one field. */
const OTHER_RULE_FORM = 'explain-typed';
const RULE_FIELD_ID = 'rule';
/** A rule number written in a trace's title: `(603.3, seed ruling)`, `702.11b`, `732`. */
const RULE_ID = /\b\d{3}(?:\.\d+[a-z]?)?(?![\d.]*\d)/g;

/**
 * The rules the menu offers, each one the loaded CR has: first those the title names (a preset's
 * `Heroic resolves first (603.3)`, cited by the trace or not), then the cited ones, the rarest in the
 * trace first (608.2b says more than 117.3d, cited at every pass); listed in that order of first
 * mention. Beyond Discord's 25 entries, the last entry asks for any other rule by its number.
 */
function explainOptions(trace: Trace, dataDir: string): ReplySelectOption[] {
  const rules = rulesOf(dataDir);
  const counts = new Map<string, number>();
  const named = new Set(trace.title?.match(RULE_ID) ?? []);
  for (const id of named) counts.set(id, 0);
  for (const event of trace.events) for (const id of event.rules) counts.set(id, (counts.get(id) ?? 0) + 1);
  const order = [...counts.keys()];
  const known = order.map((id) => ({ id, rule: rules && citedRule(rules, id) })).filter((c) => !rules || c.rule);
  const room = known.length > LIMITS.selectOptions ? LIMITS.selectOptions - 1 : LIMITS.selectOptions;
  // The title's rules come first however often the trace cites them.
  const rank = (id: string) => (named.has(id) ? -1 : counts.get(id)!);
  const chosen = known.sort((a, b) => rank(a.id) - rank(b.id) || order.indexOf(a.id) - order.indexOf(b.id)).slice(0, room);
  chosen.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  const options = chosen.map(({ id, rule }) => {
    const words = rule ? ruleWords(rule).replace(/\s+/g, ' ') : '';
    return {
      label: truncate(rule && rule.id !== id ? `${id} (${rule.id} in this CR)` : id, LIMITS.selectLabel),
      value: id,
      ...(words ? { description: truncate(words, LIMITS.selectDescription) } : {}),
    };
  });
  const others = known.length - chosen.length;
  if (others > 0) options.push({ label: 'Another rule…', value: OTHER_RULE, description: `${others} more cited in this trace: type the number of any rule` });
  return options;
}

/** The form "Another rule…" opens: one rule number, answered as a pick in the menu is. */
export function otherRuleForm(): Reply {
  return {
    pages: [{ title: 'Explain a rule', text: 'Type the number of the rule to explain.' }],
    modal: {
      customId: encodeCustomId(COMMAND, OTHER_RULE_FORM),
      title: 'Explain a rule',
      fields: [{ customId: RULE_FIELD_ID, label: 'Rule number', required: true, maxLength: 20, placeholder: '601.2h' }],
    },
    ephemeral: true,
  };
}

/** The rule typed in the form otherRuleForm opens, when a component input is its submission. */
export function typedRule(action: string | undefined, fields: Record<string, string> | undefined): string | undefined {
  return action === OTHER_RULE_FORM ? (fields?.[RULE_FIELD_ID] ?? '').trim() : undefined;
}

/** The asker's allowance of runs is spent for now (the cooldown). */
export function waitReply(waitMs: number): Reply {
  const seconds = Math.ceil(waitMs / 1000);
  const text = `Simulations take a little work, so each person can run one every little while. You can simulate again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  return { pages: [{ title: 'One moment', text }], tone: 'warning', ephemeral: true, shareable: false };
}

const FAILURE_TITLES = { busy: 'Busy', 'time-limit': 'Simulation stopped', internal: 'Simulation failed' };

function failureReply(result: Exclude<PoolResult, { ok: true }>, scenarioText: string | undefined): Reply {
  if (result.kind !== 'error') {
    const text = result.kind === 'busy' ? `${result.message[0]!.toUpperCase()}${result.message.slice(1)}.` : result.message;
    return { pages: [{ title: FAILURE_TITLES[result.kind], text }], tone: 'warning', ephemeral: true, shareable: false };
  }
  const line = scenarioText?.split(/\r\n|\r|\n/)[result.line - 1];
  const caret = line === undefined ? 0 : escapeUserText(line.slice(0, Math.max(0, result.column - 1)), 'plain').length;
  const code = line === undefined ? undefined : `${escapeUserText(line, 'plain')}\n${' '.repeat(caret)}^`;
  // The message quotes the scenario (an unknown card's name as typed).
  return { pages: [{ title: 'Scenario error', text: escapeUserText(result.message), ...(code ? { code } : {}) }], tone: 'error', ephemeral: true };
}

function fence(text: string): string {
  return '```\n' + escapeUserText(text, 'plain').replace(/```/g, 'ˋˋˋ') + '\n```';
}

/**
 * Renders a trace as plain text: numbered steps with their rules, the scenario line that led to
 * them, the stack after every change (top first), and the final board. It knows nothing of rules:
 * it prints what the engine recorded.
 */
import type { BoardSnapshot, PermanentView, StackView } from '../engine';
import { COLOR_WORDS } from '../engine/cards/schema';
import { stepName } from '../engine/steps';
import type { Trace } from './simulate';

export interface RenderOptions {
  /** Every step: each mana ability and payment step of 601.2g–h, each pass and each time a player receives priority. */
  verbose?: boolean;
  /** Leave the verdict out (Discord shows it above the trace). */
  withoutVerdict?: boolean;
  /** How this front end shows every step, said after the count of steps left out (`--verbose shows every step`). */
  everyStep?: string;
}

/**
 * The verdict, then numbered steps under the scenario line that caused them. A short trace leaves out
 * details (it says how many); `verbose` shows every step. The stack is shown after it changes.
 */
export function renderTrace(trace: Trace, options: RenderOptions = {}): string {
  const out: string[] = options.withoutVerdict ? [] : [`Verdict: ${trace.verdict}`, ''];
  if (trace.title) out.push(trace.title, '');
  const stackAfter = new Map(trace.stacks.map((snapshot) => [snapshot.afterStep, snapshot.stack]));
  const statementAt = new Map(trace.statements.map((statement) => [statement.line, statement.text]));
  let heading = '';
  let shown = 0;
  for (const event of trace.events) {
    const stack = event.step > 1 ? stackAfter.get(event.step) : undefined;
    if (event.detail && !options.verbose) {
      if (stack && shown > 0) out.push(`     stack: ${renderStack(stack)}`);
      continue;
    }
    const statement = statementAt.get(event.line);
    const next = event.phase === 'setup' ? '▸ setup' : event.phase === 'end' ? '▸ end of the scenario' : `▸ line ${event.line}${statement ? `: ${statement}` : ''}`;
    if (next !== heading) out.push((heading = next));
    const rules = event.rules.length ? `[${event.rules.join(', ')}]` : '[scenario]';
    const source = event.phase === 'setup' && event.line > 0 ? `line ${event.line}: ` : '';
    out.push(`${String(++shown).padStart(3)}. ${rules} ${source}${event.text}`);
    if (stack) out.push(`     stack: ${renderStack(stack)}`);
  }
  const hidden = trace.events.length - shown;
  if (hidden > 0 && !options.verbose) out.push('', `(${hidden} detail step${hidden === 1 ? '' : 's'} not shown: each mana ability and payment step, each pass of priority${options.everyStep ? `; ${options.everyStep}` : ''})`);
  if (trace.stopped) out.push('', `■ ${trace.stopped}`);
  out.push('', renderBoard(trace.final));
  return out.join('\n');
}

/** The stack on one line, top first. */
function renderStack(stack: StackView[]): string {
  if (stack.length === 0) return 'empty';
  return stack.map((item, i) => `${i === 0 ? 'top ' : ''}${stackItem(item)}`).join(' ▸ ');
}

function stackItem(item: StackView): string {
  const targets = item.targets.map((t) => (t.verdict === 'legal' ? t.label : `${t.label} (${t.verdict})`));
  return `${item.label}${item.isCopy && !/\bcopy\b/.test(item.label) ? ' (copy)' : ''}${item.x ? ` X=${item.x}` : ''}${targets.length ? ` → ${targets.join(', ')}` : ''}`;
}

function renderBoard(board: BoardSnapshot): string {
  const out = [`Final board (turn ${board.turn}, ${stepName(board.step)})`];
  if (board.over) {
    const winners = board.over.winners.filter((winner) => !board.over!.reason.includes(winner));
    out.push(`  The game is over: ${board.over.reason}${winners.length ? `; ${winners.join(', ')} won` : ''}`);
  }
  for (const player of board.players) {
    const counters = `${player.poison ? `, ${player.poison} poison` : ''}${player.energy ? `, ${player.energy} energy` : ''}`;
    out.push(`  ${player.name}: ${player.life} life${counters}${player.monarch ? ', the monarch' : ''}${player.lost ? ' (lost)' : ''}${player.manaPool && player.manaPool !== 'empty' ? `, mana pool ${player.manaPool}` : ''}`);
    const permanents = board.battlefield.filter((p) => p.controller === player.name);
    out.push(`    battlefield: ${permanents.length ? '' : '—'}`);
    for (const permanent of permanents) out.push(`      ${renderPermanent(permanent)}`);
    out.push(`    hand: ${list(player.hand)}`, `    graveyard: ${list(player.graveyard)}`);
    if (player.exile.length) out.push(`    exile: ${list(player.exile)}`);
  }
  if (board.stack.length) out.push(`  stack: ${renderStack(board.stack)}`);
  return out.join('\n');
}

function renderPermanent(p: PermanentView): string {
  const parts = [p.power !== undefined ? `${p.label} ${p.power}/${p.toughness}` : p.label];
  if (p.loyalty !== undefined) parts.push(`loyalty ${p.loyalty}`);
  if (p.attachedTo) parts.push(`attached to ${p.attachedTo}`);
  if (p.combat) parts.push(p.combat);
  if (p.token && !/\btoken\b/i.test(p.label)) parts.push('token');
  if (p.copyOf) parts.push(`copy of ${p.copyOf}`);
  // 708.5: its controller knows what it is; the label names the card for them.
  if (p.faceDown) parts.push('face down (a 2/2 creature with no name or text to the other players)');
  if (p.chosenColor) parts.push(`chosen color ${COLOR_WORDS[p.chosenColor]}`);
  if (p.chosenType) parts.push(`chosen type ${p.chosenType}`);
  for (const [kind, count] of Object.entries(p.counters)) if (count && kind !== 'loyalty') parts.push(`${count} ${kind} counter${count === 1 ? '' : 's'}`);
  if (p.damage) parts.push(`${p.damage} damage`);
  if (p.tapped) parts.push('tapped');
  if (p.summoningSick && p.types.includes('Creature')) parts.push('summoning sick'); // 302.6 is about creatures only
  if (p.keywords.length) parts.push(p.keywords.join(', '));
  for (const effect of p.layers ?? []) parts.push(`[layer ${effect.layer}: ${effect.source === p.label ? effect.change : `${effect.change} (${effect.source})`}]`);
  return parts.join(', ');
}

function list(items: string[]): string {
  return items.length ? items.join(', ') : '—';
}

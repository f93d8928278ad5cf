/**
 * Plays a scenario on the engine and records its trace: every engine event numbered as a step
 * with its rule, the stack after every change (top first), and the final board. Never throws:
 * any problem comes back as an error at a line and column.
 */
import { createGame, loadCardLibrary, snapshot, stackViews, step, type Action, type BoardSnapshot, type CardLibrary, type EngineEvent, type GameState, type StackView } from '../engine';
import { resolveDataDir } from '../util/paths';
import { bindAction } from './bind';
import { parseScenario } from './parse';
import { prepareGame, type PreparedGame } from './setup';
import { ScenarioError, type Statement } from './syntax';

/**
 * Engine actions one scenario may take (each pass is one): a runaway loop stops here (104.4b).
 * Passed to the engine as maxActions, in place of its own default (DEFAULT_MAX_ACTIONS, 1000).
 */
const DEFAULT_STEP_LIMIT = 200;

export interface SimulateOptions {
  dataDir?: string;
  stepLimit?: number;
}

export interface TraceEvent {
  /** 1-based, in order. */
  step: number;
  /** The engine's event kind, or 'note' for what the scenario itself did (a card put in hand, a name read). */
  kind: string;
  /** The main rule cited ('' for a note). */
  rule: string;
  rules: string[];
  text: string;
  /** Where in the scenario: the setup, an action line, or the `resolve all` implied at its end. */
  phase: 'setup' | 'line' | 'end';
  /** The scenario line that led to it (0 when none did). */
  line: number;
  players?: string[];
  objects?: string[];
  /** For casting events: the casting step (601.2a–i). */
  castingStep?: string;
}

export interface StackSnapshot {
  /** The stack as it is after this step. */
  afterStep: number;
  line: number;
  /** Top first. */
  stack: StackView[];
}

export interface Trace {
  title?: string;
  /** The action lines played, by line number (statements sharing a line joined with '; '). */
  statements: { line: number; text: string }[];
  events: TraceEvent[];
  stacks: StackSnapshot[];
  final: BoardSnapshot;
  /** Why the run stopped early (the step limit, the game ended), if it did. */
  stopped?: string;
}

export type SimulationResult =
  | { ok: true; trace: Trace }
  | { ok: false; kind: 'error'; line: number; column: number; message: string }
  | { ok: false; kind: 'time-limit' | 'internal'; message: string };

const libraries = new Map<string, CardLibrary>();

/** The card pool of a rules-data directory, loaded once. */
export function cardLibrary(dataDir = resolveDataDir()): CardLibrary {
  let library = libraries.get(dataDir);
  if (!library) {
    library = loadCardLibrary(dataDir);
    libraries.set(dataDir, library);
  }
  return library;
}

export function simulate(text: string, options: SimulateOptions = {}): SimulationResult {
  let line = 1;
  try {
    const script = parseScenario(text);
    const prepared = prepareGame(script.statements, cardLibrary(options.dataDir));
    const run = new Run(prepared, options.stepLimit ?? DEFAULT_STEP_LIMIT);
    for (const [index, statement] of prepared.actions.entries()) {
      line = statement.at.line;
      if (run.stopped) {
        run.skipped(prepared.actions.slice(index));
        break;
      }
      run.play(statement);
    }
    line = 0;
    run.finish();
    return { ok: true, trace: { title: script.title, statements: statementLines(prepared.actions), ...run.result() } };
  } catch (error) {
    if (error instanceof ScenarioError) return { ok: false, kind: 'error', line: error.line, column: error.column, message: error.message };
    const where = Math.max(1, line);
    return { ok: false, kind: 'error', line: where, column: 1, message: `line ${where}, column 1: the engine could not play this line: ${(error as Error).message}` };
  }
}

function statementLines(statements: Statement[]): Trace['statements'] {
  const lines: Trace['statements'] = [];
  for (const statement of statements) {
    const last = lines[lines.length - 1];
    if (last?.line === statement.at.line) last.text += `; ${statement.at.text}`;
    else lines.push({ line: statement.at.line, text: statement.at.text });
  }
  return lines;
}

class Run {
  private state: GameState;
  private readonly events: TraceEvent[] = [];
  private readonly stacks: StackSnapshot[] = [];
  private stackKey = '';
  private line = 0;
  private phase: TraceEvent['phase'] = 'setup';
  stopped?: string;

  constructor(
    private readonly game: PreparedGame,
    stepLimit: number,
  ) {
    for (const note of game.notes) this.note(note.text, note.line);
    const created = createGame({ ...game.setup, maxActions: stepLimit }, game.library);
    this.state = created.state;
    this.record(created.events);
    this.checkStop(created.events);
  }

  play(statement: Statement): void {
    this.phase = 'line';
    this.line = statement.at.line;
    if (statement.kind === 'pass') {
      if (this.state.stack.length === 0) throw ScenarioError.at(statement.at, 'the stack is empty: there is nothing to resolve', 'remove this line, or cast something first');
      this.resolveTop();
      return;
    }
    if (statement.kind === 'resolve-all') {
      this.resolveAll();
      return;
    }
    const bound = bindAction(statement, this.state, this.game.vocabulary, this.game.library);
    for (const correction of bound.corrections) this.note(correction, this.line);
    for (const action of bound.actions) {
      if (action.type === 'cast' || action.type === 'activate') this.givePriorityTo(action.player);
      this.apply(action);
    }
  }

  /** Lines left when the run stopped early. */
  skipped(statements: Statement[]): void {
    const lines = [...new Set(statements.map((statement) => statement.at.line))];
    const why = this.stopped!.charAt(0).toLowerCase() + this.stopped!.slice(1);
    this.note(`Line${lines.length > 1 ? 's' : ''} ${lines.join(', ')} ${lines.length > 1 ? 'are' : 'is'} not played: ${why}`, lines[0]!);
  }

  /** End of the script: `resolve all` is implied. */
  finish(): void {
    if (this.stopped || this.state.stack.length === 0) return;
    this.phase = 'end';
    this.line = 0;
    this.note('End of the scenario: every player passes until the stack is empty (resolve all is implied).', 0);
    this.resolveAll();
  }

  result(): Omit<Trace, 'title' | 'statements'> {
    return { events: this.events, stacks: this.stacks, final: snapshot(this.state), stopped: this.stopped };
  }

  /** A player acting while another holds priority: the players before them passed (117.3d). */
  private givePriorityTo(player: string): void {
    for (let i = 0; i < this.state.players.length && !this.stopped; i++) {
      const holder = this.state.priority;
      if (holder === null || this.state.players[holder]!.name === player) return;
      this.apply({ type: 'pass', player: this.state.players[holder]!.name });
    }
  }

  /** All players pass in succession; the top of the stack resolves (608.1). */
  private resolveTop(): void {
    const top = this.state.stack[this.state.stack.length - 1]!.id;
    for (let i = 0; i < this.state.players.length + 1 && !this.stopped; i++) {
      if (this.state.priority === null || !this.state.stack.some((item) => item.id === top)) return;
      this.apply({ type: 'pass', player: this.state.players[this.state.priority]!.name });
    }
  }

  private resolveAll(): void {
    while (this.state.stack.length > 0 && !this.stopped && this.state.priority !== null) this.resolveTop();
  }

  private apply(action: Action): void {
    const result = step(this.state, action);
    this.state = result.state;
    this.record(result.events);
    this.checkStop(result.events);
  }

  private checkStop(events: EngineEvent[]): void {
    const limit = events.find((event) => event.kind === 'step-limit');
    if (limit) this.stopped = limit.text;
    else if (this.state.over) this.stopped = `The game is over: ${this.state.over.reason}`;
  }

  private record(events: EngineEvent[]): void {
    for (const event of events) {
      this.events.push({
        step: this.events.length + 1,
        kind: event.kind,
        rule: event.rules[0] ?? '',
        rules: event.rules,
        text: event.text,
        phase: this.phase,
        line: this.line,
        ...(event.players ? { players: event.players } : {}),
        ...(event.objects ? { objects: event.objects } : {}),
        ...(event.step ? { castingStep: event.step } : {}),
      });
    }
    const key = this.state.stack.map((item) => item.id).join(',');
    if (key !== this.stackKey) {
      this.stackKey = key;
      this.stacks.push({ afterStep: this.events.length, line: this.line, stack: stackViews(this.state) });
    }
  }

  private note(text: string, line: number): void {
    this.events.push({ step: this.events.length + 1, kind: 'note', rule: '', rules: [], text, phase: this.phase, line });
  }
}

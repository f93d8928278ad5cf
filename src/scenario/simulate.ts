/**
 * Plays a scenario on the engine and records its trace: every engine event numbered as a step
 * with its rule, the stack after every change (top first), and the final board. Never throws:
 * any problem comes back as an error at a line and column.
 */
import { createGame, loadCardLibrary, snapshot, stackViews, step, stepName, STEPS, STEPS_AFTER_ATTACKS, triggeredCastOf, type Action, type BoardSnapshot, type CardLibrary, type EngineEvent, type GameState, type PlannedChoice, type StackView, type Step } from '../engine';
import { resolveDataDir, type DataSources } from '../util/paths';
import { localCardNames, type CardNames } from './store-lookup';
import { bindAction } from './bind';
import { parseScenario } from './parse';
import { prepareGame, stepOf, type PreparedGame } from './setup';
import { ScenarioError, type Phrase, type Statement } from './syntax';

/**
 * Engine actions one scenario may take (each pass is one): a runaway loop stops here (104.4b).
 * Passed to the engine as maxActions, in place of its own default (DEFAULT_MAX_ACTIONS, 1000).
 */
const DEFAULT_STEP_LIMIT = 200;
/** The most passes one `next turn` or `go to` may take (a whole turn of two players is about 16). */
const MAX_ADVANCE_PASSES = 60;
/** Steps `go to` may stop in: every step where players receive priority (not untap, 502.4, nor cleanup, 514.3). */
const GO_TO_STEPS: Step[] = ['upkeep', 'draw', 'precombat-main', 'beginning-of-combat', 'declare-attackers', 'declare-blockers', 'first-strike-damage', 'combat-damage', 'end-of-combat', 'postcombat-main', 'end'];

export interface SimulateOptions {
  dataDir?: string;
  /** The user data folder, whose ingested cards the scenario may name too (absent: the bundled cards alone). */
  userDataDir?: string;
  stepLimit?: number;
  /** Also keep the board as it is after this step (Trace.boardAt): the picture of a moment of the trace. */
  boardAt?: number;
  /** In a worker (./pool.ts): also draw the board as a PNG (SimulationResult.picture). */
  picture?: { at?: number };
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
  /** A detail a short trace leaves out (each mana ability and payment step, each pass of priority). */
  detail?: boolean;
  outcome?: EngineEvent['outcome'];
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
  /** One line of what happened: "Grizzly Bears dies; Lightning Bolt resolves; Alice 20, Bob 17". */
  verdict: string;
  /** The action lines played, by line number (statements sharing a line joined with '; '). */
  statements: { line: number; text: string }[];
  events: TraceEvent[];
  stacks: StackSnapshot[];
  final: BoardSnapshot;
  /** Why the run stopped early (the step limit, the game ended), if it did. */
  stopped?: string;
  /** The board after the step SimulateOptions.boardAt asked for (after the last step when the trace is shorter). */
  boardAt?: { step: number; board: BoardSnapshot };
}

export type SimulationResult =
  /** `picture`: the board as a PNG, base64 (when the worker was asked for it: ../picture). */
  | { ok: true; trace: Trace; picture?: string }
  /** `beforeRun`: the scenario was refused as it was read, before the engine played any of it. */
  | { ok: false; kind: 'error'; line: number; column: number; message: string; beforeRun?: true }
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

/** How a run looks up names in the card store: in this thread's copy, unless lookUpCardNamesWith() said otherwise. */
let cardNamesOf: (sources: DataSources) => CardNames | undefined = localCardNames;

/** From now on, runs look up the card store's names with `lookup` (a worker asks the main thread: ./store-lookup). */
export function lookUpCardNamesWith(lookup: (sources: DataSources) => CardNames | undefined): void {
  cardNamesOf = lookup;
}

export function simulate(text: string, options: SimulateOptions = {}): SimulationResult {
  let line = 1;
  let running = false;
  try {
    const script = parseScenario(text);
    const sources = { dataDir: options.dataDir ?? resolveDataDir(), ...(options.userDataDir ? { userDataDir: options.userDataDir } : {}) };
    const prepared = prepareGame(script.statements, cardLibrary(options.dataDir), cardNamesOf(sources));
    const run = new Run(prepared, options.stepLimit ?? DEFAULT_STEP_LIMIT, options.boardAt);
    running = true;
    const plannedEarly = new Set<Statement>();
    for (const [index, statement] of prepared.actions.entries()) {
      line = statement.at.line;
      if (run.stopped) {
        run.skipped(prepared.actions.slice(index).filter((s) => !plannedEarly.has(s)));
        break;
      }
      if (plannedEarly.has(statement)) continue;
      for (const choice of triggerChoicesAfter(prepared.actions, index)) if (run.planAhead(choice)) plannedEarly.add(choice);
      run.play(statement, prepared.actions[index + 1]);
    }
    line = 0;
    run.finish();
    const result = run.result();
    const unused = run.unusedLines();
    return { ok: true, trace: { title: script.title, verdict: verdictOf(result.events, result.final, unused), statements: statementLines(prepared.actions), ...result } };
  } catch (error) {
    if (error instanceof ScenarioError) return { ok: false, kind: 'error', line: error.line, column: error.column, message: error.message, ...(running ? {} : { beforeRun: true as const }) };
    const where = Math.max(1, line);
    return { ok: false, kind: 'error', line: where, column: 1, message: `line ${where}, column 1: the engine could not play this line: ${(error as Error).message}` };
  }
}

/**
 * The trigger choices (`… trigger targeting …`, `order: …`) written right after an action: they are
 * about the triggers that action causes, which are put on the stack before anyone gets priority again
 * (603.3), so they are planned before it is played.
 */
function triggerChoicesAfter(actions: Statement[], index: number): Statement[] {
  if (TRIGGER_CHOICE_KINDS.has(actions[index]!.kind)) return [];
  const choices: Statement[] = [];
  for (let next = index + 1; next < actions.length && TRIGGER_CHOICE_KINDS.has(actions[next]!.kind); next++) choices.push(actions[next]!);
  return choices;
}

const TRIGGER_CHOICE_KINDS = new Set<Statement['kind']>(['trigger-targets', 'order']);
/** The keywords whose trigger a scenario's cast line casts the card in as it resolves: when the trigger goes on the stack, and its rule. */
const TRIGGER_CASTS = {
  madness: { when: 'it is discarded', rule: '702.35a' },
  miracle: { when: 'it is drawn', rule: '702.94a' },
  suspend: { when: 'its last time counter is removed', rule: '702.62a' },
  cascade: { when: 'the spell with cascade is cast', rule: '702.85a' },
} as const;

/**
 * The one-line verdict: what died or left, what resolved or didn't, who lost, the creatures dealt damage
 * that survived (with their power, toughness and damage at the end), then every life total (and the
 * lines whose choice was never used).
 */
function verdictOf(events: TraceEvent[], final: BoardSnapshot, unused: number[] = []): string {
  const said = new Set<string>();
  const parts: string[] = [];
  const damaged = new Set<string>();
  for (const event of events) {
    if (!event.outcome) continue;
    const { kind, subject } = event.outcome;
    if (kind === 'damaged') {
      damaged.add(subject);
      continue;
    }
    if (LEAVES_THE_BATTLEFIELD.includes(kind)) damaged.delete(subject);
    const text = kind === 'refused' ? `not allowed: ${subject}` : `${subject} ${OUTCOME_WORDS[kind]}`;
    if (!said.has(text)) parts.push(text);
    said.add(text);
  }
  for (const label of damaged) {
    const survivor = final.battlefield.find((p) => p.label === label && p.power !== undefined);
    if (survivor) parts.push(`${label} survives (${survivor.power}/${survivor.toughness}, ${survivor.damage ? `${survivor.damage} damage` : 'no damage marked'})`);
  }
  parts.push(final.players.map((p) => `${p.name} ${p.life}`).join(', '));
  if (unused.length) parts.push(`line${unused.length > 1 ? 's' : ''} ${unused.join(', ')} not used (see the trace)`);
  return parts.join('; ');
}

type OutcomeKind = NonNullable<TraceEvent['outcome']>['kind'];

/** Outcomes after which a permanent is no longer the one that was dealt damage (400.7). */
const LEAVES_THE_BATTLEFIELD: OutcomeKind[] = ['dies', 'destroyed', 'put-into-graveyard', 'exiled', 'returned-to-hand'];

const OUTCOME_WORDS: Record<Exclude<OutcomeKind, 'damaged'>, string> = {
  dies: 'dies',
  destroyed: 'is destroyed',
  'put-into-graveyard': "is put into its owner's graveyard",
  exiled: 'is exiled',
  'returned-to-hand': "returns to its owner's hand",
  resolves: 'resolves',
  countered: 'is countered',
  fizzles: "doesn't resolve (its targets are illegal)",
  loses: 'loses the game',
  wins: 'wins the game',
  draw: 'is a draw',
  refused: '',
};

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
  private boardAt?: Trace['boardAt'];
  stopped?: string;

  constructor(
    private readonly game: PreparedGame,
    stepLimit: number,
    private readonly boardAtStep?: number,
  ) {
    for (const note of game.notes) this.note(note.text, note.line);
    const created = createGame({ ...game.setup, maxActions: stepLimit }, game.library);
    this.state = created.state;
    this.record(created.events);
    this.checkStop(created.events);
  }

  /** Plays one statement; `next` tells whether a declaration goes on (several `blocks` lines are one declaration). */
  play(statement: Statement, next: Statement | undefined): void {
    this.phase = 'line';
    this.line = statement.at.line;
    switch (statement.kind) {
      case 'pass':
        if (this.state.stack.length === 0) throw ScenarioError.at(statement.at, 'the stack is empty: there is nothing to resolve', 'remove this line, or cast something first');
        return this.resolveTop();
      case 'resolve-all':
        return this.resolveAll();
      case 'advance':
        return this.advanceStatement(statement);
      case 'attack':
        this.checkCanAttack(statement);
        this.resolveAll(); // the step can't end while the stack holds something (500.2)
        break;
      case 'block':
      case 'assign':
        if (!this.checkInCombat(statement)) return;
        this.resolveAll();
        break;
      default:
        break;
    }
    const bound = bindAction(statement, this.state, this.game.vocabulary, this.game.library);
    for (const correction of bound.corrections) this.note(correction, this.line);
    for (const action of bound.actions) {
      if (action.type === 'cast' && (action.madness || action.miracle || action.suspend || action.cascade)) {
        this.castAsTriggerResolves(action, statement.at);
        continue;
      }
      if (action.type === 'cast' || action.type === 'activate' || action.type === 'play-land' || action.type === 'turn-face-up' || action.type === 'suspend') this.givePriorityTo(action.player);
      this.apply(action);
    }
    if (next?.kind === statement.kind) return;
    if (statement.kind === 'attack') this.advance((s) => s.step === 'declare-attackers', 'the declare attackers step', statement.at);
    if (statement.kind === 'block') this.advance((s) => s.step === 'declare-blockers' || !s.combat, 'the declare blockers step', statement.at);
    if (statement.kind === 'assign') this.advance((s) => s.step === 'combat-damage' || !s.combat, 'the combat damage step', statement.at);
  }

  /** 506.2, 508.1: only the active player attacks, once a turn here, before attackers are declared. */
  private checkCanAttack(statement: Extract<Statement, { kind: 'attack' }>): void {
    const { state } = this;
    const active = state.players[state.activePlayer]!.name;
    if (active.toLowerCase() !== statement.player.text.toLowerCase()) {
      throw ScenarioError.at(statement.player, `it is ${active}'s turn: only the active player attacks (506.2)`, "write 'next turn' first");
    }
    if (STEPS.indexOf(state.step) >= STEPS.indexOf('declare-attackers')) {
      throw ScenarioError.at(statement.at, `attackers have already been declared this turn (it is the ${stepName(state.step)})`, "write 'next turn' first, then attack");
    }
  }

  /** Blocks and damage division need attackers; after a declaration that was illegal, there are none, and the line is skipped. */
  private checkInCombat(statement: Extract<Statement, { kind: 'block' | 'assign' }>): boolean {
    const { state } = this;
    const beforeAttacks = !state.combat || STEPS.indexOf(state.step) < STEPS.indexOf('declare-attackers');
    if (beforeAttacks) throw ScenarioError.at(statement.at, 'no attackers have been declared yet', `write '${state.players[state.activePlayer]!.name} attacks with …' first`);
    if (statement.kind === 'block' && STEPS.indexOf(state.step) > STEPS.indexOf('declare-attackers')) {
      throw ScenarioError.at(statement.at, 'blockers have already been declared this combat', 'put all the blocks before anything that happens after blocks');
    }
    if (state.combat!.attackers.length > 0) return true;
    this.note(`Line ${statement.at.line} is not played: no creature is attacking.`, statement.at.line);
    return false;
  }

  /** `next step`, `next turn`, `go to <step>`: every player passes (the stack resolving first) until the game gets there. */
  private advanceStatement(statement: Extract<Statement, { kind: 'advance' }>): void {
    const { turn, step, activePlayer } = this.state;
    if (statement.to === 'step') return this.advance((s) => s.turn !== turn || s.step !== step, 'the next step', statement.at);
    if (statement.to === 'turn') return this.advance((s) => s.turn !== turn, 'the next turn', statement.at);
    const target = stepOf(statement.to.step);
    const playerPhrase = statement.to.player;
    const player = playerPhrase ? this.state.players.findIndex((p) => p.name.toLowerCase() === playerPhrase.text.toLowerCase()) : -1;
    if (playerPhrase && player < 0) throw ScenarioError.at(playerPhrase, `unknown player '${playerPhrase.text}'`);
    if (!GO_TO_STEPS.includes(target)) throw ScenarioError.at(statement.to.step, `the game can't stop in the ${stepName(target)}`, 'no player receives priority there (502.4, 514.3)');
    const whose = player < 0 ? undefined : player;
    if (target === step && (whose === undefined || whose === activePlayer)) throw ScenarioError.at(statement.to.step, `the game is already in the ${stepName(target)}`, "write 'next turn' to go on to the next turn");
    if (STEPS_AFTER_ATTACKS.includes(target)) return this.advanceInCombat(target, statement.to.step);
    this.advance((s) => s.step === target && (whose === undefined || s.activePlayer === whose) && (s.turn !== turn || STEPS.indexOf(s.step) > STEPS.indexOf(step)), `the ${stepName(target)}`, statement.to.step);
  }

  /**
   * `go to combat damage`, `go to first strike damage`, `go to declare blockers`: within this combat,
   * which has them only once creatures attack (508.8); the first-strike step only when a creature in
   * combat has first strike or double strike as combat damage begins (510.4).
   */
  private advanceInCombat(target: Step, at: Phrase): void {
    const attacking = (this.state.combat?.attackers.length ?? 0) > 0 && STEPS.indexOf(this.state.step) >= STEPS.indexOf('declare-attackers');
    const active = this.state.players[this.state.activePlayer]!.name;
    if (!attacking) throw ScenarioError.at(at, `no creature is attacking, so this combat has no ${stepName(target)} (508.8)`, `write '${active} attacks with …' first`);
    if (STEPS.indexOf(this.state.step) > STEPS.indexOf(target)) throw ScenarioError.at(at, `the ${stepName(target)} of this combat is over (it is the ${stepName(this.state.step)})`, "write 'next turn' first");
    this.advance((s) => s.step === target || !s.combat || STEPS.indexOf(s.step) > STEPS.indexOf(target), `the ${stepName(target)}`, at);
    if (this.state.step === target) return;
    const why = target === 'first-strike-damage' ? 'no attacking or blocking creature had first strike or double strike as combat damage began (510.4)' : 'no creature was attacking any more (506.4)';
    throw ScenarioError.at(at, `this combat had no ${stepName(target)}: ${why}`, target === 'first-strike-damage' ? "write 'go to combat damage'" : 'check the combat');
  }

  /** Passes priority (the stack resolving as players pass) until `done`; a phrase in error if the game never gets there. */
  private advance(done: (state: GameState) => boolean, what: string, at: Statement['at']): void {
    for (let guard = 0; guard < MAX_ADVANCE_PASSES && !this.stopped; guard++) {
      if (done(this.state)) return;
      const holder = this.state.priority;
      if (holder === null) break;
      this.apply({ type: 'pass', player: this.state.players[holder]!.name });
    }
    if (!this.stopped && !done(this.state)) throw ScenarioError.at(at, `the game did not get to ${what}`, 'check the turn and step');
  }

  /**
   * Plans a trigger choice written after an action before the action is played; false when it can't
   * be read yet (it names what the action creates, such as the spell being cast), so that it is
   * played in its place.
   */
  planAhead(statement: Statement): boolean {
    let bound;
    try {
      bound = bindAction(statement, this.state, this.game.vocabulary, this.game.library);
    } catch (error) {
      if (error instanceof ScenarioError) return false;
      throw error;
    }
    this.phase = 'line';
    this.line = statement.at.line;
    for (const correction of bound.corrections) this.note(correction, this.line);
    for (const action of bound.actions) this.apply(action);
    return true;
  }

  /**
   * The lines whose answer was planned and never needed (a trigger that never triggered, a "you may"
   * never asked): each gets a note, so that a verdict never rests silently on a choice that wasn't made.
   */
  unusedLines(): number[] {
    if (this.stopped) return [];
    const lines: number[] = [];
    for (const choice of this.state.plannedChoices) {
      if (!choice.tag) continue;
      const line = Number(choice.tag.split(':')[0]);
      if (!lines.includes(line)) lines.push(line);
      this.note(`Line ${line} was not used: ${unusedReason(this.state, choice)}.`, line);
    }
    return lines;
  }

  /** Lines left when the run stopped early. */
  skipped(statements: Statement[]): void {
    const lines = [...new Set(statements.map((statement) => statement.at.line))];
    const why = this.stopped!.charAt(0).toLowerCase() + this.stopped!.slice(1);
    this.note(`Line${lines.length > 1 ? 's' : ''} ${lines.join(', ')} ${lines.length > 1 ? 'are' : 'is'} not played: ${why}`, lines[0]!);
  }

  /** End of the script: `resolve all` is implied, and a combat in progress is played to its end. */
  finish(): void {
    if (this.stopped || (this.state.stack.length === 0 && !this.state.combat)) return;
    this.phase = 'end';
    this.line = 0;
    if (this.state.combat) {
      this.note('End of the scenario: every player passes until the stack is empty and combat is over.', 0);
      this.advance((s) => !s.combat && s.stack.length === 0, 'the end of combat', { text: '', line: 1, column: 1 });
      return;
    }
    this.note('End of the scenario: every player passes until the stack is empty (resolve all is implied).', 0);
    this.resolveAll();
  }

  result(): Omit<Trace, 'title' | 'statements' | 'verdict'> {
    const final = snapshot(this.state);
    const boardAt = this.boardAtStep === undefined ? undefined : (this.boardAt ?? { step: this.events.length, board: final });
    return { events: this.events, stacks: this.stacks, final, stopped: this.stopped, ...(boardAt ? { boardAt } : {}) };
  }

  /**
   * Keeps the board once the trace has reached the step asked for: as it is after the engine action
   * that step is part of (the notes of the setup come before the game exists, and wait for it).
   */
  private keepBoard(): void {
    if (this.boardAtStep === undefined || this.boardAt || this.events.length < this.boardAtStep || this.state === undefined) return;
    this.boardAt = { step: this.boardAtStep, board: snapshot(this.state) };
  }

  /** A player acting while another holds priority: the players before them passed (117.3d). */
  private givePriorityTo(player: string): void {
    for (let i = 0; i < this.state.players.length && !this.stopped; i++) {
      const holder = this.state.priority;
      if (holder === null || this.state.players[holder]!.name === player) return;
      this.apply({ type: 'pass', player: this.state.players[holder]!.name });
    }
  }

  /**
   * `Alice casts Arrogant Wurm with madness` (`Devastation Tide with miracle`): the cast is planned on the card's
   * madness (miracle) trigger, which must be on top of the stack, and every player passes: the trigger resolves
   * and the card is cast as it does (702.35a, 702.94a, 608.2g); `Alice casts Lightning Bolt with cascade`, on the
   * cascade trigger of hers on top of the stack, for the card it exiles (702.85a).
   */
  private castAsTriggerResolves(action: Extract<Action, { type: 'cast' }>, at: Phrase): void {
    const keyword = action.madness ? 'madness' : action.miracle ? 'miracle' : action.suspend ? 'suspend' : 'cascade';
    const top = this.state.stack[this.state.stack.length - 1];
    const { when, rule } = TRIGGER_CASTS[keyword];
    if (keyword === 'cascade') {
      if (!top || triggeredCastOf(top) !== 'cascade' || this.state.players[top.controller]!.name !== action.player) throw ScenarioError.at(at, `a card is cast with cascade as a cascade trigger of ${action.player}'s resolves (${rule}), and none is on top of the stack${top ? ` (${top.label} is)` : ''}`, top ? `resolve ${top.label} first` : `cast it right after ${when}`);
    } else {
      const card = this.state.objects[(action.card as { id: number }).id]!;
      const isTrigger = top && triggeredCastOf(top) === keyword && top.source.id === card.id && top.source.zoneChangeCount === card.zoneChangeCount;
      if (!isTrigger) throw ScenarioError.at(at, `${card.label} is cast for its ${keyword} cost as its ${keyword} trigger resolves (${rule}), and that trigger is not on top of the stack${top ? ` (${top.label} is)` : ''}`, top ? `resolve ${top.label} first` : `cast it right after ${when}`);
    }
    this.apply(action);
    this.resolveTop();
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
        ...(event.detail ? { detail: true } : {}),
        ...(event.outcome ? { outcome: event.outcome } : {}),
      });
      if (event.kind === 'illegal-choice' && event.tag) {
        const [line, column] = event.tag.split(':').map(Number);
        throw new ScenarioError(line!, column!, event.text, 'choose a legal one, or leave the choice to the default');
      }
    }
    this.keepBoard();
    const key = this.state.stack.map((item) => item.id).join(',');
    if (key !== this.stackKey) {
      this.stackKey = key;
      this.stacks.push({ afterStep: this.events.length, line: this.line, stack: stackViews(this.state) });
    }
  }

  private note(text: string, line: number): void {
    this.events.push({ step: this.events.length + 1, kind: 'note', rule: '', rules: [], text, phase: this.phase, line });
    this.keepBoard();
  }
}

/** Why a planned choice was never needed, by its key. */
function unusedReason(state: GameState, choice: PlannedChoice): string {
  const player = state.players[choice.player]!.name;
  switch (choice.key) {
    case 'targets':
    case 'divide':
      return `no trigger of ${choice.for} was put on the stack after it (a trigger's targets are chosen as it is put on the stack, 603.3d)`;
    case 'order':
      return `${player} never put two or more triggers on the stack at once after it (603.3b)`;
    case 'may':
      return `no "you may" of ${player}'s was asked after it (603.5)`;
    case 'pay':
      return `${player} was never asked to pay after it`;
    case 'tribute':
      return `${player} was never offered tribute after it (702.104a)`;
    case 'legend':
      return `the legend rule never applied to ${player}'s permanents after it (704.5j)`;
    case 'discard':
      return `${player} never discarded after it`;
    case 'exert':
      return `${player} never declared attackers after it (508.1g)`;
    case 'band':
      return `${player} never declared attackers after it (702.22c)`;
    case 'return':
      return `no effect returned permanents ${player} chooses after it (608.2d)`;
    case 'sacrifice':
      return `${player} sacrificed nothing they choose after it (701.21a)`;
    case 'keep-tapped':
      return `${player} never untapped a permanent they may choose not to untap after it (502.3)`;
    case 'dredge':
      return `${player} never drew with a card that could dredge in their graveyard after it (702.52a)`;
    case 'replacement':
      return `no two replacement or prevention effects applied to one event of ${player}'s after it (616.1)`;
    case 'new-targets':
      return `${choice.for} never chose new targets (it didn't resolve)`;
    case 'copy':
      return `${choice.for} never entered the battlefield (no copy was chosen)`;
    default:
      return `the game never asked ${player} for it`;
  }
}

/**
 * Runs simulations off the main thread, in a few reusable worker threads, within the limits of
 * ./limits.ts: a scenario over the size limits is refused before any work; a run past its
 * deadline, or past the worker's memory ceiling, is stopped (its worker terminated and replaced)
 * and never holds up the bot's other replies. The queue is bounded, overall and per user: when it
 * is full, run() answers "busy" at once with a time to try again. Each user's jobs are counted in
 * the shared state (src/state): in this process, or across every process sharing Redis.
 *
 * Each worker is handed a few jobs at once (its own message queue holds them), so it goes from
 * one job to the next without waiting for the busy main thread to read a result and post the
 * next job: a preset takes ~2 ms to play, while that round trip takes 5–30 ms on a loaded machine.
 */
import path from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import { sharedState } from '../state';
import { resolveDataDir } from '../util/paths';
import { answerCardNames, type NamesLine } from './store-lookup';
import { SCENARIO_LIMITS, sizeProblem, type ScenarioLimits } from './limits';
import type { SimulateOptions, SimulationResult } from './simulate';
import type { Job, WorkerMessage } from './worker-main';

/** The limit for loading a rules-data directory a worker has not used before. */
const LOAD_TIME_LIMIT_MS = 10_000;
/** Jobs handed to one worker at a time: the first runs, the others wait in the worker's queue. */
const JOBS_PER_WORKER = 8;
/** Young-generation heap of a worker (MB), on top of ScenarioLimits.memoryMb. */
const YOUNG_GENERATION_MB = 4;
const BOOT_FILE = path.join(__dirname, 'worker-boot.js');

/** The queue is full: nothing was run. */
export interface Busy {
  ok: false;
  kind: 'busy';
  message: string;
  /** When a retry has a fair chance. */
  retryAfterMs: number;
}

export type PoolResult = SimulationResult | Busy;

/** A job's place in the queue's bounds (from admit()): freed when its result comes. */
export interface Place {
  release(): void;
}

export interface PoolOptions {
  /** Worker threads. */
  size?: number;
  limits?: ScenarioLimits;
  /** The rules-data directory each new worker loads, and plays a few scenarios on, before it takes jobs. */
  warmDataDir?: string;
  /** Whether a new worker plays those scenarios first (default true); a single run (the command line) needs no warm-up. */
  warmUp?: boolean;
  /** Jobs waiting or running, in all. */
  maxQueued?: number;
  /** Jobs waiting or running for one user. */
  maxQueuedPerUser?: number;
}

interface Waiting {
  text: string;
  options: SimulateOptions;
  resolve: (result: SimulationResult) => void;
}

interface Posted extends Waiting {
  id: number;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  isReady: boolean;
  /** Jobs posted to the worker, in the order it runs them: the first is the one running. */
  posted: Posted[];
  /** The time limit of the first posted job. */
  timer?: NodeJS.Timeout;
}

export class SimulationPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Waiting[] = [];
  /** Jobs waiting or running, in all (each user's are counted in the shared state). */
  private pending = 0;
  private nextId = 1;
  private closed = false;
  /** Callers awaiting warm(): starting workers is work too. */
  private warming = 0;
  private readonly size: number;
  private readonly warmDataDir: string | undefined;
  private readonly maxQueued: number;
  private readonly maxQueuedPerUser: number;
  readonly limits: ScenarioLimits;
  /** Told each result and its time from entering the queue (the bot's metrics). */
  onResult?: (result: SimulationResult, ms: number) => void;

  constructor(options: PoolOptions = {}) {
    this.size = options.size ?? 2;
    this.limits = options.limits ?? SCENARIO_LIMITS;
    this.warmDataDir = options.warmUp === false ? undefined : (options.warmDataDir ?? resolveDataDir());
    this.maxQueued = options.maxQueued ?? this.size * JOBS_PER_WORKER;
    this.maxQueuedPerUser = options.maxQueuedPerUser ?? 2;
  }

  /** Starts every worker ahead of the first job, so that their start-up is not counted against a scenario. */
  async warm(): Promise<void> {
    this.warming++;
    while (this.slots.length < this.size) this.spawn();
    try {
      await Promise.all(this.slots.map((slot) => slot.ready));
    } finally {
      this.warming--;
      this.keepAliveWhileBusy();
    }
  }

  /** Jobs waiting or running. */
  get waitingOrRunning(): number {
    return this.pending;
  }

  /**
   * Counts a job of `user` within the queue's bounds, overall and theirs: its place, or "busy"
   * with when to try again when either is full.
   */
  async admit(user?: string): Promise<Place | Busy> {
    if (this.pending >= this.maxQueued) return this.busy(this.pending, false);
    this.pending++;
    const admission = user === undefined ? undefined : await sharedState().admitJob(user, this.maxQueuedPerUser);
    if (admission?.admitted === false) {
      this.pending--;
      return this.busy(admission.count, true);
    }
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.pending--;
        void admission?.release();
      },
    };
  }

  /** Plays a scenario in a worker: its result, a size-limit error at once, or "busy" when the queue is full. */
  async run(text: string, options: SimulateOptions = {}, user?: string): Promise<PoolResult> {
    const tooBig = sizeProblem(text, this.limits);
    if (tooBig) return { ok: false, kind: 'error', ...tooBig };
    const place = await this.admit(user);
    return 'kind' in place ? place : this.play(place, text, options);
  }

  /** Plays a scenario in the place admit() gave it, which is freed when the result comes. */
  play(place: Place, text: string, options: SimulateOptions = {}): Promise<SimulationResult> {
    const start = performance.now();
    return new Promise<SimulationResult>((resolve) => {
      this.queue.push({ text, options, resolve });
      this.dispatch();
    })
      .then((result) => (this.onResult?.(result, performance.now() - start), result))
      .finally(() => place.release());
  }

  /** "Busy": the jobs ahead (the user's own, or all), shared among the workers, each at most the deadline. */
  private busy(ahead: number, theirs: boolean): Busy {
    const retryAfterMs = Math.max(1000, Math.ceil((ahead * this.limits.deadlineMs) / this.size / 1000) * 1000);
    const seconds = retryAfterMs / 1000;
    const whose = theirs ? 'your earlier simulations are still running' : 'Heartwood is busy with other simulations';
    return { ok: false, kind: 'busy', retryAfterMs, message: `${whose}: try again in ${seconds} second${seconds === 1 ? '' : 's'}` };
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    for (const slot of slots) clearTimeout(slot.timer);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /**
   * Hands waiting jobs to the least loaded started worker, and starts one more worker (up to
   * `size`) when every started one is busy: jobs need not wait for its start-up.
   */
  private dispatch(): void {
    while (this.queue.length > 0) {
      const ready = this.slots.filter((slot) => slot.isReady).sort((a, b) => a.posted.length - b.posted.length);
      if (this.slots.length < this.size && !ready.some((slot) => slot.posted.length === 0)) this.spawn();
      const slot = ready[0];
      if (!slot || slot.posted.length >= JOBS_PER_WORKER) break;
      this.post(slot, this.queue.shift()!);
    }
    this.keepAliveWhileBusy();
  }

  /**
   * Workers keep the process alive only while there is work: a job waiting or running must be
   * answered and a warm-up awaited must finish, but an idle pool must not stop a finished console or CLI from exiting.
   * (After the listeners are added: adding a 'message' listener refs a worker again.)
   */
  private keepAliveWhileBusy(): void {
    const busy = this.warming > 0 || this.queue.length > 0 || this.slots.some((slot) => slot.posted.length > 0);
    for (const slot of this.slots) {
      if (busy) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  private post(slot: Slot, waiting: Waiting): void {
    const job: Posted = { ...waiting, id: this.nextId++ };
    slot.posted.push(job);
    if (slot.posted.length === 1) this.limitLoading(slot);
    const message: Job = { id: job.id, text: job.text, options: job.options };
    slot.worker.postMessage(message);
  }

  /**
   * The first posted job's limits: loading the rules-data it names (a first use of a data
   * directory may take a while) under a limit of its own, then the deadline from when the
   * worker says the job has started.
   */
  private limitLoading(slot: Slot): void {
    this.stopAfter(slot, LOAD_TIME_LIMIT_MS, `stopped after ${LOAD_TIME_LIMIT_MS} ms: the card pool could not be loaded in time`);
  }

  private stopAfter(slot: Slot, ms: number, message: string): void {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => this.discard(slot, { ok: false, kind: 'time-limit', message }), ms);
  }

  private receive(slot: Slot, message: WorkerMessage): void {
    const job = slot.posted[0];
    if (message.id !== job?.id) return;
    if (!('result' in message)) {
      const ms = this.limits.deadlineMs;
      this.stopAfter(slot, ms, `stopped after ${ms} ms, the deadline of one simulation: this scenario needs more work than that — make the board, the numbers or the loop smaller`);
      return;
    }
    clearTimeout(slot.timer);
    slot.posted.shift();
    if (slot.posted.length > 0) this.limitLoading(slot);
    job.resolve(message.result);
    this.dispatch();
  }

  private spawn(): void {
    // The worker's line for card names (./store-lookup): answered here, from this thread's card store.
    const { port1, port2 } = new MessageChannel();
    const names: NamesLine = { port: port2, flag: new Int32Array(new SharedArrayBuffer(4)) };
    answerCardNames({ port: port1, flag: names.flag });
    const worker = new Worker(BOOT_FILE, {
      workerData: { warmDataDir: this.warmDataDir, names },
      transferList: [port2],
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const slot: Slot = { worker, isReady: false, posted: [], ready: Promise.resolve() };
    slot.ready = new Promise((resolve, reject) => {
      worker.on('error', (error: Error & { code?: string }) => {
        reject(error);
        if (!slot.isReady) return;
        const message =
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `stopped: the scenario needed more than ${this.limits.memoryMb} MB of memory, the ceiling of one simulation — make the board, the numbers or the loop smaller`
            : `the simulation worker failed: ${error.message}`;
        this.discard(slot, { ok: false, kind: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'time-limit' : 'internal', message });
      });
      worker.on('message', (message: WorkerMessage | { ready: true }) => {
        if (!('ready' in message)) return this.receive(slot, message);
        slot.isReady = true;
        resolve();
        this.dispatch();
      });
    });
    slot.ready.catch((error: Error) => this.failedToStart(slot, error));
    this.slots.push(slot);
    this.keepAliveWhileBusy();
  }

  /** A worker that never started: unless another worker can take the waiting jobs, they are answered with the error. */
  private failedToStart(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    void slot.worker.terminate();
    if (this.slots.length > 0) return;
    for (const job of this.queue.splice(0)) job.resolve({ ok: false, kind: 'internal', message: `the simulation worker did not start: ${error.message}` });
  }

  /**
   * Ends a worker: its running job gets `result`, the jobs queued behind it go back to the front
   * of the queue, and its replacement starts at once, so that it is warm by the next job.
   */
  private discard(slot: Slot, result: SimulationResult): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    const [running, ...behind] = slot.posted;
    this.queue.unshift(...behind);
    running?.resolve(result);
    if (!this.closed) this.spawn();
    this.dispatch();
  }
}

let shared: SimulationPool | undefined;

/** The process-wide pool the commands use. */
export function simulationPool(): SimulationPool {
  shared ??= new SimulationPool();
  return shared;
}

/** Ends the shared pool's workers (tests call it in afterAll). */
export async function closeSimulationPool(): Promise<void> {
  await shared?.close();
  shared = undefined;
}

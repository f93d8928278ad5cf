/**
 * Runs simulations off the main thread, in a few reusable worker threads, each job under a hard
 * time limit: a runaway scenario is stopped (its worker terminated and replaced) and never holds
 * up the bot's other replies. The engine's own step limit usually stops a loop long before.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { resolveDataDir } from '../util/paths';
import type { SimulateOptions, SimulationResult } from './simulate';
import type { Job, WorkerMessage } from './worker-main';

/** The hard limit of one job, counted from when the worker starts it (its rules-data loaded). */
export const HARD_TIME_LIMIT_MS = 200;
/** The limit for loading a rules-data directory a worker has not used before. */
const LOAD_TIME_LIMIT_MS = 10_000;
const BOOT_FILE = path.join(__dirname, 'worker-boot.js');

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
  settle?: (message: WorkerMessage) => void;
  fail?: (error: Error) => void;
}

interface Waiting {
  text: string;
  options: SimulateOptions;
  resolve: (result: SimulationResult) => void;
}

export class SimulationPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Waiting[] = [];
  private nextId = 1;

  private closed = false;

  /** `warmDataDir`: the rules-data directory each new worker loads before it takes jobs. */
  constructor(
    private readonly size = 2,
    private readonly timeLimitMs = HARD_TIME_LIMIT_MS,
    private readonly warmDataDir = resolveDataDir(),
  ) {}

  /** Starts a worker ahead of the first job, so that its start-up is not counted against a scenario. */
  async warm(): Promise<void> {
    await (this.slots[0] ?? this.spawn()).ready;
  }

  run(text: string, options: SimulateOptions = {}): Promise<SimulationResult> {
    return new Promise((resolve) => {
      this.queue.push({ text, options, resolve });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.slots.splice(0).map((slot) => slot.worker);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => !s.busy) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (!slot) return;
      void this.runOn(slot, this.queue.shift()!);
    }
  }

  private async runOn(slot: Slot, job: Waiting): Promise<void> {
    slot.busy = true;
    const result = await slot.ready.then(
      () => this.exchange(slot, job),
      (error: Error): SimulationResult => ({ ok: false, kind: 'internal', message: `the simulation worker did not start: ${error.message}` }),
    );
    job.resolve(result);
    if (this.slots.includes(slot)) slot.busy = false;
    this.dispatch();
  }

  /**
   * Posts a job and waits for its result. The hard limit starts when the worker says the job has
   * started, that is once the rules-data it names is loaded (a first use of a data directory may
   * take longer, under a limit of its own).
   */
  private exchange(slot: Slot, job: Waiting): Promise<SimulationResult> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const stopAfter = (ms: number, message: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          this.discard(slot);
          resolve({ ok: false, kind: 'time-limit', message });
        }, ms);
      };
      stopAfter(LOAD_TIME_LIMIT_MS, `stopped after ${LOAD_TIME_LIMIT_MS} ms: the card pool could not be loaded in time`);
      slot.settle = (message) => {
        if (message.id !== id) return;
        if (!('result' in message)) return stopAfter(this.timeLimitMs, `stopped after ${this.timeLimitMs} ms: the scenario ran too long (an endless loop of triggers?)`);
        clearTimeout(timer);
        resolve(message.result);
      };
      slot.fail = (error) => {
        clearTimeout(timer);
        this.discard(slot);
        resolve({ ok: false, kind: 'internal', message: `the simulation worker failed: ${error.message}` });
      };
      const message: Job = { id, text: job.text, options: job.options };
      slot.worker.postMessage(message);
    });
  }

  private spawn(): Slot {
    const worker = new Worker(BOOT_FILE, { workerData: { warmDataDir: this.warmDataDir } });
    worker.unref();
    const slot: Slot = { worker, busy: false, ready: Promise.resolve() };
    slot.ready = new Promise((resolve, reject) => {
      worker.on('error', (error) => {
        reject(error);
        slot.fail?.(error);
      });
      worker.on('message', (message: WorkerMessage | { ready: true }) => {
        if ('ready' in message) resolve();
        else slot.settle?.(message);
      });
    });
    slot.ready.catch(() => this.discard(slot, false));
    this.slots.push(slot);
    return slot;
  }

  /** Ends a worker and (unless it never started) starts its replacement at once, so that it is warm by the next job. */
  private discard(slot: Slot, replace = true): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    void slot.worker.terminate();
    if (replace && !this.closed) this.spawn();
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

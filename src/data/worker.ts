/**
 * The data worker (./data-worker.js; dist/data-worker.js in the bundle): a refresh's check of its
 * sources, or an ingest of card files, in a worker thread of its own with a heap ceiling. Whatever
 * a file holds, parsing it can neither crash the process that asked nor hold its thread; and held
 * under a ceiling, V8 collects garbage as it goes instead of growing the heap (a 200 MB card file
 * ingested in about 200 MB, against 600 MB in the main thread: docs/benchmarks.md).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { IngestOptions, IngestSummary } from '../cards/ingest';
import type { UserDataSources } from '../util/paths';
import type { SourcesRequest, SourcesResult } from './refresh-sources';

/** An ingest's options a worker can be given (no functions). */
export type WorkerIngestOptions = Pick<IngestOptions, 'cards' | 'rulings' | 'replace' | 'remote'>;

export type DataJob =
  | { kind: 'refresh'; request: SourcesRequest }
  /**
   * An ingest into `sources`' user data folder, beside its bundled cards (the summary counts
   * those still known).
   * `terminal`: the main thread's stderr is a terminal this wide (the worker draws its progress bars on it).
   */
  | { kind: 'ingest'; options: WorkerIngestOptions; sources: UserDataSources; terminal?: { columns: number } };

type ResultOf<J extends DataJob> = J extends { kind: 'refresh' } ? SourcesResult : IngestSummary;

const WORKER_FILE = path.join(__dirname, 'data-worker.js');

/** A job that ran out of its worker's heap. */
export class CeilingError extends Error {}

/** Runs a job in the data worker: its result, or an error saying why it failed (its message, or the ceiling it reached). */
export function runDataWorker<J extends DataJob>(job: J, memoryMb: number): Promise<ResultOf<J>> {
  return new Promise((resolve, reject) => {
    // The environment as this thread sees it now (the limits and source URLs it sets).
    const worker = new Worker(WORKER_FILE, { workerData: job, env: { ...process.env }, resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 8 } });
    let answer: { result?: ResultOf<J>; error?: string } | undefined;
    worker.on('message', (message: typeof answer) => (answer = message));
    worker.on('error', (error: Error & { code?: string }) =>
      reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new CeilingError(`it needed more than ${memoryMb} MB of memory, the ceiling of its worker`) : error),
    );
    worker.on('exit', (code) => {
      if (answer?.error !== undefined) reject(new Error(answer.error));
      else if (answer) resolve(answer.result!);
      else reject(new Error(`its worker exited with code ${code}`));
    });
  });
}

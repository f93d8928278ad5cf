/** Inside a coverage worker (./coverage.ts, coverageInParallel): compiles the cards it was given and answers their tally. */
import { parentPort, workerData } from 'node:worker_threads';
import type { CompilableCard } from './compile';
import { tally } from './coverage';

parentPort!.postMessage(tally(workerData as CompilableCard[]));

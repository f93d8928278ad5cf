/** Inside a simulation worker: answers each job with simulate()'s result (see ./pool.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { simulate, type SimulateOptions } from './simulate';

export interface Job {
  id: number;
  text: string;
  options: SimulateOptions;
}

parentPort!.on('message', (job: Job) => {
  parentPort!.postMessage({ id: job.id, result: simulate(job.text, job.options) });
});
/** Loads the card pool and compiles the hot paths before the first job, so no job pays for them. */
const WARM_UP = 'Alice has Mountain, Grizzly Bears\nAlice casts Lightning Bolt targeting Grizzly Bears';
const { warmDataDir } = (workerData ?? {}) as { warmDataDir?: string };
if (warmDataDir) for (let i = 0; i < 20; i++) simulate(WARM_UP, { dataDir: warmDataDir });
parentPort!.postMessage({ ready: true });

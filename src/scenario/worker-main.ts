/** Inside a simulation worker: answers each job with simulate()'s result (see ./pool.ts). */
import { parentPort } from 'node:worker_threads';
import { simulate, type SimulateOptions } from './simulate';

export interface Job {
  id: number;
  text: string;
  options: SimulateOptions;
}

parentPort!.on('message', (job: Job) => {
  parentPort!.postMessage({ id: job.id, result: simulate(job.text, job.options) });
});
parentPort!.postMessage({ ready: true });

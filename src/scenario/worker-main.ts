/** Inside a simulation worker: answers each job with simulate()'s result (see ./pool.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { askCardNames, type NamesLine } from './store-lookup';
import { boardPng } from '../picture/png';
import { cardLibrary, lookUpCardNamesWith, simulate, type SimulateOptions, type SimulationResult } from './simulate';

export interface Job {
  id: number;
  text: string;
  options: SimulateOptions;
}


/** A job has started (its card pool is loaded: the hard time limit runs from here), then its result. */
export type WorkerMessage = { id: number; started: true } | { id: number; result: SimulationResult };

function post(message: WorkerMessage): void {
  parentPort!.postMessage(message);
}

parentPort!.on('message', (job: Job) => {
  try {
    cardLibrary(job.options.dataDir);
  } catch {
    // simulate() reports an unreadable card pool as the scenario's error
  }
  post({ id: job.id, started: true });
  post({ id: job.id, result: withPicture(simulate(job.text, { ...job.options, ...(job.options.picture?.at ? { boardAt: job.options.picture.at } : {}) }), job.options.picture) });
});

/** The picture is drawn here too, within the run's deadline and memory ceiling. */
function withPicture(result: SimulationResult, picture: SimulateOptions['picture']): SimulationResult {
  if (!picture || !result.ok) return result;
  const { trace } = result;
  const title = trace.boardAt ? `After step ${trace.boardAt.step} of ${trace.events.length}` : (trace.title ?? 'Final board');
  return { ...result, picture: boardPng(trace.boardAt?.board ?? trace.final, title).toString('base64') };
}
/** Loads the card pool and compiles the hot paths before the first job, so no job pays for them. */
const WARM_UP = 'Alice has Mountain, Grizzly Bears\nAlice casts Lightning Bolt targeting Grizzly Bears';
const { warmDataDir, names } = (workerData ?? {}) as { warmDataDir?: string; names: NamesLine };
// Names of the card store are looked up in the main thread's copy (./store-lookup).
lookUpCardNamesWith((sources) => askCardNames(names, sources));
if (warmDataDir) for (let i = 0; i < 20; i++) simulate(WARM_UP, { dataDir: warmDataDir });
parentPort!.postMessage({ ready: true });

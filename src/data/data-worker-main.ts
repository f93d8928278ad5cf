/** The data worker thread (./worker.ts): runs one job and posts its result back, or why it failed. */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { ingestCardData } from '../cards/ingest';
import { openCardStore, storePath } from '../cards/store';
import { checkSources } from './refresh-sources';
import type { DataJob } from './worker';

function ingest(job: Extract<DataJob, { kind: 'ingest' }>) {
  const bundled = storePath(job.sources.dataDir);
  return ingestCardData({ ...job.options, dataDir: job.sources.userDataDir, ...(fs.existsSync(bundled) ? { beside: openCardStore(bundled) } : {}) });
}

const job = workerData as DataJob;
if (job.kind === 'ingest' && job.terminal) {
  // The worker's stderr is written by the main thread to its terminal: progress bars drawn as there.
  Object.assign(process.stderr, { isTTY: true, columns: job.terminal.columns });
}
const run = job.kind === 'refresh' ? checkSources(job.request) : ingest(job);
run.then(
  (result) => parentPort!.postMessage({ result }),
  (error: Error) => parentPort!.postMessage({ error: error.message }),
);

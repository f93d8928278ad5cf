/** The refresh's worker thread (../data/refresh checkSourcesInWorker): one check of every source, its result posted back. */
import { parentPort, workerData } from 'node:worker_threads';
import { checkSources, type SourcesRequest } from './refresh-sources';

void checkSources(workerData as SourcesRequest).then((result) => parentPort!.postMessage(result));

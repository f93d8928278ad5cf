/**
 * What this machine's cores give the engine with no pool at all: a burst of scenarios run back to
 * back in each of N worker threads at once. Run as a program (scenario.bench.ts does, with node's
 * --single-threaded-gc), it prints {"one": …, "two": …} as JSON: the same in one thread and in two,
 * with V8's garbage collection kept on the thread that allocates, so that one thread alone can't
 * borrow the other core for its collections as it does by default.
 */
import { Worker } from 'node:worker_threads';
import { listPresets } from '../../src/scenario/presets';
import { resolveDataDir } from '../../src/util/paths';

const SIMULATE_MODULE = require.resolve('../../src/scenario/simulate.ts');

/** The burst back to back in each of `threads` worker threads at once (after a warm-up round each): presets a second, all together, median of 3. */
export async function threadsRate(burst: string[], threads: number, dataDir = resolveDataDir()): Promise<number> {
  const code = `
    require('tsx/cjs/api').register();
    const { parentPort, workerData } = require('node:worker_threads');
    const { simulate } = require(workerData.simulateModule);
    const run = () => { for (const text of workerData.burst) simulate(text, { dataDir: workerData.dataDir }); };
    run();
    parentPort.postMessage('warm');
    parentPort.on('message', () => { const start = performance.now(); run(); parentPort.postMessage(performance.now() - start); });`;
  const workers = Array.from({ length: threads }, () => new Worker(code, { eval: true, workerData: { simulateModule: SIMULATE_MODULE, burst, dataDir } }));
  try {
    await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('message', resolve))));
    const rates: number[] = [];
    for (let round = 0; round < 3; round++) {
      const times = await Promise.all(workers.map((worker) => new Promise<number>((resolve) => (worker.once('message', resolve), worker.postMessage('go')))));
      rates.push((threads * burst.length) / (Math.max(...times) / 1000));
    }
    return rates.sort((a, b) => a - b)[1]!;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** Every preset, in turn, `count` scenarios in all. */
export function presetBurst(count: number, dataDir = resolveDataDir()): string[] {
  const all = listPresets(dataDir).map((preset) => preset.text);
  return Array.from({ length: count }, (_, i) => all[i % all.length]!);
}

if (require.main === module) {
  const burst = presetBurst(Number(process.argv[2] ?? 400));
  void (async () => {
    const one = await threadsRate(burst, 1);
    const two = await threadsRate(burst, 2);
    process.stdout.write(`${JSON.stringify({ one, two })}\n`);
  })();
}

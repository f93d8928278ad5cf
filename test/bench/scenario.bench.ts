/**
 * /simulate: parsing and running a preset (target: median under 5 ms), and a pathological scenario
 * (endless triggers) stopping in under 250 ms off the main thread while other replies go on.
 * Baselines from the same run: the same work without the cached card pool, the loop allowed
 * five times the scenario's action limit, and a burst of presets run back to back in this thread
 * (the pool, with 2 workers, should do better).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { loadCardLibrary } from '../../src/engine';
import { parseScenario } from '../../src/scenario/parse';
import { SimulationPool } from '../../src/scenario/pool';
import { findPreset } from '../../src/scenario/presets';
import { simulate } from '../../src/scenario/simulate';
import { resolveDataDir } from '../../src/util/paths';
import { measure, report, reportValue, summarize } from './measure';

const DATA = resolveDataDir();
const PRESETS = ['heroic-resolves-first', 'hexproof-illegal-cast', 'token-pays-for-response', 'two-targets-one-illegal'].map((name) => findPreset(DATA, name).text);
const ENDLESS = findPreset(DATA, 'endless-triggers').text;
const BURST = 400;

export default async function bench(): Promise<void> {
  const parse = await measure(PRESETS, (text) => parseScenario(text), 2000);
  report('parse a preset', parse);

  const uncached = await measure(PRESETS, (text) => {
    loadCardLibrary(DATA);
    return simulate(text, { dataDir: DATA });
  }, 100);
  const run = await measure(PRESETS, (text) => simulate(text, { dataDir: DATA }), 1000);
  report('parse + run a preset (cached card pool)', run, { p50: 5 }, uncached);
  const events = PRESETS.reduce((sum, text) => sum + (simulate(text, { dataDir: DATA }) as { trace: { events: unknown[] } }).trace.events.length, 0);
  reportValue('trace events per second', events / PRESETS.length / (run.p50 / 1000), 'events/s');

  // Baseline: the same loop under the engine's own default limit, 1000 actions (/simulate stops it at 200).
  const engineLimit = await measure([ENDLESS], (text) => simulate(text, { dataDir: DATA, stepLimit: 1000 }), 2);
  const inThread = await measure([ENDLESS], (text) => simulate(text, { dataDir: DATA }), 20);
  report('endless triggers, in this thread', inThread, { p50: 250 }, engineLimit);

  const pool = new SimulationPool({ size: 2, maxQueued: BURST });
  try {
    await Promise.all([pool.warm(), pool.run(PRESETS[0]!, { dataDir: DATA })]);
    // A burst of presets (as /simulate under load), once the workers' hot paths are compiled: the
    // pool's throughput, also while the main thread is busy (as a bot answering other interactions),
    // against one thread running them back to back.
    const burst = Array.from({ length: BURST }, (_, i) => PRESETS[i % PRESETS.length]!);
    const burstRate = async (): Promise<number> => {
      const start = performance.now();
      await Promise.all(burst.map((text) => pool.run(text, { dataDir: DATA })));
      return BURST / ((performance.now() - start) / 1000);
    };
    await burstRate();
    const inOneThread = performance.now();
    for (const text of burst) simulate(text, { dataDir: DATA });
    const oneThreadRate = Math.round(BURST / ((performance.now() - inOneThread) / 1000));
    reportValue(`${BURST} presets at once through 2 workers`, await burstRate(), 'presets/s', { above: oneThreadRate });
    const busy = setInterval(() => blockFor(3), 1);
    reportValue('the same, main thread busy 3 ms in every 4', await burstRate(), 'presets/s', { above: Math.round(oneThreadRate / 2) });
    clearInterval(busy);
    reportValue('baseline: back to back in this thread', oneThreadRate, 'presets/s');

    const viaWorker = await measure([ENDLESS], (text) => pool.run(text, { dataDir: DATA }), 20);
    report('endless triggers, in a worker (hard limit)', viaWorker, { p95: 250 }, engineLimit);

    // Other replies are answered on the main thread: it must stay free while loops run in workers.
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const alongside: number[] = [];
    let measuring = true;
    const keepOneLoopRunning = async (): Promise<void> => {
      while (measuring) await pool.run(ENDLESS, { dataDir: DATA });
    };
    const loop = keepOneLoopRunning();
    for (let i = 0; i < 40; i++) {
      const start = performance.now();
      await pool.run(PRESETS[i % PRESETS.length]!, { dataDir: DATA });
      alongside.push(performance.now() - start);
    }
    measuring = false;
    await loop;
    delay.disable();
    reportValue('main thread event-loop delay during loops, p99', delay.percentile(99) / 1e6, 'ms', { below: 20 });
    reportValue('main thread event-loop delay during loops, max', delay.max / 1e6, 'ms');
    report('a preset while an endless loop runs', summarize(alongside), { p95: 100 });
  } finally {
    await pool.close();
  }
}

function blockFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

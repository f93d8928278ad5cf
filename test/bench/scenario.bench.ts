/**
 * /simulate: parsing and running a preset (target: median under 5 ms), and a pathological scenario
 * (endless triggers) stopping in under 250 ms off the main thread while other replies go on.
 * Baselines from the same run: the same work without the cached card pool, the loop allowed
 * five times the scenario's action limit, and a burst mixing every preset run back to back in this
 * thread (the pool, with 2 workers on 2 cores, should do at least 1.6 times as many), next to what
 * the cores allow with no pool (./thread-scaling), with V8's default parallel garbage collection and
 * with --single-threaded-gc.
 */
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { execFileSync } from 'node:child_process';
import { loadCardLibrary } from '../../src/engine';
import { parseScenario } from '../../src/scenario/parse';
import { SimulationPool } from '../../src/scenario/pool';
import { findPreset, listPresets } from '../../src/scenario/presets';
import { simulate } from '../../src/scenario/simulate';
import { resolveDataDir } from '../../src/util/paths';
import { measure, report, reportValue, summarize } from './measure';
import { presetBurst, threadsRate } from './thread-scaling';

const DATA = resolveDataDir();
const PRESETS = ['heroic-resolves-first', 'hexproof-illegal-cast', 'token-pays-for-response', 'two-targets-one-illegal'].map((name) => findPreset(DATA, name).text);
const ENDLESS = findPreset(DATA, 'endless-triggers').text;
const ALL_PRESETS = listPresets(DATA).map((preset) => preset.text);
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
    // A burst mixing every preset (as /simulate under load), once the hot paths of both sides are
    // compiled: the pool's throughput against one thread running the same burst back to back, each
    // measured three times in turn (median), and how busy the main thread is meanwhile (messages
    // only: no simulation runs there).
    const burst = presetBurst(BURST, DATA);
    const poolRate = async (): Promise<{ rate: number; mainBusy: number }> => {
      const before = performance.eventLoopUtilization();
      const start = performance.now();
      const results = await Promise.all(burst.map((text) => pool.run(text, { dataDir: DATA })));
      const failed = results.filter((result) => !result.ok);
      if (failed.length) throw new Error(`${failed.length} presets of the burst failed in the pool: ${JSON.stringify(failed[0])}`);
      return { rate: BURST / ((performance.now() - start) / 1000), mainBusy: performance.eventLoopUtilization(before).utilization };
    };
    const oneThreadRate = (): number => {
      const start = performance.now();
      for (const text of burst) simulate(text, { dataDir: DATA });
      return BURST / ((performance.now() - start) / 1000);
    };
    await poolRate();
    oneThreadRate();
    const rounds = [0, 1, 2].map(() => ({ one: oneThreadRate(), pooled: 0, mainBusy: 0 }));
    for (const round of rounds) Object.assign(round, await poolRate().then(({ rate, mainBusy }) => ({ pooled: rate, mainBusy })));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    const [one, pooled] = [median(rounds.map((r) => r.one)), median(rounds.map((r) => r.pooled))];
    reportValue(`${BURST} presets (all ${ALL_PRESETS.length}, mixed) through 2 workers, median of 3`, pooled, 'presets/s');
    reportValue('baseline: back to back in this thread, median of 3', one, 'presets/s');
    reportValue('  pool ÷ one thread', pooled / one, '×', { above: 1.6 });
    reportValue('  main thread busy during the burst (messages only)', median(rounds.map((r) => r.mainBusy)) * 100, '%');
    // What this machine's cores give the engine, with no pool at all: the burst back to back in
    // two threads at once. The pool can't do better than this ceiling.
    reportValue('  ceiling: two threads back to back at once ÷ one thread', (await threadsRate(burst, 2)) / one, '×');
    // Why the ceiling is low: one thread alone runs V8's collections in parallel on the other core.
    // Kept on the allocating thread (--single-threaded-gc), one thread is slower and two scale.
    const kept = singleThreadedGcRates(BURST);
    reportValue('  with --single-threaded-gc: one thread', kept.one, 'presets/s');
    reportValue('  with --single-threaded-gc: two threads at once ÷ one thread', kept.two / kept.one, '×');
    reportValue("  one thread's speed-up from collecting on the other core", one / kept.one, '×');
    const busy = setInterval(() => blockFor(3), 1);
    reportValue('the same burst, main thread busy 3 ms in every 4', (await poolRate()).rate, 'presets/s', { above: one / 2 });
    clearInterval(busy);

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

/** One thread and two threads at once, in a process of its own run with --single-threaded-gc (./thread-scaling). */
function singleThreadedGcRates(count: number): { one: number; two: number } {
  const output = execFileSync(process.execPath, ['--single-threaded-gc', '--import', 'tsx', path.join(__dirname, 'thread-scaling.ts'), String(count)], { encoding: 'utf8' });
  return JSON.parse(output) as { one: number; two: number };
}

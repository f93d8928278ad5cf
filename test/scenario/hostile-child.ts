/**
 * Run by hostile.test.ts in a process of its own, so that its memory is the pool's alone: plays
 * each scenario of a JSON list (argv[2]) through a SimulationPool with the given limits (argv[3])
 * and prints, per scenario, the outcome, the time it took and how far the process's resident
 * memory grew above what it was before the scenario.
 */
import fs from 'node:fs';
import { SCENARIO_LIMITS, type ScenarioLimits } from '../../src/scenario/limits';
import { SimulationPool } from '../../src/scenario/pool';

const scenarios = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as string[];
const limits: ScenarioLimits = { ...SCENARIO_LIMITS, ...(JSON.parse(process.argv[3] ?? '{}') as Partial<ScenarioLimits>) };

async function main(): Promise<void> {
  const pool = new SimulationPool({ size: 2, limits });
  await pool.warm();
  for (const text of scenarios) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);
    const start = performance.now();
    const result = await pool.run(text, {});
    const ms = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const outcome = result.ok ? { kind: 'trace', stopped: result.trace.stopped } : { kind: result.kind, message: result.message };
    process.stdout.write(JSON.stringify({ ...outcome, ms: Math.round(ms), growthMb: Math.round((peak - before) / 2 ** 20) }) + '\n');
  }
  await pool.close();
}

void main();

/** Small timing helpers for `npm run bench`: percentiles over many runs, printed as a table row. */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/** How busy the machine was: timings on a shared machine have outliers from waiting for a core. */
export function loadAverage(): string {
  return `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
}

/** A benchmark without the data it measures fails, naming what is missing: it never passes by measuring nothing. */
export function requireFile(file: string, what: string): void {
  if (!fs.existsSync(file)) throw new Error(`this benchmark needs ${what}: ${file} is absent`);
}

export interface Timing {
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

/** Times `fn` once per input (cycling through inputs) for `runs` runs, after a short warm-up. */
export async function measure<T>(inputs: T[], fn: (input: T) => unknown, runs = Math.max(inputs.length, 200)): Promise<Timing> {
  for (let i = 0; i < Math.min(runs, 50); i++) await fn(inputs[i % inputs.length]!);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(inputs[i % inputs.length]!);
    times.push(performance.now() - start);
  }
  return summarize(times);
}

/** The CPU time of one run of `fn` (ms): on a shared machine the wall clock includes waiting for a core, CPU time is the work itself. */
export function cpuTime(fn: () => unknown): number {
  const before = process.cpuUsage();
  fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

export function summarize(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { runs: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length };
}

/** Prints one measured figure against its target (and, when given, the baseline measured in the same run). */
export function report(name: string, timing: Timing, target?: { p95?: number; p50?: number }, baseline?: Timing): void {
  const ms = (n: number) => `${n.toFixed(n < 1 ? 4 : 2)} ms`;
  const checks: string[] = [];
  if (target?.p95 !== undefined) checks.push(`p95 target < ${target.p95} ms: ${timing.p95 < target.p95 ? 'met' : 'MISSED'}`);
  if (target?.p50 !== undefined) checks.push(`median target < ${target.p50} ms: ${timing.p50 < target.p50 ? 'met' : 'MISSED'}`);
  const ratio = baseline && (baseline.p50 >= timing.p50 ? `${(baseline.p50 / timing.p50).toFixed(0)}× faster` : `${(timing.p50 / baseline.p50).toFixed(1)}× slower`);
  const versus = baseline ? `  baseline p50 ${ms(baseline.p50)} p95 ${ms(baseline.p95)} (${ratio})` : '';
  console.log(`  ${name.padEnd(44)} p50 ${ms(timing.p50).padStart(11)}  p95 ${ms(timing.p95).padStart(11)}  ${checks.join(', ')}${versus}`);
}

/** Prints a single figure with its unit and an optional target. */
export function reportValue(name: string, value: number, unit: string, target?: { below?: number; above?: number }): void {
  let verdict = '';
  if (target?.below !== undefined) verdict = `target < ${target.below} ${unit}: ${value < target.below ? 'met' : 'MISSED'}`;
  if (target?.above !== undefined) verdict = `target > ${target.above} ${unit}: ${value > target.above ? 'met' : 'MISSED'}`;
  console.log(`  ${name.padEnd(44)} ${value.toFixed(value < 10 ? 3 : 1).padStart(12)} ${unit}  ${verdict}`);
}

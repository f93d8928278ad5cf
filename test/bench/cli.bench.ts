/**
 * `npm run bench -- cli`: the command line as a user runs it, a cold process each time (median of
 * 10): `node bin/heartwood.js rule 601.2h` with the full Comprehensive Rules (target: at most 3×
 * `node -e ''`, node's own start-up, measured in the same rounds), `node bin/heartwood.js simulate
 * --preset …` (at most 4×); for scale, `npx heartwood rule 601.2h` (what one types without the
 * fast invocation) and the same subcommand through tsx from the sources (what every call cost
 * before the bundle).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadRules } from '../../src/rules';
import { PROJECT_ROOT, resolveDataDir } from '../../src/util/paths';
import { loadAverage, reportValue, requireFile } from './measure';

const ROUNDS = 10;
const PRESET = 'heroic-resolves-first';

export default async function cliBench(): Promise<void> {
  requireFile(path.join(resolveDataDir(), 'corpus.json'), 'the bundled Comprehensive Rules');
  requireFile(path.join(resolveDataDir(), 'scenarios', `${PRESET}.txt`), `the ${PRESET} preset`);
  const rules = loadRules(resolveDataDir());
  if (rules.corpus.rules.length < 3000) throw new Error(`rules-data/corpus.json holds ${rules.corpus.rules.length} rules: the bench needs the full Comprehensive Rules`);
  await (require('../../scripts/build') as { build(): Promise<void> }).build();
  const bin = path.join(PROJECT_ROOT, 'bin', 'heartwood.js');
  // An empty data folder: the figures must not depend on what this machine has ingested.
  const env = { ...process.env, HEARTWOOD_DATA: fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cli-bench-')), DISCORD_TOKEN: '' };
  const time = (file: string, args: string[]) => {
    const start = performance.now();
    execFileSync(file, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    return performance.now() - start;
  };
  const runs = { node: [] as number[], rule: [] as number[], simulate: [] as number[] };
  console.log(`  (${loadAverage()}; ${ROUNDS} rounds, each command once a round, a new process each)`);
  for (let round = 0; round < ROUNDS; round++) {
    runs.node.push(time(process.execPath, ['-e', '']));
    runs.rule.push(time(process.execPath, [bin, 'rule', '601.2h']));
    runs.simulate.push(time(process.execPath, [bin, 'simulate', '--preset', PRESET]));
  }
  const floor = median(runs.node);
  reportValue("node -e '' (node's own start-up), median", floor, 'ms');
  reportValue('node bin/heartwood.js rule 601.2h, median', median(runs.rule), 'ms');
  reportValue('  … as a multiple of node -e', median(runs.rule) / floor, '×', { below: 3 });
  reportValue(`node bin/heartwood.js simulate --preset ${PRESET}, median`, median(runs.simulate), 'ms');
  reportValue('  … as a multiple of node -e', median(runs.simulate) / floor, '×', { below: 4 });
  const viaNpx = [0, 1, 2].map(() => time('npx', ['--no-install', 'heartwood', 'rule', '601.2h']));
  reportValue('baseline: npx heartwood rule 601.2h, median of 3', median(viaNpx), 'ms');
  const fromSources = [0, 1, 2].map(() => time(process.execPath, ['--require', 'tsx/cjs', '-e', "require('./src/cli/entry.ts').runCli(['node', 'heartwood', 'rule', '601.2h'])"]));
  reportValue('baseline: the same from the sources through tsx, median of 3', median(fromSources), 'ms');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * `npm run bench -- abuse`: the attacks of a hostile user, replayed, each against the same attack
 * on Heartwood with its limits lifted (test/bench/unbounded.js), on the bundled data (the full
 * Comprehensive Rules):
 * - the main-thread stall of one 6,000-character /define, /rule or autocomplete;
 * - another user's /rule 601.2h, through the Discord stand-in to the real bot process, while one
 *   user floods 6,000-character queries and 300 paging presses;
 * - the memory of the worst hostile scenario (test/scenario/hostile.ts) in a simulation worker,
 *   against 400,000 setup lines played with no limit, as the CLI did;
 * - the peak memory of `heartwood ingest` given a 200 MB card file and a 50 MB CR file (its
 *   default limit refusing it, and raised past it), against reading the file whole with JSON.parse.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadRules } from '../../src/rules';
import { defineReply, ruleReply } from '../../src/rules/present';
import { SEARCH_LIMITS } from '../../src/search/limits';
import { PROJECT_ROOT, resolveDataDir } from '../../src/util/paths';
import { startBot } from '../e2e/bot-process';
import type { Answer } from '../e2e/stand-in';
import { DiscordStandIn } from '../e2e/stand-in';
import { ATTACKS, MEMORY_BOMB, MEMORY_BOMB_LINE, MEMORY_BOMB_LINES, RAISED, runHostile } from '../scenario/hostile';
import { reportValue, summarize, type Timing } from './measure';

const FLOOD_MS = 6000;
const PAGING_PRESSES = 300;
const LONG_QUERIES = 30; // of each kind: /define, /rule, autocomplete
const PROBE_EVERY_MS = 60;
const TYPOS = ['hexprof', 'flyng', 'trampel', 'stak', 'grayveyard', 'summonng', 'sickenss', 'manna', 'abilty', 'tokn', 'counterr', 'creture', 'pwoer'];

/** 6,000 characters of misspelled rules words, different for each seed (so no cache answers them). */
function longQuery(seed: number): string {
  const words: string[] = [];
  for (let i = seed; words.join(' ').length < 6000; i = (i * 31 + 7) % 1_000_003) words.push(`${TYPOS[i % TYPOS.length]}${String.fromCharCode(97 + (i % 26))}`);
  return words.join(' ').slice(0, 6000);
}

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** How long each long query holds the main thread, with the limits and without them. */
function stalls(): { bounded: Timing; unbounded: Timing } {
  const rules = loadRules(resolveDataDir());
  const calls = (seed: number) => [() => defineReply(rules, longQuery(seed)), () => ruleReply(rules, { query: longQuery(seed + 1), examples: false }), () => rules.autocomplete(longQuery(seed + 2))];
  for (let i = 0; i < 10; i++) calls(10_000 + i * 3).forEach(time); // compiled, as in a bot that has answered a few
  const bounded = summarize(Array.from({ length: 50 }, (_, i) => calls(i * 3).map(time)).flat());
  const saved = { ...SEARCH_LIMITS };
  Object.assign(SEARCH_LIMITS, { queryChars: Infinity, queryWords: Infinity, correctedWords: Infinity, fuzzyTermChars: Infinity });
  try {
    return { bounded, unbounded: summarize(Array.from({ length: 4 }, (_, i) => calls(1000 + i * 3).map(time)).flat()) };
  } finally {
    Object.assign(SEARCH_LIMITS, saved);
  }
}

/** Another user's /rule 601.2h, every PROBE_EVERY_MS, while one user floods; resolves with the probes' latencies. */
async function floodedProbes(userDataDir: string, unbounded: boolean): Promise<{ probes: Timing; flood: Answer[] }> {
  const standIn = new DiscordStandIn();
  await standIn.start();
  const env: Record<string, string> = { HEARTWOOD_DATA: userDataDir, HEARTWOOD_REFRESH: 'off', LOG_LEVEL: 'warn' };
  if (unbounded) Object.assign(env, { NODE_OPTIONS: `--require ${path.join(__dirname, 'unbounded.js')}`, HEARTWOOD_SIMULATE_COOLDOWN: '0' });
  // The unbounded twin runs from the sources, where unbounded.js lifts the limits.
  const bot = unbounded ? startBot(standIn, env, path.join(__dirname, 'unbounded-bot.ts')) : startBot(standIn, env);
  try {
    await standIn.waitForSession();
    const flooder = standIn.user('flooder');
    const victim = standIn.user('victim');
    await new Promise((resolve) => setTimeout(resolve, 3000)); // the simulation workers start once connected
    await standIn.answerOf(standIn.command('rule', { query: '601.2h' }, victim));
    const trace = await standIn.answerOf(standIn.command('simulate', { preset: 'endless-triggers' }, flooder), 30000);
    // Each press takes the paging button the message shows at that moment: the next page, or at the end the previous one.
    const pageButton = (): string => {
      const buttons = trace.message.components.flatMap((row: any) => row.components);
      return (buttons.find((c: any) => /^Page \d+ ▶$/.test(c.label)) ?? buttons.find((c: any) => /^◀ Page \d+$/.test(c.label))).custom_id;
    };
    const events: { at: number; send: () => ReturnType<DiscordStandIn['command']> }[] = [];
    for (let i = 0; i < PAGING_PRESSES; i++) events.push({ at: (i * FLOOD_MS) / PAGING_PRESSES, send: () => standIn.press(trace.message, pageButton(), flooder) });
    for (let i = 0; i < LONG_QUERIES; i++) {
      const at = (i * FLOOD_MS) / LONG_QUERIES;
      events.push({ at, send: () => standIn.command('define', { term: longQuery(i * 3) }, flooder) });
      events.push({ at: at + 50, send: () => standIn.command('rule', { query: longQuery(i * 3 + 1) }, flooder) });
      events.push({ at: at + 100, send: () => standIn.autocomplete('rule', 'query', longQuery(i * 3 + 2), flooder) });
    }
    events.sort((a, b) => a.at - b.at);
    const flood: Promise<Answer>[] = [];
    const probes: Promise<Answer>[] = [];
    const start = performance.now();
    let probeAt = 0;
    for (const event of events) {
      for (; probeAt <= event.at; probeAt += PROBE_EVERY_MS) {
        await until(start + probeAt);
        probes.push(standIn.answerOf(standIn.command('rule', { query: '601.2h' }, victim), 120_000));
      }
      await until(start + event.at);
      flood.push(standIn.answerOf(event.send(), 120_000));
    }
    const settled = await Promise.allSettled([...probes, ...flood]);
    const failed = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) {
      const id = /interaction (\d+)/.exec(String(failed.reason))?.[1] ?? 'none';
      const lines = bot.output().split('\n').filter((line) => line.includes(id) || !line.includes('"level":30'));
      throw new Error(`${String(failed.reason)}\nbot ${bot.child.exitCode === null ? 'running' : `exited with ${bot.child.exitCode}`}; its log about it, and its warnings:\n${lines.slice(-15).join('\n')}`);
    }
    const answers = settled.map((outcome) => (outcome as PromiseFulfilledResult<Answer>).value);
    return { probes: summarize(answers.slice(0, probes.length).map((a) => a.latency)), flood: answers.slice(probes.length) };
  } finally {
    await bot.stop('SIGKILL');
    await standIn.stop();
  }
}

async function until(time: number): Promise<void> {
  const wait = time - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * The 400,000 setup lines played with no limit (as `heartwood simulate` did, in its one thread):
 * the process's resident memory at its highest within 10 s. Played in a worker without limits
 * here, so that the main thread can read the memory while it grows.
 */
function unboundedBombMb(): Promise<number> {
  const simulation = `require('tsx/cjs/api').register(); require(${JSON.stringify(path.join(PROJECT_ROOT, 'src/scenario/simulate.ts'))}).simulate(${JSON.stringify(MEMORY_BOMB_LINE)}.repeat(${MEMORY_BOMB_LINES}), {});`;
  const script = `new (require('node:worker_threads').Worker)(${JSON.stringify(simulation)}, { eval: true });
setInterval(() => process.stdout.write(process.memoryUsage().rss + '\\n'), 200);`;
  return new Promise((resolve) => {
    execFile(process.execPath, ['-e', script], { cwd: PROJECT_ROOT, timeout: 10_000, killSignal: 'SIGKILL', maxBuffer: 10_000_000 }, (_error, stdout) => {
      const samples = stdout.trim().split('\n').map(Number);
      resolve(Math.round(Math.max(...samples) / 2 ** 20));
    });
  });
}

/** The peak resident memory (VmHWM) of a command, in MB: read from /proc while it runs. */
function peakMb(args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
    let peak = 0;
    const sample = setInterval(() => {
      const kb = /VmHWM:\s+(\d+)/.exec(fs.existsSync(`/proc/${child.pid}/status`) ? fs.readFileSync(`/proc/${child.pid}/status`, 'utf8') : '')?.[1];
      if (kb) peak = Math.max(peak, Number(kb));
    }, 50);
    child.on('error', reject);
    child.on('exit', () => {
      clearInterval(sample);
      resolve(Math.round(peak / 1024));
    });
  });
}

/** A Scryfall card file of `megabytes` MB: distinct generated cards (about 1 KB each), the same every run. */
function writeCardFile(file: string, megabytes: number): number {
  const fd = fs.openSync(file, 'w');
  let bytes = 0;
  let count = 0;
  fs.writeSync(fd, '[');
  for (; bytes < megabytes * 2 ** 20; count++) {
    const id = (prefix: string) => `${prefix}-0000-4000-8000-${count.toString(16).padStart(12, '0')}`;
    const name = `Generated Card ${count}`;
    const card = { object: 'card', id: id('00000000'), oracle_id: id('10000000'), name, lang: 'en', layout: 'normal', mana_cost: '{2}{W}', cmc: 3, type_line: 'Creature — Human Soldier', oracle_text: `Heroic — Whenever you cast a spell that targets ${name}, put a +1/+1 counter on each creature you control. ${'Words of the flavor. '.repeat(20)}`, power: '2', toughness: '2', colors: ['W'], legalities: { modern: 'legal', legacy: 'legal' } };
    const text = `${count ? ',' : ''}${JSON.stringify(card)}`;
    bytes += fs.writeSync(fd, text);
  }
  fs.writeSync(fd, ']');
  fs.closeSync(fd);
  return count;
}

async function ingestPeaks(dataDir: string): Promise<void> {
  const cards = path.join(dataDir, 'cards-200mb.json');
  const count = writeCardFile(cards, 200);
  const cr = path.join(dataDir, 'cr-50mb.txt');
  const real = fs.readFileSync(path.join(PROJECT_ROOT, 'test', 'fixtures', 'rules', 'mini-cr.txt'), 'utf8');
  fs.writeFileSync(cr, real + `\n100.9. ${'A very long rule. '.repeat(50 * 2 ** 20 / 18)}\n`);
  const bin = path.join(PROJECT_ROOT, 'bin', 'heartwood.js');
  const userData = (name: string) => ({ HEARTWOOD_DATA: path.join(dataDir, name) });
  console.log(`  peak memory of \`heartwood ingest\` (resident, the whole process):`);
  reportValue(`  a 200 MB card file (${count.toLocaleString('en-US')} cards)`, await peakMb([bin, 'ingest', '--cards', cards], userData('cards')), 'MB', { below: 400 });
  reportValue('  the same file read whole by JSON.parse', await peakMb(['-e', `JSON.parse(require('fs').readFileSync(${JSON.stringify(cards)}, 'utf8'))`]), 'MB');
  reportValue('  a 50 MB CR file (refused by its size)', await peakMb([bin, 'ingest', '--cr', cr], userData('cr')), 'MB', { below: 400 });
  reportValue('  the same, HEARTWOOD_MAX_CR_MB raised to 64', await peakMb([bin, 'ingest', '--cr', cr], { ...userData('cr-raised'), HEARTWOOD_MAX_CR_MB: '64' }), 'MB', { below: 400 });
}

export default async function abuseBench(): Promise<void> {
  console.log(`  (load average ${os.loadavg().map((n) => n.toFixed(1)).join(', ')} on ${os.cpus().length} cores: figures on a busy machine carry its waits)`);
  // An empty data folder of its own: the bot answers from the bundled data and touches no user's folder.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-abuse-'));
  try {
    const stall = stalls();
    reportValue('main-thread stall of a 6,000-character query, p50', stall.bounded.p50, 'ms');
    reportValue('  p99', stall.bounded.p99, 'ms', { below: 50 });
    reportValue('  the same without the limits, p50', stall.unbounded.p50, 'ms');
    reportValue('  the same without the limits, p99', stall.unbounded.p99, 'ms');

    const bounded = await floodedProbes(dataDir, false);
    const unbounded = await floodedProbes(dataDir, true);
    const flood = `${LONG_QUERIES * 3} 6,000-character queries + ${PAGING_PRESSES} paging presses in ${FLOOD_MS / 1000} s`;
    console.log(`  another user's /rule 601.2h every ${PROBE_EVERY_MS} ms during ${flood}:`);
    reportValue('  latency p50', bounded.probes.p50, 'ms');
    reportValue('  latency p99', bounded.probes.p99, 'ms', { below: 100 });
    reportValue('  without the limits: latency p50', unbounded.probes.p50, 'ms');
    reportValue('  without the limits: latency p99', unbounded.probes.p99, 'ms');
    const isPage = (a: Answer) => /Page \d+ of/.test(a.data?.embeds?.[0]?.footer?.text ?? '');
    reportValue('  paging presses that turned the page', bounded.flood.filter(isPage).length, 'answers', { above: PAGING_PRESSES - 1 });
    const notes = bounded.flood.map((a) => a.data?.embeds?.[0]?.title).filter((title) => ['One moment', 'Busy', 'Unknown button', 'Something went wrong'].includes(title));
    console.log(`    flood answers that were notes: ${notes.length ? [...new Set(notes)].map((t) => `${notes.filter((n) => n === t).length} "${t}"`).join(', ') : 'none'}`);
    reportValue('  flood answered in all', bounded.flood.length, 'answers', { above: LONG_QUERIES * 3 + PAGING_PRESSES - 1 });

    const outcomes = await runHostile(ATTACKS);
    const raised = await runHostile([MEMORY_BOMB], RAISED);
    const worst = Math.max(...[...outcomes, ...raised].map((o) => o.growthMb));
    reportValue('memory of the worst hostile scenario (growth)', worst, 'MB', { below: 256 });
    reportValue('  400,000 setup lines, size limits and deadline raised', raised[0]!.growthMb, 'MB', { below: 256 });
    reportValue('  the same lines with no limits (resident, at most, in 10 s)', await unboundedBombMb(), 'MB');

    await ingestPeaks(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

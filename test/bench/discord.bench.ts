/**
 * `npm run bench -- discord`: the real bot process (`node bin/heartwood.js start`) against the
 * local Discord stand-in, with the full Comprehensive Rules and a data folder of 35,000 cards and
 * 70,000 rulings (./large-store).
 * - First lookups: the first /rule and the first /card sent as soon as the bot has connected, in
 *   a new bot process each of STARTS times (target: p99 under 50 ms, none deferred), then the first
 *   word search, typo, /define, /ruling and autocompletes of each process.
 * - Idle memory: the connected bot's resident set 4 s after those, and 30 s after them, once idle
 *   (target: at most 150 MB), next to the floor, node with discord.js connected to the same
 *   stand-in and doing nothing. These bots run exactly as `npm start` runs them (no test preload).
 * - Under load: 500 interactions over 10 seconds, every one of which must be answered; latency is
 *   dispatch → final answer, against an echo command that does no work (the gap is the lookups'
 *   own cost); then 500 /simulate runs from 500 users, each scenario different (none comes from
 *   the trace cache), the first of which is the bot's first simulation.
 * - Running at scale: 1,000 interactions over 10 seconds (four lookups to one /simulate, each
 *   from another user), first to the one process (its state in memory), then split across two
 *   processes running shards 0 and 1 of 2 (each guild's interactions go to its shard's process),
 *   sharing their state in a real redis-server, and the p99 of each printed side by side.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { shardOf } from '../../src/discord/shards';
import { loadRules } from '../../src/rules';
import { resolveDataDir } from '../../src/util/paths';
import { startBot, type BotProcess } from '../e2e/bot-process';
import { sendLoad } from '../e2e/load';
import { DiscordStandIn, type Answer } from '../e2e/stand-in';
import { REDIS_SERVER, startRedisServer } from '../redis-server';
import { writeLargeStore } from './large-store';
import { loadAverage, report, reportValue, requireFile, summarize, type Timing } from './measure';

const COUNT = 500;
const OVER_MS = 10_000;
const STARTS = 5;
/** How long the bot is left alone before its memory is read: soon after its first answers, and once idle (V8's memory reducer acts after some 10–20 s of little allocation). */
const IDLE_MS = 4000;
const SETTLED_MS = 30_000;
const PRESETS = ['heroic-once-per-spell', 'counterspell', 'legend-rule', 'sacrifice-outlet'];

export default async function discordBench(): Promise<void> {
  requireFile('/proc/self/status', "Linux's /proc (the memory of the bot process is read there)");
  const rules = loadRules(resolveDataDir());
  if (rules.corpus.rules.length < 3000) throw new Error(`rules-data/corpus.json holds ${rules.corpus.rules.length} rules: the bench needs the full Comprehensive Rules`);
  const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-discord-bench-'));
  writeLargeStore(dataFolder, 0);
  const env = { HEARTWOOD_DATA: dataFolder, HEARTWOOD_REFRESH: 'off', LOG_LEVEL: 'warn' };
  console.log(`  (${loadAverage()}; ${rules.corpus.rules.length} rules, 35,000 cards and 70,000 rulings in the data folder)`);
  try {
    const floor = await withStandIn(floorRss);
    const firsts: Answer[] = [];
    const others: Answer[] = [];
    const idle: number[] = [];
    const settled: number[] = [];
    for (let start = 0; start < STARTS; start++) {
      // A new bot process each time, connected to a new stand-in, run exactly as `npm start` runs it.
      await withStandIn(async (standIn) => {
        const bot = startBot(standIn, env, undefined, false);
        try {
          await standIn.waitForSession();
          // The very first interactions of this process, sent the moment it has connected.
          firsts.push(...(await Promise.all([standIn.answerOf(standIn.command('rule', { query: '601.2h' })), standIn.answerOf(standIn.command('card', { name: 'Artisan of Forms' }))])));
          for (const first of firstOfEachKind(standIn)) others.push(await standIn.answerOf(first()));
          await sleep(IDLE_MS);
          idle.push(residentMb(bot));
          await sleep(SETTLED_MS - IDLE_MS);
          settled.push(residentMb(bot));
        } finally {
          await bot.stop('SIGTERM');
        }
      });
    }
    // Under load, a bot with the test-only echo command (the latency floor).
    await withStandIn(async (standIn) => {
      const bot = startBot(standIn, env);
      try {
        await standIn.waitForSession();
        await underLoad(standIn, env);
      } finally {
        await bot.stop('SIGTERM');
      }
    });
    const first = summarize(firsts.map((a) => a.latency));
    reportValue(`first /rule and /card after connecting (${STARTS} starts), p99`, first.p99, 'ms', { below: 50 });
    reportValue('  … deferred (answered after "thinking…")', firsts.filter((a) => a.via !== 'callback').length, 'answers', { below: 1 });
    const other = summarize(others.map((a) => a.latency));
    reportValue('first word search, typo, /define, /ruling, autocompletes, p99', other.p99, 'ms', { below: 50 });
    reportValue('  … deferred', others.filter((a) => a.via !== 'callback').length, 'answers', { below: 1 });
    reportValue(`RSS of the connected bot ${IDLE_MS / 1000} s after its first answers (median of ${STARTS})`, median(idle), 'MB');
    reportValue(`idle RSS of the connected bot, ${SETTLED_MS / 1000} s after them (median of ${STARTS})`, median(settled), 'MB', { below: 150 });
    reportValue(`floor: node + discord.js connected, idle ${SETTLED_MS / 1000} s`, floor, 'MB');
  } finally {
    fs.rmSync(dataFolder, { recursive: true, force: true });
  }
}

async function withStandIn<T>(use: (standIn: DiscordStandIn) => Promise<T>): Promise<T> {
  const standIn = new DiscordStandIn();
  await standIn.start();
  try {
    return await use(standIn);
  } finally {
    await standIn.stop();
  }
}

/** The first lookup of each other kind, after the first /rule and /card. */
function firstOfEachKind(standIn: DiscordStandIn): (() => ReturnType<DiscordStandIn['command']>)[] {
  return [
    () => standIn.command('rule', { query: 'do mana abilities use the stack' }),
    () => standIn.command('card', { name: 'Artisn of Froms' }),
    () => standIn.command('define', { term: 'hexprof' }),
    () => standIn.command('ruling', { name: 'Artisan of Forms' }),
    () => standIn.autocomplete('card', 'name', 'hopl'),
    () => standIn.autocomplete('rule', 'query', 'hexp'),
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The resident set of the bot process now, in MB (from /proc: its worker threads included). */
function residentMb(bot: BotProcess): number {
  const status = fs.readFileSync(`/proc/${bot.child.pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  if (!kb) throw new Error(`no VmRSS for the bot process ${bot.child.pid}`);
  return kb / 1024;
}

/** The floor: a process with node and discord.js connected to the stand-in, doing nothing, read after the same idle time. */
async function floorRss(standIn: DiscordStandIn): Promise<number> {
  const child = spawn(process.execPath, [path.join(__dirname, 'floor-bot.js')], { env: { ...process.env, ...standIn.env() }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`the floor process ended (code ${code}) before it connected`)));
    });
    await sleep(SETTLED_MS);
    return residentMb({ child } as BotProcess);
  } finally {
    child.kill();
  }
}

/** 500 lookups, then 500 simulations, over 10 seconds each, against 500 echoes. */
async function underLoad(standIn: DiscordStandIn, env: Record<string, string>): Promise<void> {
  const lookups = [
    () => standIn.command('rule', { query: '601.2h' }),
    () => standIn.command('rule', { query: 'hexproof' }),
    () => standIn.command('define', { term: 'mana ability' }),
    () => standIn.command('card', { name: 'Artisan of Forms' }),
    () => standIn.command('ruling', { name: 'Artisan of Forms' }),
  ];
  const echo = await sendLoad(standIn, COUNT, OVER_MS, (i) => standIn.command('e2e-echo', { text: `load ${i}` }));
  const answers = await sendLoad(standIn, COUNT, OVER_MS, (i) => lookups[i % lookups.length]!());
  const baseline = summarize(echo.map((a) => a.latency));
  const timing = summarize(answers.map((a) => a.latency));
  reportValue(`lookups answered of ${COUNT} in ${OVER_MS / 1000} s`, answers.length, 'answers', { above: COUNT - 1 });
  reportValue('lookups deferred (over 1 s)', answers.filter((a) => a.via !== 'callback').length, 'answers', { below: 1 });
  report('lookup under load, dispatch → answer', timing, { p95: 500 }, baseline);
  reportValue('lookup under load, p99', timing.p99, 'ms', { below: 3000 });
  reportValue('baseline (echo, no work), p99', baseline.p99, 'ms');
  // Simulations from 500 different users (one each: the cooldown is per user), each scenario
  // different (a scenario played in the last 10 minutes would come from the trace cache).
  const runs = await sendLoad(standIn, COUNT, OVER_MS, (i) =>
    i < PRESETS.length
      ? standIn.command('simulate', { preset: PRESETS[i]! }, standIn.user(`player-${i}`))
      : standIn.command('simulate', { scenario: `Alice has Mountain; Bob life: ${20 + i}; Alice casts Lightning Bolt targeting Bob` }, standIn.user(`player-${i}`)),
  );
  const simulated = summarize(runs.map((a) => a.latency));
  reportValue(`/simulate answered of ${COUNT} in ${OVER_MS / 1000} s`, runs.length, 'answers', { above: COUNT - 1 });
  reportValue('/simulate deferred (over 1 s)', runs.filter((a) => a.via !== 'callback').length, 'answers');
  reportValue('/simulate answered "busy" (a full queue)', runs.filter((a) => a.data?.embeds?.[0]?.title === 'Busy').length, 'answers');
  report('/simulate under load, dispatch → answer', simulated, { p95: 1000 }, baseline);
  reportValue('/simulate under load, p99', simulated.p99, 'ms', { below: 3000 });
  // The bot starts its simulation workers once connected: the first run need not wait for them.
  reportValue('first /simulate after start-up', runs[0]!.latency, 'ms', { below: 100 });
  const oneProcess = await mixedLoad(standIn, () => standIn.guildId, 'one');
  await twoProcesses(oneProcess, env);
}

const SCALE_COUNT = 1000;

const SCALE_LOOKUPS = [['rule', { query: '601.2h' }], ['rule', { query: 'hexproof' }], ['define', { term: 'mana ability' }], ['card', { name: 'Artisan of Forms' }]] as const;

/** 1,000 interactions over 10 s, in the guild `guildOf(i)`: four lookups to one /simulate (each from a user of its own, a scenario of its own). */
async function mixedLoad(standIn: DiscordStandIn, guildOf: (i: number) => string, run: string): Promise<Timing> {
  const lookups = SCALE_LOOKUPS;
  const answers: Answer[] = await sendLoad(standIn, SCALE_COUNT, OVER_MS, (i) => {
    const [name, options] = lookups[i % 5] ?? ['simulate', { scenario: `Alice has Mountain; Bob life: ${1000 + i}; Alice casts Lightning Bolt targeting Bob` }];
    return standIn.command(name, options, standIn.user(`${run}-${i}`), guildOf(i));
  });
  const timing = summarize(answers.map((a) => a.latency));
  const processes = run === 'one' ? 'one process, state in memory' : 'two processes, state in Redis';
  reportValue(`${processes}: answered of ${SCALE_COUNT} in ${OVER_MS / 1000} s`, answers.length, 'answers', { above: SCALE_COUNT - 1 });
  reportValue(`${processes}: "busy" or "one moment"`, answers.filter((a) => ['Busy', 'One moment'].includes(a.data?.embeds?.[0]?.title)).length, 'answers');
  report(`${processes}, dispatch → answer`, timing);
  return timing;
}

/** The same load split across two bot processes (shards 0 and 1 of 2) sharing a redis-server. */
async function twoProcesses(oneProcess: Timing, dataEnv: Record<string, string>): Promise<void> {
  if (!REDIS_SERVER) throw new Error('the two-process run needs redis-server on the PATH (Debian: apt-get install redis-server)');
  const redis = await startRedisServer();
  const standIn = new DiscordStandIn({ guilds: 2 });
  await standIn.start();
  const env = (shard: number) => ({ ...dataEnv, LOG_LEVEL: 'info', HEARTWOOD_SHARD_COUNT: '2', HEARTWOOD_SHARDS: String(shard), REDIS_URL: redis.url });
  const bots = [startBot(standIn, env(0)), startBot(standIn, env(1))];
  try {
    const guildOn = (shard: number) => standIn.guildIds.find((guild) => shardOf(guild, 2) === shard)!;
    await Promise.all(bots.map((bot) => bot.waitForLog((record) => record.msg === 'connected to Discord', { timeoutMs: 120_000 })));
    // Both processes' indexes built and simulation workers started, as the one process's were.
    for (const [name, options] of SCALE_LOOKUPS) await Promise.all([0, 1].map((shard) => standIn.answerOf(standIn.command(name, options, standIn.alice, guildOn(shard)), 60_000)));
    await Promise.all([0, 1].map((shard) => standIn.answerOf(standIn.command('simulate', { preset: 'counterspell' }, standIn.user(`warm-${shard}`), guildOn(shard)), 60_000)));
    const twoProcess = await mixedLoad(standIn, (i) => guildOn(i % 2), 'two');
    reportValue('p99, one process', oneProcess.p99, 'ms');
    reportValue('p99, two processes sharing Redis', twoProcess.p99, 'ms', { below: 3000 });
  } finally {
    await Promise.all(bots.map((bot) => bot.stop('SIGTERM')));
    await standIn.stop();
    await redis.stop();
  }
}

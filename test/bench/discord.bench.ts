/**
 * `npm run bench -- discord`: 500 interactions over 10 seconds from the local Discord stand-in to
 * the real bot process (bundled rules-data), every one of which must be answered. Latency is
 * dispatch → final answer. Baseline (same run): an echo command that does no work, so the gap
 * is the lookups' own cost; the measured load mixes /rule, /define, /card and /ruling, then
 * 500 /simulate runs (four presets, then Lightning Bolt scenarios, each different so that none
 * comes from the trace cache) from 500 users, the first of which is the bot's first simulation.
 *
 * Then running at scale: 1,000 interactions over 10 seconds (four lookups to one /simulate, each
 * from another user), first to the one process (its state in memory), then split across two
 * processes running shards 0 and 1 of 2 (each guild's interactions go to its shard's process),
 * sharing their state in a real redis-server, and the p99 of each printed side by side.
 */
import { shardOf } from '../../src/discord/shards';
import { startBot } from '../e2e/bot-process';
import { sendLoad } from '../e2e/load';
import { DiscordStandIn, type Answer } from '../e2e/stand-in';
import { REDIS_SERVER, startRedisServer } from '../redis-server';
import { report, reportValue, summarize, type Timing } from './measure';

const COUNT = 500;
const OVER_MS = 10_000;
const PRESETS = ['heroic-once-per-spell', 'counterspell', 'legend-rule', 'sacrifice-outlet'];

export default async function discordBench(): Promise<void> {
  const standIn = new DiscordStandIn();
  await standIn.start();
  const bot = startBot(standIn, { LOG_LEVEL: 'warn' });
  const lookups = [
    () => standIn.command('rule', { query: '601.2h' }),
    () => standIn.command('rule', { query: 'hexproof' }),
    () => standIn.command('define', { term: 'mana ability' }),
    () => standIn.command('card', { name: 'Artisan of Forms' }),
    () => standIn.command('ruling', { name: 'Artisan of Forms' }),
  ];
  try {
    await standIn.waitForSession();
    await Promise.all(lookups.map((lookup) => standIn.answerOf(lookup())));
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
    // The bot starts its simulation workers once connected: the first run (some 20 s after start-up) need not wait for them.
    reportValue('first /simulate after start-up', runs[0]!.latency, 'ms', { below: 100 });
    const oneProcess = await mixedLoad(standIn, () => standIn.guildId, 'one');
    await twoProcesses(oneProcess);
  } finally {
    await bot.stop('SIGTERM');
    await standIn.stop();
  }
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
async function twoProcesses(oneProcess: Timing): Promise<void> {
  if (!REDIS_SERVER) throw new Error('the two-process run needs redis-server on the PATH (Debian: apt-get install redis-server)');
  const redis = await startRedisServer();
  const standIn = new DiscordStandIn({ guilds: 2 });
  await standIn.start();
  const env = (shard: number) => ({ HEARTWOOD_SHARD_COUNT: '2', HEARTWOOD_SHARDS: String(shard), REDIS_URL: redis.url });
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

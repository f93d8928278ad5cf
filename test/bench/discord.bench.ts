/**
 * `npm run bench -- discord`: 500 interactions over 10 seconds from the local Discord stand-in to
 * the real bot process (bundled rules-data), every one of which must be answered. Latency is
 * dispatch → final answer. Baseline (same run): an echo command that does no work, so the gap
 * is the lookups' own cost; the measured load mixes /rule, /define, /card and /ruling, then
 * 500 /simulate runs (four presets, then Lightning Bolt scenarios, each different so that none
 * comes from the trace cache) from 500 users, the first of which is the bot's first simulation.
 */
import { startBot } from '../e2e/bot-process';
import { sendLoad } from '../e2e/load';
import { DiscordStandIn } from '../e2e/stand-in';
import { report, reportValue, summarize } from './measure';

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
  } finally {
    await bot.stop('SIGTERM');
    await standIn.stop();
  }
}

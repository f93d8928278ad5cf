/**
 * `npm run bench -- discord`: 500 interactions over 10 seconds from the local Discord stand-in to
 * the real bot process; every one must be answered. Latency is dispatch → final answer.
 * Baseline (same run): an echo command that does no work, so the figure above it is the
 * commands' own cost; the measured load is /card, whose data is ingested from the fixtures.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths';
import { startBot } from '../e2e/bot-process';
import { sendLoad } from '../e2e/load';
import { DiscordStandIn } from '../e2e/stand-in';
import { report, reportValue, summarize } from './measure';

const COUNT = 500;
const OVER_MS = 10_000;
const CARD_NAMES = ['Bonecrusher Giant', 'Opt', 'bonecrusher', 'Stomp'];

export default async function discordBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-bench-'));
  const fixtures = path.join(PROJECT_ROOT, 'test', 'fixtures', 'cards');
  execFileSync(process.execPath, [path.join(PROJECT_ROOT, 'bin', 'heartwood.js'), '--data', dataDir, 'ingest', '--cards', path.join(fixtures, 'atomic-cards.json'), '--rulings', path.join(fixtures, 'rulings.json')], { stdio: 'ignore' });
  const standIn = new DiscordStandIn();
  await standIn.start();
  const bot = startBot(standIn, { HEARTWOOD_DATA: dataDir, LOG_LEVEL: 'warn' });
  try {
    await standIn.waitForSession();
    await standIn.answerOf(standIn.command('card', { name: 'Opt' }));
    const echo = await sendLoad(standIn, COUNT, OVER_MS, (i) => standIn.command('e2e-echo', { text: `load ${i}` }));
    const cards = await sendLoad(standIn, COUNT, OVER_MS, (i) => standIn.command('card', { name: CARD_NAMES[i % CARD_NAMES.length]! }));
    const baseline = summarize(echo.map((a) => a.latency));
    const timing = summarize(cards.map((a) => a.latency));
    const deferred = cards.filter((a) => a.via !== 'callback').length;
    reportValue(`answered of ${COUNT} /card in ${OVER_MS / 1000} s`, cards.length, 'answers', { above: COUNT - 1 });
    reportValue('deferred (took over 1 s)', deferred, 'answers', { below: 1 });
    report('/card under load, dispatch → answer', timing, { p95: 500 }, baseline);
    reportValue('/card under load, p99', timing.p99, 'ms', { below: 3000 });
    reportValue('baseline (echo, no work), p99', baseline.p99, 'ms');
  } finally {
    await bot.stop('SIGTERM');
    await standIn.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

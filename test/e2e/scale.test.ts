/**
 * Running at scale, end to end: a real redis-server and two real bot processes with different
 * shard ranges (0-1 and 2-3 of 4) against the Discord stand-in. Each answers only its shards'
 * guilds; a user's /simulate cooldown and the trace cache are shared through Redis; the metrics
 * endpoint shows the interactions just served; killing Redis keeps both answering, with their
 * limits kept per process, and they share again once it is back.
 */
import { shardOf } from '../../src/discord/shards';
import { freePort } from '../free-port';
import { describeWithRedis, startRedisServer, type RedisServer } from '../redis-server';
import { startBot, type BotProcess } from './bot-process';
import { DiscordStandIn, type Answer } from './stand-in';

const SHARD_COUNT = 4;

/** The value of one sample of a Prometheus text exposition, found by its name and some of its labels. */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const embedOf = (answer: Answer) => answer.data.embeds[0] as { title: string; description?: string };

describeWithRedis('two bot processes with shard ranges, sharing state in Redis', () => {
  let redis: RedisServer;
  let standIn: DiscordStandIn;
  const bots: { process: BotProcess; port: number; shards: number[] }[] = [];
  /** The test guild on each shard. */
  let guildOn: (shard: number) => string;
  const scrape = async (bot: number, path = '/metrics') => (await fetch(`http://127.0.0.1:${bots[bot]!.port}${path}`)).text();

  beforeAll(async () => {
    redis = await startRedisServer();
    standIn = new DiscordStandIn({ guilds: SHARD_COUNT });
    await standIn.start();
    guildOn = (shard) => standIn.guildIds.find((guild) => shardOf(guild, SHARD_COUNT) === shard)!;
    for (const shards of [[0, 1], [2, 3]]) {
      const port = await freePort();
      const env = {
        HEARTWOOD_SHARDS: `${shards[0]}-${shards[1]}`,
        HEARTWOOD_SHARD_COUNT: String(SHARD_COUNT),
        REDIS_URL: redis.url,
        HEARTWOOD_METRICS_PORT: String(port),
        HEARTWOOD_SIMULATE_COOLDOWN: '60',
      };
      bots.push({ process: startBot(standIn, env), port, shards });
    }
    await Promise.all(bots.map((bot) => bot.process.waitForLog((record) => record.msg === 'connected to Discord', { timeoutMs: 90_000 })));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(bots.map((bot) => bot.process.stop('SIGKILL')));
    await standIn?.stop();
    await redis?.stop();
  });

  it('each process runs its own shards of the four, and answers only their guilds', async () => {
    for (const bot of bots) {
      const connected = bot.process.logs.find((record) => record.msg === 'connected to Discord');
      expect(connected).toMatchObject({ shards: bot.shards, of: SHARD_COUNT, guilds: 2 });
      expect(bot.process.logs.find((record) => record.msg === `shared state in Redis at 127.0.0.1:${redis.port}`)).toBeDefined();
    }
    expect(standIn.shards.sort()).toEqual([[0, 4], [1, 4], [2, 4], [3, 4]]);
    // 1, 2, 3 and 4 lookups in the guilds of shards 0, 1, 2 and 3: 3 for the first process, 7 for the second.
    const sent = [0, 1, 2, 3].flatMap((shard) => Array.from({ length: shard + 1 }, () => standIn.command('rule', { query: '601.2h' }, standIn.alice, guildOn(shard))));
    for (const answer of await Promise.all(sent.map((tracked) => standIn.answerOf(tracked)))) expect(embedOf(answer).title).toContain('601.2h');
    const served = await Promise.all([0, 1].map(async (bot) => metricValue(await scrape(bot), 'heartwood_interactions_total', { type: 'command', command: 'rule', outcome: 'answered' })));
    expect(served).toEqual([3, 7]);
  });

  it('serves /healthz, /readyz and the metrics of its shards, its data and its shared state', async () => {
    for (const [index, bot] of bots.entries()) {
      expect(await scrape(index, '/healthz')).toBe('ok\n');
      expect(await scrape(index, '/readyz')).toBe('ready\n');
      const metrics = await scrape(index);
      for (const shard of [0, 1, 2, 3]) expect(metricValue(metrics, 'heartwood_shard_ready', { shard: String(shard) })).toBe(bot.shards.includes(shard) ? 1 : undefined);
      expect(metricValue(metrics, 'heartwood_rules_info', { effective_date: '2026-01-16' })).toBe(1);
      expect(metricValue(metrics, 'heartwood_cards', { origin: 'bundled' })).toBeGreaterThan(50);
      expect(metricValue(metrics, 'heartwood_shared_state_redis')).toBe(1);
      expect(metricValue(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    }
    const missing = await fetch(`http://127.0.0.1:${bots[0]!.port}/elsewhere`);
    expect(missing.status).toBe(404);
  });

  it("a user's /simulate cooldown set through one process holds in the other; a trace played in one is not played again in the other", async () => {
    const scenario = 'Alice has Mountain; Bob life: 7; Alice casts Lightning Bolt targeting Bob';
    const first = await standIn.answerOf(standIn.command('simulate', { scenario }, standIn.alice, guildOn(0)), 30_000);
    expect(first.data.embeds[0].footer.text).toMatch(/steps/);
    const again = await standIn.answerOf(standIn.command('simulate', { scenario: `${scenario}; Bob life: 6` }, standIn.alice, guildOn(2)));
    expect(embedOf(again)).toMatchObject({ title: 'One moment', description: expect.stringMatching(/You can simulate again in (5\d|60) seconds\./) });
    // Bob asks the second process for the scenario Alice played through the first: it comes from the shared trace cache.
    const cached = await standIn.answerOf(standIn.command('simulate', { scenario }, standIn.bob, guildOn(3)));
    expect(cached.data.embeds[0].description ?? cached.data.embeds[0].title).toBe(first.data.embeds[0].description ?? first.data.embeds[0].title);
    const played = await Promise.all([0, 1].map(async (bot) => metricValue(await scrape(bot), 'heartwood_simulation_seconds_count', { result: 'ok' }) ?? 0));
    expect(played).toEqual([1, 0]);
  }, 60_000);

  it('with Redis killed, both keep answering and keep their limits per process; once it is back, they share again', async () => {
    await redis.kill();
    await Promise.all(bots.map((bot) => bot.process.waitForLog((record) => /^Redis at .* cannot be reached/.test(record.msg) && record.level === 40, { timeoutMs: 30_000 })));
    const lookups = [0, 1, 2, 3].map((shard) => standIn.command('rule', { query: 'hexproof' }, standIn.bob, guildOn(shard)));
    for (const answer of await Promise.all(lookups.map((tracked) => standIn.answerOf(tracked)))) expect(embedOf(answer).title).toMatch(/702\.11|Hexproof/);
    // Alice's run through the first process (above, through Redis) is remembered there: her cooldown holds without Redis.
    const remembered = await standIn.answerOf(standIn.command('simulate', { preset: 'modal-spell' }, standIn.alice, guildOn(1)));
    expect(embedOf(remembered).title).toBe('One moment');
    const carol = standIn.user('carol');
    const run = await standIn.answerOf(standIn.command('simulate', { preset: 'legend-rule' }, carol, guildOn(1)), 30_000);
    expect(embedOf(run).title).not.toBe('One moment');
    const refused = await standIn.answerOf(standIn.command('simulate', { preset: 'counterspell' }, carol, guildOn(0)));
    expect(embedOf(refused).title).toBe('One moment');
    expect(metricValue(await scrape(0), 'heartwood_shared_state_redis')).toBe(0);

    await redis.restart();
    await Promise.all(bots.map((bot) => bot.process.waitForLog((record) => /^Redis at .* is reachable again/.test(record.msg), { timeoutMs: 30_000 })));
    expect(metricValue(await scrape(1), 'heartwood_shared_state_redis')).toBe(1);
    const shared = await standIn.answerOf(standIn.command('rule', { query: '601.2h' }, standIn.bob, guildOn(2)));
    expect(embedOf(shared).title).toContain('601.2h');
  }, 90_000);

  it('with Redis hung (SIGSTOP), the process asking waits one timeout, then answers alone and keeps its limits; resumed, it shares again', async () => {
    const second = bots[1]!.process;
    const degraded = second.waitForLog((record) => /^Redis at .* cannot be reached \(Command timed out\)/.test(record.msg), { timeoutMs: 30_000, seenToo: false });
    redis.pause();
    try {
      const dave = standIn.user('dave');
      const run = await standIn.answerOf(standIn.command('simulate', { preset: 'legend-rule' }, dave, guildOn(2)), 30_000);
      expect(embedOf(run).title).not.toMatch(/^(One moment|Busy)$/);
      await degraded;
      const lookup = await standIn.answerOf(standIn.command('rule', { query: 'hexproof' }, dave, guildOn(3)));
      expect(embedOf(lookup).title).toMatch(/702\.11|Hexproof/);
      const refused = await standIn.answerOf(standIn.command('simulate', { preset: 'counterspell' }, dave, guildOn(3)));
      expect(embedOf(refused).title).toBe('One moment');
      expect(metricValue(await scrape(1), 'heartwood_shared_state_redis')).toBe(0);
    } finally {
      const back = second.waitForLog((record) => /^Redis at .* is reachable again/.test(record.msg), { timeoutMs: 30_000, seenToo: false });
      redis.resume();
      await back;
    }
    expect(metricValue(await scrape(1), 'heartwood_shared_state_redis')).toBe(1);
    const erin = standIn.user('erin');
    const shared = await standIn.answerOf(standIn.command('simulate', { preset: 'legend-rule' }, erin, guildOn(2)), 30_000);
    expect(embedOf(shared).title).not.toMatch(/^(One moment|Busy)$/);
  }, 90_000);
});

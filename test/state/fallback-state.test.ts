/**
 * Redis down degrades to this process's state, with a warning, never to no limits; Redis back is
 * used again (ioredis reconnects with backoff), with a note in the log. What the process granted
 * through Redis it keeps enforcing through an outage; a hung Redis costs one call one timeout;
 * places a hung Redis took for calls that timed out are freed once it answers.
 */
import { Redis } from 'ioredis';
import { connectSharedState, redisAddress, type FallbackState } from '../../src/state/fallback-state';
import { freePort } from '../free-port';
import { describeWithRedis, startRedisServer, type RedisServer } from '../redis-server';

function recordingLogger() {
  const lines: { level: 'info' | 'warn'; message: string }[] = [];
  return {
    lines,
    info: (_details: object, message: string) => lines.push({ level: 'info', message }),
    warn: (_details: object, message: string) => lines.push({ level: 'warn', message }),
  };
}

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  for (const start = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
  }
}

it('names a Redis by host, port and database, never its password', () => {
  expect(redisAddress('redis://:s3cret@cache.internal:6380/2')).toBe('cache.internal:6380/2');
  expect(redisAddress('rediss://user:s3cret@cache.internal')).toBe('cache.internal');
});

describeWithRedis('shared state that falls back to this process while Redis is down', () => {
  let server: RedisServer | undefined;
  let state: FallbackState | undefined;
  afterEach(async () => {
    await state?.close();
    await server?.stop();
    server = state = undefined;
  });

  it('starts without Redis: limits kept in this process, one warning; then shared once Redis is up', async () => {
    const port = await freePort();
    const logger = recordingLogger();
    state = await connectSharedState(`redis://127.0.0.1:${port}`, logger);
    expect(state.usingRedis).toBe(false);
    expect(await state.takeRun('alice', 1000, 10_000)).toBe(0);
    expect(await state.takeRun('alice', 2000, 10_000)).toBe(9000);
    expect(await state.admitJob('alice', 1)).toMatchObject({ admitted: true });
    expect(await state.admitJob('alice', 1)).toEqual({ admitted: false, count: 1 });
    expect(logger.lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      expect.stringMatching(new RegExp(`^Redis at 127\\.0\\.0\\.1:${port} cannot be reached \\(.*\\): until it is back, this process keeps its own /simulate limits, trace cache and refresh lock$`)),
    ]);

    server = await startRedisServer(port);
    await until(() => state!.usingRedis);
    expect(logger.lines.at(-1)).toEqual({ level: 'info', message: expect.stringMatching(/^Redis at 127\.0\.0\.1:\d+ is reachable again/) });
    expect(await state.takeRun('bob', 1000, 10_000)).toBe(0);
    const redis = new Redis(server.url);
    expect(await redis.get('heartwood:cooldown:bob')).toBe('1000');
    await redis.quit();
  }, 40_000);

  it('Redis killed mid-use: the next calls keep the limits in this process, those granted through Redis included, with one warning', async () => {
    server = await startRedisServer();
    const logger = recordingLogger();
    state = await connectSharedState(server.url, logger);
    expect(state.usingRedis).toBe(true);
    expect(logger.lines).toEqual([{ level: 'info', message: `shared state in Redis at 127.0.0.1:${server.port}` }]);
    expect(await state.takeRun('carol', 1000, 10_000)).toBe(0);
    const place = await state.admitJob('dave', 1);
    await server.kill();
    // Granted through Redis before it died: remembered here.
    expect(await state.takeRun('carol', 2000, 10_000)).toBe(9000);
    expect(await state.admitJob('dave', 1)).toEqual({ admitted: false, count: 1 });
    if (place.admitted) await place.release();
    expect(await state.admitJob('dave', 1)).toMatchObject({ admitted: true });
    expect(await state.takeRun('erin', 3000, 10_000)).toBe(0);
    expect(await state.takeRun('erin', 4000, 10_000)).toBe(9000);
    await state.setTrace('k', { result: { ok: false, kind: 'error', line: 1, column: 1, message: 'x' }, replies: {} });
    expect(await state.getTrace('k')).toBeDefined();
    const release = await state.lockRefresh(process.env.HEARTWOOD_DATA!, () => undefined);
    expect(release).toBeDefined();
    await release!();
    expect(logger.lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  }, 40_000);

  it('a run granted alone during an outage holds once Redis is back, though Redis never heard of it', async () => {
    server = await startRedisServer();
    state = await connectSharedState(server.url, recordingLogger());
    await server.kill();
    expect(await state.takeRun('frank', 1000, 10_000)).toBe(0);
    await server.restart();
    await until(() => state!.usingRedis);
    expect(await state.takeRun('frank', 2000, 10_000)).toBe(9000);
    const redis = new Redis(server.url);
    expect(await redis.get('heartwood:cooldown:frank')).toBeNull(); // given back: Redis took it for a moment
    await redis.quit();
  }, 40_000);

  it('Redis hung (SIGSTOP): one call waits for its timeout, the next decide here at once; resumed, the place the timed-out call took is freed', async () => {
    server = await startRedisServer();
    const logger = recordingLogger();
    state = await connectSharedState(server.url, logger);
    server.pause();
    const first = await state.admitJob('gina', 1);
    expect(first).toMatchObject({ admitted: true });
    expect(state.usingRedis).toBe(false);
    // Decided here without asking Redis: nothing reaches it for Hank while it is degraded.
    expect(await state.admitJob('hank', 1)).toMatchObject({ admitted: true });
    expect(await state.admitJob('hank', 1)).toEqual({ admitted: false, count: 1 });
    expect(logger.lines.filter((line) => line.level === 'warn')).toEqual([{ level: 'warn', message: expect.stringMatching(/cannot be reached \(Command timed out\)/) }]);
    if (first.admitted) await first.release();
    server.resume();
    await until(() => state!.usingRedis);
    const redis = new Redis(server.url);
    // Gina's admission ran in Redis as it resumed; it was undone once Redis answered again. Hank's never reached it.
    await new Promise((resolve) => setTimeout(resolve, 200)); // the undo is sent as Redis answers again
    expect([await redis.zcard('heartwood:jobs:gina'), await redis.exists('heartwood:jobs:hank')]).toEqual([0, 0]);
    await redis.quit();
    expect(await state.admitJob('gina', 1)).toMatchObject({ admitted: true });
    expect(logger.lines.at(-1)).toEqual({ level: 'info', message: expect.stringMatching(/is reachable again/) });
  }, 40_000);
});

/**
 * Redis down degrades to this process's state, with a warning, never to no limits; Redis back is
 * used again (ioredis reconnects with backoff), with a note in the log.
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

  it('Redis killed mid-use: the next calls keep the limits in this process, with one warning', async () => {
    server = await startRedisServer();
    const logger = recordingLogger();
    state = await connectSharedState(server.url, logger);
    expect(state.usingRedis).toBe(true);
    expect(logger.lines).toEqual([{ level: 'info', message: `shared state in Redis at 127.0.0.1:${server.port}` }]);
    expect(await state.takeRun('carol', 1000, 10_000)).toBe(0);
    await server.kill();
    expect(await state.takeRun('carol', 2000, 10_000)).toBe(0);
    expect(await state.takeRun('carol', 3000, 10_000)).toBe(9000);
    await state.setTrace('k', { result: { ok: false, kind: 'error', line: 1, column: 1, message: 'x' }, replies: {} });
    expect(await state.getTrace('k')).toBeDefined();
    const release = await state.lockRefresh(process.env.HEARTWOOD_DATA!, () => undefined);
    expect(release).toBeDefined();
    await release!();
    expect(logger.lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  }, 40_000);
});

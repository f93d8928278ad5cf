import { ConfigError, DISCORD_API_DEFAULT, loadDiscordConfig } from '../../src/discord/config';
import { clientShards, shardOf } from '../../src/discord/shards';

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.secret-part_of-the-token';
const valid = { DISCORD_TOKEN: TOKEN, DISCORD_CLIENT_ID: '123456789012345678' };

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadDiscordConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadDiscordConfig', () => {
  it('reads a valid configuration with defaults for the optional values', () => {
    expect(loadDiscordConfig(valid)).toEqual({
      token: TOKEN,
      clientId: '123456789012345678',
      guildId: undefined,
      apiUrl: DISCORD_API_DEFAULT,
      simulateCooldownSeconds: 10,
      shards: { count: 'auto', ids: 'all' },
      redisUrl: undefined,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      logLevel: 'info',
      refreshMs: 24 * 3_600_000,
      inlineCards: false,
    });
  });

  it('HEARTWOOD_REFRESH: a time (24h by default, at least 1m) or off; HEARTWOOD_INLINE_CARDS: 1 or 0', () => {
    expect(loadDiscordConfig({ ...valid, HEARTWOOD_REFRESH: '30m', HEARTWOOD_INLINE_CARDS: '1' })).toMatchObject({ refreshMs: 30 * 60_000, inlineCards: true });
    expect(loadDiscordConfig({ ...valid, HEARTWOOD_REFRESH: 'off' }).refreshMs).toBeUndefined();
    expect(loadDiscordConfig({ ...valid, HEARTWOOD_REFRESH: '7d' }).refreshMs).toBe(7 * 86_400_000);
    expect(problems({ ...valid, HEARTWOOD_REFRESH: '10s', HEARTWOOD_INLINE_CARDS: 'yes' })).toEqual([
      'HEARTWOOD_REFRESH must be "off" or a time such as 24h, 30m or 7d (at least 1m), not "10s"',
      'HEARTWOOD_INLINE_CARDS must be 1 (answer [[Card Name]] in messages) or 0',
    ]);
  });

  it('lists every missing required value at once, each saying where to find it', () => {
    const found = problems({});
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^DISCORD_TOKEN is missing: .*Bot/);
    expect(found[1]).toMatch(/^DISCORD_CLIENT_ID is missing: .*Application ID/);
  });

  it('treats an empty value as missing', () => {
    expect(problems({ ...valid, DISCORD_TOKEN: '  ' })).toEqual([expect.stringMatching(/^DISCORD_TOKEN is missing/)]);
  });

  it('names each malformed value and never repeats the token', () => {
    const found = problems({
      DISCORD_TOKEN: 'Bot "not a token"',
      DISCORD_CLIENT_ID: 'heartwood',
      DISCORD_GUILD_ID: '12',
      DISCORD_API_URL: 'https://discord.com/api/v10',
      HEARTWOOD_SIMULATE_COOLDOWN: '2.5',
      HEARTWOOD_SHARDS: 'first',
      LOG_LEVEL: 'loud',
    });
    expect(found).toEqual([
      expect.stringMatching(/^DISCORD_TOKEN does not look like a bot token/),
      'DISCORD_CLIENT_ID must be a Discord id (17 to 20 digits)',
      'DISCORD_GUILD_ID must be a Discord server id (17 to 20 digits)',
      expect.stringMatching(/^DISCORD_API_URL must not end with the API version/),
      'HEARTWOOD_SIMULATE_COOLDOWN must be a whole number of seconds',
      expect.stringMatching(/^LOG_LEVEL must be one of/),
      'HEARTWOOD_SHARDS must be "auto" or shard ids and ranges such as 0-3 or 4,5 (not "first")',
    ]);
    expect(new ConfigError(found).message).not.toContain('not a token');
  });

  it('rejects an API URL that is not http(s) and strips a trailing slash from a good one', () => {
    expect(problems({ ...valid, DISCORD_API_URL: 'ftp://example.com/api' })).toEqual(['DISCORD_API_URL must start with http:// or https://']);
    expect(loadDiscordConfig({ ...valid, DISCORD_API_URL: 'http://127.0.0.1:5000/api/' }).apiUrl).toBe('http://127.0.0.1:5000/api');
  });

  it('reads the cooldown and guild', () => {
    const config = loadDiscordConfig({ ...valid, HEARTWOOD_SIMULATE_COOLDOWN: '0', DISCORD_GUILD_ID: '987654321098765432' });
    expect(config).toMatchObject({ simulateCooldownSeconds: 0, guildId: '987654321098765432' });
  });

  it('reads shard ranges against the shard count: HEARTWOOD_SHARDS (ids and ranges, or auto) of HEARTWOOD_SHARD_COUNT', () => {
    const plan = (HEARTWOOD_SHARDS?: string, HEARTWOOD_SHARD_COUNT?: string) => loadDiscordConfig({ ...valid, HEARTWOOD_SHARDS, HEARTWOOD_SHARD_COUNT }).shards;
    expect(plan('0-3', '8')).toEqual({ count: 8, ids: [0, 1, 2, 3] });
    expect(plan('4,5', '6')).toEqual({ count: 6, ids: [4, 5] });
    expect(plan(' 6, 0-1,1 ', '8')).toEqual({ count: 8, ids: [0, 1, 6] });
    expect(plan(undefined, '4')).toEqual({ count: 4, ids: 'all' });
    expect(plan('auto', 'auto')).toEqual({ count: 'auto', ids: 'all' });
  });

  it('checks shard ranges at start: a shard outside the count, a range without a count, a backward range, a bad count', () => {
    expect(problems({ ...valid, HEARTWOOD_SHARDS: '4-7', HEARTWOOD_SHARD_COUNT: '6' })).toEqual(['HEARTWOOD_SHARDS=4-7 names shard 7, but HEARTWOOD_SHARD_COUNT=6: shard ids run from 0 to 5']);
    expect(problems({ ...valid, HEARTWOOD_SHARDS: '4' })).toEqual([
      'HEARTWOOD_SHARDS=4 names shards, so HEARTWOOD_SHARD_COUNT must say how many shards the whole bot has, across every process',
    ]);
    expect(problems({ ...valid, HEARTWOOD_SHARDS: '3-1', HEARTWOOD_SHARD_COUNT: '4' })).toEqual(['HEARTWOOD_SHARDS=3-1: the range 3-1 runs backwards']);
    expect(problems({ ...valid, HEARTWOOD_SHARD_COUNT: '0' })).toEqual(['HEARTWOOD_SHARD_COUNT must be "auto" or the number of shards of the whole bot (1 or more), not "0"']);
    expect(problems({ ...valid, HEARTWOOD_SHARDS: '0-99999999999', HEARTWOOD_SHARD_COUNT: '2' })).toEqual([
      'HEARTWOOD_SHARDS=0-99999999999 names shard 99999999999, but HEARTWOOD_SHARD_COUNT=2: shard ids run from 0 to 1',
    ]);
  });

  it('reads REDIS_URL (redis:// or rediss://) and HEARTWOOD_METRICS_PORT, naming what is wrong with them', () => {
    expect(loadDiscordConfig({ ...valid, REDIS_URL: 'redis://cache:6379/1', HEARTWOOD_METRICS_PORT: '9464' })).toMatchObject({ redisUrl: 'redis://cache:6379/1', metricsPort: 9464 });
    expect(problems({ ...valid, REDIS_URL: 'localhost:6379', HEARTWOOD_METRICS_PORT: '70000' })).toEqual([
      'REDIS_URL must be a Redis URL such as redis://localhost:6379 (or rediss:// for TLS)',
      'HEARTWOOD_METRICS_PORT must be a port number (1 to 65535)',
    ]);
  });

  it('HEARTWOOD_METRICS_HOST: 127.0.0.1 unless set to another address to listen on', () => {
    expect(loadDiscordConfig({ ...valid, HEARTWOOD_METRICS_HOST: '0.0.0.0' }).metricsHost).toBe('0.0.0.0');
    expect(loadDiscordConfig({ ...valid, HEARTWOOD_METRICS_HOST: '::1' }).metricsHost).toBe('::1');
    expect(problems({ ...valid, HEARTWOOD_METRICS_HOST: 'my public host' })).toEqual([
      'HEARTWOOD_METRICS_HOST must be an IP address to listen on, such as 127.0.0.1 (this machine only) or 0.0.0.0 (every interface)',
    ]);
  });
});

describe('shardOf: the shard that receives a guild’s events', () => {
  it('is (guild_id >> 22) % shard_count', () => {
    // Discord's example snowflake: created 2016-04-30T11:18:25.796Z, so guild_id >> 22 = 41944705796.
    expect([1, 3, 4, 5, 16, 1000].map((count) => shardOf('175928847299117063', count))).toEqual([0, 2, 0, 1, 4, 796]);
  });
});

describe('clientShards: what one process runs', () => {
  it('the named shards of the count; all of the count without names; one shard without a count; under a ShardingManager, what it says', () => {
    expect(clientShards({ count: 8, ids: [4, 5, 6, 7] }, {})).toEqual({ shards: [4, 5, 6, 7], shardCount: 8 });
    expect(clientShards({ count: 4, ids: 'all' }, {})).toEqual({ shardCount: 4 });
    expect(clientShards({ count: 'auto', ids: 'all' }, {})).toEqual({});
    expect(clientShards({ count: 8, ids: [4, 5] }, { SHARDING_MANAGER: 'true', SHARDS: '5', SHARD_COUNT: '8' })).toEqual({});
  });
});

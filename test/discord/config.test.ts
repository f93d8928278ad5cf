import { ConfigError, DISCORD_API_DEFAULT, loadDiscordConfig } from '../../src/discord/config';

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
      shards: 'auto',
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
      HEARTWOOD_SHARDS: '0',
      LOG_LEVEL: 'loud',
    });
    expect(found).toEqual([
      expect.stringMatching(/^DISCORD_TOKEN does not look like a bot token/),
      'DISCORD_CLIENT_ID must be a Discord id (17 to 20 digits)',
      'DISCORD_GUILD_ID must be a Discord server id (17 to 20 digits)',
      expect.stringMatching(/^DISCORD_API_URL must not end with the API version/),
      'HEARTWOOD_SIMULATE_COOLDOWN must be a whole number of seconds',
      'HEARTWOOD_SHARDS must be "auto" or a positive whole number',
      expect.stringMatching(/^LOG_LEVEL must be one of/),
    ]);
    expect(new ConfigError(found).message).not.toContain('not a token');
  });

  it('rejects an API URL that is not http(s) and strips a trailing slash from a good one', () => {
    expect(problems({ ...valid, DISCORD_API_URL: 'ftp://example.com/api' })).toEqual(['DISCORD_API_URL must start with http:// or https://']);
    expect(loadDiscordConfig({ ...valid, DISCORD_API_URL: 'http://127.0.0.1:5000/api/' }).apiUrl).toBe('http://127.0.0.1:5000/api');
  });

  it('reads the cooldown, shard count and guild', () => {
    const config = loadDiscordConfig({ ...valid, HEARTWOOD_SIMULATE_COOLDOWN: '0', HEARTWOOD_SHARDS: '4', DISCORD_GUILD_ID: '987654321098765432' });
    expect(config).toMatchObject({ simulateCooldownSeconds: 0, shards: 4, guildId: '987654321098765432' });
  });
});

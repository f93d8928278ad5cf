/**
 * The Discord configuration, read from the environment (and .env through dotenv), validated once
 * at start-up. Every problem is reported at once, each naming its variable. The token is never
 * printed: error messages describe its shape, not its value.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { parseRefreshInterval } from '../data/refresh';
import { parseShardPlan, type ShardPlan } from './shards';

export const DISCORD_API_DEFAULT = 'https://discord.com/api';

const snowflake = (name: string) =>
  z
    .string({ required_error: `${name} is missing: set it to your application's id (Developer Portal → General Information → Application ID)` })
    .regex(/^\d{17,20}$/, `${name} must be a Discord id (17 to 20 digits)`);

const schema = z.object({
  DISCORD_TOKEN: z
    .string({ required_error: 'DISCORD_TOKEN is missing: set it to your bot token (Developer Portal → Bot → Reset Token)' })
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'DISCORD_TOKEN does not look like a bot token (three dot-separated parts); check for quotes or spaces'),
  DISCORD_CLIENT_ID: snowflake('DISCORD_CLIENT_ID'),
  DISCORD_GUILD_ID: z.string().regex(/^\d{17,20}$/, 'DISCORD_GUILD_ID must be a Discord server id (17 to 20 digits)').optional(),
  DISCORD_API_URL: z
    .string()
    .url('DISCORD_API_URL must be a URL such as https://discord.com/api')
    .refine((url) => /^https?:\/\//.test(url), 'DISCORD_API_URL must start with http:// or https://')
    .refine((url) => !/\/v\d+\/?$/.test(url), 'DISCORD_API_URL must not end with the API version (use https://discord.com/api, not …/api/v10)')
    .transform((url) => url.replace(/\/+$/, ''))
    .default(DISCORD_API_DEFAULT),
  HEARTWOOD_SIMULATE_COOLDOWN: z.coerce
    .number({ invalid_type_error: 'HEARTWOOD_SIMULATE_COOLDOWN must be a number of seconds' })
    .int('HEARTWOOD_SIMULATE_COOLDOWN must be a whole number of seconds')
    .min(0, 'HEARTWOOD_SIMULATE_COOLDOWN cannot be negative')
    .default(10),
  HEARTWOOD_SHARDS: z.string().optional(),
  HEARTWOOD_SHARD_COUNT: z.string().optional(),
  REDIS_URL: z
    .string()
    .refine((url) => /^rediss?:\/\/[^/]/.test(url) && URL.canParse(url), 'REDIS_URL must be a Redis URL such as redis://localhost:6379 (or rediss:// for TLS)')
    .optional(),
  HEARTWOOD_METRICS_PORT: z.coerce
    .number({ invalid_type_error: 'HEARTWOOD_METRICS_PORT must be a port number (1 to 65535)' })
    .int('HEARTWOOD_METRICS_PORT must be a whole port number')
    .min(1, 'HEARTWOOD_METRICS_PORT must be a port number (1 to 65535)')
    .max(65535, 'HEARTWOOD_METRICS_PORT must be a port number (1 to 65535)')
    .optional(),
  HEARTWOOD_METRICS_HOST: z
    .string()
    .trim()
    .refine((host) => host === 'localhost' || isIP(host) !== 0, 'HEARTWOOD_METRICS_HOST must be an IP address to listen on, such as 127.0.0.1 (this machine only) or 0.0.0.0 (every interface)')
    .default('127.0.0.1'),
  HEARTWOOD_REFRESH: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseRefreshInterval(value);
      } catch (error) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: (error as Error).message });
        return z.NEVER;
      }
    }),
  HEARTWOOD_INLINE_CARDS: z.enum(['0', '1'], { errorMap: () => ({ message: 'HEARTWOOD_INLINE_CARDS must be 1 (answer [[Card Name]] in messages) or 0' }) }).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    errorMap: () => ({ message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent' }),
  }).default('info'),
});

export interface DiscordConfig {
  token: string;
  clientId: string;
  guildId?: string;
  /** REST base without the version, e.g. https://discord.com/api. */
  apiUrl: string;
  /** Seconds between two /simulate runs of one user (0: no cooldown). */
  simulateCooldownSeconds: number;
  /** Which shards this process (or ShardingManager) runs, of how many (HEARTWOOD_SHARDS, HEARTWOOD_SHARD_COUNT). */
  shards: ShardPlan;
  /** Shared state (the /simulate limits, the trace cache, the refresh lock) in this Redis; absent: in the process. */
  redisUrl?: string;
  /** The port of /metrics, /healthz and /readyz; absent: not served. */
  metricsPort?: number;
  /** The address they listen on (HEARTWOOD_METRICS_HOST): this machine only unless the operator opens it. */
  metricsHost: string;
  logLevel: string;
  /** How often to check for new rules and card data (HEARTWOOD_REFRESH); undefined: never. */
  refreshMs?: number;
  /** Answer `[[Card Name]]` in messages (needs the Message Content intent). */
  inlineCards: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Heartwood cannot connect to Discord; fix the configuration (environment or .env):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Validates the environment; throws a ConfigError listing every missing or malformed value. */
export function loadDiscordConfig(env: NodeJS.ProcessEnv = process.env): DiscordConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = schema.safeParse(present);
  const shards = parseShardPlan(present.HEARTWOOD_SHARDS, present.HEARTWOOD_SHARD_COUNT);
  const problems = [...(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)), ...('problems' in shards ? shards.problems : [])];
  if (!parsed.success || 'problems' in shards) throw new ConfigError(problems);
  const c = parsed.data;
  return {
    token: c.DISCORD_TOKEN,
    clientId: c.DISCORD_CLIENT_ID,
    guildId: c.DISCORD_GUILD_ID,
    apiUrl: c.DISCORD_API_URL,
    simulateCooldownSeconds: c.HEARTWOOD_SIMULATE_COOLDOWN,
    shards,
    redisUrl: c.REDIS_URL,
    metricsPort: c.HEARTWOOD_METRICS_PORT,
    metricsHost: c.HEARTWOOD_METRICS_HOST,
    logLevel: c.LOG_LEVEL,
    refreshMs: c.HEARTWOOD_REFRESH,
    inlineCards: c.HEARTWOOD_INLINE_CARDS === '1',
  };
}

/** Structured JSON logs (pino) on stdout. Anything named token is redacted, wherever it appears. */
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid, shard: process.env.SHARDS ?? undefined },
    redact: { paths: ['token', '*.token', '*.*.token', 'headers.authorization', '*.headers.authorization'], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Structured JSON logs (pino) on stdout. Secrets never reach them: every record, whatever it
 * holds (an error's URL and request body, headers, a payload), goes through redactSecrets.
 */
import pino, { type Logger } from 'pino';

export type { Logger };

const CENSOR = '[redacted]';
/** Keys whose values are secrets wherever they appear. */
const SECRET_KEY = /^(token|authorization|access_token|refresh_token|client_secret|password)$/i;
/** Interaction and webhook tokens travel in URLs: /interactions/<id>/<token>/callback, /webhooks/<application id>/<token>/… */
const URL_TOKEN = /(\/(?:interactions|webhooks)\/\d+\/)[^/?#\s"'`]+/g;
/** `Bot <token>` or `Bearer <token>`, as in an Authorization header. */
const AUTH_HEADER = /\b(Bot|Bearer)\s+[\w.-]{8,}/g;
/** Discord's interaction tokens start with "interaction:" in base64. */
const INTERACTION_TOKEN = /aW50ZXJhY3Rpb246[\w.-]+/g;
const MAX_DEPTH = 8;

export function redactText(text: string): string {
  return text.replace(URL_TOKEN, `$1${CENSOR}`).replace(AUTH_HEADER, `$1 ${CENSOR}`).replace(INTERACTION_TOKEN, CENSOR);
}

/** A copy of a log record's value with every secret replaced; errors become pino's plain error objects first. */
export function redactSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  if (seen.has(value) || depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  if (value instanceof Error) return redactSecrets(pino.stdSerializers.err(value), depth, seen);
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1, seen));
  const source = value instanceof Map ? Object.fromEntries(value) : value;
  const copy: Record<string, unknown> = {};
  for (const key in source) {
    const item = (source as Record<string, unknown>)[key];
    if (typeof item === 'function') continue;
    copy[key] = SECRET_KEY.test(key) && item !== undefined ? CENSOR : redactSecrets(item, depth + 1, seen);
  }
  return copy;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid, shard: process.env.SHARDS ?? undefined },
    formatters: { log: (record) => redactSecrets(record) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

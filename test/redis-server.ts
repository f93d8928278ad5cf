/**
 * A real Redis server for the tests (Debian's redis-server, which .ci/run installs when missing),
 * started on a free port of 127.0.0.1, with nothing saved to disk. Suites that need it use
 * describeWithRedis: without redis-server on the PATH they show as skipped, and with CI=true
 * its absence fails the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';
import { describeIfPresent } from './shared-data';

export const REDIS_SERVER = (process.env.PATH ?? '')
  .split(path.delimiter)
  .map((dir) => path.join(dir, 'redis-server'))
  .find((file) => fs.existsSync(file));

export function describeWithRedis(name: string, body: () => void): void {
  const absent = REDIS_SERVER ? undefined : { reason: 'needs redis-server (absent from the PATH)', ciError: 'redis-server is absent: CI runs need it (.ci/run installs Debian’s redis-server)' };
  describeIfPresent(name, absent, body);
}

export interface RedisServer {
  port: number;
  url: string;
  /** Ends the server abruptly (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  /** Freezes it (SIGSTOP), as a hung server: connections stay open, nothing is answered. */
  pause(): void;
  /** Lets it go on (SIGCONT): what was sent meanwhile runs now. */
  resume(): void;
  stop(): Promise<void>;
}

/** On `port`, or on a free port. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  port ??= await freePort();
  let child = await launch(port);
  const listening = port;
  const exited = (process: ChildProcess) => new Promise<void>((resolve) => (process.exitCode !== null || process.signalCode !== null ? resolve() : process.once('exit', () => resolve())));
  const end = async (signal: NodeJS.Signals) => {
    child.kill(signal);
    await exited(child);
  };
  return {
    port: listening,
    url: `redis://127.0.0.1:${listening}`,
    kill: () => end('SIGKILL'),
    async restart() {
      child = await launch(listening);
    },
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    stop: () => end('SIGTERM'),
  };
}

/** redis-server in the foreground, resolved once it accepts connections. */
function launch(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', process.env.TMPDIR ?? '/tmp'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (code ${code}):\n${output}`));
    });
  });
}

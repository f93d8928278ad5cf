/** Runs the real bot (`node bin/heartwood.js start`, or another program's `start`) as a child process pointed at a stand-in. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths';
import { DiscordStandIn } from './stand-in';

export interface BotProcess {
  child: ChildProcess;
  /** Every stdout line that parsed as a pino JSON record. */
  logs: any[];
  /** Everything written to stdout and stderr, for failure messages. */
  output: () => string;
  /** Waits for a log record matching `predicate` among those logged from now on (or already, with `seenToo`). */
  waitForLog(predicate: (record: any) => boolean, options?: { timeoutMs?: number; seenToo?: boolean }): Promise<any>;
  /** Resolves with the exit code once the process ends by itself. */
  exited: Promise<number | null>;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * `withTestCommands` (the default) preloads ./preload.js, which adds the test-only commands
 * (e2e-echo and the like); without it, the program runs exactly as `npm start` runs it (what the
 * memory bench measures: the preload loads tsx and the bundle before the program's first line).
 */
export function startBot(standIn: DiscordStandIn, env: Record<string, string> = {}, program = path.join(PROJECT_ROOT, 'bin', 'heartwood.js'), withTestCommands = true): BotProcess {
  const preload = withTestCommands ? ['--require', path.join(__dirname, 'preload.js')] : [];
  const child = spawn(process.execPath, [...preload, program, 'start'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...standIn.env(), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: any[] = [];
  let text = '';
  let pending = '';
  const watchers: { predicate: (record: any) => boolean; resolve: (record: any) => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      let record: any;
      try {
        record = JSON.parse(line);
      } catch {
        continue;
      }
      logs.push(record);
      for (const watcher of watchers.filter((w) => w.predicate(record))) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.resolve(record);
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return {
    child,
    logs,
    output: () => text,
    exited,
    waitForLog(predicate, { timeoutMs = 20000, seenToo = true } = {}) {
      const seen = seenToo ? logs.find(predicate) : undefined;
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`bot log line not seen within ${timeoutMs} ms; output so far:\n${text}`)), timeoutMs);
        watchers.push({ predicate, resolve: (record) => (clearTimeout(timer), resolve(record)) });
        void exited.then((code) => reject(new Error(`bot exited (code ${code}) before the expected log line; output:\n${text}`)));
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * For a test file: before its tests, a stand-in and the real bot connected to it (handed to
 * `started`); after them, both stopped. The bot answers from the bundled rules-data/, as `npm start` does.
 */
export function connectBotForTests(started: (connected: { standIn: DiscordStandIn; bot: BotProcess }) => void): void {
  let standIn: DiscordStandIn | undefined;
  let bot: BotProcess | undefined;
  beforeAll(async () => {
    standIn = new DiscordStandIn();
    await standIn.start();
    bot = startBot(standIn);
    await bot.waitForLog((record) => record.msg === 'connected to Discord');
    started({ standIn, bot });
  });
  afterAll(async () => {
    await bot?.stop('SIGKILL');
    await standIn?.stop();
  });
}

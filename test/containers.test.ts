/**
 * The container files, read (this machine cannot build images): the Dockerfile copies what the bot
 * needs and runs it unprivileged on production dependencies, with the data folder as a volume;
 * docker-compose.yml runs two bot processes whose shard ranges split the bot, with one Redis.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadDiscordConfig } from '../src/discord/config';
import { PROJECT_ROOT } from '../src/util/paths';

const read = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8');

describe('Dockerfile', () => {
  const instructions = read('Dockerfile')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  const all = (keyword: string) => instructions.filter((line) => line.startsWith(`${keyword} `)).map((line) => line.slice(keyword.length + 1).trim());

  it('installs production dependencies only, from the lock file', () => {
    expect(all('RUN').some((run) => /npm ci --omit=dev/.test(run))).toBe(true);
    expect(all('COPY')[0]).toBe('package.json package-lock.json ./');
  });

  it('copies every folder the bot reads at run time, and each exists', () => {
    const copied = all('COPY').map((args) => args.split(/\s+/)[0]!);
    for (const needed of ['bin', 'scripts', 'commands', 'src', 'rules-data', 'package.json']) expect(copied).toContain(needed);
    for (const source of copied) expect(fs.existsSync(path.join(PROJECT_ROOT, source))).toBe(true);
  });

  it('builds the bundle once the sources are copied (npm ci skips the prepare script, which needs them)', () => {
    const runs = all('RUN');
    expect(runs.find((run) => /npm ci/.test(run))).toMatch(/--ignore-scripts/);
    const build = instructions.findIndex((line) => line === 'RUN node scripts/build.js');
    expect(build).toBeGreaterThan(instructions.findIndex((line) => line === 'COPY src ./src'));
    expect(build).toBeLessThan(instructions.findIndex((line) => line.startsWith('USER ')));
  });

  it('runs as an unprivileged user, with the data folder a volume it owns', () => {
    expect(all('USER')).toEqual(['node']);
    const env = all('ENV').join(' ');
    expect(env).toMatch(/HEARTWOOD_DATA=\/data/);
    expect(all('VOLUME')).toEqual(['/data']);
    expect(all('RUN').some((run) => run.includes('chown node:node /data'))).toBe(true);
    expect(instructions.findIndex((line) => line.startsWith('USER '))).toBeGreaterThan(instructions.findIndex((line) => line.includes('chown')));
  });

  it('starts the bot, with its health checked on the metrics port', () => {
    expect(all('CMD')).toEqual(['["node", "bin/heartwood.js", "start"]']);
    expect(all('HEALTHCHECK')[0]).toContain("'/healthz'");
    expect(all('ENV').join(' ')).toMatch(/HEARTWOOD_METRICS_PORT=9464/);
  });

  it('.dockerignore keeps node_modules, .env and the repository out of the build', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.env', '.git']) expect(ignored).toContain(entry);
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, { build?: string; image?: string; environment?: Record<string, string>; volumes?: string[]; depends_on?: string[] }>;
    volumes: Record<string, unknown>;
  };
  const bots = Object.entries(compose.services).filter(([, service]) => service.build === '.');

  it('runs two bot processes and one Redis they both use', () => {
    expect(bots).toHaveLength(2);
    const redis = Object.entries(compose.services).find(([, service]) => service.image?.startsWith('redis:'));
    expect(redis).toBeDefined();
    for (const [, bot] of bots) {
      expect(bot.environment?.REDIS_URL).toBe(`redis://${redis![0]}:6379`);
      expect(bot.depends_on).toContain(redis![0]);
    }
  });

  it('gives them shard ranges that the bot accepts and that split its shards, each once', () => {
    const plans = bots.map(([, bot]) => loadDiscordConfig({ DISCORD_TOKEN: 'MTIz.abc.def', DISCORD_CLIENT_ID: '123456789012345678', ...bot.environment }).shards);
    const count = plans[0]!.count as number;
    expect(plans.every((plan) => plan.count === count)).toBe(true);
    const ids = plans.flatMap((plan) => plan.ids as number[]).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: count }, (_, i) => i));
  });

  it('mounts one data volume in both at the image’s data folder', () => {
    for (const [, bot] of bots) expect(bot.volumes).toEqual(['heartwood-data:/data']);
    expect(Object.keys(compose.volumes)).toEqual(['heartwood-data']);
  });
});

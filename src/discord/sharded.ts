/**
 * `npm run start:sharded`: runs Heartwood under discord.js's ShardingManager, one process per
 * shard, each the ordinary `heartwood start`: the shards HEARTWOOD_SHARDS names ("auto": all) of
 * HEARTWOOD_SHARD_COUNT ("auto": Discord's recommendation, fetched through DISCORD_API_URL), so
 * that several machines, each running a range, split one bot. Each process's metrics port is
 * HEARTWOOD_METRICS_PORT plus its shard id.
 */
import 'dotenv/config';
import path from 'node:path';
import { REST } from '@discordjs/rest';
import { Routes, type RESTGetAPIGatewayBotResult } from 'discord-api-types/v10';
import { ShardingManager } from 'discord.js';
import { PROJECT_ROOT } from '../util/paths';
import { ConfigError, loadDiscordConfig, type DiscordConfig } from './config';
import { createLogger } from './logger';

/** Discord's recommended shard count, asked through our own REST client so that DISCORD_API_URL holds. */
async function recommendedShards(config: DiscordConfig): Promise<number> {
  const rest = new REST({ api: config.apiUrl }).setToken(config.token);
  const gateway = (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  return gateway.shards;
}

async function main(): Promise<void> {
  const config = loadDiscordConfig();
  const logger = createLogger(config.logLevel);
  const { count, ids } = config.shards;
  const totalShards = count === 'auto' ? await recommendedShards(config) : count;
  const manager = new ShardingManager(path.join(PROJECT_ROOT, 'bin', 'heartwood.js'), {
    token: config.token,
    totalShards,
    shardList: ids === 'all' ? 'auto' : ids,
    shardArgs: ['start'],
    mode: 'process',
  });
  manager.on('shardCreate', (shard) => {
    logger.info({ shard: shard.id, of: totalShards }, 'shard launched');
    shard.on('death', () => logger.warn({ shard: shard.id }, 'shard process exited'));
  });
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stopping every shard');
    manager.respawn = false;
    for (const shard of manager.shards.values()) shard.process?.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  await manager.spawn({ amount: totalShards });
  logger.info({ shards: [...manager.shards.keys()], of: totalShards }, 'all shards launched');
}

main().catch((error: unknown) => {
  process.stderr.write(`start:sharded: ${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exitCode = 1;
});

/**
 * The Discord client: logs in, hands every interaction to the router, and shuts down gracefully
 * on SIGINT/SIGTERM (stops taking interactions, lets those in flight finish, then disconnects).
 */
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { commands } from '../../commands';
import { startRefresh, type RefreshHandle } from '../data/refresh';
import { loadedSummary } from '../data/summary';
import { simulationPool } from '../scenario/pool';
import type { UserDataSources } from '../util/paths';
import { ConfigError, loadDiscordConfig, type DiscordConfig } from './config';
import { Cooldown } from './guards';
import { answerInlineCards } from './inline-cards';
import { handleInteraction } from './interactions';
import { createLogger } from './logger';

/** How long shutdown waits for answers in flight. */
const SHUTDOWN_GRACE_MS = 5000;

function createClient(config: DiscordConfig): Client {
  return new Client({
    // Slash commands need no privileged intents; Guilds keeps the guild list for sharding.
    // [[Card Name]] in messages needs the messages and their content (a privileged intent).
    intents: [GatewayIntentBits.Guilds, ...(config.inlineCards ? [GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent] : [])],
    rest: { api: config.apiUrl },
    allowedMentions: { parse: [] },
  });
}

export async function startBot(sources: UserDataSources, config: DiscordConfig = loadDiscordConfig()): Promise<Client> {
  const logger = createLogger(config.logLevel);
  logger.info({ dataFolder: sources.userDataDir }, loadedSummary(sources));
  const client = createClient(config);
  const deps = { commands, ...sources, logger, cooldown: new Cooldown(config.simulateCooldownSeconds), deferAfterMs: 1000 };
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let refresh: RefreshHandle | undefined;

  client.on(Events.InteractionCreate, (interaction) => {
    if (stopping) return;
    const job = handleInteraction(interaction, deps).finally(() => inFlight.delete(job));
    inFlight.add(job);
  });
  if (config.inlineCards) client.on(Events.MessageCreate, (message) => void answerInlineCards(message, sources, logger));
  client.once(Events.ClientReady, (ready) => {
    logger.info({ user: ready.user.tag, guilds: ready.guilds.cache.size, commands: commands.length, shards: ready.ws.shards.size }, 'connected to Discord');
    if (config.refreshMs) refresh = startRefresh({ sources, intervalMs: config.refreshMs, logger });
    // Started once connected (earlier, their start-up slows logging in), so that no /simulate waits for them.
    simulationPool()
      .warm()
      .then(
        () => logger.info('simulation workers started'),
        (error: unknown) => logger.warn({ err: error }, 'simulation workers did not start; /simulate will retry'),
      );
  });
  client.on(Events.ShardResume, (shard, replayed) => logger.info({ shard, replayed }, 'gateway session resumed'));
  client.on(Events.ShardDisconnect, (event, shard) => logger.warn({ shard, code: event.code }, 'gateway disconnected'));
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));
  client.on(Events.Warn, (message) => logger.warn(message));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    refresh?.stop();
    logger.info({ signal, inFlight: inFlight.size }, 'shutting down');
    await waitFor(Promise.allSettled([...inFlight]), SHUTDOWN_GRACE_MS);
    await client.destroy();
    logger.info('disconnected; bye');
    logger.flush();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await client.login(config.token);
  } catch (error) {
    await client.destroy();
    if ((error as { code?: string }).code === 'TokenInvalid') {
      throw new ConfigError(['DISCORD_TOKEN was refused by Discord: reset it on the Bot page of the Developer Portal and copy the new one']);
    }
    throw error;
  }
  return client;
}

function waitFor(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

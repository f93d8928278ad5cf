/**
 * The Discord client: logs in (retrying with backoff while Discord cannot be reached), checks
 * every interaction payload, hands interactions to the router, and shuts down gracefully on
 * SIGINT/SIGTERM (answers "Heartwood is restarting" to interactions that come after the signal,
 * lets those in flight finish for 5 s, replaces the "thinking…" of any still running by that same
 * answer, then disconnects).
 * It runs the shards the configuration names, keeps its shared state in Redis when REDIS_URL is
 * set, and serves metrics and health with HEARTWOOD_METRICS_PORT.
 */
import { Client, Events, GatewayDispatchEvents, GatewayIntentBits, MessageFlags, Routes, Status, type GatewayDispatchPayload, type Interaction } from 'discord.js';
import { InteractionResponseType } from 'discord-api-types/v10';
import { commands } from '../../commands';
import { loadCardLibrary, onCardStoreDamage } from '../cards/library';
import { loadDataAhead } from '../data/ahead';
import { warmUpAnswers } from './warm-up';
import { startRefresh, type RefreshHandle } from '../data/refresh';
import { loadedSummary } from '../data/summary';
import { interactions as interactionCount, watchBot } from '../ops/metrics';
import { startOpsServer, type OpsServer, type Readiness } from '../ops/server';
import { loadRules } from '../rules';
import { simulationPool } from '../scenario/pool';
import { sharedState, useSharedState } from '../state';
import { connectSharedState, type FallbackState } from '../state/fallback-state';
import type { UserDataSources } from '../util/paths';
import { ConfigError, loadDiscordConfig, type DiscordConfig } from './config';
import { answerInlineCards } from './inline-cards';
import { handleInteraction, type InteractionDeps } from './interactions';
import { createLogger, type Logger } from './logger';
import { answerableIds, payloadProblems } from './payload';
import { renderMessage } from './render';
import { clientShards } from './shards';

/** How long shutdown waits for answers in flight. */
const SHUTDOWN_GRACE_MS = 5000;
/** Then how long it waits for the "restarting" answers of those still unfinished. */
const FINAL_ANSWERS_MS = 2000;
/** Waits between connection attempts: doubling from the first to the last. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 60_000;
/** What a malformed interaction's packet is renamed to, so that discord.js passes over it. */
const REFUSED = 'REFUSED_INTERACTION_CREATE';

interface Bot {
  sources: UserDataSources;
  deps: InteractionDeps;
  /** The answers in flight, and their interactions. */
  inFlight: Map<Promise<void>, Interaction>;
  isStopping: () => boolean;
  /** The background refresh of the rules, started once connected. */
  refresh?: RefreshHandle;
}

function createClient(config: DiscordConfig, bot: Bot): Client {
  const client = new Client({
    // Slash commands need no privileged intents; Guilds keeps the guild list for sharding.
    // [[Card Name]] in messages needs the messages and their content (a privileged intent).
    intents: [GatewayIntentBits.Guilds, ...(config.inlineCards ? [GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent] : [])],
    rest: { api: config.apiUrl },
    allowedMentions: { parse: [] },
    ...clientShards(config.shards),
  });
  const { logger } = bot.deps;
  // Raw packets come before discord.js builds anything from them.
  client.on(Events.Raw, (packet: GatewayDispatchPayload) => {
    if (packet.t === GatewayDispatchEvents.InteractionCreate) refuseIfMalformed(client, packet, logger);
  });
  client.on(Events.InteractionCreate, (interaction) => {
    if (bot.isStopping()) return void answerRestarting(interaction, logger);
    const job = handleInteraction(interaction, bot.deps).finally(() => bot.inFlight.delete(job));
    bot.inFlight.set(job, interaction);
  });
  if (config.inlineCards) client.on(Events.MessageCreate, (message) => void answerInlineCards(message, bot.sources, logger));
  client.once(Events.ClientReady, (ready) => {
    logger.info({ user: ready.user.tag, guilds: ready.guilds.cache.size, commands: commands.length, shards: [...ready.ws.shards.keys()], of: ready.options.shardCount }, 'connected to Discord');
    if (config.refreshMs) bot.refresh = startRefresh({ sources: bot.sources, intervalMs: config.refreshMs, logger });
  });
  client.on(Events.ShardResume, (shard, replayed) => logger.info({ shard, replayed }, 'gateway session resumed'));
  client.on(Events.ShardDisconnect, (event, shard) => logger.warn({ shard, code: event.code }, 'gateway disconnected'));
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));
  client.on(Events.Warn, (message) => logger.warn(message));
  return client;
}

/**
 * A payload discord.js could not build an interaction from is renamed so that discord.js skips
 * it, logged with what is wrong, and answered with a short note when its id and token allow.
 */
function refuseIfMalformed(client: Client, packet: { t: string; d: unknown }, logger: Logger): void {
  const problems = payloadProblems(packet.d);
  if (problems.length === 0) return;
  packet.t = REFUSED;
  interactionCount.inc({ type: 'unknown', command: 'unknown', outcome: 'malformed' });
  const ids = answerableIds(packet.d);
  logger.warn({ interaction: ids ? { id: ids.id, type: ids.type } : undefined, problems: problems.slice(0, 5) }, 'refused a malformed interaction');
  if (!ids) return;
  const body =
    ids.type === 4
      ? { type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices: [] } }
      : {
          type: InteractionResponseType.ChannelMessageWithSource,
          data: {
            ...renderMessage({ pages: [{ title: 'Heartwood could not read this', text: 'Discord sent this request in a shape Heartwood does not know. Try again, or run the command afresh.' }], tone: 'warning' }),
            flags: MessageFlags.Ephemeral,
          },
        };
  client.rest
    .post(Routes.interactionCallback(ids.id, ids.token), { body, auth: false })
    .catch((error: unknown) => logger.warn({ err: error }, 'could not answer a malformed interaction'));
}

/**
 * What an interaction gets while Heartwood stops: one that came after the signal, or one whose
 * answer was not done when the grace ended (its "Heartwood is thinking…" replaced).
 */
async function answerRestarting(interaction: Interaction, logger: Logger): Promise<void> {
  try {
    if (interaction.isAutocomplete()) {
      if (!interaction.responded) await interaction.respond([]);
      return;
    }
    if (!interaction.isRepliable() || interaction.replied) return;
    const message = renderMessage({ pages: [{ title: 'Heartwood is restarting', text: 'Try again in a moment.' }], tone: 'warning' });
    if (interaction.deferred && interaction.isMessageComponent()) await interaction.followUp({ ...message, flags: MessageFlags.Ephemeral });
    else if (interaction.deferred) await interaction.editReply(message);
    else await interaction.reply({ ...message, flags: MessageFlags.Ephemeral });
  } catch (error) {
    logger.warn({ err: error }, 'could not tell an interaction that Heartwood is restarting');
  }
}

/** The metrics port of this process: under a ShardingManager, HEARTWOOD_METRICS_PORT plus its shard id. */
function metricsPort(config: DiscordConfig): number | undefined {
  if (config.metricsPort === undefined) return undefined;
  return config.metricsPort + (process.env.SHARDING_MANAGER ? Number(process.env.SHARDS ?? 0) : 0);
}

/** Why this process cannot answer yet, and the damaged data it answers around, for /readyz. */
export function readiness(client: Client | undefined, dataProblem: string | undefined, sources: UserDataSources): Readiness {
  const missing = dataProblem ? [`data: ${dataProblem}`] : [];
  const damaged: string[] = [];
  if (!dataProblem) {
    try {
      const damage = loadCardLibrary(sources).ingestedDamage;
      if (damage) damaged.push(`cards: ${damage} The bundled cards answer alone.`);
    } catch (error) {
      missing.push(`data: the cards are not loaded (${(error as Error).message})`);
    }
  }
  if (!client?.isReady()) return { missing: [...missing, 'gateway: connecting to Discord'], damaged };
  for (const shard of client.ws.shards.values()) if (shard.status !== Status.Ready) missing.push(`gateway: shard ${shard.id} is ${Status[shard.status]}`);
  return { missing, damaged };
}

export async function startBot(sources: UserDataSources, config: DiscordConfig = loadDiscordConfig()): Promise<Client> {
  const logger = createLogger(config.logLevel);
  let client: Client | undefined;
  let dataProblem: string | undefined = 'loading';
  const port = metricsPort(config);
  let ops: OpsServer | undefined;
  if (port !== undefined) {
    ops = await startOpsServer(port, () => readiness(client, dataProblem, sources), config.metricsHost).catch((error: Error) => {
      throw new ConfigError([`HEARTWOOD_METRICS_PORT: cannot serve metrics on ${config.metricsHost} port ${port} (${error.message})`]);
    });
    logger.info({ host: config.metricsHost, port: ops.port }, `metrics on http://${config.metricsHost}:${ops.port}/metrics, health on /healthz and /readyz`);
  }
  const state: FallbackState | undefined = config.redisUrl ? await connectSharedState(config.redisUrl, logger) : undefined;
  if (state) useSharedState(state);
  watchBot({
    sources,
    shards: () => [...(client?.ws.shards.values() ?? [])].map((shard) => ({ id: shard.id, ready: shard.status === Status.Ready })),
    usingRedis: () => state?.usingRedis ?? false,
  });
  onCardStoreDamage((message) => logger.warn({ dataFolder: sources.userDataDir }, message));
  logger.info({ dataFolder: sources.userDataDir }, loadedSummary(sources));
  // Everything ready before connecting: every index built, so that no interaction waits for data to
  // load; the answers' code compiled (./warm-up); the simulation workers started, so that no
  // /simulate waits for them (started once connected, their start-up competed with the first answers).
  await loadDataAhead(sources, logger);
  try {
    loadRules(sources);
    dataProblem = undefined;
  } catch (error) {
    dataProblem = `the rules are not loaded (${(error as Error).message})`;
  }
  await warmUpAnswers(commands, { ...sources, userId: 'warm-up' }).catch((error: unknown) => logger.warn({ err: error }, 'warming up the answers failed'));
  await simulationPool()
    .warm()
    .then(
      () => logger.info('simulation workers started'),
      (error: unknown) => logger.warn({ err: error }, 'simulation workers did not start; /simulate will retry'),
    );
  let stopping = false;
  const bot: Bot = {
    sources,
    deps: { commands, ...sources, logger, cooldownSeconds: config.simulateCooldownSeconds, deferAfterMs: 1000 },
    inFlight: new Map(),
    isStopping: () => stopping,
  };
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    bot.refresh?.stop();
    logger.info({ signal, inFlight: bot.inFlight.size }, 'shutting down');
    await waitFor(Promise.allSettled([...bot.inFlight.keys()]), SHUTDOWN_GRACE_MS);
    const unfinished = [...bot.inFlight.values()];
    if (unfinished.length) logger.warn({ unfinished: unfinished.length }, `${unfinished.length} answers were not done after ${SHUTDOWN_GRACE_MS / 1000} s: told "Heartwood is restarting"`);
    await waitFor(Promise.all(unfinished.map((interaction) => answerRestarting(interaction, logger))), FINAL_ANSWERS_MS);
    await client?.destroy();
    await sharedState().close();
    await ops?.close();
    logger.info('disconnected; bye');
    logger.flush();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  for (let attempt = 1; ; attempt++) {
    client = createClient(config, bot);
    try {
      await client.login(config.token);
      return client;
    } catch (error) {
      // (login has destroyed the client; the next attempt starts a fresh one)
      if ((error as { code?: string }).code === 'TokenInvalid') {
        throw new ConfigError(['DISCORD_TOKEN was refused by Discord: reset it on the Bot page of the Developer Portal and copy the new one']);
      }
      const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (attempt - 1));
      logger.warn({ attempt, retryInMs: wait }, `cannot connect to Discord at ${config.apiUrl} (${oneLine(error)}); retrying in ${wait / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** An error's reason in one line: a network failure's cause (connect ECONNREFUSED 127.0.0.1:9), else its message. */
function oneLine(error: unknown): string {
  const cause = (error as { cause?: { message?: string } }).cause?.message;
  const message = cause ?? (error instanceof Error ? error.message : String(error));
  return message.split('\n')[0]!.slice(0, 300);
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

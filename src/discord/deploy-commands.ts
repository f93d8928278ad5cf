/**
 * `npm run deploy-commands [-- --guild <id> | --global]`: registers Heartwood's commands.
 * Without a flag: in DISCORD_GUILD_ID when it is set, else globally.
 */
import 'dotenv/config';
import { Command } from 'commander';
import { commands } from '../../commands';
import { loadDiscordConfig } from './config';
import { deployCommands } from './deploy';

async function main(): Promise<void> {
  const program = new Command('deploy-commands')
    .description("register Heartwood's slash commands with Discord")
    .option('--guild <id>', 'register in this server only (changes show at once)')
    .option('--global', 'register globally, even when DISCORD_GUILD_ID is set')
    .parse(process.argv);
  const flags = program.opts<{ guild?: string; global?: boolean }>();
  if (flags.guild !== undefined && !/^\d{17,20}$/.test(flags.guild)) throw new Error(`--guild must be a Discord server id (17 to 20 digits), got "${flags.guild}"`);
  const config = loadDiscordConfig();
  const guildId = flags.global ? undefined : (flags.guild ?? config.guildId);
  console.log(await deployCommands(config, commands, guildId));
}

main().catch((error: unknown) => {
  process.stderr.write(`deploy-commands: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

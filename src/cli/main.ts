/**
 * The `heartwood` command line: `heartwood start`, `heartwood console`, and one subcommand per
 * slash command (`heartwood rule "601.2h"`, `heartwood define hexproof --json`), built from the
 * same command modules the bot uses. Batch mode: `--json` with no query reads one query a line
 * from stdin and writes one JSON object a line.
 */
import readline from 'node:readline';
import { Command, Option } from 'commander';
import { ApplicationCommandType } from 'discord-api-types/v10';
import { commands } from '../../commands';
import type { CommandContext, CommandModule, Options } from '../reply/command';
import { renderReplyText } from '../reply/text';
import { start } from '../main';
import { resolveDataDir, userDataDir } from '../util/paths';
import { addChangesCommand } from './changes';
import { startConsole } from './console';
import { dataCommand } from './data';
import { addSimulateCommand } from './simulate';
import { ingestCommand } from './ingest';
import { cardsCommand } from './cards';
import { OptionError, commandOptions, convert, mainOption, parseOptionText } from './options';

function buildProgram(): Command {
  const program = new Command('heartwood')
    .description('Heartwood: Magic: The Gathering rules answers, in Discord or here.')
    .option('--data <dir>', 'answer from another bundled-data directory laid out like rules-data/ (for tests and experiments)')
    .showHelpAfterError();

  // The data folder ($HEARTWOOD_DATA, else the platform's user data directory) is layered over the bundled data.
  const sources = () => ({ dataDir: resolveDataDir(program.opts().data), userDataDir: userDataDir() });
  const context = (): CommandContext => ({ ...sources(), userId: 'cli' });

  program
    .command('start', { isDefault: true })
    .description('connect to Discord when DISCORD_TOKEN is set, else open the local console')
    .action(async () => {
      await start(sources());
    });

  program
    .command('console')
    .description('type slash commands locally (/rule 601.2h)')
    .action(() => startConsole(context()));

  program.addCommand(cardsCommand(sources));
  program.addCommand(ingestCommand(sources));
  program.addCommand(dataCommand(sources));

  for (const module of commands) {
    if (module.definition.type !== undefined && module.definition.type !== ApplicationCommandType.ChatInput) continue;
    // These two take files, not option text.
    if (module.definition.name === 'simulate') addSimulateCommand(program, context);
    else if (module.definition.name === 'changes') addChangesCommand(program, context);
    else addCommand(program, module, context);
  }
  return program;
}

function addCommand(program: Command, module: CommandModule, context: () => CommandContext): void {
  const definition = module.definition;
  const main = mainOption(module);
  const sub = program
    .command(definition.name)
    .description('description' in definition ? definition.description : definition.name)
    .argument(main ? `[${main.name}...]` : '[unused...]', main?.description ?? '');
  for (const option of commandOptions(module)) {
    if (option === main) continue;
    sub.addOption(new Option(`--${option.name} <value>`, option.description));
  }
  if (module.json) sub.option('--json', 'machine-readable output; with no query, read queries from stdin, one a line');
  sub.action(async (words: string[], flags: Record<string, string | boolean>) => {
    const ctx = context();
    const options: Options = {};
    for (const option of commandOptions(module)) {
      const raw = flags[option.name];
      if (typeof raw === 'string') options[option.name] = convert(option, raw);
    }
    const query = words.join(' ').trim();
    if (flags.json && module.json) {
      if (query || !main) {
        if (main && query) options[main.name] = convert(main, query);
        process.stdout.write(JSON.stringify(await module.json(options, ctx)) + '\n');
      } else {
        await batch(module, main, options, ctx);
      }
      return;
    }
    const parsed = main && query ? { ...parseOptionText(module, query), ...options } : options;
    const reply = await module.execute(parsed, ctx);
    process.stdout.write(renderReplyText(reply) + '\n');
    if (reply.tone === 'error') process.exitCode = 1;
  });
}

/** One query per stdin line, one JSON object per stdout line. */
async function batch(module: CommandModule, main: ReturnType<typeof mainOption>, base: Options, ctx: CommandContext): Promise<void> {
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    const query = line.trim();
    if (!query) continue;
    const result = await module.json!({ ...base, [main!.name]: convert(main!, query) }, ctx);
    process.stdout.write(JSON.stringify(result) + '\n');
  }
}

/** Runs the command line (bin/heartwood.js calls it, whatever name the bin is linked under). */
export function runCli(argv: string[]): void {
  buildProgram()
    .parseAsync(argv)
    .catch((error: unknown) => {
      const message = error instanceof OptionError ? error.message : (error as Error).stack ?? String(error);
      process.stderr.write(`heartwood: ${message}\n`);
      process.exitCode = 1;
    });
}

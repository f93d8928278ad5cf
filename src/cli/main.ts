/**
 * The `heartwood` command line: `heartwood start`, `heartwood console`, and one subcommand per
 * slash command (`heartwood rule "601.2h"`, `heartwood define hexproof --json`), built from the
 * same command modules the bot uses. Batch mode: `--json` with no query reads one query a line
 * from stdin and writes one JSON object a line.
 */
import readline from 'node:readline';
import { Command, Option } from 'commander';
import { commandLoaders } from '../../commands/loaders';
import type { CommandContext, CommandModule, Options } from '../reply/command';
import { renderReplyText } from '../reply/text';
import type { UserDataSources } from '../util/paths';
import { resolveDataDir, userDataDir } from '../util/paths';
import { OptionError, commandOptions, convert, mainOption, parseOptionText } from './options';
import { inWords } from '../util/file-errors';

interface Front {
  sources: () => UserDataSources;
  context: () => CommandContext;
}

interface Subcommand {
  name: string;
  add(program: Command, front: Front): void;
}

/** Slash commands whose subcommand is their own (they take files, not option text). */
const OWN_SUBCOMMANDS: Subcommand[] = [
  { name: 'simulate', add: (program, front) => (require('./simulate') as typeof import('./simulate')).addSimulateCommand(program, front.context) },
  { name: 'changes', add: (program, front) => (require('./changes') as typeof import('./changes')).addChangesCommand(program, front.context) },
];

/**
 * The subcommands, each registered (and its modules loaded) only when it is the one run, or for
 * --help: `heartwood rule 601.2h` loads the rules and nothing of the engine, Discord or ingestion.
 */
const SUBCOMMANDS: Subcommand[] = [
  {
    name: 'start',
    add: (program, front) =>
      program
        .command('start', { isDefault: true })
        .description('connect to Discord when DISCORD_TOKEN is set, else open the local console')
        .action(async () => {
          await (require('../main') as typeof import('../main')).start(front.sources());
        }),
  },
  {
    name: 'console',
    add: (program, front) =>
      program
        .command('console')
        .description('type slash commands locally (/rule 601.2h)')
        .action(() => (require('./console') as typeof import('./console')).startConsole(front.context())),
  },
  { name: 'cards', add: (program, front) => program.addCommand((require('./cards') as typeof import('./cards')).cardsCommand(front.sources)) },
  { name: 'ingest', add: (program, front) => program.addCommand((require('./ingest') as typeof import('./ingest')).ingestCommand(front.sources)) },
  { name: 'data', add: (program, front) => program.addCommand((require('./data') as typeof import('./data')).dataCommand(front.sources)) },
  // Every slash command is a subcommand too: its main option is the positional text, the others --name value.
  ...commandLoaders.map(
    ([name, load]): Subcommand => OWN_SUBCOMMANDS.find((own) => own.name === name) ?? { name, add: (program, front) => addCommand(program, load(), front.context) },
  ),
];

function buildProgram(argv: string[]): Command {
  const program = new Command('heartwood')
    .description('Heartwood: Magic: The Gathering rules answers, in Discord or here.')
    .option('--bundled-data <dir>', 'answer from another copy of rules-data/, the data Heartwood ships (for tests and experiments)')
    // Options of `heartwood` itself come before the command: one given to a command that doesn't take it is an error.
    .enablePositionalOptions()
    .showHelpAfterError();

  // The data folder ($HEARTWOOD_DATA, else the platform's user data directory) is layered over the bundled data.
  const sources = () => ({ dataDir: resolveDataDir(program.opts().bundledData), userDataDir: userDataDir() });
  const front: Front = { sources, context: () => ({ ...sources(), userId: 'cli' }) };
  const asked = SUBCOMMANDS.find((subcommand) => subcommand.name === subcommandOf(argv));
  for (const subcommand of asked ? [asked] : SUBCOMMANDS) subcommand.add(program, front);
  return program;
}

/** The subcommand named on the command line (the first word that is no option nor --bundled-data's value), if any. */
function subcommandOf(argv: string[]): string | undefined {
  const words = argv.slice(2);
  for (let i = 0; i < words.length; i++) {
    if (words[i] === '--bundled-data') i++;
    else if (!words[i]!.startsWith('-')) return words[i];
    else return undefined;
  }
  return undefined;
}

function addCommand(program: Command, module: CommandModule, context: () => CommandContext): void {
  const definition = module.definition;
  // Context-menu commands (on a message or a user) have no command-line form.
  if ((definition.type ?? CHAT_INPUT) !== CHAT_INPUT) return;
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

/** Discord's type of a slash command (ApplicationCommandType.ChatInput: its number, so that the command line need not load discord-api-types). */
const CHAT_INPUT: number = 1;

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
  buildProgram(argv)
    .parseAsync(argv)
    .catch((error: unknown) => {
      const message = error instanceof OptionError || (error as NodeJS.ErrnoException)?.syscall ? inWords(error) : (error as Error).stack ?? String(error);
      process.stderr.write(`heartwood: ${message}\n`);
      process.exitCode = 1;
    });
}

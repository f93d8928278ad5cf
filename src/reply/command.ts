/**
 * The contract between front ends (Discord, console, CLI) and the command modules in commands/.
 * A command module owns its slash-command definition and thin handlers that return a Reply.
 */
import type {
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { Reply } from './reply';

export type OptionValue = string | number | boolean;
export type Options = Record<string, OptionValue | undefined>;

export interface CommandContext {
  /** The bundled data directory (rules-data/, or `--bundled-data <dir>`). */
  dataDir: string;
  /** The user data folder layered over it (ingested and refreshed data); absent: the bundled data alone. */
  userDataDir?: string;
  /** Who asked (Discord user id, or 'console'). */
  userId: string;
  /** The asker's locale, e.g. 'de' or 'en-US', when known. */
  locale?: string;
  /**
   * Spends one expensive run (a simulation) from the asker's allowance: 0 when it may start now,
   * else the milliseconds to wait. Absent (console, command line): no limit.
   */
  takeRun?: () => Promise<number>;
  /** Gives back the run takeRun took: the scenario was refused before it ran. */
  giveBackRun?: () => Promise<void>;
}

export interface AutocompleteChoice {
  name: string;
  value: string;
}

/** What a button press, select choice or modal submission brings back to its command. */
export interface ComponentInput {
  /** The customId's parts after the command name (see decodeCustomId). */
  args: string[];
  /** Selected values of a select menu. */
  values?: string[];
  /** Text fields of a submitted modal, by field customId. */
  fields?: Record<string, string>;
  /** The message the component is attached to: its embeds' text, for stateless commands. */
  message?: { content: string; embeds: { title?: string; description?: string; footer?: string; fields?: { name: string; value: string }[] }[] };
}

export interface CommandModule {
  /** The slash-command (or context-menu) definition, exactly as Discord registers it. */
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody | RESTPostAPIContextMenuApplicationCommandsJSONBody;
  /** What a context-menu command does, for /help (a slash command says it in its definition's description). */
  summary?: string;
  /** Runs the command. For a message context-menu command, options.message holds the message text. */
  execute(options: Options, ctx: CommandContext): Promise<Reply>;
  /** Live suggestions for the focused option. */
  autocomplete?(option: string, value: string, ctx: CommandContext): Promise<AutocompleteChoice[]>;
  /** Buttons, select menus and modals whose customId starts with this command's name. */
  component?(input: ComponentInput, ctx: CommandContext): Promise<Reply>;
  /** Machine-readable answer for the CLI's --json (one JSON value per query). */
  json?(options: Options, ctx: CommandContext): Promise<unknown>;
}

const SEPARATOR = ':';

/** Builds a component customId: the command's name, then its arguments. ':' in an argument is escaped. */
export function encodeCustomId(command: string, ...args: (string | number)[]): string {
  const id = [command, ...args.map((a) => String(a).replace(/%/g, '%25').replace(/:/g, '%3A'))].join(SEPARATOR);
  if (id.length > 100) throw new Error(`customId over Discord's 100-character limit: ${id}`);
  return id;
}

export function decodeCustomId(customId: string): { command: string; args: string[] } {
  const [command, ...args] = customId.split(SEPARATOR).map((p) => p.replace(/%3A/g, ':').replace(/%25/g, '%'));
  return { command: command ?? '', args };
}

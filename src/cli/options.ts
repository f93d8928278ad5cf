/**
 * Turns typed text into a command's options, the way Discord's slash-command box does:
 * `/rule query:601.2h examples:true`, or the short form `/rule 601.2h`, where text before
 * any `name:` goes to the command's first required option (else its first option).
 */
import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord-api-types/v10';
import type { CommandModule, Options, OptionValue } from '../reply/command';

export class OptionError extends Error {}

export function commandOptions(command: CommandModule): APIApplicationCommandOption[] {
  return 'options' in command.definition ? (command.definition.options ?? []) : [];
}

/** The option that bare text fills: the first required one, else the first. */
export function mainOption(command: CommandModule): APIApplicationCommandOption | undefined {
  const options = commandOptions(command);
  return options.find((option) => 'required' in option && option.required) ?? options[0];
}

export function parseOptionText(command: CommandModule, text: string): Options {
  const options = commandOptions(command);
  const names = options.map((option) => option.name);
  const pattern = names.length ? new RegExp(`(?:^|\\s)(${names.map(escapeRegExp).join('|')}):`, 'g') : undefined;
  const marks = pattern ? [...text.matchAll(pattern)] : [];
  const result: Options = {};
  const bare = (marks.length ? text.slice(0, marks[0]!.index) : text).trim();
  if (bare) {
    const main = mainOption(command);
    if (!main) throw new OptionError(`/${command.definition.name} takes no options, but got "${bare}"`);
    result[main.name] = convert(main, bare);
  }
  marks.forEach((mark, i) => {
    const name = mark[1]!;
    const start = mark.index! + mark[0].length;
    const end = i + 1 < marks.length ? marks[i + 1]!.index! : text.length;
    const option = options.find((o) => o.name === name)!;
    result[name] = convert(option, text.slice(start, end).trim());
  });
  for (const option of options) {
    if ('required' in option && option.required && result[option.name] === undefined) {
      throw new OptionError(`/${command.definition.name} needs the option ${option.name}: (for example /${command.definition.name} ${option.name}:…)`);
    }
  }
  return result;
}

/** Converts an option's text to its declared type, with a clear message naming the option. */
export function convert(option: APIApplicationCommandOption, raw: string): OptionValue {
  switch (option.type) {
    case ApplicationCommandOptionType.Boolean: {
      const value = raw.toLowerCase();
      if (['true', 'yes', 'y', '1', 'on'].includes(value)) return true;
      if (['false', 'no', 'n', '0', 'off'].includes(value)) return false;
      throw new OptionError(`option ${option.name}: expected true or false, got "${raw}"`);
    }
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number: {
      const value = Number(raw);
      const integer = option.type === ApplicationCommandOptionType.Integer;
      if (raw === '' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
        throw new OptionError(`option ${option.name}: expected ${integer ? 'a whole number' : 'a number'}, got "${raw}"`);
      }
      return value;
    }
    default:
      return raw;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

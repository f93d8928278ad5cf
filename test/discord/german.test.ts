import { ApplicationCommandType } from 'discord-api-types/v10';
import { commands } from '../../commands';
import { GERMAN, localizeDefinition } from '../../src/discord/german';
import type { CommandModule } from '../../src/reply/command';

/** Discord's rule for chat-input command and option names (lower case where the script has it). */
const OPTION_NAME = /^[-_\p{Ll}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

describe('German (locale de) for every registered command', () => {
  it.each(commands.map((command) => [command.definition.name, command] as const))('/%s has a German description or name, and every option a German name and description', (_name, command) => {
    const localized = localizeDefinition(command.definition);
    if (command.definition.type === ApplicationCommandType.Message || command.definition.type === ApplicationCommandType.User) {
      expect(localized.name_localizations?.de).toBeTruthy();
      return;
    }
    expect('description_localizations' in localized && localized.description_localizations?.de).toBeTruthy();
    for (const option of 'options' in localized ? (localized.options ?? []) : []) {
      expect([option.name, option.name_localizations?.de]).toEqual([option.name, expect.stringMatching(OPTION_NAME)]);
      expect(option.description_localizations?.de).toBeTruthy();
    }
  });
});

describe('the German map', () => {
  it('keeps within Discord limits: names 1–32 characters (option names lower case), descriptions 1–100', () => {
    const problems: string[] = [];
    for (const [command, german] of Object.entries(GERMAN)) {
      if (german.name !== undefined && (german.name.length < 1 || german.name.length > 32)) problems.push(`${command}: name`);
      if (german.description !== undefined && (german.description.length < 1 || german.description.length > 100)) problems.push(`${command}: description`);
      for (const [option, { name, description }] of Object.entries(german.options ?? {})) {
        if (!OPTION_NAME.test(name)) problems.push(`${command} ${option}: name "${name}"`);
        if (description.length < 1 || description.length > 100) problems.push(`${command} ${option}: description`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('adds de localizations without changing the English definition', () => {
    const definition: CommandModule['definition'] = {
      name: 'rule',
      description: 'Look up a rule',
      options: [{ type: 3, name: 'query', description: 'A rule number or words' }],
    };
    const copy = JSON.parse(JSON.stringify(definition));
    const localized = localizeDefinition(definition);
    expect(definition).toEqual(copy);
    expect(localized).toMatchObject({
      name: 'rule',
      description: 'Look up a rule',
      description_localizations: { de: GERMAN.rule!.description },
      options: [{ name: 'query', name_localizations: { de: 'suche' } }],
    });
  });

  it('leaves a command it has no German for as it is', () => {
    const definition: CommandModule['definition'] = { name: 'unknown-command', description: 'x' };
    expect(localizeDefinition(definition)).toBe(definition);
  });
});

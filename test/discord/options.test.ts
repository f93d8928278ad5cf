import type { APIApplicationCommandOption } from 'discord-api-types/v10';
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { commands } from '../../commands';

function stringOptions(options: readonly APIApplicationCommandOption[] = []): APIApplicationCommandOption[] {
  return options.flatMap((option) => [...(option.type === ApplicationCommandOptionType.String ? [option] : []), ...stringOptions('options' in option ? option.options : [])]);
}

describe('every string option has a max_length', () => {
  const all = commands.flatMap((command) => stringOptions('options' in command.definition ? command.definition.options : []).map((option) => [`/${command.definition.name} ${option.name}`, option] as const));

  it('there are string options to check', () => {
    expect(all.length).toBeGreaterThanOrEqual(7);
  });

  it.each(all)('%s', (_name, option) => {
    const maxLength = 'max_length' in option ? option.max_length : undefined;
    expect(maxLength).toBeGreaterThan(0);
    expect(maxLength).toBeLessThanOrEqual(1000);
  });
});

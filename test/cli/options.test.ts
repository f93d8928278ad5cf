import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { OptionError, parseOptionText } from '../../src/cli/options';
import type { CommandModule } from '../../src/reply/command';
import { reply } from '../../src/reply/reply';

const rule: CommandModule = {
  definition: {
    name: 'rule',
    description: 'Look up a rule',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'query', description: 'number or words', required: true },
      { type: ApplicationCommandOptionType.Boolean, name: 'examples', description: 'show examples' },
      { type: ApplicationCommandOptionType.Integer, name: 'page', description: 'page' },
    ],
  },
  execute: async () => reply({ text: 'x' }),
};

describe('console option parsing', () => {
  it('gives bare text to the first required option', () => {
    expect(parseOptionText(rule, '601.2h')).toEqual({ query: '601.2h' });
  });
  it('reads name:value pairs, converting booleans and integers', () => {
    expect(parseOptionText(rule, 'query:do mana abilities use the stack examples:yes page:2')).toEqual({
      query: 'do mana abilities use the stack',
      examples: true,
      page: 2,
    });
  });
  it('mixes bare text with named options', () => {
    expect(parseOptionText(rule, 'hexproof examples:false')).toEqual({ query: 'hexproof', examples: false });
  });
  it('names the option when a value has the wrong type', () => {
    expect(() => parseOptionText(rule, 'x page:two')).toThrow(new OptionError('option page: expected a whole number, got "two"'));
  });
  it('says which required option is missing', () => {
    expect(() => parseOptionText(rule, 'examples:true')).toThrow(/needs the option query/);
  });
});

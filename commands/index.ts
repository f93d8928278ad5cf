/** Every command Heartwood offers, in the order /help lists them. */
import type { CommandModule } from '../src/reply/command';
import { card } from './card';
import { define } from './define';
import { rule } from './rule';
import { ruling } from './ruling';

export const commands: CommandModule[] = [rule, define, card, ruling];

export function findCommand(name: string): CommandModule | undefined {
  return commands.find((command) => command.definition.name === name);
}

/** Every command Heartwood offers, in the order /help lists them. */
import type { CommandModule } from '../src/reply/command';
import { card } from './card';
import { changes } from './changes';
import { define } from './define';
import { rule } from './rule';
import { ruling } from './ruling';
import { simulate } from './simulate';
import { simulateMessage } from './simulate-message';

export const commands: CommandModule[] = [rule, define, card, ruling, changes, simulate, simulateMessage];

export function findCommand(name: string): CommandModule | undefined {
  return commands.find((command) => command.definition.name === name);
}

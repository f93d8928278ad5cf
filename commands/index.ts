/** Every command Heartwood offers, in the order /help lists them. */
import type { CommandModule } from '../src/reply/command';

export const commands: CommandModule[] = [];

export function findCommand(name: string): CommandModule | undefined {
  return commands.find((command) => command.definition.name === name);
}

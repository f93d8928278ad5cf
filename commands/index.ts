/** Every command Heartwood offers, in the order /help lists them (./loaders, all loaded). */
import type { CommandModule } from '../src/reply/command';
import { commandLoaders } from './loaders';

export const commands: CommandModule[] = commandLoaders.map(([, load]) => load());

export function findCommand(name: string): CommandModule | undefined {
  return commands.find((command) => command.definition.name === name);
}

/**
 * What the bundle dist/heartwood.js (scripts/build.js) exports: the command line that
 * bin/heartwood.js runs, and the registry of commands the bot and the console serve (to which the
 * end-to-end tests add their test commands before the bot starts).
 */
import type { CommandModule } from '../reply/command';

export { runCli } from './main';

export function commandRegistry(): CommandModule[] {
  return (require('../../commands') as typeof import('../../commands')).commands;
}

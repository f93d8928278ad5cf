/**
 * What the bundle dist/heartwood.js (scripts/build.js) exports: the command line that
 * bin/heartwood.js runs, the registry of commands the bot and the console serve (to which the
 * end-to-end tests add their test commands before the bot starts), and the card files' compiler
 * the build runs on the bundled rules-data.
 */
import type { CommandModule } from '../reply/command';

export { runCli } from './main';
export { compileCardFiles } from '../engine/cards/library';

export function commandRegistry(): CommandModule[] {
  return (require('../../commands') as typeof import('../../commands')).commands;
}

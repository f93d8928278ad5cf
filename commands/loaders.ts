/**
 * Every command Heartwood offers, in the order /help lists them, each loaded when first asked for:
 * the command line loads only the one it runs (./index loads them all, for the bot and the console).
 */
import type { CommandModule } from '../src/reply/command';

export const commandLoaders: readonly (readonly [name: string, load: () => CommandModule])[] = [
  ['rule', () => (require('./rule') as typeof import('./rule')).rule],
  ['define', () => (require('./define') as typeof import('./define')).define],
  ['card', () => (require('./card') as typeof import('./card')).card],
  ['ruling', () => (require('./ruling') as typeof import('./ruling')).ruling],
  ['legal', () => (require('./legal') as typeof import('./legal')).legal],
  ['mtr', () => (require('./mtr') as typeof import('./mtr')).mtr],
  ['ipg', () => (require('./ipg') as typeof import('./ipg')).ipg],
  ['jar', () => (require('./jar') as typeof import('./jar')).jar],
  ['changes', () => (require('./changes') as typeof import('./changes')).changes],
  ['simulate', () => (require('./simulate') as typeof import('./simulate')).simulate],
  ['Simulate', () => (require('./simulate-message') as typeof import('./simulate-message')).simulateMessage],
];

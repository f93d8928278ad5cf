/**
 * Before the bot connects, it answers a few lookups of its own and renders them as Discord
 * messages, then throws them away: the code of those answers is compiled then, not while the first
 * user waits (the first /rule and /card after start-up took 15–20 ms, the next ones 3–4 ms).
 */
import type { CommandContext, CommandModule } from '../reply/command';
import { renderChoices, renderMessage } from './render';

/** Lookups of each kind: a rule number and words, a glossary term, a card, its rulings, and autocompletes. */
const ANSWERS: readonly [command: string, options: Record<string, string>][] = [
  ['rule', { query: '601.2h' }],
  ['rule', { query: 'hexproof' }],
  ['define', { term: 'mana ability' }],
  ['card', { name: 'Lightning Bolt' }],
  ['ruling', { name: 'Favored Hoplite' }],
];
const CHOICES: readonly [command: string, option: string, value: string][] = [
  ['rule', 'query', '601'],
  ['card', 'name', 'light'],
];

export async function warmUpAnswers(commands: readonly CommandModule[], ctx: CommandContext): Promise<void> {
  const find = (name: string) => commands.find((command) => command.definition.name === name);
  for (const [name, options] of ANSWERS) {
    const command = find(name);
    if (command) renderMessage(await command.execute(options, ctx), { postPublicly: true });
  }
  for (const [name, option, value] of CHOICES) {
    const autocomplete = find(name)?.autocomplete;
    if (autocomplete) renderChoices(await autocomplete(option, value, ctx));
  }
}

/**
 * Command modules that exist only in the end-to-end tests, loaded into the bot process by
 * preload.js: a paged answer with an extra button, a deliberate failure, a slow answer, an echo.
 */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { encodeCustomId, type CommandModule } from '../../src/reply/command';
import type { Reply } from '../../src/reply/reply';

function pages(topic: string, page: number): Reply {
  return {
    pages: [1, 2, 3].map((n) => ({ title: `${topic}, part ${n}`, text: `Page ${n} about ${topic}.` })),
    page,
    pageKey: encodeCustomId('e2e-pager', topic),
    buttons: [{ label: 'Explain', customId: encodeCustomId('e2e-pager', 'explain', topic) }],
  };
}

const pager: CommandModule = {
  definition: {
    name: 'e2e-pager',
    description: 'Test: a three-page answer',
    options: [{ name: 'topic', description: 'What the pages are about', type: ApplicationCommandOptionType.String, required: true, autocomplete: true }],
  },
  execute: async (options) => pages(String(options.topic), 0),
  autocomplete: async (_option, value) =>
    ['hexproof', 'hex', 'stack', 'x'.repeat(150)].filter((word) => word.startsWith(value)).map((word) => ({ name: `${word} ${'…'.repeat(120)}`, value: word })),
  component: async ({ args }) => {
    if (args[0] === 'explain') return { pages: [{ title: `Explaining ${args[1]}`, text: 'An explanation in a new message.' }] };
    return pages(args[0]!, Number(args[1]));
  },
};

const boom: CommandModule = {
  definition: { name: 'e2e-boom', description: 'Test: a handler that throws' },
  execute: async () => {
    throw new Error('deliberate failure for the end-to-end test');
  },
};

const slow: CommandModule = {
  definition: {
    name: 'e2e-slow',
    description: 'Test: an answer that takes 1.5 s (or ms milliseconds)',
    options: [
      { name: 'fail', description: 'Throw after the wait', type: ApplicationCommandOptionType.Boolean },
      { name: 'ms', description: 'How long the answer takes', type: ApplicationCommandOptionType.Integer },
    ],
  },
  execute: async (options) => {
    await new Promise((resolve) => setTimeout(resolve, typeof options.ms === 'number' ? options.ms : 1500));
    if (options.fail === true) throw new Error('deliberate failure after a deferral');
    return { pages: [{ title: 'Slow answer', text: 'Worth the wait.' }] };
  },
};

const echo: CommandModule = {
  definition: {
    name: 'e2e-echo',
    description: 'Test: answers with its text at once',
    options: [{ name: 'text', description: 'What to echo', type: ApplicationCommandOptionType.String, required: true }],
  },
  execute: async (options) => ({ pages: [{ title: 'Echo', text: `${String(options.text)} @everyone` }], ephemeral: false }),
};

export const testCommands: CommandModule[] = [pager, boom, slow, echo];

import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { commands } from '../../commands';
import { createConsoleSession } from '../../src/cli/console';
import { encodeCustomId, type CommandModule } from '../../src/reply/command';
import type { Reply } from '../../src/reply/reply';
import { renderPageText } from '../../src/reply/text';

/** A test-only command: echoes its text on three pages, with a button and a form. */
const echo: CommandModule = {
  definition: {
    name: 'echo-test',
    description: 'Echo for the console tests',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'text', description: 'what to echo' },
      { type: ApplicationCommandOptionType.String, name: 'tone', description: 'how to echo', autocomplete: true },
      { type: ApplicationCommandOptionType.String, name: 'topic', description: 'what about' },
    ],
  },
  async execute(options) {
    if (!options.text) {
      return { pages: [{ title: 'Form' }], modal: { customId: encodeCustomId('echo-test', 'form'), title: 'Echo', fields: [{ customId: 'body', label: 'Text', paragraph: true }] } };
    }
    return pages(String(options.text), 0);
  },
  async autocomplete(option, value) {
    if (option === 'tone') return ['loud', 'low'].filter((word) => word.startsWith(value)).map((word) => ({ name: word, value: word }));
    return ['alpha', 'alpine', 'beta'].filter((word) => word.startsWith(value)).map((word) => ({ name: `${word} — the letter`, value: word }));
  },
  async component(input) {
    if (input.args[0] === 'form') return pages(input.fields?.body ?? '', 0);
    if (input.args[0] === 'shout') return { pages: [{ text: input.args[1]!.toUpperCase() }] };
    return pages(input.args[1]!, Number(input.args[2]));
  },
};

function pages(text: string, page: number): Reply {
  return {
    pages: [1, 2, 3].map((n) => ({ title: `${text} ${n}` })),
    page,
    pageKey: encodeCustomId('echo-test', 'page', text),
    buttons: [{ label: 'Shout', customId: encodeCustomId('echo-test', 'shout', text) }],
  };
}

describe('the local console', () => {
  beforeAll(() => commands.push(echo));
  afterAll(() => commands.splice(commands.indexOf(echo), 1));
  const ctx = { dataDir: '/nonexistent', userId: 'console' };

  it('runs a slash command typed as in Discord and shows the first page with its buttons', async () => {
    const session = createConsoleSession(ctx);
    const out = await session.run('/echo-test hello');
    expect(out).toContain('[page 1/3]');
    expect(out).toContain('hello 1');
    expect(out).not.toContain('hello 2');
    expect(out).toContain('[!1] ◀ (first page)   [!2] Next page ▶   [!3] Shout');
  });

  it('presses buttons by number, and the numbers do not move when paging', async () => {
    const session = createConsoleSession(ctx);
    await session.run('/echo-test hi');
    expect(await session.run('!1')).toBe('There is no page that way: this is the first page.');
    const second = await session.run('!2');
    expect(second).toContain('hi 2');
    expect(second).toContain('[!1] ◀ Previous page   [!2] Next page ▶   [!3] Shout');
    expect(await session.run('!2')).toContain('[!1] ◀ Previous page   [!2] (last page) ▶   [!3] Shout');
    expect(await session.run('!3')).toContain('HI');
  });

  it('explains unknown commands and missing buttons', async () => {
    const session = createConsoleSession(ctx);
    expect(await session.run('/nope 1')).toMatch(/Unknown command "\/nope"/);
    expect(await session.run('!9')).toMatch(/No such button/);
  });

  it('completes option values through the command autocomplete: several with their labels, one into the line', async () => {
    const session = createConsoleSession(ctx);
    expect(await session.complete('/echo-test alp')).toEqual(['/echo-test alpha  the letter', '/echo-test alpine  the letter']);
    expect(await session.complete('/echo-test alph')).toEqual(['/echo-test alpha']);
    expect(await session.complete('/echo-t')).toEqual(['/echo-test']);
  });

  it('completes option names, then the value of the option being typed', async () => {
    const session = createConsoleSession(ctx);
    expect(await session.complete('/echo-test hi to')).toEqual(['/echo-test hi tone:', '/echo-test hi topic:']);
    expect(await session.complete('/echo-test hi ton')).toEqual(['/echo-test hi tone:']);
    expect(await session.complete('/echo-test hi tone:lo')).toEqual(['/echo-test hi tone:loud', '/echo-test hi tone:low']);
    expect(await session.complete('/echo-test hi tone:lou')).toEqual(['/echo-test hi tone:loud']);
    expect(await session.complete('/echo-test hi tone:loud to')).toEqual(['/echo-test hi tone:loud topic:']);
  });

  it('fills a form (a Discord modal) and submits it to the command', async () => {
    const session = createConsoleSession(ctx);
    await session.run('/echo-test');
    expect(session.pendingModal()?.title).toBe('Echo');
    expect(await session.submitModal({ body: 'typed' })).toContain('typed 1');
  });
});

describe('the text renderer', () => {
  it('drops Discord bold markers but keeps the words; a diff’s __added__ and ~~removed~~ words read {+added+} and [-removed-]', () => {
    expect(renderPageText({ title: 'Rule **601.2h**', text: '**601.2h** The player pays.', fields: [{ name: '**Cites**', value: '603.3 ~~old~~__new__, 1+\\*' }] })).toBe(
      'Rule 601.2h\n───────────────\n601.2h The player pays.\n\nCites:\n  603.3 [-old-]{+new+}, 1+*',
    );
  });
});

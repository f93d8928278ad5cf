/**
 * Every reply that repeats what a user typed shows it inert: no masked or bare link, mention,
 * spoiler or direction control survives into the message Discord would show, and a reply that
 * only says nothing was found offers no "Post publicly".
 */
import fc from 'fast-check';
import { card } from '../../commands/card';
import { define } from '../../commands/define';
import { rule } from '../../commands/rule';
import { ruling } from '../../commands/ruling';
import { simulate } from '../../commands/simulate';
import { renderMessage } from '../../src/discord/render';
import type { CommandModule } from '../../src/reply/command';
import type { Reply } from '../../src/reply/reply';
import { closeSimulationPool } from '../../src/scenario/pool';
import { simulationReply } from '../../src/scenario/reply';
import { resolveDataDir } from '../../src/util/paths';

const ctx = { dataDir: resolveDataDir(), userId: 'echo-test' };
const PHISH = '[Free Nitro](https://evil.example/phish) @everyone';

afterAll(() => closeSimulationPool());

/** What Discord formats of a reply: its content and embeds' text, without code blocks (shown verbatim, never formatted). */
function shown(reply: Reply): string {
  const message = renderMessage(reply);
  const texts = [message.content ?? '', ...message.embeds.flatMap((embed) => [embed.title, embed.description, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value])])];
  return texts.filter((text): text is string => Boolean(text)).join('\n').replace(/```[\s\S]*?```/g, '');
}

/** Everything of a reply that Discord shows: content, embeds, and the labels of buttons and menus (not their ids). */
function visible(reply: Reply): string {
  const message = renderMessage(reply);
  const labels = JSON.stringify(message.components, (key, value) => (key === 'custom_id' || key === 'value' ? undefined : value));
  return JSON.stringify([message.content, message.embeds]) + labels;
}

/** Markup from the typed text that is live in `text`, and direction controls anywhere a reply shows. */
function liveEchoes(text: string, reply?: Reply): string[] {
  const found: string[] = [];
  if (/(^|[^\\])\]\(/.test(text)) found.push('masked link');
  if (/(^|[^\\]):\/\//.test(text)) found.push('bare link');
  if (/(^|[^\\])@(everyone|here)/.test(text)) found.push('@everyone');
  if (/(^|[^\\])<@/.test(text)) found.push('user mention');
  if (/(^|[^\\])\|\|/.test(text)) found.push('spoiler');
  if (/[\u202a-\u202e\u2066-\u2069]/.test(reply ? visible(reply) : text)) found.push('direction control');
  return found;
}

/** Both checks on a reply. */
function liveIn(reply: Reply): string[] {
  return liveEchoes(shown(reply), reply);
}

const HOSTILE = ['[Free Nitro](https://evil.example/phish)', '@everyone', '@here', '<@123456789012345678>', '||secret||', '\u202edesrever', '\u2066isolate\u2069', '```', '# heading', '> quote'];
const typed = fc.array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));

describe('echoes of typed text are inert', () => {
  const lookups: [string, CommandModule, (text: string) => Record<string, string>][] = [
    ['/rule', rule, (text) => ({ query: text })],
    ['/define', define, (text) => ({ term: text })],
    ['/card', card, (text) => ({ name: text })],
    ['/ruling', ruling, (text) => ({ name: text })],
  ];

  it.each(lookups)('%s answering a phishing link and @everyone shows them as plain text', async (_name, module, options) => {
    const reply = await module.execute(options(PHISH), ctx);
    expect(liveIn(reply)).toEqual([]);
  });

  it.each(lookups)('%s: any mix of links, mentions, spoilers, fences and direction controls', async (_name, module, options) => {
    await fc.assert(fc.asyncProperty(typed, async (text) => expect(liveIn(await module.execute(options(text), ctx))).toEqual([])), { numRuns: 60 });
  });

  it('/simulate: a scenario error quoting the typed text, its caret line and the scenario field', async () => {
    const reply = await simulate.execute({ scenario: `Alice casts ${PHISH} \u202egnirts` }, ctx);
    expect(reply.tone).toBe('error');
    expect(liveIn(reply)).toEqual([]);
    fc.assert(
      fc.property(typed, (text) => {
        const error = simulationReply({ ok: false, kind: 'error', line: 1, column: 3, message: `line 1, column 3: unknown card '${text}'` }, { text }, ctx.dataDir);
        expect(liveIn(error)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('/simulate: a trace titled and populated from the scenario', async () => {
    const reply = await simulate.execute({ scenario: `# ${PHISH} \u202e\nAlice has Mountain\nAlice casts Lightning Bolt targeting Bob` }, ctx);
    expect(reply.tone).toBe('success');
    expect(liveIn(reply)).toEqual([]);
  });
});

describe('"Post publicly" is not offered on a reply that only says nothing was found', () => {
  it.each([
    ['/define', define, { term: 'qqqq zzzz' }],
    ['/rule', rule, { query: 'qqqq zzzz' }],
    ['/ruling about', ruling, { name: 'Artisan of Forms', about: 'zzzzqqq' }],
  ] as const)('%s', async (_name, module, options) => {
    const reply = await module.execute(options, ctx);
    expect(reply.shareable).toBe(false);
  });
});

/**
 * End to end, the attacks a hostile user (or a broken client) can make through Discord, each
 * answered safely by the real bot process: malformed payloads, forged and stale buttons, messages
 * that do not say who asked, overlong options, echoed markup, a failing connection, tokens in logs.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { snowflakeAt } from '../../src/discord/guards';
import { connectBotForTests, startBot, type BotProcess } from './bot-process';
import { DiscordStandIn } from './stand-in';

const EPHEMERAL = 64;

let standIn: DiscordStandIn;
let bot: BotProcess;
connectBotForTests((connected) => ({ standIn, bot } = connected));

function buttonIds(message: any): string[] {
  return message.components.flatMap((row: any) => row.components.map((c: any) => c.custom_id));
}

async function pagerMessage(): Promise<any> {
  return (await standIn.answerOf(standIn.command('e2e-pager', { topic: 'hexproof' }))).message;
}

describe('malformed interaction payloads', () => {
  let message: any;
  beforeAll(async () => {
    message = await pagerMessage();
  });

  const shapes: [string, number, unknown, (m: any) => Record<string, unknown>][] = [
    ['a button press without its message', 3, { custom_id: 'e2e-pager:hexproof:1', component_type: 2 }, () => ({})],
    ['no member and no user', 2, { id: '1', name: 'e2e-echo', type: 1, options: [{ name: 'text', type: 3, value: 'x' }] }, () => ({ member: undefined })],
    ['a form without its fields', 5, { custom_id: 'simulate:form' }, () => ({})],
    ['a command without data', 2, undefined, () => ({})],
    ['a message command without the message', 2, { id: '1', name: 'Simulate', type: 3, target_id: '123' }, () => ({})],
    ['options that are not a list', 2, { id: '1', name: 'e2e-echo', type: 1, options: 'x' }, () => ({})],
    ['a select menu without values', 3, { custom_id: 'e2e-pager:hexproof:1', component_type: 3 }, (m) => ({ message: m })],
    ['autocomplete without a focused option', 4, { id: '1', name: 'rule', type: 1, options: [{ name: 'query', type: 3, value: 'x' }] }, () => ({})],
    ['no entitlements', 2, { id: '1', name: 'e2e-echo', type: 1, options: [{ name: 'text', type: 3, value: 'x' }] }, () => ({ entitlements: undefined })],
    ['no authorizing integration owners', 2, { id: '1', name: 'e2e-echo', type: 1, options: [{ name: 'text', type: 3, value: 'x' }] }, () => ({ authorizing_integration_owners: undefined })],
  ];

  it.each(shapes)('%s: refused with a note, logged with what is wrong, never an unhandled rejection', async (_name, type, data, extra) => {
    const tracked = standIn.dispatch(type, data, standIn.alice, extra(message));
    const answer = await standIn.answerOf(tracked);
    if (type === 4) expect(answer).toMatchObject({ type: 8, data: { choices: [] } });
    else {
      expect(answer.data.embeds[0].title).toBe('Heartwood could not read this');
      expect(answer.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    }
    const refused = await bot.waitForLog((r) => r.msg === 'refused a malformed interaction' && r.interaction?.id === tracked.payload.id);
    expect(refused.problems.length).toBeGreaterThan(0);
    expect(bot.logs.filter((r) => r.msg === 'unhandled rejection')).toEqual([]);
  });

  it('after all of them, the bot still answers', async () => {
    const answer = await standIn.answerOf(standIn.command('e2e-echo', { text: 'still here' }));
    expect(answer.data.embeds[0].description).toContain('still here');
  });
});

describe('buttons', () => {
  it('a forged button id (not on the message) gets a short note and runs nothing', async () => {
    const trace = await standIn.answerOf(standIn.command('simulate', { preset: 'heroic-once-per-spell' }, standIn.user('forger')));
    expect(buttonIds(trace.data)).not.toContain('simulate:page:endless-triggers:1');
    const forged = await standIn.answerOf(standIn.press(trace.message, 'simulate:page:endless-triggers:1', standIn.user('forger')));
    expect(forged.type).toBe(4);
    expect(forged.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(forged.data.embeds[0].title).toBe('Unknown button');
    expect(JSON.stringify(forged.data.embeds)).not.toContain('endless');
  });

  it('300 paging presses play the scenario once: another user’s /simulate meanwhile waits for nothing', async () => {
    const pager = standIn.user('pager');
    const trace = await standIn.answerOf(standIn.command('simulate', { preset: 'endless-triggers' }, pager));
    expect(trace.files.map((file) => file.name)).toEqual(['board.png', 'simulation.txt']);
    const next = buttonIds(trace.data).find((id) => id.endsWith(':1'))!;
    const presses = Array.from({ length: 300 }, () => standIn.answerOf(standIn.press(trace.message, next, pager), 60000));
    const other = await standIn.answerOf(standIn.command('simulate', { preset: 'counterspell' }, standIn.user('bystander')), 60000);
    const pages = await Promise.all(presses);
    expect(other.data.embeds[0].footer.text).toContain('preset counterspell');
    expect(pages.every((page) => page.type === 7 && page.data.embeds[0].footer.text.includes('Page 2 of'))).toBe(true);
    // The .txt came with the first page; turning pages does not send it again.
    expect(pages.every((page) => page.files.length === 0)).toBe(true);
    const simulations = bot.logs.filter((r) => r.msg === 'interaction failed');
    expect(simulations).toEqual([]);
  }, 90000);

  it('presses on two states of one message at once both turn the page (each read as it came)', async () => {
    const pager = standIn.user('quick-pager');
    const trace = await standIn.answerOf(standIn.command('simulate', { preset: 'endless-triggers' }, pager));
    const firstPage = structuredClone(trace.message);
    await standIn.answerOf(standIn.press(trace.message, buttonIds(trace.message).find((id) => id.endsWith(':1'))!, pager));
    const secondPage = structuredClone(trace.message);
    const pressOn = (message: any, page: number) => standIn.answerOf(standIn.press(message, buttonIds(message).find((id) => id.endsWith(`:${page}`))!, pager));
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? pressOn(secondPage, 2) : pressOn(firstPage, 1))));
    const footers = answers.map((answer) => [answer.type, answer.data.embeds[0].footer?.text.replace(/ of \d+$/, '')]);
    expect(footers).toEqual(answers.map((_, i) => [7, expect.stringContaining(i % 2 ? 'Page 3' : 'Page 2')]));
  });

  it('a custom id not on the message is a note, not an error', async () => {
    const answer = await standIn.answerOf(standIn.press(await pagerMessage(), 'e2e-pager:stack:2'));
    expect(answer.data.embeds[0].title).toBe('Unknown button');
  });

  it('a message that does not say who asked answers no one (the ownership check fails closed)', async () => {
    const message = await pagerMessage();
    const anonymous = { ...message, id: snowflakeAt(Date.now(), 4095), interaction_metadata: undefined };
    const answer = await standIn.answerOf(standIn.press(anonymous, 'e2e-pager:hexproof:1'));
    expect(answer.data.embeds[0].title).toBe('Not your buttons');
  });
});

describe('options', () => {
  it('a 6,000-character query (past max_length, as a forged payload can send) is refused, naming the option, before any search', async () => {
    const answer = await standIn.answerOf(standIn.command('rule', { query: 'q'.repeat(6000) }));
    expect(answer.data.embeds[0]).toMatchObject({ title: 'Option too long', description: 'The option `query` has 6,000 characters; at most 200 are allowed. Shorten it and ask again.' });
    expect(answer.data.flags & EPHEMERAL).toBe(EPHEMERAL);
  });

  it('a forged scenario over 1,000 characters is refused, not cut and played as another scenario', async () => {
    const scenario = `Alice has Mountain; Alice casts Lightning Bolt targeting Bob; ${'Bob life: 20; '.repeat(80)}`;
    const answer = await standIn.answerOf(standIn.command('simulate', { scenario }, standIn.user('forger')));
    expect(answer.data.embeds[0].description).toMatch(/^The option `scenario` has 1,\d{3} characters; at most 1,000 are allowed/);
  });

  it('/define of a masked phishing link with @everyone echoes it as plain text', async () => {
    const answer = await standIn.answerOf(standIn.command('define', { term: '[Free Nitro](https://evil.example/phish) @everyone' }));
    expect(answer.data.embeds[0].description).toContain('\\[Free Nitro\\](https\\://evil.example/phish) \\@everyone');
    expect(answer.data.embeds[0].description).not.toMatch(/(^|[^\\])\]\(https/);
    expect(answer.data.allowed_mentions).toEqual({ parse: [] });
  });

  it('an answer that only says nothing was found offers no "Post publicly"', async () => {
    const answer = await standIn.answerOf(standIn.command('define', { term: 'qqqq zzzz' }));
    expect(answer.data.embeds[0].title).toMatch(/^No /);
    expect(buttonIds(answer.data)).not.toContain('~public');
  });
});

describe('the log never holds an interaction token', () => {
  it('an answer that Discord refuses (the interaction expired) logs the failure with its URL, the token redacted', async () => {
    const tracked = standIn.command('e2e-echo', { text: 'too late' });
    standIn.expired.add(tracked.payload.id);
    const logged = await bot.waitForLog((r) => r.interaction?.id === tracked.payload.id && r.err);
    expect(logged.err.url).toMatch(new RegExp(`/interactions/${tracked.payload.id}/\\[redacted\\]/callback`));
    await bot.waitForLog((r) => r.msg === 'could not tell the user about the failure' && r.err?.url?.includes(tracked.payload.id));
  });

  it('no token of any interaction this suite sent appears anywhere in the output', () => {
    const output = bot.output();
    const leaked = standIn.interactionTokens.filter((token) => output.includes(token));
    expect(standIn.interactionTokens.length).toBeGreaterThan(10);
    expect(leaked).toEqual([]);
  });
});

describe('connecting', () => {
  it('retries an unreachable Discord with backoff and a one-line reason, no stack trace, and connects once it is there', async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const late = new DiscordStandIn();
    const waiting = startBot(standIn, { DISCORD_API_URL: `http://127.0.0.1:${port}/api` });
    try {
      const first = await waiting.waitForLog((r) => r.msg?.startsWith('cannot connect to Discord'));
      expect(first.msg).toMatch(new RegExp(`^cannot connect to Discord at http://127\\.0\\.0\\.1:${port}/api \\(connect ECONNREFUSED 127\\.0\\.0\\.1:${port}\\); retrying in 1 s$`));
      await waiting.waitForLog((r) => r.msg?.endsWith('retrying in 2 s'));
      expect(waiting.output()).not.toMatch(/\n\s+at /);
      await late.start(port);
      await waiting.waitForLog((r) => r.msg === 'connected to Discord', { timeoutMs: 30000 });
      const answer = await late.answerOf(late.command('e2e-echo', { text: 'connected at last' }));
      expect(answer.data.embeds[0].description).toContain('connected at last');
    } finally {
      await waiting.stop('SIGKILL');
      await late.stop();
    }
  }, 60000);
});

/**
 * End to end: the real bot process (`node bin/heartwood.js start`) connected to the local Discord
 * stand-in through DISCORD_API_URL, driven by INTERACTION_CREATE events like Discord would send.
 */
import { execFile, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { snowflakeAt, snowflakeTime } from '../../src/discord/guards';
import { shardOf } from '../../src/discord/shards';
import { TONE_COLORS } from '../../src/discord/render';
import { findCommand } from '../../commands';
import { PROJECT_ROOT } from '../../src/util/paths';
import { freePort } from '../free-port';
import { connectBotForTests, startBot, type BotProcess } from './bot-process';
import { sendLoad } from './load';
import { DiscordStandIn, TEST_TOKEN, type Answer } from './stand-in';

const run = promisify(execFile);
const EPHEMERAL = 64;

let standIn: DiscordStandIn;
let bot: BotProcess;
connectBotForTests((connected) => ({ standIn, bot } = connected));

async function until(condition: () => boolean, timeoutMs: number, output: () => string): Promise<void> {
  for (const start = Date.now(); !condition(); ) {
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms; output:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function buttonIds(message: any): string[] {
  return message.components.flatMap((row: any) => row.components.map((c: any) => c.custom_id));
}

describe('slash commands through the gateway', () => {
  it('answers a lookup ephemerally, with paging buttons and "Post publicly"', async () => {
    const answer = await standIn.answerOf(standIn.command('e2e-pager', { topic: 'hexproof' }));
    expect(answer.type).toBe(4);
    expect(answer.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(answer.data.embeds[0].title).toBe('hexproof, part 1');
    expect(answer.data.embeds[0].footer.text).toBe('Page 1 of 3');
    expect(buttonIds(answer.data)).toEqual(['e2e-pager:hexproof:1', 'e2e-pager:explain:hexproof', '~public']);
    expect(answer.data.allowed_mentions).toEqual({ parse: [] });
  });

  it('never pings: allowed mentions parse nothing, even for text with @everyone in a public reply', async () => {
    const answer = await standIn.answerOf(standIn.command('e2e-echo', { text: 'hello' }));
    expect(answer.data.embeds[0].description).toBe('hello @everyone');
    expect(answer.data.flags ?? 0).toBe(0);
    expect(answer.data.allowed_mentions).toEqual({ parse: [] });
  });

  it('defers an answer that takes more than a second, then edits the deferred reply', async () => {
    const tracked = standIn.command('e2e-slow');
    const answer = await standIn.answerOf(tracked);
    const [first] = standIn.responsesOf(tracked);
    expect(first).toMatchObject({ via: 'callback', type: 5, data: { flags: EPHEMERAL } });
    expect(answer.via).toBe('edit');
    expect(answer.data.embeds[0].title).toBe('Slow answer');
    expect(buttonIds(answer.data)).toContain('~public');
  });

  it('a failing handler gets an ephemeral error with a short id, the log has its stack under the same id, and the bot lives on', async () => {
    const answer = await standIn.answerOf(standIn.command('e2e-boom'));
    expect(answer.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    const id = /Error id `([0-9a-z]+)`/.exec(answer.data.embeds[0].description)?.[1];
    expect(id).toBeDefined();
    const record = await bot.waitForLog((r) => r.errorId === id);
    expect(record.level).toBe(50);
    expect(record.err.stack).toContain('deliberate failure for the end-to-end test');
    expect(bot.output()).not.toContain(TEST_TOKEN);
    const next = await standIn.answerOf(standIn.command('e2e-echo', { text: 'still here' }));
    expect(next.data.embeds[0].description).toContain('still here');
  });

  it('a handler failing after the deferral replaces "thinking…" with the ephemeral error', async () => {
    const tracked = standIn.command('e2e-slow', { fail: true });
    const answer = await standIn.answerOf(tracked);
    expect(standIn.responsesOf(tracked)[0]).toMatchObject({ via: 'callback', type: 5 });
    expect(answer.via).toBe('edit');
    expect(answer.data.embeds[0].title).toBe('Something went wrong');
    expect(answer.message.flags & EPHEMERAL).toBe(EPHEMERAL);
  });

  it('a command Heartwood no longer has (registered before an update) gets a note to redeploy', async () => {
    const answer = await standIn.answerOf(standIn.command('retired-command'));
    expect(answer.data.embeds[0].title).toBe('Unknown command');
    expect(answer.data.embeds[0].description).toContain('npm run deploy-commands');
  });

  it('autocomplete answers at most 25 choices, names cut to 100 characters, values over 100 dropped', async () => {
    const all = await standIn.answerOf(standIn.autocomplete('e2e-pager', 'topic', ''));
    expect(all.type).toBe(8);
    expect(all.data.choices.map((c: any) => c.value)).toEqual(['hexproof', 'hex', 'stack']);
    for (const choice of all.data.choices) expect(choice.name.length).toBeLessThanOrEqual(100);
    const some = await standIn.answerOf(standIn.autocomplete('e2e-pager', 'topic', 'he'));
    expect(some.data.choices.map((c: any) => c.value)).toEqual(['hexproof', 'hex']);
  });
});

const embedText = (data: any) => JSON.stringify(data.embeds);

describe('the rules commands', () => {
  it('has /rule and /define registered (their cases below need them)', () => {
    expect(findCommand('rule')).toBeDefined();
    expect(findCommand('define')).toBeDefined();
  });

  it('/rule 601.2h answers with the rule text, ephemeral, with "Post publicly"', async () => {
    const answer = await standIn.answerOf(standIn.command('rule', { query: '601.2h' }));
    expect(answer.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(embedText(answer.data)).toContain('The player pays the total cost.');
    expect(buttonIds(answer.data)).toContain('~public');
  });

  it('/rule finds the English rule from a German word (fluchsicher → 702.11 Hexproof)', async () => {
    const answer = await standIn.answerOf(standIn.command('rule', { query: 'fluchsicher' }));
    expect(answer.data.embeds[0].title).toContain('702.11');
  });

  it('/define hexproof answers with the glossary entry', async () => {
    const answer = await standIn.answerOf(standIn.command('define', { term: 'hexproof' }));
    expect(embedText(answer.data).toLowerCase()).toContain('hexproof');
    expect(answer.data.embeds[0].color).toBe(TONE_COLORS.info);
  });

  it('/rule autocomplete suggests rule numbers, each name within 100 characters', async () => {
    const answer = await standIn.answerOf(standIn.autocomplete('rule', 'query', '601.2'));
    expect(answer.data.choices.map((c: any) => c.value)).toContain('601.2h');
    for (const choice of answer.data.choices) expect(choice.name.length).toBeLessThanOrEqual(100);
  });
});

describe('the card commands', () => {
  it('has /card and /ruling registered (their cases below need them)', () => {
    expect(findCommand('card')).toBeDefined();
    expect(findCommand('ruling')).toBeDefined();
  });

  it('/card shows the card ephemerally; its Rulings button answers in a new message and leaves the card', async () => {
    const card = await standIn.answerOf(standIn.command('card', { name: 'Artisan of Forms' }));
    expect(card.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(card.data.embeds[0].title).toBe('Artisan of Forms');
    expect(embedText(card.data)).toContain('Heroic');
    const rulingsButton = buttonIds(card.data).find((id) => id.startsWith('ruling:'))!;
    const rulings = await standIn.answerOf(standIn.press(card.message, rulingsButton));
    expect(rulings.type).toBe(4);
    expect(embedText(rulings.data)).toContain("it's neither entering nor leaving the battlefield");
    expect(standIn.messages.get(card.message.id).embeds[0].title).toBe('Artisan of Forms');
  });

  it('/card says whether /simulate plays the card; "How Heartwood reads it" answers the asker alone, ephemerally, in a new message', async () => {
    const card = await standIn.answerOf(standIn.command('card', { name: 'Artisan of Forms' }));
    expect(card.data.embeds[0].description).toContain('*Plays in /simulate*');
    const reads = card.data.components.flatMap((row: any) => row.components).find((c: any) => c.label === 'How Heartwood reads it');
    expect(reads.custom_id).toMatch(/^card:read:/);
    const notYours = await standIn.answerOf(standIn.press(card.message, reads.custom_id, standIn.bob));
    expect(notYours.data.embeds[0].title).toBe('Not your buttons');
    const reading = await standIn.answerOf(standIn.press(card.message, reads.custom_id));
    expect(reading.type).toBe(4);
    expect(reading.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(reading.data.embeds[0].title).toBe('How Heartwood reads Artisan of Forms');
    expect(reading.data.embeds[0].description).toContain('Whenever you cast a spell that targets Artisan of Forms, you may have Artisan of Forms become a copy of target creature, except it has this ability.');
    expect(standIn.messages.get(card.message.id).embeds[0].title).toBe('Artisan of Forms');
  });

  it('/ruling answers with the dated official rulings', async () => {
    const answer = await standIn.answerOf(standIn.command('ruling', { name: 'Artisan of Forms' }));
    expect(answer.data.embeds[0].title).toBe('Rulings: Artisan of Forms');
    expect(embedText(answer.data)).toContain('**2013-09-15**');
    expect(embedText(answer.data)).toContain('it will become a copy of whatever Artisan of Forms is currently copying');
  });

  it('/card autocomplete suggests card names as they are typed', async () => {
    const answer = await standIn.answerOf(standIn.autocomplete('card', 'name', 'artisan'));
    expect(answer.data.choices.map((c: any) => c.name)).toContain('Artisan of Forms');
  });
});

describe('/simulate and the Simulate message command', () => {
  const HOPLITE = 'Alice has Favored Hoplite, Forest, Plains; Bob has Grizzly Bears; Alice casts Seeds of Strength targeting Favored Hoplite, Favored Hoplite, Favored Hoplite; resolve all; Alice attacks with Favored Hoplite; Bob blocks Favored Hoplite with Grizzly Bears; next turn; go to end step';
  let trace: Answer;

  beforeAll(async () => {
    // The first simulation also boots the worker pool; run it for a user of its own, outside the cooldown cases.
    await standIn.answerOf(standIn.command('simulate', { preset: 'heroic-once-per-spell' }, standIn.user('warm-up')));
  });

  it('has /simulate and Simulate registered (their cases below need them)', () => {
    expect(findCommand('simulate')).toBeDefined();
    expect(findCommand('Simulate')).toBeDefined();
  });

  it('/simulate scenario:<text> answers with the trace, each step citing its rule, paged, with an "Explain a rule" menu', async () => {
    trace = await standIn.answerOf(standIn.command('simulate', { scenario: HOPLITE }));
    expect(trace.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(embedText(trace.data)).toContain('[601.2i]');
    const components = trace.data.components.flatMap((row: any) => row.components);
    expect(components.find((c: any) => c.custom_id === 'simulate:explain')?.placeholder).toBe('Explain a rule');
    expect(components.map((c: any) => c.label)).toContain('Page 2 ▶');
  });

  it('/simulate attaches board.png, the picture of the final board its embed shows, with a "Board at step …" menu', () => {
    const board = trace.files.find((file) => file.name === 'board.png');
    expect(board?.text.slice(1, 4)).toBe('PNG'); // the PNG signature (its first byte is not text)
    expect(trace.data.embeds[0].image?.url).toBe('attachment://board.png');
    const components = trace.data.components.flatMap((row: any) => row.components);
    expect(components.find((c: any) => c.custom_id === 'simulate:board:')?.placeholder).toBe('Board at step …');
  });

  it('a second run within the cooldown gets a friendly wait message instead (the same scenario again comes from the trace cache)', async () => {
    const again = await standIn.answerOf(standIn.command('simulate', { scenario: `${HOPLITE}; resolve all` }));
    expect(again.data.embeds[0].title).toBe('One moment');
    expect(again.data.embeds[0].description).toMatch(/You can simulate again in \d+ seconds?\./);
    expect(again.data.flags & EPHEMERAL).toBe(EPHEMERAL);
  });

  it('the trace pages with its Next button (paging is not a new run, so no cooldown)', async () => {
    const next = trace.data.components.flatMap((row: any) => row.components).find((c: any) => c.label === 'Page 2 ▶');
    const page = await standIn.answerOf(standIn.press(trace.message, next.custom_id));
    expect(page.type).toBe(7);
    expect(page.data.embeds[0].footer.text).toContain('Page 2 of');
  });

  it('"Explain a rule" answers with the chosen rule in a new message, leaving the trace', async () => {
    const menu = trace.data.components.flatMap((row: any) => row.components).find((c: any) => c.custom_id === 'simulate:explain');
    const ruleId = menu.options.find((o: any) => o.value === '601.2i')?.value ?? menu.options[0].value;
    const explained = await standIn.answerOf(standIn.choose(trace.message, 'simulate:explain', [ruleId]));
    expect(explained.type).toBe(4);
    expect(embedText(explained.data)).toContain(ruleId);
    expect(embedText(standIn.messages.get(trace.message.id))).toContain('Seeds of Strength');
  });

  it('/simulate with no scenario opens the form; submitting it runs the scenario', async () => {
    const bob = standIn.bob;
    const form = await standIn.answerOf(standIn.command('simulate', {}, bob));
    expect(form.type).toBe(9);
    const input = form.data.components[0].components[0];
    expect(input).toMatchObject({ type: 4, style: 2 });
    const submitted = await standIn.answerOf(standIn.submitModal(form.data.custom_id, { [input.custom_id]: HOPLITE.replace('; ', '\n') }, bob));
    expect(embedText(submitted.data)).toContain('[601.2i]');
  });

  it('the Simulate message command plays the scenario in a message\'s code block', async () => {
    const carol = standIn.user('carol');
    const answer = await standIn.answerOf(standIn.messageCommand('Simulate', 'Does heroic trigger once?\n```\n' + HOPLITE.replace('; ', '\n') + '\n```', carol));
    expect(embedText(answer.data)).toContain('[601.2i]');
    expect(embedText(answer.data)).toContain('Seeds of Strength');
  });
});

describe('buttons', () => {
  async function pagedMessage(): Promise<any> {
    return (await standIn.answerOf(standIn.command('e2e-pager', { topic: 'stack' }))).message;
  }

  it('a paging button replaces the message with the next page, with previous and next buttons', async () => {
    const message = await pagedMessage();
    const answer = await standIn.answerOf(standIn.press(message, 'e2e-pager:stack:1'));
    expect(answer.type).toBe(7);
    expect(answer.data.embeds[0].title).toBe('stack, part 2');
    expect(answer.data.embeds[0].footer.text).toBe('Page 2 of 3');
    expect(buttonIds(answer.data).slice(0, 2)).toEqual(['e2e-pager:stack:0', 'e2e-pager:stack:2']);
    expect(standIn.messages.get(message.id).embeds[0].title).toBe('stack, part 2');
  });

  it('a non-paging button answers in a new ephemeral message and leaves the original alone', async () => {
    const message = await pagedMessage();
    const answer = await standIn.answerOf(standIn.press(message, 'e2e-pager:explain:stack'));
    expect(answer.type).toBe(4);
    expect(answer.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(answer.data.embeds[0].title).toBe('Explaining stack');
    expect(standIn.messages.get(message.id).embeds[0].title).toBe('stack, part 1');
  });

  it('"Post publicly" re-posts the same embeds in the channel, without buttons and without pinging', async () => {
    const message = await pagedMessage();
    const answer = await standIn.answerOf(standIn.press(message, '~public'));
    expect(answer.type).toBe(4);
    expect(answer.data.flags ?? 0).toBe(0);
    expect(answer.data.embeds).toEqual(message.embeds);
    expect(answer.data.components).toEqual([]);
    expect(answer.data.content).toBe('Shared by Alice:');
    expect(answer.data.allowed_mentions).toEqual({ parse: [] });
  });

  it('answers only the asker: someone else pressing gets an ephemeral note and the message stays', async () => {
    const message = await pagedMessage();
    const answer = await standIn.answerOf(standIn.press(message, 'e2e-pager:stack:1', standIn.bob));
    expect(answer.type).toBe(4);
    expect(answer.data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(answer.data.embeds[0].title).toBe('Not your buttons');
    expect(standIn.messages.get(message.id).embeds[0].title).toBe('stack, part 1');
  });

  it('a button of a command that no longer answers buttons gets a note, not an error', async () => {
    const message = await pagedMessage();
    message.components[0].components.push({ type: 2, style: 2, label: 'Old', custom_id: 'retired-command:1' });
    const answer = await standIn.answerOf(standIn.press(message, 'retired-command:1'));
    expect(answer.data.embeds[0].title).toBe('Nothing to do');
    expect(answer.data.flags & EPHEMERAL).toBe(EPHEMERAL);
  });

  it('buttons expire 10 minutes after their message', async () => {
    const message = await pagedMessage();
    const elevenMinutesLater = snowflakeAt(snowflakeTime(message.id) + 11 * 60 * 1000, 7);
    const answer = await standIn.answerOf(standIn.press(message, 'e2e-pager:stack:1', standIn.alice, elevenMinutesLater));
    expect(answer.data.embeds[0].title).toBe('These buttons have expired');
    expect(answer.data.flags & EPHEMERAL).toBe(EPHEMERAL);
  });
});

describe('the gateway connection', () => {
  it('resumes the session after the connection drops, and answers the next command', async () => {
    const identifies = standIn.identifies;
    const resumes = standIn.resumes;
    const resumed = bot.waitForLog((r) => r.msg === 'gateway session resumed', { seenToo: false });
    standIn.dropConnections();
    await resumed;
    expect(standIn.resumes).toBe(resumes + 1);
    expect(standIn.identifies).toBe(identifies);
    const answer = await standIn.answerOf(standIn.command('e2e-echo', { text: 'after the drop' }));
    expect(answer.data.embeds[0].description).toContain('after the drop');
  });

  it('answers every one of 100 interactions sent over 2 seconds (the full 500 are in npm run bench -- discord)', async () => {
    const answers = await sendLoad(standIn, 100, 2000, (i) => standIn.command('e2e-echo', { text: `load ${i}` }));
    expect(answers.map((a) => a.data.embeds[0].description)).toEqual(answers.map((_, i) => `load ${i} @everyone`));
  });
});

describe('deploy-commands', () => {
  const deploy = (args: string[]) =>
    run(process.execPath, ['--require', path.join(__dirname, 'preload.js'), path.join(PROJECT_ROOT, 'src/discord/deploy-commands.ts'), ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...standIn.env() },
    });

  it('registers the commands in a guild with German localizations and prints what changed, then reports nothing changed', async () => {
    const first = await deploy(['--guild', standIn.guildId]);
    expect(first.stdout).toContain(`in guild ${standIn.guildId}`);
    expect(first.stdout).toContain('+ added      e2e-pager');
    const registered = standIn.registered.get(standIn.guildId)!;
    expect(registered.map((c) => c.name)).toEqual(expect.arrayContaining(['e2e-pager', 'e2e-boom', 'e2e-slow', 'e2e-echo']));
    const rule = registered.find((c) => c.name === 'rule');
    expect(rule.description_localizations.de).toMatch(/Regel/);
    expect(rule.options[0].name_localizations.de).toBe('suche');
    expect(registered.find((c) => c.name === 'Simulate')).toMatchObject({ type: 3, name_localizations: { de: 'Simulieren' } });
    const second = await deploy(['--guild', standIn.guildId]);
    expect(second.stdout).toContain('= unchanged  e2e-pager');
    expect(second.stdout).toContain('Nothing changed.');
    expect(second.stdout + second.stderr).not.toContain(TEST_TOKEN);
  });

  it('rejects a malformed --guild, naming the option', async () => {
    await expect(deploy(['--guild', 'general'])).rejects.toMatchObject({ stderr: expect.stringContaining('--guild must be a Discord server id') });
  });
});

describe('start:sharded', () => {
  /** The ShardingManager with `env`, against `sharded`; `check` runs while it is up. */
  async function withManager(sharded: DiscordStandIn, env: Record<string, string>, check: (output: () => string) => Promise<void>): Promise<void> {
    const manager = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(PROJECT_ROOT, 'src/discord/sharded.ts')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...sharded.env(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    manager.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    manager.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => manager.once('exit', resolve));
    try {
      await check(() => output);
    } finally {
      manager.kill('SIGTERM');
      expect(await exited).toBe(0);
      await sharded.stop();
    }
  }

  it('runs one process per shard (count "auto" from the stand-in, through DISCORD_API_URL); the shard owning the guild answers', async () => {
    const sharded = new DiscordStandIn({ recommendedShards: 2 });
    await sharded.start();
    await withManager(sharded, { HEARTWOOD_SHARDS: 'auto' }, async (output) => {
      await until(() => sharded.identifies === 2, 40000, output);
      expect(sharded.shards.sort()).toEqual([[0, 2], [1, 2]]);
      const answer = await sharded.answerOf(sharded.command('rule', { query: '601.2h' }));
      expect(embedText(answer.data)).toContain('The player pays the total cost.');
    });
  }, 60000);

  it('runs only the shards HEARTWOOD_SHARDS names, of HEARTWOOD_SHARD_COUNT; shard N serves metrics on HEARTWOOD_METRICS_PORT + N', async () => {
    const sharded = new DiscordStandIn({ guilds: 3 });
    await sharded.start();
    const shardPort = await freePort();
    await withManager(sharded, { HEARTWOOD_SHARDS: '2', HEARTWOOD_SHARD_COUNT: '3', HEARTWOOD_METRICS_PORT: String(shardPort - 2) }, async (output) => {
      await until(() => output().includes('all shards launched') && sharded.identifies === 1, 40000, output);
      expect(sharded.shards).toEqual([[2, 3]]);
      expect(await (await fetch(`http://127.0.0.1:${shardPort}/healthz`)).text()).toBe('ok\n');
      const guild = sharded.guildIds.find((id) => shardOf(id, 3) === 2);
      const answer = await sharded.answerOf(sharded.command('rule', { query: '601.2h' }, sharded.alice, guild));
      expect(embedText(answer.data)).toContain('The player pays the total cost.');
    });
  }, 60000);
});

describe('start-up and shutdown', () => {
  it('refuses a malformed configuration, naming each bad variable and never the token', async () => {
    const broken = startBot(standIn, { DISCORD_CLIENT_ID: 'my-bot', DISCORD_API_URL: `${standIn.apiUrl}/v10`, HEARTWOOD_SHARDS: '4-7', HEARTWOOD_SHARD_COUNT: '6' });
    expect(await broken.exited).toBe(1);
    expect(broken.output()).toContain('DISCORD_CLIENT_ID must be a Discord id');
    expect(broken.output()).toContain('DISCORD_API_URL must not end with the API version');
    expect(broken.output()).toContain('HEARTWOOD_SHARDS=4-7 names shard 7, but HEARTWOOD_SHARD_COUNT=6: shard ids run from 0 to 5');
    expect(broken.output()).not.toContain(TEST_TOKEN);
  });

  it('says so when the metrics port is taken, and exits', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const refused = startBot(standIn, { HEARTWOOD_METRICS_PORT: String(port) });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(`HEARTWOOD_METRICS_PORT: cannot serve metrics on 127.0.0.1 port ${port} (listen EADDRINUSE`);
    } finally {
      taken.close();
    }
  });

  it('says clearly when Discord refuses the token, and exits', async () => {
    const refused = startBot(standIn, { DISCORD_TOKEN: 'MTIzNDU2Nzg5MDEyMzQ1Njc4.wrong.token-that-was-reset' });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('DISCORD_TOKEN was refused by Discord');
    expect(refused.output()).not.toContain('wrong.token-that-was-reset');
  });

  it('never logged the token of any interaction this suite sent', () => {
    const output = bot.output();
    expect(standIn.interactionTokens.filter((token) => output.includes(token))).toEqual([]);
  });

  it('shuts down gracefully on SIGTERM', async () => {
    expect(await bot.stop('SIGTERM')).toBe(0);
    expect(bot.logs.map((r) => r.msg)).toEqual(expect.arrayContaining(['shutting down', 'disconnected; bye']));
  });
});

describe('stopping (SIGTERM) leaves no answer at "Heartwood is thinking…"', () => {
  it('answers in flight finish within the grace; one still running after it, and every interaction after the signal, are told "Heartwood is restarting"', async () => {
    const standIn = new DiscordStandIn();
    await standIn.start();
    const bot = startBot(standIn);
    try {
      await bot.waitForLog((record) => record.msg === 'connected to Discord');
      const quick = standIn.command('e2e-slow', { ms: 1500 });
      const endless = standIn.command('e2e-slow', { ms: 600_000 });
      // Both deferred ("thinking…") before the signal.
      await until(() => [quick, endless].every((tracked) => standIn.responsesOf(tracked).some((response) => response.type === 5)), 10000, bot.output);
      const stopping = bot.stop('SIGTERM');
      await bot.waitForLog((record) => record.msg === 'shutting down');
      const late = standIn.command('rule', { query: '601.2h' });
      expect(embedText((await standIn.answerOf(late)).data)).toContain('Heartwood is restarting');
      expect(embedText((await standIn.answerOf(quick)).data)).toContain('Worth the wait.');
      const told = await standIn.answerOf(endless, 12000);
      expect(told.via).toBe('edit');
      expect(embedText(told.data)).toContain('Heartwood is restarting');
      expect(await stopping).toBe(0);
      expect(bot.logs.map((record) => record.msg)).toContain('1 answers were not done after 5 s: told "Heartwood is restarting"');
    } finally {
      await bot.stop('SIGKILL');
      await standIn.stop();
    }
  }, 40000);
});

/**
 * End to end, the real bot process: the data it says it loaded, the rules and tournament documents
 * refreshed in the background while it answers (the Wizards pages stood in for by a local
 * server), a broken download that keeps the old rules, and [[Card Name]] in messages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type FixtureServer } from '../http-fixture';
import { MINI_CR } from '../rules/helpers';
import { tournamentRender } from '../tournament/render-fixture';
import { startBot, type BotProcess } from './bot-process';
import { DiscordStandIn } from './stand-in';
import { LOADED_LINE } from '../bundled-data';

const miniText = fs.readFileSync(MINI_CR, 'utf8');

let rulesSite: FixtureServer;
beforeAll(async () => {
  rulesSite = await startServer({
    '/en/rules': { body: '<a href="/downloads/MagicCompRules%2020260303.txt">TXT</a>' },
    // Slow, so that the bot answers while the download is still in progress.
    '/downloads/MagicCompRules 20260303.txt': { body: miniText, delayMs: 2000 },
    '/broken/rules': { body: '<a href="/broken/MagicCompRules.txt">TXT</a>' },
    '/broken/MagicCompRules.txt': { body: miniText.slice(0, 2000) },
    // The rules documents page, with documents of the bundled dates: the refresh finds nothing newer.
    '/en/rules-documents': { body: '<a href="/docs/MTG_MTR_EN.pdf">Tournament Rules</a> <a href="/docs/MTG_IPG_EN.pdf">IPG</a> <a href="/docs/MTG_JAR_EN.pdf">JAR</a>' },
    '/docs/MTG_MTR_EN.pdf': { body: tournamentRender('Magic: The Gathering® Tournament Rules', 'November 10, 2025', 'Tournament Fundamentals', 'Players are responsible.') },
    '/docs/MTG_IPG_EN.pdf': { body: tournamentRender('Magic Infraction Procedure Guide', 'September 23, 2024', 'General Philosophy', 'Judges are neutral.') },
    '/docs/MTG_JAR_EN.pdf': { body: tournamentRender('Judging at Regular Rules Enforcement Level (REL)', 'September 23, 2024', 'Common Issues', 'Players play for fun.') },
  });
});
afterAll(() => rulesSite.close());

/** A stand-in and a bot with its own data folder and the given settings. */
async function connectedBot(env: Record<string, string>): Promise<{ standIn: DiscordStandIn; bot: BotProcess; stop: () => Promise<void> }> {
  const standIn = new DiscordStandIn();
  await standIn.start();
  const bot = startBot(standIn, { HEARTWOOD_DATA: fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-e2e-data-')), HEARTWOOD_TOURNAMENT_PAGE_URL: `${rulesSite.url}/en/rules-documents`, ...env });
  await bot.waitForLog((record) => record.msg === 'connected to Discord');
  return {
    standIn,
    bot,
    stop: async () => {
      await bot.stop('SIGKILL');
      await standIn.stop();
    },
  };
}

const footerOf = async (standIn: DiscordStandIn) => (await standIn.answerOf(standIn.command('rule', { query: '601.2h' }))).data.embeds[0].footer.text;

describe('the data of a running bot', () => {
  it('logs what it loaded, answers while a new CR downloads, then answers from it, with a one-line summary', async () => {
    const { standIn, bot, stop } = await connectedBot({ HEARTWOOD_REFRESH: '24h', HEARTWOOD_RULES_PAGE_URL: `${rulesSite.url}/en/rules` });
    try {
      expect(bot.logs[0].msg).toBe(LOADED_LINE);
      expect(await footerOf(standIn)).toBe('Comprehensive Rules effective January 16, 2026');
      const refreshed = await bot.waitForLog((record) => String(record.msg).startsWith('refresh:'));
      expect(refreshed).toMatchObject({ level: 30, msg: 'refresh: rules now the Comprehensive Rules of March 3, 2026 (were January 16, 2026); MTR unchanged (November 10, 2025), IPG unchanged (September 23, 2024), JAR unchanged (September 23, 2024); cards: none ingested', nextCheck: '1440 min' });
      expect(await footerOf(standIn)).toBe('Comprehensive Rules effective March 3, 2026');
    } finally {
      await stop();
    }
  });

  it('a broken download is logged as a warning and the bot keeps answering from the rules it had', async () => {
    const { standIn, bot, stop } = await connectedBot({ HEARTWOOD_REFRESH: '24h', HEARTWOOD_RULES_PAGE_URL: `${rulesSite.url}/broken/rules` });
    try {
      const failed = await bot.waitForLog((record) => String(record.msg).startsWith('refresh failed'));
      expect(failed).toMatchObject({ level: 40, retryIn: '5 min', msg: expect.stringMatching(/^refresh failed, the current data stays: .*MagicCompRules\.txt is not a usable Comprehensive Rules file/) });
      expect(await footerOf(standIn)).toBe('Comprehensive Rules effective January 16, 2026');
    } finally {
      await stop();
    }
  });

  it('with HEARTWOOD_INLINE_CARDS=1, [[Card Name]] in a message answers with the cards, replying without a ping', async () => {
    const { standIn, stop } = await connectedBot({ HEARTWOOD_REFRESH: 'off', HEARTWOOD_INLINE_CARDS: '1' });
    try {
      const message = standIn.say('Does [[Lightning Bolt]] kill a [[hoplite]] with [[Nosuchcard Zzyzx]]?');
      const reply = await message.reply();
      expect(reply.embeds.map((embed: any) => embed.title)).toEqual(['Lightning Bolt', 'Favored Hoplite', 'No such card']);
      expect(reply.message_reference).toMatchObject({ message_id: message.id });
      expect(reply.allowed_mentions).toEqual({ parse: [], replied_user: false });
      expect(reply.components ?? []).toEqual([]);
    } finally {
      await stop();
    }
  });
});

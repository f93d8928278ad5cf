import { Writable } from 'node:stream';
import { DiscordAPIError } from '@discordjs/rest';
import { createLogger } from '../../src/discord/logger';

const INTERACTION_TOKEN = 'aW50ZXJhY3Rpb246MTQ0NjM4NjY1MjcyMDQ1MTcxMjpTZWNyZXRTZWNyZXRTZWNyZXQ';
const BOT_TOKEN = 'MTAwMDAwMDAwMDAwMDAwMDAw.standin.e2e-token_not-a-real-one';
const OTHER_TOKEN = 'interaction-token-1446386652720451712';

function capture(): { logger: ReturnType<typeof createLogger>; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => text };
}

describe('logs never hold a token', () => {
  it('redacts interaction tokens from a failed callback error: its URL, request body and cause', () => {
    const { logger, text } = capture();
    const error = new DiscordAPIError(
      { message: 'Unknown interaction', code: 10062 },
      10062,
      404,
      'POST',
      `https://discord.com/api/v10/interactions/1446386652720451712/${INTERACTION_TOKEN}/callback?with_response=false`,
      { body: { type: 4, data: { content: `see /webhooks/1000000000000000000/${OTHER_TOKEN}/messages/@original` } }, files: [{ name: 'answer.txt', data: Buffer.from('x') }] },
    );
    (error as Error & { cause?: unknown }).cause = new Error(`PATCH /webhooks/1000000000000000000/${OTHER_TOKEN}/messages/@original failed`);
    logger.error({ err: error, errorId: 'abc1234', request: { headers: { Authorization: `Bot ${BOT_TOKEN}` }, token: OTHER_TOKEN } }, `interaction failed: POST /interactions/1/${OTHER_TOKEN}/callback`);
    const out = text();
    for (const secret of [INTERACTION_TOKEN, BOT_TOKEN, OTHER_TOKEN]) expect(out).not.toContain(secret);
    const record = JSON.parse(out);
    expect(record.err.url).toBe('https://discord.com/api/v10/interactions/1446386652720451712/[redacted]/callback?with_response=false');
    expect(record.err.message).toContain('Unknown interaction');
    expect(record.err.stack).toContain('DiscordAPIError');
    expect(record.err.requestBody.files[0].data).toBe('[1 bytes]');
    expect(record.request).toEqual({ headers: { Authorization: '[redacted]' }, token: '[redacted]' });
    expect(record.msg).toBe('interaction failed: POST /interactions/1/[redacted]/callback');
  });

  it('redacts a token in an error nested anywhere, and in a plain message', () => {
    const { logger, text } = capture();
    logger.warn({ attempts: [{ failure: Object.assign(new Error('no'), { url: `/interactions/2/${OTHER_TOKEN}` }) }] }, `Bot ${BOT_TOKEN} ${INTERACTION_TOKEN}`);
    for (const secret of [INTERACTION_TOKEN, BOT_TOKEN, OTHER_TOKEN]) expect(text()).not.toContain(secret);
    expect(JSON.parse(text()).attempts[0].failure.url).toBe('/interactions/2/[redacted]');
  });
});

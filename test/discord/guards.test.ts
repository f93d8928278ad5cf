import { BUTTON_LIFETIME_MS, buttonExpired, errorId, snowflakeAt, snowflakeTime } from '../../src/discord/guards';

describe('snowflakes carry their creation time', () => {
  it('reads the time of a real Discord id (Discord epoch 2015-01-01)', () => {
    // The example snowflake of Discord's API reference: 2016-04-30T11:18:25.796Z.
    expect(new Date(snowflakeTime('175928847299117063')).toISOString()).toBe('2016-04-30T11:18:25.796Z');
  });

  it('round-trips a time through snowflakeAt', () => {
    const time = Date.UTC(2026, 10, 29, 20, 0, 0, 123);
    expect(snowflakeTime(snowflakeAt(time, 42))).toBe(time);
  });
});

describe('buttons expire 10 minutes after their message', () => {
  const sent = Date.UTC(2026, 0, 1);
  const message = snowflakeAt(sent);

  it('still work at exactly 10 minutes', () => {
    expect(buttonExpired(message, snowflakeAt(sent + BUTTON_LIFETIME_MS))).toBe(false);
  });

  it('have expired a millisecond later', () => {
    expect(buttonExpired(message, snowflakeAt(sent + BUTTON_LIFETIME_MS + 1))).toBe(true);
  });
});

describe('errorId', () => {
  it('is short, stable and differs between interactions', () => {
    const a = errorId('1576687721261301761');
    expect(a).toMatch(/^[0-9a-z]{1,7}$/);
    expect(errorId('1576687721261301761')).toBe(a);
    expect(errorId('1576687721261301762')).not.toBe(a);
  });
});

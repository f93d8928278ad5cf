/**
 * Stateless checks on interactions, computed from Discord's snowflakes rather than a clock:
 * a snowflake's top bits are its creation time, so "how old is this message" needs no Date.now().
 */

const DISCORD_EPOCH = 1420070400000n;

/** Buttons stop answering 10 minutes after their message was sent. */
export const BUTTON_LIFETIME_MS = 10 * 60 * 1000;

/** The creation time (ms since 1970) encoded in a Discord id. */
export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

/** A Discord id created at the given time (ms since 1970), with a sequence number in its low bits. */
export function snowflakeAt(time: number, sequence = 0): string {
  return ((BigInt(time) - DISCORD_EPOCH) << 22n | BigInt(sequence & 0x3fffff)).toString();
}

/** True when the press (an interaction id) came more than 10 minutes after the message. */
export function buttonExpired(messageId: string, pressId: string): boolean {
  return snowflakeTime(pressId) - snowflakeTime(messageId) > BUTTON_LIFETIME_MS;
}

/** A short, stable id for an error, derived from the interaction's id, shown to the user and logged. */
export function errorId(interactionId: string): string {
  return BigInt(interactionId).toString(36).slice(-7);
}

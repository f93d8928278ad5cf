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

/**
 * Per-user cooldown, timed by interaction snowflakes. It lives in the process: every interaction
 * of a guild reaches the shard that owns the guild, so a user is limited per shard (see README).
 */
export class Cooldown {
  private readonly lastUse = new Map<string, number>();

  constructor(private readonly seconds: number) {}

  /** Milliseconds the user must still wait at `time` (0: may go ahead). */
  remaining(userId: string, time: number): number {
    const last = this.lastUse.get(userId);
    if (last === undefined) return 0;
    return Math.max(0, last + this.seconds * 1000 - time);
  }

  /** Starts a run at `time` when the user may: 0 (and the wait begins), else the milliseconds still to wait. */
  take(userId: string, time: number): number {
    const wait = this.remaining(userId, time);
    if (wait === 0) this.record(userId, time);
    return wait;
  }

  record(userId: string, time: number): void {
    if (this.seconds <= 0) return;
    this.lastUse.set(userId, time);
    for (const [user, at] of this.lastUse) if (at + this.seconds * 1000 <= time) this.lastUse.delete(user);
  }
}

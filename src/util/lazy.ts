/**
 * Values built on first use, or ahead of it a step at a time. A build is a generator that yields
 * between steps of a few milliseconds: used on the spot it runs through at once; warmed in the
 * background (the bot, reloading changed data) the event loop gets its turn between steps.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

export type Steps<T = void> = Generator<void, T>;

export interface Lazy<T> {
  /** The value, built now if it was not yet. */
  (): T;
  /** Builds it (if not yet), a step at a time. */
  steps(): Steps;
}

export function lazy<T>(build: () => Steps<T>): Lazy<T> {
  let built: { value: T } | undefined;
  const get = (() => (built ??= { value: runSteps(build()) }).value) as Lazy<T>;
  get.steps = function* () {
    if (built) return;
    const value = yield* build();
    built ??= { value };
  };
  return get;
}

/** A lazy value built in one step. */
export function once<T>(compute: () => T): Lazy<T> {
  return lazy(function* () {
    return compute();
  });
}

/** Runs every step at once. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Runs the steps one event-loop turn each, so that other work (answers) goes on in between. */
export async function runInTurns<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await nextTurn();
  }
}

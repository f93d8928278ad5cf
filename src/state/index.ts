/** The process's shared state (./shared-state): this process's memory unless the bot connected to Redis. */
import { MemoryState } from './memory-state';
import type { SharedState } from './shared-state';

export type { JobAdmission, Release, SharedState } from './shared-state';

let current: SharedState | undefined;

export function sharedState(): SharedState {
  current ??= new MemoryState();
  return current;
}

/** Replaces the process's shared state (the bot, once connected to Redis; tests, for a fresh one). */
export function useSharedState(state: SharedState): void {
  current = state;
}

/**
 * A convenience wrapper for drivers and tests: holds the current state and every event so far.
 * The engine itself stays pure (step); this only threads the state through.
 */
import type { CardLibrary } from './cards/library';
import { createGame, resolveStack, step } from './game';
import { snapshot } from './snapshot';
import type { Action, BoardSnapshot, EngineEvent, GameSetup, GameState } from './types';

export class Game {
  state: GameState;
  readonly events: EngineEvent[] = [];

  constructor(setup: GameSetup, library?: CardLibrary) {
    const created = createGame(setup, library);
    this.state = created.state;
    this.events.push(...created.events);
  }

  /** Applies one action; returns its events. */
  do(action: Action): EngineEvent[] {
    const result = step(this.state, action);
    this.state = result.state;
    this.events.push(...result.events);
    return result.events;
  }

  /** Every player passes until the stack is empty; returns those events. */
  resolveStack(): EngineEvent[] {
    const result = resolveStack(this.state);
    this.state = result.state;
    this.events.push(...result.events);
    return result.events;
  }

  snapshot(): BoardSnapshot {
    return snapshot(this.state);
  }
}

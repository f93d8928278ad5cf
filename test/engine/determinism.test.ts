import { createGame, runActions, step } from '../../src/engine';
import { SCENARIOS, play } from './scenarios';

describe('determinism: the same input always gives the same events', () => {
  it.each(Object.keys(SCENARIOS))('%s plays out identically twice', (name) => {
    const scenario = SCENARIOS[name as keyof typeof SCENARIOS];
    expect(play(scenario).events).toEqual(play(scenario).events);
  });
});

describe('step is pure: it never changes the state it is given, and state is plain serialisable data', () => {
  it('leaves the input state untouched and round-trips through JSON', () => {
    const { state } = createGame(SCENARIOS.tenActions.setup);
    const frozen = JSON.stringify(state);
    const after = runActions(state, SCENARIOS.tenActions.actions);
    expect(JSON.stringify(state)).toBe(frozen);
    const revived = JSON.parse(JSON.stringify(after.state));
    expect(step(revived, { type: 'pass', player: 'Alice' }).events).toEqual(step(after.state, { type: 'pass', player: 'Alice' }).events);
  });
});

describe('104.4b: a runaway game stops at the action limit with a clear event', () => {
  it('stops resolveStack on a stack that never empties (an inline card whose token copy triggers again)', () => {
    const { events, game } = play(SCENARIOS.runaway);
    expect(events.at(-1)!.kind).toBe('step-limit');
    expect(events.at(-1)!.text).toMatch(/Stopped after 40 actions/);
    expect(game.state.stack.length).toBeGreaterThan(0);
  });
});

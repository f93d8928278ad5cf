/**
 * The rules engine: a 10-action scenario (target: median < 2 ms) and events per second, against a
 * baseline in the same run: the same 10 actions with a deep clone of the whole state (card
 * definitions included) before every step, which step() avoids by sharing the immutable definitions.
 * A 1-action scenario is printed for scale.
 */
import { createGame, runActions, step, type Action, type GameState } from '../../src/engine';
import { SCENARIOS } from '../engine/scenarios';
import { measure, report, reportValue } from './measure';

export default async function bench(): Promise<void> {
  const scenario = SCENARIOS.tenActions;
  const actions = scenario.actions as Action[];
  const start = createGame(scenario.setup).state;
  const ten = await measure([start], (state) => runActions(state, actions), 1000);
  const one = await measure([start], (state) => runActions(state, actions.slice(0, 1)), 1000);
  const cloned = await measure(
    [start],
    (state) => actions.reduce<GameState>((current, action) => step(structuredClone(current), action).state, state),
    1000,
  );
  report('10-action scenario vs cloning all per step', ten, { p50: 2 }, cloned);
  report('1-action scenario (one cast)', one);
  const events = runActions(start, actions).events.length;
  reportValue('events per 10-action run', events, 'events');
  reportValue('events per second (10-action scenario, p50)', events / (ten.p50 / 1000), 'events/s', { above: 10000 });
  const setup = await measure([scenario.setup], (s) => createGame(s), 1000);
  report('createGame (two players, 6 permanents)', setup);
}

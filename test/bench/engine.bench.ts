/**
 * The rules engine: a 10-action scenario (target: median < 2 ms) and events per second, against a
 * baseline in the same run: the same 10 actions with a deep clone of the whole state (card
 * definitions included) before every step, which step() avoids by sharing the immutable definitions.
 * A 1-action scenario is printed for scale.
 * A loop that never ends (every dying token makes another) for 200, 800 and 1600 actions, against a
 * baseline that keeps a last-known object per action, as the engine did before it forgot unreferenced
 * ones (each step then cloned a record growing with the game); and the loop stopped by the default limit.
 */
import { DEFAULT_MAX_ACTIONS, createGame, runActions, step, type Action, type GameState, type GameObject } from '../../src/engine';
import { SCENARIOS } from '../engine/scenarios';
import { measure, report, reportValue } from './measure';

const LOOP = SCENARIOS.endlessMourning;

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

  for (const actionCount of [200, 800, 1600]) {
    const loop = await measure([actionCount], (n) => runLoop(n, false), 5);
    const keepingAll = await measure([actionCount], (n) => runLoop(n, true), actionCount > 800 ? 1 : 3);
    report(`endless loop, ${actionCount} actions`, loop, undefined, keepingAll);
  }
  const stopped = await measure([DEFAULT_MAX_ACTIONS], (n) => runLoop(n, false), 10);
  report(`endless loop stopped by the default limit (${DEFAULT_MAX_ACTIONS})`, stopped, { p95: 250 });
}

/**
 * Bob's Lightning Bolt starts the loop; players then pass until the action limit stops it. The
 * baseline keeps one last-known object per action so far, the growth the engine had before it forgot
 * unreferenced ones (199 entries after 200 actions): each step clones them all.
 */
function runLoop(maxActions: number, keepAllLastKnown: boolean): GameState {
  let state = step(createGame({ ...LOOP.setup, maxActions }).state, LOOP.actions[0] as Action).state;
  const everLastKnown: Record<string, GameObject> = {};
  while (state.actionCount < maxActions && state.priority !== null) {
    state = step(state, { type: 'pass', player: state.players[state.priority]!.name }).state;
    if (!keepAllLastKnown) continue;
    const left = Object.values(state.objects)[0]!;
    everLastKnown[`${-state.actionCount}:0`] = { ...left, id: -state.actionCount };
    state.lastKnown = { ...everLastKnown, ...state.lastKnown };
  }
  return state;
}

import { DEFAULT_MAX_ACTIONS, createGame, resolveStack, runActions, step, type Action } from '../../src/engine';
import { SCENARIOS, play } from './scenarios';

describe('determinism: the same input always gives the same events', () => {
  it.each(Object.keys(SCENARIOS))('%s plays out identically twice', (name) => {
    const scenario = SCENARIOS[name as keyof typeof SCENARIOS];
    expect(play(scenario).events).toEqual(play(scenario).events);
  });
});

describe('step is pure: it never changes the state it is given, and state is plain serialisable data', () => {
  it.each(Object.keys(SCENARIOS))('%s: every action leaves its input state as it was', (name) => {
    const scenario = SCENARIOS[name as keyof typeof SCENARIOS];
    let state = createGame(scenario.setup).state;
    for (const action of scenario.actions) {
      if (typeof action === 'string') continue;
      const before = JSON.stringify(state);
      const after = step(state, action).state;
      expect(JSON.stringify(state)).toBe(before);
      state = after;
    }
  });

  it('so does a whole combat, turn and cleanup: attackers, blockers, damage and the next turn', () => {
    let state = createGame({ players: [{ name: 'Alice', battlefield: ['Colossal Dreadmaw', 'Fencing Ace'] }, { name: 'Bob', battlefield: ['Hill Giant', 'Typhoid Rats'] }] }).state;
    state = runActions(state, [
      { type: 'choose', player: 'Alice', key: 'attackers', value: { 'Colossal Dreadmaw': '', 'Fencing Ace': '' } },
      { type: 'choose', player: 'Bob', key: 'blockers', value: { 'Hill Giant': 'Colossal Dreadmaw', 'Typhoid Rats': 'Fencing Ace' } },
    ]).state;
    for (let passes = 0; passes < 30 && state.priority !== null; passes++) {
      const before = JSON.stringify(state);
      const after = step(state, { type: 'pass', player: state.players[state.priority]!.name }).state;
      expect(JSON.stringify(state)).toBe(before);
      state = after;
    }
    expect(state.turn).toBe(2);
  });

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

describe('608.2h: last known information is kept only while something refers to the object', () => {
  it('a 300-action loop of dying tokens keeps lastKnown bounded, every entry still referenced', () => {
    const { game, events } = play(SCENARIOS.endlessMourning);
    expect(events.at(-1)!.text).toMatch(/Stopped after 300 actions/);
    const died = events.filter((e) => e.kind === 'sba' && /Doomed Spirit/.test(e.text)).length;
    expect(died).toBeGreaterThan(50);
    const { stack, pendingTriggers, lastKnown } = game.state;
    const refs = [...stack, ...pendingTriggers].flatMap((i) => [i.source, ...(i.about?.object ? [i.about.object] : [])]);
    const referenced = new Set(refs.map((r) => `${r.id}:${r.zoneChangeCount}`));
    expect(Object.keys(lastKnown).length).toBeLessThanOrEqual(refs.length);
    for (const key of Object.keys(lastKnown)) expect(referenced).toContain(key);
  });

  it('keeps a dead source known while its dies trigger waits on the stack (Hangarback Walker counts its counters)', () => {
    const { game } = play({ ...SCENARIOS.hangarbackDies, actions: [...SCENARIOS.hangarbackDies.actions.slice(0, 3), 'pass-step'] });
    const trigger = game.state.stack.at(-1)!;
    expect(trigger.kind).toBe('triggered');
    expect(game.state.lastKnown[`${trigger.source.id}:${trigger.source.zoneChangeCount}`]?.counters['+1/+1']).toBe(2);
  });

  it('the default action limit stops a loop that never ends', () => {
    const { state } = createGame({ ...SCENARIOS.endlessMourning.setup, maxActions: undefined });
    const { events } = resolveStack(step(state, SCENARIOS.endlessMourning.actions[0] as Action).state);
    expect(events.at(-1)!.text).toBe(`Stopped after ${DEFAULT_MAX_ACTIONS} actions: the game looks like a loop that never ends (104.4b would make it a draw)`);
  });
});

import { createGame, resolveStack, snapshot, step } from '../../src/engine';
import { SCENARIOS, eventsOf, play } from './scenarios';

describe('603.3b: simultaneous triggers of both players go on the stack in APNAP order', () => {
  const { events, board } = play(SCENARIOS.bothTravelersDie);

  it('puts the active player’s (Alice’s) trigger on first and Bob’s on top', () => {
    const put = eventsOf(events, 'put-on-stack');
    expect(put.map((e) => e.players)).toEqual([['Alice'], ['Bob']]);
    expect(board.stack.map((s) => [s.label, s.controller])).toEqual([
      ["Bob's Doomed Traveler's trigger", 'Bob'],
      ["Alice's Doomed Traveler's trigger", 'Alice'],
    ]);
  });

  it('704.3: both die in one state-based action, then both trigger, before either goes on the stack (603.3)', () => {
    const kinds = events.filter((e) => ['sba', 'zone-change', 'trigger', 'put-on-stack'].includes(e.kind) && !/Arc Trail/.test(e.text)).map((e) => e.kind);
    expect(kinds).toEqual(['sba', 'sba', 'zone-change', 'zone-change', 'trigger', 'trigger', 'put-on-stack', 'put-on-stack']);
  });

  it('resolves Bob’s first: each player gets a 1/1 flying Spirit token', () => {
    let state = play(SCENARIOS.bothTravelersDie).game.state;
    const first = step(step(state, { type: 'pass', player: 'Alice' }).state, { type: 'pass', player: 'Bob' });
    expect(eventsOf(first.events, 'zone-change')[0]!.text).toBe('Bob creates Spirit token');
    state = first.state;
    const second = step(step(state, { type: 'pass', player: 'Alice' }).state, { type: 'pass', player: 'Bob' });
    expect(eventsOf(second.events, 'zone-change')[0]!.text).toBe("Alice creates Alice's Spirit token");
    const spirits = snapshot(second.state).battlefield.filter((p) => p.name === 'Spirit');
    expect(spirits.map((s) => [s.controller, s.token, s.keywords])).toEqual([['Bob', true, ['flying']], ['Alice', true, ['flying']]]);
  });
});

describe('603.3b, 101.4: with three players, triggers go on the stack in APNAP order starting with the active player', () => {
  it('Pyroclasm on Bob’s turn: Bob’s trigger first (bottom), then Carol’s, then Alice’s on top', () => {
    const { events, board } = play(SCENARIOS.threePlayerTriggers);
    expect(eventsOf(events, 'put-on-stack').map((e) => e.players![0])).toEqual(['Bob', 'Carol', 'Alice']);
    expect(board.stack.map((s) => s.controller)).toEqual(['Alice', 'Carol', 'Bob']);
  });
});

describe('603.3b, 603.3d: a player orders their own triggers and chooses their targets as they go on the stack', () => {
  const { events, board } = play(SCENARIOS.orderedMyrTriggers);

  it('uses Alice’s order (Perilous Myr #2 first, so Perilous Myr’s trigger is on top)', () => {
    expect(eventsOf(events, 'choice').some((e) => e.rules.includes('603.3b') && /orders their triggers/.test(e.text))).toBe(true);
    expect(board.stack.map((s) => s.label)).toEqual(["Perilous Myr's trigger", "Perilous Myr #2's trigger"]);
  });

  it('gives each trigger the target chosen for it', () => {
    expect(board.stack.map((s) => s.targets.map((t) => t.label))).toEqual([['Grizzly Bears'], ['Bob']]);
  });

  it('defaults to the first legal target when none was chosen, and says so', () => {
    const noChoices = { ...SCENARIOS.orderedMyrTriggers, actions: SCENARIOS.orderedMyrTriggers.actions.slice(3) };
    const played = play(noChoices);
    expect(played.board.stack.map((s) => s.targets[0]!.label)).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(eventsOf(played.events, 'choice').filter((e) => e.rules.includes('603.3d'))).toHaveLength(2);
  });
});

describe('704.5d, 111.7: a token that dies triggers a dies ability and then ceases to exist', () => {
  const { events, board } = play(SCENARIOS.walkerTokenDies);

  it('puts the Walker token into the graveyard (704.5g), triggers Blood Artist, then the token ceases to exist', () => {
    const order = events.filter((e) => ['sba', 'trigger'].includes(e.kind)).map((e) => `${e.kind} ${e.rules[0]}`);
    expect(order).toEqual(['sba 704.5g', 'trigger 603.2', 'sba 704.5d']);
  });

  it('leaves no token in any zone, and Blood Artist’s trigger still resolves', () => {
    expect(board.players[1]!.graveyard).toEqual([]);
    expect(board.battlefield.map((p) => p.label)).not.toContain('Walker token');
    expect(board.players.map((p) => p.life)).toEqual([19, 21]);
  });
});

describe('111.10, 111.1: a token is a real permanent: it can be tapped for mana, sacrificed and targeted', () => {
  it('a Treasure made by Sailor of Means is sacrificed for {R} to cast Shock, then ceases to exist', () => {
    const { events, board } = play(SCENARIOS.treasureForMana);
    expect(eventsOf(events, 'zone-change').some((e) => e.rules.includes('111.10a'))).toBe(true);
    expect(eventsOf(events, 'mana').find((e) => e.objects?.includes('Treasure token'))!.text).toMatch(/adds \{R\}/);
    expect(eventsOf(events, 'sba').some((e) => e.rules.includes('704.5d') && e.objects?.includes('Treasure token'))).toBe(true);
    expect(board.players[1]!.life).toBe(18);
    expect(board.players[0]!.graveyard).toEqual(['Shock']);
  });

  it('a Walker token is sacrificed to Goblin Bombardment', () => {
    const { board } = play(SCENARIOS.sacrificeTheWalker);
    expect(board.players[1]!.life).toBe(19);
    expect(board.battlefield.map((p) => p.label)).toEqual(['Goblin Bombardment']);
  });

  it('a Walker token can be targeted (Shock above) and a Heartwood token taps for {R} or {G}', () => {
    const { events } = play(SCENARIOS.planterMakesHeartwood);
    expect(eventsOf(events, 'zone-change').some((e) => e.text === 'Alice creates Heartwood token')).toBe(true);
    expect(eventsOf(events, 'mana').at(-1)!.text).toMatch(/Alice adds \{R\}/);
  });
});

describe('603.2, 601.2i: heroic triggers when the spell becomes cast and resolves first', () => {
  const { events, board } = play(SCENARIOS.godsWillingOnHoplite);

  it('triggers only after 601.2i', () => {
    const trigger = events.findIndex((e) => e.kind === 'trigger');
    expect(trigger).toBeGreaterThan(events.findIndex((e) => e.step === '601.2i'));
  });

  it('goes on the stack above Gods Willing', () => {
    expect(board.stack.map((s) => s.label)).toEqual(["Favored Hoplite's trigger", 'Gods Willing']);
  });

  it('resolves first (+1/+1 counter, damage prevented), then Gods Willing gives protection from red and scry 1', () => {
    const game = play(SCENARIOS.godsWillingOnHoplite).game;
    const resolved = game.resolveStack();
    expect(eventsOf(resolved, 'resolve').map((e) => e.objects![0])).toEqual(["Favored Hoplite's trigger", 'Gods Willing']);
    const hoplite = game.snapshot().battlefield.find((p) => p.label === 'Favored Hoplite')!;
    expect([hoplite.power, hoplite.toughness, hoplite.counters, hoplite.keywords]).toEqual([2, 3, { '+1/+1': 1 }, ['protection from red']]);
    expect(eventsOf(resolved, 'effect').some((e) => e.rules.includes('701.22a'))).toBe(true);
  });

  it('prevents damage to the Hoplite this turn (615): a Shock from another source is prevented', () => {
    const setup = { players: [{ name: 'Alice', battlefield: ['Favored Hoplite', 'Plains', 'Mountain'], hand: ['Gods Willing', 'Shock'] }, { name: 'Bob' }] };
    let state = createGame(setup).state;
    state = step(state, { type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Favored Hoplite'], choices: { color: 'blue' }, payWith: [{ source: 'Plains' }] }).state;
    for (let i = 0; i < 4; i++) state = step(state, { type: 'pass', player: state.players[state.priority!]!.name }).state;
    const shock = step(state, { type: 'cast', player: 'Alice', card: 'Shock', targets: ['Favored Hoplite'] });
    const after = resolveStack(shock.state);
    expect(eventsOf(after.events, 'damage')[0]!.text).toMatch(/2 damage from Shock to Favored Hoplite is prevented by Favored Hoplite's trigger \(a prevention effect\)/);
    expect(snapshot(after.state).battlefield.find((p) => p.label === 'Favored Hoplite')!.damage).toBe(0);
  });
});

describe('603.6a: an enters ability triggers when the permanent enters', () => {
  it('Sailor of Means creates a Treasure token', () => {
    const { events } = play(SCENARIOS.treasureForMana);
    expect(eventsOf(events, 'trigger')[0]!.text).toMatch(/Sailor of Means entered the battlefield/);
  });
});

import { createGame, snapshot, step } from '../../src/engine';
import { SCENARIOS, eventsOf, play } from './scenarios';

describe('608.2b: a target gains hexproof in response, and the spell doesn’t resolve', () => {
  const { events, board } = play({ ...SCENARIOS.guileInResponse, actions: [...SCENARIOS.guileInResponse.actions, 'resolve-stack'] });

  it('pays Ranger’s Guile with the Heartwood token’s mana ability, which never uses the stack', () => {
    const heartwood = eventsOf(events, 'mana').find((e) => e.objects?.includes('Heartwood token'));
    expect(heartwood!.text).toMatch(/adds \{G\}/);
    expect(eventsOf(events, 'put-on-stack')).toEqual([]);
  });

  it('resolves Ranger’s Guile first: Grizzly Bears 3/3 with hexproof', () => {
    const bears = board.battlefield.find((p) => p.label === 'Grizzly Bears')!;
    expect([bears.power, bears.toughness, bears.keywords]).toEqual([3, 3, ['hexproof']]);
  });

  it('then finds Lightning Bolt’s only target illegal (hexproof) and doesn’t resolve it', () => {
    const illegal = eventsOf(events, 'target-illegal');
    expect(illegal).toHaveLength(1);
    expect(illegal[0]!.text).toMatch(/Grizzly Bears.*hexproof \(702\.11b\)/);
    expect(eventsOf(events, 'countered-on-resolution')[0]!.rules).toEqual(['608.2b']);
    expect(eventsOf(events, 'damage')).toEqual([]);
    expect(board.players[1]!.graveyard).toEqual(['Lightning Bolt']);
    expect(board.battlefield.find((p) => p.label === 'Grizzly Bears')!.damage).toBe(0);
  });
});

describe('608.2b: a two-target spell with one illegal target resolves in part', () => {
  const { events, board } = play(SCENARIOS.arcTrailPartlyIllegal);

  it('records the sacrificed Mogg Fanatic as illegal (it left the battlefield)', () => {
    expect(eventsOf(events, 'target-illegal')[0]!.text).toMatch(/Mogg Fanatic is now illegal: it left the battlefield/);
    expect(eventsOf(events, 'countered-on-resolution')).toEqual([]);
  });

  it('still deals 1 damage to Bob and goes to the graveyard (608.2n)', () => {
    expect(board.players[1]!.life).toBe(19);
    expect(board.players[0]!.life).toBe(19);
    expect(board.players[0]!.graveyard).toEqual(['Arc Trail']);
  });
});

describe('400.7, 608.2b: a target that left the battlefield and came back is a new object', () => {
  it('Lightning Bolt doesn’t resolve after Cloudshift blinks its target', () => {
    const { events, board } = play(SCENARIOS.blinkedTarget);
    expect(eventsOf(events, 'target-illegal')[0]!.text).toMatch(/left the battlefield/);
    expect(board.battlefield.find((p) => p.label === 'Grizzly Bears')!.damage).toBe(0);
    expect(board.players[1]!.graveyard).toEqual(['Lightning Bolt']);
  });
});

describe('608.1, 117.4, 117.3b: the top of the stack resolves only when all players pass in succession', () => {
  it('keeps the stack after one pass, resolves after the second, and gives the active player priority', () => {
    const cast = step(createGame(SCENARIOS.counterTheBolt.setup).state, { type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] });
    const onePass = step(cast.state, { type: 'pass', player: 'Alice' });
    expect(snapshot(onePass.state).stack).toHaveLength(1);
    expect(snapshot(onePass.state).priority).toBe('Bob');
    const twoPasses = step(onePass.state, { type: 'pass', player: 'Bob' });
    expect(snapshot(twoPasses.state).stack).toHaveLength(0);
    expect(snapshot(twoPasses.state).players[1]!.life).toBe(17);
    expect(snapshot(twoPasses.state).priority).toBe('Alice');
    expect(eventsOf(twoPasses.events, 'priority').at(-1)!.rules).toContain('117.3b');
  });
});

describe('701.6a: Counterspell counters Lightning Bolt', () => {
  it('removes the Bolt from the stack into its owner’s graveyard; no damage is dealt', () => {
    const { events, board } = play(SCENARIOS.counterTheBolt);
    expect(eventsOf(events, 'countered')[0]!.text).toBe('Lightning Bolt is countered');
    expect(board.players[1]!.life).toBe(20);
    expect(board.players[0]!.graveyard).toEqual(['Lightning Bolt']);
    expect(board.players[1]!.graveyard).toEqual(['Counterspell']);
  });
});

describe('702.16b, 702.16e: protection from red (Gods Willing) makes a red spell’s target illegal', () => {
  it('Lightning Bolt at a protected Favored Hoplite doesn’t resolve', () => {
    const { events, board } = play(SCENARIOS.boltAfterGodsWilling);
    expect(eventsOf(events, 'target-illegal')[0]!.text).toMatch(/protection from red \(702\.16b\)/);
    expect(board.battlefield.find((p) => p.label === 'Favored Hoplite')!.damage).toBe(0);
  });
});

describe('611.2a, 613: "until end of turn" effects apply in timestamp order and end in the cleanup step (514.2)', () => {
  it('Giant Growth and Shock: 5/5 with 2 damage, then the damage and the pump wear off at cleanup', () => {
    const { game, board } = play(SCENARIOS.tenActions);
    const bears = board.battlefield.find((p) => p.label === 'Grizzly Bears')!;
    expect([bears.power, bears.toughness, bears.damage]).toEqual([5, 5, 2]);
    let state = game.state;
    for (let i = 0; i < 20 && state.turn === 1; i++) state = step(state, { type: 'pass', player: state.players[state.priority!]!.name }).state;
    const after = snapshot(state).battlefield.find((p) => p.label === 'Grizzly Bears')!;
    expect([after.power, after.toughness, after.damage]).toEqual([2, 2, 0]);
    expect(snapshot(state).activePlayer).toBe('Bob');
  });
});

import { createGame, snapshot, step } from '../../src/engine';
import { SCENARIOS, eventsOf, play } from './scenarios';

describe('601.2c, 702.11b, 732: a hexproof target is refused at casting and the game is rewound', () => {
  const before = createGame(SCENARIOS.boltAtHexproof.setup).state;
  const result = step(before, SCENARIOS.boltAtHexproof.actions[0]!);

  it('refuses Slippery Bogle as a target at step 601.2c, citing hexproof', () => {
    const illegal = eventsOf(result.events, 'illegal-action');
    expect(illegal).toHaveLength(1);
    expect(illegal[0]!.step).toBe('601.2c');
    expect(illegal[0]!.rules).toContain('702.11b');
    expect(illegal[0]!.text).toMatch(/Slippery Bogle.*hexproof/);
  });

  it('rewinds: Lightning Bolt is back in hand, the Mountain untapped, the stack empty, Alice keeps priority', () => {
    expect(eventsOf(result.events, 'rewind')[0]!.rules).toEqual(['732.1', '732.2']);
    const board = snapshot(result.state);
    expect(board.players[0]!.hand).toEqual(['Lightning Bolt']);
    expect(board.stack).toEqual([]);
    expect(board.battlefield.find((p) => p.label === 'Mountain')!.tapped).toBe(false);
    expect(board.priority).toBe('Alice');
    expect({ ...result.state, eventCount: 0, actionCount: 0 }).toEqual({ ...before, eventCount: 0, actionCount: 0 });
  });
});

describe('601.2h, 732.1: a cost that cannot be paid rewinds the cast and undoes its mana abilities', () => {
  const { events, board } = play(SCENARIOS.unpayableCost);

  it('fails at 601.2h after the Forest was tapped at 601.2g', () => {
    expect(eventsOf(events, 'mana')[0]!.step).toBe('601.2g');
    expect(eventsOf(events, 'illegal-action')[0]!.step).toBe('601.2h');
    expect(eventsOf(events, 'rewind')[0]!.text).toMatch(/Forest are undone/);
  });

  it('leaves the Forest untapped, the pool empty and Titanic Growth in hand', () => {
    expect(board.battlefield.find((p) => p.label === 'Forest')!.tapped).toBe(false);
    expect(board.players[0]!.manaPool).toBe('empty');
    expect(board.players[0]!.hand).toEqual(['Titanic Growth']);
  });
});

describe('601.2a–i: casting is a sequence of steps, each an event with its rule', () => {
  it('goes through 601.2a, c, e, f, g, h, i in order and only then is the spell cast', () => {
    const { events } = play(SCENARIOS.elvesPayForGrowth);
    const steps = events.filter((e) => e.step?.startsWith('601.2')).map((e) => e.step);
    expect([...new Set(steps)]).toEqual(['601.2a', '601.2c', '601.2e', '601.2f', '601.2g', '601.2h', '601.2i']);
    const castAt = events.findIndex((e) => e.kind === 'cast');
    expect(castAt).toBeGreaterThan(events.findIndex((e) => e.step === '601.2h'));
  });
});

describe('601.2g, 605.3b: a mana ability activated during casting never appears on the stack', () => {
  const game = createGame(SCENARIOS.elvesPayForGrowth.setup).state;
  const result = step(game, SCENARIOS.elvesPayForGrowth.actions[0]!);

  it('taps Llanowar Elves for {G} during 601.2g and resolves it at once', () => {
    const mana = eventsOf(result.events, 'mana');
    expect(mana).toHaveLength(1);
    expect(mana[0]!.step).toBe('601.2g');
    expect(mana[0]!.rules).toContain('605.3b');
  });

  it('puts only Giant Growth on the stack', () => {
    expect(eventsOf(result.events, 'put-on-stack')).toEqual([]);
    expect(snapshot(result.state).stack.map((s) => s.label)).toEqual(['Giant Growth']);
    expect(snapshot(result.state).battlefield.find((p) => p.label === 'Llanowar Elves')!.tapped).toBe(true);
  });
});

describe('117.1, 117.1a, 307.1: who may act, and sorcery timing', () => {
  const { events, board } = play(SCENARIOS.outOfTurn);
  const refused = eventsOf(events, 'illegal-action');

  it('refuses a pass from a player without priority', () => {
    expect(refused[0]!.rules).toEqual(['117.1']);
    expect(refused[0]!.text).toMatch(/Bob can't pass now: Alice has priority/);
  });

  it('refuses a sorcery while the stack is not empty, and on the opponent’s turn', () => {
    expect(refused.slice(1).map((e) => e.rules)).toEqual([['117.1a', '307.1'], ['117.1a', '307.1']]);
    expect(board.stack.map((s) => s.label)).toEqual(['Lightning Bolt']);
    expect(board.players.map((p) => p.hand.length)).toEqual([1, 1]);
  });
});

describe('115.3: "another target" must differ from the spell’s other targets', () => {
  it('refuses Arc Trail with Bob chosen twice', () => {
    const { events, board } = play(SCENARIOS.arcTrailSameTarget);
    expect(eventsOf(events, 'illegal-action')[0]!.text).toMatch(/another target/);
    expect(board.players[0]!.hand).toEqual(['Arc Trail']);
  });
});

describe('107.3a: X is announced while casting and is part of the cost', () => {
  it('Blaze with X = 3 costs {3}{R} and deals 3 damage', () => {
    const { events, board } = play(SCENARIOS.blazeForThree);
    expect(events.some((e) => e.step === '601.2b' && /X is announced as 3/.test(e.text))).toBe(true);
    expect(events.some((e) => e.step === '601.2f' && e.text.includes('{3}{R}'))).toBe(true);
    expect(board.players[1]!.life).toBe(17);
    expect(board.battlefield.filter((p) => p.tapped)).toHaveLength(4);
  });

  it('refuses an X spell cast without a value for X', () => {
    const { state } = createGame(SCENARIOS.blazeForThree.setup);
    const result = step(state, { type: 'cast', player: 'Alice', card: 'Blaze', targets: ['Bob'] });
    expect(eventsOf(result.events, 'illegal-action')[0]!.text).toMatch(/choose X/);
  });
});

describe('107.4e: a hybrid mana symbol is paid with either of its colors', () => {
  it('Slippery Bogle ({G/U}) is cast with an Island', () => {
    const { events, board } = play({ setup: { players: [{ name: 'Alice', battlefield: ['Island'], hand: ['Slippery Bogle'] }, { name: 'Bob' }] }, actions: [{ type: 'cast', player: 'Alice', card: 'Slippery Bogle' }, 'resolve-stack'] });
    expect(eventsOf(events, 'illegal-action')).toEqual([]);
    expect(board.battlefield.map((p) => p.label)).toContain('Slippery Bogle');
  });
});

describe('702.11b, 702.18a: hexproof stops only opponents; shroud stops everyone', () => {
  const growth = (creature: string) =>
    play({ setup: { players: [{ name: 'Alice', battlefield: [creature, 'Forest'], hand: ['Giant Growth'] }, { name: 'Bob' }] }, actions: [{ type: 'cast', player: 'Alice', card: 'Giant Growth', targets: [creature] }, 'resolve-stack'] });

  it('Alice may target her own hexproof Gladecover Scout', () => {
    const { events, board } = growth('Gladecover Scout');
    expect(eventsOf(events, 'illegal-action')).toEqual([]);
    expect(board.battlefield.find((p) => p.label === 'Gladecover Scout')).toMatchObject({ power: 4, toughness: 4 });
  });

  it('nobody may target Simic Sky Swallower (shroud), not even its controller', () => {
    const { events, board } = growth('Simic Sky Swallower');
    expect(eventsOf(events, 'illegal-action')[0]!.rules).toEqual(['601.2c', '702.18a']);
    expect(board.players[0]!.hand).toEqual(['Giant Growth']);
  });
});

describe('707.10: a copy of a spell copies its X', () => {
  it('Twincast on Blaze with X = 2 at Bob: the copy also deals 2', () => {
    const { events, board } = play({
      setup: { players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Island', 'Island'], hand: ['Blaze', 'Twincast'] }, { name: 'Bob' }] },
      actions: [
        { type: 'cast', player: 'Alice', card: 'Blaze', targets: ['Bob'], x: 2, payWith: [{ source: 'Mountain' }, { source: 'Mountain #2' }, { source: 'Mountain #3' }] },
        { type: 'cast', player: 'Alice', card: 'Twincast', targets: ['Blaze'] },
        'resolve-stack',
      ],
    });
    expect(eventsOf(events, 'damage').map((e) => e.text)).toEqual(['Blaze copy deals 2 damage to Bob (life 18)', 'Blaze deals 2 damage to Bob (life 16)']);
    expect(board.players[1]!.life).toBe(16);
  });
});

describe('601.2b, 700.2a: a modal spell announces its mode while being cast', () => {
  const setup = { players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Abrade', 'Shock'] }, { name: 'Bob', battlefield: ['Serra Angel', 'Sol Ring'] }] };

  it('mode 1 of Abrade destroys target artifact (Sol Ring); its targets are that mode’s', () => {
    const { events, board } = play({ setup, actions: [{ type: 'cast', player: 'Alice', card: 'Abrade', modes: [1], targets: ['Sol Ring'] }, 'resolve-stack'] });
    expect(events.find((e) => e.step === '601.2b')!.text).toBe('Mode chosen: "Destroy target artifact."');
    expect(board.players[1]!.graveyard).toEqual(['Sol Ring']);
  });

  it('mode 0 can’t target an artifact: the cast is refused at 601.2c', () => {
    const { events } = play({ setup, actions: [{ type: 'cast', player: 'Alice', card: 'Abrade', modes: [0], targets: ['Sol Ring'] }] });
    expect(eventsOf(events, 'illegal-action')[0]).toMatchObject({ step: '601.2c' });
  });

  it('refuses no mode, two modes, or a mode for a spell that has none', () => {
    const refused = (action: Parameters<typeof step>[1]) => eventsOf(step(createGame(setup).state, action).events, 'illegal-action')[0]!;
    expect(refused({ type: 'cast', player: 'Alice', card: 'Abrade', targets: ['Serra Angel'] }).text).toMatch(/says to choose one mode: give one mode from 1 to 2/);
    expect(refused({ type: 'cast', player: 'Alice', card: 'Abrade', modes: [0, 1], targets: ['Serra Angel'] }).rules).toEqual(['601.2b', '700.2a']);
    expect(refused({ type: 'cast', player: 'Alice', card: 'Shock', modes: [0], targets: ['Bob'] }).text).toMatch(/Shock is not modal/);
  });
});

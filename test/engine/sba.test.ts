import { SCENARIOS, eventsOf, play } from './scenarios';

describe('704.5f: a creature with toughness 0 or less is put into its owner’s graveyard', () => {
  it('Disfigure kills Savannah Lions', () => {
    const { events, board } = play(SCENARIOS.toughnessAndLife);
    expect(eventsOf(events, 'sba')[0]!.rules).toEqual(['704.5f']);
    expect(board.players[1]!.graveyard).toContain('Savannah Lions');
  });
});

describe('704.5a: a player with 0 or less life loses the game', () => {
  it('Lava Spike takes Bob from 3 to 0: Bob loses, Alice wins, and no more actions are taken', () => {
    const { game, events, board } = play(SCENARIOS.toughnessAndLife);
    expect(eventsOf(events, 'sba').at(-1)!.rules).toContain('704.5a');
    expect(board.over).toEqual({ winners: ['Alice'], reason: 'Alice wins' });
    expect(game.do({ type: 'pass', player: 'Alice' })[0]!.kind).toBe('illegal-action');
  });
});

describe('704.5g: a creature with lethal damage is destroyed', () => {
  it('Lightning Bolt kills Savannah Lions but not a Giant-Growth-ed Grizzly Bears with 2 damage', () => {
    const { board } = play(SCENARIOS.tenActions);
    expect(board.players[1]!.graveyard).toContain('Savannah Lions');
    expect(board.battlefield.map((p) => p.label)).toContain('Grizzly Bears');
  });
});

describe('704.5j: the legend rule', () => {
  it('keeps one Isamaru (the newest by default) and puts the other into the graveyard', () => {
    const { events, board } = play(SCENARIOS.twoIsamaru);
    expect(eventsOf(events, 'sba')[0]!.rules).toEqual(['704.5j']);
    expect(board.battlefield.map((p) => p.label)).toEqual(['Isamaru, Hound of Konda #2']);
  });

  it('keeps the one the controller chose', () => {
    const { board } = play(SCENARIOS.secondIsamaru);
    expect(board.battlefield.filter((p) => p.name === 'Isamaru, Hound of Konda').map((p) => p.label)).toEqual(['Isamaru, Hound of Konda']);
    expect(board.players[0]!.graveyard).toEqual(['Isamaru, Hound of Konda #2']);
  });
});

describe('704.5b: a player who drew from an empty library loses', () => {
  it('Divination with one card left: Alice draws it, fails the second draw and loses', () => {
    const { board } = play(SCENARIOS.drawFromEmpty);
    expect(board.players[0]!.hand).toEqual(['Forest']);
    expect(board.players[0]!.lost).toBe(true);
    expect(board.over!.winners).toEqual(['Bob']);
  });
});

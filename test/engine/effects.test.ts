import { SCENARIOS, eventsOf, play } from './scenarios';

describe('701.8a, 111.10b: destroy, and a Food token', () => {
  it('Bake into a Pie destroys Grizzly Bears and creates a Food; {2}, {T}, sacrifice the Food: gain 3 life', () => {
    const { events, board } = play(SCENARIOS.pieAndFood);
    expect(eventsOf(events, 'zone-change').some((e) => e.rules.includes('701.8a') && e.objects?.includes('Grizzly Bears'))).toBe(true);
    expect(board.players[1]!.graveyard).toEqual(['Grizzly Bears']);
    expect(board.players[0]!.life).toBe(13);
    expect(board.battlefield.some((p) => p.name === 'Food')).toBe(false);
  });
});

describe('701.13a, 111.10c: exile, and a Gold token', () => {
  it('Gild exiles Serra Angel and creates a Gold token', () => {
    const { board } = play(SCENARIOS.gildTheAngel);
    expect(board.players[1]!.exile).toEqual(['Serra Angel']);
    expect(board.battlefield.find((p) => p.name === 'Gold')).toMatchObject({ controller: 'Alice', token: true, types: ['Artifact'] });
  });
});

describe('111.10f, 121.1: investigate, and drawing with a Clue', () => {
  it('Thraben Inspector’s Clue draws the Island', () => {
    const { board } = play(SCENARIOS.inspectorClue);
    expect(board.players[0]!.hand).toEqual(['Island']);
    expect(board.battlefield.some((p) => p.name === 'Clue')).toBe(false);
  });
});

describe('701.21a: a player sacrifices a creature of their choice', () => {
  it('Diabolic Edict: Bob sacrifices the Walker token he chose, and it ceases to exist', () => {
    const { events, board } = play(SCENARIOS.edictOnBob);
    expect(board.battlefield.map((p) => p.label)).toContain('Serra Angel');
    expect(board.battlefield.map((p) => p.label)).not.toContain('Walker token');
    expect(eventsOf(events, 'sba').some((e) => e.rules.includes('704.5d'))).toBe(true);
  });
});

describe('602.2b, 701.21a: a sacrifice outlet, and a dies trigger from a creature sacrificed as a cost', () => {
  it('Viscera Seer sacrifices Doomed Traveler: scry 1, and the Traveler’s trigger makes a Spirit', () => {
    const { events, board } = play(SCENARIOS.seerSacrificesTraveler);
    expect(eventsOf(events, 'trigger')[0]!.text).toMatch(/Doomed Traveler died/);
    expect(eventsOf(events, 'effect').some((e) => e.rules.includes('701.22a'))).toBe(true);
    expect(board.battlefield.map((p) => p.name)).toEqual(['Viscera Seer', 'Spirit']);
    expect(board.players[0]!.graveyard).toEqual(['Doomed Traveler']);
  });
});

import { SCENARIOS, eventsOf, play } from './scenarios';

const artisanOf = (board: ReturnType<typeof play>['board']) => board.battlefield.find((p) => p.label === 'Artisan of Forms')!;
const HEROIC = 'Heroic — Whenever you cast a spell that targets Artisan of Forms';

describe('707.2, Artisan of Forms: it becomes a copy of target creature, except it has this ability', () => {
  it('becomes Grizzly Bears (name, 2/2, green Bear) and keeps its heroic ability', () => {
    const { game, board } = play(SCENARIOS.artisanCopies);
    expect(artisanOf(board)).toMatchObject({ name: 'Grizzly Bears', power: 2, toughness: 2, colors: ['G'], subtypes: ['Bear'], copyOf: 'Grizzly Bears' });
    const artisan = Object.values(game.state.objects).find((o) => o.label === 'Artisan of Forms')!;
    expect(artisan.copyEffects.at(-1)!.values.abilities.map((a) => a.text.slice(0, HEROIC.length))).toEqual([HEROIC]);
  });
});

describe('Artisan of Forms ruling: becoming a copy is neither entering nor leaving the battlefield', () => {
  it('copying Sailor of Means doesn’t trigger its enters ability (no Treasure), and Artisan never changes zones', () => {
    const { events, board } = play(SCENARIOS.artisanCopiesSailor);
    expect(artisanOf(board)).toMatchObject({ name: 'Sailor of Means', power: 1, toughness: 4 });
    expect(eventsOf(events, 'trigger').map((e) => e.objects)).toEqual([['Artisan of Forms']]);
    expect(board.battlefield.some((p) => p.name === 'Treasure')).toBe(false);
    expect(eventsOf(events, 'zone-change').filter((e) => e.objects?.includes('Artisan of Forms'))).toEqual([]);
  });
});

describe('Artisan of Forms ruling: another creature that becomes a copy of Artisan becomes what Artisan is copying, plus the ability', () => {
  it('Clone entering as a copy of Artisan (copying Grizzly Bears) is a Grizzly Bears with the heroic ability', () => {
    const { game, board } = play(SCENARIOS.cloneCopiesArtisan);
    const clone = board.battlefield.find((p) => p.label === 'Clone')!;
    expect(clone).toMatchObject({ name: 'Grizzly Bears', power: 2, toughness: 2, copyOf: 'Artisan of Forms' });
    const cloneObject = Object.values(game.state.objects).find((o) => o.label === 'Clone')!;
    expect(cloneObject.copyEffects.at(-1)!.values.abilities.map((a) => a.text.slice(0, HEROIC.length))).toEqual([HEROIC]);
  });
});

describe('Artisan of Forms ruling: the copy effect lasts indefinitely, until another copy effect overwrites it', () => {
  const { events, board } = play(SCENARIOS.artisanCopiesTwice);

  it('is still a copy after the cleanup step and into the next turn', () => {
    expect(events.some((e) => e.rules.includes('514.2'))).toBe(true);
    expect(board.turn).toBe(2);
  });

  it('a second heroic trigger (now from the copied ability) overwrites it with Serra Angel', () => {
    expect(artisanOf(board)).toMatchObject({ name: 'Serra Angel', power: 4, toughness: 4, keywords: ['flying', 'vigilance', 'protection from black'], copyOf: 'Serra Angel' });
    expect(eventsOf(events, 'effect').filter((e) => e.rules.includes('707.9b')).map((e) => e.objects![1])).toEqual(['Grizzly Bears', 'Serra Angel']);
  });
});

describe('Artisan of Forms ruling: the target is chosen as the trigger goes on the stack; whether to copy, as it resolves', () => {
  it('targets Grizzly Bears on the stack, then Alice declines: Artisan stays a 1/1 Artisan of Forms', () => {
    const { events, board } = play(SCENARIOS.artisanDeclines);
    expect(eventsOf(events, 'put-on-stack')[0]!.text).toMatch(/targeting Grizzly Bears/);
    const declined = eventsOf(events, 'choice').find((e) => e.rules.includes('603.5'))!;
    expect(declined.text).toMatch(/chooses not to apply/);
    expect(events.indexOf(declined)).toBeGreaterThan(events.findIndex((e) => e.kind === 'resolve'));
    expect(artisanOf(board)).toMatchObject({ name: 'Artisan of Forms', power: 1, toughness: 1 });
  });
});

describe('Artisan of Forms ruling: copying a token copies its original characteristics and doesn’t make it a token', () => {
  it('copies the Walker token: a 2/2 black Zombie named Walker that is not a token', () => {
    const { board } = play(SCENARIOS.artisanCopiesWalker);
    expect(artisanOf(board)).toMatchObject({ name: 'Walker', power: 2, toughness: 2, colors: ['B'], subtypes: ['Zombie'], token: false });
  });
});

describe('Artisan of Forms ruling: an illegal target on resolution means no copy', () => {
  it('Bob Shocks Grizzly Bears in response: the trigger doesn’t resolve (608.2b) and Artisan stays what it was', () => {
    const { events, board } = play(SCENARIOS.artisanTargetDies);
    expect(eventsOf(events, 'countered-on-resolution')[0]!.objects).toEqual(["Artisan of Forms's trigger"]);
    expect(artisanOf(board)).toMatchObject({ name: 'Artisan of Forms', power: 1, toughness: 1 });
    expect(artisanOf(board).copyOf).toBeUndefined();
  });
});

describe('Artisan of Forms ruling: it copies printed values plus copy effects, not counters or other effects, and keeps its own counters', () => {
  it('copying a 7/7 Grizzly Bears (two counters, Giant Growth) gives a 2/2 Bears plus Artisan’s own counter: 3/3', () => {
    const { board } = play(SCENARIOS.artisanKeepsItsCounters);
    expect(board.battlefield.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ power: 7, toughness: 7 });
    expect(artisanOf(board)).toMatchObject({ name: 'Grizzly Bears', power: 3, toughness: 3, counters: { '+1/+1': 1 } });
  });
});

describe('707.2, 614.1c: Clone enters as a copy, which is entering the battlefield', () => {
  it('Clone copying Sailor of Means triggers the copied enters ability and makes a Treasure', () => {
    const { events, board } = play(SCENARIOS.cloneCopiesSailor);
    expect(board.battlefield.find((p) => p.label === 'Clone')).toMatchObject({ name: 'Sailor of Means', power: 1, toughness: 4 });
    expect(eventsOf(events, 'choice').some((e) => /first creature on the battlefield/.test(e.text))).toBe(true);
    expect(board.battlefield.filter((p) => p.name === 'Treasure').map((p) => p.controller)).toEqual(['Alice']);
  });
});

describe('608.2h, 603.10a: a copy that dies triggers with the abilities it had (last known information)', () => {
  it('Clone copying Perilous Myr dies: its trigger deals 2 damage to the chosen target', () => {
    const { events, board } = play({
      setup: { players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Island', 'Mountain'], hand: ['Clone', 'Shock'] }, { name: 'Bob', battlefield: ['Perilous Myr'] }] },
      actions: [
        { type: 'cast', player: 'Alice', card: 'Clone' },
        'resolve-stack',
        { type: 'choose', player: 'Alice', key: 'targets', for: 'Clone', value: ['Bob'] },
        { type: 'cast', player: 'Alice', card: 'Shock', targets: ['Clone'] },
        'resolve-stack',
        'resolve-stack',
      ],
    });
    expect(eventsOf(events, 'trigger').map((e) => e.objects)).toEqual([['Clone']]);
    expect(eventsOf(events, 'damage').at(-1)!.text).toBe('Clone deals 2 damage to Bob (life 18)');
    expect(board.players[0]!.graveyard).toEqual(['Shock', 'Clone']);
  });
});

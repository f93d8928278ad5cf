import { SCENARIOS, eventsOf, play } from './scenarios';

const hopliteOf = (board: ReturnType<typeof play>['board']) => board.battlefield.find((p) => p.label === 'Favored Hoplite')!;

describe('Heroic ruling: heroic abilities trigger only once per spell, even if it targets the creature several times', () => {
  it('Seeds of Strength with Favored Hoplite as all three targets triggers heroic once', () => {
    const { events, game } = play(SCENARIOS.seedsOnHoplite);
    expect(eventsOf(events, 'trigger')).toHaveLength(1);
    expect(game.snapshot().stack.map((s) => s.label)).toEqual(["Favored Hoplite's trigger", 'Seeds of Strength']);
    game.resolveStack();
    const hoplite = hopliteOf(game.snapshot());
    expect([hoplite.power, hoplite.toughness, hoplite.counters]).toEqual([5, 6, { '+1/+1': 1 }]);
  });
});

describe('Heroic ruling: heroic abilities resolve before the spell that caused them to trigger', () => {
  it('the trigger is above Gods Willing and resolves first', () => {
    const { game } = play(SCENARIOS.godsWillingOnHoplite);
    const resolved = eventsOf(game.resolveStack(), 'resolve').map((e) => e.objects![0]);
    expect(resolved).toEqual(["Favored Hoplite's trigger", 'Gods Willing']);
  });
});

describe('Heroic ruling (707.10): heroic doesn’t trigger when a copy of a spell is put on the stack', () => {
  const { events, board } = play(SCENARIOS.twincastOntoHoplite);

  it('puts a copy of Giant Growth on the stack ("copied", not "cast") with Favored Hoplite as its new target', () => {
    const copied = eventsOf(events, 'copied');
    expect(copied).toHaveLength(1);
    expect(copied[0]!.text).toMatch(/Giant Growth copy on the stack: a copy of Giant Growth, not cast/);
    expect(eventsOf(events, 'cast').map((e) => e.objects![0])).toEqual(['Giant Growth', 'Twincast']);
  });

  it('never triggers heroic; the copy still resolves (+3/+3) and then ceases to exist (704.5e)', () => {
    expect(eventsOf(events, 'trigger')).toEqual([]);
    expect(hopliteOf(board)).toMatchObject({ power: 4, toughness: 5, counters: {} });
    expect(board.battlefield.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ power: 5, toughness: 5 });
    expect(eventsOf(events, 'sba').some((e) => e.rules.includes('704.5e'))).toBe(true);
    expect(board.players[0]!.graveyard).toEqual(['Twincast', 'Giant Growth']);
  });
});

describe('Heroic ruling (115.7d): heroic doesn’t trigger when a spell’s targets are changed to include the creature', () => {
  it('Redirect moves Giant Growth to Favored Hoplite: +3/+3 but no heroic trigger and no counter', () => {
    const { events, board } = play(SCENARIOS.redirectOntoHoplite);
    expect(eventsOf(events, 'effect').some((e) => e.rules.includes('115.7d') && /new targets for Giant Growth: Favored Hoplite/.test(e.text))).toBe(true);
    expect(eventsOf(events, 'trigger')).toEqual([]);
    expect(hopliteOf(board)).toMatchObject({ power: 4, toughness: 5, counters: {} });
    expect(board.battlefield.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 });
  });
});

describe('Gods Willing rulings', () => {
  const setup = (extra: string[] = []) => ({ players: [{ name: 'Alice', battlefield: ['Favored Hoplite', 'Plains', ...extra], hand: ['Gods Willing'], library: ['Forest', 'Island'] }, { name: 'Bob' }] });

  it('"colorless" is not a color (105.1): the cast is refused', () => {
    const { events, board } = play({ setup: setup(), actions: [{ type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Favored Hoplite'], choices: { color: 'colorless' } }] });
    expect(eventsOf(events, 'illegal-action')[0]!.text).toMatch(/"colorless" is not a color/);
    expect(board.players[0]!.hand).toEqual(['Gods Willing']);
  });

  it('protection from white makes its own target illegal mid-resolution, and you still scry 1 (to the bottom, as chosen)', () => {
    const { events, board } = play({
      setup: setup(),
      actions: [{ type: 'cast', player: 'Alice', card: 'Gods Willing', targets: ['Favored Hoplite'], choices: { color: 'white', scry: 'bottom' } }, 'resolve-stack'],
    });
    expect(board.battlefield.find((p) => p.label === 'Favored Hoplite')!.keywords).toEqual(['protection from white']);
    expect(eventsOf(events, 'effect').find((e) => e.rules.includes('701.22a'))!.text).toMatch(/scries 1: looks at 1 card and puts it on the bottom/);
    expect(board.players[0]!.library).toBe(2);
  });
});

describe('Phalanx Leader and Akroan Crusader: heroic effects', () => {
  it('Phalanx Leader puts a +1/+1 counter on each creature its controller controls', () => {
    const { board } = play({
      setup: { players: [{ name: 'Alice', battlefield: ['Phalanx Leader', 'Grizzly Bears', 'Forest'], hand: ['Giant Growth'] }, { name: 'Bob', battlefield: ['Savannah Lions'] }] },
      actions: [{ type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Phalanx Leader'] }, 'resolve-stack'],
    });
    const counters = Object.fromEntries(board.battlefield.filter((p) => p.power !== undefined).map((p) => [p.label, p.counters['+1/+1'] ?? 0]));
    expect(counters).toEqual({ 'Phalanx Leader': 1, 'Grizzly Bears': 1, 'Savannah Lions': 0 });
  });

  it('Akroan Crusader creates a 1/1 red Soldier token with haste', () => {
    const { board } = play({
      setup: { players: [{ name: 'Alice', battlefield: ['Akroan Crusader', 'Forest'], hand: ['Giant Growth'] }, { name: 'Bob' }] },
      actions: [{ type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Akroan Crusader'] }, 'resolve-stack'],
    });
    expect(board.battlefield.find((p) => p.name === 'Soldier')).toMatchObject({ label: 'Soldier token', colors: ['R'], power: 1, toughness: 1, keywords: ['haste'], token: true });
  });
});

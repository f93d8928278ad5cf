import { SCENARIOS, eventsOf, play } from './scenarios';

const permanent = (board: ReturnType<typeof play>['board'], label: string) => board.battlefield.find((p) => p.label === label)!;

describe('107.3m: an enters replacement effect that refers to X uses the spell’s X', () => {
  it('Endless One cast with X = 3 enters with three +1/+1 counters (a 3/3)', () => {
    const { events, board } = play(SCENARIOS.endlessOneForThree);
    expect(eventsOf(events, 'effect').find((e) => e.rules.includes('107.3m'))!.text).toMatch(/enters with 3 \+1\/\+1 counters \(X = 3/);
    expect(permanent(board, 'Endless One')).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 3 } });
  });

  it('107.3i: put onto the battlefield other than by its spell resolving, X is 0: Endless One enters as a 0/0 and dies (704.5f)', () => {
    const { events, board } = play({ setup: { players: [{ name: 'Alice', hand: ['Cloudshift'], battlefield: ['Plains', { card: 'Endless One', counters: { '+1/+1': 2 } }] }, { name: 'Bob' }] }, actions: [{ type: 'cast', player: 'Alice', card: 'Cloudshift', targets: ['Endless One'] }, 'resolve-stack'] });
    expect(eventsOf(events, 'effect').some((e) => /Endless One enters with 0 \+1\/\+1 counters \(X = 0/.test(e.text))).toBe(true);
    expect(eventsOf(events, 'sba').at(-1)!.rules).toEqual(['704.5f']);
    expect(board.players[0]!.graveyard).toContain('Endless One');
  });

  it('Hangarback Walker with X = 2 costs {4}, enters with two counters, and dies into two Thopters (counters by last known information)', () => {
    const { events, board } = play(SCENARIOS.hangarbackDies);
    expect(events.some((e) => e.step === '601.2f' && e.text.includes('{4}'))).toBe(true);
    expect(eventsOf(events, 'effect').some((e) => /Hangarback Walker enters with 2 \+1\/\+1 counters/.test(e.text))).toBe(true);
    const thopters = board.battlefield.filter((p) => p.name === 'Thopter');
    expect(thopters.map((t) => [t.label, t.power, t.toughness, t.token, t.keywords])).toEqual([
      ['Thopter token', 1, 1, true, ['flying']],
      ['Thopter token #2', 1, 1, true, ['flying']],
    ]);
  });
});

describe('107.6: the untap symbol {Q}', () => {
  const { events, board } = play(SCENARIOS.gilderBairnUntaps);

  it('refuses an untapped Gilder Bairn: "already untapped can’t be untapped again"', () => {
    const refused = eventsOf(events, 'illegal-action')[0]!;
    expect(refused.rules).toEqual(['107.6']);
    expect(refused.text).toMatch(/already untapped/);
  });

  it('untaps a tapped Gilder Bairn as the cost; the ability puts another +1/+1 counter on Grizzly Bears', () => {
    expect(permanent(board, 'Gilder Bairn #2').tapped).toBe(false);
    expect(permanent(board, 'Grizzly Bears').counters).toEqual({ '+1/+1': 3 });
  });

  it('302.6: a summoning-sick creature can’t use its {Q} ability', () => {
    const sick = play(SCENARIOS.sickBairn);
    expect(eventsOf(sick.events, 'illegal-action')[0]!.rules).toEqual(['302.6', '107.6']);
    expect(permanent(sick.board, 'Gilder Bairn').tapped).toBe(true);
  });
});

describe('106.7: mana of a type another permanent "could produce"', () => {
  it('Exotic Orchard facing a Mountain and a Forest can make {G} but not {U}', () => {
    const { events, board } = play(SCENARIOS.exoticOrchard);
    expect(eventsOf(events, 'illegal-action')[0]!.text).toMatch(/can't produce \{U\} now \(it could produce \{R\} or \{G\}\)/);
    expect(board.players[0]!.manaPool).toBe('{G}');
  });

  it('replacement effects count: with Contamination out, Fellwar Stone can make only {B}', () => {
    const { events, board } = play(SCENARIOS.fellwarUnderContamination);
    expect(eventsOf(events, 'illegal-action')[0]!.text).toMatch(/could produce \{B\}/);
    expect(board.players[0]!.manaPool).toBe('{B}');
  });

  it('costs are ignored: Reflecting Pool copies a tapped Island’s {U}; a Sol Ring is not a land', () => {
    const { events, board } = play(SCENARIOS.reflectingPoolAndTappedIsland);
    expect(eventsOf(events, 'illegal-action')[0]!.text).toMatch(/can't produce \{C\} now \(it could produce \{U\}\)/);
    expect(board.players[0]!.manaPool).toBe('{U}');
  });
});

describe('106.5: an ability that would produce mana of an undefined type produces no mana', () => {
  it('Exotic Orchard when the opponent controls no lands', () => {
    const { events, board } = play(SCENARIOS.orchardWithoutLands);
    expect(eventsOf(events, 'mana')[0]!.rules).toEqual(['106.5', '106.7']);
    expect(board.players[0]!.manaPool).toBe('empty');
    expect(permanent(board, 'Exotic Orchard').tapped).toBe(true);
  });

  it('two Reflecting Pools and no other land define no type: no mana', () => {
    const { events, board } = play(SCENARIOS.reflectingPools);
    expect(eventsOf(events, 'mana')[0]!.text).toMatch(/produces no mana/);
    expect(board.players[0]!.manaPool).toBe('empty');
  });
});

describe('106.12a, 605.4a: "tapped for mana" triggers are mana abilities that resolve at once', () => {
  const { events, board } = play(SCENARIOS.tappedForManaTriggers);

  it('a Forest tapped with Heartbeat of Spring and Mana Flare out adds {G}{G}{G}, without the stack', () => {
    const triggered = eventsOf(events, 'mana').filter((e) => e.rules.includes('605.4a'));
    expect(triggered.map((e) => e.objects)).toEqual([['Heartbeat of Spring'], ['Mana Flare']]);
    expect(eventsOf(events, 'put-on-stack')).toEqual([]);
    expect(eventsOf(events, 'trigger')).toEqual([]);
  });

  it('a Sol Ring is not a land: it adds only its own {C}{C}', () => {
    expect(board.players[0]!.manaPool).toBe('{G}{G}{G}{C}{C}');
  });
});

describe('106.12b: a replacement effect on mana production (Contamination)', () => {
  it('a Forest produces {B} instead, and Mana Flare adds one more of the type it produced: {B}', () => {
    const { events, board } = play(SCENARIOS.contaminatedForest);
    expect(eventsOf(events, 'mana')[0]!.rules).toContain('106.12b');
    expect(board.players[0]!.manaPool).toBe('{B}{B}');
  });
});

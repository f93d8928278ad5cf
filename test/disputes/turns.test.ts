/**
 * Turns and steps (500–514) and timing (117.1a, 307.1, 702.8): moving the game on with `next step`,
 * `go to` and `next turn`, what happens as steps begin and end, and when spells may be cast.
 */
import { citing, permanent, played, player, refused, texts } from './play';

describe('500.5: mana empties as a step ends', () => {
  it('Sol Ring’s {C}{C} is gone after `next step`', () => {
    const trace = played('Alice has Sol Ring\nAlice activates Sol Ring\nnext step');
    expect(texts(trace)).toContain("Sol Ring's ability resolves at once: Alice adds {C}{C} (pool: {C}{C})");
    expect(player(trace, 'Alice').manaPool).toBe('empty');
    expect(trace.final.step).toBe('beginning-of-combat');
  });
});

describe('503.1, 603.2: "at the beginning of your upkeep" abilities trigger as the upkeep begins', () => {
  const board = 'Alice has Contamination, Grizzly Bears\nBob has Mountain\n';

  it('after `next turn` twice, Contamination triggers on Alice’s upkeep; by default she sacrifices a creature', () => {
    const trace = played(`${board}next turn\nnext turn`);
    expect(citing(trace, '503.1').map((e) => e.text)).toEqual(["Bob's upkeep step begins", "Alice's upkeep step begins"]);
    expect(texts(trace)).toContain('Contamination\'s ability triggers (Alice\'s upkeep step began): "At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature."');
    expect(player(trace, 'Alice').graveyard).toEqual(['Grizzly Bears']);
    expect(permanent(trace, 'Contamination')).toBeDefined();
  });

  it('`Alice doesn’t pay` sacrifices Contamination instead', () => {
    const trace = played(`${board}next turn\nnext turn\nAlice doesn't pay`);
    expect(player(trace, 'Alice').graveyard).toEqual(['Contamination']);
  });

  it('a scenario set in the upkeep runs from the step’s start: the trigger is on the stack at once', () => {
    const trace = played(`${board}turn: Alice, upkeep\nresolve`);
    expect(player(trace, 'Alice').graveyard).toEqual(['Grizzly Bears']);
  });
});

describe('514.2: the cleanup step removes damage and ends "until end of turn" effects; 502.3, 504.1: untap and draw', () => {
  const trace = played('Alice has Grizzly Bears, 2 Forest\nAlice library: Island\nBob has Mountain\nAlice casts Giant Growth targeting Grizzly Bears\nresolve\nBob casts Shock targeting Grizzly Bears\nnext turn\nnext turn\ngo to main');

  it('the Bears survive the Shock as a 5/5, and are 2/2 with no damage after the cleanup', () => {
    expect(permanent(trace, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2, damage: 0 });
    expect(citing(trace, '514.2')[0]!.text).toBe('Cleanup: all damage is removed and "until end of turn" effects end');
  });

  it('Alice untaps her Forests at her next untap step and draws her Island', () => {
    expect(texts(trace)).toContain('Alice untaps Forest');
    expect(player(trace, 'Alice').hand).toEqual(['Island']);
    expect(trace.final.step).toBe('precombat-main');
  });
});

describe('307.1, 117.1a, 702.8a: sorcery speed, instants, flash', () => {
  it('a creature can’t be cast in the opponent’s turn, unless it has flash', () => {
    const sorcery = played('Alice has Forest\nBob has 2 Forest\nBob casts Grizzly Bears');
    expect(citing(sorcery, '307.1')[0]!.text).toMatch(/Grizzly Bears can be cast only at sorcery speed \(its controller's main phase, empty stack\), and it is Alice's turn; a creature needs flash \(702\.8a\)/);
    const flash = played('Alice has Forest\nBob has 2 Forest\nBob casts Ambush Viper');
    expect(permanent(flash, 'Ambush Viper')!.controller).toBe('Bob');
  });

  it('an instant can be cast on the opponent’s turn', () => {
    const trace = played('Alice has Grizzly Bears\nBob has Mountain\nBob casts Lightning Bolt targeting Grizzly Bears');
    expect(player(trace, 'Alice').graveyard).toEqual(['Grizzly Bears']);
  });

  it('a sorcery can’t be cast in combat, even on your own turn', () => {
    const trace = played('Alice has Grizzly Bears, 2 Mountain\nBob has Hill Giant\nAlice attacks with Grizzly Bears\nAlice casts Pyroclasm');
    expect(citing(trace, '307.1')[0]!.text).toMatch(/it is the declare attackers step, not a main phase/);
  });
});

describe('`go to`, `next step`, `next turn`: moving on is every player passing, the stack resolving first', () => {
  it('go to Bob’s end step crosses into Bob’s turn', () => {
    const trace = played("Alice has Forest\nBob has Mountain\ngo to Bob's end step");
    expect([trace.final.turn, trace.final.activePlayer, trace.final.step]).toEqual([2, 'Bob', 'end']);
  });

  it('a step no player gets priority in is a scenario error', () => {
    expect(refused('Alice has Forest\ngo to cleanup').message).toMatch(/line 2, column 7: the game can't stop in the cleanup step — no player receives priority there/);
    expect(refused('Alice has Forest\ngo to main').message).toMatch(/the game is already in the precombat main phase/);
  });

  it('a library the scenario didn’t set up goes on with unknown cards, so a new turn draws one', () => {
    const trace = played('Alice has Forest\nBob has Mountain\nnext turn\ngo to main');
    expect(player(trace, 'Bob').hand).toEqual(['Unknown card']);
    expect(trace.final.over).toBeUndefined();
  });

  it('a library set up empty makes its player lose at their draw (704.5b)', () => {
    const trace = played('Alice has Forest\nBob has Mountain\nBob library:\nnext turn\ngo to main');
    expect(trace.final.over?.winners).toEqual(['Alice']);
  });
});

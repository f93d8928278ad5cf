/**
 * Disputes on when a player at 0 life loses (704.5a: only as state-based actions are checked), a draw
 * (104.4a), and combat damage: lethal damage to a blocker as damage is assigned (702.19b), double
 * strike against first strike (510.4).
 */
import { citing, permanent, played, player } from './play';

describe('704.5a: a player loses at 0 life only when state-based actions are checked', () => {
  it("510.2: Alice at 3 takes 3 from Hill Giant while her Nighthawk's lifelink gains 2 at the same time: she is at 2 and plays on", () => {
    const trace = played('Alice life: 3\nBob has Hill Giant, Grizzly Bears\nAlice has Vampire Nighthawk\nturn: Bob\nBob attacks with Hill Giant, Grizzly Bears\nAlice blocks Grizzly Bears with Vampire Nighthawk');
    expect(player(trace, 'Alice')).toMatchObject({ life: 2 });
    expect(trace.verdict).not.toMatch(/loses the game/);
  });

  it('510.4: at 2, Alice takes 2 first-strike damage and loses before her Nighthawk deals its lifelink damage in the regular step', () => {
    const trace = played('define: Test Knight {1}{W} Creature — Human Knight 2/2 — First strike\nAlice life: 2\nBob has Test Knight, Grizzly Bears\nAlice has Vampire Nighthawk\nturn: Bob\nBob attacks with Test Knight, Grizzly Bears\nAlice blocks Grizzly Bears with Vampire Nighthawk');
    expect(trace.verdict).toMatch(/Alice loses the game; Bob wins the game/);
    expect(citing(trace, '702.15b')).toHaveLength(0);
  });

  it('at -1 in the middle of a resolution and back to 2 by its end: no loss', () => {
    const trace = played('define: Test Drain {B} Sorcery — You lose 3 life. You gain 3 life.\nAlice life: 2\nAlice has Swamp\nAlice casts Test Drain');
    expect(trace.events.some((e) => /Alice loses 3 life \(now -1\)/.test(e.text))).toBe(true);
    expect(citing(trace, '704.5a')).toHaveLength(0);
  });

  it('104.4a: both players at 0 as state-based actions are checked lose at once: the game is a draw', () => {
    const trace = played('define: Test Plague {B} Sorcery — Each player loses 5 life.\nAlice life: 3\nBob life: 3\nAlice has Swamp\nAlice casts Test Plague');
    expect(trace.verdict).toMatch(/Alice loses the game; Bob loses the game; the game is a draw/);
    expect(citing(trace, '104.4a')).toHaveLength(1);
  });
});

describe('702.19b: lethal damage is counted as the attacker assigns it', () => {
  it('Giant Growth on the chump blocker after blocks: 4 to the 4/4 Lions, 2 tramples over', () => {
    const trace = played('Alice has Colossal Dreadmaw\nBob has Savannah Lions, Forest\nAlice attacks with Colossal Dreadmaw\nBob blocks Colossal Dreadmaw with Savannah Lions\nBob casts Giant Growth targeting Savannah Lions');
    expect(player(trace, 'Bob').life).toBe(18);
  });

  it('damage already marked counts: a Shocked Hill Giant needs 1 more, and 5 trample over', () => {
    const trace = played('Alice has Colossal Dreadmaw, Mountain\nBob has Hill Giant\nAlice casts Shock targeting Hill Giant\nresolve\nAlice attacks with Colossal Dreadmaw\nBob blocks Colossal Dreadmaw with Hill Giant');
    expect(player(trace, 'Bob').life).toBe(15);
  });
});

describe('702.2c: deathtouch with several blockers', () => {
  it('a 3/3 deathtouch attacker blocked by three Hill Giants assigns 1 to each, lethal, and all three die', () => {
    const trace = played('define: Test Assassin {2}{B} Creature — Human Assassin 3/3 — Deathtouch\nAlice has Test Assassin\nBob has 3 Hill Giant\nAlice attacks with Test Assassin\nBob blocks Test Assassin with Hill Giant, Hill Giant #2, Hill Giant #3');
    expect(trace.verdict).toMatch(/Test Assassin dies; Hill Giant dies; Hill Giant #2 dies; Hill Giant #3 dies/);
  });
});

describe('510.4: double strike against first strike', () => {
  it('a 2/2 double striker and a 2/2 first-strike blocker kill each other in the first-strike step; no regular damage', () => {
    const trace = played('define: Test Knight {1}{W} Creature — Human Knight 2/2 — First strike\ndefine: Test Duelist {R}{W} Creature — Human 2/2 — Double strike\nAlice has Test Duelist\nBob has Test Knight\nAlice attacks with Test Duelist\nBob blocks Test Duelist with Test Knight');
    expect(trace.verdict).toMatch(/Test Duelist dies; Test Knight dies/);
    expect(trace.events.filter((e) => /deals \d+ combat damage/.test(e.text))).toHaveLength(2);
    expect(permanent(trace, 'Test Duelist')).toBeUndefined();
  });
});

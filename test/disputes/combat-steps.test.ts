/**
 * Players act in every combat step that gives them priority (506–511): between first-strike and regular
 * combat damage (510.4), after combat damage (510.3); and a scenario set in a combat step starts at the
 * beginning of combat, its next lines declaring attackers and blockers (507, 508.1).
 */
import { at, permanent, played, player, refused } from './play';

const KINDLED_FURY = 'define: Kindled Fury {R} Instant — Target creature gets +1/+0 and gains first strike until end of turn.';
const KNIGHT = 'define: Test Knight {1}{W} Creature — Human Knight 2/2 — First strike';
const FIRST_STRIKE_COMBAT = `${KINDLED_FURY}\n${KNIGHT}\nAlice has Test Knight, Grizzly Bears, Mountain\nBob has Hill Giant, Savannah Lions\nAlice attacks with Test Knight, Grizzly Bears\nBob blocks Test Knight with Savannah Lions\nBob blocks Grizzly Bears with Hill Giant`;

describe('510.4: players receive priority in the first-strike combat damage step', () => {
  const furyAfterFirstStrike = (words = 'first strike damage') => played(`${FIRST_STRIKE_COMBAT}\ngo to ${words}\nAlice casts Kindled Fury targeting Grizzly Bears`);

  it('510.4: `go to first strike damage` then `Alice casts Kindled Fury`: cast after the first-strike damage, before the regular damage', () => {
    const trace = furyAfterFirstStrike();
    expect(at(trace, /Test Knight deals 2 combat damage to Savannah Lions/)).toBeLessThan(at(trace, /Alice casts Kindled Fury/));
    expect(at(trace, /Alice casts Kindled Fury/)).toBeLessThan(at(trace, /Alice's combat damage step begins/));
  });

  it('510.4: Grizzly Bears had no first strike as the first-strike step began, so it deals its regular damage, now 3: Hill Giant dies', () => {
    expect(player(furyAfterFirstStrike(), 'Bob').graveyard).toEqual(['Savannah Lions', 'Hill Giant']);
  });

  it('510.4: `first-strike damage` and `first strike combat damage` are the same step', () => {
    for (const words of ['first-strike damage', 'first strike combat damage step']) expect(furyAfterFirstStrike(words).verdict).toBe(furyAfterFirstStrike().verdict);
  });

  it('510.4: without a creature with first strike or double strike there is no such step: an error at the step, never a silent skip', () => {
    const error = refused(`${KINDLED_FURY}\nAlice has Grizzly Bears, Mountain\nBob has Hill Giant\nAlice attacks with Grizzly Bears\nBob blocks Grizzly Bears with Hill Giant\ngo to first strike damage\nAlice casts Kindled Fury targeting Grizzly Bears`);
    expect(error).toMatchObject({ line: 6, column: 7 });
    expect(error.message).toMatch(/no first-strike combat damage step: no attacking or blocking creature had first strike or double strike as combat damage began \(510\.4\)/);
  });
});

describe('510.3: players receive priority in the combat damage step, after the damage', () => {
  it('`go to combat damage` then `Bob casts Shock`: the Hill Giant dealt 2 combat damage dies to Shock', () => {
    const trace = played('Alice has Grizzly Bears\nBob has Hill Giant, Mountain\nAlice attacks with Grizzly Bears\nBob blocks Grizzly Bears with Hill Giant\ngo to combat damage\nBob casts Shock targeting Hill Giant');
    expect(at(trace, /Grizzly Bears deals 2 combat damage to Hill Giant/)).toBeLessThan(at(trace, /Bob casts Shock/));
    expect(permanent(trace, 'Hill Giant')).toBeUndefined();
  });

  it('508.8: `go to combat damage` with no creature attacking is an error that says to declare attackers', () => {
    const error = refused('Alice has Grizzly Bears\nBob has Hill Giant\ngo to combat damage');
    expect(error.message).toMatch(/no creature is attacking.*508\.8.*write 'Alice attacks with/);
  });
});

describe('507.1, 508.1: a scenario set in a combat step starts at the beginning of combat, and its lines declare', () => {
  it('`turn: Alice, declare attackers` then `Alice attacks with Grizzly Bears`: the game starts at the beginning of combat and the attack is declared', () => {
    const trace = played('Alice has Grizzly Bears\nBob has Forest\nturn: Alice, declare attackers\nAlice attacks with Grizzly Bears');
    expect(trace.events.find((e) => e.kind === 'setup')!.text).toMatch(/^Turn 1, beginning of combat step/);
    expect(player(trace, 'Bob').life).toBe(18);
  });

  it('`turn: Bob, declare blockers` with the attack and the block written after: Hill Giant blocks and kills Grizzly Bears', () => {
    const trace = played('Bob has Grizzly Bears\nAlice has Hill Giant\nturn: Bob, declare blockers\nBob attacks with Grizzly Bears\nAlice blocks Grizzly Bears with Hill Giant');
    expect(player(trace, 'Bob').graveyard).toEqual(['Grizzly Bears']);
  });

  it('the trace says where the game starts and why', () => {
    const trace = played('Alice has Grizzly Bears\nturn: Alice, combat damage\nAlice attacks with Grizzly Bears');
    expect(trace.events.map((e) => e.text)).toContainEqual('The game starts at the beginning of combat, not in the combat damage step: line 3 declares the attackers (507.1, 508.1).');
  });

  it('508.1: a combat step without an `attacks` line to declare its attackers is an error at the step', () => {
    const error = refused('Alice has Grizzly Bears\nturn: Alice, declare attackers\nAlice casts Giant Growth targeting Grizzly Bears');
    expect(error).toMatchObject({ line: 2, column: 14 });
    expect(error.message).toMatch(/a game can't start in the declare attackers step before attackers are declared.*write 'Alice attacks with …' after the setup/);
  });
});

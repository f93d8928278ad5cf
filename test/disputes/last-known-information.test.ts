/**
 * 608.2h, 113.7a: an effect that reads a characteristic of an object that has left the zone it was
 * expected in (an amount, a condition) uses the object as it last existed there, with every layer that
 * applied to it: the pumps, counters and copy effects it had on the battlefield, not the card it became.
 */
import { citing, played, player } from './play';

const SWORDS = 'define: Swords to Plowshares {W} Instant — Exile target creature. Its controller gains life equal to its power.';
const CONDEMN = "define: Condemn {W} Instant — Put target attacking creature on the bottom of its owner's library. Its controller gains life equal to its toughness.";
const RECKONING = 'define: Test Reckoning {W} Instant — Exile target creature. Its controller gains life equal to its mana value.';
const VERDICT = "define: Test Verdict {W} Instant — Destroy target creature. If it's a creature with power 4 or greater, you draw a card.";

describe('608.2h: an amount read from an object the effect moved is its last known information', () => {
  it('608.2h: Swords to Plowshares gains life equal to the power the creature last had (Giant Growth: 5, not 2)', () => {
    const trace = played(`${SWORDS}\nAlice has Plains, Forest\nBob has Grizzly Bears\nAlice casts Giant Growth targeting Grizzly Bears\nresolve\nAlice casts Swords to Plowshares targeting Grizzly Bears`);
    expect(citing(trace, '119.3').map((e) => e.text)).toEqual(['Bob gains 5 life (now 25)']);
  });

  it('608.2h, 613.4c: with two +1/+1 counters, Swords to Plowshares gains 4 life (counters apply in layer 7c of its last known information)', () => {
    const trace = played(`${SWORDS}\nAlice has Plains\nBob has Grizzly Bears (2 +1/+1 counters)\nAlice casts Swords to Plowshares targeting Grizzly Bears`);
    expect(player(trace, 'Bob').life).toBe(24);
  });

  it('608.2h: Condemn puts the creature into a hidden zone and reads the toughness it last had on the battlefield (5, not 2)', () => {
    const trace = played(`${CONDEMN}\nAlice has Grizzly Bears, Forest\nBob has Plains\nAlice casts Giant Growth targeting Grizzly Bears\nresolve\nAlice attacks with Grizzly Bears\nBob casts Condemn targeting Grizzly Bears`);
    expect(citing(trace, '119.3').map((e) => e.text)).toEqual(['Alice gains 5 life (now 25)']);
  });

  it('608.2h, 707.2: a Clone copying Serra Angel, exiled, had mana value 5 (the copy), not 4 (the card in exile)', () => {
    const trace = played(`${RECKONING}\nAlice has Plains, 4 Island\nBob has Serra Angel\nAlice casts Clone choosing Serra Angel\nresolve\nAlice casts Test Reckoning targeting Clone`);
    expect(player(trace, 'Alice').life).toBe(25);
  });
});

describe('113.7a, 603.10a: an ability whose source has left reads the source as it last existed', () => {
  it('113.7a: "When this creature dies, it deals damage equal to its power": a Giant Growth\'d 1/1 deals 4', () => {
    const martyr = 'define:\n  Test Martyr {R}\n  Creature — Goblin\n  When this creature dies, it deals damage equal to its power to any target.\n  1/1';
    const trace = played(`${martyr}\n${VERDICT}\nAlice has Test Martyr, Plains, Forest\nAlice casts Giant Growth targeting Test Martyr\nresolve\nAlice casts Test Verdict targeting Test Martyr\nTest Martyr trigger targeting Bob`);
    expect(player(trace, 'Bob').life).toBe(16);
  });

  it('113.7a, 702.15b: the damage of a dying lifelinker\'s trigger is dealt by the creature as it last existed: its controller gains the life', () => {
    const martyr = 'define:\n  Test Martyr {W}\n  Creature — Cleric\n  Lifelink\n  When this creature dies, it deals 2 damage to any target.\n  1/1';
    const trace = played(`${martyr}\n${VERDICT}\nAlice has Test Martyr, Plains\nAlice casts Test Verdict targeting Test Martyr\nTest Martyr trigger targeting Bob`);
    expect([player(trace, 'Alice').life, player(trace, 'Bob').life]).toEqual([22, 18]);
  });
});

describe('608.2h: a condition about an object the effect moved reads its last known information', () => {
  it('608.2h, 608.2c: "Destroy target creature. If it\'s a creature with power 4 or greater, you draw a card": a Giant Growth\'d Bears had power 5', () => {
    const trace = played(`${VERDICT}\nAlice has Plains, Forest\nAlice library: Island\nBob has Grizzly Bears\nAlice casts Giant Growth targeting Grizzly Bears\nresolve\nAlice casts Test Verdict targeting Grizzly Bears`);
    expect(player(trace, 'Alice').hand).toEqual(['Island']);
  });
});

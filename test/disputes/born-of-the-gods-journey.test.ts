/**
 * Disputes on Born of the Gods and Journey into Nyx cards (real Oracle text, ../shared/data): devotion
 * that changes mid-combat and mid-resolution, constellation, strive, inspired, tribute, bestow when its
 * host dies, and Artisan of Forms copying itself.
 */
import { describeWithSharedData } from '../shared-data';
import { at, citing, permanent, player, texts } from './play';
import { THEROS_FILES, withTherosCards } from './theros-cards';

describeWithSharedData('Born of the Gods and Journey into Nyx disputes', THEROS_FILES, () => {
  const { play } = withTherosCards();

  it('506.4: Purphoros attacking stops being a creature when a Boggart Brute is bolted (devotion 4): removed from combat, no damage to Bob', () => {
    const trace = play('Alice has Purphoros, God of the Forge, 4 Boggart Brute\nBob has Mountain\nAlice attacks with Purphoros, God of the Forge\nBob casts Lightning Bolt targeting Boggart Brute');
    expect(citing(trace, '506.4')[0]!.text).toMatch(/Purphoros, God of the Forge stops being a creature, so it is removed from combat/);
    expect(player(trace, 'Bob').life).toBe(20);
    // 508.8 skips the blockers and damage steps only when no attackers were declared.
    expect(at(trace, /declare blockers step begins/)).toBeGreaterThan(at(trace, /removed from combat/));
  });

  it('700.5: Gray Merchant counts devotion as its trigger resolves: with Vampire Nighthawk bolted in response, only its own {B}{B}', () => {
    const trace = play('Alice has Vampire Nighthawk, 5 Swamp\nBob has Mountain\nAlice casts Gray Merchant of Asphodel\nresolve\nBob casts Lightning Bolt targeting Vampire Nighthawk');
    expect([player(trace, 'Alice').life, player(trace, 'Bob').life]).toEqual([22, 18]);
  });

  it('"each opponent" with two opponents: Gray Merchant drains both, and Alice gains what they lost', () => {
    const trace = play('players: Alice, Bob, Carol\nAlice has 5 Swamp\nAlice casts Gray Merchant of Asphodel');
    expect(trace.final.players.map((p) => p.life)).toEqual([24, 18, 18]);
  });

  it('constellation: Eidolon of Blossoms sees itself enter, and a bestowed Aura entering', () => {
    expect(texts(play('Alice has 4 Forest\nAlice library: Island, Island\nAlice casts Eidolon of Blossoms'))).toContain('Island moves from Alice\'s library to Alice\'s hand (drawn)');
    const bestowed = play('Alice has Eidolon of Blossoms, Grizzly Bears, 5 Island\nAlice library: Island\nAlice casts Nimbus Naiad bestowed targeting Grizzly Bears');
    expect(bestowed.events.some((e) => /Eidolon of Blossoms's ability triggers \(Nimbus Naiad entered/.test(e.text))).toBe(true);
  });

  it('601.2f strive: Ajani\'s Presence on two creatures costs {2}{W}{W}; with three Plains the cast is taken back', () => {
    const paid = play("Alice has Grizzly Bears, Savannah Lions, 4 Plains\nAlice casts Ajani's Presence targeting Grizzly Bears, Savannah Lions");
    expect(permanent(paid, 'Savannah Lions')).toMatchObject({ power: 3, toughness: 2, keywords: ['indestructible'] });
    expect(play("Alice has Grizzly Bears, Savannah Lions, 3 Plains\nAlice casts Ajani's Presence targeting Grizzly Bears, Savannah Lions").verdict).toMatch(/can't pay \{2\}\{W\}\{W\} for Ajani's Presence/);
  });

  it('inspired: Servant of Tymaret untapping in Alice\'s untap step drains each opponent for 1 at her upkeep', () => {
    const trace = play('Alice has Servant of Tymaret (tapped)\nplayers: Alice, Bob\nnext turn\nnext turn\nresolve all');
    expect([player(trace, 'Alice').life, player(trace, 'Bob').life]).toEqual([21, 19]);
  });

  it('702.104b: Siren of the Fanged Coast without tribute takes Hill Giant, which is summoning sick under Alice (302.6)', () => {
    const trace = play('Alice has 5 Island\nBob has Hill Giant\nAlice casts Siren of the Fanged Coast');
    expect(permanent(trace, 'Hill Giant')).toMatchObject({ controller: 'Alice', summoningSick: true });
  });

  it('702.103f: Pyroclasm kills the host; the bestowed Naiad, no creature when the damage was dealt, is a 2/2 with no damage', () => {
    const trace = play('Alice has Grizzly Bears (2 damage), Nimbus Naiad (attached to Grizzly Bears)\nBob has 2 Mountain\nturn: Bob\nBob casts Pyroclasm');
    expect(permanent(trace, 'Nimbus Naiad')).toMatchObject({ power: 2, toughness: 2, damage: 0, types: ['Enchantment', 'Creature'] });
  });

  it('608.2b: heroic\'s +1/+1 counter in response makes Favored Hoplite power 3, an illegal target for Last Breath: no exile, no life', () => {
    const trace = play('Alice has Favored Hoplite (1 +1/+1 counter), Plains\nBob has 2 Plains\nturn: Bob\nBob casts Last Breath targeting Favored Hoplite\nAlice casts Gods Willing targeting Favored Hoplite choosing blue');
    expect(trace.verdict).toMatch(/Last Breath doesn't resolve/);
    expect(permanent(trace, 'Favored Hoplite')).toMatchObject({ power: 3, toughness: 4 });
    expect(player(trace, 'Alice').life).toBe(20);
  });

  it('707.9b: Artisan of Forms copying itself keeps the copied heroic and gains "this ability": the next spell triggers it twice', () => {
    const trace = play('Alice has Artisan of Forms, 2 Plains\nAlice casts Gods Willing targeting Artisan of Forms choosing red\nArtisan of Forms trigger targeting Artisan of Forms\nresolve all\nAlice casts Gods Willing targeting Artisan of Forms choosing blue');
    expect(trace.events.filter((e) => /Artisan of Forms's ability triggers \(Alice cast Gods Willing #2/.test(e.text))).toHaveLength(2);
  });

  it('707.2, ruling: Artisan of Forms with its own +1/+1 counter copying a Hill Giant with two is a 4/4: it keeps its counter and copies none', () => {
    const trace = play('Alice has Artisan of Forms (1 +1/+1 counter), Plains\nBob has Hill Giant (2 +1/+1 counters)\nAlice casts Gods Willing targeting Artisan of Forms choosing red\nArtisan of Forms trigger targeting Hill Giant');
    expect(permanent(trace, 'Artisan of Forms')).toMatchObject({ copyOf: 'Hill Giant', power: 4, toughness: 4, counters: { '+1/+1': 1 } });
  });

  it('707.9b, 111.4: a Clone copying Artisan of Forms (a copy of a described Cat Soldier token) is a 1/1 Cat Soldier, no token, with heroic once', () => {
    const trace = play('Alice has Artisan of Forms, a 1/1 white Cat Soldier creature token with vigilance, 2 Plains, 4 Island\nAlice casts Gods Willing targeting Artisan of Forms choosing red\nArtisan of Forms trigger targeting Cat Soldier token\nresolve all\nAlice casts Clone choosing Artisan of Forms\nresolve all\nAlice casts Gods Willing targeting Clone choosing blue');
    expect(permanent(trace, 'Clone')).toMatchObject({ token: false, power: 1, toughness: 1, subtypes: ['Cat', 'Soldier'], colors: ['W'] });
    expect(trace.events.filter((e) => /Clone's ability triggers \(Alice cast Gods Willing #2/.test(e.text))).toHaveLength(1);
  });
});

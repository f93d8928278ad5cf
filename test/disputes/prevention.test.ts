/**
 * Protection (702.16) and prevention (615) with the real Theros heroes: what is prevented is not dealt,
 * so deathtouch (702.2b) and lifelink (702.15b) see nothing; the trace names which effect applied first (616.1).
 */
import { describeWithSharedData } from '../shared-data';
import { citing, permanent, player } from './play';
import { THEROS_FILES, withTherosCards } from './theros-cards';

describeWithSharedData('702.16, 615: protection and prevention with heroic', THEROS_FILES, () => {
  const { play } = withTherosCards();

  it("616.1: protection and heroic's prevention both apply; the trace says it is the Hoplite's protection that applies first", () => {
    const trace = play('Alice has Grizzly Bears\nBob has Favored Hoplite, Plains\nAlice attacks with Grizzly Bears\nBob casts Gods Willing targeting Favored Hoplite choosing green\nresolve all\nBob blocks Grizzly Bears with Favored Hoplite');
    expect(citing(trace, '616.1')[0]!.text).toBe("2 replacement or prevention effects apply to 2 damage from Grizzly Bears to Favored Hoplite: Bob applies Favored Hoplite's protection from green first (the oldest; Bob named none)");
    expect(permanent(trace, 'Favored Hoplite')).toMatchObject({ damage: 0 });
    expect(player(trace, 'Alice').graveyard).toEqual(['Grizzly Bears']);
  });

  it('702.2b: a deathtouch blocker whose damage is prevented by heroic destroys nothing', () => {
    const trace = play("Alice has Favored Hoplite, Plains\nBob has Sedge Scorpion\nAlice casts Mortal's Ardor targeting Favored Hoplite\nresolve all\nAlice attacks with Favored Hoplite\nBob blocks Favored Hoplite with Sedge Scorpion");
    expect(permanent(trace, 'Favored Hoplite')).toMatchObject({ power: 3, toughness: 4, damage: 0 });
    expect(player(trace, 'Bob').graveyard).toEqual(['Sedge Scorpion']);
    expect(player(trace, 'Alice').life).toBe(23); // Mortal's Ardor's lifelink: the Hoplite's own 3 damage was dealt
  });

  it('702.15b: lifelink gains nothing for damage the heroic Hoplite prevented', () => {
    const trace = play("Alice has Grizzly Bears, Plains\nBob has Favored Hoplite, Plains\nAlice casts Mortal's Ardor targeting Grizzly Bears\nresolve all\nAlice attacks with Grizzly Bears\nBob blocks Grizzly Bears with Favored Hoplite\nBob casts Gods Willing targeting Favored Hoplite choosing white");
    expect(citing(trace, '702.15b')).toEqual([]);
    expect(player(trace, 'Alice').life).toBe(20);
  });

  it('702.16f: a red creature can’t block a Hoplite with protection from red; the block is taken back', () => {
    const trace = play('Alice has Favored Hoplite, Plains\nBob has Raging Goblin\nAlice casts Gods Willing targeting Favored Hoplite choosing red\nresolve all\nAlice attacks with Favored Hoplite\nBob blocks Favored Hoplite with Raging Goblin');
    expect(trace.verdict).toMatch(/not allowed: Raging Goblin can't block Favored Hoplite: Favored Hoplite has protection from red \(702\.16f\)/);
    expect(player(trace, 'Bob').life).toBe(18);
  });
});

/**
 * 702.103 Bestow with the real Theros cards: cast bestowed in the words players use, a bestowed
 * Aura whose target or host is gone is a creature again (702.103e–f), and the same permanent (302.6).
 */
import { describeWithSharedData } from '../shared-data';
import { citing, permanent, played, refused } from './play';
import { THEROS_FILES, withTherosCards } from './theros-cards';

describeWithSharedData('702.103: bestow, as players write it', THEROS_FILES, () => {
  const { play, error } = withTherosCards();

  it.each(['with bestow', 'bestowed', 'for its bestow cost', 'for bestow cost'])('"Alice casts Nimbus Naiad %s targeting Grizzly Bears" casts it bestowed (702.103a)', (words) => {
    const trace = play(`Alice has Grizzly Bears, 5 Island\nAlice casts Nimbus Naiad ${words} targeting Grizzly Bears`);
    expect(citing(trace, '702.103a')).toHaveLength(1);
    expect(permanent(trace, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4 });
    expect(permanent(trace, 'Nimbus Naiad')).toMatchObject({ attachedTo: 'Grizzly Bears' });
  });

  it('words after "bestowed" other than a clause are an error at their column', () => {
    expect(error('Alice has Grizzly Bears, 5 Island\nAlice casts Nimbus Naiad bestowed Grizzly Bears')).toBe("line 2, column 35: 'bestowed' takes nothing after it — write 'with bestow targeting <creature>'");
  });

  it('702.103e: the target dies in response; Nimbus Naiad resolves as a 2/2 flying creature, summoning sick', () => {
    const trace = play("Alice has Grizzly Bears, 5 Island\nBob has 2 Mountain\nAlice casts Nimbus Naiad bestowed targeting Grizzly Bears\nBob casts Lightning Strike targeting Grizzly Bears");
    expect(citing(trace, '702.103e')).toHaveLength(1);
    expect(permanent(trace, 'Nimbus Naiad')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 2, toughness: 2, summoningSick: true });
  });

  it('702.103f, 302.6: a Naiad bestowed since before the turn is a creature again when its host leaves, and may attack at once', () => {
    const trace = play("Alice has Grizzly Bears, Nimbus Naiad (attached to Grizzly Bears)\nBob has 2 Island\nBob casts Voyage's End targeting Grizzly Bears\nresolve all\nAlice attacks with Nimbus Naiad");
    expect(citing(trace, '702.103f')[0]!.text).toMatch(/Nimbus Naiad becomes unattached and ceases to be bestowed/);
    expect(permanent(trace, 'Nimbus Naiad')).toMatchObject({ types: ['Enchantment', 'Creature'], summoningSick: false, tapped: true });
    expect(permanent(trace, 'Nimbus Naiad')!.attachedTo).toBeUndefined();
    expect(trace.final.players.find((p) => p.name === 'Bob')!.life).toBe(18);
  });

  it('702.103f, not 704.5m: given protection from its color, the host sheds the bestowed Naiad, which stays as a creature', () => {
    const trace = play('Alice has Grizzly Bears, 5 Island, Plains\nAlice casts Nimbus Naiad bestowed targeting Grizzly Bears\nresolve all\nAlice casts Gods Willing targeting Grizzly Bears choosing blue');
    expect(citing(trace, '702.103f')[0]!.text).toMatch(/protection from blue/);
    expect(permanent(trace, 'Nimbus Naiad')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('heroic triggers on a bestowed Aura spell; if the hero dies first, the Eidolon enters as a creature', () => {
    const trace = play('Alice has Fabled Hero, 4 Plains\nBob has 2 Mountain\nAlice casts Hopeful Eidolon bestowed targeting Fabled Hero\nBob casts Lightning Strike targeting Fabled Hero');
    expect(trace.events.some((e) => /Fabled Hero's ability triggers \(Alice cast Hopeful Eidolon/.test(e.text))).toBe(true);
    expect(permanent(trace, 'Hopeful Eidolon')).toMatchObject({ power: 1, toughness: 1, keywords: ['lifelink'] });
  });
});

describe('301.5, 303.4: what a setup may attach', () => {
  it('a creature card marked (attached to …) is an error at the mark', () => {
    expect(refused('Alice has Hill Giant, Grizzly Bears (attached to Hill Giant)')).toMatchObject({ line: 1, column: 50, message: expect.stringContaining("Grizzly Bears is not an Aura, an Equipment or a card with bestow") });
  });

  it('an Aura attached to a permanent no one has is an error at the mark, not at line 1, column 1', () => {
    expect(refused('Alice has Hill Giant\nAlice has Holy Strength (attached to Grizzly Bears)')).toMatchObject({ line: 2, column: 38, message: expect.stringContaining("which is not set up on the battlefield") });
  });

  it("an Aura attached to an opponent's permanent by the owner's name (Bob's Hill Giant)", () => {
    expect(permanent(played("Bob has Hill Giant\nAlice has Holy Strength (attached to Bob's Hill Giant)"), 'Hill Giant')).toMatchObject({ power: 4, toughness: 5 });
  });
});

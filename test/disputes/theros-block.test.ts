/**
 * Disputes judges argue about, played with the real Theros-block cards (compiled from their Oracle
 * text): fizzling on all targets or some (608.2b), heroic (its rulings), first and double strike,
 * look-back dies triggers (603.10a), cleanup (514.2), "each opponent" past hexproof, devotion (700.5).
 */
import { describeWithSharedData } from '../shared-data';
import { at, citing, permanent, player } from './play';
import { THEROS_FILES, withTherosCards } from './theros-cards';

describeWithSharedData('Theros-block disputes', THEROS_FILES, () => {
  const { play, error } = withTherosCards();

  describe('608.2b: all targets illegal or only some', () => {
    it('Magma Jet whose only target was bounced doesn’t resolve at all: no scry 2', () => {
      const trace = play("Alice has 2 Mountain\nBob has Grizzly Bears, 2 Island\nAlice casts Magma Jet targeting Grizzly Bears\nBob casts Voyage's End targeting Grizzly Bears");
      expect(trace.verdict).toMatch(/Magma Jet doesn't resolve \(its targets are illegal\)/);
      expect(trace.events.filter((e) => e.rules.includes('701.22a')).map((e) => e.text)).toEqual(['Bob scries 1: looks at 1 card and puts it back on top (the default)']);
    });

    it('Dauntless Onslaught with one of two targets bounced still gives the other +2/+2', () => {
      const trace = play("Alice has Grizzly Bears, Savannah Lions, 3 Plains\nBob has 2 Island\nAlice casts Dauntless Onslaught targeting Grizzly Bears, Savannah Lions\nBob casts Voyage's End targeting Grizzly Bears");
      expect(permanent(trace, 'Savannah Lions')).toMatchObject({ power: 4, toughness: 3 });
      expect(player(trace, 'Alice').hand).toEqual(['Grizzly Bears']);
    });

    it('Last Breath on a creature Giant-Grown to power 5: the target is illegal, no exile, no 4 life', () => {
      const trace = play('Alice has 2 Plains\nBob has Grizzly Bears, Forest\nAlice casts Last Breath targeting Grizzly Bears\nBob casts Giant Growth targeting Grizzly Bears');
      expect(citing(trace, '608.2b')[0]!.text).toBe("Last Breath's target Grizzly Bears is now illegal: not a creature with power 2 or less (115.1)");
      expect(player(trace, 'Bob').life).toBe(20);
    });
  });

  describe('heroic (the rulings of Favored Hoplite, Labyrinth Champion, Agent of the Fates, Tormented Hero)', () => {
    it('one spell targeting two heroes triggers both', () => {
      const trace = play('Alice has Favored Hoplite, Fabled Hero, 3 Plains\nAlice casts Dauntless Onslaught targeting Favored Hoplite, Fabled Hero');
      expect(permanent(trace, 'Favored Hoplite')).toMatchObject({ power: 4, toughness: 5 });
      expect(permanent(trace, 'Fabled Hero')).toMatchObject({ power: 5, toughness: 5 });
    });

    it('an opponent’s spell doesn’t trigger it ("whenever you cast")', () => {
      const trace = play('Alice has Favored Hoplite\nBob has 2 Mountain\nBob casts Lightning Strike targeting Favored Hoplite');
      expect(trace.events.some((e) => /triggers/.test(e.text))).toBe(false);
      expect(player(trace, 'Alice').graveyard).toEqual(['Favored Hoplite']);
    });

    it('the trigger resolves even if the spell is countered', () => {
      const trace = play('Alice has Favored Hoplite, Plains\nBob has 3 Island\nAlice casts Gods Willing targeting Favored Hoplite choosing red\nBob casts Dissolve targeting Gods Willing');
      expect(trace.verdict).toMatch(/Gods Willing is countered/);
      expect(permanent(trace, 'Favored Hoplite')).toMatchObject({ counters: { '+1/+1': 1 } });
    });

    it('Labyrinth Champion’s 2 damage kills the Bears before Mortal’s Ardor resolves', () => {
      const trace = play("Alice has Labyrinth Champion, Plains\nBob has Grizzly Bears\nAlice casts Mortal's Ardor targeting Labyrinth Champion");
      expect(at(trace, /Grizzly Bears moves from the battlefield/)).toBeLessThan(at(trace, /Mortal's Ardor resolves/));
    });

    it('Agent of the Fates: each opponent sacrifices a creature, hexproof or not (no target)', () => {
      const trace = play('Alice has Agent of the Fates, Plains\nBob has Slippery Bogle\nAlice casts Gods Willing targeting Agent of the Fates choosing red');
      expect(player(trace, 'Bob').graveyard).toEqual(['Slippery Bogle']);
    });

    it('Tormented Hero: each opponent loses 1, and Alice gains the life lost this way', () => {
      const trace = play("Alice has Tormented Hero, Plains\nAlice casts Mortal's Ardor targeting Tormented Hero");
      expect([player(trace, 'Alice').life, player(trace, 'Opponent').life]).toEqual([21, 19]);
    });

    it('Phalanx Leader: a +1/+1 counter on each creature Alice controls as it resolves', () => {
      const trace = play("Alice has Phalanx Leader, Grizzly Bears, Plains\nAlice casts Mortal's Ardor targeting Phalanx Leader");
      expect(permanent(trace, 'Grizzly Bears')).toMatchObject({ counters: { '+1/+1': 1 } });
    });

    it('601.2f: Hero of Iroas makes a bestowed Aura spell cost {1} less, and it triggers heroic', () => {
      const trace = play('Alice has Hero of Iroas, 3 Island, Plains\nAlice casts Nimbus Naiad bestowed targeting Hero of Iroas');
      expect(citing(trace, '601.2f').map((e) => e.text)).toContain('Hero of Iroas reduces the cost by {1} ("Aura spells you cast cost {1} less to cast.")');
      expect(permanent(trace, 'Hero of Iroas')).toMatchObject({ power: 5, toughness: 5, keywords: ['flying'] });
    });
  });

  describe('first strike and double strike (510.4, 702.4b)', () => {
    it('Fabled Hero kills a deathtouch blocker in the first-strike step; it deals no damage back', () => {
      const trace = play('Alice has Fabled Hero\nBob has Baleful Eidolon\nAlice attacks with Fabled Hero\nBob blocks Fabled Hero with Baleful Eidolon');
      expect(permanent(trace, 'Fabled Hero')).toMatchObject({ damage: 0 });
      expect(player(trace, 'Bob').graveyard).toEqual(['Baleful Eidolon']);
    });

    it('the blocker dead after first strike, the still-blocked Hero deals no regular damage to Bob (510.1c)', () => {
      const trace = play('Alice has Fabled Hero\nBob has Grizzly Bears\nAlice attacks with Fabled Hero\nBob blocks Fabled Hero with Grizzly Bears');
      expect(citing(trace, '510.1c')[0]!.text).toBe('Fabled Hero is blocked but no creature blocks it any more: it assigns no combat damage');
      expect(player(trace, 'Bob').life).toBe(20);
    });

    it('double strike with lifelink (Hopeful Eidolon bestowed, and its heroic counter): 4 + 4 damage, 8 life', () => {
      const trace = play('Alice has Fabled Hero, 4 Plains\nAlice casts Hopeful Eidolon bestowed targeting Fabled Hero\nresolve all\nAlice attacks with Fabled Hero');
      expect([player(trace, 'Alice').life, player(trace, 'Opponent').life]).toEqual([28, 12]);
    });

    it('a blocker given first strike after blocks (Coordinated Assault) kills Hill Giant first', () => {
      const trace = play('Alice has Hill Giant\nBob has Sedge Scorpion, Mountain\nAlice attacks with Hill Giant\nBob blocks Hill Giant with Sedge Scorpion\nBob casts Coordinated Assault targeting Sedge Scorpion');
      expect(permanent(trace, 'Sedge Scorpion')).toMatchObject({ damage: 0 });
      expect(player(trace, 'Alice').graveyard).toEqual(['Hill Giant']);
    });

    it('a 1/0 set up with a -1/-1 counter is gone before blocks (704.5f): naming it as a blocker says where it is', () => {
      expect(error('Alice has Fabled Hero\nBob has Ornithopter, Savannah Lions (1 -1/-1 counter)\nAlice attacks with Fabled Hero\nBob blocks Fabled Hero with Ornithopter, Savannah Lions')).toBe(
        "line 4, column 42: there is no creature of Bob's here — Savannah Lions is in Bob's graveyard by this line, not a permanent on the battlefield",
      );
    });

    it('deathtouch bestowed on a trampler: 1 damage to the blocker is lethal, 6 to Bob (702.19b, 702.2c)', () => {
      const trace = play('Alice has Colossal Dreadmaw, 5 Swamp\nBob has Hill Giant\nAlice casts Baleful Eidolon bestowed targeting Colossal Dreadmaw\nresolve all\nAlice attacks with Colossal Dreadmaw\nBob blocks Colossal Dreadmaw with Hill Giant');
      expect(player(trace, 'Bob').life).toBe(14);
      expect(player(trace, 'Bob').graveyard).toEqual(['Hill Giant']);
    });
  });

  describe('dies triggers and what they look back at (603.10a)', () => {
    it('Loathsome Catoblepas dies: -3/-3 on the opponent’s Hill Giant, which dies', () => {
      const trace = play('Alice has Loathsome Catoblepas\nBob has Hill Giant, 2 Mountain\nBob casts Lightning Strike targeting Loathsome Catoblepas');
      expect(player(trace, 'Bob').graveyard).toContain('Hill Giant');
    });

    it('Fleshmad Steed dying with the Bears still triggers for the Bears (it saw them die), not for itself', () => {
      const trace = play('Alice has Fleshmad Steed, 2 Mountain\nBob has Grizzly Bears\nAlice casts Pyroclasm');
      expect(trace.events.filter((e) => /Fleshmad Steed's ability triggers/.test(e.text)).map((e) => e.text)).toEqual([
        'Fleshmad Steed\'s ability triggers (Grizzly Bears died): "Whenever another creature dies, tap Fleshmad Steed."',
      ]);
      // 400.7: the Steed in the graveyard is a new object; the trace says the trigger does nothing, and why.
      expect(citing(trace, '400.7').map((e) => e.text)).toContain("Fleshmad Steed's trigger does nothing: Fleshmad Steed is no longer on the battlefield (it became a new object, 400.7)");
    });

    it('Keepsake Gorgon becomes monstrous with only a hexproof creature across: its trigger has no target and is removed (603.3d)', () => {
      const trace = play('Alice has Keepsake Gorgon, 7 Swamp\nBob has Slippery Bogle\nAlice activates Keepsake Gorgon');
      expect(citing(trace, '603.3d')[0]!.text).toBe("Keepsake Gorgon's trigger has no legal non-Gorgon creature an opponent controls to target: it is removed from the stack");
      expect(permanent(trace, 'Slippery Bogle')).toBeDefined();
    });
  });

  describe('triggers during casting (601.2h, 603.3)', () => {
    it('Tormented Thoughts: the sacrifice is paid while casting; Blood Artist’s trigger waits, then goes on the stack above the spell and resolves first; the power is the sacrificed creature’s last known (608.2h)', () => {
      const trace = play('Alice has Hill Giant, Blood Artist, 3 Swamp\nBob hand: Forest, Island, Mountain, Plains\nAlice casts Tormented Thoughts targeting Bob sacrificing Hill Giant');
      expect(citing(trace, '601.2h').map((e) => e.text)).toContain('Alice pays the cost of Tormented Thoughts: sacrificing Hill Giant');
      expect(at(trace, /Blood Artist's ability triggers/)).toBeLessThan(at(trace, /^Alice casts Tormented Thoughts/));
      expect(at(trace, /^Alice casts Tormented Thoughts/)).toBeLessThan(at(trace, /puts Blood Artist's trigger on the stack/));
      expect(at(trace, /Bob loses 1 life/)).toBeLessThan(at(trace, /Tormented Thoughts resolves/));
      expect(player(trace, 'Bob').hand).toHaveLength(1);
    });
  });

  describe('continuous effects and the cleanup step', () => {
    it('514.2: 3 damage on a Giant-Grown 5/5 and the +3/+3 both end at cleanup: it survives', () => {
      const trace = play('Alice has 2 Mountain\nBob has Grizzly Bears, Forest\nAlice casts Lightning Strike targeting Grizzly Bears\nBob casts Giant Growth targeting Grizzly Bears\nresolve all\nnext turn');
      expect(permanent(trace, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2, damage: 0 });
    });

    it('Portent of Betrayal: Alice attacks with Bob’s Hill Giant, which goes back to Bob at cleanup', () => {
      const trace = play('Alice has 4 Mountain\nBob has Hill Giant\nAlice casts Portent of Betrayal targeting Hill Giant\nresolve all\nAlice attacks with Hill Giant\nnext turn');
      expect(player(trace, 'Bob').life).toBe(17);
      expect(permanent(trace, 'Hill Giant')).toMatchObject({ controller: 'Bob' });
    });

    it('Weight of the Underworld on a 3/3 with a +1/+1 counter: 0/1, it survives (704.5f needs toughness 0)', () => {
      const trace = play('turn: Bob\nAlice has Fabled Hero (1 +1/+1 counter)\nBob has 4 Swamp\nBob casts Weight of the Underworld targeting Fabled Hero');
      expect(permanent(trace, 'Fabled Hero')).toMatchObject({ power: 0, toughness: 1 });
    });

    it('Ordeal of Heliod: the third counter sacrifices it and "when you sacrifice" gains 10 life', () => {
      const trace = play('Alice has Grizzly Bears (2 +1/+1 counters), Ordeal of Heliod (attached to Grizzly Bears)\nAlice attacks with Grizzly Bears');
      expect([player(trace, 'Alice').life, player(trace, 'Opponent').life]).toEqual([30, 15]);
    });

    it('Akroan Hoplite counts the attacking creatures as its trigger resolves', () => {
      const trace = play('Alice has Akroan Hoplite, Grizzly Bears\nAlice attacks with Akroan Hoplite, Grizzly Bears');
      expect(player(trace, 'Opponent').life).toBe(15);
    });
  });

  describe('devotion (700.5) and "each opponent"', () => {
    it('Gray Merchant counts its own {B}{B}: devotion 3 with Tormented Hero; Bob’s hexproof doesn’t matter', () => {
      const trace = play('Alice has Tormented Hero, 5 Swamp\nBob has Slippery Bogle\nAlice casts Gray Merchant of Asphodel');
      expect([player(trace, 'Alice').life, player(trace, 'Bob').life]).toEqual([23, 17]);
    });

    it('Purphoros below five devotion isn’t a creature, and still deals 2 to each opponent when a creature enters', () => {
      const trace = play('Alice has Purphoros, God of the Forge, 2 Forest\nAlice casts Grizzly Bears');
      expect(permanent(trace, 'Purphoros, God of the Forge')!.types).not.toContain('Creature');
      expect(player(trace, 'Opponent').life).toBe(18);
    });
  });
});

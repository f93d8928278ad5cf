/**
 * 701.19 Regenerate with Asphodel Wanderer: a shield replaces destruction only (704.5f isn't
 * destruction), "can't be regenerated" stops it (701.19c), and a regenerated target is still a legal
 * target for the rest of the spell (608.2b).
 */
import { describeWithSharedData } from '../shared-data';
import { citing, permanent, player } from './play';
import { THEROS_FILES, withTherosCards } from './theros-cards';

describeWithSharedData('701.19: regeneration shields', THEROS_FILES, () => {
  const { play } = withTherosCards();

  it('Sip of Hemlock on a regenerating creature: it survives, tapped, and its controller still loses 2 life', () => {
    const trace = play('Alice has 6 Swamp\nBob has Asphodel Wanderer, 3 Swamp\nAlice casts Sip of Hemlock targeting Asphodel Wanderer\nBob activates Asphodel Wanderer');
    expect(permanent(trace, 'Asphodel Wanderer')).toMatchObject({ tapped: true });
    expect(player(trace, 'Bob').life).toBe(18);
  });

  it('704.5f: toughness 0 or less is not destruction, so the shield can’t save it from Weight of the Underworld', () => {
    const trace = play('Alice has 4 Swamp\nBob has Asphodel Wanderer, 3 Swamp\nBob activates Asphodel Wanderer\nresolve all\nAlice casts Weight of the Underworld targeting Asphodel Wanderer');
    expect(citing(trace, '704.5f')[0]!.text).toBe("Asphodel Wanderer is put into its owner's graveyard (toughness -1)");
    expect(player(trace, 'Bob').graveyard).toEqual(['Asphodel Wanderer']);
  });

  it('701.19c: Rage of Purphoros says it can’t be regenerated, and the trace cites that rule (not 613.1)', () => {
    const trace = play('Alice has 5 Mountain\nBob has Asphodel Wanderer, 3 Swamp\nBob activates Asphodel Wanderer\nresolve all\nAlice casts Rage of Purphoros targeting Asphodel Wanderer');
    expect(citing(trace, '701.19c').map((e) => [e.rules, e.text])).toEqual([[['611.2a', '613.11', '701.19c'], "Asphodel Wanderer can't be regenerated until end of turn"]]);
    expect(player(trace, 'Bob').graveyard).toEqual(['Asphodel Wanderer']);
  });
});

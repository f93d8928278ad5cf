/**
 * Keyword abilities that are activated abilities with costs of their own (702), and costs the grammar reads
 * (118, 602.1), played from real cards of the 2020 pool.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

describeWithSharedData('702 keywords and 118 costs (2020 pool)', [POOL_FILE], () => {
  it('702.97a: Scavenge exiles the card from its graveyard as a sorcery and puts +1/+1 counters equal to its power on target creature', () => {
    expect(compiledPoolCard('Dreg Mangler').abilities?.at(-1)).toMatchObject({ kind: 'activated', zone: 'graveyard', timing: 'sorcery', cost: { mana: '{3}{B}{G}', exileSelf: true }, effects: [{ do: 'counters', counter: '+1/+1', amount: { powerOf: 'self' }, on: 'target' }] });
    const t = poolTrace(['Dreg Mangler'], ['Alice has Grizzly Bears, 3 Swamps, 2 Forests', 'Alice graveyard: Dreg Mangler', 'Alice activates Dreg Mangler targeting Grizzly Bears', 'resolve all']);
    expect(t.final.players[0]).toMatchObject({ graveyard: [], exile: ['Dreg Mangler'] });
    expect(t.final.battlefield.find((p) => p.name === 'Grizzly Bears')).toMatchObject({ counters: { '+1/+1': 3 } });
  });
});

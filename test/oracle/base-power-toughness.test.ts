/** "Enchanted creature has base power and toughness 0/2" (613.4b), on real cards of the 2020 pool: layer 7b, before the changes of 7c. */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame } from './pool';

describeWithSharedData('613.4b: base power and toughness set by an Aura (2020 pool)', [POOL_FILE], () => {
  it('613.4b: "Enchanted creature has base power and toughness 0/2" sets the enchanted creature\'s base power and toughness', () => {
    expect(compiledPoolCard('Reduce in Stature').abilities).toEqual([{ kind: 'static', affects: 'attached', modify: { setPower: 0, setToughness: 2 }, text: 'Enchanted creature has base power and toughness 0/2.' }]);
  });

  it('613.4b–c: Reduce in Stature makes Hill Giant 0/2, and Holy Strength\'s +1/+2 (layer 7c) applies after it: 1/4', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Hill Giant', { card: 'Reduce in Stature', attachedTo: 'Hill Giant' }] }, { name: 'Bob' }] }, ['Reduce in Stature']);
    expect(g.snapshot().battlefield.find((p) => p.name === 'Hill Giant')).toMatchObject({ power: 0, toughness: 2 });
    const pumped = poolGame({ players: [{ name: 'Alice', battlefield: ['Hill Giant', { card: 'Holy Strength', attachedTo: 'Hill Giant' }, { card: 'Reduce in Stature', attachedTo: 'Hill Giant' }] }, { name: 'Bob' }] }, ['Reduce in Stature']);
    expect(pumped.snapshot().battlefield.find((p) => p.name === 'Hill Giant')).toMatchObject({ power: 1, toughness: 4 });
  });
});

/** A plural subtype at the head of a sentence names the objects of that subtype (205.3m): "Zombies you control have menace", on real cards of the 2020 pool. */
import { abilityTexts } from '../../src/oracle/normalise';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame } from './pool';

describe('205.3m: a sentence that starts with a plural subtype', () => {
  it('205.3m: a plural subtype before who controls it keeps its capital; a card type in the plural does not', () => {
    const texts = abilityTexts('Zombies you control have menace.\nServos and Thopters you control get +1/+1.\n{1}{R}: Dragons you control get +1/+0 until end of turn.\nCreatures you control get +1/+1.', 'Card');
    expect(texts.map((ability) => ability.text.text)).toEqual(['Zombies you control have menace.', 'Servos and Thopters you control get +1/+1.', '{1}{R}: Dragons you control get +1/+0 until end of turn.', 'creatures you control get +1/+1.']);
  });
});

describeWithSharedData('205.3m: plural subtypes as subjects (2020 pool)', [POOL_FILE], () => {
  it('205.3m: "Servos and Thopters you control get +1/+1" affects permanents of either subtype that you control', () => {
    expect(compiledPoolCard('Master Trinketeer').abilities![0]).toEqual({ kind: 'static', affects: { subtypes: ['Servo', 'Thopter'], controller: 'you' }, modify: { power: 1, toughness: 1 }, text: 'Servos and Thopters you control get +1/+1.' });
  });

  it('205.3m, 613.1f: Graf Harvest\'s "Zombies you control have menace" gives Gravedigger menace, not Grizzly Bears nor an opponent\'s Zombie', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Graf Harvest', 'Gravedigger', 'Grizzly Bears'] }, { name: 'Bob', battlefield: ['Gravedigger'] }] }, ['Graf Harvest', 'Gravedigger']);
    const keywords = g.snapshot().battlefield.filter((p) => p.name !== 'Graf Harvest').map((p) => [p.name, p.controller, p.keywords.includes('menace')]);
    expect(keywords).toEqual([['Gravedigger', 'Alice', true], ['Grizzly Bears', 'Alice', false], ['Gravedigger', 'Bob', false]]);
  });
});

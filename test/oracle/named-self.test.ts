/** "named ~" (201.2): objects with the card's own name, as printed — the card itself is "another" of them only when the text says so. */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

describeWithSharedData('objects named like the card itself (2020 pool)', [POOL_FILE], () => {
  it('201.2, 613.4c: Timberpack Wolf — "+1/+1 for each other creature you control named Timberpack Wolf": three Wolves, each 4/4; one alone stays 2/2', () => {
    const three = poolTrace(['Timberpack Wolf'], ['Alice has 3 Timberpack Wolf, Grizzly Bears']).final.battlefield.filter((p) => p.name === 'Timberpack Wolf');
    expect(three.map((p) => `${p.power}/${p.toughness}`)).toEqual(['4/4', '4/4', '4/4']);
    const alone = poolTrace(['Timberpack Wolf'], ['Alice has Timberpack Wolf, Grizzly Bears']).final.battlefield.find((p) => p.name === 'Timberpack Wolf');
    expect(alone).toMatchObject({ power: 2, toughness: 2 });
  });

  it('201.2: Undead Servant — "a 2/2 black Zombie creature token for each card named Undead Servant in your graveyard": two in the graveyard, two Zombies', () => {
    expect(compiledPoolCard('Undead Servant').abilities![0]).toMatchObject({ effects: [{ do: 'create-token', count: { count: { name: 'Undead Servant', zone: 'graveyard' } } }] });
    const t = poolTrace(['Undead Servant'], ['Alice has 4 Swamps; Alice hand: Undead Servant', 'Alice graveyard: Undead Servant, Undead Servant, Grizzly Bears', 'Alice casts Undead Servant', 'resolve all']);
    expect(t.final.battlefield.filter((p) => p.name === 'Zombie')).toHaveLength(2);
  });

  it('201.2, 603.4: Faerie Miscreant — "if you control another creature named Faerie Miscreant, draw a card": not for itself alone', () => {
    const hand = (lines: string[]) => poolTrace(['Faerie Miscreant'], lines).final.players[0]!.hand.length;
    expect(hand(['Alice has Island; Alice hand: Faerie Miscreant', 'Alice casts Faerie Miscreant', 'resolve all'])).toBe(0);
    expect(hand(['Alice has Island, Faerie Miscreant; Alice hand: Faerie Miscreant', 'Alice casts Faerie Miscreant', 'resolve all'])).toBe(1);
  });
});

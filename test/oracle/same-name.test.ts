/**
 * 201.2: "target artifact and all other artifacts with the same name as that artifact" — every other object of the
 * kind with the target's name, whoever controls it, as the spell resolves (608.2b). Real cards of the 2020 pool,
 * compiled and played.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

const names = (t: ReturnType<typeof poolTrace>, controller: string) => t.final.battlefield.filter((p) => p.controller === controller && !/Mountain|Island|Plains|Swamp|Forest/.test(p.name)).map((p) => p.name);

describeWithSharedData('201.2: objects with the same name as a target (2020 pool)', [POOL_FILE], () => {
  it('201.2: Echoing Ruin destroys the target artifact and every other artifact with its name, its caster\'s too, and no other', () => {
    expect(compiledPoolCard('Echoing Ruin').spell?.effects).toMatchObject([{ do: 'destroy', what: 'target' }, { do: 'destroy', what: { all: { types: ['Artifact'] }, otherWithNameOf: 'target' } }]);
    const t = poolTrace(['Echoing Ruin'], ['Alice has 2 Mountains, Ornithopter, Mind Stone', 'Alice hand: Echoing Ruin', 'Bob has Ornithopter, Ornithopter, Sol Ring', 'Alice casts Echoing Ruin targeting Bob\'s Ornithopter', 'resolve all']);
    expect([names(t, 'Alice'), names(t, 'Bob')]).toEqual([['Mind Stone'], ['Sol Ring']]);
  });

  it('201.2: Homing Lightning deals 4 damage to the target creature and each other creature with its name', () => {
    const t = poolTrace(['Homing Lightning'], ['Alice has 4 Mountains, Grizzly Bears', 'Alice hand: Homing Lightning', 'Bob has Grizzly Bears, Hill Giant', 'Alice casts Homing Lightning targeting Bob\'s Grizzly Bears', 'resolve all']);
    expect([names(t, 'Alice'), names(t, 'Bob')]).toEqual([[], ['Hill Giant']]);
  });

  it('201.2: Sever the Bloodline exiles the target creature and the others with its name; a creature of another name stays', () => {
    const t = poolTrace(['Sever the Bloodline'], ['Alice has 4 Swamps', 'Alice hand: Sever the Bloodline', 'Bob has Llanowar Elves, Llanowar Elves, Elvish Mystic', 'Alice casts Sever the Bloodline targeting Llanowar Elves', 'resolve all']);
    expect(names(t, 'Bob')).toEqual(['Elvish Mystic']);
    expect(t.final.players[1]!.exile).toHaveLength(2);
  });
});

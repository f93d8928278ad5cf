/** "… in addition to its other (colors and) types" (205.1b, 105.3), compiled from real cards of the 2020 pool and played through the engine. */
import { compileCard } from '../../src/oracle/compile';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

type Trace = ReturnType<typeof poolTrace>;
const permanent = (trace: Trace, name: string) => trace.final.battlefield.find((p) => p.name === name);

describeWithSharedData('205.1b: types and colors added (2020 pool)', [POOL_FILE], () => {
  it('205.1b: Dub\'s enchanted creature is a Knight besides a Bear, with +2/+2 and first strike (613.1d, layer 4)', () => {
    expect(compiledPoolCard('Dub').abilities?.[0]).toMatchObject({ kind: 'static', modify: { power: 2, toughness: 2, addKeywords: ['first strike'], addSubtypes: ['Knight'] } });
    const trace = poolTrace(['Dub'], ['Alice has Grizzly Bears, 3 Plains', 'Alice casts Dub targeting Grizzly Bears', 'resolve all']);
    expect(permanent(trace, 'Grizzly Bears')).toMatchObject({ subtypes: ['Bear', 'Knight'], types: ['Creature'], power: 4, toughness: 4 });
  });

  it('105.3: "a black Zombie in addition to its other colors and types" adds black (Liliana, Death\'s Majesty); the change lasts after the ability (611.2c)', () => {
    const trace = poolTrace(["Liliana, Death's Majesty"], ["Alice has Liliana, Death's Majesty", 'Alice graveyard: Savannah Lions', "Alice activates Liliana, Death's Majesty: -3 targeting Savannah Lions", 'resolve all', 'next turn']);
    expect(permanent(trace, 'Savannah Lions')).toMatchObject({ colors: ['W', 'B'], subtypes: ['Cat', 'Zombie'] });
  });

  it('205.1b: Myr Landshaper\'s target land is an artifact until end of turn, still a land', () => {
    const lines = ['Alice has Myr Landshaper, Forest', 'Alice activates Myr Landshaper targeting Forest'];
    const now = poolTrace(['Myr Landshaper'], [...lines, 'resolve all']);
    expect(permanent(now, 'Forest')?.types.sort()).toEqual(['Artifact', 'Land']);
    const later = poolTrace(['Myr Landshaper'], [...lines, 'resolve all', 'next turn']);
    expect(permanent(later, 'Forest')?.types).toEqual(['Land']);
  });

  it('205.1b: Argent Mutation makes an artifact until end of turn; made a creature, a permanent would need a power and toughness the words don\'t give: refused', () => {
    expect(compiledPoolCard('Argent Mutation').spell?.effects?.[0]).toMatchObject({ do: 'modify', until: 'end-of-turn', changes: { addTypes: ['Artifact'] } });
    const creature = compileCard({ name: 'Odd Mutation', manaCost: '{2}{U}', typeLine: 'Instant', oracleText: 'Target permanent becomes an artifact creature in addition to its other types until end of turn.' });
    expect(creature).toMatchObject({ status: 'unsupported', kind: 'engine', group: 'make a permanent a creature without saying its power and toughness' });
  });
});

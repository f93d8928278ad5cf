/**
 * Auras whose enchant ability names more than a kind of permanent (303.4a): "Enchant green creature",
 * "Enchant tapped creature", "Enchant Forest", "Enchant enchantment", on real cards of the 2020 pool. The
 * Aura spell targets only such a permanent, and the Aura is put into its owner's graveyard when what it
 * enchants stops being one (704.5m, 303.4c).
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame, refusalIn, toUpkeep } from './pool';

describeWithSharedData('303.4a: enchant restrictions (2020 pool)', [POOL_FILE], () => {
  it('303.4a: "Enchant green creature" is enchant creature narrowed to green; "Enchant Forest" enchant permanent narrowed to Forests', () => {
    expect(compiledPoolCard('Wurmweaver Coil')).toMatchObject({ enchant: 'creature', enchantFilter: { colors: ['G'] } });
    expect(compiledPoolCard('Genju of the Cedars')).toMatchObject({ enchant: 'permanent', enchantFilter: { subtypes: ['Forest'] } });
    expect(compiledPoolCard('Coma Veil')).toMatchObject({ enchant: 'permanent', enchantFilter: { types: ['Artifact', 'Creature'] } });
  });

  it('303.4a, 115.1: Wurmweaver Coil targets a green creature, never a red one', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'], hand: ['Wurmweaver Coil'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Wurmweaver Coil']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Wurmweaver Coil', targets: ['Hill Giant'] }))).toMatch(/green/);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Wurmweaver Coil', targets: ['Grizzly Bears'] }))).toBeUndefined();
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.name === 'Grizzly Bears')).toMatchObject({ power: 8, toughness: 8 });
  });

  it('303.4a: Glimmerdust Nap targets a tapped creature only, which then doesn\'t untap', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island'], hand: ['Glimmerdust Nap'] }, { name: 'Bob', battlefield: ['Hill Giant', { card: 'Grizzly Bears', tapped: true }] }] }, ['Glimmerdust Nap']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Glimmerdust Nap', targets: ['Hill Giant'] }))).toMatch(/tapped/);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Glimmerdust Nap', targets: ['Grizzly Bears'] }))).toBeUndefined();
    g.resolveStack();
    toUpkeep(g, 'Bob');
    expect(g.snapshot().battlefield.find((p) => p.name === 'Grizzly Bears')).toMatchObject({ tapped: true });
    expect(g.snapshot().battlefield.find((p) => p.name === 'Glimmerdust Nap')).toBeDefined();
  });

  it('704.5m, 303.4c: Glimmerdust Nap attached to an untapped creature is put into its owner\'s graveyard', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: [{ card: 'Glimmerdust Nap', attachedTo: 'Hill Giant' }] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Glimmerdust Nap']);
    expect(g.snapshot().players[0]!.graveyard).toEqual(['Glimmerdust Nap']);
  });

  it('303.4a, 205.1b: Genju of the Cedars stays on its Forest made a 4/4 creature: it is still a Forest', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Genju of the Cedars'] }, { name: 'Bob', battlefield: ['Plains'] }] }, ['Genju of the Cedars']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Genju of the Cedars', targets: ['Plains'] }))).toMatch(/Forest/);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Genju of the Cedars', targets: ['Forest'] }))).toBeUndefined();
    g.resolveStack();
    expect(refusalIn(g.do({ type: 'activate', player: 'Alice', source: 'Genju of the Cedars' }))).toBeUndefined();
    g.resolveStack();
    const forest = g.snapshot().battlefield.find((p) => p.name === 'Forest' && p.power === 4);
    expect(forest).toMatchObject({ toughness: 4 });
    expect(g.snapshot().battlefield.find((p) => p.name === 'Genju of the Cedars')).toBeDefined();
  });

  it('303.4a, 613.1b: Steal Enchantment targets an enchantment, and its controller controls the enchantment it enchants', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Hill Giant'], hand: ['Steal Enchantment'] }, { name: 'Bob', battlefield: [{ card: 'Grizzly Bears', tapped: true }, { card: 'Glimmerdust Nap', attachedTo: 'Grizzly Bears' }] }] }, ['Steal Enchantment', 'Glimmerdust Nap']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Steal Enchantment', targets: ['Hill Giant'] }))).toMatch(/enchantment/);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Steal Enchantment', targets: ['Glimmerdust Nap'] }))).toBeUndefined();
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.name === 'Glimmerdust Nap')).toMatchObject({ controller: 'Alice' });
  });
});

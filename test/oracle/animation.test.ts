/**
 * 205.1, 613.1d–g, 611.2a on real cards of the 2020 pool: "~ becomes a 1/1 Blinkmoth artifact creature
 * with flying until end of turn. It's still a land." — types in layer 4, colors in 5, abilities in 6,
 * power and toughness set in 7b, for as long as the effect says.
 */
import { Game, type EngineEvent } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, toUpkeep } from './pool';

const permanent = (g: Game, name: string) => g.snapshot().battlefield.find((p) => p.name === name)!;

/** Alice's combat: `attackers` attack Bob; what was declared, or why it was illegal. */
function attack(g: Game, attackers: string[]): string[] {
  g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: Object.fromEntries(attackers.map((a) => [a, 'Bob'])) });
  const events: EngineEvent[] = [];
  for (let i = 0; i < 4; i++) events.push(...g.do({ type: 'pass', player: i % 2 ? 'Bob' : 'Alice' }));
  return events.filter((e) => e.kind === 'declare' || e.kind === 'illegal-action').map((e) => e.text);
}

describeWithSharedData('205.1b: a permanent that becomes a creature and keeps its types (2020 pool)', [POOL_FILE], () => {
  it('205.1b, 613.1d, 613.4b: Blinkmoth Nexus becomes a 1/1 Blinkmoth artifact creature land with flying, and is a land again after the turn (514.2)', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Blinkmoth Nexus'] }, { name: 'Bob', unknownLibrary: true }], cards: [compiledPoolCard('Blinkmoth Nexus')] });
    g.do({ type: 'activate', player: 'Alice', source: 'Blinkmoth Nexus', ability: 1, payWith: [{ source: 'Plains' }] });
    g.resolveStack();
    expect(permanent(g, 'Blinkmoth Nexus')).toMatchObject({ types: ['Land', 'Artifact', 'Creature'], subtypes: ['Blinkmoth'], colors: [], power: 1, toughness: 1, keywords: ['flying'] });
    // Its mana ability is still its own: it is still a land (and was under Alice's control since the turn began, 302.6).
    expect(g.do({ type: 'activate', player: 'Alice', source: 'Blinkmoth Nexus', ability: 0 }).map((e) => e.text).join('\n')).toMatch(/adds \{C\}/);
    toUpkeep(g, 'Bob');
    expect(permanent(g, 'Blinkmoth Nexus')).toMatchObject({ types: ['Land'], subtypes: [], keywords: [] });
    expect(permanent(g, 'Blinkmoth Nexus').power).toBeUndefined();
  });

  it('302.6: an animated land attacks only if its controller has controlled it since the turn began; Treetop Village played this turn is summoning sick', () => {
    const setup = (newThisTurn: boolean) =>
      new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', { card: 'Treetop Village', newThisTurn }] }, { name: 'Bob' }], cards: [compiledPoolCard('Treetop Village')] });
    for (const newThisTurn of [true, false]) {
      const g = setup(newThisTurn);
      g.do({ type: 'activate', player: 'Alice', source: 'Treetop Village', ability: 1 });
      g.resolveStack();
      expect(permanent(g, 'Treetop Village')).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Ape'], colors: ['G'], power: 3, toughness: 3, keywords: ['trample'] });
      g.do({ type: 'pass', player: 'Alice' });
      g.do({ type: 'pass', player: 'Bob' });
      expect(attack(g, ['Treetop Village'])[0]).toMatch(newThisTurn ? /illegal.*Treetop Village/ : /^Alice attacks: Treetop Village → Bob/);
    }
  });

  it('613.1e, 205.1b: Azorius Keyrune becomes a white and blue Bird artifact creature with flying (its color set in layer 5, its artifact type kept)', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Island', 'Azorius Keyrune'] }, { name: 'Bob' }], cards: [compiledPoolCard('Azorius Keyrune')] });
    expect(permanent(g, 'Azorius Keyrune')).toMatchObject({ types: ['Artifact'], colors: [] });
    g.do({ type: 'activate', player: 'Alice', source: 'Azorius Keyrune', ability: 1 });
    g.resolveStack();
    expect(permanent(g, 'Azorius Keyrune')).toMatchObject({ types: ['Artifact', 'Creature'], subtypes: ['Bird'], colors: ['W', 'U'], power: 2, toughness: 2, keywords: ['flying'] });
  });

  it('205.1b: Still Life becomes a 4/3 Centaur creature "in addition to its other types": still an enchantment', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Still Life'] }, { name: 'Bob' }], cards: [compiledPoolCard('Still Life')] });
    g.do({ type: 'activate', player: 'Alice', source: 'Still Life', ability: 0 });
    g.resolveStack();
    expect(permanent(g, 'Still Life')).toMatchObject({ types: ['Enchantment', 'Creature'], subtypes: ['Centaur'], power: 4, toughness: 3 });
  });

  it('611.2a: Quirion Druid\'s "target land becomes a 2/2 green creature that\'s still a land" lasts for the game; the Forest keeps its land type and its mana ability (305.6)', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Quirion Druid'], unknownLibrary: true }, { name: 'Bob', unknownLibrary: true }], cards: [compiledPoolCard('Quirion Druid')] });
    g.do({ type: 'activate', player: 'Alice', source: 'Quirion Druid', targets: ['Forest'] });
    g.resolveStack();
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    const forest = g.snapshot().battlefield.find((p) => p.name === 'Forest' && p.types.includes('Creature'))!;
    expect(forest).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Forest'], colors: ['G'], power: 2, toughness: 2 });
    expect(g.do({ type: 'activate', player: 'Alice', source: forest.label, ability: 0 }).map((e) => e.text).join('\n')).toMatch(/adds \{G\}/);
  });

  it("205.1a: Turn to Frog on a Forest Quirion Druid made a creature sets its creature types (a Frog), and the Forest keeps its land type", () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Island', 'Island', 'Quirion Druid'], hand: ['Turn to Frog'] }, { name: 'Bob' }], cards: [compiledPoolCard('Quirion Druid')] });
    g.do({ type: 'activate', player: 'Alice', source: 'Quirion Druid', targets: ['Forest'] });
    g.resolveStack();
    g.do({ type: 'cast', player: 'Alice', card: 'Turn to Frog', targets: ['Forest'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.types.includes('Creature') && p.name === 'Forest')).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Forest', 'Frog'], colors: ['U'], power: 1, toughness: 1 });
  });
});

describeWithSharedData('205.1a: a permanent that becomes a creature and nothing else (2020 pool)', [POOL_FILE], () => {
  it('603.4: Opal Caryatid ("if ~ is an enchantment", checked as it triggers): when an opponent casts a creature spell, it becomes a 2/2 Soldier creature and is no longer an enchantment, for good', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Opal Caryatid'], unknownLibrary: true }, { name: 'Bob', battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] }],
      activePlayer: 'Bob',
      cards: [compiledPoolCard('Opal Caryatid'), compiledPoolCard('Grizzly Bears')],
    });
    g.do({ type: 'cast', player: 'Bob', card: 'Grizzly Bears' });
    g.resolveStack();
    expect(permanent(g, 'Opal Caryatid')).toMatchObject({ types: ['Creature'], subtypes: ['Soldier'], power: 2, toughness: 2 });
    toUpkeep(g, 'Alice');
    expect(permanent(g, 'Opal Caryatid')).toMatchObject({ types: ['Creature'], subtypes: ['Soldier'], power: 2, toughness: 2 });
  });
});

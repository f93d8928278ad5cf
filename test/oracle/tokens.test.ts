/** Tokens described by the effects that create them (111.4), on real cards of the 2020 pool, compiled from their Oracle text and played. */
import { Game, type EngineEvent, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, simulatePool } from './pool';

const played = (cards: string[], lines: string[]) => {
  const result = simulatePool(cards, lines);
  if (!result.ok) throw new Error(result.message);
  return { events: result.trace.events.map((e) => e.text), final: result.trace.final };
};
const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const game = (setup: GameSetup, names: string[]) => new Game({ ...setup, cards: [...names.map(compiledPoolCard), ...(setup.cards ?? [])] });
const pool = (g: Game) => g.snapshot().players[0]!.manaPool;
const labels = (g: Game) => g.snapshot().battlefield.map((p) => p.label);

describeWithSharedData('tokens described by their effects (111.4, 2020 pool)', [POOL_FILE], () => {
  it('111.4 a token\'s quoted ability ("It has \\"Sacrifice this creature: Add {C}.\\""): Brood Butcher\'s Eldrazi Scion sacrifices itself for {C}', () => {
    const butcher = compiledPoolCard('Brood Butcher');
    expect(butcher.abilities).toContainEqual(expect.objectContaining({ kind: 'triggered', effects: [expect.objectContaining({ do: 'create-token', token: expect.objectContaining({ name: 'Eldrazi Scion', power: 1, toughness: 1, grantedAbilities: [0] }) })] }));
    const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Forest', 'Swamp', 'Forest', 'Swamp'], hand: ['Brood Butcher'] }, { name: 'Bob' }] }, ['Brood Butcher']);
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Brood Butcher' }))).toBeUndefined();
    expect(g.resolveStack().map((e) => e.text).join('\n')).toMatch(/Alice creates Eldrazi Scion/);
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Eldrazi Scion' }))).toBeUndefined();
    expect(pool(g)).toBe('{C}');
    expect(labels(g)).not.toContain('Eldrazi Scion');
  });

  it('111.4 "They have …": each of Dread Drone\'s two Eldrazi Spawn has the ability', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Dread Drone'] }, { name: 'Bob' }] }, ['Dread Drone']);
    g.do({ type: 'cast', player: 'Alice', card: 'Dread Drone' });
    g.resolveStack();
    expect(labels(g).filter((label) => label.startsWith('Eldrazi Spawn'))).toHaveLength(2);
    for (const spawn of labels(g).filter((label) => label.startsWith('Eldrazi Spawn'))) expect(refusal(g.do({ type: 'activate', player: 'Alice', source: spawn }))).toBeUndefined();
    expect(pool(g)).toBe('{C}{C}');
  });

  it('111.4 a noncreature token with a quoted ability: Brazen Freebooter\'s Treasure, "{T}, sacrifice this artifact: Add one mana of any color"', () => {
    expect(JSON.stringify(compiledPoolCard('Brazen Freebooter').abilities)).toMatch(/"token":\{"name":"Treasure","colors":\[\],"types":\["Artifact"\],"subtypes":\["Treasure"\],"supertypes":\[\],"keywords":\[\],"grantedAbilities":\[0\]/);
    const g = game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Brazen Freebooter'] }, { name: 'Bob' }] }, ['Brazen Freebooter']);
    g.do({ type: 'cast', player: 'Alice', card: 'Brazen Freebooter' });
    g.resolveStack();
    // An artifact: no summoning sickness stops its {T} (302.6).
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Treasure token', mana: 'U' }))).toBeUndefined();
    expect(pool(g)).toBe('{U}');
    expect(labels(g)).not.toContain('Treasure token');
  });

  it('111.4 a token named by its effect ("named Llanowar Elves"): Llanowar Mentor\'s token has that name and "{T}: Add {G}"', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Llanowar Mentor', 'Forest'], hand: ['Island'] }, { name: 'Bob' }] }, ['Llanowar Mentor']);
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Llanowar Mentor', choices: { discard: 'Island' } }))).toBeUndefined();
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.label === 'Llanowar Elves token')).toMatchObject({ power: 1, toughness: 1 });
    // 302.6: a creature token that came under Alice's control this turn can't use {T} yet.
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Llanowar Elves token' }))).toMatch(/summoning|302\.6|since/);
  });

  it('111.1 a token created tapped ("create a tapped 2/2 black Zombie creature token"): Liliana\'s Reaver\'s Zombie enters tapped', () => {
    const { final } = played(['Liliana\'s Reaver'], ['Alice has Liliana\'s Reaver', 'Bob hand: Forest', 'Alice attacks Bob with Liliana\'s Reaver']);
    expect(final.battlefield.find((p) => p.label.startsWith('Zombie'))).toMatchObject({ tapped: true });
  });
});

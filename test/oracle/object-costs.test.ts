/**
 * 118.3: costs that move objects of the payer's — returning permanents to a hand, discarding cards of a
 * kind, exiling cards from a graveyard, sacrificing several permanents — on real cards of the 2020 pool,
 * each compiled from its Oracle text and played.
 */
import { Game, type EngineEvent, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, poolTrace, POOL_FILE } from './pool';

const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const zone = (g: Game, player: string, name: 'hand' | 'graveyard' | 'exile') => {
  const p = g.state.players.find((q) => q.name === player)!;
  return p[name].map((id) => g.state.objects[id]!.label);
};

function game(setup: GameSetup, names: string[]): Game {
  return new Game({ ...setup, cards: [...names.map(compiledPoolCard), ...(setup.cards ?? [])] });
}

describeWithSharedData('costs that move objects (118.3, 2020 pool)', [POOL_FILE], () => {
  it('118.3 return to hand: Wirewood Symbiote returns an Elf it names; with none, the cost can\'t be paid', () => {
    expect(compiledPoolCard('Wirewood Symbiote').abilities).toMatchObject([{ kind: 'activated', cost: { returnToHand: { filter: { subtypes: ['Elf'], controller: 'you' }, amount: 1 } }, oncePerTurn: true }]);
    const g = game({ players: [{ name: 'Alice', battlefield: ['Wirewood Symbiote', 'Llanowar Elves', { card: 'Grizzly Bears', tapped: true }] }, { name: 'Bob' }] }, ['Wirewood Symbiote']);
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Wirewood Symbiote', targets: ['Grizzly Bears'], choices: { return: 'Llanowar Elves' } });
    expect(refusal(events)).toBeUndefined();
    expect(events.map((e) => e.text).join('\n')).toMatch(/returning Llanowar Elves to its owner's hand/);
    g.resolveStack();
    expect(zone(g, 'Alice', 'hand')).toEqual(['Llanowar Elves']);
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ tapped: false });
    // The Symbiote is an Insect, not an Elf: nothing is left to return.
    const none = game({ players: [{ name: 'Alice', battlefield: ['Wirewood Symbiote', { card: 'Grizzly Bears', tapped: true }] }, { name: 'Bob' }] }, ['Wirewood Symbiote']);
    expect(refusal(none.do({ type: 'activate', player: 'Alice', source: 'Wirewood Symbiote', targets: ['Grizzly Bears'] }))).toMatch(/can't pay "return 1 Elf permanent you control to its owner's hand": they have 0/);
  });

  it('118.3 return to hand as an additional cost (601.2f): Deprive returns a land its caster names (`returning Island` in a scenario)', () => {
    const trace = poolTrace(['Deprive'], ['Alice has Island, Island, Plains on the battlefield', 'Bob has Mountain on the battlefield', 'Bob casts Lightning Bolt targeting Alice', 'Alice casts Deprive targeting Lightning Bolt returning Plains']);
    const text = trace.events.map((e) => e.text).join('\n');
    expect(text).toMatch(/returning Plains to its owner's hand/);
    expect(text).toMatch(/Lightning Bolt .*countered/);
    expect(trace.final.players.find((p) => p.name === 'Alice')).toMatchObject({ life: 20 });
  });

  it('601.2b, 118.3: Stitched Drake — "As an additional cost to cast this spell, exile a creature card from your graveyard": a creature spell pays it too; without one it can\'t be cast', () => {
    expect(compiledPoolCard('Stitched Drake')).toMatchObject({ additionalCost: { exileFromGraveyard: expect.anything() } });
    const paid = poolTrace(['Stitched Drake'], ['Alice has 3 Islands; Alice hand: Stitched Drake', 'Alice graveyard: Grizzly Bears, Lightning Bolt', 'Alice casts Stitched Drake', 'resolve']);
    expect(paid.final.battlefield.map((p) => p.name)).toContain('Stitched Drake');
    expect(paid.final.players[0]!.exile).toEqual(['Grizzly Bears']);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island'], hand: ['Stitched Drake'], graveyard: ['Lightning Bolt'] }, { name: 'Bob' }], cards: [compiledPoolCard('Stitched Drake')] });
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Stitched Drake' }))).toMatch(/can't pay "exile 1 creature from their graveyard"/);
  });

  it('118.12a "sacrifice it unless you return an untapped Island you control": Coral Atoll returns the first untapped Island, stated, or is sacrificed', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: [{ card: 'Island', tapped: true }, 'Island'], hand: ['Coral Atoll'] }, { name: 'Bob' }] }, ['Coral Atoll']);
    g.do({ type: 'play-land', player: 'Alice', card: 'Coral Atoll' });
    const text = g.resolveStack().map((e) => e.text).join('\n');
    expect(text).toMatch(/chooses Island #2 for "return 1 untapped Island permanent you control to its owner's hand" \(the first ones they control in battlefield order; none was named\)/);
    expect([zone(g, 'Alice', 'hand'), permanent(g, 'Coral Atoll')?.tapped]).toEqual([['Island #2'], true]);
    const alone = game({ players: [{ name: 'Alice', battlefield: [{ card: 'Island', tapped: true }], hand: ['Coral Atoll'] }, { name: 'Bob' }] }, ['Coral Atoll']);
    alone.do({ type: 'play-land', player: 'Alice', card: 'Coral Atoll' });
    alone.resolveStack();
    expect(permanent(alone, 'Coral Atoll')).toBeUndefined();
    expect(zone(alone, 'Alice', 'graveyard')).toEqual(['Coral Atoll']);
  });

  it('118.3 discard a card of a kind: Simian Brawler discards a land card, never another card; with none in hand it can\'t pay', () => {
    expect(compiledPoolCard('Simian Brawler').abilities).toMatchObject([{ cost: { discard: 1, discardFilter: { types: ['Land'] } } }]);
    const g = game({ players: [{ name: 'Alice', battlefield: ['Simian Brawler'], hand: ['Forest', 'Shock'] }, { name: 'Bob' }] }, ['Simian Brawler']);
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Simian Brawler' }))).toBeUndefined();
    g.resolveStack();
    expect([zone(g, 'Alice', 'hand'), zone(g, 'Alice', 'graveyard'), permanent(g, 'Simian Brawler')?.power]).toEqual([['Shock'], ['Forest'], 4]);
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Simian Brawler' }))).toMatch(/can't discard 1 land card: their hand has 0/);
  });

  it('118.3 exile from your graveyard: Psychatog exiles the two cards named; with one card there it can\'t pay', () => {
    expect(compiledPoolCard('Psychatog').abilities?.[1]).toMatchObject({ cost: { exileFromGraveyard: { filter: {}, amount: 2 } } });
    const g = game({ players: [{ name: 'Alice', battlefield: ['Psychatog'], graveyard: ['Shock', 'Divination', 'Forest'] }, { name: 'Bob' }] }, ['Psychatog']);
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Psychatog', ability: 1, choices: { exile: ['Forest', 'Shock'] } });
    expect(refusal(events)).toBeUndefined();
    g.resolveStack();
    expect([zone(g, 'Alice', 'graveyard'), zone(g, 'Alice', 'exile').sort(), permanent(g, 'Psychatog')?.power]).toEqual([['Divination'], ['Forest', 'Shock'], 2]);
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Psychatog', ability: 1 }))).toMatch(/can't pay "exile 2 card from their graveyard": they have 1/);
  });

  it('118.3 exile a card of a kind: Scarblade Elite exiles only an Assassin card; another card named is refused', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Scarblade Elite'], graveyard: ['Shock', 'Scarblade Elite'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }] }, ['Scarblade Elite']);
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Scarblade Elite', targets: ['Grizzly Bears'], choices: { exile: 'Shock' } }))).toMatch(/can't exile "Shock" from their graveyard/);
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Scarblade Elite', targets: ['Grizzly Bears'] }))).toBeUndefined();
    g.resolveStack();
    expect([zone(g, 'Alice', 'graveyard'), permanent(g, 'Grizzly Bears')]).toEqual([['Shock'], undefined]);
  });

  it('118.3 sacrifice several: Keldon Arsonist sacrifices two lands (`sacrificing Mountain, Mountain`), and can\'t with one', () => {
    expect(compiledPoolCard('Keldon Arsonist').abilities).toMatchObject([{ cost: { mana: '{1}', sacrifice: 'land', sacrificeCount: 2 } }]);
    const trace = poolTrace(['Keldon Arsonist'], ['Alice has Keldon Arsonist, Mountain, Mountain, Mountain on the battlefield', 'Bob has Island on the battlefield', 'Alice activates Keldon Arsonist targeting Island paying with Mountain sacrificing Mountain #2, Mountain #3']);
    const text = trace.events.map((e) => e.text).join('\n');
    expect(text).toMatch(/sacrificing Mountain #2, Mountain #3/);
    expect(text).toMatch(/Island moves from the battlefield to Bob's graveyard \(destroyed\)/);
    const g = game({ players: [{ name: 'Alice', battlefield: ['Keldon Arsonist', 'Mountain'] }, { name: 'Bob', battlefield: ['Island'] }] }, ['Keldon Arsonist']);
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Keldon Arsonist', targets: ['Island'] }))).toMatch(/can't pay "sacrifice 2 lands": they control 1/);
  });
});

describeWithSharedData('spells you cast cost less (601.2f, 2020 pool)', [POOL_FILE], () => {
  it('601.2f cost reduction by a filter: Etherium Sculptor makes an artifact spell cost {1} less, not a creature spell', () => {
    expect(compiledPoolCard('Etherium Sculptor').abilities).toEqual([expect.objectContaining({ spellCost: { filter: { types: ['Artifact'], controller: 'you' }, less: 1 } })]);
    const g = game({ players: [{ name: 'Alice', battlefield: ['Etherium Sculptor', 'Island'], hand: ['Bonesplitter', 'Grizzly Bears'] }, { name: 'Bob' }] }, ['Etherium Sculptor']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Bonesplitter' });
    expect(refusal(events)).toBeUndefined();
    expect(events.map((e) => e.text).join('\n')).toMatch(/Etherium Sculptor reduces the cost by \{1\}/);
    expect(zone(g, 'Alice', 'hand')).toEqual(['Grizzly Bears']);
    g.resolveStack();
    expect(permanent(g, 'Bonesplitter')).toBeDefined();
    // Grizzly Bears is no artifact: its {1}{G} is not reduced, and one Island can't pay it.
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' }))).toMatch(/can't pay \{1\}\{G\}/);
  });

  it('601.2f: Ballyrush Banneret reduces Kithkin spells and Soldier spells (either subtype); Warden of Evos Isle creature spells with flying', () => {
    expect(compiledPoolCard('Ballyrush Banneret').abilities).toEqual([expect.objectContaining({ spellCost: { filter: { subtypes: ['Kithkin', 'Soldier'], controller: 'you' }, less: 1 } })]);
    const g = game({ players: [{ name: 'Alice', battlefield: ['Warden of Evos Isle', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Serra Angel'] }, { name: 'Bob' }] }, ['Warden of Evos Isle']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Serra Angel' });
    expect(refusal(events)).toBeUndefined();
    expect(events.map((e) => e.text).join('\n')).toMatch(/The total cost of Serra Angel is \{2\}\{W\}\{W\}/);
  });
});

/**
 * What the words of a one-shot effect name: "that player" at the beginning of another player's upkeep
 * is the player whose upkeep it is (503.1a, 603.2); "each creature target player controls", "… that
 * player controls", "… that player or that planeswalker's controller controls" are the objects that
 * player controls as the effect happens (115.1, 608.2b, 611.2c). Real cards of the 2020 pool, each
 * compiled from its Oracle text and played.
 */
import type { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame, toUpkeep } from './pool';

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const life = (g: Game, player: string) => g.snapshot().players.find((p) => p.name === player)?.life;
const LIBRARY = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

describeWithSharedData('what a one-shot effect names (2020 pool)', [POOL_FILE], () => {
  it("503.1a, 603.2: Sheoldred, Whispering One — at the beginning of each opponent's upkeep, that player (the active player) sacrifices a creature", () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Sheoldred, Whispering One', 'Grizzly Bears'], library: LIBRARY }, { name: 'Bob', battlefield: ['Hill Giant'], library: LIBRARY }] }, ['Sheoldred, Whispering One']);
    toUpkeep(g, 'Bob');
    g.resolveStack();
    expect([permanent(g, 'Hill Giant'), permanent(g, 'Grizzly Bears')?.label]).toEqual([undefined, 'Grizzly Bears']);
  });

  it("503.1a, 603.2: Seizan, Perverter of Truth — at the beginning of each player's upkeep, that player loses 2 life and draws two cards", () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Seizan, Perverter of Truth'], library: LIBRARY }, { name: 'Bob', library: LIBRARY }] }, ['Seizan, Perverter of Truth']);
    toUpkeep(g, 'Bob');
    g.resolveStack();
    expect([life(g, 'Alice'), life(g, 'Bob')]).toEqual([20, 18]);
    expect(g.state.players.map((p) => p.hand.length)).toEqual([0, 2]);
  });

  it('115.1, 611.2c: Simoon deals 1 damage to each creature target opponent controls — only that player\'s creatures', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Forest', 'Llanowar Elves'], hand: ['Simoon'] }, { name: 'Bob', battlefield: ['Llanowar Elves', 'Hill Giant'] }] }, ['Simoon']);
    g.do({ type: 'cast', player: 'Alice', card: 'Simoon', targets: ['Bob'] });
    g.resolveStack();
    const elves = g.snapshot().battlefield.filter((p) => p.label.endsWith('Llanowar Elves'));
    expect(elves.map((p) => [p.controller, p.damage])).toEqual([['Alice', 0]]);
    expect(permanent(g, 'Hill Giant')?.damage).toBe(1);
  });

  it("115.1: Primeval Light destroys all enchantments target player controls, not the caster's", () => {
    expect(compiledPoolCard('Primeval Light').spell).toMatchObject({ targets: [{ kind: 'player' }], effects: [{ do: 'destroy', what: { all: { types: ['Enchantment'] }, controlledBy: 'target' } }] });
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Glorious Anthem'], hand: ['Primeval Light'] }, { name: 'Bob', battlefield: ['Goblin Bombardment'] }] }, ['Primeval Light']);
    g.do({ type: 'cast', player: 'Alice', card: 'Primeval Light', targets: ['Bob'] });
    g.resolveStack();
    expect([permanent(g, 'Goblin Bombardment'), permanent(g, 'Glorious Anthem')?.label]).toEqual([undefined, 'Glorious Anthem']);
  });

  it("115.1: Chandra's Fury aimed at a planeswalker — 1 damage to each creature that planeswalker's controller controls", () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Grizzly Bears'], hand: ["Chandra's Fury"] }, { name: 'Bob', battlefield: ['Llanowar Elves', { card: 'Jace Beleren', counters: { loyalty: 5 } }] }] }, ["Chandra's Fury"]);
    g.do({ type: 'cast', player: 'Alice', card: "Chandra's Fury", targets: ['Jace Beleren'] });
    g.resolveStack();
    expect([permanent(g, 'Jace Beleren')?.counters, permanent(g, 'Llanowar Elves'), permanent(g, 'Grizzly Bears')?.damage]).toEqual([{ loyalty: 1 }, undefined, 0]);
    expect(life(g, 'Bob')).toBe(20);
  });

  it('608.2h: Heliophial, sacrificed, deals damage equal to the number of charge counters on it — as it last existed', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', { card: 'Heliophial', counters: { charge: 3 } }] }, { name: 'Bob' }] }, ['Heliophial']);
    g.do({ type: 'activate', player: 'Alice', source: 'Heliophial', targets: ['Bob'] });
    g.resolveStack();
    expect([life(g, 'Bob'), permanent(g, 'Heliophial')]).toEqual([17, undefined]);
  });

  it('602.2: Walking Ballista — "Remove a +1/+1 counter from ~: It deals 1 damage to any target": "it" is the card the cost names', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: [{ card: 'Walking Ballista', counters: { '+1/+1': 2 } }] }, { name: 'Bob', battlefield: ['Llanowar Elves'] }] }, ['Walking Ballista']);
    g.do({ type: 'activate', player: 'Alice', source: 'Walking Ballista', ability: 1, targets: ['Llanowar Elves'] });
    g.resolveStack();
    expect([permanent(g, 'Llanowar Elves'), permanent(g, 'Walking Ballista')?.counters]).toEqual([undefined, { '+1/+1': 1 }]);
  });

  it("120.2: Bonfire of the Damned deals X damage to target player and each creature that player controls, none to the caster's", () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Llanowar Elves'], hand: ['Bonfire of the Damned'] }, { name: 'Bob', battlefield: ['Llanowar Elves', 'Grizzly Bears'] }] }, ['Bonfire of the Damned']);
    g.do({ type: 'cast', player: 'Alice', card: 'Bonfire of the Damned', targets: ['Bob'], x: 1 });
    g.resolveStack();
    const elves = g.snapshot().battlefield.filter((p) => p.label.endsWith('Llanowar Elves'));
    expect([life(g, 'Bob'), life(g, 'Alice'), elves.map((p) => p.controller), permanent(g, 'Grizzly Bears')?.damage]).toEqual([19, 20, ['Alice'], 1]);
  });

  it('120.2: Star of Extinction destroys target land, then deals 20 damage to each creature and each planeswalker', () => {
    expect(compiledPoolCard('Star of Extinction').spell?.effects).toEqual([
      { do: 'destroy', what: 'target' },
      { do: 'damage', amount: 20, to: { all: { types: ['Creature'] } } },
      { do: 'damage', amount: 20, to: { all: { types: ['Planeswalker'] } } },
    ]);
  });
});

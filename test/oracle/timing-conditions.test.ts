/**
 * Conditions on what an Aura or Equipment is attached to (611.3a, 608.2c), on real cards of the 2020 pool:
 * "As long as enchanted creature is a Human, it has trample", "As long as enchanted creature is blue, it gets
 * +1/+1 and has shroud", "At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's blue".
 */
import type { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame, toUpkeep } from './pool';

const view = (g: Game, name: string) => g.snapshot().battlefield.find((p) => p.name === name)!;

describeWithSharedData('611.3a: "as long as enchanted / equipped creature is …" (2020 pool)', [POOL_FILE], () => {
  it('611.3a: Equestrian Skill — "As long as enchanted creature is a Human, it has trample": a Human has it, a Bear does not', () => {
    expect(compiledPoolCard('Equestrian Skill').abilities).toContainEqual(expect.objectContaining({ affects: 'attached', modify: { addKeywords: ['trample'] }, condition: { is: 'attached', filter: { subtypes: ['Human'] } } }));
    const on = (creature: string) => view(poolGame({ players: [{ name: 'Alice', battlefield: [creature, { card: 'Equestrian Skill', attachedTo: creature }] }, { name: 'Bob' }] }, ['Equestrian Skill']), creature);
    expect(on('Thraben Inspector')).toMatchObject({ power: 4, toughness: 5 });
    expect(on('Thraben Inspector').keywords).toContain('trample');
    expect(on('Grizzly Bears')).toMatchObject({ power: 5, toughness: 5 });
    expect(on('Grizzly Bears').keywords).not.toContain('trample');
  });

  it('611.3a, 105.2: Clout of the Dominus — "is blue" / "is red" reads the enchanted creature\'s colors as the game goes', () => {
    const on = (creature: string) => view(poolGame({ players: [{ name: 'Alice', battlefield: [creature, { card: 'Clout of the Dominus', attachedTo: creature }] }, { name: 'Bob' }] }, ['Clout of the Dominus']), creature);
    expect(on('Prodigal Sorcerer')).toMatchObject({ power: 2, toughness: 2 });
    expect(on('Prodigal Sorcerer').keywords).toEqual(expect.arrayContaining(['shroud']));
    expect(on('Hill Giant')).toMatchObject({ power: 4, toughness: 4 });
    expect(on('Hill Giant').keywords).toEqual(expect.arrayContaining(['haste']));
    expect(on('Grizzly Bears')).toMatchObject({ power: 2, toughness: 2, keywords: [] });
  });

  it('611.3a: Goblin Caves — "As long as enchanted land is a basic Mountain, Goblin creatures get +0/+2"', () => {
    const game = (land: string) => poolGame({ players: [{ name: 'Alice', battlefield: [land, { card: 'Goblin Caves', attachedTo: land }, 'Mogg Fanatic'] }, { name: 'Bob' }] }, ['Goblin Caves']);
    expect(view(game('Mountain'), 'Mogg Fanatic')).toMatchObject({ power: 1, toughness: 3 });
    expect(view(game('Forest'), 'Mogg Fanatic')).toMatchObject({ power: 1, toughness: 1 });
  });

  it('608.2c: Ring of Evos Isle — "put a +1/+1 counter on equipped creature if it\'s blue", checked as the upkeep trigger resolves', () => {
    const upkeep = (creature: string) => {
      const g = poolGame({ players: [{ name: 'Alice', battlefield: [creature, { card: 'Ring of Evos Isle', attachedTo: creature }], library: ['Island', 'Island'] }, { name: 'Bob', library: ['Island', 'Island'] }], step: 'untap' }, ['Ring of Evos Isle']);
      toUpkeep(g, 'Alice');
      g.do({ type: 'pass', player: 'Alice' });
      g.do({ type: 'pass', player: 'Bob' });
      return view(g, creature).counters['+1/+1'] ?? 0;
    };
    expect(upkeep('Prodigal Sorcerer')).toBe(1);
    expect(upkeep('Grizzly Bears')).toBe(0);
  });

  it('613.4c: Heavy Mattock — "it gets an additional +1/+1" adds to the Equipment\'s other bonus: a Human gets +2/+2, a Bear +1/+1', () => {
    const on = (creature: string) => view(poolGame({ players: [{ name: 'Alice', battlefield: [creature, { card: 'Heavy Mattock', attachedTo: creature }] }, { name: 'Bob' }] }, ['Heavy Mattock']), creature);
    expect(on('Thraben Inspector')).toMatchObject({ power: 3, toughness: 4 });
    expect(on('Grizzly Bears')).toMatchObject({ power: 3, toughness: 3 });
  });
});

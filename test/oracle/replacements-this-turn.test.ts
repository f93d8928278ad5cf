/**
 * 614.1a on real cards of the 2020 pool: "If that creature would die this turn, exile it instead" — a
 * replacement effect a resolving spell or ability makes, lasting the turn — and the creatures "dealt
 * damage this way".
 */
import { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const zones = (g: Game, player: number) => {
  const p = g.snapshot().players[player]!;
  return { graveyard: p.graveyard, exile: p.exile };
};

describeWithSharedData('614.1a: "If that creature would die this turn, exile it instead" (2020 pool)', [POOL_FILE], () => {
  it('614.1a: Lava Coil — the creature it dealt lethal damage to is exiled instead of dying', () => {
    expect(compiledPoolCard('Lava Coil').spell!.effects).toEqual([{ do: 'damage', amount: 4, to: 'target' }, { do: 'exile-if-dies', what: 'target' }]);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Lava Coil'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [compiledPoolCard('Lava Coil')] });
    g.do({ type: 'cast', player: 'Alice', card: 'Lava Coil', targets: ['Hill Giant'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'replacement' && e.rules.includes('614.1a') && /Hill Giant would die this turn, so it is exiled instead/.test(e.text))).toBe(true);
    expect(zones(g, 1)).toEqual({ graveyard: [], exile: ['Hill Giant'] });
  });

  it('614.1a: Magma Spray — the effect lasts the turn: a creature that survives the damage and dies later this turn is exiled', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Magma Spray', 'Shock'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [compiledPoolCard('Magma Spray')] });
    g.do({ type: 'cast', player: 'Alice', card: 'Magma Spray', targets: ['Hill Giant'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => p.name)).toContain('Hill Giant');
    g.do({ type: 'cast', player: 'Alice', card: 'Shock', targets: ['Hill Giant'] });
    g.resolveStack();
    expect(zones(g, 1)).toEqual({ graveyard: [], exile: ['Hill Giant'] });
  });

  it('614.1a: Anger of the Gods — each creature dealt damage this way is exiled instead of dying', () => {
    expect(compiledPoolCard('Anger of the Gods').spell!.effects).toEqual([{ do: 'damage', amount: 3, to: { all: { types: ['Creature'] } } }, { do: 'exile-if-dies', what: 'damaged-this-way' }]);
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Anger of the Gods'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Savannah Lions'] }],
      cards: [compiledPoolCard('Anger of the Gods')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Anger of the Gods' });
    g.resolveStack();
    expect(zones(g, 1)).toEqual({ graveyard: [], exile: ['Grizzly Bears', 'Savannah Lions'] });
  });

  it('614.1a: Flaying Tendrils — "If a creature would die this turn" applies to every creature, whatever killed it', () => {
    expect(compiledPoolCard('Flaying Tendrils').spell!.effects?.at(-1)).toEqual({ do: 'exile-if-dies' });
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Mountain'], hand: ['Flaying Tendrils', 'Shock'] }, { name: 'Bob', battlefield: ['Savannah Lions', 'Hill Giant'] }],
      cards: [compiledPoolCard('Flaying Tendrils')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Flaying Tendrils' });
    g.resolveStack();
    g.do({ type: 'cast', player: 'Alice', card: 'Shock', targets: ['Hill Giant'] });
    g.resolveStack();
    expect(zones(g, 1)).toEqual({ graveyard: [], exile: ['Savannah Lions', 'Hill Giant'] });
  });

  it('614.1a: Frostwielder — a static ability: a creature it dealt damage to this turn is exiled if it dies, another goes to the graveyard', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Frostwielder', 'Mountain'], hand: ['Shock'] }, { name: 'Bob', battlefield: [{ card: 'Grizzly Bears', damage: 1 }, 'Savannah Lions'] }],
      cards: [compiledPoolCard('Frostwielder')],
    });
    g.do({ type: 'activate', player: 'Alice', source: 'Frostwielder', targets: ['Grizzly Bears'] });
    g.resolveStack();
    g.do({ type: 'cast', player: 'Alice', card: 'Shock', targets: ['Savannah Lions'] });
    g.resolveStack();
    expect(zones(g, 1)).toEqual({ graveyard: ['Savannah Lions'], exile: ['Grizzly Bears'] });
  });

  it('701.19c: Incinerate — a creature dealt damage this way can\'t be regenerated this turn', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Incinerate'] }, { name: 'Bob', battlefield: ['Dutiful Thrull', 'Swamp'] }],
      cards: [compiledPoolCard('Incinerate'), compiledPoolCard('Dutiful Thrull')],
    });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'activate', player: 'Bob', source: 'Dutiful Thrull' });
    g.resolveStack();
    g.do({ type: 'cast', player: 'Alice', card: 'Incinerate', targets: ['Dutiful Thrull'] });
    g.resolveStack();
    expect(g.snapshot().players[1]!.graveyard).toEqual(['Dutiful Thrull']);
  });
});

/**
 * Amounts of one-shot effects: life lost "equal to" an amount (119.3), "twice the number of …"
 * (107.1), "the sacrificed artifact's mana value" (608.2h: the permanent a cost sacrificed, as it
 * last existed), "3 plus / minus the number of …" (107.1b: never below 0), "colorless" in an object's
 * description (105.2c), and damage or counters on several targets, each another (115.3). Real cards of the 2020 pool,
 * each compiled from its Oracle text and played.
 */
import type { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame, poolTrace, toUpkeep } from './pool';

const life = (g: Game, name: string) => g.snapshot().players.find((p) => p.name === name)?.life;
const onBattlefield = (g: Game, label: string) => g.snapshot().battlefield.some((p) => p.label === label);

describeWithSharedData('amounts of one-shot effects (2020 pool)', [POOL_FILE], () => {
  it("119.3, 608.2h: Devour in Shadow destroys target creature and its caster loses life equal to that creature's toughness, as it last existed", () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp'], hand: ['Devour in Shadow'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Devour in Shadow']);
    g.do({ type: 'cast', player: 'Alice', card: 'Devour in Shadow', targets: ['Hill Giant'] });
    g.resolveStack();
    expect([onBattlefield(g, 'Hill Giant'), life(g, 'Alice')]).toEqual([false, 17]);
  });

  it('119.3: Shaman of the Pack — target opponent loses life equal to the number of Elves its controller controls', () => {
    expect(compiledPoolCard('Shaman of the Pack').abilities?.[0]).toMatchObject({ effects: [{ do: 'lose-life', who: 'target', amount: { count: { subtypes: ['Elf'] } } }] });
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Forest', 'Forest', 'Llanowar Elves'], hand: ['Shaman of the Pack'] }, { name: 'Bob', battlefield: ['Llanowar Elves'] }] }, ['Shaman of the Pack']);
    g.do({ type: 'cast', player: 'Alice', card: 'Shaman of the Pack' });
    g.resolveStack();
    g.do({ type: 'choose', player: 'Alice', key: 'targets', value: ['Bob'] });
    g.resolveStack();
    // Llanowar Elves and the Shaman itself (an Elf Shaman); Bob's Elf doesn't count.
    expect(life(g, 'Bob')).toBe(18);
  });

  it('107.1: Price of Progress deals each player damage equal to twice the number of nonbasic lands that player controls', () => {
    expect(compiledPoolCard('Price of Progress').spell?.effects).toMatchObject([{ do: 'for-each-player', effects: [{ do: 'damage', amount: { count: { types: ['Land'] }, times: 2 } }] }]);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Price of Progress'] }, { name: 'Bob', battlefield: ['Karplusan Forest', 'Adarkar Wastes', 'Forest'] }] }, ['Price of Progress', 'Karplusan Forest', 'Adarkar Wastes']);
    g.do({ type: 'cast', player: 'Alice', card: 'Price of Progress' });
    g.resolveStack();
    expect([life(g, 'Alice'), life(g, 'Bob')]).toEqual([20, 16]);
  });

  it("608.2h: Bosh, Iron Golem deals damage equal to the sacrificed artifact's mana value", () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Bosh, Iron Golem', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Juggernaut'] }, { name: 'Bob' }] }, ['Bosh, Iron Golem', 'Juggernaut']);
    g.do({ type: 'activate', player: 'Alice', source: 'Bosh, Iron Golem', targets: ['Bob'], choices: { sacrifice: 'Juggernaut' } } as never);
    g.resolveStack();
    expect([onBattlefield(g, 'Juggernaut'), life(g, 'Bob')]).toEqual([false, 16]);
  });

  it('105.2c: Barrage Tyrant can sacrifice only another colorless creature', () => {
    expect(compiledPoolCard('Barrage Tyrant').abilities?.[0]).toMatchObject({ cost: { sacrifice: { types: ['Creature'], colorless: true, other: true } } });
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Barrage Tyrant', 'Mountain', 'Mountain', 'Mountain', 'Hill Giant', 'Juggernaut'] }, { name: 'Bob' }] }, ['Barrage Tyrant', 'Juggernaut']);
    const refused = g.do({ type: 'activate', player: 'Alice', source: 'Barrage Tyrant', targets: ['Bob'], choices: { sacrifice: 'Hill Giant' } } as never);
    expect(refused.some((e) => e.kind === 'illegal-action')).toBe(true);
    g.do({ type: 'activate', player: 'Alice', source: 'Barrage Tyrant', targets: ['Bob'], choices: { sacrifice: 'Juggernaut' } } as never);
    g.resolveStack();
    expect(life(g, 'Bob')).toBe(15);
  });

  it('107.1: Welding Sparks deals damage equal to 3 plus the number of artifacts its caster controls', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Juggernaut', 'Sol Ring'], hand: ['Welding Sparks'] }, { name: 'Bob', battlefield: ['Craw Wurm'] }] }, ['Welding Sparks', 'Juggernaut', 'Craw Wurm']);
    g.do({ type: 'cast', player: 'Alice', card: 'Welding Sparks', targets: ['Craw Wurm'] });
    g.resolveStack();
    expect(onBattlefield(g, 'Craw Wurm')).toBe(false);
  });

  it("107.1b: Rackling deals 3 minus the number of cards in the opponent's hand, and nothing once that is negative", () => {
    for (const [cards, expected] of [[1, 18], [5, 20]] as const) {
      const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Rackling'], library: ['Island', 'Island'] }, { name: 'Bob', hand: Array<string>(cards).fill('Island'), library: ['Island', 'Island'] }] }, ['Rackling']);
      toUpkeep(g, 'Bob');
      g.resolveStack();
      expect(life(g, 'Bob')).toBe(expected);
    }
  });

  it('115.3: Arc Trail deals 2 damage to one target and 1 damage to another, never the same one twice', () => {
    const setup = () => poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Arc Trail'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }] }, ['Arc Trail']);
    const same = setup();
    expect(same.do({ type: 'cast', player: 'Alice', card: 'Arc Trail', targets: ['Bob', 'Bob'] }).some((e) => e.kind === 'illegal-action')).toBe(true);
    const g = setup();
    g.do({ type: 'cast', player: 'Alice', card: 'Arc Trail', targets: ['Grizzly Bears', 'Bob'] });
    g.resolveStack();
    expect([onBattlefield(g, 'Grizzly Bears'), life(g, 'Bob')]).toEqual([false, 19]);
  });

  it('115.3: Incremental Growth puts one, two and three +1/+1 counters on three different target creatures', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears', 'Hill Giant', 'Craw Wurm'], hand: ['Incremental Growth'] }, { name: 'Bob' }] }, ['Incremental Growth', 'Craw Wurm']);
    g.do({ type: 'cast', player: 'Alice', card: 'Incremental Growth', targets: ['Grizzly Bears', 'Hill Giant', 'Craw Wurm'] });
    g.resolveStack();
    const counters = (label: string) => g.snapshot().battlefield.find((p) => p.label === label)?.counters;
    expect(['Grizzly Bears', 'Hill Giant', 'Craw Wurm'].map(counters)).toEqual([{ '+1/+1': 1 }, { '+1/+1': 2 }, { '+1/+1': 3 }]);
  });

  it("106.3, 608.2h: Priest of Yawgmoth's mana ability adds an amount of {B} equal to the sacrificed artifact's mana value", () => {
    const t = poolTrace(['Priest of Yawgmoth', 'Juggernaut'], ['Alice has Priest of Yawgmoth, Juggernaut', 'Alice activates Priest of Yawgmoth sacrificing Juggernaut']);
    expect(t.final.players.find((p) => p.name === 'Alice')!.manaPool).toBe('{B}{B}{B}{B}');
  });

  it('700.4: Flesh Allergy — the creature sacrificed to cast it and the one destroyed both died this turn: its controller loses 2 life', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears'], hand: ['Flesh Allergy'] }, { name: 'Bob', battlefield: ['Hill Giant'] }] }, ['Flesh Allergy']);
    g.do({ type: 'cast', player: 'Alice', card: 'Flesh Allergy', targets: ['Hill Giant'], choices: { sacrifice: 'Grizzly Bears' } } as never);
    g.resolveStack();
    expect([onBattlefield(g, 'Grizzly Bears'), onBattlefield(g, 'Hill Giant'), life(g, 'Bob')]).toEqual([false, false, 18]);
  });
});

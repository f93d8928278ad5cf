/**
 * 603.2, 608.2c: a pronoun in a triggered ability names what its event was about — the attacking
 * creature, the player who drew, the spell cast, the land that entered — never the card dealing the
 * damage ("~ deals 1 damage to it": "itself" would be the card) nor an object of another kind ("that
 * spell" is no target, "that land" none of "other creatures you control"). Real cards of the 2020 pool,
 * each compiled from its Oracle text and played.
 */
import { Game, type GameSetup } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const life = (g: Game, player: string) => g.snapshot().players.find((p) => p.name === player)?.life;
const pass = (g: Game, ...players: string[]) => players.forEach((player) => g.do({ type: 'pass', player }));

function game(setup: GameSetup, names: string[]): Game {
  return new Game({ ...setup, cards: names.map(compiledPoolCard) });
}

describeWithSharedData("603.2: a trigger's pronouns name what its event was about (2020 pool)", [POOL_FILE], () => {
  it.each([
    ['Caltrops', 1],
    ['Powerstone Minefield', 2],
  ])('603.2: %s\'s "deals damage to it" damages the creature that attacked, not itself', (name, damage) => {
    expect(compiledPoolCard(name).abilities![0]).toMatchObject({ when: 'attacks', effects: [{ do: 'damage', amount: damage, to: 'it' }] });
    const g = game({ players: [{ name: 'Bob', battlefield: ['Hill Giant'] }, { name: 'Alice', battlefield: [name] }], step: 'beginning-of-combat' }, [name]);
    g.do({ type: 'choose', player: 'Bob', key: 'attackers', value: { 'Hill Giant': 'Alice' } });
    pass(g, 'Bob', 'Alice');
    g.resolveStack();
    expect(permanent(g, 'Hill Giant')?.damage).toBe(damage);
    expect(permanent(g, name)).toBeDefined();
  });

  it('603.2: Underworld Dreams\'s "deals 1 damage to them" damages the opponent who drew', () => {
    const g = game({ players: [{ name: 'Bob', library: ['Island', 'Island'] }, { name: 'Alice', battlefield: ['Underworld Dreams'] }], step: 'upkeep' }, ['Underworld Dreams']);
    pass(g, 'Bob', 'Alice');
    g.resolveStack();
    expect([life(g, 'Bob'), life(g, 'Alice')]).toEqual([19, 20]);
  });

  it('603.2, 202.3e: Kaervek the Merciless deals damage equal to the mana value of the spell cast (its X included), to the target chosen', () => {
    const g = game({ players: [{ name: 'Bob', battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Blaze'] }, { name: 'Alice', battlefield: ['Kaervek the Merciless'] }] }, ['Kaervek the Merciless']);
    g.do({ type: 'choose', player: 'Alice', key: 'targets', value: ['Bob'] });
    g.do({ type: 'cast', player: 'Bob', card: 'Blaze', targets: ['Alice'], x: 2 });
    g.resolveStack();
    // Kaervek's trigger resolves first: Blaze with X = 2 has mana value 3 on the stack.
    expect([life(g, 'Bob'), life(g, 'Alice')]).toEqual([17, 18]);
  });

  it.each([
    ['Swamp', 2],
    ['Forest', 1],
  ])('608.2c: Guul Draz Overseer\'s "if that land is a Swamp" asks about the land that entered (a %s: +%i/+0)', (land, bonus) => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Guul Draz Overseer', 'Grizzly Bears'], hand: [land] }, { name: 'Bob' }] }, ['Guul Draz Overseer']);
    g.do({ type: 'play-land', player: 'Alice', card: land });
    g.resolveStack();
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ power: 2 + bonus, toughness: 2 });
    expect(permanent(g, 'Guul Draz Overseer')).toMatchObject({ power: 3 });
  });

  it('608.2c: Guardian of Tazeem\'s "if that land is an Island" asks about the land, not the creature tapped', () => {
    expect(compiledPoolCard('Guardian of Tazeem').abilities![0]).toMatchObject({ effects: [{ do: 'tap' }, { do: 'if', condition: { is: 'it', filter: { subtypes: ['Island'] } } }] });
  });
});

describe('701.14a: "~ fights it" — "it" is another creature than the one fighting', () => {
  it('701.14a: a trigger\'s "~ fights it" fights the creature that entered, not itself', () => {
    const result = compileCard({ name: 'Ambush Bear', manaCost: '{2}{G}', typeLine: 'Creature — Bear', power: '4', toughness: '4', oracleText: 'Whenever another creature enters the battlefield, Ambush Bear fights it.' });
    if (result.status !== 'compiled') throw new Error(result.reason);
    expect(result.definition.abilities).toEqual([expect.objectContaining({ effects: [{ do: 'fight', what: ['self', 'it'] }] })]);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Ambush Bear'] }, { name: 'Bob', battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] }], activePlayer: 'Bob', cards: [result.definition] });
    g.do({ type: 'cast', player: 'Bob', card: 'Grizzly Bears' });
    g.resolveStack();
    expect(permanent(g, 'Grizzly Bears')).toBeUndefined();
    expect(permanent(g, 'Ambush Bear')?.damage).toBe(2);
  });
});

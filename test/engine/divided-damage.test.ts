/** 601.2d: damage divided as its controller chooses among targets, and 608.2b when some become illegal. */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Boulderfall (Theros), smaller: "deals 3 damage divided as you choose among any number of targets." */
const ROCKSLIDE: CardDefinitionInput = {
  name: 'Rockslide',
  manaCost: '{R}',
  types: ['Instant'],
  spell: { targets: [{ kind: 'any', count: { min: 1, max: 'any' }, text: 'any number of targets' }], effects: [{ do: 'damage', amount: 3, to: 'target', divided: true }] },
};
/** "{X}, {T}: ~ deals X damage divided as you choose among one or two target creatures." */
const SLINGER: CardDefinitionInput = {
  name: 'Pebble Slinger',
  types: ['Creature'],
  power: 1,
  toughness: 1,
  abilities: [{ kind: 'activated', cost: { mana: '{X}', tap: true }, targets: [{ kind: 'creature', count: { min: 1, max: 2 } }], effects: [{ do: 'damage', amount: 'X', to: 'target', divided: true }], text: '{X}, {T}: Pebble Slinger deals X damage divided as you choose among one or two target creatures.' }],
};

function game() {
  return new Game({
    players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Pebble Slinger'], hand: ['Rockslide'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Hill Giant', 'Forest'], hand: ["Ranger's Guile"] }],
    cards: [ROCKSLIDE, SLINGER],
  });
}

const lifeOf = (g: Game, name: string) => g.snapshot().players.find((p) => p.name === name)!.life;
const damageOn = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label)?.damage;

describe('601.2d: dividing damage among targets', () => {
  it('deals each target the part it was given as the spell was cast', () => {
    const g = game();
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Rockslide', targets: [['Grizzly Bears', 'Bob']], divide: [1, 2] });
    expect(events.find((e) => e.rules.includes('601.2d'))!.text).toBe("Alice divides Rockslide's 3 damage: 1 to Grizzly Bears, 2 to Bob");
    g.resolveStack();
    expect(damageOn(g, 'Grizzly Bears')).toBe(1);
    expect(lifeOf(g, 'Bob')).toBe(18);
  });

  it('608.2b: the part given to a target that became illegal is not dealt, nor moved to the others', () => {
    const g = game();
    g.do({ type: 'cast', player: 'Alice', card: 'Rockslide', targets: [['Grizzly Bears', 'Bob']], divide: [2, 1] });
    g.do({ type: 'pass', player: 'Alice' });
    const guile = g.do({ type: 'cast', player: 'Bob', card: "Ranger's Guile", targets: ['Grizzly Bears'] });
    expect(guile.filter((e) => e.kind === 'illegal-action')).toEqual([]);
    const events = g.resolveStack();
    expect(events.find((e) => e.rules.includes('601.2d') && e.rules.includes('608.2b'))!.text).toMatch(/^The 2 damage divided to Grizzly Bears isn't dealt: it is an illegal target/);
    expect(damageOn(g, 'Grizzly Bears')).toBe(0);
    expect(lifeOf(g, 'Bob')).toBe(19);
  });

  it('each target gets at least 1, and the parts add up to the damage: any other division is refused at 601.2d', () => {
    const refused = (divide: number[], targets = ['Grizzly Bears', 'Bob']) => game().do({ type: 'cast', player: 'Alice', card: 'Rockslide', targets: [targets], divide }).find((e) => e.kind === 'illegal-action')!;
    expect(refused([3, 0]).text).toMatch(/can't be divided that way: each target must get at least 1 damage/);
    expect(refused([2, 2]).text).toMatch(/the amounts add up to 4, not 3/);
    expect(refused([3]).text).toMatch(/1 amount for 2 targets/);
    expect(refused([1, 1, 1, 0], ['Grizzly Bears', 'Hill Giant', 'Bob', 'Alice']).text).toMatch(/it can have at most 3 targets, not 4/);
    expect(refused([3, 0]).rules).toContain('601.2d');
  });

  it('without a division, divides as evenly as possible, the first targets getting the rest, and says so', () => {
    const g = game();
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Rockslide', targets: [['Hill Giant', 'Bob']] });
    expect(events.find((e) => e.kind === 'choice' && e.rules.includes('601.2d'))!.text).toBe("Alice divides Rockslide's 3 damage as evenly as possible: 2 to Hill Giant, 1 to Bob (no division was named)");
    g.resolveStack();
    expect([damageOn(g, 'Hill Giant'), lifeOf(g, 'Bob')]).toEqual([2, 19]);
  });

  it('602.2b: an activated ability divides its X damage as it is activated', () => {
    const g = game();
    g.do({ type: 'activate', player: 'Alice', source: 'Pebble Slinger', x: 3, targets: [['Grizzly Bears', 'Hill Giant']], divide: [2, 1] });
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => p.label)).not.toContain('Grizzly Bears');
    expect(damageOn(g, 'Hill Giant')).toBe(1);
  });

  it('603.3d: a trigger divides by default among the targets it chose, as many as the damage can reach', () => {
    const spitter: CardDefinitionInput = {
      name: 'Spark Spitter',
      manaCost: '{R}',
      types: ['Creature'],
      power: 1,
      toughness: 1,
      abilities: [{ kind: 'triggered', when: 'enters', targets: [{ kind: 'creature', count: { min: 1, max: 3 } }], effects: [{ do: 'damage', amount: 2, to: 'target', divided: true }], text: 'When Spark Spitter enters, it deals 2 damage divided as you choose among one, two, or three target creatures.' }],
    };
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Spark Spitter'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Hill Giant', 'Savannah Lions'] }], cards: [spitter] });
    g.do({ type: 'cast', player: 'Alice', card: 'Spark Spitter' });
    const events = g.resolveStack();
    expect(events.find((e) => e.rules.includes('601.2d'))!.text).toBe("Alice divides Spark Spitter's trigger's 2 damage as evenly as possible: 1 to Grizzly Bears, 1 to Hill Giant (no division was named)");
    expect([damageOn(g, 'Grizzly Bears'), damageOn(g, 'Hill Giant'), damageOn(g, 'Savannah Lions')]).toEqual([1, 1, 0]);
  });

  it('refuses a division for a spell that divides nothing', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { name: 'Bob' }] });
    expect(g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'], divide: [3] }).find((e) => e.kind === 'illegal-action')!.text).toMatch(/nothing to divide/);
  });
});

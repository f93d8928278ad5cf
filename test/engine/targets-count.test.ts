/** 601.2c, 115.3: a variable number of targets for one instance of "target"; strive's cost for each target beyond the first (601.2f). */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Dauntless Onslaught: "Up to two target creatures each get +2/+2 until end of turn." */
const UP_TO_TWO: CardDefinitionInput = { name: 'Up To Two', manaCost: '{W}', types: ['Instant'], spell: { targets: [{ kind: 'creature', count: { min: 0, max: 2 }, text: 'up to two target creatures' }], effects: [{ do: 'pump', power: 2, toughness: 2, on: 'target' }] } };
/** Like Launch the Fleet, simplified: strive {1}, any number of target creatures get +1/+1. */
const STRIVE: CardDefinitionInput = {
  name: 'Strive Spell',
  manaCost: '{W}',
  types: ['Instant'],
  extraTargetCost: '{1}',
  spell: { targets: [{ kind: 'creature', count: { min: 0, max: 'any' }, text: 'any number of target creatures' }], effects: [{ do: 'pump', power: 1, toughness: 1, on: 'target' }] },
};
/** "Tap X target creatures." */
const X_TARGETS: CardDefinitionInput = { name: 'X Tapper', manaCost: '{X}{U}', types: ['Sorcery'], spell: { targets: [{ kind: 'creature', count: { min: 0, max: 'X' }, text: 'X target creatures' }], effects: [{ do: 'tap', what: 'target' }] } };

function game(hand: string, lands: string[]) {
  return new Game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Savannah Lions', ...lands], hand: [hand] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [UP_TO_TWO, STRIVE, X_TARGETS] });
}

describe('601.2c: "up to two target creatures"', () => {
  it('two targets: each gets +2/+2', () => {
    const g = game('Up To Two', ['Plains']);
    g.do({ type: 'cast', player: 'Alice', card: 'Up To Two', targets: [['Grizzly Bears', 'Hill Giant']] });
    g.resolveStack();
    const board = g.snapshot().battlefield;
    expect(board.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4 });
    expect(board.find((p) => p.label === 'Hill Giant')).toMatchObject({ power: 5, toughness: 5 });
  });
  it('zero targets is legal: the spell resolves and does nothing', () => {
    const g = game('Up To Two', ['Plains']);
    g.do({ type: 'cast', player: 'Alice', card: 'Up To Two', targets: [[]] });
    expect(g.resolveStack().some((e) => e.kind === 'resolve')).toBe(true);
  });
  it('three targets, or the same creature twice (115.3), is illegal', () => {
    const three = game('Up To Two', ['Plains']).do({ type: 'cast', player: 'Alice', card: 'Up To Two', targets: [['Grizzly Bears', 'Hill Giant', 'Savannah Lions']] });
    expect(three.find((e) => e.kind === 'illegal-action')?.text).toMatch(/needs 0 to 2 targets, but 3 were chosen/);
    const twice = game('Up To Two', ['Plains']).do({ type: 'cast', player: 'Alice', card: 'Up To Two', targets: [['Grizzly Bears', 'Grizzly Bears']] });
    expect(twice.find((e) => e.kind === 'illegal-action')?.text).toMatch(/already chosen for this "target"/);
  });
  it('608.2b: one target becoming illegal leaves the other affected', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Savannah Lions', 'Plains'], hand: ['Up To Two'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }], cards: [UP_TO_TWO] });
    g.do({ type: 'cast', player: 'Alice', card: 'Up To Two', targets: [['Grizzly Bears', 'Savannah Lions']] });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    g.resolveStack();
    const board = g.snapshot();
    expect(board.players[0]!.graveyard).toEqual(['Grizzly Bears', 'Up To Two']);
    expect(board.battlefield.find((p) => p.label === 'Savannah Lions')).toMatchObject({ power: 4, toughness: 3 });
  });
});

describe('strive (601.2f): the cost increases for each target beyond the first', () => {
  it('three targets cost {W} plus {1} twice', () => {
    const g = game('Strive Spell', ['Plains', 'Plains', 'Plains']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Strive Spell', targets: [['Grizzly Bears', 'Savannah Lions', 'Hill Giant']] });
    expect(events.some((e) => e.step === '601.2f' && /total cost of Strive Spell is \{2\}\{W\}/.test(e.text))).toBe(true);
  });
  it('one target costs only {W}; with too little mana three targets are refused (601.2h)', () => {
    expect(game('Strive Spell', ['Plains']).do({ type: 'cast', player: 'Alice', card: 'Strive Spell', targets: [['Grizzly Bears']] }).some((e) => e.kind === 'cast')).toBe(true);
    expect(game('Strive Spell', ['Plains']).do({ type: 'cast', player: 'Alice', card: 'Strive Spell', targets: [['Grizzly Bears', 'Hill Giant']] }).some((e) => e.kind === 'illegal-action')).toBe(true);
  });
});

describe('"X target creatures": exactly X targets', () => {
  it('X = 2 with two targets taps both; X = 2 with one target is illegal', () => {
    const g = game('X Tapper', ['Island', 'Island', 'Island']);
    g.do({ type: 'cast', player: 'Alice', card: 'X Tapper', x: 2, targets: [['Grizzly Bears', 'Hill Giant']] });
    g.resolveStack();
    expect(g.snapshot().battlefield.filter((p) => p.tapped && /Bears|Giant/.test(p.label))).toHaveLength(2);
    expect(game('X Tapper', ['Island', 'Island', 'Island']).do({ type: 'cast', player: 'Alice', card: 'X Tapper', x: 2, targets: [['Hill Giant']] }).find((e) => e.kind === 'illegal-action')?.text).toMatch(/needs 2 targets.*X is 2/);
  });
});

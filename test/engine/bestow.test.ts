/** 702.103 Bestow: cast bestowed as an Aura for the bestow cost; a creature again when it becomes unattached or its target is illegal. */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Nyxborn Shieldmate: {W}, 1/2, bestow {2}{W}, "Enchanted creature gets +1/+2." */
const SHIELDMATE: CardDefinitionInput = {
  name: 'Bestow Tester',
  manaCost: '{W}',
  types: ['Enchantment', 'Creature'],
  subtypes: ['Human', 'Soldier'],
  power: 1,
  toughness: 2,
  bestow: '{2}{W}',
  abilities: [{ kind: 'static', affects: 'attached', modify: { power: 1, toughness: 2 }, text: 'Enchanted creature gets +1/+2.' }],
};

function game(extra: { aliceHand?: string[]; bobHand?: string[]; bobLands?: string[] } = {}): Game {
  return new Game({
    players: [
      { name: 'Alice', battlefield: ['Grizzly Bears', 'Plains', 'Plains', 'Plains'], hand: extra.aliceHand ?? ['Bestow Tester'] },
      { name: 'Bob', battlefield: extra.bobLands ?? [], hand: extra.bobHand ?? [] },
    ],
    cards: [SHIELDMATE],
  });
}

describe('702.103a–b: cast bestowed, it is an Aura spell that costs its bestow cost and enters attached', () => {
  it('pays {2}{W}, targets a creature, and the permanent is an Aura (not a creature) giving +1/+2', () => {
    const g = game();
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Bestow Tester', bestow: true, targets: ['Grizzly Bears'] });
    expect(cast.some((e) => e.rules.includes('702.103b'))).toBe(true);
    expect(cast.some((e) => e.step === '601.2f' && /total cost of Bestow Tester is \{2\}\{W\}/.test(e.text))).toBe(true);
    g.resolveStack();
    const board = g.snapshot();
    const aura = board.battlefield.find((p) => p.label === 'Bestow Tester')!;
    expect(aura).toMatchObject({ types: ['Enchantment'], subtypes: ['Aura'], attachedTo: 'Grizzly Bears' });
    expect(aura.power).toBeUndefined();
    expect(board.battlefield.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ power: 3, toughness: 4 });
  });

  it('cast normally it is a creature spell for {W}', () => {
    const g = game();
    g.do({ type: 'cast', player: 'Alice', card: 'Bestow Tester' });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.label === 'Bestow Tester')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 1, toughness: 2 });
  });

  it('a card without bestow can\'t be cast bestowed', () => {
    const g = game({ aliceHand: ['Holy Strength'] });
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Holy Strength', bestow: true, targets: ['Grizzly Bears'] });
    expect(events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/has no bestow ability/);
  });
});

describe('702.103f: a bestowed Aura that becomes unattached ceases to be bestowed and is a creature', () => {
  it('when the enchanted creature dies, the Aura stays on the battlefield as a 1/2 creature (not put into the graveyard, 704.5m)', () => {
    const g = game({ bobHand: ['Murder'], bobLands: ['Swamp', 'Swamp', 'Swamp'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Bestow Tester', bestow: true, targets: ['Grizzly Bears'] });
    g.resolveStack();
    g.do({ type: 'pass', player: 'Alice' });
    const events = [...g.do({ type: 'cast', player: 'Bob', card: 'Murder', targets: ['Grizzly Bears'] }), ...g.resolveStack()];
    expect(events.some((e) => e.rules.includes('702.103f'))).toBe(true);
    const board = g.snapshot();
    expect(board.players[0]!.graveyard).toEqual(['Grizzly Bears']);
    expect(board.battlefield.find((p) => p.label === 'Bestow Tester')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 1, toughness: 2 });
    expect(board.battlefield.find((p) => p.label === 'Bestow Tester')!.attachedTo).toBeUndefined();
  });
});

describe('702.103e: a bestowed Aura spell whose target is illegal resolves as a creature spell', () => {
  it('the target is destroyed in response: the spell is not countered, it enters as a creature', () => {
    const g = game({ bobHand: ['Lightning Bolt'], bobLands: ['Mountain'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Bestow Tester', bestow: true, targets: ['Grizzly Bears'] });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.rules.includes('702.103e'))).toBe(true);
    expect(events.some((e) => e.kind === 'countered-on-resolution')).toBe(false);
    expect(g.snapshot().battlefield.find((p) => p.label === 'Bestow Tester')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 1, toughness: 2 });
  });
});

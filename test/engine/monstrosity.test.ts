/** 701.37 Monstrosity: N +1/+1 counters if not yet monstrous; "when ~ becomes monstrous" and "as long as ~ is monstrous". */
import { Game, type CardDefinitionInput } from '../../src/engine';

const MONSTER: CardDefinitionInput = {
  name: 'Monster Tester',
  manaCost: '{1}{G}',
  types: ['Creature'],
  power: 2,
  toughness: 2,
  abilities: [
    { kind: 'activated', cost: { mana: '{X}{G}' }, effects: [{ do: 'monstrosity', amount: 'X' }], text: '{X}{G}: Monstrosity X.' },
    { kind: 'triggered', when: 'becomes-monstrous', effects: [{ do: 'damage', amount: 'X', to: 'each-opponent' }], text: 'When Monster Tester becomes monstrous, it deals X damage to each opponent.' },
    { kind: 'static', condition: 'monstrous', modify: { addKeywords: ['trample'] }, text: 'As long as Monster Tester is monstrous, it has trample.' },
  ],
};

function monster() {
  return new Game({ players: [{ name: 'Alice', battlefield: ['Monster Tester', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'] }, { name: 'Bob' }], cards: [MONSTER] });
}

describe('701.37a–c: monstrosity', () => {
  it('puts X +1/+1 counters on it; it becomes monstrous; "becomes monstrous" triggers with that X; "as long as it is monstrous" applies', () => {
    const g = monster();
    g.do({ type: 'activate', player: 'Alice', source: 'Monster Tester', ability: 0, x: 2 });
    g.resolveStack();
    const board = g.snapshot();
    expect(board.battlefield.find((p) => p.label === 'Monster Tester')).toMatchObject({ power: 4, toughness: 4, counters: { '+1/+1': 2 }, keywords: ['trample'] });
    expect(board.players[1]!.life).toBe(18);
  });

  it('a second activation does nothing: it is already monstrous (and does not trigger again)', () => {
    const g = monster();
    g.do({ type: 'activate', player: 'Alice', source: 'Monster Tester', ability: 0, x: 1 });
    g.resolveStack();
    g.do({ type: 'activate', player: 'Alice', source: 'Monster Tester', ability: 0, x: 1 });
    const events = g.resolveStack();
    expect(events.some((e) => /already monstrous/.test(e.text))).toBe(true);
    expect(g.snapshot().battlefield.find((p) => p.label === 'Monster Tester')!.counters).toEqual({ '+1/+1': 1 });
    expect(g.snapshot().players[1]!.life).toBe(19);
  });

  it('701.37b: without monstrosity it is not monstrous', () => {
    expect(monster().snapshot().battlefield.find((p) => p.label === 'Monster Tester')!.keywords).toEqual([]);
  });
});

describe('107.3, 701.37c: "create X X/X tokens" when it becomes monstrous', () => {
  it('the tokens are X/X, X being the monstrosity X', () => {
    const broodmaster: CardDefinitionInput = {
      name: 'Brood Tester',
      manaCost: '{G}',
      types: ['Creature'],
      power: 1,
      toughness: 1,
      abilities: [
        { kind: 'activated', cost: { mana: '{X}{G}' }, effects: [{ do: 'monstrosity', amount: 'X' }], text: '{X}{G}: Monstrosity X.' },
        { kind: 'triggered', when: 'becomes-monstrous', effects: [{ do: 'create-token', token: { name: 'Hydra', colors: ['G'], types: ['Creature'], subtypes: ['Hydra'], power: 'X', toughness: 'X' }, count: 'X' }], text: 'When Brood Tester becomes monstrous, create X X/X green Hydra creature tokens.' },
      ],
    };
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Brood Tester', 'Forest', 'Forest', 'Forest'] }, { name: 'Bob' }], cards: [broodmaster] });
    g.do({ type: 'activate', player: 'Alice', source: 'Brood Tester', ability: 0, x: 2 });
    g.resolveStack();
    expect(g.snapshot().battlefield.filter((p) => p.token).map((p) => [p.power, p.toughness])).toEqual([[2, 2], [2, 2]]);
  });
});

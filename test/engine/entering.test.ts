/** 614.12, 614.1c: "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters tapped." */
import { Game, type CardDefinitionInput } from '../../src/engine';

const SHOCK: CardDefinitionInput = {
  name: 'Shock Land',
  types: ['Land'],
  subtypes: ['Forest', 'Island'],
  entersTappedUnlessYouPayLife: 2,
  abilities: [{ kind: 'activated', cost: { tap: true }, effects: [{ do: 'add-mana', mana: ['G', 'U'] }], text: '{T}: Add {G} or {U}.' }],
};

function played(life: number, choice?: boolean) {
  const g = new Game({ players: [{ name: 'Alice', life, hand: ['Shock Land'] }, { name: 'Bob' }], cards: [SHOCK] });
  if (choice !== undefined) g.do({ type: 'choose', player: 'Alice', key: 'pay', value: choice });
  const events = g.do({ type: 'play-land', player: 'Alice', card: 'Shock Land' });
  return { board: g.snapshot(), events };
}

describe('a shock land: pay 2 life or it enters tapped', () => {
  it('pays by default when able: untapped, 18 life', () => {
    const { board } = played(20);
    expect(board.players[0]!.life).toBe(18);
    expect(board.battlefield[0]!.tapped).toBe(false);
  });
  it('choosing not to pay: tapped, 20 life', () => {
    const { board } = played(20, false);
    expect(board.players[0]!.life).toBe(20);
    expect(board.battlefield[0]!.tapped).toBe(true);
  });
  it('119.4: with 1 life the player can\'t pay 2: it enters tapped', () => {
    const { board, events } = played(1);
    expect(board.players[0]!.life).toBe(1);
    expect(board.battlefield[0]!.tapped).toBe(true);
    expect(events.some((e) => /can't pay 2 life/.test(e.text))).toBe(true);
  });
});

/** Looking at a player's hand (701.20e): the cards are shown to the ability's controller alone and stay where they are (701.20b). */
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace } from './pool';

describeWithSharedData('looking at a hand (2020 pool)', [POOL_FILE], () => {
  it('701.20e: Peek — "Look at target player\'s hand. Draw a card.": Alice sees what Bob holds, the cards stay in his hand', () => {
    const t = poolTrace(['Peek'], ['Alice has Island; Alice hand: Peek', 'Bob hand: Lightning Bolt, Forest', 'Alice casts Peek targeting Bob', 'resolve']);
    expect(t.events.find((e) => e.text.startsWith('Alice looks at'))).toMatchObject({ rule: '701.20e', text: "Alice looks at Bob's hand: Lightning Bolt, Forest" });
    expect(t.final.players[1]!.hand.length).toBe(2);
  });

  it('701.20e: Lay Bare — "Counter target spell. Look at its controller\'s hand.": the countered spell\'s controller', () => {
    const t = poolTrace(['Lay Bare'], ['Alice has 4 Islands; Alice hand: Lay Bare', 'Bob has Mountain; Bob hand: Lightning Bolt, Shock', 'turn: Bob', 'Bob casts Lightning Bolt targeting Alice', 'Alice casts Lay Bare targeting Lightning Bolt', 'resolve']);
    expect(t.events.map((e) => e.text)).toContainEqual("Alice looks at Bob's hand: Shock");
  });
});

/** 614.11: draws replaced — "The next time you would draw a card this turn, … instead" — compiled from real cards of the 2020 pool. */
import { compiledPoolCard, poolTrace } from './pool';

const texts = (trace: ReturnType<typeof poolTrace>) => trace.events.map((e) => e.text);
const has = (trace: ReturnType<typeof poolTrace>, pattern: RegExp) => texts(trace).some((text) => pattern.test(text));

describe('614.11: "The next time you would draw a card this turn, … instead"', () => {
  it('614.11: Words of Worship\'s ability is a replacement shield whose effects are read as a spell\'s', () => {
    expect(compiledPoolCard('Words of Worship').abilities).toEqual([expect.objectContaining({ kind: 'activated', effects: [{ do: 'replace-next-draw', effects: [{ do: 'gain-life', amount: 5, who: 'you' }] }] })]);
  });

  it('614.11, 614.1a: activated in her upkeep, Words of Worship replaces Alice\'s draw for the turn: she gains 5 life and draws nothing', () => {
    const trace = poolTrace(['Words of Worship'], ['Alice has Words of Worship, Plains', 'Alice library: Island, Island', 'Bob library: Island', 'next turn', 'next turn', 'Alice activates Words of Worship', 'resolve', 'go to main']);
    expect(has(trace, /Alice would draw a card: the effect of Words of Worship's ability happens instead/)).toBe(true);
    expect(trace.final.players[0]).toMatchObject({ life: 25, hand: [] });
  });

  it('614.11: the shield is used up by one draw: Counsel of the Soratami\'s first draw is replaced, its second is a draw', () => {
    const trace = poolTrace(['Words of Worship', 'Counsel of the Soratami'], ['Alice has Words of Worship, Plains, Island, Island, Island', 'Alice hand: Counsel of the Soratami', 'Alice library: Island, Island, Island', 'Alice activates Words of Worship', 'resolve', 'Alice casts Counsel of the Soratami', 'resolve']);
    expect(trace.final.players[0]).toMatchObject({ life: 25, hand: ['Island #4'] });
  });

  it('614.11, 701.9a: Words of Waste replaces Bob\'s draw: Alice discards, caused by an ability Bob controls (Obstinate Baloth is put onto the battlefield)', () => {
    const trace = poolTrace(['Words of Waste', 'Obstinate Baloth'], ['Alice hand: Obstinate Baloth', 'Bob has Words of Waste, Swamp', 'next turn', 'Bob activates Words of Waste', 'resolve', 'go to main']);
    expect(trace.final.battlefield.some((p) => p.name === 'Obstinate Baloth')).toBe(true);
    expect(trace.final.players[1]!.hand).toEqual([]);
  });
});

/** 701.9a, 614.1a: a discard a spell or ability an opponent controls causes — replaced, or triggering — compiled from real cards of the 2020 pool. */
import { compiledPoolCard, poolTrace } from './pool';

const texts = (trace: ReturnType<typeof poolTrace>) => trace.events.map((e) => e.text);
const has = (trace: ReturnType<typeof poolTrace>, pattern: RegExp) => texts(trace).some((text) => pattern.test(text));
const alice = (trace: ReturnType<typeof poolTrace>) => trace.final.players[0]!;
const onBattlefield = (trace: ReturnType<typeof poolTrace>, name: string) => trace.final.battlefield.filter((p) => p.name === name);

/** Bob's Raven's Crime: "Target player discards a card." */
const bobCrime = (discarded: string) => ['Bob has Swamp', 'next turn', 'go to main', "Bob casts Raven's Crime targeting Alice", `Alice discards ${discarded}`, 'resolve'];
/** Alice's own Merfolk Looter: "{T}: Draw a card, then discard a card." */
const aliceLoots = (discarded: string) => ['Alice has Merfolk Looter', 'Alice library: Island', 'next turn', 'Alice activates Merfolk Looter', `Alice discards ${discarded}`, 'resolve'];

describe('614.1a, 701.9a: "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield instead"', () => {
  it('614.1a: the card\'s own replacement, read with counters (Dodecapod) or without (Obstinate Baloth)', () => {
    expect(compiledPoolCard('Dodecapod').abilities).toEqual([expect.objectContaining({ kind: 'static', replacement: { event: 'discarded-by-opponent', instead: 'battlefield', counters: { counter: '+1/+1', amount: 2 } } })]);
    expect(compiledPoolCard('Obstinate Baloth').abilities?.[1]).toMatchObject({ kind: 'static', replacement: { event: 'discarded-by-opponent', instead: 'battlefield' } });
  });

  it('701.9a, 614.1a: Bob\'s Raven\'s Crime makes Alice discard Obstinate Baloth: it is put onto the battlefield instead, and its enters trigger gains her 4 life', () => {
    const trace = poolTrace(['Obstinate Baloth', "Raven's Crime"], ['Alice hand: Obstinate Baloth', "Bob hand: Raven's Crime", ...bobCrime('Obstinate Baloth'), 'resolve']);
    expect(has(trace, /Obstinate Baloth moves from Alice's hand to the battlefield \(discarded\)/)).toBe(true);
    expect(onBattlefield(trace, 'Obstinate Baloth')).toHaveLength(1);
    expect(alice(trace)).toMatchObject({ graveyard: [], life: 24 });
  });

  it('614.1a, 614.1c: Dodecapod discarded by an opponent\'s spell enters with two +1/+1 counters', () => {
    const trace = poolTrace(['Dodecapod', "Raven's Crime"], ['Alice hand: Dodecapod', "Bob hand: Raven's Crime", ...bobCrime('Dodecapod')]);
    expect(onBattlefield(trace, 'Dodecapod')[0]).toMatchObject({ counters: { '+1/+1': 2 } });
  });

  it('701.9a: a discard its owner\'s own ability causes is not replaced: Merfolk Looter puts Wilt-Leaf Liege into the graveyard', () => {
    const trace = poolTrace(['Wilt-Leaf Liege', 'Merfolk Looter'], ['Alice hand: Wilt-Leaf Liege', ...aliceLoots('Wilt-Leaf Liege')]);
    expect(alice(trace).graveyard).toEqual(['Wilt-Leaf Liege']);
    expect(onBattlefield(trace, 'Wilt-Leaf Liege')).toHaveLength(0);
  });
});

describe('603.2, 701.9a: "When a spell or ability an opponent controls causes you to discard ~"', () => {
  it('603.6: Guerrilla Tactics discarded by Bob\'s Raven\'s Crime triggers from Alice\'s graveyard and deals 4 damage', () => {
    const trace = poolTrace(['Guerrilla Tactics', "Raven's Crime"], ['Alice hand: Guerrilla Tactics', "Bob hand: Raven's Crime", ...bobCrime('Guerrilla Tactics'), 'Guerrilla Tactics trigger targeting Bob', 'resolve']);
    expect(has(trace, /Guerrilla Tactics's ability triggers \(Alice discarded Guerrilla Tactics\)/)).toBe(true);
    expect(trace.final.players[1]!.life).toBe(16);
  });

  it('701.9a: Quagnoth returns to its owner\'s hand; discarded by her own Merfolk Looter, nothing triggers', () => {
    const byBob = poolTrace(['Quagnoth', "Raven's Crime"], ['Alice hand: Quagnoth', "Bob hand: Raven's Crime", ...bobCrime('Quagnoth'), 'resolve']);
    expect(alice(byBob)).toMatchObject({ hand: ['Quagnoth'], graveyard: [] });
    const own = poolTrace(['Quagnoth', 'Merfolk Looter'], ['Alice hand: Quagnoth', ...aliceLoots('Quagnoth')]);
    expect(alice(own).graveyard).toEqual(['Quagnoth']);
    expect(has(own, /Quagnoth's ability triggers/)).toBe(false);
  });

  it('603.2: Metrognome discarded by an opponent\'s spell creates four Gnomes', () => {
    const trace = poolTrace(['Metrognome', "Raven's Crime"], ['Alice hand: Metrognome', "Bob hand: Raven's Crime", ...bobCrime('Metrognome'), 'resolve']);
    expect(onBattlefield(trace, 'Gnome')).toHaveLength(4);
  });
});

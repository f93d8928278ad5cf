/** 702.35 Madness, compiled from real cards of the 2020 pool and played through scenarios with a discard outlet. */
import { Game } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import { compiledPoolCard, poolCard, poolTrace, simulatePool } from './pool';

const texts = (trace: ReturnType<typeof poolTrace>) => trace.events.map((e) => e.text);
const has = (trace: ReturnType<typeof poolTrace>, pattern: RegExp) => texts(trace).some((text) => pattern.test(text));
const alice = (trace: ReturnType<typeof poolTrace>) => trace.final.players[0]!;
const onBattlefield = (trace: ReturnType<typeof poolTrace>, name: string) => trace.final.battlefield.some((p) => p.name === name);

/** Merfolk Looter: "{T}: Draw a card, then discard a card." */
const LOOT = ['Alice activates Merfolk Looter', 'Alice discards Arrogant Wurm', 'resolve'];

describe('702.35: madness', () => {
  it('702.35a: "Madness {2}{G}" is the card\'s madness cost, read with today\'s reminder text or the 2020 one, or none', () => {
    expect(compiledPoolCard('Arrogant Wurm')).toMatchObject({ keywords: ['trample'], madness: '{2}{G}' });
    const wurm = poolCard('Arrogant Wurm');
    for (const reminder of [' (If you discard this card, you may cast it for its madness cost instead of putting it into your graveyard.)', '']) {
      const result = compileCard({ ...wurm, oracleText: `Trample\nMadness {2}{G}${reminder}` });
      expect(result.status === 'compiled' && result.definition).toMatchObject({ madness: '{2}{G}' });
    }
  });

  it('702.35a: a card with madness its owner discards is exiled instead; as its trigger resolves, they cast it for its madness cost, a creature on an opponent\'s turn too (608.2g)', () => {
    const trace = poolTrace(['Arrogant Wurm', 'Merfolk Looter'], ['Alice has Merfolk Looter, Forest, Forest, Forest', 'Alice hand: Arrogant Wurm', 'Alice library: Island, Island', 'next turn', ...LOOT, 'Alice casts Arrogant Wurm with madness']);
    expect(has(trace, /Arrogant Wurm has madness \{2\}\{G\}: Alice discards it, but exiles it instead/)).toBe(true);
    expect(has(trace, /Arrogant Wurm moves from Alice's hand to Alice's exile \(discarded\)/)).toBe(true);
    expect(trace.events.some((e) => e.kind === 'trigger' && e.rules.includes('702.35a'))).toBe(true);
    expect(trace.events.some((e) => e.kind === 'effect' && e.rules.includes('608.2g') && /Alice casts Arrogant Wurm for its madness cost as its madness trigger resolves/.test(e.text))).toBe(true);
    expect(has(trace, /Arrogant Wurm moves from the stack to the battlefield/)).toBe(true);
    expect(onBattlefield(trace, 'Arrogant Wurm')).toBe(true);
  });

  it('702.35a: a card with madness that isn\'t cast is put into its owner\'s graveyard: by default, or when they choose no', () => {
    const byDefault = poolTrace(['Arrogant Wurm', 'Merfolk Looter'], ['Alice has Merfolk Looter, Forest, Forest, Forest', 'Alice hand: Arrogant Wurm', 'Alice library: Island', ...LOOT, 'resolve']);
    expect(has(byDefault, /Alice doesn't cast Arrogant Wurm for its madness cost \(the default/)).toBe(true);
    expect(alice(byDefault)).toMatchObject({ graveyard: ['Arrogant Wurm'], exile: [] });
    const declined = poolTrace(['Arrogant Wurm', 'Merfolk Looter'], ['Alice has Merfolk Looter, Forest, Forest, Forest', 'Alice hand: Arrogant Wurm', 'Alice library: Island', ...LOOT, 'Alice chooses no', 'resolve']);
    expect(has(declined, /Alice doesn't cast Arrogant Wurm for its madness cost$/)).toBe(true);
    expect(alice(declined)).toMatchObject({ graveyard: ['Arrogant Wurm'], exile: [] });
  });

  it('702.35b: the madness cost is an alternative cost paid instead of the mana cost (601.2b, 601.2f–h), with the spell\'s targets: Dark Withering for {B}', () => {
    const trace = poolTrace(['Dark Withering', 'Merfolk Looter', 'Grizzly Bears'], ['Alice has Merfolk Looter, Swamp', 'Alice hand: Dark Withering', 'Alice library: Island', 'Bob has Grizzly Bears', 'Alice activates Merfolk Looter', 'Alice discards Dark Withering', 'resolve', "Alice casts Dark Withering with madness targeting Bob's Grizzly Bears"]);
    expect(has(trace, /The total cost of Dark Withering is \{B\}/)).toBe(true);
    expect(has(trace, /Grizzly Bears .*destroyed|Grizzly Bears moves from the battlefield to Bob's graveyard/)).toBe(true);
    expect(alice(trace).graveyard).toEqual(['Dark Withering']);
  });

  it('702.35b: a madness cost that can\'t be paid leaves the card uncast: it goes to the graveyard, and the trace says why', () => {
    const trace = poolTrace(['Dark Withering', 'Merfolk Looter', 'Grizzly Bears'], ['Alice has Merfolk Looter', 'Alice hand: Dark Withering', 'Alice library: Island', 'Bob has Grizzly Bears', 'Alice activates Merfolk Looter', 'Alice discards Dark Withering', 'resolve', "Alice casts Dark Withering for its madness cost targeting Bob's Grizzly Bears"]);
    expect(has(trace, /Alice can't cast Dark Withering for its madness cost: /)).toBe(true);
    expect(alice(trace).graveyard).toEqual(['Dark Withering']);
    expect(onBattlefield(trace, 'Grizzly Bears')).toBe(true);
  });

  it('702.35a: a discard cost discards too: Ichor Slick cycled is exiled, then cast for its madness cost', () => {
    const trace = poolTrace(['Ichor Slick', 'Grizzly Bears'], ['Alice has Swamp, Swamp, Swamp, Swamp, Swamp, Swamp', 'Alice hand: Ichor Slick', 'Alice library: Island', 'Bob has Grizzly Bears', 'Alice cycles Ichor Slick', "Alice casts Ichor Slick with madness targeting Bob's Grizzly Bears"]);
    expect(has(trace, /Ichor Slick moves from Alice's hand to Alice's exile \(discarded\)/)).toBe(true);
    expect(has(trace, /The total cost of Ichor Slick is \{3\}\{B\}/)).toBe(true);
    expect(onBattlefield(trace, 'Grizzly Bears')).toBe(false);
    expect(alice(trace)).toMatchObject({ hand: ['Island'], graveyard: ['Ichor Slick'] });
  });

  it('702.35a: a counterspell with madness cast in response: Circular Logic counters a spell whose controller can\'t pay {1} for each card in its caster\'s graveyard (118.12a)', () => {
    const trace = poolTrace(['Circular Logic', 'Merfolk Looter', 'Grizzly Bears'], ['Alice has Merfolk Looter, Island', 'Alice hand: Circular Logic', 'Alice graveyard: Island, Island', 'Alice library: Island', 'Bob has Forest, Forest', 'Bob hand: Grizzly Bears', 'Bob library: Forest', 'next turn', 'go to main', 'Bob casts Grizzly Bears', 'Alice activates Merfolk Looter', 'Alice discards Circular Logic', 'resolve', 'Alice casts Circular Logic with madness targeting Grizzly Bears']);
    expect(has(trace, /The total cost of Circular Logic is \{U\}/)).toBe(true);
    expect(trace.events.some((e) => e.kind === 'countered' && /Grizzly Bears/.test(e.text))).toBe(true);
    expect(onBattlefield(trace, 'Grizzly Bears')).toBe(false);
  });

  it('514.1, 514.3a: discarding to hand size in the cleanup step exiles a card with madness, whose trigger is played in that cleanup step, then another begins', () => {
    const trace = poolTrace(['Obsessive Search'], ['Alice has Island', 'Alice hand: Obsessive Search, Plains, Plains, Plains, Plains, Plains, Plains, Plains', 'Alice library: Forest, Forest', 'Alice discards Obsessive Search', 'Alice chooses yes', 'next turn']);
    expect(has(trace, /Obsessive Search moves from Alice's hand to Alice's exile \(discarded\)/)).toBe(true);
    expect(has(trace, /Alice casts Obsessive Search for its madness cost as its madness trigger resolves/)).toBe(true);
    // It draws Forest: eight cards again, and another cleanup step discards the card last put into the hand (514.3a).
    expect(alice(trace).graveyard).toEqual(['Obsessive Search', 'Forest']);
  });

  it('702.35a: "with madness" is for a card whose madness trigger is on top of the stack; the engine refuses a madness cast without one', () => {
    const early = simulatePool(['Arrogant Wurm'], ['Alice has Forest, Forest, Forest', 'Alice hand: Arrogant Wurm', 'Alice casts Arrogant Wurm with madness']);
    expect(early.ok).toBe(false);
    expect(!early.ok && early.message).toMatch(/no Arrogant Wurm in exile/);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Arrogant Wurm'] }, { name: 'Bob' }], cards: [compiledPoolCard('Arrogant Wurm')] });
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Arrogant Wurm', madness: true });
    expect(events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/has no "Arrogant Wurm" in exile/);
  });
});

describe('702.35a: "if its madness cost was paid"', () => {
  const cards = ['Grave Scrabbler', 'Merfolk Looter', 'Grizzly Bears'];
  const setup = ['Alice has Merfolk Looter, Swamp, Swamp, Swamp, Swamp', 'Alice graveyard: Grizzly Bears', 'Alice library: Island'];

  it('702.35a, 603.4: Grave Scrabbler cast for its madness cost returns a creature card as it enters; cast for its mana cost, its ability doesn\'t trigger', () => {
    const mad = poolTrace(cards, [...setup, 'Alice hand: Grave Scrabbler', 'Alice activates Merfolk Looter', 'Alice discards Grave Scrabbler', 'resolve', 'Alice casts Grave Scrabbler with madness', 'resolve', 'Grave Scrabbler trigger targeting Grizzly Bears']);
    expect(onBattlefield(mad, 'Grave Scrabbler')).toBe(true);
    expect(alice(mad).hand).toContain('Grizzly Bears');
    const plain = poolTrace(cards, [...setup, 'Alice hand: Grave Scrabbler', 'Alice casts Grave Scrabbler']);
    expect(onBattlefield(plain, 'Grave Scrabbler')).toBe(true);
    expect(alice(plain).graveyard).toEqual(['Grizzly Bears']);
    expect(has(plain, /Grave Scrabbler's ability doesn't trigger .*"if" condition doesn't hold/)).toBe(true);
  });
});

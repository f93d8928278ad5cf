/**
 * Spell keywords and the ways of casting they give (702), on real cards of the 2020 pool compiled from
 * their Oracle text and played through the engine: aftermath (702.127), cascade (702.85), escalate (702.120).
 */
import { Game } from '../../src/engine';
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace as trace } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);

describeWithSharedData('702.127: aftermath (2020 pool)', [POOL_FILE], () => {
  it('702.127a: Claim is cast from the hand; once in the graveyard, Fame is cast from there, then exiled as it resolves', () => {
    const t = trace(['Claim // Fame', 'Grizzly Bears'], ['Alice has 4 Mountain, Swamp', 'Alice graveyard: Grizzly Bears', 'Alice hand: Claim // Fame', 'Alice casts Claim targeting Grizzly Bears', 'resolve all', 'Alice casts Fame targeting Grizzly Bears', 'resolve all']);
    const said = texts(t);
    expect(said).toContainEqual('Alice casts Claim // Fame (its half Claim) targeting Grizzly Bears');
    expect(said).toContainEqual('Alice casts Claim // Fame (its half Fame with aftermath) targeting Grizzly Bears');
    expect(said.some((text) => /casts Fame, the half of Claim \/\/ Fame with aftermath, from their graveyard/.test(text))).toBe(true);
    expect(t.events.find((e) => /was cast from a graveyard as its half with aftermath: it is exiled instead of going to/.test(e.text))?.rules).toContain('702.127a');
    expect(t.final.battlefield.find((p) => p.label === 'Grizzly Bears')).toMatchObject({ power: 4 });
    expect(t.final.players.find((p) => p.name === 'Alice')?.exile).toEqual(['Claim // Fame']);
  });

  it('702.127a: a half with aftermath can\'t be cast from the hand, and the other half can\'t be cast from a graveyard', () => {
    const cards = [compiledPoolCard('Dusk // Dawn')];
    const fromHand = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Dusk // Dawn'] }, { name: 'Bob' }], cards });
    expect(fromHand.do({ type: 'cast', player: 'Alice', card: 'Dusk // Dawn', half: 1 }).map((e) => e.text).join('\n')).toMatch(/Dawn has aftermath: it can be cast only from its owner's graveyard, and Dusk \/\/ Dawn is in their hand/);
    const fromGraveyard = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'], graveyard: ['Dusk // Dawn'] }, { name: 'Bob' }], cards });
    expect(fromGraveyard.do({ type: 'cast', player: 'Alice', card: 'Dusk // Dawn', half: 0 }).map((e) => e.text).join('\n')).toMatch(/has no "Dusk \/\/ Dawn" in hand/);
  });

  it('702.127a, 601.2f: /simulate puts a card whose half with aftermath is cast into the graveyard first, and Finish\'s additional cost is paid: a creature sacrificed', () => {
    const t = trace(['Start // Finish', 'Grizzly Bears', 'Craw Wurm'], ['Alice has 3 Swamp, Grizzly Bears', 'Bob has Craw Wurm', "Alice casts Finish targeting Bob's Craw Wurm", 'resolve all']);
    expect(texts(t)).toContainEqual("Start // Finish is not in Alice's graveyard: it is put there first, so that it can be cast as its half with aftermath.");
    expect(t.final.battlefield.map((p) => p.label)).toEqual(['Swamp', 'Swamp #2', 'Swamp #3']);
    expect(t.final.players.find((p) => p.name === 'Alice')?.exile).toEqual(['Start // Finish']);
  });
});

describeWithSharedData('702.85: cascade (2020 pool)', [POOL_FILE], () => {
  const cards = ['Bloodbraid Elf', 'Lightning Bolt', 'Craw Wurm'];

  it('702.85a: Bloodbraid Elf cast: its trigger exiles Forest and Craw Wurm (mana value 6, not less than 4) and Lightning Bolt, cast without paying its mana cost; the rest go to the bottom', () => {
    const t = trace(cards, ['Alice has 2 Mountain, 2 Forest', 'Alice library: Forest, Craw Wurm, Lightning Bolt, Grizzly Bears', 'Alice hand: Bloodbraid Elf', 'Alice casts Bloodbraid Elf', 'Alice casts Lightning Bolt with cascade targeting Bob', 'resolve all']);
    const said = texts(t);
    expect(said).toContainEqual(`Bloodbraid Elf's cascade triggers (Alice cast Bloodbraid Elf): "Cascade (its mana value is 4)"`);
    expect(said).toContainEqual('Alice exiles Forest #3, Craw Wurm, Lightning Bolt from the top of their library: Lightning Bolt is a nonland card with mana value less than 4');
    expect(t.events.find((e) => /^Alice casts Lightning Bolt without paying its mana cost as/.test(e.text))?.rules).toEqual(['702.85a', '608.2g']);
    expect(said.some((text) => /^Alice puts .* on the bottom of their library, in a random order \(pseudo-random, replaying the same\)/.test(text))).toBe(true);
    expect(t.final.players.find((p) => p.name === 'Bob')?.life).toBe(17);
    expect(t.final.battlefield.map((p) => p.label)).toContain('Bloodbraid Elf');
  });

  it('702.85a: not cast (the default, stated), the card goes to the bottom with the rest', () => {
    const t = trace(cards, ['Alice has 2 Mountain, 2 Forest', 'Alice library: Craw Wurm, Lightning Bolt', 'Alice hand: Bloodbraid Elf', 'Alice casts Bloodbraid Elf', 'resolve all']);
    const said = texts(t);
    expect(said).toContainEqual("Alice doesn't cast Lightning Bolt without paying its mana cost (the default: a card is cast without paying its mana cost only when the scenario says so)");
    expect(t.final.players.find((p) => p.name === 'Alice')).toMatchObject({ graveyard: [], exile: [], library: 2 });
    expect(said.some((text) => /^Alice puts (Craw Wurm, Lightning Bolt|Lightning Bolt, Craw Wurm) on the bottom of their library/.test(text))).toBe(true);
  });

  it('702.85a: with no nonland card of lesser mana value, every card exiled goes back to the bottom', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'], hand: ['Bloodbraid Elf'], library: ['Forest', 'Craw Wurm'] }, { name: 'Bob' }], cards: cards.map(compiledPoolCard) });
    g.do({ type: 'cast', player: 'Alice', card: 'Bloodbraid Elf' });
    const said = g.resolveStack().map((e) => e.text);
    expect(said).toContainEqual('Alice exiles Forest #3, Craw Wurm from the top of their library: no nonland card with mana value less than 4 is exiled');
    expect(g.state.players[0]!.library.length).toBe(2);
  });
});

describeWithSharedData('702.120: escalate (2020 pool)', [POOL_FILE], () => {
  it('702.120a, 601.2f: Borrowed Malevolence with both modes chosen costs its escalate cost {2} once more: {2}{B}', () => {
    const t = trace(['Borrowed Malevolence', 'Grizzly Bears', 'Savannah Lions'], ['Alice has 3 Swamp, Grizzly Bears', 'Bob has Savannah Lions', "Alice casts Borrowed Malevolence choosing modes 1 and 2 targeting Grizzly Bears, Bob's Savannah Lions", 'resolve all']);
    const said = texts(t);
    expect(t.events.find((e) => /is escalated: 1 mode beyond the first, so its escalate cost \{2\} is added to its cost once/.test(e.text))?.rules).toEqual(['601.2f', '702.120a']);
    expect(said).toContainEqual('The total cost of Borrowed Malevolence is {2}{B}');
    expect(t.final.battlefield.map((p) => p.label)).not.toContain('Savannah Lions');
  });

  it('702.120a: one mode chosen, nothing is added: {B}', () => {
    const t = trace(['Borrowed Malevolence', 'Savannah Lions'], ['Alice has Swamp', 'Bob has Savannah Lions', "Alice casts Borrowed Malevolence choosing mode 2 targeting Bob's Savannah Lions", 'resolve all']);
    expect(texts(t)).toContainEqual('The total cost of Borrowed Malevolence is {B}');
    expect(texts(t).some((text) => /escalated/.test(text))).toBe(false);
  });
});

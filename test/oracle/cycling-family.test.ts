/**
 * 702.29 the cycling family beyond "Cycling {cost}" (test/oracle/cycling.test.ts): cycling triggers (702.29c–d),
 * typecycling (702.29e–f), real cards of the 2020 pool, compiled from their Oracle text and played through the engine.
 */
import { Game } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import { renderCard } from '../../src/oracle/render/card';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolCard, poolTrace } from './pool';

function rendered(name: string): string[] {
  const result = compileCard(poolCard(name));
  if (result.status !== 'compiled') throw new Error(result.reason);
  return renderCard(result.definition).abilities;
}

const triggered = (events: { kind: string; text: string }[], pattern: RegExp) => events.filter((e) => e.kind === 'trigger' && pattern.test(e.text)).length;

describeWithSharedData('702.29c–d: cycling triggers', [POOL_FILE], () => {
  it('702.29c: "When you cycle ~" is the card\'s own ability, triggering from the graveyard it went to, above the cycling ability (Krosan Tusker)', () => {
    expect(compiledPoolCard('Krosan Tusker').abilities?.[1]).toMatchObject({ kind: 'triggered', when: 'cycled', optional: true, effects: [{ do: 'search-library', to: 'hand' }] });
    const t = poolTrace(['Krosan Tusker'], ['Alice has 3 Forests', 'Alice hand: Krosan Tusker', 'Alice library: Plains, Hill Giant', 'Alice cycles Krosan Tusker', 'resolve all']);
    expect(triggered(t.events, /Krosan Tusker's ability triggers \(Alice cycled Krosan Tusker\)/)).toBe(1);
    // The trigger resolves first: Plains is found, then the cycling ability draws the card left.
    const found = t.events.findIndex((e) => /finds Plains/.test(e.text));
    const drawn = t.events.findIndex((e) => /Hill Giant moves from Alice's library to Alice's hand \(drawn\)/.test(e.text));
    expect(found).toBeGreaterThan(0);
    expect(drawn).toBeGreaterThan(found);
    expect(t.final.players[0]).toMatchObject({ hand: ['Plains', 'Hill Giant'], graveyard: ['Krosan Tusker'] });
  });

  it('702.29c: a cycling trigger acts on the battlefield from the graveyard: Gempalm Strider gives Elf creatures +2/+2', () => {
    const t = poolTrace(['Gempalm Strider'], ['Alice has 3 Forests, Llanowar Elves', 'Bob has Grizzly Bears', 'Alice hand: Gempalm Strider', 'Alice cycles Gempalm Strider', 'resolve all']);
    expect(t.final.battlefield.find((p) => p.name === 'Llanowar Elves')).toMatchObject({ power: 3, toughness: 3 });
    expect(t.final.battlefield.find((p) => p.name === 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('702.29c: "When you cycle ~, you may have target creature get -1/-1 until end of turn" targets as the trigger goes on the stack (Death Pulse)', () => {
    const t = poolTrace(['Death Pulse'], ['Alice has 3 Swamps', 'Bob has Llanowar Elves', 'Alice hand: Death Pulse', 'Alice cycles Death Pulse', 'resolve all']);
    expect(t.events.some((e) => /Alice targets Llanowar Elves with Death Pulse's trigger/.test(e.text))).toBe(true);
    expect(t.final.players[1]).toMatchObject({ graveyard: ['Llanowar Elves'] });
  });

  it('702.29c: "When you cycle ~ or it dies" (Bant Sojourners) triggers both ways: cycled from the hand, and dying', () => {
    const cycled = poolTrace(['Bant Sojourners'], ['Alice has 3 Plains', 'Alice hand: Bant Sojourners', 'Alice cycles Bant Sojourners', 'resolve all']);
    expect(cycled.final.battlefield.filter((p) => p.name === 'Soldier')).toHaveLength(1);
    const died = poolTrace(['Bant Sojourners'], ['Alice has Bant Sojourners', 'Bob has 3 Swamps', 'Bob hand: Murder', 'Bob casts Murder targeting Bant Sojourners', 'resolve all']);
    expect(died.final.battlefield.filter((p) => p.name === 'Soldier')).toHaveLength(1);
    expect(rendered('Bant Sojourners')[0]).toBe('When you cycle Bant Sojourners or it dies, you may create a 1/1 white Soldier creature token.');
  });

  it('702.29c: the cycled card in the graveyard is the source of its trigger\'s damage (Jund Sojourners: "you may have it deal 1 damage to any target")', () => {
    const t = poolTrace(['Jund Sojourners'], ['Alice has 3 Mountains', 'Bob has Llanowar Elves', 'Alice hand: Jund Sojourners', 'Alice cycles Jund Sojourners', 'resolve all']);
    expect(t.events.some((e) => e.kind === 'damage' && /Jund Sojourners deals 1 damage to Llanowar Elves/.test(e.text))).toBe(true);
    expect(t.final.players[1]).toMatchObject({ graveyard: ['Llanowar Elves'] });
  });

  it('702.29c: "Whenever a player cycles a card" triggers on any player\'s cycling (Warped Researcher, Bob cycling)', () => {
    const t = poolTrace(['Warped Researcher', 'Angel of the God-Pharaoh'], ['Alice has Warped Researcher', 'Bob has Plains, Plains', 'Bob hand: Angel of the God-Pharaoh', 'Bob cycles Angel of the God-Pharaoh', 'resolve all']);
    expect(triggered(t.events, /Warped Researcher's ability triggers \(Bob cycled Angel of the God-Pharaoh\)/)).toBe(1);
    expect(t.final.battlefield.find((p) => p.name === 'Warped Researcher')!.keywords).toEqual(expect.arrayContaining(['flying', 'shroud']));
  });

  it('702.29d: "Whenever you cycle or discard a card" triggers only once for a card cycled (Flameblade Adept)', () => {
    const t = poolTrace(['Flameblade Adept', 'Angel of the God-Pharaoh'], ['Alice has Flameblade Adept, Plains, Plains', 'Alice hand: Angel of the God-Pharaoh', 'Alice cycles Angel of the God-Pharaoh', 'resolve all']);
    expect(triggered(t.events, /Flameblade Adept's ability triggers/)).toBe(1);
    expect(t.final.battlefield.find((p) => p.name === 'Flameblade Adept')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('701.9a: "Whenever an opponent discards a card" triggers on a discard by an effect, "that player" the one who discarded (Megrim, Ravenous Rats)', () => {
    const t = poolTrace(['Megrim', 'Ravenous Rats'], ['Alice has Megrim, 2 Swamps', 'Alice hand: Ravenous Rats', 'Bob hand: Grizzly Bears', 'Alice casts Ravenous Rats', 'resolve all']);
    expect(triggered(t.events, /Megrim's ability triggers \(Bob discarded Grizzly Bears\)/)).toBe(1);
    expect(t.final.players[1]).toMatchObject({ life: 18, graveyard: ['Grizzly Bears'] });
  });
});

describeWithSharedData('702.29e–f: typecycling', [POOL_FILE], () => {
  it('702.29e: "Basic landcycling {1}{B}" is "{1}{B}, Discard this card: search your library for a basic land card, put it into your hand", from a hand', () => {
    expect(compiledPoolCard('Absorb Vis').abilities).toEqual([
      { kind: 'activated', name: 'basic landcycling', zone: 'hand', cost: { mana: '{1}{B}', discardSelf: true }, targets: [], effects: [{ do: 'search-library', filter: { types: ['Land'], supertypes: ['Basic'] }, max: 1, to: 'hand' }], text: 'Basic landcycling {1}{B}' },
    ]);
  });

  it('702.29e: cycling Absorb Vis finds a basic land card, puts it into the hand, and shuffles the library (701.24a)', () => {
    const t = poolTrace(['Absorb Vis'], ['Alice has Swamp, Swamp', 'Alice hand: Absorb Vis', 'Alice library: Grizzly Bears, Plains, Hill Giant', 'Alice cycles Absorb Vis', 'resolve all']);
    expect(t.events.some((e) => e.kind === 'cost' && /discarding Absorb Vis/.test(e.text))).toBe(true);
    expect(t.events.some((e) => /Alice shuffles their library/.test(e.text))).toBe(true);
    expect(t.final.players[0]).toMatchObject({ hand: ['Plains'], graveyard: ['Absorb Vis'], library: 2 });
  });

  it('702.29e: "Islandcycling {2}, swampcycling {2}" is two abilities, each finding a card of its own land type', () => {
    const zombies = compiledPoolCard('Jhessian Zombies');
    expect(zombies.abilities?.map((a) => a.kind === 'activated' && a.name)).toEqual(['islandcycling', 'swampcycling']);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island'], hand: ['Jhessian Zombies'], library: ['Island', 'Swamp'] }, { name: 'Bob' }], cards: [zombies] });
    g.do({ type: 'activate', player: 'Alice', source: 'Jhessian Zombies', from: 'hand', ability: 'swampcycling' });
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Swamp'], graveyard: ['Jhessian Zombies'] });
  });

  it('702.29e: the type may be a creature type: Wizardcycling finds a Wizard card, and nothing else', () => {
    const t = poolTrace(['Vedalken Aethermage'], ['Alice has 3 Islands', 'Alice hand: Vedalken Aethermage', 'Alice library: Grizzly Bears, Prodigal Sorcerer', 'Alice cycles Vedalken Aethermage', 'resolve all']);
    expect(t.final.players[0]).toMatchObject({ hand: ['Prodigal Sorcerer'], graveyard: ['Vedalken Aethermage'] });
  });

  it('702.29f: typecycling is cycling: it triggers "Whenever a player cycles a card" (Warped Researcher, Absorb Vis)', () => {
    const t = poolTrace(['Warped Researcher', 'Absorb Vis'], ['Alice has Warped Researcher, Swamp, Swamp', 'Alice hand: Absorb Vis', 'Alice library: Plains', 'Alice cycles Absorb Vis', 'resolve all']);
    expect(triggered(t.events, /Warped Researcher's ability triggers \(Alice cycled Absorb Vis\)/)).toBe(1);
  });

  it('702.29e: the round trip says each typecycling by its type, never "Cycling"', () => {
    expect(rendered('Jhessian Zombies')).toEqual(['Fear', 'Islandcycling {2}', 'Swampcycling {2}']);
    expect(rendered('Ash Barrens')).toEqual(['{T}: Add {C}.', 'Basic landcycling {1}']);
  });
});

describeWithSharedData('702.53: transmute', [POOL_FILE], () => {
  it('702.53a: "Transmute {1}{U}{U}" on a one-mana card: discard it, find a card of mana value 1 (not 2, not a land), as a sorcery, from a hand', () => {
    const dizzy = compiledPoolCard('Dizzy Spell');
    expect(dizzy.abilities).toEqual([
      { kind: 'activated', name: 'transmute', zone: 'hand', timing: 'sorcery', cost: { mana: '{1}{U}{U}', discardSelf: true }, targets: [], effects: [{ do: 'search-library', filter: { manaValue: { atLeast: 1, atMost: 1 } }, max: 1, to: 'hand' }], text: 'Transmute {1}{U}{U}' },
    ]);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island'], hand: ['Dizzy Spell'], library: ['Island', 'Grizzly Bears', 'Llanowar Elves'] }, { name: 'Bob' }], cards: [dizzy] });
    g.do({ type: 'activate', player: 'Alice', source: 'Dizzy Spell', from: 'hand', ability: 'transmute' });
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Llanowar Elves'], graveyard: ['Dizzy Spell'], library: 2 });
  });

  it('702.53a: "Activate only as a sorcery": not while a spell is on the stack', () => {
    const muddle = compiledPoolCard('Muddle the Mixture');
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Mountain'], hand: ['Muddle the Mixture', 'Lightning Bolt'], library: ['Counterspell'] }, { name: 'Bob' }], cards: [muddle] });
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] });
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Muddle the Mixture', from: 'hand', ability: 'transmute' });
    expect(events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/sorcery/);
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Muddle the Mixture'] });
  });

  it('702.53a: the round trip says "Transmute {cost}"', () => {
    expect(rendered('Clutch of the Undercity')).toEqual(["Return target permanent to its owner's hand. Its controller loses 3 life.", 'Transmute {1}{U}{B}']);
  });
});

describeWithSharedData('702.81: retrace', [POOL_FILE], () => {
  it('702.81a: Flame Jab is cast from its owner\'s graveyard for its mana cost, a land card discarded as an additional cost; it goes back to the graveyard', () => {
    expect(compiledPoolCard('Flame Jab').keywords).toEqual(['retrace']);
    const t = poolTrace(['Flame Jab'], ['Alice has Mountain', 'Alice graveyard: Flame Jab', 'Alice hand: Forest, Grizzly Bears', 'Alice casts Flame Jab with retrace targeting Bob', 'resolve all']);
    expect(t.events.some((e) => e.kind === 'casting-step' && /cast with retrace from its owner's graveyard/.test(e.text))).toBe(true);
    expect(t.events.some((e) => /Forest moves from Alice's hand to Alice's graveyard \(discarded\)/.test(e.text))).toBe(true);
    expect(t.final.players[1]).toMatchObject({ life: 19 });
    expect(t.final.players[0]).toMatchObject({ hand: ['Grizzly Bears'], graveyard: expect.arrayContaining(['Flame Jab', 'Forest']), exile: [] });
  });

  it('702.81a: with no land card in hand the additional cost can\'t be paid, and the card stays in the graveyard (732.1)', () => {
    const t = poolTrace(['Flame Jab'], ['Alice has Mountain', 'Alice graveyard: Flame Jab', 'Alice hand: Grizzly Bears', 'Alice casts Flame Jab with retrace targeting Bob']);
    expect(t.events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/can't discard 1 land card/);
    expect(t.final.players[0]).toMatchObject({ graveyard: ['Flame Jab'], hand: ['Grizzly Bears'] });
  });

  it('702.81a: a card without retrace can\'t be cast from a graveyard with retrace', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain'], graveyard: ['Lightning Bolt'], hand: ['Forest'] }, { name: 'Bob' }] });
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'], retrace: true });
    expect(events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/has no retrace/);
  });
});

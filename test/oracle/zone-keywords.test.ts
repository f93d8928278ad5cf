/**
 * Keyword abilities that work from, or end in, a zone other than the battlefield (702): each compiled from
 * real cards of the 2020 pool and played. Skipped without ../shared/data.
 */
import { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

describeWithSharedData('keywords from other zones, played from the 2020 pool', [POOL_FILE], () => {
  test('702.46a soulshift: when the creature dies, its controller may return a Spirit card with mana value N or less from their graveyard to their hand', () => {
    const pusKami = compiledPoolCard('Pus Kami');
    const cards = [pusKami, compiledPoolCard('Kami of Empty Graves'), compiledPoolCard('Rootrunner')];
    expect(pusKami.abilities?.at(-1)).toMatchObject({ kind: 'triggered', when: 'dies', optional: true, text: 'Soulshift 6' });
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Pus Kami', 'Swamp'], graveyard: ['Kami of Empty Graves'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], cards });
    // "{B}, Sacrifice Pus Kami: Destroy target nonblack creature.": Pus Kami dies as the cost is paid.
    g.do({ type: 'activate', player: 'Alice', source: 'Pus Kami', targets: ['Grizzly Bears'] });
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Kami of Empty Graves'], graveyard: ['Pus Kami'] });
    expect(g.snapshot().players[1]!.graveyard).toEqual(['Grizzly Bears']);
  });

  test('702.46a soulshift N: a Spirit card with a greater mana value, or a card that is not a Spirit, can\'t be returned', () => {
    // Rootrunner has soulshift 3; Pus Kami (mana value 7) and Grizzly Bears (not a Spirit) are no legal targets.
    const cards = [compiledPoolCard('Rootrunner'), compiledPoolCard('Pus Kami')];
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Rootrunner', 'Forest', 'Forest'], graveyard: ['Pus Kami', 'Grizzly Bears'] }, { name: 'Bob', battlefield: ['Mountain'] }], cards });
    g.do({ type: 'activate', player: 'Alice', source: 'Rootrunner', targets: ['Mountain'] });
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ hand: [], graveyard: expect.arrayContaining(['Pus Kami', 'Grizzly Bears', 'Rootrunner']) });
  });

  test('702.135a afterlife N: when the creature dies, its controller creates N 1/1 white and black Spirit tokens with flying', () => {
    const cards = [compiledPoolCard("Debtors' Transport")];
    const g = new Game({ players: [{ name: 'Alice', battlefield: ["Debtors' Transport", 'Viscera Seer'], library: ['Plains'] }, { name: 'Bob' }], cards });
    expect(cards[0]!.abilities).toEqual([expect.objectContaining({ kind: 'triggered', when: 'dies', text: 'Afterlife 2' })]);
    // Viscera Seer: "Sacrifice a creature: Scry 1."
    g.do({ type: 'activate', player: 'Alice', source: 'Viscera Seer', choices: { sacrifice: "Debtors' Transport" } });
    g.resolveStack();
    const spirits = g.snapshot().battlefield.filter((permanent) => permanent.name === 'Spirit');
    expect(spirits).toHaveLength(2);
    expect(spirits[0]).toMatchObject({ controller: 'Alice', token: true, power: 1, toughness: 1, colors: ['W', 'B'], keywords: ['flying'] });
  });

  test('702.52a dredge N: a draw is replaced by milling N cards and returning the card from the graveyard to the hand, when its owner chooses', () => {
    expect(compiledPoolCard('Darkblast').dredge).toBe(3);
    const trace = poolTrace(['Darkblast'], ['Alice has Forest', 'Bob graveyard: Darkblast', 'Bob library: Island, Swamp, Mountain, Plains', 'Bob dredges Darkblast', 'next turn', 'go to main']);
    expect(trace.events.some((e) => e.kind === 'replacement' && e.rules.includes('702.52a') && /Bob dredges Darkblast instead of drawing: they mill 3 cards/.test(e.text))).toBe(true);
    expect(trace.final.players[1]).toMatchObject({ hand: ['Darkblast'], graveyard: ['Island', 'Swamp', 'Mountain'], library: 1 });
  });

  test('702.52a dredge is a choice: without one the player draws; 702.52b: with fewer than N cards in the library it can\'t dredge', () => {
    const drawing = poolTrace(['Darkblast'], ['Alice has Forest', 'Bob graveyard: Darkblast', 'Bob library: Island, Swamp, Mountain, Plains', 'next turn', 'go to main']);
    expect(drawing.final.players[1]).toMatchObject({ hand: ['Island'], graveyard: ['Darkblast'] });
    expect(drawing.events.some((e) => /Bob draws rather than dredging Darkblast \(none named\)/.test(e.text))).toBe(true);
    const short = poolTrace(['Darkblast'], ['Alice has Forest', 'Bob graveyard: Darkblast', 'Bob library: Island, Swamp', 'Bob dredges Darkblast', 'next turn', 'go to main']);
    expect(short.final.players[1]).toMatchObject({ hand: ['Island'], graveyard: ['Darkblast'] });
    expect(short.events.some((e) => /Line \d+ was not used: Bob never drew with a card that could dredge/.test(e.text))).toBe(true);
  });

  test('702.84a unearth: from the graveyard at sorcery speed, the card returns with haste and is exiled at the beginning of the next end step', () => {
    const ogre = compiledPoolCard('Fire-Field Ogre');
    expect(ogre.abilities).toEqual([expect.objectContaining({ kind: 'activated', name: 'unearth', zone: 'graveyard', timing: 'sorcery', cost: { mana: '{U}{B}{R}' } })]);
    const trace = poolTrace(['Fire-Field Ogre'], ['Alice has Island, Swamp, Mountain', 'Alice graveyard: Fire-Field Ogre', 'Alice activates Fire-Field Ogre', 'resolve', 'Alice attacks with Fire-Field Ogre', 'go to end step', 'resolve all']);
    expect(trace.events.some((e) => e.kind === 'effect' && /Fire-Field Ogre gains haste/.test(e.text))).toBe(true);
    // Haste lets it attack the turn it returns (302.6); first strike's 4 damage is dealt.
    expect(trace.final.players[1]!.life).toBe(16);
    expect(trace.final.players[0]).toMatchObject({ graveyard: [], exile: ['Fire-Field Ogre'] });
  });

  test('702.84a unearth: if the card would leave the battlefield it is exiled instead; unearth works only from a graveyard', () => {
    const cards = [compiledPoolCard('Rotting Rats')];
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Viscera Seer'], graveyard: ['Rotting Rats'], library: ['Plains', 'Plains'] }, { name: 'Bob', hand: ['Forest'] }], cards });
    const refused = (events: { kind: string; text: string }[]) => events.find((e) => e.kind === 'illegal-action')?.text;
    expect(refused(g.do({ type: 'activate', player: 'Alice', source: 'Rotting Rats' }))).toMatch(/no permanent/);
    expect(refused(g.do({ type: 'activate', player: 'Alice', source: 'Rotting Rats', from: 'graveyard' }))).toBeUndefined();
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => p.name)).toContain('Rotting Rats');
    g.do({ type: 'activate', player: 'Alice', source: 'Viscera Seer', choices: { sacrifice: 'Rotting Rats' } });
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ graveyard: [], exile: ['Rotting Rats'] });
  });
});

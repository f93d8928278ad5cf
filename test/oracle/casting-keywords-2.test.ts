/**
 * Keyword abilities and symbols about casting, costs and mana (issue 20), on real cards of the 2020 pool,
 * each compiled from its Oracle text and played through the engine: snow mana {S} (107.4h), suspend (702.62).
 */
import type { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, poolGame, poolTrace, POOL_FILE, refusalIn, simulatePool, textOf, toUpkeep } from './pool';

describeWithSharedData('snow mana {S} (107.4h, 2020 pool)', [POOL_FILE], () => {
  it('107.4h: {S} is paid with one mana a snow source produced — Chilling Shade pumps with Snow-Covered Swamp, not with a Swamp', () => {
    expect(compiledPoolCard('Chilling Shade').abilities).toContainEqual(expect.objectContaining({ kind: 'activated', cost: { mana: '{S}' } }));
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Chilling Shade', 'Swamp', 'Snow-Covered Swamp'] }, { name: 'Bob' }] }, ['Chilling Shade', 'Snow-Covered Swamp']);
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Chilling Shade' });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/taps Snow-Covered Swamp for \{B\} \(for \{S\}: the first untapped snow source, 107\.4h\)/);
    expect(events.find((e) => e.kind === 'mana')?.rules).toContain('107.4h');
    expect(events.filter((e) => e.kind === 'cost').at(-1)?.rules).toContain('107.4h');
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.name === 'Chilling Shade')).toMatchObject({ power: 2, toughness: 2 });
    // The Swamp left untapped makes mana no snow source produced: it can't pay {S}.
    const again = g.do({ type: 'activate', player: 'Alice', source: 'Chilling Shade' });
    expect(refusalIn(again)).toMatch(/can't pay \{S\}/);
  });

  it('107.4h: mana a snow source produced pays other costs too, and is kept for {S} — Mouth of Ronom can\'t pay its own {S}, which it taps for', () => {
    const lands = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];
    const noSnow = poolGame({ players: [{ name: 'Alice', battlefield: ['Mouth of Ronom', ...lands] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }] }, ['Mouth of Ronom']);
    expect(refusalIn(noSnow.do({ type: 'activate', player: 'Alice', source: 'Mouth of Ronom', ability: 'deals 4 damage', targets: ['Grizzly Bears'] }))).toMatch(/can't pay \{4\}\{S\}/);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mouth of Ronom', 'Snow-Covered Swamp', ...lands] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }] }, ['Mouth of Ronom', 'Snow-Covered Swamp']);
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Mouth of Ronom', ability: 'deals 4 damage', targets: ['Grizzly Bears'] });
    expect(refusalIn(events)).toBeUndefined();
    g.resolveStack();
    expect(g.snapshot().players[1]!.graveyard).toEqual(['Grizzly Bears']);
  });

  it('107.4h: the pool says which of its mana a snow source produced; a colored symbol spends other mana first', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Boreal Centaur', 'Snow-Covered Forest', 'Forest'] }, { name: 'Bob' }] }, ['Boreal Centaur', 'Snow-Covered Forest']);
    const snow = g.do({ type: 'activate', player: 'Alice', source: 'Snow-Covered Forest' });
    expect(textOf(snow)).toMatch(/adds \{G\} \(snow mana: Snow-Covered Forest is a snow source\) \(pool: \{G\} \(\{G\} of it from snow sources\)\)/);
    g.do({ type: 'activate', player: 'Alice', source: 'Forest' });
    expect(g.snapshot().players[0]!.manaPool).toBe('{G}{G} ({G} of it from snow sources)');
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Boreal Centaur' });
    expect(refusalIn(events)).toBeUndefined();
    expect(g.snapshot().players[0]!.manaPool).toBe('{G}');
  });
});

describeWithSharedData('suspend (702.62, 2020 pool)', [POOL_FILE], () => {
  /** Alice and Bob pass priority once each: the top of the stack resolves. */
  const resolveTop = (g: Game) => [...g.do({ type: 'pass', player: 'Alice' }), ...g.do({ type: 'pass', player: 'Bob' })];

  it('702.62a: suspend is a special action — Rift Bolt is exiled with a time counter for {R}; its last counter removed in Alice\'s upkeep, she casts it without paying its mana cost', () => {
    expect(compiledPoolCard('Rift Bolt').suspend).toEqual({ time: 1, cost: '{R}' });
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Rift Bolt'], unknownLibrary: true }, { name: 'Bob', unknownLibrary: true }] }, ['Rift Bolt']);
    const suspended = g.do({ type: 'suspend', player: 'Alice', card: 'Rift Bolt' });
    expect(refusalIn(suspended)).toBeUndefined();
    expect(textOf(suspended)).toMatch(/Alice suspends Rift Bolt: it is exiled with 1 time counter on it \(a special action: it doesn't use the stack\)/);
    expect(suspended.find((e) => /suspends/.test(e.text))?.rules).toEqual(['116.2f', '702.62a']);
    expect(g.snapshot().players[0]).toMatchObject({ hand: [], exile: ['Rift Bolt'] });
    expect(g.state.stack).toHaveLength(0);
    toUpkeep(g, 'Bob');
    expect(g.state.stack).toHaveLength(0);
    toUpkeep(g, 'Alice');
    expect(g.state.stack.map((item) => item.label)).toEqual(["Rift Bolt's trigger"]);
    const removed = resolveTop(g);
    expect(textOf(removed)).toMatch(/1 time counter is removed from Rift Bolt/);
    expect(textOf(removed)).toMatch(/Rift Bolt's ability triggers \(the last time counter was removed from Rift Bolt\)/);
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Rift Bolt', suspend: true, targets: ['Bob'] });
    expect(refusalIn(cast)).toBeUndefined();
    const resolved = resolveTop(g);
    expect(textOf(resolved)).toMatch(/Alice casts Rift Bolt for its suspend cost as its suspend trigger resolves/);
    g.resolveStack();
    expect(g.snapshot().players[1]!.life).toBe(17);
    expect(g.snapshot().players[0]!.graveyard).toEqual(['Rift Bolt']);
  });

  it('702.62a: suspending needs the timing of casting the card from the hand (702.62c) and its suspend cost paid', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Rift Bolt'] }, { name: 'Bob', hand: ['Rift Bolt'], battlefield: ['Mountain'] }] }, ['Rift Bolt']);
    g.do({ type: 'pass', player: 'Alice' });
    expect(refusalIn(g.do({ type: 'suspend', player: 'Bob', card: 'Rift Bolt' }))).toMatch(/can be suspended only when Bob could begin to cast it from their hand: at sorcery speed/);
    const poor = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest'], hand: ['Rift Bolt'] }, { name: 'Bob' }] }, ['Rift Bolt']);
    expect(refusalIn(poor.do({ type: 'suspend', player: 'Alice', card: 'Rift Bolt' }))).toMatch(/can't pay \{R\}/);
    expect(poor.snapshot().players[0]!.hand).toEqual(['Rift Bolt']);
    const plain = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest'], hand: ['Grizzly Bears'] }, { name: 'Bob' }] }, []);
    expect(refusalIn(plain.do({ type: 'suspend', player: 'Alice', card: 'Grizzly Bears' }))).toMatch(/has no suspend/);
  });

  it('702.62a: a creature spell cast with suspend gains haste — Shade of Trokair, three upkeeps later, can attack the turn it enters', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Plains'], hand: ['Shade of Trokair'], unknownLibrary: true }, { name: 'Bob', unknownLibrary: true }] }, ['Shade of Trokair']);
    expect(refusalIn(g.do({ type: 'suspend', player: 'Alice', card: 'Shade of Trokair' }))).toBeUndefined();
    for (const left of [2, 1]) {
      toUpkeep(g, 'Bob');
      toUpkeep(g, 'Alice');
      resolveTop(g);
      expect(g.snapshot().players[0]!.exile).toEqual(['Shade of Trokair']);
      expect(g.state.objects[g.state.players[0]!.exile[0]!]!.counters.time).toBe(left);
    }
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    resolveTop(g);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Shade of Trokair', suspend: true }))).toBeUndefined();
    const entered = [...resolveTop(g), ...resolveTop(g)];
    expect(textOf(entered)).toMatch(/Shade of Trokair has haste until Alice loses control of it \(it was cast with suspend\)/);
    expect(g.snapshot().battlefield.find((p) => p.name === 'Shade of Trokair')?.keywords).toContain('haste');
  });

  it('702.62a: "you may" — a card whose last time counter is removed and that isn\'t cast stays exiled', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Rift Bolt'], unknownLibrary: true }, { name: 'Bob', unknownLibrary: true }] }, ['Rift Bolt']);
    g.do({ type: 'suspend', player: 'Alice', card: 'Rift Bolt' });
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    const events = [...resolveTop(g), ...resolveTop(g)];
    expect(textOf(events)).toMatch(/Alice doesn't cast Rift Bolt/);
    expect(g.snapshot().players[0]!.exile).toEqual(['Rift Bolt']);
  });
});

describeWithSharedData('suspend in a scenario (702.62a, 2020 pool)', [POOL_FILE], () => {
  it('702.62a: "Alice suspends Rift Bolt", two turns on "Alice casts Rift Bolt with suspend targeting Bob"', () => {
    const trace = poolTrace(['Rift Bolt'], ['Alice has Mountain', 'Alice hand: Rift Bolt', 'Alice suspends Rift Bolt', 'next turn', 'next turn', 'resolve', 'Alice casts Rift Bolt with suspend targeting Bob', 'resolve all']);
    const text = trace.events.map((e) => e.text).join('\n');
    expect(text).toMatch(/Alice suspends Rift Bolt: it is exiled with 1 time counter on it/);
    expect(text).toMatch(/Alice casts Rift Bolt for its suspend cost as its suspend trigger resolves/);
    expect(trace.final.players[1]!.life).toBe(17);
  });

  it('702.62a: a card without suspend can\'t be suspended, nor cast "with suspend"', () => {
    const trace = poolTrace([], ['Alice has Forest', 'Alice hand: Grizzly Bears', 'Alice suspends Grizzly Bears']);
    expect(trace.events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/Grizzly Bears has no suspend: it can't be suspended/);
    const cast = simulatePool([], ['Alice has Forest', 'Alice hand: Grizzly Bears', 'Alice casts Grizzly Bears with suspend']);
    expect(cast.ok).toBe(false);
    if (!cast.ok) expect(cast.message).toMatch(/has no Grizzly Bears in exile/);
  });
});

describeWithSharedData('sunburst (702.44, 2020 pool)', [POOL_FILE], () => {
  const counters = (g: Game, name: string) => g.state.objects[g.state.battlefield.find((id) => g.state.objects[id]!.card === name)!]!.counters;

  it('702.44a: a creature with sunburst enters with a +1/+1 counter for each color of mana spent to cast it — Suntouched Myr cast with {R}{G}{U} is 3/3, with three {U} 1/1', () => {
    expect(compiledPoolCard('Suntouched Myr').sunburst).toBe(true);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Forest', 'Island'], hand: ['Suntouched Myr'] }, { name: 'Bob' }] }, ['Suntouched Myr']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Suntouched Myr' }))).toBeUndefined();
    const events = g.resolveStack();
    expect(textOf(events)).toMatch(/Suntouched Myr enters with 3 \+1\/\+1 counters \(sunburst: 3 colors were spent to cast it\)/);
    expect(counters(g, 'Suntouched Myr')).toEqual({ '+1/+1': 3 });
    const blue = poolGame({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island'], hand: ['Suntouched Myr'] }, { name: 'Bob' }] }, ['Suntouched Myr']);
    blue.do({ type: 'cast', player: 'Alice', card: 'Suntouched Myr' });
    blue.resolveStack();
    expect(counters(blue, 'Suntouched Myr')).toEqual({ '+1/+1': 1 });
  });

  it('702.44a: a noncreature permanent with sunburst enters with charge counters — Opaline Bracers cast with {W}{W}{B}{B} has two', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Plains', 'Swamp', 'Plains', 'Swamp'], hand: ['Opaline Bracers'] }, { name: 'Bob' }] }, ['Opaline Bracers']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Opaline Bracers' }))).toBeUndefined();
    expect(textOf(g.resolveStack())).toMatch(/Opaline Bracers enters with 2 charge counters \(sunburst: 2 colors were spent to cast it\)/);
    expect(counters(g, 'Opaline Bracers')).toEqual({ charge: 2 });
  });
});

/**
 * Alternative and additional costs of casting (118.8, 118.9, 601.2b, 601.2f) on real cards of the 2020
 * pool: flashback (702.34), kicker (702.33), buyback (702.27), evoke (702.74), entwine (702.42), dash
 * (702.109) and surge (702.117), by
 * engine actions and by scenarios.
 */
import { Game, type EngineEvent } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, simulatePool, toUpkeep } from './pool';

const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const said = (events: EngineEvent[], pattern: RegExp) => events.some((e) => pattern.test(e.text));

const scenario = (lines: string[], ...cards: string[]) => simulatePool(cards, lines);

describeWithSharedData('702.34: flashback (2020 pool)', [POOL_FILE], () => {
  it('reads "Flashback {2}{U}" as the flashback cost of the instant', () => {
    expect(compiledPoolCard('Think Twice')).toMatchObject({ flashback: '{2}{U}', spell: { effects: [{ do: 'draw', amount: 1, who: 'you' }] } });
  });

  it('702.34a: Think Twice is cast from the graveyard for its flashback cost, not its mana cost, and is exiled as it resolves', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island'], graveyard: ['Think Twice'], library: ['Grizzly Bears'] }, { name: 'Bob' }], cards: [compiledPoolCard('Think Twice')] });
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Think Twice', flashback: true });
    expect(refusal(events)).toBeUndefined();
    expect(said(events, /moves from their graveyard to the stack/)).toBe(true);
    expect(said(events, /total cost of Think Twice is \{2\}\{U\}/)).toBe(true);
    expect(g.state.objects[Object.keys(g.state.objects).map(Number).find((id) => g.state.objects[id]!.card === 'Island')!]!.tapped).toBe(true);
    const resolved = g.resolveStack();
    expect(said(resolved, /was cast with flashback: it is exiled instead of going to Alice's graveyard/)).toBe(true);
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Grizzly Bears'], graveyard: [], exile: ['Think Twice'] });
  });

  it('702.34a: a flashback spell that is countered is exiled too', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island'], graveyard: ['Think Twice'] }, { name: 'Bob', battlefield: ['Island', 'Island'], hand: ['Counterspell'] }],
      cards: [compiledPoolCard('Think Twice')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Think Twice', flashback: true });
    g.do({ type: 'pass', player: 'Alice' });
    expect(refusal(g.do({ type: 'cast', player: 'Bob', card: 'Counterspell', targets: ['Think Twice'] }))).toBeUndefined();
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ graveyard: [], exile: ['Think Twice'] });
  });

  it('702.34a: from the hand it is cast for its mana cost and goes to the graveyard; without flashback a card in a graveyard can\'t be cast', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island'], hand: ['Think Twice'], graveyard: ['Divination'] }, { name: 'Bob' }], cards: [compiledPoolCard('Think Twice')] });
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Think Twice', flashback: true }))).toMatch(/has no "Think Twice" in their graveyard/);
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Divination', flashback: true }))).toMatch(/Divination has no flashback ability/);
    g.do({ type: 'cast', player: 'Alice', card: 'Think Twice' });
    g.resolveStack();
    expect(g.snapshot().players[0]!.graveyard).toEqual(['Divination', 'Think Twice']);
  });

  it('a scenario says "Alice casts Think Twice with flashback" (or "from graveyard"); a card without flashback is an error at its name', () => {
    for (const words of ['with flashback', 'from graveyard', 'from her graveyard']) {
      const result = scenario(['Alice has Island, Island, Island', 'Alice graveyard: Think Twice', 'Alice library: Grizzly Bears', `Alice casts Think Twice ${words}`, 'resolve all'], 'Think Twice');
      if (!result.ok) throw new Error(result.message);
      expect(result.trace.final.players[0]).toMatchObject({ hand: ['Grizzly Bears'], exile: ['Think Twice'] });
    }
    const wrong = scenario(['Alice has Island, Island, Island', 'Alice graveyard: Divination', 'Alice casts Divination with flashback']);
    expect(wrong).toMatchObject({ ok: false, kind: 'error', line: 3, column: 13, message: expect.stringMatching(/Divination has no flashback/) });
  });
});

describeWithSharedData('702.33: kicker and multikicker (2020 pool)', [POOL_FILE], () => {
  const drake = (kicked?: number) => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: Array(7).fill('Island'), hand: ['Academy Drake'] }, { name: 'Bob' }], cards: [compiledPoolCard('Academy Drake')] });
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Academy Drake', ...(kicked !== undefined ? { kicked } : {}) });
    return { g, events: [...events, ...g.resolveStack()] };
  };

  it('702.33a, 702.33d: Academy Drake kicked costs {4} more and enters with two +1/+1 counters', () => {
    const { g, events } = drake(1);
    expect(refusal(events)).toBeUndefined();
    expect(said(events, /Academy Drake is kicked: its kicker cost \{4\} is added to its cost/)).toBe(true);
    expect(said(events, /total cost of Academy Drake is \{6\}\{U\}/)).toBe(true);
    expect(g.snapshot().battlefield.find((p) => p.name === 'Academy Drake')).toMatchObject({ power: 4, toughness: 4, counters: { '+1/+1': 2 } });
    expect(g.snapshot().battlefield.filter((p) => p.name === 'Island' && p.tapped)).toHaveLength(7);
  });

  it('702.33d: not kicked (the default, stated), it costs its mana cost and enters without counters', () => {
    const { g, events } = drake();
    expect(said(events, /Academy Drake is not kicked \(the default: its kicker cost is not paid\)/)).toBe(true);
    expect(said(events, /Academy Drake enters without \+1\/\+1 counters: it wasn't kicked/)).toBe(true);
    expect(g.snapshot().battlefield.find((p) => p.name === 'Academy Drake')).toMatchObject({ power: 2, toughness: 2 });
    expect(g.snapshot().battlefield.filter((p) => p.name === 'Island' && p.tapped)).toHaveLength(3);
  });

  it('702.33a, 601.2b: a card without kicker can\'t be kicked; kicker is paid once at most; the whole cost must be paid (601.2h)', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island'], hand: ['Academy Drake', 'Divination'] }, { name: 'Bob' }], cards: [compiledPoolCard('Academy Drake')] });
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Divination', kicked: 1 }))).toMatch(/Divination has no kicker: it can't be kicked/);
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Academy Drake', kicked: 2 }))).toMatch(/kicked once at most, not 2 times/);
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Academy Drake', kicked: 1 }))).toMatch(/can't pay/);
    expect(g.snapshot().players[0]!.hand).toEqual(['Academy Drake', 'Divination']);
  });

  it('608.2c: Into the Roil draws a card only if it was kicked', () => {
    for (const kicked of [0, 1]) {
      const g = new Game({ players: [{ name: 'Alice', battlefield: Array(4).fill('Island'), hand: ['Into the Roil'], library: ['Grizzly Bears'] }, { name: 'Bob', battlefield: ['Serra Angel'] }], cards: [compiledPoolCard('Into the Roil')] });
      g.do({ type: 'cast', player: 'Alice', card: 'Into the Roil', targets: ['Serra Angel'], kicked });
      g.resolveStack();
      expect(g.snapshot().players.map((p) => p.hand)).toEqual([kicked ? ['Grizzly Bears'] : [], ['Serra Angel']]);
    }
  });

  it('603.4: Citanul Woodreaders\' "if it was kicked" enters trigger triggers only if it was kicked', () => {
    for (const kicked of [0, 1]) {
      const g = new Game({ players: [{ name: 'Alice', battlefield: Array(6).fill('Forest'), hand: ['Citanul Woodreaders'], library: ['Grizzly Bears', 'Forest'] }, { name: 'Bob' }], cards: [compiledPoolCard('Citanul Woodreaders')] });
      g.do({ type: 'cast', player: 'Alice', card: 'Citanul Woodreaders', kicked });
      g.resolveStack();
      expect(g.snapshot().players[0]!.hand).toHaveLength(kicked ? 2 : 0);
    }
  });

  it('702.33c: Enclave Elite with multikicker {1}{U} kicked three times costs {3}{U}{U}{U} more and enters with three +1/+1 counters', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: Array(9).fill('Island'), hand: ['Enclave Elite'] }, { name: 'Bob' }], cards: [compiledPoolCard('Enclave Elite')] });
    const events = [...g.do({ type: 'cast', player: 'Alice', card: 'Enclave Elite', kicked: 3 }), ...g.resolveStack()];
    expect(refusal(events)).toBeUndefined();
    expect(said(events, /Enclave Elite is kicked 3 times/)).toBe(true);
    expect(g.snapshot().battlefield.find((p) => p.name === 'Enclave Elite')).toMatchObject({ power: 5, toughness: 5 });
    expect(g.snapshot().battlefield.filter((p) => p.name === 'Island' && p.tapped)).toHaveLength(9);
  });

  it('702.33g: a target named only by what happens if the spell was kicked is refused (Probe), never chosen every time', () => {
    expect(() => compiledPoolCard('Probe')).toThrow(/choose a target only if the spell was kicked \(702\.33g\)/);
  });

  it('a scenario says "Alice casts Academy Drake kicked" and "… kicked 3 times"; kicking a card without kicker is an error at "kicked"', () => {
    const kicked = scenario(['Alice has 7 Island', 'Alice casts Academy Drake kicked', 'resolve all'], 'Academy Drake');
    if (!kicked.ok) throw new Error(kicked.message);
    expect(kicked.trace.final.battlefield.find((p) => p.name === 'Academy Drake')).toMatchObject({ power: 4, toughness: 4 });
    const elite = scenario(['Alice has 9 Island', 'Alice casts Enclave Elite kicked 3 times', 'resolve all'], 'Enclave Elite');
    if (!elite.ok) throw new Error(elite.message);
    expect(elite.trace.final.battlefield.find((p) => p.name === 'Enclave Elite')).toMatchObject({ power: 5, toughness: 5 });
    expect(scenario(['Alice has 3 Island', 'Alice casts Divination kicked'])).toMatchObject({ ok: false, kind: 'error', line: 2, column: 24, message: expect.stringMatching(/Divination has no kicker/) });
    expect(scenario(['Alice has 9 Island', 'Alice casts Academy Drake kicked twice'], 'Academy Drake')).toMatchObject({ ok: false, kind: 'error', line: 3, column: 27, message: expect.stringMatching(/not multikicker/) });
  });
});

describeWithSharedData('702.27: buyback (2020 pool)', [POOL_FILE], () => {
  const muse = (buyback: boolean) => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: Array(6).fill('Island'), hand: ['Whispers of the Muse'], library: ['Grizzly Bears', 'Forest'] }, { name: 'Bob' }], cards: [compiledPoolCard('Whispers of the Muse')] });
    const events = [...g.do({ type: 'cast', player: 'Alice', card: 'Whispers of the Muse', buyback }), ...g.resolveStack()];
    return { g, events };
  };

  it('702.27a: Whispers of the Muse with buyback costs {5} more and returns to its owner\'s hand as it resolves', () => {
    const { g, events } = muse(true);
    expect(refusal(events)).toBeUndefined();
    expect(said(events, /total cost of Whispers of the Muse is \{5\}\{U\}/)).toBe(true);
    expect(said(events, /Whispers of the Muse moves from the stack to Alice's hand \(its buyback cost was paid\)/)).toBe(true);
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Grizzly Bears', 'Whispers of the Muse'], graveyard: [] });
  });

  it('608.2n: without buyback it costs its mana cost and goes to the graveyard; a card without buyback can\'t pay one', () => {
    const { g } = muse(false);
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Grizzly Bears'], graveyard: ['Whispers of the Muse'] });
    const h = new Game({ players: [{ name: 'Alice', battlefield: Array(3).fill('Island'), hand: ['Divination'] }, { name: 'Bob' }] });
    expect(refusal(h.do({ type: 'cast', player: 'Alice', card: 'Divination', buyback: true }))).toMatch(/Divination has no buyback/);
  });

  it('702.27a: a spell with buyback that is countered goes to the graveyard (it never resolves)', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: Array(6).fill('Island'), hand: ['Whispers of the Muse'] }, { name: 'Bob', battlefield: ['Island', 'Island'], hand: ['Counterspell'] }],
      cards: [compiledPoolCard('Whispers of the Muse')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Whispers of the Muse', buyback: true });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Counterspell', targets: ['Whispers of the Muse'] });
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ hand: [], graveyard: ['Whispers of the Muse'] });
  });

  it('a scenario says "Alice casts Whispers of the Muse with buyback"; buyback on a card without it is an error at "with buyback"', () => {
    const result = scenario(['Alice has 6 Island', 'Alice library: Grizzly Bears', 'Alice casts Whispers of the Muse with buyback', 'resolve all'], 'Whispers of the Muse');
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.final.players[0]).toMatchObject({ hand: ['Grizzly Bears', 'Whispers of the Muse'] });
    expect(scenario(['Alice has 3 Island', 'Alice casts Divination with buyback'])).toMatchObject({ ok: false, kind: 'error', line: 2, column: 24, message: expect.stringMatching(/Divination has no buyback/) });
  });
});

describeWithSharedData('702.74: evoke (2020 pool)', [POOL_FILE], () => {
  const mulldrifter = (evoke: boolean) => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: Array(5).fill('Island'), hand: ['Mulldrifter'], library: ['Grizzly Bears', 'Forest', 'Plains'] }, { name: 'Bob' }], cards: [compiledPoolCard('Mulldrifter')] });
    const events = [...g.do({ type: 'cast', player: 'Alice', card: 'Mulldrifter', evoke }), ...g.resolveStack()];
    return { g, events };
  };

  it('reads "Evoke {2}{U}" as its evoke cost and its "sacrifice it if evoked" trigger', () => {
    expect(compiledPoolCard('Mulldrifter')).toMatchObject({ evoke: '{2}{U}', abilities: expect.arrayContaining([expect.objectContaining({ when: 'enters', condition: 'evoked', effects: [{ do: 'sacrifice-object', what: 'self' }] })]) });
  });

  it('702.74a: Mulldrifter evoked costs {2}{U}, is sacrificed as it enters, and its enters trigger still draws two cards', () => {
    const { g, events } = mulldrifter(true);
    expect(refusal(events)).toBeUndefined();
    expect(said(events, /total cost of Mulldrifter is \{2\}\{U\}/)).toBe(true);
    expect(said(events, /Mulldrifter moves from the battlefield to Alice's graveyard \(sacrificed\)/)).toBe(true);
    expect(g.snapshot().players[0]).toMatchObject({ hand: ['Grizzly Bears', 'Forest'], graveyard: ['Mulldrifter'] });
    expect(g.snapshot().battlefield.map((p) => p.name).filter((name) => name !== 'Island')).toEqual([]);
  });

  it('702.74a: cast for its mana cost (the default, stated) it stays; a card without evoke can\'t be evoked', () => {
    const { g, events } = mulldrifter(false);
    expect(said(events, /Mulldrifter is cast for its mana cost, not evoked \(the default/)).toBe(true);
    expect(said(events, /total cost of Mulldrifter is \{4\}\{U\}/)).toBe(true);
    expect(g.snapshot().battlefield.map((p) => p.name)).toContain('Mulldrifter');
    const h = new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] }, { name: 'Bob' }] });
    expect(refusal(h.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears', evoke: true }))).toMatch(/Grizzly Bears has no evoke ability/);
  });

  it('a scenario says "Alice casts Cloudthresher evoked" (flash, at instant speed); evoking a card without evoke is an error at "evoked"', () => {
    const result = scenario(['Alice has 4 Forest', 'Bob has Ornithopter', 'Alice casts Cloudthresher evoked', 'resolve all'], 'Cloudthresher');
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.final.players[0]).toMatchObject({ life: 18, graveyard: ['Cloudthresher'] });
    expect(result.trace.final.players[1]).toMatchObject({ life: 18, graveyard: ['Ornithopter'] });
    expect(scenario(['Alice has 2 Forest', 'Alice casts Grizzly Bears evoked'])).toMatchObject({ ok: false, kind: 'error', line: 2, column: 27, message: expect.stringMatching(/Grizzly Bears has no evoke/) });
  });
});

describeWithSharedData('702.42: entwine (2020 pool)', [POOL_FILE], () => {
  const rain = (entwine: boolean, targets: string[], modes?: number[]) => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: Array(9).fill('Mountain'), hand: ['Rain of Rust'] }, { name: 'Bob', battlefield: ['Ornithopter', 'Forest'] }], cards: [compiledPoolCard('Rain of Rust')] });
    const events = [...g.do({ type: 'cast', player: 'Alice', card: 'Rain of Rust', entwine, targets, ...(modes ? { modes } : {}) }), ...g.resolveStack()];
    return { g, events };
  };

  it('reads "Entwine {3}{R}" as the entwine cost of the modal spell; a spell that is not modal can\'t have entwine', () => {
    expect(compiledPoolCard('Rain of Rust')).toMatchObject({ entwine: '{3}{R}', spell: { modes: [{ text: 'destroy target artifact.' }, { text: 'destroy target land.' }] } });
  });

  it('702.42a–b: Rain of Rust entwined costs {3}{R} more and follows both modes, in the order written', () => {
    const { g, events } = rain(true, ['Ornithopter', 'Forest']);
    expect(refusal(events)).toBeUndefined();
    expect(said(events, /total cost of Rain of Rust is \{6\}\{R\}\{R\}\{R\}/)).toBe(true);
    expect(g.snapshot().players[1]).toMatchObject({ graveyard: ['Ornithopter', 'Forest'] });
  });

  it('702.42a: not entwined (the default, stated) it has one mode; an entwined spell names no modes', () => {
    const { g, events } = rain(false, ['Forest'], [1]);
    expect(said(events, /Rain of Rust is not entwined \(the default/)).toBe(true);
    expect(g.snapshot().players[1]).toMatchObject({ graveyard: ['Forest'] });
    expect(refusal(rain(true, ['Forest'], [1]).events)).toMatch(/is entwined: all its modes are chosen/);
  });

  it('a scenario says "Alice casts Rain of Rust entwined targeting Ornithopter, Forest"; entwining a card without entwine is an error', () => {
    const result = scenario(['Alice has 9 Mountain', 'Bob has Ornithopter, Forest', 'Alice casts Rain of Rust entwined targeting Ornithopter, Forest', 'resolve all'], 'Rain of Rust');
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.final.players[1]).toMatchObject({ graveyard: ['Ornithopter', 'Forest'] });
    expect(scenario(['Alice has 3 Island', 'Alice casts Divination entwined'])).toMatchObject({ ok: false, kind: 'error', message: expect.stringMatching(/Divination has no entwine/) });
  });
});

describeWithSharedData('702.109: dash (2020 pool)', [POOL_FILE], () => {
  it('reads "Dash {3}{B}" as its dash cost and its "has haste while dashed"', () => {
    expect(compiledPoolCard('Mardu Strike Leader')).toMatchObject({ dash: '{3}{B}', abilities: expect.arrayContaining([expect.objectContaining({ kind: 'static', condition: 'dashed', modify: { addKeywords: ['haste'] } })]) });
  });

  it('702.109a: Mardu Strike Leader dashed costs {3}{B}, has haste (it attacks the turn it enters) and returns to its owner\'s hand at the beginning of the next end step', () => {
    const result = scenario(['Alice has 4 Swamp', 'Alice casts Mardu Strike Leader dashed', 'resolve all', 'Alice attacks with Mardu Strike Leader', 'go to end step', 'resolve all'], 'Mardu Strike Leader');
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.final.players[0]).toMatchObject({ hand: ['Mardu Strike Leader'] });
    expect(result.trace.final.players[1]).toMatchObject({ life: 17 });
  });

  it('702.109a: cast for its mana cost (the default, stated) it has no haste and stays; a dashed permanent that left the battlefield is not returned (400.7)', () => {
    const plain = scenario(['Alice has 3 Swamp', 'Alice casts Mardu Strike Leader', 'resolve all', 'Alice attacks with Mardu Strike Leader'], 'Mardu Strike Leader');
    if (!plain.ok) throw new Error(plain.message);
    expect(JSON.stringify(plain.trace)).toMatch(/has no haste \(302.6, 508.1a\)/);
    const g = new Game({ players: [{ name: 'Alice', battlefield: Array(4).fill('Swamp'), hand: ['Mardu Strike Leader'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Shock'] }], cards: [compiledPoolCard('Mardu Strike Leader')] });
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Mardu Strike Leader' });
    expect(said(cast, /is cast for its mana cost, not dashed \(the default/)).toBe(true);
    const h = new Game({ players: [{ name: 'Alice', battlefield: Array(4).fill('Swamp'), hand: ['Mardu Strike Leader'], library: ['Swamp'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Shock'] }], cards: [compiledPoolCard('Mardu Strike Leader')] });
    h.do({ type: 'cast', player: 'Alice', card: 'Mardu Strike Leader', dash: true });
    h.resolveStack();
    h.do({ type: 'pass', player: 'Alice' });
    expect(refusal(h.do({ type: 'cast', player: 'Bob', card: 'Shock', targets: ['Mardu Strike Leader'] }))).toBeUndefined();
    h.resolveStack();
    expect(h.snapshot().players[0]).toMatchObject({ graveyard: ['Mardu Strike Leader'] });
    expect(h.state.delayedTriggers).toHaveLength(1);
  });
});

describeWithSharedData('702.117: surge (2020 pool)', [POOL_FILE], () => {
  const salvo = (first: boolean) => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: Array(3).fill('Mountain'), hand: ['Boulder Salvo', 'Shock'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [compiledPoolCard('Boulder Salvo')] });
    if (first) {
      g.do({ type: 'cast', player: 'Alice', card: 'Shock', targets: ['Bob'] });
      g.resolveStack();
    }
    return g;
  };

  it('702.117a: after Alice cast another spell this turn, Boulder Salvo costs its surge cost {1}{R}', () => {
    const g = salvo(true);
    const events = [...g.do({ type: 'cast', player: 'Alice', card: 'Boulder Salvo', surge: true, targets: ['Hill Giant'] }), ...g.resolveStack()];
    expect(refusal(events)).toBeUndefined();
    expect(said(events, /total cost of Boulder Salvo is \{1\}\{R\}/)).toBe(true);
    expect(g.snapshot().players[1]).toMatchObject({ graveyard: ['Hill Giant'] });
  });

  it('702.117a: with no other spell cast this turn its surge cost can\'t be paid; the count starts again each turn; without surge, its mana cost (the default, stated)', () => {
    expect(refusal(salvo(false).do({ type: 'cast', player: 'Alice', card: 'Boulder Salvo', surge: true, targets: ['Hill Giant'] }))).toMatch(/Alice has cast no other spell this turn/);
    const g = salvo(true);
    expect(said(g.do({ type: 'cast', player: 'Alice', card: 'Boulder Salvo', targets: ['Hill Giant'] }), /not for its surge cost \(the default\)/)).toBe(true);
    const later = salvo(true);
    toUpkeep(later, 'Bob');
    expect(later.state.players[0]!.spellsCastThisTurn).toBeUndefined();
  });

  it('a scenario says "Alice casts Boulder Salvo surged targeting Hill Giant"', () => {
    const result = scenario(['Alice has 3 Mountain', 'Bob has Hill Giant', 'Alice hand: Boulder Salvo, Shock', 'Alice casts Shock targeting Bob', 'resolve', 'Alice casts Boulder Salvo surged targeting Hill Giant', 'resolve all'], 'Boulder Salvo');
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.final.players[1]).toMatchObject({ life: 18, graveyard: ['Hill Giant'] });
  });
});

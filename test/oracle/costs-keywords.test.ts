/**
 * Keyword abilities that are activated abilities with costs of their own (702), and costs the grammar reads
 * (118, 602.1), played from real cards of the 2020 pool.
 */
import { describeWithSharedData } from '../shared-data';
import { compileCard } from '../../src/oracle/compile';
import { compiledPoolCard, POOL_FILE, poolCard, poolTrace, simulatePool } from './pool';

describeWithSharedData('702 keywords and 118 costs (2020 pool)', [POOL_FILE], () => {
  it('702.97a: Scavenge exiles the card from its graveyard as a sorcery and puts +1/+1 counters equal to its power on target creature', () => {
    expect(compiledPoolCard('Dreg Mangler').abilities?.at(-1)).toMatchObject({ kind: 'activated', zone: 'graveyard', timing: 'sorcery', cost: { mana: '{3}{B}{G}', exileSelf: true }, effects: [{ do: 'counters', counter: '+1/+1', amount: { powerOf: 'self' }, on: 'target' }] });
    const t = poolTrace(['Dreg Mangler'], ['Alice has Grizzly Bears, 3 Swamps, 2 Forests', 'Alice graveyard: Dreg Mangler', 'Alice activates Dreg Mangler targeting Grizzly Bears', 'resolve all']);
    expect(t.final.players[0]).toMatchObject({ graveyard: [], exile: ['Dreg Mangler'] });
    expect(t.final.battlefield.find((p) => p.name === 'Grizzly Bears')).toMatchObject({ counters: { '+1/+1': 3 } });
  });
});

describeWithSharedData('118.3, 601.2b, 107.1: costs that remove a chosen number of counters, and mana counted as it is added (2020 pool)', [POOL_FILE], () => {
  it('601.2b: Icatian Store removes the number of storage counters chosen and adds {W} for each counter removed this way', () => {
    expect(compiledPoolCard('Icatian Store').abilities?.at(-1)).toMatchObject({ cost: { tap: true, removeCounters: { counter: 'storage', amount: 'any' } }, effects: [{ do: 'add-mana', mana: 'W', amount: 'X' }] });
    const t = poolTrace(['Icatian Store'], ['Alice has Icatian Store (3 storage counters)', 'Alice activates Icatian Store with X=2']);
    expect(t.final.players[0]).toMatchObject({ manaPool: '{W}{W}' });
    expect(t.final.battlefield.find((p) => p.name === 'Icatian Store')).toMatchObject({ counters: { storage: 1 } });
  });

  it('601.2b: without a number chosen, Icatian Store removes all its storage counters, as the trace says', () => {
    const t = poolTrace(['Icatian Store'], ['Alice has Icatian Store (3 storage counters)', 'Alice activates Icatian Store']);
    expect(t.final.players[0]).toMatchObject({ manaPool: '{W}{W}{W}' });
    expect(t.events.some((e) => e.kind === 'choice' && /removes all 3 storage counters from Icatian Store \(the default/.test(e.text))).toBe(true);
  });

  it('118.3: Icatian Store can\'t remove more storage counters than it has', () => {
    const result = simulatePool(['Icatian Store'], ['Alice has Icatian Store (1 storage counter)', 'Alice activates Icatian Store with X=2']);
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/doesn't have 2 storage counters to remove/);
  });

  it('106.3: Blue Mana Battery adds {U}, then an additional {U} for each charge counter removed this way', () => {
    const t = poolTrace(['Blue Mana Battery'], ['Alice has Blue Mana Battery (2 charge counters)', 'Alice activates Blue Mana Battery with X=2']);
    expect(t.final.players[0]).toMatchObject({ manaPool: '{U}{U}{U}' });
  });

  it('106.3: Calciform Pools adds X mana in any combination of {W} and/or {U}: the combination chosen, else all of the first type', () => {
    expect(compiledPoolCard('Calciform Pools').abilities?.at(-1)).toMatchObject({ cost: { mana: '{1}', removeCounters: { counter: 'storage', amount: 'X' } }, effects: [{ do: 'add-mana', mana: { anyCombinationOf: ['W', 'U'] }, amount: 'X' }] });
    const chosen = poolTrace(['Calciform Pools'], ['Alice has Calciform Pools (3 storage counters), Plains', 'Alice activates Calciform Pools: remove with X=3 choosing {W}{U}{U}']);
    expect(chosen.final.players[0]).toMatchObject({ manaPool: '{W}{U}{U}' });
    const unnamed = poolTrace(['Calciform Pools'], ['Alice has Calciform Pools (3 storage counters), Plains', 'Alice activates Calciform Pools: remove with X=2']);
    expect(unnamed.final.players[0]).toMatchObject({ manaPool: '{W}{W}' });
    expect(unnamed.events.some((e) => e.kind === 'choice' && /takes \{W\}\{W\} \(all of the first type offered/.test(e.text))).toBe(true);
  });

  it('107.1: Cabal Coffers adds {B} for each Swamp its controller controls, counted as it resolves', () => {
    const t = poolTrace(['Cabal Coffers'], ['Alice has Cabal Coffers, 4 Swamps', 'Alice activates Cabal Coffers paying with Swamp, Swamp #2']);
    expect(t.final.players[0]).toMatchObject({ manaPool: '{B}{B}{B}{B}' });
  });

  it('107.3a: Cruel Sadist removes X +1/+1 counters and deals X damage to target creature', () => {
    const t = poolTrace(['Cruel Sadist'], ['Alice has Cruel Sadist (3 +1/+1 counters), 3 Swamps', 'Bob has Hill Giant', 'Alice activates Cruel Sadist: remove with X=3 targeting Hill Giant', 'resolve all']);
    expect(t.final.battlefield.find((p) => p.name === 'Cruel Sadist')).toMatchObject({ counters: {} });
    expect(t.final.players[1]).toMatchObject({ graveyard: ['Hill Giant'] });
  });

  it('118.3: Molten Hydra removes all its +1/+1 counters and deals damage equal to the number removed this way', () => {
    const t = poolTrace(['Molten Hydra'], ['Alice has Molten Hydra (2 +1/+1 counters)', 'Alice activates Molten Hydra: remove targeting Bob', 'resolve all']);
    expect(t.final.players[1]).toMatchObject({ life: 18 });
  });
});

describeWithSharedData('113.1a: a quoted ability that names the card granting it (2020 pool)', [POOL_FILE], () => {
  it('113.1a: Blazing Torch\'s "Equipped creature has "{T}, Sacrifice Blazing Torch: …"" is refused: the engine would read the Torch as the creature that has the ability', () => {
    const result = compileCard(poolCard('Blazing Torch'));
    expect(result.status === 'unsupported' && result.reason).toMatch(/grant an ability that names the card granting it/);
  });

  it('113.1a: Treacherous Vampire granting itself "When Treacherous Vampire dies, …" still compiles (the card is the object that has it)', () => {
    expect(compiledPoolCard('Treacherous Vampire').grantedAbilities).toHaveLength(1);
  });
});

describeWithSharedData('702.124a: partner (2020 pool)', [POOL_FILE], () => {
  it('702.124a: partner modifies only Commander deck construction, before the game: Akiri, Line-Slinger compiles with it and is cast as any creature', () => {
    expect(compiledPoolCard('Akiri, Line-Slinger').keywords).toEqual(expect.arrayContaining(['first strike', 'vigilance', 'partner']));
    const t = poolTrace(['Akiri, Line-Slinger'], ['Alice has Mountain, Plains', 'Alice hand: Akiri, Line-Slinger', 'Alice casts Akiri, Line-Slinger', 'resolve all']);
    expect(t.final.battlefield.some((p) => p.name === 'Akiri, Line-Slinger')).toBe(true);
  });
});

describeWithSharedData('702.56a: replicate (2020 pool)', [POOL_FILE], () => {
  it('702.56a: Vacuumelt replicated twice pays its replicate cost twice and is copied twice as it is cast, each copy with a new target', () => {
    expect(compiledPoolCard('Vacuumelt').replicate).toBe('{2}{U}');
    const t = poolTrace(['Vacuumelt'], ['Alice has 11 Islands', 'Bob has Hill Giant, Grizzly Bears, Ornithopter', 'Alice hand: Vacuumelt', 'Alice casts Vacuumelt replicated twice targeting Hill Giant', 'new targets for Vacuumelt: Grizzly Bears', 'new targets for Vacuumelt: Ornithopter', 'resolve all']);
    expect(t.events.some((e) => e.kind === 'trigger' && /Vacuumelt's replicate triggers .*"Replicate \(its replicate cost was paid 2 times\)"/.test(e.text))).toBe(true);
    expect(t.final.players[1]).toMatchObject({ hand: expect.arrayContaining(['Hill Giant', 'Grizzly Bears', 'Ornithopter']) });
  });

  it('702.56a: cast without it, Vacuumelt\'s replicate cost is not paid (the default, stated) and nothing copies it', () => {
    const t = poolTrace(['Vacuumelt'], ['Alice has 5 Islands', 'Bob has Hill Giant', 'Alice hand: Vacuumelt', 'Alice casts Vacuumelt targeting Hill Giant', 'resolve all']);
    expect(t.events.some((e) => /Vacuumelt's replicate cost is not paid \(the default\)/.test(e.text))).toBe(true);
    expect(t.events.some((e) => /replicate triggers/.test(e.text))).toBe(false);
  });
});

describeWithSharedData('702.137a: spectacle (2020 pool)', [POOL_FILE], () => {
  it('702.137a: once an opponent lost life this turn, Dead Revels may be cast for its spectacle cost rather than its mana cost', () => {
    expect(compiledPoolCard('Dead Revels').spectacle).toBe('{1}{B}');
    const t = poolTrace(['Dead Revels'], ['Alice has 2 Swamps, Mountain', 'Alice graveyard: Grizzly Bears', 'Alice hand: Shock, Dead Revels', 'Alice casts Shock targeting Bob paying with Mountain', 'resolve', 'Alice casts Dead Revels with spectacle targeting Grizzly Bears', 'resolve all']);
    expect(t.events.some((e) => /Dead Revels is cast for its spectacle cost/.test(e.text))).toBe(true);
    expect(t.final.players[0]).toMatchObject({ hand: ['Grizzly Bears'] });
  });

  it('702.137a: with no opponent having lost life this turn, the spectacle cost can\'t be paid', () => {
    const result = simulatePool(['Dead Revels'], ['Alice has 2 Swamps', 'Alice graveyard: Grizzly Bears', 'Alice hand: Dead Revels', 'Alice casts Dead Revels with spectacle targeting Grizzly Bears']);
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/can't be cast for its spectacle cost: no opponent lost life this turn/);
  });
});

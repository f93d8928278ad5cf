/**
 * 711 leveler cards and 702.87 level up, 702.107 outlast, read from real cards of the 2020 pool: each
 * striation ("LEVEL 1-4", its power/toughness and abilities) applies while the card has that many
 * level counters; level up and outlast put a counter on it, only as a sorcery.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace, simulatePool } from './pool';

describeWithSharedData('711 levelers, 702.87 level up, 702.107 outlast (2020 pool)', [POOL_FILE], () => {
  const escort = (counters: number) => poolTrace(['Caravan Escort'], [`Alice has Caravan Escort${counters ? ` (${counters} level counter${counters > 1 ? 's' : ''})` : ''}`]).final.battlefield[0]!;

  it('711.2a: Caravan Escort is 1/1 with no level counter, 2/2 at LEVEL 1-4, 5/5 with first strike at LEVEL 5+', () => {
    expect(escort(0)).toMatchObject({ power: 1, toughness: 1, keywords: [] });
    expect(escort(1)).toMatchObject({ power: 2, toughness: 2, keywords: [] });
    expect(escort(4)).toMatchObject({ power: 2, toughness: 2, keywords: [] });
    expect(escort(5)).toMatchObject({ power: 5, toughness: 5, keywords: ['first strike'] });
    expect(escort(9)).toMatchObject({ power: 5, toughness: 5 });
  });

  it('702.87a: level up puts a level counter on it, and its fifth counter makes it 5/5 (711.2a)', () => {
    const t = poolTrace(['Caravan Escort'], ['Alice has Caravan Escort (4 level counters), 2 Plains', 'Alice activates Caravan Escort', 'resolve']);
    expect(t.final.battlefield.find((p) => p.name === 'Caravan Escort')).toMatchObject({ counters: { level: 5 }, power: 5, toughness: 5, keywords: ['first strike'] });
  });

  it('702.87a: level up is activated only as a sorcery', () => {
    const result = simulatePool(['Caravan Escort'], ['Alice has Caravan Escort, 2 Plains', 'turn: Alice, combat', 'Alice activates Caravan Escort']);
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.events.find((e) => e.kind === 'illegal-action')?.rules).toContain('602.5d');
  });

  it("711.2b: a striation's activated ability exists only at its level: Guul Draz Assassin's {B}, {T} gives -2/-2 at LEVEL 2-3, none below", () => {
    const t = poolTrace(['Guul Draz Assassin'], ['Alice has Guul Draz Assassin (2 level counters), Swamp', 'Bob has Hill Giant', 'Alice activates Guul Draz Assassin: -2/-2 targeting Hill Giant', 'resolve']);
    expect(t.final.battlefield.find((p) => p.name === 'Hill Giant')).toMatchObject({ power: 1, toughness: 1 });
    const low = simulatePool(['Guul Draz Assassin'], ['Alice has Guul Draz Assassin (1 level counter), Swamp', 'Bob has Hill Giant', 'Alice activates Guul Draz Assassin: -2/-2 targeting Hill Giant']);
    if (!low.ok) throw new Error(low.message);
    expect(low.trace.events.some((e) => e.kind === 'illegal-action')).toBe(true);
  });

  it('702.107a: outlast puts a +1/+1 counter on Tuskguard Captain and taps it, and with a counter it gives trample to creatures with +1/+1 counters', () => {
    expect(compiledPoolCard('Tuskguard Captain').abilities?.[0]).toMatchObject({ name: 'outlast', cost: { mana: '{G}', tap: true }, timing: 'sorcery' });
    const t = poolTrace(['Tuskguard Captain'], ['Alice has Tuskguard Captain, Forest', 'Alice activates Tuskguard Captain', 'resolve']);
    expect(t.final.battlefield.find((p) => p.name === 'Tuskguard Captain')).toMatchObject({ tapped: true, counters: { '+1/+1': 1 }, power: 3, keywords: ['trample'] });
  });
});

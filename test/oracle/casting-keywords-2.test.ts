/**
 * Keyword abilities and symbols about casting, costs and mana (issue 20), on real cards of the 2020 pool,
 * each compiled from its Oracle text and played through the engine: snow mana {S} (107.4h).
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, poolGame, POOL_FILE, refusalIn, textOf } from './pool';

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

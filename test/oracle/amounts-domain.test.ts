/**
 * Domain (305.6): "for each basic land type among lands you control" and "the number of basic land
 * types among lands you control" — each of Plains, Island, Swamp, Mountain and Forest counted once,
 * however many lands have it, a dual land counting both its types; "among lands they control" of a
 * player the effect names. Real cards of the 2020 pool, each compiled from its Oracle text and played.
 */
import type { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame, poolTrace } from './pool';

const life = (g: Game, name: string) => g.snapshot().players.find((p) => p.name === name)?.life;
const sizes = (lines: string[], cards: string[]) =>
  Object.fromEntries(poolTrace(cards, lines).final.battlefield.filter((p) => p.power !== undefined).map((p) => [p.name, `${p.power}/${p.toughness}`]));

describeWithSharedData('domain: basic land types among lands (2020 pool)', [POOL_FILE], () => {
  it('305.6: Tribal Flames deals X damage, X the basic land types among its caster\'s lands — two Forests count once, Bayou counts as a Swamp and a Forest', () => {
    expect(compiledPoolCard('Tribal Flames').spell?.effects).toMatchObject([{ do: 'damage', amount: { basicLandTypes: { types: ['Land'], controller: 'you' } } }]);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Mountain', 'Bayou'], hand: ['Tribal Flames'] }, { name: 'Bob', battlefield: ['Plains', 'Island'] }] }, ['Tribal Flames', 'Bayou']);
    g.do({ type: 'cast', player: 'Alice', card: 'Tribal Flames', targets: ['Bob'] });
    g.resolveStack();
    // Forest, Mountain, Swamp: 3 (Bob's Plains and Island are his, not hers).
    expect(life(g, 'Bob')).toBe(17);
  });

  it('305.6: Allied Strategies — "target player draws a card for each basic land type among lands they control": that player\'s lands', () => {
    expect(compiledPoolCard('Allied Strategies').spell?.effects).toMatchObject([{ do: 'draw', amount: { basicLandTypes: { types: ['Land'] }, controlledBy: 'target' } }]);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Allied Strategies'], library: ['Island', 'Island', 'Island', 'Island'] }, { name: 'Bob', battlefield: ['Plains', 'Swamp', 'Swamp'], library: ['Forest', 'Forest', 'Forest', 'Forest'] }] }, ['Allied Strategies']);
    g.do({ type: 'cast', player: 'Alice', card: 'Allied Strategies', targets: ['Bob'] });
    g.resolveStack();
    expect(g.snapshot().players.find((p) => p.name === 'Bob')?.hand.length).toBe(2);
  });

  it('305.6, 613.4c: Kavu Scout gets +1/+0 for each basic land type among lands you control, counted as the game goes', () => {
    expect(compiledPoolCard('Kavu Scout').abilities?.[0]).toMatchObject({ affects: 'self', modify: { powerPerCount: { basicLandTypes: { types: ['Land'], controller: 'you' }, power: 1, toughness: 0 } } });
    expect(sizes(['Alice has Kavu Scout, Plains, Plains, Island, Bayou', 'Bob has Mountain'], ['Kavu Scout', 'Bayou'])).toMatchObject({ 'Kavu Scout': '4/2' });
  });

  it('305.6, 604.3: Matca Rioters — power and toughness each equal to the number of basic land types among lands you control', () => {
    expect(compiledPoolCard('Matca Rioters').abilities?.[0]).toMatchObject({ modify: { definePowerToughness: { basicLandTypes: { types: ['Land'], controller: 'you' }, power: true, toughness: true } } });
    expect(sizes(['Alice has Matca Rioters, Forest, Mountain, Mountain', 'Bob has Plains, Island, Swamp'], ['Matca Rioters'])).toMatchObject({ 'Matca Rioters': '2/2' });
  });

  it('305.6: Spore Burst creates a Saproling for each basic land type among lands you control', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Plains'], hand: ['Spore Burst'] }, { name: 'Bob' }] }, ['Spore Burst']);
    g.do({ type: 'cast', player: 'Alice', card: 'Spore Burst' });
    g.resolveStack();
    expect(g.snapshot().battlefield.filter((p) => p.name.includes('Saproling')).length).toBe(2);
  });
});

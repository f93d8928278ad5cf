/**
 * 601.3b–c: "You may cast ~ as though it had flash if you pay {2} more to cast it", read from real cards
 * of the 2020 pool: at instant speed for its extra cost, at sorcery speed for its mana cost alone.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace, simulatePool } from './pool';

describeWithSharedData('601.3b–c: casting as though it had flash (2020 pool)', [POOL_FILE], () => {
  it('601.3c: Ghitu Fire cast in combat costs {2} more: X=1 takes four Mountains, and Bob is dealt 1 damage', () => {
    expect(compiledPoolCard('Ghitu Fire').castAsThoughFlash).toEqual({ more: '{2}' });
    const t = poolTrace(['Ghitu Fire'], ['Alice has 4 Mountains', 'Alice hand: Ghitu Fire', 'turn: Alice, combat', 'Alice casts Ghitu Fire with X=1 targeting Bob', 'resolve']);
    expect(t.events.some((e) => e.rules.includes('601.3c') && /as though it had flash/.test(e.text))).toBe(true);
    expect(t.final.players[1]).toMatchObject({ life: 19 });
    expect(t.final.battlefield.filter((p) => p.tapped)).toHaveLength(4);
  });

  it('601.3c: with three Mountains it can\'t be cast in combat (X=1 and {2} more), and at sorcery speed it costs its mana cost alone', () => {
    const short = simulatePool(['Ghitu Fire'], ['Alice has 3 Mountains', 'Alice hand: Ghitu Fire', 'turn: Alice, combat', 'Alice casts Ghitu Fire with X=1 targeting Bob']);
    if (!short.ok) throw new Error(short.message);
    expect(short.trace.events.some((e) => e.kind === 'illegal-action')).toBe(true);
    const main = poolTrace(['Ghitu Fire'], ['Alice has 2 Mountains', 'Alice hand: Ghitu Fire', 'Alice casts Ghitu Fire with X=1 targeting Bob', 'resolve']);
    expect(main.events.some((e) => e.rules.includes('601.3b'))).toBe(false);
    expect(main.final.players[1]).toMatchObject({ life: 19 });
  });
});

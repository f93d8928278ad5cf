/**
 * 113.6m: abilities that move the card they're on out of a graveyard work from the graveyard — "{1}{B}: Return ~
 * from your graveyard to the battlefield tapped" is activated there, "Whenever you cast a multicolored spell, you
 * may return ~ from your graveyard to your hand" triggers there — read from real cards of the 2020 pool.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace, simulatePool } from './pool';

describeWithSharedData('113.6m: abilities that work from a graveyard (2020 pool)', [POOL_FILE], () => {
  it('113.6m: Reassembling Skeleton\'s "Return ~ from your graveyard to the battlefield tapped" is an ability of the card in the graveyard', () => {
    expect(compiledPoolCard('Reassembling Skeleton').abilities).toEqual([
      { kind: 'activated', cost: { mana: '{1}{B}' }, targets: [], effects: [{ do: 'return-to-battlefield', what: 'self-in-graveyard', tapped: true }], zone: 'graveyard', text: '{1}{B}: Return Reassembling Skeleton from your graveyard to the battlefield tapped.' },
    ]);
    const t = poolTrace(['Reassembling Skeleton'], ['Alice has 2 Swamps', 'Alice graveyard: Reassembling Skeleton', 'Alice activates Reassembling Skeleton', 'resolve all']);
    expect(t.final.players[0]).toMatchObject({ graveyard: [] });
    expect(t.final.battlefield.find((p) => p.name === 'Reassembling Skeleton')).toMatchObject({ controller: 'Alice', tapped: true });
  });

  it('113.6m: the ability works only from the graveyard: a Reassembling Skeleton on the battlefield has no ability to activate', () => {
    const result = simulatePool(['Reassembling Skeleton'], ['Alice has Reassembling Skeleton, 2 Swamps', 'Alice activates Reassembling Skeleton']);
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/has no activated ability on the battlefield \(it has one that works from a graveyard/);
  });

  it('113.6m: Verdant Eidolon triggers from the graveyard when its owner casts a multicolored spell, not from the battlefield', () => {
    const eidolon = compiledPoolCard('Verdant Eidolon').abilities?.[1];
    expect(eidolon).toMatchObject({ kind: 'triggered', when: 'cast', zone: 'graveyard', optional: true, effects: [{ do: 'return-to-hand', what: 'self-in-graveyard' }] });
    const t = poolTrace(['Verdant Eidolon', 'Lightning Helix'], ['Alice has Plains, Mountain', 'Alice graveyard: Verdant Eidolon', 'Alice hand: Lightning Helix', 'Alice casts Lightning Helix targeting Bob', 'resolve all']);
    expect(t.events.some((e) => e.kind === 'trigger' && /Verdant Eidolon's ability triggers/.test(e.text))).toBe(true);
    expect(t.final.players[0]).toMatchObject({ hand: ['Verdant Eidolon'] });
    const onBattlefield = poolTrace(['Verdant Eidolon', 'Lightning Helix'], ['Alice has Verdant Eidolon, Plains, Mountain', 'Alice hand: Lightning Helix', 'Alice casts Lightning Helix targeting Bob', 'resolve all']);
    expect(onBattlefield.events.some((e) => e.kind === 'trigger' && /Verdant Eidolon/.test(e.text))).toBe(false);
  });

  it('113.6m, 400.7: the second of two activations finds the card gone from the graveyard and does nothing', () => {
    const t = poolTrace(['Reassembling Skeleton'], ['Alice has 4 Swamps', 'Alice graveyard: Reassembling Skeleton', 'Alice activates Reassembling Skeleton', 'Alice activates Reassembling Skeleton', 'resolve all']);
    expect(t.events.filter((e) => e.kind === 'resolve' && /Reassembling Skeleton's ability resolves/.test(e.text))).toHaveLength(2);
    expect(t.events.filter((e) => e.kind === 'zone-change' && /Reassembling Skeleton moves from Alice's graveyard to the battlefield/.test(e.text))).toHaveLength(1);
    expect(t.final.battlefield.filter((p) => p.name === 'Reassembling Skeleton')).toHaveLength(1);
  });
});

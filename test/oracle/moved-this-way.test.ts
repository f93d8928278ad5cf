/**
 * 608.2c, 608.2h: "for each card exiled this way", "for each creature destroyed this way" — counted from what the
 * effect right before moved, each as it last existed (an indestructible or regenerated creature isn't destroyed,
 * 702.12b, 701.19a), and "N life for each …" (107.1: a count multiplied). Real cards of the 2020 pool, compiled and played.
 */
import { compileCard } from '../../src/oracle/compile';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

describeWithSharedData('608.2c: what an effect moved "this way", counted (2020 pool)', [POOL_FILE], () => {
  it("608.2c: Crypt Incursion gains 3 life for each creature card it exiled from the target player's graveyard, not for the others", () => {
    expect(compiledPoolCard('Crypt Incursion').spell).toMatchObject({ effects: [{ do: 'exile' }, { do: 'gain-life', amount: { movedThisWay: {}, times: 3 } }] });
    const t = poolTrace(['Crypt Incursion'], ['Alice has 3 Swamps', 'Alice hand: Crypt Incursion', 'Bob graveyard: Grizzly Bears, Llanowar Elves, Shock', 'Alice casts Crypt Incursion targeting Bob', 'resolve all']);
    expect(t.final.players[1]).toMatchObject({ graveyard: ['Shock'], exile: ['Grizzly Bears', 'Llanowar Elves'] });
    expect(t.final.players[0]!.life).toBe(26);
  });

  it('608.2c, 702.12b: Rain of Daggers — its caster loses 2 life for each creature destroyed, an indestructible one not among them', () => {
    const t = poolTrace(['Rain of Daggers'], ['Alice has 6 Swamps', 'Alice hand: Rain of Daggers', 'Bob has Grizzly Bears, Hill Giant, Darksteel Myr', 'Alice casts Rain of Daggers targeting Bob', 'resolve all']);
    expect(t.final.battlefield.filter((p) => p.controller === 'Bob').map((p) => p.name)).toEqual(['Darksteel Myr']);
    expect(t.final.players[0]!.life).toBe(16);
  });

  it('608.2c, 608.2h: Righteous Fury counts the tapped creatures destroyed as they last existed, its own caster\'s too', () => {
    const t = poolTrace(['Righteous Fury'], ['Alice has 6 Plains, Grizzly Bears (tapped)', 'Alice hand: Righteous Fury', 'Bob has Hill Giant (tapped), Llanowar Elves', 'Alice casts Righteous Fury', 'resolve all']);
    expect(t.final.battlefield.map((p) => p.name).filter((n) => n !== 'Plains')).toEqual(['Llanowar Elves']);
    expect(t.final.players[0]!.life).toBe(24);
  });

  it('608.2c: a count of what was destroyed this way after anything but the one destruction is refused, naming the gap', () => {
    const result = compileCard({ name: 'Odd Ritual', manaCost: '{1}{W}', typeLine: 'Sorcery', oracleText: 'Draw a card. You gain 1 life for each creature destroyed this way.' });
    expect(result).toMatchObject({ status: 'unsupported', kind: 'engine', reason: expect.stringMatching(/can't yet count what was destroyed this way but right after the one effect that destroyed it/) });
  });

  it("107.1: Goldnight Redeemer's \"you gain 2 life for each other creature you control\" gains twice the count", () => {
    const t = poolTrace(['Goldnight Redeemer'], ['Alice has 6 Plains, Grizzly Bears, Llanowar Elves', 'Alice hand: Goldnight Redeemer', 'Alice casts Goldnight Redeemer', 'resolve all']);
    expect(t.final.players[0]!.life).toBe(24);
  });
});

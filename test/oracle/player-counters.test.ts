/**
 * Counters on players (122.1): energy (107.14: "you get {E}{E}", "Pay {E}{E}" as a cost, "you may pay {E}.
 * If you do, …", "… unless you pay {E}{E}") and poison (122.1f: "target player gets a poison counter"),
 * read from real cards of the 2020 pool and played.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace, simulatePool } from './pool';

describeWithSharedData('122.1: counters on players (2020 pool)', [POOL_FILE], () => {
  it('107.14: Aethertorch Renegade gives its controller four energy as it enters, and its ability removes two', () => {
    const abilities = compiledPoolCard('Aethertorch Renegade').abilities!;
    expect(abilities[0]).toMatchObject({ kind: 'triggered', when: 'enters', effects: [{ do: 'player-counters', counter: 'energy', amount: 4, who: 'you' }] });
    expect(abilities[1]).toMatchObject({ kind: 'activated', cost: { tap: true, payEnergy: 2 } });
    const t = poolTrace(['Aethertorch Renegade'], ['Alice has 3 Mountains', 'Bob has Grizzly Bears', 'Alice hand: Aethertorch Renegade', 'Alice casts Aethertorch Renegade', 'resolve all']);
    expect(t.final.players[0]).toMatchObject({ energy: 4 });
    const shot = poolTrace(['Aethertorch Renegade'], ['Alice has Aethertorch Renegade', 'Alice energy: 3', 'Bob has Grizzly Bears', 'Alice activates Aethertorch Renegade targeting Grizzly Bears', 'resolve all']);
    expect(shot.final.players[0]).toMatchObject({ energy: 1 });
    expect(shot.final.battlefield.find((p) => p.name === 'Grizzly Bears')).toMatchObject({ damage: 1 });
  });

  it('107.14, 118.3: an energy cost the player can\'t pay is refused; energy is never taken to pay mana by default', () => {
    const result = simulatePool(['Aethertorch Renegade'], ['Alice has Aethertorch Renegade', 'Alice energy: 1', 'Bob has Grizzly Bears', 'Alice activates Aethertorch Renegade targeting Grizzly Bears']);
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/has 1 energy and can't pay \{E\}\{E\}/);
    const cast = simulatePool(['Servant of the Conduit'], ['Alice has Servant of the Conduit, Forest', 'Alice energy: 2', 'Alice hand: Grizzly Bears', 'Alice casts Grizzly Bears']);
    if (!cast.ok) throw new Error(cast.message);
    expect(cast.trace.final.players[0]).toMatchObject({ energy: 2 });
    expect(cast.trace.events.some((e) => e.kind === 'illegal-action')).toBe(true);
  });

  it('107.14, 118.12: Thriving Rats attacks and its controller may pay {E}{E}; paid, it gets a +1/+1 counter, and not without the energy', () => {
    const paid = poolTrace(['Thriving Rats'], ['Alice has Thriving Rats', 'Alice energy: 2', 'turn: Alice, declare attackers', 'Alice attacks with Thriving Rats', 'resolve all']);
    expect(paid.final.players[0]!.energy).toBeUndefined();
    expect(paid.final.battlefield.find((p) => p.name === 'Thriving Rats')?.counters).toEqual({ '+1/+1': 1 });
    const unpaid = poolTrace(['Thriving Rats'], ['Alice has Thriving Rats', 'Alice energy: 1', 'turn: Alice, declare attackers', 'Alice attacks with Thriving Rats', 'resolve all']);
    expect(unpaid.final.players[0]).toMatchObject({ energy: 1 });
    expect(unpaid.final.battlefield.find((p) => p.name === 'Thriving Rats')?.counters ?? {}).toEqual({});
  });

  it('107.14, 118.12a: Lathnu Hellion is sacrificed at its controller\'s end step unless they pay {E}{E}', () => {
    const kept = poolTrace(['Lathnu Hellion'], ['Alice has Lathnu Hellion', 'Alice energy: 2', 'turn: Alice, end', 'resolve all']);
    expect(kept.final.battlefield.map((p) => p.name)).toContain('Lathnu Hellion');
    expect(kept.final.players[0]!.energy).toBeUndefined();
    const lost = poolTrace(['Lathnu Hellion'], ['Alice has Lathnu Hellion', 'Alice energy: 1', 'turn: Alice, end', 'resolve all']);
    expect(lost.final.players[0]).toMatchObject({ graveyard: ['Lathnu Hellion'], energy: 1 });
  });

  it('122.1f, 704.5c: Ichor Rats gives each player a poison counter; the tenth loses the game', () => {
    expect(compiledPoolCard('Ichor Rats').abilities?.[0]).toMatchObject({ effects: [{ do: 'player-counters', counter: 'poison', amount: 1, who: 'each-player' }] });
    const t = poolTrace(['Ichor Rats'], ['Alice has 3 Swamps', 'Alice hand: Ichor Rats', 'Bob poison: 9', 'Alice casts Ichor Rats', 'resolve all']);
    expect(t.final.players[0]).toMatchObject({ poison: 1, lost: false });
    expect(t.final.players[1]).toMatchObject({ poison: 10, lost: true });
  });
});

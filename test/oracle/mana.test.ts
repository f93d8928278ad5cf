/** Mana abilities (106, 605) read from real cards of the 2020 pool, compiled and played. */
import { Game, type CardDefinitionInput } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, simulatePool } from './pool';

type PrintedCard = Parameters<typeof compileCard>[0];

function compiled(card: PrintedCard): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}

const arcaneSanctum = compiled({ name: 'Arcane Sanctum', typeLine: 'Land', oracleText: 'Arcane Sanctum enters the battlefield tapped.\n{T}: Add {W}, {U}, or {B}.' });

describe('a mana ability that adds one of several types (106.1, 605.1a)', () => {
  it('reads "Add {W}, {U}, or {B}" as one mana of one of the three types', () => {
    expect(arcaneSanctum.abilities).toContainEqual(expect.objectContaining({ kind: 'activated', cost: { tap: true }, effects: [{ do: 'add-mana', mana: ['W', 'U', 'B'], amount: 1 }] }));
  });

  it('106.4: the player chooses the type as it resolves ("taps Arcane Sanctum for {U}"); with none chosen, the first offered, said in the trace', () => {
    const chosen = new Game({ players: [{ name: 'Alice', battlefield: ['Arcane Sanctum'] }, { name: 'Bob' }], cards: [arcaneSanctum] });
    chosen.do({ type: 'activate', player: 'Alice', source: 'Arcane Sanctum', mana: 'U' });
    expect(chosen.snapshot().players[0]!.manaPool).toBe('{U}');
    const unnamed = new Game({ players: [{ name: 'Alice', battlefield: ['Arcane Sanctum'] }, { name: 'Bob' }], cards: [arcaneSanctum] });
    const events = unnamed.do({ type: 'activate', player: 'Alice', source: 'Arcane Sanctum' });
    expect(unnamed.snapshot().players[0]!.manaPool).toBe('{W}');
    expect(events.some((e) => e.kind === 'choice' && /takes \{W\} \(the first type offered/.test(e.text))).toBe(true);
    // {R} is not among them.
    const red = new Game({ players: [{ name: 'Alice', battlefield: ['Arcane Sanctum'] }, { name: 'Bob' }], cards: [arcaneSanctum] });
    expect(red.do({ type: 'activate', player: 'Alice', source: 'Arcane Sanctum', mana: 'R' }).some((e) => e.kind === 'illegal-action')).toBe(true);
  });
});

describeWithSharedData('605.3b: a mana ability resolves at once, all of it (2020 pool)', [POOL_FILE], () => {
  const texts = (lines: string[], card: string) => {
    const result = simulatePool([card], lines);
    if (!result.ok) throw new Error(result.message);
    return { events: result.trace.events.map((e) => e.text), final: result.trace.final };
  };

  it('605.3b: Adarkar Wastes tapped for {W} deals 1 damage to its controller as the mana is added', () => {
    const { events, final } = texts(['Alice has Adarkar Wastes', 'Alice taps Adarkar Wastes for {W}'], 'Adarkar Wastes');
    expect(events).toContain('Adarkar Wastes deals 1 damage to Alice (life 19)');
    expect(final.players[0]).toMatchObject({ life: 19 });
  });

  it('605.3b: Adarkar Wastes tapped for {C} by its other ability deals no damage', () => {
    const { final } = texts(['Alice has Adarkar Wastes', 'Alice taps Adarkar Wastes for {C}'], 'Adarkar Wastes');
    expect(final.players[0]).toMatchObject({ life: 20 });
  });

  it('605.3b: Chromatic Sphere adds its mana and draws the card at once, without the stack', () => {
    const { events } = texts(['Alice has Chromatic Sphere, Island', 'Alice library: Forest, Mountain', 'Alice activates Chromatic Sphere'], 'Chromatic Sphere');
    const added = events.findIndex((text) => /Chromatic Sphere's ability resolves at once: Alice adds/.test(text));
    expect(added).toBeGreaterThan(-1);
    expect(events[added + 1]).toBe("Forest moves from Alice's library to Alice's hand (drawn)");
  });
});

describeWithSharedData('106.1: a mana ability that adds several types of mana at once (2020 pool)', [POOL_FILE], () => {
  it('106.1: Boros Signet ("{1}, {T}: Add {R}{W}.") adds {R} and {W} together, its {1} paid from a Swamp first (601.2g)', () => {
    const signet = compiledPoolCard('Boros Signet');
    expect(signet.abilities).toEqual([expect.objectContaining({ cost: { mana: '{1}', tap: true }, effects: [{ do: 'add-mana', mana: { each: ['R', 'W'] }, amount: 1 }] })]);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Boros Signet', 'Swamp'] }, { name: 'Bob' }], cards: [signet] });
    g.do({ type: 'activate', player: 'Alice', source: 'Boros Signet' });
    expect(g.snapshot().players[0]!.manaPool).toBe('{W}{R}');
    expect(g.snapshot().battlefield.filter((p) => p.tapped).map((p) => p.label)).toEqual(['Boros Signet', 'Swamp']);
  });

  it('106.1: Crosis\'s Attendant adds {U}{B}{R} at once, sacrificed for its cost (a scenario)', () => {
    const attendant = compiledPoolCard("Crosis's Attendant");
    const { events, final } = (() => {
      const result = simulatePool(["Crosis's Attendant"], ["Alice has Crosis's Attendant, Swamp", "Alice activates Crosis's Attendant"]);
      if (!result.ok) throw new Error(result.message);
      return { events: result.trace.events.map((e) => e.text), final: result.trace.final };
    })();
    expect(attendant.abilities?.[0]).toMatchObject({ cost: { mana: '{1}', sacrificeSelf: true } });
    expect(events.some((text) => /Alice adds \{U\}\{B\}\{R\}/.test(text))).toBe(true);
    expect(final.players[0]).toMatchObject({ manaPool: '{U}{B}{R}', graveyard: ["Crosis's Attendant"] });
  });
});

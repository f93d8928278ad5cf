/**
 * Static abilities, combat rules and replacements of real cards of the 2020 pool (604, 508–509, 614,
 * 615): player hexproof and shroud, conditions of a spell's own cost reduction, untap rules with a
 * condition, played through the engine.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame, poolTrace, refusalIn, textOf } from './pool';

type Trace = ReturnType<typeof poolTrace>;
const permanent = (trace: Trace, controller: string, name: string) => trace.final.battlefield.find((p) => p.name === name && p.controller === controller);
const texts = (trace: Trace) => trace.events.map((e) => e.text).join('\n');

describeWithSharedData('702.11c, 702.18b: "You have hexproof", "You have shroud" (2020 pool)', [POOL_FILE], () => {
  it('702.11c: with Leyline of Sanctity, Alice can\'t be the target of Bob\'s Lava Spike, but of her own spells still', () => {
    expect(compiledPoolCard('Leyline of Sanctity').abilities).toEqual([expect.objectContaining({ affects: 'you', playerKeywords: ['hexproof'] })]);
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Leyline of Sanctity', 'Mountain'], hand: ['Lava Spike'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lava Spike'] }], activePlayer: 'Bob' }, ['Leyline of Sanctity', 'Lava Spike']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Bob', card: 'Lava Spike', targets: ['Alice'] }))).toMatch(/Alice has hexproof \(702\.11c\)/);
  });

  it('702.18b: with Ivory Mask, not even Alice can target herself', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Ivory Mask', 'Mountain'], hand: ['Lava Spike'] }, { name: 'Bob' }] }, ['Ivory Mask', 'Lava Spike']);
    expect(refusalIn(g.do({ type: 'cast', player: 'Alice', card: 'Lava Spike', targets: ['Alice'] }))).toMatch(/Alice has shroud \(702\.18b\)/);
  });
});

describeWithSharedData('601.2f: a spell\'s own cost reduction, checked as its cost is determined (2020 pool)', [POOL_FILE], () => {
  it('601.2f: Avatar of Hope costs {6} less only while its caster has 3 or less life', () => {
    const plains = ['Plains', 'Plains'];
    const healthy = poolGame({ players: [{ name: 'Alice', battlefield: plains, hand: ['Avatar of Hope'] }, { name: 'Bob' }] }, ['Avatar of Hope']);
    expect(refusalIn(healthy.do({ type: 'cast', player: 'Alice', card: 'Avatar of Hope' }))).toMatch(/can't pay \{6\}\{W\}\{W\}/);
    const g = poolGame({ players: [{ name: 'Alice', life: 3, battlefield: plains, hand: ['Avatar of Hope'] }, { name: 'Bob' }] }, ['Avatar of Hope']);
    const events = g.do({ type: 'cast', player: 'Alice', card: 'Avatar of Hope' });
    expect(refusalIn(events)).toBeUndefined();
    expect(textOf(events)).toMatch(/The total cost of Avatar of Hope is \{W\}\{W\}/);
  });

  it('601.2f: Bone Picker costs {3} less after a creature died this turn', () => {
    const trace = poolTrace(['Bone Picker'], ['Alice has Swamp, Mountain', 'Alice hand: Bone Picker, Shock', 'Bob has Llanowar Elves', "Alice casts Shock targeting Bob's Llanowar Elves", 'resolve all', 'Alice casts Bone Picker', 'resolve all']);
    expect(texts(trace)).toMatch(/The total cost of Bone Picker is \{B\}/);
    expect(permanent(trace, 'Alice', 'Bone Picker')).toBeDefined();
  });
});

describeWithSharedData('502.3, 611.3a: "~ doesn\'t untap during your untap step if …" (2020 pool)', [POOL_FILE], () => {
  it('502.3: Land Cap stays tapped while it has a depletion counter on it, and untaps once the last is removed', () => {
    expect(compiledPoolCard('Land Cap').abilities?.[0]).toMatchObject({ rules: { doesntUntap: true }, condition: { counters: 'depletion', on: 'self', atLeast: 1 } });
    const start = ['Alice has Land Cap (tapped, 1 depletion counter)', 'Bob has Forest'];
    // Alice's next untap step: the counter is still there (the upkeep removes it only afterwards).
    const held = poolTrace(['Land Cap'], [...start, 'next turn', 'next turn']);
    expect(permanent(held, 'Alice', 'Land Cap')).toMatchObject({ tapped: true });
    const freed = poolTrace(['Land Cap'], [...start, 'next turn', 'next turn', 'next turn', 'next turn']);
    expect(permanent(freed, 'Alice', 'Land Cap')?.tapped).toBe(false);
  });
});

describeWithSharedData('509.1b: "Target creature can\'t block ~ this turn" (2020 pool)', [POOL_FILE], () => {
  it("509.1b: after Screeching Griffin's ability, Bob's Grizzly Bears can't block it; his Savannah Lions still can", () => {
    expect(compiledPoolCard('Screeching Griffin').abilities?.[0]).toMatchObject({ effects: [{ do: 'cant-block-attacker', on: 'target', attacker: 'self' }] });
    const setup = ['Alice has Screeching Griffin, Mountain', 'Bob has Grizzly Bears, Savannah Lions', 'Alice activates Screeching Griffin targeting Grizzly Bears', 'resolve all', 'Alice attacks with Screeching Griffin'];
    const barred = poolTrace(['Screeching Griffin'], [...setup, 'Bob blocks Screeching Griffin with Grizzly Bears']);
    expect(texts(barred)).toMatch(/an effect says Grizzly Bears can't block Screeching Griffin this turn \(509\.1b\)/);
    const lions = poolTrace(['Screeching Griffin'], [...setup, 'Bob blocks Screeching Griffin with Savannah Lions', 'resolve all']);
    expect(texts(lions)).not.toMatch(/can't block Screeching Griffin this turn \(509\.1b\)/);
    expect(permanent(lions, 'Alice', 'Screeching Griffin')).toBeDefined();
  });

  it("611.2c: Sabertooth Alley Cat's \"creatures without defender can't block ~ this turn\" keeps Bob's Grizzly Bears from blocking it", () => {
    const trace = poolTrace(['Sabertooth Alley Cat'], ['Alice has Sabertooth Alley Cat, Mountain, Mountain', 'Bob has Grizzly Bears, Wall of Stone', 'Alice activates Sabertooth Alley Cat', 'resolve all', 'Alice attacks with Sabertooth Alley Cat', 'Bob blocks Sabertooth Alley Cat with Grizzly Bears']);
    expect(texts(trace)).toMatch(/Grizzly Bears can't block Sabertooth Alley Cat this turn \(509\.1b\)/);
  });
});

describeWithSharedData('601.2a, 614.1c: "if you cast it from your hand" (2020 pool)', [POOL_FILE], () => {
  const swamps = 'Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp';
  it("614.1c: Myojin of Night's Reach enters with a divinity counter cast from its owner's hand; returned by Zombify, without one", () => {
    expect(compiledPoolCard("Myojin of Night's Reach").entersWithCounters).toEqual({ counter: 'divinity', amount: 1, condition: 'cast-from-hand' });
    const cast = poolTrace(["Myojin of Night's Reach"], [`Alice has ${swamps}`, "Alice hand: Myojin of Night's Reach", "Alice casts Myojin of Night's Reach", 'resolve all']);
    expect(permanent(cast, 'Alice', "Myojin of Night's Reach")?.counters).toEqual({ divinity: 1 });
    const returned = poolTrace(["Myojin of Night's Reach", 'Zombify'], ['Alice has Swamp, Swamp, Swamp, Swamp', 'Alice hand: Zombify', "Alice graveyard: Myojin of Night's Reach", "Alice casts Zombify targeting Myojin of Night's Reach", 'resolve all']);
    expect(texts(returned)).toMatch(/Myojin of Night's Reach enters without divinity counters: the condition of its "enters with" doesn't hold/);
    expect(permanent(returned, 'Alice', "Myojin of Night's Reach")?.counters ?? {}).toEqual({});
  });

  it('603.4: Reiver Demon\'s "When ~ enters, if you cast it from your hand" triggers only when it was cast from the hand', () => {
    const cast = poolTrace(['Reiver Demon'], [`Alice has ${swamps}`, 'Alice hand: Reiver Demon', 'Bob has Grizzly Bears', 'Alice casts Reiver Demon', 'resolve all']);
    expect(permanent(cast, 'Bob', 'Grizzly Bears')).toBeUndefined();
    const returned = poolTrace(['Reiver Demon', 'Zombify'], ['Alice has Swamp, Swamp, Swamp, Swamp', 'Alice hand: Zombify', 'Alice graveyard: Reiver Demon', 'Bob has Grizzly Bears', 'Alice casts Zombify targeting Reiver Demon', 'resolve all']);
    expect(permanent(returned, 'Bob', 'Grizzly Bears')).toBeDefined();
  });
});

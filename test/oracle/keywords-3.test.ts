/**
 * Keyword abilities and keyword actions on real cards of the 2020 pool, each compiled from its Oracle text
 * and played through the engine: support (701.41), reinforce (702.77), keywords separated by ";".
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, poolGame, POOL_FILE, poolTrace as trace, refusalIn, simulatePool } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const permanent = (t: Trace, label: string) => t.final.battlefield.find((p) => p.label === label);

describeWithSharedData('keyword actions and keywords (2020 pool)', [POOL_FILE], () => {
  it('701.41a: "support 2" on a permanent puts a +1/+1 counter on each of up to two other target creatures — Saddleback Lagac', () => {
    const t = trace(['Saddleback Lagac'], ['Alice has 4 Forest, Grizzly Bears, Llanowar Elves', 'Alice hand: Saddleback Lagac', 'Alice casts Saddleback Lagac', 'resolve', 'Saddleback Lagac trigger targeting Grizzly Bears, Llanowar Elves', 'resolve all']);
    expect([permanent(t, 'Grizzly Bears')?.counters, permanent(t, 'Llanowar Elves')?.counters]).toEqual([{ '+1/+1': 1 }, { '+1/+1': 1 }]);
    expect(permanent(t, 'Saddleback Lagac')?.counters?.['+1/+1']).toBeUndefined();
    // "other": the creature with support isn't one of its targets.
    const self = simulatePool(['Saddleback Lagac'], ['Alice has 4 Forest', 'Alice hand: Saddleback Lagac', 'Alice casts Saddleback Lagac', 'resolve', 'Saddleback Lagac trigger targeting Saddleback Lagac']);
    expect(self.ok).toBe(false);
  });

  it('701.41a: "Support 2" on an instant targets up to two creatures — Unity of Purpose, then untaps each creature with a +1/+1 counter', () => {
    const t = trace(['Unity of Purpose'], ['Alice has 4 Island, Grizzly Bears (tapped), Llanowar Elves (tapped)', 'Alice hand: Unity of Purpose', 'Alice casts Unity of Purpose targeting Grizzly Bears', 'resolve all']);
    expect(permanent(t, 'Grizzly Bears')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(permanent(t, 'Grizzly Bears')?.tapped).toBeFalsy();
    expect(permanent(t, 'Llanowar Elves')?.tapped).toBe(true);
  });

  it('702.77a: reinforce is "[Cost], Discard this card: Put N +1/+1 counters on target creature", from a hand — Burrenton Bombardier', () => {
    expect(compiledPoolCard('Burrenton Bombardier').abilities).toContainEqual(expect.objectContaining({ name: 'reinforce', zone: 'hand', cost: { mana: '{2}{W}', discardSelf: true } }));
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Grizzly Bears'], hand: ['Burrenton Bombardier'] }, { name: 'Bob' }] }, ['Burrenton Bombardier']);
    expect(refusalIn(g.do({ type: 'activate', player: 'Alice', source: 'Burrenton Bombardier', from: 'hand', ability: 'reinforce', targets: ['Grizzly Bears'] }))).toBeUndefined();
    expect(g.snapshot().players[0]!.graveyard).toEqual(['Burrenton Bombardier']);
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.name === 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4 });
  });

  it('702.1: keywords of a line separated by ";" are each a keyword — Bayou Dragonfly has flying and swampwalk', () => {
    expect(compiledPoolCard('Bayou Dragonfly').keywords).toEqual(['flying', 'swampwalk']);
    const t = trace(['Bayou Dragonfly'], ['Alice has Bayou Dragonfly', 'Bob has Swamp, Giant Spider', 'turn: Alice, declare attackers', 'Alice attacks with Bayou Dragonfly', 'Bob blocks Bayou Dragonfly with Giant Spider', 'go to end of combat']);
    expect(texts(t)).toContainEqual(expect.stringMatching(/Giant Spider can't block Bayou Dragonfly: Bayou Dragonfly has swampwalk and the defending player controls a Swamp \(702\.14c\)/));
  });
});

describeWithSharedData('exiled with time counters (2020 pool)', [POOL_FILE], () => {
  it('702.62b: "Exile Arc Blade with three time counters on it" — the resolving sorcery is exiled, not put into a graveyard (608.2n), and is suspended: cast again as its last counter is removed', () => {
    const lines = ['Alice has 5 Mountain', 'Alice hand: Arc Blade', 'Alice casts Arc Blade targeting Bob', 'resolve'];
    const cast = trace(['Arc Blade'], lines);
    expect(texts(cast)).toContainEqual('Arc Blade is exiled with 3 time counters on it');
    expect(cast.final.players.find((p) => p.name === 'Alice')).toMatchObject({ graveyard: [], exile: ['Arc Blade'] });
    expect(cast.final.players.find((p) => p.name === 'Bob')?.life).toBe(18);
    const again = trace(['Arc Blade'], [...lines, 'next turn', 'next turn', 'next turn', 'next turn', 'next turn', 'next turn', 'resolve', 'Alice casts Arc Blade with suspend targeting Bob', 'resolve all']);
    expect(again.final.players.find((p) => p.name === 'Bob')?.life).toBe(16);
    expect(again.final.players.find((p) => p.name === 'Alice')).toMatchObject({ graveyard: [], exile: ['Arc Blade'] });
  });
});

describeWithSharedData("ascend and the city's blessing (702.131, 2020 pool)", [POOL_FILE], () => {
  const player = (t: Trace, name: string) => t.final.players.find((p) => p.name === name);

  it("702.131a: ascend on a sorcery is its first instruction — Secrets of the Golden City with ten permanents gives the city's blessing, and draws three", () => {
    const library = 'Alice library: Forest, Forest, Forest, Forest';
    const ten = trace(['Secrets of the Golden City'], ['Alice has 10 Island', library, 'Alice hand: Secrets of the Golden City', 'Alice casts Secrets of the Golden City', 'resolve']);
    expect(texts(ten)).toContainEqual("Alice gets the city's blessing for the rest of the game: they control 10 permanents, and Secrets of the Golden City has ascend");
    expect(player(ten, 'Alice')).toMatchObject({ citysBlessing: true });
    expect(player(ten, 'Alice')?.hand).toHaveLength(3);
    const nine = trace(['Secrets of the Golden City'], ['Alice has 9 Island', library, 'Alice hand: Secrets of the Golden City', 'Alice casts Secrets of the Golden City', 'resolve']);
    expect(player(nine, 'Alice')?.citysBlessing).toBeUndefined();
    expect(player(nine, 'Alice')?.hand).toHaveLength(2);
  });

  it("702.131b–c: ascend on a permanent gives the blessing once its controller controls ten permanents, kept for the rest of the game — Snubhorn Sentry gets +3/+0", () => {
    const t = trace(['Snubhorn Sentry'], ['Alice has 8 Plains, Snubhorn Sentry', 'Alice hand: Plains', 'Alice plays Plains']);
    expect(texts(t)).toContainEqual("Alice gets the city's blessing for the rest of the game: they control 10 permanents, and Snubhorn Sentry has ascend");
    expect(permanent(t, 'Snubhorn Sentry')).toMatchObject({ power: 3, toughness: 3 });
    const nine = trace(['Snubhorn Sentry'], ['Alice has 8 Plains, Snubhorn Sentry']);
    expect(permanent(nine, 'Snubhorn Sentry')).toMatchObject({ power: 0, toughness: 3 });
  });

  it("602.5: \"Activate only if you have the city's blessing\" — Arch of Orazca draws only with the blessing", () => {
    const without = trace(['Arch of Orazca'], ['Alice has Arch of Orazca, 5 Island', 'Alice activates Arch of Orazca: Draw a card']);
    expect(texts(without)).toContainEqual(expect.stringMatching(/Arch of Orazca's ability can't be activated now: its "activate only" restriction doesn't hold/));
    const t = trace(['Arch of Orazca'], ['Alice has Arch of Orazca, 9 Island', 'Alice library: Forest', 'Alice activates Arch of Orazca: Draw a card', 'resolve']);
    expect(player(t, 'Alice')).toMatchObject({ citysBlessing: true, hand: ['Forest'] });
  });
});

describeWithSharedData('conspire (702.78, 2020 pool)', [POOL_FILE], () => {
  it('702.78a: Gleeful Sabotage cast conspired taps two untapped green creatures and is copied as it is cast, the copy with a new target', () => {
    const t = trace(['Gleeful Sabotage'], ['Alice has 2 Forest, Llanowar Elves, Grizzly Bears', "Bob has Glorious Anthem, Ornithopter", 'Alice hand: Gleeful Sabotage', "Alice casts Gleeful Sabotage conspired targeting Bob's Glorious Anthem", "new targets for Gleeful Sabotage: Bob's Ornithopter", 'resolve all']);
    expect(texts(t)).toContainEqual("Alice pays the cost of Gleeful Sabotage: tapping Llanowar Elves, Grizzly Bears");
    expect(texts(t)).toContainEqual(expect.stringMatching(/Gleeful Sabotage's conspire triggers/));
    expect(t.final.players.find((p) => p.name === 'Bob')?.graveyard).toEqual(expect.arrayContaining(['Glorious Anthem', 'Ornithopter']));
    expect([permanent(t, 'Llanowar Elves')?.tapped, permanent(t, 'Grizzly Bears')?.tapped]).toEqual([true, true]);
  });

  it('702.78a: without `conspired` its conspire cost is not paid and it is not copied; a creature sharing no color with the spell can\'t pay it (105.4)', () => {
    const plain = trace(['Barkshell Blessing'], ['Alice has Forest, Grizzly Bears, Llanowar Elves', 'Alice hand: Barkshell Blessing', 'Alice casts Barkshell Blessing targeting Grizzly Bears', 'resolve all']);
    expect(texts(plain)).toContainEqual("Barkshell Blessing's conspire cost is not paid (the default)");
    expect(permanent(plain, 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4 });
    const red = simulatePool(['Barkshell Blessing'], ['Alice has Forest, Grizzly Bears, Hill Giant', 'Alice hand: Barkshell Blessing', 'Alice casts Barkshell Blessing conspired targeting Grizzly Bears tapping Grizzly Bears, Hill Giant']);
    expect(red.ok ? texts(red.trace).join('\n') : red.message).toMatch(/can't tap "Hill Giant" for "tap 2 untapped white or green creature you control"/);
    const conspired = trace(['Barkshell Blessing'], ['Alice has Forest, Grizzly Bears, Llanowar Elves, Savannah Lions', 'Alice hand: Barkshell Blessing', 'Alice casts Barkshell Blessing conspired targeting Grizzly Bears tapping Llanowar Elves, Savannah Lions', 'resolve all']);
    expect(permanent(conspired, 'Grizzly Bears')).toMatchObject({ power: 6, toughness: 6 });
  });
});

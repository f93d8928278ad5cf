/** Banding (702.22), compiled from real cards of the 2020 pool and played through the engine's combat. */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace, simulatePool } from './pool';

type Trace = ReturnType<typeof poolTrace>;
const CARDS = ['Benalish Hero', 'Craw Wurm', 'War Elephant', 'Helm of Chatzuk'];
const texts = (trace: Trace) => trace.events.map((e) => e.text);
const damageOn = (trace: Trace, controller: string, name: string) => trace.final.battlefield.find((p) => p.name === name && p.controller === controller)?.damage;
const graveyard = (trace: Trace, player: string) => trace.final.players.find((p) => p.name === player)?.graveyard;

describeWithSharedData('702.22: banding (2020 pool)', [POOL_FILE], () => {
  it('702.22a: "Banding" and "gains banding until end of turn" compile', () => {
    expect(compiledPoolCard('Benalish Hero').keywords).toEqual(['banding']);
    expect(compiledPoolCard('War Elephant').keywords).toEqual(['trample', 'banding']);
    expect(compiledPoolCard('Helm of Chatzuk').abilities?.[0]).toMatchObject({ kind: 'activated', effects: [{ do: 'grant', on: 'target', keywords: ['banding'] }] });
  });

  const attackAsBand = ['Alice has Benalish Hero, Craw Wurm', 'Bob has Hill Giant', 'Alice bands Benalish Hero, Craw Wurm', 'Alice attacks with Benalish Hero, Craw Wurm', 'Bob blocks Benalish Hero with Hill Giant'];

  it('702.22c, 702.22h: Benalish Hero and Craw Wurm attack as a band; Hill Giant blocking the Hero blocks the Wurm too', () => {
    const trace = poolTrace(CARDS, [...attackAsBand, 'go to combat damage']);
    expect(texts(trace)).toContain('Benalish Hero, Craw Wurm attack as a band (702.22c): a creature blocking one of them blocks them all (702.22h)');
    expect(trace.events.find((e) => e.text.startsWith('Blocking a creature in a band'))).toMatchObject({ rules: ['702.22h'], text: 'Blocking a creature in a band blocks every creature in it: Craw Wurm by Hill Giant too (702.22h)' });
    // Craw Wurm deals its 6 to Hill Giant, not to Bob: it is blocked.
    expect(trace.final.players.find((p) => p.name === 'Bob')?.life).toBe(20);
    expect(graveyard(trace, 'Bob')).toContain('Hill Giant');
  });

  it('702.22k: the active player divides the damage of a creature blocking a band: Alice puts all of Hill Giant\'s 3 on Craw Wurm and the Hero lives', () => {
    const byDefault = poolTrace(CARDS, [...attackAsBand, 'go to combat damage']);
    expect(byDefault.events.find((e) => e.rules.includes('702.22k'))?.text).toMatch(/^Alice assigns Hill Giant's 3 combat damage among the creatures it blocks: 1 to Benalish Hero, 2 to Craw Wurm \(the default/);
    const chosen = poolTrace(CARDS, [...attackAsBand, 'Alice assigns Hill Giant: 3 to Craw Wurm']);
    expect(damageOn(chosen, 'Alice', 'Craw Wurm')).toBe(3);
    expect(damageOn(chosen, 'Alice', 'Benalish Hero')).toBe(0);
    const byBob = simulatePool(CARDS, [...attackAsBand, 'Bob assigns Hill Giant: 3 to Craw Wurm']);
    expect(byBob).toMatchObject({ ok: false, message: expect.stringContaining("Bob doesn't divide Hill Giant's combat damage: Benalish Hero has banding, so Alice does (702.22k)") });
  });

  it('702.22j: the defending player divides the damage of an attacker blocked by a creature with banding: Bob puts all of Craw Wurm\'s 6 on Benalish Hero', () => {
    const lines = ['Alice has Craw Wurm', 'Bob has Benalish Hero, Grizzly Bears', 'Alice attacks with Craw Wurm', 'Bob blocks Craw Wurm with Benalish Hero, Grizzly Bears'];
    const trace = poolTrace(CARDS, [...lines, 'Bob assigns Craw Wurm: 6 to Benalish Hero']);
    expect(trace.events.find((e) => e.rules.includes('702.22j'))?.text).toMatch(/^Bob divides Craw Wurm's 6 combat damage: 6 to Benalish Hero; it is blocked by a creature with banding/);
    expect(graveyard(trace, 'Bob')).toEqual(['Benalish Hero']);
    expect(simulatePool(CARDS, [...lines, 'Alice assigns Craw Wurm: 6 to Grizzly Bears'])).toMatchObject({ ok: false, message: expect.stringContaining("Alice doesn't divide Craw Wurm's combat damage: Benalish Hero has banding, so Bob does (702.22j)") });
  });

  it('702.22j: trample gives the attacker no say: Bob assigns all of War Elephant\'s damage to Benalish Hero', () => {
    const trace = poolTrace(CARDS, ['Alice has War Elephant', 'Bob has Benalish Hero', 'Alice attacks with War Elephant', 'Bob blocks War Elephant with Benalish Hero', 'go to combat damage']);
    expect(trace.events.find((e) => e.rules.includes('702.22j'))?.text).toMatch(/^Bob assigns War Elephant's 2 combat damage: 2 to Benalish Hero/);
    expect(trace.final.players.find((p) => p.name === 'Bob')?.life).toBe(20);
  });

  it('702.22j: banding gained after blockers are declared (Helm of Chatzuk) counts as damage is assigned', () => {
    const trace = poolTrace(CARDS, ['Alice has Craw Wurm', 'Bob has Helm of Chatzuk, Plains, Grizzly Bears, Hill Giant', 'Alice attacks with Craw Wurm', 'Bob blocks Craw Wurm with Grizzly Bears, Hill Giant', 'Bob activates Helm of Chatzuk targeting Grizzly Bears', 'resolve all', 'Bob assigns Craw Wurm: 6 to Hill Giant']);
    expect(trace.events.find((e) => e.rules.includes('702.22j'))?.text).toMatch(/^Bob divides Craw Wurm's 6 combat damage: 6 to Hill Giant/);
    expect(graveyard(trace, 'Bob')).toEqual(['Hill Giant']);
  });

  it('702.22c: a band has at most one creature without banding; 702.22d: its creatures attack the same player', () => {
    const two = poolTrace(CARDS, ['Alice has Benalish Hero, Craw Wurm, Grizzly Bears', 'Alice bands Benalish Hero, Craw Wurm, Grizzly Bears', 'Alice attacks with Benalish Hero, Craw Wurm, Grizzly Bears']);
    expect(two.events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/Craw Wurm and Grizzly Bears have no banding, and a band has at most one creature without banding \(702\.22c\)/);
    const lone = poolTrace(CARDS, ['Alice has Benalish Hero, Craw Wurm', 'Alice bands Benalish Hero', 'Alice attacks with Benalish Hero, Craw Wurm']);
    expect(lone.events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/a band is two or more attacking creatures, and only Benalish Hero is named/);
    const apart = poolTrace(CARDS, ['players: Alice, Bob, Carol', 'Alice has Benalish Hero, Craw Wurm', 'Alice bands Benalish Hero, Craw Wurm', 'Alice attacks Bob with Benalish Hero', 'Alice attacks Carol with Craw Wurm']);
    expect(apart.events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/Benalish Hero, Craw Wurm attack different players or planeswalkers, and a band's creatures all attack the same one \(702\.22d\)/);
  });
});

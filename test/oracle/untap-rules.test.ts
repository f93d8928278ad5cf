/** Untap rules of permanents (502.3, 611.2): "doesn't untap during your next untap step", compiled from real cards of the 2020 pool and played through the engine. */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

type Trace = ReturnType<typeof poolTrace>;
const permanent = (trace: Trace, controller: string, name: string) => trace.final.battlefield.find((p) => p.name === name && p.controller === controller);
const texts = (trace: Trace) => trace.events.map((e) => e.text).join('\n');

describeWithSharedData('502.3: "~ doesn\'t untap during your next untap step" (2020 pool)', [POOL_FILE], () => {
  const arbalest = () => compiledPoolCard('Arbalest Elite');
  it('reads the duration as the ability controller\'s next untap step', () => {
    expect(arbalest().abilities?.[0]).toMatchObject({ effects: [{ do: 'damage' }, { do: 'modify', on: 'self', until: 'your-next-untap-step', rules: { doesntUntap: true } }] });
    expect(compiledPoolCard('Decision Paralysis').spell?.effects?.[1]).toMatchObject({ do: 'modify', on: 'target', until: 'next-untap-step' });
  });

  it("502.3: Arbalest Elite stays tapped through its controller's next untap step and untaps in the one after", () => {
    const lines = ['Alice has Arbalest Elite, Plains, Plains, Plains', 'Bob has Hill Giant', 'turn: Bob, main', 'Bob attacks with Hill Giant', 'Alice activates Arbalest Elite targeting Hill Giant', 'resolve all'];
    const once = poolTrace(['Arbalest Elite'], [...lines, 'next turn']);
    expect(texts(once)).toMatch(/Arbalest Elite doesn't untap during Alice's next untap step/);
    expect(permanent(once, 'Bob', 'Hill Giant')).toBeUndefined();
    expect(texts(once)).toMatch(/Arbalest Elite doesn't untap \(an effect says so\)/);
    expect(permanent(once, 'Alice', 'Arbalest Elite')?.tapped).toBe(true);
    const twice = poolTrace(['Arbalest Elite'], [...lines, 'next turn', 'next turn', 'next turn']);
    expect(permanent(twice, 'Alice', 'Arbalest Elite')?.tapped).toBe(false);
  });

  it('605.1a: a mana ability that says so (Mogg Hollows) keeps the land tapped through the next untap step', () => {
    const trace = poolTrace(['Mogg Hollows'], ['Alice has Mogg Hollows', 'Alice taps Mogg Hollows for {R}', 'next turn', 'next turn']);
    expect(permanent(trace, 'Alice', 'Mogg Hollows')?.tapped).toBe(true);
  });

  it("611.2c: Kefnet's Last Word holds the lands its caster controls as it resolves, only during that player's untap step", () => {
    // Bob steals Arbalest Elite after Alice activated it: "your next untap step" is Alice's, so Bob's untap step untaps it.
    const trace = poolTrace(['Arbalest Elite', "Kefnet's Last Word"], ['Alice has Arbalest Elite, Plains, Plains, Plains', 'Bob has Island, Island, Island, Island, Hill Giant', 'turn: Bob, main', 'Bob attacks with Hill Giant', 'Alice activates Arbalest Elite targeting Hill Giant', 'resolve all', 'go to main 2', 'Bob casts Kefnet\'s Last Word targeting Arbalest Elite', 'resolve all', 'next turn', 'next turn']);
    expect(permanent(trace, 'Bob', 'Arbalest Elite')?.tapped).toBe(false);
    expect(trace.final.battlefield.filter((p) => p.name === 'Island' && p.controller === 'Bob').every((p) => p.tapped)).toBe(true);
  });

  it("502.3: Decision Paralysis holds each target until its controller's next untap step", () => {
    const trace = poolTrace(['Decision Paralysis'], ['Alice has Island, Island, Island, Island', 'Bob has Hill Giant, Grizzly Bears', "Alice casts Decision Paralysis targeting Hill Giant, Grizzly Bears", 'resolve all', 'next turn']);
    expect(['Hill Giant', 'Grizzly Bears'].map((name) => permanent(trace, 'Bob', name)?.tapped)).toEqual([true, true]);
  });
});

describeWithSharedData('502.3: "You may choose not to untap ~ during your untap step", 611.2b: "for as long as ~ remains tapped" (2020 pool)', [POOL_FILE], () => {
  const gear = ['Alice has Ashnod\'s Battle Gear, Plains, Plains, Hill Giant', "Alice activates Ashnod's Battle Gear targeting Hill Giant", 'resolve all'];

  it('reads the choice as a static ability and the duration as its source remaining tapped', () => {
    expect(compiledPoolCard("Ashnod's Battle Gear").abilities).toMatchObject([{ kind: 'static', rules: { mayNotUntap: true } }, { kind: 'activated', effects: [{ do: 'modify', on: 'target', until: 'source-tapped', changes: { power: 2, toughness: -2 } }] }]);
  });

  it('502.3: by default the permanent untaps in its controller\'s untap step, and the effect "for as long as it remains tapped" ends (611.2b)', () => {
    const trace = poolTrace(["Ashnod's Battle Gear"], [...gear, 'next turn', 'next turn']);
    expect(texts(trace)).toMatch(/Hill Giant gets \+2\/-2 for as long as Ashnod's Battle Gear remains tapped/);
    expect(texts(trace)).toMatch(/Alice untaps Ashnod's Battle Gear: Alice may choose not to, and didn't say so/);
    expect(texts(trace)).toMatch(/Ashnod's Battle Gear became untapped: its effects "for as long as Ashnod's Battle Gear remains tapped" end/);
    expect(permanent(trace, 'Alice', 'Hill Giant')).toMatchObject({ power: 3, toughness: 3 });
  });

  it("502.3: a player who says so leaves it tapped, and the effect goes on", () => {
    const trace = poolTrace(["Ashnod's Battle Gear"], [...gear, "Alice doesn't untap Ashnod's Battle Gear", 'next turn', 'next turn']);
    expect(texts(trace)).toMatch(/Ashnod's Battle Gear stays tapped \(Alice chooses not to untap it\)/);
    expect(permanent(trace, 'Alice', "Ashnod's Battle Gear")?.tapped).toBe(true);
    expect(permanent(trace, 'Alice', 'Hill Giant')).toMatchObject({ power: 5, toughness: 1 });
  });

  it("611.2b: Mole Worms's land doesn't untap during its controller's untap step while Mole Worms remains tapped, and does once it untapped", () => {
    const start = ['Alice has Mole Worms', 'Bob has Forest', 'Alice activates Mole Worms targeting Forest', 'resolve all'];
    const held = poolTrace(['Mole Worms'], [...start, "Alice doesn't untap Mole Worms", 'next turn', 'next turn', 'next turn']);
    expect(permanent(held, 'Bob', 'Forest')?.tapped).toBe(true);
    const freed = poolTrace(['Mole Worms'], [...start, 'next turn', 'next turn', 'next turn']);
    expect(permanent(freed, 'Alice', 'Mole Worms')?.tapped).toBe(false);
    expect(permanent(freed, 'Bob', 'Forest')?.tapped).toBe(false);
  });
});

describeWithSharedData('701.43 exert (2020 pool)', [POOL_FILE], () => {
  it('701.43d: "You may exert ~ as it attacks. When you do, …" is an optional cost to attack and its linked trigger', () => {
    expect(compiledPoolCard('Hooded Brawler').abilities).toMatchObject([{ kind: 'static', rules: { mayExertAsAttacks: true } }, { kind: 'triggered', when: 'exerted', effects: [{ do: 'pump', power: 2, toughness: 2, on: 'self' }] }]);
    expect(compiledPoolCard('Hope Tender').abilities?.[1]).toMatchObject({ cost: { mana: '{1}', tap: true, exert: true } });
  });

  it('508.1g, 701.43a: Hooded Brawler exerted as it attacks gets +2/+2 and stays tapped through its controller\'s next untap step', () => {
    const trace = poolTrace(['Hooded Brawler'], ['Alice has Hooded Brawler', 'Alice exerts Hooded Brawler', 'Alice attacks with Hooded Brawler', 'go to combat damage']);
    expect(texts(trace)).toMatch(/Alice exerts Hooded Brawler: it doesn't untap during Alice's next untap step/);
    expect(trace.final.players.find((p) => p.name !== 'Alice')?.life).toBe(15);
    const later = poolTrace(['Hooded Brawler'], ['Alice has Hooded Brawler', 'Alice exerts Hooded Brawler', 'Alice attacks with Hooded Brawler', 'next turn', 'next turn']);
    expect(permanent(later, 'Alice', 'Hooded Brawler')?.tapped).toBe(true);
  });

  it('508.1g: not said, the attacker is not exerted: no trigger, and it untaps as usual', () => {
    const trace = poolTrace(['Hooded Brawler'], ['Alice has Hooded Brawler', 'Alice attacks with Hooded Brawler', 'go to combat damage', 'next turn', 'next turn']);
    expect(texts(trace)).toMatch(/Alice doesn't exert Hooded Brawler/);
    expect(trace.final.players.find((p) => p.name !== 'Alice')?.life).toBe(17);
    expect(permanent(trace, 'Alice', 'Hooded Brawler')?.tapped).toBe(false);
  });

  it('701.43a: "Exert ~" as a cost (Fervent Paincaster): the creature doesn\'t untap during its controller\'s next untap step', () => {
    const trace = poolTrace(['Fervent Paincaster'], ['Alice has Fervent Paincaster', 'Bob has Grizzly Bears', 'Alice activates Fervent Paincaster: 2 targeting Grizzly Bears', 'resolve all', 'next turn', 'next turn']);
    expect(texts(trace)).toMatch(/Alice exerts Fervent Paincaster/);
    expect(permanent(trace, 'Alice', 'Fervent Paincaster')?.tapped).toBe(true);
  });
});

/** 614.9: "All damage that would be dealt to you is dealt to … instead", compiled from real cards of the 2020 pool. */
import { compiledPoolCard, poolTrace } from './pool';

const texts = (trace: ReturnType<typeof poolTrace>) => trace.events.map((e) => e.text);
const has = (trace: ReturnType<typeof poolTrace>, pattern: RegExp) => texts(trace).some((text) => pattern.test(text));
const permanent = (trace: ReturnType<typeof poolTrace>, name: string) => trace.final.battlefield.find((p) => p.name === name);
const BOLT = ['Bob has Mountain', 'Bob hand: Lightning Bolt'];

describe('614.9: a static redirection of the damage dealt to its controller', () => {
  it('614.9: Pariah, Pariah\'s Shield and Protector of the Crown are read as the damage to you dealt to the creature instead', () => {
    expect(compiledPoolCard('Pariah').abilities).toEqual([expect.objectContaining({ kind: 'static', affects: 'you', replacement: { event: 'damage', players: 'you', redirectTo: 'attached' } })]);
    expect(compiledPoolCard('Protector of the Crown').abilities?.[1]).toMatchObject({ kind: 'static', affects: 'you', replacement: { event: 'damage', players: 'you', redirectTo: 'self' } });
    expect(compiledPoolCard('Palisade Giant').abilities).toEqual([expect.objectContaining({ affects: { controller: 'you', other: true }, replacement: { event: 'damage', players: 'you', redirectTo: 'self' } })]);
  });

  it('614.9: Lightning Bolt at Alice with Pariah on her Grizzly Bears: the Bears are dealt the 3 damage and die; Alice loses no life', () => {
    const trace = poolTrace(['Pariah', 'Grizzly Bears', 'Lightning Bolt'], ['Alice has Grizzly Bears, Pariah (attached to Grizzly Bears)', ...BOLT, 'Bob casts Lightning Bolt targeting Alice', 'resolve']);
    expect(has(trace, /3 damage from Lightning Bolt to Alice is dealt to Grizzly Bears instead \(Pariah/)).toBe(true);
    expect(trace.final.players[0]!.life).toBe(20);
    expect(permanent(trace, 'Grizzly Bears')).toBeUndefined();
  });

  it('614.9: Protector of the Crown is dealt the damage that would be dealt to its controller', () => {
    const trace = poolTrace(['Protector of the Crown', 'Lightning Bolt'], ['Alice has Protector of the Crown', ...BOLT, 'Bob casts Lightning Bolt targeting Alice', 'resolve']);
    expect(trace.final.players[0]!.life).toBe(20);
    expect(permanent(trace, 'Protector of the Crown')).toMatchObject({ damage: 3 });
  });

  it('614.9, 614.5: Palisade Giant is dealt the damage to another permanent its controller controls; with two Giants, each redirection applies once', () => {
    const bears = poolTrace(['Palisade Giant', 'Grizzly Bears', 'Lightning Bolt'], ['Alice has Palisade Giant, Grizzly Bears', ...BOLT, 'Bob casts Lightning Bolt targeting Grizzly Bears', 'resolve']);
    expect(permanent(bears, 'Grizzly Bears')).toMatchObject({ damage: 0 });
    expect(permanent(bears, 'Palisade Giant')).toMatchObject({ damage: 3 });
    const two = poolTrace(['Palisade Giant', 'Lightning Bolt'], ['Alice has Palisade Giant, Palisade Giant', ...BOLT, 'Bob casts Lightning Bolt targeting Palisade Giant', 'resolve']);
    const giants = two.final.battlefield.filter((p) => p.name.startsWith('Palisade Giant'));
    expect(giants.map((g) => g.damage).sort()).toEqual([0, 3]);
  });

  it('614.9: with Pariah\'s creature gone, the damage is dealt to its controller', () => {
    const trace = poolTrace(["Pariah's Shield", 'Lightning Bolt'], ["Alice has Pariah's Shield", ...BOLT, 'Bob casts Lightning Bolt targeting Alice', 'resolve']);
    expect(trace.final.players[0]!.life).toBe(17);
  });
});

describe('615.1a: "If a source would deal damage to a planeswalker you control, prevent 1 of that damage"', () => {
  it('615.1a: Djeru prevents 1 of Lightning Bolt\'s damage to Ajani Vengeant; damage to its controller is not prevented', () => {
    expect(compiledPoolCard('Djeru, With Eyes Open').abilities?.[1]).toMatchObject({ kind: 'static', affects: { types: ['Planeswalker'], controller: 'you' }, replacement: { event: 'damage', prevent: true, preventUpTo: 1 } });
    const walker = poolTrace(['Djeru, With Eyes Open', 'Ajani Vengeant', 'Lightning Bolt'], ['Alice has Djeru, With Eyes Open, Ajani Vengeant', ...BOLT, 'Bob casts Lightning Bolt targeting Ajani Vengeant', 'resolve']);
    expect(has(walker, /1 damage from Lightning Bolt to Ajani Vengeant is prevented by Djeru/)).toBe(true);
    expect(permanent(walker, 'Ajani Vengeant')?.counters).toMatchObject({ loyalty: 1 });
    const player = poolTrace(['Djeru, With Eyes Open', 'Lightning Bolt'], ['Alice has Djeru, With Eyes Open', ...BOLT, 'Bob casts Lightning Bolt targeting Alice', 'resolve']);
    expect(player.final.players[0]!.life).toBe(17);
  });
});

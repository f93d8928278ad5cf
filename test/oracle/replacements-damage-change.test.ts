/** 614.1a: damage changed instead of dealt as it would be — "deals 3 damage … instead", "half that damage, rounded down", "that much damage minus 1". */
import { compiledPoolCard, poolTrace } from './pool';

const texts = (trace: ReturnType<typeof poolTrace>) => trace.events.map((e) => e.text);
const has = (trace: ReturnType<typeof poolTrace>, pattern: RegExp) => texts(trace).some((text) => pattern.test(text));
const BOLT = ['Bob has Mountain', 'Bob hand: Lightning Bolt'];

describe('614.1a: a static replacement that changes the damage a source deals', () => {
  it('614.1a: read as a change of the damage, not a prevention', () => {
    expect(compiledPoolCard('Divine Presence').abilities).toEqual([expect.objectContaining({ affects: {}, replacement: { event: 'damage', players: 'all', change: { atLeast: 4, amount: 3 } } })]);
    expect(compiledPoolCard('Lashknife Barrier').abilities?.[1]).toMatchObject({ affects: { types: ['Creature'], controller: 'you' }, replacement: { event: 'damage', change: { minus: 1 } } });
  });

  it('614.1a: Divine Presence: Lava Axe\'s 5 damage to Alice becomes 3; Lightning Bolt\'s 3 stays 3', () => {
    const axe = poolTrace(['Divine Presence', 'Lava Axe'], ['Alice has Divine Presence', 'Bob has 5 Mountain', 'Bob hand: Lava Axe', 'next turn', 'go to main', 'Bob casts Lava Axe targeting Alice', 'resolve']);
    expect(has(axe, /5 damage from Lava Axe to Alice becomes 3/)).toBe(true);
    expect(axe.final.players[0]!.life).toBe(17);
    const bolt = poolTrace(['Divine Presence', 'Lightning Bolt'], ['Alice has Divine Presence', ...BOLT, 'Bob casts Lightning Bolt targeting Alice', 'resolve']);
    expect(bolt.final.players[0]!.life).toBe(17);
  });

  it('614.1a: Ghosts of the Innocent halves Lightning Bolt\'s damage, rounded down; Lashknife Barrier makes it 2 to a creature Alice controls, not to her', () => {
    const ghosts = poolTrace(['Ghosts of the Innocent', 'Lightning Bolt'], ['Alice has Ghosts of the Innocent', ...BOLT, 'Bob casts Lightning Bolt targeting Alice', 'resolve']);
    expect(ghosts.final.players[0]!.life).toBe(19);
    const creature = poolTrace(['Lashknife Barrier', 'Craw Wurm', 'Lightning Bolt'], ['Alice has Lashknife Barrier, Craw Wurm', ...BOLT, 'Bob casts Lightning Bolt targeting Craw Wurm', 'resolve']);
    expect(creature.final.battlefield.find((p) => p.name === 'Craw Wurm')).toMatchObject({ damage: 2 });
    const player = poolTrace(['Lashknife Barrier', 'Lightning Bolt'], ['Alice has Lashknife Barrier', ...BOLT, 'Bob casts Lightning Bolt targeting Alice', 'resolve']);
    expect(player.final.players[0]!.life).toBe(17);
  });

  it('614.1a: Forethought Amulet: Lava Axe\'s 5 damage to Alice becomes 2 (a sorcery source); a creature\'s damage isn\'t changed', () => {
    expect(compiledPoolCard('Forethought Amulet').abilities?.[1]).toMatchObject({ affects: 'you', replacement: { event: 'damage', players: 'you', sources: { types: ['Instant', 'Sorcery'] }, change: { atLeast: 3, amount: 2 } } });
    const axe = poolTrace(['Forethought Amulet', 'Lava Axe'], ['Alice has Forethought Amulet', 'Bob has 5 Mountain', 'Bob hand: Lava Axe', 'next turn', 'go to main', 'Bob casts Lava Axe targeting Alice', 'resolve']);
    expect(axe.final.players[0]!.life).toBe(18);
    const wurm = poolTrace(['Forethought Amulet', 'Craw Wurm'], ['Alice has Forethought Amulet', 'Bob has Craw Wurm', 'next turn', 'Bob attacks with Craw Wurm', 'go to end of combat']);
    expect(wurm.final.players[0]!.life).toBe(14);
  });
});

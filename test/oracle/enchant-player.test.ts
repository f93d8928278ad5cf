/**
 * Auras with "Enchant player" (303.4a) on real cards of the 2020 pool: the Aura spell targets a player
 * and enters attached to that player (608.3c); "enchanted player" is that player in its triggers; it is
 * put into its owner's graveyard when attached to no player (704.5m).
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace as trace } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const life = (t: Trace, name: string) => t.final.players.find((p) => p.name === name)?.life;

describeWithSharedData('303.4a: Auras with "Enchant player" (2020 pool)', [POOL_FILE], () => {
  it('303.4a, 608.3c: Curse of the Forsaken cast targeting Bob enters attached to Bob; the board names him', () => {
    const t = trace(['Curse of the Forsaken'], ['Alice has 3 Plains', 'Alice hand: Curse of the Forsaken', 'Alice casts Curse of the Forsaken targeting Bob', 'resolve all']);
    expect(texts(t)).toContainEqual('Alice casts Curse of the Forsaken targeting Bob');
    expect(t.final.battlefield.find((p) => p.label === 'Curse of the Forsaken')).toMatchObject({ attachedTo: 'Bob' });
  });

  it('303.4a: Curse of the Forsaken — "Whenever a creature attacks enchanted player, its controller gains 1 life": a creature attacking Bob, not Alice', () => {
    const t = trace(['Curse of the Forsaken'], ['Alice has 3 Plains, Grizzly Bears', 'Alice hand: Curse of the Forsaken', 'Alice casts Curse of the Forsaken targeting Bob', 'resolve all', 'Alice attacks Bob with Grizzly Bears', 'resolve all']);
    expect(life(t, 'Alice')).toBe(21);
    const self = trace(['Curse of the Forsaken'], ['Alice has 3 Plains, Grizzly Bears', 'Alice hand: Curse of the Forsaken', 'Alice casts Curse of the Forsaken targeting Alice', 'resolve all', 'Alice attacks Bob with Grizzly Bears', 'resolve all']);
    expect(life(self, 'Alice')).toBe(20);
  });
});

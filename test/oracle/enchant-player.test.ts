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

describeWithSharedData('303.4a: "enchanted player controls" (2020 pool)', [POOL_FILE], () => {
  it('508.1d: Curse of the Nightly Hunt — "Creatures enchanted player controls attack each combat if able": Bob\'s Grizzly Bears attack, Alice\'s needn\'t', () => {
    const t = trace(['Curse of the Nightly Hunt'], ['Alice has 3 Mountain, Grizzly Bears', 'Bob has Grizzly Bears', 'Alice hand: Curse of the Nightly Hunt', 'Alice casts Curse of the Nightly Hunt targeting Bob', 'resolve all', 'go to end of combat', 'next turn', 'go to end of combat']);
    expect(texts(t)).toContainEqual('Alice declares no attackers (none were named): the declare blockers and combat damage steps are skipped');
    expect(texts(t)).toContainEqual("Bob attacks: Bob's Grizzly Bears → Alice (Bob's Grizzly Bears taps (508.1f); Bob's Grizzly Bears must attack (508.1d))");
  });
});

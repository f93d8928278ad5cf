/**
 * Issues 20 and 22: combat constructs on real cards of the 2020 pool, each compiled from its Oracle text
 * and played through the scenario language: a creature that blocks several attackers ("can block an
 * additional creature each combat", "can block any number of creatures", 509.1a) and divides its
 * combat damage among them (510.1d); blocking requirements an effect sets ("target creature blocks ~ this
 * turn if able", provoke, 509.1c, 702.39a); skulk (702.118b), dethrone (702.105a), annihilator (702.86a).
 */
import type { Trace } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace as trace, simulatePool } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const permanent = (t: Trace, label: string) => t.final.battlefield.find((p) => p.label === label);
const life = (t: Trace, player: string) => t.final.players.find((p) => p.name === player)?.life;

describeWithSharedData('combat keywords and blocks (2020 pool)', [POOL_FILE], () => {
  it('509.1a: "~ can block an additional creature each combat" — Foriysian Interceptor blocks two attackers, not three', () => {
    const two = trace(['Foriysian Interceptor'], ['Alice has Grizzly Bears, Savannah Lions, Hill Giant', 'Bob has Foriysian Interceptor', 'turn: Alice, declare attackers', 'Alice attacks with Grizzly Bears, Savannah Lions, Hill Giant', 'Bob blocks Grizzly Bears, Savannah Lions with Foriysian Interceptor', 'go to end of combat']);
    expect(texts(two)).toContainEqual(expect.stringMatching(/Bob blocks: Grizzly Bears by Foriysian Interceptor; Savannah Lions by Foriysian Interceptor/));
    expect(life(two, 'Bob')).toBe(17);
    const three = trace(['Foriysian Interceptor'], ['Alice has Grizzly Bears, Savannah Lions, Hill Giant', 'Bob has Foriysian Interceptor', 'turn: Alice, declare attackers', 'Alice attacks with Grizzly Bears, Savannah Lions, Hill Giant', 'Bob blocks Grizzly Bears, Savannah Lions, Hill Giant with Foriysian Interceptor', 'go to end of combat']);
    expect(texts(three)).toContainEqual(expect.stringMatching(/Foriysian Interceptor can't block Hill Giant too: it can block only 2 creatures \(509\.1a\)/));
  });

  it('510.1d: a blocker blocking two attackers divides its combat damage as its controller says — Two-Headed Giant of Foriys', () => {
    const lines = ['Alice has Grizzly Bears, Llanowar Elves', 'Bob has Two-Headed Giant of Foriys', 'turn: Alice, declare attackers', 'Alice attacks with Grizzly Bears, Llanowar Elves', 'Bob blocks Grizzly Bears, Llanowar Elves with Two-Headed Giant of Foriys'];
    const divided = trace(['Two-Headed Giant of Foriys'], [...lines, 'Bob assigns Two-Headed Giant of Foriys: 1 to Grizzly Bears, 3 to Llanowar Elves', 'go to end of combat']);
    expect(texts(divided)).toContainEqual("Bob divides Two-Headed Giant of Foriys's 4 combat damage among the creatures it blocks: 1 to Grizzly Bears, 3 to Llanowar Elves");
    expect([permanent(divided, 'Grizzly Bears')?.damage, permanent(divided, 'Llanowar Elves'), permanent(divided, 'Two-Headed Giant of Foriys')?.damage]).toEqual([1, undefined, 3]);
    // Unsaid: lethal damage to each in the order they were blocked, the rest to the last.
    const unsaid = trace(['Two-Headed Giant of Foriys'], [...lines, 'go to end of combat']);
    expect(texts(unsaid)).toContainEqual(expect.stringMatching(/^Bob assigns Two-Headed Giant of Foriys's 4 combat damage among the creatures it blocks: 2 to Grizzly Bears, 2 to Llanowar Elves \(the default/));
    expect([permanent(unsaid, 'Grizzly Bears'), permanent(unsaid, 'Llanowar Elves')]).toEqual([undefined, undefined]);
  });

  it('510.1d: a division naming a creature the blocker doesn\'t block is refused', () => {
    const result = simulatePool(['Two-Headed Giant of Foriys'], ['Alice has Grizzly Bears, Llanowar Elves, Hill Giant', 'Bob has Two-Headed Giant of Foriys', 'turn: Alice, declare attackers', 'Alice attacks with Grizzly Bears, Llanowar Elves, Hill Giant', 'Bob blocks Grizzly Bears, Llanowar Elves with Two-Headed Giant of Foriys', 'Bob assigns Two-Headed Giant of Foriys: 4 to Hill Giant', 'go to end of combat']);
    expect(result.ok ? '' : result.message).toMatch(/Two-Headed Giant of Foriys's damage can't be divided that way: it doesn't block Hill Giant \(510\.1d\)/);
  });

  it('509.1a: "~ can block any number of creatures" — Palace Guard blocks three attackers', () => {
    const t = trace(['Palace Guard'], ['Alice has Grizzly Bears, Llanowar Elves, Savannah Lions', 'Bob has Palace Guard', 'turn: Alice, declare attackers', 'Alice attacks with Grizzly Bears, Llanowar Elves, Savannah Lions', 'Bob blocks Grizzly Bears, Llanowar Elves, Savannah Lions with Palace Guard', 'go to end of combat']);
    expect(texts(t)).toContainEqual('Bob blocks: Grizzly Bears by Palace Guard; Llanowar Elves by Palace Guard; Savannah Lions by Palace Guard');
    expect([life(t, 'Bob'), permanent(t, 'Grizzly Bears')?.damage, permanent(t, 'Palace Guard')]).toEqual([20, 1, undefined]);
  });

  it('509.1a: "target creature can block any number of creatures this turn" — Valor Made Real lets Grizzly Bears block two, for the turn only', () => {
    const t = trace(['Valor Made Real'], ['Alice has Llanowar Elves, Savannah Lions', 'Bob has Grizzly Bears, Plains', 'Bob hand: Valor Made Real', 'turn: Alice, declare attackers', 'Alice attacks with Llanowar Elves, Savannah Lions', 'Bob casts Valor Made Real targeting Grizzly Bears', 'resolve all', 'Bob blocks Llanowar Elves, Savannah Lions with Grizzly Bears', 'go to end of combat']);
    expect(texts(t)).toContainEqual('Bob blocks: Llanowar Elves by Grizzly Bears; Savannah Lions by Grizzly Bears');
    expect(life(t, 'Bob')).toBe(20);
  });

  it('509.1a: "each creature you control can block an additional creature each combat" — High Ground; additional blocks add up (Vanguard\'s Shield)', () => {
    const t = trace(['High Ground', "Vanguard's Shield"], ['Alice has Grizzly Bears, Llanowar Elves, Savannah Lions', "Bob has High Ground, Hill Giant, Vanguard's Shield (attached to Hill Giant)", 'turn: Alice, declare attackers', 'Alice attacks with Grizzly Bears, Llanowar Elves, Savannah Lions', 'Bob blocks Grizzly Bears, Llanowar Elves, Savannah Lions with Hill Giant', 'go to end of combat']);
    expect(texts(t)).toContainEqual('Bob blocks: Grizzly Bears by Hill Giant; Llanowar Elves by Hill Giant; Savannah Lions by Hill Giant');
    expect(life(t, 'Bob')).toBe(20);
  });

  it('509.3a–b: "whenever ~ blocks" triggers once however many it blocks; "whenever ~ blocks a creature" once for each', () => {
    const lines = (blocker: string) => ['Alice has Grizzly Bears, Llanowar Elves', `Bob has High Ground, ${blocker}`, 'turn: Alice, declare attackers', 'Alice attacks with Grizzly Bears, Llanowar Elves', `Bob blocks Grizzly Bears, Llanowar Elves with ${blocker}`, 'go to end of combat'];
    const badger = trace(['High Ground', 'Giant Badger'], lines('Giant Badger'));
    expect(badger.events.filter((e) => e.kind === 'trigger' && e.rule === '603.2' && /Giant Badger/.test(e.text))).toHaveLength(1);
    expect(permanent(badger, 'Giant Badger')).toMatchObject({ power: 4, toughness: 4 });
    const medusa = trace(['High Ground', 'Infernal Medusa'], lines('Infernal Medusa'));
    expect(medusa.events.filter((e) => e.kind === 'trigger' && e.rule === '603.2' && /Infernal Medusa/.test(e.text))).toHaveLength(2);
  });

  it('509.1c: "{1}{G}: target creature blocks ~ this turn if able" — Trumpeting Armodon makes Bob\'s Grizzly Bears block it, declared or not', () => {
    const lines = ['Alice has Trumpeting Armodon, 2 Forest, Savannah Lions', 'Bob has Grizzly Bears', 'Alice activates Trumpeting Armodon targeting Bob\'s Grizzly Bears', 'resolve all', 'Alice attacks with Trumpeting Armodon, Savannah Lions'];
    const none = trace(['Trumpeting Armodon'], [...lines, "Bob doesn't block", 'go to end of combat']);
    expect(texts(none)).toContainEqual('Grizzly Bears blocks Trumpeting Armodon this turn if able');
    expect(texts(none)).toContainEqual('Blocking requirements: Grizzly Bears blocks Trumpeting Armodon (Grizzly Bears blocks Trumpeting Armodon if able)');
    expect(permanent(none, 'Grizzly Bears')).toBeUndefined();
    const other = trace(['Trumpeting Armodon'], [...lines, 'Bob blocks Savannah Lions with Grizzly Bears', 'go to end of combat']);
    expect(texts(other)).toContainEqual(expect.stringMatching(/Grizzly Bears must block Trumpeting Armodon: an effect says it blocks Trumpeting Armodon if able \(509\.1c\)/));
    expect(life(other, 'Bob')).toBe(18);
  });

  it('702.39a: provoke — Brontotherium attacks, Bob\'s tapped Hill Giant untaps and must block it this combat', () => {
    const t = trace(['Brontotherium'], ['Alice has Brontotherium', 'Bob has Hill Giant (tapped), Grizzly Bears', 'turn: Alice, declare attackers', 'Alice attacks with Brontotherium', "Brontotherium trigger targeting Bob's Hill Giant", 'Alice chooses yes', 'resolve all', "Bob doesn't block", 'go to end of combat']);
    expect(texts(t)).toContainEqual('Hill Giant blocks Brontotherium this combat if able');
    expect(texts(t)).toContainEqual(expect.stringMatching(/^Blocking requirements: Hill Giant blocks Brontotherium/));
    // Trample: 3 to Hill Giant, 2 to Bob.
    expect([permanent(t, 'Hill Giant'), life(t, 'Bob')]).toEqual([undefined, 18]);
  });

  it('702.39a: provoke targets only a creature defending player controls', () => {
    const result = simulatePool(['Brontotherium'], ['Alice has Brontotherium, Grizzly Bears', 'Bob has Hill Giant', 'turn: Alice, declare attackers', 'Alice attacks with Brontotherium', 'Brontotherium trigger targeting Grizzly Bears', 'resolve all']);
    expect(result.ok ? '' : result.message).toMatch(/Grizzly Bears/);
  });

  it('702.118b: skulk — Wharf Infiltrator can\'t be blocked by a creature with greater power, and can by one with equal power', () => {
    const bears = trace(['Wharf Infiltrator'], ['Alice has Wharf Infiltrator', 'Bob has Grizzly Bears', 'turn: Alice, declare attackers', 'Alice attacks with Wharf Infiltrator', 'Bob blocks with Grizzly Bears', 'go to end of combat']);
    expect(texts(bears)).toContainEqual(expect.stringMatching(/Wharf Infiltrator has skulk: creatures with greater power can't block it \(702\.118b\)/));
    expect(life(bears, 'Bob')).toBe(19);
    const elves = trace(['Wharf Infiltrator'], ['Alice has Wharf Infiltrator', 'Bob has Llanowar Elves', 'turn: Alice, declare attackers', 'Alice attacks with Wharf Infiltrator', 'Bob blocks with Llanowar Elves', 'go to end of combat']);
    expect(life(elves, 'Bob')).toBe(20);
  });

  it('702.105a: dethrone — Grenzo\'s Cutthroat gets a +1/+1 counter attacking a player tied for the most life, none attacking one with less', () => {
    const tied = trace(["Grenzo's Cutthroat"], ["Alice has Grenzo's Cutthroat", 'Bob has Plains', 'turn: Alice, declare attackers', "Alice attacks with Grenzo's Cutthroat", 'go to end of combat']);
    expect(permanent(tied, "Grenzo's Cutthroat")?.counters).toEqual({ '+1/+1': 1 });
    expect(life(tied, 'Bob')).toBe(18);
    const less = trace(["Grenzo's Cutthroat"], ["Alice has Grenzo's Cutthroat", 'Alice life: 25', 'Bob has Plains', 'turn: Alice, declare attackers', "Alice attacks with Grenzo's Cutthroat", 'go to end of combat']);
    expect(permanent(less, "Grenzo's Cutthroat")?.counters).toEqual({});
    expect(life(less, 'Bob')).toBe(19);
  });

  it('702.86a: annihilator 2 — Ulamog\'s Crusher attacks, Bob sacrifices two permanents of his choice', () => {
    const t = trace(["Ulamog's Crusher"], ["Alice has Ulamog's Crusher", 'Bob has Hill Giant, Forest, Plains', 'turn: Alice, declare attackers', "Alice attacks with Ulamog's Crusher", 'Bob sacrifices Forest, Plains', 'go to end of combat']);
    expect([permanent(t, 'Forest'), permanent(t, 'Plains'), permanent(t, 'Hill Giant')?.name]).toEqual([undefined, undefined, 'Hill Giant']);
  });
});

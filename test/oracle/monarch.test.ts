/**
 * The monarch (724) on real cards of the 2020 pool (issue 21): "you become the monarch", the monarch's two
 * inherent triggered abilities (724.2), and "if you're the monarch" / "if an opponent is the monarch" /
 * "as long as you're the monarch". A scenario sets it up with `Alice is the monarch`.
 */
import type { Trace } from '../../src/scenario/simulate';
import { renderTrace } from '../../src/scenario/trace';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolTrace as trace } from './pool';

const texts = (t: Trace) => t.events.map((e) => e.text);
const player = (t: Trace, name: string) => t.final.players.find((p) => p.name === name);
const permanent = (t: Trace, label: string) => t.final.battlefield.find((p) => p.label === label);

describeWithSharedData('724: the monarch (2020 pool)', [POOL_FILE], () => {
  it("724.1, 724.2: Thorn of the Black Rose makes Alice the monarch; at the beginning of her end step the monarch's trigger draws her a card", () => {
    const t = trace(['Thorn of the Black Rose'], ['Alice has 4 Swamp', 'Alice library: Island, Forest', 'Alice hand: Thorn of the Black Rose', 'Alice casts Thorn of the Black Rose', 'resolve all', 'go to end step', 'resolve all']);
    expect(texts(t)).toContainEqual('Alice becomes the monarch');
    expect(texts(t)).toContainEqual(`The monarch's ability triggers: "At the beginning of the monarch's end step, that player draws a card."`);
    expect(player(t, 'Alice')).toMatchObject({ monarch: true, hand: ['Island'] });
    expect(renderTrace(t, {})).toMatch(/Alice: 20 life, the monarch/);
  });

  it('724.2, 724.3: a creature that deals combat damage to the monarch makes its controller the monarch, and the monarch before ceases to be', () => {
    const t = trace(['Grizzly Bears'], ['Alice is the monarch', 'Bob has Grizzly Bears', 'turn: Bob, combat', 'Bob attacks with Grizzly Bears', 'Alice doesn\'t block', 'go to combat damage', 'resolve all']);
    expect(texts(t)).toContainEqual('Bob becomes the monarch (Alice ceases to be)');
    expect(player(t, 'Bob')?.monarch).toBe(true);
    expect(player(t, 'Alice')?.monarch).toBeUndefined();
  });

  it("724.2: the end step trigger is the monarch's only: Bob's end step draws nobody a card while Alice is the monarch", () => {
    const t = trace([], ['Alice is the monarch', 'turn: Bob, main 2', 'go to end step', 'resolve all']);
    expect(texts(t).some((text) => /monarch's ability triggers/.test(text))).toBe(false);
  });

  it("603.4, 724.1: Throne Warden's \"if you're the monarch\" puts a counter on it only while Alice is the monarch", () => {
    const monarch = trace(['Throne Warden'], ['Alice is the monarch', 'Alice has Throne Warden', 'turn: Alice, main 2', 'go to end step', 'resolve all']);
    expect(permanent(monarch, 'Throne Warden')).toMatchObject({ power: 3, toughness: 3 });
    const not = trace(['Throne Warden'], ['Alice has Throne Warden', 'turn: Alice, main 2', 'go to end step', 'resolve all']);
    expect(permanent(not, 'Throne Warden')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('724.1: Queen Marchesa\'s upkeep trigger creates a 1/1 Assassin only while an opponent is the monarch', () => {
    const t = trace(['Queen Marchesa'], ['Bob is the monarch', 'Alice has Queen Marchesa', 'turn: Alice, upkeep', 'resolve all']);
    expect(permanent(t, 'Assassin token')).toMatchObject({ power: 1, toughness: 1 });
    const none = trace(['Queen Marchesa'], ['Alice is the monarch', 'Alice has Queen Marchesa', 'turn: Alice, upkeep', 'resolve all']);
    expect(permanent(none, 'Assassin token')).toBeUndefined();
  });

  it("611.3a, 724.5: Entourage of Trest blocks two attackers as long as Alice is the monarch (509.1a), and only one while nobody is", () => {
    const lines = ['Alice has Entourage of Trest', 'Bob has Grizzly Bears, Grizzly Bears', 'turn: Bob, combat', 'Bob attacks with Grizzly Bears, Grizzly Bears #2', 'Alice blocks Grizzly Bears, Grizzly Bears #2 with Entourage of Trest', 'go to combat damage'];
    const monarch = trace(['Entourage of Trest', 'Grizzly Bears'], ['Alice is the monarch', ...lines]);
    expect(monarch.events.some((e) => e.kind === 'illegal-action')).toBe(false);
    expect(player(monarch, 'Alice')?.life).toBe(20);
    const none = trace(['Entourage of Trest', 'Grizzly Bears'], lines);
    expect(none.events.some((e) => e.kind === 'illegal-action' && /can block only one creature/.test(e.text))).toBe(true);
  });

  it('724.3: Throne of the High City, sacrificed, makes Alice the monarch', () => {
    const t = trace(['Throne of the High City'], ['Bob is the monarch', 'Alice has Throne of the High City, 4 Plains', 'Alice activates Throne of the High City: 2', 'resolve']);
    expect(texts(t)).toContainEqual('Alice becomes the monarch (Bob ceases to be)');
    expect(permanent(t, 'Throne of the High City')).toBeUndefined();
  });
});

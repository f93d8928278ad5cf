/** The scenario language plays face-down permanents (702.37, 708): cast face down, turned face up, set up face down. */
import { POOL_FILE, poolTrace as trace, simulatePool as run } from '../oracle/pool';
import { renderTrace } from '../../src/scenario/trace';
import { describeWithSharedData } from '../shared-data';


describeWithSharedData('the scenario language: face-down permanents on real cards', [POOL_FILE], () => {
  it('702.37c, 116.2b: Abzan Guide cast face down for {3}, then turned face up for {2}{W}{B}{G}: a 4/4 lifelinker', () => {
    const t = trace(['Abzan Guide'], ['Alice has 6 Plains, Swamp, Forest', 'Alice casts Abzan Guide face down', 'resolve all', 'Alice turns Abzan Guide face up']);
    const text = t.events.map((e) => e.text);
    expect(text).toContainEqual(expect.stringMatching(/Abzan Guide is cast face down with its morph ability.*its cost is \{3\}/));
    expect(text).toContainEqual('Abzan Guide moves face down from the stack to the battlefield (a resolving permanent spell enters the battlefield)');
    expect(text).toContainEqual(expect.stringMatching(/^Alice turns Abzan Guide face up, paying its morph cost \(a special action/));
    expect(t.final.battlefield.find((p) => p.label === 'Abzan Guide')).toMatchObject({ power: 4, toughness: 4, keywords: ['lifelink'] });
  });

  it('708.5: set up face down, the board names the card for its controller and says what the others see', () => {
    const t = trace(['Hidden Dragonslayer'], ['Alice has Hidden Dragonslayer (face down), 3 Plains', 'Bob has Colossal Dreadmaw', 'Alice turns Hidden Dragonslayer face up', 'resolve all']);
    expect(t.events.find((e) => e.rules[0] === '702.37b')?.text).toBe('Hidden Dragonslayer gets a +1/+1 counter (its megamorph cost was paid to turn it face up)');
    expect(t.final.battlefield.map((p) => p.label)).not.toContain('Colossal Dreadmaw');
    const before = trace(['Hidden Dragonslayer'], ['Alice has Hidden Dragonslayer (face down)', 'next step']);
    expect(before.final.battlefield.find((p) => p.label === 'Hidden Dragonslayer')).toMatchObject({ name: '', power: 2, toughness: 2, faceDown: true });
    expect(renderTrace(before, {})).toMatch(/Hidden Dragonslayer 2\/2, face down \(a 2\/2 creature with no name or text to the other players\)/);
  });

  it('an illegal use is refused with its rule: a card without morph cast face down (702.37d), a face-up permanent turned face up (708.7)', () => {
    const refused = trace(['Abzan Guide'], ['Alice has 3 Plains, Abzan Guide', 'Alice casts Grizzly Bears face down', 'Alice turns Abzan Guide face up']);
    expect(refused.events.filter((e) => e.kind === 'illegal-action').map((e) => e.rules)).toEqual([['702.37d'], ['708.7']]);
  });

  it('a face-down mark off the battlefield, or targets for a face-down spell, are errors at their line and column', () => {
    expect(run(['Abzan Guide'], ['Alice hand: Abzan Guide (face down)'])).toMatchObject({ ok: false, kind: 'error', line: 2, column: 26 });
    const targeted = run(['Abzan Guide'], ['Alice has 3 Plains', 'Alice casts Abzan Guide face down targeting Bob']);
    expect(targeted).toMatchObject({ ok: false, kind: 'error', line: 3, column: 45, message: expect.stringMatching(/a spell cast face down has no targets/) });
  });
});

/**
 * 115.7a: "Change the target of target spell with a single target" — to another legal target (the one named with
 * `new targets for …`, else the first other legal one, as the trace says); a spell with two targets can't be
 * targeted. Real cards of the 2020 pool, compiled and played.
 */
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace, simulatePool } from './pool';

const setup = ['Alice has 4 Islands, Grizzly Bears', 'Alice hand: Deflection', 'Bob has 2 Mountains, Hill Giant', 'Bob hand: Lightning Bolt, Arc Trail', "go to Bob's main"];

describeWithSharedData('115.7a: changing the target of a spell (2020 pool)', [POOL_FILE], () => {
  it('115.7a: Deflection changes the target of Lightning Bolt to the one its caster names', () => {
    expect(compiledPoolCard('Deflection').spell).toMatchObject({ targets: [{ kind: 'spell', filter: { singleTarget: true } }], effects: [{ do: 'change-targets', what: 'target', must: true }] });
    const t = poolTrace(['Deflection', 'Arc Trail'], [...setup, "Bob casts Lightning Bolt targeting Alice's Grizzly Bears", 'Alice casts Deflection targeting Lightning Bolt', 'new targets for Deflection: Bob', 'resolve all']);
    expect(t.final.players[1]!.life).toBe(17);
    expect(t.final.battlefield.some((p) => p.name === 'Grizzly Bears')).toBe(true);
  });

  it('115.7a: with no new target named, the first other legal target is taken, and the trace says so', () => {
    const t = poolTrace(['Deflection', 'Arc Trail'], [...setup, "Bob casts Lightning Bolt targeting Alice's Grizzly Bears", 'Alice casts Deflection targeting Lightning Bolt', 'resolve all']);
    expect(t.events.some((e) => e.rules?.includes('115.7a') && /changes the target of Lightning Bolt from Grizzly Bears to .* \(the first other legal target; none was named\)/.test(e.text))).toBe(true);
    expect(t.final.battlefield.some((p) => p.name === 'Grizzly Bears')).toBe(true);
  });

  it('115.7a: a spell with two targets is no "spell with a single target"', () => {
    const result = simulatePool(['Deflection', 'Arc Trail'], [...setup, "Bob casts Arc Trail targeting Alice, Alice's Grizzly Bears", 'Alice casts Deflection targeting Arc Trail']);
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.events.find((e) => e.kind === 'illegal-action')?.text).toMatch(/Arc Trail/);
  });
});

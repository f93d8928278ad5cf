/**
 * Combat over time, on real cards of the 2020 pool: "At end of combat, …" (511.2), "each creature blocking or
 * blocked by ~" and "for each creature blocking it" (509.1), and +X/+Y counters of older cards (122.1a).
 */
import { Game, type EngineEvent, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const permanent = (g: Game, name: string) => g.snapshot().battlefield.find((p) => p.name === name);

/** Alice declares `attackers`, Bob `blocks`; every player passes until the postcombat main phase. */
function combat(names: string[], setup: GameSetup['players'], attackers: Record<string, string>, blocks: Record<string, string> = {}, until = 'postcombat-main'): { g: Game; events: EngineEvent[] } {
  const g = new Game({ players: setup, step: 'beginning-of-combat', cards: names.map(compiledPoolCard) });
  const events = [...g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: attackers })];
  events.push(...g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: blocks }));
  while (g.state.step !== until && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }));
  return { g, events };
}

describeWithSharedData('combat over time (2020 pool)', [POOL_FILE], () => {
  it('511.2, 509.1: Kjeldoran Frostbeast "At end of combat, destroy all creatures blocking or blocked by ~" — the Hill Giant it blocked, not the other attacker', () => {
    expect(compiledPoolCard('Kjeldoran Frostbeast').abilities).toEqual([expect.objectContaining({ kind: 'triggered', when: 'beginning-of-step', step: 'end-of-combat', whose: 'each', effects: [{ do: 'destroy', what: { all: { types: ['Creature'], inCombatWithSource: true } } }] })]);
    const { g, events } = combat(['Kjeldoran Frostbeast'], [{ name: 'Alice', battlefield: ['Hill Giant', 'Grizzly Bears'] }, { name: 'Bob', battlefield: ['Kjeldoran Frostbeast'] }], { 'Hill Giant': 'Bob', 'Grizzly Bears': 'Bob' }, { 'Kjeldoran Frostbeast': 'Hill Giant' });
    // Hill Giant (3/3) survived its 2 damage; the trigger at the end of combat step destroys it.
    expect(events.filter((e) => e.kind === 'trigger' && /Kjeldoran Frostbeast/.test(e.text))).toHaveLength(1);
    expect(permanent(g, 'Hill Giant')).toBeUndefined();
    expect(permanent(g, 'Grizzly Bears')).toBeDefined();
    expect(permanent(g, 'Kjeldoran Frostbeast')).toBeDefined();
  });

  it('511.2: "At end of combat" triggers whoever\'s turn it is — Frostbeast attacking, blocked by Hill Giant, destroys the Giant', () => {
    const { g, events } = combat(['Kjeldoran Frostbeast'], [{ name: 'Alice', battlefield: ['Kjeldoran Frostbeast'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], { 'Kjeldoran Frostbeast': 'Bob' }, { 'Hill Giant': 'Kjeldoran Frostbeast' });
    expect(events.filter((e) => e.kind === 'trigger' && /Kjeldoran Frostbeast/.test(e.text))).toHaveLength(1);
    expect(permanent(g, 'Hill Giant')).toBeUndefined();
    expect(permanent(g, 'Kjeldoran Frostbeast')).toBeDefined();
  });

  it('122.1a: Greater Werewolf\'s -0/-2 counter — the Hill Giant it blocked becomes 3/1 with 2 damage marked, and dies (704.5g)', () => {
    const { g } = combat(['Greater Werewolf'], [{ name: 'Alice', battlefield: ['Hill Giant'] }, { name: 'Bob', battlefield: ['Greater Werewolf'] }], { 'Hill Giant': 'Bob' }, { 'Greater Werewolf': 'Hill Giant' });
    expect(permanent(g, 'Hill Giant')).toBeUndefined();
    expect(g.snapshot().players[0]!.graveyard).toContain('Hill Giant');
    // Unblocked: no creature blocks or is blocked by it; Serra Angel keeps its toughness.
    const other = combat(['Greater Werewolf'], [{ name: 'Alice', battlefield: ['Serra Angel'] }, { name: 'Bob', battlefield: ['Greater Werewolf'] }], { 'Serra Angel': 'Bob' }, {});
    expect(permanent(other.g, 'Serra Angel')).toMatchObject({ power: 4, toughness: 4, counters: {} });
  });

  it('509.1: Rabid Elephant "gets +2/+2 until end of turn for each creature blocking it" — +4/+4 blocked by two creatures', () => {
    const { g } = combat(['Rabid Elephant'], [{ name: 'Alice', battlefield: ['Rabid Elephant'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Savannah Lions'] }], { 'Rabid Elephant': 'Bob' }, { 'Grizzly Bears': 'Rabid Elephant', 'Savannah Lions': 'Rabid Elephant' }, 'declare-blockers');
    while (g.state.stack.length) g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' });
    expect(permanent(g, 'Rabid Elephant')).toMatchObject({ power: 7, toughness: 8 });
  });
});

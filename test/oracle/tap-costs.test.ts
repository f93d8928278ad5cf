/** 118.3: "Tap N untapped … you control" as a cost, compiled from real cards of the 2020 pool and played. */
import { Game, type CardDefinitionInput, type EngineEvent } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';

function compiled(card: Parameters<typeof compileCard>[0]): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}

const bramblesnap = compiled({ name: 'Bramblesnap', manaCost: '{1}{G}', typeLine: 'Creature — Elemental', power: '1', toughness: '1', oracleText: 'Trample\nTap an untapped creature you control: Bramblesnap gets +1/+1 until end of turn.' });
const clockOfOmens = compiled({ name: 'Clock of Omens', manaCost: '{4}', typeLine: 'Artifact', oracleText: 'Tap two untapped artifacts you control: Untap target artifact.' });
const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);

describe('118.3: tapping untapped permanents you control as a cost', () => {
  it('reads "Tap an untapped creature you control" and "Tap two untapped artifacts you control"', () => {
    expect(bramblesnap.abilities).toMatchObject([{ kind: 'activated', cost: { tapUntapped: { amount: 1, filter: { types: ['Creature'] } } } }]);
    expect(clockOfOmens.abilities).toMatchObject([{ kind: 'activated', cost: { tapUntapped: { amount: 2, filter: { types: ['Artifact'] } } } }]);
  });

  it('118.3: the permanents named are tapped ("tapping Grizzly Bears"); a summoning-sick creature may be tapped, since the cost is not {T} (302.6)', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Bramblesnap', { card: 'Grizzly Bears', newThisTurn: true }] }, { name: 'Bob' }], cards: [bramblesnap] });
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Bramblesnap', choices: { tap: ['Grizzly Bears'] } });
    expect(refusal(events)).toBeUndefined();
    expect(events.some((e) => e.kind === 'cost' && /tapping Grizzly Bears/.test(e.text))).toBe(true);
    g.resolveStack();
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ tapped: true });
    expect(permanent(g, 'Bramblesnap')).toMatchObject({ tapped: false, power: 2, toughness: 2 });
    // Both are tapped now: the cost can't be paid again.
    g.do({ type: 'activate', player: 'Alice', source: 'Bramblesnap' });
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Bramblesnap' }))).toMatch(/can't pay "tap 1 untapped/);
  });

  it('unnamed, the first untapped ones in battlefield order are tapped, said in the trace; too few can\'t pay', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Clock of Omens', 'Ornithopter', { card: 'Ornithopter', tapped: true }] }, { name: 'Bob' }], cards: [clockOfOmens] });
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Clock of Omens', targets: ['Ornithopter #2'] });
    expect(refusal(events)).toBeUndefined();
    expect(events.some((e) => e.kind === 'choice' && /taps Clock of Omens, Ornithopter for the cost/.test(e.text))).toBe(true);
    g.resolveStack();
    expect(permanent(g, 'Ornithopter #2')).toMatchObject({ tapped: false });
    const few = new Game({ players: [{ name: 'Alice', battlefield: ['Clock of Omens', { card: 'Ornithopter', tapped: true }] }, { name: 'Bob' }], cards: [clockOfOmens] });
    expect(refusal(few.do({ type: 'activate', player: 'Alice', source: 'Clock of Omens', targets: ['Ornithopter'] }))).toMatch(/can't pay "tap 2 untapped/);
  });
});

/** 702.94 Miracle, compiled from real cards of the 2020 pool and played through scenarios: drawn as the first card of a turn. */
import { compileCard } from '../../src/oracle/compile';
import { compiledPoolCard, poolCard, poolTrace, simulatePool } from './pool';

type Trace = ReturnType<typeof poolTrace>;
const has = (trace: Trace, pattern: RegExp) => trace.events.some((e) => pattern.test(e.text));
const permanents = (trace: Trace, name: string) => trace.final.battlefield.filter((p) => p.name === name).length;

describe('702.94: miracle', () => {
  it('702.94a: "Miracle {X}{W}{W}" is the card\'s miracle cost, with its reminder text or without', () => {
    expect(compiledPoolCard('Entreat the Angels')).toMatchObject({ miracle: '{X}{W}{W}' });
    const result = compileCard({ ...poolCard('Devastation Tide'), oracleText: "Return all nonland permanents to their owners' hands.\nMiracle {1}{U}" });
    expect(result.status === 'compiled' && result.definition).toMatchObject({ miracle: '{1}{U}' });
  });

  /** Alice's next draw step (turn 3): the game begins on her turn 1, in its main phase. */
  const TO_ALICES_DRAW = ['Bob library: Island', 'next turn', 'next turn', 'next step'];

  it('702.94a: the first card drawn this turn may be revealed; as its trigger resolves, it is cast for its miracle cost, X chosen then, a sorcery in the draw step too (608.2g)', () => {
    const trace = poolTrace(['Entreat the Angels'], ['Alice has Plains, Plains, Plains, Plains', 'Alice library: Entreat the Angels', ...TO_ALICES_DRAW, 'Alice casts Entreat the Angels with miracle with X=2']);
    expect(has(trace, /Alice reveals Entreat the Angels as they draw it, the first card they drew this turn \(miracle \{X\}\{W\}\{W\}\); the default/)).toBe(true);
    expect(trace.events.some((e) => e.kind === 'trigger' && e.rules.includes('702.94a'))).toBe(true);
    expect(has(trace, /Alice casts Entreat the Angels for its miracle cost as its miracle trigger resolves/)).toBe(true);
    expect(has(trace, /The total cost of Entreat the Angels is \{2\}\{W\}\{W\}/)).toBe(true);
    expect(permanents(trace, 'Angel')).toBe(2);
    expect(trace.final.players[0]!.graveyard).toEqual(['Entreat the Angels']);
  });

  it('702.94a: a miracle card not cast stays in its owner\'s hand; one not revealed has no trigger', () => {
    const uncast = poolTrace(['Devastation Tide'], ['Alice has Island, Island', 'Alice library: Devastation Tide', ...TO_ALICES_DRAW, 'resolve']);
    expect(has(uncast, /Alice doesn't cast Devastation Tide for its miracle cost \(the default/)).toBe(true);
    expect(uncast.final.players[0]!.hand).toEqual(['Devastation Tide']);
    const hidden = poolTrace(['Devastation Tide'], ['Alice has Island, Island', 'Alice library: Devastation Tide', 'Bob library: Island', 'next turn', 'next turn', 'Alice chooses no', 'next step']);
    expect(has(hidden, /Alice doesn't reveal Devastation Tide as they draw it/)).toBe(true);
    expect(hidden.events.some((e) => e.kind === 'trigger' && e.rules.includes('702.94a'))).toBe(false);
    expect(hidden.final.players[0]!.hand).toEqual(['Devastation Tide']);
  });

  it('702.94a: only the first card drawn this turn: drawn second, a miracle card is not revealed', () => {
    const trace = poolTrace(['Entreat the Angels', 'Obsessive Search'], ['Alice has Island, Plains, Plains, Plains', 'Alice hand: Obsessive Search', 'Alice library: Island, Entreat the Angels', ...TO_ALICES_DRAW, 'go to main', 'Alice casts Obsessive Search']);
    expect(trace.final.players[0]!.hand).toContain('Entreat the Angels');
    expect(trace.events.some((e) => e.kind === 'trigger' && e.rules.includes('702.94a'))).toBe(false);
  });

  it('702.94a: "with miracle" is for a card whose miracle trigger is on top of the stack', () => {
    const result = simulatePool(['Devastation Tide'], ['Alice has Island, Island', 'Alice hand: Devastation Tide', 'Alice casts Devastation Tide with miracle']);
    expect(!result.ok && result.message).toMatch(/miracle trigger resolves \(702\.94a\), and that trigger is not on top of the stack/);
  });
});

/** Keyword abilities and actions that put counters or create tokens (701, 702), on real cards of the 2020 pool, compiled from their Oracle text and played. */
import { Game, type EngineEvent, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const game = (setup: GameSetup, names: string[]) => new Game({ ...setup, cards: [...names.map(compiledPoolCard), ...(setup.cards ?? [])] });
const labels = (g: Game) => g.snapshot().battlefield.map((p) => p.label);
const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label)!;
const texts = (events: EngineEvent[]) => events.map((e) => e.text).join('\n');
const SEVEN = Array<string>(7).fill('Island');

describeWithSharedData('keywords that put counters or create tokens (701, 702, 2020 pool)', [POOL_FILE], () => {
  it('702.123a fabricate N: "you may put N +1/+1 counters on it" — by default the counters (Accomplished Automaton)', () => {
    expect(compiledPoolCard('Accomplished Automaton').keywords).toEqual(['fabricate 1']);
    const g = game({ players: [{ name: 'Alice', battlefield: SEVEN, hand: ['Accomplished Automaton'] }, { name: 'Bob' }] }, ['Accomplished Automaton']);
    expect(refusal(g.do({ type: 'cast', player: 'Alice', card: 'Accomplished Automaton' }))).toBeUndefined();
    expect(texts(g.resolveStack())).toMatch(/Alice puts 1 \+1\/\+1 counter on Accomplished Automaton \(fabricate 1\)/);
    expect(permanent(g, 'Accomplished Automaton').counters).toEqual({ '+1/+1': 1 });
    expect(labels(g)).not.toContain('Servo');
  });

  it('702.123a fabricate N: "If you don\'t, create N 1/1 colorless Servo artifact creature tokens" (Cultivator of Blades, choosing no)', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Cultivator of Blades'] }, { name: 'Bob' }] }, ['Cultivator of Blades']);
    g.do({ type: 'choose', player: 'Alice', key: 'may', value: 'no' });
    g.do({ type: 'cast', player: 'Alice', card: 'Cultivator of Blades' });
    expect(texts(g.resolveStack())).toMatch(/creates 2 1\/1 colorless Servo artifact creature tokens instead \(fabricate 2\)/);
    const servos = g.snapshot().battlefield.filter((p) => p.label.startsWith('Servo'));
    expect(servos).toHaveLength(2);
    expect(servos[0]).toMatchObject({ power: 1, toughness: 1 });
    expect(permanent(g, 'Cultivator of Blades').counters).toEqual({});
  });
});

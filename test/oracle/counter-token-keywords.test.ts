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

  it('702.134a mentor: attacking, a +1/+1 counter on target attacking creature with power less than its own; one with equal power can\'t be targeted (Blade Instructor)', () => {
    expect(compiledPoolCard('Blade Instructor').keywords).toEqual(['mentor']);
    const g = game({ step: 'beginning-of-combat', players: [{ name: 'Alice', battlefield: ['Blade Instructor', 'Grizzly Bears', 'Hill Giant'] }, { name: 'Bob' }] }, ['Blade Instructor']);
    g.do({ type: 'choose', player: 'Alice', key: 'targets', for: 'Blade Instructor', value: ['Hill Giant'] });
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Blade Instructor': 'Bob', 'Grizzly Bears': 'Bob', 'Hill Giant': 'Bob' } });
    const events: EngineEvent[] = [];
    while (g.state.step !== 'declare-blockers') events.push(...g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name }));
    expect(texts(events)).toMatch(/its power isn't less than the source's power 3 \(702\.134a\)/);
    expect(permanent(g, 'Grizzly Bears').counters).toEqual({ '+1/+1': 1 });
    expect(permanent(g, 'Hill Giant').counters).toEqual({});
  });

  it('702.92a living weapon: Flayer Husk enters, creates a 0/0 black Phyrexian Germ and is attached to it: a 1/1 with its +1/+1', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp'], hand: ['Flayer Husk'] }, { name: 'Bob' }] }, ['Flayer Husk']);
    g.do({ type: 'cast', player: 'Alice', card: 'Flayer Husk' });
    const made = texts(g.resolveStack());
    expect(made).toMatch(/Flayer Husk becomes attached to Phyrexian Germ/);
    expect(permanent(g, 'Phyrexian Germ token')).toMatchObject({ power: 1, toughness: 1 });
    expect(permanent(g, 'Flayer Husk').attachedTo).toBe('Phyrexian Germ token');
  });

  it('702.100a evolve: a creature with greater power or toughness entering under its controller\'s control puts a +1/+1 counter on it; a smaller one doesn\'t trigger it (603.4)', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Cloudfin Raptor', 'Forest', 'Forest', 'Forest'], hand: ['Grizzly Bears', 'Llanowar Elves'] }, { name: 'Bob' }] }, ['Cloudfin Raptor']);
    g.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' });
    expect(texts(g.resolveStack())).toMatch(/Cloudfin Raptor's ability triggers/);
    expect(permanent(g, 'Cloudfin Raptor')).toMatchObject({ counters: { '+1/+1': 1 }, power: 1, toughness: 2 });
    g.do({ type: 'cast', player: 'Alice', card: 'Llanowar Elves' });
    expect(texts(g.resolveStack())).toMatch(/Cloudfin Raptor's ability doesn't trigger .*its "if" condition doesn't hold/);
    expect(permanent(g, 'Cloudfin Raptor').counters).toEqual({ '+1/+1': 1 });
  });

  it('702.58a graft N: Vigean Hydropon enters with five +1/+1 counters; another creature entering, it may move one onto it (122.5)', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Island', 'Plains'], hand: ['Vigean Hydropon', 'Savannah Lions'] }, { name: 'Bob' }] }, ['Vigean Hydropon']);
    g.do({ type: 'cast', player: 'Alice', card: 'Vigean Hydropon' });
    expect(texts(g.resolveStack())).toMatch(/Vigean Hydropon enters with 5 \+1\/\+1 counters \(graft 5\)/);
    g.do({ type: 'cast', player: 'Alice', card: 'Savannah Lions' });
    expect(texts(g.resolveStack())).toMatch(/1 \+1\/\+1 counter moves from Vigean Hydropon onto Savannah Lions/);
    expect(permanent(g, 'Vigean Hydropon')).toMatchObject({ counters: { '+1/+1': 4 }, power: 4 });
    expect(permanent(g, 'Savannah Lions')).toMatchObject({ counters: { '+1/+1': 1 }, power: 3 });
  });

  it('701.46a adapt N: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it" — a second activation does nothing (Skitter Eel)', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Skitter Eel', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'] }, { name: 'Bob' }] }, ['Skitter Eel']);
    g.do({ type: 'activate', player: 'Alice', source: 'Skitter Eel' });
    expect(texts(g.resolveStack())).toMatch(/Skitter Eel adapts: it gets 2 \+1\/\+1 counters/);
    g.do({ type: 'activate', player: 'Alice', source: 'Skitter Eel' });
    expect(texts(g.resolveStack())).toMatch(/Skitter Eel has a \+1\/\+1 counter on it: adapt does nothing/);
    expect(permanent(g, 'Skitter Eel')).toMatchObject({ counters: { '+1/+1': 2 }, power: 5 });
  });

  it('701.39a bolster N: the counters go on a creature its controller controls with the least toughness, a tie chosen (Sandcrafter Mage)', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Savannah Lions', 'Llanowar Elves', 'Plains', 'Plains', 'Plains'], hand: ['Sandcrafter Mage'] }, { name: 'Bob', battlefield: ['Ornithopter'] }] }, ['Sandcrafter Mage']);
    g.do({ type: 'choose', player: 'Alice', key: 'bolster', value: 'Llanowar Elves' });
    g.do({ type: 'cast', player: 'Alice', card: 'Sandcrafter Mage' });
    expect(texts(g.resolveStack())).toMatch(/Alice bolsters 1: 1 \+1\/\+1 counter on Llanowar Elves/);
    expect(permanent(g, 'Llanowar Elves').counters).toEqual({ '+1/+1': 1 });
    expect(permanent(g, 'Savannah Lions').counters).toEqual({});
  });

  it('701.44a explore: a land revealed goes to the hand; a nonland gives a +1/+1 counter and may go to the graveyard; 701.44b "whenever a creature you control explores" (Merfolk Branchwalker, Wildgrowth Walker)', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Wildgrowth Walker'], hand: ['Merfolk Branchwalker', 'Merfolk Branchwalker'], library: ['Island', 'Grizzly Bears', 'Savannah Lions'] }, { name: 'Bob' }] }, ['Merfolk Branchwalker', 'Wildgrowth Walker']);
    g.do({ type: 'cast', player: 'Alice', card: 'Merfolk Branchwalker' });
    expect(texts(g.resolveStack())).toMatch(/Merfolk Branchwalker explores: Alice reveals Island, a land card, and puts it into their hand/);
    expect(permanent(g, 'Merfolk Branchwalker').counters).toEqual({});
    expect(g.snapshot().players[0]!.hand).toContain('Island');
    g.do({ type: 'choose', player: 'Alice', key: 'may', value: 'yes' });
    g.do({ type: 'cast', player: 'Alice', card: 'Merfolk Branchwalker' });
    expect(texts(g.resolveStack())).toMatch(/explores: Alice reveals Grizzly Bears, not a land card; a \+1\/\+1 counter is put on Merfolk Branchwalker/);
    expect(g.snapshot().players[0]).toMatchObject({ graveyard: ['Grizzly Bears'], life: 26 });
    expect(permanent(g, 'Wildgrowth Walker').counters).toEqual({ '+1/+1': 2 });
  });

  it('122.5 "Move a +1/+1 counter from ~ onto target creature" (Simic Fluxmage, after it evolved)', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Simic Fluxmage', 'Forest', 'Forest', 'Island', 'Island'], hand: ['Grizzly Bears'] }, { name: 'Bob' }] }, ['Simic Fluxmage']);
    g.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' });
    g.resolveStack();
    expect(permanent(g, 'Simic Fluxmage').counters).toEqual({ '+1/+1': 1 });
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Simic Fluxmage', targets: ['Grizzly Bears'] }))).toBeUndefined();
    expect(texts(g.resolveStack())).toMatch(/1 \+1\/\+1 counter moves from Simic Fluxmage onto Grizzly Bears/);
    expect([permanent(g, 'Simic Fluxmage').counters, permanent(g, 'Grizzly Bears').counters]).toEqual([{}, { '+1/+1': 1 }]);
  });
});

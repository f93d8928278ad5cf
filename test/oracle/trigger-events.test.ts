/**
 * Trigger events and trigger conditions (603) read from real cards of the 2020 pool and played:
 * "becomes tapped" (701.26a), said of the card itself or of the permanent an Aura enchants; the upkeep of
 * enchanted creature's controller (303.4), each opponent's upkeep and "that player" (503.1).
 */
import { Game, type EngineEvent } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const triggers = (events: EngineEvent[], source: string) => events.filter((e) => e.kind === 'trigger' && e.text.startsWith(`${source}'s ability triggers`));
const names = (g: Game) => g.snapshot().battlefield.map((p) => p.name);

/** Every player passes until a trigger waits on the stack in that turn and step (or the turn is past). */
function passUntilTrigger(g: Game, turn: number, step: Game['state']['step']): EngineEvent[] {
  const events: EngineEvent[] = [];
  for (let i = 0; i < 80 && !(g.state.turn === turn && g.state.step === step && g.state.stack.length > 0) && g.state.turn <= turn; i++) {
    events.push(...g.do({ type: 'pass', player: g.state.players[g.state.priority ?? g.state.activePlayer]!.name }));
  }
  return events;
}

describeWithSharedData('trigger events (2020 pool)', [POOL_FILE], () => {
  it('701.26a: "When enchanted land becomes tapped, destroy it." — Blight destroys the Swamp tapped for mana', () => {
    expect(compiledPoolCard('Blight').abilities).toEqual([expect.objectContaining({ kind: 'triggered', when: 'becomes-tapped', subject: { types: ['Land'], attachedToSource: true } })]);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Forest'] }, { name: 'Bob', battlefield: [{ card: 'Blight', attachedTo: 'Swamp' }] }], step: 'precombat-main', cards: [compiledPoolCard('Blight')] });
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Swamp' });
    g.do({ type: 'activate', player: 'Alice', source: 'Forest' });
    expect(triggers(events, 'Blight').map((e) => e.text)).toEqual(['Blight\'s ability triggers (Swamp became tapped): "When enchanted land becomes tapped, destroy it."']);
    g.resolveStack();
    expect(names(g)).toEqual(['Forest']);
    expect(g.state.players[0]!.manaPool.B).toBe(1);
  });

  it('701.26a, 508.1f: a creature tapped as it attacks becomes tapped — Emmara, Soul of the Accord makes a Soldier', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Emmara, Soul of the Accord'] }, { name: 'Bob' }], step: 'beginning-of-combat', cards: [compiledPoolCard('Emmara, Soul of the Accord')] });
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Emmara, Soul of the Accord': 'Bob' } });
    const events: EngineEvent[] = [];
    while (g.state.step !== 'declare-blockers' && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }));
    expect(triggers(events, 'Emmara, Soul of the Accord')).toHaveLength(1);
    g.resolveStack();
    expect(names(g)).toContain('Soldier');
  });

  it('701.26a: an effect tapping an untapped permanent taps it; one already tapped doesn\'t become tapped — Pressure Point on Emmara', () => {
    const play = (tapped: boolean) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: [{ card: 'Emmara, Soul of the Accord', tapped }] }, { name: 'Bob', battlefield: ['Plains', 'Plains'], hand: ['Pressure Point'], library: ['Plains'] }], step: 'precombat-main', cards: ['Emmara, Soul of the Accord', 'Pressure Point'].map(compiledPoolCard) });
      g.state.priority = 1;
      g.do({ type: 'cast', player: 'Bob', card: 'Pressure Point', targets: ['Emmara, Soul of the Accord'] });
      g.resolveStack();
      return names(g).filter((name) => name === 'Soldier').length;
    };
    expect(play(false)).toBe(1);
    expect(play(true)).toBe(0);
  });

  it('701.26a: "Whenever ~ becomes tapped" — Spireside Infiltrator, tapped to attack (508.1f), deals 1 damage to each opponent', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Spireside Infiltrator'] }, { name: 'Bob' }], step: 'beginning-of-combat', cards: [compiledPoolCard('Spireside Infiltrator')] });
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Spireside Infiltrator': 'Bob' } });
    const events: EngineEvent[] = [];
    while (g.state.step !== 'declare-blockers' && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }));
    expect(triggers(events, 'Spireside Infiltrator')).toHaveLength(1);
    g.resolveStack();
    expect(g.state.players[1]!.life).toBe(19);
  });

  it('303.4: "At the beginning of the upkeep of enchanted creature\'s controller" — Alice\'s Unstable Mutation on Bob\'s Grizzly Bears puts a -1/-1 counter on it in Bob\'s upkeep, not in Alice\'s', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: [{ card: 'Unstable Mutation', attachedTo: 'Grizzly Bears' }], library: ['Plains', 'Plains'] }, { name: 'Bob', battlefield: ['Grizzly Bears'], library: ['Plains', 'Plains'] }], step: 'precombat-main', cards: [compiledPoolCard('Unstable Mutation')] });
    passUntilTrigger(g, 2, 'upkeep');
    expect(g.state.stack.map((item) => item.label)).toEqual(["Unstable Mutation's trigger"]);
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.name === 'Grizzly Bears')).toMatchObject({ power: 4, toughness: 4, counters: { '-1/-1': 1 } });
    const events: EngineEvent[] = [];
    while (!(g.state.turn === 3 && g.state.step === 'draw')) events.push(...g.do({ type: 'pass', player: g.state.players[g.state.priority ?? g.state.activePlayer]!.name }));
    expect(triggers(events, 'Unstable Mutation')).toEqual([]);
  });

  it('503.1: "At the beginning of each opponent\'s upkeep, … that player" — Mogis, God of Slaughter deals 2 damage to Bob in his upkeep, Bob having no creature to sacrifice', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mogis, God of Slaughter'], library: ['Plains', 'Plains'] }, { name: 'Bob', library: ['Plains', 'Plains'] }], step: 'precombat-main', cards: [compiledPoolCard('Mogis, God of Slaughter')] });
    passUntilTrigger(g, 2, 'upkeep');
    g.resolveStack();
    expect(g.state.players.map((p) => p.life)).toEqual([20, 18]);
  });
});

/**
 * Trigger events and trigger conditions (603) read from real cards of the 2020 pool and played:
 * "becomes tapped" (701.26a), said of the card itself or of the permanent an Aura enchants; the upkeep of
 * enchanted creature's controller (303.4), each opponent's upkeep and "that player" (503.1); "~ and at least
 * two other creatures attack" (battalion), "attacks alone" (506.5); "enters or leaves the battlefield",
 * "enters or is put into a graveyard from the battlefield" (603.2, 603.10a); the intervening "if that player has
 * N or fewer cards in hand" (603.4).
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

  /** Alice attacks Bob with `attackers`, no blocks; every player passes until the declare blockers step. */
  function attack(cards: string[], battlefield: string[], attackers: string[]): { g: Game; events: EngineEvent[] } {
    const g = new Game({ players: [{ name: 'Alice', battlefield }, { name: 'Bob' }], step: 'beginning-of-combat', cards: cards.map(compiledPoolCard) });
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: Object.fromEntries(attackers.map((a) => [a, 'Bob'])) });
    const events: EngineEvent[] = [];
    while (g.state.step !== 'declare-blockers' && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }));
    g.resolveStack();
    return { g, events };
  }

  it('508.1: "Whenever ~ and at least two other creatures attack" — Boros Elite gets +2/+2 attacking with two others, not with one', () => {
    const three = attack(['Boros Elite'], ['Boros Elite', 'Grizzly Bears', 'Savannah Lions'], ['Boros Elite', 'Grizzly Bears', 'Savannah Lions']);
    expect(three.g.snapshot().battlefield.find((p) => p.name === 'Boros Elite')).toMatchObject({ power: 3, toughness: 3 });
    const two = attack(['Boros Elite'], ['Boros Elite', 'Grizzly Bears', 'Savannah Lions'], ['Boros Elite', 'Grizzly Bears']);
    expect(triggers(two.events, 'Boros Elite')).toEqual([]);
    expect(two.g.snapshot().battlefield.find((p) => p.name === 'Boros Elite')).toMatchObject({ power: 1, toughness: 1 });
  });

  it('506.5: "Whenever a creature you control attacks alone" — Rafiq of the Many gives the lone attacker double strike; two attackers, no trigger', () => {
    const alone = attack(['Rafiq of the Many'], ['Rafiq of the Many', 'Grizzly Bears'], ['Grizzly Bears']);
    expect(alone.g.snapshot().battlefield.find((p) => p.name === 'Grizzly Bears')!.keywords).toContain('double strike');
    const both = attack(['Rafiq of the Many'], ['Rafiq of the Many', 'Grizzly Bears'], ['Grizzly Bears', 'Rafiq of the Many']);
    expect(triggers(both.events, 'Rafiq of the Many')).toEqual([]);
  });

  it('603.2, 603.10a: "When ~ enters the battlefield or is put into a graveyard from the battlefield" — Servo Schematic makes a Servo as it enters and as it is destroyed', () => {
    const definition = compiledPoolCard('Servo Schematic');
    expect(definition.abilities!.map((a) => a.kind === 'triggered' && a.when)).toEqual(['enters', 'put-into-graveyard']);
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Servo Schematic'], hand: ['Shatter'], library: ['Plains'] }, { name: 'Bob', library: ['Plains'] }], step: 'precombat-main', cards: [definition, compiledPoolCard('Shatter')] });
    g.do({ type: 'cast', player: 'Alice', card: 'Shatter', targets: ['Servo Schematic'] });
    g.resolveStack();
    expect(names(g).filter((name) => name === 'Servo')).toHaveLength(1);
  });

  it('603.4: "At the beginning of each opponent\'s upkeep, if that player has two or fewer cards in hand" — Hellfire Mongrel deals Bob 2 damage with two cards in hand, and doesn\'t trigger with three', () => {
    const play = (hand: string[]) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Hellfire Mongrel'], library: ['Plains', 'Plains'] }, { name: 'Bob', hand, library: ['Plains', 'Plains'] }], step: 'precombat-main', cards: [compiledPoolCard('Hellfire Mongrel')] });
      const events: EngineEvent[] = [];
      while (!(g.state.turn === 2 && g.state.step === 'draw')) events.push(...g.do({ type: 'pass', player: g.state.players[g.state.priority ?? g.state.activePlayer]!.name }));
      return { life: g.state.players[1]!.life, events };
    };
    expect(play(['Plains', 'Plains']).life).toBe(18);
    const three = play(['Plains', 'Plains', 'Plains']);
    expect(three.life).toBe(20);
    expect(three.events.some((e) => e.rules.includes('603.4') && /doesn't trigger/.test(e.text))).toBe(true);
  });
});

/**
 * 609.7a, 615.1a on real cards of the 2020 pool: a source of damage chosen as the effect is created —
 * "The next time a red source of your choice would deal damage to you this turn, prevent that damage",
 * "Prevent all damage a source of your choice would deal this turn".
 */
import { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const life = (g: Game, player: number) => g.snapshot().players[player]!.life;

describeWithSharedData('609.7a: a source of damage of your choice (2020 pool)', [POOL_FILE], () => {
  it('609.7a: Circle of Protection: Red — reads "a red source of your choice … to you"', () => {
    expect(compiledPoolCard('Circle of Protection: Red').abilities![0]).toMatchObject({ kind: 'activated', cost: { mana: '{1}' }, effects: [{ do: 'prevent-next-from-source', source: { colors: ['R'] }, to: 'you' }] });
  });

  it('609.7a: Circle of Protection: Red — the red spell chosen deals no damage to its controller, once; the next one does', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Circle of Protection: Red', 'Plains', 'Plains'] }, { name: 'Bob', battlefield: ['Mountain', 'Mountain'], hand: ['Shock', 'Lightning Bolt'] }],
      cards: [compiledPoolCard('Circle of Protection: Red')],
    });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Shock', targets: ['Alice'] });
    g.do({ type: 'pass', player: 'Bob' });
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Circle of Protection: Red' });
    expect(events.some((e) => /it goes on the stack/.test(e.text))).toBe(true);
    const resolved = g.resolveStack();
    expect(resolved.some((e) => e.kind === 'choice' && e.rules.includes('609.7a') && /Alice chooses Shock as the source/.test(e.text))).toBe(true);
    expect(resolved.some((e) => e.kind === 'damage' && /2 damage from Shock to Alice is prevented/.test(e.text))).toBe(true);
    expect(life(g, 0)).toBe(20);
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Alice'] });
    g.resolveStack();
    expect(life(g, 0)).toBe(17);
  });

  it('609.7a: the source is the one named ("Alice chooses Mogg Fanatic"): another red source\'s damage is dealt', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Circle of Protection: Red', 'Plains'] }, { name: 'Bob', battlefield: ['Mogg Fanatic', 'Mountain'], hand: ['Shock'] }],
      cards: [compiledPoolCard('Circle of Protection: Red')],
    });
    g.do({ type: 'choose', player: 'Alice', key: 'source', value: 'Mogg Fanatic' });
    g.do({ type: 'activate', player: 'Alice', source: 'Circle of Protection: Red' });
    g.resolveStack();
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Shock', targets: ['Alice'] });
    g.resolveStack();
    expect(life(g, 0)).toBe(18);
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'activate', player: 'Bob', source: 'Mogg Fanatic', targets: ['Alice'] });
    g.resolveStack();
    expect(life(g, 0)).toBe(18);
  });

  it('615.1a: Pay No Heed — all damage the chosen source would deal this turn is prevented, to any player or creature', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Plains', 'Grizzly Bears'], hand: ['Pay No Heed'] }, { name: 'Bob', battlefield: ['Mogg Fanatic'] }],
      cards: [compiledPoolCard('Pay No Heed')],
    });
    g.do({ type: 'choose', player: 'Alice', key: 'source', value: 'Mogg Fanatic' });
    g.do({ type: 'cast', player: 'Alice', card: 'Pay No Heed' });
    g.resolveStack();
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'activate', player: 'Bob', source: 'Mogg Fanatic', targets: ['Grizzly Bears'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.name === 'Grizzly Bears')).toMatchObject({ damage: 0 });
  });
});

describeWithSharedData('615.12: damage that can\'t be prevented (2020 pool)', [POOL_FILE], () => {
  it('615.12: Flaring Pain — this turn, a prevention effect applies but prevents nothing', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Circle of Protection: Red', 'Plains'] }, { name: 'Bob', battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Flaring Pain', 'Lightning Bolt'] }],
      cards: [compiledPoolCard('Circle of Protection: Red'), compiledPoolCard('Flaring Pain')],
    });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Flaring Pain' });
    g.resolveStack();
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Alice'] });
    g.do({ type: 'pass', player: 'Bob' });
    g.do({ type: 'activate', player: 'Alice', source: 'Circle of Protection: Red' });
    const events = g.resolveStack();
    expect(events.some((e) => e.rules.includes('615.12') && /that damage can't be prevented/.test(e.text))).toBe(true);
    expect(life(g, 0)).toBe(17);
  });

  it('615.12, 702.16e: Combust — "The damage can\'t be prevented": protection from red doesn\'t stop it', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Combust'] }, { name: 'Bob', battlefield: ['Pilgrim of Virtue'] }],
      cards: [compiledPoolCard('Combust'), compiledPoolCard('Pilgrim of Virtue')],
    });
    expect(compiledPoolCard('Combust').spell!.effects).toEqual([{ do: 'damage', amount: 5, to: 'target', unpreventable: true }]);
    g.do({ type: 'cast', player: 'Alice', card: 'Combust', targets: ['Pilgrim of Virtue'] });
    g.resolveStack();
    expect(g.snapshot().players[1]!.graveyard).toEqual(['Pilgrim of Virtue']);
  });
});

describeWithSharedData('615.1a: "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (2020 pool)', [POOL_FILE], () => {
  it('615.1a: Phantom Wurm blocked by two creatures — all their damage is prevented, and one counter is removed for the damage dealt at once', () => {
    const g = new Game({
      step: 'beginning-of-combat',
      players: [{ name: 'Alice', battlefield: [{ card: 'Phantom Wurm', counters: { '+1/+1': 4 } }] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Savannah Lions'] }],
      cards: [compiledPoolCard('Phantom Wurm')],
    });
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Phantom Wurm': 'Bob' } });
    g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: { 'Grizzly Bears': 'Phantom Wurm', 'Savannah Lions': 'Phantom Wurm' } });
    while (g.state.step !== 'end-of-combat') g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name });
    expect(g.snapshot().battlefield.find((p) => p.name === 'Phantom Wurm')).toMatchObject({ damage: 0, counters: { '+1/+1': 3 } });
  });
});

describeWithSharedData('615.1a: "If a white source would deal damage to you, prevent 2 of that damage." (2020 pool)', [POOL_FILE], () => {
  it('615.1a: Sphere of Truth — 2 of each white source\'s damage to its controller is prevented; a green source\'s is not', () => {
    const g = new Game({
      step: 'beginning-of-combat',
      players: [{ name: 'Alice', battlefield: ['Savannah Lions', 'Grizzly Bears'] }, { name: 'Bob', battlefield: ['Sphere of Truth'] }],
      cards: [compiledPoolCard('Sphere of Truth')],
    });
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Savannah Lions': 'Bob', 'Grizzly Bears': 'Bob' } });
    g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: {} });
    while (g.state.step !== 'end-of-combat') g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name });
    expect(life(g, 1)).toBe(18);
  });
});

describeWithSharedData('611.2c: a prevention effect on "creatures" covers creatures that arrive later (2020 pool)', [POOL_FILE], () => {
  it('611.2c, 615.1a: after Blinding Fog resolves, Grizzly Bears cast that turn is dealt no damage by Lightning Bolt', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Blinding Fog', 'Grizzly Bears'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }],
      cards: [compiledPoolCard('Blinding Fog')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Blinding Fog' });
    g.resolveStack();
    g.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' });
    g.resolveStack();
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'damage' && /3 damage from Lightning Bolt to Grizzly Bears is prevented/.test(e.text))).toBe(true);
    expect(g.snapshot().battlefield.some((p) => p.name === 'Grizzly Bears')).toBe(true);
  });
});

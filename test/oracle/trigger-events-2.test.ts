/**
 * More trigger events (603) read from real cards of the 2020 pool and played: cast triggers on historic
 * (700.6), colorless (105.2c) and "white, blue, black, or red" spells; "whenever you sacrifice …" and
 * "whenever a player sacrifices …" (701.21a); "is put into your graveyard from the battlefield" (400.3: a
 * card goes to its owner's graveyard); state triggers (603.8): "When there are no creatures on the
 * battlefield", "When you control a Dwarf"; "When you cast ~" (601.2i: the spell's own ability, on the stack);
 * "Whenever you're dealt damage", "When you're dealt combat damage", "Whenever ~ is dealt combat damage" (603.2c,
 * 510.2: once for damage dealt at once, "that many" its total).
 */
import { Game, type EngineEvent } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const triggers = (events: EngineEvent[], source: string) => events.filter((e) => e.kind === 'trigger' && e.text.startsWith(`${source}'s ability triggers`));
const names = (g: Game, player?: number) => g.snapshot().battlefield.filter((p) => player === undefined || p.controller === g.state.players[player]!.name).map((p) => p.name);
const main = (names: string[], players: ConstructorParameters<typeof Game>[0]['players']) => new Game({ players, step: 'precombat-main', cards: names.map(compiledPoolCard) });

describeWithSharedData('trigger events 2 (2020 pool)', [POOL_FILE], () => {
  it('700.6: "Whenever you cast a historic spell, draw a card." — Jhoira draws for an artifact and a legendary creature, not for Grizzly Bears', () => {
    const g = main(['Jhoira, Weatherlight Captain'], [{ name: 'Alice', battlefield: ['Jhoira, Weatherlight Captain', 'Forest', 'Forest', 'Plains'], hand: ['Ornithopter', 'Grizzly Bears', 'Isamaru, Hound of Konda'], library: ['Island', 'Island', 'Island'] }, { name: 'Bob' }]);
    const historic = g.do({ type: 'cast', player: 'Alice', card: 'Ornithopter' });
    expect(triggers(historic, 'Jhoira, Weatherlight Captain')).toHaveLength(1);
    g.resolveStack();
    expect(triggers(g.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' }), 'Jhoira, Weatherlight Captain')).toEqual([]);
    g.resolveStack();
    expect(triggers(g.do({ type: 'cast', player: 'Alice', card: 'Isamaru, Hound of Konda' }), 'Jhoira, Weatherlight Captain')).toHaveLength(1);
    g.resolveStack();
    expect(g.state.players[0]!.hand).toHaveLength(2);
  });

  it('105.2c: "Whenever you cast a colorless spell" — Kozilek\'s Sentinel gets +1/+0 for Ornithopter, not for a green spell', () => {
    const g = main(["Kozilek's Sentinel"], [{ name: 'Alice', battlefield: ["Kozilek's Sentinel", 'Forest', 'Forest'], hand: ['Ornithopter', 'Grizzly Bears'] }, { name: 'Bob' }]);
    g.do({ type: 'cast', player: 'Alice', card: 'Ornithopter' });
    g.resolveStack();
    expect(triggers(g.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' }), "Kozilek's Sentinel")).toEqual([]);
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.name === "Kozilek's Sentinel")).toMatchObject({ power: 2, toughness: 4 });
  });

  it('105.2: "a blue, black or red spell" is a spell of any of the three — God-Pharaoh\'s Faithful gains 1 life for Lightning Bolt, none for Giant Growth', () => {
    expect(compiledPoolCard("God-Pharaoh's Faithful").abilities).toEqual([expect.objectContaining({ when: 'cast', subject: { colors: ['U', 'B', 'R'] } })]);
    const g = main(["God-Pharaoh's Faithful"], [{ name: 'Alice', battlefield: ["God-Pharaoh's Faithful", 'Mountain', 'Forest'], hand: ['Lightning Bolt', 'Giant Growth'] }, { name: 'Bob' }]);
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] });
    g.resolveStack();
    g.do({ type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ["God-Pharaoh's Faithful"] });
    g.resolveStack();
    expect(g.state.players[0]!.life).toBe(21);
  });

  it('701.21a: "Whenever you sacrifice a creature, target opponent sacrifices a creature." — Ruthless Deathfang, on Viscera Seer\'s cost; Bob\'s sacrifice doesn\'t trigger it', () => {
    const g = main(['Ruthless Deathfang'], [{ name: 'Alice', battlefield: ['Ruthless Deathfang', 'Viscera Seer', 'Grizzly Bears'], library: ['Island'] }, { name: 'Bob', battlefield: ['Savannah Lions', 'Viscera Seer', 'Hill Giant'], library: ['Island'] }]);
    const events = g.do({ type: 'activate', player: 'Alice', source: 'Viscera Seer', choices: { sacrifice: 'Grizzly Bears' } });
    expect(triggers(events, 'Ruthless Deathfang')).toHaveLength(1);
    g.resolveStack();
    expect(names(g, 1)).toHaveLength(2);
    g.state.priority = 1;
    expect(triggers(g.do({ type: 'activate', player: 'Bob', source: "Bob's Viscera Seer", choices: { sacrifice: 'Hill Giant' } }), 'Ruthless Deathfang')).toEqual([]);
  });

  it('701.21a: "Whenever a player sacrifices a creature" — Thraximundar gets a counter when Bob sacrifices to Diabolic Edict', () => {
    const g = main(['Thraximundar'], [{ name: 'Alice', battlefield: ['Thraximundar', 'Swamp', 'Swamp'], hand: ['Diabolic Edict'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }]);
    g.do({ type: 'cast', player: 'Alice', card: 'Diabolic Edict', targets: ['Bob'] });
    g.resolveStack();
    expect(names(g, 1)).toEqual([]);
    expect(g.snapshot().battlefield.find((p) => p.name === 'Thraximundar')).toMatchObject({ counters: { '+1/+1': 1 } });
  });

  it('400.3: "Whenever a nontoken creature is put into your graveyard from the battlefield" — Field of Souls: Alice\'s Bears; not Bob\'s Lions, even under Alice\'s control', () => {
    const g = main(['Field of Souls'], [{ name: 'Alice', battlefield: ['Field of Souls', 'Grizzly Bears', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Act of Treason', 'Lightning Bolt', 'Lightning Bolt'] }, { name: 'Bob', battlefield: ['Savannah Lions'] }]);
    g.do({ type: 'cast', player: 'Alice', card: 'Act of Treason', targets: ['Savannah Lions'] });
    g.resolveStack();
    expect(names(g, 0)).toContain('Savannah Lions');
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Savannah Lions'] });
    expect(triggers(g.resolveStack(), 'Field of Souls')).toEqual([]);
    expect(g.state.players[1]!.graveyard).toHaveLength(1);
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    expect(triggers(g.resolveStack(), 'Field of Souls')).toHaveLength(1);
    g.resolveStack();
    expect(names(g, 0)).toContain('Spirit');
  });

  it('603.8: "When there are no creatures on the battlefield, sacrifice ~." — Task Mage Assembly goes once the last creature dies', () => {
    const g = main(['Task Mage Assembly'], [{ name: 'Alice', battlefield: ['Task Mage Assembly', 'Mountain'], hand: ['Lightning Bolt'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }]);
    expect(g.state.stack).toHaveLength(0);
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    g.resolveStack();
    expect(names(g)).toEqual(['Mountain']);
  });

  it('603.8: "When you control a Dwarf, sacrifice ~." — Goblins of the Flarg\'s state trigger is a Dwarf under its controller\'s control', () => {
    expect(compiledPoolCard('Goblins of the Flarg').abilities).toContainEqual(expect.objectContaining({ when: 'state', state: { youControl: { subtypes: ['Dwarf'] } } }));
  });

  it('601.2i: "When you cast ~, create a 10/10 colorless Eldrazi creature token." — Desolation Twin\'s trigger resolves first, and makes the token even if the Twin is countered', () => {
    const g = main(['Desolation Twin'], [{ name: 'Alice', battlefield: Array(10).fill('Island'), hand: ['Desolation Twin'] }, { name: 'Bob', battlefield: ['Island', 'Island'], hand: ['Counterspell'] }]);
    const cast = g.do({ type: 'cast', player: 'Alice', card: 'Desolation Twin' });
    expect(triggers(cast, 'Desolation Twin').map((e) => e.rules)).toEqual([['601.2i', '603.2']]);
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'pass', player: 'Bob' });
    expect(names(g, 0)).toContain('Eldrazi');
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Counterspell', targets: ['Desolation Twin'] });
    g.resolveStack();
    expect(names(g, 0).filter((name) => name !== 'Island')).toEqual(['Eldrazi']);
  });

  it('603.2c: "Whenever you\'re dealt damage, you may create that many 1/1 white Soldier creature tokens." — Darien: 3 for a Bolt; two attackers\' combat damage at once triggers once, for the total', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Darien, King of Kjeldor'] }, { name: 'Bob', battlefield: ['Mountain', 'Grizzly Bears', 'Savannah Lions'], hand: ['Lightning Bolt'] }], activePlayer: 'Bob', step: 'precombat-main', cards: [compiledPoolCard('Darien, King of Kjeldor')] });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Alice'] });
    g.resolveStack();
    expect(names(g, 0).filter((name) => name === 'Soldier')).toHaveLength(3);
    g.do({ type: 'pass', player: 'Bob' });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'choose', player: 'Bob', key: 'attackers', value: { 'Grizzly Bears': 'Alice', 'Savannah Lions': 'Alice' } });
    g.do({ type: 'choose', player: 'Alice', key: 'blockers', value: {} });
    const events: EngineEvent[] = [];
    while (g.state.step !== 'end-of-combat' && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.players[g.state.priority]!.name }));
    expect(triggers(events, 'Darien, King of Kjeldor').map((e) => e.text)).toEqual([expect.stringContaining('(Alice was dealt 4 damage)')]);
    g.resolveStack();
    expect(names(g, 0).filter((name) => name === 'Soldier')).toHaveLength(7);
  });

  it('510.2: "When you\'re dealt combat damage, sacrifice ~." — Swarmborn Giant stays after a Bolt to its controller', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swarmborn Giant'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }], activePlayer: 'Bob', step: 'precombat-main', cards: [compiledPoolCard('Swarmborn Giant')] });
    expect(triggers(g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Alice'] }).concat(g.resolveStack()), 'Swarmborn Giant')).toEqual([]);
    expect(names(g, 0)).toEqual(['Swarmborn Giant']);
  });

  it('510.2: "Whenever ~ is dealt combat damage, you gain that much life." — Wall of Essence blocking Hill Giant gains 3', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Wall of Essence'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], activePlayer: 'Bob', step: 'beginning-of-combat', cards: [compiledPoolCard('Wall of Essence')] });
    g.do({ type: 'choose', player: 'Bob', key: 'attackers', value: { 'Hill Giant': 'Alice' } });
    g.do({ type: 'choose', player: 'Alice', key: 'blockers', value: { 'Wall of Essence': 'Hill Giant' } });
    while (g.state.step !== 'end-of-combat' && g.state.priority !== null) g.do({ type: 'pass', player: g.state.players[g.state.priority]!.name });
    g.resolveStack();
    expect(g.state.players[0]!.life).toBe(23);
  });
});

/**
 * Issue 22's damage rules on real cards of the 2020 pool, each compiled from its Oracle text and
 * played: static prevention of damage dealt to or by a permanent (615.1a); conditions over a turn checked
 * at its end (603.4).
 */
import { Game, type EngineEvent, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolTrace } from './pool';

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const names = (g: Game) => g.snapshot().battlefield.map((p) => p.name);
const life = (g: Game, player: string) => g.snapshot().players.find((p) => p.name === player)?.life;

function game(setup: GameSetup, names: string[]): Game {
  return new Game({ ...setup, cards: [...names.map(compiledPoolCard), ...(setup.cards ?? [])] });
}

/** Every player passes until the game reaches that turn and step with something on the stack (or the limit). */
function passUntil(g: Game, turn: number, step: Game['state']['step']): void {
  for (let i = 0; i < 80 && !(g.state.turn === turn && g.state.step === step && g.state.stack.length > 0); i++) {
    if (g.state.turn > turn || g.state.priority === null) break;
    g.do({ type: 'pass', player: g.state.players[g.state.priority]!.name });
  }
}

/** Alice attacks Bob with `attackers`, Bob blocks as `blocks` says; every player passes until the end of combat step. */
function combat(g: Game, attackers: string[], blocks: Record<string, string>): EngineEvent[] {
  g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: Object.fromEntries(attackers.map((a) => [a, 'Bob'])) });
  g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: blocks });
  const events: EngineEvent[] = [];
  while (g.state.step !== 'end-of-combat' && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }));
  return events;
}

describeWithSharedData('damage rules (2020 pool)', [POOL_FILE], () => {
  it('615.1a "Prevent all damage that would be dealt by enchanted creature": Muzzle\'s creature deals no combat damage, nor damage from its ability', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Hill Giant', { card: 'Muzzle', attachedTo: 'Hill Giant' }] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], step: 'beginning-of-combat' }, ['Muzzle']);
    const events = combat(g, ['Hill Giant'], { 'Grizzly Bears': 'Hill Giant' });
    expect(events.map((e) => e.text).join('\n')).toMatch(/3 damage from Hill Giant to Grizzly Bears is prevented by Muzzle/);
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ damage: 0 });
    expect(permanent(g, 'Hill Giant')).toMatchObject({ damage: 2 });
    const pinger = game({ players: [{ name: 'Alice', battlefield: ['Prodigal Sorcerer', { card: 'Muzzle', attachedTo: 'Prodigal Sorcerer' }] }, { name: 'Bob' }] }, ['Muzzle']);
    pinger.do({ type: 'activate', player: 'Alice', source: 'Prodigal Sorcerer', targets: ['Bob'] });
    pinger.resolveStack();
    expect(life(pinger, 'Bob')).toBe(20);
  });

  it('615.1a "Prevent all combat damage that would be dealt to and dealt by enchanted creature": Sandskin\'s creature trades no combat damage, but a Shock still kills it', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', { card: 'Sandskin', attachedTo: 'Grizzly Bears' }] }, { name: 'Bob', battlefield: ['Hill Giant', 'Mountain'], hand: ['Shock'] }], step: 'beginning-of-combat' }, ['Sandskin']);
    combat(g, ['Grizzly Bears'], { 'Hill Giant': 'Grizzly Bears' });
    expect([permanent(g, 'Grizzly Bears')?.damage, permanent(g, 'Hill Giant')?.damage]).toEqual([0, 0]);
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Shock', targets: ['Grizzly Bears'] });
    g.resolveStack();
    expect(permanent(g, 'Grizzly Bears')).toBeUndefined();
  });

  it('615.1a "Prevent all combat damage that would be dealt to ~": Guard Gomazoa blocks Hill Giant unharmed; a Shock still deals its damage', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Hill Giant'] }, { name: 'Bob', battlefield: ['Guard Gomazoa', 'Mountain'], hand: ['Shock'] }], step: 'beginning-of-combat' }, ['Guard Gomazoa']);
    combat(g, ['Hill Giant'], { 'Guard Gomazoa': 'Hill Giant' });
    expect(permanent(g, 'Guard Gomazoa')).toMatchObject({ damage: 0 });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Shock', targets: ['Guard Gomazoa'] });
    g.resolveStack();
    expect(permanent(g, 'Guard Gomazoa')).toMatchObject({ damage: 2 });
  });

  it('603.4 "At the beginning of the end step, if no creatures are on the battlefield, sacrifice ~": Pestilence stays while a creature is left, and goes once none is', () => {
    const play = (battlefield: string[]) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Pestilence', ...battlefield] }, { name: 'Bob' }], step: 'precombat-main' }, ['Pestilence']);
      passUntil(g, 1, 'end');
      g.resolveStack();
      return names(g);
    };
    expect(play(['Grizzly Bears'])).toEqual(['Pestilence', 'Grizzly Bears']);
    expect(play([])).toEqual([]);
  });

  it('603.4, 508.1 "if you didn\'t attack with a creature this turn, sacrifice ~": See Red stays on a creature that attacked, and is sacrificed when none did', () => {
    const play = (attack: boolean) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', { card: 'See Red', attachedTo: 'Grizzly Bears' }] }, { name: 'Bob' }], step: 'beginning-of-combat' }, ['See Red']);
      g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: attack ? { 'Grizzly Bears': 'Bob' } : {} });
      passUntil(g, 1, 'end');
      g.resolveStack();
      return names(g);
    };
    expect(play(true)).toEqual(['Grizzly Bears', 'See Red']);
    expect(play(false)).toEqual(['Grizzly Bears']);
  });

  it('701.21a "sacrifice a creature other than ~": Demonic Taskmaster takes another creature, and none when it is alone', () => {
    const play = (battlefield: string[]) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Demonic Taskmaster', ...battlefield] }, { name: 'Bob' }], activePlayer: 'Bob', step: 'end' }, ['Demonic Taskmaster']);
      passUntil(g, 2, 'upkeep');
      g.resolveStack();
      return names(g);
    };
    expect(play(['Grizzly Bears'])).toEqual(['Demonic Taskmaster']);
    expect(play([])).toEqual(['Demonic Taskmaster']);
  });

  it('510.1a "If you do, ~ assigns no combat damage this turn": Farrel\'s Zealot unblocked deals 3 damage to a creature and none to Bob; declining, it deals its combat damage', () => {
    const play = (may: boolean) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ["Farrel's Zealot"] }, { name: 'Bob', battlefield: ['Hill Giant'] }], step: 'beginning-of-combat' }, ["Farrel's Zealot"]);
      g.do({ type: 'choose', player: 'Alice', key: 'targets', for: "Farrel's Zealot", value: ['Hill Giant'] });
      g.do({ type: 'choose', player: 'Alice', key: 'may', for: "Farrel's Zealot", value: may });
      const events = combat(g, ["Farrel's Zealot"], {});
      return { g, text: events.map((e) => e.text).join('\n') };
    };
    const yes = play(true);
    expect(names(yes.g)).toEqual(["Farrel's Zealot"]);
    expect(life(yes.g, 'Bob')).toBe(20);
    expect(yes.text).toMatch(/Farrel's Zealot assigns no combat damage: an effect says it assigns none this turn/);
    const no = play(false);
    expect(names(no.g)).toEqual(["Farrel's Zealot", 'Hill Giant']);
    expect(life(no.g, 'Bob')).toBe(18);
  });

  it('510.1a "Whenever ~ becomes blocked, you may have it deal damage equal to its power to target creature. If you do, ~ assigns no combat damage": Laccolith Grunt deals 2 to its blocker, not 2 more; the blocker still deals its damage', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Laccolith Grunt'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], step: 'beginning-of-combat' }, ['Laccolith Grunt']);
    g.do({ type: 'choose', player: 'Alice', key: 'targets', for: 'Laccolith Grunt', value: ['Hill Giant'] });
    combat(g, ['Laccolith Grunt'], { 'Hill Giant': 'Laccolith Grunt' });
    expect(permanent(g, 'Hill Giant')).toMatchObject({ damage: 2 });
    expect(permanent(g, 'Laccolith Grunt')).toBeUndefined();
  });

  it('510.1c "You may have ~ assign its combat damage as though it weren\'t blocked": Pride of Lions blocked deals its 4 to Bob by default, or to its blocker when the division names it', () => {
    const trace = poolTrace(['Pride of Lions'], ['Alice has Pride of Lions', 'Bob has Hill Giant', 'go to combat', 'Alice attacks with Pride of Lions', 'Bob blocks Pride of Lions with Hill Giant', 'go to end of combat']);
    expect(trace.events.map((e) => e.text).join('\n')).toMatch(/Alice has Pride of Lions assign its combat damage as though it weren't blocked: 4 to Bob \(the default/);
    expect(trace.final.players[1]!.life).toBe(16);
    expect(trace.final.battlefield.find((p) => p.name === 'Hill Giant')).toMatchObject({ damage: 0 });
    expect(trace.final.battlefield.find((p) => p.name === 'Pride of Lions')).toMatchObject({ damage: 3 });
    const blocked = poolTrace(['Pride of Lions'], ['Alice has Pride of Lions', 'Bob has Hill Giant', 'go to combat', 'Alice attacks with Pride of Lions', 'Bob blocks Pride of Lions with Hill Giant', 'Alice assigns Pride of Lions: 4 to Hill Giant', 'go to end of combat']);
    expect(blocked.final.players[1]!.life).toBe(20);
    expect(blocked.final.battlefield.map((p) => p.name)).toEqual(['Pride of Lions']);
  });

  it('603.2 "At the beginning of your upkeep or whenever you cast a red spell, put a charge counter on ~": two triggers, Shrine of Burning Rage counts both; a green spell adds none', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Shrine of Burning Rage', 'Mountain', 'Forest'], hand: ['Shock', 'Giant Growth'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], activePlayer: 'Bob', step: 'end' }, ['Shrine of Burning Rage']);
    passUntil(g, 2, 'upkeep');
    g.resolveStack();
    expect(permanent(g, 'Shrine of Burning Rage')?.counters).toEqual({ charge: 1 });
    g.do({ type: 'cast', player: 'Alice', card: 'Shock', targets: ['Bob'] });
    g.resolveStack();
    g.do({ type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Grizzly Bears'] });
    g.resolveStack();
    expect(permanent(g, 'Shrine of Burning Rage')?.counters).toEqual({ charge: 2 });
  });

  it('615.5 "The next time a source of your choice would deal damage to you this turn, prevent that damage. You gain life equal to the damage prevented this way.": Reverse Damage turns a Lightning Bolt into 3 life', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Reverse Damage'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }], activePlayer: 'Bob', step: 'precombat-main' }, ['Reverse Damage']);
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Alice'] });
    g.do({ type: 'pass', player: 'Bob' });
    g.do({ type: 'cast', player: 'Alice', card: 'Reverse Damage' });
    const events = g.resolveStack();
    expect(life(g, 'Alice')).toBe(23);
    expect((events ?? []).map((e) => e.text).join('\n')).toMatch(/3 damage from Lightning Bolt to Alice is prevented by Reverse Damage/);
  });

  it('614.9 "The next 1 damage that would be dealt to ~ this turn is dealt to target creature you control instead": Nomads en-Kor sends a Shock\'s damage to Grizzly Bears one point per activation', () => {
    const play = (activations: number) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Nomads en-Kor', 'Grizzly Bears'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Shock'] }], step: 'precombat-main' }, ['Nomads en-Kor']);
      for (let i = 0; i < activations; i++) {
        g.do({ type: 'activate', player: 'Alice', source: 'Nomads en-Kor', targets: ['Grizzly Bears'] });
        g.resolveStack();
      }
      g.do({ type: 'pass', player: 'Alice' });
      g.do({ type: 'cast', player: 'Bob', card: 'Shock', targets: ['Nomads en-Kor'] });
      const events = g.resolveStack();
      return { g, text: (events ?? []).map((e) => e.text).join('\n') };
    };
    const once = play(1);
    expect(once.text).toMatch(/1 damage from Shock to Nomads en-Kor is dealt to Grizzly Bears instead/);
    expect(names(once.g)).toEqual(['Grizzly Bears', 'Mountain']);
    expect(permanent(once.g, 'Grizzly Bears')).toMatchObject({ damage: 1 });
    const twice = play(2);
    expect(names(twice.g)).toEqual(['Nomads en-Kor', 'Mountain']);
    expect(permanent(twice.g, 'Nomads en-Kor')).toMatchObject({ damage: 0 });
  });

  it('614.9 "… is dealt to any target instead": Zhalfirin Crusader sends 1 of a Shock\'s damage to Bob', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Zhalfirin Crusader', 'Plains', 'Plains'] }, { name: 'Bob', battlefield: ['Mountain'], hand: ['Shock'] }], step: 'precombat-main' }, ['Zhalfirin Crusader']);
    g.do({ type: 'activate', player: 'Alice', source: 'Zhalfirin Crusader', targets: ['Bob'] });
    g.resolveStack();
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Shock', targets: ['Zhalfirin Crusader'] });
    g.resolveStack();
    expect(life(g, 'Bob')).toBe(19);
    expect(permanent(g, 'Zhalfirin Crusader')).toMatchObject({ damage: 1 });
  });
});

/**
 * Combat keywords and triggers on real cards of the 2020 pool, compiled from their Oracle text and played:
 * bushido (702.45), flanking (702.25), "blocks a creature" / "becomes blocked by a creature" (509.3b,
 * 509.3d, 509.3f), "attacks and isn't blocked" (509.3g), "deals combat damage to a creature", renown
 * (702.112), bloodthirst (702.54), riot (702.136) and unleash (702.98).
 */
import { Game, type EngineEvent, type GameSetup } from '../../src/engine';
import { simulate } from '../../src/scenario/simulate';
import { FIXTURE_DATA } from '../scenario/fixture-data';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const triggers = (events: EngineEvent[], source: string) => events.filter((e) => e.kind === 'trigger' && e.text.startsWith(`${source}'s ability triggers`));

/**
 * Alice attacks Bob with `attackers`; Bob blocks as `blocks` says (blocker → attacker); every player
 * passes until the end of combat step begins. `names`: the pool cards in the game.
 */
function combat(names: string[], setup: GameSetup['players'], attackers: string[], blocks: Record<string, string>): { g: Game; events: EngineEvent[] } {
  const g = new Game({ players: setup, step: 'beginning-of-combat', cards: names.map(compiledPoolCard) });
  g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: Object.fromEntries(attackers.map((a) => [a, 'Bob'])) });
  g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: blocks });
  const events: EngineEvent[] = [];
  while (g.state.step !== 'end-of-combat' && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }));
  return { g, events };
}

describeWithSharedData('combat keywords and combat triggers (2020 pool)', [POOL_FILE], () => {
  it('702.45a: bushido N — Numai Outcast (a 1/1 with bushido 2) blocked by Grizzly Bears is 3/3: it kills the Bears and survives', () => {
    expect(compiledPoolCard('Numai Outcast').keywords).toEqual(['bushido 2']);
    const { g, events } = combat(['Numai Outcast'], [{ name: 'Alice', battlefield: ['Numai Outcast'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], ['Numai Outcast'], { 'Grizzly Bears': 'Numai Outcast' });
    expect(triggers(events, 'Numai Outcast').map((e) => e.text)).toEqual(['Numai Outcast\'s ability triggers (Numai Outcast becomes blocked): "Bushido 2"']);
    expect(permanent(g, 'Numai Outcast')).toMatchObject({ power: 3, toughness: 3, damage: 2 });
    expect(permanent(g, 'Grizzly Bears')).toBeUndefined();
  });

  it('702.45a: bushido triggers when the creature blocks too; unblocked, it doesn\'t trigger', () => {
    const blocking = combat(['Numai Outcast'], [{ name: 'Alice', battlefield: ['Grizzly Bears'] }, { name: 'Bob', battlefield: ['Numai Outcast'] }], ['Grizzly Bears'], { 'Numai Outcast': 'Grizzly Bears' });
    expect(triggers(blocking.events, 'Numai Outcast')).toHaveLength(1);
    expect(permanent(blocking.g, 'Numai Outcast')).toMatchObject({ power: 3, toughness: 3 });
    const unblocked = combat(['Numai Outcast'], [{ name: 'Alice', battlefield: ['Numai Outcast'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], ['Numai Outcast'], {});
    expect(triggers(unblocked.events, 'Numai Outcast')).toEqual([]);
    expect(unblocked.g.snapshot().players[1]!.life).toBe(19);
  });

  it('702.25a: flanking — Grizzly Bears blocking Jolrael\'s Centaur gets -1/-1 and dies; Skulking Knight, with flanking itself, doesn\'t', () => {
    const names = ["Jolrael's Centaur", 'Skulking Knight'];
    const { g, events } = combat(names, [{ name: 'Alice', battlefield: ["Jolrael's Centaur"] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], ["Jolrael's Centaur"], { 'Grizzly Bears': "Jolrael's Centaur" });
    expect(triggers(events, "Jolrael's Centaur").map((e) => e.text)).toEqual(['Jolrael\'s Centaur\'s ability triggers (Jolrael\'s Centaur becomes blocked by Grizzly Bears): "Flanking"']);
    expect(permanent(g, 'Grizzly Bears')).toBeUndefined();
    // The Bears, 1/1 as damage is dealt, dealt the Centaur 1.
    expect(permanent(g, "Jolrael's Centaur")).toMatchObject({ damage: 1 });
    const knight = combat(names, [{ name: 'Alice', battlefield: ["Jolrael's Centaur"] }, { name: 'Bob', battlefield: ['Skulking Knight'] }], ["Jolrael's Centaur"], { 'Skulking Knight': "Jolrael's Centaur" });
    expect(triggers(knight.events, "Jolrael's Centaur")).toEqual([]);
    expect(permanent(knight.g, 'Skulking Knight')).toMatchObject({ power: 3, toughness: 3, damage: 2 });
  });

  it('509.3d: "becomes blocked by a creature" triggers once for each creature blocking it — Kolaghan Aspirant deals 1 damage to each of two blockers', () => {
    const { g, events } = combat(['Kolaghan Aspirant'], [{ name: 'Alice', battlefield: ['Kolaghan Aspirant'] }, { name: 'Bob', battlefield: ['Savannah Lions', 'Ornithopter'] }], ['Kolaghan Aspirant'], { 'Savannah Lions': 'Kolaghan Aspirant', Ornithopter: 'Kolaghan Aspirant' });
    expect(triggers(events, 'Kolaghan Aspirant')).toHaveLength(2);
    // Each trigger deals its damage to the creature it triggered for: the Lions (2/1) die before combat damage.
    expect(permanent(g, 'Savannah Lions')).toBeUndefined();
    expect(g.snapshot().players[1]!.graveyard).toEqual(expect.arrayContaining(['Savannah Lions', 'Ornithopter']));
  });

  it('509.3f: "blocks a creature with flying" — Woolly Spider gets +0/+2 blocking Serra Angel, nothing blocking Grizzly Bears', () => {
    const angel = combat(['Woolly Spider'], [{ name: 'Alice', battlefield: ['Serra Angel'] }, { name: 'Bob', battlefield: ['Woolly Spider'] }], ['Serra Angel'], { 'Woolly Spider': 'Serra Angel' });
    expect(triggers(angel.events, 'Woolly Spider')).toHaveLength(1);
    expect(permanent(angel.g, 'Woolly Spider')).toMatchObject({ toughness: 5, damage: 4 });
    const bears = combat(['Woolly Spider'], [{ name: 'Alice', battlefield: ['Grizzly Bears'] }, { name: 'Bob', battlefield: ['Woolly Spider'] }], ['Grizzly Bears'], { 'Woolly Spider': 'Grizzly Bears' });
    expect(triggers(bears.events, 'Woolly Spider')).toEqual([]);
  });

  it('509.3b: "Whenever equipped creature blocks a creature, that creature doesn\'t untap …" — Shield of the Righteous keeps the attacker, not its own creature, tapped', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Hill Giant'], library: ['Plains', 'Plains'] }, { name: 'Bob', battlefield: ['Grizzly Bears', { card: 'Shield of the Righteous', attachedTo: 'Grizzly Bears' }], library: ['Plains', 'Plains'] }], step: 'beginning-of-combat', cards: [compiledPoolCard('Shield of the Righteous')] });
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Hill Giant': 'Bob' } });
    g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: { 'Grizzly Bears': 'Hill Giant' } });
    for (let guard = 0; guard < 60 && !(g.state.turn === 3 && g.state.step === 'upkeep'); guard++) g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name });
    expect(permanent(g, 'Hill Giant')).toMatchObject({ tapped: true });
  });

  it('509.3g: "attacks and isn\'t blocked" — Abyssal Nightstalker unblocked makes Bob discard a card; blocked, it doesn\'t trigger', () => {
    const unblocked = combat(['Abyssal Nightstalker'], [{ name: 'Alice', battlefield: ['Abyssal Nightstalker'] }, { name: 'Bob', battlefield: ['Grizzly Bears'], hand: ['Island'] }], ['Abyssal Nightstalker'], {});
    expect(triggers(unblocked.events, 'Abyssal Nightstalker')).toHaveLength(1);
    expect(unblocked.g.snapshot().players[1]).toMatchObject({ hand: [], graveyard: ['Island'], life: 18 });
    const blocked = combat(['Abyssal Nightstalker'], [{ name: 'Alice', battlefield: ['Abyssal Nightstalker'] }, { name: 'Bob', battlefield: ['Grizzly Bears'], hand: ['Island'] }], ['Abyssal Nightstalker'], { 'Grizzly Bears': 'Abyssal Nightstalker' });
    expect(triggers(blocked.events, 'Abyssal Nightstalker')).toEqual([]);
    expect(blocked.g.snapshot().players[1]!.hand).toEqual(['Island']);
  });

  it('510.2: "deals combat damage to a creature" — Dripping Dead destroys Colossal Dreadmaw, which it can\'t kill by damage; damage to a player doesn\'t trigger it', () => {
    const { g, events } = combat(['Dripping Dead'], [{ name: 'Alice', battlefield: ['Dripping Dead'] }, { name: 'Bob', battlefield: ['Colossal Dreadmaw'] }], ['Dripping Dead'], { 'Colossal Dreadmaw': 'Dripping Dead' });
    expect(triggers(events, 'Dripping Dead').map((e) => e.text)).toEqual([expect.stringContaining('(Dripping Dead dealt 4 combat damage to Colossal Dreadmaw)')]);
    expect(permanent(g, 'Colossal Dreadmaw')).toBeUndefined();
    const unblocked = combat(['Dripping Dead'], [{ name: 'Alice', battlefield: ['Dripping Dead'] }, { name: 'Bob' }], ['Dripping Dead'], {});
    expect(triggers(unblocked.events, 'Dripping Dead')).toEqual([]);
  });

  it('702.112a: renown N — Goblin Glory Chaser dealing combat damage to Bob gets a +1/+1 counter and becomes renowned (then has menace); the next time, it is renowned already: no more counters (603.4)', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Goblin Glory Chaser'], library: ['Plains', 'Plains'] }, { name: 'Bob', library: ['Plains', 'Plains'] }], step: 'beginning-of-combat', cards: [compiledPoolCard('Goblin Glory Chaser')] });
    const attack = () => {
      g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Goblin Glory Chaser': 'Bob' } });
      const events: EngineEvent[] = [];
      while (g.state.step !== 'end-of-combat') events.push(...g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name }));
      return events;
    };
    const first = attack();
    expect(first.some((e) => e.rules.includes('702.112a') && e.text === 'Goblin Glory Chaser gets 1 +1/+1 counter and becomes renowned')).toBe(true);
    expect(permanent(g, 'Goblin Glory Chaser')).toMatchObject({ power: 2, toughness: 2, counters: { '+1/+1': 1 }, keywords: expect.arrayContaining(['menace']) });
    for (let guard = 0; guard < 60 && !(g.state.turn === 3 && g.state.step === 'beginning-of-combat'); guard++) g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name });
    const second = attack();
    expect(second.some((e) => e.rules.includes('603.4') && /doesn't trigger/.test(e.text))).toBe(true);
    expect(permanent(g, 'Goblin Glory Chaser')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(g.snapshot().players[1]!.life).toBe(20 - 1 - 2);
  });

  it('702.54a: bloodthirst N — Blood Ogre enters with a +1/+1 counter only if an opponent was dealt damage this turn', () => {
    const cast = (shock?: string) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Blood Ogre', 'Shock'] }, { name: 'Bob' }], cards: [compiledPoolCard('Blood Ogre')] });
      if (shock) {
        g.do({ type: 'cast', player: 'Alice', card: 'Shock', targets: [shock] });
        g.resolveStack();
      }
      const events = g.do({ type: 'cast', player: 'Alice', card: 'Blood Ogre' });
      return { g, events: [...events, ...g.resolveStack()] };
    };
    expect(permanent(cast('Bob').g, 'Blood Ogre')).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 1 } });
    const unhurt = cast();
    expect(permanent(unhurt.g, 'Blood Ogre')).toMatchObject({ power: 2, toughness: 2 });
    expect(unhurt.events.some((e) => e.rules.includes('702.54a') && /no opponent was dealt damage this turn/.test(e.text))).toBe(true);
    // Damage to its own controller isn't an opponent's.
    expect(permanent(cast('Alice').g, 'Blood Ogre')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('702.136a: riot — Zhur-Taa Goblin enters with a +1/+1 counter by default; chosen without it, it gains haste and attacks at once', () => {
    const cast = (counter?: boolean) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Forest'], hand: ['Zhur-Taa Goblin'] }, { name: 'Bob' }], cards: [compiledPoolCard('Zhur-Taa Goblin')] });
      if (counter !== undefined) g.do({ type: 'choose', player: 'Alice', key: 'may', value: counter });
      g.do({ type: 'cast', player: 'Alice', card: 'Zhur-Taa Goblin' });
      g.resolveStack();
      return g;
    };
    expect(permanent(cast(), 'Zhur-Taa Goblin')).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 1 } });
    expect(permanent(cast(), 'Zhur-Taa Goblin')!.keywords).not.toContain('haste');
    const hasty = cast(false);
    expect(permanent(hasty, 'Zhur-Taa Goblin')).toMatchObject({ power: 2, toughness: 2, keywords: expect.arrayContaining(['haste']) });
    hasty.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Zhur-Taa Goblin': 'Bob' } });
    for (let guard = 0; guard < 20 && hasty.state.step !== 'end-of-combat'; guard++) hasty.do({ type: 'pass', player: hasty.state.players[hasty.state.priority!]!.name });
    expect(hasty.snapshot().players[1]!.life).toBe(18);
  });

  it('702.136a: a scenario names riot\'s choice with "choose no" (the creature spell\'s controller answers): the Goblin gains haste and attacks', () => {
    const text = `define: ${JSON.stringify(compiledPoolCard('Zhur-Taa Goblin'))}\nAlice has Mountain, Forest\nAlice casts Zhur-Taa Goblin\nchoose no\nresolve all\nAlice attacks with Zhur-Taa Goblin\ngo to end of combat`;
    const result = simulate(text, { dataDir: FIXTURE_DATA });
    if (!result.ok) throw new Error(result.message);
    expect(result.trace.events.some((e) => e.text === 'Alice has Zhur-Taa Goblin enter without the +1/+1 counter: it gains haste (riot)')).toBe(true);
    expect(result.trace.final.players[1]).toMatchObject({ life: 18 });
  });

  it('702.98a: unleash — Rakdos Cackler with its +1/+1 counter can\'t block (509.1b); entered without it, it can', () => {
    const block = (counter: boolean) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears'], library: ['Plains', 'Plains'] }, { name: 'Bob', battlefield: ['Swamp'], hand: ['Rakdos Cackler'], library: ['Plains', 'Plains'] }], activePlayer: 'Bob', cards: [compiledPoolCard('Rakdos Cackler')] });
      g.do({ type: 'choose', player: 'Bob', key: 'may', value: counter });
      g.do({ type: 'cast', player: 'Bob', card: 'Rakdos Cackler' });
      g.resolveStack();
      expect(permanent(g, 'Rakdos Cackler')!.counters['+1/+1'] ?? 0).toBe(counter ? 1 : 0);
      const events: EngineEvent[] = [];
      for (let guard = 0; guard < 60 && !(g.state.turn === 2 && g.state.step === 'beginning-of-combat'); guard++) events.push(...g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name }));
      g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Grizzly Bears': 'Bob' } });
      g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: { 'Rakdos Cackler': 'Grizzly Bears' } });
      for (let guard = 0; guard < 20 && g.state.step !== 'end-of-combat'; guard++) events.push(...g.do({ type: 'pass', player: g.state.players[g.state.priority!]!.name }));
      return events.find((e) => e.kind === 'illegal-action')?.text;
    };
    expect(block(true)).toMatch(/Rakdos Cackler can't block Grizzly Bears: it has unleash and a \+1\/\+1 counter on it.*702\.98a/);
    expect(block(false)).toBeUndefined();
  });

  it('a scenario declares the block: Flayed Nim\'s "that creature\'s controller loses that much life"', () => {
    const nim = compiledPoolCard('Flayed Nim');
    const text = `define: ${JSON.stringify(nim)}\nAlice has Flayed Nim\nBob has Grizzly Bears\nturn: Alice, combat\nAlice attacks with Flayed Nim\nBob blocks Flayed Nim with Grizzly Bears\ngo to end of combat`;
    const result = simulate(text, { dataDir: FIXTURE_DATA });
    if (!result.ok) throw new Error(result.message);
    // Flayed Nim (2/2) deals 2 combat damage to Grizzly Bears: Bob, its controller, loses 2 life.
    expect(result.trace.final.players[1]).toMatchObject({ life: 18 });
  });
});

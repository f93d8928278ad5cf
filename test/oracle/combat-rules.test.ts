/**
 * Issue 22's attack and block restrictions and damage targets on real cards of the 2020 pool, each
 * compiled from its Oracle text and played: "can't attack unless defending player controls an Island"
 * (508.1c), "can't be blocked by more than one creature" (509.1b), "target opponent or planeswalker" (115.1),
 * "whenever a creature dealt damage by ~ this turn dies" (120.3, 400.7), "whenever ~ deals damage, … that much" (603.2c),
 * "prevent all combat damage that would be dealt to and dealt by it / by target creature this turn" (615.1a).
 */
import { Game, type EngineEvent, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const life = (g: Game, player: string) => g.snapshot().players.find((p) => p.name === player)?.life;

/** Alice declares `attackers` (creature → what it attacks), Bob `blocks` (blocker → attacker); every player passes until the end of combat step. */
function combat(names: string[], setup: GameSetup['players'], attackers: Record<string, string>, blocks: Record<string, string> = {}): { g: Game; events: EngineEvent[] } {
  const g = new Game({ players: setup, step: 'beginning-of-combat', cards: names.map(compiledPoolCard) });
  g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: attackers });
  g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: blocks });
  const events: EngineEvent[] = [];
  while (g.state.step !== 'end-of-combat' && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }));
  return { g, events };
}

describeWithSharedData('attack and block restrictions, damage targets (2020 pool)', [POOL_FILE], () => {
  it('508.1c: "~ can\'t attack unless defending player controls an Island" — Steam Frigate attacks Bob only while Bob controls an Island', () => {
    const without = combat(['Steam Frigate'], [{ name: 'Alice', battlefield: ['Steam Frigate'] }, { name: 'Bob', battlefield: ['Plains'] }], { 'Steam Frigate': 'Bob' });
    expect(without.events.map((e) => e.text).join('\n')).toMatch(/Steam Frigate can't attack Bob: it can't attack unless defending player controls an Island permanent, and Bob controls none \(508\.1c\)/);
    expect(life(without.g, 'Bob')).toBe(20);
    const withIsland = combat(['Steam Frigate'], [{ name: 'Alice', battlefield: ['Steam Frigate'] }, { name: 'Bob', battlefield: ['Island'] }], { 'Steam Frigate': 'Bob' });
    expect(life(withIsland.g, 'Bob')).toBe(17);
  });

  it('508.1c: the Island is the defending player\'s — Alice\'s own Island lets no Wu Warship attack, and a planeswalker\'s controller is the defending player', () => {
    const own = combat(['Wu Warship'], [{ name: 'Alice', battlefield: ['Wu Warship', 'Island'] }, { name: 'Bob', battlefield: ['Jace Beleren'] }], { 'Wu Warship': 'Jace Beleren' });
    expect(own.events.some((e) => e.kind === 'illegal-action')).toBe(true);
    expect(permanent(own.g, 'Jace Beleren')?.counters).toEqual({ loyalty: 3 });
    const walker = combat(['Wu Warship'], [{ name: 'Alice', battlefield: ['Wu Warship'] }, { name: 'Bob', battlefield: ['Jace Beleren', 'Island'] }], { 'Wu Warship': 'Jace Beleren' });
    expect(permanent(walker.g, 'Jace Beleren')).toBeUndefined();
  });

  it('509.1b: "~ can\'t be blocked by more than one creature" — Charging Rhino blocked by two is an illegal declaration; by one it is blocked', () => {
    const players = (): GameSetup['players'] => [{ name: 'Alice', battlefield: ['Charging Rhino'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Savannah Lions'] }];
    const two = combat(['Charging Rhino'], players(), { 'Charging Rhino': 'Bob' }, { 'Grizzly Bears': 'Charging Rhino', 'Savannah Lions': 'Charging Rhino' });
    expect(two.events.map((e) => e.text).join('\n')).toMatch(/Charging Rhino can't be blocked by more than 1 creature \(509\.1b\)/);
    expect(life(two.g, 'Bob')).toBe(16);
    const one = combat(['Charging Rhino'], players(), { 'Charging Rhino': 'Bob' }, { 'Grizzly Bears': 'Charging Rhino' });
    expect([permanent(one.g, 'Grizzly Bears'), permanent(one.g, 'Savannah Lions')?.name, life(one.g, 'Bob')]).toEqual([undefined, 'Savannah Lions', 20]);
  });

  it('603.2c: "whenever ~ is dealt damage" triggers once for damage dealt at once — Filthy Cur blocked by two creatures loses its controller the total once', () => {
    const { g, events } = combat(['Filthy Cur'], [{ name: 'Alice', battlefield: ['Filthy Cur'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Savannah Lions'] }], { 'Filthy Cur': 'Bob' }, { 'Grizzly Bears': 'Filthy Cur', 'Savannah Lions': 'Filthy Cur' });
    expect(events.filter((e) => e.kind === 'trigger' && /Filthy Cur/.test(e.text)).map((e) => e.text)).toEqual([expect.stringMatching(/Filthy Cur was dealt 4 damage/)]);
    expect(life(g, 'Alice')).toBe(16);
  });

  it('115.1: "target opponent or planeswalker" — Inferno Jet can target Bob, never Alice', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: Array(6).fill('Mountain'), hand: ['Inferno Jet'] }, { name: 'Bob' }], cards: [compiledPoolCard('Inferno Jet')] });
    const refused = g.do({ type: 'cast', player: 'Alice', card: 'Inferno Jet', targets: ['Alice'] });
    expect(refused.some((e) => e.kind === 'illegal-action' && /not an opponent \(115\.1\)/.test(e.text))).toBe(true);
    g.do({ type: 'cast', player: 'Alice', card: 'Inferno Jet', targets: ['Bob'] });
    g.resolveStack();
    expect(life(g, 'Bob')).toBe(14);
  });

  it('115.1: "target opponent or planeswalker" — Cult Guildmage\'s ability deals its damage to a planeswalker', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Cult Guildmage'] }, { name: 'Bob', battlefield: ['Jace Beleren'] }], cards: [compiledPoolCard('Cult Guildmage')] });
    g.do({ type: 'activate', player: 'Alice', source: 'Cult Guildmage', ability: 1, targets: ['Jace Beleren'] });
    g.resolveStack();
    expect(permanent(g, 'Jace Beleren')?.counters).toEqual({ loyalty: 2 });
  });

  it('120.3: "whenever a creature dealt damage by ~ this turn dies" — Sengir Vampire gets a counter for the creature it damaged, not for one it didn\'t', () => {
    const { g } = combat(['Sengir Vampire', 'Giant Spider'], [{ name: 'Alice', battlefield: ['Sengir Vampire'] }, { name: 'Bob', battlefield: ['Giant Spider'] }], { 'Sengir Vampire': 'Bob' }, { 'Giant Spider': 'Sengir Vampire' });
    expect(permanent(g, 'Giant Spider')).toBeUndefined();
    expect(permanent(g, 'Sengir Vampire')?.counters).toEqual({ '+1/+1': 1 });
    const other = new Game({ players: [{ name: 'Alice', battlefield: ['Sengir Vampire', 'Mountain'], hand: ['Lightning Bolt'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], cards: [compiledPoolCard('Sengir Vampire')] });
    other.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    other.resolveStack();
    expect(permanent(other, 'Grizzly Bears')).toBeUndefined();
    expect(permanent(other, 'Sengir Vampire')?.counters).toEqual({});
  });

  it('120.3: Blood Cultist\'s ping marks the creature — a Bolt killing it later that turn still gives the Cultist a counter', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Blood Cultist', 'Mountain'], hand: ['Lightning Bolt'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [compiledPoolCard('Blood Cultist')] });
    g.do({ type: 'activate', player: 'Alice', source: 'Blood Cultist', ability: 0, targets: ['Hill Giant'] });
    g.resolveStack();
    g.do({ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Hill Giant'] });
    g.resolveStack();
    expect(permanent(g, 'Hill Giant')).toBeUndefined();
    expect(permanent(g, 'Blood Cultist')?.counters).toEqual({ '+1/+1': 1 });
  });

  it('603.2c: "whenever ~ deals damage" triggers once for damage dealt at once — Emberwilde Caliph trampling over Ornithopter makes Alice lose 4 life, once', () => {
    const { g, events } = combat(['Emberwilde Caliph'], [{ name: 'Alice', battlefield: ['Emberwilde Caliph'] }, { name: 'Bob', battlefield: ['Ornithopter'] }], { 'Emberwilde Caliph': 'Bob' }, { Ornithopter: 'Emberwilde Caliph' });
    expect(events.filter((e) => e.kind === 'trigger' && e.text.startsWith("Emberwilde Caliph's ability triggers")).map((e) => e.text)).toEqual([expect.stringMatching(/\(Emberwilde Caliph dealt 4 damage\)/)]);
    expect([life(g, 'Alice'), life(g, 'Bob'), permanent(g, 'Ornithopter')]).toEqual([16, 18, undefined]);
  });

  it('603.2c: Exalted Angel\'s "you gain that much life" — its 4 combat damage to Bob gains Alice 4', () => {
    const { g } = combat(['Exalted Angel'], [{ name: 'Alice', battlefield: ['Exalted Angel'] }, { name: 'Bob' }], { 'Exalted Angel': 'Bob' });
    expect([life(g, 'Alice'), life(g, 'Bob')]).toEqual([24, 16]);
  });

  /** Alice's Hill Giant attacks Bob, who blocks with Grizzly Bears, then, in the declare blockers step, activates `source`'s ability 0 targeting the Giant; every player passes to the end of combat. */
  function blockThenPrevent(source: string): Game {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Hill Giant'] }, { name: 'Bob', battlefield: ['Grizzly Bears', source, 'Plains', 'Swamp', 'Island'] }], step: 'beginning-of-combat', cards: [compiledPoolCard(source)] });
    g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: { 'Hill Giant': 'Bob' } });
    g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: { 'Grizzly Bears': 'Hill Giant' } });
    while (!(g.state.step === 'declare-blockers' && g.state.priority === 1)) g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' });
    g.do({ type: 'activate', player: 'Bob', source, ability: 0, targets: ['Hill Giant'] });
    g.resolveStack();
    while (String(g.state.step) !== 'end-of-combat' && g.state.priority !== null) g.do({ type: 'pass', player: Number(g.state.priority) === 0 ? 'Alice' : 'Bob' });
    return g;
  }

  it('615.1a: "prevent all combat damage that would be dealt by target creature this turn" — Lady Evangela\'s target deals none; the Bears still deal theirs', () => {
    const g = blockThenPrevent('Lady Evangela');
    expect(permanent(g, 'Grizzly Bears')?.damage).toBe(0);
    expect(permanent(g, 'Hill Giant')?.damage).toBe(2);
  });

  it('615.1a: "… dealt to and dealt by it this turn" — Maze of Ith\'s untapped attacker neither deals nor is dealt combat damage', () => {
    const g = blockThenPrevent('Maze of Ith');
    expect([permanent(g, 'Grizzly Bears')?.damage, permanent(g, 'Hill Giant')?.damage, permanent(g, 'Hill Giant')?.tapped]).toEqual([0, 0, false]);
  });
});

/**
 * "Defending player" in an attacking creature's own abilities (506.2), on real cards of the 2020 pool:
 * "~ can't attack if defending player controls an untapped land" (508.1c), "~ can't be blocked as long as
 * defending player controls an untapped land" (611.3a, 509.1b), "Whenever ~ attacks, if defending player
 * controls no black permanents, …" (603.4), "~ can't block if you control an untapped land" (611.3a).
 */
import { Game, type EngineEvent, type GameSetup } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, poolCard, POOL_FILE } from './pool';

const life = (g: Game, player: string) => g.snapshot().players.find((p) => p.name === player)?.life;
const texts = (events: EngineEvent[]) => events.map((e) => e.text).join('\n');

/** Alice declares `attackers`, Bob `blocks`; every player passes until the end of combat step. */
function combat(names: string[], setup: GameSetup['players'], attackers: Record<string, string>, blocks: Record<string, string> = {}): { g: Game; events: EngineEvent[] } {
  const g = new Game({ players: setup, step: 'beginning-of-combat', cards: names.map(compiledPoolCard) });
  const events = [...g.do({ type: 'choose', player: 'Alice', key: 'attackers', value: attackers })];
  events.push(...g.do({ type: 'choose', player: 'Bob', key: 'blockers', value: blocks }));
  while (g.state.step !== 'end-of-combat' && g.state.priority !== null) events.push(...g.do({ type: 'pass', player: g.state.priority === 0 ? 'Alice' : 'Bob' }));
  return { g, events };
}

describeWithSharedData('506.2: "defending player" in an attacking creature\'s abilities (2020 pool)', [POOL_FILE], () => {
  it('508.1c: Veteran Brawlers "can\'t attack if defending player controls an untapped land" — Bob\'s untapped Forest stops it, his tapped one doesn\'t', () => {
    const untapped = combat(['Veteran Brawlers'], [{ name: 'Alice', battlefield: ['Veteran Brawlers'] }, { name: 'Bob', battlefield: ['Forest'] }], { 'Veteran Brawlers': 'Bob' });
    expect(texts(untapped.events)).toMatch(/Veteran Brawlers can't attack Bob: it can't attack if defending player controls an untapped land, and Bob controls Forest \(508\.1c\)/);
    expect(life(untapped.g, 'Bob')).toBe(20);
    const tapped = combat(['Veteran Brawlers'], [{ name: 'Alice', battlefield: ['Veteran Brawlers', 'Forest'] }, { name: 'Bob', battlefield: [{ card: 'Forest', tapped: true }] }], { 'Veteran Brawlers': 'Bob' });
    expect(life(tapped.g, 'Bob')).toBe(16);
  });

  it('611.3a: Veteran Brawlers "can\'t block if you control an untapped land" — a rules change while its controller has one', () => {
    expect(compiledPoolCard('Veteran Brawlers').abilities).toContainEqual(expect.objectContaining({ rules: { cantBlock: true }, condition: { youControl: { types: ['Land'], tapped: false } } }));
    const blocked = combat(['Veteran Brawlers'], [{ name: 'Alice', battlefield: ['Grizzly Bears'] }, { name: 'Bob', battlefield: ['Veteran Brawlers', 'Forest'] }], { 'Grizzly Bears': 'Bob' }, { 'Veteran Brawlers': 'Grizzly Bears' });
    expect(texts(blocked.events)).toMatch(/Veteran Brawlers can't block/);
    expect(life(blocked.g, 'Bob')).toBe(18);
  });

  it('509.1b, 506.2: Hazy Homunculus "can\'t be blocked as long as defending player controls an untapped land" — of the player it attacks', () => {
    const untapped = combat(['Hazy Homunculus'], [{ name: 'Alice', battlefield: ['Hazy Homunculus'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Forest'] }], { 'Hazy Homunculus': 'Bob' }, { 'Grizzly Bears': 'Hazy Homunculus' });
    expect(texts(untapped.events)).toMatch(/Hazy Homunculus can't be blocked/);
    expect(life(untapped.g, 'Bob')).toBe(19);
    // Alice's own untapped land doesn't count: Bob's only land is tapped, so the Bears block it.
    const tapped = combat(['Hazy Homunculus'], [{ name: 'Alice', battlefield: ['Hazy Homunculus', 'Island'] }, { name: 'Bob', battlefield: ['Grizzly Bears', { card: 'Forest', tapped: true }] }], { 'Hazy Homunculus': 'Bob' }, { 'Grizzly Bears': 'Hazy Homunculus' });
    expect(life(tapped.g, 'Bob')).toBe(20);
    expect(tapped.g.snapshot().battlefield.some((p) => p.name === 'Hazy Homunculus')).toBe(false);
  });

  it('205.4a, 509.1b: Arctic Foxes "can\'t be blocked by creatures with power 2 or greater as long as defending player controls a snow land"', () => {
    const players = (land: string): GameSetup['players'] => [{ name: 'Alice', battlefield: ['Arctic Foxes'] }, { name: 'Bob', battlefield: ['Hill Giant', land] }];
    const snow = combat(['Arctic Foxes', 'Snow-Covered Forest'], players('Snow-Covered Forest'), { 'Arctic Foxes': 'Bob' }, { 'Hill Giant': 'Arctic Foxes' });
    expect(texts(snow.events)).toMatch(/Arctic Foxes can't be blocked/);
    expect(life(snow.g, 'Bob')).toBe(19);
    const plain = combat(['Arctic Foxes'], players('Forest'), { 'Arctic Foxes': 'Bob' }, { 'Hill Giant': 'Arctic Foxes' });
    expect(life(plain.g, 'Bob')).toBe(20);
  });

  it('603.4: Spectral Force "Whenever ~ attacks, if defending player controls no black permanents, it doesn\'t untap during your next untap step"', () => {
    const trigger = (bob: string[]) => combat(['Spectral Force'], [{ name: 'Alice', battlefield: ['Spectral Force'] }, { name: 'Bob', battlefield: bob }], { 'Spectral Force': 'Bob' }).events.filter((e) => e.kind === 'trigger' && /Spectral Force/.test(e.text));
    expect(trigger(['Grizzly Bears'])).toHaveLength(1);
    expect(trigger(['Blood Artist'])).toEqual([]);
  });

  it('506.2: "defending player" where the engine can\'t find one — an artifact\'s "activate only if defending player controls a snow land" is refused (Arcum\'s Sleigh)', () => {
    expect(compileCard(poolCard("Arcum's Sleigh"))).toMatchObject({ status: 'unsupported', reason: expect.stringMatching(/defending player is \(506\.2\)/) });
  });
});

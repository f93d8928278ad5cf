/**
 * Activation restrictions (602.5) read from real cards of the 2020 pool — "Activate only …" and the older
 * "Activate this ability only …" — compiled and played.
 */
import { Game, type CardDefinitionInput, type EngineEvent } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

type PrintedCard = Parameters<typeof compileCard>[0];

function compiled(card: PrintedCard): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}

const refusal = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;
const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);

const akkiAvalanchers = compiled({ name: 'Akki Avalanchers', manaCost: '{R}', typeLine: 'Creature — Goblin Warrior', power: '2', toughness: '1', oracleText: 'Sacrifice a land: Akki Avalanchers gets +2/+0 until end of turn. Activate this ability only once each turn.' });
const bloodpyreElemental = compiled({ name: 'Bloodpyre Elemental', manaCost: '{4}{R}', typeLine: 'Creature — Elemental', power: '4', toughness: '1', oracleText: 'Sacrifice Bloodpyre Elemental: It deals 4 damage to target creature. Activate this ability only any time you could cast a sorcery.' });

describe('activation restrictions (602.5)', () => {
  it('reads the older "Activate this ability only …" as today\'s "Activate only …"', () => {
    expect(akkiAvalanchers.abilities).toMatchObject([{ kind: 'activated', oncePerTurn: true }]);
    expect(bloodpyreElemental.abilities).toMatchObject([{ kind: 'activated', timing: 'sorcery' }]);
    expect(compileCard({ name: 'Sea Troll', manaCost: '{2}{U}', typeLine: 'Creature — Troll', power: '3', toughness: '1', oracleText: '{U}: Regenerate Sea Troll. Activate this ability only if Sea Troll blocked or was blocked by a blue creature this turn.' })).toMatchObject({
      status: 'unsupported',
      reason: expect.stringContaining('the engine can\'t yet restrict when an ability is activated ("activate only if ~ blocked or was blocked by a blue creature this turn")'),
    });
  });

  it('602.5b: "activate this ability only once each turn" — a second activation in the same turn is refused', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Akki Avalanchers', 'Mountain', 'Mountain'] }, { name: 'Bob' }], cards: [akkiAvalanchers] });
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Akki Avalanchers' }))).toBeUndefined();
    g.resolveStack();
    expect(permanent(g, 'Akki Avalanchers')).toMatchObject({ power: 4 });
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Akki Avalanchers' }))).toMatch(/once each turn/);
    expect(permanent(g, 'Mountain #2')).toBeDefined();
  });

  it('602.5d: "activate this ability only any time you could cast a sorcery" — not in combat, in a main phase with an empty stack', () => {
    const inCombat = new Game({ players: [{ name: 'Alice', battlefield: ['Bloodpyre Elemental'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], step: 'beginning-of-combat', cards: [bloodpyreElemental] });
    expect(refusal(inCombat.do({ type: 'activate', player: 'Alice', source: 'Bloodpyre Elemental', targets: ['Hill Giant'] }))).toMatch(/sorcery/);
    const main = new Game({ players: [{ name: 'Alice', battlefield: ['Bloodpyre Elemental'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [bloodpyreElemental] });
    expect(refusal(main.do({ type: 'activate', player: 'Alice', source: 'Bloodpyre Elemental', targets: ['Hill Giant'] }))).toBeUndefined();
    main.resolveStack();
    expect(permanent(main, 'Hill Giant')).toBeUndefined();
  });
});

describeWithSharedData('602.5: "activate only" conditions (2020 pool)', [POOL_FILE], () => {
  it('602.5: Augur of Skulls\'s "Activate this ability only during your upkeep" — refused in a main phase and in the opponent\'s upkeep, allowed in its controller\'s', () => {
    const augur = compiledPoolCard('Augur of Skulls');
    expect(augur.abilities).toContainEqual(expect.objectContaining({ kind: 'activated', onlyIf: ['your-turn', { during: 'upkeep' }] }));
    const setup = { players: [{ name: 'Alice', battlefield: ['Augur of Skulls'] }, { name: 'Bob', hand: ['Forest', 'Island'] }], cards: [augur] };
    const main = new Game(setup);
    expect(refusal(main.do({ type: 'activate', player: 'Alice', source: 'Augur of Skulls', ability: 1, targets: ['Bob'] }))).toMatch(/"activate only" restriction doesn't hold/);
    const bobs = new Game({ ...setup, activePlayer: 'Bob', priorityPlayer: 'Alice', step: 'upkeep' });
    expect(refusal(bobs.do({ type: 'activate', player: 'Alice', source: 'Augur of Skulls', ability: 1, targets: ['Bob'] }))).toMatch(/restriction/);
    const alices = new Game({ ...setup, step: 'upkeep' });
    expect(refusal(alices.do({ type: 'activate', player: 'Alice', source: 'Augur of Skulls', ability: 1, targets: ['Bob'] }))).toBeUndefined();
    alices.resolveStack();
    expect(alices.snapshot().players[1]).toMatchObject({ hand: [], graveyard: ['Island', 'Forest'] });
  });

  it('602.5: King\'s Assassin\'s "only during your turn, before attackers are declared" — in the beginning of combat step, not in the postcombat main phase', () => {
    const assassin = compiledPoolCard("King's Assassin");
    const setup = (step: 'beginning-of-combat' | 'postcombat-main') => new Game({ players: [{ name: 'Alice', battlefield: ["King's Assassin"] }, { name: 'Bob', battlefield: [{ card: 'Grizzly Bears', tapped: true }] }], step, cards: [assassin] });
    const before = setup('beginning-of-combat');
    expect(refusal(before.do({ type: 'activate', player: 'Alice', source: "King's Assassin", targets: ['Grizzly Bears'] }))).toBeUndefined();
    before.resolveStack();
    expect(permanent(before, 'Grizzly Bears')).toBeUndefined();
    expect(refusal(setup('postcombat-main').do({ type: 'activate', player: 'Alice', source: "King's Assassin", targets: ['Grizzly Bears'] }))).toMatch(/restriction/);
  });

  it('602.5: Centaur Garden\'s threshold ability needs seven cards in its controller\'s graveyard as it is activated', () => {
    const garden = compiledPoolCard('Centaur Garden');
    const game = (graveyard: string[]) => new Game({ players: [{ name: 'Alice', battlefield: ['Centaur Garden', 'Forest', 'Grizzly Bears'], graveyard }, { name: 'Bob' }], cards: [garden] });
    const six = game(Array(6).fill('Island'));
    expect(refusal(six.do({ type: 'activate', player: 'Alice', source: 'Centaur Garden', ability: 1, targets: ['Grizzly Bears'] }))).toMatch(/restriction/);
    const seven = game(Array(7).fill('Island'));
    expect(refusal(seven.do({ type: 'activate', player: 'Alice', source: 'Centaur Garden', ability: 1, targets: ['Grizzly Bears'] }))).toBeUndefined();
    seven.resolveStack();
    expect(permanent(seven, 'Grizzly Bears')).toMatchObject({ power: 5, toughness: 5 });
  });

  it('602.5: Fool\'s Tome\'s "only if you have no cards in hand"', () => {
    const tome = compiledPoolCard("Fool's Tome");
    const game = (hand: string[]) => new Game({ players: [{ name: 'Alice', battlefield: ["Fool's Tome", 'Island', 'Island'], hand, library: ['Forest'] }, { name: 'Bob' }], cards: [tome] });
    expect(refusal(game(['Mountain']).do({ type: 'activate', player: 'Alice', source: "Fool's Tome" }))).toMatch(/restriction/);
    const empty = game([]);
    expect(refusal(empty.do({ type: 'activate', player: 'Alice', source: "Fool's Tome" }))).toBeUndefined();
    empty.resolveStack();
    expect(empty.snapshot().players[0]).toMatchObject({ hand: ['Forest'] });
  });

  it('602.5: a mana ability\'s restriction holds too — Tainted Isle adds {U} only while its controller controls a Swamp, and paying by default passes over it', () => {
    const isle = compiledPoolCard('Tainted Isle');
    const alone = new Game({ players: [{ name: 'Alice', battlefield: ['Tainted Isle'] }, { name: 'Bob' }], cards: [isle] });
    expect(refusal(alone.do({ type: 'activate', player: 'Alice', source: 'Tainted Isle', mana: 'U' }))).toMatch(/restriction/);
    const withSwamp = new Game({ players: [{ name: 'Alice', battlefield: ['Tainted Isle', 'Swamp'] }, { name: 'Bob' }], cards: [isle] });
    expect(refusal(withSwamp.do({ type: 'activate', player: 'Alice', source: 'Tainted Isle', mana: 'U' }))).toBeUndefined();
    expect(withSwamp.snapshot().players[0]!.manaPool).toBe('{U}');
    const cast = new Game({ players: [{ name: 'Alice', battlefield: ['Tainted Isle'], hand: ['Twisted Image'] }, { name: 'Bob', battlefield: ['Grizzly Bears'] }], cards: [isle] });
    expect(refusal(cast.do({ type: 'cast', player: 'Alice', card: 'Twisted Image', targets: ['Grizzly Bears'] }))).toMatch(/can't pay \{U\}/);
  });
});

describeWithSharedData('113.6j, 701.9a: an ability whose cost discards its card works from a hand (channel, 2020 pool)', [POOL_FILE], () => {
  it('113.6j: Ghost-Lit Stalker\'s channel ability is activated from its owner\'s hand, discarding it as the cost; the card on the battlefield has no such ability', () => {
    const stalker = compiledPoolCard('Ghost-Lit Stalker');
    expect(stalker.abilities?.[1]).toMatchObject({ kind: 'activated', zone: 'hand', timing: 'sorcery', cost: { mana: '{5}{B}{B}', discardSelf: true } });
    const lands = ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'];
    const g = new Game({ players: [{ name: 'Alice', battlefield: lands, hand: ['Ghost-Lit Stalker'] }, { name: 'Bob', hand: ['Forest', 'Forest', 'Island', 'Island', 'Mountain'] }], cards: [stalker] });
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Ghost-Lit Stalker', from: 'hand', ability: 1, targets: ['Bob'] }))).toBeUndefined();
    expect(g.snapshot().players[0]).toMatchObject({ hand: [], graveyard: ['Ghost-Lit Stalker'] });
    g.resolveStack();
    expect(g.snapshot().players[1]!.hand).toHaveLength(1);
    const onBattlefield = new Game({ players: [{ name: 'Alice', battlefield: ['Ghost-Lit Stalker', ...lands] }, { name: 'Bob' }], cards: [stalker] });
    expect(refusal(onBattlefield.do({ type: 'activate', player: 'Alice', source: 'Ghost-Lit Stalker', ability: 1, targets: ['Bob'] }))).toMatch(/no activated ability #2/);
  });

  it('113.7a: Arashi\'s channel ability, once activated, exists independently of its discarded card: it deals X damage to each creature with flying', () => {
    const arashi = compiledPoolCard('Arashi, the Sky Asunder');
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['Arashi, the Sky Asunder'] }, { name: 'Bob', battlefield: ['Serra Angel', 'Grizzly Bears'] }], cards: [arashi] });
    expect(refusal(g.do({ type: 'activate', player: 'Alice', source: 'Arashi, the Sky Asunder', from: 'hand', ability: 1, x: 2 }))).toBeUndefined();
    g.resolveStack();
    expect(permanent(g, 'Serra Angel')).toMatchObject({ damage: 2 });
    expect(permanent(g, 'Grizzly Bears')).toMatchObject({ damage: 0 });
  });
});

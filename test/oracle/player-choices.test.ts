/**
 * Choices and players on real cards of the 2020 pool: "you may have <a player or object> <do something>"
 * (603.5, 608.2c: the controller chooses, the one named does it); another player's choice: "target opponent may
 * draw a card", "that player may pay {2}. If they do, …" and "… If the player doesn't, …" (118.12).
 */
import { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { POOL_FILE, poolGame, textOf } from './pool';

const cardsIn = (g: Game, player: number, zone: 'library' | 'graveyard' | 'hand') => g.state.players[player]![zone].map((id) => g.state.objects[id]!.card);

describeWithSharedData('603.5, 608.2c: choices and players (2020 pool)', [POOL_FILE], () => {
  const nightstalker = () => poolGame({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Brutal Nightstalker'] }, { name: 'Bob', hand: ['Forest'] }] }, ['Brutal Nightstalker']);

  it('603.5: Brutal Nightstalker — "you may have target opponent discard a card": Alice chooses (yes by default, stated), Bob discards', () => {
    const g = nightstalker();
    g.do({ type: 'cast', player: 'Alice', card: 'Brutal Nightstalker' });
    const text = textOf(g.resolveStack());
    expect(text).toMatch(/Alice chooses to apply "you may" of Brutal Nightstalker's trigger \(the default: yes\)/);
    expect(cardsIn(g, 1, 'graveyard')).toEqual(['Forest']);
  });

  it('603.5: Alice choosing no, Bob keeps his card', () => {
    const g = nightstalker();
    g.do({ type: 'choose', player: 'Alice', key: 'may', for: 'Brutal Nightstalker', value: false });
    g.do({ type: 'cast', player: 'Alice', card: 'Brutal Nightstalker' });
    g.resolveStack();
    expect(cardsIn(g, 1, 'hand')).toEqual(['Forest']);
  });

  it('608.2c: Jace\'s Erasure — "you may have target player mill a card" mills the player Alice targets', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', "Jace's Erasure"], hand: ['Think Twice'], library: ['Island', 'Island'] }, { name: 'Bob', library: ['Forest', 'Swamp'] }] }, ["Jace's Erasure", 'Think Twice']);
    g.do({ type: 'cast', player: 'Alice', card: 'Think Twice' });
    g.resolveStack();
    expect(cardsIn(g, 1, 'graveyard')).toEqual(['Forest']);
  });

  const heretic = () => poolGame({ players: [{ name: 'Alice', battlefield: ['Plains', 'Soldevi Heretic', 'Grizzly Bears'] }, { name: 'Bob', library: ['Forest'] }] }, ['Soldevi Heretic']);

  it('603.5: Soldevi Heretic — "Target opponent may draw a card": Bob chooses (yes by default, stated) and draws', () => {
    const g = heretic();
    g.do({ type: 'activate', player: 'Alice', source: 'Soldevi Heretic', ability: 0, targets: ['Grizzly Bears', 'Bob'] });
    const text = textOf(g.resolveStack());
    expect(text).toMatch(/Bob chooses to apply "you may" of Soldevi Heretic's ability \(the default: yes\)/);
    expect(cardsIn(g, 1, 'hand')).toEqual(['Forest']);
  });

  it("603.5: Bob's answer is his own: his \"no\" keeps the card in his library", () => {
    const g = heretic();
    g.do({ type: 'choose', player: 'Bob', key: 'may', value: false });
    g.do({ type: 'activate', player: 'Alice', source: 'Soldevi Heretic', ability: 0, targets: ['Grizzly Bears', 'Bob'] });
    expect(textOf(g.resolveStack())).toMatch(/Bob chooses not to apply Soldevi Heretic's ability/);
    expect(cardsIn(g, 1, 'library')).toEqual(['Forest']);
  });

  const theory = () => poolGame({ players: [{ name: 'Alice', battlefield: ['Unifying Theory'] }, { name: 'Bob', battlefield: ['Island', 'Island', 'Mountain'], hand: ['Lightning Bolt'], library: ['Forest'] }], activePlayer: 'Bob' }, ['Unifying Theory']);

  it('603.5: Unifying Theory — the player who cast the spell may pay {2}; if they do, they draw a card (not its controller)', () => {
    const g = theory();
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Alice'] });
    const text = textOf(g.resolveStack());
    expect(text).toMatch(/Bob pays \{2\}/);
    expect(cardsIn(g, 1, 'hand')).toEqual(['Forest']);
    expect(cardsIn(g, 0, 'hand')).toEqual([]);
  });

  it("118.12: Smothering Tithe — an opponent who draws may pay {2} (Bob pays when able, the default); if the player doesn't, Alice creates a Treasure", () => {
    const treasures = (pays?: boolean) => {
      const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Smothering Tithe'] }, { name: 'Bob', battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Think Twice'], library: ['Forest'] }], activePlayer: 'Bob' }, ['Smothering Tithe', 'Think Twice']);
      if (pays !== undefined) g.do({ type: 'choose', player: 'Bob', key: 'pay', value: pays });
      g.do({ type: 'cast', player: 'Bob', card: 'Think Twice' });
      g.resolveStack();
      return g.snapshot().battlefield.filter((p) => p.name === 'Treasure').map((p) => p.controller);
    };
    expect(treasures()).toEqual([]);
    expect(treasures(false)).toEqual(['Alice']);
  });
});

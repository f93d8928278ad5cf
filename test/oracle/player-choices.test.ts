/**
 * Choices and players on real cards of the 2020 pool: "you may have <a player or object> <do something>"
 * (603.5, 608.2c: the controller chooses, the one named does it), …
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
});

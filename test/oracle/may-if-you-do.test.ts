/**
 * 603.5, 608.2c on real cards of the 2020 pool: "You may <first part>. If you do, <the rest>." — the
 * controller chooses (`choose may no`; yes by default, stated), and the rest happens only if the first part
 * was done: the cards to discard or draw were there, a permanent to sacrifice, its target still legal.
 */
import { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

const cardsIn = (g: Game, player: number, zone: 'library' | 'graveyard' | 'hand') => g.state.players[player]![zone].map((id) => g.state.objects[id]!.card);
const texts = (events: { text: string }[]) => events.map((e) => e.text);

describeWithSharedData('608.2c: "you may …. If you do, …" for any first part (2020 pool)', [POOL_FILE], () => {
  const racketeer = () => new Game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Viashino Racketeer', 'Forest'], library: ['Island', 'Swamp'] }, { name: 'Bob' }], cards: [compiledPoolCard('Viashino Racketeer')] });

  it('608.2c: Viashino Racketeer enters, Alice discards a card (the default: yes) and so draws one', () => {
    const g = racketeer();
    g.do({ type: 'cast', player: 'Alice', card: 'Viashino Racketeer' });
    const events = g.resolveStack();
    expect(texts(events)).toContainEqual(expect.stringMatching(/chooses to apply "you may" of Viashino Racketeer's trigger \(the default: yes\)/));
    expect(cardsIn(g, 0, 'graveyard')).toEqual(['Forest']);
    expect(cardsIn(g, 0, 'hand')).toEqual(['Island']);
  });

  it('603.5: choosing not to discard, Alice draws nothing', () => {
    const g = racketeer();
    g.do({ type: 'choose', player: 'Alice', key: 'may', for: 'Viashino Racketeer', value: false });
    g.do({ type: 'cast', player: 'Alice', card: 'Viashino Racketeer' });
    g.resolveStack();
    expect(cardsIn(g, 0, 'hand')).toEqual(['Forest']);
    expect(cardsIn(g, 0, 'library')).toEqual(['Island', 'Swamp']);
  });

  it('608.2c: with no card in hand to discard, "if you do" doesn\'t hold: no card is drawn', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Viashino Racketeer'], library: ['Island'] }, { name: 'Bob' }], cards: [compiledPoolCard('Viashino Racketeer')] });
    g.do({ type: 'cast', player: 'Alice', card: 'Viashino Racketeer' });
    const events = g.resolveStack();
    expect(texts(events)).toContainEqual(expect.stringMatching(/couldn't do the first part, so what "if you do" says doesn't happen/));
    expect(cardsIn(g, 0, 'library')).toEqual(['Island']);
  });

  it('608.2c: Undercity Scavenger — "sacrifice another creature" never sacrifices itself; alone, it gets no counters', () => {
    const setup = (battlefield: string[]) => new Game({ players: [{ name: 'Alice', battlefield: [...battlefield, 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Undercity Scavenger'] }, { name: 'Bob' }], cards: [compiledPoolCard('Undercity Scavenger')] });
    const alone = setup([]);
    alone.do({ type: 'cast', player: 'Alice', card: 'Undercity Scavenger' });
    alone.resolveStack();
    expect(alone.snapshot().battlefield.find((p) => p.name === 'Undercity Scavenger')).toMatchObject({ counters: {} });
    const withBears = setup(['Grizzly Bears']);
    withBears.do({ type: 'cast', player: 'Alice', card: 'Undercity Scavenger' });
    withBears.resolveStack();
    expect(cardsIn(withBears, 0, 'graveyard')).toEqual(['Grizzly Bears']);
    expect(withBears.snapshot().battlefield.find((p) => p.name === 'Undercity Scavenger')).toMatchObject({ counters: { '+1/+1': 2 } });
  });
});

/**
 * 614.1a on real cards of the 2020 pool: where a card goes instead of a graveyard — "If ~ would be put into a graveyard from
 * anywhere, reveal ~ and shuffle it into its owner's library instead" (113.6b), "If that spell is countered this way, exile it
 * instead of putting it into its owner's graveyard".
 */
import { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

describeWithSharedData('614.1a: "reveal ~ and shuffle it into its owner\'s library instead" (2020 pool)', [POOL_FILE], () => {
  it('614.1a, 701.24a: Legacy Weapon destroyed goes into its owner\'s library, which is shuffled', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Shatter'] }, { name: 'Bob', battlefield: ['Legacy Weapon'], library: ['Grizzly Bears'] }],
      cards: [compiledPoolCard('Shatter'), compiledPoolCard('Legacy Weapon')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Shatter', targets: ['Legacy Weapon'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'replacement' && /Bob reveals it and Legacy Weapon goes to Bob's library instead/.test(e.text))).toBe(true);
    expect(events.some((e) => e.rules.includes('701.24a') && /Bob shuffles their library \(2 cards/.test(e.text))).toBe(true);
    const bob = g.snapshot().players[1]!;
    expect(bob.graveyard).toEqual([]);
    expect(g.state.players[1]!.library).toHaveLength(2);
  });

  it('113.6b: the ability works from a hand too: Darksteel Colossus discarded is shuffled into its owner\'s library', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Rakshasa\'s Secret'], library: ['Plains', 'Plains'] }, { name: 'Bob', hand: ['Darksteel Colossus', 'Grizzly Bears'] }],
      cards: [compiledPoolCard('Rakshasa\'s Secret'), compiledPoolCard('Darksteel Colossus')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Rakshasa\'s Secret', targets: ['Bob'] });
    g.resolveStack();
    const bob = g.snapshot().players[1]!;
    expect(bob.graveyard).toEqual(['Grizzly Bears']);
    expect(g.state.players[1]!.library.map((id) => g.state.objects[id]!.card)).toEqual(['Darksteel Colossus']);
  });
});

describeWithSharedData('614.1a: "If that spell is countered this way, exile it instead" (2020 pool)', [POOL_FILE], () => {
  it('614.1a, 701.6a: Horribly Awry — the creature spell it counters is exiled, not put into its owner\'s graveyard', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] }, { name: 'Bob', battlefield: ['Island', 'Island'], hand: ['Horribly Awry'] }],
      cards: [compiledPoolCard('Horribly Awry')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Grizzly Bears' });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Horribly Awry', targets: ['Grizzly Bears'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'countered' && /Grizzly Bears is countered/.test(e.text))).toBe(true);
    const alice = g.snapshot().players[0]!;
    expect({ graveyard: alice.graveyard, exile: alice.exile }).toEqual({ graveyard: [], exile: ['Grizzly Bears'] });
  });
});

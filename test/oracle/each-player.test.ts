/**
 * 608.2c: an instruction for "each player" or "each opponent" with "they" in it is done for each of them in turn
 * order (101.4), "they" the one it is done for: "each opponent sacrifices a permanent unless they pay {3}", "~ deals
 * damage to each player equal to the number of lands they control" — real cards of the 2020 pool.
 */
import { Game } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, poolGame, textOf } from './pool';

const lifeOf = (g: Game) => g.snapshot().players.map((p) => [p.name, p.life]);
const countOf = (g: Game, name: string) => g.snapshot().battlefield.filter((p) => p.name === name).map((p) => p.controller);

describeWithSharedData('608.2c: "each player … they …" (2020 pool)', [POOL_FILE], () => {
  it('608.2c: Acidic Soil deals each player damage equal to the number of lands that player controls', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Acidic Soil'] }, { name: 'Bob', battlefield: ['Forest', 'Forest'] }] }, ['Acidic Soil']);
    g.do({ type: 'cast', player: 'Alice', card: 'Acidic Soil' });
    g.resolveStack();
    expect(lifeOf(g)).toEqual([['Alice', 17], ['Bob', 18]]);
  });

  it('608.2c, 101.4: Rishadan Brigand — each opponent in turn order pays {3} when able (the default), else sacrifices a permanent', () => {
    const g = poolGame({
      players: [
        { name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Rishadan Brigand'] },
        { name: 'Bob', battlefield: ['Island', 'Island', 'Island', 'Grizzly Bears'] },
        { name: 'Carol', battlefield: ['Island', 'Grizzly Bears'] },
      ],
    }, ['Rishadan Brigand']);
    g.do({ type: 'cast', player: 'Alice', card: 'Rishadan Brigand' });
    const events = g.resolveStack();
    const text = textOf(events.slice(events.findIndex((e) => /trigger resolves/.test(e.text))));
    expect(text).toMatch(/Rishadan Brigand's instruction is done for each opponent in turn order: Bob, then Carol\n.*Bob pays \{3\}[^]*Carol can't pay \{3\}[^]*Carol sacrifices/);
    expect(g.snapshot().battlefield.filter((p) => p.controller === 'Carol')).toHaveLength(1);
    expect(countOf(g, 'Grizzly Bears')).toContain('Bob');
    expect(countOf(g, 'Rishadan Brigand')).toEqual(['Alice']);
  });

  it('608.2c: Waiting in the Weeds — each player creates a Cat for each untapped Forest they control', () => {
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Waiting in the Weeds'] }, { name: 'Bob', battlefield: ['Forest', { card: 'Forest', tapped: true }] }] }, ['Waiting in the Weeds']);
    g.do({ type: 'cast', player: 'Alice', card: 'Waiting in the Weeds' });
    g.resolveStack();
    expect(countOf(g, 'Cat')).toEqual(['Alice', 'Alice', 'Bob']);
  });

  it('608.2c: Theft of Dreams draws a card for each tapped creature the target opponent controls (not its controller\'s own)', () => {
    const bears = (tapped: boolean) => ({ card: 'Grizzly Bears', tapped });
    const g = poolGame({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', bears(true)], hand: ['Theft of Dreams'], library: ['Forest', 'Forest', 'Forest', 'Forest'] }, { name: 'Bob', battlefield: [bears(true), bears(true), bears(false)] }] }, ['Theft of Dreams']);
    g.do({ type: 'cast', player: 'Alice', card: 'Theft of Dreams', targets: ['Bob'] });
    g.resolveStack();
    expect(g.snapshot().players[0]!.hand).toHaveLength(2);
  });

  it('608.2c: "they" after "each opponent" is each one of them: the compiled effect is done for each opponent', () => {
    expect(compiledPoolCard('Rishadan Cutpurse').abilities![0]).toMatchObject({ effects: [{ do: 'for-each-player', players: 'each-opponent', effects: [{ do: 'unless-pay', cost: { mana: '{1}' }, payer: 'that-player', effects: [{ do: 'sacrifice', who: 'that-player', kind: 'permanent' }] }] }] });
  });
});

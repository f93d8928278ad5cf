/** 701.21a: "When you sacrifice ~" triggers on a sacrifice (as a cost or an effect), not on other ways of leaving (603.10a: it looks back). */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Ordeal of Heliod, simplified: "{W}, Sacrifice ~: Draw a card." and "When you sacrifice ~, you gain 10 life." */
const ORDEAL: CardDefinitionInput = {
  name: 'Sacrifice Watcher',
  manaCost: '{W}',
  types: ['Enchantment'],
  abilities: [
    { kind: 'activated', cost: { mana: '{W}', sacrificeSelf: true }, effects: [{ do: 'draw', amount: 1, who: 'you' }], text: '{W}, Sacrifice Sacrifice Watcher: Draw a card.' },
    { kind: 'triggered', when: 'sacrificed', effects: [{ do: 'gain-life', amount: 10, who: 'you' }], text: 'When you sacrifice Sacrifice Watcher, you gain 10 life.' },
  ],
};
const DESTROY_ENCHANTMENT: CardDefinitionInput = { name: 'Enchantment Breaker', manaCost: '{G}', types: ['Instant'], spell: { targets: [{ kind: 'permanent', filter: { types: ['Enchantment'] } }], effects: [{ do: 'destroy', what: 'target' }] } };

describe('"When you sacrifice ~"', () => {
  it('sacrificed as a cost: it triggers although it has left the battlefield', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Sacrifice Watcher', 'Plains'], library: ['Plains'] }, { name: 'Bob' }], cards: [ORDEAL] });
    g.do({ type: 'activate', player: 'Alice', source: 'Sacrifice Watcher', ability: 0 });
    g.resolveStack();
    expect(g.snapshot().players[0]).toMatchObject({ life: 30, hand: ['Plains #2'] });
  });
  it('destroyed, it does not trigger', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Sacrifice Watcher', 'Forest'], hand: ['Enchantment Breaker'] }, { name: 'Bob' }], cards: [ORDEAL, DESTROY_ENCHANTMENT] });
    g.do({ type: 'cast', player: 'Alice', card: 'Enchantment Breaker', targets: ['Sacrifice Watcher'] });
    g.resolveStack();
    expect(g.snapshot().players[0]!.life).toBe(20);
  });
});

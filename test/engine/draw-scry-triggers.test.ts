/** 121.1, 701.22: "whenever you draw a card" triggers once per card; "whenever you scry". */
import { Game, type CardDefinitionInput } from '../../src/engine';

const CHIMERA: CardDefinitionInput = { name: 'Draw Watcher', manaCost: '{U}', types: ['Creature'], power: 1, toughness: 1, abilities: [{ kind: 'triggered', when: 'draws', effects: [{ do: 'gain-life', amount: 1, who: 'you' }], text: 'Whenever you draw a card, you gain 1 life.' }] };
const UNRAVELER: CardDefinitionInput = { name: 'Opponent Draws', manaCost: '{B}', types: ['Enchantment'], abilities: [{ kind: 'triggered', when: 'draws', whose: 'opponent', effects: [{ do: 'damage', amount: 1, to: 'that-player' }], text: 'Whenever an opponent draws a card, Opponent Draws deals 1 damage to that player.' }] };
const ADEPT: CardDefinitionInput = { name: 'Scry Watcher', manaCost: '{R}', types: ['Creature'], power: 1, toughness: 1, abilities: [{ kind: 'triggered', when: 'scries', effects: [{ do: 'pump', power: 2, toughness: 0, on: 'self' }], text: 'Whenever you scry, Scry Watcher gets +2/+0 until end of turn.' }] };
const SCRY: CardDefinitionInput = { name: 'Scry Two', manaCost: '{U}', types: ['Sorcery'], spell: { effects: [{ do: 'scry', amount: 2 }] } };

describe('"whenever you draw a card"', () => {
  it('Divination draws two: two triggers, 2 life', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Draw Watcher', 'Island', 'Island', 'Island'], hand: ['Divination'], library: ['Island', 'Island'] }, { name: 'Bob' }], cards: [CHIMERA] });
    g.do({ type: 'cast', player: 'Alice', card: 'Divination' });
    const events = g.resolveStack();
    expect(events.filter((e) => e.kind === 'trigger')).toHaveLength(2);
    expect(g.snapshot().players[0]!.life).toBe(22);
  });
  it('"whenever an opponent draws": only the opponent\'s draws, and "that player" is the one who drew', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Opponent Draws', 'Island', 'Island', 'Island'], hand: ['Divination'], library: ['Island', 'Island'] }, { name: 'Bob', library: ['Island'] }], cards: [UNRAVELER] });
    g.do({ type: 'cast', player: 'Alice', card: 'Divination' });
    expect(g.resolveStack().some((e) => e.kind === 'trigger')).toBe(false);
  });
});

describe('"whenever you scry"', () => {
  it('triggers once per scry', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Scry Watcher', 'Island'], hand: ['Scry Two'], library: ['Island', 'Island'] }, { name: 'Bob' }], cards: [ADEPT, SCRY] });
    g.do({ type: 'cast', player: 'Alice', card: 'Scry Two' });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.label === 'Scry Watcher')).toMatchObject({ power: 3 });
  });
});

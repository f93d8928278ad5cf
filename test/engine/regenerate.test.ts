/** 701.19 Regenerate: a shield replaces the next destruction this turn: damage removed, tapped, out of combat. */
import { Game, type CardDefinitionInput } from '../../src/engine';

const REGENERATOR: CardDefinitionInput = {
  name: 'Regenerator',
  manaCost: '{B}',
  types: ['Creature'],
  power: 2,
  toughness: 2,
  abilities: [{ kind: 'activated', cost: { mana: '{B}' }, effects: [{ do: 'regenerate', what: 'self' }], text: '{B}: Regenerate Regenerator.' }],
};
const NO_REGEN: CardDefinitionInput = { name: 'Final Murder', manaCost: '{B}', types: ['Instant'], spell: { targets: [{ kind: 'creature' }], effects: [{ do: 'destroy', what: 'target', noRegeneration: true }] } };

function shielded(bobHand: string[], bobLands: string[]) {
  const g = new Game({ players: [{ name: 'Alice', battlefield: ['Regenerator', 'Swamp'] }, { name: 'Bob', battlefield: bobLands, hand: bobHand }], cards: [REGENERATOR, NO_REGEN] });
  g.do({ type: 'activate', player: 'Alice', source: 'Regenerator', ability: 0 });
  g.resolveStack();
  g.do({ type: 'pass', player: 'Alice' });
  return g;
}

describe('701.19a: regeneration replaces destruction', () => {
  it('Murder: it regenerates instead (tapped, still on the battlefield)', () => {
    const g = shielded(['Murder'], ['Swamp', 'Swamp', 'Swamp']);
    g.do({ type: 'cast', player: 'Bob', card: 'Murder', targets: ['Regenerator'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'replacement' && e.rules.includes('701.19a'))).toBe(true);
    expect(g.snapshot().battlefield.find((p) => p.label === 'Regenerator')).toMatchObject({ tapped: true, damage: 0 });
  });

  it('lethal damage (704.5g): it regenerates instead and its damage is removed', () => {
    const g = shielded(['Lightning Bolt'], ['Mountain']);
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Regenerator'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.label === 'Regenerator')).toMatchObject({ tapped: true, damage: 0 });
  });

  it('701.19c: "can\'t be regenerated" destroys it despite the shield', () => {
    const g = shielded(['Final Murder'], ['Swamp']);
    g.do({ type: 'cast', player: 'Bob', card: 'Final Murder', targets: ['Regenerator'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.rules.includes('701.19c'))).toBe(true);
    expect(g.snapshot().players[0]!.graveyard).toEqual(['Regenerator']);
  });

  it('a shield is used once: the second destruction destroys it', () => {
    const g = shielded(['Murder', 'Lightning Bolt'], ['Swamp', 'Swamp', 'Swamp', 'Mountain']);
    g.do({ type: 'cast', player: 'Bob', card: 'Murder', targets: ['Regenerator'] });
    g.resolveStack();
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Lightning Bolt', targets: ['Regenerator'] });
    g.resolveStack();
    expect(g.snapshot().players[0]!.graveyard).toEqual(['Regenerator']);
  });

  it('701.21a: sacrifice is not destruction: regeneration does not apply', () => {
    const g = shielded(['Diabolic Edict'], ['Swamp', 'Swamp']);
    g.do({ type: 'cast', player: 'Bob', card: 'Diabolic Edict', targets: ['Alice'] });
    g.resolveStack();
    expect(g.snapshot().players[0]!.graveyard).toEqual(['Regenerator']);
  });
});

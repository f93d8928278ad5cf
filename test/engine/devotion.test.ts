/** 700.5 Devotion: mana symbols of a color among the mana costs of permanents a player controls. */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Heliod, God of the Sun: indestructible, not a creature while devotion to white is below five. */
const GOD: CardDefinitionInput = {
  name: 'Devotion God',
  manaCost: '{3}{W}',
  types: ['Enchantment', 'Creature'],
  supertypes: ['Legendary'],
  subtypes: ['God'],
  power: 5,
  toughness: 6,
  keywords: ['indestructible'],
  abilities: [{ kind: 'static', condition: { devotion: ['W'], lessThan: 5 }, modify: { removeTypes: ['Creature'] }, text: "As long as your devotion to white is less than five, Devotion God isn't a creature." }],
};
/** Like Gray Merchant of Asphodel. */
const MERCHANT: CardDefinitionInput = {
  name: 'Devotion Merchant',
  manaCost: '{3}{B}{B}',
  types: ['Creature'],
  power: 2,
  toughness: 4,
  abilities: [
    {
      kind: 'triggered',
      when: 'enters',
      effects: [
        { do: 'lose-life', amount: { devotion: ['B'] }, who: 'each-opponent' },
        { do: 'gain-life', amount: { lifeLostThisWay: true }, who: 'you' },
      ],
      text: 'When Devotion Merchant enters the battlefield, each opponent loses X life, where X is your devotion to black. You gain life equal to the life lost this way.',
    },
  ],
};
const HYBRID: CardDefinitionInput = { name: 'Hybrid Thing', manaCost: '{W/B}{W/B}', types: ['Artifact'] };

describe('700.5: devotion counts the colored mana symbols of the permanents you control', () => {
  it('four white symbols: the God is not a creature; a fifth makes it one (611.3a: the condition is checked continuously)', () => {
    const setup = (extra: string[]) => new Game({ players: [{ name: 'Alice', battlefield: ['Devotion God', 'Savannah Lions', 'Hybrid Thing', ...extra] }, { name: 'Bob' }], cards: [GOD, HYBRID] });
    // {W} (God) + {W} (Lions) + {W/B}{W/B} (each hybrid symbol counts once) = 4.
    // 205.3d: without the creature type it has no creature subtype either ("God").
    expect(setup([]).snapshot().battlefield.find((p) => p.label === 'Devotion God')).toMatchObject({ types: ['Enchantment'], subtypes: [] });
    expect(setup(['Savannah Lions']).snapshot().battlefield.find((p) => p.label === 'Devotion God')).toMatchObject({ types: ['Enchantment', 'Creature'], subtypes: ['God'] });
  });

  it('only the permanents that player controls count, and basic lands have no mana cost', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Devotion God', 'Plains', 'Plains', 'Plains', 'Plains'] }, { name: 'Bob', battlefield: ['Savannah Lions', 'Savannah Lions', 'Savannah Lions', 'Savannah Lions'] }], cards: [GOD] });
    expect(g.snapshot().battlefield.find((p) => p.label === 'Devotion God')!.types).toEqual(['Enchantment']);
  });

  it('Gray Merchant: X is the devotion as the ability resolves, counting the Merchant itself; the life lost this way is gained', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Hybrid Thing'], hand: ['Devotion Merchant'] }, { name: 'Bob' }], cards: [MERCHANT, HYBRID] });
    g.do({ type: 'cast', player: 'Alice', card: 'Devotion Merchant' });
    g.resolveStack();
    const [alice, bob] = g.snapshot().players;
    // {B}{B} (Merchant) + {W/B}{W/B} = 4.
    expect(bob!.life).toBe(16);
    expect(alice!.life).toBe(24);
  });
});

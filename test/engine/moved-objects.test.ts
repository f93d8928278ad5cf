/** 400.7j: later parts of an effect find what it moved to a public zone; "for each creature exiled this way, its controller …"; "its owner". */
import { Game, type CardDefinitionInput } from '../../src/engine';

/** Like Fated Return: "Put target creature card from a graveyard onto the battlefield under your control. It gains indestructible." */
const RETURN: CardDefinitionInput = { name: 'Return Test', manaCost: '{B}', types: ['Instant'], spell: { targets: [{ kind: 'card-in-graveyard', filter: { types: ['Creature'] } }], effects: [{ do: 'return-to-battlefield', what: 'target' }, { do: 'modify', on: 'target', until: 'indefinite', changes: { addKeywords: ['indestructible'] } }] } };
/** Like Curse of the Swine: "Exile X target creatures. For each creature exiled this way, its controller creates a 2/2 green Boar creature token." */
const SWINE: CardDefinitionInput = {
  name: 'Swine Test',
  manaCost: '{X}{U}',
  types: ['Sorcery'],
  spell: { targets: [{ kind: 'creature', count: { min: 0, max: 'X' } }], effects: [{ do: 'exile', what: 'target' }, { do: 'create-token', token: { name: 'Boar', colors: ['G'], types: ['Creature'], subtypes: ['Boar'], power: 2, toughness: 2 }, for: 'moved-controllers' }] },
};
/** Like Pharika's ability: "Exile target creature card from a graveyard. Its owner creates a 1/1 Snake token." */
const SNAKE: CardDefinitionInput = { name: 'Snake Test', manaCost: '{B}', types: ['Instant'], spell: { targets: [{ kind: 'card-in-graveyard', filter: { types: ['Creature'] } }], effects: [{ do: 'exile', what: 'target' }, { do: 'create-token', token: { name: 'Snake', colors: ['B'], types: ['Creature'], subtypes: ['Snake'], power: 1, toughness: 1 }, for: 'target-owner' }] } };

describe('400.7j: an effect finds the objects it moved', () => {
  it('"It gains indestructible": the creature put onto the battlefield is the one that gains it', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swamp'], hand: ['Return Test'] }, { name: 'Bob', graveyard: ['Hill Giant'] }], cards: [RETURN] });
    g.do({ type: 'cast', player: 'Alice', card: 'Return Test', targets: ['Hill Giant'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.name === 'Hill Giant')).toMatchObject({ controller: 'Alice', keywords: ['indestructible'] });
  });
  it('"for each creature exiled this way, its controller creates a Boar": one for each, for the player who controlled it', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', 'Island', 'Island', 'Island'], hand: ['Swine Test'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [SWINE] });
    g.do({ type: 'cast', player: 'Alice', card: 'Swine Test', x: 2, targets: [['Grizzly Bears', 'Hill Giant']] });
    g.resolveStack();
    expect(g.snapshot().battlefield.map((p) => [p.name, p.controller])).toEqual([['Island', 'Alice'], ['Island', 'Alice'], ['Island', 'Alice'], ['Boar', 'Alice'], ['Boar', 'Bob']]);
  });
  it('"its owner creates": the exiled card\'s owner', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swamp'], hand: ['Snake Test'] }, { name: 'Bob', graveyard: ['Hill Giant'] }], cards: [SNAKE] });
    g.do({ type: 'cast', player: 'Alice', card: 'Snake Test', targets: ['Hill Giant'] });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.name === 'Snake')).toMatchObject({ controller: 'Bob' });
  });
});

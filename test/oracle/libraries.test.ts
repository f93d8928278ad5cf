/**
 * Libraries, hands and graveyards in Oracle text, each read from a real card of the 2020 pool (its
 * Forge wording), lowered and played: the older wordings of mill (701.17a) and mana value (202.3),
 * searching a library (701.23) and shuffling it (701.24; "a card named ~", and a card found put on top
 * after the shuffle, 701.24b; into the graveyard), a discard at random (701.9b), "permanent card" (110.4a), a card chosen from a
 * revealed hand (701.20a, 701.9b).
 */
import { Game, type CardDefinitionInput } from '../../src/engine';
import { compileCard } from '../../src/oracle/compile';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

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

describe('701.17a: mill — "puts the top N cards of their library into their graveyard" is milling N cards', () => {
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
    g.resolveStack();
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

const evolvingWilds: PrintedCard = { name: 'Evolving Wilds', typeLine: 'Land', oracleText: '{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle your library.' };
const borderlandRanger: PrintedCard = { name: 'Borderland Ranger', manaCost: '{2}{G}', typeLine: 'Creature — Human Scout', power: '2', toughness: '2', oracleText: 'When Borderland Ranger enters the battlefield, you may search your library for a basic land card, reveal it, and put it into your hand. If you do, shuffle your library.' };
const tinker: PrintedCard = { name: 'Tinker', manaCost: '{2}{U}', typeLine: 'Sorcery', oracleText: 'As an additional cost to cast Tinker, sacrifice an artifact.\nSearch your library for an artifact card and put that card onto the battlefield. Then shuffle your library.' };

describe('701.23, 701.24: search a library, then shuffle it — in the 2020 wordings', () => {
  it('reads ", then shuffle your library", ". Then shuffle your library." and "If you do, shuffle your library."', () => {
    expect(compiled(evolvingWilds).abilities).toMatchObject([{ kind: 'activated', effects: [{ do: 'search-library', filter: { types: ['Land'], supertypes: ['Basic'] }, max: 1, to: 'battlefield', tapped: true }] }]);
    expect(compiled(borderlandRanger).abilities).toMatchObject([{ kind: 'triggered', optional: true, effects: [{ do: 'search-library', to: 'hand' }] }]);
    expect(compiled(tinker).spell).toMatchObject({ effects: [{ do: 'search-library', filter: { types: ['Artifact'] }, to: 'battlefield' }] });
  });

  it('plays: Evolving Wilds finds the basic land the player names, tapped, and the library is shuffled', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Evolving Wilds'], library: ['Lightning Bolt', 'Island', 'Forest', 'Mountain'] }, { name: 'Bob' }], cards: [compiled(evolvingWilds)] });
    g.do({ type: 'choose', player: 'Alice', key: 'search', value: ['Forest'] });
    g.do({ type: 'activate', player: 'Alice', source: 'Evolving Wilds' });
    const events = g.resolveStack();
    expect(events.some((e) => e.rules.includes('701.24a'))).toBe(true);
    expect(g.snapshot().battlefield.map((p) => [p.name, p.tapped])).toEqual([['Forest', true]]);
    expect(cardsIn(g, 0, 'library').sort()).toEqual(['Island', 'Lightning Bolt', 'Mountain']);
  });

  it('plays: Borderland Ranger\'s "you may" declined searches nothing and shuffles nothing', () => {
    const play = (may: boolean) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Borderland Ranger'], library: ['Island', 'Plains'] }, { name: 'Bob' }], cards: [compiled(borderlandRanger)] });
      g.do({ type: 'choose', player: 'Alice', key: 'may', value: may });
      g.do({ type: 'cast', player: 'Alice', card: 'Borderland Ranger' });
      return { events: g.resolveStack(), hand: cardsIn(g, 0, 'hand'), library: cardsIn(g, 0, 'library') };
    };
    const yes = play(true);
    expect(yes.hand).toEqual(['Island']);
    expect(yes.events.some((e) => e.rules.includes('701.24a'))).toBe(true);
    const no = play(false);
    expect(no).toMatchObject({ hand: [], library: ['Island', 'Plains'] });
    expect(no.events.some((e) => e.rules.includes('701.24a'))).toBe(false);
  });
});

const naturesSpiral: PrintedCard = { name: "Nature's Spiral", manaCost: '{1}{G}', typeLine: 'Sorcery', oracleText: 'Return target permanent card from your graveyard to your hand. (A permanent card is an artifact, creature, enchantment, land, or planeswalker card.)' };
const scaledHulk: PrintedCard = { name: 'Scaled Hulk', manaCost: '{5}{G}', typeLine: 'Creature — Spirit', power: '4', toughness: '4', oracleText: 'Whenever you cast a Spirit or Arcane spell, Scaled Hulk gets +2/+2 until end of turn.' };

describe('110.4a: a permanent card is an artifact, battle, creature, enchantment, land or planeswalker card', () => {
  it('Nature\'s Spiral can return Grizzly Bears but not Lightning Bolt', () => {
    const setup = { players: [{ name: 'Alice', battlefield: ['Forest', 'Forest'], hand: ["Nature's Spiral"], graveyard: ['Lightning Bolt', 'Grizzly Bears'] }, { name: 'Bob' }], cards: [compiled(naturesSpiral)] };
    expect(new Game(setup).do({ type: 'cast', player: 'Alice', card: "Nature's Spiral", targets: ['Lightning Bolt'] }).some((e) => e.kind === 'illegal-action')).toBe(true);
    const g = new Game(setup);
    g.do({ type: 'cast', player: 'Alice', card: "Nature's Spiral", targets: ['Grizzly Bears'] });
    g.resolveStack();
    expect(cardsIn(g, 0, 'hand')).toEqual(['Grizzly Bears']);
  });

  it('a type word after the last alternative is each subtype\'s before it: "a Spirit or Arcane spell" is a spell that is a Spirit or Arcane', () => {
    expect(compiled(scaledHulk).abilities).toMatchObject([{ kind: 'triggered', when: 'cast', subject: { subtypes: ['Spirit', 'Arcane'] } }]);
  });
});

const ostracize: PrintedCard = { name: 'Ostracize', manaCost: '{B}', typeLine: 'Sorcery', oracleText: 'Target opponent reveals their hand. You choose a creature card from it. That player discards that card.' };

describe('701.20a, 701.9b: "target opponent reveals their hand. You choose a … card from it. That player discards that card."', () => {
  const setup = (bobHand: string[]) => ({ players: [{ name: 'Alice', battlefield: ['Swamp'], hand: ['Ostracize'] }, { name: 'Bob', hand: bobHand }], cards: [compiled(ostracize)] });

  it('reads the three sentences as one effect on the target opponent', () => {
    expect(compiled(ostracize).spell).toMatchObject({ targets: [{ kind: 'opponent' }], effects: [{ do: 'reveal-hand-discard-chosen', who: 'target', filter: { types: ['Creature'] } }] });
  });

  it('Alice chooses Hill Giant from Bob\'s revealed hand (by default the first creature card); Bob discards it', () => {
    const chosen = new Game(setup(['Lightning Bolt', 'Grizzly Bears', 'Hill Giant']));
    chosen.do({ type: 'choose', player: 'Alice', key: 'discard-from-hand', value: 'Hill Giant' });
    chosen.do({ type: 'cast', player: 'Alice', card: 'Ostracize', targets: ['Bob'] });
    const events = chosen.resolveStack();
    expect(events.some((e) => e.rules.includes('701.20a') && /Lightning Bolt, Grizzly Bears, Hill Giant/.test(e.text))).toBe(true);
    expect([cardsIn(chosen, 1, 'hand'), cardsIn(chosen, 1, 'graveyard')]).toEqual([['Lightning Bolt', 'Grizzly Bears'], ['Hill Giant']]);
    const byDefault = new Game(setup(['Lightning Bolt', 'Grizzly Bears', 'Hill Giant']));
    byDefault.do({ type: 'cast', player: 'Alice', card: 'Ostracize', targets: ['Bob'] });
    byDefault.resolveStack();
    expect(cardsIn(byDefault, 1, 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('a hand with no creature card is revealed and nothing is discarded; a noncreature can\'t be chosen', () => {
    const g = new Game(setup(['Lightning Bolt', 'Forest']));
    g.do({ type: 'choose', player: 'Alice', key: 'discard-from-hand', value: 'Lightning Bolt' });
    g.do({ type: 'cast', player: 'Alice', card: 'Ostracize', targets: ['Bob'] });
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'illegal-choice')).toBe(true);
    expect([cardsIn(g, 1, 'hand'), cardsIn(g, 1, 'graveyard')]).toEqual([['Lightning Bolt', 'Forest'], []]);
  });
});

describeWithSharedData('701.23, 701.24b: a search for "a card named ~", and "then shuffle and put that card on top" (2020 pool)', [POOL_FILE], () => {
  const searchOf = (name: string) => compiledPoolCard(name).abilities!.find((a) => a.kind === 'triggered')!;

  it('201.2: Squadron Hawk finds up to three cards of its own name, never another card', () => {
    expect(searchOf('Squadron Hawk')).toMatchObject({ effects: [{ do: 'search-library', filter: { name: 'Squadron Hawk' }, max: 3, to: 'hand' }] });
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Plains', 'Plains'], hand: ['Squadron Hawk'], library: ['Grizzly Bears', 'Squadron Hawk', 'Plains', 'Squadron Hawk'] }, { name: 'Bob' }],
      cards: [compiledPoolCard('Squadron Hawk')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Squadron Hawk' });
    g.resolveStack();
    expect(cardsIn(g, 0, 'hand')).toEqual(['Squadron Hawk', 'Squadron Hawk']);
    expect(cardsIn(g, 0, 'library').sort()).toEqual(['Grizzly Bears', 'Plains']);
    // "named ~" anywhere else is the card's own name too (201.2).
    const destroyNamed = compileCard({ name: 'Odd Hawk', manaCost: '{2}{B}', typeLine: 'Sorcery', oracleText: 'Destroy all creatures named Odd Hawk.' });
    expect(destroyNamed).toMatchObject({ status: 'compiled', definition: { spell: { effects: [{ do: 'destroy', what: { all: { types: ['Creature'], name: 'Odd Hawk' } } }] } } });
  });

  it('701.24b: Cruel Tutor — the library is shuffled, then the card found is put on top (it isn\'t shuffled)', () => {
    const library = ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp', 'Grizzly Bears', 'Island', 'Forest'];
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Cruel Tutor'], library }, { name: 'Bob' }], cards: [compiledPoolCard('Cruel Tutor')] });
    g.do({ type: 'choose', player: 'Alice', key: 'search', value: ['Grizzly Bears'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Cruel Tutor' });
    const texts = g.resolveStack().map((e) => e.text);
    expect(cardsIn(g, 0, 'library')[0]).toBe('Grizzly Bears');
    expect(cardsIn(g, 0, 'library').sort()).toEqual([...library].sort());
    expect(texts.join('\n')).toMatch(/Alice shuffles their library \(7 cards[^]*Alice puts Grizzly Bears on top of their library \(not shuffled\)/);
    expect(g.state.players[0]!.life).toBe(18);
  });

  it('701.24b: Elvish Harbinger puts the Elf found on top, where the next draw takes it', () => {
    expect(searchOf('Elvish Harbinger')).toMatchObject({ optional: true, effects: [{ do: 'search-library', filter: { subtypes: ['Elf'] }, max: 1, to: 'top' }] });
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Elvish Harbinger'], library: ['Forest', 'Island', 'Elvish Warrior', 'Mountain'] }, { name: 'Bob' }],
      cards: [compiledPoolCard('Elvish Harbinger'), compiledPoolCard('Elvish Warrior')],
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Elvish Harbinger' });
    g.resolveStack();
    expect(cardsIn(g, 0, 'library')[0]).toBe('Elvish Warrior');
  });
});

describeWithSharedData('701.23, 701.9b: a search into the graveyard, and "discards a card at random" (2020 pool)', [POOL_FILE], () => {
  it('701.23a: Entomb puts the card found into its owner\'s graveyard, then the library is shuffled', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swamp'], hand: ['Entomb'], library: ['Forest', 'Grizzly Bears', 'Island'] }, { name: 'Bob' }], cards: [compiledPoolCard('Entomb'), compiledPoolCard('Grizzly Bears')] });
    g.do({ type: 'choose', player: 'Alice', key: 'search', value: ['Grizzly Bears'] });
    g.do({ type: 'cast', player: 'Alice', card: 'Entomb' });
    const texts = g.resolveStack().map((e) => e.text);
    expect(cardsIn(g, 0, 'graveyard')).toEqual(['Grizzly Bears', 'Entomb']);
    expect(cardsIn(g, 0, 'library').sort()).toEqual(['Forest', 'Island']);
    expect(texts.join('\n')).toMatch(/Alice shuffles their library/);
  });

  it('701.9b: Specter\'s Wail — the card is chosen at random, not by the player: the choice "discard" is not read, and the game replays the same', () => {
    const play = () => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp'], hand: ["Specter's Wail"] }, { name: 'Bob', hand: ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp'] }], cards: [compiledPoolCard("Specter's Wail")] });
      g.do({ type: 'choose', player: 'Bob', key: 'discard', value: ['Forest'] });
      g.do({ type: 'cast', player: 'Alice', card: "Specter's Wail", targets: ['Bob'] });
      const texts = g.resolveStack().map((e) => e.text);
      return { g, texts };
    };
    const first = play();
    expect(cardsIn(first.g, 1, 'hand')).toHaveLength(4);
    expect(cardsIn(first.g, 1, 'graveyard')).toHaveLength(1);
    expect(first.texts.join('\n')).toMatch(/Bob discards \S+ at random \(pseudo-random, replaying the same\)/);
    expect(cardsIn(play().g, 1, 'graveyard')).toEqual(cardsIn(first.g, 1, 'graveyard'));
  });
});

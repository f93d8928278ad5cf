/**
 * 701.20: looking at and revealing the top cards of a library, on real cards of the 2020 pool: the cards
 * taken ("put one of them into your hand", "you may reveal a creature card from among them …", "put all
 * Elf cards revealed this way …") and the rest, back on top or on the bottom in the order chosen (401.4),
 * in a random order, or into the graveyard.
 */
import { Game } from '../../src/engine';
import { simulate } from '../../src/scenario/simulate';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE } from './pool';

function libraryOf(g: Game, player: string): string[] {
  return g.state.players.find((p) => p.name === player)!.library.map((id) => g.state.objects[id]!.card);
}

function handOf(g: Game, player: string): string[] {
  return g.state.players.find((p) => p.name === player)!.hand.map((id) => g.state.objects[id]!.card);
}

function graveyardOf(g: Game, player: string): string[] {
  return g.state.players.find((p) => p.name === player)!.graveyard.map((id) => g.state.objects[id]!.card);
}

/** Alice casts `spell` from a hand, with Islands and Forests to pay, her library as given (top first). */
function cast(spell: string, library: string[], choices: { key: string; value: string[] }[] = [], extra: string[] = []): { g: Game; texts: string[] } {
  const g = new Game({
    players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Forest', 'Forest', 'Forest'], hand: [spell], library }, { name: 'Bob' }],
    cards: [compiledPoolCard(spell), ...extra.map((name) => compiledPoolCard(name))],
  });
  for (const choice of choices) g.do({ type: 'choose', player: 'Alice', ...choice });
  g.do({ type: 'cast', player: 'Alice', card: spell });
  const events = g.resolveStack();
  return { g, texts: events.map((e) => e.text) };
}

describeWithSharedData('701.20: the top cards of a library, looked at or revealed (2020 pool)', [POOL_FILE], () => {
  const LIBRARY = ['Island', 'Forest', 'Mountain', 'Plains', 'Swamp'];

  it('701.20e, 401.4: Impulse puts the card chosen into the hand and the rest on the bottom, in the order they were by default (stated)', () => {
    const { g, texts } = cast('Impulse', LIBRARY, [{ key: 'take', value: ['Mountain'] }]);
    expect(handOf(g, 'Alice')).toEqual(['Mountain']);
    expect(libraryOf(g, 'Alice')).toEqual(['Swamp', 'Island', 'Forest', 'Plains']);
    expect(texts.join('\n')).toMatch(/Alice looks at the top 4 cards of their library: Island #\d, Forest #\d, Mountain, Plains/);
    expect(texts.join('\n')).toMatch(/on the bottom of their library, in the order they were \(the default\)/);
  });

  it('401.4: the order chosen for the rest ("library-order", first on top); without a choice, the first card is taken (stated)', () => {
    const { g, texts } = cast('Impulse', LIBRARY, [{ key: 'library-order', value: ['Plains', 'Mountain', 'Forest'] }]);
    expect(handOf(g, 'Alice')).toEqual(['Island']);
    expect(libraryOf(g, 'Alice')).toEqual(['Swamp', 'Plains', 'Mountain', 'Forest']);
    expect(texts.join('\n')).toMatch(/takes Island #\d \(none was named: the first one that fits, top first\)/);
  });

  it('701.20a: Sylvan Messenger reveals the top four and puts every Elf card into the hand, the rest on the bottom', () => {
    const g = new Game({
      players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['Sylvan Messenger'], library: ['Elvish Visionary', 'Forest', 'Elvish Warrior', 'Grizzly Bears', 'Island'] }, { name: 'Bob' }],
      cards: ['Sylvan Messenger', 'Elvish Visionary', 'Elvish Warrior', 'Grizzly Bears'].map((name) => compiledPoolCard(name)),
    });
    g.do({ type: 'cast', player: 'Alice', card: 'Sylvan Messenger' });
    g.resolveStack();
    expect(handOf(g, 'Alice')).toEqual(['Elvish Visionary', 'Elvish Warrior']);
    expect(libraryOf(g, 'Alice')).toEqual(['Island', 'Forest', 'Grizzly Bears']);
  });

  it('701.20a: Adventurous Impulse finds no creature or land card among them: nothing is taken, all go to the bottom', () => {
    const { g, texts } = cast('Adventurous Impulse', ['Impulse', 'Index', 'Impulse', 'Forest'], [], ['Impulse', 'Index']);
    expect(handOf(g, 'Alice')).toEqual([]);
    expect(libraryOf(g, 'Alice')).toEqual(['Forest', 'Impulse', 'Index', 'Impulse']);
    expect(texts.join('\n')).toMatch(/Alice takes none of them \(none fits\)/);
  });

  it('701.20a: "you may reveal …": taking nothing is a choice', () => {
    const { g } = cast('Adventurous Impulse', LIBRARY, [{ key: 'take', value: [] }]);
    expect(handOf(g, 'Alice')).toEqual([]);
    expect(libraryOf(g, 'Alice')).toEqual(['Plains', 'Swamp', 'Island', 'Forest', 'Mountain']);
  });

  it('401.4: Index puts the five back on top in the order chosen', () => {
    const { g } = cast('Index', [...LIBRARY, 'Island'], [{ key: 'library-order', value: ['Swamp', 'Plains', 'Mountain', 'Forest', 'Island'] }]);
    expect(libraryOf(g, 'Alice')).toEqual(['Swamp', 'Plains', 'Mountain', 'Forest', 'Island', 'Island']);
  });

  it('701.20e: Taigam\'s Scheming puts the cards chosen into the graveyard and the rest back on top; by default none (stated)', () => {
    const chosen = cast("Taigam's Scheming", LIBRARY, [{ key: 'take', value: ['Forest', 'Plains'] }]);
    expect(graveyardOf(chosen.g, 'Alice')).toEqual(expect.arrayContaining(['Forest', 'Plains']));
    expect(libraryOf(chosen.g, 'Alice')).toEqual(['Island', 'Mountain', 'Swamp']);
    const byDefault = cast("Taigam's Scheming", LIBRARY);
    expect(libraryOf(byDefault.g, 'Alice')).toEqual(LIBRARY);
    expect(byDefault.texts.join('\n')).toMatch(/takes none of them/);
  });

  it('701.20a: Beast Hunt puts every creature card revealed into the hand and the rest into the graveyard', () => {
    const { g } = cast('Beast Hunt', ['Grizzly Bears', 'Island', 'Elvish Warrior', 'Swamp'], [], ['Grizzly Bears', 'Elvish Warrior']);
    expect(handOf(g, 'Alice')).toEqual(['Grizzly Bears', 'Elvish Warrior']);
    expect(graveyardOf(g, 'Alice')).toEqual(expect.arrayContaining(['Island', 'Beast Hunt']));
    expect(libraryOf(g, 'Alice')).toEqual(['Swamp']);
  });

  it('701.20e: Militia Bugler puts the rest on the bottom in a random order, the same each time the game is played', () => {
    const play = () => {
      const g = new Game({
        players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Militia Bugler'], library: ['Island', 'Forest', 'Mountain', 'Plains', 'Swamp', 'Grizzly Bears'] }, { name: 'Bob' }],
        cards: [compiledPoolCard('Militia Bugler'), compiledPoolCard('Grizzly Bears')],
      });
      g.do({ type: 'cast', player: 'Alice', card: 'Militia Bugler' });
      const texts = g.resolveStack().map((e) => e.text);
      return { g, texts };
    };
    const first = play();
    expect(handOf(first.g, 'Alice')).toEqual([]);
    expect(libraryOf(first.g, 'Alice').slice(0, 2)).toEqual(['Swamp', 'Grizzly Bears']);
    expect([...libraryOf(first.g, 'Alice').slice(2)].sort()).toEqual(['Forest', 'Island', 'Mountain', 'Plains']);
    expect(first.texts.join('\n')).toMatch(/in a random order \(pseudo-random, replaying the same\)/);
    expect(libraryOf(play().g, 'Alice')).toEqual(libraryOf(first.g, 'Alice'));
  });

  it('701.20e: Architects of Will: its controller orders the top three of the target player\'s library (scenario: `ordering`)', () => {
    const define = `define: ${JSON.stringify(compiledPoolCard('Architects of Will'))}`;
    const result = simulate(`${define}\nAlice has Island, Island, Swamp, Swamp\nBob library: Forest, Mountain, Plains, Island\nAlice casts Architects of Will ordering Plains, Forest, Mountain\nresolve\nArchitects of Will trigger targeting Bob\nresolve all`);
    if (!result.ok) throw new Error(result.message);
    const text = result.trace.events.map((e) => e.text).join('\n');
    expect(text).toMatch(/Alice looks at the top 3 cards of Bob's library: Forest, Mountain, Plains/);
    expect(text).toMatch(/Alice puts Plains, Forest, Mountain back on top of Bob's library, in the order chosen/);
  });

  it('701.20e: the scenario\'s `taking` names the card Impulse takes', () => {
    const define = `define: ${JSON.stringify(compiledPoolCard('Impulse'))}`;
    const result = simulate(`${define}\nAlice has Island, Island\nAlice library: Island, Forest, Mountain, Plains\nAlice casts Impulse taking Plains\nresolve`);
    if (!result.ok) throw new Error(result.message);
    const text = result.trace.events.map((e) => e.text).join('\n');
    expect(text).toMatch(/Alice takes Plains\n/);
  });
});

/** Conditions: "If it's your turn, scry 2" and "If it's a Cyclops, destroy it" (608.2c); an intervening "if" (603.4); tribute (702.104). */
import { Game, type CardDefinitionInput } from '../../src/engine';

const FATED: CardDefinitionInput = { name: 'Fated Test', manaCost: '{R}', types: ['Instant'], spell: { targets: [{ kind: 'creature' }], effects: [{ do: 'damage', amount: 1, to: 'target' }, { do: 'if', condition: 'your-turn', effects: [{ do: 'draw', amount: 1, who: 'you' }] }] } };
const GOUGE: CardDefinitionInput = { name: 'Gouge Test', manaCost: '{R}', types: ['Instant'], spell: { targets: [{ kind: 'creature' }], effects: [{ do: 'if', condition: { is: 'target', filter: { subtypes: ['Bear'] } }, effects: [{ do: 'destroy', what: 'target' }] }] } };
const ELDER: CardDefinitionInput = { name: 'Elder Test', manaCost: '{W}', types: ['Creature'], power: 1, toughness: 1, abilities: [{ kind: 'triggered', when: 'enters', condition: { youControl: { types: ['Enchantment'] } }, effects: [{ do: 'gain-life', amount: 3, who: 'you' }], text: 'When Elder Test enters the battlefield, if you control an enchantment, you gain 3 life.' }] };
const TRIBUTE: CardDefinitionInput = {
  name: 'Tribute Test',
  manaCost: '{R}',
  types: ['Creature'],
  power: 1,
  toughness: 1,
  tribute: 2,
  abilities: [{ kind: 'triggered', when: 'enters', condition: 'tribute-not-paid', effects: [{ do: 'damage', amount: 2, to: 'each-opponent' }], text: "When Tribute Test enters the battlefield, if tribute wasn't paid, it deals 2 damage to each opponent." }],
};

describe('608.2c: "If it\'s your turn, …" is checked as that part of the effect happens', () => {
  it('on its controller\'s turn it draws; on an opponent\'s turn it doesn\'t', () => {
    const mine = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Fated Test'], library: ['Island'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], cards: [FATED] });
    mine.do({ type: 'cast', player: 'Alice', card: 'Fated Test', targets: ['Hill Giant'] });
    mine.resolveStack();
    expect(mine.snapshot().players[0]!.hand).toEqual(['Island']);
    const theirs = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Fated Test'], library: ['Island'] }, { name: 'Bob', battlefield: ['Hill Giant'] }], activePlayer: 'Bob', priorityPlayer: 'Alice', cards: [FATED] });
    theirs.do({ type: 'cast', player: 'Alice', card: 'Fated Test', targets: ['Hill Giant'] });
    expect(theirs.resolveStack().some((e) => /condition of "if …" doesn't hold/.test(e.text))).toBe(true);
    expect(theirs.snapshot().players[0]!.hand).toEqual([]);
  });
  it('"if it\'s a Bear, destroy it": a Bear is destroyed, a Giant is not', () => {
    const play = (target: string) => {
      const g = new Game({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Gouge Test'] }, { name: 'Bob', battlefield: ['Grizzly Bears', 'Hill Giant'] }], cards: [GOUGE] });
      g.do({ type: 'cast', player: 'Alice', card: 'Gouge Test', targets: [target] });
      g.resolveStack();
      return g.snapshot().players[1]!.graveyard;
    };
    expect(play('Grizzly Bears')).toEqual(['Grizzly Bears']);
    expect(play('Hill Giant')).toEqual([]);
  });
});

describe('603.4: an intervening "if" clause', () => {
  it('does not trigger when the condition is false as the event happens', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Plains'], hand: ['Elder Test'] }, { name: 'Bob' }], cards: [ELDER] });
    g.do({ type: 'cast', player: 'Alice', card: 'Elder Test' });
    const events = g.resolveStack();
    expect(events.some((e) => e.kind === 'trigger')).toBe(false);
    expect(g.snapshot().players[0]!.life).toBe(20);
  });
  it('triggers, and is checked again on resolution: the enchantment destroyed in response means it does nothing', () => {
    const removal: CardDefinitionInput = { name: 'Enchantment Removal', manaCost: '{G}', types: ['Instant'], spell: { targets: [{ kind: 'permanent', filter: { types: ['Enchantment'] } }], effects: [{ do: 'destroy', what: 'target' }] } };
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Mana Flare'], hand: ['Elder Test'] }, { name: 'Bob', battlefield: ['Forest'], hand: ['Enchantment Removal'] }], cards: [ELDER, removal] });
    g.do({ type: 'cast', player: 'Alice', card: 'Elder Test' });
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'pass', player: 'Bob' });
    expect(g.snapshot().stack.map((s) => s.label)).toEqual(["Elder Test's trigger"]);
    g.do({ type: 'pass', player: 'Alice' });
    g.do({ type: 'cast', player: 'Bob', card: 'Enchantment Removal', targets: ['Mana Flare'] });
    expect(g.resolveStack().some((e) => e.rules.includes('603.4'))).toBe(true);
    expect(g.snapshot().players[0]!.life).toBe(20);
  });
  it('with the enchantment still there, it gains 3 life', () => {
    const g = new Game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Mana Flare'], hand: ['Elder Test'] }, { name: 'Bob' }], cards: [ELDER] });
    g.do({ type: 'cast', player: 'Alice', card: 'Elder Test' });
    g.resolveStack();
    expect(g.snapshot().players[0]!.life).toBe(23);
  });
});

describe('702.104: tribute', () => {
  const game = () => new Game({ players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Tribute Test'] }, { name: 'Bob' }], cards: [TRIBUTE] });
  it('the opponent pays tribute: it enters with two +1/+1 counters, and "if tribute wasn\'t paid" doesn\'t trigger', () => {
    const g = game();
    g.do({ type: 'choose', player: 'Bob', key: 'tribute', value: true });
    g.do({ type: 'cast', player: 'Alice', card: 'Tribute Test' });
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.label === 'Tribute Test')).toMatchObject({ power: 3, toughness: 3 });
    expect(g.snapshot().players[1]!.life).toBe(20);
  });
  it('not paid (the default): no counters, and the trigger deals 2 damage', () => {
    const g = game();
    g.do({ type: 'cast', player: 'Alice', card: 'Tribute Test' });
    g.resolveStack();
    g.resolveStack();
    expect(g.snapshot().battlefield.find((p) => p.label === 'Tribute Test')).toMatchObject({ power: 1, toughness: 1 });
    expect(g.snapshot().players[1]!.life).toBe(18);
  });
});

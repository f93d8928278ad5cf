import { createGame, snapshot, step } from '../../src/engine';
import { SCENARIOS, eventsOf, play } from './scenarios';

const withPriority = (battlefield: (string | { card: string; newThisTurn?: boolean; tapped?: boolean; token?: boolean })[]) =>
  createGame({ players: [{ name: 'Alice', battlefield }, { name: 'Bob' }] }).state;

describe('605.3b, 117.1d: a mana ability activated with priority resolves at once, without the stack', () => {
  it('Sol Ring adds {C}{C}; the stack stays empty and Alice receives priority again (117.3c)', () => {
    const result = step(withPriority(['Sol Ring']), { type: 'activate', player: 'Alice', source: 'Sol Ring' });
    const board = snapshot(result.state);
    expect(board.players[0]!.manaPool).toBe('{C}{C}');
    expect(board.stack).toEqual([]);
    expect(board.priority).toBe('Alice');
    expect(eventsOf(result.events, 'priority').map((e) => [e.text, e.rules])).toEqual([['Alice receives priority', ['117.3c', '117.5']]]);
  });
});

describe('302.6: a creature’s {T} ability needs its controller to have controlled it since the turn began', () => {
  const { events, board } = play(SCENARIOS.summoningSickElves);

  it('refuses to tap summoning-sick Llanowar Elves for mana', () => {
    expect(eventsOf(events, 'illegal-action')[0]!.rules).toEqual(['302.6', '107.5']);
    expect(board.battlefield.find((p) => p.label === 'Llanowar Elves')!.tapped).toBe(false);
    expect(board.players[0]!.manaPool).toBe('empty');
  });

  it('lets Fanatical Firebrand (haste, 702.10) use its {T} ability the turn it came', () => {
    expect(board.players[1]!.life).toBe(19);
  });
});

describe('302.6: summoning sickness is about creatures only', () => {
  it('snapshots show a creature that came this turn as summoning sick, never an artifact or a land', () => {
    const board = snapshot(withPriority([{ card: 'Grizzly Bears', newThisTurn: true }, { card: 'Sol Ring', newThisTurn: true }, { card: 'Forest', newThisTurn: true }]));
    expect(Object.fromEntries(board.battlefield.map((p) => [p.label, p.summoningSick]))).toEqual({ 'Grizzly Bears': true, 'Sol Ring': false, Forest: false });
  });

  it('a land played this turn is not summoning sick and taps for mana at once', () => {
    const state = createGame({ players: [{ name: 'Alice', hand: ['Forest'] }, { name: 'Bob' }] }).state;
    const played = step(state, { type: 'play-land', player: 'Alice', card: 'Forest' }).state;
    expect(snapshot(played).battlefield[0]!.summoningSick).toBe(false);
    expect(snapshot(step(played, { type: 'activate', player: 'Alice', source: 'Forest' }).state).players[0]!.manaPool).toBe('{G}');
  });

  it('Sol Ring that came this turn taps for mana at once', () => {
    const result = step(withPriority([{ card: 'Sol Ring', newThisTurn: true }]), { type: 'activate', player: 'Alice', source: 'Sol Ring' });
    expect(snapshot(result.state).players[0]!.manaPool).toBe('{C}{C}');
  });
});

describe('107.5: a tapped permanent can’t be tapped again to pay {T}', () => {
  it('refuses a tapped Forest', () => {
    const result = step(withPriority([{ card: 'Forest', tapped: true }]), { type: 'activate', player: 'Alice', source: 'Forest' });
    expect(eventsOf(result.events, 'illegal-action')[0]!.text).toMatch(/already tapped/);
  });
});

describe('106.1, 111.10: mana of a chosen type', () => {
  it('the Heartwood token adds {R} or {G}, never another color', () => {
    const state = withPriority([{ card: 'Heartwood', token: true }]);
    expect(snapshot(step(state, { type: 'activate', player: 'Alice', source: 'Heartwood token', mana: 'G' }).state).players[0]!.manaPool).toBe('{G}');
    const blue = step(state, { type: 'activate', player: 'Alice', source: 'Heartwood token', mana: 'U' });
    expect(eventsOf(blue.events, 'illegal-action')[0]!.text).toMatch(/can't produce \{U\}/);
  });

  it('Birds of Paradise adds one mana of any color (here {B})', () => {
    const result = step(withPriority(['Birds of Paradise']), { type: 'activate', player: 'Alice', source: 'Birds of Paradise', mana: 'B' });
    expect(snapshot(result.state).players[0]!.manaPool).toBe('{B}');
  });

  it('a Gold token is sacrificed for mana and then ceases to exist (704.5d)', () => {
    const result = step(withPriority([{ card: 'Gold', token: true }]), { type: 'activate', player: 'Alice', source: 'Gold token', mana: 'W' });
    expect(snapshot(result.state).players[0]!.manaPool).toBe('{W}');
    expect(snapshot(result.state).battlefield).toEqual([]);
  });
});

describe('601.2g: a named source offering several types, without a named type, makes one the cost still needs', () => {
  const cast = (card: string, battlefield: Parameters<typeof withPriority>[0], payWith: string[]) => {
    const state = createGame({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', ...battlefield], hand: [card] }, { name: 'Bob' }] }).state;
    return step(state, { type: 'cast', player: 'Alice', card, targets: ['Grizzly Bears'], payWith: payWith.map((source) => ({ source })) });
  };

  it('the Heartwood token ({T}: Add {R} or {G}) pays for Giant Growth with {G} and says why', () => {
    const { events } = cast('Giant Growth', [{ card: 'Heartwood', token: true }], ['Heartwood token']);
    expect(eventsOf(events, 'illegal-action')).toEqual([]);
    expect(eventsOf(events, 'cast')).toHaveLength(1);
    expect(eventsOf(events, 'choice').map((e) => e.text)).toEqual(['Alice takes {G} from Heartwood token (it offers {R} or {G}; no type was named, and the cost still needs {G})']);
    expect(eventsOf(events, 'mana')[0]!.text).toMatch(/adds \{G\}/);
  });

  it('once the colored part is paid, the rest is generic: the first type offered, {R}, pays it', () => {
    const { events } = cast('Titanic Growth', ['Forest', 'Forest', { card: 'Heartwood', token: true }], ['Forest', 'Forest #2', 'Heartwood token']);
    expect(eventsOf(events, 'cast')).toHaveLength(1);
    expect(eventsOf(events, 'choice')[0]!.text).toBe('Alice takes {R} from Heartwood token (it offers {R} or {G}; no type was named, and the cost still needs only generic mana ({1}), which any type pays)');
  });

  it('a named type is kept even when the cost needs another: {R} for Giant Growth leaves {G} missing', () => {
    const state = createGame({ players: [{ name: 'Alice', battlefield: ['Grizzly Bears', { card: 'Heartwood', token: true }], hand: ['Giant Growth'] }, { name: 'Bob' }] }).state;
    const { events } = step(state, { type: 'cast', player: 'Alice', card: 'Giant Growth', targets: ['Grizzly Bears'], payWith: [{ source: 'Heartwood token', mana: 'R' }] });
    expect(eventsOf(events, 'choice')).toEqual([]);
    expect(eventsOf(events, 'illegal-action')[0]!.text).toMatch(/\{G\} is missing/);
  });

  it('601.2h: a cost that can\'t be paid names only the part no source can make ({W} of {1}{W}{G} with three Forests)', () => {
    const define = { name: 'Wise Centaur', manaCost: '{1}{W}{G}', types: ['Creature' as const], power: 2, toughness: 2 };
    const game = createGame({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Wise Centaur'] }, { name: 'Bob' }], cards: [define] }).state;
    const { events } = step(game, { type: 'cast', player: 'Alice', card: 'Wise Centaur' });
    expect(eventsOf(events, 'illegal-action')[0]!.text).toBe("Alice can't pay {1}{W}{G} for Wise Centaur: {W} is missing (partial payments are not allowed)");
  });

  it('a source with one type states no choice (Forest for Giant Growth)', () => {
    expect(eventsOf(cast('Giant Growth', ['Forest'], ['Forest']).events, 'choice')).toEqual([]);
  });
});

describe('500.5: unspent mana empties when the step ends', () => {
  it('Alice’s {C}{C} is gone after both players pass with an empty stack', () => {
    let state = step(withPriority(['Sol Ring']), { type: 'activate', player: 'Alice', source: 'Sol Ring' }).state;
    state = step(step(state, { type: 'pass', player: 'Alice' }).state, { type: 'pass', player: 'Bob' }).state;
    expect(snapshot(state).players[0]!.manaPool).toBe('empty');
    expect(snapshot(state).step).toBe('beginning-of-combat');
  });
});

describe('602.2: a non-mana activated ability uses the stack; its mana cost is paid from mana abilities', () => {
  it('Mind Stone’s "{1}, {T}, Sacrifice" ability draws a card after it resolves', () => {
    const game = createGame({ players: [{ name: 'Alice', battlefield: ['Mind Stone', 'Forest'], library: ['Island'] }, { name: 'Bob' }] }).state;
    const activated = step(game, { type: 'activate', player: 'Alice', source: 'Mind Stone', ability: 'draw' });
    expect(snapshot(activated.state).stack.map((s) => s.label)).toEqual(["Mind Stone's ability"]);
    expect(snapshot(activated.state).players[0]!.graveyard).toEqual(['Mind Stone']);
    const resolved = step(step(activated.state, { type: 'pass', player: 'Alice' }).state, { type: 'pass', player: 'Bob' });
    expect(snapshot(resolved.state).players[0]!.hand).toEqual(['Island']);
  });
});

describe('500.2, 514.2, 502.3, 504.1: the turn moves on when all players pass with an empty stack', () => {
  const { events, board } = play(SCENARIOS.nextTurn);

  it('ends each step in order (508.8: no attackers, so no blockers or damage steps), cleans up, and starts Bob’s turn at his draw step', () => {
    expect(eventsOf(events, 'step-ends')).toHaveLength(7);
    expect(eventsOf(events, 'step-begins').map((e) => e.text)).toEqual([
      "Alice's beginning of combat step begins",
      "Alice's declare attackers step begins",
      "Alice's end of combat step begins",
      "Alice's postcombat main phase begins",
      "Alice's end step begins",
      "Alice's cleanup step begins",
      "Turn 2: Bob's turn begins",
      "Bob's untap step begins",
      "Bob's upkeep step begins",
      "Bob's draw step begins",
    ]);
    expect([board.turn, board.activePlayer, board.step]).toEqual([2, 'Bob', 'draw']);
    expect(board.players[1]!.hand).toEqual(['Island']);
  });

  it('untaps only the new active player’s permanents and ends their summoning sickness (302.6)', () => {
    const byLabel = Object.fromEntries(board.battlefield.map((p) => [p.label, p]));
    expect(byLabel['Forest']!.tapped).toBe(false);
    expect(byLabel['Sol Ring']!.tapped).toBe(true);
    expect(byLabel['Grizzly Bears']!.summoningSick).toBe(true);
  });
});

describe('601.2g, 106.1: paying by default with a source that adds several types at once', () => {
  // A hypothetical land with a karoo's mana ability ("{T}: Add {G}{W}."), tapped by the default payment.
  const karoo = { name: 'Two-Color Karoo', types: ['Land' as const], abilities: [{ kind: 'activated' as const, cost: { tap: true }, effects: [{ do: 'add-mana' as const, mana: { each: ['G' as const, 'W' as const] }, amount: 1 }], text: '{T}: Add {G}{W}.' }] };
  const centaur = { name: 'Wise Centaur', manaCost: '{G}{W}', types: ['Creature' as const], power: 2, toughness: 2 };

  it('one tap of it pays {G}{W} (both types added at once), so the Plains after it stays untapped', () => {
    const state = createGame({ players: [{ name: 'Alice', battlefield: ['Two-Color Karoo', 'Plains'], hand: ['Wise Centaur'] }, { name: 'Bob' }], cards: [karoo, centaur] }).state;
    const result = step(state, { type: 'cast', player: 'Alice', card: 'Wise Centaur' });
    expect(eventsOf(result.events, 'illegal-action')).toEqual([]);
    expect(snapshot(result.state).battlefield.find((p) => p.label === 'Plains')).toMatchObject({ tapped: false });
    expect(snapshot(result.state).players[0]!.manaPool).toBe('empty');
  });
});

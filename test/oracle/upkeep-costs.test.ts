/**
 * Issues 20 and 21 on real cards of the 2020 pool, each compiled from its Oracle text and played: echo,
 * cumulative upkeep and fading at the beginning of the upkeep, and "… unless [a player] pays …" as a
 * choice of the player who pays, made as the ability resolves and paid for real (118.12a).
 */
import { Game, type GameSetup } from '../../src/engine';
import { describeWithSharedData } from '../shared-data';
import { compiledPoolCard, POOL_FILE, toUpkeep } from './pool';

const permanent = (g: Game, label: string) => g.snapshot().battlefield.find((p) => p.label === label);
const life = (g: Game, player: string) => g.snapshot().players.find((p) => p.name === player)?.life;
/** The trace since the `from`-th event, as one text. */
const traceSince = (g: Game, from: number) => g.events.slice(from).map((e) => e.text).join('\n');
const tappedLands = (g: Game, player: string) => g.snapshot().battlefield.filter((p) => p.controller === player && p.tapped && p.name !== 'Grizzly Bears').length;

function game(setup: GameSetup, names: string[]): Game {
  return new Game({ ...setup, cards: [...names.map(compiledPoolCard), ...(setup.cards ?? [])] });
}

const LIBRARY = ['Plains', 'Plains', 'Plains', 'Plains'];

describeWithSharedData('upkeep costs and "unless … pays" (2020 pool)', [POOL_FILE], () => {
  it('702.30a: echo — Albino Troll cast this turn: at its controller\'s next upkeep they pay its echo cost, and at the one after echo doesn\'t trigger', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Forest', 'Forest'], hand: ['Albino Troll'], library: LIBRARY }, { name: 'Bob', library: LIBRARY }] }, ['Albino Troll']);
    g.do({ type: 'cast', player: 'Alice', card: 'Albino Troll' });
    g.resolveStack();
    const cast = g.events.length;
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    g.resolveStack();
    const text = traceSince(g, cast);
    expect(text).toMatch(/Albino Troll's ability triggers .*"Echo \{1\}\{G\}"/);
    expect(text).toMatch(/Alice pays \{1\}\{G\} \(the default: pay when able\)/);
    expect([permanent(g, 'Albino Troll')?.name, tappedLands(g, 'Alice')]).toEqual(['Albino Troll', 2]);
    const paid = g.events.length;
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    g.resolveStack();
    // 603.4: it has been under Alice's control since her last upkeep began.
    expect(traceSince(g, paid)).toMatch(/Albino Troll's ability doesn't trigger/);
    expect(tappedLands(g, 'Alice')).toBe(0);
  });

  it('702.30a: echo not paid — the permanent is sacrificed; one of the setup is due only if it came under its controller\'s control this turn (new)', () => {
    const unpaid = game({ step: 'upkeep', players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', { card: 'Albino Troll', newThisTurn: true }], library: LIBRARY }, { name: 'Bob', library: LIBRARY }] }, ['Albino Troll']);
    unpaid.do({ type: 'choose', player: 'Alice', key: 'pay', value: false });
    const text = unpaid.resolveStack().map((e) => e.text).join('\n');
    expect(text).toMatch(/Alice chooses not to pay \{1\}\{G\}/);
    expect(permanent(unpaid, 'Albino Troll')).toBeUndefined();
    const old = game({ step: 'upkeep', players: [{ name: 'Alice', battlefield: ['Forest', 'Forest', 'Albino Troll'], library: LIBRARY }, { name: 'Bob', library: LIBRARY }] }, ['Albino Troll']);
    expect(old.events.map((e) => e.text).join('\n')).toMatch(/Albino Troll's ability doesn't trigger .*"if" condition doesn't hold/);
  });

  it('702.24a: cumulative upkeep — Arctic Wolves gets an age counter each upkeep and its controller pays {2} for each; when they can\'t, it is sacrificed', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Island', 'Arctic Wolves'], library: LIBRARY }, { name: 'Bob', library: LIBRARY }] }, ['Arctic Wolves']);
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    g.resolveStack();
    expect([permanent(g, 'Arctic Wolves')?.counters, tappedLands(g, 'Alice')]).toEqual([{ age: 1 }, 2]);
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    expect(g.resolveStack().map((e) => e.text).join('\n')).toMatch(/paid 2 times, once for each age counter/);
    expect([permanent(g, 'Arctic Wolves')?.counters, tappedLands(g, 'Alice')]).toEqual([{ age: 2 }, 4]);
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    // {6} with four Islands: the whole cost or nothing (702.24a: partial payments aren't allowed).
    expect(g.resolveStack().map((e) => e.text).join('\n')).toMatch(/Alice can't pay \{2\}\{2\}\{2\}/);
    expect([permanent(g, 'Arctic Wolves'), tappedLands(g, 'Alice')]).toEqual([undefined, 0]);
  });

  it('702.24a: "Cumulative upkeep—Pay 1 life." — Gallowbraid costs 1 life, then 2', () => {
    const g = game({ step: 'upkeep', players: [{ name: 'Alice', battlefield: ['Gallowbraid'], library: LIBRARY }, { name: 'Bob', library: LIBRARY }] }, ['Gallowbraid']);
    g.resolveStack();
    expect(life(g, 'Alice')).toBe(19);
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    g.resolveStack();
    expect([life(g, 'Alice'), permanent(g, 'Gallowbraid')?.counters]).toEqual([17, { age: 2 }]);
  });

  it('118.12a: "At the beginning of your upkeep, sacrifice ~ unless you pay {1}{U}" — Binding Grasp paid keeps the creature; not paid, it goes and so does the control', () => {
    const setup = (pay: boolean) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Binding Grasp'], library: LIBRARY }, { name: 'Bob', battlefield: ['Grizzly Bears'], library: LIBRARY }] }, ['Binding Grasp']);
      g.do({ type: 'cast', player: 'Alice', card: 'Binding Grasp', targets: ['Grizzly Bears'] });
      g.resolveStack();
      toUpkeep(g, 'Bob');
      toUpkeep(g, 'Alice');
      if (!pay) g.do({ type: 'choose', player: 'Alice', key: 'pay', value: false });
      g.resolveStack();
      return g;
    };
    const paid = setup(true);
    expect([permanent(paid, 'Binding Grasp')?.name, permanent(paid, 'Grizzly Bears')?.controller, tappedLands(paid, 'Alice')]).toEqual(['Binding Grasp', 'Alice', 2]);
    const unpaid = setup(false);
    expect([permanent(unpaid, 'Binding Grasp'), permanent(unpaid, 'Grizzly Bears')?.controller]).toEqual([undefined, 'Bob']);
  });

  it('118.12a: "unless its controller pays {1}" — the target\'s controller pays with their own land (Erratic Portal), or the creature returns', () => {
    const play = (pay?: boolean) => {
      const g = game({ players: [{ name: 'Alice', battlefield: ['Island', 'Erratic Portal'] }, { name: 'Bob', battlefield: ['Mountain', 'Grizzly Bears'] }] }, ['Erratic Portal']);
      g.do({ type: 'activate', player: 'Alice', source: 'Erratic Portal', targets: ['Grizzly Bears'] });
      if (pay === false) g.do({ type: 'choose', player: 'Bob', key: 'pay', value: false });
      const text = g.resolveStack().map((e) => e.text).join('\n');
      return { g, text };
    };
    const paid = play();
    expect(paid.text).toMatch(/Bob pays \{1\}/);
    expect([permanent(paid.g, 'Grizzly Bears')?.name, permanent(paid.g, 'Mountain')?.tapped]).toEqual(['Grizzly Bears', true]);
    const unpaid = play(false);
    expect(permanent(unpaid.g, 'Grizzly Bears')).toBeUndefined();
    expect(unpaid.g.state.players[1]!.hand.length).toBe(1);
  });

  it('118.12a: "that player loses 2 life unless they pay {2}" — Phyrexian Tyranny: the player who drew chooses', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Phyrexian Tyranny'], library: LIBRARY }, { name: 'Bob', battlefield: ['Mountain'], library: LIBRARY }] }, ['Phyrexian Tyranny']);
    toUpkeep(g, 'Bob');
    g.do({ type: 'pass', player: 'Bob' });
    g.do({ type: 'pass', player: 'Alice' });
    // Bob drew for the turn with one land: he can't pay {2}, so he loses 2 life.
    expect(g.resolveStack().map((e) => e.text).join('\n')).toMatch(/Bob can't pay \{2\}/);
    expect([life(g, 'Bob'), life(g, 'Alice')]).toEqual([18, 20]);
  });

  it('702.32a: fading — Phyrexian Prowler enters with three fade counters, loses one each upkeep, and is sacrificed when it can\'t', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Phyrexian Prowler'], library: LIBRARY }, { name: 'Bob', library: LIBRARY }] }, ['Phyrexian Prowler']);
    g.do({ type: 'cast', player: 'Alice', card: 'Phyrexian Prowler' });
    g.resolveStack();
    expect(permanent(g, 'Phyrexian Prowler')?.counters).toEqual({ fade: 3 });
    for (const left of [2, 1, 0]) {
      toUpkeep(g, 'Bob');
      toUpkeep(g, 'Alice');
      g.resolveStack();
      expect(permanent(g, 'Phyrexian Prowler')?.counters).toEqual(left ? { fade: left } : {});
    }
    toUpkeep(g, 'Bob');
    toUpkeep(g, 'Alice');
    g.resolveStack();
    expect(permanent(g, 'Phyrexian Prowler')).toBeUndefined();
  });

  it('702.63a: vanishing — Calciderm enters with four time counters, loses one each upkeep, and when the last is removed a second trigger sacrifices it', () => {
    const g = game({ players: [{ name: 'Alice', battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Calciderm'], library: LIBRARY }, { name: 'Bob', library: LIBRARY }] }, ['Calciderm']);
    g.do({ type: 'cast', player: 'Alice', card: 'Calciderm' });
    g.resolveStack();
    expect(permanent(g, 'Calciderm')?.counters).toEqual({ time: 4 });
    for (const left of [3, 2, 1]) {
      toUpkeep(g, 'Bob');
      toUpkeep(g, 'Alice');
      g.resolveStack();
      expect(permanent(g, 'Calciderm')?.counters).toEqual({ time: left });
    }
    toUpkeep(g, 'Bob');
    const before = g.events.length;
    toUpkeep(g, 'Alice');
    g.resolveStack();
    expect(traceSince(g, before)).toMatch(/Calciderm's ability triggers \(the last time counter was removed from Calciderm\)/);
    expect(permanent(g, 'Calciderm')).toBeUndefined();
  });
});

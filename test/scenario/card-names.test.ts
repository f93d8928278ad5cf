/**
 * Names in scenarios resolve against the whole card store, the engine's own cards first: an exact
 * name is that card (compiled from its Oracle text when the engine has no definition of it, or a
 * clear "can't play it yet"), a typo is corrected only when it is clearly one card, a card missing
 * from the data says how to get it, and `define:` takes a card in plain words.
 */
import path from 'node:path';
import fc from 'fast-check';
import { loadCardLibrary } from '../../src/cards/library';
import { simulate, type Trace } from '../../src/scenario/simulate';
import { resolveDataDir } from '../../src/util/paths';
import { userDataWith } from './ingested-cards';

const userDataDir = userDataWith(path.join(__dirname, '..', 'fixtures', 'cards', 'real-cards.json'));

function run(text: string) {
  return simulate(text, { userDataDir: userDataDir() });
}

function played(text: string): Trace {
  const result = run(text);
  if (!result.ok) throw new Error(result.message);
  return result.trace;
}

describe('a card of the store that the engine has no definition of is compiled from its Oracle text', () => {
  it('Lightning Helix plays as printed (not as Lightning Bolt): 3 damage and 3 life', () => {
    const trace = played('Alice has Mountain, Plains\nAlice casts Lightning Helix targeting Bob');
    expect(trace.events.map((e) => e.text)).toContain('Lightning Helix is played as compiled from its Oracle text.');
    expect(trace.final.players.map((p) => [p.name, p.life])).toEqual([['Alice', 23], ['Bob', 17]]);
  });

  it('Naturalize destroys an artifact (it is not Revitalize); Mind Rot makes a player discard two (it is not Mind Stone)', () => {
    expect(played('Alice has 2 Forest\nBob has Sol Ring\nAlice casts Naturalize targeting Sol Ring').final.players[1]!.graveyard).toEqual(['Sol Ring']);
    const rot = played('Alice has 3 Swamp\nBob hand: Shock, Giant Growth, Forest\nAlice casts Mind Rot targeting Bob');
    expect(rot.final.players[1]!.graveyard).toHaveLength(2);
  });

  it('a card the compiler can’t read is an error naming the sentence, never another card', () => {
    const result = run('Alice has Serra Avenger');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe(
      "line 1, column 11: Heartwood can't play Serra Avenger yet: can't read \"You can't cast this spell during your first, second, or third turns of the game.\" — define it inline with define: (in plain words or the card format) to play it as you read it",
    );
  });

  it('709.3: a split card is Fire // Ice, never another card: cast by a half\'s name, and refused when no half is named', () => {
    expect(played('Alice has Mountain\nAlice casts Fire // Ice targeting Bob').verdict).toMatch(/^not allowed: Fire \/\/ Ice is a split card: name the half cast, Fire or Ice \(709\.3\)/);
    expect(played('Alice has 2 Mountain\nAlice casts Fire targeting Bob').final.players.map((p) => [p.name, p.life])).toEqual([['Alice', 20], ['Bob', 18]]);
  });
});

describe('typos and missing cards', () => {
  it('a slip of one or two letters is corrected, and the trace says so', () => {
    const trace = played('Alice has Centuar Courser');
    expect(trace.events[0]!.text).toBe("'Centuar Courser' read as Centaur Courser");
  });

  it('a real card missing from the card data is not read as a near one: it says how to get the data', () => {
    const result = simulate('Alice has Mountain\nAlice casts Counterflux targeting Bob');
    expect(!result.ok && result.message).toMatch(/line 2, column 13: unknown card 'Counterflux' — did you mean Counterspell\? If it is a real card, the card data here doesn't have it: `npx heartwood ingest --cards scryfall` gets every card/);
  });

  it('no exact name of the card store is ever read as another card (property, over every name of the bundled and fixture cards)', () => {
    const names = loadCardLibrary({ dataDir: resolveDataDir(), userDataDir: userDataDir() }).cards().map((card) => card.name);
    expect(names.length).toBeGreaterThan(100);
    fc.assert(
      fc.property(fc.constantFrom(...names), (name) => {
        const result = run(`Alice has ${name}`);
        // It is on the battlefield, or there and then gone to a graveyard or exile by a state-based action (an Aura on nothing).
        const { battlefield, players } = result.ok ? result.trace.final : { battlefield: [], players: [] };
        if (result.ok) expect([...battlefield.map((p) => p.name), ...players.flatMap((p) => [...p.graveyard, ...p.exile])]).toContain(name);
        else expect(result.message).toContain(`Heartwood can't play ${name} yet`);
      }),
      { numRuns: Math.min(300, names.length * 2), seed: 11 },
    );
  });
});

describe('define: a card in plain words, compiled like any card', () => {
  it('one line: name, cost, type line, text', () => {
    const trace = played('define: Zap Bolt {1}{R} Instant — Zap Bolt deals 2 damage to any target. Draw a card.\nAlice has 2 Mountain\nAlice casts Zap Bolt targeting Bob');
    expect(trace.final.players[1]!.life).toBe(18);
    expect(trace.final.players[0]!.hand).toEqual(['Unknown card']);
  });

  it('several lines: name and cost, type line, text, power/toughness', () => {
    const trace = played('define:\n  Big Bear {3}{G}\n  Creature — Bear\n  Trample\n  4/4\nAlice has Big Bear');
    expect(trace.final.battlefield[0]).toMatchObject({ name: 'Big Bear', power: 4, toughness: 4, keywords: ['trample'], subtypes: ['Bear'] });
  });

  it('one line with power/toughness after the subtypes or last, keywords with or without a period', () => {
    for (const text of ['Stomper {3}{G} Creature — Beast 5/5 — Deathtouch, trample', 'Stomper {3}{G} Creature — Beast — Deathtouch, trample. 5/5']) {
      const trace = played(`define: ${text}\nAlice has Stomper`);
      expect(trace.final.battlefield[0]).toMatchObject({ name: 'Stomper', power: 5, toughness: 5, keywords: ['deathtouch', 'trample'], subtypes: ['Beast'] });
    }
  });

  it('what it can’t read is an error at the define line, saying what', () => {
    const result = run('define: Odd Card {1} Sorcery — Reverse the turn order.\nAlice has Forest');
    expect(!result.ok && result.message).toMatch(/^line 1, column 1: Heartwood can't play Odd Card: can't read "Reverse the turn order\."/);
  });
});

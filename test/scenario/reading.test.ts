/**
 * How the scenario language reads what players write (issue 23): numbers however their minus sign
 * is typed, names with commas inside marks and divisions, near misses of its keywords, and player
 * names over near-miss card names.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ingestCardData } from '../../src/cards/ingest';
import { simulate, type Trace } from '../../src/scenario/simulate';

/** Cards as Scryfall prints them: a planeswalker with "−1" (U+2212), and cards named near Bob, Tom, Max and Carol. */
const SCRYFALL_CARDS = path.join(__dirname, '..', 'fixtures', 'cards', 'reading-cards.json');
let userDataDir: string;

beforeAll(async () => {
  userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-reading-'));
  await ingestCardData({ cards: [SCRYFALL_CARDS], dataDir: userDataDir, progress: false });
});
afterAll(() => fs.rmSync(userDataDir, { recursive: true, force: true }));

function run(text: string): Trace {
  const result = simulate(text, { userDataDir });
  if (!result.ok) throw new Error(`expected the scenario to run, got: ${result.message}`);
  return result.trace;
}

function errorOf(text: string): string {
  const result = simulate(text, { userDataDir });
  if (result.ok || result.kind !== 'error') throw new Error(`expected an error, got ${JSON.stringify(result).slice(0, 300)}`);
  return result.message;
}

const texts = (trace: Trace) => trace.events.map((e) => e.text);

describe('606.3, 107.1: a hyphen, a minus sign (U+2212) and an en dash are the same sign wherever a number is read', () => {
  it('"Garruk Wildspeaker: -1" activates the ability Scryfall prints as "−1: …" (the card compiled from its Oracle text)', () => {
    const trace = run('Alice has Garruk Wildspeaker\nAlice activates Garruk Wildspeaker: -1');
    expect(trace.final.battlefield.map((p) => p.label)).toEqual(['Garruk Wildspeaker', 'Beast token']);
    expect(trace.final.battlefield[0]!.counters.loyalty).toBe(2);
  });

  it('"−1" and "–1" activate the ability the card data names "-1"; a loyalty cost the card lacks lists those it has', () => {
    for (const minus of ['\u2212', '\u2013']) {
      expect(run(`Alice has Jace Beleren\nAlice activates Jace Beleren: ${minus}1 targeting Alice`).final.players[0]!.hand).toEqual(['Unknown card']);
    }
    expect(errorOf('Alice has Garruk Wildspeaker\nAlice activates Garruk Wildspeaker: \u22123')).toBe("line 2, column 37: Garruk Wildspeaker has no activated ability '-3' — expected +1, -1 or -4");
  });

  it('counters "(1 −1/−1 counter)" and a life total "life: −2" read the same as with a hyphen', () => {
    const trace = run('Alice has Grizzly Bears (1 \u22121/\u22121 counter), Hill Giant (2 \u20131/\u20131 counters)\nBob life: \u22122');
    expect(trace.final.battlefield.map((p) => [p.label, p.power, p.toughness])).toEqual([['Grizzly Bears', 1, 1], ['Hill Giant', 1, 1]]);
    expect(trace.final.players[1]).toMatchObject({ life: -2, lost: true });
  });
});

describe('303.4, 301.5c: a name with a comma is read whole in every mark and division', () => {
  it('"Bonesplitter (attached to Isamaru, Hound of Konda)" attaches it, with other marks after the name', () => {
    for (const marks of ['attached to Isamaru, Hound of Konda', 'attached to Isamaru, Hound of Konda, tapped', "tapped, attached to Alice's Isamaru, Hound of Konda"]) {
      const board = run(`Alice has Isamaru, Hound of Konda, Bonesplitter (${marks})`).final.battlefield;
      expect(board.find((p) => p.label === 'Isamaru, Hound of Konda')).toMatchObject({ power: 4 });
    }
  });

  it('an unknown mark after the name is still an error at its column', () => {
    expect(errorOf('Alice has Isamaru, Hound of Konda, Bonesplitter (attached to Isamaru, Hound of Konda, tappd)')).toMatch(/^line 1, column 87: unknown mark 'tappd' — did you mean 'tapped'\?/);
  });

  it('"dividing 1 to Isamaru, Hound of Konda, 1 to Bob" and "assigns …: 2 to Isamaru, Hound of Konda" divide among names with commas', () => {
    const forked = run('Alice has Mountain\nBob has Isamaru, Hound of Konda\nAlice casts Forked Bolt dividing 1 to Isamaru, Hound of Konda, 1 to Bob');
    expect(texts(forked)).toContain("Alice divides Forked Bolt's 2 damage: 1 to Isamaru, Hound of Konda, 1 to Bob");
    const combat = run('Alice has Colossal Dreadmaw\nBob has Isamaru, Hound of Konda\nAlice attacks with Colossal Dreadmaw\nBob blocks with Isamaru, Hound of Konda\nAlice assigns Colossal Dreadmaw: 2 to Isamaru, Hound of Konda, 4 to Bob');
    expect(combat.final.players[1]).toMatchObject({ life: 16, graveyard: ['Isamaru, Hound of Konda'] });
  });
});

describe('a near miss of a keyword is a typo at its column, never part of a card name', () => {
  it('"targetting", "payng with", "choosng", "sacrficing" are errors at their line and column with the keyword', () => {
    expect(errorOf('Alice has Mountain\nAlice casts Lightning Bolt targetting Bob')).toBe("line 2, column 28: 'targetting' — did you mean 'targeting'?");
    expect(errorOf('Alice has Mountain\nBob has Plains\nAlice casts Lightning Bolt targeting Bob payng with Mountain')).toBe("line 3, column 42: 'payng with' — did you mean 'paying with'?");
    expect(errorOf("Alice has Plains, Favored Hoplite\nAlice casts Gods Willing targeting Favored Hoplite choosng red")).toMatch(/^line 2, column 52: 'choosng' — did you mean 'choosing'\?/);
    expect(errorOf('Alice has Viscera Seer, Grizzly Bears\nAlice activates Viscera Seer sacrficing Grizzly Bears')).toBe("line 2, column 30: 'sacrficing' — did you mean 'sacrificing'?");
  });

  it('a trigger line, a zone said in a setup line, an attack and a whole statement are read the same way', () => {
    expect(errorOf('Alice has Blood Artist\nBob has Grizzly Bears\nBlood Artist trigger targetting Bob')).toBe("line 3, column 22: 'targetting' — did you mean 'targeting'?");
    expect(errorOf('Alice has Lightning Bolt in hnad')).toBe("line 1, column 26: 'in hnad' — did you mean 'in hand'?");
    expect(errorOf('Alice has Mountain\nAlice casts Lightning Bolt targeting Bob\nresolve al')).toBe("line 3, column 1: cannot read 'resolve al' — did you mean 'resolve all'?");
    expect(errorOf('Alice has Grizzly Bears\nAlice attacks Bob wiht Grizzly Bears')).toBe("line 2, column 19: 'wiht' — did you mean 'with'?");
  });

  it('a card whose name has such a word stays that card', () => {
    const trace = run('define: Fire of Choking {R} Instant — Fire of Choking deals 1 damage to any target.\nAlice has Mountain\nBob has Plains\nAlice casts Fire of Choking targeting Bob');
    expect(trace.final.players[1]!.life).toBe(19);
  });

  it('"Alice casts Clone copying Serra Angel" is "choosing Serra Angel": what Clone copies (707.2)', () => {
    const trace = run('Alice has 4 Island\nBob has Serra Angel, Grizzly Bears\nAlice casts Clone copying Serra Angel');
    expect(trace.final.battlefield.find((p) => p.label === 'Clone')).toMatchObject({ name: 'Serra Angel', power: 4, toughness: 4 });
    expect(errorOf('Alice has 4 Island\nAlice casts Clone copying Serra Angel')).toMatch(/^line 2, column 27: unknown permanent to copy 'Serra Angel'/);
  });
});

describe('103.1: a player named in the scenario, or the second player every game has, wins over a near-miss card name', () => {
  it('"Alice casts Lightning Bolt targeting Bob" names the second player though Penumbra Bobcat is in the card data (so do Tom, Max and Carol)', () => {
    for (const name of ['Bob', 'Tom', 'Max', 'Carol']) {
      const trace = run(`Alice has Mountain; Alice casts Lightning Bolt targeting ${name}`);
      expect(trace.final.players.map((p) => [p.name, p.life])).toEqual([['Alice', 20], [name, 17]]);
    }
  });

  it('the second player is named by an attack or a division too', () => {
    expect(run('Alice has Grizzly Bears\nAlice attacks Bob with Grizzly Bears').final.players.map((p) => [p.name, p.life])).toEqual([['Alice', 20], ['Bob', 18]]);
  });

  it('a one-word target that is an object set up here is that object, not a player', () => {
    const trace = run('Alice has Mountain, Penumbra Bobcat\nAlice casts Lightning Bolt targeting Bobcat');
    expect(trace.final.players.map((p) => p.name)).toEqual(['Alice', 'Opponent']);
    expect(trace.final.players[0]!.graveyard).toEqual(['Lightning Bolt', 'Penumbra Bobcat']);
  });

  it('with two players named, another one-word name is an error that offers the players', () => {
    expect(errorOf('Alice has Mountain\nCarol has Plains\nAlice casts Lightning Bolt targeting Bob')).toMatch(/^line 3, column 38: 'Bob' is not a player or a card here — the players are Alice or Carol/);
  });
});

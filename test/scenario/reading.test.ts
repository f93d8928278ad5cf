/**
 * How the scenario language reads what players write (issue 23): the mode a spell's targets call
 * for, numbers however their minus sign is typed, names with commas inside marks and divisions,
 * near misses of its keywords, and player names over near-miss card names.
 */
import path from 'node:path';
import { simulate, type Trace } from '../../src/scenario/simulate';
import { userDataWith } from './ingested-cards';

/** Cards as Scryfall prints them: a planeswalker with "−1" (U+2212), and cards named near Bob, Tom, Max and Carol. */
const userDataDir = userDataWith(path.join(__dirname, '..', 'fixtures', 'cards', 'reading-cards.json'));

function run(text: string): Trace {
  const result = simulate(text, { userDataDir: userDataDir() });
  if (!result.ok) throw new Error(`expected the scenario to run, got: ${result.message}`);
  return result.trace;
}

function errorOf(text: string): string {
  const result = simulate(text, { userDataDir: userDataDir() });
  if (result.ok || result.kind !== 'error') throw new Error(`expected an error, got ${JSON.stringify(result).slice(0, 300)}`);
  return result.message;
}

const notes = (trace: Trace) => trace.events.filter((e) => e.kind === 'note').map((e) => e.text);
const texts = (trace: Trace) => trace.events.map((e) => e.text);

describe('700.2: a modal spell cast without its modes takes the one mode (or combination) its targets fit', () => {
  it('"Alice casts Abrade targeting Sol Ring" destroys it: only "Destroy target artifact" can target an artifact, and the trace says so', () => {
    const trace = run('Alice has 2 Mountain\nBob has Sol Ring\nAlice casts Abrade targeting Sol Ring');
    expect(notes(trace)).toContain('Abrade: mode 2 ("Destroy target artifact.") is chosen, the only mode whose targets fit Sol Ring (700.2).');
    expect(trace.final.players[1]!.graveyard).toEqual(['Sol Ring']);
  });

  it('"choose two": Kolaghan\'s Command targeting a creature card in a graveyard and an artifact takes modes 1 and 3', () => {
    const trace = run("Alice has 2 Swamp, Mountain\nAlice graveyard: Grizzly Bears\nBob has Mind Stone\nAlice casts Kolaghan's Command targeting Grizzly Bears, Mind Stone");
    expect(notes(trace).some((note) => /^Kolaghan's Command: modes 1 and 3 .* are chosen, the only modes whose targets fit Grizzly Bears, Mind Stone \(700\.2\)\.$/.test(note))).toBe(true);
    expect(trace.final.players.map((p) => p.graveyard)).toEqual([["Kolaghan's Command"], ['Mind Stone']]);
    expect(trace.final.players[0]!.hand).toEqual(['Grizzly Bears']);
  });

  it('targets that several modes fit are an error at the spell listing them: an artifact creature for Abrade, a player for Healing Salve', () => {
    expect(errorOf('Alice has 2 Mountain\nBob has Ornithopter\nAlice casts Abrade targeting Ornithopter')).toBe(
      "line 3, column 13: Abrade's targets fit more than one mode: mode 1 (Abrade deals 3 damage to target creature.) or mode 2 (Destroy target artifact.) — say which: 'choosing mode 1'",
    );
    expect(errorOf('Alice has Plains\nAlice casts Healing Salve targeting Alice')).toMatch(/^line 2, column 13: Healing Salve's targets fit more than one mode: mode 1 \(Target player gains 3 life\.\) or mode 2 /);
  });

  it('603.3c: a modal trigger takes the mode its planned targets fit: "Charm Golem trigger targeting Bob" deals 2 damage, not "Destroy target artifact"', () => {
    const golem = 'define: {name: Charm Golem, manaCost: "{3}", types: [Artifact, Creature], power: 2, toughness: 2, abilities: [{kind: triggered, when: enters, modes: [{text: "Destroy target artifact.", targets: [{kind: artifact}], effects: [{do: destroy, what: target}]}, {text: "Charm Golem deals 2 damage to target player.", targets: [{kind: player}], effects: [{do: damage, amount: 2, to: target}]}], text: "When Charm Golem enters, choose one — • Destroy target artifact. • Charm Golem deals 2 damage to target player."}]}';
    const trace = run(`${golem}\nAlice has 3 Plains\nBob has Sol Ring\nAlice casts Charm Golem\nCharm Golem trigger targeting Bob`);
    expect(notes(trace)).toContain('Charm Golem\'s trigger: mode 2 ("Charm Golem deals 2 damage to target player.") is chosen, the only mode whose targets fit Bob (700.2).');
    expect(trace.final.players[1]).toMatchObject({ life: 18, graveyard: [] });
  });

  it('a mode given is kept, and a mode no target fits is still the engine\'s refusal', () => {
    expect(run('Alice has 2 Mountain\nBob has Ornithopter\nAlice casts Abrade choosing mode 1 targeting Ornithopter').final.players[1]!.graveyard).toEqual(['Ornithopter']);
    expect(run('Alice has 2 Mountain\nAlice casts Abrade targeting Bob').verdict).toMatch(/^not allowed: Abrade says to choose one mode/);
  });
});

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

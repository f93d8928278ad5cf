import { parseScenario } from '../../src/scenario/parse';
import { ScenarioError, type Statement } from '../../src/scenario/syntax';

function errorOf(text: string): ScenarioError {
  try {
    parseScenario(text);
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error(`expected a ScenarioError for: ${text}`);
}

function only<K extends Statement['kind']>(text: string, kind: K): Extract<Statement, { kind: K }> {
  const { statements } = parseScenario(text);
  expect(statements).toHaveLength(1);
  expect(statements[0]!.kind).toBe(kind);
  return statements[0] as Extract<Statement, { kind: K }>;
}

describe('the scenario language: setup lines', () => {
  it('reads "<player> has <cards>" as battlefield cards, with counts and marks', () => {
    const setup = only('Alice has Favored Hoplite, 2 Plains, Grizzly Bears (new, tapped, 2 +1/+1 counters, 1 -1/-1 counter, 1 damage)', 'setup');
    expect(setup.player.text).toBe('Alice');
    expect(setup.zone).toBe('battlefield');
    expect(setup.cards.map((c) => [c.name.text, c.count, c.isNew, c.tapped, c.counters, c.damage])).toEqual([
      ['Favored Hoplite', 1, false, false, {}, 0],
      ['Plains', 2, false, false, {}, 0],
      ['Grizzly Bears', 1, true, true, { '+1/+1': 2, '-1/-1': 1 }, 1],
    ]);
  });

  it('reads hand:, graveyard:, library: and life: lines, and an optional turn: line', () => {
    const { statements } = parseScenario('Bob hand: Lightning Bolt\nBob graveyard: Shock\nBob library: Plains\nBob life: 3\nturn: Bob, upkeep');
    expect(statements.map((s) => s.kind)).toEqual(['setup', 'setup', 'setup', 'life', 'turn']);
    expect(statements.map((s) => (s.kind === 'setup' ? s.zone : undefined)).slice(0, 3)).toEqual(['hand', 'graveyard', 'library']);
    expect(statements[3]).toMatchObject({ life: 3 });
    expect(statements[4]).toMatchObject({ player: { text: 'Bob' }, step: { text: 'upkeep' } });
  });

  it('keeps the first comment line as the title and skips other comments', () => {
    const script = parseScenario('# Heroic resolves first\n// a note\nAlice has Plains');
    expect(script.title).toBe('Heroic resolves first');
    expect(script.statements).toHaveLength(1);
  });
});

describe('the scenario language: action lines', () => {
  it('reads a cast with targets, X, payment and choices, each with its column', () => {
    const cast = only('Alice casts Fireball targeting Bob, Grizzly Bears with X=3 paying with Mountain, Heartwood token choosing red', 'cast');
    expect(cast.card).toEqual({ text: 'Fireball', line: 1, column: 13 });
    expect(cast.targets.map((t) => t.text)).toEqual(['Bob', 'Grizzly Bears']);
    expect(cast.targets[1]!.column).toBe(37);
    expect(cast.x?.value).toBe(3);
    expect(cast.paying.map((p) => p.text)).toEqual(['Mountain', 'Heartwood token']);
    expect(cast.choosing.map((c) => c.text)).toEqual(['red']);
  });

  it('reads the issue scenario "…targeting Favored Hoplite, choosing red" without the comma in the target', () => {
    const cast = only('Alice casts Gods Willing targeting Favored Hoplite, choosing red', 'cast');
    expect(cast.targets.map((t) => t.text)).toEqual(['Favored Hoplite']);
    expect(cast.choosing.map((c) => c.text)).toEqual(['red']);
  });

  it('reads "In response," and "Then" before a statement as the order the lines already give, keeping the columns', () => {
    const cast = only('In response, Bob casts Giant Growth targeting Grizzly Bears', 'cast');
    expect(cast.player).toEqual({ text: 'Bob', line: 1, column: 14 });
    expect(only('Then Alice attacks with Grizzly Bears', 'attack').attackers.map((a) => a.text)).toEqual(['Grizzly Bears']);
    expect(only('and then, pass', 'pass').at.column).toBe(11);
  });

  it('reads a bestowed cast as players write it: "bestowed on", "with bestow onto", "for its bestow cost targeting" (702.103a)', () => {
    for (const text of ['Alice casts Nimbus Naiad bestowed on Grizzly Bears', 'Alice casts Nimbus Naiad with bestow onto Grizzly Bears', 'Alice casts Nimbus Naiad for its bestow cost targeting Grizzly Bears']) {
      const cast = only(text, 'cast');
      expect([cast.card.text, cast.bestow, cast.targets.map((t) => t.text)]).toEqual(['Nimbus Naiad', true, ['Grizzly Bears']]);
    }
  });

  it("reads \"activates Asphodel Wanderer's regenerate ability\" as the ability named by its words", () => {
    const activate = only("Bob activates Asphodel Wanderer's regenerate ability", 'activate');
    expect([activate.card.text, activate.ability]).toEqual(['Asphodel Wanderer', { text: 'regenerate', line: 1, column: 35 }]);
    expect(only("Bob activates Asphodel Wanderer's ability", 'activate').ability).toBeUndefined();
  });

  it('reads an activation with an ability after the colon', () => {
    const activate = only('Alice activates Llanowar Elves: 1 choosing green', 'activate');
    expect(activate.card.text).toBe('Llanowar Elves');
    expect(activate.ability?.text).toBe('1');
    expect(activate.choosing[0]!.text).toBe('green');
  });

  it('reads pass, resolve, resolve all, choose, order: and a trigger target line', () => {
    const { statements } = parseScenario('pass\nresolve\nresolve all\nchoose no\nAlice chooses yes\norder: Hoplite, Crusader\nArtisan of Forms trigger targeting Grizzly Bears');
    expect(statements.map((s) => s.kind)).toEqual(['pass', 'pass', 'resolve-all', 'choose', 'choose', 'order', 'trigger-targets']);
    expect(statements[3]).toMatchObject({ answer: false });
    expect(statements[4]).toMatchObject({ answer: true, player: { text: 'Alice' } });
    expect(statements[6]).toMatchObject({ card: { text: 'Artisan of Forms' }, targets: [{ text: 'Grizzly Bears', column: 36 }] });
  });

  it('reads a land played and new targets for a copy or a target change', () => {
    const { statements } = parseScenario('Alice plays Forest\nnew targets for Twincast: Grizzly Bears, Bob');
    expect(statements[0]).toMatchObject({ kind: 'play', player: { text: 'Alice' }, card: { text: 'Forest', column: 13 } });
    expect(statements[1]).toMatchObject({ kind: 'new-targets', card: { text: 'Twincast', column: 17 }, targets: [{ text: 'Grizzly Bears', column: 27 }, { text: 'Bob' }] });
  });

  it('splits one line at ";" (the Discord option form), keeping columns on that line', () => {
    const { statements } = parseScenario('Alice has Mountain; Bob has Slippery Bogle; Alice casts Lightning Bolt targeting Slippery Bogle');
    expect(statements.map((s) => [s.kind, s.at.line, s.at.column])).toEqual([
      ['setup', 1, 1],
      ['setup', 1, 21],
      ['cast', 1, 45],
    ]);
  });

  it('accepts any case in keywords and CRLF or bare CR line endings', () => {
    const { statements } = parseScenario('ALICE HAS Plains\r\nalice CASTS Gods Willing TARGETING Plains\rRESOLVE ALL');
    expect(statements.map((s) => [s.kind, s.at.line])).toEqual([
      ['setup', 1],
      ['cast', 2],
      ['resolve-all', 3],
    ]);
  });
});

describe('the scenario language: inline card definitions', () => {
  it('takes the indented lines below define: as one definition, with the line it starts on', () => {
    const { statements } = parseScenario('define:\n  name: Test Dummy\n  types: [Creature]\n  power: 0\nAlice has Test Dummy');
    expect(statements[0]).toMatchObject({ kind: 'define', source: 'name: Test Dummy\ntypes: [Creature]\npower: 0', sourceLine: 2 });
    expect(statements[1]!.kind).toBe('setup');
  });

  it('takes a one-line definition in braces, where ";" and "," inside do not split', () => {
    const { statements } = parseScenario('define: {name: A, types: [Creature], text: "x; y"}; Alice has A');
    expect(statements.map((s) => s.kind)).toEqual(['define', 'setup']);
    expect(statements[0]).toMatchObject({ source: '{name: A, types: [Creature], text: "x; y"}', sourceLine: 1 });
  });
});

describe('the scenario language: errors name the line and column and suggest a fix', () => {
  it('suggests the verb for a typo', () => {
    const error = errorOf('Alice has Mountain\nAlice cats Lightning Bolt');
    expect([error.line, error.column]).toEqual([2, 7]);
    expect(error.message).toBe("line 2, column 7: unknown verb 'cats' — did you mean 'casts'?");
  });

  it('says what was expected for a line it cannot read', () => {
    const error = errorOf('Alice has Mountain\n\nhello');
    expect([error.line, error.column]).toEqual([3, 1]);
    expect(error.hint).toMatch(/expected a statement such as/);
  });

  it('points at a bad X, a bad life total, an unknown mark and an empty list item', () => {
    expect(errorOf('Alice casts Fireball with X=lots')).toMatchObject({ line: 1, column: 29 });
    expect(errorOf('Bob life: twenty').message).toMatch(/^line 1, column 11: expected a whole number of life/);
    expect(errorOf('Alice has Grizzly Bears (sick)')).toMatchObject({ column: 26, problem: "unknown mark 'sick'" });
    expect(errorOf('Alice has Plains,, Mountain')).toMatchObject({ column: 18 });
  });

  it('refuses a clause given twice and an empty define', () => {
    expect(errorOf('Alice casts Shock targeting Bob targeting Alice').problem).toBe("'targeting' is given twice");
    expect(errorOf('define:').problem).toMatch(/expected a card definition/);
  });

  it('refuses a count above the limit', () => {
    expect(errorOf('Alice has 500 Plains').problem).toMatch(/expected a count from 1 to 20/);
  });
});

describe('the scenario language: cycling (702.29a)', () => {
  it('reads "<player> cycles <card>" as activating the cycling ability of a card in hand', () => {
    const cycle = only('Alice cycles Angel of the God-Pharaoh', 'activate');
    expect([cycle.player.text, cycle.card.text, cycle.ability?.text, cycle.fromHand]).toEqual(['Alice', 'Angel of the God-Pharaoh', 'cycling', true]);
    expect(only('Alice cycle Angel of the God-Pharaoh paying with Plains, Plains', 'activate').paying.map((p) => p.text)).toEqual(['Plains', 'Plains']);
  });
});

describe('the scenario language: permanents tapped for a cost (118.3)', () => {
  it('reads "tapping <permanent>, <permanent>" after an activation', () => {
    const activate = only('Alice activates Clock of Omens targeting Ornithopter tapping Clock of Omens, Ornithopter #2', 'activate');
    expect(activate.tapping?.map((p) => p.text)).toEqual(['Clock of Omens', 'Ornithopter #2']);
    expect(activate.targets.map((p) => p.text)).toEqual(['Ornithopter']);
  });
});

describe('the scenario language: face-down permanents (702.37, 708)', () => {
  it('702.37c: reads "<player> casts <card> face down"', () => {
    const cast = only('Alice casts Abzan Guide face down', 'cast');
    expect([cast.card.text, cast.faceDown?.column, cast.targets]).toEqual(['Abzan Guide', 25, []]);
    expect(only('Alice casts Abzan Guide face-down paying with Plains, Plains, Swamp', 'cast').paying.map((p) => p.text)).toEqual(['Plains', 'Plains', 'Swamp']);
    const error = errorOf('Alice casts Abzan Guide face down quickly');
    expect([error.line, error.column, error.problem]).toEqual([1, 35, expect.stringMatching(/'face down' takes nothing after it/)]);
  });

  it('116.2b: reads "<player> turns <permanent> face up", and says what is wrong at its line and column', () => {
    const turn = only('Alice turns Zombie Cutthroat face up', 'turn-face-up');
    expect([turn.player.text, turn.card.text]).toEqual(['Alice', 'Zombie Cutthroat']);
    expect(only('Alice turns Abzan Guide face up paying with Plains, Swamp, Forest, Plains, Plains', 'turn-face-up').paying).toHaveLength(5);
    const noFaceUp = errorOf('pass\nAlice turns Abzan Guide');
    expect([noFaceUp.line, noFaceUp.column, noFaceUp.problem]).toEqual([2, 13, "expected '<face-down permanent> face up', got 'Abzan Guide'"]);
    const targeted = errorOf('Alice turns Aven Liberator face up targeting Grizzly Bears');
    expect([targeted.column, targeted.problem]).toEqual([46, expect.stringMatching(/special action: it has no targets/)]);
    expect(errorOf('Alice turns Abzan Guide face up face down').problem).toMatch(/turned face up, not face down/);
  });

  it('708.2a, 701.40a: reads the marks "(face down)" and "(manifested)" on a battlefield card', () => {
    const setup = only('Alice has Abzan Guide (face down, tapped), Grizzly Bears (manifested)', 'setup');
    expect(setup.cards.map((c) => [c.name.text, c.faceDown?.manifested, c.tapped])).toEqual([['Abzan Guide', false, true], ['Grizzly Bears', true, false]]);
    expect(errorOf('Alice has Abzan Guide (face dwn)').problem).toMatch(/unknown mark 'face dwn'/);
  });
});

describe('the scenario language: "unless you pay" answers (118.12a)', () => {
  it('702.30a, 702.24a: "pays echo" and "doesn\'t pay cumulative upkeep" are the pay answers, naming the cost', () => {
    expect(only('Alice pays echo', 'pay')).toMatchObject({ player: { text: 'Alice' }, answer: true });
    expect(only("Alice doesn't pay cumulative upkeep", 'pay')).toMatchObject({ answer: false });
    expect(only("Bob doesn't pay its echo cost", 'pay')).toMatchObject({ answer: false });
    expect(only('Bob pays', 'pay')).toMatchObject({ answer: true });
    expect(errorOf('Alice pays lots').message).toMatch(/pays echo/);
    expect(errorOf("Alice doesn't echo").message).toMatch(/pays echo/);
  });
});

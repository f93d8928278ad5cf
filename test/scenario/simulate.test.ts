import fs from 'node:fs';
import path from 'node:path';
import { simulate, type SimulationResult, type Trace } from '../../src/scenario/simulate';
import { renderTrace } from '../../src/scenario/trace';
import { FIXTURE_DATA } from './fixture-data';
const ENDLESS = fs.readFileSync(path.join(FIXTURE_DATA, 'scenarios', 'endless-mourning.txt'), 'utf8');

function run(text: string): Trace {
  const result = simulate(text, { dataDir: FIXTURE_DATA });
  if (!result.ok) throw new Error(`expected the scenario to run, got: ${result.message}`);
  return result.trace;
}

function failure(text: string): Extract<SimulationResult, { ok: false; kind: 'error' }> {
  const result = simulate(text, { dataDir: FIXTURE_DATA });
  if (result.ok || result.kind !== 'error') throw new Error(`expected an error, got ${JSON.stringify(result).slice(0, 200)}`);
  return result;
}

const kinds = (trace: Trace) => trace.events.map((e) => e.kind);
const indexOfText = (trace: Trace, pattern: RegExp) => trace.events.findIndex((e) => pattern.test(e.text));

describe('issue scenario 1 (heroic, 603.3): the heroic trigger resolves before the spell that made it trigger', () => {
  const trace = run('Alice has Favored Hoplite, Plains\nAlice casts Gods Willing targeting Favored Hoplite, choosing red');

  it('puts the trigger on the stack above Gods Willing', () => {
    const afterCast = trace.stacks.find((s) => s.stack.length === 2)!;
    expect(afterCast.stack.map((item) => item.label)).toEqual(["Favored Hoplite's trigger", 'Gods Willing']);
  });

  it('resolves the trigger first, then Gods Willing with the chosen color', () => {
    const trigger = indexOfText(trace, /Favored Hoplite's trigger resolves/);
    const spell = indexOfText(trace, /Gods Willing resolves/);
    expect(trigger).toBeGreaterThan(0);
    expect(spell).toBeGreaterThan(trigger);
    expect(trace.events.some((e) => /chooses red/.test(e.text))).toBe(true);
  });

  it('ends with a 2/3 Hoplite with protection from red and Gods Willing in the graveyard', () => {
    const hoplite = trace.final.battlefield.find((p) => p.label === 'Favored Hoplite')!;
    expect([hoplite.power, hoplite.toughness, hoplite.counters['+1/+1']]).toEqual([2, 3, 1]);
    expect(hoplite.keywords).toContain('protection from red');
    expect(trace.final.players[0]!.graveyard).toEqual(['Gods Willing']);
  });

  it('says that the card cast was put into hand first, that a second player joined, and that resolve all is implied', () => {
    expect(trace.events.filter((e) => e.kind === 'note').map((e) => e.text)).toEqual([
      'Only one player is named: Opponent joins as the second player (a game has two or more, 103.1).',
      "Gods Willing is not in Alice's hand: it is put there first, so that it can be cast.",
      'End of the scenario: every player passes until the stack is empty (resolve all is implied).',
    ]);
  });
});

describe('issue scenario 2 (702.11b, 732): hexproof makes the cast illegal and the game goes back', () => {
  const trace = run('Alice has Mountain\nBob has Slippery Bogle\nAlice casts Lightning Bolt targeting Slippery Bogle');

  it('refuses the target for hexproof, then rewinds', () => {
    const illegal = trace.events.find((e) => e.kind === 'illegal-action')!;
    expect(illegal.rules).toContain('702.11b');
    expect(kinds(trace)).toContain('rewind');
  });

  it('leaves the bolt in hand and the Mountain untapped', () => {
    expect(trace.final.players[0]!.hand).toEqual(['Lightning Bolt']);
    expect(trace.final.battlefield.find((p) => p.label === 'Mountain')!.tapped).toBe(false);
    expect(trace.stacks.every((s) => s.stack.length === 0)).toBe(true);
  });
});

describe('issue scenario 3 (608.2b): a token pays for a response that makes the bolt fail on resolution', () => {
  const trace = run(
    "Alice has Grizzly Bears, Heartwood token\nBob has Mountain\nBob casts Lightning Bolt targeting Grizzly Bears\nAlice casts Ranger's Guile targeting Grizzly Bears paying with Heartwood token",
  );

  it('lets Bob act first (Alice, the active player, passes) and then Alice respond (Bob passes)', () => {
    const passes = trace.events.filter((e) => e.kind === 'pass' && e.phase === 'line').map((e) => [e.line, e.players?.[0]]);
    expect(passes).toEqual([
      [3, 'Alice'],
      [4, 'Bob'],
    ]);
  });

  it('taps the Heartwood token for the green the cost needs, as a mana ability during casting', () => {
    expect(trace.events.some((e) => e.kind === 'mana' && /Heartwood token.*adds \{G\}/.test(e.text))).toBe(true);
    expect(trace.stacks.flatMap((s) => s.stack.map((item) => item.label))).not.toContain('Heartwood token');
  });

  it('resolves Ranger’s Guile first; the bolt then has an illegal target and does not resolve', () => {
    expect(trace.stacks.some((s) => s.stack.map((i) => i.label).join(' / ') === "Ranger's Guile / Lightning Bolt")).toBe(true);
    expect(trace.events.some((e) => e.rule === '608.2b' && /doesn't resolve/.test(e.text))).toBe(true);
    const bears = trace.final.battlefield.find((p) => p.label === 'Grizzly Bears')!;
    expect([bears.power, bears.toughness, bears.damage]).toEqual([3, 3, 0]);
  });
});

describe('names are forgiving about case and typos, strict about meaning', () => {
  it('reads a lower-case, typo-ed card name and says how it was read', () => {
    const trace = run('alice has grizly bears, Mountain\nBob has Plains');
    expect(trace.final.battlefield.map((p) => p.label)).toContain('Grizzly Bears');
    expect(trace.events.find((e) => e.kind === 'note')!.text).toBe("'grizly bears' read as Grizzly Bears");
  });

  it('refuses an unknown card with its line and column and a suggestion', () => {
    const error = failure('Alice has Mountain\nBob has Plains\nAlice casts Zzzyx Bolt targeting Bob');
    expect([error.line, error.column]).toEqual([3, 13]);
    expect(error.message).toMatch(/^line 3, column 13: unknown card 'Zzzyx Bolt'/);
  });

  it('refuses a target that is not in the game, naming it', () => {
    const error = failure('Alice has Mountain\nBob has Plains\nAlice casts Lightning Bolt targeting Grizzly Bears');
    expect(error).toMatchObject({ line: 3, column: 38 });
    expect(error.message).toMatch(/unknown target 'Grizzly Bears'/);
  });

  it('creates a player named only as a target', () => {
    const trace = run('Alice has Mountain\nAlice casts Lightning Bolt targeting Bob');
    expect(trace.final.players.map((p) => [p.name, p.life])).toEqual([
      ['Alice', 20],
      ['Bob', 17],
    ]);
  });
});

describe('the words players use: "on" or "at" for targets, "responds with", "controls", "in hand"', () => {
  it('reads "on her Grizzly Bears" as the acting player\'s, and "taps Heartwood token for {G}" as its mana ability', () => {
    const trace = run("Alice has Forest, Grizzly Bears\nBob has Grizzly Bears\nAlice casts Ranger's Guile on her Grizzly Bears");
    expect(trace.events.some((e) => e.text === "Alice casts Ranger's Guile targeting Alice's Grizzly Bears")).toBe(true);
    const tapped = run('Alice has Heartwood token\nAlice taps Heartwood token for {G}');
    expect(tapped.events.some((e) => /Alice adds \{G\}/.test(e.text))).toBe(true);
    expect(run('Alice has Heartwood token\nAlice taps Heartwood token for red').events.some((e) => /Alice adds \{R\}/.test(e.text))).toBe(true);
    expect(run('Alice has Forest\nAlice taps Forest for mana').final.players[0]!.manaPool).toBe('{G}');
  });

  it('reads "two Mountains" as 2 Mountain, and "Three Bears" whole when that is a card\'s name', () => {
    const lands = run('Alice has two Mountains\nAlice casts Lightning Bolt targeting Bob').final.battlefield.map((p) => p.label);
    expect(lands).toEqual(['Mountain', 'Mountain #2']);
    const bears = run('define: {name: Three Bears, types: [Creature], power: 3, toughness: 3}\nAlice has Three Bears, Mountain\nAlice casts Lightning Bolt targeting Bob').final.battlefield.map((p) => p.label);
    expect(bears).toEqual(['Three Bears', 'Mountain']);
  });

  it('reads "has … in hand", "in her graveyard", "on top of his library" as those zones', () => {
    const trace = run("Alice has Mountain\nAlice has Lightning Bolt, Ranger's Guile in hand\nAlice has Favored Hoplite in her graveyard\nBob has Forest, Plains on top of his library\nBob has Grizzly Bears on the battlefield\nAlice casts Lightning Bolt targeting Grizzly Bears\nnext turn\ngo to main");
    const [alice, bob] = trace.final.players;
    expect(alice).toMatchObject({ hand: ["Ranger's Guile"], graveyard: ['Favored Hoplite', 'Lightning Bolt'] });
    expect(bob).toMatchObject({ graveyard: ['Grizzly Bears'], hand: ['Forest'] });
    expect(trace.events.some((e) => /is not in Alice's hand/.test(e.text))).toBe(false);
  });

  it('601.2d: "casts Rockslide dividing 2 to Grizzly Bears, 1 to Bob" names the targets and the division', () => {
    const rockslide = 'define: {name: Rockslide, manaCost: "{R}", types: [Instant], spell: {targets: [{kind: any, count: {min: 1, max: 3}}], effects: [{do: damage, amount: 3, to: target, divided: true}]}}\nAlice has Mountain\nBob has Grizzly Bears\n';
    const trace = run(`${rockslide}Alice casts Rockslide dividing 2 to Grizzly Bears, 1 to Bob`);
    expect(trace.events.some((e) => e.text === "Alice divides Rockslide's 3 damage: 2 to Grizzly Bears, 1 to Bob")).toBe(true);
    expect(trace.final.players[1]!.life).toBe(19);
    expect(trace.final.players[1]!.graveyard).toEqual(['Grizzly Bears']);
    expect(failure(`${rockslide}Alice casts Rockslide targeting Bob dividing 3 to Bob`).message).toMatch(/^line 4, column 37: 'dividing' names the targets: give them once/);
    expect(failure(`${rockslide}Alice casts Rockslide dividing two to Bob`).message).toMatch(/^line 4, column 32: expected '<amount> to <creature or player>', got 'two to Bob'/);
  });

  it('603.3d, 601.2d: "Spark Spitter trigger dividing 2 to Grizzly Bears, 1 to Bob" divides a trigger\'s damage; a division that can\'t be is an error at its line', () => {
    const spitter = 'define: {name: Spark Spitter, manaCost: "{R}", types: [Creature], power: 1, toughness: 1, abilities: [{kind: triggered, when: enters, targets: [{kind: any, count: {min: 1, max: 3}}], effects: [{do: damage, amount: 3, to: target, divided: true}], text: "When Spark Spitter enters, it deals 3 damage divided as you choose among one, two, or three targets."}]}\nAlice has Mountain\nBob has Grizzly Bears\nAlice casts Spark Spitter\n';
    const trace = run(`${spitter}Spark Spitter trigger dividing 2 to Grizzly Bears, 1 to Bob`);
    expect(trace.events.some((e) => e.text === "Alice divides Spark Spitter's trigger's 3 damage: 2 to Grizzly Bears, 1 to Bob")).toBe(true);
    expect(trace.final.players[1]).toMatchObject({ life: 19, graveyard: ['Grizzly Bears'] });
    expect(failure(`${spitter}Spark Spitter trigger dividing 3 to Grizzly Bears, 1 to Bob`).message).toMatch(/^line 5, column 1: Spark Spitter's trigger's 3 damage can't be divided that way: the amounts add up to 4, not 3/);
  });

  it('701.9a: "Bob discards Forest, Lightning Bolt" chooses the cards a discard takes; one not in that hand is an error at its line', () => {
    const mindRot = 'define: Brain Rot {2}{R} Sorcery — Target player discards two cards.\nAlice has 3 Mountain\nBob hand: Forest, Grizzly Bears, Lightning Bolt, Forest\nAlice casts Brain Rot targeting Bob\n';
    expect(run(`${mindRot}Bob discards Forest, Lightning Bolt`).final.players[1]).toMatchObject({ graveyard: ['Forest', 'Lightning Bolt'], hand: ['Grizzly Bears', 'Forest #2'] });
    expect(run(`${mindRot}Bob discards Forest, Forest`).final.players[1]).toMatchObject({ graveyard: ['Forest', 'Forest #2'] });
    expect(run(mindRot).final.players[1]!.graveyard).toEqual(['Forest #2', 'Lightning Bolt']);
    expect(failure(`${mindRot}Bob discards Favored Hoplite`).message).toMatch(/^line 5, column 14: .*card in Bob's hand 'Favored Hoplite'/);
  });

  it('points "Alice chooses Grizzly Bears" to the cast\'s "choosing", where such a choice is written', () => {
    expect(failure('Alice has Mountain\nAlice casts Lightning Bolt targeting Bob\nAlice chooses Grizzly Bears').message).toBe(
      "line 3, column 15: expected yes, no, top or bottom, got 'Grizzly Bears' — a color, a mode or what a Clone copies is chosen on the cast or activation: 'Alice casts Clone choosing Grizzly Bears'",
    );
  });

  it('says how to write apart cards joined by "and" and statements ended by "."', () => {
    expect(failure('Alice has Grizzly Bears and a Mountain').message).toMatch(/unknown card 'Grizzly Bears and a Mountain' — separate cards with commas/);
    expect(failure('Alice has Grizzly Bears. Bob has Mountain.').message).toMatch(/— end each statement with a new line or ";" \(not "\."\)/);
  });

  it('still names the card it can\'t find, at its column, when the zone isn\'t one', () => {
    expect(failure('Alice has Lightning Bolt in pocket').message).toMatch(/^line 1, column 11: unknown card 'Lightning Bolt in pocket'/);
  });

  it('reads "casts Lightning Bolt on Grizzly Bears" as targeting it, and says so', () => {
    const trace = run('Alice controls Mountain, Plains\nBob has Grizzly Bears, Forest\nAlice casts Lightning Bolt on Grizzly Bears\nBob responds with Ranger\'s Guile at Grizzly Bears');
    expect(trace.events.filter((e) => e.kind === 'note').map((e) => e.text)).toEqual(expect.arrayContaining(["'on Grizzly Bears' read as 'targeting Grizzly Bears'.", "'at Grizzly Bears' read as 'targeting Grizzly Bears'."]));
    expect(trace.events.some((e) => /Lightning Bolt's target Grizzly Bears is now illegal: hexproof/.test(e.text))).toBe(true);
  });

  it('keeps a card whose name has "on" or "at" in it whole', () => {
    const trace = run('define: Rain on Bob {R} Sorcery — Rain on Bob deals 1 damage to each opponent.\nAlice has Mountain\nBob has Plains\nAlice casts Rain on Bob');
    expect(trace.final.players.map((p) => p.life)).toEqual([20, 19]);
  });
});

describe('the runner', () => {
  it('plays "pass" as every player passing once: only the top of the stack resolves', () => {
    const trace = run('Alice has Favored Hoplite, Plains\nAlice casts Gods Willing targeting Favored Hoplite, choosing white\npass');
    const lastLineTwo = trace.stacks.filter((s) => s.line === 3).map((s) => s.stack.map((i) => i.label));
    expect(lastLineTwo).toEqual([['Gods Willing']]);
  });

  it('plays a land as a special action, putting it into hand first when it is not there', () => {
    const trace = run('Alice has Plains\nBob has Plains\nAlice plays Forest');
    expect(trace.events.some((e) => e.rules.includes('305.1') && /Alice plays Forest/.test(e.text))).toBe(true);
    expect(trace.events[0]!.text).toBe("Forest is not in Alice's hand: it is put there first, so that it can be played.");
    expect(trace.final.battlefield.map((p) => p.label)).toContain('Forest');
  });

  it('refuses "pass" on an empty stack, at its line', () => {
    expect(failure('Alice has Plains\nBob has Plains\npass')).toMatchObject({ line: 3, column: 1 });
  });

  it('refuses a setup line after the first action', () => {
    expect(failure('Alice has Mountain\nAlice casts Lightning Bolt targeting Bob\nBob has Plains').message).toMatch(/^line 3, column 1: setup lines come before the first action/);
  });

  it('uses an inline card definition, and reports a bad one at its line', () => {
    const trace = run('define: {name: Wall of Tests, types: [Creature], power: 0, toughness: 4}\nAlice has Wall of Tests\nBob has Plains');
    expect(trace.final.battlefield.find((p) => p.label === 'Wall of Tests')).toMatchObject({ power: 0, toughness: 4 });
    const error = failure('Alice has Plains\ndefine:\n  name: Broken\n  types: [Creature]');
    expect(error.line).toBe(2);
    expect(error.message).toMatch(/a creature needs power and toughness/);
  });

  it('stops an endless loop of triggers at the step limit with a clear message', () => {
    const trace = run(ENDLESS);
    expect(trace.stopped).toMatch(/Stopped after \d+ actions/);
    expect(kinds(trace).at(-1)).toBe('step-limit');
  });

  it('stops when the game is over (704.5a) and says which lines were not played', () => {
    const trace = run('Alice has Mountain, Mountain\nBob life: 3\nAlice casts Lightning Bolt targeting Bob\nresolve\nAlice casts Lightning Bolt targeting Bob');
    expect(trace.stopped).toMatch(/^The game is over/);
    expect(trace.final.players[1]!.life).toBe(0);
    expect(trace.events.at(-1)).toMatchObject({ kind: 'note', line: 5 });
    expect(trace.events.at(-1)!.text).toMatch(/^Line 5 is not played: the game is over/);
    expect(renderTrace(trace)).toMatch(/The game is over: Alice wins\n/);
  });

  it('gives the same trace for the same scenario (deterministic)', () => {
    const text = 'Alice has Favored Hoplite, Plains\nAlice casts Gods Willing targeting Favored Hoplite, choosing red';
    expect(JSON.stringify(run(text))).toBe(JSON.stringify(run(text)));
  });
});

describe('the trace', () => {
  const trace = run('Alice has Mountain\nBob has Grizzly Bears\nAlice casts Lightning Bolt targeting Grizzly Bears');

  it('numbers every step from 1 and gives each engine event its rule', () => {
    expect(trace.events.map((e) => e.step)).toEqual(trace.events.map((_, i) => i + 1));
    for (const event of trace.events.filter((e) => e.kind !== 'note')) expect(event.rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
  });

  it('renders steps with rules, the stack after each change top first, and the final board', () => {
    const text = renderTrace(trace);
    expect(text).toMatch(/▸ line 3: Alice casts Lightning Bolt targeting Grizzly Bears/);
    expect(text).toMatch(/ \d+\. \[601\.2a\] Alice proposes casting Lightning Bolt/);
    expect(text).toMatch(/stack: top Lightning Bolt → Grizzly Bears/);
    expect(text).toMatch(/stack: empty/);
    expect(text).toMatch(/Final board[\s\S]*Bob: 20 life[\s\S]*graveyard: Grizzly Bears/);
  });

  it('is plain JSON: events, stacks and the final board survive a round trip', () => {
    const copy = JSON.parse(JSON.stringify(trace)) as Trace;
    expect(copy).toEqual(trace);
    expect(Object.keys(copy.events[0]!)).toEqual(expect.arrayContaining(['step', 'kind', 'rule', 'text']));
  });
});

import fc from 'fast-check';
import { listPresets } from '../../src/scenario/presets';
import { cardLibrary, simulate } from '../../src/scenario/simulate';
import { resolveDataDir } from '../../src/util/paths';

const DATA = resolveDataDir();
const PRESETS = listPresets(DATA).filter((p) => p.name !== 'endless-triggers').map((p) => p.text);
const CARDS = cardLibrary(DATA).names();
const PLAYERS = ['Alice', 'Bob', 'Carol'];
const WORDS = ['has', ' conspired', 'controls', 'trigger dividing', "doesn't block", 'passes', 'end of turn', 'taps', ' for mana', ' for {G}', 'her ', 'two ', 'is at', ' life', 'blocks with', 'dividing', ' to ', 'discards', ' in hand', ' in her graveyard', ' on top of his library', 'responds with', ' on ', ' at ', 'casts', 'activates', 'cycles', 'tapping', 'hand:', 'graveyard:', 'life:', 'energy:', 'poison:', 'targeting', 'paying with', 'choosing', 'with X=', 'sacrificing', 'pass', 'resolve all', 'choose no', 'order:', 'trigger targeting', 'define:', 'turn:', '(new)', '(tapped)', 'token', '1/1 white', 'colorless', ' creature token', ' creature tokens with ', ' and ', ',', ';', ':', '\n', '#', '{', '}', '[', '"', '3', '-1', '99999', 'red', 'green', "'s",
  'attacks', 'attacks with', 'bands', 'blocks', 'with', 'assigns', 'to', 'next step', 'next turn', 'go to', 'upkeep', 'combat', 'end step', 'cleanup', 'keeps', 'pays', "doesn't pay", 'applies', 'first', 'players:', 'choosing mode', 'modes 1 and 2', '(2 damage)', '(3 loyalty counters)', '(attached to', 'top', 'bottom', "'s trigger", ' trigger', "'s ability", 'activated ability', 'triggered ability', 'with bestow', 'bestowed', 'for its bestow cost', 'bestowed on', 'In response,', 'Then', 'pays tribute', "doesn't pay tribute", ' ability',
  'copying', 'searching for', 'targetting', 'payng with', 'choosng', ' in hnad', 'wiht', 'resolve al', ' trigger targetting', '\u22122', '\u20131/\u20131', ': -1', ': 0', ': +2', '(tappd)', ', tapped)', 'Isamaru, Hound of Konda', '(attached to Isamaru, Hound of Konda', ' to Isamaru, Hound of Konda, '];

/** Every answer is a trace, or an error that names a line and a column of the text: never an exception. */
function checkAnswer(text: string): void {
  const result = simulate(text, { dataDir: DATA, stepLimit: 60 });
  if (result.ok) return;
  expect(result.kind).toBe('error');
  if (result.kind !== 'error') return;
  const lines = text.split(/\r\n|\r|\n/).length;
  expect(result.message).toMatch(/^line \d+, column \d+: /);
  expect(result.line).toBeGreaterThanOrEqual(1);
  expect(result.line).toBeLessThanOrEqual(lines);
  expect(result.column).toBeGreaterThanOrEqual(1);
  expect(result.message).not.toMatch(/the engine could not play this line/);
}

const card = fc.constantFrom(...CARDS);
const player = fc.constantFrom(...PLAYERS);
const target = fc.oneof(player, card, fc.tuple(player, card).map(([p, c]) => `${p}'s ${c}`), fc.tuple(card, fc.constantFrom("'s trigger", ' trigger', "'s ability")).map(([c, kind]) => `${c}${kind}`));

/** Lines as a player would write them, with random cards, players and targets. */
const plausibleLine = fc.oneof(
  fc.tuple(player, fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), card, fc.constantFrom('', ' (new)', ' (tapped)')), { minLength: 1, maxLength: 4 })).map(
    ([p, cards]) => `${p} has ${cards.map(([n, c, mark]) => `${n} ${c}${mark}`).join(', ')}`,
  ),
  fc.tuple(player, card).map(([p, c]) => `${p} hand: ${c}`),
  fc.tuple(player, fc.integer({ min: -5, max: 40 })).map(([p, n]) => `${p} life: ${n}`),
  fc.tuple(player, fc.constantFrom('energy', 'poison'), fc.integer({ min: 0, max: 12 })).map(([p, counter, n]) => `${p} ${counter}: ${n}`),
  fc.tuple(player, card, fc.array(target, { maxLength: 3 }), fc.option(fc.integer({ min: 0, max: 9 })), fc.option(fc.constantFrom('red', 'white', 'green', 'yes'))).map(
    ([p, c, targets, x, choice]) => `${p} casts ${c}${targets.length ? ` targeting ${targets.join(', ')}` : ''}${x === null ? '' : ` with X=${x}`}${choice ? ` choosing ${choice}` : ''}`,
  ),
  fc.tuple(player, card, fc.option(target)).map(([p, c, t]) => `${p} activates ${c}${t ? ` targeting ${t}` : ''}`),
  fc.tuple(player, card, fc.constantFrom('-1', '\u22122', '\u20133', '+1', '0', '2'), fc.option(target)).map(([p, c, cost, t]) => `${p} activates ${c}: ${cost}${t ? ` targeting ${t}` : ''}`),
  fc.tuple(player, card, target).map(([p, c, t]) => `${p} casts ${c} copying ${t}`),
  fc.tuple(player, card, fc.array(card, { minLength: 1, maxLength: 2 })).map(([p, c, found]) => `${p} activates ${c} searching for ${found.join(', ')}`),
  fc.tuple(card, target).map(([c, t]) => `${c} trigger targeting ${t}`),
  fc.constantFrom('pass', 'resolve', 'resolve all', 'choose no', 'choose yes', 'turn: Bob, upkeep', 'next step', 'next turn', 'go to combat', 'go to end step', "go to Bob's upkeep", 'players: Alice, Bob, Carol'),
  fc.tuple(player, fc.option(target), fc.array(card, { minLength: 1, maxLength: 3 })).map(([p, t, cards]) => `${p} attacks ${t ? `${t} ` : ''}with ${cards.join(', ')}`),
  fc.tuple(player, card, fc.array(card, { minLength: 1, maxLength: 3 })).map(([p, a, cards]) => `${p} blocks ${a} with ${cards.join(', ')}`),
  fc.tuple(player, card, fc.array(fc.tuple(fc.integer({ min: 0, max: 8 }), target), { minLength: 1, maxLength: 3 })).map(([p, a, parts]) => `${p} assigns ${a}: ${parts.map(([n, t]) => `${n} to ${t}`).join(', ')}`),
  fc.tuple(player, card).map(([p, c]) => `${p} keeps ${c}`),
  fc.tuple(player, fc.array(card, { minLength: 1, maxLength: 3 })).map(([p, cards]) => `${p} bands ${cards.join(', ')}`),
  fc.tuple(player, fc.constantFrom('pays', "doesn't pay")).map(([p, verb]) => `${p} ${verb}`),
  fc.tuple(player, card).map(([p, c]) => `${p} applies ${c} first`),
  fc.tuple(player, card, fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 3 }), fc.array(target, { maxLength: 2 })).map(
    ([p, c, modes, targets]) => `${p} casts ${c} choosing modes ${modes.join(' and ')}${targets.length ? ` targeting ${targets.join(', ')}` : ''}`,
  ),
);

/** A preset with random edits: characters cut or inserted, lines dropped, duplicated or swapped. */
const mutatedPreset = fc
  .tuple(
    fc.constantFrom(...PRESETS),
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 12 }), fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 6 }), fc.constant(''))), { minLength: 1, maxLength: 4 }),
  )
  .map(([text, edits]) => edits.reduce((out, [at, cut, insert]) => out.slice(0, at % (out.length + 1)) + insert + out.slice((at % (out.length + 1)) + cut), text));

describe('fuzz: random and mutated scenarios never crash and every error has a line and column', () => {
  it('word soup from the language’s own vocabulary', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...WORDS), player, card, fc.string({ maxLength: 8 })), { maxLength: 30 }), (words) => checkAnswer(words.join(' '))),
      { numRuns: 1500, seed: 6 },
    );
  });

  it('mutated presets', () => {
    fc.assert(
      fc.property(mutatedPreset, (text) => checkAnswer(text)),
      { numRuns: 1000, seed: 66 },
    );
  });

  it('plausible scenarios that reach the engine', () => {
    fc.assert(
      fc.property(fc.array(plausibleLine, { minLength: 1, maxLength: 8 }), (lines) => checkAnswer(lines.join('\n'))),
      { numRuns: 1000, seed: 666 },
    );
  });
});

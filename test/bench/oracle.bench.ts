/**
 * `npm run bench -- oracle`: the Oracle compiler. Every figure is a first compile: the readings of
 * ability texts (parse.ts keeps them, and the pool repeats many) are forgotten before each timed run,
 * so that what a pass reads again is only what the cards themselves repeat.
 * - Every card of the real sample data (../shared/data: THS, BNG, JOU and the Scryfall sample; the
 *   benchmark fails when it is absent), compiled one by one: per-card p50/p95 (target p95 < 10 ms,
 *   so that a card's first use in /simulate stays fast) and the whole set.
 * - The 2020 card pool (../shared/data/cardpool-2020, 8,947 cards): the whole pool compiled as
 *   `cards coverage` compiles it, on a worker thread per core (target under 5 s), with the CPU time
 *   of every thread; baselines in the same run, the pool on one thread, and the sum of its cards
 *   each compiled alone (what the pool's repeated abilities save); and its per-card p95.
 * - Baseline in the same run: what compiling replaces, reading a hand-written definition: YAML
 *   parsing and the engine's validation of the same 71 cards the engine ships, against compiling
 *   those cards from their Oracle text.
 * - A game with a compiled Lightning Bolt cast and resolved, against the same game with the
 *   hand-written one.
 */
import os from 'node:os';
import YAML from 'yaml';
import type { Card } from '../../src/cards/model';
import { runActions, createGame, type Action, type GameSetup } from '../../src/engine';
import { defaultCardLibrary, validateCard, type CardLibrary } from '../../src/engine/cards/library';
import type { CardDefinitionInput } from '../../src/engine/cards/schema';
import { compileCard, type CompilableCard } from '../../src/oracle/compile';
import { coverageCards, coverageInParallel } from '../../src/oracle/coverage';
import { forgetReadings } from '../../src/oracle/parse';
import { printedCard } from '../oracle/handwritten';
import { sharedDataPath } from '../shared-data';
import { cpuTime, loadAverage, measure, report, reportValue, requireFile } from './measure';

const POOL = sharedDataPath('cardpool-2020', 'cards.json');
const SAMPLE = ['mtgjson-v5.2.0/THS.json', 'mtgjson-v5.2.0/BNG.json', 'mtgjson-v5.2.0/JOU.json', 'scryfall-cards-sample.json'].map((file) => sharedDataPath(file));

async function sampleCards(): Promise<{ cards: Card[]; source: string }> {
  for (const file of SAMPLE) requireFile(file, 'the real sample cards of ../shared/data');
  return { cards: await coverageCards({ dataDir: '', files: SAMPLE }), source: 'the real sample data' };
}

/** Compiles a card as if no card had been compiled before. */
function compileFirst(card: CompilableCard, library: CardLibrary): void {
  forgetReadings();
  compileCard(card, library);
}

/** Compiles a set of cards as if none had been compiled before. */
function compileAllFirst(cards: CompilableCard[], library: CardLibrary): void {
  forgetReadings();
  for (const card of cards) compileCard(card, library);
}

export default async function bench(): Promise<void> {
  const library = defaultCardLibrary();
  const { cards, source } = await sampleCards();
  console.log(`  ${cards.length} cards from ${source} (${loadAverage()})`);
  const perCard = await measure(cards, (card) => compileFirst(card, library), cards.length * 3);
  report('compile one card (every card of the sample)', perCard, { p95: 10 });
  const wholeSet = await measure([cards], (all) => compileAllFirst(all, library), 5);
  reportValue('compile the whole sample (p50)', wholeSet.p50, 'ms');
  const compiled = cards.filter((card) => compileCard(card, library).status === 'compiled').length;
  reportValue('of which compile', compiled, 'cards');

  requireFile(POOL, 'the 2020 card pool of ../shared/data');
  const pool = await coverageCards({ dataDir: '', files: [POOL] });
  // As `heartwood cards coverage` compiles it: the pool split among worker threads, one per core.
  const threads = os.availableParallelism();
  const parallelPool = await measure([pool], (all) => coverageInParallel(all, threads), 3);
  reportValue(`compile the 2020 pool, ${pool.length} cards, ${threads} threads (p50)`, parallelPool.p50, 'ms', { below: 5000 });
  const cpuBefore = process.cpuUsage();
  await coverageInParallel(pool, threads);
  const cpuUsed = process.cpuUsage(cpuBefore);
  reportValue('the same, CPU time of every thread', (cpuUsed.user + cpuUsed.system) / 1000, 'ms');
  // Baseline: the same pool on one thread.
  const wholePool = await measure([pool], (all) => compileAllFirst(all, library), 3);
  reportValue('baseline: the pool on one thread (p50)', wholePool.p50, 'ms');
  reportValue('the same, CPU time', cpuTime(() => compileAllFirst(pool, library)), 'ms');
  const alone = await measure(pool, (card) => compileFirst(card, library), pool.length);
  report('compile one card of the 2020 pool', alone, { p95: 10 });
  // Baseline: the same cards each compiled alone, nothing read for one card kept for the next.
  reportValue('baseline: the pool, each card alone (sum)', alone.mean * alone.runs, 'ms');

  // Baseline: reading the same cards from hand-written YAML instead of compiling their text.
  const handWritten = library.all().filter((definition) => !definition.token);
  const yamlTexts = handWritten.map((definition) => YAML.stringify(definition));
  const fromYaml = await measure(yamlTexts, (text) => validateCard(YAML.parse(text), 'bench'), yamlTexts.length * 10);
  const fromText = await measure(handWritten.map(printedCard), (card) => compileFirst(card, library), handWritten.length * 10);
  report(`compile the ${handWritten.length} hand-written cards vs YAML`, fromText, undefined, fromYaml);

  // A game with the compiled card against the same game with the hand-written one.
  const bolt = compileCard(printedCard(library.get('Lightning Bolt')), library);
  if (bolt.status !== 'compiled') throw new Error(bolt.reason);
  const game = (card: CardDefinitionInput | undefined): { setup: GameSetup; actions: Action[] } => ({
    setup: { ...(card ? { cards: [card] } : {}), players: [{ name: 'Alice', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { name: 'Bob' }] },
    actions: [{ type: 'cast', player: 'Alice', card: 'Lightning Bolt', targets: ['Bob'] }, { type: 'pass', player: 'Alice' }, { type: 'pass', player: 'Bob' }],
  });
  const play = ({ setup, actions }: ReturnType<typeof game>) => runActions(createGame(setup).state, actions);
  const compiledGame = await measure([game(bolt.definition)], play, 500);
  const handGame = await measure([game(undefined)], play, 500);
  report('a game casting a compiled Lightning Bolt vs hand-written', compiledGame, undefined, handGame);
}

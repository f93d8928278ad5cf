/**
 * Cards of the 2020 card pool (../shared/data/cardpool-2020, Scryfall's format with Forge's 2020 Oracle
 * wording), compiled from their Oracle text for tests that play them.
 */
import fs from 'node:fs';
import { Game, type CardDefinitionInput, type EngineEvent, type GameSetup } from '../../src/engine';
import { cardsFromScryfall, scryfallCardSchema } from '../../src/cards/formats';
import { compileCard, type CompilableCard } from '../../src/oracle/compile';
import { simulate, type Trace } from '../../src/scenario/simulate';
import { resolveDataDir } from '../../src/util/paths';
import { sharedDataPath } from '../shared-data';

export const POOL_FILE = 'cardpool-2020/cards.json';

interface ScryfallCard {
  name: string;
  mana_cost?: string;
  type_line?: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  layout?: string;
  card_faces?: Omit<ScryfallCard, 'layout' | 'card_faces'>[];
}

let pool: Map<string, ScryfallCard> | undefined;

/** A card of the pool as the compiler reads it (the test fails on a name the pool lacks). */
export function poolCard(name: string): CompilableCard {
  pool ??= new Map((JSON.parse(fs.readFileSync(sharedDataPath(POOL_FILE), 'utf8')) as ScryfallCard[]).map((card) => [card.name, card]));
  const card = pool.get(name);
  if (!card) throw new Error(`${name} is not in the 2020 card pool`);
  const face = (f: Omit<ScryfallCard, 'layout' | 'card_faces'>) => ({ name: f.name, manaCost: f.mana_cost, typeLine: f.type_line, oracleText: f.oracle_text, power: f.power, toughness: f.toughness, loyalty: f.loyalty });
  return { ...face(card), layout: card.layout, ...(card.card_faces ? { faces: card.card_faces.map(face) } : {}) };
}

/** A pool card as a full Scryfall card object gives it: with its color identity and its back face's color indicator. */
export function asScryfall(name: string, colorIndicator: string[] | undefined, colorIdentity: string[]): CompilableCard {
  const pool = JSON.parse(fs.readFileSync(sharedDataPath(POOL_FILE), 'utf8')) as { name: string; card_faces: object[] }[];
  const record = pool.find((c) => c.name === name)!;
  const faces = record.card_faces.map((face, i) => (i === 1 && colorIndicator ? { ...face, color_indicator: colorIndicator } : face));
  const [card] = cardsFromScryfall(scryfallCardSchema.parse({ ...record, card_faces: faces, color_identity: colorIdentity }), 'test');
  return card!;
}

/** A card of the pool compiled (the test fails if it doesn't compile). */
export function compiledPoolCard(name: string): CardDefinitionInput {
  const result = compileCard(poolCard(name));
  if (result.status !== 'compiled') throw new Error(`${name}: ${result.reason}`);
  return result.definition;
}

/** A scenario with the real compiled cards defined first (the bundled card store has none of them). */
export function simulatePool(cards: string[], lines: string[]): ReturnType<typeof simulate> {
  const defined = cards.map((name) => `define: ${JSON.stringify(compiledPoolCard(name))}`);
  return simulate([...defined, ...lines].join('\n'), { dataDir: resolveDataDir() });
}

/** The trace of such a scenario (the test fails if it is refused). */
export function poolTrace(cards: string[], lines: string[]): Trace {
  const result = simulatePool(cards, lines);
  if (!result.ok) throw new Error(`expected the scenario to run, got: ${result.message}`);
  return result.trace;
}

/** Every player passes in turn until `player`'s upkeep begins (their untap step is over). */
export function toUpkeep(g: Game, player: string): void {
  for (let guard = 0; guard < 40; guard++) {
    if (g.state.step === 'upkeep' && g.state.players[g.state.activePlayer]!.name === player && g.state.priority !== null) return;
    if (g.state.priority === null) throw new Error('no one holds priority');
    g.do({ type: 'pass', player: g.state.players[g.state.priority]!.name });
  }
  throw new Error(`${player}'s upkeep never began`);
}

/** A game with these pool cards compiled, over the setup's own cards. */
export function poolGame(setup: GameSetup, names: string[]): Game {
  return new Game({ ...setup, cards: [...names.map(compiledPoolCard), ...(setup.cards ?? [])] });
}

/** The text of the first refused action among the events, if any. */
export const refusalIn = (events: EngineEvent[]) => events.find((e) => e.kind === 'illegal-action')?.text;

/** The events' texts, one a line. */
export const textOf = (events: EngineEvent[]) => events.map((e) => e.text).join('\n');

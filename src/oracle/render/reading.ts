/**
 * How Heartwood reads a card of the card store, as /simulate plays it: the engine's own definition
 * when it has one (rules-data/cards), else the card compiled from its Oracle text, read back to
 * words; or why /simulate can't play it yet.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Card } from '../../cards/model';
import { defaultCardLibrary, loadCardLibrary, type CardLibrary } from '../../engine/cards/library';
import type { CardDefinition } from '../../engine/cards/schema';
import { compileCard, type NotCompiled } from '../compile';
import { renderCard, type RenderedCard } from './card';

export type Reading =
  | { plays: true; from: 'engine' | 'oracle'; definition: CardDefinition; rendered: RenderedCard }
  | { plays: false; kind: NotCompiled['kind']; reason: string };

const engines = new Map<string, CardLibrary>();

/** The engine's cards of a data folder, loaded once; a folder with a card store alone (a test's) plays with the bundled ones. */
function engineCards(dataDir: string): CardLibrary {
  let library = engines.get(dataDir);
  if (!library) {
    library = fs.existsSync(path.join(dataDir, 'cards')) ? loadCardLibrary(dataDir) : defaultCardLibrary();
    engines.set(dataDir, library);
  }
  return library;
}

export function howHeartwoodReads(card: Card, dataDir: string): Reading {
  const engine = engineCards(dataDir);
  const own = engine.find(card.name);
  if (own) return { plays: true, from: 'engine', definition: own, rendered: renderCard(own, engine) };
  const result = compileCard(card, engine);
  if (result.status === 'unsupported') return { plays: false, kind: result.kind, reason: result.reason };
  return { plays: true, from: 'oracle', definition: result.definition, rendered: renderCard(result.definition, engine) };
}

/** The one line /card shows: "Plays in /simulate", or "Not in /simulate yet: <reason>". */
export function simulateLine(reading: Reading): string {
  return reading.plays ? 'Plays in /simulate' : `Not in /simulate yet: ${reading.reason}`;
}

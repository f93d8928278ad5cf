/** Reads and writes the stored card data (rules-data/card-store.json). */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../util/atomic';
import { STORE_FILE, STORE_FORMAT, type CardStore } from './model';

export function storePath(dataDir: string): string {
  return path.join(dataDir, STORE_FILE);
}

export function readCardStore(file: string): CardStore {
  let parsed: Partial<CardStore>;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<CardStore>;
  } catch (error) {
    throw new Error(`${file}: cannot read the card store (${(error as Error).message}). Run \`heartwood ingest --cards …\` to rebuild it.`);
  }
  if (parsed.format !== STORE_FORMAT || !Array.isArray(parsed.cards) || typeof parsed.rulings !== 'object') {
    throw new Error(`${file}: not a Heartwood card store (format "${String(parsed.format)}", expected "${STORE_FORMAT}"). Run \`heartwood ingest --cards …\` to rebuild it.`);
  }
  return parsed as CardStore;
}

/** How many rulings the store holds, over all its cards. */
export function rulingCount(store: CardStore): number {
  return Object.values(store.rulings).reduce((sum, list) => sum + list.length, 0);
}

/** One card (and one card's rulings) a line: compact, yet a diff shows what changed. */
function serializeCardStore(store: CardStore): string {
  const cards = store.cards.map((card) => JSON.stringify(card)).join(',\n');
  const rulings = Object.entries(store.rulings)
    .map(([id, list]) => `${JSON.stringify(id)}:${JSON.stringify(list)}`)
    .join(',\n');
  const remote = store.remote ? `"remote":${JSON.stringify(store.remote)},` : '';
  return `{"format":${JSON.stringify(store.format)},"sources":${JSON.stringify(store.sources)},${remote}\n"cards":[\n${cards}\n],\n"rulings":{\n${rulings}\n}}\n`;
}

/** Replaces the stored card data at once: readers see the old store or the new one. */
export function writeCardStore(dataDir: string, store: CardStore): string {
  const file = storePath(dataDir);
  writeFileAtomic(file, serializeCardStore(store));
  return file;
}

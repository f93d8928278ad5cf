/**
 * The online card data `heartwood ingest --cards scryfall|mtgjson` downloads, and what a refresh
 * checks for a newer version:
 * - Scryfall: the bulk-data list names the current oracle cards and rulings files (their
 *   download_uri and updated_at);
 * - MTGJSON: AtomicCards.json.gz (every card with its foreign names and rulings), whose version
 *   Meta.json, beside it, gives.
 */
import { z } from 'zod';
import { fetchText } from '../util/download';
import { describeIssue } from './formats';
import type { RemoteCardSource } from './model';

export const SCRYFALL_BULK_DATA_URL = 'https://api.scryfall.com/bulk-data';
export const MTGJSON_ATOMIC_CARDS_URL = 'https://mtgjson.com/api/v5/AtomicCards.json.gz';

export type RemoteKind = RemoteCardSource['kind'];

export function isRemoteKind(source: string): source is RemoteKind {
  return source === 'scryfall' || source === 'mtgjson';
}

/** The files to download for a source, and the version they are. */
export interface RemoteCardFiles {
  cards: string[];
  rulings: string[];
  remote: RemoteCardSource;
}

const bulkListSchema = z.object({
  data: z.array(z.object({ type: z.string(), download_uri: z.string().url(), updated_at: z.string() }).passthrough()),
});

const metaSchema = z.object({ data: z.object({ version: z.string(), date: z.string().optional() }) });

async function fetchJson<T>(url: string, schema: z.ZodType<T>, what: string): Promise<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fetchText(url));
  } catch (error) {
    throw new Error(`cannot read ${what} at ${url}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`${what} at ${url} is not what was expected (${describeIssue(parsed.error)})`);
  return parsed.data;
}

/** Where a source's current files are, from $HEARTWOOD_SCRYFALL_BULK_URL or $HEARTWOOD_MTGJSON_URL (else the real endpoints). */
export async function remoteCardFiles(kind: RemoteKind, env: NodeJS.ProcessEnv = process.env): Promise<RemoteCardFiles> {
  if (kind === 'scryfall') {
    const listUrl = env.HEARTWOOD_SCRYFALL_BULK_URL || SCRYFALL_BULK_DATA_URL;
    const list = await fetchJson(listUrl, bulkListSchema, "Scryfall's bulk-data list");
    const entry = (type: string) => {
      const found = list.data.find((item) => item.type === type);
      if (!found) throw new Error(`Scryfall's bulk-data list at ${listUrl} has no "${type}" file`);
      return found;
    };
    const [cards, rulings] = [entry('oracle_cards'), entry('rulings')];
    return { cards: [cards.download_uri], rulings: [rulings.download_uri], remote: { kind, version: `${cards.updated_at} ${rulings.updated_at}` } };
  }
  const url = env.HEARTWOOD_MTGJSON_URL || MTGJSON_ATOMIC_CARDS_URL;
  const meta = await fetchJson(new URL('Meta.json', url).href, metaSchema, "MTGJSON's Meta.json");
  return { cards: [url], rulings: [], remote: { kind, version: meta.data.version } };
}

/**
 * Card and ruling sources with `scryfall` and `mtgjson` replaced by the files they stand for. The
 * online source is kept (for refreshes) when one of them alone gave all the files.
 */
export async function expandRemoteSources(cards: string[], rulings: string[]): Promise<{ cards: string[]; rulings: string[]; remote?: RemoteCardSource }> {
  const expanded = { cards: cards.filter((source) => !isRemoteKind(source)), rulings: [...rulings] };
  const kinds = [...new Set(cards.filter(isRemoteKind))];
  let remote: RemoteCardSource | undefined;
  for (const kind of kinds) {
    const files = await remoteCardFiles(kind);
    expanded.cards.push(...files.cards);
    expanded.rulings.push(...files.rulings);
    remote = files.remote;
  }
  const alone = cards.length === 1 && kinds.length === 1 && rulings.length === 0;
  return alone ? { ...expanded, remote } : expanded;
}

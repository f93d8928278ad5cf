/**
 * One check of every source the refresh follows, run in the refresh's worker thread
 * (the data worker, ./worker): the Wizards rules page, the rules documents page, and the card source
 * the data came from. Each is checked even when another fails; each failure is said in words.
 */
import fs from 'node:fs';
import { ingestCardData } from '../cards/ingest';
import { remoteCardFiles } from '../cards/remote';
import { readStoreHeader, storePath } from '../cards/store';
import { findLatestRulesUrl, ingestRules, rulesPageUrl } from '../rules/ingest';
import { longDate, rulesVersions } from '../rules/versions';
import { ingestTournamentDoc, readTournamentPage, tournamentPageUrl } from '../tournament/ingest';
import { DOCUMENT_NAMES, TOURNAMENT_KINDS } from '../tournament/model';
import { tournamentVersions } from '../tournament/versions';
import type { UserDataSources } from '../util/paths';
import { inWords } from '../util/file-errors';
import { versionInUse } from '../util/in-effect';
import type { RefreshState } from './refresh-state';

export interface SourcesRequest {
  sources: UserDataSources;
  rulesPageUrl?: string;
  tournamentPageUrl?: string;
  /** The links seen at the last check (a link seen before is not downloaded again). */
  seen: Pick<RefreshState, 'rulesUrl' | 'tournamentUrls'>;
}

export interface SourcesResult {
  /** A line for each source checked. */
  done: string[];
  /** Why each source that failed did. */
  failed: string[];
  /** The links seen now. */
  seen: SourcesRequest['seen'];
}

export async function checkSources(request: SourcesRequest): Promise<SourcesResult> {
  const seen = { rulesUrl: request.seen.rulesUrl, tournamentUrls: request.seen.tournamentUrls };
  const result: SourcesResult = { done: [], failed: [], seen };
  for (const refresh of [() => refreshRules(request, seen), () => refreshTournament(request, seen), () => refreshCards(request.sources)]) {
    try {
      result.done.push(await refresh());
    } catch (error) {
      result.failed.push(inWords(error));
    }
  }
  return result;
}

/** A new rules file on the Wizards page is downloaded, validated and kept; it is used when it is newer. */
async function refreshRules(options: SourcesRequest, next: SourcesRequest['seen']): Promise<string> {
  const before = versionInUse(rulesVersions(options.sources));
  const url = await findLatestRulesUrl(options.rulesPageUrl ?? rulesPageUrl());
  const was = before ? longDate(before.date) : 'none';
  if (url === next.rulesUrl) return `rules unchanged (${was})`;
  const report = await ingestRules(url, options.sources);
  next.rulesUrl = url;
  if (report.inUse.date === before?.date) return `rules unchanged (${was}; the rules page links to ${report.effectiveDate})`;
  return `rules now the Comprehensive Rules of ${report.effectiveDate} (were ${was})`;
}

/** Each tournament document whose link on the rules documents page is new is downloaded, validated and kept. */
async function refreshTournament(options: SourcesRequest, next: SourcesRequest['seen']): Promise<string> {
  const pageUrl = options.tournamentPageUrl ?? tournamentPageUrl();
  const links = await readTournamentPage(pageUrl);
  const missing = TOURNAMENT_KINDS.filter((kind) => !links[kind]).map((kind) => DOCUMENT_NAMES[kind]);
  if (missing.length) throw new Error(`no PDF link to the ${missing.join(', the ')} on ${pageUrl}; the tournament documents were not changed`);
  const said: string[] = [];
  const failed: string[] = [];
  for (const kind of TOURNAMENT_KINDS) {
    const before = versionInUse(tournamentVersions(options.sources, kind));
    const wasDate = before ? longDate(before.date) : 'none';
    const was = `${kind.toUpperCase()} unchanged (${wasDate})`;
    if (links[kind] === next.tournamentUrls?.[kind]) {
      said.push(was);
      continue;
    }
    try {
      const report = await ingestTournamentDoc(kind, links[kind]!, options.sources);
      next.tournamentUrls = { ...next.tournamentUrls, [kind]: links[kind] };
      said.push(report.inUse.date === before?.date ? was : `${kind.toUpperCase()} now of ${report.effectiveDate} (was ${wasDate})`);
    } catch (error) {
      failed.push(inWords(error));
    }
  }
  if (failed.length) throw new Error(failed.join('; '));
  return said.join(', ');
}

/** Card data downloaded from Scryfall or MTGJSON is downloaded again when the source has a newer version. */
async function refreshCards(sources: UserDataSources): Promise<string> {
  const file = storePath(sources.userDataDir);
  if (!fs.existsSync(file)) return 'cards: none ingested';
  const old = readStoreHeader(file);
  if (!old.remote) return 'cards: ingested from files, not refreshed';
  const latest = await remoteCardFiles(old.remote.kind);
  if (latest.remote.version === old.remote.version) return `cards unchanged (${old.remote.kind} ${old.remote.version})`;
  const summary = await ingestCardData({
    ...latest,
    dataDir: sources.userDataDir,
    progress: false,
    check: (given) => {
      // A source that suddenly has far fewer cards is broken, not newer.
      if (given < old.cards / 2) {
        throw new Error(`${old.remote!.kind} version ${latest.remote.version} has ${given} cards where the current data has ${old.cards}; kept the current data`);
      }
    },
  });
  return `cards now ${old.remote.kind} ${latest.remote.version}: ${summary.cards} cards, ${summary.rulings} rulings (were ${old.cards})`;
}

/**
 * Ingesting a tournament document — the official PDF, or a pdftohtml render of it — from a file,
 * an http(s) URL, or `latest` (the PDF the Wizards rules documents page links to): read, check,
 * then keep it as a version in the user data folder (<folder>/tournament/<kind>/<date>.json),
 * written atomically. On any failure nothing changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOWNLOAD_TIMEOUTS, fetchText, isUrl, withDownloadedFile } from '../util/download';
import type { UserDataSources } from '../util/paths';
import { versionInUse } from '../util/in-effect';
import { DOCUMENT_NAMES, TOURNAMENT_KINDS, type TournamentKind } from './model';
import { readTournamentFile } from './read';
import { writeTournamentDoc } from './store';
import { tournamentVersionFile, tournamentVersions, tournamentVersionsDir, type TournamentVersion } from './versions';

/** The official PDFs are under 2 MB; a file past this is not one of them. */
export const MAX_TOURNAMENT_BYTES = 32 * 1024 * 1024;

export interface TournamentIngestReport {
  kind: TournamentKind;
  effectiveDate: string;
  sections: number;
  file: string;
  /** The version /mtr, /ipg or /jar now answers from (this one, unless a newer one is kept). */
  inUse: TournamentVersion;
}

export async function ingestTournamentDoc(kind: TournamentKind, given: string, target: UserDataSources, pageUrl = tournamentPageUrl()): Promise<TournamentIngestReport> {
  const name = DOCUMENT_NAMES[kind];
  const source = given === 'latest' ? await findLatestTournamentUrl(kind, pageUrl) : given;
  const refuse = (why: string): never => {
    throw new Error(`${source} is not a usable ${name}: ${why}. Nothing was changed.`);
  };
  const readFile = async (file: string) => {
    const size = fs.statSync(file).size;
    if (size > MAX_TOURNAMENT_BYTES) refuse(`it is ${(size / 1024 / 1024).toFixed(0)} MB, and the official document is under 2 MB`);
    try {
      return await readTournamentFile(kind, file, isUrl(source) ? source : path.basename(source));
    } catch (error) {
      return refuse((error as Error).message.replace(`${file}: `, ''));
    }
  };
  if (!isUrl(source) && !fs.existsSync(source)) refuse('there is no such file');
  const data = isUrl(source) ? await withDownloadedFile(source, name, readFile, DOWNLOAD_TIMEOUTS, MAX_TOURNAMENT_BYTES) : await readFile(source);
  let fileName: string;
  try {
    fileName = tournamentVersionFile(data);
  } catch (error) {
    return refuse((error as Error).message);
  }
  const file = path.join(tournamentVersionsDir(target.userDataDir, kind), fileName);
  writeTournamentDoc(file, data);
  return { kind, effectiveDate: data.effectiveDate, sections: data.sections.length, file, inUse: versionInUse(tournamentVersions(target, kind))! };
}

const DEFAULT_TOURNAMENT_PAGE_URL = 'https://wpn.wizards.com/en/rules-documents';

/** The Wizards page that links to the current MTR, IPG and JAR ($HEARTWOOD_TOURNAMENT_PAGE_URL). */
export function tournamentPageUrl(): string {
  return process.env.HEARTWOOD_TOURNAMENT_PAGE_URL || DEFAULT_TOURNAMENT_PAGE_URL;
}

/** Each document's link, by its file name (MTG_MTR_2024_Sep23_EN.pdf) or the link's words. */
const LINK_NAMES: Record<TournamentKind, RegExp> = {
  mtr: /(?:^|[^a-z])mtr(?:[^a-z]|$)|tournament[\s_-]*rules/i,
  ipg: /(?:^|[^a-z])ipg(?:[^a-z]|$)|infraction[\s_-]*procedure/i,
  jar: /(?:^|[^a-z])jar(?:[^a-z]|$)|judging[\s_-]*at[\s_-]*regular/i,
};
const ENGLISH = /(?:^|[^a-z])en(?:[^a-z]|$)/i;

/** The page's PDF link for each document, made absolute; the English one where the page offers translations. */
export function findTournamentLinks(html: string, pageUrl: string): Partial<Record<TournamentKind, string>> {
  const links = [...html.matchAll(/<a\b[^>]*?href\s*=\s*["']([^"']+?\.pdf(?:\?[^"']*)?)["'][^>]*>([\s\S]*?)<\/a>/gi)].map((match) => {
    const href = match[1]!.replace(/&amp;/g, '&');
    const file = safeDecode(href.split('?')[0]!.split('/').pop()!);
    return { href, words: `${file} ${match[2]!.replace(/<[^>]+>/g, ' ')}`, file };
  });
  const found: Partial<Record<TournamentKind, string>> = {};
  for (const kind of TOURNAMENT_KINDS) {
    const named = links.filter((link) => LINK_NAMES[kind].test(link.words));
    const best = named.find((link) => ENGLISH.test(link.file)) ?? named[0];
    if (best) found[kind] = new URL(best.href, pageUrl).href;
  }
  return found;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Reads the rules documents page; the error says what to do instead. */
export async function readTournamentPage(pageUrl: string): Promise<Partial<Record<TournamentKind, string>>> {
  let html: string;
  try {
    html = await fetchText(pageUrl);
  } catch (error) {
    throw new Error(`cannot read the tournament documents page: ${(error as Error).message}. Set HEARTWOOD_TOURNAMENT_PAGE_URL or pass the PDF's file or URL.`);
  }
  return findTournamentLinks(html, pageUrl);
}

export async function findLatestTournamentUrl(kind: TournamentKind, pageUrl: string): Promise<string> {
  const url = (await readTournamentPage(pageUrl))[kind];
  if (!url) throw new Error(`no PDF link to the ${DOCUMENT_NAMES[kind]} on ${pageUrl}. Pass the PDF's file or URL instead.`);
  return url;
}

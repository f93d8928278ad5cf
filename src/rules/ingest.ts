/**
 * Ingesting a Comprehensive Rules file: from a path, an http(s) URL, or `latest` (the current
 * .txt linked from the Wizards rules page). Parse, check completeness, then keep it as a version
 * in the user data folder (<folder>/rules/<date>.json), written atomically: on any failure nothing
 * changes. The newest kept version is the one Heartwood answers from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOWNLOAD_TIMEOUTS, fetchText, isUrl, withDownloadedFile } from '../util/download';
import type { UserDataSources } from '../util/paths';
import { versionInUse } from '../util/in-effect';
import type { CorpusData } from './model';
import { changeMarks } from './changes';
import { maxRulesBytes, rulesSizeProblem } from './limits';
import { parseRulesFile, type WarningSink } from './parse';
import { completenessProblems, versionsDir, writeCorpusFile } from './store';
import { isoDate, readCorpusCached, rulesVersions, versionFileName, type RulesVersion } from './versions';

const DEFAULT_RULES_PAGE_URL = 'https://magic.wizards.com/en/rules';

export class IngestError extends Error {}

export interface IngestReport {
  file: string;
  source: string;
  effectiveDate: string;
  sections: number;
  rules: number;
  examples: number;
  glossary: number;
  /** The version the commands now answer from (this one, unless a newer one is kept). */
  inUse: RulesVersion;
}


export interface IngestOptions {
  /** The Wizards rules page for `latest` (default: $HEARTWOOD_RULES_PAGE_URL, else DEFAULT_RULES_PAGE_URL). */
  rulesPageUrl?: string;
  /** Progress and warnings for a person watching (stderr in the CLI). */
  log?: WarningSink;
}

export async function ingestRules(source: string, target: UserDataSources, options: IngestOptions = {}): Promise<IngestReport> {
  const log = options.log ?? (() => {});
  const url = source === 'latest' ? await findLatestRulesUrl(options.rulesPageUrl ?? rulesPageUrl(), log) : source;
  const data = readRulesFile(url, isUrl(url) ? await download(url, log) : readLocal(url), log);
  const date = isoDate(data.effectiveDate)!;
  const previous = rulesVersions(target)
    .filter((version) => version.date < date)
    .at(-1);
  if (previous) data.changes = changeMarks(readCorpusCached(previous.file), data, previous.date);
  const file = writeCorpusFile(path.join(versionsDir(target.userDataDir), versionFileName(data)), data);
  const count = (kind: string) => data.rules.filter((rule) => rule.kind === kind).length;
  return {
    inUse: versionInUse(rulesVersions(target))!,
    file,
    source: data.source,
    effectiveDate: data.effectiveDate,
    sections: count('section'),
    rules: count('rule') + count('subrule'),
    examples: data.rules.reduce((sum, rule) => sum + rule.examples.length, 0),
    glossary: data.glossary.length,
  };
}

/** Parses and checks a downloaded or local CR file; the error says what is wrong and that nothing changed. */
export function readRulesFile(name: string, bytes: Buffer, log: WarningSink = () => {}): CorpusData {
  let data: CorpusData;
  try {
    data = parseRulesFile(bytes, isUrl(name) ? name : path.basename(name), log);
    versionFileName(data);
  } catch (error) {
    throw new IngestError(`${name} is not a usable Comprehensive Rules file: ${(error as Error).message}. The rules were not changed.`);
  }
  const problems = completenessProblems(data);
  if (problems.length) throw new IngestError(`${name} looks incomplete (${problems.join('; ')}). The rules were not changed.`);
  return data;
}

export function rulesPageUrl(): string {
  return process.env.HEARTWOOD_RULES_PAGE_URL || DEFAULT_RULES_PAGE_URL;
}

/** The Comprehensive Rules .txt link on the rules page, made absolute. */
export async function findLatestRulesUrl(pageUrl: string, log: WarningSink = () => {}): Promise<string> {
  log(`Looking for the current Comprehensive Rules on ${pageUrl}`);
  let html: string;
  try {
    html = await fetchText(pageUrl);
  } catch (error) {
    throw new IngestError(`cannot read the rules page: ${(error as Error).message}. Set HEARTWOOD_RULES_PAGE_URL or pass --cr <file or URL>.`);
  }
  const link = findRulesTxtLink(html, pageUrl);
  if (!link) throw new IngestError(`no .txt link to the Comprehensive Rules on ${pageUrl}. Pass --cr <file or URL> instead.`);
  return link;
}

/** Prefers a .txt link naming the Comprehensive Rules; else the first .txt link. */
export function findRulesTxtLink(html: string, pageUrl: string): string | undefined {
  const links = [...html.matchAll(/href\s*=\s*["']([^"']+?\.txt(?:\?[^"']*)?)["']/gi)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  const best = links.find((link) => /comp(rehensive)?(%20|\s|-|_)?rules/i.test(link)) ?? links[0];
  return best ? new URL(best, pageUrl).href : undefined;
}

async function download(url: string, log: WarningSink): Promise<Buffer> {
  log(`Downloading ${url}`);
  try {
    return await withDownloadedFile(url, 'Comprehensive Rules', (file) => fs.readFileSync(file), DOWNLOAD_TIMEOUTS, maxRulesBytes());
  } catch (error) {
    throw new IngestError(`download failed: ${(error as Error).message}. The rules were not changed.`);
  }
}

function readLocal(file: string): Buffer {
  try {
    const tooLarge = rulesSizeProblem(fs.statSync(file).size);
    if (tooLarge) throw new IngestError(`${file} is not a usable Comprehensive Rules file: ${tooLarge}. The rules were not changed.`);
    return fs.readFileSync(file);
  } catch (error) {
    if (error instanceof IngestError) throw error;
    throw new IngestError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
}

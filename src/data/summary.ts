/**
 * What data is loaded, from where: the one-line summary the console and the bot's log start with,
 * `heartwood data` (every source in detail) and `heartwood data --reset` (back to the bundled data).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadCardLibrary } from '../cards/library';
import { readStoreHeader, storePath } from '../cards/store';
import { loadRules, type Rules } from '../rules';
import { versionsDir } from '../rules/store';
import { longDate, rulesVersions } from '../rules/versions';
import type { DataSources, UserDataSources } from '../util/paths';
import { versionInUse } from '../util/in-effect';
import { refreshStatePath } from './refresh-state';
import { DOCUMENT_NAMES, TOURNAMENT_KINDS } from '../tournament/model';
import { ingestedTournamentDir, tournamentVersions } from '../tournament/versions';

const number = (value: number) => value.toLocaleString('en-US');

function officialRuleCount(rules: Rules): number {
  return rules.corpus.rules.filter((rule) => (rule.kind === 'rule' || rule.kind === 'subrule') && !rule.unofficial).length;
}

/** `Comprehensive Rules of January 16, 2026: 3,114 rules, 725 glossary entries; 79 cards`, or what is missing. */
export function loadedSummary(sources: DataSources): string {
  let rules: string;
  try {
    const loaded = loadRules(sources);
    rules = `Comprehensive Rules of ${loaded.effectiveDate}: ${number(officialRuleCount(loaded))} rules, ${number(loaded.corpus.glossary.length)} glossary entries`;
  } catch (error) {
    rules = `no rules (${(error as Error).message})`;
  }
  let cards: string;
  try {
    cards = `${number(loadCardLibrary(sources).size)} cards`;
  } catch {
    cards = 'no card data';
  }
  return `${rules}; ${cards}`;
}

/** `heartwood data`: what is loaded, and from which file, with the kept rules versions. */
export function dataReport(sources: UserDataSources): string {
  const lines = [`Data folder: ${sources.userDataDir}${process.env.HEARTWOOD_DATA?.trim() ? ' (HEARTWOOD_DATA)' : ''}`, `Bundled data: ${sources.dataDir}`, ''];
  try {
    const rules = loadRules(sources);
    const version = rules.version!;
    lines.push(`Rules: the Comprehensive Rules of ${rules.effectiveDate}, ${number(officialRuleCount(rules))} rules and ${number(rules.corpus.glossary.length)} glossary entries`);
    lines.push(`  from ${version.file} (${version.origin})`);
    const unofficial = rules.corpus.rules.filter((rule) => rule.unofficial).map((rule) => rule.id);
    if (unofficial.length) lines.push(`  with Heartwood's own rules, not part of the official Comprehensive Rules: ${unofficial.join(', ')}`);
    const versions = rulesVersions(sources).map((kept) => `${longDate(kept.date)} (${kept.origin}${kept.date > version.date ? ', not yet in effect' : ''})`);
    lines.push(`  versions kept for /changes: ${versions.join(', ')}`);
  } catch (error) {
    lines.push(`Rules: none loaded: ${(error as Error).message}`);
  }
  try {
    const library = loadCardLibrary(sources);
    lines.push('', `Cards: ${number(library.size)} cards and ${number(library.rulingCount)} rulings`);
    const bundled = storePath(sources.dataDir);
    if (fs.existsSync(bundled)) lines.push(`  ${number(readStoreHeader(bundled).cards)} bundled, from ${bundled}`);
    const ingested = storePath(sources.userDataDir);
    if (library.ingestedDamage) {
      lines.push(`  none of the ingested cards: ${library.ingestedDamage}`);
    } else if (fs.existsSync(ingested)) {
      const store = readStoreHeader(ingested);
      const remote = store.remote ? ` (${store.remote.kind}, version ${store.remote.version})` : '';
      lines.push(`  ${number(store.cards)} ingested${remote}, from ${ingested}:`);
      for (const source of store.sources) {
        const cards = store.cardsBySource?.[source];
        lines.push(`    ${source}${cards === undefined ? '' : `: ${number(cards)} cards`}`);
      }
      lines.push('  (`heartwood data --remove <file>` drops one; `heartwood ingest --replace …` starts afresh)');
    } else {
      lines.push('  none ingested: `npx heartwood ingest --cards scryfall` adds every card');
    }
  } catch (error) {
    lines.push('', `Cards: none loaded: ${(error as Error).message}`);
  }
  lines.push('', 'Tournament documents:');
  for (const kind of TOURNAMENT_KINDS) {
    try {
      const versions = tournamentVersions(sources, kind);
      const inUse = versionInUse(versions);
      if (!inUse) throw new Error(`not bundled (\`npm run build:tournament\` makes it, \`heartwood ingest --${kind} <PDF>\` adds one)`);
      const kept = versions.length > 1 ? `; versions kept for /changes: ${versions.map((version) => `${longDate(version.date)} (${version.origin})`).join(', ')}` : '';
      lines.push(`  ${DOCUMENT_NAMES[kind]} effective ${longDate(inUse.date)}, from ${inUse.file} (${inUse.origin})${kept}`);
    } catch (error) {
      lines.push(`  ${DOCUMENT_NAMES[kind]}: ${(error as Error).message}`);
    }
  }
  return lines.join('\n');
}

/**
 * `heartwood data --reset`: removes what Heartwood put in the data folder (the ingested rules
 * versions, the card store, the refresh state, the ingested tournament documents), so that it answers from the bundled data again.
 * Only those files: the folder may be shared with other things. Returns what was removed.
 */
export function resetUserData(userDataDir: string): string[] {
  const owned = [versionsDir(userDataDir), storePath(userDataDir), refreshStatePath(userDataDir), ingestedTournamentDir(userDataDir)];
  const present = owned.filter((file) => fs.existsSync(file));
  for (const file of present) fs.rmSync(file, { recursive: true, force: true });
  return present.map((file) => path.relative(userDataDir, file) || file);
}

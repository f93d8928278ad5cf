/** Shared by the rules and search tests: the miniature CR fixture, parsed and loaded. */
import fs from 'node:fs';
import path from 'node:path';
import { rulesFromData, type Rules } from '../../src/rules';
import { parseRulesFile } from '../../src/rules/parse';
import type { CorpusData } from '../../src/rules/model';
import { sharedDataPath } from '../shared-data';

export const MINI_CR = path.join(__dirname, '..', 'fixtures', 'rules', 'mini-cr.txt');

export function miniCorpus(): CorpusData {
  return parseRulesFile(fs.readFileSync(MINI_CR), 'mini-cr.txt');
}

export function miniRules(): Rules {
  return rulesFromData(miniCorpus());
}

let full: Rules | undefined;
/** The full January 16, 2026 Comprehensive Rules from ../shared/data, parsed once per test file. */
export function fullRules(): Rules {
  full ??= rulesFromData(parseRulesFile(fs.readFileSync(sharedDataPath('MagicCompRules.txt')), 'MagicCompRules.txt'));
  return full;
}

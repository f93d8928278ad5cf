import fs from 'node:fs';
import { resolveCitation } from '../../src/engine';
import { linkCorpus } from '../../src/rules/model';
import { parseRulesFile } from '../../src/rules/parse';
import { listPresets } from '../../src/scenario/presets';
import { simulate } from '../../src/scenario/simulate';
import { resolveDataDir } from '../../src/util/paths';
import { describeWithSharedData, sharedDataPath } from '../shared-data';

const DATA = resolveDataDir();

describeWithSharedData('every rule a preset cites exists in the Comprehensive Rules (January 2026 and November 2025)', ['MagicCompRules.txt', 'MagicCompRules-OLD-2025-11-14.txt'], () => {
  const cited = new Set<string>();
  for (const preset of listPresets(DATA)) {
    const result = simulate(preset.text, { dataDir: DATA });
    if (result.ok) for (const event of result.trace.events) for (const rule of event.rules) cited.add(rule);
  }

  it.each(['MagicCompRules.txt', 'MagicCompRules-OLD-2025-11-14.txt'])('%s has every cited rule', (file) => {
    const corpus = linkCorpus(parseRulesFile(fs.readFileSync(sharedDataPath(file)), file));
    const byTitle = (title: string) => corpus.rules.find((rule) => rule.kind === 'section' && rule.title === title)?.id;
    expect(cited.size).toBeGreaterThan(30);
    const missing = [...cited].filter((rule) => !corpus.get(resolveCitation(rule, byTitle)));
    expect(missing).toEqual([]);
  });
});

import fs from 'node:fs';
import { resolveCitation } from '../../src/engine';
import { describeWithSharedData, sharedDataPath } from '../shared-data';
import { SCENARIOS, play } from './scenarios';

/** Rule numbers at line starts ("601.2c", "732.1", "702.11") and section titles ("732" → "Handling Illegal Actions"). */
function scanRules(file: string): { numbers: Set<string>; sectionByTitle: Map<string, string> } {
  const lines = fs.readFileSync(sharedDataPath(file), 'utf8').split(/\r\n|\r|\n/);
  const numbers = new Set<string>();
  const sectionByTitle = new Map<string, string>();
  for (const line of lines) {
    const rule = /^(\d{3}\.\d+[a-z]?)\.?\s/.exec(line);
    if (rule) numbers.add(rule[1]!);
    const section = /^(\d{3})\. (.+)$/.exec(line);
    if (section) {
      numbers.add(section[1]!);
      sectionByTitle.set(section[2]!.trim(), section[1]!);
    }
  }
  return { numbers, sectionByTitle };
}

describeWithSharedData('every cited rule exists in the January 2026 CR', ['MagicCompRules.txt'], () => {
  const { numbers } = scanRules('MagicCompRules.txt');

  it.each(Object.keys(SCENARIOS))('%s cites only rules that exist, in one-line texts', (name) => {
    const { events } = play(SCENARIOS[name as keyof typeof SCENARIOS]);
    const cited = events.flatMap((e) => e.rules.map((rule) => ({ rule, text: e.text })));
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((c) => !numbers.has(c.rule))).toEqual([]);
    expect(events.filter((e) => e.text.includes('\n')).map((e) => e.text)).toEqual([]);
  });

  it('also cites only existing rules inside event texts, e.g. "(702.11b)"', () => {
    const inText = Object.values(SCENARIOS).flatMap((s) => play(s).events.flatMap((e) => [...e.text.matchAll(/\((\d{3}\.\d+[a-z]?)[),]/g)].map((m) => m[1]!)));
    expect(inText.length).toBeGreaterThan(0);
    expect(inText.filter((rule) => !numbers.has(rule))).toEqual([]);
  });
});

describeWithSharedData('citations resolve against the loaded CR version ("Handling Illegal Actions" moves)', ['MagicCompRules.txt', 'MagicCompRules-OLD-2021-11-15.txt'], () => {
  it('keeps 732.1 for the 2026 CR and maps it to 726.1 in the 2021 CR', () => {
    const current = scanRules('MagicCompRules.txt').sectionByTitle;
    const old = scanRules('MagicCompRules-OLD-2021-11-15.txt').sectionByTitle;
    expect(resolveCitation('732.1', (title) => current.get(title))).toBe('732.1');
    expect(resolveCitation('732.1', (title) => old.get(title))).toBe('726.1');
    expect(resolveCitation('601.2c', (title) => old.get(title))).toBe('601.2c');
  });
});

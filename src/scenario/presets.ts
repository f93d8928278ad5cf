/**
 * Named scenarios: rules-data/scenarios/<name>.txt, each opening with a one-line `# title`.
 * Read once per rules-data directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { suggest } from './suggest';

export interface Preset {
  name: string;
  title: string;
  text: string;
}

export class PresetError extends Error {}

const cache = new Map<string, Preset[]>();

export function listPresets(dataDir: string): Preset[] {
  let presets = cache.get(dataDir);
  if (!presets) {
    const dir = path.join(dataDir, 'scenarios');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.txt')).sort() : [];
    presets = files.map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const title = /^\s*#\s*(.+)/.exec(text)?.[1]?.trim() ?? file;
      return { name: file.replace(/\.txt$/, ''), title, text };
    });
    cache.set(dataDir, presets);
  }
  return presets;
}

/** The preset called `name` (case-insensitive), or an error that lists or suggests names. */
export function findPreset(dataDir: string, name: string): Preset {
  const presets = listPresets(dataDir);
  const wanted = name.trim().toLowerCase();
  const found = presets.find((preset) => preset.name === wanted);
  if (found) return found;
  const guess = suggest(wanted, presets.map((preset) => preset.name)) ?? presets.find((preset) => preset.name.includes(wanted))?.name;
  throw new PresetError(`no preset named '${name}'${guess ? ` — did you mean ${guess}?` : `; presets: ${presets.map((p) => p.name).join(', ') || 'none'}`}`);
}

import fs from 'node:fs';

/**
 * Loads what a data file holds once, and again only when the file changes (a new ingest):
 * a cache keyed by path and checked against the file's modification time and size.
 * `missing` is called (and must throw a clear error) when the file does not exist.
 */
export function cachedByFile<T>(load: (file: string) => T, missing: (file: string) => never): (file: string) => T {
  const loaded = new Map<string, { mtimeMs: number; size: number; value: T }>();
  return (file) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return missing(file);
    }
    const cached = loaded.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.value;
    const value = load(file);
    loaded.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, value });
    return value;
  };
}

import fs from 'node:fs';

/** What a file looked like when it was read: a change of either means a new ingest. */
function stampOf(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
}

/**
 * Loads what a set of data files holds once, and again only when one of them changes (a new
 * ingest, a refresh): a cache keyed by the paths and checked against each file's modification
 * time and size. A path that does not exist is part of the key too (it may appear later).
 */
export function cachedByFiles<T>(load: (files: string[]) => T): (files: string[]) => T {
  const loaded = new Map<string, { stamps: string; value: T }>();
  return (files) => {
    const key = files.join('\n');
    const stamps = files.map((file) => stampOf(file) ?? '-').join('\n');
    const cached = loaded.get(key);
    if (cached && cached.stamps === stamps) return cached.value;
    const value = load(files);
    loaded.set(key, { stamps, value });
    return value;
  };
}

/**
 * Loads what a data file holds once, and again only when the file changes.
 * `missing` is called (and must throw a clear error) when the file does not exist.
 */
export function cachedByFile<T>(load: (file: string) => T, missing: (file: string) => never): (file: string) => T {
  const cached = cachedByFiles(([file]) => load(file!));
  return (file) => (fs.existsSync(file) ? cached([file]) : missing(file));
}

import fs from 'node:fs';
import { runInTurns, type Steps } from './lazy';

/** What a file looked like when it was read: a change of either means a new ingest. */
function stampOf(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
}

/** The stamps of a list of files (a missing file has one too: it may appear later). */
export function stampsOf(files: string[]): string {
  return files.map((file) => stampOf(file) ?? '-').join('\n');
}

/** What a value that cachedByFiles() loaded was loaded from: its files, and their stamps then. */
export interface LoadedFrom {
  files: string[];
  stamps: string;
}

const loadedFrom = new WeakMap<object, LoadedFrom>();

/** The files and stamps a cached value was loaded from (undefined for any other value). */
export function loadedFromFiles(value: object): LoadedFrom | undefined {
  return loadedFrom.get(value);
}

export interface CacheOptions<T> {
  /** Builds what the value would build on first use (its indexes), a step at a time. */
  warm?: (value: T) => Steps;
}

/** Set by reloadInBackground(): what to do with a background reload that failed. */
let backgroundFailure: ((error: unknown) => void) | undefined;

/**
 * From now on, caches with a `warm` reload a changed file in the background: the call that sees
 * the change gets the value it had at once, and the new value, loaded and warmed in event-loop
 * turns of its own, replaces it when ready. So no lookup waits for a reload (the bot, whose answers
 * must come within Discord's time). A reload that fails keeps the old value and is reported to
 * `failed`. Without this (the command line, the console), the call that sees the change loads it.
 */
export function reloadInBackground(failed: (error: unknown) => void): void {
  backgroundFailure = failed;
}

interface Entry<T> {
  stamps: string;
  value: T;
  /** The stamps a background reload is (or was last) loading. */
  reloading?: string;
}

/**
 * Loads what a set of data files holds once, and again only when one of them changes (a new
 * ingest, a refresh): a cache keyed by the paths and checked against each file's modification
 * time and size. A path that does not exist is part of the key too (it may appear later).
 */
export function cachedByFiles<T>(load: (files: string[], inUse?: T) => T, options: CacheOptions<T> = {}): (files: string[]) => T {
  const loaded = new Map<string, Entry<T>>();
  const remember = (key: string, files: string[], stamps: string, value: T) => {
    loaded.set(key, { stamps, value });
    if (typeof value === 'object' && value !== null) loadedFrom.set(value, { files, stamps });
  };
  const reload = async (key: string, files: string[], stamps: string, inUse: T) => {
    try {
      const value = await runInTurns(
        (function* () {
          yield;
          const value = load(files, inUse);
          yield* options.warm!(value);
          return value;
        })(),
      );
      remember(key, files, stamps, value);
    } catch (error) {
      backgroundFailure?.(error);
    }
  };
  return (files) => {
    const key = files.join('\n');
    const stamps = stampsOf(files);
    const cached = loaded.get(key);
    if (cached && cached.stamps === stamps) return cached.value;
    if (cached && options.warm && backgroundFailure) {
      if (cached.reloading !== stamps) {
        cached.reloading = stamps;
        void reload(key, files, stamps, cached.value);
      }
      return cached.value;
    }
    const value = load(files);
    remember(key, files, stamps, value);
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

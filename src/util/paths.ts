import fs from 'node:fs';
import path from 'node:path';
import envPaths from 'env-paths';

/** The project's root folder: the nearest above this code with a package.json (this file is src/util/paths.ts, or part of dist/heartwood.js). */
export const PROJECT_ROOT = projectRoot(__dirname);

function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(__dirname, '..', '..');
  }
}

/** Where the data comes from: the bundled data directory, and the user data folder layered over it. */
export interface DataSources {
  dataDir: string;
  /** Absent: the bundled data alone (as in tests). */
  userDataDir?: string;
}

/** The sources of a running Heartwood, which always has a user data folder (the front ends, ingest, refresh). */
export interface UserDataSources extends DataSources {
  userDataDir: string;
}

/** The bundled data directory: `--bundled-data <dir>` (a directory laid out like rules-data/), else rules-data/. */
export function resolveDataDir(override?: string): string {
  return path.resolve(override ?? path.join(PROJECT_ROOT, 'rules-data'));
}

/**
 * The user data folder, where ingested and refreshed data go (never inside the project):
 * HEARTWOOD_DATA, else the platform's user data directory (~/.local/share/heartwood on Linux,
 * ~/Library/Application Support/heartwood on macOS, %LOCALAPPDATA%\heartwood\Data on Windows).
 */
export function userDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.HEARTWOOD_DATA?.trim();
  return path.resolve(chosen || envPaths('heartwood', { suffix: '' }).data);
}

import path from 'node:path';

/** The project's root folder (this file is src/util/paths.ts). */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

/** The rules-data directory: --data, else HEARTWOOD_DATA, else the bundled rules-data/. */
export function resolveDataDir(override?: string): string {
  return path.resolve(override ?? process.env.HEARTWOOD_DATA ?? path.join(PROJECT_ROOT, 'rules-data'));
}

/** Runs `node bin/heartwood.js …` as a user would, with the environment the test gives. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/util/paths';

export const BIN = path.join(PROJECT_ROOT, 'bin', 'heartwood.js');

export function heartwood(args: string[], env: Record<string, string> = {}, input = ''): Promise<{ stdout: string; stderr: string; code: number }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd: PROJECT_ROOT, env: { ...process.env, DISCORD_TOKEN: '', ...env } }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, code: error ? ((error as { code?: number }).code ?? 1) : 0 }),
    );
    child.stdin?.end(input);
  });
}

/** A hash of every file under rules-data/ by path: equal before and after means an ingest changed nothing in the project. */
export function projectFiles(dir = path.join(PROJECT_ROOT, 'rules-data')): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(PROJECT_ROOT, file)] = createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

/**
 * Every command the README shows in a code block, run as a new user would on a fresh data folder
 * (test/data-folder.ts): each slash command answers without a warning or an error, each CLI
 * command exits 0, and where the README shows JSON output, the output has those fields.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findCommand } from '../commands';
import { parseOptionText } from '../src/cli/options';
import { PROJECT_ROOT, resolveDataDir } from '../src/util/paths';
import { heartwood } from './cli-process';

const codeLines = fs
  .readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8')
  .split('\n')
  .filter((line) => /^ {4}\S/.test(line))
  .map((line) => line.slice(4));

/** `/rule query:601.2  the rule with its subrules` → `/rule query:601.2`; the console form when given. */
const slashCommands = codeLines.filter((line) => line.startsWith('/')).map((line) => (/\(console: ([^)]+)\)/.exec(line)?.[1] ?? line.split(/\s{2,}/)[0]!).trim());

/**
 * CLI commands a test can't run here, and why: downloads (tested against a local server in
 * test/data), files the README names as the user's own, and synopses.
 */
const NOT_RUN: [RegExp, string][] = [
  [/ingest --cards (scryfall|mtgjson)|ingest --cr latest/, 'downloads from the internet'],
  [/THS\.json|IPG\.pdf|scenario\.txt|big\.txt/, "names a file of the user's"],
  [/\[--/, 'a synopsis, not a command'],
];
const cliCommands = codeLines
  .filter((line) => /^(?:npx heartwood|printf .*\| npx heartwood) /.test(line))
  .map((line) => ({ line: line.replace(/\s+#.*$/, '').replace(/\s{2,}\(.*$/, '').trim(), shown: /#\s*(\{.*\})\s*$/.exec(line)?.[1] }))
  .filter(({ line }) => !NOT_RUN.some(([pattern]) => pattern.test(line)));

/** The shell words of a README command line (double and single quotes, `\n` in printf's format). */
function shellWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

describe('the README commands on a fresh data folder', () => {
  const ctx = { dataDir: resolveDataDir(), userId: 'readme' };

  it('shows slash commands and CLI commands to run', () => {
    expect(slashCommands.length).toBeGreaterThan(20);
    expect(cliCommands.length).toBeGreaterThan(10);
  });

  it.each(slashCommands)('%s answers without a warning or an error', async (line) => {
    const [, name, rest] = /^\/(\S+)\s*(.*)$/.exec(line)!;
    const module = findCommand(name!);
    expect(module).toBeDefined();
    const reply = await module!.execute(parseOptionText(module!, rest!), ctx);
    expect([line, reply.tone ?? 'info', reply.pages[0]?.title]).toEqual([line, expect.not.stringMatching(/warning|error/), expect.any(String)]);
  });

  it.each(cliCommands)('$line exits 0 with what the README shows', async ({ line, shown }) => {
    const piped = /^printf (.+?) \| npx heartwood (.*)$/.exec(line);
    const args = shellWords(piped ? piped[2]! : line.replace(/^npx heartwood /, ''));
    const input = piped ? shellWords(piped[1]!)[0]!.replace(/\\n/g, '\n') : '';
    const { stdout, stderr, code } = await heartwood(args, { HEARTWOOD_DATA: process.env.HEARTWOOD_DATA! }, input);
    expect([line, code, stderr]).toEqual([line, 0, expect.not.stringMatching(/Error|error:/)]);
    expect(stdout.trim()).not.toBe('');
    if (!shown) return;
    const output = stdout.split('\n')[0]!;
    // Each `"field":` the README shows is in the output, and each literal value too.
    for (const [, field, literal] of shown.matchAll(/"(\w+)":("[^"…]*"|\d+)?/g)) {
      expect(output).toContain(literal ? `"${field}":${literal}` : `"${field}":`);
    }
  });
});

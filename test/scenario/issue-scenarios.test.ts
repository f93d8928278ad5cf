import { execFile } from 'node:child_process';
import path from 'node:path';
import { simulate } from '../../commands/simulate';
import { createConsoleSession } from '../../src/cli/console';
import { closeSimulationPool } from '../../src/scenario/pool';
import { PROJECT_ROOT, resolveDataDir } from '../../src/util/paths';

/** The three scenarios of issue 6, exactly as written there, and what each must show. */
const SCENARIOS: { name: string; text: string; shows: RegExp }[] = [
  {
    name: 'heroic resolves before the spell that made it trigger',
    text: 'Alice has Favored Hoplite, Plains\nAlice casts Gods Willing targeting Favored Hoplite, choosing red',
    shows: /Favored Hoplite's trigger resolves[\s\S]*Gods Willing resolves[\s\S]*Favored Hoplite 2\/3, 1 \+1\/\+1 counter, protection from red/,
  },
  {
    name: 'hexproof makes the cast illegal and the game goes back',
    text: 'Alice has Mountain\nBob has Slippery Bogle\nAlice casts Lightning Bolt targeting Slippery Bogle',
    shows: /\[601\.2c, 702\.11b\] Slippery Bogle can't be the target[\s\S]*\[732\.1, 732\.2\] The game returns[\s\S]*hand: Lightning Bolt/,
  },
  {
    name: 'a token pays for a response that counters the bolt on resolution',
    text: "Alice has Grizzly Bears, Heartwood token\nBob has Mountain\nBob casts Lightning Bolt targeting Grizzly Bears\nAlice casts Ranger's Guile targeting Grizzly Bears paying with Heartwood token",
    shows: /Alice pays \{G\}: Heartwood token adds \{G\}[\s\S]*Lightning Bolt doesn't resolve[\s\S]*Grizzly Bears 3\/3/,
  },
];

const ctx = { dataDir: resolveDataDir(), userId: 'test' };
afterAll(() => closeSimulationPool());

function cli(stdin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(PROJECT_ROOT, 'bin', 'heartwood.js'), 'simulate', '-'], { timeout: 20000 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin!.end(stdin);
  });
}

describe.each(SCENARIOS)('issue 6 scenario: $name', ({ text, shows }) => {
  it('runs as written with /simulate (one line, statements separated by ";")', async () => {
    const reply = await simulate.execute({ scenario: text.split('\n').join('; ') }, ctx);
    expect(reply.pages.map((page) => page.code).join('\n')).toMatch(shows);
  });

  it('runs as written in the console (the form, one statement a line)', async () => {
    const session = createConsoleSession(ctx);
    await session.run('/simulate');
    expect(await session.submitModal({ scenario: text })).toMatch(/\[601\.2a\] \w+ proposes casting/);
    const reply = await simulate.component!({ args: ['form'], fields: { scenario: text } }, ctx);
    expect(reply.pages.map((page) => page.code).join('\n')).toMatch(shows);
  });

  it('runs as written from the command line (heartwood simulate -)', async () => {
    expect(await cli(text)).toMatch(shows);
  });
});

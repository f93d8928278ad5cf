/** /simulate's "Explain a rule" menu reaches a preset's own rule, and /help names the message command for what it is. */
import { simulate } from '../../commands/simulate';
import { createConsoleSession } from '../../src/cli/console';
import { LIMITS } from '../../src/reply/reply';
import { closeSimulationPool } from '../../src/scenario/pool';
import { listPresets } from '../../src/scenario/presets';
import { OTHER_RULE } from '../../src/scenario/reply';
import { resolveDataDir } from '../../src/util/paths';

const ctx = { dataDir: resolveDataDir(), userId: 'explain-menu' };
const RULE_ID = /\b\d{3}(?:\.\d+[a-z]?)?\b/g;

afterAll(() => closeSimulationPool());

describe('the Explain menu of every preset', () => {
  const presets = listPresets(ctx.dataDir).filter((preset) => (preset.title.match(RULE_ID) ?? []).length > 0);

  it('covers presets whose titles name rules', () => expect(presets.length).toBeGreaterThan(20));

  it.each(presets.map((preset) => [preset.name, preset.title]))('%s offers the rules its title names (%s), within 25 entries', async (name, title) => {
    const reply = await simulate.execute({ preset: name }, ctx);
    const offered = reply.select!.options.map((option) => option.value);
    expect(offered.length).toBeLessThanOrEqual(LIMITS.selectOptions);
    for (const id of title.match(RULE_ID) ?? []) expect([id, offered]).toEqual([id, expect.arrayContaining([id])]);
    // Past 25 rules the last entry asks for any of the others by number.
    if (offered.includes(OTHER_RULE)) expect(offered.indexOf(OTHER_RULE)).toBe(LIMITS.selectOptions - 1);
  });
});

test('/help lists the message command as Discord shows it (Apps on a message), not as a slash command', async () => {
  const help = await createConsoleSession(ctx).run('/help');
  expect(help).toContain('In Discord only, on a message (right-click it, then Apps):\n  Simulate: plays the scenario written in the message');
  expect(help).not.toMatch(/\/Simulate|context-menu command/);
});

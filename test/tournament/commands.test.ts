/** /mtr, /ipg and /jar end to end through the console (the reply path Discord uses too), on the bundled documents. */
import { commands } from '../../commands';
import { createConsoleSession } from '../../src/cli/console';
import { localizeDefinition } from '../../src/discord/german';
import { resolveDataDir } from '../../src/util/paths';

const ctx = { dataDir: resolveDataDir(), userId: 'console' };

describe('/mtr, /ipg, /jar', () => {
  it('/ipg by abbreviation shows the infraction with its penalty first, then its definition', async () => {
    const out = await createConsoleSession(ctx).run('/ipg GRV');
    expect(out).toContain('IPG 2.5 Game Play Error — Game Rule Violation');
    const penalty = out.indexOf('Penalty: Warning');
    expect(penalty).toBeGreaterThan(0);
    expect(out.indexOf('Definition')).toBeGreaterThan(penalty);
    expect(out).toContain('Infraction Procedure Guide effective September 23, 2024');
  });

  it('/ipg by number pages through a long infraction and its buttons open the neighbours', async () => {
    const session = createConsoleSession(ctx);
    const first = await session.run('/ipg 2.1');
    expect(first).toContain('[page 1/');
    expect(first).toContain('Penalty: No Penalty');
    expect(first).toMatch(/\[!\d\] 2\.2 Looking at Extra Cards ▶/);
    const second = await session.run('!2');
    expect(second).toContain('[page 2/');
    expect(second).toContain('IPG 2.1 Game Play Error — Missed Trigger');
  });

  it('/mtr by number and in words; a number that is no section says so', async () => {
    const session = createConsoleSession(ctx);
    expect(await session.run('/mtr 3.10')).toContain('MTR 3.10 Card Shuffling');
    expect(await session.run('/mtr deck registration')).toContain('MTR 2.7 Deck Registration');
    expect(await session.run('/mtr 3.99')).toContain('No match for “3.99”');
  });

  it('/jar in words', async () => {
    expect(await createConsoleSession(ctx).run('/jar a player sees a card in the library')).toContain('A player sees a card in a library that they shouldn’t have seen');
  });

  it('autocomplete completes a section by abbreviation and by number', async () => {
    const session = createConsoleSession(ctx);
    expect((await session.complete('/ipg HCE'))[0]).toMatch(/^\/ipg 2\.3/);
    expect(await session.complete('/mtr 3.1')).toEqual(expect.arrayContaining([expect.stringMatching(/^\/mtr 3\.10/)]));
  });

  it('/rule about a penalty points to the IPG section that answers it, with a button that opens it', async () => {
    const session = createConsoleSession(ctx);
    const out = await session.run('/rule what is the penalty for hidden card error');
    expect(out).toContain('`/ipg 2.3` (Hidden Card Error, Warning) answers this');
    expect(out).toContain('[!1] Ask /ipg 2.3: Hidden Card Error');
    expect(await session.run('!1')).toContain('IPG 2.3 Game Play Error — Hidden Card Error');
  });

  it('/ipg appendix a draws the Penalty Quick Reference as a table: every infraction with its number, its penalty as its own section states it', async () => {
    const out = await createConsoleSession(ctx).run('/ipg appendix a');
    const rows = [...out.matchAll(/^ {2}(\d\.\d) (.+?) {2,}(\S.*)$/gm)];
    expect(rows.length).toBe(23);
    for (const [, id, , penalty] of rows) {
      const section = await createConsoleSession(ctx).run(`/ipg ${id}`);
      expect([id, section]).toEqual([id, expect.stringContaining(`Penalty: ${penalty === 'None' ? 'No Penalty' : penalty}`)]);
    }
  });

  it('/ipg by a former infraction name finds the infraction it became', async () => {
    expect(await createConsoleSession(ctx).run('/ipg drawing extra cards')).toContain('IPG 2.3 Game Play Error — Hidden Card Error');
    expect(await createConsoleSession(ctx).run('/ipg Improper Drawing at Start of Game')).toContain('IPG 2.4 Game Play Error — Mulligan Procedure Error');
  });

  it('/define of an infraction the glossary lacks says so and points to the IPG section', async () => {
    const out = await createConsoleSession(ctx).run('/define game rule violation');
    expect(out).toContain('The glossary has no entry “game rule violation”');
    expect(out).toContain('`/ipg 2.5` (Game Rule Violation, Warning) answers this');
    expect(out).toContain('Ask /ipg 2.5: Game Rule Violation');
  });

  it('/rule about tournament procedure points to the MTR section', async () => {
    expect(await createConsoleSession(ctx).run('/rule slow play')).toContain('`/mtr 5.5` (Slow Play) answers this');
  });

  it.each([['mtr'], ['ipg'], ['jar']])('/%s is registered with a German description and option name', (name) => {
    const command = commands.find((c) => c.definition.name === name)!;
    const localized = localizeDefinition(command.definition) as { description_localizations?: { de?: string }; options?: { name_localizations?: { de?: string } }[] };
    expect(localized.description_localizations?.de).toMatch(/englisch/);
    expect(localized.options?.[0]?.name_localizations?.de).toBe('suche');
  });
});

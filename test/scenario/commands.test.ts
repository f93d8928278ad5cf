import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commands, findCommand } from '../../commands';
import { simulate } from '../../commands/simulate';
import { scenarioInMessage, simulateMessage } from '../../commands/simulate-message';
import { createConsoleSession } from '../../src/cli/console';
import { embedLength, renderMessage } from '../../src/discord/render';
import { decodeCustomId } from '../../src/reply/command';
import { LIMITS, type Reply } from '../../src/reply/reply';
import { closeSimulationPool } from '../../src/scenario/pool';
import { resolveDataDir } from '../../src/util/paths';
import { FIXTURE_DATA } from './fixture-data';

const ctx = { dataDir: FIXTURE_DATA, userId: 'test' };
const SCENARIO_1 = 'Alice has Favored Hoplite, Plains; Alice casts Gods Willing targeting Favored Hoplite, choosing red';

afterAll(() => closeSimulationPool());

/** What Discord would hand back to the component handler: the shown embed's fields. */
function messageOf(reply: Reply): { content: string; embeds: { fields?: { name: string; value: string }[] }[] } {
  const page = reply.pages[reply.page ?? 0]!;
  return { content: '', embeds: [{ fields: page.fields }] };
}

function pageArgs(reply: Reply, page: number): string[] {
  return decodeCustomId(`${reply.pageKey}:${page}`).args;
}

describe('/simulate scenario:<text>', () => {
  it('is registered, with the Simulate message command', () => {
    expect(findCommand('simulate')).toBe(simulate);
    expect(commands).toContain(simulateMessage);
  });

  it('replies with the trace in monospace, the scenario in a field, and an "Explain a rule" menu', async () => {
    const reply = await simulate.execute({ scenario: SCENARIO_1 }, ctx);
    expect(reply.tone).toBe('success');
    const page = reply.pages[0]!;
    expect(page.code).toMatch(/\[601\.2a\] Alice proposes casting Gods Willing/);
    expect(page.fields?.[0]).toEqual({ name: 'Scenario', value: '```\n' + SCENARIO_1 + '\n```' });
    expect(reply.select?.placeholder).toBe('Explain a rule');
    // The fixture corpus has 601.2a of the rules this trace cites: only rules it can explain are offered.
    expect(reply.select?.options).toEqual([{ label: '601.2a', value: '601.2a', description: expect.stringMatching(/^To propose the casting of a spell/) }]);
  });

  it('opens with the verdict; "Show every step" answers with the whole trace, 601.2g–h and every pass included, paged by its own buttons', async () => {
    const reply = await simulate.execute({ scenario: SCENARIO_1 }, ctx);
    const page = reply.pages[0]!;
    expect(page.text).toBe('**Verdict:** Gods Willing resolves; Alice 20, Opponent 20');
    expect(page.code).not.toMatch(/passes priority/);
    // Discord has no command-line flags: the steps left out are shown by the button.
    expect(page.code).toMatch(/detail steps? not shown: .*; the “Show every step” button shows them\)/);
    expect(page.code).not.toMatch(/--verbose/);
    const every = reply.buttons!.find((b) => b.label === 'Show every step')!;
    const verbose = await simulate.component!({ args: decodeCustomId(every.customId).args, message: messageOf(reply) }, ctx);
    const text = verbose.pages.map((p) => p.code).join('\n');
    expect(text).toMatch(/\[117\.3d\] Alice passes priority/);
    expect(text).toMatch(/\[605\.1a, 605\.3b, 601\.2g\] Alice activates Plains's mana ability/);
    expect(verbose.buttons ?? []).toEqual([]);
    expect(verbose.pageKey).toBe('simulate:every-page:');
  });

  it('offers at most 25 rules, the rarest in the trace first, so that 608.2b is not crowded out by priority passes', async () => {
    // The bundled cards and presets, without a corpus: every cited rule is a candidate.
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-no-corpus-'));
    for (const folder of ['cards', 'scenarios']) fs.symlinkSync(path.join(resolveDataDir(), folder), path.join(bare, folder));
    const reply = await simulate.execute({ preset: 'token-pays-for-response' }, { ...ctx, dataDir: bare });
    const offered = reply.select!.options.map((o) => o.value);
    expect(offered).toHaveLength(LIMITS.selectOptions);
    expect(offered).toContain('608.2b');
    expect(offered).not.toContain('117.3d');
  });

  it('opens a form with a multi-line field when no scenario is given, and runs what is submitted', async () => {
    const form = await simulate.execute({}, ctx);
    expect(form.modal?.fields[0]).toMatchObject({ paragraph: true, required: true });
    const { args } = decodeCustomId(form.modal!.customId);
    const reply = await simulate.component!({ args, fields: { scenario: SCENARIO_1.replace('; ', '\n') } }, ctx);
    expect(reply.pages[0]!.code).toMatch(/Favored Hoplite's trigger resolves/);
  });

  it('answers a scenario error at its line and column, showing the line with a caret', async () => {
    const reply = await simulate.execute({ scenario: 'Alice has Mountain\nAlice cats Lightning Bolt' }, ctx);
    expect(reply.tone).toBe('error');
    expect(reply.pages[0]!.text).toBe("line 2, column 7: unknown verb 'cats' — did you mean 'casts'?");
    expect(reply.pages[0]!.code).toBe('Alice cats Lightning Bolt\n      ^');
  });

  it('refuses a typed scenario too long to replay from the reply, saying how long it is', async () => {
    const reply = await simulate.execute({ scenario: 'Alice has Plains\n'.repeat(80) }, ctx);
    expect(reply.pages[0]!.text).toMatch(/the scenario has 1360 characters; at most 1000/);
  });

  it('splits a long trace into pages and turns them statelessly: the scenario comes back from the embed', async () => {
    const text = fs.readFileSync(path.join(FIXTURE_DATA, 'scenarios', 'many-bolts.txt'), 'utf8');
    const reply = await simulate.execute({ scenario: text }, ctx);
    expect(reply.pages.length).toBeGreaterThan(1);
    for (const page of reply.pages) expect(page.code!.length).toBeLessThanOrEqual(3600);
    const second = await simulate.component!({ args: pageArgs(reply, 1), message: messageOf(reply) }, ctx);
    expect(second.page).toBe(1);
    expect(second.pages[1]!.code).toBe(reply.pages[1]!.code);
    const lost = await simulate.component!({ args: pageArgs(reply, 1), message: { content: '', embeds: [{}] } }, ctx);
    expect(lost.tone).toBe('error');
  });

  it('runs a preset by name; a very long trace has pages, a .txt attachment, and paging by preset name', async () => {
    const reply = await simulate.execute({ preset: 'many-bolts' }, ctx);
    expect(reply.tone).toBe('success');
    expect(reply.pages.length).toBeGreaterThanOrEqual(3);
    expect(reply.attachments?.find((file) => file.name === 'simulation.txt')?.content).toMatch(/Bob: 11 life/);
    const third = await simulate.component!({ args: pageArgs(reply, 2) }, ctx);
    expect(third.page).toBe(2);
    expect(third.pages[2]!.code).toBe(reply.pages[2]!.code);
  });

  it('attaches board.png, the final board every page shows, and a "Board at step …" menu whose pick answers with the board after that step', async () => {
    const reply = await simulate.execute({ preset: 'many-bolts' }, ctx);
    const board = reply.attachments?.find((file) => file.name === 'board.png');
    expect(board?.encoding).toBe('base64');
    expect(Buffer.from(board!.content, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    for (const page of reply.pages) expect(page.image).toBe('attachment://board.png');
    const menu = reply.menus?.find((m) => m.placeholder === 'Board at step …');
    expect(menu?.options[0]?.label).toMatch(/^Step \d+: after the setup$/);
    expect(menu!.options.length).toBeLessThanOrEqual(25);
    const step = menu!.options[1]!;
    const picked = await simulate.component!({ args: decodeCustomId(menu!.customId).args, values: [step.value] }, ctx);
    expect(picked.ephemeral).toBe(true);
    expect(picked.pages[0]!.title).toBe(`Board after step ${step.value} of ${reply.pages[0]!.footer!.match(/^(\d+) steps/)![1]}`);
    expect(Buffer.from(picked.attachments![0]!.content, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(picked.attachments![0]!.content).not.toBe(board!.content);
    const wrong = await simulate.component!({ args: decodeCustomId(menu!.customId).args, values: ['none'] }, ctx);
    expect(wrong.tone).toBe('error');
  });

  it('suggests presets by name or title words', async () => {
    expect((await simulate.autocomplete!('preset', 'endless', ctx)).map((c) => c.value)).toEqual(['endless-mourning']);
    expect((await simulate.autocomplete!('preset', 'paging', ctx)).map((c) => c.value)).toEqual(['many-bolts']);
  });

  it('explains a cited rule ephemerally from the corpus, finding a moved section by its title (732 → 733 here)', async () => {
    const rule = await simulate.component!({ args: ['explain'], values: ['732.1'] }, ctx);
    expect(rule.ephemeral).toBe(true);
    expect(rule.pages[0]).toMatchObject({ title: 'Rule 733.1' });
    expect(rule.pages[0]!.text).toMatch(/the entire action is reversed/);
    const missing = await simulate.component!({ args: ['explain'], values: ['999.9'] }, ctx);
    expect(missing.pages[0]!.text).toMatch(/not in the loaded Comprehensive Rules/);
  });

  it('gives --json the trace itself, or the error', async () => {
    const trace = (await simulate.json!({ scenario: SCENARIO_1 }, ctx)) as { events: { step: number; kind: string; rule: string; text: string }[]; stacks: unknown[]; final: unknown };
    expect(Object.keys(trace.events[0]!).slice(0, 4)).toEqual(['step', 'kind', 'rule', 'rules']);
    expect(trace.stacks.length).toBeGreaterThan(1);
    expect(await simulate.json!({ scenario: 'Alice cats' }, ctx)).toMatchObject({ error: { ok: false, line: 1 } });
  });
});

describe('the "Simulate" message command', () => {
  it('reads the scenario from a code block, or from the whole message', () => {
    expect(scenarioInMessage('Look:\n```text\nAlice has Plains\npass\n```\nright?')).toBe('Alice has Plains\npass');
    expect(scenarioInMessage('  Alice has Plains  ')).toBe('Alice has Plains');
  });

  it('plays the message and replies as /simulate does', async () => {
    const reply = await simulateMessage.execute({ message: '```\n' + SCENARIO_1.replace('; ', '\n') + '\n```' }, ctx);
    expect(reply.pages[0]!.code).toMatch(/Gods Willing resolves/);
    expect(decodeCustomId(reply.select!.customId).command).toBe('simulate');
  });
});

describe('/simulate in the local console', () => {
  it('runs a one-line scenario typed after the command', async () => {
    const session = createConsoleSession(ctx);
    const out = await session.run(`/simulate ${SCENARIO_1}`);
    expect(out).toMatch(/Final board/);
    expect(out).toMatch(/Explain a rule \(type !pick 1\.N\)/);
  });

  it('shows the "Board at step …" menu too, and writes each picture to a file it names', async () => {
    const session = createConsoleSession(ctx, { saveAttachments: true });
    const out = await session.run(`/simulate ${SCENARIO_1}`);
    expect(out).toMatch(/Board at step … \(type !pick 2\.N\)/);
    const written = (text: string) => /board\.png written to (\S+)/.exec(text)![1]!;
    expect(fs.readFileSync(written(out)).subarray(1, 4).toString('latin1')).toBe('PNG');
    const picked = await session.run('!pick 2.1');
    expect(picked).toMatch(/Board after step \d+ of \d+/);
    expect(fs.readFileSync(written(picked)).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await session.run('!pick 3.1')).toBe('Nothing to pick: the last answer has no menu entry with that number.');
  });
});

describe('/simulate replies fit Discord without cutting (rendered by src/discord)', () => {
  it('every page of a long trace renders whole: no embed over 6000, nothing cut into answer.txt', async () => {
    const reply = await simulate.execute({ preset: 'many-bolts' }, ctx);
    expect(reply.pages.length).toBeGreaterThan(1);
    for (let page = 0; page < reply.pages.length; page++) {
      const message = renderMessage({ ...reply, page });
      expect(message.files.map((f) => f.name)).not.toContain('answer.txt');
      expect(embedLength(message.embeds[0]!)).toBeLessThanOrEqual(LIMITS.embedTotal);
      expect(message.embeds[0]!.description).toContain(reply.pages[page]!.code!.split('\n')[0]);
    }
  });
});

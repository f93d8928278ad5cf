/** `heartwood cards explain`: a card as Heartwood reads it, found as /card finds it — real processes, as a user runs them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths';
import { heartwood as run } from '../cli-process';

const FIXTURE = path.join(PROJECT_ROOT, 'test', 'fixtures', 'cards', 'explain-cards.json');

describe('heartwood cards explain (processes)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-cards-explain-'));
  const heartwood = (args: string[]) => run(args, { HEARTWOOD_DATA: dataDir });
  beforeAll(async () => {
    expect((await heartwood(['ingest', '--cards', FIXTURE])).code).toBe(0);
  }, 60_000);

  it('shows the Oracle text, that /simulate plays Lightning Bolt, and its 3 damage to any target', async () => {
    const { stdout, code } = await heartwood(['cards', 'explain', 'Lightning Bolt']);
    expect(code).toBe(0);
    expect(stdout).toContain('How Heartwood reads Lightning Bolt\n');
    expect(stdout).toContain('Oracle text\n{R} · Instant\n\nLightning Bolt deals 3 damage to any target.\n');
    expect(stdout).toContain('Plays in /simulate, as Heartwood reads it:\n{R} · Instant\nLightning Bolt deals 3 damage to any target.\n');
  });

  it('reads back a card compiled from its Oracle text, found by a misspelt name', async () => {
    const { stdout, code } = await heartwood(['cards', 'explain', 'goblin shortcuter']);
    expect(code).toBe(0);
    expect(stdout).toContain('When Goblin Shortcutter enters, target creature can\'t block this turn.\n');
    expect(stdout).toContain('— Compiled from its Oracle text');
  });

  it('names Spectral Procession\'s monocolored hybrid mana as the reason /simulate can\'t play it, in text and in JSON', async () => {
    const text = await heartwood(['cards', 'explain', 'Spectral Procession']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("Not in /simulate yet: the engine can't yet pay monocolored hybrid mana {2/W}");
    const json = await heartwood(['cards', 'explain', '--json', 'Spectral Procession']);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'found', name: 'Spectral Procession', oracleText: expect.stringContaining('Spirit'), simulate: { plays: false, kind: 'engine', reason: "the engine can't yet pay monocolored hybrid mana {2/W}" } });
  });

  it('107.4f: /simulate plays Dismember, its Phyrexian mana read back as printed', async () => {
    const { stdout, code } = await heartwood(['cards', 'explain', 'Dismember']);
    expect(code).toBe(0);
    expect(stdout).toContain('Plays in /simulate, as Heartwood reads it:\n{1}{B/P}{B/P} · Instant\nTarget creature gets -5/-5 until end of turn.\n');
  });

  it('an unknown name exits 1 with the closest names, as heartwood card does', async () => {
    const { stdout, code } = await heartwood(['cards', 'explain', 'qqqqzzzz']);
    expect(code).toBe(1);
    expect(stdout).toContain('No card is named “qqqqzzzz”');
    expect((await heartwood(['cards', 'explain', '--json', 'qqqqzzzz'])).code).toBe(1);
  });
});

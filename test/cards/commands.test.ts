import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { card } from '../../commands/card';
import { ruling } from '../../commands/ruling';
import { createConsoleSession } from '../../src/cli/console';
import type { Card, CardStore, Ruling } from '../../src/cards/model';
import { STORE_FORMAT } from '../../src/cards/model';
import { writeCardStore } from '../../src/cards/store';
import { decodeCustomId, type CommandContext } from '../../src/reply/command';
import { renderMessage } from '../../src/discord/render';
import type { Reply } from '../../src/reply/reply';
import { limitViolations } from './limits';

const ARTISAN = '3e8abec7-1e18-460a-9d88-30969755ebd2';
const WEAR_TEAR = '9842734c-1eac-4509-a731-4c22017ae586';
const LONG_NAME = 'Our Market Research Shows That Players Like Really Long Card Names So We Made this Card to Have the Absolute Longest Card Name Ever Elemental';

const CARDS: Card[] = [
  { id: ARTISAN, layout: 'normal', name: 'Artisan of Forms', manaCost: '{1}{U}', typeLine: 'Creature — Human Wizard', oracleText: 'Heroic — Whenever you cast a spell that targets Artisan of Forms, you may have Artisan of Forms become a copy of target creature, except it has this ability.', power: '1', toughness: '1', foreignNames: [{ language: 'German', name: 'Gestaltende Handwerkerin' }] },
  { id: WEAR_TEAR, layout: 'split', name: 'Wear // Tear', faces: [
    { name: 'Wear', manaCost: '{1}{R}', typeLine: 'Instant', oracleText: 'Destroy target artifact.\nFuse' },
    { name: 'Tear', manaCost: '{W}', typeLine: 'Instant', oracleText: 'Destroy target enchantment.\nFuse' },
  ] },
  { id: '0d44bd43-77da-449e-b771-8a14da88b677', layout: 'normal', name: 'Hero of Iroas', typeLine: 'Creature — Human Soldier', power: '2', toughness: '2' },
  { id: 'ae15a96d-ce88-4cb9-a353-439387ca3d02', layout: 'normal', name: 'Hero of Leina Tower', typeLine: 'Creature — Human Warrior', power: '1', toughness: '1' },
  { id: 'name-0123456789abcdef', layout: 'normal', name: LONG_NAME, typeLine: 'Creature — Elemental', power: '2', toughness: '2' },
  { id: '6c2a1a08-8ba7-4f52-9a1c-d5c4a3b8b4d1', layout: 'normal', name: 'Opt', manaCost: '{U}', typeLine: 'Instant', oracleText: 'Scry 1.\nDraw a card.' },
  { id: 'a9f3a4a8-0001-4f00-9a00-000000000004', layout: 'normal', name: 'Serra Avenger', manaCost: '{W}{W}', typeLine: 'Creature — Angel', oracleText: "You can't cast this spell during your first, second, or third turns of the game.\nFlying, vigilance", power: '3', toughness: '3' },
  { id: 'd8a0c3ff-7042-4b52-a216-15e170c8094f', layout: 'normal', name: 'Nissa, Who Shakes the World', typeLine: 'Legendary Planeswalker — Nissa', loyalty: '5' },
];

const WEAR_RULINGS: Ruling[] = Array.from({ length: 30 }, (_, i) => ({
  date: `2013-04-${String(10 + (i % 20)).padStart(2, '0')}`,
  source: i % 3 ? 'wotc' : 'scryfall',
  text: `Ruling ${i + 1} on fused split spells: ${'Both halves are cast and resolve in order. '.repeat(4)}${i === 7 ? 'Tell @everyone and <@123456789012345678>.' : ''}`,
})).sort((a, b) => a.date.localeCompare(b.date));

const STORE: CardStore = {
  format: STORE_FORMAT,
  sources: ['test'],
  cards: CARDS,
  rulings: {
    [ARTISAN]: [
      { date: '2013-09-15', source: 'wotc', text: 'If Artisan of Forms becomes a copy of a token creature, it copies the original characteristics of that token.' },
      { date: '2013-09-15', source: 'wotc', text: 'Heroic abilities will resolve before the spell that caused them to trigger.' },
    ],
    [WEAR_TEAR]: WEAR_RULINGS,
  },
};

const ctx: CommandContext = { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-card-commands-')), userId: 'test' };
beforeAll(() => writeCardStore(ctx.dataDir, STORE));

function press(reply: Reply, customId: string, values?: string[]) {
  const { command, args } = decodeCustomId(customId);
  const module = command === 'card' ? card : ruling;
  expect(limitViolations(reply)).toEqual([]);
  return module.component!({ args, values }, ctx);
}

describe('/card', () => {
  it('shows mana cost, type line, oracle text and power/toughness, with the number of rulings', async () => {
    const reply = await card.execute({ name: 'artisan of form' }, ctx);
    const page = reply.pages[0]!;
    expect(page.title).toBe('Artisan of Forms');
    expect(page.text).toContain('{1}{U} · Creature — Human Wizard');
    expect(page.text).toContain('Heroic — Whenever you cast a spell');
    expect(page.text).toContain('Power/toughness: 1/1');
    expect(page.footer).toMatch(/^2 rulings/);
    expect(limitViolations(reply)).toEqual([]);
  });

  it('shows loyalty for a planeswalker', async () => {
    expect((await card.execute({ name: 'Nissa' }, ctx)).pages[0]!.text).toContain('Loyalty: 5');
  });

  it('shows each face of a multi-face card, found by either face name', async () => {
    const reply = await card.execute({ name: 'Tear' }, ctx);
    expect(reply.pages[0]!.title).toBe('Wear // Tear');
    expect(reply.pages[0]!.text).toBe('Split card\n*Plays in /simulate*\nNo format legality in the card data');
    expect(reply.pages[0]!.fields).toEqual([
      { name: 'Wear  {1}{R}', value: 'Instant\n\nDestroy target artifact.\nFuse' },
      { name: 'Tear  {W}', value: 'Instant\n\nDestroy target enchantment.\nFuse' },
    ]);
  });

  it('a foreign name gives the English name and the searched name in its language', async () => {
    expect((await card.execute({ name: 'gestaltende handwerkerin' }, ctx)).pages[0]!.title).toBe('Artisan of Forms — German: Gestaltende Handwerkerin');
  });

  it('its Rulings button opens the rulings of that card', async () => {
    const reply = await card.execute({ name: 'Artisan of Forms' }, ctx);
    expect(reply.buttons?.[0]?.label).toBe('Rulings (2)');
    const rulings = await press(reply, reply.buttons![0]!.customId);
    expect(rulings.pages[0]!.title).toBe('Rulings: Artisan of Forms');
    expect(rulings.pages[0]!.footer).toBe('2 rulings');
  });

  it('says whether /simulate plays the card, and its "How Heartwood reads it" button answers with each ability as the engine plays it', async () => {
    const reply = await card.execute({ name: 'Opt' }, ctx);
    expect(reply.pages[0]!.text).toMatch(/\n\n\*Plays in \/simulate\*\nNo format legality in the card data$/);
    const button = reply.buttons!.find((b) => b.label === 'How Heartwood reads it')!;
    expect(decodeCustomId(button.customId)).toEqual({ command: 'card', args: ['read', '6c2a1a08-8ba7-4f52-9a1c-d5c4a3b8b4d1'] });
    const reading = await press(reply, button.customId);
    expect(reading.pages[0]!.title).toBe('How Heartwood reads Opt');
    expect(reading.pages[0]!.text).toBe('**Plays in /simulate**, as Heartwood reads it:\n{U} · Instant\nScry 1. Draw a card.');
    expect(reading.pages[0]!.footer).toBe('Compiled from its Oracle text');
    expect(reading.ephemeral).not.toBe(false);
    expect(limitViolations(reading)).toEqual([]);
  });

  it('a card /simulate can\'t play says why, and has no reading to show', async () => {
    const reply = await card.execute({ name: 'Serra Avenger' }, ctx);
    expect(reply.pages[0]!.text).toContain('Not in /simulate yet: can\'t read "You can\'t cast this spell during your first, second, or third turns of the game."');
    expect(reply.buttons ?? []).toEqual([]);
    expect(await card.json!({ name: 'Serra Avenger' }, ctx)).toMatchObject({ simulate: { plays: false, kind: 'grammar', reason: 'can\'t read "You can\'t cast this spell during your first, second, or third turns of the game."' } });
  });

  it('an ambiguous name lists the matching cards and offers them in a menu that answers', async () => {
    const reply = await card.execute({ name: 'hero of' }, ctx);
    expect(reply.tone).toBe('warning');
    expect(reply.pages[0]!.title).toBe('2 cards match “hero of”');
    expect(reply.pages[0]!.text).toContain('• Hero of Iroas\n• Hero of Leina Tower');
    expect(reply.select!.options.map((option) => option.label)).toEqual(['Hero of Iroas', 'Hero of Leina Tower']);
    const picked = await press(reply, reply.select!.customId, [reply.select!.options[1]!.value]);
    expect(picked.pages[0]!.title).toBe('Hero of Leina Tower');
  });

  it('an unknown name is a clear error', async () => {
    const reply = await card.execute({ name: 'qqqqzzzz' }, ctx);
    expect(reply.tone).toBe('error');
    expect(reply.pages[0]!.text).toContain('No card is named “qqqqzzzz” among the 8 cards in the card data. No name is close to it.');
  });

  it('without card data it says how to get it instead of failing', async () => {
    const reply = await card.execute({ name: 'Opt' }, { ...ctx, dataDir: path.join(ctx.dataDir, 'nowhere') });
    expect(reply.tone).toBe('error');
    expect(reply.pages[0]!.text).toMatch(/heartwood ingest --cards/);
    expect(await card.json!({ name: 'Opt' }, { ...ctx, dataDir: path.join(ctx.dataDir, 'nowhere') })).toMatchObject({ status: 'error' });
  });

  it('--json gives the card with how its name matched', async () => {
    expect(await card.json!({ name: 'Gestaltende Handwerkerin' }, ctx)).toMatchObject({
      status: 'found', id: ARTISAN, name: 'Artisan of Forms', matchedName: 'Gestaltende Handwerkerin', language: 'German', match: 'exact',
      card: { manaCost: '{1}{U}', power: '1', rulings: 2 },
    });
    expect(await card.json!({ name: 'hero' }, ctx)).toMatchObject({ status: 'ambiguous', candidates: [{ name: 'Hero of Iroas' }, { name: 'Hero of Leina Tower' }] });
    expect(await card.json!({ name: 'qqqqzzzz' }, ctx)).toEqual({ query: 'qqqqzzzz', status: 'none', closest: [] });
  });
});

describe('card-name autocomplete', () => {
  it('offers at most 25 choices, a foreign name with the English one beside it', async () => {
    expect(await card.autocomplete!('name', 'gestalt', ctx)).toEqual([{ name: 'Gestaltende Handwerkerin (Artisan of Forms)', value: 'Gestaltende Handwerkerin' }]);
    expect((await card.autocomplete!('name', '', ctx)).length).toBeLessThanOrEqual(25);
  });

  it('sends the card id for a name over 100 characters, and the id finds the card', async () => {
    const [choice] = await ruling.autocomplete!('name', 'our market research', ctx);
    expect(choice).toEqual({ name: `${LONG_NAME.slice(0, 99)}…`, value: 'name-0123456789abcdef' });
    expect((await card.execute({ name: choice!.value }, ctx)).pages[0]!.title).toBe(LONG_NAME);
  });

  it('suggests nothing for the about option', async () => {
    expect(await ruling.autocomplete!('about', 'copy', ctx)).toEqual([]);
  });
});

describe('/ruling', () => {
  it('lists rulings with date and source in published order, paginated with the count in the footer', async () => {
    const reply = await ruling.execute({ name: 'Wear // Tear' }, ctx);
    expect(reply.pages.length).toBeGreaterThan(1);
    expect(reply.pageKey).toBe(`ruling:p:${WEAR_TEAR}:`);
    expect(reply.pages[0]!.footer).toBe('30 rulings');
    expect(renderMessage(reply).embeds[0]!.footer!.text).toBe(`30 rulings · Page 1 of ${reply.pages.length}`);
    const shown = reply.pages.map((page) => page.text).join('\n\n');
    const dates = [...shown.matchAll(/\*\*(\d{4}-\d{2}-\d{2})\*\* · (WotC|Scryfall)/g)].map((m) => m[1]);
    expect(dates).toEqual(WEAR_RULINGS.map((r) => r.date));
    expect(limitViolations(reply)).toEqual([]);
  });

  it('the paging button shows the next page', async () => {
    const reply = await ruling.execute({ name: 'wear' }, ctx);
    const next = await press(reply, `${reply.pageKey}:1`);
    expect(next.page).toBe(1);
    expect(next.pages[1]!.footer).toBe('30 rulings');
  });

  it('card text that mentions @everyone or a user cannot ping', async () => {
    const reply = await ruling.execute({ name: 'wear' }, ctx);
    const text = reply.pages.map((page) => page.text).join('');
    // Shown as typed, escaped: Discord reads neither as a mention (and replies never allow one).
    expect(text).toContain('Tell \\@\u200beveryone and \\<\\@123456789012345678>.');
  });

  it('about: keeps only rulings that mention every word, and says how many of all', async () => {
    const reply = await ruling.execute({ name: 'Artisan of Forms', about: 'Token' }, ctx);
    expect(reply.pages[0]!.footer).toBe('1 of 2 rulings mentions “token”');
    expect(reply.pages[0]!.text).toContain('copy of a token creature');
    const none = await ruling.execute({ name: 'Artisan of Forms', about: 'banding' }, ctx);
    expect(none.pages[0]!.text).toBe('None of the 2 rulings mentions “banding”.');
  });

  it('keeps `about` when a card is picked from the menu of an ambiguous name', async () => {
    const reply = await ruling.execute({ name: 'artisan', about: 'token' }, ctx);
    expect(reply.pages[0]!.title).toContain('Rulings: Artisan of Forms');
    const ambiguous = await ruling.execute({ name: 'hero', about: 'Heroic: abilities' }, ctx);
    expect(ambiguous.select!.customId).toBe('ruling:pick:heroic abilities');
    const picked = await press(ambiguous, ambiguous.select!.customId, [ambiguous.select!.options[0]!.value]);
    expect(picked.pages[0]!.title).toBe('Rulings: Hero of Iroas');
    expect(picked.pages[0]!.text).toBe('There are no rulings on this card in the card data.');
  });

  it('--json gives every matching ruling', async () => {
    const result = (await ruling.json!({ name: 'Gestaltende Handwerkerin', about: 'heroic' }, ctx)) as { total: number; rulings: Ruling[]; language: string };
    expect(result).toMatchObject({ status: 'found', name: 'Artisan of Forms', language: 'German', about: 'heroic', total: 2 });
    expect(result.rulings).toEqual([STORE.rulings[ARTISAN]![1]]);
  });
});

describe('/card and /ruling in the console', () => {
  it('typed as in Discord, with the paging buttons pressed by number', async () => {
    const session = createConsoleSession(ctx);
    expect(await session.run('/card Gestaltende Handwerkerin')).toContain('Artisan of Forms — German: Gestaltende Handwerkerin');
    const first = await session.run('/ruling wear');
    expect(first).toContain('[page 1/');
    expect(first).toContain('[!1] ◀ (first page)   [!2] Next page ▶');
    expect(await session.run('!2')).toContain('[page 2/');
    expect(await session.run('/ruling name:artisan of forms about:token')).toContain('1 of 2 rulings mentions “token”');
    expect(await session.run('/card hero of')).toContain('Which card? (type !pick N):');
    expect(await session.run('!pick 2')).toContain('Hero of Leina Tower');
    expect(await session.complete('/card gestalt')).toEqual(['/card Gestaltende Handwerkerin']);
  });

  it('/card says whether /simulate plays it, and its button shows how Heartwood reads it', async () => {
    const session = createConsoleSession(ctx);
    const shown = await session.run('/card Opt');
    expect(shown).toContain('Plays in /simulate');
    const number = /\[!(\d+)\] How Heartwood reads it/.exec(shown)?.[1];
    expect(await session.run(`!${number}`)).toContain('Plays in /simulate, as Heartwood reads it:\n{U} · Instant\nScry 1. Draw a card.');
  });
});

/**
 * 714 Saga cards, read from their Oracle text: chapter abilities (714.2b–c), a lore counter as the
 * Saga enters (714.3a) and as its controller's precombat main phase begins (714.3b), and the Saga
 * sacrificed after its final chapter has left the stack (714.4, 704.5s).
 */
import { compileCard, type CompilableCard } from '../../src/oracle/compile';
import { renderCard } from '../../src/oracle/render/card';
import { simulate, type Trace } from '../../src/scenario/simulate';
import { resolveDataDir } from '../../src/util/paths';
import { compareClauses, loadKnownDifferences, Rewrites } from './round-trip';

/** The Eldest Reborn (Dominaria), its Oracle text as Scryfall gives it today (layout "saga"). */
const ELDEST_REBORN: CompilableCard = {
  name: 'The Eldest Reborn',
  layout: 'saga',
  manaCost: '{4}{B}',
  typeLine: 'Enchantment — Saga',
  oracleText:
    '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Each opponent sacrifices a creature or planeswalker.\nII — Each opponent discards a card.\nIII — Put target creature or planeswalker card from a graveyard onto the battlefield under your control.',
};

function compiled(card: CompilableCard) {
  const result = compileCard(card);
  if (result.status !== 'compiled') throw new Error(`${card.name}: ${result.reason}`);
  return result.definition;
}

function play(card: CompilableCard, lines: string[]): Trace {
  const result = simulate([`define: ${JSON.stringify(compiled(card))}`, ...lines].join('\n'), { dataDir: resolveDataDir() });
  if (!result.ok) throw new Error(result.message);
  return result.trace;
}

const texts = (t: Trace) => t.events.map((e) => e.text);

describe('714 Sagas', () => {
  it('714.2b–c: each chapter line is a chapter ability triggered by lore counters, "I, II —" one ability of two chapters; the reminder text is not rules text', () => {
    const definition = compiled(ELDEST_REBORN);
    expect(definition.abilities?.map((ability) => ability.kind === 'triggered' && [ability.when, ability.chapters])).toEqual([
      ['chapter', [1]],
      ['chapter', [2]],
      ['chapter', [3]],
    ]);
    const benalia = compiled({ name: 'Chapters of Two', layout: 'saga', manaCost: '{1}{W}', typeLine: 'Enchantment — Saga', oracleText: 'I, II - You gain 2 life.\nIII — Draw a card.' });
    expect(benalia.abilities?.map((ability) => ability.kind === 'triggered' && ability.chapters)).toEqual([[1, 2], [3]]);
  });

  it('714.2a: the chapters read back as the card prints them, "I — …" (the round trip)', () => {
    const rendered = renderCard(compiled(ELDEST_REBORN)).abilities;
    expect(rendered).toEqual(['I — Each opponent sacrifices a creature or planeswalker.', 'II — Each opponent discards a card.', 'III — Put target creature or planeswalker card from a graveyard onto the battlefield under your control.']);
    expect(compareClauses(ELDEST_REBORN.oracleText!, rendered, ELDEST_REBORN.name, new Rewrites(loadKnownDifferences().differences))).toEqual({ dropped: [], invented: [] });
  });

  it('714.2: chapter symbols on a card that is not a Saga are refused, not read as a spell', () => {
    const result = compileCard({ name: 'Not a Saga', manaCost: '{W}', typeLine: 'Enchantment', oracleText: 'I — You gain 2 life.' });
    expect(result).toMatchObject({ status: 'unsupported', reason: expect.stringContaining('give chapter abilities to a card that is not a Saga (714.2)') });
  });

  it('714.3a: The Eldest Reborn enters with a lore counter and chapter I resolves: Bob sacrifices a creature', () => {
    const t = play(ELDEST_REBORN, ['Alice has 5 Swamp', 'Bob has Grizzly Bears', 'Alice hand: The Eldest Reborn', 'Alice casts The Eldest Reborn', 'resolve', 'resolve']);
    expect(texts(t)).toContain('The Eldest Reborn enters with a lore counter');
    expect(t.events.find((e) => e.kind === 'trigger' && e.text.includes('The Eldest Reborn'))?.text).toMatch(/lore counter number 1/);
    expect(t.final.battlefield.map((p) => p.name)).not.toContain('Grizzly Bears');
    expect(t.final.battlefield.find((p) => p.name === 'The Eldest Reborn')).toMatchObject({ counters: { lore: 1 } });
  });

  it('714.3b, 714.4: over turns its controller adds a lore counter as the precombat main phase begins; after chapter III has resolved the Saga is sacrificed', () => {
    const t = play(ELDEST_REBORN, [
      'Alice has The Eldest Reborn (1 lore counter)',
      'Bob graveyard: Hill Giant',
      'Bob hand: Island',
      'turn: Bob, end',
      'next turn',
      'go to main',
      'resolve',
      'next turn',
      'next turn',
      'go to main',
      'The Eldest Reborn trigger targeting Hill Giant',
      'resolve',
    ]);
    expect(t.events.filter((e) => e.rules.includes('714.3b')).map((e) => e.text)).toEqual(['The Eldest Reborn gets a lore counter (now 2)', 'The Eldest Reborn gets a lore counter (now 3)']);
    expect(t.final.players.find((p) => p.name === 'Bob')?.graveyard).toEqual(['Island']);
    // "under your control": Bob's card, Alice's creature.
    expect(t.final.battlefield.find((p) => p.name === 'Hill Giant')).toMatchObject({ controller: 'Alice', owner: 'Bob' });
    const sacrificed = t.events.find((e) => e.rules.includes('704.5s'));
    expect(sacrificed?.text).toBe('The Eldest Reborn has 3 lore counters, its final chapter is 3: its controller sacrifices it');
    // Not before chapter III left the stack (714.4): the Saga stays while its last chapter waits.
    expect(t.events.indexOf(sacrificed!)).toBeGreaterThan(t.events.findIndex((e) => e.kind === 'resolve' && e.text.includes('The Eldest Reborn')));
    expect(t.final.battlefield.map((p) => p.name)).not.toContain('The Eldest Reborn');
  });
});

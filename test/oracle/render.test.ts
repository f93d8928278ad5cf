/** Reading a compiled card back to words (src/oracle/render): Oracle templating from the definition alone. */
import { defaultCardLibrary } from '../../src/engine/cards/library';
import type { CardDefinition } from '../../src/engine/cards/schema';
import { compileCard, type CompilableCard } from '../../src/oracle/compile';
import { renderCard } from '../../src/oracle/render/card';

/** The ability lines of a card compiled from its Oracle text (the test fails if it doesn't compile). */
function read(card: Partial<CompilableCard> & { oracleText: string }): string[] {
  const result = compileCard({ name: 'Test Card', manaCost: '{2}{G}', typeLine: 'Creature — Elf', power: '2', toughness: '2', ...card });
  if (result.status !== 'compiled') throw new Error(result.reason);
  return renderCard(result.definition).abilities;
}

describe('renderCard', () => {
  it('says a spell with its amount and target, and the characteristics', () => {
    const bolt = renderCard(defaultCardLibrary().get('Lightning Bolt'));
    expect(bolt).toEqual({ characteristics: '{R} · Instant', abilities: ['Lightning Bolt deals 3 damage to any target.'], notes: [] });
  });

  it('says targets by their filters, never by the words the compiler kept ("an opponent controls" is "you don\'t control")', () => {
    expect(read({ typeLine: 'Instant', power: undefined, toughness: undefined, oracleText: 'Destroy target nonblack creature an opponent controls.' })).toEqual(["Destroy target nonblack creature you don't control."]);
    expect(read({ typeLine: 'Sorcery', power: undefined, toughness: undefined, oracleText: 'Return up to two target creature cards from your graveyard to your hand.' })).toEqual(['Return up to two target creature cards from your graveyard to your hand.']);
  });

  it('says keywords on one line, mana abilities, triggers, durations and anthems', () => {
    expect(read({ oracleText: 'Flying\nVigilance\n{T}: Add {G}.\nWhen this creature enters, draw a card.\n{1}{G}: Target creature gets +2/+2 until end of turn.\nOther Elves you control get +1/+1.' })).toEqual([
      'Flying, vigilance',
      '{T}: Add {G}.',
      'When Test Card enters, draw a card.',
      '{1}{G}: Target creature gets +2/+2 until end of turn.',
      'Other Elves you control get +1/+1.',
    ]);
  });

  it('says as one line what the engine splits in two: "~ or another Elf", and a static ability with its "Otherwise"', () => {
    expect(read({ typeLine: 'Creature — Human', oracleText: 'Whenever this creature or another Elf you control enters, you gain 1 life.' })).toEqual(['Whenever Test Card or another Elf you control enters, you gain 1 life.']);
    expect(read({ typeLine: 'Enchantment — Aura', power: undefined, toughness: undefined, oracleText: "Enchant creature\nEnchanted creature gets +2/+2 as long as it's an enchantment. Otherwise, it gets -2/-2." })).toEqual([
      'Enchant creature',
      "Enchanted creature gets +2/+2 as long as it's an enchantment. Otherwise, it gets -2/-2.",
    ]);
  });

  it('says Equip and a basic land type\'s mana ability as Oracle text does (702.6a; 305.6 as reminder text)', () => {
    expect(read({ typeLine: 'Artifact — Equipment', power: undefined, toughness: undefined, oracleText: 'Equipped creature gets +2/+0.\nEquip {1}' })).toEqual(['Equipped creature gets +2/+0.', 'Equip {1}']);
    expect(read({ name: 'Forest', manaCost: undefined, typeLine: 'Basic Land — Forest', power: undefined, toughness: undefined, oracleText: '({T}: Add {G}.)' })).toEqual(['({T}: Add {G}.)']);
  });

  it('never says a definition without a field it can\'t say: a field the card format doesn\'t know fails', () => {
    const bolt = defaultCardLibrary().get('Lightning Bolt');
    const unknown = { ...bolt, spell: { ...bolt.spell!, effects: [{ ...bolt.spell!.effects[0]!, twice: true }] } } as unknown as CardDefinition;
    expect(() => renderCard(unknown)).toThrow("the renderer doesn't say damage's twice");
    expect(() => renderCard({ ...bolt, alsoInExile: true } as unknown as CardDefinition)).toThrow("the renderer doesn't say Lightning Bolt's alsoInExile");
  });
});

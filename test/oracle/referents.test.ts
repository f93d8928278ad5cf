/**
 * Pronouns resolved to explicit slots: "it", "that creature", "them", "its controller" name the most
 * recent noun phrase of their kind in the same ability, in the order the words are written.
 */
import { compileCard } from '../../src/oracle/compile';
import { ability, spellEffects } from './read';

describe('referents', () => {
  it('"It" in a second sentence is the first target, not a target named after it (Hunt the Hunter)', () => {
    const { effects } = spellEffects('Target green creature you control gets +2/+2 until end of turn. It fights target green creature an opponent controls.');
    expect(effects[1]).toEqual({ do: 'fight', a: { ref: 'target', index: 0 }, b: { ref: 'target', index: 1 } });
  });

  it('"its power" before the second target is the first target\'s (Fall of the Hammer)', () => {
    const { effects } = spellEffects('Target creature you control deals damage equal to its power to another target creature.');
    expect(effects[0]).toMatchObject({ source: { ref: 'target', index: 0 }, amount: { stat: 'power', of: { ref: 'target', index: 0 } }, to: { ref: 'target', index: 1 } });
  });

  it('"that creature" and "it" in a heroic trigger are the other target, not the creature itself (Akroan Conscriptor)', () => {
    const read = ability('Heroic — Whenever you cast a spell that targets Akroan Conscriptor, gain control of another target creature until end of turn. Untap that creature. It gains haste until end of turn.', { name: 'Akroan Conscriptor' });
    expect(read.kind === 'triggered' && read.block.effects).toMatchObject([
      { do: 'gain-control', what: { ref: 'target', index: 0 } },
      { do: 'untap', what: { ref: 'target', index: 0 } },
      { do: 'grant', on: { ref: 'target', index: 0 } },
    ]);
  });

  it('"it" in a heroic trigger with no target is the card itself (Bloodcrazed Hoplite)', () => {
    const read = ability('Heroic — Whenever you cast a spell that targets Bloodcrazed Hoplite, put a +1/+1 counter on it.', { name: 'Bloodcrazed Hoplite' });
    expect(read.kind === 'triggered' && read.block.effects[0]).toMatchObject({ on: { ref: 'self' } });
  });

  it('"it" after "When … dies" is the card itself (Perilous Myr)', () => {
    const read = ability('When Perilous Myr dies, it deals 2 damage to any target.', { name: 'Perilous Myr' });
    expect(read.kind === 'triggered' && read.block.effects[0]).toMatchObject({ source: { ref: 'self' }, to: { ref: 'target', index: 0 } });
  });

  it('"it" after another creature\'s event is that creature', () => {
    const read = ability('Whenever another creature you control dies, return it to its owner\'s hand.');
    expect(read.kind === 'triggered' && read.block.effects[0]).toMatchObject({ do: 'return-to-hand', what: { ref: 'trigger-subject' } });
  });

  it('"Its controller" is the controller of the spell just countered (Countermand)', () => {
    const { effects } = spellEffects('Counter target spell. Its controller mills four cards.');
    expect(effects[1]).toMatchObject({ do: 'mill', who: { ref: 'controller', of: { ref: 'target', index: 0 } } });
  });

  it('"that permanent\'s controller" is the target\'s controller (Destructive Revelry)', () => {
    const { effects } = spellEffects('Destroy target artifact or enchantment. Test Card deals 2 damage to that permanent\'s controller.');
    expect(effects[1]).toMatchObject({ to: { ref: 'controller', of: { ref: 'target', index: 0 } } });
  });

  it('"that player" skips objects and finds a player (Fate Unraveler)', () => {
    const read = ability('Whenever an opponent draws a card, Test Card deals 1 damage to that player.');
    expect(read.kind === 'triggered' && read.block.effects[0]).toMatchObject({ source: { ref: 'self' }, to: { ref: 'trigger-player' } });
  });

  it('"those creatures" and "them" are the targets named before', () => {
    expect(spellEffects('Up to two target creatures each get +1/+1 until end of turn. Untap those creatures.').effects[1]).toMatchObject({ do: 'untap', what: { ref: 'target', index: 0 } });
  });

  it('a pronoun with nothing to refer to leaves the card unsupported, naming the sentence', () => {
    const result = compileCard({ name: 'Odd Card', typeLine: 'Instant', manaCost: '{R}', oracleText: 'Untap it.' });
    expect(result).toMatchObject({ status: 'unsupported', kind: 'grammar', sentence: 'Untap it.' });
    expect(result.status === 'unsupported' && result.reason).toContain('can\'t tell what "it" refers to');
  });
});

/** Autocomplete's filter (src/reply/choices.ts), shared by every command's autocomplete. */
import { matchChoices } from '../../src/reply/choices';
import { LIMITS } from '../../src/reply/reply';

const PRESETS = [
  { name: 'Endless triggers: a loop stopped by the step limit', value: 'endless-triggers' },
  { name: 'Heroic resolves first (Favored Hoplite)', value: 'heroic-resolves-first' },
  { name: 'Counterspell on a bolt', value: 'counterspell' },
  { name: 'Thoughtseize: hand revealed', value: 'thoughtseize' },
  { name: 'Lifelink and the hydra', value: 'lifelink-hydra' },
];
const values = (typed: string) => matchChoices(PRESETS, typed).map((choice) => choice.value);

describe('autocomplete choices narrowed by what was typed', () => {
  it('keeps the choices where each typed word begins a word of the value or the name, not every one holding the letters', () => {
    // "h" begins "heroic-…" and "Hoplite", "hand", "hydra"; the endless preset's name holds h only inside words ("the").
    expect(values('h')).toEqual(['heroic-resolves-first', 'thoughtseize', 'lifelink-hydra']);
    expect(values('hop')).toEqual(['heroic-resolves-first']);
    expect(values('step limit')).toEqual(['endless-triggers']);
    expect(values('bolt counter')).toEqual(['counterspell']);
    expect(values('xyz')).toEqual([]);
  });

  it('puts the choices whose value begins with the whole typed text first', () => {
    // "l" begins "lifelink-hydra" (its value) and "loop", "limit" in the endless preset's name.
    expect(values('l')).toEqual(['lifelink-hydra', 'endless-triggers']);
  });

  it("nothing typed: the first choices, never more than Discord's 25", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `Preset ${i}`, value: `preset-${i}` }));
    expect(matchChoices(many, '')).toHaveLength(LIMITS.autocompleteChoices);
    expect(matchChoices(many, '  ')[0]!.value).toBe('preset-0');
    expect(matchChoices(PRESETS, '').map((choice) => choice.value)).toEqual(PRESETS.map((choice) => choice.value));
  });
});

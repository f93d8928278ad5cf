/**
 * 603.3, 603.3d: a trigger's targets are chosen as it is put on the stack, before anyone gets
 * priority again. A choice written right after the action that makes the trigger is about that
 * trigger; a choice never needed is said in the trace and the verdict, never silently dropped.
 */
import { describeWithSharedData } from '../shared-data';
import { citing, permanent } from './play';
import { THEROS_FILES, withTherosCards } from './theros-cards';

describeWithSharedData('603.3d: trigger targets written after the action that triggers them', THEROS_FILES, () => {
  const { play, error } = withTherosCards();

  it('Artisan of Forms’ heroic targets the Cat Soldier token named on the line after the cast, not the default first creature', () => {
    const trace = play(
      [
        'Alice has Vanguard of Brimaz, Artisan of Forms, 2 Plains, Island',
        'Alice casts Gods Willing targeting Vanguard of Brimaz choosing red',
        'resolve all',
        'Alice casts Gods Willing targeting Artisan of Forms choosing red',
        'Artisan of Forms trigger targeting Cat Soldier token',
      ].join('\n'),
    );
    expect(citing(trace, '603.3').some((e) => /Artisan of Forms's trigger on the stack targeting Cat Soldier token/.test(e.text))).toBe(true);
    // The seed ruling: it copies the token's original characteristics, and doesn't become a token.
    expect(permanent(trace, 'Artisan of Forms')).toMatchObject({ copyOf: 'Cat Soldier token', power: 1, toughness: 1, token: false });
  });

  it('Labyrinth Champion’s heroic aims at the creature the next line names (Savannah Lions, not the first on the opponent’s side)', () => {
    const trace = play('Alice has Labyrinth Champion, Plains\nBob has Grizzly Bears, Savannah Lions\nAlice casts Mortal\'s Ardor targeting Labyrinth Champion\nLabyrinth Champion trigger targeting Savannah Lions');
    expect(trace.final.battlefield.map((p) => p.label)).toContain('Grizzly Bears');
    expect(trace.final.battlefield.map((p) => p.label)).not.toContain('Savannah Lions');
  });

  it('a source with a targetless and a targeted trigger: the planned target goes to the targeted one (Artisan of Forms as a copy of Fabled Hero)', () => {
    const trace = play(
      [
        'Alice has Artisan of Forms, Fabled Hero, Savannah Lions, Island, 3 Plains',
        'Alice casts Gods Willing targeting Artisan of Forms choosing red',
        'Artisan of Forms trigger targeting Fabled Hero',
        'resolve all',
        "Alice casts Mortal's Ardor targeting Artisan of Forms",
        'Artisan of Forms trigger targeting Savannah Lions',
      ].join('\n'),
    );
    expect(trace.events.filter((e) => e.kind === 'put-on-stack').map((e) => e.text.split(':')[0])).toEqual([
      "Alice puts Artisan of Forms's trigger on the stack targeting Fabled Hero",
      "Alice puts Artisan of Forms's trigger on the stack",
      "Alice puts Artisan of Forms's trigger on the stack targeting Savannah Lions",
    ]);
    expect(permanent(trace, 'Artisan of Forms')).toMatchObject({ copyOf: 'Savannah Lions' });
  });

  it('a trigger choice that nothing used is named in the verdict and the trace (Blood Artist never triggers)', () => {
    const trace = play('Alice has Plains, Blood Artist\nBlood Artist trigger targeting Bob\nAlice casts Gods Willing targeting Blood Artist');
    expect(trace.verdict).toMatch(/line 2 not used \(see the trace\)$/);
    expect(trace.events.some((e) => e.text.startsWith('Line 2 was not used: no trigger of Blood Artist was put on the stack after it'))).toBe(true);
  });

  it('targets for a trigger that has none are an error at that line', () => {
    expect(error('Alice has Favored Hoplite, Plains\nAlice casts Gods Willing targeting Favored Hoplite\nFavored Hoplite trigger targeting Bob')).toMatch(/^line 3, column 1: Favored Hoplite's trigger has no target to choose/);
  });
});
